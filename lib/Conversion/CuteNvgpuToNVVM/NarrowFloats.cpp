//===- NarrowFloats.cpp - CuTe DSL's nvgpu.cvt_fptrunc --------------------===//
//
// `nvgpu.cvt_fptrunc` narrows a float vector element-wise. To f16/bf16 it
// is LLVM's fptrunc (round to nearest even). To the 8- and 4-bit formats it
// is PTX's paired conversion, as NVIDIA's own lowering of the op emits it
// (`cvt.rn.satfinite.e4m3x2.f32`, PTX's only rounding and saturation for
// them): each pair (v[2i], v[2i+1]) converts with v[2i+1] as the operand
// that lands in the upper half, so v[2i] is the lower byte (f8) or nibble
// (f4, two to a byte: the `compact` packing), i.e. element 2i of the
// little-endian result vector. 6-bit results (one per byte in PTX, not
// compact) and f16/bf16 sources of 8/4-bit results are refused by name.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

using namespace mlir;
using namespace cute_nvgpu;

namespace {

struct CvtFpTruncLowering
    : public ConvertOpToLLVMPattern<nvgpu_ext::CvtFpTruncOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(nvgpu_ext::CvtFpTruncOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto inT = cast<VectorType>(op.getIn().getType());
    auto outT = cast<VectorType>(op.getOut().getType());
    Type from = inT.getElementType(), to = outT.getElementType();
    Location loc = op.getLoc();
    auto refuse = [&](const Twine &why) {
      return op.emitOpError("cannot convert ")
             << inT << " to " << outT << ": " << why;
    };
    if (inT.getRank() != 1)
      return refuse("only a 1-d vector is lowered");
    Type lowered = getTypeConverter()->convertType(outT);
    if (!lowered)
      return refuse("the result type has no LLVM form");
    if (isa<Float16Type, BFloat16Type>(to)) {
      if (op.getRnd() != nvgpu_ext::RoundingMode::RN)
        return refuse("only round-to-nearest-even narrows to f16/bf16");
      rewriter.replaceOpWithNewOp<LLVM::FPTruncOp>(op, lowered, a.getIn());
      return success();
    }
    bool f8 = isa<Float8E4M3FNType, Float8E5M2Type>(to);
    bool f4 = isa<Float4E2M1FNType>(to);
    if (!f8 && !f4)
      return refuse("6-bit results (one per byte in PTX) are not lowered");
    if (!from.isF32())
      return refuse("8- and 4-bit results are converted from f32 pairs");
    int64_t n = inT.getNumElements();
    if (n % 2)
      return refuse("the values convert in pairs");
    if (f4 && op.getPackedKind() != nvgpu_ext::SubbytePackedKind::Compact)
      return refuse("only the compact packing of f4 (two to a byte) is "
                    "lowered");
    Type i8 = rewriter.getI8Type(), i32 = rewriter.getI32Type();
    auto bytesT = VectorType::get({f8 ? n : n / 2}, i8);
    Value bytes = LLVM::PoisonOp::create(rewriter, loc, bytesT);
    auto element = [&](int64_t k) {
      return LLVM::ExtractElementOp::create(
                 rewriter, loc, a.getIn(),
                 LLVM::ConstantOp::create(rewriter, loc, i32, k))
          .getResult();
    };
    auto insert = [&](Value v, int64_t k) {
      bytes = LLVM::InsertElementOp::create(
          rewriter, loc, bytes, v,
          LLVM::ConstantOp::create(rewriter, loc, i32, k));
    };
    for (int64_t i = 0; i < n / 2; ++i) {
      Value lo = element(2 * i), hi = element(2 * i + 1);
      if (f8) {
        Value pair = NVVM::ConvertF32x2ToF8x2Op::create(
            rewriter, loc, VectorType::get({2}, i8), hi, lo,
            NVVM::FPRoundingMode::RN, NVVM::SaturationMode::SATFINITE,
            /*relu=*/false, to);
        for (int64_t h = 0; h < 2; ++h)
          insert(LLVM::ExtractElementOp::create(
                     rewriter, loc, pair,
                     LLVM::ConstantOp::create(rewriter, loc, i32, h)),
                 2 * i + h);
        continue;
      }
      insert(NVVM::ConvertF32x2ToF4x2Op::create(rewriter, loc, i8, hi, lo,
                                                 /*relu=*/false, to),
             i);
    }
    if (bytes.getType() == lowered)
      rewriter.replaceOp(op, bytes);
    else
      rewriter.replaceOpWithNewOp<LLVM::BitcastOp>(op, lowered, bytes);
    return success();
  }
};

} // namespace

void cute_nvgpu::populateNarrowFloatPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<CvtFpTruncLowering>(converter);
}
