//===- AccessorOps.cpp - accessor ops: result-type inference --------------===//
//
// The accessors take a CuTe value apart (its shape, stride, a mode, its
// leaves, its integers) or recast it as another tuple kind. Each result type
// is computed from the operand type, with CuTe IR's diagnostics.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

static StringAttr textOf(MLIRContext *ctx, const L::IntTuple &t) {
  return StringAttr::get(ctx, L::printCuteIR(t));
}

static bool anyLeafOfKind(const L::IntTuple &t, L::IntTuple::Kind k) {
  if (t.kind() == k)
    return true;
  for (const L::IntTuple &e : t.elems())
    if (anyLeafOfKind(e, k))
      return true;
  return false;
}

//===----------------------------------------------------------------------===//
// get_shape, get_stride, composed_get_*
//===----------------------------------------------------------------------===//

/// The shapes of a tile's layout slots, nested tiles giving nested tuples;
/// none if a slot is not a layout.
static std::optional<L::IntTuple> layoutSlotShapes(const L::Tile &t) {
  std::vector<L::IntTuple> shapes;
  for (const L::Tile::Mode &m : t.modes) {
    if (const auto *l = std::get_if<L::Layout>(&m)) {
      shapes.push_back(l->shape);
    } else if (const auto *n = std::get_if<L::NestedTile>(&m)) {
      std::optional<L::IntTuple> s = layoutSlotShapes(**n);
      if (!s)
        return std::nullopt;
      shapes.push_back(std::move(*s));
    } else {
      return std::nullopt;
    }
  }
  return L::IntTuple::tuple(std::move(shapes));
}

LogicalResult GetShapeOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &out) {
  Type in = operands[0].getType();
  FailureOr<L::CuteIRValue> v = cuteValueOf(in);
  if (failed(v))
    return failure();
  L::IntTuple shape;
  switch (v->kind()) {
  case L::CuteIRValue::Kind::Layout:
    shape = v->layout().shape;
    break;
  case L::CuteIRValue::Kind::Composed:
    shape = v->composed().layout.shape;
    break;
  case L::CuteIRValue::Kind::Tile: {
    std::optional<L::IntTuple> s = layoutSlotShapes(v->tile());
    if (!s)
      return emitOptionalError(
          loc, "expects a tile operand with no underscore slots, but got ", in);
    shape = std::move(*s);
    break;
  }
  case L::CuteIRValue::Kind::IntTuple:
    // An unbracketed one-slot tile that is `_`.
    return emitOptionalError(
        loc, "expects a tile operand with no underscore slots, but got ", in);
  default:
    return failure();
  }
  return pushChecked<ShapeType>(out, loc, ctx, textOf(ctx, shape));
}

LogicalResult GetStrideOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  auto lt = dyn_cast<LayoutType>(operands[0].getType());
  if (!lt || !lt.getValue().isLayout())
    return emitOptionalError(loc, "expects input to be !cute.layout, but got ",
                             operands[0].getType());
  return pushChecked<StrideType>(out, loc, ctx, textOf(ctx, lt.getValue().layout().stride));
}

static FailureOr<L::ComposedLayout> composedOperand(std::optional<Location> loc,
                                                    Type t) {
  auto ct = dyn_cast<ComposedLayoutType>(t);
  if (!ct)
    return emitOptionalError(
        loc, "expects input to be !cute.composed_layout, but got ", t);
  return ct.getValue();
}

LogicalResult ComposedGetInnerOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  FailureOr<L::ComposedLayout> c = composedOperand(loc, operands[0].getType());
  if (failed(c))
    return failure();
  // CuTe IR's inner function is our outer one: a layout or a swizzle.
  if (c->outerLayout)
    return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*c->outerLayout});
  return pushChecked<SwizzleType>(out, loc, ctx, c->swizzle.B, c->swizzle.M, c->swizzle.S);
}

bool ComposedGetInnerOp::isCompatibleReturnTypes(TypeRange inferred,
                                                 TypeRange actual) {
  return oneResultCompatible(inferred, actual, [](Type it, Type at) {
    auto a = dyn_cast<SwizzleType>(it), b = dyn_cast<SwizzleType>(at);
    return a && b && a.getB() == 0 && b.getB() == 0;
  });
}

LogicalResult ComposedGetOffsetOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  FailureOr<L::ComposedLayout> c = composedOperand(loc, operands[0].getType());
  if (failed(c))
    return failure();
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, c->offset));
}

LogicalResult ComposedGetOuterOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  FailureOr<L::ComposedLayout> c = composedOperand(loc, operands[0].getType());
  if (failed(c))
    return failure();
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{c->layout});
}

//===----------------------------------------------------------------------===//
// get_leaves, get_layouts_from_tile, get_scalars
//===----------------------------------------------------------------------===//

static void flattenSlots(const L::Tile &t, std::vector<L::Tile::Mode> &out) {
  for (const L::Tile::Mode &m : t.modes) {
    if (const auto *n = std::get_if<L::NestedTile>(&m))
      flattenSlots(**n, out);
    else
      out.push_back(m);
  }
}

/// A tile's slots in order: a bracketed tile's modes with nested tiles
/// flattened depth first, or the one slot of an unbracketed tile.
static std::vector<L::Tile::Mode> tileSlots(const L::CuteIRValue &v) {
  if (v.kind() == L::CuteIRValue::Kind::Tile) {
    std::vector<L::Tile::Mode> out;
    flattenSlots(v.tile(), out);
    return out;
  }
  if (v.kind() == L::CuteIRValue::Kind::Layout)
    return {v.layout()};
  return {v.intTuple()};
}

/// A tile's slots with nested tiles opened, depth first, left to right:
/// `[[4:1;8:1];[3:1;_]]` gives 4:1, 8:1, 3:1, _.
static void appendFlatSlots(const std::vector<L::Tile::Mode> &modes,
                            std::vector<L::Tile::Mode> &out) {
  for (const L::Tile::Mode &m : modes) {
    if (const auto *n = std::get_if<L::NestedTile>(&m))
      appendFlatSlots((*n)->modes, out);
    else
      out.push_back(m);
  }
}

static std::vector<L::Tile::Mode> flatTileSlots(const L::CuteIRValue &v) {
  std::vector<L::Tile::Mode> out;
  appendFlatSlots(tileSlots(v), out);
  return out;
}

LogicalResult GetLeavesOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  Type in = operands[0].getType();
  if (!isa<ShapeType, StrideType, CoordType, IntTupleType, TileType>(in))
    return emitOptionalError(
        loc,
        "expects $input to be !cute.shape, !cute.stride, !cute.coord, "
        "!cute.int_tuple, or !cute.tile, but got ",
        in);
  FailureOr<L::CuteIRValue> v = cuteValueOf(in);
  if (failed(v))
    return failure();
  if (isa<TileType>(in)) {
    for (const L::Tile::Mode &m : flatTileSlots(*v)) {
      LogicalResult pushed =
          std::get_if<L::Layout>(&m)
              ? pushChecked<LayoutType>(
                    out, loc, ctx, L::AnyLayout{std::get<L::Layout>(m)})
              : pushChecked<TileType>(out, loc, ctx,
                                      textOf(ctx, std::get<L::IntTuple>(m)));
      if (failed(pushed))
        return failure();
    }
    return success();
  }
  const L::IntTuple flat = L::flatten(v->intTuple());
  for (const L::IntTuple &leaf :
       flat.isTuple() ? flat.elems() : std::vector<L::IntTuple>{flat}) {
    FailureOr<Type> t = typeOfKind(in, L::CuteIRValue{leaf}, loc);
    if (failed(t))
      return failure();
    out.push_back(*t);
  }
  return success();
}

LogicalResult GetLayoutsFromTileOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  Type in = operands[0].getType();
  FailureOr<L::CuteIRValue> v = cuteValueOf(in);
  if (!isa<TileType>(in) || failed(v))
    return emitOptionalError(loc, "expects tile to be !cute.tile, but got ",
                             in);
  for (const L::Tile::Mode &m : flatTileSlots(*v)) {
    const auto *l = std::get_if<L::Layout>(&m);
    if (l && failed(pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*l})))
      return failure();
  }
  if (out.empty())
    return emitOptionalError(
        loc, "expects $tile to contain at least one layout slot, but got ",
        in);
  return success();
}

/// The integer types of one leaf: a static integer counts by its width, a
/// dynamic one by its annotation, a scaled basis is its coefficient then its
/// mode indices (i32), `_` has none.
static void scalarTypesOf(MLIRContext *ctx, const L::IntTuple &t,
                          bool onlyDynamic, SmallVectorImpl<Type> &out) {
  switch (t.kind()) {
  case L::IntTuple::Kind::Tuple:
    for (const L::IntTuple &e : t.elems())
      scalarTypesOf(ctx, e, onlyDynamic, out);
    return;
  case L::IntTuple::Kind::Dynamic:
    out.push_back(IntegerType::get(ctx, t.dynamicBits()));
    return;
  case L::IntTuple::Kind::Static:
    if (!onlyDynamic)
      out.push_back(IntegerType::get(ctx, L::dyn::widthOf(t)));
    return;
  case L::IntTuple::Kind::Basis:
    // The coefficient counts like a leaf of its own; the mode indices are
    // static.
    if (t.basisIsDynamic())
      out.push_back(IntegerType::get(ctx, t.dynamicBits()));
    else if (!onlyDynamic)
      out.push_back(IntegerType::get(
          ctx, L::dyn::widthOf(L::IntTuple::integer(t.value()))));
    if (!onlyDynamic)
      out.append(t.basisModes().size(), IntegerType::get(ctx, 32));
    return;
  case L::IntTuple::Kind::Underscore:
  case L::IntTuple::Kind::Error: // never read by cuteValueOf
    return;
  }
}

static void scalarTypesOf(MLIRContext *ctx, const L::Layout &l,
                          bool onlyDynamic, SmallVectorImpl<Type> &out) {
  scalarTypesOf(ctx, l.shape, onlyDynamic, out);
  scalarTypesOf(ctx, l.stride, onlyDynamic, out);
}

static void scalarTypesOf(MLIRContext *ctx, const L::Tile &t, bool onlyDynamic,
                          SmallVectorImpl<Type> &out) {
  for (const L::Tile::Mode &m : t.modes) {
    if (const auto *l = std::get_if<L::Layout>(&m))
      scalarTypesOf(ctx, *l, onlyDynamic, out);
    else if (const auto *n = std::get_if<L::NestedTile>(&m))
      scalarTypesOf(ctx, **n, onlyDynamic, out);
    else
      scalarTypesOf(ctx, std::get<L::IntTuple>(m), onlyDynamic, out);
  }
}

static void swizzleScalarTypes(MLIRContext *ctx, bool onlyDynamic,
                               SmallVectorImpl<Type> &out) {
  if (!onlyDynamic)
    out.append(3, IntegerType::get(ctx, 32));
}

LogicalResult GetScalarsOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &out) {
  Adaptor adaptor(operands, attrs, props, regions);
  bool onlyDynamic = adaptor.getOnlyDynamic();
  Type in = adaptor.getCuteValue().getType();
  FailureOr<L::CuteIRValue> v = cuteValueOf(in);
  if (failed(v) || isa<ShapeType, StrideType, CoordType, IntTupleType,
                       TileType, LayoutType, ComposedLayoutType,
                       SwizzleType>(in) == false)
    return emitOptionalError(
        loc,
        "expects $cute_value to be !cute.int_tuple, !cute.shape, "
        "!cute.stride, !cute.coord, !cute.tile, !cute.layout, "
        "!cute.composed_layout, or !cute.swizzle, but got ",
        in);
  switch (v->kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    scalarTypesOf(ctx, v->intTuple(), onlyDynamic, out);
    break;
  case L::CuteIRValue::Kind::Layout:
    scalarTypesOf(ctx, v->layout(), onlyDynamic, out);
    break;
  case L::CuteIRValue::Kind::Composed:
    // The outer function A (a layout, or a swizzle's three), the offset,
    // then the inner layout B: print order, as CuTe IR orders them.
    if (v->composed().outerLayout)
      scalarTypesOf(ctx, *v->composed().outerLayout, onlyDynamic, out);
    else
      swizzleScalarTypes(ctx, onlyDynamic, out);
    scalarTypesOf(ctx, v->composed().offset, onlyDynamic, out);
    scalarTypesOf(ctx, v->composed().layout, onlyDynamic, out);
    break;
  case L::CuteIRValue::Kind::Swizzle:
    swizzleScalarTypes(ctx, onlyDynamic, out);
    break;
  case L::CuteIRValue::Kind::Tile:
    scalarTypesOf(ctx, v->tile(), onlyDynamic, out);
    break;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// get, select
//===----------------------------------------------------------------------===//

LogicalResult GetOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                      ValueRange operands, DictionaryAttr attrs,
                                      OpaqueProperties props,
                                      RegionRange regions,
                                      SmallVectorImpl<Type> &out) {
  Adaptor adaptor(operands, attrs, props, regions);
  ArrayRef<int32_t> path = adaptor.getMode().value_or(ArrayRef<int32_t>{});
  Type in = adaptor.getInput().getType();
  FailureOr<IndexedValue> v = indexedValueOf(in);
  if (failed(v) || failed(verifyModePath(loc, *v, path)))
    return failure();
  FailureOr<Type> t = typeOfKind(in, valueAtModePath(*v, path).value, loc);
  if (failed(t))
    return failure();
  out.push_back(*t);
  return success();
}

LogicalResult SelectOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         ValueRange operands,
                                         DictionaryAttr attrs,
                                         OpaqueProperties props,
                                         RegionRange regions,
                                         SmallVectorImpl<Type> &out) {
  Adaptor adaptor(operands, attrs, props, regions);
  ArrayRef<int32_t> modes = adaptor.getMode();
  Type in = adaptor.getInput().getType();
  FailureOr<IndexedValue> v = indexedValueOf(in);
  if (failed(v))
    return failure();
  int rank = modeCount(*v);
  for (int32_t m : modes)
    if (m < 0 || m >= rank)
      return emitOptionalError(loc, "expects mode index in [0, ", rank,
                               "), but got ", m);
  std::vector<IndexedValue> picked;
  for (int32_t m : modes)
    picked.push_back(modeOf(*v, m));

  L::CuteIRValue result;
  if (v->isTile) {
    L::Tile tile;
    for (const IndexedValue &p : picked) {
      if (p.value.kind() == L::CuteIRValue::Kind::Layout)
        tile.modes.push_back(p.value.layout());
      else if (p.value.kind() == L::CuteIRValue::Kind::Tile)
        tile.modes.push_back(L::nestTile(p.value.tile()));
      else
        tile.modes.push_back(p.value.intTuple());
    }
    result.v = std::move(tile);
  } else if (const auto kind = v->value.kind();
             kind == L::CuteIRValue::Kind::Layout ||
             kind == L::CuteIRValue::Kind::Composed) {
    std::vector<L::IntTuple> shape, stride;
    for (const IndexedValue &p : picked) {
      const L::Layout &l = p.value.kind() == L::CuteIRValue::Kind::Layout
                               ? p.value.layout()
                               : p.value.composed().layout;
      shape.push_back(l.shape);
      stride.push_back(l.stride);
    }
    L::Layout l{L::IntTuple::tuple(std::move(shape)),
                L::IntTuple::tuple(std::move(stride))};
    if (kind == L::CuteIRValue::Kind::Layout) {
      result.v = std::move(l);
    } else {
      L::ComposedLayout c = v->value.composed();
      c.layout = std::move(l);
      result.v = std::move(c);
    }
  } else {
    std::vector<L::IntTuple> e;
    for (const IndexedValue &p : picked)
      e.push_back(p.value.intTuple());
    result.v = L::IntTuple::tuple(std::move(e));
  }
  FailureOr<Type> t = typeOfKind(in, result, loc);
  if (failed(t))
    return emitOptionalError(
        loc,
        "expects mode indices to yield a valid result, but got invalid "
        "result for input type ",
        in);
  out.push_back(*t);
  return success();
}

//===----------------------------------------------------------------------===//
// to_int_tuple, to_shape, to_stride, to_coord
//===----------------------------------------------------------------------===//

LogicalResult ToIntTupleOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  Type in = operands[0].getType();
  FailureOr<L::CuteIRValue> v = cuteValueOf(in);
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::IntTuple)
    return failure();
  const L::IntTuple &t = v->intTuple();
  // A coord may hold `_` and a stride scaled bases; an int_tuple neither.
  if (anyLeafOfKind(t, L::IntTuple::Kind::Underscore))
    return emitOptionalError(
        loc, "expects source without underscores (_), but got ", in);
  if (anyLeafOfKind(t, L::IntTuple::Kind::Basis))
    return emitOptionalError(
        loc, "expects source without scaled-basis strides, but got ", in);
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, t));
}

template <typename ResultT>
static LogicalResult inferFromIntTuple(std::optional<Location> loc, Type in,
                                       SmallVectorImpl<Type> &out) {
  auto it = dyn_cast<IntTupleType>(in);
  if (!it)
    return emitOptionalError(loc, "expects src to be !cute.int_tuple, but got ",
                             in);
  auto emitError = [&]() -> InFlightDiagnostic {
    return loc ? mlir::emitError(*loc)
               : mlir::emitError(UnknownLoc::get(in.getContext()));
  };
  auto r = ResultT::getChecked(emitError, in.getContext(), it.getValue());
  if (!r)
    return failure();
  out.push_back(r);
  return success();
}

LogicalResult ToShapeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  return inferFromIntTuple<ShapeType>(loc, operands[0].getType(), out);
}

LogicalResult ToStrideOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  return inferFromIntTuple<StrideType>(loc, operands[0].getType(), out);
}

LogicalResult ToCoordOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange, SmallVectorImpl<Type> &out) {
  return inferFromIntTuple<CoordType>(loc, operands[0].getType(), out);
}

// CuTe IR writes the unit property before the operand, CuTe DSL after it
// (`(%v) <{only_dynamic}>`); both read, CuTe IR's form printed.
ParseResult GetScalarsOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand value;
  Type type;
  auto onlyDynamic = [&]() -> ParseResult {
    if (failed(parser.parseOptionalLess()))
      return success();
    if (parser.parseLBrace() || parser.parseKeyword("only_dynamic") ||
        parser.parseRBrace() || parser.parseGreater())
      return failure();
    result.getOrAddProperties<Properties>().only_dynamic =
        parser.getBuilder().getUnitAttr();
    return success();
  };
  if (onlyDynamic() || parser.parseLParen() || parser.parseOperand(value) ||
      parser.parseRParen() || onlyDynamic() ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type) ||
      parser.resolveOperand(value, type, result.operands))
    return failure();
  SmallVector<Type> inferred;
  if (failed(GetScalarsOp::inferReturnTypes(
          parser.getContext(), result.location, result.operands,
          result.attributes.getDictionary(parser.getContext()),
          result.getRawProperties(), result.regions, inferred)))
    return failure();
  result.addTypes(inferred);
  return success();
}

void GetScalarsOp::print(OpAsmPrinter &p) {
  if (getOnlyDynamic())
    p << "<{only_dynamic}>";
  p << " (" << getCuteValue() << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"only_dynamic"});
  p << " : " << getCuteValue().getType();
}

ParseResult GetOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  DenseI32ArrayAttr mode;
  if (parseModePathAndOperand(parser, input, mode))
    return failure();
  if (mode)
    result.getOrAddProperties<Properties>().mode = mode;
  Type in, out;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parseArrowType(parser, in, out))
    return failure();
  result.addTypes(out);
  return parser.resolveOperand(input, in, result.operands);
}

void GetOp::print(OpAsmPrinter &p) {
  if (getModeAttr()) {
    p << "<";
    getModeAttr().print(p);
    p << ">";
  }
  p << " (" << getInput() << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"mode"});
  p << " : ";
  printArrowType(p, *this, getInput().getType(), getResult().getType());
}
