//===- Wgmma.cpp - SM90 wgmma uses and SMEM descriptors -> NVVM -----------===//
//
// A use is fence, one wgmma per (N block, 32-byte K block) with both
// descriptors advanced by the block's byte offset >> 4, commit, wait 0, so
// the accumulator is ready when the op's result is (by construction).
// nvvm.wgmma.mma_async where MLIR 22 has the form; b1 and register-A
// through PtxBuilder's inline PTX.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::lowering;
namespace ptx = cute_nvgpu::target::ptx;
namespace D = cute_nvgpu::target::desc;
using target::Elem;
using target::elemName;

namespace {

struct WgmmaLowering : public ConvertOpToLLVMPattern<MmaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(MmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isa<Sm90MmaType>(op.getAtom().getType()))
      return rewriter.notifyMatchFailure(op, "not an sm90.mma atom");
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    FailureOr<WgmmaInfo> info = analyzeWgmma(op);
    if (failed(info))
      return failure();
    auto dType = cast<VectorType>(
        getTypeConverter()->convertType(op.getD().getType()));
    // f32 accumulators are f32 registers; s32 and packed f16x2 are b32.
    Reg rc = info->c == Elem::F32 ? Reg::F32 : Reg::I32;
    SmallVector<Value> allAcc =
        packRegisters(rewriter, loc, adaptor.getC(), rc);
    // CLayout_64xN's outermost value mode walks N in 8-column groups, so
    // N block i owns a contiguous run of the accumulator registers.
    int nBlocks = info->nTotal / info->n;
    size_t accPerBlock = allAcc.size() / nBlocks;
    SmallVector<Type> accTypes(accPerBlock, regType(ctx, rc));
    auto structType = LLVM::LLVMStructType::getLiteral(ctx, accTypes);
    Type i64 = rewriter.getI64Type();
    auto advance = [&](Value desc, int64_t bytes) -> Value {
      if (!bytes)
        return desc;
      Value off = LLVM::ConstantOp::create(
          rewriter, loc, i64, rewriter.getI64IntegerAttr(bytes >> 4));
      return LLVM::AddOp::create(rewriter, loc, desc, off);
    };
    SmallVector<Value> aRegs;
    if (info->registerA)
      aRegs = packRegisters(rewriter, loc, adaptor.getA(), Reg::I32);
    int blocks = info->kTotal / info->k;
    size_t aPerBlock = aRegs.size() / std::max(blocks, 1);
    NVVM::WgmmaFenceAlignedOp::create(rewriter, loc);
    SmallVector<Value> results; // one accumulator struct per N block
    for (int nb = 0; nb < nBlocks; ++nb) {
      Value accStruct = LLVM::PoisonOp::create(rewriter, loc, structType);
      for (size_t i = 0; i < accPerBlock; ++i)
        accStruct = LLVM::InsertValueOp::create(
            rewriter, loc, accStruct, allAcc[nb * accPerBlock + i], i);
      for (int j = 0; j < blocks; ++j) {
        Value descB = advance(adaptor.getB(), info->tileB.offsetBytes(nb, j));
        // MLIR 22's nvvm.wgmma.mma_async drops b1's boolean operation: b1 and
        // register-A forms are spelled by PtxBuilder.
        bool inlineAsm = info->registerA || info->a == Elem::B1;
        // scale_d = 0 overwrites with the first K block only.
        int scaleD = (j > 0 || info->scaleD) ? 1 : 0;
        if (!inlineAsm) {
          Value descA = advance(adaptor.getA(), info->tileA.offsetBytes(0, j));
          auto wt = [&](Elem e) {
            return *NVVM::symbolizeWGMMATypes(elemName(e));
          };
          accStruct = NVVM::WgmmaMmaAsyncOp::create(
              rewriter, loc, structType, accStruct, descA, descB,
              NVVM::MMAShapeAttr::get(ctx, 64, info->n, info->k), wt(info->a),
              wt(info->b), wt(info->c),
              scaleD ? NVVM::WGMMAScaleOut::one : NVVM::WGMMAScaleOut::zero,
              info->scaleA == 1 ? NVVM::WGMMAScaleIn::one
                                : NVVM::WGMMAScaleIn::neg,
              info->scaleB == 1 ? NVVM::WGMMAScaleIn::one
                                : NVVM::WGMMAScaleIn::neg,
              info->aMnMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row,
              info->bMnMajor ? NVVM::MMALayout::row : NVVM::MMALayout::col,
              NVVM::MMAIntOverflowAttr());
          continue;
        }
        layout::Result<std::string> name =
            ptx::spellWgmma(info->n, info->k, elemName(info->c),
                            elemName(info->a), elemName(info->b));
        if (!name.ok())
          return op.emitOpError(name.error().message);
        ptx::WgmmaAsmSpec spec;
        spec.instr = *name;
        spec.nd = static_cast<int>(accPerBlock);
        spec.acc = regClass(rc);
        spec.registerA = info->registerA;
        spec.na = info->registerA ? static_cast<int>(aPerBlock) : 1;
        spec.scaleD = j == 0 ? info->scaleD : 1;
        spec.scaleAB = info->c != Elem::S32;
        spec.scaleA = info->scaleA;
        spec.scaleB = info->scaleB;
        spec.transposeImm = info->a == Elem::F16 || info->a == Elem::BF16;
        spec.aMnMajor = info->aMnMajor;
        spec.bMnMajor = info->bMnMajor;
        SmallVector<Value> operands;
        if (info->registerA)
          operands.append(aRegs.begin() + j * aPerBlock,
                          aRegs.begin() + (j + 1) * aPerBlock);
        else
          operands.push_back(
              advance(adaptor.getA(), info->tileA.offsetBytes(0, j)));
        operands.push_back(descB);
        for (size_t i = 0; i < accPerBlock; ++i)
          operands.push_back(
              LLVM::ExtractValueOp::create(rewriter, loc, accStruct, i));
        accStruct = createInlineAsm(rewriter, loc, structType, operands,
                                    ptx::wgmmaAsm(spec),
                                    /*hasSideEffects=*/true);
      }
      results.push_back(accStruct);
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(rewriter, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rewriter, loc, 0);
    // Read the accumulators only after the wait.
    SmallVector<Value> dRegs;
    for (Value r : results)
      for (size_t i = 0; i < accPerBlock; ++i)
        dRegs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, r, i));
    rewriter.replaceOp(op, unpackRegisters(rewriter, loc, dRegs, dType));
    return success();
  }
};

/// `(a & 0x3FFFF) >> 4 | ((a >> 7) & mask) << 49 | fixed` for the pointer's
/// shared-memory address a: the start field and the swizzle phase (base
/// offset) at run time, the rest static.
Value descriptorWord(OpBuilder &b, Location loc, Value ptr, uint64_t fixed,
                     uint32_t baseMask) {
  Type i64 = b.getI64Type();
  auto c = [&](uint64_t v) {
    return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
  };
  Value addr = LLVM::PtrToIntOp::create(b, loc, i64, ptr);
  Value start = LLVM::LShrOp::create(
      b, loc, LLVM::AndOp::create(b, loc, addr, c(0x3FFFF)), c(4));
  Value word = LLVM::OrOp::create(b, loc, start, c(fixed));
  if (!baseMask)
    return word;
  Value phase = LLVM::AndOp::create(
      b, loc, LLVM::LShrOp::create(b, loc, addr, c(7)), c(baseMask));
  return LLVM::OrOp::create(b, loc, word,
                            LLVM::ShlOp::create(b, loc, phase, c(49)));
}

/// The descriptor word of K block 0: (address & 0x3FFFF) >> 4 in the start
/// field, the static LBO/SBO/swizzle from the canonical-family table (SM90
/// encoding; UMMA re-encodes from the same fields).
struct MakeSmemDescViewLowering
    : public ConvertOpToLLVMPattern<MakeSmemDescViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeSmemDescViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<SmemTile> tile = analyzeSmemTile(
        op.getDesc().getType(),
        toDescMajor(op.getMajor()),
        [&] { return op.emitOpError(); });
    if (failed(tile))
      return failure();
    rewriter.replaceOp(
        op, descriptorWord(rewriter, op.getLoc(), adaptor.getPtr(),
                           D::encode(D::Arch::Sm90, tile->block0),
                           D::baseOffsetMask(tile->block0.swizzle)));
    return success();
  }
};

/// A raw descriptor word: the runtime start field OR the static fields of
/// the requested architecture's encoding.
struct MakeSmemDescLowering : public ConvertOpToLLVMPattern<MakeSmemDescOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeSmemDescOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    FailureOr<D::Fields> f = op.getStaticFields();
    if (failed(f))
      return failure();
    D::Arch arch = op.getArch() == DescArch::Sm100 ? D::Arch::Sm100 : D::Arch::Sm90;
    rewriter.replaceOp(op, descriptorWord(rewriter, op.getLoc(),
                                          adaptor.getPtr(), D::encode(arch, *f),
                                          D::baseOffsetMask(f->swizzle)));
    return success();
  }
};

} // namespace

void cute_nvgpu::populateWgmmaToNVVMPatterns(const LLVMTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<WgmmaLowering, MakeSmemDescViewLowering, MakeSmemDescLowering,
               AtomBuilderLowering<MakeSm90MmaOp>>(converter);
}
