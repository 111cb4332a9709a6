//===- Divides.cpp - CuTe logical/zipped/tiled/flat divide ----------------===//
//
// CuTe layout.hpp: logical_divide(A, T) = A o (T, complement(T,
// shape(coalesce(A)))) for a layout tiler, mode by mode for a by-mode tiler;
// zipped/tiled/flat_divide regroup that result (tile_unzip, then slicing).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using namespace detail;

namespace detail {

Layout tileUnzip(const Layout &l, const Tiler &b) {
  if (!b.byMode)
    return l;
  std::vector<Layout> tiles, rests;
  for (int i = 0; i < l.shape.rank(); ++i) {
    Layout m = getMode(l, i);
    if (i < (int)b.modes.size()) {
      tiles.push_back(getMode(m, 0));
      rests.push_back(getMode(m, 1));
    } else {
      rests.push_back(m);
    }
  }
  return concatLayouts({concatLayouts(tiles), concatLayouts(rests)});
}

Layout unpackModes(const Layout &z, bool unpackFirst) {
  std::vector<Layout> modes;
  for (int m = 0; m < 2; ++m) {
    Layout zm = getMode(z, m);
    // Slicing a tuple mode with a tuple of `_` lifts its sub-modes; a leaf
    // mode sliced with `_` stays as it is.
    // (repeat<1>(_) is `_` itself, so a rank-1 tuple mode is kept whole.)
    if ((m == 1 || unpackFirst) && zm.shape.isTuple() && zm.shape.rank() >= 2) {
      for (int j = 0; j < zm.shape.rank(); ++j)
        modes.push_back(getMode(zm, j));
    } else {
      modes.push_back(zm);
    }
  }
  return concatLayouts(modes);
}

} // namespace detail

std::string detail::tilerRankError(const char *op, const Layout &a,
                                   const Tiler &t) {
  if (t.modes.empty())
    return std::string(op) + ": empty by-mode tiler";
  if ((int)t.modes.size() > a.shape.rank())
    return std::string(op) + ": tiler has " + std::to_string(t.modes.size()) +
           " modes but the layout has rank " + std::to_string(a.shape.rank());
  return "";
}

static Result<Layout> logicalDivideLayout(const Layout &a, const Layout &t) {
  REQUIRE_STATIC(a, "logical_divide", "layout");
  REQUIRE_STATIC(t, "logical_divide", "tiler");
  Ctx c;
  Layout ca = coalesceImpl(c, a, false);
  Layout comp = complementStatic(c, t, ca.shape);
  if (c.bad())
    return failWith<Layout>("logical_divide", c);
  Layout r = composeStatic(c, a, concatLayouts({t, comp}));
  return checked("logical_divide", c, r);
}

Layout tilerElementLayout(const Layout &l, bool isInt) {
  if (isInt && l.shape.isStaticInt() && l.shape.value() == 1)
    return Layout{IntTuple::integer(1), IntTuple::integer(0)};
  return l;
}

static bool modeIsInt(const Tiler &b, size_t i) {
  return i < b.modeIsInt.size() && b.modeIsInt[i];
}

Result<Layout> logicalDivide(const Layout &a, const Tiler &b) {
  if (!b.byMode)
    return logicalDivideLayout(a, tilerElementLayout(b.layout, b.layoutIsInt));
  return applyByMode("logical_divide", a, b, logicalDivideLayout);
}

Result<Layout> detail::applyByMode(
    const char *op, const Layout &a, const Tiler &b,
    const std::function<Result<Layout>(const Layout &, const Layout &)> &f) {
  std::string e = tilerRankError(op, a, b);
  if (!e.empty())
    return Result<Layout>::fail(e);
  std::vector<Layout> modes;
  for (int i = 0; i < a.shape.rank(); ++i) {
    if (i < (int)b.modes.size()) {
      Result<Layout> r = f(getMode(a, i),
                           tilerElementLayout(b.modes[i], modeIsInt(b, i)));
      if (!r.ok())
        return r;
      modes.push_back(*r);
    } else {
      modes.push_back(getMode(a, i));
    }
  }
  return concatLayouts(modes);
}

Result<Layout> zippedDivide(const Layout &a, const Tiler &b) {
  Result<Layout> ld = logicalDivide(a, b);
  if (!ld.ok())
    return ld;
  return tileUnzip(*ld, b);
}

Result<Layout> tiledDivide(const Layout &a, const Tiler &b) {
  Result<Layout> z = zippedDivide(a, b);
  if (!z.ok())
    return z;
  return unpackModes(*z, false);
}

Result<Layout> flatDivide(const Layout &a, const Tiler &b) {
  Result<Layout> z = zippedDivide(a, b);
  if (!z.ok())
    return z;
  return unpackModes(*z, true);
}

} // namespace cute_nvgpu::layout
