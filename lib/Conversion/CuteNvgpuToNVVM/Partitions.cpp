//===- Partitions.cpp - a thread's partition at run time -----------------===//
//
// `cute.tiled.copy.partition_S/D` and `cute.tiled.mma.partition` of a
// shared or global memref or a coordinate tensor: the verifier's own
// computation (cute::threadPartition, CuTe's partition over the atom's
// thread-value layouts) runs once more on the tensor's layout and the thread
// index, traced, so its run-time leaves and the thread's offset come out as
// arithmetic on the operands' leaves. The result is the tensor's pointer
// moved by the offset (a coordinate tensor's iterator plus it, as arithmetic
// tuples add) with the computed layout. `cute.tiled.copy.retile` of a
// register tensor keeps its storage and takes the retiled layout.
// `cute_nvgpu.atom.tma_partition` is the same with the verifier's
// tmaPartitionOf: both tensors regrouped per TMA box, moved by the CTA's
// multicast share.
//
//===----------------------------------------------------------------------===//
#include "CoordTensorParts.h"
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"
#include "cute-nvgpu/Layout/Dynamic.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

L::CuteIRValue asValue(const L::AnyLayout &l) {
  if (l.isComposed())
    return L::CuteIRValue{l.composed()};
  return L::CuteIRValue{l.layout()};
}

std::optional<L::AnyLayout> asLayout(const L::CuteIRValue &v) {
  if (v.kind() == L::CuteIRValue::Kind::Layout)
    return L::AnyLayout{v.layout()};
  if (v.kind() == L::CuteIRValue::Kind::Composed)
    return L::AnyLayout{v.composed()};
  return std::nullopt;
}

/// A shared or global memref or a coordinate tensor at run time: its
/// pointer (a memref's) or iterator (a coordinate tensor's), and its
/// layout, with their dynamic leaves.
struct RuntimeView {
  Value ptr;
  std::optional<L::CuteIRValue> layout, iter;
  SmallVector<Value> layoutLeaves, iterLeaves;
};

FailureOr<RuntimeView> readView(OpBuilder &b, Location loc, Type t,
                                Value lowered) {
  auto memref = dyn_cast<cute::CuteMemRefType>(t);
  bool coords = isa<cute::CoordTensorType>(t);
  if (!coords && !memref)
    return failure();
  // A register tensor is a view only where it is storage (its pointer).
  if (memref && memref.getSpace() == cute::MemSpace::Rmem &&
      !isa<LLVM::LLVMPointerType>(lowered.getType()))
    return failure();
  // A TMEM tensor moves as CuTe's tmem_ptr (moveTmemAddress).
  if (memref && memref.getSpace() == cute::MemSpace::Tmem &&
      !lowering::isTmemElementWidth(
          cute::storageBitsOf(memref.getElementType())))
    return failure();
  auto view = cast<cute::ViewTypeInterface>(t);
  Type layoutT = view.getViewLayoutType();
  RuntimeView v;
  v.layout = cuteTypeValue(layoutT);
  if (!v.layout)
    return failure();
  if (coords) {
    std::optional<lowering::CoordTensorParts> parts =
        lowering::coordTensorParts(b, loc, cast<cute::CoordTensorType>(t),
                                   lowered);
    if (!parts)
      return failure();
    v.iter = parts->iter;
    v.iterLeaves = std::move(parts->iterLeaves);
    v.layoutLeaves = std::move(parts->layoutLeaves);
  } else if (lowering::runtimeLayoutType(t)) {
    v.ptr = LLVM::ExtractValueOp::create(b, loc, lowered, ArrayRef<int64_t>{0});
    Value lv = LLVM::ExtractValueOp::create(b, loc, lowered,
                                            ArrayRef<int64_t>{1});
    v.layoutLeaves = cuteUnpackLeaves(b, loc, layoutT, lv);
  } else {
    v.ptr = lowered;
  }
  return v;
}

/// The lowered view of type `resultT` (the kind of `from`): a memref's
/// pointer moved by `offset` elements (`offsetLeaf` its run-time value when
/// it is dynamic), or a coordinate tensor's iterator leaves; and the layout
/// leaves.
Value buildView(OpBuilder &b, Location loc, const TypeConverter &converter,
                Type resultT, const RuntimeView &from,
                const L::IntTuple &offset, ArrayRef<Value> offsetLeaves,
                ArrayRef<Value> layoutLeaves) {
  if (!from.ptr) {
    SmallVector<Value> all(offsetLeaves.begin(), offsetLeaves.end());
    all.append(layoutLeaves.begin(), layoutLeaves.end());
    return cutePackLeaves(b, loc, resultT, all);
  }
  auto memref = cast<cute::CuteMemRefType>(resultT);
  Value moved = from.ptr;
  if (!offset.isStaticInt() || offset.value() != 0) {
    Value n = offset.isStaticInt()
                  ? LLVM::ConstantOp::create(b, loc, b.getI64Type(),
                                             offset.value())
                        .getResult()
                  : offsetLeaves.front();
    Type storage =
        b.getIntegerType(cute::storageBitsOf(memref.getElementType()));
    moved = memref.getSpace() == cute::MemSpace::Tmem
                ? lowering::moveTmemAddress(
                      b, loc, from.ptr, n,
                      cute::storageBitsOf(memref.getElementType()))
                : LLVM::GEPOp::create(b, loc, from.ptr.getType(), storage,
                                      from.ptr, ArrayRef<LLVM::GEPArg>{n})
                      .getResult();
  }
  if (!lowering::runtimeLayoutType(resultT))
    return moved;
  Value v = LLVM::PoisonOp::create(b, loc, converter.convertType(resultT));
  v = LLVM::InsertValueOp::create(b, loc, v, moved, ArrayRef<int64_t>{0});
  Value layoutValue = cutePackLeaves(
      b, loc, cast<cute::ViewTypeInterface>(resultT).getViewLayoutType(),
      layoutLeaves);
  return LLVM::InsertValueOp::create(b, loc, v, layoutValue,
                                     ArrayRef<int64_t>{1});
}

template <typename OpT>
struct ThreadPartitionLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type tensorT = op.getTensor().getType(), resultT = op.getResult().getType();
    Location loc = op.getLoc();
    FailureOr<RuntimeView> view =
        readView(rewriter, loc, tensorT, a.getTensor());
    if (failed(view))
      return failure();
    auto resultView = cast<cute::ViewTypeInterface>(resultT);
    std::optional<L::CuteIRValue> thr =
        cuteTypeValue(op.getThrIdx().getType());
    std::optional<L::CuteIRValue> want =
        cuteTypeValue(resultView.getViewLayoutType());
    if (!thr || !want)
      return op.emitOpError("cannot read the layouts of ")
             << tensorT << " and " << resultT;
    SmallVector<Value> thrLeaves = cuteUnpackLeaves(
        rewriter, loc, op.getThrIdx().getType(), a.getThrIdx());

    std::vector<CuteRuntimeOperand> operands = {
        {*view->layout, view->layoutLeaves}, {*thr, thrLeaves}};
    if (view->iter)
      operands.push_back({*view->iter, view->iterLeaves});
    std::string why;
    Operation *raw = op.getOperation();
    auto compute = [&](ArrayRef<L::CuteIRValue> in, L::dyn::Tracer *tracer)
        -> FailureOr<std::vector<L::CuteIRValue>> {
      std::optional<L::AnyLayout> l = asLayout(in[0]);
      if (!l || in[1].kind() != L::CuteIRValue::Kind::IntTuple)
        return failure();
      FailureOr<L::SliceAndOffset> p =
          cute::threadPartition(raw, *l, in[1].intTuple(), tracer, why);
      if (failed(p))
        return failure();
      std::vector<L::CuteIRValue> out = {asValue(p->layout)};
      if (in.size() > 2) {
        // A coordinate tensor's iterator moves by the offset, as
        // arithmetic tuples add.
        L::Result<L::IntTuple> moved =
            L::arithTupleSum(in[2].intTuple(), p->offset, tracer);
        if (!moved.ok()) {
          why = moved.error().message;
          return failure();
        }
        out.push_back(L::CuteIRValue{*moved});
      } else {
        out.push_back(L::CuteIRValue{p->offset});
      }
      return out;
    };
    std::vector<L::CuteIRValue> computed;
    FailureOr<SmallVector<SmallVector<Value>>> leaves =
        cuteTraceAlgebra(rewriter, loc, operands, compute, &computed);
    if (failed(leaves))
      return op.emitOpError("cannot compute the thread's partition of ")
             << tensorT << " at run time"
             << (why.empty() ? std::string() : ": " + why);
    if (cuteTextWithoutDivisibility(computed[0]) !=
        cuteTextWithoutDivisibility(*want))
      return op.emitOpError("computed the partition `")
             << L::printCuteIR(computed[0]) << "`, not the result's "
             << resultT;
    rewriter.replaceOp(op, buildView(rewriter, loc, *this->getTypeConverter(),
                                     resultT, *view, computed[1].intTuple(),
                                     (*leaves)[1], (*leaves)[0]));
    return success();
  }
};

/// `cute_nvgpu.atom.tma_partition`: the verifier's tmaPartitionOf, traced:
/// the SMEM tensor's pointer and the coordinate tensor's iterator move by
/// the CTA's multicast share, with the computed layouts. An im2col
/// coordinate tensor (a composed layout) partitions its inner layout and
/// the share moves the composition's offset instead (CuTe's domain_offset
/// of a ComposedLayout); its iterator stays.
struct TmaPartitionLowering
    : public ConvertOpToLLVMPattern<cute_nvgpu::TmaPartitionOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute_nvgpu::TmaPartitionOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type smemT = op.getSmem().getType(), gmemT = op.getGmem().getType();
    Type smemOutT = op.getSmemTensor().getType();
    Type gmemOutT = op.getGmemTensor().getType();
    FailureOr<RuntimeView> sv = readView(rewriter, loc, smemT, a.getSmem());
    FailureOr<RuntimeView> gv = readView(rewriter, loc, gmemT, a.getGmem());
    std::optional<L::CuteIRValue> crd =
        cuteTypeValue(op.getCtaCoord().getType());
    if (failed(sv) || failed(gv) || !gv->iter || !crd ||
        crd->kind() != L::CuteIRValue::Kind::IntTuple)
      return op.emitOpError("cannot read the tensors of this TMA partition");
    SmallVector<Value> crdLeaves = cuteUnpackLeaves(
        rewriter, loc, op.getCtaCoord().getType(), a.getCtaCoord());
    std::vector<CuteRuntimeOperand> operands = {
        {*sv->layout, sv->layoutLeaves},
        {*gv->layout, gv->layoutLeaves},
        {*gv->iter, gv->iterLeaves},
        {*crd, crdLeaves}};
    std::string why;
    Operation *raw = op.getOperation();
    auto compute = [&](ArrayRef<L::CuteIRValue> in, L::dyn::Tracer *tracer)
        -> FailureOr<std::vector<L::CuteIRValue>> {
      std::optional<L::AnyLayout> s = asLayout(in[0]);
      bool composed = in[1].kind() == L::CuteIRValue::Kind::Composed &&
                      in[1].composed().hasOuterLayout();
      if (!s || (in[1].kind() != L::CuteIRValue::Kind::Layout && !composed))
        return failure();
      FailureOr<TmaPartitionLayoutsAndOffsets> p = tmaPartitionOf(
          raw, *s, composed ? in[1].composed().layout : in[1].layout(),
          in[3].intTuple(), tracer, why);
      if (failed(p))
        return failure();
      L::AnyLayout smemOut{p->layouts.smem};
      if (s->isComposed()) {
        L::ComposedLayout c = s->composed();
        c.layout = p->layouts.smem;
        smemOut = L::AnyLayout{c};
      }
      L::Result<L::IntTuple> moved = L::arithTupleSum(
          composed ? in[1].composed().offset : in[2].intTuple(),
          p->gmemOffset, tracer);
      if (!moved.ok()) {
        why = moved.error().message;
        return failure();
      }
      if (composed) {
        L::ComposedLayout c = in[1].composed();
        c.offset = *moved;
        c.layout = p->layouts.gmem;
        return std::vector<L::CuteIRValue>{
            asValue(smemOut), L::CuteIRValue{p->smemOffset}, L::CuteIRValue{c},
            in[2]};
      }
      return std::vector<L::CuteIRValue>{
          asValue(smemOut), L::CuteIRValue{p->smemOffset},
          L::CuteIRValue{p->layouts.gmem}, L::CuteIRValue{*moved}};
    };
    std::vector<L::CuteIRValue> computed;
    FailureOr<SmallVector<SmallVector<Value>>> leaves =
        cuteTraceAlgebra(rewriter, loc, operands, compute, &computed);
    if (failed(leaves))
      return op.emitOpError("cannot compute this TMA partition at run time")
             << (why.empty() ? std::string() : ": " + why);
    auto layoutOf = [](Type t) {
      return cuteTypeValue(cast<cute::ViewTypeInterface>(t).getViewLayoutType());
    };
    std::optional<L::CuteIRValue> wantS = layoutOf(smemOutT),
                                  wantG = layoutOf(gmemOutT);
    if (!wantS || !wantG ||
        cuteTextWithoutDivisibility(computed[0]) !=
            cuteTextWithoutDivisibility(*wantS) ||
        cuteTextWithoutDivisibility(computed[2]) !=
            cuteTextWithoutDivisibility(*wantG))
      return op.emitOpError("computed the partitions `")
             << L::printCuteIR(computed[0]) << "` and `"
             << L::printCuteIR(computed[2]) << "`, not the results' "
             << smemOutT << " and " << gmemOutT;
    const TypeConverter &tc = *getTypeConverter();
    Value s = buildView(rewriter, loc, tc, smemOutT, *sv,
                        computed[1].intTuple(), (*leaves)[1], (*leaves)[0]);
    Value g = buildView(rewriter, loc, tc, gmemOutT, *gv,
                        computed[3].intTuple(), (*leaves)[3], (*leaves)[2]);
    rewriter.replaceOp(op, ValueRange{s, g});
    return success();
  }
};

} // namespace

void cute_nvgpu::populatePartitionToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ThreadPartitionLowering<cute::TiledCopyPartitionSOp>,
               ThreadPartitionLowering<cute::TiledCopyPartitionDOp>,
               ThreadPartitionLowering<cute::TiledMmaPartitionOp>,
               TmaPartitionLowering>(converter);
}
