//===- MemViews.cpp - pointers and static memory views at run time --------===//
//
// A `!cute.ptr` is an LLVM pointer of its address space; a shared or global
// `!cute.memref` with a static layout is its pointer (the layout lives in the
// type), as the atoms take it, and one with run-time leaves is
// struct(pointer, layout) (CuTe DSL's kernel-parameter form). So
// `cute.make_view` builds (or is) that, `cute.get_iter` / `cute.get_layout`
// take its parts, `cute.recast_iter` is the pointer, and
// `cute.add_offset(%ptr, %n)` is a GEP by n elements (n a static or
// run-time integer), `cute.ptrtoint` / `cute.inttoptr` LLVM's casts. A register tensor is a view here
// where it is storage (RegisterTensors.cpp); as an SSA fragment it is not.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

/// A memory view whose pointer is all of its run-time value: a pointer, a
/// shared/global memref whose layout holds no run-time leaf, or a register
/// tensor kept as storage: whatever lowers to a bare LLVM pointer.
bool isPointerLike(const TypeConverter *converter, Type t) {
  if (isa<cute::PtrType>(t))
    return true;
  if (!isa<cute::CuteMemRefType>(t))
    return false;
  Type lowered = converter->convertType(t);
  return lowered && isa<LLVM::LLVMPointerType>(lowered);
}

bool isMemory(Type t) { return isa<cute::CuteMemRefType, cute::PtrType>(t); }

/// CuTe DSL's view of shared memory through an MMA descriptor: its iterator
/// is the 64-bit descriptor word, its layout (static, in 16-byte units) the
/// type's, so the view is the word and moving it adds to the start field.
bool isDescriptorView(Type t) {
  auto v = dyn_cast<SmemDescViewType>(t);
  return v && isa<SmemDescType>(v.getSource());
}

LogicalResult unsupported(Operation *op, Type t) {
  return op->emitOpError("lowering a view of ")
         << t << " is not supported yet (a run-time layout or register "
         << "memory)";
}

struct MakeViewLowering : public ConvertOpToLLVMPattern<cute::MakeViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MakeViewOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = op.getResult().getType();
    if (isDescriptorView(t)) {
      rewriter.replaceOp(op, a.getIter());
      return success();
    }
    if (!isMemory(t))
      return failure();
    if (isPointerLike(getTypeConverter(), t)) {
      // A static layout operand holds nothing at run time.
      rewriter.replaceOp(op, a.getIter());
      return success();
    }
    Type lowered = getTypeConverter()->convertType(t);
    if (!lowering::runtimeLayoutType(t) || !op.getLayout() || !lowered)
      return unsupported(op, t);
    Location loc = op.getLoc();
    Value v = LLVM::PoisonOp::create(rewriter, loc, lowered);
    v = LLVM::InsertValueOp::create(rewriter, loc, v, a.getIter(),
                                    ArrayRef<int64_t>{0});
    v = LLVM::InsertValueOp::create(rewriter, loc, v, a.getLayout(),
                                    ArrayRef<int64_t>{1});
    rewriter.replaceOp(op, v);
    return success();
  }
};

struct GetIterLowering : public ConvertOpToLLVMPattern<cute::GetIterOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::GetIterOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = op.getView().getType();
    if (isDescriptorView(t)) {
      rewriter.replaceOp(op, a.getView());
      return success();
    }
    if (!isMemory(t))
      return failure();
    if (isPointerLike(getTypeConverter(), t)) {
      rewriter.replaceOp(op, a.getView());
      return success();
    }
    if (!lowering::runtimeLayoutType(t))
      return unsupported(op, t);
    rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(op, a.getView(),
                                                      ArrayRef<int64_t>{0});
    return success();
  }
};

struct GetLayoutLowering : public ConvertOpToLLVMPattern<cute::GetLayoutOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::GetLayoutOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = op.getView().getType();
    if (!isMemory(t) && !isDescriptorView(t))
      return failure();
    if (lowering::runtimeLayoutType(t)) {
      rewriter.replaceOpWithNewOp<LLVM::ExtractValueOp>(op, a.getView(),
                                                        ArrayRef<int64_t>{1});
      return success();
    }
    // A static layout holds nothing at run time.
    Type lowered = getTypeConverter()->convertType(op.getResult().getType());
    if (!lowered ||
        (!isPointerLike(getTypeConverter(), t) && !isDescriptorView(t)))
      return unsupported(op, t);
    rewriter.replaceOpWithNewOp<LLVM::PoisonOp>(op, lowered);
    return success();
  }
};

struct RecastIterLowering : public ConvertOpToLLVMPattern<cute::RecastIterOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::RecastIterOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(op, a.getSrc());
    return success();
  }
};

struct AddOffsetLowering : public ConvertOpToLLVMPattern<cute::AddOffsetOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::AddOffsetOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto pt = dyn_cast<cute::PtrType>(op.getBase().getType());
    bool descriptor = isa<SmemDescType>(op.getBase().getType());
    if (!pt && !descriptor)
      return failure();
    Location loc = op.getLoc();
    // The offset: one integer, static or one run-time leaf.
    Type offT = op.getOffset().getType();
    auto text = cast<cute::IntTupleType>(offT).getValue().getValue().str();
    L::Result<L::CuteIRValue> off = L::parseCuteIR(text);
    std::vector<L::IntTuple> leaves;
    if (off.ok() && off->kind() == L::CuteIRValue::Kind::IntTuple)
      leaves = L::leaves(off->intTuple());
    if (leaves.size() != 1)
      return op.emitOpError("a pointer moves by one integer, not ") << offT;
    Value n;
    if (leaves[0].isStaticInt()) {
      if (leaves[0].value() == 0) {
        rewriter.replaceOp(op, a.getBase());
        return success();
      }
      n = LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                   leaves[0].value());
    } else {
      SmallVector<Value> dyn =
          cuteUnpackLeaves(rewriter, loc, offT, a.getOffset());
      if (dyn.size() != 1)
        return op.emitOpError("unreadable offset ") << offT;
      n = dyn.front();
    }
    if (descriptor) {
      // The offset is in 16-byte units, the start field's.
      Type i64 = rewriter.getI64Type();
      if (n.getType() != i64)
        n = LLVM::SExtOp::create(rewriter, loc, i64, n);
      rewriter.replaceOpWithNewOp<LLVM::AddOp>(op, a.getBase(), n);
      return success();
    }
    Type elem = pt.getElementType();
    if (pt.getSpace() == cute::MemSpace::Tmem) {
      // A TMEM address counts 32-bit columns (CuTe's tmem_ptr arithmetic).
      unsigned bits = elem ? cute::storageBitsOf(elem) : 0;
      if (!lowering::isTmemElementWidth(bits))
        return op.emitOpError("moving a TMEM pointer to ")
               << (elem ? elem : Type(rewriter.getI8Type()))
               << " elements needs 8-, 16- or 32-bit elements";
      rewriter.replaceOp(op, lowering::moveTmemAddress(rewriter, loc,
                                                       a.getBase(), n, bits));
      return success();
    }
    if (!elem || !elem.isIntOrFloat() || cute::storageBitsOf(elem) % 8)
      return op.emitOpError("moving a pointer to ")
             << (elem ? elem : Type(rewriter.getI8Type()))
             << " elements needs whole-byte elements";
    Type storage = rewriter.getIntegerType(cute::storageBitsOf(elem));
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, a.getBase().getType(),
                                             storage, a.getBase(),
                                             ArrayRef<LLVM::GEPArg>{n});
    return success();
  }
};

/// A pointer's address as an integer and back (`cute.ptrtoint`,
/// `cute.inttoptr`): the integer's width is the op's.
struct PtrToIntLowering : public ConvertOpToLLVMPattern<cute::PtrToIntOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::PtrToIntOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = getTypeConverter()->convertType(op.getResult().getType());
    if (!t)
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::PtrToIntOp>(op, t, a.getPtr());
    return success();
  }
};

struct IntToPtrLowering : public ConvertOpToLLVMPattern<cute::IntToPtrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::IntToPtrOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = getTypeConverter()->convertType(op.getResult().getType());
    Value v = a.getValue();
    if (!t || !isa<IntegerType>(v.getType()))
      return failure();
    rewriter.replaceOpWithNewOp<LLVM::IntToPtrOp>(op, t, v);
    return success();
  }
};

} // namespace

void cute_nvgpu::markMemoryViewsIllegal(ConversionTarget &target) {
  // Exactly the cute ops convert-cute-to-llvm leaves to this pass; a copy
  // has its own rule (markAtomCopiesIllegal).
  target.addDynamicallyLegalOp<
      cute::MakeAtomOp, cute::MakeTiledCopyOp, cute::MakeTiledMmaOp,
      cute::StaticOp, cute::MakeViewOp, cute::GetIterOp, cute::GetLayoutOp, cute::AddOffsetOp,
      cute::RecastIterOp, cute::PtrToIntOp, cute::IntToPtrOp,
      cute::TiledCopyPartitionSOp, cute::TiledCopyPartitionDOp,
      cute::TiledMmaPartitionOp, cute::MemRefAllocaOp, cute::MemRefLoadOp,
      cute::MemRefStoreOp, cute::MemRefLoadVecOp, cute::MemRefStoreVecOp,
      cute::MmaMakeFragmentOp, cute::TiledCopyRetileOp, cute::GemmOp,
      cute::PrintOp>(
      [](Operation *op) { return !isLoweredWithMemory(op); });
}

void cute_nvgpu::populateMemoryViewToLLVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeViewLowering, GetIterLowering, GetLayoutLowering,
               RecastIterLowering, AddOffsetLowering, PtrToIntLowering,
               IntToPtrLowering>(converter);
  populateAtomValuePatterns(converter, patterns);
}
