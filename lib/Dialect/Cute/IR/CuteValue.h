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
/// The value a quoted CuTe IR text denotes, read once per context.
mlir::FailureOr<layout::CuteIRValue> cuteValueOfText(mlir::StringAttr text);
/// True when `t` carries a value with no dynamic (`?`) leaf anywhere.
bool isStaticCuteType(mlir::Type t);
/// True for a dynamic leaf anywhere in the value.
bool hasDynamicLeaf(const layout::CuteIRValue &v);
bool hasDynamicLeaf(const layout::IntTuple &t);


//===----------------------------------------------------------------------===//
// Accessors: mode paths and values back into types
//===----------------------------------------------------------------------===//

/// One CuTe value as the mode-indexing ops see it: a tile type's value is
/// indexed by its slots (an unbracketed tile, one layout or `_`, is a leaf);
/// a composed layout by the modes of its outer (B) layout.
struct IndexedValue {
  layout::CuteIRValue value;
  bool isTile = false;
};
/// The value of an indexable type (shape, int_tuple, coord, stride, tile,
/// layout, composed_layout); failure for others.
mlir::FailureOr<IndexedValue> indexedValueOf(mlir::Type t);
/// Number of top-level modes (1 for a leaf) and whether `v` is a leaf.
int modeCount(const IndexedValue &v);
bool isLeafValue(const IndexedValue &v);
/// Mode i (0 <= i < modeCount(v)); a leaf's mode 0 is itself.
IndexedValue modeOf(const IndexedValue &v, int i);
/// CuTe IR's check of a hierarchical mode path, with its diagnostics:
/// "expects mode index in [0, N) at depth D, but got X" and "expects mode
/// indices to stop at a scalar leaf, but got K extra index/indices after
/// depth D".
mlir::LogicalResult verifyModePath(std::optional<mlir::Location> loc,
                                   const IndexedValue &v,
                                   llvm::ArrayRef<int32_t> path);
/// The value at a verified mode path.
IndexedValue valueAtModePath(const IndexedValue &v,
                             llvm::ArrayRef<int32_t> path);
/// A diagnostic at `loc`; without a location an abandoned one (active, so
/// it may be streamed into, and never reported).
mlir::InFlightDiagnostic diagnosticAt(std::optional<mlir::Location> loc,
                                      mlir::MLIRContext *ctx);
/// The type T built from `args`, or failure after T's own diagnostic at
/// `loc` when T's verifier refuses them (a value the algebra built that no
/// cute type may hold, e.g. a layout with a zero extent): inference never
/// builds a type its verifier refuses.
template <typename T, typename... Args>
mlir::FailureOr<mlir::Type> checkedType(std::optional<mlir::Location> loc,
                                        mlir::MLIRContext *ctx,
                                        Args &&...args) {
  T t = T::getChecked([&] { return diagnosticAt(loc, ctx); }, ctx,
                      std::forward<Args>(args)...);
  if (!t)
    return mlir::failure();
  return mlir::Type(t);
}
/// checkedType appended to an op's inferred result types.
template <typename T, typename... Args>
mlir::LogicalResult pushChecked(llvm::SmallVectorImpl<mlir::Type> &out,
                                std::optional<mlir::Location> loc,
                                mlir::MLIRContext *ctx, Args &&...args) {
  mlir::FailureOr<mlir::Type> t =
      checkedType<T>(loc, ctx, std::forward<Args>(args)...);
  if (mlir::failed(t))
    return mlir::failure();
  out.push_back(*t);
  return mlir::success();
}
/// Appends a type built by one of the checked builders above.
inline mlir::LogicalResult pushType(llvm::SmallVectorImpl<mlir::Type> &out,
                                    mlir::FailureOr<mlir::Type> t) {
  if (mlir::failed(t))
    return mlir::failure();
  out.push_back(*t);
  return mlir::success();
}
/// A type of the same kind as `like` that holds `v`; failure (with a
/// diagnostic at `loc`) when that kind cannot hold it.
mlir::FailureOr<mlir::Type> typeOfKind(mlir::Type like,
                                       const layout::CuteIRValue &v,
                                       std::optional<mlir::Location> loc);


/// Custom assembly directives that print a concrete cute type without its
/// `!cute.<name>` prefix (`<"(4,8):(1,4)">`), as MLIR prints a type whose
/// kind the op already fixes; the parsers accept both spellings.
/// The tensor `tensor` (a `!cute.memref` or `!cute.coord_tensor`) with its
/// layout replaced by `layout` (a layout or composed layout type): the
/// iterator, element type, memory and alignment stay; a memref's pointer
/// swizzle stays around a plain layout. Failure with a diagnostic at `loc`
/// when the tensor kind cannot hold that layout.
mlir::FailureOr<mlir::Type> tensorWithLayout(std::optional<mlir::Location> loc,
                                             mlir::Type tensor,
                                             mlir::Type layout);
/// isCompatibleReturnTypes of a one-result op whose declared result may
/// type the inferred value another way: equal types, or `same(inferred,
/// actual)`.
template <typename Fn>
bool oneResultCompatible(mlir::TypeRange inferred, mlir::TypeRange actual,
                         Fn same) {
  if (inferred == actual)
    return true;
  return inferred.size() == 1 && actual.size() == 1 &&
         same(inferred[0], actual[0]);
}
/// The result type of cute.logical/zipped/tiled/flat_divide (by `g`) and of
/// cute.slice for operand types, as those ops infer it.
mlir::LogicalResult inferDivideType(mlir::MLIRContext *ctx,
                                    std::optional<mlir::Location> loc,
                                    mlir::Type input, mlir::Type tiler,
                                    layout::Grouping g,
                                    llvm::SmallVectorImpl<mlir::Type> &out,
                                    layout::dyn::Tracer *tracer);
mlir::LogicalResult inferSliceType(mlir::MLIRContext *ctx,
                                   std::optional<mlir::Location> loc,
                                   mlir::Type input, mlir::Type coord,
                                   llvm::SmallVectorImpl<mlir::Type> &out,
                                   layout::dyn::Tracer *tracer);
/// `(%a, %b) : (T, U) -> R` (CuTe IR) or `(%a, %b) : T, U` (CuTe DSL, the
/// result left to `impliedResult`); the operands resolved. Printed the
/// CuTe IR way.
mlir::ParseResult
parseBinaryOp(mlir::OpAsmParser &parser, mlir::OperationState &result,
              llvm::function_ref<mlir::LogicalResult(mlir::OperationState &)>
                  impliedResult);
void printBinaryOp(mlir::OpAsmPrinter &p, mlir::Operation *op);
/// parseBinaryOp for an op whose result its inference gives.
template <typename OpT>
mlir::ParseResult parseInferredBinaryOp(mlir::OpAsmParser &parser,
                                        mlir::OperationState &result) {
  return parseBinaryOp(parser, result, [&](mlir::OperationState &state) {
    llvm::SmallVector<mlir::Type> inferred;
    if (mlir::failed(OpT::inferReturnTypes(
            parser.getContext(), state.location, state.operands,
            state.attributes.getDictionary(parser.getContext()),
            state.getRawProperties(), state.regions, inferred)))
      return mlir::failure();
    state.addTypes(inferred);
    return mlir::success();
  });
}
/// A 32-bit integer written bare (`<2>`), of either sign in the generic
/// form (`rank = 2 : si32`).
mlir::ParseResult parseI32Value(mlir::OpAsmParser &p, mlir::IntegerAttr &value);
void printI32Value(mlir::OpAsmPrinter &p, mlir::Operation *,
                   mlir::IntegerAttr value);
/// `<[1, 0]> (%x)` (CuTe IR) or `(%x) <{mode = [1, 0]}>` (CuTe DSL), the
/// path optional (`mode` stays null without one); both at once are
/// refused.
mlir::ParseResult
parseModePathAndOperand(mlir::OpAsmParser &p,
                        mlir::OpAsmParser::UnresolvedOperand &input,
                        mlir::DenseI32ArrayAttr &mode);
/// An MMA operand id (0, 1, 2) spelled A, B or C, as CuTe DSL prints
/// `cute.tiled.mma.partition A (...)`.
mlir::ParseResult parseMmaOperandId(mlir::OpAsmParser &p,
                                    mlir::IntegerAttr &id);
void printMmaOperandId(mlir::OpAsmPrinter &p, mlir::Operation *,
                       mlir::IntegerAttr id);
mlir::ParseResult parseLayoutTypeBody(mlir::OpAsmParser &p, mlir::Type &t);
/// After `:` of an op with `numOperands` operands: `R` alone (the operand
/// types implied; `operandTypes` left empty) or `(T...) -> R`.
mlir::ParseResult parseResultOrFunctionalType(
    mlir::OpAsmParser &p, llvm::SMLoc loc, size_t numOperands,
    llvm::SmallVectorImpl<mlir::Type> &operandTypes, mlir::Type &result);
/// `T -> R` (CuTe IR), `(T) -> R` or `T to R` (CuTe DSL); printed as
/// `T -> R`.
mlir::ParseResult parseArrowType(mlir::OpAsmParser &p, mlir::Type &in,
                                 mlir::Type &out);
void printArrowType(mlir::OpAsmPrinter &p, mlir::Operation *, mlir::Type in,
                    mlir::Type out);
/// parseArrowType whose operand may also be a `!cute.layout` body alone
/// (`<"(4,8):(1,4)"> -> R`, CuTe IR's short form); printed that way.
mlir::ParseResult parseLayoutArrowType(mlir::OpAsmParser &p, mlir::Type &in,
                                       mlir::Type &out);
void printLayoutArrowType(mlir::OpAsmPrinter &p, mlir::Operation *,
                          mlir::Type in, mlir::Type out);
/// `<"C"> -> <"L">` (CuTe IR's bodies of a composed layout and a layout)
/// or `(!cute.composed_layout<..>) -> !cute.layout<..>` (CuTe DSL); printed
/// as bodies.
mlir::ParseResult parseComposedOuterArrowType(mlir::OpAsmParser &p,
                                              mlir::Type &in, mlir::Type &out);
void printComposedOuterArrowType(mlir::OpAsmPrinter &p, mlir::Operation *,
                                 mlir::Type in, mlir::Type out);
/// The same for a `!cute.composed_layout` operand.
mlir::ParseResult parseComposedLayoutArrowType(mlir::OpAsmParser &p,
                                               mlir::Type &in, mlir::Type &out);
void printComposedLayoutArrowType(mlir::OpAsmPrinter &p, mlir::Operation *,
                                  mlir::Type in, mlir::Type out);
void printLayoutTypeBody(mlir::OpAsmPrinter &p, mlir::Operation *, mlir::Type t);
mlir::ParseResult parseComposedLayoutTypeBody(mlir::OpAsmParser &p,
                                              mlir::Type &t);
void printComposedLayoutTypeBody(mlir::OpAsmPrinter &p, mlir::Operation *,
                                 mlir::Type t);
mlir::ParseResult parseTileTypeBody(mlir::OpAsmParser &p, mlir::Type &t);
void printTileTypeBody(mlir::OpAsmPrinter &p, mlir::Operation *, mlir::Type t);

} // namespace cute_nvgpu::cute

#endif
