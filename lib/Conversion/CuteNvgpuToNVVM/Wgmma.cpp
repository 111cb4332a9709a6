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
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::lowering;
namespace ptx = cute_nvgpu::target::ptx;
namespace D = cute_nvgpu::target::desc;
using target::Elem;
using target::elemName;
namespace L = cute_nvgpu::layout;

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
        op, lowering::smemDescriptorWord(rewriter, op.getLoc(), adaptor.getPtr(),
                           D::encode(D::Arch::Sm90, tile->block0),
                           D::baseOffsetMask(tile->block0.swizzle)));
    return success();
  }
};

/// The A/B element types and majors of an MMA atom whose SMEM operands are
/// descriptors (SM90 wgmma, SM100 tcgen05.mma), and which encoding.
struct DescriptorOperands {
  Type a, b;
  std::optional<Major> aMajor, bMajor;
  D::Arch arch = D::Arch::Sm90;
};

std::optional<DescriptorOperands> descriptorOperandsOf(Type atom) {
  auto from = [](auto t, D::Arch arch) {
    return DescriptorOperands{t.getAType(), t.getBType(), t.getAMajor(),
                              t.getBMajor(), arch};
  };
  if (auto t = dyn_cast<Sm90MmaType>(atom))
    return from(t, D::Arch::Sm90);
  if (auto t = dyn_cast<Sm100MmaType>(atom))
    return from(t, D::Arch::Sm100);
  if (auto t = dyn_cast<Sm100MmaSpType>(atom))
    return from(t, D::Arch::Sm100);
  if (auto t = dyn_cast<Sm100MmaBsType>(atom))
    return from(t, D::Arch::Sm100);
  if (auto t = dyn_cast<Sm100MmaBsSpType>(atom))
    return from(t, D::Arch::Sm100);
  return std::nullopt;
}

/// CuTe DSL's view of an SMEM operand of an SM90 or SM100 MMA
/// (`cute.mma.make_fragment A|B` of a thread's shared-memory partition,
/// ((MN,K), rest...)): the descriptor word (SM90 or SM100 encoding) of mode
/// 0, one instruction's operand, at the partition's address. The view's
/// layout (the rest modes in 16-byte units, the verifier's) moves the
/// word's start field.
struct SmemDescFragmentLowering
    : public ConvertOpToLLVMPattern<cute::MmaMakeFragmentOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MmaMakeFragmentOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto view = dyn_cast<SmemDescViewType>(op.getResult().getType());
    if (!view || !isa<SmemDescType>(view.getSource()))
      return failure();
    Type atom = lowering::untiledAtom(op.getTiledMma().getType());
    std::optional<DescriptorOperands> operands = descriptorOperandsOf(atom);
    auto smem = dyn_cast<cute::CuteMemRefType>(op.getInput().getType());
    if (!operands || !smem || smem.getSpace() != cute::MemSpace::Smem ||
        op.getOperandId() > 1)
      return op.emitOpError("lowers an SMEM descriptor view of operand A or "
                            "B of an sm90/sm100 MMA from a shared-memory "
                            "partition, got ")
             << op.getInput().getType() << " for " << atom;
    bool isA = op.getOperandId() == 0;
    Type elem = isA ? operands->a : operands->b;
    std::optional<Major> major = isA ? operands->aMajor : operands->bMajor;
    L::AnyLayout whole = smem.getLayoutValue();
    L::AnyLayout mode0 = whole;
    if (whole.isComposed()) {
      L::ComposedLayout c = whole.composed();
      c.layout = L::getMode(c.layout, 0);
      mode0 = L::AnyLayout{c};
    } else if (whole.isLayout()) {
      mode0 = L::AnyLayout{L::getMode(whole.layout(), 0)};
    }
    FailureOr<SmemTile> tile = analyzeSmemTileLayout(
        static_cast<int>(elem ? cute::storageBitsOf(elem) : 0), mode0,
        toDescMajor(major.value_or(Major::K)), [&] { return op.emitOpError(); },
        /*mnBlock=*/0, operands->arch);
    if (failed(tile))
      return failure();
    if (tile->kBlocks != 1)
      return op.emitOpError("expects mode 0 of the partition to be one "
                            "instruction's 32-byte K block, got ")
             << tile->kBlocks << " blocks";
    Value ptr = a.getInput();
    if (isa<LLVM::LLVMStructType>(ptr.getType()))
      ptr = LLVM::ExtractValueOp::create(rewriter, op.getLoc(), ptr,
                                         ArrayRef<int64_t>{0});
    rewriter.replaceOp(
        op, lowering::smemDescriptorWord(rewriter, op.getLoc(), ptr,
                           D::encode(operands->arch, tile->block0),
                           D::baseOffsetMask(tile->block0.swizzle)));
    return success();
  }
};

/// `cute.gemm(%tiled_mma, %D, %A, %B, %C)` with an SM90 MMA atom, as CuTe
/// DSL writes it between its own wgmma fence and commit: A (1, M[, K]) and
/// B (1, N[, K]) descriptor views (A may be a register fragment, frag_kind
/// rs), D and C (V, M, N) register fragments. One wgmma.mma_async per (k,
/// m, n), descriptors advanced by the views' layouts, the accumulators read
/// and written in the atom's value order; the scale-d predicate is the
/// atom's run-time accumulate flag, so it is spelled by PtxBuilder (MLIR
/// 22's nvvm.wgmma.mma_async takes it as an attribute only). No fence,
/// commit or wait: the program has its own.
struct WgmmaGemmLowering : public ConvertOpToLLVMPattern<cute::GemmOp> {
  WgmmaGemmLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(cute::GemmOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange ops = op->getOperands(), lowered = adaptor.getOperands();
    if (ops.size() != 5)
      return failure();
    Type atomT = lowering::untiledAtom(ops[0].getType());
    auto atom = dyn_cast<Sm90MmaType>(atomT);
    if (!atom)
      return rewriter.notifyMatchFailure(op, "not an sm90.mma atom");
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    ArrayRef<int64_t> mnk = atom.getShape();
    if (mnk.size() != 3 || !atom.getAType() || !atom.getCType())
      return op.emitOpError("expects an sm90.mma atom with its shape and "
                            "element types, got ")
             << atomT;
    bool registerA = atom.getFragKind() == FragKind::RS;
    auto descLayout = [&](Value v, const char *name) -> FailureOr<L::Layout> {
      auto view = dyn_cast<SmemDescViewType>(v.getType());
      if (!view || !isa<SmemDescType>(view.getSource()))
        return op.emitOpError("expects an SMEM descriptor view for ")
               << name << ", got " << v.getType();
      std::optional<L::CuteIRValue> l = cuteTypeValue(view.getViewLayoutType());
      if (!l || l->kind() != L::CuteIRValue::Kind::Layout ||
          !L::isStatic(l->layout()) || L::rank(l->layout()) < 2)
        return op.emitOpError("expects a static (1, MN[, K]) layout for ")
               << name << ", got " << v.getType();
      return l->layout();
    };
    FailureOr<L::Layout> bl = descLayout(ops[3], "B");
    FailureOr<L::Layout> al = registerA ? FailureOr<L::Layout>(L::Layout{})
                                        : descLayout(ops[2], "A");
    FailureOr<Fragment> d = fragmentOf(op, ops[1], lowered[1], "D"),
                        c = fragmentOf(op, ops[4], lowered[4], "C");
    FailureOr<Fragment> fa = registerA ? fragmentOf(op, ops[2], lowered[2], "A")
                                       : FailureOr<Fragment>(Fragment{});
    if (failed(al) || failed(bl) || failed(d) || failed(c) || failed(fa))
      return failure();
    int64_t M = d->extents.size() > 0 ? d->extents[0] : 1;
    int64_t N = d->extents.size() > 1 ? d->extents[1] : 1;
    int64_t aM = registerA ? (fa->extents.empty() ? 1 : fa->extents[0])
                           : lowering::modeExtent(*al, 1);
    int64_t K = registerA ? (fa->extents.size() > 1 ? fa->extents[1] : 1)
                          : lowering::modeExtent(*al, 2);
    int64_t accValues = mnk[0] * mnk[1] / 128; // per thread of a warpgroup
    if (d->extents.size() != 2 || c->extents != d->extents || aM != M ||
        lowering::modeExtent(*bl, 1) != N || lowering::modeExtent(*bl, 2) != K ||
        d->values != accValues || c->values != accValues)
      return op.emitOpError("expects D and C (")
             << accValues << ", M, N), A (V, M[, K]) and B (1, N[, K]) of "
             << "matching extents for " << atomT;
    target::Elem ea = target::elemFromName(canonicalMmaElement(atom.getAType()));
    target::Elem eb = target::elemFromName(canonicalMmaElement(atom.getBType()));
    target::Elem ec = target::elemFromName(canonicalMmaElement(atom.getCType()));
    layout::Result<std::string> name = ptx::spellWgmma(
        mnk[1], mnk[2], elemName(ec), elemName(ea), elemName(eb));
    if (!name.ok())
      return op.emitOpError(name.error().message);
    Reg rc = ec == target::Elem::F32 ? Reg::F32 : Reg::I32;
    Value accum = LLVM::ExtractValueOp::create(rewriter, loc, lowered[0], 0);
    Value scaleD = LLVM::ZExtOp::create(rewriter, loc, rewriter.getI32Type(),
                                        accum);
    Type i64 = rewriter.getI64Type();
    auto advance = [&](Value desc, int64_t units) -> Value {
      if (!units)
        return desc;
      return LLVM::AddOp::create(
          rewriter, loc, desc,
          LLVM::ConstantOp::create(rewriter, loc, i64,
                                   rewriter.getI64IntegerAttr(units)));
    };
    // D and C one tensor, A from descriptors: nothing read can alias what
    // is written through another tensor, so D is stored once, at the end.
    FragmentAccess frags(/*deferStores=*/ops[1] == ops[4] && !registerA);
    VectorPositions positions;
    for (int64_t k = 0; k < K; ++k)
      for (int64_t m = 0; m < M; ++m)
        for (int64_t n0 = 0; n0 < N; ++n0) {
          int64_t n = (m & 1) ? N - 1 - n0 : n0; // CuTe's serpentine order
          SmallVector<int64_t> ar = {m}, br = {n};
          if (K > 1 || (!registerA && L::rank(*al) > 2))
            ar.push_back(k);
          if (K > 1 || L::rank(*bl) > 2)
            br.push_back(k);
          FailureOr<int64_t> bOff = lowering::offsetAtRest(*bl, br);
          FailureOr<SmallVector<int64_t>> co =
              callOffsets(k == 0 ? *c : *d, {m, n});
          FailureOr<SmallVector<int64_t>> dO = callOffsets(*d, {m, n});
          if (failed(bOff) || failed(co) || failed(dO))
            return op.emitOpError("cannot index the fragments");
          SmallVector<Value> operands;
          int na = 1;
          if (registerA) {
            FailureOr<SmallVector<int64_t>> ao = callOffsets(*fa, ar);
            if (failed(ao))
              return op.emitOpError("cannot index the A fragment");
            SmallVector<Value> aRegs =
                packScalars(rewriter, loc, frags.read(rewriter, loc, *fa, *ao),
                            Reg::I32, &positions);
            na = static_cast<int>(aRegs.size());
            operands.append(aRegs);
          } else {
            FailureOr<int64_t> aOff = lowering::offsetAtRest(*al, ar);
            if (failed(aOff))
              return op.emitOpError("cannot index the A descriptor view");
            operands.push_back(advance(lowered[2], *aOff));
          }
          operands.push_back(advance(lowered[3], *bOff));
          operands.push_back(scaleD);
          SmallVector<Value> acc = packScalars(
              rewriter, loc, frags.read(rewriter, loc, k == 0 ? *c : *d, *co),
              rc, &positions);
          operands.append(acc);
          ptx::WgmmaAsmSpec spec;
          spec.instr = *name;
          spec.nd = static_cast<int>(acc.size());
          spec.acc = regClass(rc);
          spec.registerA = registerA;
          spec.na = na;
          spec.scaleDOperand = true;
          spec.scaleAB = ec != target::Elem::S32;
          spec.transposeImm = ea == target::Elem::F16 || ea == target::Elem::BF16;
          spec.aMnMajor = atom.getAMajor() == Major::MN;
          spec.bMnMajor = atom.getBMajor() == Major::MN;
          SmallVector<Type> accTypes(acc.size(), regType(ctx, rc));
          auto structType = LLVM::LLVMStructType::getLiteral(ctx, accTypes);
          Value r = createInlineAsm(rewriter, loc, structType, operands,
                                    ptx::wgmmaAsm(spec),
                                    /*hasSideEffects=*/true);
          SmallVector<Value> dRegs;
          for (size_t i = 0; i < acc.size(); ++i)
            dRegs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, r, i));
          frags.write(rewriter, loc, *d, *dO,
                      unpackScalars(rewriter, loc, dRegs, d->element, d->values,
                                    &positions));
        }
    frags.flush(rewriter, loc);
    rewriter.eraseOp(op);
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
    rewriter.replaceOp(op, lowering::smemDescriptorWord(rewriter, op.getLoc(),
                                          adaptor.getPtr(), D::encode(arch, *f),
                                          D::baseOffsetMask(f->swizzle)));
    return success();
  }
};

} // namespace

Value cute_nvgpu::lowering::smemDescriptorWord(OpBuilder &b, Location loc,
                                               Value ptr, uint64_t fixed,
                                               uint32_t baseMask) {
  Type i64 = b.getI64Type();
  auto c = [&](uint64_t v) {
    return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
  };
  Value addr = LLVM::PtrToIntOp::create(b, loc, i64, ptr);
  // One emitting call per statement: the emitted order must not depend on
  // the order a compiler evaluates call arguments in (g++ and clang differ).
  Value four = c(4);
  Value masked = LLVM::AndOp::create(b, loc, addr, c(0x3FFFF));
  Value start = LLVM::LShrOp::create(b, loc, masked, four);
  Value word = LLVM::OrOp::create(b, loc, start, c(fixed));
  if (!baseMask)
    return word;
  Value mask = c(baseMask);
  Value shifted = LLVM::LShrOp::create(b, loc, addr, c(7));
  Value phase = LLVM::AndOp::create(b, loc, shifted, mask);
  return LLVM::OrOp::create(b, loc, word,
                            LLVM::ShlOp::create(b, loc, phase, c(49)));
}

void cute_nvgpu::populateWgmmaToNVVMPatterns(const LLVMTypeConverter &converter,
                                             RewritePatternSet &patterns) {
  patterns.add<WgmmaLowering, MakeSmemDescViewLowering, MakeSmemDescLowering,
               SmemDescFragmentLowering, WgmmaGemmLowering,
               AtomBuilderLowering<MakeSm90MmaOp>>(converter);
}
