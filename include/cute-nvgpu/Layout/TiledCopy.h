//===- TiledCopy.h - tiled copies built from an atom's data layout --------===//
//
// CuTe's make_cotiled_copy: a tiled copy whose (thread, value) -> address
// layout is given over the tensor it will copy (make_tmem_copy and
// make_utccp_copy build theirs so). Static layouts only, as in CuTe.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_TILEDCOPY_H
#define CUTE_NVGPU_LAYOUT_TILEDCOPY_H

#include "cute-nvgpu/Layout/Layout.h"

namespace cute_nvgpu::layout {

/// A tiled copy's TiledLayout_TV and its by-mode tiler (one layout per
/// top-level mode of the tensor).
struct CotiledCopy {
  Layout layoutTv;
  Tile tiler;
};

/// make_cotiled_copy(atom, atomTv, data): `atomTv` maps (thread, value) to
/// an address of the tensor whose layout is `data`; every address it
/// reaches must be one `data` holds. The tiler keeps, per mode of `data`,
/// the coordinates the atom touches; layoutTv maps (thread, value) into
/// that tile.
Result<CotiledCopy> makeCotiledCopy(const Layout &atomTv, const Layout &data);

} // namespace cute_nvgpu::layout

#endif // CUTE_NVGPU_LAYOUT_TILEDCOPY_H
