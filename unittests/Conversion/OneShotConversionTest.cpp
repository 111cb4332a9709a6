//===- OneShotConversionTest.cpp - refusals that build nothing ------------===//
//
// Without pattern rollback the conversion driver erases the casts it built
// for a refused pattern's operands. A pattern that built ops from them and
// then refused must leave none behind: the wrapped patterns of
// applyOneShotPartialConversion erase them. Here a pattern that builds an
// llvm.add from its (cast) operands and refuses runs before one that lowers
// the same arith.addi; exactly the second one's llvm.add must remain.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/OneShotConversion.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;

namespace {

/// arith.addi on i32 as llvm.add on i64: `refuse` builds the add and then
/// refuses, as a lowering does that finds its problem late.
struct AddToLLVM : OpConversionPattern<arith::AddIOp> {
  AddToLLVM(const TypeConverter &tc, MLIRContext *ctx, bool refuse,
            PatternBenefit benefit)
      : OpConversionPattern(tc, ctx, benefit), refuse(refuse) {}
  LogicalResult
  matchAndRewrite(arith::AddIOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Value sum = LLVM::AddOp::create(rewriter, op.getLoc(), a.getLhs(),
                                    a.getRhs());
    if (refuse)
      return rewriter.notifyMatchFailure(op, "refused after building");
    rewriter.replaceOp(op, sum);
    return success();
  }
  bool refuse;
};

class OneShotConversion : public ::testing::Test {
protected:
  OneShotConversion() {
    ctx.loadDialect<arith::ArithDialect, func::FuncDialect,
                    LLVM::LLVMDialect>();
    converter.addConversion([](Type t) -> std::optional<Type> {
      if (t.isInteger(32))
        return IntegerType::get(t.getContext(), 64);
      return t;
    });
    auto cast = [](OpBuilder &b, Type to, ValueRange in, Location loc) {
      return UnrealizedConversionCastOp::create(b, loc, to, in).getResult(0);
    };
    converter.addSourceMaterialization(cast);
    converter.addTargetMaterialization(cast);
    target.addLegalDialect<LLVM::LLVMDialect, func::FuncDialect>();
    target.addIllegalOp<arith::AddIOp>();
  }

  /// Two adds in one function, so a refusal is followed by more work in
  /// the same conversion.
  OwningOpRef<ModuleOp> module() {
    return parseSourceString<ModuleOp>(R"mlir(
      func.func @f(%a: i32, %b: i32) -> i32 {
        %0 = arith.addi %a, %b : i32
        %1 = arith.addi %0, %a : i32
        return %1 : i32
      })mlir",
                                       &ctx);
  }

  static int count(ModuleOp m, StringRef name) {
    int n = 0;
    m.walk([&](Operation *op) { n += op->getName().getStringRef() == name; });
    return n;
  }

  MLIRContext ctx;
  TypeConverter converter;
  ConversionTarget target{ctx};
};

TEST_F(OneShotConversion, RefusedPatternLeavesNothingForTheNextPattern) {
  OwningOpRef<ModuleOp> m = module();
  ASSERT_TRUE(m);
  RewritePatternSet patterns(&ctx);
  patterns.add<AddToLLVM>(converter, &ctx, /*refuse=*/true,
                          PatternBenefit(2));
  patterns.add<AddToLLVM>(converter, &ctx, /*refuse=*/false,
                          PatternBenefit(1));
  ASSERT_TRUE(succeeded(cute_nvgpu::lowering::applyOneShotPartialConversion(
      *m, target, std::move(patterns))));
  EXPECT_EQ(count(*m, "llvm.add"), 2);
  EXPECT_EQ(count(*m, "arith.addi"), 0);
  EXPECT_TRUE(succeeded(verify(*m)));
}

TEST_F(OneShotConversion, RefusalOnlyLeavesTheSourceOps) {
  OwningOpRef<ModuleOp> m = module();
  ASSERT_TRUE(m);
  RewritePatternSet patterns(&ctx);
  patterns.add<AddToLLVM>(converter, &ctx, /*refuse=*/true,
                          PatternBenefit(1));
  // The driver reports the op it could not legalize.
  std::string reported;
  ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
    reported = d.str();
    return success();
  });
  EXPECT_TRUE(failed(cute_nvgpu::lowering::applyOneShotPartialConversion(
      *m, target, std::move(patterns))));
  EXPECT_EQ(reported, "failed to legalize operation 'arith.addi' that was "
                      "explicitly marked illegal");
  EXPECT_EQ(count(*m, "llvm.add"), 0);
  EXPECT_EQ(count(*m, "arith.addi"), 2);
}

} // namespace
