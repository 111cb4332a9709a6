//===- Inverse.cpp - CuTe right/left inverse and max_common_* -------------===//
//
// CuTe layout.hpp:
//   right_inverse(L): coalesce L, visit its modes in stride order and keep
//     the chain whose strides are 1, s0*d0, ...; each kept mode gets the
//     prefix product of the shape as its stride; coalesce the result.
//   left_inverse(L): coalesce L, visit the modes in stride order skipping
//     stride 0; mode i contributes shape d_i / size(so far) and stride
//     prefix-product(i); the last shape is the shape of the largest-stride
//     mode; coalesce the result.
//   max_common_layout/vector(A, B): the stride-1 leading mode of
//     coalesce(A o right_inverse(B)).
// Scaled-basis strides (CuTe IR) invert along each basis direction on its
// own: the result is shaped like the input's coprofile, its leaf at basis
// path p the inverse of the modes along E<p> (strides are the prefix
// products of the whole layout's extents).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <map>
#include <utility>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

const CoalesceRule kCoalesce = coalesceRule(Semantics::CuteCpp);

/// CuTe's SortByKey: an exchange sort of (stride, index) pairs by stride. It
/// is not stable, and equal strides end up in exchange-sort order, so this
/// replays it step by step.
std::vector<size_t> sortByStride(const std::vector<int64_t> &d) {
  std::vector<std::pair<int64_t, size_t>> a;
  for (size_t i = 0; i < d.size(); ++i)
    a.push_back({d[i], i});
  for (size_t i = 0; i < a.size(); ++i)
    for (size_t j = i + 1; j < a.size(); ++j)
      if (a[j].first < a[i].first)
        std::swap(a[i], a[j]);
  std::vector<size_t> r;
  for (const auto &p : a)
    r.push_back(p.second);
  return r;
}

std::vector<int64_t> prefixProducts(Ctx &c, const std::vector<int64_t> &s) {
  std::vector<int64_t> pre{1};
  for (int64_t v : s)
    pre.push_back(mul(c, pre.back(), v));
  return pre;
}

/// The modes of a coalesced layout that run along one stride direction:
/// extents, stride coefficients and the prefix products of the whole
/// layout's extents where each mode starts.
struct Direction {
  std::vector<int64_t> s, d, pre;
};
using Directions = std::map<std::vector<int>, Direction>;

/// "" when `l` can be inverted: static positive extents and static strides
/// that are integers, or scaled bases with integer coefficients among
/// static zeros. CuTe IR's right inverse reads a dynamic stride as 0 (such
/// a mode can only cut the inverse short).
std::string inverseOperandError(const Layout &l, bool dynamicStrideIsZero) {
  if (!congruent(l.shape, l.stride))
    return "layout has a shape and stride that are not congruent";
  for (const IntTuple &x : leaves(l.shape)) {
    if (x.isDynamic())
      return "layout has dynamic ('?') values; this operation needs static "
             "integers";
    if (!x.isStaticInt())
      return "layout has a shape leaf that is not an integer";
    if (x.value() <= 0)
      return "layout has a non-positive shape extent";
  }
  bool anyBasis = false, anyNonZeroInt = false;
  for (const IntTuple &x : leaves(l.stride)) {
    if (x.isBasis()) {
      if (x.basisIsDynamic() || x.basisDenominator() != 1)
        return "layout has a scaled-basis stride without a static integer "
               "coefficient";
      anyBasis = true;
    } else if (x.isDynamic()) {
      if (!dynamicStrideIsZero)
        return "layout has dynamic ('?') values; this operation needs static "
               "integers";
    } else if (!x.isStaticInt()) {
      return "layout has '_' leaves; this operation needs integers";
    } else if (x.value() != 0) {
      anyNonZeroInt = true;
      if (x.value() == INT64_MIN)
        return "layout has stride " + std::to_string(x.value()) +
               ", whose magnitude does not fit in int64 (integer overflow)";
    }
  }
  if (anyBasis && anyNonZeroInt)
    return "layout mixes integer and scaled-basis strides (an integer stride "
           "next to scaled bases must be a static 0)";
  return "";
}

/// coalesce(l) split by stride direction: integer strides (0 included when
/// the layout has no scaled bases) along the empty direction, `k@m...`
/// along m....
Directions directionsOf(Ctx &c, const Layout &l) {
  std::vector<IntTuple> ls = leaves(l.shape), ld = leaves(l.stride);
  for (IntTuple &x : ld)
    if (x.isDynamic())
      x = I(0);
  Layout cl = coalesceLeaves(c, ls, ld, kCoalesce);
  std::vector<IntTuple> cs = leaves(cl.shape), cd = leaves(cl.stride);
  std::vector<int64_t> si;
  for (const IntTuple &x : cs)
    si.push_back(x.value());
  std::vector<int64_t> pre = prefixProducts(c, si);
  bool basis = hasScaledBasis(l);
  Directions dirs;
  for (size_t i = 0; i < cs.size(); ++i) {
    if (basis && !cd[i].isBasis())
      continue;
    Direction &dir = dirs[cd[i].isBasis() ? cd[i].basisModes()
                                          : std::vector<int>{}];
    dir.s.push_back(si[i]);
    dir.d.push_back(cd[i].value());
    dir.pre.push_back(pre[i]);
  }
  return dirs;
}

/// The inverse shaped like the input's coprofile: the leaf at basis path p
/// is `inv` of direction p (1:0 when no mode runs along it).
Layout byCoprofile(Ctx &c, const IntTuple &prof, std::vector<int> &path,
                   Directions &dirs,
                   const std::function<Layout(Ctx &, const Direction &)> &inv) {
  if (prof.isLeaf()) {
    auto it = dirs.find(path);
    return it == dirs.end() ? Layout{I(1), I(0)} : inv(c, it->second);
  }
  std::vector<Layout> modes;
  for (int i = 0; i < prof.rank(); ++i) {
    path.push_back(i);
    modes.push_back(byCoprofile(c, prof[i], path, dirs, inv));
    path.pop_back();
  }
  return concatLayouts(modes);
}

Layout inverseCore(Ctx &c, const Layout &l,
                   const std::function<Layout(Ctx &, const Direction &)> &inv) {
  Directions dirs = directionsOf(c, l);
  if (c.bad())
    return l;
  std::vector<int> path;
  return byCoprofile(c, coprofile(l), path, dirs, inv);
}

/// right_inverse along one direction: the chain of strides 1, s0*d0, ...
/// (each stride the chain looked for, the last one unmatched, appended to
/// `chain`).
Layout rightInverseAlong(Ctx &c, const Direction &dir,
                         std::vector<int64_t> *chain = nullptr) {
  std::vector<int64_t> rs{1}, rd{0};
  int64_t curr = 1;
  for (size_t i : sortByStride(dir.d)) {
    if (dir.d[i] != curr)
      continue;
    if (chain)
      chain->push_back(curr);
    rs.push_back(dir.s[i]);
    rd.push_back(dir.pre[i]);
    curr = mul(c, dir.s[i], dir.d[i]);
  }
  if (chain)
    chain->push_back(curr);
  return coalesceLayout(c, fromFlat(rs, rd), kCoalesce);
}

/// left_inverse along one direction: stride-0 modes skipped, mode i gives
/// extent d_i / size(so far) at prefix product i, then the extent of the
/// largest-stride mode. With no mode left CuTe C++ still appends the last
/// mode's extent (left_inverse(4:0) = 4:0); CuTe IR gives 1:0.
Layout leftInverseAlong(Ctx &c, const Direction &dir, Semantics sem) {
  for (int64_t v : dir.d)
    if (v < 0) {
      c.fail("negative stride " + std::to_string(v) +
             " (CuTe's left inverse of it would have a negative extent)");
      return Layout{I(1), I(0)};
    }
  std::vector<size_t> order = sortByStride(dir.d);
  std::vector<int64_t> rs, rd{0};
  int64_t sizeSoFar = 1;
  for (size_t i : order) {
    if (dir.d[i] == 0)
      continue;
    if (dir.d[i] % sizeSoFar != 0) {
      c.fail("left inverse divisibility condition violated: stride " +
             std::to_string(dir.d[i]) + " is not a multiple of " +
             std::to_string(sizeSoFar) +
             ", the size of the modes of smaller stride");
      return Layout{I(1), I(0)};
    }
    rs.push_back(dir.d[i] / sizeSoFar);
    rd.push_back(dir.pre[i]);
    sizeSoFar = mul(c, sizeSoFar, rs.back());
  }
  if (rs.empty() && sem == Semantics::CuteIR)
    return Layout{I(1), I(0)};
  rs.push_back(dir.s[order.back()]);
  return coalesceLayout(c, fromFlat(rs, rd), kCoalesce);
}

Layout rightInverseStatic(Ctx &c, const Layout &l) {
  // A dynamic stride is 0 in directionsOf; with the value a stride the
  // chain looks for, the chain would take its mode.
  std::vector<int64_t> chain;
  Layout r = inverseCore(c, l, [&chain](Ctx &c, const Direction &dir) {
    return rightInverseAlong(c, dir, &chain);
  });
  for (const IntTuple &x : leaves(l.stride))
    if (x.isDynamic())
      for (int64_t v : chain)
        dyn::require(dyn::Condition::NotEqual, x, I(v),
                     "right_inverse: stride %v is taken not to be %v (the "
                     "result was derived for a dynamic stride that continues "
                     "no chain of strides)",
                     c.tracer);
  return r;
}

} // namespace

Result<Layout> rightInverse(const Layout &l, Semantics sem,
                            dyn::Tracer *tracer) {
  std::string e = inverseOperandError(l, sem == Semantics::CuteIR);
  if (!e.empty())
    return Result<Layout>::fail("right_inverse: " + e);
  Ctx c(tracer);
  Layout r = rightInverseStatic(c, l);
  return checked("right_inverse", c, r);
}

Result<Layout> leftInverse(const Layout &l, Semantics sem) {
  std::string e = inverseOperandError(l, false);
  if (!e.empty())
    return Result<Layout>::fail("left_inverse: " + e);
  Ctx c(/*tracer=*/nullptr);
  Layout r = inverseCore(c, l, [sem](Ctx &c, const Direction &dir) {
    return leftInverseAlong(c, dir, sem);
  });
  return checked("left_inverse", c, r);
}

/// coalesce(A o right_inverse(B)) and right_inverse(B).
static Result<std::pair<Layout, Layout>> commonPart(const char *op,
                                                   const Layout &a,
                                                   const Layout &b) {
  std::string e = requireStaticIntegral(a, op, "first layout");
  if (e.empty())
    e = requireStaticIntegral(b, op, "second layout");
  if (!e.empty())
    return Result<std::pair<Layout, Layout>>::fail(e);
  Ctx c(/*tracer=*/nullptr);
  Layout invB = rightInverseStatic(c, b);
  Layout common = coalesceLayout(c, compose(c, a, invB, Semantics::CuteCpp), kCoalesce);
  if (c.bad())
    return failWith<std::pair<Layout, Layout>>(op, c);
  return std::make_pair(common, invB);
}

Result<int64_t> maxCommonVector(const Layout &a, const Layout &b) {
  auto r = commonPart("max_common_vector", a, b);
  if (!r.ok())
    return r.error();
  Layout m0 = getMode(r->first, 0);
  if (m0.stride.value() == 1)
    return m0.shape.value();
  return int64_t(1);
}

Result<Layout> maxCommonLayout(const Layout &a, const Layout &b) {
  auto r = commonPart("max_common_layout", a, b);
  if (!r.ok())
    return r.error();
  Layout m0 = getMode(r->first, 0);
  if (m0.stride.value() != 1)
    return Layout{I(1), I(0)};
  Ctx c(/*tracer=*/nullptr);
  Layout res = compose(c, r->second, m0, Semantics::CuteCpp);
  return checked("max_common_layout", c, res);
}

} // namespace cute_nvgpu::layout
