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
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

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

Layout rightInverseStatic(Ctx &c, const Layout &l) {
  Layout cl = coalesceLayout(c, l, kCoalesce);
  std::vector<int64_t> s = flatInts(cl.shape), d = flatInts(cl.stride);
  std::vector<int64_t> pre = prefixProducts(c, s);
  std::vector<int64_t> rs{1}, rd{0};
  int64_t curr = 1;
  for (size_t i : sortByStride(d)) {
    if (d[i] != curr)
      continue;
    rs.push_back(s[i]);
    rd.push_back(pre[i]);
    curr = mul(c, s[i], d[i]);
  }
  return coalesceLayout(c, fromFlat(rs, rd), kCoalesce);
}

} // namespace

Result<Layout> rightInverse(const Layout &l) {
  REQUIRE_STATIC(l, "right_inverse", "layout");
  Ctx c;
  Layout r = rightInverseStatic(c, l);
  return checked("right_inverse", c, r);
}

Result<Layout> leftInverse(const Layout &l) {
  REQUIRE_STATIC(l, "left_inverse", "layout");
  Ctx c;
  Layout cl = coalesceLayout(c, l, kCoalesce);
  std::vector<int64_t> s = flatInts(cl.shape), d = flatInts(cl.stride);
  std::vector<int64_t> pre = prefixProducts(c, s);
  for (int64_t v : d)
    if (v < 0)
      return Result<Layout>::fail(
          "left_inverse: negative stride " + std::to_string(v) +
          " (CuTe's left inverse of it would have a negative extent)");
  std::vector<size_t> order = sortByStride(d);
  std::vector<int64_t> rs, rd{0};
  int64_t sizeSoFar = 1;
  for (size_t i : order) {
    if (d[i] == 0)
      continue;
    if (d[i] % sizeSoFar != 0)
      return Result<Layout>::fail(
          "left_inverse: left inverse divisibility condition violated: "
          "stride " + std::to_string(d[i]) + " is not a multiple of " +
          std::to_string(sizeSoFar) + ", the size of the modes of smaller "
          "stride");
    rs.push_back(d[i] / sizeSoFar);
    rd.push_back(pre[i]);
    sizeSoFar = mul(c, sizeSoFar, rs.back());
  }
  rs.push_back(s[order.back()]);
  if (c.bad())
    return failWith<Layout>("left_inverse", c);
  Layout r = coalesceLayout(c, fromFlat(rs, rd), kCoalesce);
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
  Ctx c;
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
  Ctx c;
  Layout res = compose(c, r->second, m0, Semantics::CuteCpp);
  return checked("max_common_layout", c, res);
}

} // namespace cute_nvgpu::layout
