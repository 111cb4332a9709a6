//===- Recast.cpp - CuTe upcast / downcast / recast_layout ----------------===//
//
// CuTe layout.hpp, swizzle_layout.hpp, layout_composed.hpp and
// pointer_flagged.hpp:
//   upcast<N>(s:d)   = d == 0 ? s:d : ceil_div(s, ceil_div(N,|d|)) :
//                      sign(d)*ceil_div(|d|, N), needing N % d == 0 or
//                      d % N == 0;
//   downcast<N>(s:d) = |d| == 1 ? s*N:d : s:d*N, needing a stride-1 mode;
//   Swizzle<B,M,S>: upcast<N> lowers M by log2(N) (dropping bits below 0),
//     downcast<N> raises it;
//   recast_layout<Old,New>: reduce New/Old bits to num/den, downcast<den> and
//     upcast<num>;
//   composed layouts recast all three parts; the smem_ptr form keeps its
//     (byte) swizzle and scales its pointer width.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include <functional>
#include <numeric>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

bool hasStrideOne(const IntTuple &d) {
  if (d.isLeaf())
    return d.isStaticInt() && d.value() == 1;
  for (const IntTuple &e : d.elems())
    if (hasStrideOne(e))
      return true;
  return false;
}

int log2Exact(int64_t n) {
  if (n <= 0 || (n & (n - 1)) != 0)
    return -1;
  int k = 0;
  while ((int64_t(1) << k) != n)
    ++k;
  return k;
}

std::string swizzleMsg(const Swizzle &s) {
  return "invalid swizzle " + toString(s) + ": " + kSwizzleRequirement;
}

/// A ratio of element widths reduced to num/den (CuTe trait_ratio).
bool widthRatio(int64_t fromBits, int64_t toBits, int64_t &num, int64_t &den,
                std::string &err) {
  if (fromBits <= 0 || toBits <= 0) {
    err = "recast: element widths must be positive, got " +
          std::to_string(fromBits) + " and " + std::to_string(toBits);
    return false;
  }
  int64_t g = std::gcd(fromBits, toBits);
  num = toBits / g;
  den = fromBits / g;
  return true;
}

/// Integer (static or dynamic) leaves only: what the casts accept.
bool integerLeaves(const IntTuple &t) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      if (!integerLeaves(e))
        return false;
    return true;
  }
  return t.isStaticInt() || t.isDynamic();
}

/// upcast / downcast by n, leaf by leaf, on static or dynamic leaves (the
/// arithmetic goes through Dynamic.h, so a lowering can trace it): a
/// dynamic stride is taken to be a multiple of n on upcast (shape_div) and
/// never to be 1 or -1 on downcast, and both are reported to the tracer as
/// conditions; a static stride follows CuTe's rule above.
Result<Layout> castLeaves(const Layout &l, int64_t n, bool up,
                          dyn::Tracer *tracer) {
  const char *op = up ? "upcast" : "downcast";
  if (!integerLeaves(l.shape) || !integerLeaves(l.stride) ||
      l.shape.isTuple() != l.stride.isTuple())
    return Result<Layout>::fail(std::string(op) +
                                ": needs a layout with integer (static or "
                                "dynamic) shapes and strides");
  std::string err; // the first failure wins
  std::function<Layout(const IntTuple &, const IntTuple &)> leaf =
      [&](const IntTuple &s, const IntTuple &d) -> Layout {
    if (s.isTuple()) {
      if (!d.isTuple() || d.elems().size() != s.elems().size()) {
        if (err.empty())
          err = "shape and stride are not congruent";
        return Layout{s, d};
      }
      std::vector<IntTuple> ss, dd;
      for (size_t i = 0; i < s.elems().size(); ++i) {
        Layout m = leaf(s[i], d[i]);
        ss.push_back(m.shape);
        dd.push_back(m.stride);
      }
      return Layout{T(std::move(ss)), T(std::move(dd))};
    }
    auto take = [&](Result<IntTuple> r) {
      if (!r.ok() && err.empty())
        err = r.error().message;
      return r.ok() ? *r : IntTuple::integer(1);
    };
    IntTuple N = IntTuple::integer(n);
    if (up) {
      if (d.isDynamic()) {
        dyn::require(dyn::Condition::MultipleOf, d, N,
                     "upcast: stride %v is not a multiple of the factor %v "
                     "(the result was derived for a dynamic stride that is)",
                     tracer);
        return Layout{s, take(dyn::shapeDiv(d, N, tracer))};
      }
      if (d.value() == 0)
        return Layout{s, d};
      int64_t ad = d.value() < 0 ? -d.value() : d.value();
      if (ad % n != 0 && n % ad != 0) {
        if (err.empty())
          err = "divisibility condition violated: stride " +
              std::to_string(d.value()) + " and " + std::to_string(n) +
              " do not divide one another";
        return Layout{s, d};
      }
      return Layout{
          take(dyn::ceilDiv(s, IntTuple::integer(ceilDivInt(n, ad)), tracer)),
          IntTuple::integer(ceilDivInt(ad, n) * (d.value() < 0 ? -1 : 1))};
    }
    if (d.isStaticInt() && (d.value() == 1 || d.value() == -1))
      return Layout{take(dyn::mul(s, N, tracer)), d};
    dyn::require(dyn::Condition::NotUnit, d, IntTuple::integer(0),
                 "downcast: stride %v is a unit stride (the result was "
                 "derived for a dynamic stride that is not 1 or -1)",
                 tracer);
    return Layout{s, take(dyn::mul(d, N, tracer))};
  };
  Layout r = leaf(l.shape, l.stride);
  if (!err.empty())
    return Result<Layout>::fail(std::string(op) + ": " + err);
  return r;
}

} // namespace

Result<Layout> upcast(const Layout &l, int64_t n, dyn::Tracer *tracer) {
  if (n > 0 && (dyn::hasDynamic(l.shape) || dyn::hasDynamic(l.stride)))
    return castLeaves(l, n, true, tracer);
  REQUIRE_STATIC(l, "upcast", "layout");
  if (n <= 0)
    return Result<Layout>::fail("upcast: factor must be positive, got " +
                                std::to_string(n));
  return castLeaves(l, n, true, tracer);
}

Result<Layout> downcast(const Layout &l, int64_t n, dyn::Tracer *tracer) {
  bool dynamic = dyn::hasDynamic(l.shape) || dyn::hasDynamic(l.stride);
  if (!dynamic)
    REQUIRE_STATIC(l, "downcast", "layout");
  if (n <= 0)
    return Result<Layout>::fail("downcast: factor must be positive, got " +
                                std::to_string(n));
  // Without a static stride-1 mode only a dynamic stride could be one;
  // with dynamic shapes alone the refusal is the static one.
  if (!hasStrideOne(l.stride)) {
    if (!dyn::hasDynamic(l.stride))
      return Result<Layout>::fail("downcast: layout " + toString(l) +
                                  " has no stride-1 mode (downcast requires "
                                  "adjacent elements)");
    // CuTe IR types this (a dynamic stride is taken not to be 1, and
    // multiplied), but no binding has a stride-1 mode then: at run time it
    // is reported, on the first dynamic stride.
    std::vector<IntTuple> strides;
    flattenInto(l.stride, strides);
    for (const IntTuple &d : strides)
      if (d.isDynamic()) {
        dyn::require(dyn::Condition::Never, d, IntTuple::integer(0),
                     "downcast: no static stride-1 mode, and stride %v is "
                     "taken not to be 1 (the result was derived for dynamic "
                     "strides that are not 1 or -1; downcast requires "
                     "adjacent elements)",
                     tracer);
        break;
      }
  }
  return castLeaves(l, n, false, tracer);
}

Result<Swizzle> upcast(const Swizzle &s, int64_t n) {
  int k = log2Exact(n);
  if (k < 0)
    return Result<Swizzle>::fail("upcast: swizzle factor " +
                                 std::to_string(n) +
                                 " must be a power of two");
  int newM = s.M - k;
  if (newM >= 0)
    return Swizzle{s.B, newM, s.S};
  return Swizzle{std::max(s.B + newM, 0), 0, s.S};
}

Result<Swizzle> downcast(const Swizzle &s, int64_t n) {
  int k = log2Exact(n);
  if (k < 0)
    return Result<Swizzle>::fail("downcast: swizzle factor " +
                                 std::to_string(n) +
                                 " must be a power of two");
  Swizzle r{s.B, s.M + k, s.S};
  if (!isValidSwizzle(r.B, r.M, r.S))
    return Result<Swizzle>::fail("downcast: " + swizzleMsg(r));
  return r;
}

Result<Swizzle> elementSwizzle(const ComposedLayout &c) {
  if (c.outerLayout)
    return Result<Swizzle>::fail("the composed layout's outer function is "
                                 "the layout " + toString(*c.outerLayout) +
                                 ", not a swizzle");
  if (c.ptrBits == 0)
    return c.swizzle;
  if (c.ptrBits >= 8) {
    if (c.ptrBits % 8 != 0)
      return Result<Swizzle>::fail("smem_ptr width " +
                                   std::to_string(c.ptrBits) +
                                   "b is not a power of two");
    return upcast(c.swizzle, c.ptrBits / 8);
  }
  if (8 % c.ptrBits != 0)
    return Result<Swizzle>::fail("smem_ptr width " +
                                 std::to_string(c.ptrBits) +
                                 "b is not a power of two");
  return downcast(c.swizzle, 8 / c.ptrBits);
}

/// CuTe composition(sw, offset, layout): a swizzle with no bits at a static
/// zero offset is the layout itself.
static AnyLayout composeParts(const Swizzle &sw, const IntTuple &off,
                              const Layout &l, int ptrBits) {
  if (ptrBits == 0 && sw.B == 0 && off.isStaticInt() && off.value() == 0)
    return AnyLayout{l};
  return AnyLayout{ComposedLayout{sw, off, l, ptrBits}};
}

Result<AnyLayout> positionIndependent(const ComposedLayout &c) {
  if (c.ptrBits == 0)
    return AnyLayout{c};
  Result<Swizzle> sw = elementSwizzle(c);
  if (!sw.ok())
    return sw.error();
  return composeParts(*sw, IntTuple::integer(0), c.layout, 0);
}

/// upcast (up == true) or downcast by n of a layout.
static Result<Layout> castLayout(const Layout &l, int64_t n, bool up,
                                 dyn::Tracer *tracer) {
  return up ? upcast(l, n, tracer) : downcast(l, n, tracer);
}

/// upcast (up == true) or downcast by n of a composed layout.
static Result<AnyLayout> castComposed(const ComposedLayout &c, int64_t n,
                                      bool up, dyn::Tracer *tracer) {
  const char *op = up ? "upcast" : "downcast";
  Result<Layout> l = castLayout(c.layout, n, up, tracer);
  if (!l.ok())
    return l.error();
  // A layout as the outer function is cast like the inner one (CuTe IR
  // casts all three parts, the offset in the outer function's units).
  std::optional<Layout> outer;
  if (c.outerLayout) {
    Result<Layout> o = castLayout(*c.outerLayout, n, up, tracer);
    if (!o.ok())
      return o.error();
    outer = *o;
  }
  if (c.ptrBits != 0) {
    int64_t bits = 0;
    bool ovf = up ? __builtin_mul_overflow(int64_t(c.ptrBits), n, &bits)
                  : (bits = c.ptrBits / n, false);
    if (ovf || bits <= 0 || bits > (1 << 20) || (!up && c.ptrBits % n != 0))
      return Result<AnyLayout>::fail(std::string(op) + ": smem_ptr width " +
                                     std::to_string(c.ptrBits) +
                                     "b cannot be scaled by " +
                                     std::to_string(n));
    return AnyLayout{ComposedLayout{c.swizzle, IntTuple::integer(0), *l,
                                    (int)bits}};
  }
  Result<Swizzle> sw =
      outer ? c.swizzle : (up ? upcast(c.swizzle, n) : downcast(c.swizzle, n));
  if (!sw.ok())
    return sw.error();
  if (!c.offset.isStaticInt())
    return Result<AnyLayout>::fail(std::string(op) +
                                   ": the offset must be a static integer");
  int64_t off = c.offset.value();
  if (up && off % n != 0)
    return Result<AnyLayout>::fail("upcast: offset " + std::to_string(off) +
                                   " is not a multiple of " +
                                   std::to_string(n));
  int64_t noff;
  if (up)
    noff = off / n;
  else if (__builtin_mul_overflow(off, n, &noff))
    return Result<AnyLayout>::fail("downcast: integer overflow");
  if (outer) {
    ComposedLayout r = c;
    r.outerLayout = outer;
    r.offset = IntTuple::integer(noff);
    r.layout = *l;
    return AnyLayout{r};
  }
  return composeParts(*sw, IntTuple::integer(noff), *l, 0);
}

static Result<AnyLayout> castAny(const AnyLayout &l, int64_t n, bool up,
                                 dyn::Tracer *tracer) {
  if (l.isComposed())
    return castComposed(l.composed(), n, up, tracer);
  if (!l.isLayout())
    return Result<AnyLayout>::fail(
        "recast: expected a layout (SHAPE:STRIDE), got a bare int tuple");
  Result<Layout> r = castLayout(l.layout(), n, up, tracer);
  if (!r.ok())
    return r.error();
  return AnyLayout{*r};
}

Result<AnyLayout> recast(const AnyLayout &l, int64_t fromBits, int64_t toBits,
                         dyn::Tracer *tracer) {
  int64_t num, den;
  std::string err;
  if (!widthRatio(fromBits, toBits, num, den, err))
    return Result<AnyLayout>::fail(err);
  AnyLayout cur = l;
  if (num != 1) {
    Result<AnyLayout> u = castAny(cur, num, true, tracer);
    if (!u.ok())
      return Result<AnyLayout>::fail("recast: " + u.error().message);
    cur = *u;
  }
  if (den != 1) {
    Result<AnyLayout> d = castAny(cur, den, false, tracer);
    if (!d.ok())
      return Result<AnyLayout>::fail("recast: " + d.error().message);
    cur = *d;
  }
  return cur;
}

} // namespace cute_nvgpu::layout
