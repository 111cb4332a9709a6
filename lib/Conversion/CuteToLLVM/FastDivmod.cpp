//===- FastDivmod.cpp - CUTLASS's fast division at run time ---------------===//
//
// `cute.fast_divmod.create_divisor(%d)` prepares an unsigned w-bit divisor
// once; `cute.fast_divmod.compute(%x, %div)` then divides by a multiply-high
// and two shifts (the round-up method of Granlund and Montgomery, which
// needs no 2w-bit add): with l = ceil(log2 d),
//   m  = floor(2^w * (2^l - d) / d) + 1   (w bits)
//   s1 = min(l, 1), s2 = max(l - 1, 0)
//   t  = mulhi(x, m), q = (t + ((x - t) >> s1)) >> s2, r = x - q * d
// exact for every 0 <= x < 2^w and 1 <= d < 2^w. The divisor at run time is
// struct(d, m, s1, s2), CuTe DSL's (divisor, multiplier, shift1, shift2).
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

Type cute_lowering::fastDivmodDivisorStruct(MLIRContext *ctx, unsigned width) {
  Type w = IntegerType::get(ctx, width), s = IntegerType::get(ctx, 8);
  return LLVM::LLVMStructType::getLiteral(ctx, {w, w, s, s});
}

namespace {

Value constant(OpBuilder &b, Location loc, Type t, int64_t v) {
  return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, v));
}

} // namespace

void cute_lowering::populateFastDivmodLowerings(
    const TypeConverter &converter, RewritePatternSet &patterns,
    const LoweringOptions &options) {
  addNamedLowering(
      converter, patterns, options, "cute.fast_divmod.create_divisor",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        OpBuilder &b = rb.builder();
        Location loc = op->getLoc();
        Value d = leaves[0][0];
        auto it = dyn_cast<IntegerType>(d.getType());
        if (!it)
          return failure();
        unsigned w = it.getWidth();
        Type wide = b.getIntegerType(2 * w), i8 = b.getI8Type();
        // l = ceil(log2 d) = w - clz(d - 1) (0 for d = 1).
        Value one = constant(b, loc, it, 1);
        Value dm1 = arith::SubIOp::create(b, loc, d, one);
        Value clz = LLVM::CountLeadingZerosOp::create(b, loc, it, dm1, false);
        Value l = arith::SubIOp::create(b, loc, constant(b, loc, it, w), clz);
        // m = ((2^l - d) << w) / d + 1, in 2w bits.
        Value dw = arith::ExtUIOp::create(b, loc, wide, d);
        Value lw = arith::ExtUIOp::create(b, loc, wide, l);
        Value pow = arith::ShLIOp::create(b, loc, constant(b, loc, wide, 1), lw);
        Value diff = arith::SubIOp::create(b, loc, pow, dw);
        Value num = arith::ShLIOp::create(b, loc, diff,
                                          constant(b, loc, wide, w));
        Value q = arith::DivUIOp::create(b, loc, num, dw);
        Value m = arith::TruncIOp::create(
            b, loc, it,
            arith::AddIOp::create(b, loc, q, constant(b, loc, wide, 1)));
        Value zero = constant(b, loc, it, 0);
        Value s1 = arith::MinUIOp::create(b, loc, l, one);
        Value lm1 = arith::SubIOp::create(
            b, loc, arith::MaxUIOp::create(b, loc, l, one), one);
        Value s2 = arith::MaxUIOp::create(b, loc, lm1, zero);
        Type st = fastDivmodDivisorStruct(b.getContext(), w);
        Value v = LLVM::PoisonOp::create(b, loc, st);
        v = LLVM::InsertValueOp::create(b, loc, v, d, ArrayRef<int64_t>{0});
        v = LLVM::InsertValueOp::create(b, loc, v, m, ArrayRef<int64_t>{1});
        v = LLVM::InsertValueOp::create(
            b, loc, v, arith::TruncIOp::create(b, loc, i8, s1),
            ArrayRef<int64_t>{2});
        v = LLVM::InsertValueOp::create(
            b, loc, v, arith::TruncIOp::create(b, loc, i8, s2),
            ArrayRef<int64_t>{3});
        return SmallVector<Value>{v};
      });
  addNamedLowering(
      converter, patterns, options, "cute.fast_divmod.compute",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        OpBuilder &b = rb.builder();
        Location loc = op->getLoc();
        Value x = leaves[0][0], div = leaves[1][0];
        auto it = dyn_cast<IntegerType>(x.getType());
        if (!it || !isa<LLVM::LLVMStructType>(div.getType()))
          return failure();
        unsigned w = it.getWidth();
        Type wide = b.getIntegerType(2 * w);
        auto field = [&](int64_t i) {
          return LLVM::ExtractValueOp::create(b, loc, div, i).getResult();
        };
        Value d = field(0), m = field(1);
        Value s1 = arith::ExtUIOp::create(b, loc, it, field(2));
        Value s2 = arith::ExtUIOp::create(b, loc, it, field(3));
        // One emitting call per statement: the emitted order must not
        // depend on the order a compiler evaluates call arguments in.
        Value mWide = arith::ExtUIOp::create(b, loc, wide, m);
        Value xWide = arith::ExtUIOp::create(b, loc, wide, x);
        Value prod = arith::MulIOp::create(b, loc, xWide, mWide);
        Value t = arith::TruncIOp::create(
            b, loc, it,
            arith::ShRUIOp::create(b, loc, prod, constant(b, loc, wide, w)));
        Value sub = arith::SubIOp::create(b, loc, x, t);
        Value half = arith::ShRUIOp::create(b, loc, sub, s1);
        Value q = arith::ShRUIOp::create(
            b, loc, arith::AddIOp::create(b, loc, t, half), s2);
        Value r = arith::SubIOp::create(b, loc, x,
                                        arith::MulIOp::create(b, loc, q, d));
        return SmallVector<Value>{q, r};
      });
}
