//===- CoordTensorParts.h - a coordinate tensor's parts at run time -*- C++ -*-===//
//
// A lowered coordinate tensor holds its iterator's run-time leaves, then
// its layout's. The partition lowering and the im2col box reader take it
// apart the same way.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_CONVERSION_COORDTENSORPARTS_H
#define CUTE_NVGPU_LIB_CONVERSION_COORDTENSORPARTS_H

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

#include "mlir/IR/Builders.h"

#include <optional>

namespace cute_nvgpu::lowering {

/// A coordinate tensor's iterator and layout values with their run-time
/// leaves (print order each).
struct CoordTensorParts {
  layout::CuteIRValue iter, layout;
  llvm::SmallVector<mlir::Value> iterLeaves, layoutLeaves;
};

/// The parts of `lowered`, a value of the coordinate tensor type `t`;
/// nullopt when its iterator is not an int tuple or a part is unreadable.
inline std::optional<CoordTensorParts>
coordTensorParts(mlir::OpBuilder &b, mlir::Location loc,
                 cute::CoordTensorType t, mlir::Value lowered) {
  auto view = mlir::cast<cute::ViewTypeInterface>(t);
  std::optional<layout::CuteIRValue> iter =
      cuteTypeValue(view.getIteratorType());
  std::optional<layout::CuteIRValue> lay =
      cuteTypeValue(view.getViewLayoutType());
  if (!iter || !lay || iter->kind() != layout::CuteIRValue::Kind::IntTuple)
    return std::nullopt;
  llvm::SmallVector<mlir::Value> all = cuteUnpackLeaves(b, loc, t, lowered);
  size_t nIter = cuteDynamicLeafCount(*iter);
  if (nIter > all.size())
    return std::nullopt;
  CoordTensorParts p{*iter, *lay, {}, {}};
  p.iterLeaves.assign(all.begin(), all.begin() + nIter);
  p.layoutLeaves.assign(all.begin() + nIter, all.end());
  return p;
}

} // namespace cute_nvgpu::lowering

#endif // CUTE_NVGPU_LIB_CONVERSION_COORDTENSORPARTS_H
