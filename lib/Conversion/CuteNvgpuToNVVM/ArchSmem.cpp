//===- ArchSmem.cpp - the kernel's dynamic shared memory ------------------===//
//
// `cute_nvgpu.arch.get_dyn_smem` is the address of the kernel's dynamic
// shared memory: one external zero-sized shared array per module
// (`.extern .shared .align A .b8 __cute_dynamic_smem[]`, as the CUDA
// compiler declares `extern __shared__`), aligned to the largest alignment
// any use asks for. `cute_nvgpu.arch.get_dyn_smem_size` reads PTX's
// %dynamic_smem_size. CuTe DSL's `vector.splat` (an op MLIR 22 dropped)
// becomes vector.broadcast, which convert-to-llvm lowers; `cf.assert` in
// device code calls CUDA's __assertfail.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"

#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;
using namespace cute_nvgpu;

namespace {
constexpr llvm::StringLiteral kDynamicSmem = "__cute_dynamic_smem";

struct GetDynSmemLowering : public ConvertOpToLLVMPattern<GetDynSmemOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(GetDynSmemOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *table = SymbolTable::getNearestSymbolTable(op->getParentOp());
    if (!table)
      return op.emitOpError("needs an enclosing module for its shared array");
    auto ptr = cast<cute::PtrType>(op.getResult().getType());
    uint64_t align = std::max<unsigned>(ptr.getAlignment(), 16);
    MLIRContext *ctx = op.getContext();
    auto arrayType = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), 0);
    auto global = dyn_cast_or_null<LLVM::GlobalOp>(
        SymbolTable::lookupSymbolIn(table, kDynamicSmem));
    if (!global) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(&table->getRegion(0).front());
      global = LLVM::GlobalOp::create(
          rewriter, op.getLoc(), arrayType, /*isConstant=*/false,
          LLVM::Linkage::External, kDynamicSmem, Attribute(), align,
          /*addrSpace=*/3);
    } else if (global.getAlignment().value_or(0) < align) {
      global.setAlignment(align);
    }
    rewriter.replaceOpWithNewOp<LLVM::AddressOfOp>(
        op, LLVM::LLVMPointerType::get(ctx, 3), kDynamicSmem);
    return success();
  }
};
/// `cute_nvgpu.arch.get_dyn_smem_size`: PTX's %dynamic_smem_size.
struct GetDynSmemSizeLowering
    : public ConvertOpToLLVMPattern<GetDynSmemSizeOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(GetDynSmemSizeOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::DynamicSmemSize>(op,
                                                       rewriter.getI32Type());
    return success();
  }
};
/// CuTe DSL's `vector.splat` (older MLIR's) is vector.broadcast.
struct DslSplatLowering : public OpConversionPattern<vector_ext::SplatOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector_ext::SplatOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<vector::BroadcastOp>(
        op, op.getAggregate().getType(), a.getInput());
    return success();
  }
};
/// `cf.assert` in device code is CUDA's device assert: a failed condition
/// calls __assertfail(message, file, line, function, char size), which
/// reports and traps, where the host lowering would call puts and abort.
struct DeviceAssertLowering : public ConvertOpToLLVMPattern<cf::AssertOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cf::AssertOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto module = op->getParentOfType<ModuleOp>();
    if (!module || !module->hasAttr("cute_nvgpu.device"))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    FailureOr<LLVM::LLVMFuncOp> fail = LLVM::lookupOrCreateFn(
        rewriter, module, "__assertfail",
        {ptr, ptr, rewriter.getI32Type(), ptr, rewriter.getI64Type()},
        LLVM::LLVMVoidType::get(ctx));
    if (failed(fail))
      return op.emitOpError("__assertfail is declared with another type");
    // The report sits in an scf.if: the assert may be inside another
    // structured op's region, which must keep its single block.
    Value failed = LLVM::XOrOp::create(
        rewriter, loc, a.getArg(),
        LLVM::ConstantOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    auto ifOp = scf::IfOp::create(rewriter, loc, failed, false);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    static unsigned count = 0;
    std::string name = "cute_assert_msg_" + std::to_string(count++);
    Value msg = LLVM::createGlobalString(loc, rewriter, name,
                                         op.getMsg().str() + '\0',
                                         LLVM::Linkage::Internal);
    Value empty = LLVM::createGlobalString(loc, rewriter, name + "_where",
                                           StringRef("\0", 1),
                                           LLVM::Linkage::Internal);
    Value line = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI32Type(), 0);
    Value one = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(), 1);
    LLVM::CallOp::create(rewriter, loc, *fail,
                         ValueRange{msg, empty, line, empty, one});
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

void cute_nvgpu::populateArchSmemPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<GetDynSmemLowering, GetDynSmemSizeLowering>(converter);
  patterns.add<DslSplatLowering>(converter, patterns.getContext());
  patterns.add<DeviceAssertLowering>(converter);
}
