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

#include "cute-nvgpu/Layout/Layout.h"

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

/// How many run-time leaves a cute value holds: the count of the leaves
/// cuteUnpackLeaves returns for a type denoting it (an iterator's come
/// first in a coordinate tensor's).
size_t cuteDynamicLeafCount(const layout::CuteIRValue &v);

/// A value the layout algebra computes from, at run time: what its type
/// says, with its dynamic leaves (print order) as SSA integers.
struct CuteRuntimeOperand {
  layout::CuteIRValue value;
  llvm::SmallVector<mlir::Value> leaves;
};
/// Runs `compute`, a layout-algebra computation, once on `operands` with a
/// tracer that emits its leaf arithmetic here, and returns the dynamic
/// leaves of each value it computes (print order), each of the width the
/// computed value gives its leaf. `compute` receives the operands' values
/// with their dynamic leaves tagged and must compute only from those (a
/// leaf it makes up has no run-time value and fails the call). With
/// `checkedOp`, conditions the algebra assumed of run-time leaves are
/// checked at run time (a report naming the op, then a trap).
mlir::FailureOr<llvm::SmallVector<llvm::SmallVector<mlir::Value>>>
cuteTraceAlgebra(
    mlir::OpBuilder &b, mlir::Location loc,
    llvm::ArrayRef<CuteRuntimeOperand> operands,
    llvm::function_ref<mlir::FailureOr<std::vector<layout::CuteIRValue>>(
        llvm::ArrayRef<layout::CuteIRValue>, layout::dyn::Tracer *)>
        compute,
    std::vector<layout::CuteIRValue> *computed = nullptr,
    mlir::Operation *checkedOp = nullptr);

/// Whether `op` is device code: inside a gpu.module, gpu.launch or
/// gpu.func, a kernel (`cute_nvgpu.kernel`), or a module `cute-nvgpu
/// compile` compiles for the device (`cute_nvgpu.device`).
bool isDeviceCode(mlir::Operation *op);
/// cute.print's output: printf on the host, the device's printf in device
/// code (where `anchor` sits), with `format` and `args` as C's printf.
mlir::LogicalResult emitCutePrint(mlir::OpBuilder &b, mlir::Location loc,
                                  mlir::Operation *anchor,
                                  llvm::StringRef format, mlir::ValueRange args);
/// CuTe DSL's formatted print: `fmt` with `%` escaped and each `{}`
/// replaced by what `placeholder(i, format)` appends for value i; failure
/// when a placeholder fails or the `{}` and the `numValues` values do not
/// pair up.
mlir::LogicalResult expandCutePrintFormat(
    llvm::StringRef fmt, size_t numValues, std::string &format,
    llvm::function_ref<mlir::LogicalResult(size_t, std::string &)>
        placeholder);
/// The printf format of a cute value type's value (its text, a `%d` or
/// `%lld` per run-time leaf), or failure for other types.
mlir::FailureOr<std::string> cutePrintFormat(mlir::Type cuteType);

/// The lowered value of `cuteType` whose dynamic leaves (print order) are
/// `leaves`.
mlir::Value cutePackLeaves(mlir::OpBuilder &b, mlir::Location loc,
                           mlir::Type cuteType, mlir::ValueRange leaves);
/// The CuTe IR text of `v` with every dynamic leaf's divisibility dropped
/// (its width kept): two values with the same such text hold the same
/// run-time leaves, whatever a tracer's tags or the DSL's `div=` say.
std::string cuteTextWithoutDivisibility(const layout::CuteIRValue &v);
/// The value a cute value type (int tuple, layout, ...) denotes.
std::optional<layout::CuteIRValue> cuteTypeValue(mlir::Type cuteType);

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

/// The cute ops convert-cute-nvgpu-to-nvvm lowers with the atoms, which
/// know memory's address spaces: views of memory (pointers, shared and
/// global memrefs), register tensors (their storage, elements and
/// fragments), thread partitions of memory and coordinates, atoms and
/// tiled atoms, copies with cute_nvgpu atoms. convert-cute-to-llvm leaves
/// them; the other pass lowers exactly these.
bool isLoweredWithMemory(mlir::Operation *op);

/// `cute-host-pipeline`: fold static cute values, lower cute ops, then
/// func/arith/scf/cf/math/ub to the LLVM dialect for mlir-runner.
void buildCuteHostPipeline(mlir::OpPassManager &pm);

/// convert-scf-to-cf without its rollback log (upstream's option; its
/// patterns build only cf ops), as both pipelines run it.
void addScfToCfWithoutRollback(mlir::OpPassManager &pm);
void registerCuteHostPipeline();

} // namespace cute_nvgpu

#endif
