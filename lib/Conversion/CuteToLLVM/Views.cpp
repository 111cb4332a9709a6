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
// time, and the pointer ops are the memory lowering's.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

namespace {

/// How many dynamic leaves a lowered cute type holds.
FailureOr<size_t> leafCount(Type t) {
  if (!loweredType(t))
    return failure();
  SmallVector<int> bits;
  if (auto ct = dyn_cast<cute::CoordTensorType>(t)) {
    for (StringAttr text : {ct.getIterator(), ct.getLayout()}) {
      L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
      if (!v.ok())
        return failure();
      dynamicLeafBits(*v, bits);
    }
    return bits.size();
  }
  if (auto at = dyn_cast<cute::ArithTupleIterType>(t)) {
    L::Result<L::CuteIRValue> v = L::parseCuteIR(at.getValue().getValue().str());
    if (!v.ok())
      return failure();
    dynamicLeafBits(*v, bits);
    return bits.size();
  }
  FailureOr<L::CuteIRValue> v = valueOf(t);
  if (failed(v))
    return failure();
  dynamicLeafBits(*v, bits);
  return bits.size();
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

/// `cute.slice` of a shared or global memref or of a coordinate tensor (its
/// iterator, an int tuple, moves by the offset crd2idx gives).
struct SliceMemRefExpansion : public OpConversionPattern<cute::SliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(cute::SliceOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type in = op.getInput().getType(), out = op.getResult().getType();
    auto memref = dyn_cast<cute::CuteMemRefType>(in);
    if (!(memref && memref.getSpace() != cute::MemSpace::Rmem) &&
        !isCoordTensor(in))
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
    if (!idx || !sliced || sliced.getType() != wantLayout)
      return op.emitOpError("cannot expand this slice of ")
             << in << " into its layout's slice and offset";
    Value ptr = cute::AddOffsetOp::create(
        rewriter, loc, cast<cute::ViewTypeInterface>(out).getIteratorType(),
        it, idx);
    rewriter.replaceOpWithNewOp<cute::MakeViewOp>(op, out, ptr, sliced);
    return success();
  }
};

/// A layout op applied to a view that keeps its iterator (composition, the
/// divides, group_modes, ...): the op on the view's layout, and a view of
/// the same iterator over the result.
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
    auto memref = dyn_cast<cute::CuteMemRefType>(in);
    if (!(memref && memref.getSpace() != cute::MemSpace::Rmem) &&
        !isCoordTensor(in))
      return failure();
    auto inView = cast<cute::ViewTypeInterface>(in);
    auto outView = dyn_cast<cute::ViewTypeInterface>(out);
    if (!outView || outView.getIteratorType() != inView.getIteratorType())
      return failure();
    Location loc = op->getLoc();
    Value lay = cute::GetLayoutOp::create(rewriter, loc, op->getOperand(0));
    // The same op (its properties and attributes) on the layout.
    Operation *onLayout = rewriter.clone(*op);
    onLayout->setOperand(0, lay);
    onLayout->getResult(0).setType(outView.getViewLayoutType());
    if (auto inf = dyn_cast<InferTypeOpInterface>(onLayout)) {
      SmallVector<Type> types;
      if (failed(inf.inferReturnTypes(
              op->getContext(), loc, onLayout->getOperands(),
              onLayout->getAttrDictionary(),
              onLayout->getPropertiesStorage(), onLayout->getRegions(),
              types)) ||
          types.size() != 1 || types[0] != outView.getViewLayoutType())
        return op->emitOpError("cannot expand this op on ")
               << in << " into the same op on its layout";
    }
    Value it = cute::GetIterOp::create(rewriter, loc, inView.getIteratorType(),
                                       op->getOperand(0));
    rewriter.replaceOpWithNewOp<cute::MakeViewOp>(op, out, it,
                                                  onLayout->getResult(0));
    return success();
  }
};

} // namespace

void cute_lowering::populateViewLowerings(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          const LoweringOptions &options) {
  patterns.add<SliceMemRefExpansion>(converter, patterns.getContext(),
                                     /*benefit=*/3);
  for (StringRef name :
       {"cute.composition", "cute.logical_divide", "cute.zipped_divide",
        "cute.tiled_divide", "cute.flat_divide", "cute.group_modes",
        "cute.coalesce", "cute.append_to_rank", "cute.select",
        "cute.logical_product", "cute.make_layout_like"})
    patterns.add<LayoutOpOnViewExpansion>(converter, patterns.getContext(),
                                          name);
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
  // mode by mode, the shorter padded with zeros (CuTe's tuple add).
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
        auto flat = [](const RTuple &t) {
          std::vector<RTuple> modes;
          if (t.tuple)
            modes = t.elems;
          else
            modes.push_back(t);
          return modes;
        };
        std::vector<RTuple> bm = flat(b), om = flat(o), sum;
        for (size_t i = 0; i < std::max(bm.size(), om.size()); ++i) {
          RInt x = i < bm.size() && bm[i].isInteger() ? bm[i].leaf : RInt::of(0);
          RInt y = i < om.size() && om[i].isInteger() ? om[i].leaf : RInt::of(0);
          if ((i < bm.size() && !bm[i].isInteger()) ||
              (i < om.size() && !om[i].isInteger()))
            return failure();
          sum.push_back(RTuple::ofInt(rb.add(x, y)));
        }
        RTuple value = sum.size() == 1 && !res->isTuple()
                           ? sum.front()
                           : RTuple::ofTuple(std::move(sum));
        SmallVector<Value> out;
        if (failed(leavesFor(rb.builder(), op->getLoc(), *res, value, out)))
          return failure();
        return SmallVector<Value>{packLeaves(rb.builder(), op->getLoc(),
                                             op->getResult(0).getType(), out)};
      });
  addNamedLowering(
      converter, patterns, options, "cute.deref_arith_tuple_iter",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        return slicePart(op, leaves[0], 0, rb);
      });
}
