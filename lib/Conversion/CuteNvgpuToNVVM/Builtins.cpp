//===- Builtins.cpp - CUDA tensor-core builtins -> NVVM / inline PTX -------===//
//
// WMMA loads, stores and MMAs become nvvm.wmma.{load,store,mma} where MLIR
// 22 has the form (Target/Builtins.h hasNvvmForm), PtxBuilder's wmma text
// otherwise (bf16, s4/u4, b1, mixed-precision f16, IMMA .satfinite). WGMMA
// builtins are one wgmma.mma_async between fence and commit + wait 0, the
// same speller and asm shape as an sm90.mma use, so the result is ready
// when the op's value is.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::lowering;
namespace ptx = cute_nvgpu::target::ptx;
namespace B = cute_nvgpu::target::builtins;

namespace {

Type registerElement(MLIRContext *ctx, const std::string &ptxType) {
  return builtinRegisterElement(ctx, ptxType);
}

/// NVVM's register for a PTX type: f16 pairs are vector<2xf16>.
Type nvvmRegister(MLIRContext *ctx, const std::string &ptxType) {
  if (ptxType == "f16")
    return VectorType::get({2}, Float16Type::get(ctx));
  return registerElement(ctx, ptxType);
}

ptx::RegClass classOf(const std::string &ptxType) {
  std::string r = B::registerType(ptxType);
  return r == "f32"   ? ptx::RegClass::F32
         : r == "f64" ? ptx::RegClass::F64
                      : ptx::RegClass::B32;
}

SmallVector<Value> elements(OpBuilder &b, Location loc, Value vec, Type to) {
  auto vt = cast<VectorType>(vec.getType());
  SmallVector<Value> out;
  for (int64_t i = 0; i < vt.getNumElements(); ++i) {
    Value e = LLVM::ExtractElementOp::create(
        b, loc, vec, i32Constant(b, loc, static_cast<int32_t>(i)));
    if (e.getType() != to)
      e = LLVM::BitcastOp::create(b, loc, to, e);
    out.push_back(e);
  }
  return out;
}

/// Registers from an inline-asm or NVVM result: a struct, or the value
/// itself when there is one register.
SmallVector<Value> fields(OpBuilder &b, Location loc, Value v, int n,
                          Type to) {
  SmallVector<Value> out;
  for (int i = 0; i < n; ++i) {
    Value e = isa<LLVM::LLVMStructType>(v.getType())
                  ? Value(LLVM::ExtractValueOp::create(b, loc, v, i))
                  : v;
    if (e.getType() != to)
      e = LLVM::BitcastOp::create(b, loc, to, e);
    out.push_back(e);
  }
  return out;
}

Value vectorOf(OpBuilder &b, Location loc, ArrayRef<Value> regs,
               VectorType vt) {
  Value out = LLVM::PoisonOp::create(b, loc, vt);
  for (auto [i, r] : llvm::enumerate(regs))
    out = LLVM::InsertElementOp::create(
        b, loc, out, r, i32Constant(b, loc, static_cast<int32_t>(i)));
  return out;
}

Type structOf(MLIRContext *ctx, Type reg, int n) {
  if (n == 1)
    return reg;
  return LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(n, reg));
}

int64_t constantOf(IntegerAttr a, int64_t dflt) {
  return a ? a.getValue().getSExtValue() : dflt;
}

struct BuiltinLowering : public ConvertOpToLLVMPattern<BuiltinOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(BuiltinOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const B::Builtin *b = op.getBuiltin();
    if (!b)
      return rewriter.notifyMatchFailure(op, "unknown builtin");
    if (b->family == B::Family::Wgmma)
      return wgmma(op, *b, adaptor.getArgs(), rewriter);
    if (b->isLoad())
      return load(op, *b, adaptor.getArgs(), rewriter);
    if (b->isStore())
      return store(op, *b, adaptor.getArgs(), rewriter);
    return mma(op, *b, adaptor.getArgs(), rewriter);
  }

  /// HMMA/IMMA/BMMA PTX names the pointer's state space; DMMA/TF32/BF16
  /// never do (as cicc), so their pointer is made generic first. The
  /// address goes to the asm as a 64-bit integer either way.
  static Value ptxAddress(OpBuilder &rw, Location loc, const B::Builtin &b,
                          Value ptr, std::string &space) {
    auto pt = cast<LLVM::LLVMPointerType>(ptr.getType());
    bool spaced = b.family == B::Family::Hmma ||
                  b.family == B::Family::Imma || b.family == B::Family::Bmma;
    space = "";
    if (spaced)
      space = pt.getAddressSpace() == 1   ? "global"
              : pt.getAddressSpace() == 3 ? "shared"
                                          : "";
    else if (pt.getAddressSpace() != 0)
      ptr = LLVM::AddrSpaceCastOp::create(
          rw, loc, LLVM::LLVMPointerType::get(rw.getContext()), ptr);
    return LLVM::PtrToIntOp::create(rw, loc, rw.getI64Type(), ptr);
  }

  static NVVM::MMATypes nvvmType(const std::string &t) {
    return *NVVM::symbolizeMMATypes(t);
  }

  LogicalResult load(BuiltinOp op, const B::Builtin &b, ValueRange args,
                     ConversionPatternRewriter &rw) const {
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    B::Slot s = b.movedSlot();
    std::string t = b.slotType(s);
    int n = b.frags[s];
    bool col = constantOf(op.getRowcolAttr(), 0) == 1;
    auto vt = cast<VectorType>(op.getResults()[0].getType());
    Type reg = registerElement(ctx, t);
    SmallVector<Value> regs;
    if (B::hasNvvmForm(b, false)) {
      Type nreg = nvvmRegister(ctx, t);
      Type res = n == 1 ? nreg
                        : LLVM::LLVMStructType::getLiteral(
                              ctx, SmallVector<Type>(n, nreg));
      NVVM::MMAFrag frag = s == B::A   ? NVVM::MMAFrag::a
                           : s == B::B ? NVVM::MMAFrag::b
                                       : NVVM::MMAFrag::c;
      Value v = NVVM::WMMALoadOp::create(
          rw, loc, res, args[0], args[1], b.m, b.n, b.k,
          col ? NVVM::MMALayout::col : NVVM::MMALayout::row, nvvmType(t),
          frag);
      regs = fields(rw, loc, v, n, reg);
    } else {
      std::string space;
      Value addr = ptxAddress(rw, loc, b, args[0], space);
      layout::Result<std::string> instr = ptx::spellWmmaLoad(
          "abc"[s], col, ptx::shapeCode(b.m, b.n, b.k), ptx::typeCode(t),
          space);
      if (!instr.ok())
        return op.emitOpError(instr.error().message);
      Value v = createInlineAsm(rw, loc, structOf(ctx, reg, n),
                                ValueRange{addr, args[1]},
                                ptx::wmmaLoadAsm(*instr, n, classOf(t)),
                                /*hasSideEffects=*/true);
      regs = fields(rw, loc, v, n, reg);
    }
    rw.replaceOp(op, vectorOf(rw, loc, regs, vt));
    return success();
  }

  LogicalResult store(BuiltinOp op, const B::Builtin &b, ValueRange args,
                      ConversionPatternRewriter &rw) const {
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    std::string t = b.dType;
    int n = b.frags[B::D];
    bool col = constantOf(op.getRowcolAttr(), 0) == 1;
    if (B::hasNvvmForm(b, false)) {
      SmallVector<Value> regs =
          elements(rw, loc, args[1], nvvmRegister(ctx, t));
      NVVM::WMMAStoreOp::create(
          rw, loc, args[0], b.m, b.n, b.k,
          col ? NVVM::MMALayout::col : NVVM::MMALayout::row, nvvmType(t),
          regs, args[2]);
    } else {
      std::string space;
      Value addr = ptxAddress(rw, loc, b, args[0], space);
      layout::Result<std::string> instr = ptx::spellWmmaStore(
          col, ptx::shapeCode(b.m, b.n, b.k), ptx::typeCode(t), space);
      if (!instr.ok())
        return op.emitOpError(instr.error().message);
      SmallVector<Value> operands{addr};
      llvm::append_range(operands,
                         elements(rw, loc, args[1], registerElement(ctx, t)));
      operands.push_back(args[2]);
      ptx::InlineAsm code = ptx::wmmaStoreAsm(*instr, n, classOf(t));
      emitInlineAsm(rw, loc, operands, code);
    }
    rw.eraseOp(op);
    return success();
  }

  LogicalResult mma(BuiltinOp op, const B::Builtin &b, ValueRange args,
                    ConversionPatternRewriter &rw) const {
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    int64_t rowcol = constantOf(op.getRowcolAttr(), 0);
    bool satf = (b.family == B::Family::Imma) &&
                constantOf(op.getSatfAttr(), 0) == 1;
    std::string ab = b.abType, c = b.cType, d = b.dType;
    auto vt = cast<VectorType>(op.getResults()[0].getType());
    Type dReg = registerElement(ctx, d);
    int nd = b.frags[B::D];
    Value result;
    if (B::hasNvvmForm(b, satf)) {
      SmallVector<Value> operands = elements(rw, loc, args[0], nvvmRegister(ctx, ab));
      llvm::append_range(operands, elements(rw, loc, args[1], nvvmRegister(ctx, ab)));
      llvm::append_range(operands, elements(rw, loc, args[2], nvvmRegister(ctx, c)));
      Type res = LLVM::LLVMStructType::getLiteral(
          ctx, SmallVector<Type>(nd, nvvmRegister(ctx, d)));
      // nvvm.wmma.mma names A's type and the accumulator type.
      result = NVVM::WMMAMmaOp::create(
          rw, loc, res, b.m, b.n, b.k,
          (rowcol & 2) ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          (rowcol & 1) ? NVVM::MMALayout::col : NVVM::MMALayout::row,
          nvvmType(ab), nvvmType(d), operands);
    } else {
      ptx::MmaWord w;
      w.shape = ptx::shapeCode(b.m, b.n, b.k);
      w.al = (rowcol >> 1) & 1;
      w.bl = rowcol & 1;
      w.aty = w.bty = ptx::typeCode(ab);
      w.opc = b.op == B::Operation::MmaAndPopc   ? 1
              : b.op == B::Operation::MmaXorPopc ? 2
                                                 : 0;
      w.satf = satf;
      layout::Result<std::string> instr =
          ptx::spellWmmaMma(w, ptx::typeCode(d), ptx::typeCode(c));
      if (!instr.ok())
        return op.emitOpError(instr.error().message);
      SmallVector<Value> operands =
          elements(rw, loc, args[0], registerElement(ctx, ab));
      llvm::append_range(operands,
                         elements(rw, loc, args[1], registerElement(ctx, ab)));
      llvm::append_range(operands,
                         elements(rw, loc, args[2], registerElement(ctx, c)));
      result = createInlineAsm(
          rw, loc, structOf(ctx, dReg, nd), operands,
          ptx::wmmaMmaAsm(*instr, nd, classOf(d), b.frags[B::A], classOf(ab),
                          b.frags[B::B], b.frags[B::C], classOf(c)),
          /*hasSideEffects=*/false);
    }
    rw.replaceOp(op, vectorOf(rw, loc, fields(rw, loc, result, nd, dReg), vt));
    return success();
  }

  LogicalResult wgmma(BuiltinOp op, const B::Builtin &b, ValueRange args,
                      ConversionPatternRewriter &rw) const {
    Location loc = op.getLoc();
    MLIRContext *ctx = rw.getContext();
    B::WgmmaConfig cfg = B::WgmmaConfig::unpack(op.getWgmmaConfigWord());
    int n = static_cast<int>(constantOf(op.getNAttr(), 0));
    auto acc = cast<VectorType>(args[0].getType());
    bool f32Acc = acc.getElementType().isF32();
    layout::Result<std::string> instr = ptx::spellWgmma(
        n, B::wgmmaK(b), f32Acc ? "f32" : "f16", b.abType, b.abType);
    if (!instr.ok())
      return op.emitOpError(instr.error().message);
    bool registerA = isa<VectorType>(args[1].getType());
    ptx::WgmmaAsmSpec spec;
    spec.instr = *instr;
    spec.nd = static_cast<int>(acc.getNumElements());
    spec.acc = f32Acc ? ptx::RegClass::F32 : ptx::RegClass::B32;
    spec.registerA = registerA;
    spec.na = registerA ? 4 : 1;
    spec.scaleD = cfg.scaleD ? 1 : 0;
    spec.scaleAB = true;
    spec.scaleA = cfg.negA ? -1 : 1;
    spec.scaleB = 1;
    spec.transposeImm = B::wgmmaTakesTranspose(b);
    spec.aMnMajor = cfg.transA;
    spec.bMnMajor = cfg.transB;
    Type reg = acc.getElementType();
    SmallVector<Value> operands;
    if (registerA)
      operands = elements(rw, loc, args[1], rw.getI32Type());
    else
      operands.push_back(args[1]);
    operands.push_back(args[2]);
    llvm::append_range(operands, elements(rw, loc, args[0], reg));
    NVVM::WgmmaFenceAlignedOp::create(rw, loc);
    Value res = createInlineAsm(rw, loc, structOf(ctx, reg, spec.nd),
                                operands, ptx::wgmmaAsm(spec),
                                /*hasSideEffects=*/true);
    NVVM::WgmmaGroupSyncAlignedOp::create(rw, loc);
    NVVM::WgmmaWaitGroupSyncOp::create(rw, loc, 0);
    rw.replaceOp(op,
                 vectorOf(rw, loc, fields(rw, loc, res, spec.nd, reg), acc));
    return success();
  }
};

} // namespace

void cute_nvgpu::populateBuiltinsToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<BuiltinLowering>(converter);
}
