//===- KnownDivisorTest.cpp - CuTe DSL's divisibility typing --------------===//
//
// dyn::KnownDivisorTracer types a computed dynamic leaf with what divides
// it. Every binding of the operands' dynamic leaves to values their
// annotations allow (negative, zero and large ones included) must give a
// run-time result that the typed divisor divides; and the typed divisor is
// the one CuTe DSL writes where its dumps show it.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <gtest/gtest.h>

using namespace cute_nvgpu::layout;

namespace {

IntTuple dynDiv(int64_t d) { return IntTuple::dynamic(32, d); }

/// The typed divisor of a one-leaf result: a static value divides itself.
int64_t typedDivisor(const IntTuple &r) {
  if (r.isStaticInt())
    return r.value() == 0 ? 0 : std::llabs(r.value());
  return r.divisibility();
}

bool divides(int64_t d, int64_t v) { return d == 0 ? v == 0 : v % d == 0; }

using BinaryFn = Result<IntTuple> (*)(const IntTuple &, const IntTuple &,
                                      dyn::Tracer *);

/// For a dynamic leaf ?{div=da} (bound to k*da) and a dynamic ?{div=db} or a
/// static b: the typed result divides every run-time result.
void sweep(BinaryFn typed, int64_t (*run)(int64_t, int64_t), bool bStatic,
           bool nonZeroB) {
  const int64_t divisors[] = {1, 2, 3, 4, 8, 16, 64, int64_t(1) << 40};
  const int64_t ks[] = {-7, -3, -1, 0, 1, 2, 5, 9};
  const int64_t statics[] = {-8, -2, -1, 1, 2, 3, 4, 8, 64, 1000};
  for (int64_t da : divisors) {
    if (bStatic) {
      for (int64_t b : statics) {
        dyn::KnownDivisorTracer t;
        Result<IntTuple> r = typed(dynDiv(da), IntTuple::integer(b), &t);
        ASSERT_TRUE(r.ok());
        for (int64_t k : ks) {
          int64_t a = k * da;
          EXPECT_TRUE(divides(typedDivisor(*r), run(a, b)))
              << "a=" << a << " b=" << b << " typed " << printCuteIR(*r);
        }
      }
      continue;
    }
    for (int64_t db : divisors) {
      dyn::KnownDivisorTracer t;
      Result<IntTuple> r = typed(dynDiv(da), dynDiv(db), &t);
      ASSERT_TRUE(r.ok());
      for (int64_t ka : ks)
        for (int64_t kb : ks) {
          int64_t a = ka * da, b = kb * db;
          if (nonZeroB && b == 0)
            continue;
          int64_t v;
          if (__builtin_mul_overflow(a, b, &v))
            continue; // beyond int64: no run-time value to compare
          EXPECT_TRUE(divides(typedDivisor(*r), run(a, b)))
              << "a=" << a << " b=" << b << " typed " << printCuteIR(*r);
        }
    }
  }
}

TEST(KnownDivisorTest, ProductsSumsAndRemaindersHoldForEveryBinding) {
  sweep(&dyn::mul, [](int64_t a, int64_t b) { return a * b; }, false, false);
  sweep(&dyn::mul, [](int64_t a, int64_t b) { return a * b; }, true, false);
  sweep(&dyn::add, [](int64_t a, int64_t b) { return a + b; }, false, false);
  sweep(&dyn::sub, [](int64_t a, int64_t b) { return a - b; }, true, false);
  sweep(&dyn::mod, [](int64_t a, int64_t b) { return a % b; }, false, true);
  sweep(&dyn::mod, [](int64_t a, int64_t b) { return a % b; }, true, true);
}

TEST(KnownDivisorTest, QuotientsHoldForEveryBinding) {
  sweep(&dyn::div, [](int64_t a, int64_t b) { return a / b; }, true, true);
  sweep(&dyn::div, [](int64_t a, int64_t b) { return a / b; }, false, true);
}

// The divisors CuTe DSL's dumps write.
TEST(KnownDivisorTest, MatchesTheDslsTypes) {
  dyn::KnownDivisorTracer t;
  auto typed = [&](Result<IntTuple> r) { return printCuteIR(*r); };
  EXPECT_EQ(typed(tupleMul(IntTuple::dynamic(), IntTuple::integer(4), &t)),
            "?{div=4}");
  EXPECT_EQ(typed(tupleMul(dynDiv(64), IntTuple::dynamic(), &t)), "?{div=64}");
  EXPECT_EQ(typed(tupleMul(IntTuple::integer(0), IntTuple::dynamic(64, 64), &t)),
            "0");
  EXPECT_EQ(typed(tupleDiv(dynDiv(64), IntTuple::integer(2), &t)), "?{div=32}");
  EXPECT_EQ(typed(tupleDiv(IntTuple::dynamic(), IntTuple::integer(2), &t)), "?");
  EXPECT_EQ(typed(tupleMod(IntTuple::dynamic(), dynDiv(8), &t)), "?");
  // A divided extent keeps nothing (the rest of a tiled `?{div=64}` is `?`).
  EXPECT_EQ(typed(dyn::shapeDiv(dynDiv(64), IntTuple::integer(8), &t)), "?");
  EXPECT_EQ(typed(dyn::ceilDiv(dynDiv(64), IntTuple::integer(8), &t)), "?");
  // A layout's value: the gcd of the terms' divisors.
  IntTuple crd = IntTuple::tuple({IntTuple::dynamic(), IntTuple::dynamic()});
  IntTuple shape = IntTuple::tuple({IntTuple::integer(16), IntTuple::dynamic()});
  IntTuple stride =
      IntTuple::tuple({IntTuple::dynamic(64, 16), IntTuple::integer(128)});
  EXPECT_EQ(typed(layoutEval(crd, shape, stride, &t)), "?{i64 div=16}");
  // Without the tracer the same algebra gives CuTe IR's plain `?`.
  EXPECT_EQ(printCuteIR(*tupleMul(IntTuple::dynamic(), IntTuple::integer(4))),
            "?");
}

TEST(KnownDivisorTest, OverflowingDivisorsAreDropped) {
  dyn::KnownDivisorTracer t;
  Result<IntTuple> r =
      dyn::mul(dynDiv(int64_t(1) << 40), dynDiv(int64_t(1) << 40), &t);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->divisibility(), 1);
}

} // namespace
