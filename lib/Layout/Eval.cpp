//===- Eval.cpp - evaluation, cosize and shape_div ------------------------===//
//
// CuTe layout.hpp's layout(i) (the last mode absorbs indices past the
// domain), layout(coord), the scaled-basis codomain (ArithmeticTuple
// results) and cosize on static integer layouts, as CuTe C++ computes them.
// CuTe IR's evaluation on dynamic leaves is IntTuple.cpp's layoutEval.
// Its inverse on an index, Layout::get_hier_coord / get_flat_coord, on
// static or dynamic leaves (the thread coordinates of a kernel). The value
// of a plain or composed layout at a coordinate on either kind of leaf
// (LayoutValue.h).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/LayoutValue.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

/// A stride leaf: an integer or a scaled basis coefficient@modes.
struct SV {
  int64_t c = 0;
  std::vector<int> modes;
  bool basis = false;
  bool operator==(const SV &o) const {
    return c == o.c && basis == o.basis && modes == o.modes;
  }
  IntTuple toTuple() const {
    return basis ? IntTuple::basis(c, modes) : IntTuple::integer(c);
  }
};

SV toSV(const IntTuple &t) {
  SV s;
  s.c = t.value();
  if (t.isBasis()) {
    s.basis = true;
    s.modes = t.basisModes();
  }
  return s;
}

} // namespace

namespace detail {

int64_t ceilDivInt(int64_t a, int64_t b) { return a / b + (a % b != 0); }

/// CuTe shape_div on integers, with the weak divisibility condition.
int64_t sdiv(Ctx &c, int64_t a, int64_t b, const char *cond) {
  if (a <= 0 || b <= 0) {
    c.fail(std::string(cond) + " violated (" + std::to_string(a) + " vs " +
           std::to_string(b) + ")");
    return 1;
  }
  if (a % b != 0 && b % a != 0) {
    c.fail(std::string(cond) + " violated: neither of " + std::to_string(a) +
           " and " + std::to_string(b) + " divides the other");
    return 1;
  }
  return ceilDivInt(a, b);
}

int64_t evalStatic(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x) {
  if (s.isLeaf())
    return mul(c, x, d.value());
  const auto &se = s.elems();
  int64_t r = 0;
  for (size_t i = 0; i < se.size(); ++i) {
    if (i + 1 == se.size()) {
      r = add(c, r, evalStatic(c, se[i], d.elems()[i], x));
    } else {
      int64_t sz = product(c, se[i]);
      r = add(c, r, evalStatic(c, se[i], d.elems()[i], x % sz));
      x /= sz;
    }
  }
  return r;
}

int64_t cosizeStatic(Ctx &c, const Layout &l) {
  // |stride| layout evaluated at size-1, plus one.
  std::function<IntTuple(const IntTuple &)> absT;
  absT = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf())
      return I(t.value() < 0 ? -t.value() : t.value());
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(absT(x));
    return T(std::move(e));
  };
  IntTuple ad = absT(l.stride);
  int64_t n = product(c, l.shape);
  return add(c, evalStatic(c, l.shape, ad, n - 1), 1);
}

Result<ComposedLayout> withInner(const ComposedLayout &c,
                                 const Result<Layout> &inner) {
  if (!inner.ok())
    return inner.error();
  ComposedLayout r = c;
  r.layout = *inner;
  return r;
}

Result<Layout> checked(const char *op, Ctx &c, Layout l) {
  if (c.bad())
    return failWith<Layout>(op, c);
  if (l.shape.depth() > kMaxDepth || l.stride.depth() > kMaxDepth)
    return Result<Layout>::fail(
        std::string(op) + ": the result would nest " +
        std::to_string(std::max(l.shape.depth(), l.stride.depth())) +
        " levels deep, more than the " + std::to_string(kMaxDepth) +
        " levels a layout may have");
  return l;
}

} // namespace detail

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

Result<int64_t> evalAny(const Layout &l, int64_t idx) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  if (idx < 0)
    return Result<int64_t>::fail("eval: negative index " +
                                 std::to_string(idx));
  Ctx c(/*tracer=*/nullptr);
  int64_t v = evalStatic(c, l.shape, l.stride, idx);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  return v;
}

Result<int64_t> eval(const Layout &l, int64_t idx) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c(/*tracer=*/nullptr);
  int64_t n = product(c, l.shape);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  if (idx < 0 || idx >= n)
    return Result<int64_t>::fail("eval: index " + std::to_string(idx) +
                                 " is out of range [0," + std::to_string(n) +
                                 ")");
  return evalAny(l, idx);
}

static int64_t evalCoordRec(Ctx &c, const IntTuple &crd, const IntTuple &s,
                            const IntTuple &d) {
  if (c.bad())
    return 0;
  if (crd.isTuple()) {
    if (!s.isTuple() || s.elems().size() != crd.elems().size()) {
      c.fail("coordinate " + toString(crd) + " does not match shape " +
             toString(s));
      return 0;
    }
    int64_t r = 0;
    for (size_t i = 0; i < crd.elems().size(); ++i)
      r = add(c, r, evalCoordRec(c, crd.elems()[i], s.elems()[i],
                                 d.elems()[i]));
    return r;
  }
  if (!crd.isStaticInt()) {
    c.fail("coordinate must be static integers");
    return 0;
  }
  int64_t n = product(c, s);
  if (crd.value() < 0 || crd.value() >= n) {
    c.fail("coordinate " + std::to_string(crd.value()) +
           " is out of range for shape " + toString(s));
    return 0;
  }
  return evalStatic(c, s, d, crd.value());
}

Result<int64_t> evalCoord(const Layout &l, const IntTuple &coord) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c(/*tracer=*/nullptr);
  int64_t v = evalCoordRec(c, coord, l.shape, l.stride);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  return v;
}

namespace {
/// Collect (stride leaf, coordinate) contributions for a linear index.
void basisTerms(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x,
                std::vector<std::pair<SV, int64_t>> &out) {
  if (s.isLeaf()) {
    out.push_back({toSV(d), x});
    return;
  }
  const auto &se = s.elems();
  for (size_t i = 0; i < se.size(); ++i) {
    if (i + 1 == se.size()) {
      basisTerms(c, se[i], d.elems()[i], x, out);
    } else {
      int64_t sz = product(c, se[i]);
      basisTerms(c, se[i], d.elems()[i], x % sz, out);
      x /= sz;
    }
  }
}

struct BasisNode {
  bool isLeaf = true;
  int64_t value = 0;
  std::map<int, BasisNode> kids;
};

bool addPath(BasisNode &n, const std::vector<int> &path, size_t k,
             int64_t v, Ctx &c) {
  if (k == path.size()) {
    if (!n.kids.empty()) {
      c.fail("inconsistent scaled-basis nesting");
      return false;
    }
    n.value = add(c, n.value, v);
    return true;
  }
  if (n.isLeaf && n.value != 0) {
    c.fail("inconsistent scaled-basis nesting");
    return false;
  }
  n.isLeaf = false;
  return addPath(n.kids[path[k]], path, k + 1, v, c);
}

IntTuple buildBasis(const BasisNode &n) {
  if (n.isLeaf)
    return I(n.value);
  int maxIdx = n.kids.rbegin()->first;
  std::vector<IntTuple> e((size_t)maxIdx + 1, I(0));
  for (const auto &kv : n.kids)
    e[kv.first] = buildBasis(kv.second);
  return T(std::move(e));
}
} // namespace

Result<IntTuple> evalBasis(const Layout &l, int64_t idx) {
  if (!congruent(l.shape, l.stride))
    return Result<IntTuple>::fail(
        "eval: layout shape and stride are not congruent");
  if (anyLeaf(l.shape, IntTuple::Kind::Dynamic) ||
      anyLeaf(l.stride, IntTuple::Kind::Dynamic))
    return Result<IntTuple>::fail(
        "eval: layout has dynamic ('?') values; cannot evaluate");
  if (anyLeaf(l.shape, IntTuple::Kind::Underscore) ||
      anyLeaf(l.stride, IntTuple::Kind::Underscore))
    return Result<IntTuple>::fail("eval: layout has '_' leaves");
  if (anyLeaf(l.shape, IntTuple::Kind::Basis))
    return Result<IntTuple>::fail("eval: layout has a scaled-basis shape");
  Ctx c(/*tracer=*/nullptr);
  int64_t n = product(c, l.shape);
  if (c.bad())
    return failWith<IntTuple>("eval", c);
  if (idx < 0 || idx >= n)
    return Result<IntTuple>::fail("eval: index " + std::to_string(idx) +
                                  " is out of range [0," + std::to_string(n) +
                                  ")");
  std::vector<std::pair<SV, int64_t>> terms;
  basisTerms(c, l.shape, l.stride, idx, terms);
  int64_t scalar = 0;
  bool anyBasis = false;
  BasisNode root;
  for (const auto &t : terms) {
    int64_t v = mul(c, t.first.c, t.second);
    if (!t.first.basis || t.first.modes.empty()) {
      scalar = add(c, scalar, v);
      continue;
    }
    anyBasis = true;
    addPath(root, t.first.modes, 0, v, c);
  }
  if (c.bad())
    return failWith<IntTuple>("eval", c);
  if (!anyBasis)
    return I(scalar);
  if (scalar != 0)
    return Result<IntTuple>::fail(
        "eval: cannot add an integer offset to a scaled-basis coordinate");
  return buildBasis(root);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

Result<int64_t> cosize(const Layout &l) {
  std::string e = requireStaticIntegral(l, "cosize", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c(/*tracer=*/nullptr);
  int64_t v = cosizeStatic(c, l);
  if (c.bad())
    return failWith<int64_t>("cosize", c);
  return v;
}

Result<int64_t> shapeDiv(int64_t a, int64_t b) {
  Ctx c(/*tracer=*/nullptr);
  int64_t v = sdiv(c, a, b, "divisibility condition");
  if (c.bad())
    return failWith<int64_t>("shape_div", c);
  return v;
}

namespace {
bool isNumber(const IntTuple &t) { return t.isStaticInt() || t.isDynamic(); }

Result<IntTuple> hierCoord(const IntTuple &shape, const IntTuple &stride,
                           const IntTuple &idx, dyn::Tracer *tracer) {
  if (shape.isTuple()) {
    if (!stride.isTuple() || stride.rank() != shape.rank())
      return Result<IntTuple>::fail("get_hier_coord: the stride is not congruent to the shape");
    std::vector<IntTuple> crd;
    for (int i = 0; i < shape.rank(); ++i) {
      Result<IntTuple> c = hierCoord(shape[i], stride[i], idx, tracer);
      if (!c.ok())
        return c;
      crd.push_back(*c);
    }
    return IntTuple::tuple(std::move(crd));
  }
  if (shape.isStaticInt() && shape.value() == 1)
    return IntTuple::integer(0);
  if (!isNumber(stride) || !isNumber(shape))
    return Result<IntTuple>::fail("get_hier_coord: an index has no coordinate in a mode of "
                "stride " + printCuteIR(stride));
  // A mode of stride 0 reaches every index at its first coordinate, 0 (for
  // CuTe, idx / 0 is undefined); a run-time stride is required nonzero.
  if (stride.isStaticInt() && stride.value() == 0)
    return IntTuple::integer(0);
  dyn::require(dyn::Condition::NonZero, stride, IntTuple::integer(0),
               "get_hier_coord divides the index by the stride %v, which "
               "must not be 0",
               tracer);
  Result<IntTuple> q = dyn::div(idx, stride, tracer);
  if (!q.ok())
    return q;
  return dyn::mod(*q, shape, tracer);
}
} // namespace

Result<IntTuple> hierCoordOf(const Layout &l, const IntTuple &idx,
                             dyn::Tracer *tracer) {
  if (!isNumber(idx))
    return Result<IntTuple>::fail("get_hier_coord: the index must be an integer");
  return hierCoord(l.shape, l.stride, idx, tracer);
}

Result<IntTuple> flatCoordOf(const Layout &l, const IntTuple &idx,
                             dyn::Tracer *tracer) {
  Result<IntTuple> hier = hierCoordOf(l, idx, tracer);
  if (!hier.ok() || !l.shape.isTuple())
    return hier;
  std::vector<IntTuple> perMode;
  for (int i = 0; i < l.shape.rank(); ++i) {
    Result<IntTuple> m = crd2idx((*hier)[i], l.shape[i], tracer);
    if (!m.ok())
      return m;
    perMode.push_back(*m);
  }
  return IntTuple::tuple(std::move(perMode));
}

Result<IntTuple> layoutValueAt(const IntTuple &coord, const CuteIRValue &lv,
                               dyn::Tracer *tracer) {
  bool composed = lv.kind() == CuteIRValue::Kind::Composed;
  if (!composed && lv.kind() != CuteIRValue::Kind::Layout)
    return Result<IntTuple>::fail("layout_eval: the value is not a layout");
  const Layout &b = composed ? lv.composed().layout : lv.layout();
  Result<IntTuple> r = layoutEval(coord, b.shape, b.stride, tracer);
  if (!r.ok() || !composed)
    return r;
  const ComposedLayout &c = lv.composed();
  r = arithTupleSum(c.offset, *r, tracer);
  if (!r.ok())
    return r;
  if (c.outerLayout)
    return layoutEval(*r, c.outerLayout->shape, c.outerLayout->stride,
                      tracer);
  return dyn::swizzle(c.swizzle, *r, tracer);
}

} // namespace cute_nvgpu::layout
