//===- AlgebraOps.cpp - layout algebra ops: result-type inference ---------===//
//
// Every algebra op's result type is the library's answer for the operand
// types, so the IR carries the evaluated algebra and a hand-written wrong
// result type is rejected by InferTypeOpInterface.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/TypeSwitch.h"

#include <numeric>

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

using UnaryFn = L::Result<L::Layout> (*)(const L::Layout &);

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

/// The result of an op on a composed layout that works on its inner layout:
/// the same outer parts around the new inner layout.
static L::ComposedLayout withInner(ComposedLayoutType c,
                                   const L::Layout &inner) {
  L::ComposedLayout v = c.getValue();
  v.layout = inner;
  return v;
}

static L::Layout innerLayout(Type t) {
  if (auto c = dyn_cast<ComposedLayoutType>(t))
    return c.getValue().layout;
  return cast<LayoutType>(t).getValue().layout();
}

/// The layout behind a `!cute.layout` that holds one (not the tuple form).
static bool isPlainLayout(Type t) {
  auto l = dyn_cast<LayoutType>(t);
  return l && l.getValue().isLayout();
}

/// A `!cute.coord`'s / `!cute.shape`'s int tuple.
static L::IntTuple tupleOf(Type t) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::IntTuple)
    return L::IntTuple::tuple({});
  return v->intTuple();
}

static bool allIntegerStrides(const L::IntTuple &d) {
  if (d.isTuple())
    return llvm::all_of(d.elems(), allIntegerStrides);
  return d.isStaticInt() || d.isDynamic();
}

//===- composition --------------------------------------------------------===//

LogicalResult CompositionOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out,
                                              L::dyn::Tracer *tracer) {
  Type lhsTy = adaptor.getLhs().getType(), rhsTy = adaptor.getRhs().getType();
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

LogicalResult GroupModesOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &out) {
  Type inTy = adaptor.getInput().getType();
  if (!isPlainLayout(inTy) && !isa<ComposedLayoutType>(inTy))
    return emitOptionalError(
        loc, "expects input to be a layout or composed layout, but got ", inTy);
  int begin = adaptor.getBegin(), end = adaptor.getEnd();
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
                                               SmallVectorImpl<Type> &out) {
  return inferInverse(ctx, loc, adaptor.getInput().getType(), "right",
                      /*needsStaticStride=*/false,
                      [](const L::Layout &l) {
                        return L::rightInverse(l, L::Semantics::CuteIR);
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
                                L::dyn::Tracer *tracer);

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
  if (failed(inferSlice(ctx, loc, layoutTy, crdTy, sliced, tracer)))
    return failure();
  auto coordTensor = dyn_cast<CoordTensorType>(inTy);
  if (coordTensor) {
    // The iterator moves to the coordinate the dropped modes select.
    auto lay = dyn_cast<LayoutType>(sliced[0]);
    FailureOr<L::CuteIRValue> whole = cuteValueOf(layoutTy);
    FailureOr<L::CuteIRValue> iter =
        cuteValueOf(coordTensor.getIteratorType());
    if (!lay || failed(whole) || failed(iter) ||
        whole->kind() != L::CuteIRValue::Kind::Layout)
      return emitOptionalError(loc, "expects a plain layout slice of ", inTy);
    L::dyn::KnownDivisorTracer divisors;
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
  auto m = dyn_cast<CuteMemRefType>(inTy);
  if (!m)
    return emitOptionalError(loc, "expects a !cute.memref or "
                                  "!cute.coord_tensor to slice, got ",
                             inTy);
  L::AnyLayout whole = m.getLayoutValue();
  L::AnyLayout part = isa<LayoutType>(sliced[0])
                          ? cast<LayoutType>(sliced[0]).getValue()
                          : L::AnyLayout{cast<ComposedLayoutType>(sliced[0])
                                             .getValue()};
  unsigned align = m.getAlignment();
  bool pointerMoves = whole.isLayout() || whole.composed().ptrBits != 0;
  if (whole.isComposed() && whole.composed().ptrBits != 0) {
    // The pointer keeps its swizzle around the sliced plain layout.
    L::ComposedLayout c = whole.composed();
    c.layout = part.layout();
    part = L::AnyLayout{c};
  }
  Type elem = m.getElementType();
  if (pointerMoves && elem.isIntOrFloat()) {
    const L::Layout &l = whole.isLayout() ? whole.layout()
                                          : whole.composed().layout;
    L::dyn::KnownDivisorTracer divisors;
    L::Result<L::IntTuple> off =
        L::layoutEval(tupleOf(crdTy), l.shape, l.stride, &divisors);
    if (!off.ok() || !off->isLeaf() || off->isBasis())
      return emitOptionalError(loc, "cannot compute the offset of slicing ",
                               inTy, " at ", crdTy);
    int64_t elemBits = elem.getIntOrFloatBitWidth();
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
  Attribute attr = part.isComposed()
                       ? Attribute(ComposedLayoutAttr::get(ctx, part.composed()))
                       : Attribute(LayoutAttr::get(ctx, part));
  return pushChecked<CuteMemRefType>(out, loc, ctx, elem, m.getSpace(), attr,
                                     align);
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *ctx,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &out,
                                        L::dyn::Tracer *tracer) {
  Type inTy = adaptor.getInput().getType(), crdTy = adaptor.getCoord().getType();
  if (isa<ViewTypeInterface>(inTy))
    return inferViewSlice(ctx, loc, inTy, crdTy, out, tracer);
  return inferSlice(ctx, loc, inTy, crdTy, out, tracer);
}

static LogicalResult inferSlice(MLIRContext *ctx, std::optional<Location> loc,
                                Type inTy, Type crdTy,
                                SmallVectorImpl<Type> &out,
                                L::dyn::Tracer *tracer) {
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
  L::Result<L::AnyLayout> r = L::sliceComposed(*crd, v, tracer);
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
