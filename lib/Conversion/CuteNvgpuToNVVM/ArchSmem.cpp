//===- ArchSmem.cpp - the kernel's dynamic shared memory ------------------===//
//
// `cute_nvgpu.arch.get_dyn_smem` is the address of the kernel's dynamic
// shared memory: one external zero-sized shared array per module
// (`.extern .shared .align A .b8 __cute_dynamic_smem[]`, as the CUDA
// compiler declares `extern __shared__`), aligned to the largest alignment
// any use asks for. `cute_nvgpu.arch.get_dyn_smem_size` reads PTX's
// %dynamic_smem_size.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"

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
} // namespace

void cute_nvgpu::populateArchSmemPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns) {
  patterns.add<GetDynSmemLowering, GetDynSmemSizeLowering>(converter);
}
