//===- Tiler.cpp - tilers and the mode-by-mode rule of divides/products ---===//
//
// A TileNode is a divide's or product's tiler: a layout, `_`, or a tuple of
// tilers (CuTe IR's nested tiles; CuTe C++'s by-mode Tiler is a tuple of
// layouts). The divides and products share one rule for applying their
// per-layout operation through it (CuTe's transform_layout) and one
// regrouping of the rank-2 result (tile_unzip, then slicing with `_`):
//   logical  ((tile, rest) per tiled mode, untiled modes as they are)
//   zipped   ((tiles...), (rests..., untiled modes...))
//   tiled    ((tiles...), rests..., untiled modes...)
//   flat     (tiles..., rests..., untiled modes...)
// CuTe C++ slices a rank-1 tuple mode with `_` as a whole (repeat<1>(_) is
// `_`); CuTe IR lifts its one sub-mode.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using namespace detail;

TileNode TileNode::fromLayout(const Layout &l) {
  TileNode n;
  n.kind = Kind::Layout;
  n.layout = l;
  return n;
}

TileNode TileNode::fromShape(const IntTuple &s) {
  TileNode n;
  if (s.isUnderscore()) {
    n.kind = Kind::Underscore;
    return n;
  }
  if (s.isLeaf()) {
    // A leaf extent's compact layout moves the leaf: nothing to trace.
    Ctx c(/*tracer=*/nullptr);
    return fromLayout(compactLayout(c, s));
  }
  n.kind = Kind::Modes;
  for (const IntTuple &e : s.elems())
    n.modes.push_back(fromShape(e));
  return n;
}

TileNode TileNode::fromTile(const Tile &t) {
  TileNode n;
  n.kind = Kind::Modes;
  for (const Tile::Mode &m : t.modes) {
    if (const auto *l = std::get_if<Layout>(&m))
      n.modes.push_back(fromLayout(*l));
    else if (const auto *nested = std::get_if<NestedTile>(&m))
      n.modes.push_back(fromTile(**nested));
    else
      n.modes.push_back(fromShape(std::get<IntTuple>(m)));
  }
  return n;
}

Layout tilerElementLayout(const Layout &l, bool isInt) {
  if (isInt && isOne(l.shape))
    return Layout{I(1), I(0)};
  return l;
}

namespace detail {

std::string tilerRankError(const char *op, const Layout &a, const Tiler &t) {
  if (t.modes.empty())
    return std::string(op) + ": empty by-mode tiler";
  if ((int)t.modes.size() > rankOf(a))
    return std::string(op) + ": tiler has " + std::to_string(t.modes.size()) +
           " modes but the layout has rank " + std::to_string(rankOf(a));
  return "";
}

} // namespace detail

TileNode tileNodeOf(const Tiler &t) {
  if (!t.byMode)
    return TileNode::fromLayout(tilerElementLayout(t.layout, t.layoutIsInt));
  TileNode n;
  n.kind = TileNode::Kind::Modes;
  for (size_t i = 0; i < t.modes.size(); ++i)
    n.modes.push_back(TileNode::fromLayout(tilerElementLayout(
        t.modes[i], i < t.modeIsInt.size() && t.modeIsInt[i])));
  return n;
}


namespace {

/// `f` through the tiler; `zip` regroups a tuple tiler's result as
/// ((tiles...), (rests..., untiled modes...)).
Layout applyModes(Ctx &c, const Layout &x, const TileNode &t, bool zip,
                  const LayoutOp &f) {
  switch (t.kind) {
  case TileNode::Kind::Underscore:
    return x;
  case TileNode::Kind::Layout:
    return f(c, x, t.layout);
  case TileNode::Kind::Modes:
    break;
  }
  int n = (int)t.modes.size();
  if (n > rankOf(x)) {
    c.fail("tiler has " + std::to_string(n) +
           " modes but the layout has rank " + std::to_string(rankOf(x)));
    return x;
  }
  std::vector<Layout> lys;
  for (int i = 0; i < n; ++i)
    lys.push_back(applyModes(c, getMode(x, i), t.modes[i], zip, f));
  for (int i = n; i < rankOf(x); ++i)
    lys.push_back(getMode(x, i));
  if (!zip || c.bad())
    return concatLayouts(lys);
  std::vector<Layout> tiles, rests;
  for (int i = 0; i < n; ++i) {
    if (rankOf(lys[i]) != 2 || lys[i].shape.isLeaf()) {
      c.fail("a tiled mode is not rank 2");
      return x;
    }
    tiles.push_back(getMode(lys[i], 0));
    rests.push_back(getMode(lys[i], 1));
  }
  for (int i = n; i < rankOf(x); ++i)
    rests.push_back(lys[i]);
  return concatLayouts({concatLayouts(tiles), concatLayouts(rests)});
}

/// Mode i of the rank-2 `z`, kept whole or with its sub-modes lifted.
void sliceInto(const Layout &z, int i, bool lift, Semantics sem,
               std::vector<Layout> &out) {
  Layout m = getMode(z, i);
  bool liftable = m.shape.isTuple() &&
                  (sem == Semantics::CuteIR || m.shape.rank() >= 2);
  if (!lift || !liftable) {
    out.push_back(m);
    return;
  }
  for (int j = 0; j < m.shape.rank(); ++j)
    out.push_back(getMode(m, j));
}

} // namespace

Layout detail::applyTiler(Ctx &c, const Layout &x, const TileNode &t,
                          Grouping g, Semantics sem, const LayoutOp &f) {
  bool zip = g != Grouping::Logical && t.kind == TileNode::Kind::Modes;
  Layout z = applyModes(c, x, t, zip, f);
  if (c.bad() || g == Grouping::Logical || g == Grouping::Zipped ||
      rankOf(z) != 2)
    return z;
  std::vector<Layout> modes;
  sliceInto(z, 0, g == Grouping::Flat, sem, modes);
  sliceInto(z, 1, true, sem, modes);
  return concatLayouts(modes);
}

Result<Layout> detail::tileAndGroup(bool divide, const Layout &a,
                                    const TileNode &t, Grouping g,
                                    Semantics sem, dyn::Tracer *tracer,
                                    const LayoutOp &f) {
  Ctx c(tracer);
  Layout r = applyTiler(c, a, t, g, sem, f);
  return checked(groupedName(divide, g), c, r);
}

Result<Layout> detail::tileAndGroup(bool divide, const Layout &a,
                                    const Tiler &b, Grouping g) {
  if (b.byMode) {
    std::string e = tilerRankError(groupedName(divide, g), a, b);
    if (!e.empty())
      return Result<Layout>::fail(e);
  }
  return divide ? layout::divide(a, tileNodeOf(b), g, Semantics::CuteCpp,
                                 /*tracer=*/nullptr)
                : product(a, tileNodeOf(b), g, Semantics::CuteCpp,
                          /*tracer=*/nullptr);
}

const char *detail::groupedName(bool divide, Grouping g) {
  switch (g) {
  case Grouping::Logical:
    return divide ? "logical_divide" : "logical_product";
  case Grouping::Zipped:
    return divide ? "zipped_divide" : "zipped_product";
  case Grouping::Tiled:
    return divide ? "tiled_divide" : "tiled_product";
  case Grouping::Flat:
    return divide ? "flat_divide" : "flat_product";
  }
  return "";
}

} // namespace cute_nvgpu::layout
