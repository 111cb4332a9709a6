//===- Coalesce.cpp - coalesce, coalesce_x, coalesce_z and filter ---------===//
//
// One back-to-front coalesce (CuTe layout.hpp's bw_coalesce) for every form
// the algebra uses, on static or dynamic leaves:
//   coalesce      CuTe C++ (a fully size-1 result is 1:0) or CuTe IR (the
//                 last mode is kept, `():()` stays `():()`);
//   coalesce_x    CuTe C++ composition's left operand: a trailing size-1
//                 mode counts as extent 2, so the function goes on past the
//                 domain;
//   coalesce_z    CuTe IR composition's left operand and complement's
//                 result: a trailing size-1 mode stays;
//   by profile    each mode a profile names coalesced on its own;
//   filter        stride-0 modes made size 1, then CuTe C++'s coalesce.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

/// s * d == next, decided statically: static extent, integer or scaled-basis
/// strides with static integer coefficients in the same direction.
bool continues(const IntTuple &s, const IntTuple &d, const IntTuple &next) {
  if (!s.isStaticInt())
    return false;
  auto staticStride = [](const IntTuple &x) {
    return x.isStaticInt() || (x.isBasis() && !x.basisIsDynamic() &&
                               x.basisDenominator() == 1);
  };
  if (!staticStride(d) || !staticStride(next) || d.isBasis() != next.isBasis())
    return false;
  if (d.isBasis() && d.basisModes() != next.basisModes())
    return false;
  int64_t prod;
  if (__builtin_mul_overflow(s.value(), d.value(), &prod))
    return false;
  return prod == next.value();
}

/// Layout must be static with positive shapes (strides int or basis).
std::string checkCoalescable(const Layout &l, const char *op) {
  std::string e = staticIntegralError(l, "layout", /*basisStrides=*/true);
  return e.empty() ? e : std::string(op) + ": " + e;
}

} // namespace

namespace detail {

Layout coalesceLeaves(Ctx &c, const std::vector<IntTuple> &s,
                      const std::vector<IntTuple> &d, CoalesceRule rule) {
  bool cpp = rule.semantics == Semantics::CuteCpp;
  if (s.empty())
    return cpp ? Layout{I(1), I(0)} : Layout{T({}), T({})};
  // Kept reversed: back() is the front of the result.
  std::vector<IntTuple> S{s.back()}, D{d.back()};
  if (rule.extended && isOne(S[0]))
    S[0] = I(2);
  bool pendingSizeOne = !rule.keepLastSizeOne;
  for (int i = (int)s.size() - 2; i >= 0; --i) {
    if (isOne(s[i]))
      continue;
    if (pendingSizeOne && S.size() == 1 && isOne(S[0])) {
      S[0] = s[i];
      D[0] = d[i];
      continue;
    }
    if (S.back().isStaticInt() && continues(s[i], d[i], D.back())) {
      S.back() = I(mul(c, s[i].value(), S.back().value()));
      D.back() = d[i];
      continue;
    }
    S.push_back(s[i]);
    D.push_back(d[i]);
  }
  if (cpp && S.size() == 1 && isOne(S[0]))
    return Layout{I(1), I(0)};
  std::reverse(S.begin(), S.end());
  std::reverse(D.begin(), D.end());
  return fromLeaves(std::move(S), std::move(D));
}

Layout coalesceLayout(Ctx &c, const Layout &l, CoalesceRule rule) {
  if (!congruent(l.shape, l.stride)) {
    c.fail("shape and stride are not congruent");
    return l;
  }
  return coalesceLeaves(c, leaves(l.shape), leaves(l.stride), rule);
}

Layout coalesceByProfile(Ctx &c, const Layout &l, const IntTuple &profile,
                         CoalesceRule rule) {
  if (!profile.isTuple())
    return coalesceLayout(c, l, rule);
  if (profile.rank() > rankOf(l)) {
    c.fail("profile rank exceeds layout rank");
    return l;
  }
  std::vector<Layout> modes;
  for (int i = 0; i < rankOf(l); ++i)
    modes.push_back(i < profile.rank()
                        ? coalesceByProfile(c, getMode(l, i), profile[i], rule)
                        : getMode(l, i));
  return concatLayouts(modes);
}

} // namespace detail

Result<Layout> coalesce(const Layout &l, Semantics sem, dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp) {
    std::string e = checkCoalescable(l, "coalesce");
    if (!e.empty())
      return Result<Layout>::fail(e);
  }
  Ctx c(tracer);
  Layout r = coalesceLayout(c, l, coalesceRule(sem));
  return checked("coalesce", c, r);
}

Result<Layout> coalesce(const Layout &l, const IntTuple &profile, Semantics sem,
                        dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp) {
    std::string e = checkCoalescable(l, "coalesce");
    if (!e.empty())
      return Result<Layout>::fail(e);
  }
  Ctx c(tracer);
  Layout r = coalesceByProfile(c, l, profile, coalesceRule(sem));
  return checked("coalesce", c, r);
}

Result<Layout> coalesceByMode(const Layout &l) {
  std::string e = checkCoalescable(l, "coalesce");
  if (!e.empty())
    return Result<Layout>::fail(e);
  // One profile entry per top-level mode; a leaf layout is one mode.
  IntTuple profile =
      l.shape.isTuple() ? T(std::vector<IntTuple>(l.shape.rank(), I(0))) : I(0);
  return coalesce(l, profile, Semantics::CuteCpp, /*tracer=*/nullptr);
}

Result<Layout> filter(const Layout &l) {
  REQUIRE_STATIC(l, "filter", "layout");
  std::vector<IntTuple> s = leaves(l.shape), d = leaves(l.stride);
  for (size_t i = 0; i < s.size(); ++i)
    if (isConst(d[i], 0))
      s[i] = I(1);
  Ctx c(/*tracer=*/nullptr);
  Layout r = coalesceLeaves(c, s, d, coalesceRule(Semantics::CuteCpp));
  return checked("filter", c, r);
}

Result<Layout> normalizeLayout(const Layout &l) {
  return coalesce(l, Semantics::CuteCpp, /*tracer=*/nullptr);
}

Result<bool> layoutsEquivalent(const Layout &a, const Layout &b) {
  Result<Layout> na = normalizeLayout(a);
  if (!na.ok())
    return na.error();
  Result<Layout> nb = normalizeLayout(b);
  if (!nb.ok())
    return nb.error();
  Result<int64_t> sa = size(a), sb = size(b);
  if (!sa.ok())
    return sa.error();
  if (!sb.ok())
    return sb.error();
  return *sa == *sb && *na == *nb;
}

Result<ComposedLayout> coalesce(const ComposedLayout &c) {
  return withInner(c,
                   coalesce(c.layout, Semantics::CuteCpp, /*tracer=*/nullptr));
}

} // namespace cute_nvgpu::layout
