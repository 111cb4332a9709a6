//===- ConstructorOps.cpp - constructor ops -------------------------------===//
//
// cute.static, and the make_* constructors: the leaf constructors
// (make_int_tuple, make_shape, make_stride, make_coord, make_tile) check
// their operands against the `?` leaves of the result type; make_layout and
// make_composed_layout infer the result type from the operands' types.
//
//===----------------------------------------------------------------------===//
#include "CuteDslTypes.h"
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

/// A tiled copy or MMA whose layouts and tiles have no dynamic leaf.
static bool isStaticTiledType(Type t) {
  auto staticText = [](StringAttr a) {
    if (!a)
      return true;
    L::Result<L::CuteIRValue> v = L::parseCuteIR(a.getValue().str());
    return v.ok() && !hasDynamicLeaf(*v);
  };
  if (auto c = dyn_cast<TiledCopyType>(t))
    return staticText(c.getLayoutCopyTv()) && staticText(c.getTilerMn());
  if (auto m = dyn_cast<TiledMmaType>(t))
    return staticText(m.getAtomLayoutMNK()) &&
           staticText(m.getPermutationMNK());
  return false;
}

LogicalResult StaticOp::verify() {
  if (isa<TiledCopyType, TiledMmaType>(getType())) {
    if (!isStaticTiledType(getType()))
      return emitOpError("expects result to be static, but got ")
             << getType();
    return success();
  }
  if (!isStaticCuteType(getType()))
    return emitOpError("expects result to be static, but got ") << getType();
  return success();
}

OpFoldResult StaticOp::fold(FoldAdaptor) { return TypeAttr::get(getType()); }

//===----------------------------------------------------------------------===//
// Leaf constructors
//===----------------------------------------------------------------------===//

/// The widths of the dynamic leaves of `t` (dynamic basis coefficients
/// included), depth first, left to right. Widths, not pointers: a nested
/// tile is walked through a temporary value.
/// A dynamic leaf's width and the divisor it claims.
struct DynamicLeaf {
  int bits;
  int64_t divisibility;
};

static void collectDynamics(const L::IntTuple &t,
                            SmallVectorImpl<DynamicLeaf> &out) {
  if (t.isDynamic() || (t.isBasis() && t.basisIsDynamic())) {
    out.push_back({t.dynamicBits(), t.divisibility()});
    return;
  }
  for (const L::IntTuple &e : t.elems())
    collectDynamics(e, out);
}

static void collectDynamics(const L::CuteIRValue &v,
                            SmallVectorImpl<DynamicLeaf> &out) {
  using K = L::CuteIRValue::Kind;
  auto layout = [&](const L::Layout &l) {
    collectDynamics(l.shape, out);
    collectDynamics(l.stride, out);
  };
  switch (v.kind()) {
  case K::IntTuple:
    collectDynamics(v.intTuple(), out);
    return;
  case K::Layout:
    layout(v.layout());
    return;
  case K::Tile:
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *l = std::get_if<L::Layout>(&m))
        layout(*l);
      else if (const auto *n = std::get_if<L::NestedTile>(&m))
        collectDynamics(L::CuteIRValue{**n}, out);
      else
        collectDynamics(std::get<L::IntTuple>(m), out);
    }
    return;
  default:
    return;
  }
}

/// One operand per `?` leaf of the result, of that leaf's width, known to
/// be divisible by what the leaf claims (`?{div=8}` needs an operand
/// `!cute.int_tuple<"?{div=8}">`, `!cute.i32<divby 8>` or a multiple). A
/// one-leaf int tuple operand that is static fits any leaf.
static LogicalResult verifyLeafOperands(Operation *op, Type resultType,
                                        ValueRange operands) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(resultType);
  if (failed(v))
    return op->emitOpError("expects a CuTe value type, but got ")
           << resultType;
  SmallVector<DynamicLeaf> dyn;
  collectDynamics(*v, dyn);
  if (dyn.size() != operands.size())
    return op->emitOpError("expects ")
           << dyn.size() << " dynamic operand(s) for result type "
           << resultType << ", but got " << operands.size();
  for (auto [i, operand] : llvm::enumerate(operands)) {
    int want = dyn[i].bits;
    int got = 0;
    int64_t known = 1;
    Type ty = operand.getType();
    if (auto it = dyn_cast<IntTupleType>(ty)) {
      FailureOr<L::CuteIRValue> ov = cuteValueOf(it);
      if (failed(ov) || ov->intTuple().isStaticInt())
        continue;
      got = ov->intTuple().dynamicBits();
      known = ov->intTuple().divisibility();
    } else if (auto d = dyn_cast<DivIntType>(ty)) {
      got = d.getWidth();
      known = d.getDivisor();
    } else {
      got = cast<IntegerType>(ty).getWidth();
    }
    if (got != want)
      return op->emitOpError("expects operand #")
             << i << " to have (width=" << want << "), but got (width=" << got
             << ")";
    if (known % dyn[i].divisibility != 0)
      return op->emitOpError("expects operand #")
             << i << " to be divisible by " << dyn[i].divisibility
             << " (its leaf's divisibility), but got " << ty;
  }
  return success();
}

LogicalResult MakeIntTupleOp::verify() {
  return verifyLeafOperands(*this, getType(), getOperands());
}
LogicalResult MakeShapeOp::verify() {
  return verifyLeafOperands(*this, getType(), getOperands());
}
LogicalResult MakeStrideOp::verify() {
  return verifyLeafOperands(*this, getType(), getOperands());
}
LogicalResult MakeCoordOp::verify() {
  return verifyLeafOperands(*this, getType(), getOperands());
}
LogicalResult MakeTileOp::verify() {
  return verifyLeafOperands(*this, getType(), getOperands());
}

//===----------------------------------------------------------------------===//
// make_layout, make_composed_layout
//===----------------------------------------------------------------------===//

/// The shape and stride types a layout type is made of.
static std::pair<Type, Type> layoutParts(LayoutType t) {
  const L::AnyLayout &v = t.getValue();
  if (!v.isLayout())
    return {Type(), Type()};
  MLIRContext *ctx = t.getContext();
  return {ShapeType::get(ctx, StringAttr::get(ctx, L::printCuteIR(v.layout().shape))),
          StrideType::get(ctx, StringAttr::get(ctx, L::printCuteIR(v.layout().stride)))};
}

ParseResult MakeLayoutOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (operands.size() > 2)
    return parser.emitError(loc, "expects a shape and an optional stride, got ")
           << operands.size() << " operands";
  SmallVector<Type, 2> types;
  Type layout;
  if (parseResultOrFunctionalType(parser, loc, operands.size(), types, layout))
    return failure();
  if (types.empty()) {
    auto lt = dyn_cast<LayoutType>(layout);
    if (!lt)
      return parser.emitError(loc, "expects a !cute.layout result type, got ")
             << layout;
    auto [shape, stride] = layoutParts(lt);
    if (!shape)
      return parser.emitError(loc, "expects a shape:stride layout, got ")
             << layout;
    if (operands.size() >= 1)
      types.push_back(shape);
    if (operands.size() == 2)
      types.push_back(stride);
  }
  result.addTypes(layout);
  int32_t nShape = operands.empty() ? 0 : 1, nStride = operands.size() == 2;
  result.getOrAddProperties<Properties>().operandSegmentSizes = {nShape,
                                                                 nStride};
  return parser.resolveOperands(operands, types, loc, result.operands);
}

void MakeLayoutOp::print(OpAsmPrinter &p) {
  p << "(" << getOperands() << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"operandSegmentSizes"});
  p << " : ";
  if (getShape() && getStride())
    p.printFunctionalType(getOperandTypes(), getOperation()->getResultTypes());
  else
    p << getLayout().getType();
}

/// Equal up to what is not known of dynamic leaves (width, divisibility):
/// the structure and every static leaf.
static bool sameUpToDynamicFacts(const L::IntTuple &a, const L::IntTuple &b) {
  if (a.isTuple() != b.isTuple())
    return false;
  if (a.isTuple()) {
    if (a.rank() != b.rank())
      return false;
    for (int i = 0; i < a.rank(); ++i)
      if (!sameUpToDynamicFacts(a[i], b[i]))
        return false;
    return true;
  }
  if (a.isDynamic() || b.isDynamic())
    return a.isDynamic() && b.isDynamic();
  return a == b;
}

LogicalResult MakeLayoutOp::verify() {
  LayoutType result = getLayout().getType();
  if (!result.getValue().isLayout())
    return emitOpError("expects a shape:stride layout, got ") << result;
  const L::Layout want = result.getValue().layout();
  if (!getShape()) {
    if (getStride())
      return emitOpError("a stride needs a shape");
    if (!isStaticCuteType(result))
      return emitOpError("without operands the layout must be static, got ")
             << result;
    return success();
  }
  FailureOr<L::CuteIRValue> shape = cuteValueOf(getShape().getType());
  if (failed(shape))
    return emitOpError("expects a shape");
  L::IntTuple stride;
  if (getStride()) {
    FailureOr<L::CuteIRValue> d = cuteValueOf(getStride().getType());
    if (failed(d))
      return emitOpError("expects a stride");
    stride = d->intTuple();
    L::Layout l{shape->intTuple(), stride};
    std::string why = cuteIRLayoutDiagnostic(l);
    if (!why.empty())
      return emitOpError(why);
    FailureOr<Type> inferred =
        checkedType<LayoutType>(getLoc(), getContext(), L::AnyLayout{l});
    if (failed(inferred))
      return failure();
    // CuTe IR infers this form's result: its diagnostics, word for word.
    if (*inferred != result) {
      emitOpError("inferred type(s) ")
          << *inferred << " are incompatible with return type(s) of "
          << "operation " << result;
      return emitOpError("failed to infer returned types");
    }
    return success();
  }
  L::Result<L::IntTuple> compact = L::compactColMajorStride(shape->intTuple());
  if (!compact.ok())
    return emitOpError(compact.error().message);
  if (!sameUpToDynamicFacts(shape->intTuple(), want.shape) ||
      !sameUpToDynamicFacts(*compact, want.stride))
    return emitOpError("expects the compact column-major layout of ")
           << getShape().getType() << ", with strides "
           << L::printCuteIR(*compact) << ", got " << result;
  return success();
}

bool MakeComposedLayoutOp::isCompatibleReturnTypes(TypeRange inferred,
                                                   TypeRange actual) {
  return oneResultCompatible(inferred, actual, [](Type it, Type at) {
    auto i = dyn_cast<ComposedLayoutType>(it);
    auto a = dyn_cast<ComposedLayoutType>(at);
    if (!i || !a)
      return false;
    // Any S<0,M,S> is the identity: compare with the swizzles set aside.
    L::ComposedLayout ci = i.getValue(), ca = a.getValue();
    if (ci.hasOuterLayout() || ca.hasOuterLayout() || ci.swizzle.B != 0 ||
        ca.swizzle.B != 0)
      return false;
    ci.swizzle = ca.swizzle;
    return ci == ca;
  });
}

LogicalResult MakeComposedLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attrs, props, regions);
  FailureOr<L::CuteIRValue> inner = cuteValueOf(adaptor.getInner().getType());
  FailureOr<L::CuteIRValue> offset =
      cuteValueOf(adaptor.getOffset().getType());
  FailureOr<L::CuteIRValue> outer = cuteValueOf(adaptor.getOuter().getType());
  if (failed(inner) || failed(offset) || failed(outer) ||
      outer->kind() != L::CuteIRValue::Kind::Layout)
    return emitOptionalError(loc, "expects a layout or swizzle, an int tuple "
                                  "and a layout");
  L::ComposedLayout c;
  c.offset = offset->intTuple();
  c.layout = outer->layout();
  if (inner->kind() == L::CuteIRValue::Kind::Swizzle)
    c.swizzle = inner->swizzle();
  else if (inner->kind() == L::CuteIRValue::Kind::Layout)
    c.outerLayout = inner->layout();
  else
    return emitOptionalError(loc, "expects inner to be !cute.layout or "
                                  "!cute.swizzle");
  std::string why = cuteIRComposedDiagnostic(c);
  if (!why.empty())
    return emitOptionalError(loc, why);
  return pushChecked<ComposedLayoutType>(inferred, loc, ctx, std::move(c));
}

//===----------------------------------------------------------------------===//
// make_layout_like, make_ordered_layout, make_identity_layout
//===----------------------------------------------------------------------===//

static bool anyBasis(const L::IntTuple &t) {
  if (t.isBasis())
    return true;
  for (const L::IntTuple &e : t.elems())
    if (anyBasis(e))
      return true;
  return false;
}

LogicalResult MakeLayoutLikeOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred, L::dyn::Tracer *tracer) {
  FailureOr<L::CuteIRValue> src = cuteValueOf(adaptor.getSrc().getType());
  if (failed(src))
    return emitOptionalError(loc, "expects a layout");
  L::Layout l;
  if (src->kind() == L::CuteIRValue::Kind::Composed) {
    const L::ComposedLayout &c = src->composed();
    if (c.outerLayout)
      return emitOptionalError(loc, "expects source composed layout to have a "
                                    "Swizzle A component, but got a layout A");
    if (anyBasis(c.layout.stride))
      return emitOptionalError(loc, "expects plain integer strides in outer B "
                                    "layout of composed source, but got "
                                    "scaled-basis strides");
    l = c.layout;
  } else if (src->kind() == L::CuteIRValue::Kind::Layout) {
    l = src->layout();
    if (anyBasis(l.stride))
      return emitOptionalError(loc, "expects plain integer strides in source "
                                    "layout, but got scaled-basis strides");
  } else {
    return emitOptionalError(loc, "expects a layout");
  }
  L::Result<L::Layout> r = L::makeLayoutLike(l, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "expects a valid layout-like result, but "
                                  "construction failed: ",
                             r.error().message);
  return pushChecked<LayoutType>(inferred, loc, ctx, L::AnyLayout{*r});
}

bool MakeOrderedLayoutOp::isCompatibleReturnTypes(TypeRange inferred,
                                                  TypeRange actual) {
  return oneResultCompatible(inferred, actual, [](Type it, Type at) {
    auto i = dyn_cast<LayoutType>(it), a = dyn_cast<LayoutType>(at);
    if (!i || !a || !i.getValue().isLayout() || !a.getValue().isLayout())
      return false;
    L::Layout il = i.getValue().layout(), al = a.getValue().layout();
    return il.shape == al.shape &&
           L::claimsLessDivisibility(al.stride, il.stride);
  });
}

LogicalResult MakeOrderedLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred, L::dyn::Tracer *tracer) {
  Type shapeTy = adaptor.getShape().getType();
  Type orderTy = adaptor.getOrder().getType();
  FailureOr<L::CuteIRValue> shape = cuteValueOf(shapeTy);
  FailureOr<L::CuteIRValue> order = cuteValueOf(orderTy);
  if (failed(shape) || failed(order))
    return emitOptionalError(loc, "expects a shape and an order");
  if (hasDynamicLeaf(order->intTuple()))
    return emitOptionalError(loc, "expects order to be a static int_tuple, "
                                  "but got ",
                             orderTy);
  if (!L::weaklyCongruent(order->intTuple(), shape->intTuple()))
    return emitOptionalError(loc, "expects order to be weakly congruent to "
                                  "shape ",
                             shapeTy, ", but got ", orderTy);
  // CuTe DSL's types keep what divides a computed stride (CuTe IR's may
  // say less; isCompatibleReturnTypes accepts both).
  L::dyn::KnownDivisorTracer divisors;
  L::Result<L::Layout> r = L::makeOrderedLayoutDynamic(
      shape->intTuple(), order->intTuple(), tracer ? tracer : &divisors);
  if (!r.ok())
    return emitOptionalError(loc, "expects a valid ordered layout, but "
                                  "construction failed: ",
                             r.error().message);
  return pushChecked<LayoutType>(inferred, loc, ctx, L::AnyLayout{*r});
}

/// CuTe make_basis_like(shape): each leaf's stride is the basis element at
/// its path (a scalar shape's stride is 1).
static L::IntTuple basisLike(const L::IntTuple &shape, std::vector<int> &path) {
  if (!shape.isTuple())
    return path.empty() ? L::IntTuple::integer(1) : L::IntTuple::basis(1, path);
  std::vector<L::IntTuple> elems;
  for (size_t i = 0; i < shape.elems().size(); ++i) {
    path.push_back(static_cast<int>(i));
    elems.push_back(basisLike(shape[i], path));
    path.pop_back();
  }
  return L::IntTuple::tuple(std::move(elems));
}

LogicalResult MakeIdentityLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attrs, props, regions);
  FailureOr<L::CuteIRValue> shape = cuteValueOf(adaptor.getShape().getType());
  if (failed(shape))
    return emitOptionalError(loc, "expects a shape");
  std::vector<int> path;
  L::Layout l{shape->intTuple(), basisLike(shape->intTuple(), path)};
  return pushChecked<LayoutType>(inferred, loc, ctx, L::AnyLayout{std::move(l)});
}

//===----------------------------------------------------------------------===//
// print
//===----------------------------------------------------------------------===//

// CuTe IR: `(%x) : T`. CuTe DSL: `("FORMAT", %a, %b) : A, B`, with the
// values (and their types) possibly none: `("FORMAT", ) : `.
ParseResult PrintOp::parse(OpAsmParser &parser, OperationState &result) {
  std::string format;
  SmallVector<OpAsmParser::UnresolvedOperand> values;
  SmallVector<Type> types;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen())
    return failure();
  bool hasFormat = succeeded(parser.parseOptionalString(&format));
  if (hasFormat) {
    if (succeeded(parser.parseOptionalComma()))
      (void)parser.parseOperandList(values);
  } else if (parser.parseOperandList(values)) {
    return failure();
  }
  if (parser.parseRParen() || parser.parseColon())
    return failure();
  if (!values.empty() && parser.parseTypeList(types))
    return failure();
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (hasFormat)
    result.getOrAddProperties<Properties>().fmt =
        parser.getBuilder().getStringAttr(format);
  return parser.resolveOperands(values, types, loc, result.operands);
}

void PrintOp::print(OpAsmPrinter &p) {
  p << "(";
  if (getFmtAttr()) {
    p.printString(*getFmt());
    p << ", ";
  }
  p << getValues() << ") : " << getValues().getTypes();
  p.printOptionalAttrDict((*this)->getAttrs(), {"fmt"});
}

LogicalResult PrintOp::verify() {
  if (getFmtAttr())
    return success();
  if (getValues().size() != 1)
    return emitOpError("without a format string prints exactly one value, "
                       "got ")
           << getValues().size();
  if (failed(cuteValueOf(getValues()[0].getType())))
    return emitOpError("without a format string prints a cute value (int "
                       "tuple, shape, stride, coord, tile, layout, composed "
                       "layout or swizzle), got ")
           << getValues()[0].getType();
  return success();
}

ParseResult MakeComposedLayoutOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (operands.size() != 3)
    return parser.emitError(loc, "expects inner, offset and outer operands, "
                                 "got ")
           << operands.size();
  SmallVector<Type, 3> types;
  Type type;
  if (parseResultOrFunctionalType(parser, loc, 3, types, type))
    return failure();
  if (types.empty()) {
    auto composed = dyn_cast<ComposedLayoutType>(type);
    if (!composed)
      return parser.emitError(loc, "expects a !cute.composed_layout, got ")
             << type;
    MLIRContext *ctx = parser.getContext();
    const L::ComposedLayout &c = composed.getValue();
    if (c.hasOuterLayout())
      types.push_back(LayoutType::get(ctx, L::AnyLayout{*c.outerLayout}));
    else if (c.swizzle.B == 0)
      // The result's text dropped an identity swizzle (CuTe DSL prints
      // `S<0,4,3> o 0 o L` as `L`); the one CuTe builds is S<0,4,3>.
      types.push_back(SwizzleType::get(ctx, 0, 4, 3));
    else
      types.push_back(
          SwizzleType::get(ctx, c.swizzle.B, c.swizzle.M, c.swizzle.S));
    types.push_back(IntTupleType::get(
        ctx, StringAttr::get(ctx, L::printCuteIR(L::CuteIRValue{c.offset}))));
    types.push_back(LayoutType::get(ctx, L::AnyLayout{c.layout}));
  }
  result.addTypes(type);
  return parser.resolveOperands(operands, types, loc, result.operands);
}

void MakeComposedLayoutOp::print(OpAsmPrinter &p) {
  p << "(" << getOperands() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

// CuTe IR: `(%s) : S -> R`; CuTe DSL: `(%s) : R`, the shape the result's.
ParseResult MakeIdentityLayoutOp::parse(OpAsmParser &parser,
                                        OperationState &result) {
  OpAsmParser::UnresolvedOperand shape;
  SMLoc loc = parser.getCurrentLocation();
  Type t;
  if (parser.parseLParen() || parser.parseOperand(shape) ||
      parser.parseRParen() ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(t))
    return failure();
  Type in = t, out;
  if (succeeded(parser.parseOptionalArrow())) {
    if (parser.parseType(out))
      return failure();
  } else if (auto layout = dyn_cast<LayoutType>(t)) {
    if (!layout.getValue().isLayout())
      return parser.emitError(loc, "expects a shape:stride layout, got ") << t;
    MLIRContext *ctx = parser.getContext();
    in = ShapeType::get(
        ctx, StringAttr::get(ctx, L::printCuteIR(L::CuteIRValue{
                                      layout.getValue().layout().shape})));
    out = t;
  } else {
    return parser.emitError(loc, "expects `: SHAPE -> LAYOUT` or the "
                                 "result layout alone, got ")
           << t;
  }
  result.addTypes(out);
  return parser.resolveOperand(shape, in, result.operands);
}

void MakeIdentityLayoutOp::print(OpAsmPrinter &p) {
  p << "(" << getShape() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : " << getShape().getType() << " -> " << getResult().getType();
}
