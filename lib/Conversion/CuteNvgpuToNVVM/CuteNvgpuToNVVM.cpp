//===- CuteNvgpuToNVVM.cpp - cute_nvgpu -> NVVM / inline PTX -------------===//
//
// Register MMA: each thread's fragment (size(V) values) is a vector; the
// vector is cut into the 32-bit (or f16x2 / f64) registers PTX names for the
// shape, fed to nvvm.mma.sync or to inline PTX from PtxBuilder, and the
// result registers are reassembled into the D fragment. Everything the
// verifier checked (RegisterMmaInfo) is recomputed from the op's types, so
// the lowering and the verifier read the same tables.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterCopy.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Transforms/DialectConversion.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CONVERTCUTENVGPUTONVVM
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;
namespace ptx = cute_nvgpu::target::ptx;
using target::Mnemonic;

namespace {

/// Register storage of one element: what a fragment vector holds.
Type storageType(Type t) {
  MLIRContext *ctx = t.getContext();
  if (t.isF16() || t.isBF16() || t.isF32() || t.isF64())
    return t;
  if (isa<FloatTF32Type>(t))
    return Float32Type::get(ctx); // tf32 lives in f32 registers
  if (auto i = dyn_cast<IntegerType>(t))
    return IntegerType::get(ctx, i.getWidth());
  if (auto f = dyn_cast<FloatType>(t))
    return IntegerType::get(ctx, f.getWidth()); // fp8/fp6/fp4 bit patterns
  return {};
}

/// The PTX register type an operand packs into.
enum class Reg { F16x2, I32, F32, F64 };

Type regType(MLIRContext *ctx, Reg r) {
  switch (r) {
  case Reg::F16x2:
    return VectorType::get({2}, Float16Type::get(ctx));
  case Reg::I32:
    return IntegerType::get(ctx, 32);
  case Reg::F32:
    return Float32Type::get(ctx);
  case Reg::F64:
    return Float64Type::get(ctx);
  }
  return {};
}

/// Multiplicand register kind for the NVVM op table / inline PTX.
Reg multiplicandReg(const std::string &c, bool inlinePtx) {
  if (c == "f16" && !inlinePtx)
    return Reg::F16x2;
  if (c == "f64")
    return Reg::F64;
  return Reg::I32;
}

Reg accumulatorReg(const std::string &c, bool inlinePtx) {
  if (c == "f16")
    return inlinePtx ? Reg::I32 : Reg::F16x2;
  if (c == "f32")
    return Reg::F32;
  if (c == "f64")
    return Reg::F64;
  return Reg::I32; // s32
}

/// Cuts `vec` (vector<n x S>) into registers of kind `r`.
SmallVector<Value> packRegisters(OpBuilder &b, Location loc, Value vec,
                                 Reg r) {
  auto vt = cast<VectorType>(vec.getType());
  MLIRContext *ctx = b.getContext();
  Type elem = vt.getElementType();
  int64_t n = vt.getNumElements();
  unsigned elemBits = elem.getIntOrFloatBitWidth();
  unsigned regBits = r == Reg::F64 ? 64 : 32;
  int64_t per = regBits / elemBits;
  SmallVector<Value> regs;
  Type rt = regType(ctx, r);
  for (int64_t i = 0; i < n; i += per) {
    Value piece;
    if (per == 1) {
      Value idx = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                           b.getI32IntegerAttr(i));
      piece = LLVM::ExtractElementOp::create(b, loc, vec, idx);
    } else {
      SmallVector<int32_t> mask;
      for (int64_t j = 0; j < per; ++j)
        mask.push_back(static_cast<int32_t>(i + j));
      piece = LLVM::ShuffleVectorOp::create(b, loc, vec, vec, mask);
    }
    if (piece.getType() != rt)
      piece = LLVM::BitcastOp::create(b, loc, rt, piece);
    regs.push_back(piece);
  }
  return regs;
}

/// Reassembles registers into vector<n x S>.
Value unpackRegisters(OpBuilder &b, Location loc, ArrayRef<Value> regs,
                      VectorType vt) {
  Type elem = vt.getElementType();
  int64_t n = vt.getNumElements();
  int64_t per = n / static_cast<int64_t>(regs.size());
  Value out = LLVM::PoisonOp::create(b, loc, vt);
  int64_t pos = 0;
  for (Value r : regs) {
    Value piece = r;
    Type pieceType = per == 1 ? elem : VectorType::get({per}, elem);
    if (piece.getType() != pieceType)
      piece = LLVM::BitcastOp::create(b, loc, pieceType, piece);
    for (int64_t j = 0; j < per; ++j, ++pos) {
      Value scalar = piece;
      if (per != 1) {
        Value idx = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                             b.getI32IntegerAttr(j));
        scalar = LLVM::ExtractElementOp::create(b, loc, piece, idx);
      }
      Value at = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                          b.getI32IntegerAttr(pos));
      out = LLVM::InsertElementOp::create(b, loc, out, scalar, at);
    }
  }
  return out;
}

/// Bit position of an FP6/FP4 element inside its 8-bit container for
/// kind::f8f6f4 / kind::mxf8f6f4 (K 32): e3m2/e2m3 fill bits [5:0]; e2m1 sits
/// in bits [5:2], so it reads as an e2m3 whose two low mantissa bits are 0
/// (docs/deviations.md #14). FP8 is already a byte: shift 0.
unsigned byteContainerShift(llvm::StringRef ptxType) {
  return ptxType == "e2m1" ? 2 : 0;
}

/// Widens vector<n x iW> (W = 4 or 6, the LLVM form of f4E2M1FN / f6E*) to
/// vector<n x i8> with each element at its container position.
Value toByteContainers(OpBuilder &b, Location loc, Value vec,
                       llvm::StringRef ptxType) {
  auto vt = cast<VectorType>(vec.getType());
  unsigned bits = vt.getElementType().getIntOrFloatBitWidth();
  if (bits >= 8)
    return vec;
  auto i8v = VectorType::get(vt.getShape(), b.getI8Type());
  if (!vt.getElementType().isInteger())
    vec = LLVM::BitcastOp::create(
        b, loc, VectorType::get(vt.getShape(), b.getIntegerType(bits)), vec);
  Value wide = LLVM::ZExtOp::create(b, loc, i8v, vec);
  if (unsigned shift = byteContainerShift(ptxType)) {
    auto amount = LLVM::ConstantOp::create(
        b, loc, i8v,
        DenseElementsAttr::get(i8v, b.getI8IntegerAttr(shift).getValue()));
    wide = LLVM::ShlOp::create(b, loc, wide, amount);
  }
  return wide;
}

std::optional<NVVM::MMATypes> nvvmType(const std::string &c) {
  return NVVM::symbolizeMMATypes(c);
}

/// Constraint letter of a register kind.
char constraint(Reg r) {
  switch (r) {
  case Reg::F32:
    return 'f';
  case Reg::F64:
    return 'd';
  default:
    return 'r';
  }
}

struct MmaOpLowering : public ConvertOpToLLVMPattern<MmaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(MmaOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    if (isa<Sm90MmaType>(op.getAtom().getType()))
      return lowerWgmma(op, adaptor, rewriter);
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
      return lowerFma(op, adaptor, *info, dType, rewriter);

    bool inlinePtx = info->atom == Mnemonic::Sm89Mma ||
                     info->atom == Mnemonic::Sm120MmaBs ||
                     (info->a == "b1" && info->k == 256);
    Reg ra = multiplicandReg(info->a, inlinePtx),
        rb = multiplicandReg(info->b, inlinePtx),
        rc = accumulatorReg(info->c, inlinePtx);
    Value a = adaptor.getA(), b = adaptor.getB();
    // kind::f8f6f4 and kind::mxf8f6f4 (K 32) read every FP8/FP6/FP4
    // element from a byte.
    if ((info->atom == Mnemonic::Sm120MmaBs && info->k == 32) ||
        info->kind == "f8f6f4") {
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
        return op.emitOpError("no NVVM MMA type for ") << info->a;
      Value zero = LLVM::ConstantOp::create(
          rewriter, loc, rewriter.getI32Type(), rewriter.getI32IntegerAttr(0));
      Value meta =
          LLVM::ExtractElementOp::create(rewriter, loc, adaptor.getMetadata(),
                                         zero);
      std::optional<NVVM::MMAIntOverflow> overflow;
      if (info->c == "s32")
        overflow = NVVM::MMAIntOverflow::wrapped;
      // mma.sp::ordered_metadata with sparsity selector 0.
      auto sp = NVVM::MmaSpOp::create(
          rewriter, loc, structType, aRegs, bRegs, cRegs, meta, zero,
          ArrayRef<int64_t>{info->m, info->n, info->k}, overflow,
          std::array<NVVM::MMATypes, 2>{*ta, *tb});
      sp.setOrderedMetadata(true);
      result = sp;
    } else if (!inlinePtx) {
      auto ta = nvvmType(info->a), tb = nvvmType(info->b);
      if (!ta || !tb)
        return op.emitOpError("no NVVM MMA type for ") << info->a;
      std::optional<NVVM::MMAIntOverflow> overflow;
      if (info->c == "s32" && info->a != "b1")
        overflow = NVVM::MMAIntOverflow::wrapped;
      std::optional<NVVM::MMAB1Op> b1;
      if (info->a == "b1")
        b1 = NVVM::MMAB1Op::xor_popc;
      std::array<NVVM::MMATypes, 2> types{*ta, *tb};
      std::array<NVVM::MMALayout, 2> layouts{NVVM::MMALayout::row,
                                             NVVM::MMALayout::col};
      result = NVVM::MmaOp::create(
          rewriter, loc, structType, aRegs, bRegs, cRegs,
          ArrayRef<int64_t>{info->m, info->n, info->k}, b1, overflow, types,
          layouts);
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

  /// Inline PTX for the forms MLIR 22's NVVM lacks, spelled by PtxBuilder.
  FailureOr<Value> emitInlineMma(MmaOp op, OpAdaptor adaptor,
                                 const RegisterMmaInfo &info,
                                 ConversionPatternRewriter &rewriter,
                                 Type structType, ArrayRef<Value> aRegs,
                                 ArrayRef<Value> bRegs, ArrayRef<Value> cRegs,
                                 Reg rc) const {
    Location loc = op.getLoc();
    layout::Result<std::string> spelled = layout::Result<std::string>::fail("");
    SmallVector<Value> extra;
    if (info.atom == Mnemonic::Sm120MmaBs) {
      Type sf = cast<cute::CuteMemRefType>(op.getSfa().getType())
                    .getElementType();
      spelled = ptx::spellBlockScaleMma(info.k, static_cast<int>(info.vecSize),
                                        info.a, info.b,
                                        canonicalScaleElement(sf));
      for (Value v : {adaptor.getSfa(), adaptor.getSfb()})
        extra.push_back(scaleRegister(rewriter, loc, v));
    } else if (!info.kind.empty()) {
      spelled = ptx::spellKindMmaSync(info.kind, info.m, info.n, info.k,
                                      info.c, info.a, info.b, info.c);
    } else {
      ptx::MmaWord w;
      w.shape = ptx::shapeCode(info.m, info.n, info.k);
      w.aty = ptx::typeCode(info.a);
      w.bty = ptx::typeCode(info.b);
      w.bl = 1; // .row.col
      if (info.a == "b1")
        w.opc = 2; // .xor.popc
      uint8_t acc = ptx::typeCode(info.c);
      spelled = ptx::spellMmaSync(w, acc, acc);
    }
    if (!spelled.ok())
      return op.emitOpError(spelled.error().message);
    int nd = static_cast<int>(cRegs.size());
    int na = static_cast<int>(aRegs.size()), nb = static_cast<int>(bRegs.size());
    std::string asmText = *spelled + " " + ptx::operandList(0, nd) + ", " +
                          ptx::operandList(nd, na) + ", " +
                          ptx::operandList(nd + na, nb) + ", " +
                          ptx::operandList(nd + na + nb, nd);
    int next = nd + na + nb + nd;
    if (!extra.empty())
      asmText += ", $" + std::to_string(next) + ", {0, 0}, $" +
                 std::to_string(next + 1) + ", {0, 0}";
    asmText += ";";
    std::string cons;
    auto add = [&](std::string c) {
      if (!cons.empty())
        cons += ",";
      cons += c;
    };
    for (int i = 0; i < nd; ++i)
      add(std::string("=") + constraint(rc));
    for (int i = 0; i < na + nb; ++i)
      add("r");
    for (int i = 0; i < nd; ++i)
      add(std::string(1, constraint(rc)));
    for (size_t i = 0; i < extra.size(); ++i)
      add("r");
    SmallVector<Value> operands(aRegs.begin(), aRegs.end());
    operands.append(bRegs.begin(), bRegs.end());
    operands.append(cRegs.begin(), cRegs.end());
    operands.append(extra.begin(), extra.end());
    auto asmOp = LLVM::InlineAsmOp::create(
        rewriter, loc, structType, operands, asmText, cons,
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::TailCallKind::None,
        LLVM::AsmDialectAttr::get(rewriter.getContext(),
                                  LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    return asmOp.getResult(0);
  }

  /// SM90: fence, one wgmma per 32-byte K block with both descriptors
  /// advanced by the block's byte offset >> 4, commit, wait 0 -- so the
  /// accumulator is ready when the op's result is (by construction).
  LogicalResult lowerWgmma(MmaOp op, OpAdaptor adaptor,
                           ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    FailureOr<WgmmaInfo> info = analyzeWgmma(op);
    if (failed(info))
      return failure();
    if (info->a == "s4" || info->a == "u4")
      return op.emitOpError("sm_90a wgmma has no s4/u4 form (seed 000's K "
                            "table lists it; see docs/deviations.md)");
    auto dType = cast<VectorType>(
        getTypeConverter()->convertType(op.getD().getType()));
    // f32 accumulators are f32 registers; s32 and packed f16x2 are b32.
    Reg rc = info->c == "f32" ? Reg::F32 : Reg::I32;
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
      Value off = LLVM::ConstantOp::create(rewriter, loc, i64,
                                           rewriter.getI64IntegerAttr(bytes >> 4));
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
        bool inlineAsm = info->registerA || info->a == "b1";
        if (!inlineAsm) {
          Value descA = advance(adaptor.getA(), info->tileA.offsetBytes(0, j));
          auto wt = [&](const std::string &c) {
            return *NVVM::symbolizeWGMMATypes(c);
          };
          accStruct = NVVM::WgmmaMmaAsyncOp::create(
              rewriter, loc, structType, accStruct, descA, descB,
              NVVM::MMAShapeAttr::get(ctx, 64, info->n, info->k), wt(info->a),
              wt(info->b), wt(info->c),
              // scale_d = 0 overwrites with the first K block only.
              (j > 0 || info->scaleD) ? NVVM::WGMMAScaleOut::one
                                      : NVVM::WGMMAScaleOut::zero,
              info->scaleA == 1 ? NVVM::WGMMAScaleIn::one
                                : NVVM::WGMMAScaleIn::neg,
              info->scaleB == 1 ? NVVM::WGMMAScaleIn::one
                                : NVVM::WGMMAScaleIn::neg,
              info->aMnMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row,
              info->bMnMajor ? NVVM::MMALayout::row : NVVM::MMALayout::col,
              NVVM::MMAIntOverflowAttr());
        } else {
          // PtxBuilder spells the instruction; the accumulators are tied
          // in/out operands, scale-d a predicate set in the asm block, A is
          // registers (rs) or a descriptor (ss).
          layout::Result<std::string> name =
              ptx::spellWgmma(info->n, info->k, info->c, info->a, info->b);
          if (!name.ok())
            return op.emitOpError(name.error().message);
          int nd = static_cast<int>(accPerBlock);
          int na = info->registerA ? static_cast<int>(aPerBlock) : 1;
          std::string aText = info->registerA ? ptx::operandList(nd, na)
                                              : "$" + std::to_string(nd);
          std::string text = "{\n.reg .pred p;\nsetp.ne.b32 p, " +
                             std::to_string(j == 0 ? info->scaleD : 1) +
                             ", 0;\n" + *name + " " + ptx::operandList(0, nd) +
                             ", " + aText + ", $" + std::to_string(nd + na) +
                             ", p";
          if (info->c != "s32")
            text += ", " + std::to_string(info->scaleA) + ", " +
                    std::to_string(info->scaleB);
          if (info->a == "f16" || info->a == "bf16") {
            if (!info->registerA) // imm-trans-a exists only with a descriptor A
              text += std::string(", ") + (info->aMnMajor ? "1" : "0");
            text += std::string(", ") + (info->bMnMajor ? "1" : "0");
          }
          text += ";\n}";
          std::string cons;
          for (int i = 0; i < nd; ++i)
            cons += std::string(i ? "," : "") + "=" + constraint(rc);
          for (int i = 0; i < na; ++i)
            cons += info->registerA ? ",r" : ",l";
          cons += ",l";
          for (int i = 0; i < nd; ++i)
            cons += "," + std::to_string(i);
          SmallVector<Value> operands;
          if (info->registerA)
            operands.append(aRegs.begin() + j * aPerBlock,
                            aRegs.begin() + (j + 1) * aPerBlock);
          else
            operands.push_back(
                advance(adaptor.getA(), info->tileA.offsetBytes(0, j)));
          operands.push_back(descB);
          for (int i = 0; i < nd; ++i)
            operands.push_back(
                LLVM::ExtractValueOp::create(rewriter, loc, accStruct, i));
          accStruct =
              LLVM::InlineAsmOp::create(
                  rewriter, loc, structType, operands, text, cons,
                  /*has_side_effects=*/true, /*is_align_stack=*/false,
                  LLVM::TailCallKind::None,
                  LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
                  ArrayAttr())
                  .getResult(0);
        }
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

  /// The 1, 2 or 4 scale bytes of a thread, zero-extended into one b32.
  static Value scaleRegister(OpBuilder &b, Location loc, Value vec) {
    auto vt = cast<VectorType>(vec.getType());
    int64_t n = vt.getNumElements();
    Type i32 = b.getI32Type();
    if (n == 4)
      return LLVM::BitcastOp::create(b, loc, i32, vec);
    Value packed;
    if (n == 1) {
      Value zero =
          LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(0));
      packed = LLVM::ExtractElementOp::create(b, loc, vec, zero);
    } else {
      packed = LLVM::BitcastOp::create(b, loc, b.getIntegerType(8 * n), vec);
    }
    return LLVM::ZExtOp::create(b, loc, i32, packed);
  }

  LogicalResult lowerFma(MmaOp op, OpAdaptor adaptor,
                         const RegisterMmaInfo &info, VectorType dType,
                         ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    Value zero = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(),
                                          rewriter.getI32IntegerAttr(0));
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

/// Copies: ldmatrix/stmatrix and cp.async through NVVM, universal copies as
/// (atomic/volatile) LLVM loads and stores of the atom's width.
struct CopyOpLowering : public ConvertOpToLLVMPattern<CopyOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(CopyOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *ctx = rewriter.getContext();
    Type dstType = op.getDst() ? op.getDst().getType() : op.getResult().getType();
    FailureOr<CopyInfo> info =
        analyzeCopy(op.getAtom().getType(), op.getSrc().getType(), dstType,
                    [&] { return op.emitOpError(); });
    if (failed(info))
      return failure();
    Value src = adaptor.getSrc();
    switch (info->atom) {
    case Mnemonic::Ldsm: {
      auto vt = cast<VectorType>(
          getTypeConverter()->convertType(op.getResult().getType()));
      int n = info->numMatrices;
      Type i32 = rewriter.getI32Type();
      Type resType = n == 1 ? i32
                            : LLVM::LLVMStructType::getLiteral(
                                  ctx, SmallVector<Type>(n, i32));
      auto layout = info->transpose ? NVVM::MMALayout::col
                                    : NVVM::MMALayout::row;
      Value res = NVVM::LdMatrixOp::create(
          rewriter, loc, resType, src, n, layout,
          NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
          NVVM::LdStMatrixEltType::B16);
      SmallVector<Value> regs;
      if (n == 1)
        regs.push_back(res);
      else
        for (int i = 0; i < n; ++i)
          regs.push_back(LLVM::ExtractValueOp::create(rewriter, loc, res, i));
      rewriter.replaceOp(op, unpackRegisters(rewriter, loc, regs, vt));
      return success();
    }
    case Mnemonic::Stsm: {
      SmallVector<Value> regs =
          packRegisters(rewriter, loc, adaptor.getSrc(), Reg::I32);
      auto layout = info->transpose ? NVVM::MMALayout::col
                                    : NVVM::MMALayout::row;
      NVVM::StMatrixOp::create(rewriter, loc, adaptor.getDst(), regs, layout,
                               NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
                               NVVM::LdStMatrixEltType::B16);
      rewriter.eraseOp(op);
      return success();
    }
    case Mnemonic::SimtAsyncCopy: {
      // The copy-form table: .ca (all levels) for 4/8 bytes, .cg for 16.
      auto cache = StringRef(info->form->cache) == "cg"
                       ? NVVM::LoadCacheModifierKind::CG
                       : NVVM::LoadCacheModifierKind::CA;
      NVVM::CpAsyncOp::create(rewriter, loc, adaptor.getDst(), src,
                              rewriter.getI32IntegerAttr(info->bytes),
                              NVVM::LoadCacheModifierKindAttr::get(ctx, cache),
                              Value());
      rewriter.eraseOp(op);
      return success();
    }
    case Mnemonic::UniversalCopy:
      return lowerUniversal(op, adaptor, *info, rewriter);
    default:
      return op.emitOpError("no lowering for this copy atom");
    }
  }

  LogicalResult lowerUniversal(CopyOp op, OpAdaptor adaptor,
                               const CopyInfo &info,
                               ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    auto atom = cast<UniversalCopyType>(op.getAtom().getType());
    LLVM::AtomicOrdering ordering = LLVM::AtomicOrdering::not_atomic;
    bool isVolatile = false;
    if (std::optional<MemOrder> o = atom.getMemOrder()) {
      switch (*o) {
      case MemOrder::Relaxed:
        ordering = LLVM::AtomicOrdering::monotonic;
        break;
      case MemOrder::Acquire:
        ordering = LLVM::AtomicOrdering::acquire;
        break;
      case MemOrder::Release:
        ordering = LLVM::AtomicOrdering::release;
        break;
      case MemOrder::Sc:
        ordering = LLVM::AtomicOrdering::seq_cst;
        break;
      case MemOrder::Volatile:
        isVolatile = true;
        break;
      default:
        return op.emitOpError("no lowering for this memory order");
      }
    }
    if (atom.getMemScope() && ordering == LLVM::AtomicOrdering::not_atomic)
      ordering = LLVM::AtomicOrdering::monotonic; // a scope implies relaxed
    StringRef scope;
    if (std::optional<MemScope> s = atom.getMemScope())
      scope = *s == MemScope::Cluster ? "cluster"
              : *s == MemScope::Gpu   ? "device"
                                      : "";
    bool load = static_cast<bool>(op.getResult());
    Value regs = load ? Value() : adaptor.getSrc();
    Value ptr = load ? adaptor.getSrc() : adaptor.getDst();
    auto vt = cast<VectorType>(getTypeConverter()->convertType(
        load ? op.getResult().getType() : op.getSrc().getType()));
    // One access of the atom's width: scalar when one element, else vector.
    Type access = info.elements == 1 ? vt.getElementType() : Type(vt);
    unsigned align = info.elements * info.elementBits / 8;
    if (ordering != LLVM::AtomicOrdering::not_atomic && info.elements != 1)
      access = rewriter.getIntegerType(info.elements * info.elementBits);
    if (load) {
      Value v = LLVM::LoadOp::create(rewriter, loc, access, ptr, align,
                                     isVolatile, /*isNonTemporal=*/false,
                                     /*isInvariant=*/false,
                                     /*isInvariantGroup=*/false, ordering,
                                     scope);
      if (v.getType() != vt) {
        if (info.elements == 1) {
          Value zero = LLVM::ConstantOp::create(
              rewriter, loc, rewriter.getI32Type(), rewriter.getI32IntegerAttr(0));
          Value poison = LLVM::PoisonOp::create(rewriter, loc, vt);
          v = LLVM::InsertElementOp::create(rewriter, loc, poison, v, zero);
        } else {
          v = LLVM::BitcastOp::create(rewriter, loc, vt, v);
        }
      }
      rewriter.replaceOp(op, v);
      return success();
    }
    Value v = regs;
    if (access != vt) {
      if (info.elements == 1) {
        Value zero = LLVM::ConstantOp::create(
            rewriter, loc, rewriter.getI32Type(), rewriter.getI32IntegerAttr(0));
        v = LLVM::ExtractElementOp::create(rewriter, loc, v, zero);
      } else {
        v = LLVM::BitcastOp::create(rewriter, loc, access, v);
      }
    }
    LLVM::StoreOp::create(rewriter, loc, v, ptr, align, isVolatile,
                          /*isNonTemporal=*/false, /*isInvariantGroup=*/false,
                          ordering, scope);
    rewriter.eraseOp(op);
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
    namespace D = cute_nvgpu::target::desc;
    FailureOr<SmemTile> tile = analyzeSmemTile(
        op.getDesc().getType(),
        op.getMajor() == "k" ? D::Major::K : D::Major::MN,
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
    namespace D = cute_nvgpu::target::desc;
    FailureOr<D::Fields> f = op.getStaticFields();
    if (failed(f))
      return failure();
    D::Arch arch = op.getArch() == "sm100" ? D::Arch::Sm100 : D::Arch::Sm90;
    rewriter.replaceOp(op, descriptorWord(rewriter, op.getLoc(),
                                          adaptor.getPtr(), D::encode(arch, *f),
                                          D::baseOffsetMask(f->swizzle)));
    return success();
  }
};

struct MakeViewLowering : public ConvertOpToLLVMPattern<MakeViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, adaptor.getPtr());
    return success();
  }
};

/// Atom values carry no runtime state: their builders become a poison
/// empty struct that dies with its last (lowered) user.
template <typename OpT>
struct AtomBuilderLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = this->getTypeConverter()->convertType(op->getResult(0).getType());
    if (!t)
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::PoisonOp>(op, t);
    return success();
  }
};

struct ConvertCuteNvgpuToNVVMPass
    : public cute_nvgpu::impl::ConvertCuteNvgpuToNVVMBase<
          ConvertCuteNvgpuToNVVMPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    LLVMTypeConverter converter(ctx);
    converter.addConversion([&](cute::CuteMemRefType t) -> std::optional<Type> {
      if (t.getSpace() == cute::MemSpace::Rmem) {
        int64_t n = t.getValuesPerThread();
        Type s = storageType(t.getElementType());
        if (n <= 0 || !s)
          return std::nullopt;
        return VectorType::get({n}, s);
      }
      unsigned as = t.getSpace() == cute::MemSpace::Smem   ? 3
                    : t.getSpace() == cute::MemSpace::Gmem ? 1
                                                           : 6;
      return LLVM::LLVMPointerType::get(ctx, as);
    });
    converter.addConversion([&](Type t) -> std::optional<Type> {
      if (lookupAtomRecord(t))
        return LLVM::LLVMStructType::getLiteral(ctx, {});
      return std::nullopt;
    });
    // Registered last so it is tried before the atom catch-all above.
    converter.addConversion([&](SmemDescViewType) -> std::optional<Type> {
      return IntegerType::get(ctx, 64); // the descriptor word
    });
    converter.addConversion([&](SmemDescType) -> std::optional<Type> {
      return IntegerType::get(ctx, 64);
    });

    RewritePatternSet patterns(ctx);
    populateFuncToLLVMConversionPatterns(converter, patterns);
    arith::populateArithToLLVMConversionPatterns(converter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(converter, patterns);
    patterns.add<MmaOpLowering, CopyOpLowering, MakeViewLowering,
                 MakeSmemDescViewLowering, MakeSmemDescLowering,
                 AtomBuilderLowering<MakeAtomOp>,
                 AtomBuilderLowering<MakeUniversalFmaOp>,
                 AtomBuilderLowering<MakeSm80MmaOp>,
                 AtomBuilderLowering<MakeSm80SparseMmaOp>,
                 AtomBuilderLowering<MakeSm89MmaOp>,
                 AtomBuilderLowering<MakeSm120MmaBsOp>,
                 AtomBuilderLowering<MakeSm90MmaOp>>(converter);

    LLVMConversionTarget target(*ctx);
    target.addLegalDialect<NVVM::NVVMDialect>();
    target.addIllegalDialect<CuteNvgpuDialect>();
    target.addLegalOp<ModuleOp>();
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns)))) {
      signalPassFailure();
      return;
    }
    // `cute_nvgpu.kernel` on a func.func marks a kernel entry; NVVM only
    // accepts its own `nvvm.kernel` on llvm.func, so swap it after lowering.
    getOperation().walk([&](LLVM::LLVMFuncOp fn) {
      if (fn->removeAttr("cute_nvgpu.kernel"))
        fn->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                    UnitAttr::get(ctx));
    });
  }
};

} // namespace
