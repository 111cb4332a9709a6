//===- S2tCopy.cpp - SM100 SMEM-to-TMEM copies: cute.copy as tcgen05.cp ---===//
//
// cute.copy with an S2T copy atom (`atom.s2t_copy<T, DP, bits, num_cta,
// bcast>`, alone or tiled) copies an SMEM descriptor view into a TMEM
// tensor, as CuTe's SM100_UTCCP_* copies do: mode 0 of each side is one
// call (one descriptor; 128 rows of `bits` bits, the 4x256b, 32x128b and
// 64x128b shapes refreshing or broadcasting into them), the other modes
// are the calls, the same on both sides. Each call is one
// tcgen05.cp.cta_group::N.SHAPE[.multicast] [taddr], sdesc from the TMEM
// address of the call's first value and the descriptor moved by the
// view's offset (16-byte units). One elected thread of the warp executes
// them (CuTe DSL wraps S2T copies in elect_one itself); tcgen05.cp is
// asynchronous and ordered before the same thread's later tcgen05.mma.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

NVVM::Tcgen05CpShape cpShape(S2tCopyType t) {
  if (t.getDataPaths() == 128)
    return t.getBits() == 256 ? NVVM::Tcgen05CpShape::SHAPE_128x256b
                              : NVVM::Tcgen05CpShape::SHAPE_128x128b;
  if (t.getDataPaths() == 4)
    return NVVM::Tcgen05CpShape::SHAPE_4x256b;
  if (t.getDataPaths() == 64)
    return NVVM::Tcgen05CpShape::SHAPE_64x128b;
  return NVVM::Tcgen05CpShape::SHAPE_32x128b;
}

NVVM::Tcgen05CpMulticast cpMulticast(S2tCopyType t) {
  if (!t.getBroadcast())
    return NVVM::Tcgen05CpMulticast::NONE;
  switch (*t.getBroadcast()) {
  case S2tBroadcast::X4: return NVVM::Tcgen05CpMulticast::WARPX4;
  case S2tBroadcast::Lw0213: return NVVM::Tcgen05CpMulticast::WARPX2_02_13;
  case S2tBroadcast::Lw0123: return NVVM::Tcgen05CpMulticast::WARPX2_01_23;
  }
  return NVVM::Tcgen05CpMulticast::NONE;
}

struct S2tCopyLowering : public ConvertOpToLLVMPattern<cute::CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::CopyOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto atom = dyn_cast<S2tCopyType>(
        lowering::untiledAtom(op.getAtom().getType()));
    if (!atom)
      return failure();
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot copy ")
             << op.getSrc().getType() << " to " << op.getDst().getType()
             << " with " << op.getAtom().getType() << ": " << why;
    };
    if (!atom.getValueType())
      return refuse("the atom needs its value type and shape");
    if (op.getPred())
      return refuse("tcgen05.cp takes no predicate");
    auto src = dyn_cast<SmemDescViewType>(op.getSrc().getType());
    auto dst = dyn_cast<cute::CuteMemRefType>(op.getDst().getType());
    std::optional<L::Layout> sl = lowering::staticViewLayout(op.getSrc().getType()),
                             dl = lowering::staticViewLayout(op.getDst().getType());
    if (!src || !isa<SmemDescType>(src.getSource()) || !sl ||
        !a.getSrc().getType().isInteger(64))
      return refuse("the source is an SMEM descriptor view with a static "
                    "layout");
    if (!dst || dst.getSpace() != cute::MemSpace::Tmem || !dl ||
        !isa<LLVM::LLVMPointerType>(a.getDst().getType()))
      return refuse("the destination is a tensor-memory tensor with a "
                    "static layout");
    unsigned bits = cute::storageBitsOf(dst.getElementType());
    if (!lowering::isTmemElementWidth(bits) ||
        bits != cute::storageBitsOf(atom.getValueType()))
      return refuse("the destination holds the atom's 8-, 16- or 32-bit "
                    "values");
    // A call fills 128 rows of `bits` bits (the 4x256b shape refreshes
    // them, 32x128b and 64x128b broadcast into them).
    L::Result<int64_t> perCall = L::size(L::getMode(*dl, 0));
    int64_t want = 128 * static_cast<int64_t>(atom.getBits()) / bits;
    if (!perCall.ok() || *perCall != want)
      return refuse("mode 0 of the destination must hold one call's " +
                    Twine(want) + " values");
    int64_t rank = L::rank(*dl);
    if (L::rank(*sl) != rank)
      return refuse("both sides need the same calls (modes after mode 0)");
    SmallVector<int64_t> extents;
    for (int64_t m = 1; m < rank; ++m) {
      int64_t e = lowering::modeExtent(*dl, m);
      if (e < 1 || lowering::modeExtent(*sl, m) != e)
        return refuse("both sides need the same calls (modes after mode 0)");
      extents.push_back(e);
    }
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    auto shape = NVVM::Tcgen05CpShapeAttr::get(ctx, cpShape(atom));
    auto group = NVVM::CTAGroupKindAttr::get(
        ctx, atom.getNumCta() == 2 ? NVVM::CTAGroupKind::CTA_2
                                   : NVVM::CTAGroupKind::CTA_1);
    auto multicast = NVVM::Tcgen05CpMulticastAttr::get(ctx, cpMulticast(atom));
    scf::IfOp ifOp = lowering::ifElectedThread(rewriter, loc);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
      SmallVector<int64_t> rest(extents.size(), 0);
      int64_t calls = 1;
      for (int64_t e : extents)
        calls *= e;
      for (int64_t i = 0; i < calls; ++i) {
        // The call's coordinate over modes 1.. (the first fastest).
        int64_t r = i;
        for (size_t m = 0; m < extents.size(); ++m) {
          rest[m] = r % extents[m];
          r /= extents[m];
        }
        FailureOr<int64_t> dOff = lowering::offsetAtRest(*dl, rest),
                           sOff = lowering::offsetAtRest(*sl, rest);
        if (failed(dOff) || failed(sOff))
          return refuse("cannot index the calls");
        Value taddr =
            *dOff ? lowering::moveTmemAddress(
                        rewriter, loc, a.getDst(),
                        lowering::i32Constant(rewriter, loc, *dOff), bits)
                  : a.getDst();
        Value desc = a.getSrc();
        if (*sOff)
          desc = LLVM::AddOp::create(
              rewriter, loc, desc,
              LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                       rewriter.getI64IntegerAttr(*sOff)));
        NVVM::Tcgen05CpOp::create(rewriter, loc, shape, group, multicast,
                                  /*srcFormat=*/NVVM::Tcgen05CpSrcFormatAttr(),
                                  taddr, desc);
      }
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// get_copy_s2t_smem_desc_view: the K-major no-swizzle descriptor of the
/// partition's first core matrices (the verifier's fields) at its address;
/// the view's layout moves it per call in 16-byte units.
struct S2tSmemDescViewLowering
    : public ConvertOpToLLVMPattern<GetCopyS2tSmemDescViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(GetCopyS2tSmemDescViewOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<S2tCoreMatrices> core = s2tCoreMatrices(op);
    if (failed(core))
      return failure();
    Value ptr = a.getSmem();
    if (isa<LLVM::LLVMStructType>(ptr.getType()))
      ptr = LLVM::ExtractValueOp::create(rewriter, op.getLoc(), ptr,
                                         ArrayRef<int64_t>{0});
    if (!isa<LLVM::LLVMPointerType>(ptr.getType()))
      return op.emitOpError("expects a shared-memory tensor lowered to a "
                            "pointer, got ")
             << ptr.getType();
    rewriter.replaceOp(op, lowering::smemDescriptorWord(
                               rewriter, op.getLoc(), ptr,
                               target::desc::encode(target::desc::Arch::Sm100,
                                                    core->fields),
                               /*baseMask=*/0));
    return success();
  }
};

} // namespace

void cute_nvgpu::populateS2tCopyPatterns(const LLVMTypeConverter &converter,
                                         RewritePatternSet &patterns) {
  patterns.add<S2tCopyLowering, S2tSmemDescViewLowering,
               lowering::AtomBuilderLowering<MakeS2tCopyOp>>(converter);
}
