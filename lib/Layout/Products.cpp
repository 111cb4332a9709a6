//===- Products.cpp - layout products, tile_to_shape, make_ordered_layout -===//
//
// One implementation per product for both semantics (Semantics in
// Layout.h):
//   logical_product(A, B) = (A, complement(A, size(A)*cosize(B)) o B) in
//     CuTe C++, (A, complement(A) o B) in CuTe IR (no cotarget); mode by
//     mode through a tuple tiler, grouped like the divides (Tiler.cpp);
//   blocked_product(A, B) = zip(P<0>, P<1>) and raked_product = zip(P<1>,
//     P<0>) where P = logical_product(append<R>(A), append<R>(B)) and R is the
//     larger rank. CuTe C++ coalesces nothing (nesting and padded 1:0 modes
//     stay) and refuses to zip modes of different ranks; CuTe IR nests such
//     a pair whole and coalesces each mode of a raked product;
//   tile_to_shape(A, S, ord) = blocked_product(append<R>(A),
//     make_ordered_layout(ceil_div(S, product_each(shape(A))), ord)); CuTe
//     C++ needs each block mode to divide the target's.
// A composed layout (CuTe layout_composed.hpp) keeps its outer function and
// offset; its inner layout is tiled.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using namespace detail;

Layout detail::productCore(Ctx &c, const Layout &a, const Layout &b,
                           Semantics sem) {
  if (sem == Semantics::CuteIR) {
    Layout comp = complementCore(c, a, nullptr, sem);
    if (c.bad())
      return a;
    return concatLayouts({a, compose(c, comp, b, sem)});
  }
  std::string e = staticIntegralError(a, "layout");
  if (e.empty())
    e = staticIntegralError(b, "tiler");
  if (!e.empty()) {
    c.fail(e);
    return a;
  }
  IntTuple hi = I(mul(c, product(c, a.shape), cosizeStatic(c, b)));
  if (c.bad())
    return a;
  Layout comp = complementCore(c, a, &hi, sem);
  if (c.bad())
    return a;
  return concatLayouts({a, compose(c, comp, b, sem)});
}

namespace {

/// CuTe zip(x, y) of two layouts: ((x, y)) when x is a leaf, else the tuple
/// of (x_j, y_j); CuTe C++ only builds that for two tuples of the same rank,
/// CuTe IR nests any other pair whole.
Layout zipLayouts(Ctx &c, const Layout &x, const Layout &y, Semantics sem) {
  bool pairwise = x.shape.isTuple() && y.shape.isTuple() &&
                  x.shape.rank() == y.shape.rank();
  if (!pairwise) {
    if (x.shape.isTuple() && sem == Semantics::CuteCpp)
      c.fail("rank mismatch when zipping " + toString(x) + " with " +
             toString(y));
    return concatLayouts({concatLayouts({x, y})});
  }
  std::vector<Layout> modes;
  for (int j = 0; j < x.shape.rank(); ++j)
    modes.push_back(concatLayouts({getMode(x, j), getMode(y, j)}));
  return concatLayouts(modes);
}

Layout blockedCore(Ctx &c, const Layout &a, const Layout &b, bool raked,
                   Semantics sem) {
  int R = std::max(rankOf(a), rankOf(b));
  Layout p = productCore(c, appendToRank(a, R), appendToRank(b, R), sem);
  if (c.bad())
    return p;
  Layout p0 = getMode(p, 0), p1 = getMode(p, 1);
  if (!raked)
    return zipLayouts(c, p0, p1, sem);
  Layout z = zipLayouts(c, p1, p0, sem);
  if (sem == Semantics::CuteCpp || c.bad())
    return z;
  std::vector<Layout> modes;
  for (int i = 0; i < rankOf(z); ++i)
    modes.push_back(coalesceLayout(c, getMode(z, i), coalesceRule(sem)));
  return concatLayouts(modes);
}

Layout tileToShapeCore(Ctx &c, const Layout &block, const IntTuple &target,
                       const IntTuple *order, Semantics sem) {
  int R = rankOf(target);
  if (rankOf(block) > R) {
    c.fail("the block has rank " + std::to_string(rankOf(block)) +
           " but the target shape has rank " + std::to_string(R));
    return block;
  }
  Layout padded = appendToRank(block, R);
  // CuTe IR's block is always a tuple of the target's rank.
  if (sem == Semantics::CuteIR && padded.shape.isLeaf())
    padded = concatLayouts({padded});
  std::vector<IntTuple> reps;
  for (int i = 0; i < R; ++i) {
    IntTuple bs = c.product(getElem(padded.shape, i));
    IntTuple ts = c.product(getElem(target, i));
    if (c.bad())
      return block;
    if (sem == Semantics::CuteCpp) {
      if (!bs.isStaticInt() || !ts.isStaticInt() || bs.value() <= 0 ||
          ts.value() % bs.value() != 0) {
        c.fail("block shape " + toString(padded.shape) +
               " does not divide the target shape " + toString(target) +
               " (mode " + std::to_string(i) + ")");
        return block;
      }
      reps.push_back(c.div(ts, bs));
    } else {
      reps.push_back(c.ceilDiv(ts, bs));
    }
  }
  IntTuple repShape = sem == Semantics::CuteCpp && R == 1 && target.isLeaf()
                          ? reps[0]
                          : T(reps);
  Layout tiler = compactLayout(c, repShape);
  if (order) {
    Result<Layout> ordered =
        sem == Semantics::CuteCpp
            ? makeOrderedLayout(repShape, *order)
            : makeOrderedLayoutDynamic(repShape, *order, c.tracer);
    if (!ordered.ok()) {
      c.fail(ordered.error().message);
      return block;
    }
    tiler = *ordered;
  }
  return blockedCore(c, padded, tiler, false, sem);
}

const char *blockedName(bool raked) {
  return raked ? "raked_product" : "blocked_product";
}

Result<Layout> blockedTiler(const Layout &a, const Tiler &b, bool raked) {
  if (b.byMode)
    return Result<Layout>::fail(std::string(blockedName(raked)) +
                                ": expected a layout as second operand, not "
                                "a by-mode tiler");
  return blockedProduct(a, b.layout, raked, Semantics::CuteCpp,
                        /*tracer=*/nullptr);
}

} // namespace

Result<Layout> product(const Layout &a, const TileNode &tiler, Grouping g,
                       Semantics sem, dyn::Tracer *tracer) {
  return tileAndGroup(false, a, tiler, g, sem, tracer,
                      [sem](Ctx &c, const Layout &x, const Layout &t) {
                        return productCore(c, x, t, sem);
                      });
}

Result<Layout> blockedProduct(const Layout &a, const Layout &b, bool raked,
                              Semantics sem, dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp) {
    REQUIRE_STATIC(a, blockedName(raked), "block layout");
    REQUIRE_STATIC(b, blockedName(raked), "tiler layout");
  }
  Ctx c(tracer);
  Layout r = blockedCore(c, a, b, raked, sem);
  return checked(blockedName(raked), c, r);
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple &order, Semantics sem,
                           dyn::Tracer *tracer) {
  Ctx c(tracer);
  Layout r = tileToShapeCore(c, block, target, &order, sem);
  return checked("tile_to_shape", c, r);
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple *order) {
  const char *op = "tile_to_shape";
  REQUIRE_STATIC(block, op, "block layout");
  std::string e = requireStaticIntegral(Layout{target, target}, op,
                                        "target shape");
  if (!e.empty())
    return Result<Layout>::fail(e);
  Ctx c(/*tracer=*/nullptr);
  Layout r = tileToShapeCore(c, block, target, order, Semantics::CuteCpp);
  return checked(op, c, r);
}

Result<Layout> logicalProduct(const Layout &a, const Tiler &b) {
  return tileAndGroup(false, a, b, Grouping::Logical);
}
Result<Layout> zippedProduct(const Layout &a, const Tiler &b) {
  return tileAndGroup(false, a, b, Grouping::Zipped);
}
Result<Layout> tiledProduct(const Layout &a, const Tiler &b) {
  return tileAndGroup(false, a, b, Grouping::Tiled);
}
Result<Layout> flatProduct(const Layout &a, const Tiler &b) {
  return tileAndGroup(false, a, b, Grouping::Flat);
}
Result<Layout> blockedProduct(const Layout &a, const Tiler &b) {
  return blockedTiler(a, b, false);
}
Result<Layout> rakedProduct(const Layout &a, const Tiler &b) {
  return blockedTiler(a, b, true);
}

Result<ComposedLayout> tileToShape(const ComposedLayout &block,
                                   const IntTuple &target,
                                   const IntTuple *order) {
  return withInner(block, tileToShape(block.layout, target, order));
}

Result<ComposedLayout> product(const ComposedLayout &a, const TileNode &tiler,
                               Grouping g, Semantics sem, dyn::Tracer *tracer) {
  return withInner(a, product(a.layout, tiler, g, sem, tracer));
}

Result<ComposedLayout> blockedProduct(const ComposedLayout &a, const Layout &b,
                                      bool raked, Semantics sem,
                                      dyn::Tracer *tracer) {
  return withInner(a, blockedProduct(a.layout, b, raked, sem, tracer));
}

Result<Layout> makeOrderedLayout(const IntTuple &shape, const IntTuple &order) {
  if (!congruent(flatten(shape), flatten(order)) ||
      flatten(shape).rank() != flatten(order).rank())
    return Result<Layout>::fail("make_ordered_layout: order " +
                                toString(order) + " does not match shape " +
                                toString(shape));
  REQUIRE_STATIC((Layout{shape, shape}), "make_ordered_layout", "shape");
  if (anyLeaf(order, IntTuple::Kind::Dynamic) ||
      anyLeaf(order, IntTuple::Kind::Basis) ||
      anyLeaf(order, IntTuple::Kind::Underscore))
    return Result<Layout>::fail(
        "make_ordered_layout: order must be static integers");
  // compact_order reads the order as congruent to the shape; CuTe's
  // make_ordered_layout pairs their leaves, whatever their nesting.
  std::vector<IntTuple> o = leaves(order);
  size_t k = 0;
  std::function<IntTuple(const IntTuple &)> like = [&](const IntTuple &t) {
    if (t.isLeaf())
      return o[k++];
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(like(x));
    return T(std::move(e));
  };
  Result<Layout> r =
      makeOrderedLayoutDynamic(shape, like(shape), /*tracer=*/nullptr);
  if (!r.ok())
    return Result<Layout>::fail("make_ordered_layout: " + r.error().message);
  return r;
}

} // namespace cute_nvgpu::layout
