//===- Patterns.h - cute op lowerings, one file per kind (internal) -*- C++ -*-===//
#ifndef CUTE_NVGPU_LIB_CONVERSION_CUTETOLLVM_PATTERNS_H
#define CUTE_NVGPU_LIB_CONVERSION_CUTETOLLVM_PATTERNS_H

#include "RuntimeValue.h"

#include "mlir/Transforms/DialectConversion.h"

namespace cute_nvgpu::cute_lowering {

/// Visit / rewrite the dynamic leaves of a value in print order.
void forEachDynamicLeaf(const L::CuteIRValue &v,
                        llvm::function_ref<void(const L::IntTuple &)> fn);
L::CuteIRValue
mapDynamicLeaves(const L::CuteIRValue &v,
                 llvm::function_ref<L::IntTuple(const L::IntTuple &)> fn);

/// A lowering keyed by op name, so that it does not depend on the op's C++
/// class: `lower` gets the op and its operands' dynamic leaves (print order,
/// one list per operand; integer operands as a one-element list) and
/// returns the replacement values of the op's results (lowered values), or
/// failure when this case is not lowered.
/// `rb` builds at the op, with run-time checks when the pass asks for them.
using LowerFn = std::function<mlir::FailureOr<llvm::SmallVector<mlir::Value>>(
    mlir::Operation *op, llvm::ArrayRef<llvm::SmallVector<mlir::Value>> leaves,
    RIntBuilder &rb)>;

/// What the lowering is asked for (the pass's options).
struct LoweringOptions {
  /// Guard run-time leaf arithmetic (RIntBuilder) and report violations.
  bool runtimeChecks = false;
};

void addNamedLowering(const mlir::TypeConverter &converter,
                      mlir::RewritePatternSet &patterns,
                      const LoweringOptions &options, llvm::StringRef opName,
                      LowerFn fn, unsigned benefit = 2);

/// printf(format, args...) on the host (fflush(NULL) after it when `flush`),
/// gpu.printf in GPU code (where `anchor` sits).
mlir::LogicalResult emitPrintf(mlir::OpBuilder &b, mlir::Location loc,
                               mlir::Operation *anchor, llvm::StringRef format,
                               mlir::ValueRange args, bool flush);

/// Lowered value of `resultType` from an RTuple (int tuple kinds).
mlir::FailureOr<mlir::Value> packTuple(mlir::OpBuilder &b, mlir::Location loc,
                                       mlir::Type resultType,
                                       const RTuple &value);

/// `cute.equal` / `cute.elem_less` of `op`'s two operands as an i1 leaf:
/// equal when both have one structure and equal leaves (a layout: its shape
/// and stride), elem_less when every integer leaf of lhs is below rhs's.
/// Static leaves fold, so with two static operands the answer is a constant
/// and nothing is built (what cute-fold-static folds to). Failure for
/// operands it cannot compare.
mlir::FailureOr<RInt> compareOperands(
    mlir::Operation *op, llvm::ArrayRef<llvm::SmallVector<mlir::Value>> leaves,
    RIntBuilder &rb);

void populateConstructorLowerings(const mlir::TypeConverter &converter,
                                  mlir::RewritePatternSet &patterns,
    const LoweringOptions &options);
void populatePrintLowering(const mlir::TypeConverter &converter,
                           mlir::RewritePatternSet &patterns,
    const LoweringOptions &options);
void populateArithmeticLowerings(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns,
    const LoweringOptions &options);
/// Coordinate tensors: get_iter, get_layout, make_view and the arith-tuple
/// iterator's dereference move their dynamic leaves between the parts.
void populateViewLowerings(const mlir::TypeConverter &converter,
                           mlir::RewritePatternSet &patterns,
                           const LoweringOptions &options);
/// CUTLASS's fast division: the divisor struct(d, m, s1, s2) and the
/// multiply-high quotient (FastDivmod.cpp).
mlir::Type fastDivmodDivisorStruct(mlir::MLIRContext *ctx, unsigned width);
void populateFastDivmodLowerings(const mlir::TypeConverter &converter,
                                 mlir::RewritePatternSet &patterns,
                                 const LoweringOptions &options);
/// Any other cute op with InferTypeOpInterface: its type inference is run
/// again under a Layout/Dynamic.h tracer, which yields each dynamic result
/// leaf as an operand leaf passed through (get, select, group_modes, ...)
/// or as arithmetic on operand leaves (composition, divides, products,
/// recast_layout, ...), emitted as arith ops.
void populateTracedLowering(const mlir::TypeConverter &converter,
                            mlir::RewritePatternSet &patterns,
    const LoweringOptions &options);

} // namespace cute_nvgpu::cute_lowering

#endif
