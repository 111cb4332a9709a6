//===- TiledCopy.cpp - make_cotiled_copy -----------------------------------===//
//
// CuTe's make_cotiled_copy (atom/copy_atom.hpp), step by step on the
// algebra's C++-semantics entry points:
//   inv      = (left_inverse(data), 1:0)          data address -> data index
//   tvData   = inv o atomTv                       (thr,val) -> data index
//   check      coalesce(data o mode1(tvData)) == coalesce(mode1(atomTv))
//   tiler_i  = filter(flatShape:(0..1@i..0) o tvData)  per mode i of data
//   tile2data = compact(flatShape) o tiler
//   layoutTv = left_inverse(tile2data) o tvData
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Layout/TiledCopy.h"

namespace cute_nvgpu::layout {

namespace {
constexpr Semantics kCpp = Semantics::CuteCpp;

template <typename T>
Result<CotiledCopy> failWith(const Result<T> &r, const char *step) {
  return Result<CotiledCopy>::fail(std::string("make_cotiled_copy: ") + step +
                                   ": " + r.error().message);
}
} // namespace

Result<CotiledCopy> makeCotiledCopy(const Layout &atomTv, const Layout &data) {
  if (!isStatic(atomTv) || !isStatic(data))
    return Result<CotiledCopy>::fail(
        "make_cotiled_copy: the layouts must be static");
  if (rank(atomTv) != 2)
    return Result<CotiledCopy>::fail(
        "make_cotiled_copy: the atom's layout is not (thread, value)");
  Result<Layout> li = leftInverse(data, kCpp);
  if (!li.ok())
    return failWith(li, "left_inverse of the data layout");
  Layout inv = concatLayouts(
      {*li, makeLayout(IntTuple::integer(1), IntTuple::integer(0))});
  Result<Layout> tvData = composition(inv, atomTv, kCpp);
  if (!tvData.ok())
    return failWith(tvData, "composing the atom with the data's inverse");
  if (rank(*tvData) != 2)
    return Result<CotiledCopy>::fail(
        "make_cotiled_copy: the (thread, value) layout lost its modes");

  // Every address the atom's values reach is one the data layout holds.
  Result<Layout> reached = composition(data, getMode(*tvData, 1), kCpp);
  Result<Layout> lhs = reached.ok() ? coalesce(*reached, kCpp) : reached;
  Result<Layout> rhs = coalesce(getMode(atomTv, 1), kCpp);
  if (!lhs.ok() || !rhs.ok() || *lhs != *rhs)
    return Result<CotiledCopy>::fail(
        "make_cotiled_copy: the memory the atom's values point to does not "
        "exist in the tensor's layout");

  Result<IntTuple> flat = productEach(data.shape);
  if (!flat.ok())
    return failWith(flat, "the data's mode sizes");
  int r = flat->rank();
  std::vector<IntTuple> zeros(r, IntTuple::integer(0));
  CotiledCopy out;
  std::vector<TileNode> tileModes;
  for (int i = 0; i < r; ++i) {
    std::vector<IntTuple> stride = zeros;
    stride[i] = IntTuple::integer(1);
    Result<Layout> proj =
        composition(makeLayout(*flat, IntTuple::tuple(stride)), *tvData, kCpp);
    Result<Layout> mode = proj.ok() ? filter(*proj) : proj;
    if (!mode.ok())
      return failWith(mode, "the tiler's mode");
    out.tiler.modes.push_back(*mode);
    tileModes.push_back(TileNode::fromLayout(*mode));
  }
  TileNode tiler;
  tiler.kind = TileNode::Kind::Modes;
  tiler.modes = std::move(tileModes);

  std::vector<IntTuple> compactStride;
  int64_t run = 1;
  for (int i = 0; i < r; ++i) {
    compactStride.push_back(IntTuple::integer(run));
    run *= (*flat)[i].value();
  }
  Result<Layout> tile2data = composition(
      makeLayout(*flat, IntTuple::tuple(compactStride)), tiler, kCpp);
  if (!tile2data.ok())
    return failWith(tile2data, "the tile-to-data layout");
  Result<Layout> tileInv = leftInverse(*tile2data, kCpp);
  if (!tileInv.ok())
    return failWith(tileInv, "left_inverse of the tile-to-data layout");
  Result<Layout> tv = composition(*tileInv, *tvData, kCpp);
  if (!tv.ok())
    return failWith(tv, "the tiled (thread, value) layout");
  out.layoutTv = *tv;
  return out;
}

} // namespace cute_nvgpu::layout
