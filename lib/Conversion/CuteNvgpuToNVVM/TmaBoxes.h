//===- TmaBoxes.h - the boxes a TMA copy moves ------------------*- C++ -*-===//
//
// cute.copy and cute.prefetch with a TMA atom lower to one instruction per box
// of the coordinate tensor (its mode 0 one box, its other modes the boxes).
// A tiled tensor's boxes are TmaCopy.cpp's; an im2col tensor's (a composed
// layout) Im2colTmaCopy.cpp's. Both give the same thing: the box count and
// each box's instruction operands.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_CONVERSION_TMABOXES_H
#define CUTE_NVGPU_LIB_CONVERSION_TMABOXES_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

#include "mlir/IR/Builders.h"
#include "mlir/Support/LogicalResult.h"

#include <functional>
#include <string>

namespace cute_nvgpu::lowering {

/// One TMA instruction's tensor operands: its coordinates (i32, innermost
/// first) and, in im2col mode, its filter offsets (i16, one per spatial
/// mode; a load or prefetch passes them, a store or reduction does not).
struct TmaBoxOperands {
  llvm::SmallVector<mlir::Value> coords, im2colOffsets;
};

/// The boxes of a coordinate tensor: `count` boxes, column-major over the
/// flattened extents of its modes 1.., box i's operands emitted on demand.
struct TmaBoxSource {
  int64_t count = 0;
  std::function<mlir::FailureOr<TmaBoxOperands>(
      mlir::OpBuilder &, mlir::Location, int64_t box, std::string &why)>
      operandsOf;
};

/// The boxes of an im2col coordinate tensor (CuTe's TMA tensor of
/// make_im2col_tma_copy, after tma_partition and slicing): box i starts at
/// the tensor's value at (0, i), CuTe's (c, (w[,h[,d]]), n, (s[,r[,t]]));
/// the instruction's coordinates are c, w, h, d, n and its offsets s, r, t
/// (`withOffsets`: a load or a prefetch). `lowered` is the tensor's lowered
/// value.
mlir::FailureOr<TmaBoxSource>
readIm2colBoxes(mlir::OpBuilder &b, mlir::Location loc,
                cute::CoordTensorType tensor, mlir::Value lowered,
                bool withOffsets, std::string &why);

} // namespace cute_nvgpu::lowering

#endif // CUTE_NVGPU_LIB_CONVERSION_TMABOXES_H
