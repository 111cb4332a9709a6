//===- Views.cpp - coordinate tensors at run time -------------------------===//
//
// A coordinate tensor is its iterator's (base coordinate's) dynamic leaves
// and its layout's, in that order: `cute.get_iter` and `cute.get_layout`
// take the first and the second part, `cute.make_view` joins them, and an
// arith-tuple iterator is its coordinate. Memory views (`!cute.memref`) keep
// their pointer form here; the atoms that take them lower them. A layout op
// applied to a memory view is expanded as CuTe DSL's own CuteExpandOps
// does: `cute.slice(%t, %c)` is make_view(add_offset(get_iter(%t),
// crd2idx(%c, get_layout(%t))), slice(get_layout(%t), %c)), so the layout
// algebra (lowered here) computes the offset and the sliced layout at run
// time, and the pointer ops are the memory lowering's. A thread index's
// coordinate in a layout (get_hier_coord, get_flat_coord) is the algebra's
// hierCoordOf / flatCoordOf, traced.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

namespace {

/// How many dynamic leaves a lowered cute type holds.
FailureOr<size_t> leafCount(Type t) {
  std::optional<size_t> n = dynamicLeafCount(t);
  if (!n)
    return failure();
  return *n;
}

/// The leaves [from, from + n) of the operand as the lowered result.
FailureOr<SmallVector<Value>> slicePart(Operation *op,
                                        ArrayRef<Value> viewLeaves,
                                        size_t from, RIntBuilder &rb) {
  Type resultType = op->getResult(0).getType();
  FailureOr<size_t> n = leafCount(resultType);
  if (failed(n) || from + *n > viewLeaves.size())
    return failure();
  return SmallVector<Value>{packLeaves(rb.builder(), op->getLoc(), resultType,
                                       viewLeaves.slice(from, *n))};
}

bool isCoordTensor(Type t) { return isa<cute::CoordTensorType>(t); }

/// A cute_nvgpu view (CuTe DSL's view of shared memory through an MMA
/// descriptor): its iterator moves by the offset as a pointer does.
bool isDescriptorView(Type t) {
  return isa<cute::ViewTypeInterface>(t) &&
         t.getDialect().getNamespace() == "cute_nvgpu";
}

/// A view whose layout ops expand onto the layout here: a memref (a
/// register tensor is one where it is storage; the memory lowering refuses
/// a view of an SSA fragment; a TMEM pointer moves by 32-bit columns), a
/// coordinate tensor or a descriptor view.
bool isExpandableView(Type t) {
  return isa<cute::CuteMemRefType>(t) || isCoordTensor(t) ||
         isDescriptorView(t);
}

/// An op of class OpT on `operands` with the result types its inference
/// gives; null when the inference refuses them.
template <typename OpT>
Value createInferred(OpBuilder &b, Location loc, ValueRange operands) {
  SmallVector<Type> types;
  if (failed(OpT::inferReturnTypes(b.getContext(), loc, operands,
                                   b.getDictionaryAttr({}), OpaqueProperties(nullptr),
                                   {}, types)))
    return Value();
  return OpT::create(b, loc, types, operands)->getResult(0);
}

/// Whether two cute value types differ at most in what their dynamic leaves
/// are known to divide (`?{i64}` vs `?{i64 div=256}`): the same run-time
/// value. CuTe DSL types a tensor's divide with the divisibility its leaves
/// carry; the layout algebra does not always.
bool sameUpToDivisibility(Type a, Type b) {
  if (a == b)
    return true;
  FailureOr<L::CuteIRValue> va = valueOf(a), vb = valueOf(b);
  if (failed(va) || failed(vb))
    return false;
  return cuteTextWithoutDivisibility(*va) == cuteTextWithoutDivisibility(*vb);
}

/// `v` as type `t` when the two differ only in divisibility annotations
/// (a cast that the lowering folds away; both lower to the same struct).
Value asType(OpBuilder &b, Location loc, Value v, Type t) {
  if (v.getType() == t)
    return v;
  return UnrealizedConversionCastOp::create(b, loc, t, v).getResult(0);
}

/// `cute.slice` of a shared or global memref or of a coordinate tensor (its
/// iterator, an int tuple, moves by the offset crd2idx gives).
struct SliceViewExpansion : public OpConversionPattern<cute::SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cute::SliceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type in = op.getInput().getType(), out = op.getResult().getType();
    if (!isExpandableView(in))
      return failure();
    Location loc = op.getLoc();
    auto view = cast<cute::ViewTypeInterface>(in);
    Value it = cute::GetIterOp::create(rewriter, loc, view.getIteratorType(),
                                       op.getInput());
    Value lay = cute::GetLayoutOp::create(rewriter, loc, op.getInput());
    Value idx = createInferred<cute::Crd2IdxOp>(rewriter, loc,
                                                {op.getCoord(), lay});
    Value sliced =
        createInferred<cute::SliceOp>(rewriter, loc, {lay, op.getCoord()});
    Type wantLayout = cast<cute::ViewTypeInterface>(out).getViewLayoutType();
    if (!idx || !sliced || !sameUpToDivisibility(sliced.getType(), wantLayout))
      return op.emitOpError("cannot expand this slice of ")
             << in << " into its layout's slice and offset";
    sliced = asType(rewriter, loc, sliced, wantLayout);
    Value ptr = cute::AddOffsetOp::create(
        rewriter, loc, cast<cute::ViewTypeInterface>(out).getIteratorType(),
        it, idx);
    rewriter.replaceOpWithNewOp<cute::MakeViewOp>(op, out, ptr, sliced);
    return success();
  }
};

/// `cute.local_tile(%t, %tile, %crd[, proj])` of a tensor: CuTe's
/// local_tile, the tensor zipped-divided by the tile (the modes `proj`
/// keeps) and sliced with the tile modes whole and the rest at the kept
/// coordinate modes: zipped_divide then slice, each expanded in turn.
struct LocalTileExpansion : public OpConversionPattern<cute::LocalTileOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cute::LocalTileOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type in = op.getTensor().getType();
    if (!isExpandableView(in))
      return failure();
    if (!op.getTiler())
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto fail = [&](const Twine &why) {
      return op.emitOpError("cannot expand this local_tile: ") << why;
    };
    FailureOr<cute::LocalTileSteps> steps = cute::localTileSteps(op);
    if (failed(steps))
      return failure();
    FailureOr<L::CuteIRValue> tv = valueOf(steps->tileType);
    SmallVector<int> tileBits;
    if (succeeded(tv))
      dynamicLeafBits(*tv, tileBits);
    if (failed(tv) || !tileBits.empty())
      return fail("the tiler must be static");
    // The run-time leaves of the coordinate modes the slice uses.
    SmallVector<Value> leaves;
    if (op.getCoord()) {
      FailureOr<L::CuteIRValue> cv = valueOf(op.getCoord().getType());
      if (failed(cv) || cv->kind() != L::CuteIRValue::Kind::IntTuple)
        return fail("unreadable coordinate");
      const L::IntTuple &crd = cv->intTuple();
      SmallVector<Value> crdLeaves =
          unpackLeaves(rewriter, loc, op.getCoord().getType(), a.getCoord());
      std::vector<L::IntTuple> modes =
          crd.isTuple() ? crd.elems() : std::vector<L::IntTuple>{crd};
      SmallVector<ArrayRef<Value>> modeLeaves;
      ArrayRef<Value> rest = crdLeaves;
      for (const L::IntTuple &m : modes) {
        SmallVector<int> bits;
        dynamicLeafBits(m, bits);
        modeLeaves.push_back(rest.take_front(bits.size()));
        rest = rest.drop_front(bits.size());
      }
      for (int i : steps->coordModes)
        leaves.append(modeLeaves[i].begin(), modeLeaves[i].end());
    }
    // zipped_divide(t, tile): ((tile modes), (rest modes)), then the slice.
    Value tileV = cute::StaticOp::create(rewriter, loc, steps->tileType);
    Value divided = createInferred<cute::ZippedDivideOp>(
        rewriter, loc, {op.getTensor(), tileV});
    if (!divided)
      return fail("the tensor does not divide by the tile");
    Type crdTy = cute::CoordType::get(
        ctx, StringAttr::get(ctx, L::printCuteIR(steps->sliceCoord)));
    Value crdLowered = packLeaves(rewriter, loc, crdTy, leaves);
    Value crdV =
        UnrealizedConversionCastOp::create(rewriter, loc, crdTy, crdLowered)
            .getResult(0);
    Value sliced =
        createInferred<cute::SliceOp>(rewriter, loc, {divided, crdV});
    if (!sliced || sliced.getType() != op.getResult().getType())
      return fail("the tile's slice is not the op's result type");
    rewriter.replaceOp(op, sliced);
    return success();
  }
};

/// A layout op applied to a tensor or coordinate tensor: the same op (its
/// properties and attributes) on the view's layout. An op whose result is a
/// view keeps the iterator (composition, the divides, group_modes, ...: a
/// view of the same iterator over the result); one whose result is a value
/// is a query of the layout (size, cosize, get_shape, ...).
struct LayoutOpOnViewExpansion : public ConversionPattern {
  LayoutOpOnViewExpansion(const TypeConverter &converter, MLIRContext *ctx,
                          StringRef name)
      : ConversionPattern(converter, name, /*benefit=*/3, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getNumOperands() == 0 || op->getNumResults() != 1)
      return failure();
    Type in = op->getOperand(0).getType(), out = op->getResult(0).getType();
    if (!isExpandableView(in))
      return failure();
    auto inView = cast<cute::ViewTypeInterface>(in);
    auto outView = dyn_cast<cute::ViewTypeInterface>(out);
    if (outView && outView.getIteratorType() != inView.getIteratorType())
      return failure();
    Type want = outView ? outView.getViewLayoutType() : out;
    Location loc = op->getLoc();
    Value lay = cute::GetLayoutOp::create(rewriter, loc, op->getOperand(0));
    Operation *onLayout = rewriter.clone(*op);
    onLayout->setOperand(0, lay);
    onLayout->getResult(0).setType(want);
    if (auto inf = dyn_cast<InferTypeOpInterface>(onLayout)) {
      SmallVector<Type> types;
      if (failed(inf.inferReturnTypes(
              op->getContext(), loc, onLayout->getOperands(),
              onLayout->getAttrDictionary(),
              onLayout->getPropertiesStorage(), onLayout->getRegions(),
              types)) ||
          types.size() != 1 || !sameUpToDivisibility(types[0], want))
        return op->emitOpError("cannot expand this op on ")
               << in << " into the same op on its layout";
      onLayout->getResult(0).setType(types[0]);
    }
    Value result = asType(rewriter, loc, onLayout->getResult(0), want);
    if (!outView) {
      rewriter.replaceOp(op, result);
      return success();
    }
    Value it = cute::GetIterOp::create(rewriter, loc, inView.getIteratorType(),
                                       op->getOperand(0));
    rewriter.replaceOpWithNewOp<cute::MakeViewOp>(op, out, it, result);
    return success();
  }
};

} // namespace

void cute_lowering::populateViewLowerings(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          const LoweringOptions &options) {
  patterns.add<SliceViewExpansion, LocalTileExpansion>(
      converter, patterns.getContext(), /*benefit=*/3);
  for (StringRef name :
       {"cute.composition", "cute.logical_divide", "cute.zipped_divide",
        "cute.tiled_divide", "cute.flat_divide", "cute.group_modes",
        "cute.coalesce", "cute.append_to_rank", "cute.select",
        "cute.logical_product", "cute.make_layout_like"})
    patterns.add<LayoutOpOnViewExpansion>(converter, patterns.getContext(),
                                          name);
  for (StringRef name : {"cute.size", "cute.cosize", "cute.get_shape",
                         "cute.get_stride", "cute.rank", "cute.depth"})
    patterns.add<LayoutOpOnViewExpansion>(converter, patterns.getContext(),
                                          name);
  // The verifier's coordinate function on the run-time index and layout;
  // the result type's dynamic leaves take the computed leaves in order
  // (a static leaf of it, verified equal, is skipped).
  for (StringRef name : {"cute.get_hier_coord", "cute.get_flat_coord"})
    addNamedLowering(
        converter, patterns, options, name,
        [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
           RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
          bool flat = op->getName().getStringRef() == "cute.get_flat_coord";
          Type layoutT = op->getOperand(1).getType();
          Type resultT = op->getResult(0).getType();
          std::optional<L::CuteIRValue> layout = cuteTypeValue(layoutT);
          std::optional<L::CuteIRValue> want = cuteTypeValue(resultT);
          if (!layout || layout->kind() != L::CuteIRValue::Kind::Layout ||
              !want || want->kind() != L::CuteIRValue::Kind::IntTuple)
            return failure();
          int bits = op->getOperand(0).getType().getIntOrFloatBitWidth();
          SmallVector<CuteRuntimeOperand, 2> operands = {
              {L::CuteIRValue{L::IntTuple::dynamic(bits, 1)}, leaves[0]},
              {*layout, leaves[1]}};
          std::vector<L::CuteIRValue> computed;
          auto compute = [&](ArrayRef<L::CuteIRValue> in, L::dyn::Tracer *t)
              -> FailureOr<std::vector<L::CuteIRValue>> {
            L::Result<L::IntTuple> c =
                flat ? L::flatCoordOf(in[1].layout(), in[0].intTuple(), t)
                     : L::hierCoordOf(in[1].layout(), in[0].intTuple(), t);
            if (!c.ok())
              return failure();
            return std::vector<L::CuteIRValue>{L::CuteIRValue{*c}};
          };
          OpBuilder &b = rb.builder();
          FailureOr<SmallVector<SmallVector<Value>>> out =
              cuteTraceAlgebra(b, op->getLoc(), operands, compute, &computed);
          if (failed(out))
            return failure();
          std::vector<L::IntTuple> got = L::leaves(computed[0].intTuple());
          std::vector<L::IntTuple> wanted = L::leaves(want->intTuple());
          if (got.size() != wanted.size())
            return failure();
          SmallVector<Value> result;
          size_t next = 0;
          for (auto [g, w] : llvm::zip(got, wanted)) {
            RInt v = g.isDynamic() ? RInt::of((*out)[0][next++])
                                   : RInt::of(g.value());
            if (w.isDynamic())
              result.push_back(rb.materialize(v, w.dynamicBits()));
          }
          return SmallVector<Value>{
              packLeaves(b, op->getLoc(), resultT, result)};
        });
  addNamedLowering(
      converter, patterns, options, "cute.get_iter",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        if (!isCoordTensor(op->getOperand(0).getType()))
          return failure();
        return slicePart(op, leaves[0], 0, rb);
      });
  addNamedLowering(
      converter, patterns, options, "cute.get_layout",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        auto ct = dyn_cast<cute::CoordTensorType>(op->getOperand(0).getType());
        if (!ct)
          return failure();
        FailureOr<size_t> layoutLeaves = leafCount(op->getResult(0).getType());
        if (failed(layoutLeaves) || *layoutLeaves > leaves[0].size())
          return failure();
        return slicePart(op, leaves[0], leaves[0].size() - *layoutLeaves, rb);
      });
  addNamedLowering(
      converter, patterns, options, "cute.make_view",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        Type resultType = op->getResult(0).getType();
        if (!isCoordTensor(resultType))
          return failure();
        SmallVector<Value> joined;
        for (auto [operand, l] : llvm::zip(op->getOperands(), leaves)) {
          FailureOr<size_t> n = leafCount(operand.getType());
          if (failed(n) || *n != l.size())
            return failure();
          joined.append(l.begin(), l.end());
        }
        FailureOr<size_t> n = leafCount(resultType);
        if (failed(n) || *n != joined.size())
          return failure();
        return SmallVector<Value>{
            packLeaves(rb.builder(), op->getLoc(), resultType, joined)};
      });
  // An int tuple (a coordinate tensor's iterator) plus an offset tuple:
  // mode by mode and into nested modes, the shorter padded with zeros
  // (CuTe's tuple add).
  addNamedLowering(
      converter, patterns, options, "cute.add_offset",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        Type baseT = op->getOperand(0).getType();
        if (!isa<cute::IntTupleType, cute::ArithTupleIterType>(baseT))
          return failure();
        auto parse = [](Type t) -> std::optional<L::IntTuple> {
          StringAttr text =
              isa<cute::IntTupleType>(t)
                  ? cast<cute::IntTupleType>(t).getValue()
                  : cast<cute::ArithTupleIterType>(t).getValue();
          L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
          if (!v.ok() || v->kind() != L::CuteIRValue::Kind::IntTuple)
            return std::nullopt;
          return v->intTuple();
        };
        std::optional<L::IntTuple> base = parse(baseT),
                                   off = parse(op->getOperand(1).getType()),
                                   res = parse(op->getResult(0).getType());
        if (!base || !off || !res)
          return failure();
        ArrayRef<Value> bl = leaves[0], ol = leaves[1];
        RTuple b = runtimeTuple(*base, bl), o = runtimeTuple(*off, ol);
        // Mode by mode and into nested modes; a missing mode, or a static
        // 0 where the other side has a tuple, adds nothing.
        auto isZero = [](const RTuple *t) {
          return !t || (t->isInteger() && t->leafType.isStaticInt() &&
                        t->leafType.value() == 0);
        };
        std::function<FailureOr<RTuple>(const RTuple *, const RTuple *)> add =
            [&](const RTuple *x, const RTuple *y) -> FailureOr<RTuple> {
          bool xt = x && x->tuple, yt = y && y->tuple;
          if (!xt && !yt) {
            if ((x && !x->isInteger()) || (y && !y->isInteger()))
              return failure();
            return RTuple::ofInt(rb.add(x ? x->leaf : RInt::of(0),
                                        y ? y->leaf : RInt::of(0)));
          }
          if ((!xt && !isZero(x)) || (!yt && !isZero(y)))
            return failure(); // an integer plus a tuple
          int n = std::max(xt ? x->rank() : 0, yt ? y->rank() : 0);
          std::vector<RTuple> modes;
          for (int i = 0; i < n; ++i) {
            FailureOr<RTuple> m =
                add(xt && i < x->rank() ? &x->elems[i] : nullptr,
                    yt && i < y->rank() ? &y->elems[i] : nullptr);
            if (failed(m))
              return failure();
            modes.push_back(std::move(*m));
          }
          return RTuple::ofTuple(std::move(modes));
        };
        // A single-mode result is that mode (an offset of one integer).
        auto flat = [](const RTuple &t) {
          return t.tuple ? t : RTuple::ofTuple({t});
        };
        RTuple fb = flat(b), fo = flat(o);
        FailureOr<RTuple> summed = add(&fb, &fo);
        if (failed(summed))
          return failure();
        RTuple value = summed->elems.size() == 1 && !res->isTuple()
                           ? summed->elems.front()
                           : *summed;
        SmallVector<Value> out;
        if (failed(leavesFor(rb.builder(), op->getLoc(), *res, value, out)))
          return failure();
        return SmallVector<Value>{packLeaves(rb.builder(), op->getLoc(),
                                             op->getResult(0).getType(), out)};
      });
  // Values whose run-time leaves are exactly their one operand's: an
  // arith-tuple iterator is its start coordinate;
  // `cute.make_identity_tensor(%shape)` is base coordinate 0 and the layout
  // shape:(1@0, 1@1, ...), whose only run-time leaves are the shape's.
  for (StringRef name :
       {"cute.make_arith_tuple_iter", "cute.make_identity_tensor"})
    addNamedLowering(
        converter, patterns, options, name,
        [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
           RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
          Type resultType = op->getResult(0).getType();
          if (op->getNumOperands() != 1)
            return failure();
          FailureOr<size_t> n = leafCount(resultType);
          FailureOr<size_t> in = leafCount(op->getOperand(0).getType());
          if (failed(n) || failed(in) || *n != *in || *n != leaves[0].size())
            return failure();
          return SmallVector<Value>{
              packLeaves(rb.builder(), op->getLoc(), resultType, leaves[0])};
        });
  // `cute.assume` states a divisibility the type keeps: the value is the
  // integer.
  addNamedLowering(
      converter, patterns, options, "cute.assume",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        if (leaves[0].size() != 1)
          return failure();
        return SmallVector<Value>{leaves[0][0]};
      });
  addNamedLowering(
      converter, patterns, options, "cute.deref_arith_tuple_iter",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        return slicePart(op, leaves[0], 0, rb);
      });
}
