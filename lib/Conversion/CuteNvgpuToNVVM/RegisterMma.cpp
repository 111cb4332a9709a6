//===- RegisterMma.cpp - register MMA atoms -> NVVM / inline PTX ----------===//
//
// Each thread's fragment (size(V) values) is a vector; the vector is cut
// into the 32-bit (or f16x2 / f64) registers PTX names for the shape, fed to
// nvvm.mma.sync or to inline PTX from PtxBuilder, and the result registers
// are reassembled into the D fragment. Everything the verifier checked
// (RegisterMmaInfo) is recomputed from the op's types, so the lowering and
// the verifier read the same tables.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::lowering;
namespace ptx = cute_nvgpu::target::ptx;
using target::Mnemonic;

namespace {

using target::Elem;
using target::elemName;

/// Multiplicand register kind for the NVVM op table / inline PTX.
Reg multiplicandReg(Elem e, bool inlinePtx) {
  if (e == Elem::F16 && !inlinePtx)
    return Reg::F16x2;
  if (e == Elem::F64)
    return Reg::F64;
  return Reg::I32;
}

Reg accumulatorReg(Elem e, bool inlinePtx) {
  if (e == Elem::F16)
    return inlinePtx ? Reg::I32 : Reg::F16x2;
  if (e == Elem::F32)
    return Reg::F32;
  if (e == Elem::F64)
    return Reg::F64;
  return Reg::I32; // s32
}

/// Bit position of an FP6/FP4 element inside its 8-bit container for
/// kind::f8f6f4 / kind::mxf8f6f4 (K 32): e3m2/e2m3 fill bits [5:0]; e2m1 sits
/// in bits [5:2], so it reads as an e2m3 whose two low mantissa bits are 0
/// (docs/deviations.md #14). FP8 is already a byte: shift 0.
unsigned byteContainerShift(Elem e) { return e == Elem::E2M1 ? 2 : 0; }

/// Widens vector<n x iW> (W = 4 or 6, the LLVM form of f4E2M1FN / f6E*) to
/// vector<n x i8> with each element at its container position.
Value toByteContainers(OpBuilder &b, Location loc, Value vec, Elem elem) {
  auto vt = cast<VectorType>(vec.getType());
  unsigned bits = vt.getElementType().getIntOrFloatBitWidth();
  if (bits >= 8)
    return vec;
  auto i8v = VectorType::get(vt.getShape(), b.getI8Type());
  if (!vt.getElementType().isInteger())
    vec = LLVM::BitcastOp::create(
        b, loc, VectorType::get(vt.getShape(), b.getIntegerType(bits)), vec);
  Value wide = LLVM::ZExtOp::create(b, loc, i8v, vec);
  if (unsigned shift = byteContainerShift(elem)) {
    auto amount = LLVM::ConstantOp::create(
        b, loc, i8v,
        DenseElementsAttr::get(i8v, b.getI8IntegerAttr(shift).getValue()));
    wide = LLVM::ShlOp::create(b, loc, wide, amount);
  }
  return wide;
}

std::optional<NVVM::MMATypes> nvvmType(Elem e) {
  return NVVM::symbolizeMMATypes(elemName(e));
}

/// The 1, 2 or 4 scale bytes of a thread, zero-extended into one b32.
Value scaleRegister(OpBuilder &b, Location loc, Value vec) {
  auto vt = cast<VectorType>(vec.getType());
  int64_t n = vt.getNumElements();
  Type i32 = b.getI32Type();
  if (n == 4)
    return LLVM::BitcastOp::create(b, loc, i32, vec);
  Value packed;
  if (n == 1)
    packed = LLVM::ExtractElementOp::create(b, loc, vec, i32Constant(b, loc, 0));
  else
    packed = LLVM::BitcastOp::create(b, loc, b.getIntegerType(8 * n), vec);
  return LLVM::ZExtOp::create(b, loc, i32, packed);
}

/// NVVM's mma.sync table lacks dense FP8, b1 k256 and f64 m16n8kK.
bool needsInlinePtx(const RegisterMmaInfo &info) {
  return info.atom == Mnemonic::Sm89Mma || info.atom == Mnemonic::Sm120MmaBs ||
         (info.a == Elem::B1 && info.k == 256) ||
         (info.a == Elem::F64 && info.m == 16);
}
} // namespace

FailureOr<Value> cute_nvgpu::lowering::emitDenseRegisterMma(
    OpBuilder &rewriter, Location loc, Operation *diagOp,
    const RegisterMmaInfo &info, Value a, Value b, Value c,
    VectorType dType) {
  MLIRContext *ctx = rewriter.getContext();
  if (info.atom == Mnemonic::UniversalFma) {
    Value zero = i32Constant(rewriter, loc, 0);
    Value x = LLVM::ExtractElementOp::create(rewriter, loc, a, zero);
    Value y = LLVM::ExtractElementOp::create(rewriter, loc, b, zero);
    Value z = LLVM::ExtractElementOp::create(rewriter, loc, c, zero);
    Value d = isa<FloatType>(x.getType())
                  ? Value(LLVM::FMAOp::create(rewriter, loc, x, y, z))
                  : Value(LLVM::AddOp::create(
                        rewriter, loc, LLVM::MulOp::create(rewriter, loc, x, y),
                        z));
    Value out = LLVM::PoisonOp::create(rewriter, loc, dType);
    return LLVM::InsertElementOp::create(rewriter, loc, out, d, zero)
        .getResult();
  }
  if (info.atom == Mnemonic::Sm80SparseMma ||
      info.atom == Mnemonic::Sm120MmaBs)
    return diagOp->emitOpError("a sparse or block-scaled MMA needs its "
                               "metadata or scales");
  bool inlinePtx = needsInlinePtx(info);
  Reg ra = multiplicandReg(info.a, inlinePtx),
      rb = multiplicandReg(info.b, inlinePtx),
      rc = accumulatorReg(info.c, inlinePtx);
  if (llvm::StringRef(info.kind) == "f8f6f4") {
    a = toByteContainers(rewriter, loc, a, info.a);
    b = toByteContainers(rewriter, loc, b, info.b);
  }
  VectorPositions positions;
  SmallVector<Value> aRegs = packRegisters(rewriter, loc, a, ra, &positions);
  SmallVector<Value> bRegs = packRegisters(rewriter, loc, b, rb, &positions);
  SmallVector<Value> cRegs = packRegisters(rewriter, loc, c, rc, &positions);
  SmallVector<Type> dRegTypes(cRegs.size(), regType(ctx, rc));
  auto structType = LLVM::LLVMStructType::getLiteral(ctx, dRegTypes);
  Value result;
  if (!inlinePtx) {
    auto ta = nvvmType(info.a), tb = nvvmType(info.b);
    if (!ta || !tb)
      return diagOp->emitOpError("no NVVM MMA type for ") << elemName(info.a);
    std::optional<NVVM::MMAIntOverflow> overflow;
    if (info.c == Elem::S32 && info.a != Elem::B1)
      overflow = info.saturate ? NVVM::MMAIntOverflow::satfinite
                               : NVVM::MMAIntOverflow::wrapped;
    std::optional<NVVM::MMAB1Op> b1;
    if (info.a == Elem::B1)
      b1 = info.bitAnd ? NVVM::MMAB1Op::and_popc : NVVM::MMAB1Op::xor_popc;
    std::array<NVVM::MMATypes, 2> types{*ta, *tb};
    std::array<NVVM::MMALayout, 2> layouts{NVVM::MMALayout::row,
                                           NVVM::MMALayout::col};
    result = NVVM::MmaOp::create(
        rewriter, loc, structType, aRegs, bRegs, cRegs,
        ArrayRef<int64_t>{info.m, info.n, info.k}, b1, overflow, types,
        layouts);
  } else {
    layout::Result<std::string> spelled = layout::Result<std::string>::fail("");
    if (*info.kind) {
      spelled = ptx::spellKindMmaSync(info.kind, info.m, info.n, info.k,
                                      elemName(info.c), elemName(info.a),
                                      elemName(info.b), elemName(info.c));
    } else {
      ptx::MmaWord w;
      w.shape = ptx::shapeCode(info.m, info.n, info.k);
      w.aty = ptx::typeCode(elemName(info.a));
      w.bty = ptx::typeCode(elemName(info.b));
      w.bl = 1; // .row.col
      if (info.a == Elem::B1)
        w.opc = info.bitAnd ? 1 : 2; // .and.popc / .xor.popc
      w.satf = info.saturate;
      uint8_t acc = ptx::typeCode(elemName(info.c));
      spelled = ptx::spellMmaSync(w, acc, acc);
    }
    if (!spelled.ok())
      return diagOp->emitOpError(spelled.error().message);
    ptx::InlineAsm code = ptx::mmaSyncAsm(
        *spelled, static_cast<int>(cRegs.size()), regClass(rc),
        static_cast<int>(aRegs.size()), static_cast<int>(bRegs.size()), 0,
        info.a == Elem::F64 ? ptx::RegClass::F64 : ptx::RegClass::B32);
    SmallVector<Value> operands(aRegs.begin(), aRegs.end());
    operands.append(bRegs.begin(), bRegs.end());
    operands.append(cRegs.begin(), cRegs.end());
    result = createInlineAsm(rewriter, loc, structType, operands, code,
                             /*hasSideEffects=*/false);
  }
  SmallVector<Value> dRegs;
  for (size_t i = 0; i < dRegTypes.size(); ++i)
    dRegs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, result, i));
  return unpackRegisters(rewriter, loc, dRegs, dType, &positions);
}

namespace {
/// `cute_nvgpu.mma` with a register-file atom (every MMA atom but sm90.mma).
struct RegisterMmaLowering : public ConvertOpToLLVMPattern<MmaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(MmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (isa<Sm90MmaType>(op.getAtom().getType()))
      return rewriter.notifyMatchFailure(op, "not a register-file atom");
    Location loc = op.getLoc();
    FailureOr<RegisterMmaInfo> info = analyzeRegisterMma(
        op.getAtom().getType(), op.getA().getType(), op.getB().getType(),
        op.getC().getType(), [&] { return op.emitOpError(); });
    if (failed(info))
      return failure();
    MLIRContext *ctx = rewriter.getContext();
    auto dType = dyn_cast_or_null<VectorType>(
        getTypeConverter()->convertType(op.getD().getType()));
    if (!dType)
      return rewriter.notifyMatchFailure(op, "D does not convert to a vector");

    if (info->atom == Mnemonic::UniversalFma)
      return lowerFma(op, adaptor, dType, rewriter);

    if (info->atom != Mnemonic::Sm80SparseMma &&
        info->atom != Mnemonic::Sm120MmaBs) {
      FailureOr<Value> d = emitDenseRegisterMma(
          rewriter, loc, op, *info, adaptor.getA(), adaptor.getB(),
          adaptor.getC(), dType);
      if (failed(d))
        return failure();
      rewriter.replaceOp(op, *d);
      return success();
    }
    // Sparse (NVVM's mma.sp) and block-scaled (inline PTX) atoms.
    bool inlinePtx = needsInlinePtx(*info);
    Reg ra = multiplicandReg(info->a, inlinePtx),
        rb = multiplicandReg(info->b, inlinePtx),
        rc = accumulatorReg(info->c, inlinePtx);
    Value a = adaptor.getA(), b = adaptor.getB();
    // kind::f8f6f4 and kind::mxf8f6f4 (K 32) read every FP8/FP6/FP4
    // element from a byte.
    if ((info->atom == Mnemonic::Sm120MmaBs && info->k == 32) ||
        llvm::StringRef(info->kind) == "f8f6f4") {
      a = toByteContainers(rewriter, loc, a, info->a);
      b = toByteContainers(rewriter, loc, b, info->b);
    }
    SmallVector<Value> aRegs = packRegisters(rewriter, loc, a, ra);
    SmallVector<Value> bRegs = packRegisters(rewriter, loc, b, rb);
    SmallVector<Value> cRegs = packRegisters(rewriter, loc, adaptor.getC(), rc);
    SmallVector<Type> dRegTypes(cRegs.size(), regType(ctx, rc));
    auto structType = LLVM::LLVMStructType::getLiteral(ctx, dRegTypes);

    Value result;
    if (info->atom == Mnemonic::Sm80SparseMma) {
      auto ta = nvvmType(info->a), tb = nvvmType(info->b);
      if (!ta || !tb)
        return op.emitOpError("no NVVM MMA type for ") << elemName(info->a);
      Value zero = i32Constant(rewriter, loc, 0);
      Value meta =
          LLVM::ExtractElementOp::create(rewriter, loc, adaptor.getMetadata(),
                                         zero);
      std::optional<NVVM::MMAIntOverflow> overflow;
      if (info->c == Elem::S32)
        overflow = info->saturate ? NVVM::MMAIntOverflow::satfinite
                                  : NVVM::MMAIntOverflow::wrapped;
      // mma.sp::ordered_metadata with sparsity selector 0.
      auto sp = NVVM::MmaSpOp::create(
          rewriter, loc, structType, aRegs, bRegs, cRegs, meta, zero,
          ArrayRef<int64_t>{info->m, info->n, info->k}, overflow,
          std::array<NVVM::MMATypes, 2>{*ta, *tb});
      sp.setOrderedMetadata(true);
      result = sp;
    } else {
      FailureOr<Value> r = emitInlineMma(op, adaptor, *info, rewriter,
                                         structType, aRegs, bRegs, cRegs, rc);
      if (failed(r))
        return failure();
      result = *r;
    }
    SmallVector<Value> dRegs;
    for (size_t i = 0; i < dRegTypes.size(); ++i)
      dRegs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, result, i));
    rewriter.replaceOp(op, unpackRegisters(rewriter, loc, dRegs, dType));
    return success();
  }

  /// Inline PTX of a block-scaled MMA (its scale registers), spelled by
  /// PtxBuilder; dense forms go through emitDenseRegisterMma.
  FailureOr<Value> emitInlineMma(MmaOp op, OpAdaptor adaptor,
                                 const RegisterMmaInfo &info,
                                 ConversionPatternRewriter &rewriter,
                                 Type structType, ArrayRef<Value> aRegs,
                                 ArrayRef<Value> bRegs, ArrayRef<Value> cRegs,
                                 Reg rc) const {
    Location loc = op.getLoc();
    layout::Result<std::string> spelled = layout::Result<std::string>::fail("");
    SmallVector<Value> scales;
    if (info.atom == Mnemonic::Sm120MmaBs) {
      Type sf = cast<cute::CuteMemRefType>(op.getSfa().getType())
                    .getElementType();
      spelled = ptx::spellBlockScaleMma(info.k, static_cast<int>(info.vecSize),
                                        elemName(info.a), elemName(info.b),
                                        canonicalScaleElement(sf));
      for (Value v : {adaptor.getSfa(), adaptor.getSfb()})
        scales.push_back(scaleRegister(rewriter, loc, v));
    } else {
      return op.emitOpError("only a block-scaled MMA takes this path");
    }
    if (!spelled.ok())
      return op.emitOpError(spelled.error().message);
    ptx::InlineAsm code = ptx::mmaSyncAsm(
        *spelled, static_cast<int>(cRegs.size()), regClass(rc),
        static_cast<int>(aRegs.size()), static_cast<int>(bRegs.size()),
        static_cast<int>(scales.size()),
        info.a == Elem::F64 ? ptx::RegClass::F64 : ptx::RegClass::B32);
    SmallVector<Value> operands(aRegs.begin(), aRegs.end());
    operands.append(bRegs.begin(), bRegs.end());
    operands.append(cRegs.begin(), cRegs.end());
    operands.append(scales.begin(), scales.end());
    return createInlineAsm(rewriter, loc, structType, operands, code,
                           /*hasSideEffects=*/false);
  }

  LogicalResult lowerFma(MmaOp op, OpAdaptor adaptor, VectorType dType,
                         ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Value zero = i32Constant(rewriter, loc, 0);
    Value a = LLVM::ExtractElementOp::create(rewriter, loc, adaptor.getA(), zero);
    Value b = LLVM::ExtractElementOp::create(rewriter, loc, adaptor.getB(), zero);
    Value c = LLVM::ExtractElementOp::create(rewriter, loc, adaptor.getC(), zero);
    Value d;
    if (isa<FloatType>(a.getType())) {
      d = LLVM::FMAOp::create(rewriter, loc, a, b, c);
    } else {
      Value mul = LLVM::MulOp::create(rewriter, loc, a, b);
      d = LLVM::AddOp::create(rewriter, loc, mul, c);
    }
    Value out = LLVM::PoisonOp::create(rewriter, loc, dType);
    rewriter.replaceOpWithNewOp<LLVM::InsertElementOp>(op, out, d, zero);
    return success();
  }
};

} // namespace

void cute_nvgpu::populateRegisterMmaToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<RegisterMmaLowering,
               AtomBuilderLowering<MakeUniversalFmaOp>,
               AtomBuilderLowering<MakeSm80MmaOp>,
               AtomBuilderLowering<MakeSm80SparseMmaOp>,
               AtomBuilderLowering<MakeSm89MmaOp>,
               AtomBuilderLowering<MakeSm120MmaBsOp>>(converter);
}
