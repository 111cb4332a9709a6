//===- Swizzle.cpp - CuTe Swizzle<B,M,S> and composed layouts -------------===//

#include "LayoutDetail.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include <algorithm>

namespace cute_nvgpu::layout {

using namespace detail;

const char *const kSwizzleRequirement =
    "requires B >= 0, M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds "
    "its masks as 32-bit int constants)";

bool isValidSwizzle(int64_t B, int64_t M, int64_t S) {
  int64_t absS = S < 0 ? -S : S;
  return B >= 0 && M >= 0 && S >= -31 && absS >= B && B + M + absS <= 31;
}

Result<IntTuple> dyn::swizzle(const Swizzle &s, const IntTuple &x,
                              dyn::Tracer *tracer) {
  if (x.isStaticInt())
    return IntTuple::integer(s.apply(x.value()));
  if (!x.isDynamic())
    return Result<IntTuple>::fail("a swizzle acts on an integer, not on " +
                                  toString(x));
  if (s.B <= 0 || !isValidSwizzle(s.B, s.M, s.S))
    return x;
  int64_t yyy = ((int64_t(1) << s.B) - 1) << (s.M + std::max(0, s.S));
  Result<IntTuple> moved = dyn::bitAnd(x, I(yyy), tracer);
  if (!moved.ok())
    return moved;
  moved = s.S >= 0 ? dyn::div(*moved, I(int64_t(1) << s.S), tracer)
                   : dyn::mul(*moved, I(int64_t(1) << -s.S), tracer);
  if (!moved.ok())
    return moved;
  return dyn::bitXor(x, *moved, tracer);
}

int64_t Swizzle::apply(int64_t x) const {
  // CuTe swizzle.hpp: bit_msk = (1<<B)-1; yyy_msk = bit_msk << (M + max(0,S));
  // zzz_msk = bit_msk << (M - min(0,S)); f(x) = x ^ shiftr(x & yyy_msk, S).
  if (B <= 0 || !isValidSwizzle(B, M, S))
    return x;
  uint64_t bitMsk = (uint64_t(1) << B) - 1;
  uint64_t yyy = bitMsk << (M + (S > 0 ? S : 0));
  uint64_t ux = (uint64_t)x;
  uint64_t sel = ux & yyy;
  uint64_t moved = S >= 0 ? (sel >> S) : (sel << -S);
  return (int64_t)(ux ^ moved);
}

Result<int64_t> eval(const ComposedLayout &l, int64_t idx) {
  if (!l.offset.isStaticInt())
    return Result<int64_t>::fail(
        "eval: composed layout offset must be a static integer");
  Result<int64_t> inner = eval(l.layout, idx);
  if (!inner.ok())
    return inner;
  if (l.outerLayout) {
    int64_t v;
    if (__builtin_add_overflow(*inner, l.offset.value(), &v))
      return Result<int64_t>::fail("eval: integer overflow");
    return evalAny(*l.outerLayout, v);
  }
  Result<Swizzle> sw = elementSwizzle(l);
  if (!sw.ok())
    return Result<int64_t>::fail("eval: " + sw.error().message);
  int64_t v;
  if (__builtin_add_overflow(*inner, l.offset.value(), &v))
    return Result<int64_t>::fail("eval: integer overflow");
  return sw->apply(v);
}

Result<int64_t> eval(const AnyLayout &l, int64_t idx) {
  if (l.isLayout())
    return eval(l.layout(), idx);
  if (l.isComposed())
    return eval(l.composed(), idx);
  return Result<int64_t>::fail(
      "eval: expected a layout (SHAPE:STRIDE), got a bare int tuple");
}

} // namespace cute_nvgpu::layout
