//===- TmaIm2colBasis.h - the layout algebra of an im2col TMA copy -*- C++ -*-===//
//
// What CuTe's make_im2col_tma_copy computes from layouts alone (CuTe
// copy_traits_sm90_im2col.hpp: make_tma_atom_im2col and the TMA tensor of
// make_im2col_tma_copy_desc), on the shared algebra. An im2col copy moves
// a (channels x pixels) box: the SMEM tile's two leading contiguous modes,
// one GMEM mode of channels and one of pixels (w,h,d,n). The descriptor's
// numbers and the driver's rules are the target's business:
// Target/TmaIm2colPlan.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_TMAIM2COLBASIS_H
#define CUTE_NVGPU_LAYOUT_TMAIM2COLBASIS_H

#include "cute-nvgpu/Layout/Layout.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cute_nvgpu::layout {

/// CuTe's tma_layout_vt and what the descriptor reads from it.
struct Im2colBasis {
  /// tma_layout_trunc divided by its size / multicast:
  /// ((channels, pixels), multicast slices), bases into the GMEM modes.
  Layout vt;
  /// stride<0,0>(vt) and stride<0,1>(vt): the GMEM mode of the channels
  /// and the one of the pixels, as scaled bases (`1@1`, `1@0` for a
  /// ((w,h,d,n),c) tensor).
  IntTuple channelMode, pixelMode;
  int64_t channels = 0; // range_c: channelsPerPixel
  int64_t pixels = 0;   // range_whdn: pixelsPerColumn (one CTA's share)
  /// size(tma_layout_trunc): the elements of one TMA instruction (before
  /// the multicast split: CuTe's NumBitsPerTMA / element bits).
  int64_t valuesPerTma = 0;
};

/// `gmem` is the global tensor's layout in elements with exactly two
/// top-level modes (pixels and channels, either order), `smem` the
/// non-swizzled SMEM tile (static), `ctaVMap` SMEM index -> GMEM coordinate.
/// Fails, naming the rule, when the top-level shapes differ, when fewer than
/// two SMEM-contiguous modes reach GMEM modes, or when `multicast` does not
/// split the pixels.
Result<Im2colBasis> tmaIm2colBasis(const Layout &gmem, const Layout &smem,
                                   const Layout &ctaVMap, int64_t multicast);

/// CuTe's gtensor_cwhdn: the GMEM layout flattened, the channel mode first,
/// then the pixel mode's leaves (w,h,d,n).
Result<Layout> im2colCwhdn(const Layout &gmem, const Im2colBasis &basis);

/// The convolution's im2col parameters (make_im2col_tma_copy's
/// lower_corner_whd ... stride_srt), one entry per spatial mode (w,h,d).
struct Im2colParams {
  std::vector<int64_t> lowerCornerWhd, upperCornerWhd, lowerPaddingWhd,
      upperPaddingWhd, strideWhd, lowerSrt, strideSrt;
  /// CuTe's defaults for a copy with no offsets (a C or D tensor): corners,
  /// paddings and lower_srt 0, strides 1.
  static Im2colParams noOffsets(int spatialModes);
};

/// The im2col TMA coordinate tensor: ArithTuple(base) o layout, where base
/// is (0, lower_corner_whd, 0, lower_srt) and layout is
/// gemm o offset o identity(linear): the GEMM view ((q,p,z,n),(c,s,r,t))
/// (or the other order) with TMA coordinate bases, read through its
/// linearized pixel mode.
struct Im2colTmaTensor {
  IntTuple base;
  ComposedLayout layout;
};
std::string toString(const Im2colTmaTensor &t);

/// The TMA tensor of make_im2col_tma_copy_desc for `cwhdn` (im2colCwhdn),
/// run-time extents giving run-time GEMM extents. Fails on parameter lists
/// of the wrong length, traversal strides below 1, a zero stride_srt, a
/// spatial mode with no output pixel or no filter tap, and parameters whose
/// arithmetic overflows 64 bits.
Result<Im2colTmaTensor> im2colTmaTensor(const Layout &cwhdn,
                                        const Im2colBasis &basis,
                                        const Im2colParams &params);

} // namespace cute_nvgpu::layout

#endif // CUTE_NVGPU_LAYOUT_TMAIM2COLBASIS_H
