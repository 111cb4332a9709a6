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
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
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

template <typename OpT>
struct ThreadPartitionLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type tensorT = op.getTensor().getType(), resultT = op.getResult().getType();
    auto memref = dyn_cast<cute::CuteMemRefType>(tensorT);
    bool coords = isa<cute::CoordTensorType>(tensorT);
    if (!coords && (!memref || memref.getSpace() == cute::MemSpace::Rmem ||
                    memref.getSpace() == cute::MemSpace::Tmem))
      return failure();
    Location loc = op.getLoc();
    auto view = cast<cute::ViewTypeInterface>(tensorT);
    auto resultView = cast<cute::ViewTypeInterface>(resultT);
    Type layoutT = view.getViewLayoutType();
    std::optional<L::CuteIRValue> layout = cuteTypeValue(layoutT);
    std::optional<L::CuteIRValue> thr =
        cuteTypeValue(op.getThrIdx().getType());
    std::optional<L::CuteIRValue> want =
        cuteTypeValue(resultView.getViewLayoutType());
    if (!layout || !thr || !want)
      return op.emitOpError("cannot read the layouts of ")
             << tensorT << " and " << resultT;

    // The tensor's run-time parts: its pointer (or iterator leaves) and its
    // layout's leaves.
    Value ptr;
    SmallVector<Value> iterLeaves, layoutLeaves;
    std::optional<L::CuteIRValue> iter;
    if (coords) {
      Type iterT = view.getIteratorType();
      iter = cuteTypeValue(iterT);
      SmallVector<Value> all =
          cuteUnpackLeaves(rewriter, loc, tensorT, a.getTensor());
      size_t nIter = 0;
      if (!iter || iter->kind() != L::CuteIRValue::Kind::IntTuple)
        return op.emitOpError("cannot read the iterator of ") << tensorT;
      for (const L::IntTuple &leaf : L::leaves(iter->intTuple()))
        nIter += leaf.isDynamic() || (leaf.isBasis() && leaf.basisIsDynamic());
      iterLeaves.assign(all.begin(), all.begin() + nIter);
      layoutLeaves.assign(all.begin() + nIter, all.end());
    } else if (Type lt = lowering::runtimeLayoutType(tensorT)) {
      ptr = LLVM::ExtractValueOp::create(rewriter, loc, a.getTensor(),
                                         ArrayRef<int64_t>{0});
      Value lv = LLVM::ExtractValueOp::create(rewriter, loc, a.getTensor(),
                                              ArrayRef<int64_t>{1});
      layoutLeaves = cuteUnpackLeaves(rewriter, loc, layoutT, lv);
    } else {
      ptr = a.getTensor();
    }
    SmallVector<Value> thrLeaves = cuteUnpackLeaves(
        rewriter, loc, op.getThrIdx().getType(), a.getThrIdx());

    std::vector<CuteRuntimeOperand> operands = {{*layout, layoutLeaves},
                                                {*thr, thrLeaves}};
    if (iter)
      operands.push_back({*iter, iterLeaves});
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
    ArrayRef<Value> layoutOut = (*leaves)[0];

    if (coords) {
      SmallVector<Value> all((*leaves)[1].begin(), (*leaves)[1].end());
      all.append(layoutOut.begin(), layoutOut.end());
      rewriter.replaceOp(op, cutePackLeaves(rewriter, loc, resultT, all));
      return success();
    }
    // The pointer moves by the offset, in elements.
    const L::IntTuple &off = computed[1].intTuple();
    Value moved = ptr;
    if (!off.isStaticInt() || off.value() != 0) {
      Value n = off.isStaticInt()
                    ? LLVM::ConstantOp::create(rewriter, loc,
                                               rewriter.getI64Type(),
                                               off.value())
                          .getResult()
                    : (*leaves)[1].front();
      Type storage = rewriter.getIntegerType(
          cute::storageBitsOf(memref.getElementType()));
      moved = LLVM::GEPOp::create(rewriter, loc, ptr.getType(), storage, ptr,
                                  ArrayRef<LLVM::GEPArg>{n});
    }
    Type lowered = this->getTypeConverter()->convertType(resultT);
    if (!lowering::runtimeLayoutType(resultT)) {
      rewriter.replaceOp(op, moved);
      return success();
    }
    Value v = LLVM::PoisonOp::create(rewriter, loc, lowered);
    v = LLVM::InsertValueOp::create(rewriter, loc, v, moved,
                                    ArrayRef<int64_t>{0});
    Value layoutValue = cutePackLeaves(
        rewriter, loc, resultView.getViewLayoutType(), layoutOut);
    v = LLVM::InsertValueOp::create(rewriter, loc, v, layoutValue,
                                    ArrayRef<int64_t>{1});
    rewriter.replaceOp(op, v);
    return success();
  }
};

} // namespace

void cute_nvgpu::populatePartitionToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ThreadPartitionLowering<cute::TiledCopyPartitionSOp>,
               ThreadPartitionLowering<cute::TiledCopyPartitionDOp>,
               ThreadPartitionLowering<cute::TiledMmaPartitionOp>>(converter);
}
