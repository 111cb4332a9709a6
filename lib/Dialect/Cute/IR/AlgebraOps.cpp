//===- AlgebraOps.cpp - layout algebra ops: result-type inference ---------===//
//
// Every algebra op's result type is the library's answer for the operand
// types, so the IR carries the evaluated algebra and a hand-written wrong
// result type is rejected by InferTypeOpInterface.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"
#include "LayoutOperandTypes.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"


using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;


/// The shape:stride layout behind an operand type, or a diagnostic.
static FailureOr<L::Layout> plainLayout(std::optional<Location> loc, Type t,
                                        StringRef op, StringRef role) {
  auto lt = dyn_cast<LayoutType>(t);
  if (!lt || !lt.getValue().isLayout()) {
    (void)emitOptionalError(loc, "'cute.", op, "' op ", role,
                            " must be a shape:stride layout, got ", t);
    return failure();
  }
  return lt.getValue().layout();
}

template <typename T>
static FailureOr<T> unwrap(std::optional<Location> loc, L::Result<T> r,
                           StringRef op) {
  if (r.ok())
    return r.value();
  (void)emitOptionalError(loc, "'cute.", op, "' op ", r.error().message);
  return failure();
}

static LogicalResult pushLayout(std::optional<Location> loc,
                                MLIRContext *ctx, FailureOr<L::Layout> l,
                                SmallVectorImpl<Type> &out) {
  if (failed(l))
    return failure();
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*l});
}

using UnaryFn = llvm::function_ref<L::Result<L::Layout>(const L::Layout &)>;

static LogicalResult inferUnary(MLIRContext *ctx, std::optional<Location> loc,
                                Value input, StringRef op, UnaryFn fn,
                                SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a = plainLayout(loc, input.getType(), op, "operand");
  if (failed(a))
    return failure();
  return pushLayout(loc, ctx, unwrap(loc, fn(*a), op), out);
}


//===----------------------------------------------------------------------===//
// CuTe IR's layout algebra ops
//===----------------------------------------------------------------------===//

static bool allIntegerStrides(const L::IntTuple &d) {
  if (d.isTuple())
    return llvm::all_of(d.elems(), allIntegerStrides);
  return d.isStaticInt() || d.isDynamic();
}

//===- composition --------------------------------------------------------===//

static LogicalResult inferComposition(MLIRContext *ctx,
                                      std::optional<Location> loc, Type lhsTy,
                                      Type rhsTy, SmallVectorImpl<Type> &out,
                                      L::dyn::Tracer *tracer);

/// A layout op applied to a tensor (CuTe DSL): the op on the tensor's
/// layout, the iterator kept.
template <typename Fn>
static LogicalResult onTensorLayout(std::optional<Location> loc, Type tensor,
                                    SmallVectorImpl<Type> &out, Fn &&onLayout) {
  auto view = cast<ViewTypeInterface>(tensor);
  Type layout = view.getViewLayoutType();
  if (!layout)
    return emitOptionalError(loc, "expects a tensor with a layout, got ",
                             tensor);
  SmallVector<Type, 1> inner;
  if (failed(onLayout(layout, inner)))
    return failure();
  return pushType(out, tensorWithLayout(loc, tensor, inner[0]));
}

LogicalResult CompositionOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out,
                                              L::dyn::Tracer *tracer) {
  Type lhsTy = adaptor.getLhs().getType(), rhsTy = adaptor.getRhs().getType();
  if (isa<ViewTypeInterface>(lhsTy)) {
    // CuTe DSL's types keep what divides a computed leaf.
    L::dyn::KnownDivisorTracer divisors;
    return onTensorLayout(loc, lhsTy, out, [&](Type l, SmallVectorImpl<Type> &r) {
      return inferComposition(ctx, loc, l, rhsTy, r,
                              tracer ? tracer : &divisors);
    });
  }
  return inferComposition(ctx, loc, lhsTy, rhsTy, out, tracer);
}

static LogicalResult inferComposition(MLIRContext *ctx,
                                      std::optional<Location> loc, Type lhsTy,
                                      Type rhsTy, SmallVectorImpl<Type> &out,
                                      L::dyn::Tracer *tracer) {
  auto fail = [&]() {
    return emitOptionalError(
        loc, "expects a valid composition result, but construction failed");
  };
  // The right operand as CuTe IR reads it: a layout, or a tiler (a shape is
  // the tile of its extents' compact layouts).
  std::optional<L::TileNode> tiler;
  if (isa<ShapeType>(rhsTy)) {
    tiler = L::TileNode::fromShape(tupleOf(rhsTy));
  } else if (isa<TileType>(rhsTy)) {
    FailureOr<L::CuteIRValue> v = cuteValueOf(rhsTy);
    if (failed(v))
      return fail();
    if (v->kind() == L::CuteIRValue::Kind::Tile)
      tiler = L::TileNode::fromTile(v->tile());
    else if (v->kind() == L::CuteIRValue::Kind::Layout)
      tiler = L::TileNode::fromLayout(v->layout());
    else
      tiler = L::TileNode::fromShape(v->intTuple());
  } else if (isPlainLayout(rhsTy)) {
    tiler = L::TileNode::fromLayout(innerLayout(rhsTy));
  } else {
    return fail();
  }
  auto c = dyn_cast<ComposedLayoutType>(lhsTy);
  if (!c && !isPlainLayout(lhsTy))
    return fail();
  L::Layout a = c ? c.getValue().layout : innerLayout(lhsTy);
  L::Result<L::Layout> r =
      L::composition(a, *tiler, L::Semantics::CuteIR, tracer);
  if (!r.ok())
    return fail();
  if (c) {
    L::ComposedLayout composed = c.getValue();
    composed.layout = *r;
    return pushChecked<ComposedLayoutType>(out, loc, ctx, composed);
  }
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
}

//===- coalesce -----------------------------------------------------------===//

/// At every depth the profile's rank must not exceed the layout's.
static LogicalResult checkProfileRank(std::optional<Location> loc,
                                      const L::Layout &l,
                                      const L::IntTuple &profile,
                                      SmallVectorImpl<size_t> &path) {
  if (!profile.isTuple())
    return success();
  size_t profileRank = profile.elems().size();
  size_t layoutRank = l.shape.isTuple() ? l.shape.elems().size() : 1;
  if (profileRank > layoutRank) {
    std::string suffix;
    if (!path.empty()) {
      llvm::raw_string_ostream os(suffix);
      os << " at mode path [";
      llvm::interleaveComma(path, os);
      os << "]";
    }
    return emitOptionalError(loc, "expects target_profile rank (", profileRank,
                             ") to not exceed the layout rank (", layoutRank,
                             ")", suffix);
  }
  for (size_t i = 0; i < profileRank; ++i) {
    L::Layout mode = l.shape.isTuple() ? L::Layout{l.shape[i], l.stride[i]} : l;
    path.push_back(i);
    LogicalResult r = checkProfileRank(loc, mode, profile[i], path);
    path.pop_back();
    if (failed(r))
      return r;
  }
  return success();
}

LogicalResult CoalesceOp::inferReturnTypes(MLIRContext *ctx,
                                           std::optional<Location> loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &out,
                                           L::dyn::Tracer *tracer) {
  Type inTy = adaptor.getInput().getType();
  if (!isPlainLayout(inTy) && !isa<ComposedLayoutType>(inTy))
    return emitOptionalError(
        loc, "expects input to be a layout or composed layout, but got ", inTy);
  L::Layout l = innerLayout(inTy);
  std::optional<L::IntTuple> profile;
  if (Value p = adaptor.getTargetProfile()) {
    profile = tupleOf(p.getType());
    SmallVector<size_t> path;
    if (failed(checkProfileRank(loc, l, *profile, path)))
      return failure();
  }
  L::Result<L::Layout> r =
      profile ? L::coalesce(l, *profile, L::Semantics::CuteIR, tracer)
              : L::coalesce(l, L::Semantics::CuteIR, tracer);
  if (!r.ok())
    return emitOptionalError(
        loc, "expects a valid coalesce result, but construction failed: ",
        r.error().message);
  if (auto c = dyn_cast<ComposedLayoutType>(inTy))
    return pushChecked<ComposedLayoutType>(out, loc, c.getContext(), withInner(c, *r));
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
}

//===- flatten ------------------------------------------------------------===//

static void flattenTileModes(const L::Tile &t, L::Tile &out) {
  for (const L::Tile::Mode &m : t.modes) {
    if (const auto *n = std::get_if<L::NestedTile>(&m))
      flattenTileModes(**n, out);
    else
      out.modes.push_back(m);
  }
}

LogicalResult FlattenOp::inferReturnTypes(MLIRContext *ctx,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &out) {
  Type inTy = adaptor.getInput().getType();
  auto fail = [&]() {
    return emitOptionalError(
        loc, "expects a valid flatten result, but construction failed");
  };
  return llvm::TypeSwitch<Type, LogicalResult>(inTy)
      .Case<ShapeType, IntTupleType, CoordType, StrideType>(
          [&](auto t) -> LogicalResult {
            using T = decltype(t);
            out.push_back(T::get(
                ctx, StringAttr::get(ctx, L::printCuteIR(
                                              L::flatten(tupleOf(inTy))))));
            return success();
          })
      .Case([&](LayoutType t) -> LogicalResult {
        if (!t.getValue().isLayout())
          return fail();
        return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{L::flatten(t.getValue().layout())});
      })
      .Case([&](ComposedLayoutType t) -> LogicalResult {
        return pushChecked<ComposedLayoutType>(out, loc, t.getContext(), withInner(t, L::flatten(t.getValue().layout)));
      })
      .Case([&](TileType t) -> LogicalResult {
        // Nested tiles are opened, depth first; the layouts in the slots
        // keep their own nesting.
        FailureOr<L::CuteIRValue> v = cuteValueOf(t);
        if (failed(v))
          return fail();
        if (v->kind() != L::CuteIRValue::Kind::Tile) {
          out.push_back(t);
          return success();
        }
        L::Tile flat;
        flattenTileModes(v->tile(), flat);
        return pushChecked<TileType>(out, loc, ctx, StringAttr::get(ctx, L::printCuteIR(flat)));
      })
      .Default([&](Type) { return fail(); });
}

//===- complement ---------------------------------------------------------===//

LogicalResult ComplementOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &out,
                                             L::dyn::Tracer *tracer) {
  Type inTy = adaptor.getInput().getType();
  if (!isPlainLayout(inTy))
    return emitOptionalError(loc, "expects input to be !cute.layout, but got ",
                             inTy);
  L::Layout l = innerLayout(inTy);
  Value cot = adaptor.getCotarget();
  if (!cot) {
    if (!L::isStatic(l))
      return emitOptionalError(loc, "expects input with static layout, but got",
                               inTy, " with dynamic layout");
    L::Result<L::Layout> r = L::complement(l, L::Semantics::CuteIR, tracer);
    if (!r.ok())
      return emitOptionalError(loc,
                               "expects a valid intrinsic complement result, "
                               "but construction failed for input ",
                               inTy, ": ", r.error().message);
    return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
  }
  if (!allIntegerStrides(l.stride))
    return emitOptionalError(loc, "expects input with integer strides, but ",
                             inTy, " has non-integer strides");
  size_t rank = l.shape.isTuple() ? l.shape.elems().size() : 1;
  if (L::dyn::hasDynamic(l.stride) && rank > 1)
    return emitOptionalError(
        loc,
        "expects input with static strides for layouts with more than one "
        "mode, but ",
        inTy, " has dynamic strides with rank ", rank);
  Type cotTy = cot.getType();
  L::IntTuple cotShape = isa<ShapeType>(cotTy) ? tupleOf(cotTy)
                                               : innerLayout(cotTy).shape;
  L::Result<L::Layout> r =
      L::complement(l, cotShape, L::Semantics::CuteIR, tracer);
  if (!r.ok())
    return emitOptionalError(loc,
                             "expects a valid complement result, but "
                             "construction failed for input ",
                             inTy, " with cotarget ", cotTy, ": ",
                             r.error().message);
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
}

//===- group_modes --------------------------------------------------------===//

static LogicalResult inferGroupModes(MLIRContext *ctx,
                                     std::optional<Location> loc, Type inTy,
                                     int begin, int end,
                                     SmallVectorImpl<Type> &out);

LogicalResult GroupModesOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &out) {
  Type inTy = adaptor.getInput().getType();
  int begin = adaptor.getBegin(), end = adaptor.getEnd();
  if (isa<ViewTypeInterface>(inTy))
    return onTensorLayout(loc, inTy, out, [&](Type l, SmallVectorImpl<Type> &r) {
      return inferGroupModes(ctx, loc, l, begin, end, r);
    });
  return inferGroupModes(ctx, loc, inTy, begin, end, out);
}

static LogicalResult inferGroupModes(MLIRContext *ctx,
                                     std::optional<Location> loc, Type inTy,
                                     int begin, int end,
                                     SmallVectorImpl<Type> &out) {
  if (!isPlainLayout(inTy) && !isa<ComposedLayoutType>(inTy))
    return emitOptionalError(
        loc, "expects input to be a layout or composed layout, but got ", inTy);
  L::Layout l = innerLayout(inTy);
  int rank = l.shape.isTuple() ? (int)l.shape.elems().size() : 1;
  if (begin < 0)
    return emitOptionalError(loc, "expects 0 <= begin, but got begin=", begin);
  if (end <= begin)
    return emitOptionalError(loc, "expects begin < end, but got begin=", begin,
                             ", end=", end);
  if (end > rank)
    return emitOptionalError(loc, "expects end <= rank(input)=", rank,
                             ", but got end=", end);
  L::Result<L::Layout> r = L::groupModes(l, begin, end);
  if (!r.ok())
    return emitOptionalError(loc,
                             "expects a valid group_modes result, but "
                             "construction failed for input ",
                             inTy, " with [begin=", begin, ", end=", end, "): ",
                             r.error().message);
  if (auto c = dyn_cast<ComposedLayoutType>(inTy))
    return pushChecked<ComposedLayoutType>(out, loc, c.getContext(), withInner(c, *r));
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
}

//===- recast_layout ------------------------------------------------------===//

LogicalResult RecastLayoutOp::inferReturnTypes(MLIRContext *ctx,
                                               std::optional<Location> loc,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &out,
                                               L::dyn::Tracer *tracer) {
  int newBits = adaptor.getNewTypeBits(), oldBits = adaptor.getOldTypeBits();
  if (newBits <= 0)
    return emitOptionalError(
        loc, "expects new_type_bits to be positive, but got ", newBits);
  if (oldBits <= 0)
    return emitOptionalError(
        loc, "expects old_type_bits to be positive, but got ", oldBits);
  Type src = adaptor.getSrc().getType();
  L::AnyLayout value;
  if (auto c = dyn_cast<ComposedLayoutType>(src))
    value.v = c.getValue();
  else if (isPlainLayout(src))
    value = cast<LayoutType>(src).getValue();
  else
    return emitOptionalError(loc, "unable to recast ", src, " from ", oldBits,
                             " bits to ", newBits, " bits");
  if (!allIntegerStrides(innerLayout(src).stride))
    return emitOptionalError(loc, "expects integer or dynamic strides, but ",
                             src, " has scaled-basis strides");
  L::Result<L::AnyLayout> r = L::recast(value, oldBits, newBits, tracer);
  if (!r.ok())
    return emitOptionalError(loc, "unable to recast ", src, " from ", oldBits,
                             " bits to ", newBits, " bits");
  // A composed input stays composed unless the outer part vanished.
  if (r->isComposed())
    return pushChecked<ComposedLayoutType>(out, loc, ctx, r->composed());
  return pushChecked<LayoutType>(out, loc, ctx, *r);
}

//===- right_inverse, left_inverse ----------------------------------------===//

static LogicalResult inferInverse(MLIRContext *ctx,
                                  std::optional<Location> loc, Type inTy,
                                  StringRef kind, bool needsStaticStride,
                                  UnaryFn fn, SmallVectorImpl<Type> &out) {
  if (!isPlainLayout(inTy))
    return emitOptionalError(loc, "expects input to be !cute.layout, but got ",
                             inTy);
  L::Layout l = innerLayout(inTy);
  if (L::dyn::hasDynamic(l.shape))
    return emitOptionalError(loc, "expects a static-shape input layout, but got ",
                             inTy);
  if (needsStaticStride && L::dyn::hasDynamic(l.stride))
    return emitOptionalError(loc, "expects a static-stride input layout for ",
                             kind, " inverse, but got ", inTy);
  L::Result<L::Layout> r = fn(l);
  if (!r.ok())
    return emitOptionalError(loc, "unable to compute a ", kind,
                             " inverse for ", inTy);
  return pushChecked<LayoutType>(out, loc, ctx, L::AnyLayout{*r});
}

LogicalResult RightInverseOp::inferReturnTypes(MLIRContext *ctx,
                                               std::optional<Location> loc,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &out,
                                               L::dyn::Tracer *tracer) {
  return inferInverse(ctx, loc, adaptor.getInput().getType(), "right",
                      /*needsStaticStride=*/false,
                      [tracer](const L::Layout &l) {
                        return L::rightInverse(l, L::Semantics::CuteIR,
                                               tracer);
                      },
                      out);
}

LogicalResult LeftInverseOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out) {
  return inferInverse(ctx, loc, adaptor.getInput().getType(), "left",
                      /*needsStaticStride=*/true,
                      [](const L::Layout &l) {
                        return L::leftInverse(l, L::Semantics::CuteIR);
                      },
                      out);
}

//===- filter, max_common_layout, max_common_vector -----------------------===//

LogicalResult FilterOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &out) {
  return inferUnary(ctx, loc, adaptor.getInput(), "filter", &L::filter, out);
}

LogicalResult MaxCommonLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getLhs().getType(), "max_common_layout", "lhs");
  FailureOr<L::Layout> b =
      plainLayout(loc, adaptor.getRhs().getType(), "max_common_layout", "rhs");
  if (failed(a) || failed(b))
    return failure();
  return pushLayout(
      loc, ctx, unwrap(loc, L::maxCommonLayout(*a, *b), "max_common_layout"),
      out);
}

LogicalResult MaxCommonVectorOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getLhs().getType(), "max_common_vector", "lhs");
  FailureOr<L::Layout> b =
      plainLayout(loc, adaptor.getRhs().getType(), "max_common_vector", "rhs");
  if (failed(a) || failed(b))
    return failure();
  FailureOr<int64_t> n =
      unwrap(loc, L::maxCommonVector(*a, *b), "max_common_vector");
  if (failed(n))
    return failure();
  return pushChecked<IntTupleType>(out, loc, ctx, StringAttr::get(ctx, L::printCuteIR(L::IntTuple::integer(*n))));
}

//===- group_modes' two spellings ------------------------------------------===//

/// `<B, E>`: the mode range.
static ParseResult parseModeRange(OpAsmParser &parser, OperationState &result) {
  int32_t begin, end;
  if (parser.parseInteger(begin) || parser.parseComma() ||
      parser.parseInteger(end) || parser.parseGreater())
    return failure();
  auto &props = result.getOrAddProperties<GroupModesOp::Properties>();
  props.begin = parser.getBuilder().getI32IntegerAttr(begin);
  props.end = parser.getBuilder().getI32IntegerAttr(end);
  return success();
}

// CuTe IR: `<1, 3> (%l) : (T) -> R`; CuTe DSL: `(%l) <1, 3> : (T) -> R`.
ParseResult GroupModesOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  SMLoc loc = parser.getCurrentLocation();
  bool ranged = false;
  if (succeeded(parser.parseOptionalLess())) {
    if (parseModeRange(parser, result))
      return failure();
    ranged = true;
  }
  if (parser.parseLParen() || parser.parseOperand(input) ||
      parser.parseRParen())
    return failure();
  if (!ranged) {
    if (parser.parseLess() || parseModeRange(parser, result))
      return failure();
  }
  FunctionType fn;
  if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(fn))
    return failure();
  if (fn.getNumInputs() != 1 || fn.getNumResults() != 1)
    return parser.emitError(loc, "expects (INPUT) -> RESULT, got ") << fn;
  result.addTypes(fn.getResults());
  return parser.resolveOperand(input, fn.getInput(0), result.operands);
}

void GroupModesOp::print(OpAsmPrinter &p) {
  p << "<" << getBegin() << ", " << getEnd() << "> (" << getInput() << ")";
  p.printOptionalAttrDict((*this)->getAttrs(), {"begin", "end"});
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}

// CuTe IR: `(%l) : (T) -> R`; CuTe DSL: `(%l) : T`, the result inferred.
ParseResult FilterOp::parse(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand input;
  SMLoc loc = parser.getCurrentLocation();
  Type t;
  if (parser.parseLParen() || parser.parseOperand(input) ||
      parser.parseRParen() ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(t))
    return failure();
  if (auto fn = dyn_cast<FunctionType>(t)) {
    if (fn.getNumInputs() != 1 || fn.getNumResults() != 1)
      return parser.emitError(loc, "expects (INPUT) -> RESULT, got ") << t;
    result.addTypes(fn.getResults());
    return parser.resolveOperand(input, fn.getInput(0), result.operands);
  }
  if (parser.resolveOperand(input, t, result.operands))
    return failure();
  SmallVector<Type, 1> inferred;
  if (failed(inferReturnTypes(parser.getContext(), result.location,
                              result.operands,
                              result.attributes.getDictionary(
                                  parser.getContext()),
                              result.getRawProperties(), result.regions,
                              inferred)))
    return failure();
  result.addTypes(inferred);
  return success();
}

void FilterOp::print(OpAsmPrinter &p) {
  p << "(" << getInput() << ")";
  p.printOptionalAttrDict((*this)->getAttrs());
  p << " : ";
  p.printFunctionalType(getOperation()->getOperandTypes(),
                        getOperation()->getResultTypes());
}
