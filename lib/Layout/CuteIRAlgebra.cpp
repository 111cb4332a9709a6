//===- CuteIRAlgebra.cpp - layout algebra on static and dynamic leaves ----===//
//
// The algebra as CuTe IR evaluates it on types whose leaves may be dynamic:
// a step that needs a value it cannot know (does this mode continue that
// one?) takes the answer that holds for every value, so a dynamic mode
// stays apart; arithmetic on leaves goes through Dynamic.h.
//
//===----------------------------------------------------------------------===//
#include "LayoutDetail.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include <algorithm>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

bool isStaticOne(const IntTuple &t) { return t.isStaticInt() && t.value() == 1; }

/// s * d == next, decided statically: integer or scaled-basis strides with
/// static extents; anything dynamic does not continue.
bool continues(const IntTuple &s, const IntTuple &d, const IntTuple &next) {
  if (!s.isStaticInt() || d.isDynamic() || next.isDynamic())
    return false;
  if (d.isStaticInt() != next.isStaticInt() || d.isUnderscore() ||
      next.isUnderscore())
    return false;
  int64_t prod;
  if (__builtin_mul_overflow(s.value(), d.value(), &prod))
    return false;
  if (d.isBasis() && d.basisModes() != next.basisModes())
    return false;
  return prod == next.value();
}

void leaves(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      leaves(e, out);
    return;
  }
  out.push_back(t);
}

/// CuTe's back-to-front coalesce over flat modes (bw_coalesce).
Layout coalesceFlat(const std::vector<IntTuple> &s,
                    const std::vector<IntTuple> &d) {
  if (s.empty())
    return Layout{IntTuple::tuple({}), IntTuple::tuple({})};
  // Kept reversed: back() is the front of the result.
  std::vector<IntTuple> S{s.back()}, D{d.back()};
  for (int i = (int)s.size() - 2; i >= 0; --i) {
    if (isStaticOne(s[i]))
      continue;
    if (S.size() == 1 && isStaticOne(S[0])) {
      S[0] = s[i];
      D[0] = d[i];
      continue;
    }
    if (S.back().isStaticInt() && continues(s[i], d[i], D.back())) {
      S.back() = IntTuple::integer(s[i].value() * S.back().value());
      D.back() = d[i];
      continue;
    }
    S.push_back(s[i]);
    D.push_back(d[i]);
  }
  if (S.size() == 1)
    return Layout{S[0], D[0]};
  std::reverse(S.begin(), S.end());
  std::reverse(D.begin(), D.end());
  return Layout{IntTuple::tuple(std::move(S)), IntTuple::tuple(std::move(D))};
}

Layout modeOf(const Layout &l, size_t i) {
  if (!l.shape.isTuple())
    return l;
  return Layout{l.shape[i], l.stride[i]};
}

size_t rankOfLayout(const Layout &l) {
  return l.shape.isTuple() ? l.shape.elems().size() : 1;
}

} // namespace

Result<Layout> coalesceDynamic(const Layout &l) {
  if (!congruent(l.shape, l.stride))
    return Result<Layout>::fail("coalesce: shape and stride are not congruent");
  std::vector<IntTuple> s, d;
  leaves(l.shape, s);
  leaves(l.stride, d);
  return coalesceFlat(s, d);
}

Result<Layout> coalesceDynamic(const Layout &l, const IntTuple &profile) {
  if (!profile.isTuple())
    return coalesceDynamic(l);
  size_t r = rankOfLayout(l);
  if (profile.elems().size() > r)
    return Result<Layout>::fail("coalesce: profile rank exceeds layout rank");
  std::vector<IntTuple> s, d;
  for (size_t i = 0; i < r; ++i) {
    Layout m = modeOf(l, i);
    if (i < profile.elems().size()) {
      Result<Layout> c = coalesceDynamic(m, profile[i]);
      if (!c.ok())
        return c;
      m = *c;
    }
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
}

Result<Layout> groupModes(const Layout &l, int begin, int end) {
  size_t r = rankOfLayout(l);
  if (begin < 0 || end <= begin || (size_t)end > r)
    return Result<Layout>::fail("group_modes: [begin, end) out of range");
  std::vector<IntTuple> s, d, gs, gd;
  for (size_t i = 0; i < r; ++i) {
    Layout m = modeOf(l, i);
    if ((int)i >= begin && (int)i < end) {
      gs.push_back(m.shape);
      gd.push_back(m.stride);
      if ((int)i + 1 == end) {
        s.push_back(IntTuple::tuple(std::move(gs)));
        d.push_back(IntTuple::tuple(std::move(gd)));
      }
      continue;
    }
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
}

/// True when no mode of `l` moves: every leaf has stride 0 or extent 1.
static bool reachesNothing(const Layout &l) {
  std::vector<IntTuple> s, d;
  leaves(l.shape, s);
  leaves(l.stride, d);
  for (size_t i = 0; i < s.size(); ++i)
    if (!isStaticOne(s[i]) && !(d[i].isStaticInt() && d[i].value() == 0))
      return false;
  return true;
}

Result<Layout> complementDynamic(const Layout &l, const IntTuple &cotarget) {
  if (reachesNothing(l)) {
    // The whole cotarget, compact: strides are the running products.
    std::vector<IntTuple> s, d;
    leaves(cotarget, s);
    IntTuple run = IntTuple::integer(1);
    for (const IntTuple &e : s) {
      d.push_back(run);
      Result<IntTuple> next = dyn::mul(run, e);
      if (!next.ok())
        return next.error();
      run = *next;
    }
    if (s.empty()) {
      s.push_back(IntTuple::integer(1));
      d.push_back(IntTuple::integer(1));
    }
    return coalesceFlat(s, d);
  }
  if (isStatic(l) && !dyn::hasDynamic(cotarget)) {
    Ctx c;
    Layout r = complementStatic(c, l, cotarget);
    if (c.bad())
      return failWith<Layout>("complement", c);
    // Nothing left to cover: CuTe IR keeps the one mode's stride, the
    // input's reach (its largest stride times that mode's extent), where
    // CuTe's coalesce would give 1:0.
    if (isStaticOne(r.shape)) {
      Result<Layout> f = filter(l);
      if (!f.ok())
        return f;
      std::vector<IntTuple> fs, fd;
      leaves(f->shape, fs);
      leaves(f->stride, fd);
      int64_t reach = 1, maxStride = -1;
      for (size_t i = 0; i < fs.size(); ++i)
        if (fd[i].value() > maxStride) {
          maxStride = fd[i].value();
          reach = fd[i].value() * fs[i].value();
        }
      return Layout{IntTuple::integer(1), IntTuple::integer(reach)};
    }
    return r;
  }
  std::vector<IntTuple> ls, ld;
  leaves(l.shape, ls);
  leaves(l.stride, ld);
  if (ls.size() == 1 && ld[0].isDynamic()) {
    // One mode s:d: (d, cotarget / (s*d)) : (1, s*d).
    Result<IntTuple> reach = dyn::mul(ls[0], ld[0]);
    if (!reach.ok())
      return reach.error();
    Result<IntTuple> rest = tupleCeilDiv(cotarget, *reach);
    if (!rest.ok())
      return rest.error();
    Result<IntTuple> restSize = dyn::product(*rest);
    if (!restSize.ok())
      return restSize.error();
    return coalesceFlat({ld[0], *restSize}, {IntTuple::integer(1), *reach});
  }
  if (!isStatic(l))
    return Result<Layout>::fail("complement: dynamic input layout");
  // Static input, dynamic cotarget: the static complement up to the input's
  // reach, then a dynamic mode covering the rest of the cotarget.
  Ctx c;
  std::vector<IntTuple> s, d;
  Layout inner = complementStatic(c, l, IntTuple::integer(1));
  if (c.bad())
    return failWith<Layout>("complement", c);
  leaves(inner.shape, s);
  leaves(inner.stride, d);
  if (s.size() == 1 && isStaticOne(s[0])) {
    s.clear();
    d.clear();
  }
  // The rest starts at the input's extent: the last stride times its shape.
  int64_t reach = 1;
  {
    std::vector<IntTuple> cs, cd;
    Layout full = Layout{IntTuple::tuple({l.shape, inner.shape}),
                         IntTuple::tuple({l.stride, inner.stride})};
    Result<int64_t> cz = cosize(full);
    if (!cz.ok())
      return cz.error();
    reach = *cz;
  }
  Result<IntTuple> rest = tupleCeilDiv(cotarget, IntTuple::integer(reach));
  if (!rest.ok())
    return rest.error();
  Result<IntTuple> restSize = dyn::product(*rest);
  if (!restSize.ok())
    return restSize.error();
  s.push_back(*restSize);
  d.push_back(IntTuple::integer(reach));
  return coalesceFlat(s, d);
}

Result<Layout> complementIntrinsic(const Layout &l) {
  if (!isStatic(l) || !hasIntegerStrides(l))
    return Result<Layout>::fail("complement: needs a static layout with "
                                "integer strides");
  Result<Layout> f = filter(l);
  if (!f.ok())
    return f;
  std::vector<IntTuple> fs, fd;
  leaves(f->shape, fs);
  leaves(f->stride, fd);
  std::vector<std::pair<int64_t, int64_t>> modes; // (stride, extent)
  for (size_t i = 0; i < fs.size(); ++i)
    if (fd[i].value() != 0 && fs[i].value() != 1)
      modes.push_back({fd[i].value(), fs[i].value()});
  std::stable_sort(modes.begin(), modes.end());
  // Walk the modes by stride: the gap below each is a mode of the
  // complement; what lies past the last is one size-1 mode at the reach.
  std::vector<IntTuple> s, d;
  int64_t reach = 1;
  for (const auto &[stride, extent] : modes) {
    if (stride < 0)
      return Result<Layout>::fail("complement: negative stride");
    int64_t gap = stride / reach;
    if (gap == 0)
      return Result<Layout>::fail("complement: overlapping modes");
    if (gap != 1) {
      s.push_back(IntTuple::integer(gap));
      d.push_back(IntTuple::integer(reach));
    }
    if (__builtin_mul_overflow(stride, extent, &reach))
      return Result<Layout>::fail("complement: integer overflow");
  }
  s.push_back(IntTuple::integer(1));
  d.push_back(IntTuple::integer(reach));
  if (s.size() == 1)
    return Layout{s[0], d[0]};
  return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
}

} // namespace cute_nvgpu::layout
