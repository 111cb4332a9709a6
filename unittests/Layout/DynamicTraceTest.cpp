//===- DynamicTraceTest.cpp - the algebra's dynamic leaves, traced --------===//
//
// The `cute` lowering computes a result's dynamic leaves by replaying the
// algebra with a dyn::Tracer argument. Here the tracer evaluates each leaf
// operation on integers instead of emitting IR, and the property is the one
// the lowering relies on: for every binding of the `?` leaves, the traced
// result, with its tags replaced by their values, is the same function as
// the algebra applied to the bound (all-static) operands.
//
//===----------------------------------------------------------------------===//
#include "EvalTracer.h"
#include "TestUtil.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include <functional>
#include <map>
#include <set>

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

/// The layout with its shape leaves (first) and stride leaves (after) at
/// the given leaf indices dynamic.
Layout dynamize(EvalTracer &tr, const Layout &l, const std::set<int> &dyn) {
  int k = 0;
  IntTuple s = tagLeaves(tr, l.shape, dyn, k);
  IntTuple d = tagLeaves(tr, l.stride, dyn, k);
  return Layout{s, d};
}

/// Same size and the same value at every index.
void expectSameFunction(const Layout &got, const Layout &want,
                        const std::string &what) {
  ASSERT_EQ(sz(got), sz(want)) << what << ": " << toString(got) << " vs "
                               << toString(want);
  for (int64_t i = 0; i < sz(want); ++i)
    ASSERT_EQ(*eval(got, i), *eval(want, i))
        << what << " at " << i << ": " << toString(got) << " vs "
        << toString(want);
}

struct Case {
  const char *lhs, *rhs;
};

TEST(DynamicTrace, CompositionIsTheStaticCompositionForEveryBinding) {
  const Case cases[] = {
      {"20:3", "(5,4):(4,1)"},       {"(4,8):(1,12)", "16:1"},
      {"(12,10):(1,16)", "(4,5):(1,12)"}, {"(8,6):(6,1)", "(2,3):(3,1)"},
      {"(16,4):(1,32)", "(8,4):(1,8)"},   {"(6,4,2):(1,6,24)", "(3,8):(2,6)"},
  };
  for (const Case &c : cases) {
    Layout a = L(c.lhs), b = L(c.rhs);
    Result<Layout> want = composition(a, b, Semantics::CuteIR);
    ASSERT_TRUE(want.ok()) << c.lhs << " o " << c.rhs;
    int n = flatten(a.shape).rank() * 2;
    // Every non-empty set of the left operand's leaves made dynamic.
    for (int mask = 1; mask < (1 << n); ++mask) {
      EvalTracer tr;
      std::set<int> dyn;
      for (int k = 0; k < n; ++k)
        if (mask & (1 << k))
          dyn.insert(k);
      Layout da = dynamize(tr, a, dyn);
      Result<Layout> got = composition(da, b, Semantics::CuteIR, &tr);
      ASSERT_TRUE(got.ok()) << toString(da) << " o " << c.rhs << ": "
                            << got.error().message;
      expectSameFunction(bindLayout(tr, *got), *want,
                         toString(da) + " o " + c.rhs);
    }
  }
}

TEST(DynamicTrace, DivideAndRecastAreTheStaticOnesForEveryBinding) {
  Layout a = L("(12,10):(1,16)");
  TileNode t =
      TileNode::fromTile(parseCuteIR("[4:1;5:1]")->tile());
  Result<Layout> wantDiv = divide(a, t, Grouping::Logical, Semantics::CuteIR);
  Result<Layout> wantUp = upcast(L("(8,10):(1,64)"), 4);
  Result<Layout> wantDown = downcast(L("(8,10):(1,64)"), 4);
  ASSERT_TRUE(wantDiv.ok() && wantUp.ok() && wantDown.ok());
  for (int mask = 1; mask < 16; ++mask) {
    std::set<int> dyn;
    for (int k = 0; k < 4; ++k)
      if (mask & (1 << k))
        dyn.insert(k);
    EvalTracer tr;
    Layout da = dynamize(tr, a, dyn);
    // A unit stride must stay static for a cast: CuTe's casts treat a
    // dynamic stride as a multiple of the factor, never as 1.
    std::set<int> castDyn = dyn;
    castDyn.erase(2);
    Layout dr = dynamize(tr, L("(8,10):(1,64)"), castDyn);
    Result<Layout> d = divide(da, t, Grouping::Logical, Semantics::CuteIR, &tr);
    Result<Layout> u = upcast(dr, 4, &tr), w = downcast(dr, 4, &tr);
    ASSERT_TRUE(d.ok() && u.ok() && w.ok()) << toString(da);
    expectSameFunction(bindLayout(tr, *d), *wantDiv, "divide " + toString(da));
    expectSameFunction(bindLayout(tr, *u), *wantUp, "upcast " + toString(dr));
    expectSameFunction(bindLayout(tr, *w), *wantDown, "downcast " + toString(dr));
  }
}

/// Every binding of the chosen leaves of `a` to values in [lo, hi] (shape
/// leaves in [1, hi]): the
/// traced composition either reports a violated condition or is the static
/// composition of the bound operands; a binding the static algebra refuses
/// is always reported. Returns how many bindings were reported.
int sweepComposition(const Layout &a, const std::set<int> &dynLeaves,
                     const Layout &b, int lo, int hi) {
  int n = static_cast<int>(dynLeaves.size()), reported = 0;
  int shapeLeaves = static_cast<int>(flatten(a.shape).rank());
  std::vector<int> first;
  for (int leaf : dynLeaves)
    first.push_back(leaf < shapeLeaves ? 1 : lo);
  std::vector<int> v = first;
  while (true) {
    EvalTracer tr;
    int k = 0, j = 0;
    std::function<IntTuple(const IntTuple &)> bind =
        [&](const IntTuple &t) -> IntTuple {
      if (t.isTuple()) {
        std::vector<IntTuple> e;
        for (const IntTuple &x : t.elems())
          e.push_back(bind(x));
        return IntTuple::tuple(std::move(e));
      }
      if (dynLeaves.count(k++))
        return IntTuple::dynamic(32, tr.fresh(v[j++]));
      return t;
    };
    IntTuple s = bind(a.shape);
    IntTuple d = bind(a.stride);
    Layout da{s, d};
    Layout bound = bindLayout(tr, da);
    Result<Layout> want = composition(bound, b, Semantics::CuteIR);
    Result<Layout> got = composition(da, b, Semantics::CuteIR, &tr);
    std::string what = toString(bound) + " o " + toString(b);
    if (!got.ok()) {
      EXPECT_FALSE(want.ok()) << what << ": refused with dynamic leaves ("
                              << got.error().message << ")";
    } else if (!tr.violated.empty()) {
      ++reported;
    } else {
      EXPECT_TRUE(want.ok()) << what << ": the static algebra refuses ("
                             << want.error().message
                             << ") and no condition was reported";
      if (want.ok())
        expectSameFunction(bindLayout(tr, *got), *want, what);
    }
    int i = 0;
    while (i < n && v[i] == hi) {
      v[i] = first[i];
      ++i;
    }
    if (i == n)
      return reported;
    ++v[i];
  }
}

TEST(DynamicTrace, CompositionReportsEveryBindingItCannotCompute) {
  // Shapes and strides from -3 to 8 at the dynamic leaves: unmerged modes
  // that break CuTe's divisibility conditions, zero and negative strides.
  EXPECT_GT(sweepComposition(L("(4,8):(1,4)"), {0, 2}, L("(2,3):(3,1)"), -3,
                             8),
            0);
  EXPECT_GT(sweepComposition(L("(2,6,4):(1,2,12)"), {1, 4}, L("3:2"), -3, 8),
            0);
  EXPECT_GT(sweepComposition(L("(1,(6,16),6):(1,(1,6),96)"), {0, 5},
                             L("(2,3,3):(4,3,3)"), 1, 8),
            0);
  sweepComposition(L("(8,4):(4,1)"), {1, 3}, L("(4,2):(2,1)"), -2, 6);
}

TEST(DynamicTrace, CastsReportAStrideTheyWereNotDerivedFor) {
  for (int64_t d : {-8, -4, -1, 0, 1, 2, 4, 12}) {
    EvalTracer tr;
    Layout l{IntTuple::tuple({IntTuple::integer(8), IntTuple::integer(5)}),
             IntTuple::tuple({IntTuple::dynamic(32, tr.fresh(d)),
                              IntTuple::integer(8)})};
    Result<Layout> up = upcast(l, 4, &tr);
    ASSERT_TRUE(up.ok());
    EXPECT_EQ(tr.violated.size(), d % 4 == 0 ? 0u : 1u) << "upcast " << d;
    EvalTracer tr2;
    // Downcast needs a stride-1 mode; a dynamic stride is taken not to be
    // one, so the layout has a static one.
    Layout l2{IntTuple::tuple({IntTuple::integer(8), IntTuple::integer(5)}),
              IntTuple::tuple({IntTuple::dynamic(32, tr2.fresh(d)),
                               IntTuple::integer(1)})};
    ASSERT_TRUE(downcast(l2, 4, &tr2).ok());
    // Without a static stride-1 mode CuTe IR still types the downcast, and
    // no binding is right: it is reported whatever the stride.
    EvalTracer tr3;
    Layout l3{IntTuple::tuple({IntTuple::integer(8), IntTuple::integer(5)}),
              IntTuple::tuple({IntTuple::dynamic(32, tr3.fresh(d)),
                               IntTuple::integer(8)})};
    ASSERT_TRUE(downcast(l3, 4, &tr3).ok());
    EXPECT_FALSE(tr3.violated.empty()) << "no static stride-1 mode, " << d;
    EXPECT_EQ(tr2.violated.size(), d == 1 || d == -1 ? 1u : 0u)
        << "downcast " << d;
  }
}

TEST(DynamicTrace, OnlyDynamicResultsAreReported) {
  EvalTracer tr;
  // Static operands fold; x*1 and x+0 return x: nothing to emit.
  EXPECT_EQ(
      toString(*dyn::mul(IntTuple::integer(3), IntTuple::integer(4), &tr)),
      "12");
  IntTuple x = IntTuple::dynamic(32, tr.fresh(7));
  EXPECT_EQ(dyn::mul(x, IntTuple::integer(1), &tr)->divisibility(),
            x.divisibility());
  EXPECT_TRUE(tr.ops.empty());
  IntTuple y = *dyn::mul(x, IntTuple::integer(6), &tr);
  ASSERT_EQ(tr.ops.size(), 1u);
  EXPECT_EQ(tr.valueOf(y), 42);
  EXPECT_EQ(tr.valueOf(*dyn::shapeDiv(y, IntTuple::integer(4), &tr)), 10);
  EXPECT_EQ(tr.valueOf(*dyn::ceilDiv(y, IntTuple::integer(4), &tr)), 11);
  // Without a tracer the result is an untagged `?` and nothing is reported.
  EXPECT_EQ(dyn::mul(x, IntTuple::integer(6), nullptr)->divisibility(), 1);
  EXPECT_EQ(tr.ops.size(), 3u);
}

TEST(DynamicTrace, CosizeTakesTheMagnitudeOfARunTimeStride) {
  // CuTe's coshape is |L|(size-1)+1: a negative stride counts by its
  // magnitude whether it is static or known only at run time.
  EXPECT_EQ(toString(*cosizeOf(L("(4,8):(-1,4)"))), "32");
  EXPECT_EQ(toString(*cosizeOf(L("(4,8):(-1,-4)"))), "32");
  EvalTracer tr;
  Layout d = dynamize(tr, L("(4,8):(-1,-4)"), {2, 3});
  Result<IntTuple> c = cosizeOf(d, &tr);
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(tr.valueOf(*c), 32);
}

} // namespace
