//===- CuteParityPropertyTest.cpp - Post-conditions of the 4.x operations -===//
//
// Deterministic random small static layouts; checks the post-conditions CuTe
// documents for left_inverse, max_common_layout/vector, tile_to_shape, the
// products and upcast/downcast, as functions. The exact outputs are pinned
// by the CuTe table (CuteCasesTest.cpp).
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include <random>
#include <set>

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

struct Gen {
  std::mt19937 rng;
  explicit Gen(unsigned seed) : rng(seed) {}
  int uni(int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  }
  /// A compact layout of a random shape (extents 2..6, so exactly one mode
  /// has stride 1) with its modes in a random order (injective), optionally
  /// with gaps between the modes.
  Layout permuted(bool gaps) {
    int r = uni(1, 3);
    std::vector<int64_t> s(r), d(r);
    for (int i = 0; i < r; ++i)
      s[i] = uni(2, 6);
    std::vector<int> order(r);
    for (int i = 0; i < r; ++i)
      order[i] = i;
    std::shuffle(order.begin(), order.end(), rng);
    int64_t cur = 1;
    for (int i : order) {
      d[i] = cur;
      cur *= s[i] * (gaps ? uni(1, 2) : 1);
    }
    std::vector<IntTuple> ss, dd;
    for (int i = 0; i < r; ++i) {
      ss.push_back(IntTuple::integer(s[i]));
      dd.push_back(IntTuple::integer(d[i]));
    }
    return Layout{IntTuple::tuple(ss), IntTuple::tuple(dd)};
  }
};


TEST(CuteParityProperty, LeftInverseUndoesInjectiveLayouts) {
  Gen g(11);
  int checked = 0;
  for (int n = 0; n < 300; ++n) {
    Layout l = g.permuted(n % 2);
    std::optional<Layout> li = leftInverseOrCuteRefusal(l);
    if (!li)
      continue;
    ++checked;
    expectLeftInverse(l, *li);
  }
  EXPECT_GT(checked, 200);
}

TEST(CuteParityProperty, MaxCommonLayoutIsSharedAndContiguous) {
  Gen g(12);
  int checked = 0;
  for (int n = 0; n < 300; ++n) {
    Layout a = g.permuted(false), b = g.permuted(false);
    // Same shape, different mode orders.
    b.shape = a.shape;
    Result<Layout> cb = makeCompactLayout(a.shape);
    ASSERT_TRUE(cb.ok());
    if (n % 3 == 0)
      b = *cb;
    Result<Layout> r = maxCommonLayout(a, b);
    Result<int64_t> v = maxCommonVector(a, b);
    if (!r.ok() || !v.ok())
      continue; // CuTe's composition conditions
    ++checked;
    EXPECT_EQ(sz(*r), *v) << toString(a) << " " << toString(b);
    for (int64_t i = 0; i < sz(*r); ++i) {
      ASSERT_EQ(at(a, at(*r, i)), i) << toString(a) << " " << toString(*r);
      ASSERT_EQ(at(b, at(*r, i)), i) << toString(b) << " " << toString(*r);
    }
  }
  EXPECT_GT(checked, 150);
  EXPECT_EQ(SI(maxCommonVector(L("(4,8):(1,4)"), L("(4,8):(1,4)"))), "32");
}

TEST(CuteParityProperty, TileToShapeCoversTheTarget) {
  Gen g(13);
  for (int n = 0; n < 200; ++n) {
    Layout a = g.permuted(false);
    std::vector<IntTuple> target;
    int64_t total = 1;
    int ra = a.shape.rank(), R = g.uni(ra, 3);
    for (int i = 0; i < R; ++i) {
      int64_t m = i < ra ? a.shape[i].value() : 1;
      m *= g.uni(1, 3);
      target.push_back(IntTuple::integer(m));
      total *= m;
    }
    Result<Layout> t = tileToShape(a, IntTuple::tuple(target));
    ASSERT_TRUE(t.ok()) << toString(a) << " " << t.error().message;
    EXPECT_EQ(sz(*t), total);
    ASSERT_EQ(t->shape.rank(), R);
    for (int i = 0; i < R; ++i)
      EXPECT_EQ(*size(getMode(*t, i)), target[i].value());
    // A compact block tiled by a compact layout covers [0, size) exactly.
    std::set<int64_t> image;
    for (int64_t i = 0; i < sz(*t); ++i)
      image.insert(at(*t, i));
    EXPECT_EQ((int64_t)image.size(), total);
    EXPECT_EQ(*image.rbegin(), total - 1);
  }
}

TEST(CuteParityProperty, DowncastThenUpcastIsIdentity) {
  Gen g(14);
  for (int n = 0; n < 200; ++n) {
    Layout a = g.permuted(n % 2);
    int64_t k = int64_t(1) << g.uni(1, 3);
    Result<Layout> d = downcast(a, k);
    ASSERT_TRUE(d.ok()) << toString(a);
    EXPECT_EQ(sz(*d), sz(a) * k);
    Result<Layout> u = upcast(*d, k);
    ASSERT_TRUE(u.ok()) << toString(*d);
    EXPECT_EQ(toString(*u), toString(a));
  }
}

TEST(CuteParityProperty, ProductSizesAndRanks) {
  Gen g(15);
  int checked = 0;
  for (int n = 0; n < 200; ++n) {
    Layout a = g.permuted(false), b = g.permuted(n % 2);
    Tiler t;
    t.layout = b;
    int64_t want = sz(a) * sz(b);
    Result<Layout> zp = zippedProduct(a, t), tp = tiledProduct(a, t),
                   fp = flatProduct(a, t), bp = blockedProduct(a, t);
    if (!zp.ok())
      continue;
    ++checked;
    ASSERT_TRUE(tp.ok() && fp.ok());
    EXPECT_EQ(sz(*zp), want);
    EXPECT_EQ(sz(*tp), want);
    EXPECT_EQ(sz(*fp), want);
    EXPECT_EQ(zp->shape.rank(), 2);
    EXPECT_EQ(fp->shape.rank(), a.shape.rank() + b.shape.rank());
    if (bp.ok())
      EXPECT_EQ(bp->shape.rank(), std::max(a.shape.rank(), b.shape.rank()));
  }
  EXPECT_GT(checked, 100);
}

} // namespace
