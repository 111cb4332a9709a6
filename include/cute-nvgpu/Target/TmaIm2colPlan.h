//===- TmaIm2colPlan.h - the im2col TMA descriptor plan ---------*- C++ -*-===//
//
// What cuTensorMapEncodeIm2col receives for an im2col TMA copy, computed as
// CuTe's make_im2col_tma_copy computes it (the box from
// Layout/TmaIm2colBasis.h, then make_im2col_tma_copy_desc's extents, byte
// strides, corners, traversal strides and enums), plus the im2col TMA
// coordinate tensor and the mbarrier transaction bytes. One function, used
// by the cute_nvgpu verifiers and `cute-nvgpu tma plan --op load-im2col`.
// Beyond CuTe, which passes them to the driver unchecked, the driver's
// rules (rank 3..5, corner ranges per rank, channelsPerPixel <= 256,
// pixelsPerColumn <= 1024, traversal strides 1..8, the box inside the
// swizzle span, a non-empty pixel box) are refusals naming the rule.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_TMAIM2COLPLAN_H
#define CUTE_NVGPU_TARGET_TMAIM2COLPLAN_H

#include "cute-nvgpu/Layout/TmaIm2colBasis.h"
#include "cute-nvgpu/Target/TmaPlan.h"

namespace cute_nvgpu::target::tma {

enum class Im2colOp { Load, LoadMulticast, Store };
/// load-im2col, load-im2col-multicast, store-im2col.
std::optional<Im2colOp> im2colOpFromName(std::string_view name);

struct Im2colPlanInput {
  Im2colOp op = Im2colOp::Load;
  const DataType *type = nullptr;
  /// The GMEM layout in elements, two modes (pixels, channels); run-time
  /// leaves are `?`. `gmemValues` holds every leaf's value when known.
  layout::Layout gmem;
  std::optional<layout::Layout> gmemValues;
  layout::AnyLayout smem;
  layout::Layout ctaVMap;
  int64_t multicast = 1;
  /// Empty lists take CuTe's no-offset defaults (Im2colParams::noOffsets).
  layout::Im2colParams params;
};

struct Im2colPlan {
  layout::Im2colBasis basis;
  std::string tensorDataType;
  int tensorRank = 0;
  std::vector<std::optional<uint64_t>> globalDim;
  std::vector<std::optional<uint64_t>> globalStrides; // bytes, rank-1
  std::vector<int64_t> pixelBoxLowerCorner, pixelBoxUpperCorner;
  uint32_t channelsPerPixel = 0, pixelsPerColumn = 0;
  std::vector<uint32_t> elementStrides;
  std::string interleave, swizzle, l2Promotion, oobFill;
  layout::Im2colTmaTensor tmaTensor;
  int64_t expectTxBytes = 0;
  int64_t copyBits = 0; // CuTe's NumBitsPerTMA
};

layout::Result<Im2colPlan> makeIm2colPlan(const Im2colPlanInput &in);

/// The plan input from texts as `cute-nvgpu tma plan` takes them (see
/// planInputFromText); each parameter list is an integer tuple such as
/// `(-1,-1)` or empty for CuTe's default.
struct Im2colParamTexts {
  std::string lowerCornerWhd, upperCornerWhd, lowerPaddingWhd,
      upperPaddingWhd, strideWhd, lowerSrt, strideSrt;
};
layout::Result<Im2colPlanInput>
im2colPlanInputFromText(Im2colOp op, std::string_view elem,
                        const std::string &gmem, const std::string &smem,
                        const std::string &ctaTile, int64_t multicast,
                        const Im2colParamTexts &params);

/// `name: value` lines, the cuTensorMapEncodeIm2col argument names.
std::string formatIm2colPlan(const Im2colPlan &p);

} // namespace cute_nvgpu::target::tma

#endif // CUTE_NVGPU_TARGET_TMAIM2COLPLAN_H
