//===- TilingOps.cpp - tiling, partitioning and product ops ---------------===//
//
// Divides, products and tile_to_shape: the result type is the layout
// algebra with CuTe IR's semantics (Semantics::CuteIR) on the operand types;
// a composed layout keeps its outer function and offset and the algebra
// applies to its inner layout. The
// preconditions CuTe IR checks up front get their own diagnostics; anything
// the algebra itself refuses is reported as "cannot compute".
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

namespace {

/// The inner layout an op works on, and how to put a result back into the
/// operand's kind.
struct LayoutOperand {
  L::Layout layout;
  std::optional<L::ComposedLayout> composed;
  /// A tensor (CuTe DSL) divided on its layout: the iterator stays.
  Type tensor;

  FailureOr<Type> rebuild(std::optional<Location> loc, MLIRContext *ctx,
                          const L::Layout &r) const {
    L::AnyLayout result{r};
    if (composed) {
      L::ComposedLayout c = *composed;
      c.layout = r;
      result = L::AnyLayout{c};
    }
    if (tensor) {
      FailureOr<Type> l =
          result.isComposed()
              ? checkedType<ComposedLayoutType>(loc, ctx, result.composed())
              : checkedType<LayoutType>(loc, ctx, result);
      if (failed(l))
        return failure();
      return tensorWithLayout(loc, tensor, *l);
    }
    if (!composed)
      return checkedType<LayoutType>(loc, ctx, result);
    return checkedType<ComposedLayoutType>(loc, ctx, result.composed());
  }
};

} // namespace

/// The operand of a divide or product: a layout, or a tensor (memref or
/// coordinate tensor) whose layout it divides; a composed layout's inner
/// layout is divided and its outer function and offset kept.
static FailureOr<LayoutOperand> layoutOperand(Type t) {
  LayoutOperand o;
  std::optional<L::AnyLayout> v;
  if (auto m = dyn_cast<CuteMemRefType>(t)) {
    o.tensor = t;
    v = m.getLayoutValue();
  } else if (auto c = dyn_cast<CoordTensorType>(t)) {
    o.tensor = t;
    FailureOr<L::CuteIRValue> cv = cuteValueOf(c.getViewLayoutType());
    if (failed(cv))
      return failure();
    if (cv->kind() == L::CuteIRValue::Kind::Composed)
      v = L::AnyLayout{cv->composed()};
    else if (cv->kind() == L::CuteIRValue::Kind::Layout)
      v = L::AnyLayout{cv->layout()};
  } else if (auto c = dyn_cast<ComposedLayoutType>(t)) {
    v = L::AnyLayout{c.getValue()};
  } else if (auto lt = dyn_cast<LayoutType>(t)) {
    v = lt.getValue();
  }
  if (!v)
    return failure();
  if (v->isComposed()) {
    o.composed = v->composed();
    o.layout = v->composed().layout;
    return o;
  }
  if (!v->isLayout())
    return failure();
  o.layout = v->layout();
  return o;
}

static bool leafIs(const L::IntTuple &t, L::IntTuple::Kind k) {
  if (t.isLeaf())
    return t.kind() == k;
  for (const L::IntTuple &e : t.elems())
    if (leafIs(e, k))
      return true;
  return false;
}
static bool isStaticLayout(const L::Layout &l) {
  return !hasDynamicLeaf(l.shape) && !hasDynamicLeaf(l.stride);
}
static bool integerStrides(const L::Layout &l) {
  return !leafIs(l.stride, L::IntTuple::Kind::Basis);
}

//===----------------------------------------------------------------------===//
// Products
//===----------------------------------------------------------------------===//

using ProductFn = L::Result<L::Layout> (*)(const L::Layout &, const L::Layout &,
                                           L::dyn::Tracer *);

static LogicalResult inferProduct(MLIRContext *ctx, std::optional<Location> loc,
                                  Value lhs, Value rhs, ProductFn fn,
                                  SmallVectorImpl<Type> &out,
                                  L::dyn::Tracer *tracer) {
  Type lhsTy = lhs.getType();
  FailureOr<LayoutOperand> a = layoutOperand(lhsTy);
  if (failed(a))
    return emitOptionalError(loc, "expects lhs to be a layout, but got ",
                             lhsTy);
  if (!isStaticLayout(a->layout))
    return emitOptionalError(loc, "expects lhs to be static, but got ", lhsTy);
  auto rhsTy = dyn_cast<LayoutType>(rhs.getType());
  if (!rhsTy || !rhsTy.getValue().isLayout())
    return emitOptionalError(loc, "expects rhs to be !cute.layout, but got ",
                             rhs.getType());
  L::Layout b = rhsTy.getValue().layout();
  if (!integerStrides(b))
    return emitOptionalError(
        loc,
        "expects rhs stride to be integer-only (scaled-basis strides like "
        "`N@M` are not supported), but got ",
        rhsTy);
  if (!integerStrides(a->layout) && !isStaticLayout(b))
    return emitOptionalError(loc,
                             "expects rhs to be static when lhs has "
                             "scaled-basis strides (`N@M`), but got rhs ",
                             rhsTy);
  L::Result<L::Layout> r = fn(a->layout, b, tracer);
  if (!r.ok())
    return emitOptionalError(loc,
                             "expects valid operands, but cannot compute "
                             "product for ",
                             lhsTy, " and ", rhsTy);
  return pushType(out, a->rebuild(loc, ctx, *r));
}

template <L::Grouping G>
static L::Result<L::Layout>
groupedProduct(const L::Layout &a, const L::Layout &b, L::dyn::Tracer *tracer) {
  return L::product(a, L::TileNode::fromLayout(b), G, L::Semantics::CuteIR,
                    tracer);
}
static L::Result<L::Layout> blocked(const L::Layout &a, const L::Layout &b,
                                    L::dyn::Tracer *tracer) {
  return L::blockedProduct(a, b, /*raked=*/false, L::Semantics::CuteIR, tracer);
}
static L::Result<L::Layout> raked(const L::Layout &a, const L::Layout &b,
                                  L::dyn::Tracer *tracer) {
  return L::blockedProduct(a, b, /*raked=*/true, L::Semantics::CuteIR, tracer);
}

#define CUTE_PRODUCT_OP(OP, FN)                                                \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,          \
      SmallVectorImpl<Type> &out, L::dyn::Tracer *tracer) {                    \
    return inferProduct(ctx, loc, adaptor.getLhs(), adaptor.getRhs(), FN, out, \
                        tracer);                                               \
  }
CUTE_PRODUCT_OP(LogicalProductOp, &groupedProduct<L::Grouping::Logical>)
CUTE_PRODUCT_OP(ZippedProductOp, &groupedProduct<L::Grouping::Zipped>)
CUTE_PRODUCT_OP(TiledProductOp, &groupedProduct<L::Grouping::Tiled>)
CUTE_PRODUCT_OP(FlatProductOp, &groupedProduct<L::Grouping::Flat>)
CUTE_PRODUCT_OP(BlockedProductOp, &blocked)
CUTE_PRODUCT_OP(RakedProductOp, &raked)
#undef CUTE_PRODUCT_OP

//===----------------------------------------------------------------------===//
// Divides
//===----------------------------------------------------------------------===//

/// A layout a divide complements: integer strides inside a tile, and a
/// static stride unless it is a single mode.
static LogicalResult checkDivideLayout(std::optional<Location> loc,
                                       const L::Layout &t,
                                       ArrayRef<size_t> path, bool inTile) {
  SmallString<64> where;
  if (!path.empty()) {
    llvm::raw_svector_ostream os(where);
    os << " at mode path [";
    llvm::interleaveComma(path, os);
    os << "]";
  }
  if (inTile && !integerStrides(t))
    return emitOptionalError(
        loc,
        "expects layout components of a tile tiler to have integer-only "
        "strides (scaled-basis strides like `N@M` are not supported), but "
        "got tiler ",
        L::printCuteIR(t), StringRef(where));
  if (hasDynamicLeaf(t.stride) && t.shape.rank() > 1)
    return emitOptionalError(loc,
                             "expects tiler to have a static stride or to be "
                             "rank-1, but got tiler ",
                             L::printCuteIR(t), StringRef(where));
  return success();
}

/// Checks every layout of a tile, nested tiles included, depth first so
/// that the first offending layout is reported with its full mode path.
static LogicalResult checkTileLayouts(std::optional<Location> loc,
                                      const L::Tile &t,
                                      SmallVectorImpl<size_t> &path) {
  for (size_t i = 0; i < t.modes.size(); ++i) {
    path.push_back(i);
    LogicalResult r = success();
    if (const auto *l = std::get_if<L::Layout>(&t.modes[i]))
      r = checkDivideLayout(loc, *l, path, true);
    else if (const auto *n = std::get_if<L::NestedTile>(&t.modes[i]))
      r = checkTileLayouts(loc, **n, path);
    path.pop_back();
    if (failed(r))
      return failure();
  }
  return success();
}

LogicalResult cute::inferDivideType(MLIRContext *ctx,
                                    std::optional<Location> loc, Type inTy,
                                    Type tTy, L::Grouping g,
                                    SmallVectorImpl<Type> &out,
                                    L::dyn::Tracer *tracer) {
  FailureOr<LayoutOperand> a = layoutOperand(inTy);
  if (failed(a))
    return emitOptionalError(loc, "expects input to be a layout, but got ",
                             inTy);
  // A tensor is CuTe DSL's: its types keep what divides a computed leaf.
  L::dyn::KnownDivisorTracer divisors;
  if (a->tensor && !tracer)
    tracer = &divisors;
  int inRank = a->layout.shape.rank();
  auto checkRank = [&](int r) -> LogicalResult {
    if (r > inRank)
      return emitOptionalError(
          loc, "expects rank(tiler) <= rank(input), but got rank ", r,
          " tiler and rank ", inRank, " input");
    return success();
  };
  L::TileNode node;
  if (auto lt = dyn_cast<LayoutType>(tTy)) {
    if (!lt.getValue().isLayout())
      return emitOptionalError(loc, "expects a shape:stride tiler, but got ",
                               tTy);
    if (failed(checkDivideLayout(loc, lt.getValue().layout(), {}, false)))
      return failure();
    node = L::TileNode::fromLayout(lt.getValue().layout());
  } else {
    FailureOr<L::CuteIRValue> v = cuteValueOf(tTy);
    if (failed(v))
      return emitOptionalError(loc, "expects a valid tiler, but got ", tTy);
    if (v->kind() == L::CuteIRValue::Kind::Tile) {
      const L::Tile &t = v->tile();
      if (failed(checkRank((int)t.modes.size())))
        return failure();
      SmallVector<size_t> path;
      if (failed(checkTileLayouts(loc, t, path)))
        return failure();
      node = L::TileNode::fromTile(t);
    } else if (v->kind() == L::CuteIRValue::Kind::IntTuple) {
      const L::IntTuple &s = v->intTuple();
      if (failed(checkRank(s.rank())))
        return failure();
      node = L::TileNode::fromShape(s);
      if (s.isLeaf()) {
        // A single extent is a one-mode tiler, as a tuple of one.
        L::TileNode modes;
        modes.modes.push_back(node);
        node = modes;
      }
    } else {
      // A one-mode tile printed without brackets (`"2:1"`) parses as a
      // layout.
      if (v->kind() != L::CuteIRValue::Kind::Layout)
        return emitOptionalError(loc, "expects a valid tiler, but got ", tTy);
      L::TileNode modes;
      modes.modes.push_back(L::TileNode::fromLayout(v->layout()));
      if (failed(checkDivideLayout(loc, v->layout(), {0}, true)))
        return failure();
      node = modes;
    }
  }
  // CuTe DSL's flat_divide of a tensor lifts the tile modes even when
  // there is one (`(1,128,1)`, where CuTe C++ keeps `((1),128,1)`): the
  // zipped divide with both of its modes lifted.
  bool liftBoth = a->tensor && g == L::Grouping::Flat;
  L::Grouping computed = liftBoth ? L::Grouping::Zipped : g;
  L::Result<L::Layout> r =
      L::divide(a->layout, node, computed,
                // A tensor is CuTe DSL's, whose divides are CuTe's (C++).
                a->tensor ? L::Semantics::CuteCpp : L::Semantics::CuteIR,
                tracer);
  // CuTe (C++) divides run-time extents only where CuTe IR's rules
  // compute the same answer; those rules take the rest.
  if (!r.ok() && a->tensor)
    r = L::divide(a->layout, node, computed, L::Semantics::CuteIR, tracer);
  if (r.ok() && liftBoth && r->shape.rank() == 2) {
    std::vector<L::Layout> modes;
    for (int i = 0; i < 2; ++i) {
      L::Layout m = L::getMode(*r, i);
      if (!m.shape.isTuple()) {
        modes.push_back(m);
        continue;
      }
      for (int j = 0; j < m.shape.rank(); ++j)
        modes.push_back(L::getMode(m, j));
    }
    r = L::concatLayouts(modes);
  }
  if (!r.ok())
    return emitOptionalError(loc,
                             "expects valid operands, but cannot compute "
                             "divide for ",
                             inTy, " and ", tTy);
  // CuTe DSL types a mode of extent 1 with stride 0 (the stride of a
  // one-element mode is never used; the function is the same). CuTe IR's
  // types keep the computed stride, which isCompatibleReturnTypes accepts.
  return pushType(out, a->rebuild(loc, ctx, L::zeroUnitModeStrides(*r)));
}

/// A divide's result may be typed with any stride on a mode of extent 1:
/// CuTe IR keeps the stride the algebra computes (`((2,3),2,1):(...,3@1)`),
/// CuTe DSL's types have 0 there (`((2),1,1,1):((1),0,0,0)`), and the two
/// are the same function.
static bool sameUpToUnitModeStrides(TypeRange inferred, TypeRange actual) {
  return oneResultCompatible(inferred, actual, [](Type it, Type at) {
    FailureOr<LayoutOperand> a = layoutOperand(it), b = layoutOperand(at);
    if (failed(a) || failed(b))
      return false;
    MLIRContext *ctx = it.getContext();
    FailureOr<Type> za =
        a->rebuild(std::nullopt, ctx, L::zeroUnitModeStrides(a->layout));
    FailureOr<Type> zb =
        b->rebuild(std::nullopt, ctx, L::zeroUnitModeStrides(b->layout));
    return succeeded(za) && succeeded(zb) && *za == *zb;
  });
}

#define CUTE_DIVIDE_OP(OP, G)                                                  \
  bool OP::isCompatibleReturnTypes(TypeRange inferred, TypeRange actual) {     \
    return sameUpToUnitModeStrides(inferred, actual);                          \
  }                                                                            \
  LogicalResult OP::inferReturnTypes(                                          \
      MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,          \
      SmallVectorImpl<Type> &out, L::dyn::Tracer *tracer) {                    \
    return inferDivideType(ctx, loc, adaptor.getInput().getType(),             \
                           adaptor.getTiler().getType(), L::Grouping::G, out,  \
                           tracer);                                            \
  }                                                                            \
  ParseResult OP::parse(OpAsmParser &parser, OperationState &result) {         \
    return parseInferredBinaryOp<OP>(parser, result);                          \
  }                                                                            \
  void OP::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }
CUTE_DIVIDE_OP(LogicalDivideOp, Logical)
CUTE_DIVIDE_OP(ZippedDivideOp, Zipped)
CUTE_DIVIDE_OP(TiledDivideOp, Tiled)
CUTE_DIVIDE_OP(FlatDivideOp, Flat)
#undef CUTE_DIVIDE_OP

//===----------------------------------------------------------------------===//
// tile_to_shape
//===----------------------------------------------------------------------===//

LogicalResult TileToShapeOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out,
                                              L::dyn::Tracer *tracer) {
  Type inTy = adaptor.getInput().getType();
  Type shapeTy = adaptor.getShape().getType();
  FailureOr<L::CuteIRValue> sv = cuteValueOf(shapeTy);
  if (failed(sv) || sv->kind() != L::CuteIRValue::Kind::IntTuple)
    return emitOptionalError(loc, "expects shape to be !cute.shape, but got ",
                             shapeTy);
  const L::IntTuple &shape = sv->intTuple();
  int shapeRank = shape.rank();
  std::vector<L::IntTuple> order;
  if (Value o = adaptor.getOrder()) {
    FailureOr<L::CuteIRValue> ov = cuteValueOf(o.getType());
    if (failed(ov) || ov->kind() != L::CuteIRValue::Kind::IntTuple)
      return emitOptionalError(
          loc, "expects order to be !cute.int_tuple, but got ", o.getType());
    const L::IntTuple &ot = ov->intTuple();
    if (hasDynamicLeaf(ot))
      return emitOptionalError(loc, "expects static order, but got ",
                               L::printCuteIR(ot));
    if (ot.rank() != shapeRank)
      return emitOptionalError(loc, "expects order rank (", ot.rank(),
                               ") to equal target-shape rank (", shapeRank,
                               ")");
    SmallVector<bool, 8> seen(shapeRank, false);
    for (int i = 0; i < shapeRank; ++i) {
      const L::IntTuple &leaf = ot.isLeaf() ? ot : ot[i];
      if (!leaf.isStaticInt())
        return emitOptionalError(
            loc, "expects $order to be a permutation of [0, ", shapeRank,
            "), but mode ", i, " is not a static integer");
      int64_t idx = leaf.value();
      if (idx < 0 || idx >= shapeRank)
        return emitOptionalError(
            loc, "expects $order to be a permutation of [0, ", shapeRank,
            "), but got out-of-range index ", idx, " at mode ", i);
      if (seen[idx])
        return emitOptionalError(
            loc, "expects $order to be a permutation of [0, ", shapeRank,
            "), but index ", idx, " appears more than once");
      seen[idx] = true;
      order.push_back(leaf);
    }
  } else {
    for (int i = 0; i < shapeRank; ++i)
      order.push_back(L::IntTuple::integer(i));
  }
  FailureOr<LayoutOperand> a = layoutOperand(inTy);
  if (failed(a))
    return emitOptionalError(loc, "expects input to be a layout, but got ",
                             inTy);
  int blockRank = a->layout.shape.rank();
  if (blockRank > shapeRank)
    return emitOptionalError(
        loc, "expects block layout rank <= target shape rank, but got rank ",
        blockRank, " block and rank ", shapeRank, " target shape");
  L::Result<L::Layout> r =
      L::tileToShape(a->layout, shape, L::IntTuple::tuple(std::move(order)),
                     L::Semantics::CuteIR, tracer);
  if (!r.ok())
    return emitOptionalError(loc,
                             "expects valid operands, but cannot compute "
                             "tile_to_shape for ",
                             inTy, " and ", shapeTy);
  return pushType(out, a->rebuild(loc, ctx, *r));
}
