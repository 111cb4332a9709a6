//===- CoordOps.cpp - coordinates and coordinate tensors ------------------===//
//
// Identity tensors and a CTA's tile of a tensor are computed with the
// layout algebra (the types must be what it gives); a thread's coordinate
// is checked for structure, and against the index where that is a
// constant.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"
#include "LayoutOperandTypes.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"

#include <functional>

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

//===----------------------------------------------------------------------===//
// make_identity_tensor
//===----------------------------------------------------------------------===//

LogicalResult MakeIdentityTensorOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  L::IntTuple shape = tupleOf(operands[0].getType());
  return pushChecked<CoordTensorType>(
      inferred, loc, ctx,
      StringAttr::get(ctx, L::printCuteIR(L::zerosLike(shape))),
      StringAttr::get(
          ctx, L::printCuteIR(L::CuteIRValue{L::identityLayout(shape)})));
}

// `(%s) : RESULT` (the shape is the result's) or `(%s) : (SHAPE) -> RESULT`.
ParseResult MakeIdentityTensorOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  OpAsmParser::UnresolvedOperand shape;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(shape) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SmallVector<Type, 1> operandTypes;
  Type type;
  if (parseResultOrFunctionalType(parser, loc, 1, operandTypes, type))
    return failure();
  auto tensor = dyn_cast<CoordTensorType>(type);
  if (!tensor)
    return parser.emitError(loc, "expects a !cute.coord_tensor, got ") << type;
  if (operandTypes.empty()) {
    FailureOr<L::CuteIRValue> l = cuteValueOf(tensor.getViewLayoutType());
    if (failed(l) || l->kind() != L::CuteIRValue::Kind::Layout)
      return parser.emitError(loc, "expects a coordinate tensor with a "
                                   "layout, got ")
             << type;
    operandTypes.push_back(ShapeType::get(
        parser.getContext(),
        StringAttr::get(parser.getContext(),
                        L::printCuteIR(L::CuteIRValue{l->layout().shape}))));
  }
  result.addTypes(type);
  return parser.resolveOperand(shape, operandTypes[0], result.operands);
}

void MakeIdentityTensorOp::print(OpAsmPrinter &p) {
  p << "(" << getShape() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getResult().getType();
}

//===----------------------------------------------------------------------===//
// make_arith_tuple_iter
//===----------------------------------------------------------------------===//

LogicalResult MakeArithTupleIterOp::verify() {
  StringAttr iter = getResult().getType().getValue();
  if (Value start = getStart()) {
    if (cast<IntTupleType>(start.getType()).getValue() != iter)
      return emitOpError("expects the iterator to start at the operand ")
             << start.getType() << ", got " << getResult().getType();
    return success();
  }
  L::Result<L::CuteIRValue> v = L::parseCuteIR(iter.getValue().str());
  if (!v.ok() || v->kind() != L::CuteIRValue::Kind::IntTuple ||
      L::dyn::hasDynamic(v->intTuple()))
    return emitOpError("expects a start operand for the dynamic iterator ")
           << getResult().getType();
  return success();
}

//===----------------------------------------------------------------------===//
// get_hier_coord, get_flat_coord
//===----------------------------------------------------------------------===//

namespace {
bool isStaticOne(const L::IntTuple &extent) {
  L::Result<L::IntTuple> n = L::dyn::product(extent, nullptr);
  return n.ok() && n->isStaticInt() && n->value() == 1;
}

/// A static leaf of `crd` where the coordinate computed for a run-time
/// index is dynamic (only extent-1 and stride-0 modes are static).
bool hasStaticLeafWhereDynamic(const L::IntTuple &crd,
                               const L::IntTuple &computed) {
  if (crd.isTuple()) {
    for (int i = 0; i < crd.rank(); ++i)
      if (hasStaticLeafWhereDynamic(
              crd[i], computed.isTuple() ? computed[i] : computed))
        return true;
    return false;
  }
  return crd.isStaticInt() && !computed.isStaticInt();
}

/// Leaves of one-element modes are 0.
bool unitModesAreZero(const L::IntTuple &crd, const L::IntTuple &shape) {
  if (crd.isTuple()) {
    for (int i = 0; i < crd.rank(); ++i)
      if (!unitModesAreZero(crd[i], shape.isTuple() ? shape[i] : shape))
        return false;
    return true;
  }
  return !isStaticOne(shape) || (crd.isStaticInt() && crd.value() == 0);
}

bool sameStructure(const L::IntTuple &a, const L::IntTuple &b) {
  if (a.isTuple() != b.isTuple())
    return false;
  if (!a.isTuple())
    return true;
  if (a.rank() != b.rank())
    return false;
  for (int i = 0; i < a.rank(); ++i)
    if (!sameStructure(a[i], b[i]))
      return false;
  return true;
}

template <typename OpT> LogicalResult verifyThreadCoord(OpT op, bool flat) {
  const L::AnyLayout layout = op.getLayout().getType().getValue();
  const L::Layout &l = layout.layout();
  L::IntTuple crd = tupleOf(op.getResult().getType());
  // The shape each coordinate leaf indexes: the modes, flattened to one
  // extent each for a flat coordinate.
  L::IntTuple shape = l.shape;
  if (flat) {
    L::Result<L::IntTuple> each = L::productEach(l.shape);
    if (!each.ok())
      return op.emitOpError("cannot size the modes of ")
             << op.getLayout().getType();
    shape = *each;
  }
  if (!sameStructure(crd, flat ? shape : l.shape))
    return op.emitOpError("expects a coordinate ")
           << (flat ? "with one index per mode" : "congruent")
           << " of the layout's shape " << L::printCuteIR(shape) << ", got "
           << op.getResult().getType();
  if (!unitModesAreZero(crd, shape))
    return op.emitOpError("expects coordinate 0 in each mode of extent 1, "
                          "got ")
           << op.getResult().getType();
  // CuTe's coordinate of an index, (index / stride) % extent per leaf, the
  // function the lowering computes at run time.
  APInt index;
  bool constant = matchPattern(op.getIndex(), m_ConstantInt(&index));
  L::IntTuple idx =
      constant ? L::IntTuple::integer(index.getSExtValue())
               : L::IntTuple::dynamic(
                     op.getIndex().getType().getIntOrFloatBitWidth(), 1);
  L::Result<L::IntTuple> hier = L::hierCoordOf(l, idx);
  L::Result<L::IntTuple> at = flat && hier.ok() ? L::flatCoordOf(l, idx) : hier;
  if (!at.ok())
    return op.emitOpError("has no coordinate of an index in ")
           << op.getLayout().getType() << ": " << at.error().message;
  if (!constant) {
    if (hasStaticLeafWhereDynamic(crd, *at))
      return op.emitOpError("expects dynamic coordinates for a run-time "
                            "index, got ")
             << op.getResult().getType();
    return success();
  }
  // A constant index the layout does not map its coordinate back to lies
  // outside the layout's image.
  L::Result<L::IntTuple> back = L::layoutEval(*hier, l.shape, l.stride);
  if (back.ok() && back->isStaticInt() &&
      back->value() != index.getSExtValue())
    return op.emitOpError("expects an index the layout maps some coordinate "
                          "to, got ")
           << index.getSExtValue() << " for " << op.getLayout().getType();
  // Each static leaf must be the computed one.
  std::function<bool(const L::IntTuple &, const L::IntTuple &)> agrees =
      [&](const L::IntTuple &c, const L::IntTuple &v) {
        if (c.isTuple()) {
          for (int i = 0; i < c.rank(); ++i)
            if (!agrees(c[i], v.isTuple() ? v[i] : v))
              return false;
          return true;
        }
        return !c.isStaticInt() || c == v;
      };
  if (!agrees(crd, *at))
    return op.emitOpError("expects the coordinate of index ")
           << index.getSExtValue() << ", " << L::printCuteIR(*at) << ", got "
           << op.getResult().getType();
  return success();
}
} // namespace

LogicalResult GetHierCoordOp::verify() {
  if (!getLayout().getType().getValue().isLayout())
    return emitOpError("expects a shape:stride layout, got ")
           << getLayout().getType();
  return verifyThreadCoord(*this, /*flat=*/false);
}

LogicalResult GetFlatCoordOp::verify() {
  if (!getLayout().getType().getValue().isLayout())
    return emitOpError("expects a shape:stride layout, got ")
           << getLayout().getType();
  return verifyThreadCoord(*this, /*flat=*/true);
}

//===----------------------------------------------------------------------===//
// local_tile
//===----------------------------------------------------------------------===//

FailureOr<LocalTileSteps> cute_nvgpu::cute::localTileSteps(Operation *o) {
  auto op = cast<LocalTileOp>(o);
  MLIRContext *ctx = op.getContext();
  Type tensor = op.getTensor().getType();
  if (!op.getTiler())
    return op.emitOpError("expects a tile");
  FailureOr<L::CuteIRValue> tileV = cuteValueOf(op.getTiler().getType());
  if (failed(tileV))
    return op.emitOpError("expects a tile, got ") << op.getTiler().getType();
  L::Tile tile;
  if (tileV->kind() == L::CuteIRValue::Kind::Tile)
    tile = tileV->tile();
  else if (tileV->kind() == L::CuteIRValue::Kind::Layout)
    tile.modes.push_back(tileV->layout());
  else
    tile.modes.push_back(tileV->intTuple());
  L::IntTuple crd = op.getCoord() ? tupleOf(op.getCoord().getType())
                                  : L::IntTuple::tuple({});
  std::vector<L::IntTuple> crdModes =
      crd.isTuple() ? crd.elems() : std::vector<L::IntTuple>{crd};
  LocalTileSteps steps;
  for (int i = 0, e = crdModes.size(); i < e; ++i)
    steps.coordModes.push_back(i);
  if (auto proj = op.getProjAttr()) {
    L::Result<L::CuteIRValue> p = L::parseCuteIR(proj.getValue().str());
    if (!p.ok() || p->kind() != L::CuteIRValue::Kind::IntTuple ||
        !p->intTuple().isTuple() ||
        p->intTuple().rank() != static_cast<int>(tile.modes.size()))
      return op.emitOpError("expects a projection with one entry per tile "
                            "mode, got ")
             << proj;
    const L::IntTuple &pr = p->intTuple();
    L::Tile kept;
    steps.coordModes.clear();
    for (int i = 0; i < pr.rank(); ++i) {
      if (pr[i].isUnderscore())
        continue;
      kept.modes.push_back(tile.modes[i]);
      if (i < static_cast<int>(crdModes.size()))
        steps.coordModes.push_back(i);
    }
    for (int i = pr.rank(), e = crdModes.size(); i < e; ++i)
      steps.coordModes.push_back(i);
    tile = kept;
  }
  steps.tileType =
      TileType::get(ctx, StringAttr::get(ctx, L::printCuteIR(tile)));
  SmallVector<Type, 1> divided;
  if (failed(inferDivideType(ctx, op.getLoc(), tensor, steps.tileType,
                             L::Grouping::Zipped, divided, nullptr)))
    return failure();
  steps.dividedType = divided[0];
  std::optional<int> restRank;
  if (auto view = dyn_cast<ViewTypeInterface>(divided[0])) {
    FailureOr<L::CuteIRValue> lv = cuteValueOf(view.getViewLayoutType());
    if (succeeded(lv)) {
      const L::IntTuple &s = lv->kind() == L::CuteIRValue::Kind::Composed
                                 ? lv->composed().layout.shape
                                 : lv->layout().shape;
      if (s.isTuple() && s.rank() == 2)
        restRank = s[1].isTuple() ? s[1].rank() : 1;
    }
  }
  if (!restRank)
    return op.emitOpError("cannot divide ") << tensor << " by "
                                            << steps.tileType;
  std::vector<L::IntTuple> rest;
  for (int i : steps.coordModes)
    rest.push_back(crdModes[i]);
  if (static_cast<int>(rest.size()) > *restRank)
    return op.emitOpError("expects a coordinate of at most ")
           << *restRank << " modes (the tiles'), got " << L::printCuteIR(crd);
  while (static_cast<int>(rest.size()) < *restRank)
    rest.push_back(L::IntTuple::underscore());
  std::vector<L::IntTuple> whole(tile.modes.size(), L::IntTuple::underscore());
  steps.sliceCoord = L::IntTuple::tuple(
      {L::IntTuple::tuple(std::move(whole)), L::IntTuple::tuple(rest)});
  return steps;
}

LogicalResult LocalTileOp::verify() {
  FailureOr<LocalTileSteps> steps = localTileSteps(*this);
  if (failed(steps))
    return failure();
  MLIRContext *ctx = getContext();
  Type crdTy = CoordType::get(
      ctx, StringAttr::get(ctx, L::printCuteIR(steps->sliceCoord)));
  SmallVector<Type, 1> sliced;
  if (failed(inferSliceType(ctx, getLoc(), steps->dividedType, crdTy, sliced,
                            nullptr)))
    return failure();
  if (sliced[0] != getResult().getType())
    return emitOpError("expects the tile ")
           << sliced[0] << ", got " << getResult().getType();
  return success();
}

// `(%t, %tile, %crd[, "PROJ"]) : (T, TILE, C) -> R` (CuTe DSL's custom
// form; the projection a quoted coordinate).
ParseResult LocalTileOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen())
    return failure();
  std::string proj;
  do {
    std::string text;
    if (succeeded(parser.parseOptionalString(&text))) {
      proj = text;
      break;
    }
    OpAsmParser::UnresolvedOperand v;
    if (parser.parseOperand(v))
      return failure();
    operands.push_back(v);
  } while (succeeded(parser.parseOptionalComma()));
  if (parser.parseRParen())
    return failure();
  MLIRContext *ctx = parser.getContext();
  auto &props = result.getOrAddProperties<Properties>();
  if (!proj.empty()) {
    L::Result<L::CuteIRValue> v = L::parseCuteIR(proj);
    if (!v.ok() || v->kind() != L::CuteIRValue::Kind::IntTuple)
      return parser.emitError(loc, "expects a projection coordinate such as "
                                   "\"(1,_,1)\", got \"")
             << proj << "\"";
    props.proj = CoordAttr::get(ctx, StringAttr::get(ctx, proj));
  }
  if (operands.size() < 2 || operands.size() > 3)
    return parser.emitError(loc, "expects a tensor, a tile and an optional "
                                 "coordinate, got ")
           << operands.size() << " operands";
  FunctionType fn;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(fn))
    return failure();
  if (fn.getNumInputs() != operands.size() || fn.getNumResults() != 1)
    return parser.emitError(loc, "expects one type per operand and one "
                                 "result, got ")
           << fn;
  props.operandSegmentSizes = {1, 1, static_cast<int32_t>(operands.size()) - 2};
  result.addTypes(fn.getResults());
  return parser.resolveOperands(operands, fn.getInputs(), loc, result.operands);
}

void LocalTileOp::print(OpAsmPrinter &p) {
  p << "(" << getOperands();
  if (auto proj = getProjAttr()) {
    p << ", ";
    p.printString(proj.getValue().getValue());
  }
  p << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"proj", "operandSegmentSizes"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}
