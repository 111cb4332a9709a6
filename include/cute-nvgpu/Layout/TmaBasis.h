//===- TmaBasis.h - the layout algebra of a TMA copy ------------*- C++ -*-===//
//
// What CuTe's make_tma_copy computes from layouts alone (CuTe
// copy_traits_sm90_tma.hpp: construct_tma_gbasis, coalesce_256 and the
// strides of get_tma_tensor), on the shared algebra, for GMEM layouts with
// static or run-time leaves. The descriptor's numbers (byte strides, box,
// CUDA enums) are the target's business: Target/TmaPlan.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_TMABASIS_H
#define CUTE_NVGPU_LAYOUT_TMABASIS_H

#include "cute-nvgpu/Layout/Layout.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cute_nvgpu::layout {

/// The TMA G-basis: TMA box mode -> GMEM mode(s), e.g.
/// `(64,128,1):(1@1,1@0,1@2)`. `gmem` is the global tensor's layout in
/// elements (static or run-time leaves), `smem` the non-swizzled part of the
/// SMEM layout and `ctaVMap` the CTA value map (SMEM index -> GMEM
/// coordinate, scaled-basis strides); both static. Fails, naming the rule,
/// when the sizes differ, when no SMEM-contiguous vector reaches a stride-1
/// GMEM mode ("no common vectorization"), or when the algebra fails.
Result<Layout> tmaGbasis(const Layout &gmem, const Layout &smem,
                         const Layout &ctaVMap);

/// basis_get(e, t): the element of `t` at the mode path of the scaled basis
/// `e` (a leaf of `t` is its own element 0), or null where `t` has none.
const IntTuple *basisGet(const IntTuple &e, const IntTuple &t);

/// CuTe's coalesce_256: flat modes merged front to back while the merge is
/// statically contiguous and its extent at most 256 (the largest box
/// extent); size-1 modes dropped, `1:0` when nothing is left.
Layout coalesce256(const Layout &l);

/// The strides of the TMA coordinate tensor (get_tma_tensor): for each leaf
/// of `gmem`, the TMA coordinate basis `k@j` of the box mode j that holds
/// it, 0 for static size-1 or stride-0 leaves and leaves no box mode holds.
/// `gmemValues` (congruent, every leaf known; may be null) gives the
/// coefficients that are run-time values in `gmem`: box mode 0's GMEM
/// stride, and with `byteStrides[j]` (the descriptor's global stride of
/// mode j in bytes, when known) the scale of a leaf folded into a multi-leaf
/// box mode. Unknown, a coefficient is a run-time `?`.
Result<IntTuple>
tmaCoordStrides(const Layout &gmem, const Layout *gmemValues,
                const Layout &gbasis, int64_t elemBits,
                const std::vector<std::optional<uint64_t>> &byteStrides);

/// CuTe's tma_partition on layouts: the SMEM tensor's layout (its mode 0
/// the SMEM tile, without the swizzle) and the TMA coordinate tensor's,
/// each regrouped as ((TMA, TMA_Iter), Rest...): mode 0 of each is divided
/// into the `valuesPerTma` SMEM-contiguous elements one TMA instruction
/// moves and the instructions that cover the tile.
struct TmaPartitionLayouts {
  Layout smem;
  Layout gmem;
};
/// The rest modes pass through; with `tracer`, their dynamic leaves are
/// reported as a lowering's tags (the tile mode is static).
Result<TmaPartitionLayouts> tmaPartitionLayouts(const Layout &smem,
                                                const Layout &gmem,
                                                int64_t valuesPerTma,
                                                dyn::Tracer *tracer = nullptr);

} // namespace cute_nvgpu::layout

#endif // CUTE_NVGPU_LAYOUT_TMABASIS_H
