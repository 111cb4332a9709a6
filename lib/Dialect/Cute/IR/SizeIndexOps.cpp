//===- SizeIndexOps.cpp - size and index ops: result-type inference -------===//
//
// size, cosize, products, coordinate/index conversions and rank padding on
// static and dynamic values: a static result folds into the type, a
// dynamic one is `?` of the width CuTe IR's rule gives (Layout/Dynamic.h).
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/LayoutValue.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

static StringAttr textOf(MLIRContext *ctx, const L::IntTuple &t) {
  return StringAttr::get(ctx, L::printCuteIR(t));
}

/// The int tuple a tuple-kind type holds.
static FailureOr<L::IntTuple> tupleOf(Type t) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::IntTuple)
    return failure();
  return v->intTuple();
}

/// "[a, b]" for a mode path in diagnostics.
static std::string pathText(ArrayRef<int32_t> path) {
  std::string s;
  llvm::raw_string_ostream os(s);
  llvm::interleaveComma(path, os);
  return s;
}

//===----------------------------------------------------------------------===//
// size, cosize
//===----------------------------------------------------------------------===//

LogicalResult SizeOp::inferReturnTypes(MLIRContext *ctx,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &out,
                                       L::dyn::Tracer *tracer) {
  ArrayRef<int32_t> path = adaptor.getMode().value_or(ArrayRef<int32_t>{});
  Type in = adaptor.getInput().getType();
  // CuTe DSL's types keep what divides the product (`(8,?)` has size
  // `?{div=8}`); a lowering's tracer names the leaves instead.
  L::dyn::KnownDivisorTracer divisors;
  if (!tracer)
    tracer = &divisors;
  if (auto view = dyn_cast<ViewTypeInterface>(in)) {
    in = view.getViewLayoutType();
    if (!in)
      return emitOptionalError(loc, "expects a tensor with a layout, got ",
                               adaptor.getInput().getType());
  }
  FailureOr<IndexedValue> v = indexedValueOf(in);
  if (failed(v) || failed(verifyModePath(loc, *v, path)))
    return failure();
  L::CuteIRValue sub = valueAtModePath(*v, path).value;
  L::Result<L::IntTuple> size = L::Result<L::IntTuple>::fail("");
  switch (sub.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    size = L::dyn::product(sub.intTuple(), tracer);
    break;
  case L::CuteIRValue::Kind::Layout:
    size = L::dyn::product(sub.layout().shape, tracer);
    break;
  case L::CuteIRValue::Kind::Composed:
    size = L::dyn::product(sub.composed().layout.shape, tracer);
    break;
  default:
    break;
  }
  if (!size.ok())
    return emitOptionalError(loc, "unable to compute size for input ", in,
                             " and mode [", pathText(path), "]");
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, *size));
}

bool SizeOp::isCompatibleReturnTypes(TypeRange inferred, TypeRange actual) {
  // A dynamic size typed without what divides it (CuTe IR's `?` for the
  // DSL's `?{div=8}`) states less, and still holds.
  return oneResultCompatible(inferred, actual, [](Type it, Type at) {
    FailureOr<L::IntTuple> i = tupleOf(it), a = tupleOf(at);
    return succeeded(i) && succeeded(a) && L::claimsLessDivisibility(*a, *i);
  });
}

LogicalResult CosizeOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &out,
                                         L::dyn::Tracer *tracer) {
  ArrayRef<int32_t> path = adaptor.getMode().value_or(ArrayRef<int32_t>{});
  Type in = adaptor.getInput().getType();
  FailureOr<IndexedValue> v = indexedValueOf(in);
  if (failed(v))
    return failure();
  // A layout applied after the composed layout's offset can map anywhere:
  // only a swizzle (a bijection on its range) keeps the cosize defined.
  if (v->value.kind() == L::CuteIRValue::Kind::Composed &&
      v->value.composed().outerLayout)
    return emitOptionalError(loc,
                             "expects composed_layout inner to be a swizzle "
                             "(cosize is undefined for affine inner), but got ",
                             in);
  if (failed(verifyModePath(loc, *v, path)))
    return failure();
  L::CuteIRValue sub = valueAtModePath(*v, path).value;
  L::Result<L::IntTuple> cosize = L::Result<L::IntTuple>::fail("");
  if (sub.kind() == L::CuteIRValue::Kind::Layout)
    cosize = L::cosizeOf(sub.layout(), tracer);
  else if (sub.kind() == L::CuteIRValue::Kind::Composed)
    cosize = L::cosizeOf(sub.composed().layout, tracer);
  if (!cosize.ok())
    return emitOptionalError(loc, "unable to compute cosize for input ", in,
                             " and mode [", pathText(path), "]");
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, *cosize));
}

//===----------------------------------------------------------------------===//
// tuple_product, tuple_product_each
//===----------------------------------------------------------------------===//

template <typename Fn>
static LogicalResult inferProduct(std::optional<Location> loc, Type in,
                                  StringRef op, Fn fn,
                                  SmallVectorImpl<Type> &out) {
  FailureOr<L::IntTuple> t = tupleOf(in);
  if (failed(t))
    return failure();
  L::Result<L::IntTuple> r = fn(*t);
  FailureOr<Type> res =
      r.ok() ? typeOfKind(in, L::CuteIRValue{*r}, loc) : FailureOr<Type>();
  if (failed(res))
    return emitOptionalError(loc, "unable to compute ", op, " for input ", in);
  out.push_back(*res);
  return success();
}

LogicalResult TupleProductOp::inferReturnTypes(MLIRContext *ctx,
                                               std::optional<Location> loc,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &out,
                                               L::dyn::Tracer *tracer) {
  return inferProduct(
      loc, adaptor.getInput().getType(), "tuple_product",
      [&](const L::IntTuple &t) { return L::dyn::product(t, tracer); }, out);
}

LogicalResult TupleProductEachOp::inferReturnTypes(MLIRContext *ctx,
                                                   std::optional<Location> loc,
                                                   Adaptor adaptor,
                                                   SmallVectorImpl<Type> &out,
                                                   L::dyn::Tracer *tracer) {
  return inferProduct(
      loc, adaptor.getInput().getType(), "tuple_product_each",
      [&](const L::IntTuple &t) { return L::productEach(t, tracer); }, out);
}

//===----------------------------------------------------------------------===//
// layout_eval, crd2idx, idx2crd, increment_coord
//===----------------------------------------------------------------------===//

LogicalResult LayoutEvalOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &out,
                                             L::dyn::Tracer *tracer) {
  Type coordTy = adaptor.getCoord().getType(),
       layoutTy = adaptor.getLayout().getType();
  FailureOr<L::IntTuple> coord = tupleOf(coordTy);
  FailureOr<L::CuteIRValue> lv = cuteValueOf(layoutTy);
  if (failed(coord) || failed(lv))
    return failure();
  const L::Layout *b = nullptr;
  if (lv->kind() == L::CuteIRValue::Kind::Layout)
    b = &lv->layout();
  else if (lv->kind() == L::CuteIRValue::Kind::Composed)
    b = &lv->composed().layout;
  else
    return failure();
  // The coordinate enters the (outer) layout first.
  int shapeRank = b->shape.rank();
  if (coord->isTuple() && coord->rank() != shapeRank)
    return emitOptionalError(loc, "expects coordinate rank ", shapeRank,
                             " (to match layout shape rank) or be a leaf, "
                             "but got ",
                             coord->rank());
  L::Result<L::IntTuple> r = L::layoutValueAt(*coord, *lv, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to compute layout_eval for "
                                  "coordinate ",
                             coordTy, " and layout ", layoutTy);
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, *r));
}

LogicalResult Crd2IdxOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &out,
                                          L::dyn::Tracer *tracer) {
  Type coordTy = adaptor.getCoord().getType(),
       shapeTy = adaptor.getShape().getType();
  if (isa<LayoutType, ComposedLayoutType>(shapeTy)) {
    FailureOr<L::IntTuple> coord = tupleOf(coordTy);
    FailureOr<L::CuteIRValue> layout = cuteValueOf(shapeTy);
    if (failed(coord) || failed(layout) ||
        (layout->kind() != L::CuteIRValue::Kind::Layout &&
         layout->kind() != L::CuteIRValue::Kind::Composed))
      return failure();
    const L::Layout &l = layout->kind() == L::CuteIRValue::Kind::Composed
                             ? layout->composed().layout
                             : layout->layout();
    if (!L::weaklyCongruent(*coord, l.shape))
      return emitOptionalError(loc,
                               "expects coord and layout to be weakly "
                               "congruent, but got coord ",
                               coordTy, " and layout ", shapeTy);
    L::dyn::KnownDivisorTracer divisors;
    L::Result<L::IntTuple> r =
        L::layoutValueAt(*coord, *layout, tracer ? tracer : &divisors);
    if (!r.ok())
      return emitOptionalError(loc, "unable to evaluate layout ", shapeTy,
                               " at coordinate ", coordTy, ": ",
                               r.error().message);
    return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, *r));
  }
  FailureOr<L::IntTuple> coord = tupleOf(coordTy), shape = tupleOf(shapeTy);
  if (failed(coord) || failed(shape))
    return failure();
  if (!L::weaklyCongruent(*coord, *shape))
    return emitOptionalError(
        loc, "expects coord and shape to be weakly congruent, but got coord ",
        coordTy, " and shape ", shapeTy);
  L::Result<L::IntTuple> r = L::crd2idx(*coord, *shape, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to pack coordinate ", coordTy,
                             " into shape ", shapeTy);
  return pushChecked<IntTupleType>(out, loc, ctx, textOf(ctx, *r));
}

LogicalResult Idx2CrdOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &out,
                                          L::dyn::Tracer *tracer) {
  Type indexTy = adaptor.getIndex().getType(),
       shapeTy = adaptor.getShape().getType();
  FailureOr<L::IntTuple> index = tupleOf(indexTy), shape = tupleOf(shapeTy);
  if (failed(index) || failed(shape))
    return failure();
  if (index->rank() > 1 && index->rank() != shape->rank())
    return emitOptionalError(loc, "expects index rank ", shape->rank(),
                             " (to match shape rank) or scalar, but got ",
                             index->rank());
  L::Result<L::IntTuple> r = L::idx2crd(*index, *shape, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to compute idx2crd for index ",
                             indexTy, " and shape ", shapeTy);
  return pushChecked<CoordType>(out, loc, ctx, textOf(ctx, *r));
}

static bool hasUnderscore(const L::IntTuple &t) {
  if (t.isUnderscore())
    return true;
  return llvm::any_of(t.elems(), hasUnderscore);
}

LogicalResult IncrementCoordOp::inferReturnTypes(MLIRContext *ctx,
                                                 std::optional<Location> loc,
                                                 Adaptor adaptor,
                                                 SmallVectorImpl<Type> &out,
                                                 L::dyn::Tracer *tracer) {
  Type coordTy = adaptor.getCoord().getType(),
       shapeTy = adaptor.getShape().getType();
  FailureOr<L::IntTuple> coord = tupleOf(coordTy), shape = tupleOf(shapeTy);
  if (failed(coord) || failed(shape))
    return failure();
  if (!L::congruent(*coord, *shape))
    return emitOptionalError(
        loc, "expects coord to be congruent with shape, but got ", coordTy,
        " and ", shapeTy);
  if (hasUnderscore(*coord))
    return emitOptionalError(
        loc, "expects coord to be free of underscore wildcards, but got ",
        coordTy);
  L::Result<L::IntTuple> r = L::incrementCoord(*coord, *shape, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to compute increment_coord for "
                                  "coord ",
                             coordTy, " and shape ", shapeTy);
  return pushChecked<CoordType>(out, loc, ctx, textOf(ctx, *r));
}

//===----------------------------------------------------------------------===//
// append_to_rank, prepend_to_rank
//===----------------------------------------------------------------------===//

static LogicalResult inferPadToRank(std::optional<Location> loc, Type in,
                                    Type elem, int32_t rank, bool append,
                                    SmallVectorImpl<Type> &out) {
  if (rank <= 0)
    return emitOptionalError(
        loc, "expects rank to be a positive integer, but got ", rank);
  if (rank > L::kMaxRank)
    return emitOptionalError(loc, "expects rank to be at most ", L::kMaxRank,
                             ", the largest rank a cute value may have, but "
                             "got ",
                             rank);
  if (!isa<IntTupleType, CoordType, StrideType, ShapeType, LayoutType,
           ComposedLayoutType>(in))
    return emitOptionalError(
        loc,
        "expects $input to be !cute.int_tuple, !cute.coord, !cute.stride, "
        "!cute.shape, !cute.layout, or !cute.composed_layout, but got ",
        in);
  // A composed layout pads its outer layout, so its element is a layout.
  if (isa<ComposedLayoutType>(in) && !isa<LayoutType>(elem))
    return emitOptionalError(loc,
                             "expects element to be !cute.layout when input "
                             "is !cute.composed_layout, but got ",
                             elem);
  if (!isa<ComposedLayoutType>(in) && in.getTypeID() != elem.getTypeID())
    return emitOptionalError(
        loc, "expects input and element to have the same kind, but got ", in,
        " and ", elem);
  FailureOr<L::CuteIRValue> iv = cuteValueOf(in), ev = cuteValueOf(elem);
  if (failed(iv) || failed(ev))
    return failure();
  auto pad = [&](const L::IntTuple &t, const L::IntTuple &e) {
    return *(append ? L::appendToRank(t, rank, e)
                    : L::prependToRank(t, rank, e));
  };
  auto padLayout = [&](const L::Layout &l, const L::Layout &e) {
    return L::Layout{pad(l.shape, e.shape), pad(l.stride, e.stride)};
  };
  L::CuteIRValue result;
  bool sameKind = true;
  switch (iv->kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    sameKind = ev->kind() == L::CuteIRValue::Kind::IntTuple;
    if (sameKind)
      result.v = pad(iv->intTuple(), ev->intTuple());
    break;
  case L::CuteIRValue::Kind::Layout:
    sameKind = ev->kind() == L::CuteIRValue::Kind::Layout;
    if (sameKind)
      result.v = padLayout(iv->layout(), ev->layout());
    break;
  case L::CuteIRValue::Kind::Composed: {
    sameKind = ev->kind() == L::CuteIRValue::Kind::Layout;
    if (sameKind) {
      L::ComposedLayout c = iv->composed();
      c.layout = padLayout(c.layout, ev->layout());
      result.v = std::move(c);
    }
    break;
  }
  default:
    sameKind = false;
  }
  FailureOr<Type> t =
      sameKind ? typeOfKind(in, result, loc) : FailureOr<Type>();
  if (failed(t))
    return emitOptionalError(
        loc, "expects input and element to have the same kind, but got ", in,
        " and ", elem);
  out.push_back(*t);
  return success();
}

LogicalResult AppendToRankOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &out) {
  Adaptor adaptor(operands, attrs, props, regions);
  return inferPadToRank(loc, adaptor.getInput().getType(),
                        adaptor.getElement().getType(),
                        adaptor.getRank().getSExtValue(), /*append=*/true, out);
}

LogicalResult PrependToRankOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &out) {
  Adaptor adaptor(operands, attrs, props, regions);
  return inferPadToRank(loc, adaptor.getInput().getType(),
                        adaptor.getElement().getType(),
                        adaptor.getRank().getSExtValue(), /*append=*/false,
                        out);
}

// CuTe IR: `<[1]> (%l) : (T) -> R`; CuTe DSL: `(%l) <{mode = [1]}> : (T) ->
// R`. Both read, CuTe IR's form printed.
ParseResult cute::parseModePathAndOperand(OpAsmParser &parser,
                                          OpAsmParser::UnresolvedOperand &input,
                                          DenseI32ArrayAttr &mode) {
  if (succeeded(parser.parseOptionalLess())) {
    mode = llvm::dyn_cast_or_null<DenseI32ArrayAttr>(
        DenseI32ArrayAttr::parse(parser, Type()));
    if (!mode || parser.parseGreater())
      return failure();
  }
  if (parser.parseLParen() || parser.parseOperand(input) ||
      parser.parseRParen())
    return failure();
  if (failed(parser.parseOptionalLess()))
    return success();
  SMLoc loc = parser.getCurrentLocation();
  DictionaryAttr dict;
  if (parser.parseAttribute(dict) || parser.parseGreater())
    return failure();
  if (mode)
    return parser.emitError(loc, "expects one mode path, `<[...]>` or "
                                 "`<{mode = [...]}>`, got both");
  for (NamedAttribute a : dict) {
    // `mode = [1]` reads as an array of integers.
    auto list = dyn_cast<ArrayAttr>(a.getValue());
    SmallVector<int32_t> path;
    for (Attribute e : list ? list.getValue() : ArrayRef<Attribute>()) {
      auto i = dyn_cast<IntegerAttr>(e);
      if (!i)
        return parser.emitError(loc, "expects integer mode indices, got ")
               << dict;
      path.push_back(static_cast<int32_t>(i.getInt()));
    }
    if (a.getName() != "mode" || !list)
      return parser.emitError(loc, "expects only `mode = [...]`, got ")
             << dict;
    mode = DenseI32ArrayAttr::get(parser.getContext(), path);
  }
  return success();
}

ParseResult SizeOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  Type type;
  DenseI32ArrayAttr mode;
  if (parseModePathAndOperand(parser, input, mode))
    return failure();
  if (mode)
    result.getOrAddProperties<Properties>().mode = mode;
  if (parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  auto fn = dyn_cast<FunctionType>(type);
  if (!fn || fn.getNumInputs() != 1 || fn.getNumResults() != 1)
    return parser.emitError(parser.getCurrentLocation(),
                            "expects (INPUT) -> RESULT, got ")
           << type;
  result.addTypes(fn.getResult(0));
  return parser.resolveOperand(input, fn.getInput(0), result.operands);
}

void SizeOp::print(OpAsmPrinter &p) {
  if (getModeAttr()) {
    p << "<[";
    llvm::interleaveComma(getModeAttr().asArrayRef(), p);
    p << "]>";
  }
  p << " (" << getInput() << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"mode"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

ParseResult cute::parseI32Value(OpAsmParser &parser, IntegerAttr &value) {
  int32_t v;
  if (parser.parseInteger(v))
    return failure();
  value = parser.getBuilder().getI32IntegerAttr(v);
  return success();
}

void cute::printI32Value(OpAsmPrinter &p, Operation *, IntegerAttr value) {
  p << value.getValue().getSExtValue();
}
