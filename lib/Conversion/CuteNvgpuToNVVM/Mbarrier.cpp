//===- Mbarrier.cpp - CuTe DSL's mbarrier ops -> MLIR 22 NVVM -------------===//
//
// CuTe DSL prints its mbarrier operations with NVIDIA's own nvvm ops
// (`nvvm.mbarrier.init.shared`, `nvvm.mbarrier.txn {kind = ...}`,
// `nvvm.mbarrier.try_wait.parity.shared`, `nvvm.mbarrier.wait.parity`);
// MLIR 22's NVVM dialect has each operation under another spelling, which
// these patterns rewrite them to: init, arrive (with a count), arrive with
// an expected transaction count, expect-tx, complete-tx, the waiting loop on
// a phase parity, and one try or test of it. A barrier in a peer CTA's
// shared memory (`space = cluster`, a mapa'd address) is inline PTX from
// PtxBuilder, and so is the peer address (`nvvm.mapa.shared.cluster`).
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace ext = cute_nvgpu::nvvm_ext;
namespace ptx = cute_nvgpu::target::ptx;

namespace {

NVVM::MemScopeKindAttr scopeOf(MLIRContext *ctx, ext::MBarrierScope s) {
  return NVVM::MemScopeKindAttr::get(ctx, s == ext::MBarrierScope::Cluster
                                              ? NVVM::MemScopeKind::CLUSTER
                                              : NVVM::MemScopeKind::CTA);
}

struct InitLowering : public ConvertOpToLLVMPattern<ext::MBarrierInitSharedOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::MBarrierInitSharedOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierInitOp>(
        op, a.getAddr(), a.getCount(), /*predicate=*/Value());
    return success();
  }
};

struct TxnLowering : public ConvertOpToLLVMPattern<ext::MBarrierTxnOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::MBarrierTxnOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    if (op.getSpace() == ext::MBarrierSpace::Cluster) {
      // A peer CTA's barrier: a shared::cluster address (mapa), which the
      // NVVM ops here take only as !llvm.ptr<7>; spelled as PTX instead.
      layout::Result<ptx::InlineAsm> code = ptx::mbarrierPeerAsm(
          ext::stringifyMBarrierTxnKind(op.getKind()).str(),
          ext::stringifyMBarrierScope(op.getScope()).str());
      if (!code.ok())
        return op.emitOpError(code.error().message);
      Location loc = op.getLoc();
      Value addr = LLVM::PtrToIntOp::create(rewriter, loc,
                                            rewriter.getI32Type(), a.getAddr());
      lowering::emitInlineAsm(rewriter, loc, ValueRange{addr, a.getCount()},
                              *code);
      rewriter.eraseOp(op);
      return success();
    }
    NVVM::MemScopeKindAttr scope = scopeOf(ctx, op.getScope());
    switch (op.getKind()) {
    case ext::MBarrierTxnKind::Arrive:
      NVVM::MBarrierArriveOp::create(rewriter, op.getLoc(), Type(),
                                     a.getAddr(), a.getCount(), scope);
      break;
    case ext::MBarrierTxnKind::ArriveExpectTx:
      NVVM::MBarrierArriveExpectTxOp::create(
          rewriter, op.getLoc(), Type(), a.getAddr(), a.getCount(), scope,
          rewriter.getBoolAttr(false), /*predicate=*/Value());
      break;
    case ext::MBarrierTxnKind::ExpectTx:
      NVVM::MBarrierExpectTxOp::create(rewriter, op.getLoc(), a.getAddr(),
                                       a.getCount(), scope);
      break;
    case ext::MBarrierTxnKind::CompleteTx:
      NVVM::MBarrierCompleteTxOp::create(rewriter, op.getLoc(), a.getAddr(),
                                         a.getCount(), scope);
      break;
    }
    rewriter.eraseOp(op);
    return success();
  }
};

struct TryWaitLoopLowering
    : public ConvertOpToLLVMPattern<ext::MBarrierTryWaitParitySharedOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::MBarrierTryWaitParitySharedOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::MBarrierTryWaitParityOp>(
        op, a.getAddr(), a.getPhase(), a.getTicks());
    return success();
  }
};

struct WaitOnceLowering
    : public ConvertOpToLLVMPattern<ext::MBarrierWaitParityOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::MBarrierWaitParityOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    MLIRContext *ctx = rewriter.getContext();
    NVVM::MemScopeKindAttr scope = scopeOf(ctx, op.getScope());
    Type i1 = rewriter.getI1Type();
    if (op.getKind() == ext::MBarrierWaitKind::Try)
      rewriter.replaceOpWithNewOp<NVVM::MBarrierTryWaitOp>(
          op, i1, a.getAddr(), a.getPhase(), /*ticks=*/Value(), scope);
    else
      rewriter.replaceOpWithNewOp<NVVM::MBarrierTestWaitOp>(
          op, i1, a.getAddr(), a.getPhase(), scope);
    return success();
  }
};

/// CuTe DSL's `nvvm.mapa.shared.cluster` keeps the peer's address in a
/// 32-bit shared pointer, as the peer-barrier PTX above takes it; MLIR 22's
/// nvvm.mapa would give a !llvm.ptr<7>.
struct MapaSharedClusterLowering
    : public ConvertOpToLLVMPattern<ext::MapaSharedClusterOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ext::MapaSharedClusterOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    Value addr = LLVM::PtrToIntOp::create(rewriter, loc, i32, a.getAddr());
    Value peer =
        lowering::createInlineAsm(rewriter, loc, i32, ValueRange{addr, a.getCta()},
                                  ptx::mapaSharedClusterAsm(),
                                  /*hasSideEffects=*/false);
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, a.getAddr().getType(),
                                                  peer);
    return success();
  }
};

} // namespace

void cute_nvgpu::populateMbarrierToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<InitLowering, MapaSharedClusterLowering, TxnLowering, TryWaitLoopLowering,
               WaitOnceLowering>(converter);
}

void cute_nvgpu::markDslMbarrierOpsIllegal(ConversionTarget &target) {
  target.addIllegalOp<ext::MapaSharedClusterOp>();
  target.addIllegalOp<ext::MBarrierInitSharedOp, ext::MBarrierTxnOp,
                      ext::MBarrierTryWaitParitySharedOp,
                      ext::MBarrierWaitParityOp>();
}
