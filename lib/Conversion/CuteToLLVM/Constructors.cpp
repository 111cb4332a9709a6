//===- Constructors.cpp - cute.static, make_*, get_scalars ----------------===//
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

//===----------------------------------------------------------------------===//
// Leaf walks
//===----------------------------------------------------------------------===//

static void forEachLeaf(const L::IntTuple &t,
                        function_ref<void(const L::IntTuple &)> fn) {
  if (isDynamicLeaf(t))
    fn(t);
  for (const L::IntTuple &e : t.elems())
    forEachLeaf(e, fn);
}

void cute_lowering::forEachDynamicLeaf(
    const L::CuteIRValue &v, function_ref<void(const L::IntTuple &)> fn) {
  auto layout = [&](const L::Layout &l) {
    forEachLeaf(l.shape, fn);
    forEachLeaf(l.stride, fn);
  };
  switch (v.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    return forEachLeaf(v.intTuple(), fn);
  case L::CuteIRValue::Kind::Layout:
    return layout(v.layout());
  case L::CuteIRValue::Kind::Composed:
    if (v.composed().hasOuterLayout())
      layout(*v.composed().outerLayout);
    forEachLeaf(v.composed().offset, fn);
    return layout(v.composed().layout);
  case L::CuteIRValue::Kind::Swizzle:
    return;
  case L::CuteIRValue::Kind::Tile:
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *t = std::get_if<L::IntTuple>(&m))
        forEachLeaf(*t, fn);
      else if (const auto *n = std::get_if<L::NestedTile>(&m))
        forEachDynamicLeaf(L::CuteIRValue{**n}, fn);
      else
        layout(std::get<L::Layout>(m));
    }
    return;
  }
}

static L::IntTuple mapLeaves(const L::IntTuple &t,
                             function_ref<L::IntTuple(const L::IntTuple &)> fn) {
  if (isDynamicLeaf(t))
    return fn(t);
  if (!t.isTuple())
    return t;
  std::vector<L::IntTuple> elems;
  for (const L::IntTuple &e : t.elems())
    elems.push_back(mapLeaves(e, fn));
  return L::IntTuple::tuple(std::move(elems));
}

L::CuteIRValue cute_lowering::mapDynamicLeaves(
    const L::CuteIRValue &v, function_ref<L::IntTuple(const L::IntTuple &)> fn) {
  auto layout = [&](const L::Layout &l) {
    L::IntTuple shape = mapLeaves(l.shape, fn);
    return L::Layout{shape, mapLeaves(l.stride, fn)};
  };
  switch (v.kind()) {
  case L::CuteIRValue::Kind::IntTuple:
    return L::CuteIRValue{mapLeaves(v.intTuple(), fn)};
  case L::CuteIRValue::Kind::Layout:
    return L::CuteIRValue{layout(v.layout())};
  case L::CuteIRValue::Kind::Composed: {
    L::ComposedLayout c = v.composed();
    if (c.hasOuterLayout())
      c.outerLayout = layout(*c.outerLayout);
    c.offset = mapLeaves(c.offset, fn);
    c.layout = layout(c.layout);
    return L::CuteIRValue{c};
  }
  case L::CuteIRValue::Kind::Swizzle:
    return v;
  case L::CuteIRValue::Kind::Tile: {
    L::Tile t;
    for (const L::Tile::Mode &m : v.tile().modes) {
      if (const auto *it = std::get_if<L::IntTuple>(&m))
        t.modes.push_back(mapLeaves(*it, fn));
      else if (const auto *n = std::get_if<L::NestedTile>(&m))
        t.modes.push_back(
            L::nestTile(mapDynamicLeaves(L::CuteIRValue{**n}, fn).tile()));
      else
        t.modes.push_back(layout(std::get<L::Layout>(m)));
    }
    return L::CuteIRValue{t};
  }
  }
  return v;
}

//===----------------------------------------------------------------------===//
// Named lowerings
//===----------------------------------------------------------------------===//

namespace {
struct NamedLowering : ConversionPattern {
  NamedLowering(const TypeConverter &converter, MLIRContext *ctx,
                const LoweringOptions &options, StringRef name, LowerFn fn,
                unsigned benefit)
      : ConversionPattern(converter, name, benefit, ctx), options(options),
        fn(std::move(fn)) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<SmallVector<Value>> leaves;
    for (auto [orig, lowered] : llvm::zip(op->getOperands(), operands)) {
      if (isa<IntegerType, IndexType>(orig.getType()))
        leaves.push_back({lowered});
      else if (loweredType(orig.getType()))
        leaves.push_back(
            unpackLeaves(rewriter, op->getLoc(), orig.getType(), lowered));
      else
        leaves.push_back({lowered});
    }
    RIntBuilder rb(rewriter, op->getLoc(),
                   options.runtimeChecks ? op : nullptr);
    FailureOr<SmallVector<Value>> results = fn(op, leaves, rb);
    if (failed(results))
      return rewriter.notifyMatchFailure(op, "case not lowered");
    rewriter.replaceOp(op, *results);
    return success();
  }

  LoweringOptions options;
  LowerFn fn;
};
} // namespace

void cute_lowering::addNamedLowering(const TypeConverter &converter,
                                     RewritePatternSet &patterns,
                                     const LoweringOptions &options,
                                     StringRef opName, LowerFn fn,
                                     unsigned benefit) {
  patterns.add(std::make_unique<NamedLowering>(
      converter, patterns.getContext(), options, opName, std::move(fn),
      benefit));
}

FailureOr<Value> cute_lowering::packTuple(OpBuilder &b, Location loc,
                                          Type resultType,
                                          const RTuple &value) {
  FailureOr<L::CuteIRValue> rv = valueOf(resultType);
  if (failed(rv) || rv->kind() != L::CuteIRValue::Kind::IntTuple)
    return failure();
  SmallVector<Value> leaves;
  if (failed(leavesFor(b, loc, rv->intTuple(), value, leaves)))
    return failure();
  return packLeaves(b, loc, resultType, leaves);
}

//===----------------------------------------------------------------------===//
// Constructors
//===----------------------------------------------------------------------===//

/// `cute.make_*`: every `?` of the result takes the next dynamic leaf of the
/// operands (integer operands are one leaf each). A static scalar operand
/// filling a `?` slot counts as its value.
static FailureOr<SmallVector<Value>>
lowerMake(Operation *op, ArrayRef<SmallVector<Value>> leaves, RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  Type resultType = op->getResult(0).getType();
  FailureOr<L::CuteIRValue> rv = valueOf(resultType);
  if (failed(rv))
    return failure();
  SmallVector<int> bits;
  dynamicLeafBits(*rv, bits);
  SmallVector<Value> flat;
  for (const SmallVector<Value> &l : leaves)
    flat.append(l.begin(), l.end());
  if (flat.size() != bits.size()) {
    // One leaf per operand, statics as constants.
    if (op->getNumOperands() != bits.size())
      return failure();
    flat.clear();
    for (auto [operand, l] : llvm::zip(op->getOperands(), leaves)) {
      if (l.size() == 1) {
        flat.push_back(l.front());
        continue;
      }
      FailureOr<L::CuteIRValue> ov = valueOf(operand.getType());
      if (failed(ov) || ov->kind() != L::CuteIRValue::Kind::IntTuple)
        return failure();
      const L::IntTuple *t = &ov->intTuple();
      while (t->isTuple() && t->elems().size() == 1)
        t = &t->elems().front();
      if (!t->isStaticInt())
        return failure();
      flat.push_back(arith::ConstantOp::create(
          b, op->getLoc(), b.getI32IntegerAttr(t->value())));
    }
  }
  return SmallVector<Value>{packLeaves(b, op->getLoc(), resultType, flat)};
}

static FailureOr<SmallVector<Value>>
lowerStatic(Operation *op, ArrayRef<SmallVector<Value>>, RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  return SmallVector<Value>{
      packLeaves(b, op->getLoc(), op->getResult(0).getType(), {})};
}

/// `cute.get_scalars`: the dynamic leaves (`only_dynamic`), or every integer
/// leaf in print order with the statics as constants; a swizzle's B, M, S.
static FailureOr<SmallVector<Value>>
lowerGetScalars(Operation *op, ArrayRef<SmallVector<Value>> leaves,
                RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  Location loc = op->getLoc();
  Type inType = op->getOperand(0).getType();
  FailureOr<L::CuteIRValue> v = valueOf(inType);
  if (failed(v))
    return failure();
  bool onlyDynamic = op->hasAttr("only_dynamic");
  auto cst = [&](int64_t c, Type t) -> Value {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(t, c));
  };
  SmallVector<Value> out;
  if (v->kind() == L::CuteIRValue::Kind::Swizzle) {
    if (!onlyDynamic) {
      const L::Swizzle &s = v->swizzle();
      for (int64_t c : {int64_t(s.B), int64_t(s.M), int64_t(s.S)})
        out.push_back(cst(c, b.getI32Type()));
    }
  } else if (onlyDynamic) {
    out.assign(leaves[0].begin(), leaves[0].end());
  } else {
    // All integer leaves in print order.
    ArrayRef<Value> dyn = leaves[0];
    std::function<void(const L::IntTuple &)> walk = [&](const L::IntTuple &t) {
      if (isDynamicLeaf(t)) {
        out.push_back(dyn.front());
        dyn = dyn.drop_front();
      } else if (t.isStaticInt()) {
        Type rt = op->getResult(out.size()).getType();
        out.push_back(cst(t.value(), rt));
      } else if (t.isBasis()) {
        Type rt = op->getResult(out.size()).getType();
        out.push_back(cst(t.value(), rt));
      }
      for (const L::IntTuple &e : t.elems())
        walk(e);
    };
    auto layout = [&](const L::Layout &l) {
      walk(l.shape);
      walk(l.stride);
    };
    switch (v->kind()) {
    case L::CuteIRValue::Kind::IntTuple:
      walk(v->intTuple());
      break;
    case L::CuteIRValue::Kind::Layout:
      layout(v->layout());
      break;
    case L::CuteIRValue::Kind::Composed:
      // The outer function (a layout, or a swizzle's B, M, S), the offset,
      // the inner layout: the inference's order.
      if (v->composed().hasOuterLayout()) {
        layout(*v->composed().outerLayout);
      } else {
        const L::Swizzle &s = v->composed().swizzle;
        for (int64_t c : {int64_t(s.B), int64_t(s.M), int64_t(s.S)})
          out.push_back(cst(c, b.getI32Type()));
      }
      walk(v->composed().offset);
      layout(v->composed().layout);
      break;
    case L::CuteIRValue::Kind::Tile: {
      std::function<void(const L::Tile &)> tile = [&](const L::Tile &t) {
        for (const L::Tile::Mode &m : t.modes) {
          if (const auto *it = std::get_if<L::IntTuple>(&m))
            walk(*it);
          else if (const auto *n = std::get_if<L::NestedTile>(&m))
            tile(**n);
          else
            layout(std::get<L::Layout>(m));
        }
      };
      tile(v->tile());
      break;
    }
    case L::CuteIRValue::Kind::Swizzle:
      break;
    }
  }
  if (out.size() != op->getNumResults())
    return failure();
  for (auto [i, r] : llvm::enumerate(op->getResults()))
    if (out[i].getType() != r.getType())
      out[i] = arith::ExtSIOp::create(b, loc, r.getType(), out[i]);
  return out;
}

namespace {
/// A cast from a value's lowered form to its cute type (how code outside
/// cute hands in a value) is that value.
struct LoweredToCuteCast : OpConversionPattern<UnrealizedConversionCastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(UnrealizedConversionCastOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumOperands() != 1 || op->getNumResults() != 1)
      return failure();
    Type lowered = loweredType(op.getResult(0).getType());
    if (!lowered || adaptor.getInputs().front().getType() != lowered)
      return failure();
    rewriter.replaceOp(op, adaptor.getInputs().front());
    return success();
  }
};
} // namespace

void cute_lowering::populateConstructorLowerings(
    const TypeConverter &converter, RewritePatternSet &patterns,
    const LoweringOptions &options) {
  patterns.add<LoweredToCuteCast>(converter, patterns.getContext());
  addNamedLowering(converter, patterns, options, "cute.static", lowerStatic);
  for (StringRef name :
       {"cute.make_int_tuple", "cute.make_shape", "cute.make_stride",
        "cute.make_coord", "cute.make_tile", "cute.make_layout",
        "cute.make_composed_layout"})
    addNamedLowering(converter, patterns, options, name, lowerMake);
  addNamedLowering(converter, patterns, options, "cute.get_scalars", lowerGetScalars);
}
