//===- ViewOps.cpp - CuTe DSL's views, iterators and pointers -------------===//
//
// A view is an iterator and a layout (CuteViewType.td). The view types
// answer what their parts are; get_iter / get_layout read them, make_view
// checks its operands against them, and the pointer ops keep a pointer's
// element type, memory space and swizzle where they must.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"

#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

//===----------------------------------------------------------------------===//
// The view types' parts
//===----------------------------------------------------------------------===//

/// T built from `args`, or null where T's verifier refuses them: a view's
/// parts come from text its own verifier checked for its kind, and a part
/// no cute type may hold is no part (the ops then say so).
template <typename T, typename... Args>
static Type partOrNull(MLIRContext *ctx, Args &&...args) {
  FailureOr<Type> t =
      checkedType<T>(std::nullopt, ctx, std::forward<Args>(args)...);
  return succeeded(t) ? *t : Type();
}

/// The layout type of a library layout value: a plain layout, or a layout
/// composed with a swizzle or layout (not a pointer swizzle).
static Type layoutTypeOf(MLIRContext *ctx, const L::AnyLayout &v) {
  if (v.isComposed())
    return partOrNull<ComposedLayoutType>(ctx, v.composed());
  return partOrNull<LayoutType>(ctx, v);
}

/// A memref's swizzle that belongs to its pointer: CuTe's
/// `S<B,M,S> o smem_ptr[bits]` at offset 0.
static std::optional<L::ComposedLayout> pointerSwizzle(CuteMemRefType t) {
  L::AnyLayout v = t.getLayoutValue();
  if (!v.isComposed() || v.composed().ptrBits == 0)
    return std::nullopt;
  return v.composed();
}

Type CuteMemRefType::getIteratorType() const {
  Attribute swizzle;
  if (std::optional<L::ComposedLayout> c = pointerSwizzle(*this)) {
    swizzle = SwizzleAttr::getChecked(
        [&] { return diagnosticAt(std::nullopt, getContext()); },
        getContext(), c->swizzle.B, c->swizzle.M, c->swizzle.S);
    if (!swizzle)
      return Type();
  }
  return partOrNull<PtrType>(getContext(), getElementType(), getSpace(),
                             getAlignment(), swizzle);
}

/// A view type's layout type, made once per view type and context. It is
/// a pure function of the (uniqued) view type, and verifiers, result
/// inference and every lowering of a view ask for it, each of which would
/// otherwise copy the layout value and hash it again to find its type. A
/// failure is not kept (its diagnostics are emitted every time).
static Type memoizedViewLayout(Type view, function_ref<Type()> make) {
  ParseMemo *memo = ParseMemo::of(view.getContext());
  if (!memo)
    return make();
  std::shared_ptr<const Type> v = memo->derived<Type>(
      ParseMemo::key("view-layout-type", {view.getAsOpaquePointer()}),
      [&]() -> std::shared_ptr<const Type> {
        Type l = make();
        return l ? std::make_shared<const Type>(l) : nullptr;
      });
  return v ? *v : Type();
}

Type CuteMemRefType::getViewLayoutType() const {
  return memoizedViewLayout(*this, [&]() -> Type {
    if (std::optional<L::ComposedLayout> c = pointerSwizzle(*this))
      return partOrNull<LayoutType>(getContext(), L::AnyLayout{c->layout});
    return layoutTypeOf(getContext(), getLayoutValue());
  });
}

Type CuteMemRefType::withViewLayout(Type layout) const {
  MLIRContext *ctx = getContext();
  std::optional<L::AnyLayout> part;
  if (auto l = dyn_cast<LayoutType>(layout))
    part = l.getValue();
  else if (auto c = dyn_cast<ComposedLayoutType>(layout))
    part = L::AnyLayout{c.getValue()};
  if (!part)
    return Type();
  // A pointer swizzle stays on the pointer, around a plain layout.
  if (std::optional<L::ComposedLayout> sw = pointerSwizzle(*this);
      sw && part->isLayout()) {
    L::ComposedLayout c = *sw;
    c.layout = part->layout();
    part = L::AnyLayout{c};
  }
  Attribute attr =
      part->isComposed()
          ? Attribute(ComposedLayoutAttr::get(ctx, part->composed()))
          : Attribute(LayoutAttr::get(ctx, *part));
  return CuteMemRefType::getChecked([&] { return diagnosticAt(std::nullopt, ctx); },
                                    ctx, getElementType(), getSpace(), attr,
                                    getAlignment());
}

Type CoordTensorType::withViewLayout(Type layout) const {
  std::optional<L::CuteIRValue> v;
  if (auto l = dyn_cast<LayoutType>(layout); l && l.getValue().isLayout())
    v = L::CuteIRValue{l.getValue().layout()};
  else if (auto c = dyn_cast<ComposedLayoutType>(layout);
           c && c.getValue().hasOuterLayout())
    v = L::CuteIRValue{c.getValue()};
  if (!v)
    return Type();
  MLIRContext *ctx = getContext();
  return CoordTensorType::getChecked(
      [&] { return diagnosticAt(std::nullopt, ctx); }, ctx, getIterator(),
      StringAttr::get(ctx, L::printCuteIR(*v)));
}

Type CoordTensorType::getIteratorType() const {
  return partOrNull<IntTupleType>(getContext(), getIterator());
}

Type CoordTensorType::getViewLayoutType() const {
  return memoizedViewLayout(*this, [&]() -> Type {
    FailureOr<L::CuteIRValue> v = cuteValueOfText(getLayout());
    if (failed(v))
      return Type();
    if (v->kind() == L::CuteIRValue::Kind::Layout)
      return partOrNull<LayoutType>(getContext(), L::AnyLayout{v->layout()});
    if (v->kind() == L::CuteIRValue::Kind::Composed)
      return partOrNull<ComposedLayoutType>(getContext(), v->composed());
    return Type();
  });
}

//===----------------------------------------------------------------------===//
// get_iter, get_layout, make_view
//===----------------------------------------------------------------------===//

/// Whether `got` is the iterator type `want` a view names, or, for a
/// coordinate tensor's base coordinate, the arith-tuple iterator of the
/// same coordinate (CuTe DSL's later spelling).
static bool isIteratorOf(Type got, Type want) {
  if (got == want)
    return true;
  auto it = dyn_cast<ArithTupleIterType>(got);
  auto base = dyn_cast<IntTupleType>(want);
  return it && base && it.getValue() == base.getValue();
}

ParseResult GetIterOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand view;
  SMLoc loc = parser.getCurrentLocation();
  SmallVector<Type, 1> viewTypes;
  Type t;
  if (parser.parseLParen() || parser.parseOperand(view) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes) ||
      parseResultOrFunctionalType(parser, loc, 1, viewTypes, t))
    return failure();
  // `: VIEW` names the view; `: (VIEW) -> ITERATOR` both.
  Type viewType = viewTypes.empty() ? t : viewTypes.front(), iterType;
  if (viewTypes.empty()) {
    auto v = dyn_cast<ViewTypeInterface>(t);
    if (!v || !(iterType = v.getIteratorType()))
      return parser.emitError(loc, "expects a view type, got ") << t;
  } else {
    iterType = t;
  }
  result.addTypes(iterType);
  return parser.resolveOperand(view, viewType, result.operands);
}

void GetIterOp::print(OpAsmPrinter &p) {
  p << "(" << getView() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  Type viewType = getView().getType();
  if (getIter().getType() ==
      cast<ViewTypeInterface>(viewType).getIteratorType())
    p << " : " << viewType;
  else
    p << " : (" << viewType << ") -> " << getIter().getType();
}

LogicalResult GetIterOp::verify() {
  Type want = cast<ViewTypeInterface>(getView().getType()).getIteratorType();
  if (!want)
    return emitOpError("the view type ")
           << getView().getType() << " has no iterator type";
  if (!isIteratorOf(getIter().getType(), want))
    return emitOpError("expects the view's iterator type ")
           << want << ", got " << getIter().getType();
  return success();
}

LogicalResult GetLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  auto view = dyn_cast<ViewTypeInterface>(operands[0].getType());
  Type layout = view ? view.getViewLayoutType() : Type();
  if (!layout)
    return emitOptionalError(loc, "expects a view with a layout, got ",
                             operands[0].getType());
  inferred.push_back(layout);
  return success();
}

ParseResult MakeViewOp::parse(OpAsmParser &parser, OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (operands.empty() || operands.size() > 2)
    return parser.emitError(loc, "expects an iterator and an optional "
                                 "layout, got ")
           << operands.size() << " operands";
  SmallVector<Type, 2> types;
  Type resultType;
  if (parseResultOrFunctionalType(parser, loc, operands.size(), types,
                                  resultType))
    return failure();
  auto view = dyn_cast<ViewTypeInterface>(resultType);
  if (!view)
    return parser.emitError(loc, "expects a view result type (!cute.memref, "
                                 "!cute.coord_tensor, "
                                 "!cute_nvgpu.smem_desc_view), got ")
           << resultType;
  if (types.empty()) {
    Type iter = view.getIteratorType(), layout = view.getViewLayoutType();
    if (!iter || !layout)
      return parser.emitError(loc, "the view type ")
             << resultType << " has no iterator or layout type";
    types.push_back(iter);
    if (operands.size() == 2)
      types.push_back(layout);
  }
  result.addTypes(resultType);
  return parser.resolveOperands(operands, types, loc, result.operands);
}

void MakeViewOp::print(OpAsmPrinter &p) {
  p << "(" << getOperands() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  auto view = cast<ViewTypeInterface>(getResult().getType());
  bool implied = getIter().getType() == view.getIteratorType() &&
                 (!getLayout() ||
                  getLayout().getType() == view.getViewLayoutType());
  p << " : ";
  if (implied) {
    p << getResult().getType();
    return;
  }
  p.printFunctionalType(getOperandTypes(), getOperation()->getResultTypes());
}

LogicalResult MakeViewOp::verify() {
  auto view = cast<ViewTypeInterface>(getResult().getType());
  Type iter = view.getIteratorType(), layout = view.getViewLayoutType();
  if (!isIteratorOf(getIter().getType(), iter))
    return emitOpError("expects the iterator type of ")
           << getResult().getType() << ", that is " << iter << ", got "
           << getIter().getType();
  if (getLayout()) {
    if (getLayout().getType() != layout)
      return emitOpError("expects the layout type of ")
             << getResult().getType() << ", that is " << layout << ", got "
             << getLayout().getType();
    return success();
  }
  if (!isStaticCuteType(layout))
    return emitOpError("without a layout operand the result's layout must "
                       "be static, got ")
           << layout;
  return success();
}

LogicalResult DerefArithTupleIterOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attrs, OpaqueProperties props, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  auto it = dyn_cast<ArithTupleIterType>(operands[0].getType());
  if (!it)
    return emitOptionalError(loc, "expects an arith-tuple iterator");
  Type r = partOrNull<IntTupleType>(ctx, it.getValue());
  if (!r)
    return emitOptionalError(loc, "the iterator ", it,
                             " points at no int tuple");
  inferred.push_back(r);
  return success();
}

//===----------------------------------------------------------------------===//
// Pointers
//===----------------------------------------------------------------------===//

/// A result alignment (bytes; 0: not stated) a source alignment
/// guarantees: unstated, or dividing the stated source alignment.
static bool alignmentNotAbove(unsigned result, unsigned source) {
  return result == 0 || (source != 0 && source % result == 0);
}

LogicalResult AddOffsetOp::verify() {
  Type base = getBase().getType(), result = getResult().getType();
  if (auto p = dyn_cast<PtrType>(base)) {
    auto r = dyn_cast<PtrType>(result);
    if (!r || r.getElementType() != p.getElementType() ||
        r.getSpace() != p.getSpace() || r.getSwizzle() != p.getSwizzle())
      return emitOpError("expects a pointer result with the base's element "
                         "type, memory space and swizzle, got ")
             << result;
    if (!alignmentNotAbove(r.getAlignment(), p.getAlignment()))
      return emitOpError("result alignment ")
             << r.getAlignment() << " exceeds the base pointer's ("
             << p.getAlignment() << ")";
    return success();
  }
  if (isa<ArithTupleIterType>(base)) {
    if (!isa<ArithTupleIterType>(result))
      return emitOpError("expects an arith-tuple iterator result, got ")
             << result;
    return success();
  }
  if (isa<IntTupleType>(base)) {
    if (!isa<IntTupleType>(result))
      return emitOpError("expects an int tuple result, got ") << result;
    return success();
  }
  if (base.getDialect().getNamespace() == "cute_nvgpu") {
    if (result != base)
      return emitOpError("expects the result to have the base's type ")
             << base << ", got " << result;
    return success();
  }
  return emitOpError("expects a pointer, an arith-tuple iterator, an int "
                     "tuple or a cute_nvgpu descriptor, got ")
         << base;
}

LogicalResult RecastIterOp::verify() {
  PtrType src = getSrc().getType(), dst = getResult().getType();
  if (src.getSpace() != dst.getSpace())
    return emitOpError("expects the same memory space, got ")
           << stringifyMemSpace(src.getSpace()) << " and "
           << stringifyMemSpace(dst.getSpace());
  if (!alignmentNotAbove(dst.getAlignment(), src.getAlignment()))
    return emitOpError("result alignment ")
           << dst.getAlignment() << " exceeds the source pointer's ("
           << src.getAlignment() << ")";
  return success();
}

LogicalResult PtrToIntOp::verify() {
  MemSpace space = getPtr().getType().getSpace();
  if ((space == MemSpace::Gmem || space == MemSpace::Generic) &&
      getResult().getType().getIntOrFloatBitWidth() != 64)
    return emitOpError("a ")
           << stringifyMemSpace(space) << " address needs i64, got "
           << getResult().getType();
  return success();
}

/// The width and the known divisor (1 when none) of an i32/i64/divint.
static std::pair<unsigned, int64_t> integerFacts(Type t) {
  if (auto d = dyn_cast<DivIntType>(t))
    return {d.getWidth(), d.getDivisor()};
  return {t.getIntOrFloatBitWidth(), 1};
}

LogicalResult IntToPtrOp::verify() {
  auto [width, divisor] = integerFacts(getValue().getType());
  PtrType p = getResult().getType();
  MemSpace space = p.getSpace();
  if ((space == MemSpace::Gmem || space == MemSpace::Generic) && width != 64)
    return emitOpError("a ") << stringifyMemSpace(space)
                             << " pointer needs a 64-bit address, got "
                             << getValue().getType();
  if (p.getAlignment() != 0 && divisor % p.getAlignment() != 0)
    return emitOpError("pointer alignment ")
           << p.getAlignment() << " is not guaranteed by the address (known "
           << "divisible by " << divisor << ")";
  return success();
}

LogicalResult AssumeOp::verify() {
  unsigned width = integerFacts(getValue().getType()).first;
  DivIntType r = getResult().getType();
  if (r.getWidth() != width)
    return emitOpError("expects the operand's width ")
           << width << ", got " << r;
  return success();
}
