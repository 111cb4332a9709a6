//===- CuteValue.h - the CuTe value a cute type denotes (internal) -------===//
//
// Every value-carrying `cute` type (int_tuple, shape, stride, coord, tile,
// layout, composed_layout, swizzle) denotes one CuTe value; the ops compute
// their result types on these values and build the types back from them.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_CUTEVALUE_H
#define CUTE_NVGPU_LIB_CUTEVALUE_H

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

namespace cute_nvgpu::cute {

/// The value `t` denotes; failure for types that carry none (memref, ptr,
/// atoms, builtin types).
mlir::FailureOr<layout::CuteIRValue> cuteValueOf(mlir::Type t);
/// True when `t` carries a value with no dynamic (`?`) leaf anywhere.
bool isStaticCuteType(mlir::Type t);
/// True for a dynamic leaf anywhere in the value.
bool hasDynamicLeaf(const layout::CuteIRValue &v);
bool hasDynamicLeaf(const layout::IntTuple &t);

} // namespace cute_nvgpu::cute

#endif
