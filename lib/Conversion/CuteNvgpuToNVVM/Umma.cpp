//===- Umma.cpp - SM100 UMMA: cute.gemm as tcgen05.mma --------------------===//
//
// CuTe DSL's SM100 MMA (`!cute_nvgpu.sm100.mma<MxNxK, num_cta = C,
// ab_major = (a, b), elem_type = (A, B, D), frag_kind = ss|ts>`):
// - `cute.mma.make_fragment C` of a shape is the accumulator's TMEM tensor
//   at TMEM address 0, CuTe's placeholder (the program views it again at
//   the address retrieve_tmem_ptr gives);
// - `cute.gemm(%mma, %D, %A, %B, %C)` with D = C in tensor memory ((M,N)
//   accumulator, rest M', N'), A and B descriptor views (1, M'|N'[, K]) (A
//   may be a TMEM tensor ((M,K), M'[, K']), frag_kind = ts) is
//   one tcgen05.mma per (k, m, n) (C, read in place, must be D: a C made
//   apart traps at run time when its address is not D's): D's TMEM
//   address at (0, m, n), the
//   descriptors moved by their views, the instruction descriptor of the
//   atom's type (umma::encodeInstrDesc) with the atom's run-time negations
//   (bits 13, 14), and its accumulate flag as enable-input-d. One elected
//   thread of the warp executes it: each tcgen05.mma one thread executes is
//   a whole MMA of the CTA, and CuTe DSL calls cute.gemm from a warp.
// - a block-scaled atom (`sm100.mma_bs`, sf_type and vec_size) is
//   tcgen05.mma...block_scale (kind mxf8f6f4, mxf4 .block32 or mxf4nvf4
//   .block16) with the scale factors at the TMEM addresses of the atom's
//   sf_a / sf_b fields, whose top two bits are the descriptor's scale-factor
//   ids.
// - a sparse atom (`sm100.mma_sp`, `sm100.mma_bs_sp`) is tcgen05.mma.sp
//   (.block_scale) with the metadata at the TMEM address of the atom's
//   `metadata` field; as in CuTe (MMA_Traits::with(E)), bit 0 of that
//   address is the descriptor's sparsity selector and is cleared in the
//   address. The metadata belongs to one A tile, so a sparse cute.gemm is
//   one MMA: the program sets the metadata per K block and M tile.
// - `sm100.mma<..., ws = true>` is tcgen05.mma.ws (collector buffer b0,
//   discarded), one CTA.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Target/UmmaInstrDesc.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;
namespace tc = cute_nvgpu::target::tcgen05;
using target::Elem;

namespace {

/// The accumulator of a UMMA: `make_fragment C` of a shape, a TMEM tensor.
struct TmemFragmentLowering
    : public ConvertOpToLLVMPattern<cute::MmaMakeFragmentOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MmaMakeFragmentOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<cute::CuteMemRefType>(op.getResult().getType());
    if (!t || t.getSpace() != cute::MemSpace::Tmem)
      return failure();
    Type lowered = getTypeConverter()->convertType(t);
    if (!lowered || !isa<LLVM::LLVMPointerType>(lowered))
      return op.emitOpError("expects a static TMEM accumulator, got ") << t;
    rewriter.replaceOpWithNewOp<LLVM::ZeroOp>(op, lowered);
    return success();
  }
};

std::optional<tc::Kind> kindOf(Elem a) {
  switch (a) {
  case Elem::F16:
  case Elem::BF16: return tc::Kind::F16;
  case Elem::TF32: return tc::Kind::TF32;
  case Elem::E4M3:
  case Elem::E5M2:
  case Elem::E2M3:
  case Elem::E3M2:
  case Elem::E2M1: return tc::Kind::F8F6F4;
  case Elem::S8:
  case Elem::U8: return tc::Kind::I8;
  default: return std::nullopt;
  }
}

NVVM::Tcgen05MMAKind nvvmKind(tc::Kind k) {
  switch (k) {
  case tc::Kind::TF32: return NVVM::Tcgen05MMAKind::TF32;
  case tc::Kind::F8F6F4: return NVVM::Tcgen05MMAKind::F8F6F4;
  case tc::Kind::I8: return NVVM::Tcgen05MMAKind::I8;
  default: return NVVM::Tcgen05MMAKind::F16;
  }
}

/// The NVVM block-scaled kind and scale-vector form: mxf8f6f4 with its
/// default (one scale per 32 elements), mxf4 `.block32`, mxf4nvf4
/// `.block16`, as CuTe spells them for CUDA 12.9 and later.
NVVM::MMABlockScaleKindAttr blockScaleKindAttr(MLIRContext *ctx, tc::Kind k) {
  return NVVM::MMABlockScaleKindAttr::get(
      ctx, k == tc::Kind::MxF4     ? NVVM::MMABlockScaleKind::MXF4
           : k == tc::Kind::MxF4NvF4 ? NVVM::MMABlockScaleKind::MXF4NVF4
                                     : NVVM::MMABlockScaleKind::MXF8F6F4);
}
NVVM::Tcgen05MMABlockScaleAttr blockScaleAttr(MLIRContext *ctx, tc::Kind k) {
  return NVVM::Tcgen05MMABlockScaleAttr::get(
      ctx, k == tc::Kind::MxF4     ? NVVM::Tcgen05MMABlockScale::BLOCK32
           : k == tc::Kind::MxF4NvF4 ? NVVM::Tcgen05MMABlockScale::BLOCK16
                                     : NVVM::Tcgen05MMABlockScale::DEFAULT);
}

/// What the lowering reads of a dense or block-scaled SM100 MMA atom.
struct UmmaAtom {
  ArrayRef<int64_t> shape;
  Type a, b, c;
  unsigned numCta = 1;
  std::optional<UmmaFragKind> fragKind;
  std::optional<Major> aMajor, bMajor;
  bool blockScaled = false;
  bool sparse = false;
  bool weightStationary = false; // tcgen05.mma.ws
  Type sfType;
  unsigned vecSize = 0;
};

template <typename T>
UmmaAtom ummaFields(T t) {
  UmmaAtom u;
  u.shape = t.getShape();
  u.a = t.getAType();
  u.b = t.getBType();
  u.c = t.getCType();
  u.numCta = t.getNumCta() == 2 ? 2 : 1;
  u.fragKind = t.getFragKind();
  u.aMajor = t.getAMajor();
  u.bMajor = t.getBMajor();
  return u;
}

template <typename T>
UmmaAtom blockScaledFields(T t) {
  UmmaAtom u = ummaFields(t);
  u.blockScaled = true;
  u.sfType = t.getSfType();
  u.vecSize = t.getVecSize();
  return u;
}

std::optional<UmmaAtom> ummaAtomOf(Type t) {
  std::optional<UmmaAtom> u;
  if (auto m = dyn_cast<Sm100MmaType>(t)) {
    u = ummaFields(m);
    u->weightStationary = m.getWeightStationary();
  }
  else if (auto m = dyn_cast<Sm100MmaSpType>(t))
    u = ummaFields(m);
  else if (auto m = dyn_cast<Sm100MmaBsType>(t))
    u = blockScaledFields(m);
  else if (auto m = dyn_cast<Sm100MmaBsSpType>(t))
    u = blockScaledFields(m);
  if (u)
    u->sparse = isa<SparseMetadataAtomTypeInterface>(t);
  return u;
}

/// The block-scaled kind CuTe picks for the operand types and the scale
/// vector size (CuTe DSL's make_blockscaled_trivial_tiled_mma): FP4 A and
/// B with 16-element scale blocks mxf4nvf4, with 32-element blocks mxf4,
/// any other FP8/FP6/FP4 mix mxf8f6f4 (32-element blocks). A sparse atom's
/// vec_size counts dense-K elements, twice the stored ones a scale covers
/// (CuTe's SM100_MMA_MXF4NVF4_SS_SPARSE VS 32 is `.block16`, its
/// MXF8F6F4 sparse SFVecSize 64).
std::optional<tc::Kind> blockScaledKind(Elem a, Elem b, unsigned vecSize,
                                        bool sparse) {
  if (sparse) {
    if (vecSize % 2)
      return std::nullopt;
    vecSize /= 2;
  }
  bool fp4 = a == Elem::E2M1 && b == Elem::E2M1;
  if (vecSize == 16)
    return fp4 ? std::optional(tc::Kind::MxF4NvF4) : std::nullopt;
  if (vecSize != 32 || !kindOf(a) || *kindOf(a) != tc::Kind::F8F6F4 ||
      !kindOf(b) || *kindOf(b) != tc::Kind::F8F6F4)
    return std::nullopt;
  return fp4 ? tc::Kind::MxF4 : tc::Kind::MxF8F6F4;
}

struct UmmaGemmLowering : public ConvertOpToLLVMPattern<cute::GemmOp> {
  UmmaGemmLowering(const LLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}
  LogicalResult
  matchAndRewrite(cute::GemmOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ValueRange ops = op->getOperands(), lowered = adaptor.getOperands();
    if (ops.size() != 5)
      return failure();
    Type atomT = lowering::untiledAtom(ops[0].getType());
    if (!isa<TmemAtomTypeInterface>(atomT) ||
        !isa<MmaAtomTypeInterface>(atomT))
      return rewriter.notifyMatchFailure(op, "not an SM100 MMA atom");
    std::optional<UmmaAtom> atom = ummaAtomOf(atomT);
    if (!atom)
      return op.emitOpError("cute.gemm with ")
             << atomT
             << " is not an SM100 UMMA atom";
    ArrayRef<int64_t> mnk = atom->shape;
    if (mnk.size() != 3 || !atom->a || !atom->b || !atom->c)
      return op.emitOpError("expects an SM100 MMA atom with its shape and "
                            "element types, got ")
             << atomT;
    bool aInTmem = atom->fragKind == UmmaFragKind::TS;
    // tcgen05.mma accumulates in place: C must be D's tensor memory. CuTe
    // reads only D; a C of D's type made apart (CuTe DSL slices both at
    // the same coordinate) is checked at run time instead of ignored.
    if (ops[4].getType() != ops[1].getType())
      return op.emitOpError("expects C to be D (tcgen05.mma accumulates in "
                            "tensor memory in place), got C ")
             << ops[4].getType() << " and D " << ops[1].getType();
    auto dT = dyn_cast<cute::CuteMemRefType>(ops[1].getType());
    std::optional<L::Layout> dl = lowering::staticViewLayout(ops[1].getType()),
                             al = lowering::staticViewLayout(ops[2].getType()),
                             bl = lowering::staticViewLayout(ops[3].getType());
    auto isDescView = [](Type t) {
      auto v = dyn_cast<SmemDescViewType>(t);
      return v && isa<SmemDescType>(v.getSource());
    };
    if (!dT || dT.getSpace() != cute::MemSpace::Tmem || !dl ||
        !isa<LLVM::LLVMPointerType>(lowered[1].getType()))
      return op.emitOpError("expects D in tensor memory with a static "
                            "layout, got ")
             << ops[1].getType();
    auto aT = dyn_cast<cute::CuteMemRefType>(ops[2].getType());
    unsigned aBits = aT ? cute::storageBitsOf(aT.getElementType()) : 0;
    bool aOk = aInTmem ? aT && aT.getSpace() == cute::MemSpace::Tmem &&
                             lowering::isTmemElementWidth(aBits) &&
                             isa<LLVM::LLVMPointerType>(lowered[2].getType())
                       : isDescView(ops[2].getType());
    if (!aOk || !isDescView(ops[3].getType()) || !al || !bl)
      return op.emitOpError("expects ")
             << (aInTmem ? "A in tensor memory (frag_kind = ts) and B"
                         : "A and B")
             << " as SMEM descriptor views, with static layouts, got "
             << ops[2].getType() << " and " << ops[3].getType();
    // D: ((M, N), M', N'); A: (1, M'[, K]); B: (1, N'[, K]). A CTA pair's
    // MMA (num_cta = 2) holds half of M in each CTA's tensor memory.
    int64_t ctas = atom->numCta;
    L::Result<int64_t> accValues = L::size(L::getMode(*dl, 0));
    int64_t M = lowering::modeExtent(*dl, 1), N = lowering::modeExtent(*dl, 2);
    int64_t K = lowering::modeExtent(*al, 2);
    if (!accValues.ok() || *accValues != mnk[0] / ctas * mnk[1] ||
        lowering::modeExtent(*al, 1) != M || lowering::modeExtent(*bl, 1) != N ||
        lowering::modeExtent(*bl, 2) != K || M < 1 || N < 1 || K < 1)
      return op.emitOpError("expects D ((")
             << mnk[0] / ctas << "," << mnk[1]
             << "), M, N), A (1, M[, K]) and B (1, N[, K]) of matching "
                "extents for "
             << atomT;
    Elem ea = target::elemFromName(canonicalMmaElement(atom->a));
    Elem eb = target::elemFromName(canonicalMmaElement(atom->b));
    Elem ec = target::elemFromName(canonicalMmaElement(atom->c));
    std::optional<tc::Kind> kind =
        atom->blockScaled ? blockScaledKind(ea, eb, atom->vecSize, atom->sparse)
                          : kindOf(ea);
    if (atom->sparse && (M != 1 || K != 1))
      return op.emitOpError("expects one M tile and one K block for ")
             << atomT
             << ": a sparse MMA's metadata belongs to one A tile, so the "
                "program sets it per K block and M tile, got M = "
             << M << ", K = " << K;
    if (!kind)
      return op.emitOpError("no tcgen05.mma kind takes ")
             << atom->a << " and " << atom->b << " operands"
             << (atom->blockScaled ? " with " + std::to_string(atom->vecSize) +
                                         "-element scale blocks"
                                   : std::string());
    target::umma::InstrDesc fields;
    fields.kind = *kind;
    fields.a = ea;
    fields.b = eb;
    fields.c = ec;
    fields.m = static_cast<int>(mnk[0]);
    fields.n = static_cast<int>(mnk[1]);
    fields.aMnMajor = atom->aMajor == Major::MN;
    fields.bMnMajor = atom->bMajor == Major::MN;
    fields.sparse = atom->sparse;
    fields.weightStationary = atom->weightStationary;
    if (atom->blockScaled)
      fields.scale = atom->sfType && isa<Float8E8M0FNUType>(atom->sfType)
                         ? Elem::UE8M0
                         : Elem::UE4M3;
    layout::Result<uint32_t> word = target::umma::encodeInstrDesc(fields);
    if (!word.ok())
      return op.emitOpError(word.error().message);
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type i32 = rewriter.getI32Type(), i64 = rewriter.getI64Type();
    // The atom's fields: accumulate, negate A, negate B.
    Value fieldsV = lowered[0];
    auto fieldValue = [&](AtomMmaFieldSm100 f) -> Value {
      return LLVM::ExtractValueOp::create(
          rewriter, loc, fieldsV, lowering::sm100MmaFieldIndex(atomT, f));
    };
    Value accumulate = fieldValue(AtomMmaFieldSm100::AccumC);
    auto negation = [&](AtomMmaFieldSm100 field, int bit) -> Value {
      Value w = LLVM::ZExtOp::create(rewriter, loc, i32, fieldValue(field));
      return LLVM::ShlOp::create(rewriter, loc, w,
                                 lowering::i32Constant(rewriter, loc, bit));
    };
    // One emitting call per statement: the emitted order must not depend
    // on the order a compiler evaluates call arguments in.
    Value negB = negation(AtomMmaFieldSm100::NegB, 14);
    Value negA = negation(AtomMmaFieldSm100::NegA, 13);
    Value fixedWord =
        lowering::i32Constant(rewriter, loc, static_cast<int32_t>(*word));
    Value withNegA = LLVM::OrOp::create(rewriter, loc, fixedWord, negA);
    Value idesc = LLVM::OrOp::create(rewriter, loc, withNegA, negB);
    // Block-scaled: the scale factors' TMEM addresses (sf_a, sf_b), whose
    // top two bits are the scale-factor ids of the descriptor (bits 29-30
    // for A, 4-5 for B), as CuTe's make_runtime_instr_desc_block_scaled.
    Value sfa, sfb;
    if (atom->blockScaled) {
      sfa = fieldValue(AtomMmaFieldSm100::SfA);
      sfb = fieldValue(AtomMmaFieldSm100::SfB);
      auto sfId = [&](Value addr, int bit) -> Value {
        Value w = LLVM::PtrToIntOp::create(rewriter, loc, i32, addr);
        Value id = LLVM::LShrOp::create(
            rewriter, loc, w, lowering::i32Constant(rewriter, loc, 30));
        return LLVM::ShlOp::create(rewriter, loc, id,
                                   lowering::i32Constant(rewriter, loc, bit));
      };
      Value idB = sfId(sfb, target::umma::kSfbIdBit);
      Value idA = sfId(sfa, target::umma::kSfaIdBit);
      Value withIdA = LLVM::OrOp::create(rewriter, loc, idesc, idA);
      idesc = LLVM::OrOp::create(rewriter, loc, withIdA, idB);
    }
    // Sparse: the metadata's TMEM address with the sparsity selector in
    // bit 0, as CuTe's MMA_Traits::mma_unpack reads it.
    Value meta;
    if (atom->sparse) {
      Value addr = LLVM::PtrToIntOp::create(
          rewriter, loc, i32, fieldValue(AtomMmaFieldSm100::Metadata));
      Value one = lowering::i32Constant(rewriter, loc, 1);
      idesc = LLVM::OrOp::create(rewriter, loc, idesc,
                                 LLVM::AndOp::create(rewriter, loc, addr, one));
      Value cleared = LLVM::AndOp::create(
          rewriter, loc, addr, lowering::i32Constant(rewriter, loc, ~1));
      meta = LLVM::IntToPtrOp::create(
          rewriter, loc, LLVM::LLVMPointerType::get(ctx, 6), cleared);
    }
    auto advance = [&](Value desc, int64_t units) -> Value {
      if (!units)
        return desc;
      return LLVM::AddOp::create(
          rewriter, loc, desc,
          LLVM::ConstantOp::create(rewriter, loc, i64,
                                   rewriter.getI64IntegerAttr(units)));
    };
    auto group = NVVM::CTAGroupKindAttr::get(
        ctx, atom->numCta == 2 ? NVVM::CTAGroupKind::CTA_2
                               : NVVM::CTAGroupKind::CTA_1);
    auto collector = NVVM::Tcgen05MMACollectorOpAttr::get(
        ctx, NVVM::Tcgen05MMACollectorOp::DISCARD);
    // The source operands decide whether C is D: the conversion may hand
    // one value to two operands as two casts.
    if (ops[4] != ops[1]) {
      Value dAddr = LLVM::PtrToIntOp::create(rewriter, loc, i32, lowered[1]);
      Value cAddr = LLVM::PtrToIntOp::create(rewriter, loc, i32, lowered[4]);
      Value apart = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ne,
                                         dAddr, cAddr);
      auto check = scf::IfOp::create(rewriter, loc, apart, /*else=*/false);
      OpBuilder::InsertionGuard trapGuard(rewriter);
      rewriter.setInsertionPointToStart(&check.getThenRegion().front());
      LLVM::Trap::create(rewriter, loc);
    }
    scf::IfOp ifOp = lowering::ifElectedThread(rewriter, loc);
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    for (int64_t k = 0; k < K; ++k)
      for (int64_t m = 0; m < M; ++m)
        for (int64_t n = 0; n < N; ++n) {
          SmallVector<int64_t> ar = {m}, br = {n};
          if (L::rank(*al) > 2)
            ar.push_back(k);
          if (L::rank(*bl) > 2)
            br.push_back(k);
          FailureOr<int64_t> dOff = lowering::offsetAtRest(*dl, {m, n}),
                             aOff = lowering::offsetAtRest(*al, ar),
                             bOff = lowering::offsetAtRest(*bl, br);
          if (failed(dOff) || failed(aOff) || failed(bOff))
            return op.emitOpError("cannot index the operands");
          Value d = *dOff ? lowering::moveTmemAddress(
                                rewriter, loc, lowered[1],
                                lowering::i32Constant(rewriter, loc, *dOff))
                          : lowered[1];
          Value a = !aInTmem ? advance(lowered[2], *aOff)
                    : *aOff    ? lowering::moveTmemAddress(
                                  rewriter, loc, lowered[2],
                                  lowering::i32Constant(rewriter, loc, *aOff),
                                  aBits)
                               : lowered[2];
          Value b = advance(lowered[3], *bOff);
          if (atom->blockScaled && atom->sparse)
            NVVM::Tcgen05MMASparseBlockScaleOp::create(
                rewriter, loc, blockScaleKindAttr(ctx, *kind), group,
                blockScaleAttr(ctx, *kind), collector, d, a, b, idesc,
                accumulate, meta, sfa, sfb);
          else if (atom->blockScaled)
            NVVM::Tcgen05MMABlockScaleOp::create(
                rewriter, loc, blockScaleKindAttr(ctx, *kind), group,
                blockScaleAttr(ctx, *kind), collector, d, a, b, idesc,
                accumulate, sfa, sfb);
          else if (atom->weightStationary)
            NVVM::Tcgen05MMAWsOp::create(
                rewriter, loc,
                NVVM::Tcgen05MMAKindAttr::get(ctx, nvvmKind(*kind)),
                NVVM::Tcgen05MMACollectorBBufferAttr::get(
                    ctx, NVVM::Tcgen05MMACollectorBBuffer::B0),
                collector, d, a, b, idesc, accumulate,
                /*zeroColMask=*/Value());
          else if (atom->sparse)
            NVVM::Tcgen05MMASparseOp::create(
                rewriter, loc,
                NVVM::Tcgen05MMAKindAttr::get(ctx, nvvmKind(*kind)), group,
                collector, /*aShift=*/UnitAttr(), d, a, b, idesc, accumulate,
                meta, /*scaleInputD=*/Value(), /*disableOutputLane=*/Value());
          else
            NVVM::Tcgen05MMAOp::create(
                rewriter, loc, NVVM::Tcgen05MMAKindAttr::get(ctx, nvvmKind(*kind)),
                group, collector, /*aShift=*/UnitAttr(), d, a, b, idesc,
                accumulate, /*scaleInputD=*/Value(),
                /*disableOutputLane=*/Value());
        }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

void cute_nvgpu::populateUmmaPatterns(const LLVMTypeConverter &converter,
                                      RewritePatternSet &patterns) {
  patterns.add<TmemFragmentLowering, UmmaGemmLowering>(converter);
}
