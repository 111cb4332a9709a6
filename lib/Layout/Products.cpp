//===- Products.cpp - CuTe layout products and tile_to_shape --------------===//
//
// CuTe layout.hpp:
//   logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B), mode by
//     mode for a by-mode tiler;
//   zipped/tiled/flat_product regroup it like the divides;
//   blocked_product(A, B) = zip(P<0>, P<1>) and raked_product = zip(P<1>,
//     P<0>) where P = logical_product(append<R>(A), append<R>(B)) and R is the
//     larger rank. Nothing is coalesced, so nesting and padded (1:0) modes stay;
//   tile_to_shape(A, S, ord) = blocked_product(append<R>(A),
//     make_ordered_layout(ceil_div(S, product_each(shape(A))), ord)).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>
#include <cstring>
#include <functional>

namespace cute_nvgpu::layout {

using namespace detail;

static Result<Layout> logicalProductLayout(const Layout &a, const Layout &t) {
  REQUIRE_STATIC(a, "logical_product", "layout");
  REQUIRE_STATIC(t, "logical_product", "tiler");
  Ctx c;
  int64_t hi = mul(c, product(c, a.shape), cosizeStatic(c, t));
  if (c.bad())
    return failWith<Layout>("logical_product", c);
  Layout comp = complementStatic(c, a, I(hi));
  if (c.bad())
    return failWith<Layout>("logical_product", c);
  Layout r = concatLayouts({a, composeStatic(c, comp, t)});
  return checked("logical_product", c, r);
}

/// `r` with its error attributed to `op` (the inner operation's name, up to
/// the first ':', is replaced).
static Result<Layout> renamed(const char *op, Result<Layout> r) {
  if (r.ok())
    return r;
  const std::string &m = r.error().message;
  size_t colon = m.find(':');
  if (colon == std::string::npos || m.find(' ') < colon)
    return r;
  return Result<Layout>::fail(std::string(op) + m.substr(colon));
}

Result<Layout> logicalProduct(const Layout &a, const Tiler &b) {
  if (!b.byMode)
    return logicalProductLayout(a, tilerElementLayout(b.layout, b.layoutIsInt));
  return applyByMode("logical_product", a, b, logicalProductLayout);
}

Result<Layout> zippedProduct(const Layout &a, const Tiler &b) {
  Result<Layout> p = renamed("zipped_product", logicalProduct(a, b));
  if (!p.ok())
    return p;
  return tileUnzip(*p, b);
}

Result<Layout> tiledProduct(const Layout &a, const Tiler &b) {
  Result<Layout> z = renamed("tiled_product", logicalProduct(a, b));
  if (!z.ok())
    return z;
  return unpackModes(tileUnzip(*z, b), false);
}

Result<Layout> flatProduct(const Layout &a, const Tiler &b) {
  Result<Layout> z = renamed("flat_product", logicalProduct(a, b));
  if (!z.ok())
    return z;
  return unpackModes(tileUnzip(*z, b), true);
}

/// CuTe zip(x, y) of two layouts: ((x, y)) when x is a leaf, else the tuple
/// of (x_j, y_j), which CuTe only builds for two tuples of the same rank.
static Result<Layout> zipLayouts(const char *op, const Layout &x,
                                 const Layout &y) {
  if (x.shape.isLeaf())
    return concatLayouts({concatLayouts({x, y})});
  int rx = x.shape.rank();
  if (y.shape.isLeaf() || y.shape.rank() != rx)
    return Result<Layout>::fail(std::string(op) + ": rank mismatch when "
                                "zipping " + toString(x) + " with " +
                                toString(y));
  std::vector<Layout> modes;
  for (int j = 0; j < rx; ++j)
    modes.push_back(concatLayouts({getMode(x, j), getMode(y, j)}));
  return concatLayouts(modes);
}

static Result<Layout> rankSensitiveProduct(const Layout &a, const Layout &b,
                                           bool raked) {
  const char *op = raked ? "raked_product" : "blocked_product";
  REQUIRE_STATIC(a, op, "block layout");
  REQUIRE_STATIC(b, op, "tiler layout");
  int R = std::max(a.shape.rank(), b.shape.rank());
  Result<Layout> p =
      renamed(op, logicalProductLayout(appendToRank(a, R), appendToRank(b, R)));
  if (!p.ok())
    return p;
  Layout p0 = getMode(*p, 0), p1 = getMode(*p, 1);
  return raked ? zipLayouts(op, p1, p0) : zipLayouts(op, p0, p1);
}

Result<Layout> blockedProduct(const Layout &a, const Tiler &b) {
  if (b.byMode)
    return Result<Layout>::fail("blocked_product: expected a layout as second "
                                "operand, not a by-mode tiler");
  return rankSensitiveProduct(a, b.layout, false);
}

Result<Layout> rakedProduct(const Layout &a, const Tiler &b) {
  if (b.byMode)
    return Result<Layout>::fail("raked_product: expected a layout as second "
                                "operand, not a by-mode tiler");
  return rankSensitiveProduct(a, b.layout, true);
}

Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order) {
  if (!congruent(flatten(shape), flatten(order)) ||
      flatten(shape).rank() != flatten(order).rank())
    return Result<Layout>::fail("make_ordered_layout: order " +
                                toString(order) + " does not match shape " +
                                toString(shape));
  Layout probe{shape, shape};
  REQUIRE_STATIC(probe, "make_ordered_layout", "shape");
  if (anyLeaf(order, IntTuple::Kind::Dynamic) ||
      anyLeaf(order, IntTuple::Kind::Basis) ||
      anyLeaf(order, IntTuple::Kind::Underscore))
    return Result<Layout>::fail(
        "make_ordered_layout: order must be static integers");
  std::vector<int64_t> s = flatInts(shape), o = flatInts(order);
  // Each mode starts at the product of the extents of all modes of lower
  // order (equal orders share a start), as CuTe's compact_order does.
  Ctx c;
  std::vector<int64_t> d(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    int64_t start = 1;
    for (size_t j = 0; j < s.size(); ++j)
      if (o[j] < o[i])
        start = mul(c, start, s[j]);
    d[i] = s[i] == 1 ? 0 : start;
  }
  if (c.bad())
    return failWith<Layout>("make_ordered_layout", c);
  std::vector<int64_t> dd = d;
  std::vector<IntTuple> leaves;
  for (int64_t v : dd)
    leaves.push_back(I(v));
  // Rebuild the stride with the shape's nesting.
  size_t k = 0;
  std::function<IntTuple(const IntTuple &)> like = [&](const IntTuple &t) {
    if (t.isLeaf())
      return leaves[k++];
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(like(x));
    return T(std::move(e));
  };
  return Layout{shape, like(shape)};
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple *order) {
  const char *op = "tile_to_shape";
  REQUIRE_STATIC(block, op, "block layout");
  Layout tprobe{target, target};
  std::string e = requireStaticIntegral(tprobe, op, "target shape");
  if (!e.empty())
    return Result<Layout>::fail(e);
  int R = target.rank();
  if (block.shape.rank() > R)
    return Result<Layout>::fail(
        std::string(op) + ": the block has rank " +
        std::to_string(block.shape.rank()) +
        " but the target shape has rank " + std::to_string(R));
  Layout padded = appendToRank(block, R);
  Ctx c;
  std::vector<IntTuple> prodShape;
  for (int i = 0; i < R; ++i) {
    int64_t bs = product(c, getElem(padded.shape, i));
    int64_t ts = product(c, getElem(target, i));
    if (c.bad())
      return failWith<Layout>(op, c);
    if (ts % bs != 0)
      return Result<Layout>::fail(std::string(op) + ": block shape " +
                                  toString(padded.shape) +
                                  " does not divide the target shape " +
                                  toString(target) + " (mode " +
                                  std::to_string(i) + ")");
    prodShape.push_back(I(ts / bs));
  }
  IntTuple ps = R == 1 && target.isLeaf() ? prodShape[0] : T(prodShape);
  Result<Layout> tiler = order ? makeOrderedLayout(ps, *order)
                               : makeCompactLayout(ps);
  if (!tiler.ok())
    return Result<Layout>::fail(std::string(op) + ": " +
                                tiler.error().message);
  return renamed(op, rankSensitiveProduct(padded, *tiler, false));
}

} // namespace cute_nvgpu::layout
