//===- MemRefOps.cpp - elements of a !cute.memref -------------------------===//
#include "CuteValue.h"
#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

/// The shape of a memref's layout (the inner layout of a composed one).
static L::IntTuple shapeOf(CuteMemRefType t) {
  L::AnyLayout v = t.getLayoutValue();
  return v.isComposed() ? v.composed().layout.shape : v.layout().shape;
}

/// The static size of a memref's layout, or -1.
static int64_t staticSize(CuteMemRefType t) {
  L::Result<L::IntTuple> n = L::dyn::product(shapeOf(t), nullptr);
  return n.ok() && n->isStaticInt() ? n->value() : -1;
}

/// A coordinate into a memref: one index, or congruent in rank to the
/// layout's shape.
static LogicalResult verifyCoord(Operation *op, CuteMemRefType m,
                                 CoordType coord) {
  FailureOr<L::CuteIRValue> c = cuteValueOf(coord);
  if (failed(c))
    return op->emitOpError("expects a coordinate, got ") << coord;
  const L::IntTuple &crd = c->intTuple();
  L::IntTuple shape = shapeOf(m);
  if (crd.isTuple() && crd.rank() != (shape.isTuple() ? shape.rank() : 1))
    return op->emitOpError("expects one index or a coordinate of rank ")
           << (shape.isTuple() ? shape.rank() : 1) << " (the layout's), got "
           << coord;
  return success();
}

LogicalResult MemRefLoadOp::verify() {
  CuteMemRefType m = getMemref().getType();
  if (getResult().getType() != m.getElementType())
    return emitOpError("expects the element type ")
           << m.getElementType() << ", got " << getResult().getType();
  return verifyCoord(*this, m, getCoord().getType());
}

LogicalResult MemRefStoreOp::verify() {
  CuteMemRefType m = getMemref().getType();
  if (getValue().getType() != m.getElementType())
    return emitOpError("expects a value of the element type ")
           << m.getElementType() << ", got " << getValue().getType();
  return verifyCoord(*this, m, getCoord().getType());
}

LogicalResult MemRefLoadVecOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  auto m = dyn_cast<CuteMemRefType>(operands[0].getType());
  if (!m)
    return emitOptionalError(loc, "expects a !cute.memref");
  int64_t n = staticSize(m);
  if (n <= 0)
    return emitOptionalError(loc, "expects a tensor of static size, got ",
                             m);
  inferred.push_back(VectorType::get({n}, m.getElementType()));
  return success();
}

ParseResult MemRefStoreVecOp::parse(OpAsmParser &parser,
                                    OperationState &result) {
  OpAsmParser::UnresolvedOperand value, memref;
  Type type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperand(value) || parser.parseComma() ||
      parser.parseOperand(memref) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  auto m = dyn_cast<CuteMemRefType>(type);
  if (!m)
    return parser.emitError(loc, "expects a !cute.memref type, got ") << type;
  int64_t n = staticSize(m);
  if (n <= 0)
    return parser.emitError(loc, "expects a tensor of static size, got ")
           << type;
  Type vec = VectorType::get({n}, m.getElementType());
  return failure(parser.resolveOperand(value, vec, result.operands) ||
                 parser.resolveOperand(memref, type, result.operands));
}

void MemRefStoreVecOp::print(OpAsmPrinter &p) {
  p << " " << getValue() << ", " << getMemref();
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getMemref().getType();
}

LogicalResult MemRefStoreVecOp::verify() {
  CuteMemRefType m = getMemref().getType();
  auto v = cast<VectorType>(getValue().getType());
  int64_t n = staticSize(m);
  if (n <= 0)
    return emitOpError("expects a tensor of static size, got ") << m;
  if (v.getElementType() != m.getElementType() || v.getRank() != 1 ||
      v.getNumElements() != n)
    return emitOpError("expects ")
           << VectorType::get({n}, m.getElementType()) << ", got " << v;
  return success();
}

ParseResult MemRefAllocaOp::parse(OpAsmParser &parser,
                                  OperationState &result) {
  OpAsmParser::UnresolvedOperand layout;
  Type type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(layout) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  auto m = dyn_cast<CuteMemRefType>(type);
  if (!m)
    return parser.emitError(loc, "expects a !cute.memref type, got ") << type;
  result.addTypes(type);
  return parser.resolveOperand(layout, m.getViewLayoutType(),
                               result.operands);
}

void MemRefAllocaOp::print(OpAsmPrinter &p) {
  p << "(" << getLayout() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getResult().getType();
}

LogicalResult MemRefAllocaOp::verify() {
  CuteMemRefType m = getResult().getType();
  if (m.getSpace() != MemSpace::Rmem)
    return emitOpError("allocates register (rmem) tensors, got ")
           << stringifyMemSpace(m.getSpace());
  if (getLayout().getType() != m.getViewLayoutType())
    return emitOpError("expects the result's layout type ")
           << m.getViewLayoutType() << ", got " << getLayout().getType();
  if (!isStaticCuteType(getLayout().getType()))
    return emitOpError("expects a static layout, got ")
           << getLayout().getType();
  return success();
}
