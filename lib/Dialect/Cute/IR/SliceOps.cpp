//===- SliceOps.cpp - slice and dice: the modes a coordinate keeps --------===//
//
// slice keeps the modes a coordinate marks `_`, dice the others. CuTe IR
// slices tuples and layouts; CuTe DSL also slices tensors, whose iterator
// moves to the coordinate the dropped modes select.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"
#include "LayoutOperandTypes.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/Builders.h"

#include <numeric>

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

//===- slice, dice --------------------------------------------------------===//

static constexpr const char *kSliceableKinds =
    "expects $input to be !cute.shape, !cute.stride, !cute.int_tuple, "
    "!cute.coord, !cute.layout, or !cute.composed_layout, but got ";

/// The modes a coordinate indexes: a tuple kind's tuple, a layout's shape,
/// a composed layout's inner shape.
static std::optional<L::IntTuple> sliceableShape(Type t) {
  if (isa<ShapeType, StrideType, IntTupleType, CoordType>(t))
    return tupleOf(t);
  if (isPlainLayout(t) || isa<ComposedLayoutType>(t))
    return innerLayout(t).shape;
  return std::nullopt;
}

/// Operand checks shared by slice and dice; the coordinate on success.
static FailureOr<L::IntTuple> sliceOperands(std::optional<Location> loc,
                                            Type inTy, Type crdTy) {
  std::optional<L::IntTuple> shape = sliceableShape(inTy);
  if (!shape) {
    (void)emitOptionalError(loc, kSliceableKinds, inTy);
    return failure();
  }
  L::IntTuple crd = tupleOf(crdTy);
  if (!L::weaklyCongruent(crd, *shape)) {
    (void)emitOptionalError(loc,
                            "expects coord to be weakly congruent with input "
                            "shape, but got ",
                            inTy, " and ", crdTy);
    return failure();
  }
  return crd;
}

static LogicalResult inferSlice(MLIRContext *ctx, std::optional<Location> loc,
                                Type inTy, Type crdTy,
                                SmallVectorImpl<Type> &out,
                                L::dyn::Tracer *tracer,
                                L::Semantics sem = L::Semantics::CuteIR);

/// The slice of a tensor: its layout sliced; a memref's pointer moves by the
/// dropped modes' offset, so its alignment (stated in bytes, or the
/// element's own when not stated) drops to what divides that offset, as
/// CuTe DSL types it. A swizzle composed into the layout keeps the offset
/// inside the layout and the pointer where it is.
static LogicalResult inferViewSlice(MLIRContext *ctx,
                                    std::optional<Location> loc, Type inTy,
                                    Type crdTy, SmallVectorImpl<Type> &out,
                                    L::dyn::Tracer *tracer) {
  auto view = cast<ViewTypeInterface>(inTy);
  Type layoutTy = view.getViewLayoutType();
  if (!layoutTy)
    return emitOptionalError(loc, "expects a tensor with a layout, got ", inTy);
  SmallVector<Type, 1> sliced;
  L::dyn::KnownDivisorTracer divisors;
  // A tensor is CuTe DSL's, whose slices are CuTe's (C++).
  if (failed(inferSlice(ctx, loc, layoutTy, crdTy, sliced,
                        tracer ? tracer : &divisors, L::Semantics::CuteCpp)))
    return failure();
  auto coordTensor = dyn_cast<CoordTensorType>(inTy);
  if (coordTensor) {
    // A composed coordinate layout (CuTe's im2col TMA tensor) keeps the
    // dropped modes' coordinate in its offset and the iterator where it is,
    // as CuTe's slice_and_offset of a ComposedLayout does.
    if (auto composed = dyn_cast<ComposedLayoutType>(sliced[0]))
      return pushChecked<CoordTensorType>(
          out, loc, ctx, coordTensor.getIterator(),
          StringAttr::get(ctx,
                          L::printCuteIR(L::CuteIRValue{composed.getValue()})));
    // The iterator moves to the coordinate the dropped modes select.
    auto lay = dyn_cast<LayoutType>(sliced[0]);
    FailureOr<L::CuteIRValue> whole = cuteValueOf(layoutTy);
    FailureOr<L::CuteIRValue> iter =
        cuteValueOf(coordTensor.getIteratorType());
    if (!lay || failed(whole) || failed(iter) ||
        whole->kind() != L::CuteIRValue::Kind::Layout)
      return emitOptionalError(loc, "expects a plain layout slice of ", inTy);
    const L::Layout &l = whole->layout();
    L::Result<L::IntTuple> off =
        L::layoutEval(tupleOf(crdTy), l.shape, l.stride, &divisors);
    L::Result<L::IntTuple> moved =
        off.ok() ? L::arithTupleSum(iter->intTuple(), *off, &divisors) : off;
    if (!moved.ok())
      return emitOptionalError(loc, "cannot move the iterator of ", inTy,
                               " to ", crdTy, ": ", moved.error().message);
    return pushChecked<CoordTensorType>(
        out, loc, ctx, StringAttr::get(ctx, L::printCuteIR(*moved)),
        StringAttr::get(ctx, L::printCuteIR(L::CuteIRValue{
                                 lay.getValue().layout()})));
  }
  // The tensor over the sliced layout (a pointer swizzle stays on the
  // pointer); a descriptor view's iterator type is the descriptor's
  // whatever the offset (the descriptor moves by it at run time).
  FailureOr<Type> viewed = tensorWithLayout(loc, inTy, sliced[0]);
  auto m = dyn_cast<CuteMemRefType>(inTy);
  if (failed(viewed) || !m)
    return pushType(out, viewed);
  L::AnyLayout whole = m.getLayoutValue();
  unsigned align = m.getAlignment();
  bool pointerMoves = whole.isLayout() || whole.composed().ptrBits != 0;
  int64_t elemBits = storageBitsOf(m.getElementType());
  if (pointerMoves && elemBits) {
    const L::Layout &l = whole.isLayout() ? whole.layout()
                                          : whole.composed().layout;
    L::Result<L::IntTuple> off =
        L::layoutEval(tupleOf(crdTy), l.shape, l.stride, &divisors);
    if (!off.ok() || !off->isLeaf() || off->isBasis())
      return emitOptionalError(loc, "cannot compute the offset of slicing ",
                               inTy, " at ", crdTy);
    int64_t alignBits = align ? int64_t(align) * 8 : elemBits;
    int64_t offDiv = off->isStaticInt() ? (off->value() < 0 ? -off->value()
                                                            : off->value())
                                        : off->divisibility();
    if (offDiv != 0) {
      int64_t offBits;
      if (__builtin_mul_overflow(offDiv, elemBits, &offBits))
        offBits = alignBits;
      alignBits = std::gcd(alignBits, offBits);
    }
    align = alignBits == elemBits || alignBits % 8 ? 0 : alignBits / 8;
  }
  auto r = cast<CuteMemRefType>(*viewed);
  return pushChecked<CuteMemRefType>(out, loc, ctx, r.getElementType(),
                                     r.getSpace(), r.getLayout(), align);
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *ctx,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &out,
                                        L::dyn::Tracer *tracer) {
  // The custom form parses an operand list of any length; the traced
  // inference's entry (CuteOps.cpp, checkInferenceOperands) refused every
  // count but 2 before this body runs.
  Type inTy = adaptor.getInput().getType(), crdTy = adaptor.getCoord().getType();
  if (isa<ViewTypeInterface>(inTy))
    return inferViewSlice(ctx, loc, inTy, crdTy, out, tracer);
  return inferSlice(ctx, loc, inTy, crdTy, out, tracer);
}

LogicalResult cute::inferSliceType(MLIRContext *ctx,
                                   std::optional<Location> loc, Type inTy,
                                   Type crdTy, SmallVectorImpl<Type> &out,
                                   L::dyn::Tracer *tracer) {
  if (isa<ViewTypeInterface>(inTy))
    return inferViewSlice(ctx, loc, inTy, crdTy, out, tracer);
  return inferSlice(ctx, loc, inTy, crdTy, out, tracer);
}

static LogicalResult inferSlice(MLIRContext *ctx, std::optional<Location> loc,
                                Type inTy, Type crdTy,
                                SmallVectorImpl<Type> &out,
                                L::dyn::Tracer *tracer, L::Semantics sem) {
  FailureOr<L::IntTuple> crd = sliceOperands(loc, inTy, crdTy);
  if (failed(crd))
    return failure();
  if (isPlainLayout(inTy)) {
    return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{L::sliceLayout(*crd, innerLayout(inTy))});
  }
  auto c = dyn_cast<ComposedLayoutType>(inTy);
  if (!c) {
    return pushType(out, typeOfKind(inTy, L::CuteIRValue{L::sliceTuple(*crd, tupleOf(inTy))}, loc));
  }
  const L::ComposedLayout &v = c.getValue();
  if (!v.hasOuterLayout()) {
    if (!L::isStatic(v.layout))
      return emitOptionalError(loc,
                               "expects swizzle-A composed slice's outer "
                               "layout to be static, but got ",
                               inTy);
    if (!L::containsUnderscore(*crd))
      return emitOptionalError(loc,
                               "expects swizzle-A composed slice's coord to "
                               "contain at least one underscore, but got ",
                               crdTy);
  }
  L::Result<L::AnyLayout> r = L::sliceComposed(*crd, v, sem, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to slice ", inTy, " with ", crdTy);
  if (r->isComposed())
    return pushChecked<ComposedLayoutType>(out, loc, ctx, r->composed());
  return pushChecked<LayoutType>(out, loc, ctx, *r);
}

/// dice of a tile: the slots the coordinate marks with an integer.
static LogicalResult diceTile(std::optional<Location> loc, MLIRContext *ctx,
                              TileType inTy, const L::IntTuple &crd,
                              SmallVectorImpl<Type> &out) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(inTy);
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::Tile)
    return emitOptionalError(loc, "expects a tile, got ", inTy);
  const L::Tile &t = v->tile();
  if (!crd.isTuple() || crd.rank() != static_cast<int>(t.modes.size()))
    return emitOptionalError(loc, "expects a coordinate of rank ",
                             t.modes.size(), " (the tile's slots) to dice ",
                             inTy);
  L::Tile kept;
  for (size_t i = 0; i < t.modes.size(); ++i)
    if (!crd[i].isUnderscore())
      kept.modes.push_back(t.modes[i]);
  return pushChecked<TileType>(out, loc, ctx,
                               StringAttr::get(ctx, L::printCuteIR(kept)));
}

ParseResult DiceOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input, coord;
  std::string coordText;
  if (parser.parseLParen() || parser.parseOperand(input) || parser.parseComma())
    return failure();
  SMLoc coordLoc = parser.getCurrentLocation();
  bool dslForm = succeeded(parser.parseOptionalString(&coordText));
  if (!dslForm && parser.parseOperand(coord))
    return failure();
  if (parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColon())
    return failure();
  MLIRContext *ctx = parser.getContext();
  if (dslForm) {
    // `(%x, "COORD") : (T) -> R`
    Type t;
    SMLoc typeLoc = parser.getCurrentLocation();
    if (parser.parseType(t))
      return failure();
    auto fn = dyn_cast<FunctionType>(t);
    if (!fn || fn.getNumInputs() != 1 || fn.getNumResults() != 1)
      return parser.emitError(typeLoc, "expects (INPUT) -> RESULT, got ") << t;
    CoordAttr coordAttr =
        CoordAttr::getChecked([&] { return parser.emitError(coordLoc); }, ctx,
                              StringAttr::get(ctx, coordText));
    if (!coordAttr)
      return failure();
    result.getOrAddProperties<Properties>().coord = coordAttr;
    result.addTypes(fn.getResult(0));
    return parser.resolveOperand(input, fn.getInput(0), result.operands);
  }
  // `(%x, %c) : T, C`: CuTe IR's form; the result is inferred.
  Type inTy, crdTy;
  if (parser.parseType(inTy) || parser.parseComma() || parser.parseType(crdTy) ||
      parser.resolveOperand(input, inTy, result.operands) ||
      parser.resolveOperand(coord, crdTy, result.operands))
    return failure();
  // The inference reports its own diagnostic at the op.
  SmallVector<Type> inferred;
  if (failed(DiceOp::inferReturnTypes(
          ctx, result.location, result.operands,
          result.attributes.getDictionary(ctx), result.getRawProperties(),
          result.regions, inferred)))
    return failure();
  result.addTypes(inferred);
  return success();
}

void DiceOp::print(OpAsmPrinter &p) {
  p << "(" << getInput() << ", ";
  if (getCoordOperand()) {
    p << getCoordOperand() << ")";
    p.printOptionalAttrDict((*this)->getAttrs(), {"coord"});
    p << " : " << getInput().getType() << ", " << getCoordOperand().getType();
    return;
  }
  p.printString(getCoordAttr() ? getCoordAttr().getValue().getValue()
                               : StringRef());
  p << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"coord"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

LogicalResult DiceOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &out) {
  Type inTy = adaptor.getInput().getType();
  Type crdTy;
  if (adaptor.getCoordOperand()) {
    if (adaptor.getCoord())
      return emitOptionalError(loc, "expects the coordinate as an operand or "
                                    "as the `coord` property, not both");
    crdTy = adaptor.getCoordOperand().getType();
  } else if (adaptor.getCoord()) {
    crdTy = CoordType::getChecked([&] { return diagnosticAt(loc, ctx); }, ctx,
                                  adaptor.getCoordAttr().getValue());
    if (!crdTy)
      return failure();
  } else {
    return emitOptionalError(loc, "expects a coordinate (an operand or the "
                                  "`coord` property)");
  }
  if (auto tile = dyn_cast<TileType>(inTy)) {
    if (!isStaticCuteType(crdTy))
      return emitOptionalError(loc, "expects coord to be static, but got ",
                               crdTy);
    return diceTile(loc, ctx, tile, tupleOf(crdTy), out);
  }
  if (isa<CoordType>(crdTy) && !isStaticCuteType(crdTy))
    return emitOptionalError(loc, "expects coord to be static, but got ",
                             crdTy);
  FailureOr<L::IntTuple> crd = sliceOperands(loc, inTy, crdTy);
  if (failed(crd))
    return failure();
  if (isPlainLayout(inTy)) {
    return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{L::diceLayout(*crd, innerLayout(inTy))});
  }
  if (auto c = dyn_cast<ComposedLayoutType>(inTy)) {
    return pushChecked<ComposedLayoutType>(out, loc, c.getContext(), withInner(c, L::diceLayout(*crd, innerLayout(inTy))));
  }
  return pushType(out, typeOfKind(inTy, L::CuteIRValue{L::diceTuple(*crd, tupleOf(inTy))}, loc));
}

