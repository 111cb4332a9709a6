//===- CuteToLLVM.h - cute values at run time -------------------*- C++ -*-===//
//
// A `cute` value type (int_tuple, shape, stride, coord, tile, layout,
// composed_layout, swizzle) lowers to an LLVM struct holding only its
// dynamic (`?`) leaves, as CuTe IR lowers it: no dynamic leaf gives an empty
// struct, exactly one gives the bare integer (i32, or i64 for `?{i64}`),
// several give a struct of them; a layout is struct(shape, stride), a
// composed layout `A o offset o B` is struct(B, offset, A), and a tile keeps
// one item per layout mode (struct(shape, stride)) and one per dynamic leaf of
// its other modes. Static leaves live in the type only. A coordinate tensor
// is struct(iterator, layout) (CuTe DSL's own form), an arith-tuple iterator
// its coordinate.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_CONVERSION_CUTETOLLVM_H
#define CUTE_NVGPU_CONVERSION_CUTETOLLVM_H

#include "mlir/IR/Builders.h"

namespace mlir {
class OpPassManager;
class RewritePatternSet;
class TypeConverter;
} // namespace mlir

namespace cute_nvgpu {

/// The LLVM type a cute value type or coordinate tensor lowers to; null for
/// other types.
mlir::Type cuteLoweredType(mlir::Type cuteType);
/// The dynamic leaves (print order) of `lowered`, a value of
/// cuteLoweredType(cuteType): for the lowerings of ops outside the cute
/// dialect that take cute values (a TMA copy's coordinate tensor).
llvm::SmallVector<mlir::Value> cuteUnpackLeaves(mlir::OpBuilder &b,
                                                mlir::Location loc,
                                                mlir::Type cuteType,
                                                mlir::Value lowered);

/// cute value types -> their LLVM struct; every other type unchanged.
void populateCuteToLLVMTypeConversions(mlir::TypeConverter &converter);

/// Every cute op's lowering: `cute.static`, the constructors, `cute.print`
/// (printf on the host, gpu.printf in GPU code), and the ops whose dynamic
/// results are computed at run time.
/// `runtimeChecks`: guard the run-time leaf arithmetic (zero divisors,
/// overflow, shape_div's divisibility) with a report and a trap.
void populateCuteToLLVMConversionPatterns(const mlir::TypeConverter &converter,
                                          mlir::RewritePatternSet &patterns,
                                          bool runtimeChecks = false);

/// `cute-host-pipeline`: fold static cute values, lower cute ops, then
/// func/arith/scf/cf/math/ub to the LLVM dialect for mlir-runner.
void buildCuteHostPipeline(mlir::OpPassManager &pm);
void registerCuteHostPipeline();

} // namespace cute_nvgpu

#endif
