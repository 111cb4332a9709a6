//===- CuteIRTypeChecks.cpp - what a well-formed CuTe IR value is ----------===//
//
// The invariants CuTe IR's types verify on the values their strings hold,
// worded as CuTe IR words them (its lit tests match the text byte for byte):
//
//   - a stride is all-integer or all-scaled-basis (integer zeros may mix
//     with bases), basis coefficients are integers (not ratios `1/2@0`),
//     and no basis path ends where another one goes on (`(1@1@0,1@0)`);
//   - a layout's shape extents are positive and its stride congruent;
//   - a composed layout `OUTER o OFFSET o LAYOUT` can add OFFSET to
//     LAYOUT(0) and feed the sum to OUTER (a scalar for a swizzle; a scalar
//     or a tuple weakly congruent to the outer layout's shape otherwise).
//
// Each check returns "" when the value is well formed, else the diagnostic.
//
//===----------------------------------------------------------------------===//
#include "CuteDslTypes.h"

#include <map>

namespace cute_nvgpu::cute {

namespace L = cute_nvgpu::layout;

namespace {

void leaves(const L::IntTuple &t, std::vector<const L::IntTuple *> &out) {
  if (!t.isTuple()) {
    out.push_back(&t);
    return;
  }
  for (const L::IntTuple &e : t.elems())
    leaves(e, out);
}

bool anyNonPositiveExtent(const L::IntTuple &shape) {
  std::vector<const L::IntTuple *> ls;
  leaves(shape, ls);
  for (const L::IntTuple *l : ls)
    if (l->isStaticInt() && l->value() <= 0)
      return true;
  return false;
}

/// Two basis paths conflict when one ends at a node another goes through.
bool mixedDepthBases(const std::vector<const L::IntTuple *> &ls) {
  struct Node {
    bool terminal = false;
    std::map<int, Node> children;
  };
  Node root;
  for (const L::IntTuple *l : ls) {
    if (!l->isBasis() || l->basisModes().empty())
      continue;
    const std::vector<int> &modes = l->basisModes();
    Node *node = &root;
    for (size_t i = 0; i + 1 < modes.size(); ++i) {
      if (node->terminal)
        return true;
      node = &node->children[modes[i]];
    }
    if (node->terminal)
      return true;
    Node &leaf = node->children[modes.back()];
    if (!leaf.children.empty())
      return true;
    leaf.terminal = true;
  }
  return false;
}

/// LAYOUT(0) as CuTe IR computes it: 0 for integer strides; for a basis
/// E<m0,...,mk> a tuple of zeros with m0+1 modes whose mode m0 is E<m1..>(0)
/// (so `1@1` gives `(0,0)`); the leaves' values summed.
L::IntTuple zeroOfBasis(const std::vector<int> &modes, size_t i) {
  if (i == modes.size())
    return L::IntTuple::integer(0);
  std::vector<L::IntTuple> elems(modes[i] + 1, L::IntTuple::integer(0));
  elems[modes[i]] = zeroOfBasis(modes, i + 1);
  return L::IntTuple::tuple(std::move(elems));
}

/// CuTe's arithmetic-tuple sum: tuples add mode by mode (the shorter one
/// padded with zeros), a static 0 is the identity, any other scalar does
/// not add to a tuple.
std::optional<L::IntTuple> arithSum(const L::IntTuple &a,
                                    const L::IntTuple &b) {
  auto isZero = [](const L::IntTuple &t) {
    return t.isStaticInt() && t.value() == 0;
  };
  if (isZero(a))
    return b;
  if (isZero(b))
    return a;
  if (a.isTuple() != b.isTuple())
    return std::nullopt;
  if (!a.isTuple()) {
    if (a.isStaticInt() && b.isStaticInt())
      return L::IntTuple::integer(a.value() + b.value());
    if ((a.isStaticInt() || a.isDynamic()) && (b.isStaticInt() || b.isDynamic()))
      return L::IntTuple::dynamic();
    return std::nullopt;
  }
  size_t n = std::max(a.elems().size(), b.elems().size());
  std::vector<L::IntTuple> elems;
  for (size_t i = 0; i < n; ++i) {
    L::IntTuple x = i < a.elems().size() ? a[i] : L::IntTuple::integer(0);
    L::IntTuple y = i < b.elems().size() ? b[i] : L::IntTuple::integer(0);
    std::optional<L::IntTuple> s = arithSum(x, y);
    if (!s)
      return std::nullopt;
    elems.push_back(std::move(*s));
  }
  return L::IntTuple::tuple(std::move(elems));
}

L::IntTuple evalAtZero(const L::IntTuple &stride) {
  std::vector<const L::IntTuple *> ls;
  leaves(stride, ls);
  L::IntTuple sum = L::IntTuple::integer(0);
  for (const L::IntTuple *l : ls) {
    if (!l->isBasis())
      continue;
    std::optional<L::IntTuple> s = arithSum(sum, zeroOfBasis(l->basisModes(), 0));
    if (s)
      sum = std::move(*s);
  }
  return sum;
}

bool isScalar(const L::IntTuple &t) { return t.isStaticInt() || t.isDynamic(); }

} // namespace

std::string cuteIRStrideDiagnostic(const L::IntTuple &stride) {
  std::vector<const L::IntTuple *> ls;
  leaves(stride, ls);
  bool anyBasis = false;
  for (const L::IntTuple *l : ls)
    anyBasis |= l->isBasis();
  if (!anyBasis)
    return "";
  std::string text = "\"" + L::printCuteIR(stride) + "\"";
  for (const L::IntTuple *l : ls)
    if (!l->isBasis() && !(l->isStaticInt() && l->value() == 0))
      return "expects strides to be either all-integer or all-scaled-basis "
             "(zero integers allowed when mixed), but got " +
             text;
  for (const L::IntTuple *l : ls)
    if (l->basisDenominator() != 1)
      return "expects scaled-basis strides to have integer values, not "
             "ratios, but got " +
             text;
  if (mixedDepthBases(ls))
    return "expects scaled-basis paths to agree on mode-index depth (no path "
           "may terminate at a node that another path continues through), "
           "but got " +
           text;
  return "";
}

std::string cuteIRLayoutDiagnostic(const L::Layout &l) {
  if (!L::congruent(l.shape, l.stride))
    // CuTe IR's reader turns a layout whose profiles differ into its error
    // value `x:x`, which the verifier then reports.
    return "expects no error(`x`) in layout, but got \"x:x\"";
  if (anyNonPositiveExtent(l.shape))
    return "expects positive shape mode, but got \"" + L::printCuteIR(l) +
           "\"";
  return cuteIRStrideDiagnostic(l.stride);
}

std::string cuteIRComposedDiagnostic(const L::ComposedLayout &c) {
  const std::optional<L::Layout> &outer = c.outerLayout;
  if (!L::congruent(c.layout.shape, c.layout.stride) ||
      (outer && !L::congruent(outer->shape, outer->stride)))
    return "expects no error(`x`) in layout, but got \"" +
           L::printCuteIR(c) + "\"";
  if (anyNonPositiveExtent(c.layout.shape) ||
      (outer && anyNonPositiveExtent(outer->shape)))
    return "expects positive shape mode, but got \"" + L::printCuteIR(c) +
           "\"";
  std::string why = cuteIRStrideDiagnostic(c.layout.stride);
  if (why.empty() && outer)
    why = cuteIRStrideDiagnostic(outer->stride);
  if (!why.empty())
    return why;
  L::IntTuple atZero = evalAtZero(c.layout.stride);
  std::optional<L::IntTuple> sum = arithSum(c.offset, atZero);
  if (!sum)
    return "expects offset and `layout_eval(0, outer)` to be addable, but "
           "got " +
           L::printCuteIR(c.offset) + " and " + L::printCuteIR(atZero);
  if (!outer && !isScalar(*sum))
    return "swizzle layout expects scalar `offset` and `outer` without "
           "scaled basis, but got " +
           L::printCuteIR(c.offset) + " and " + L::printCuteIR(c.layout);
  if (outer && !isScalar(*sum) && !L::weaklyCongruent(*sum, outer->shape))
    return "expects arith sum of `layout_eval(0, outer)` and `offset` to be "
           "scalar or weakly congruent to inner shape, but got sum " +
           L::printCuteIR(*sum) + " and inner shape " +
           L::printCuteIR(outer->shape);
  return "";
}

std::string cuteIRTileDiagnostic(const L::Tile &t) {
  for (const L::Tile::Mode &m : t.modes) {
    std::string why;
    if (const auto *l = std::get_if<L::Layout>(&m))
      why = cuteIRStrideDiagnostic(l->stride);
    else if (const auto *n = std::get_if<L::NestedTile>(&m))
      why = cuteIRTileDiagnostic(**n);
    if (!why.empty())
      return why;
  }
  return "";
}

} // namespace cute_nvgpu::cute
