//===- RegisterTensors.cpp - register tensors as per-thread storage ------===//
//
// CuTe DSL's register tensors are mutable: `cute.memref.alloca` and an rmem
// `cute.mma.make_fragment` make one, `cute.memref.store` writes an element
// of it, loops carry it. In a program that makes them, an rmem
// `!cute.memref` is therefore the address of its thread's storage, an
// llvm.alloca of cosize(layout) elements, and
//   memref.load / store        a load / store at layout(coord),
//   memref.load_vec / store_vec the elements in the layout's index order
//                              (shared and global tensors alike),
//   get_iter / make_view / add_offset / recast_iter  the address (moved),
//   tiled.copy.retile          the same address under the retiled layout.
// LLVM's SROA turns the storage back into registers once the accesses are
// static. A program without them keeps the fragment-as-vector form of the
// cute_nvgpu atoms (`cute_nvgpu.mma` on SSA fragments); the two do not mix,
// and a cute_nvgpu atom op on storage says so.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

bool cute_nvgpu::usesRegisterStorage(Operation *root) {
  bool found = false;
  root->walk([&](Operation *op) {
    if (isa<cute::MemRefAllocaOp>(op)) {
      found = true;
      return WalkResult::interrupt();
    }
    if (auto frag = dyn_cast<cute::MmaMakeFragmentOp>(op)) {
      auto m = dyn_cast<cute::CuteMemRefType>(frag.getResult().getType());
      if (m && m.getSpace() == cute::MemSpace::Rmem) {
        found = true;
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return found;
}

namespace {

bool isRegister(Type t) {
  auto m = dyn_cast<cute::CuteMemRefType>(t);
  return m && m.getSpace() == cute::MemSpace::Rmem;
}

/// A tensor whose elements these patterns read and write: registers kept
/// as storage, shared or global memory.
/// A tensor whose elements have addresses here: shared or global memory,
/// or registers kept as storage (lowered to a pointer).
bool isAddressable(cute::CuteMemRefType t, Value lowered) {
  if (!t || t.getSpace() == cute::MemSpace::Tmem)
    return false;
  return t.getSpace() != cute::MemSpace::Rmem ||
         isa<LLVM::LLVMPointerType>(lowered.getType());
}

/// The static layout of a register tensor.
FailureOr<L::Layout> staticLayout(Operation *op, cute::CuteMemRefType t) {
  L::AnyLayout any = t.getLayoutValue();
  if (!any.isLayout() || !L::isStatic(any.layout()))
    return op->emitOpError("a register tensor needs a static layout, got ")
           << t;
  return any.layout();
}

Type elementStorage(cute::CuteMemRefType t) {
  return lowering::storageType(t.getElementType());
}

/// One element's address: the storage plus layout(coord), the coordinate's
/// run-time leaves computed by the layout algebra (viewElementAddress).
FailureOr<Value> elementAddress(Operation *op, OpBuilder &b, Value base,
                                cute::CuteMemRefType t, Value coord,
                                Value loweredCoord) {
  if (t.getSpace() == cute::MemSpace::Rmem && failed(staticLayout(op, t)))
    return failure();
  std::optional<L::CuteIRValue> crd = cuteTypeValue(coord.getType());
  if (!crd || crd->kind() != L::CuteIRValue::Kind::IntTuple)
    return op->emitOpError("cannot read the coordinate ") << coord.getType();
  std::string why;
  FailureOr<Value> addr = lowering::viewElementAddress(
      b, op->getLoc(), t, base, crd->intTuple(),
      cuteUnpackLeaves(b, op->getLoc(), coord.getType(), loweredCoord), why);
  if (failed(addr))
    return op->emitOpError("cannot index ")
           << t << " at " << coord.getType() << ": " << why;
  return addr;
}

/// alloca and an rmem make_fragment: cosize(layout) elements of storage.
template <typename OpT>
struct StorageLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<cute::CuteMemRefType>(op.getResult().getType());
    if (!t || t.getSpace() != cute::MemSpace::Rmem)
      return failure();
    FailureOr<L::Layout> layout = staticLayout(op, t);
    if (failed(layout))
      return failure();
    L::Result<int64_t> cosize = L::cosize(*layout);
    Type storage = elementStorage(t);
    if (!cosize.ok() || !storage)
      return op.emitOpError("cannot size the storage of ") << t;
    Location loc = op.getLoc();
    // In the function's entry block, where LLVM's SROA promotes a static
    // alloca to registers; one under a branch or in a loop stays in local
    // memory (and in a loop grows the stack each iteration).
    OpBuilder::InsertionGuard guard(rewriter);
    if (auto fn = op->template getParentOfType<FunctionOpInterface>())
      if (!fn.getFunctionBody().empty()) {
        // After the allocas already there, so they keep program order.
        Block &entry = fn.getFunctionBody().front();
        auto it = entry.begin();
        while (it != entry.end() && isa<LLVM::AllocaOp, LLVM::ConstantOp>(*it))
          ++it;
        rewriter.setInsertionPoint(&entry, it);
      }
    // One array, not `n` elements: SROA leaves an array allocation
    // (`alloca T, n`) alone until InstCombine has rewritten it, so the
    // first InstCombine of O3 would run over every element's load, store
    // and address.
    Value one =
        LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(), 1);
    unsigned align = std::max<unsigned>(t.getAlignment(), 1);
    Value storageVal = LLVM::AllocaOp::create(
        rewriter, loc, LLVM::LLVMPointerType::get(op.getContext()),
        LLVM::LLVMArrayType::get(storage, std::max<int64_t>(*cosize, 1)), one,
        align);
    rewriter.replaceOp(op, storageVal);
    return success();
  }
};

/// memref.load and memref.store: one access at layout(coord).
template <typename OpT>
struct ElementAccessLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<cute::CuteMemRefType>(op.getMemref().getType());
    if (!isAddressable(t, a.getMemref()))
      return failure();
    FailureOr<Value> addr = elementAddress(op, rewriter, a.getMemref(), t,
                                           op.getCoord(), a.getCoord());
    if (failed(addr))
      return failure();
    if constexpr (std::is_same_v<OpT, cute::MemRefLoadOp>)
      rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, elementStorage(t), *addr);
    else
      rewriter.replaceOpWithNewOp<LLVM::StoreOp>(op, a.getValue(), *addr);
    return success();
  }
};

/// The address of element i (in the layout's index order) of a tensor.
FailureOr<Value> indexAddress(Operation *op, OpBuilder &b, Value view,
                              cute::CuteMemRefType t, int64_t i) {
  std::string why;
  FailureOr<Value> addr = lowering::viewElementAddress(
      b, op->getLoc(), t, view, L::IntTuple::integer(i), {}, why);
  if (failed(addr))
    return op->emitOpError("cannot address element ")
           << i << " of " << t << ": " << why;
  return addr;
}

/// The address of every element of a whole-tensor vector's tensor, in the
/// layout's index order (the tensor's size must be static).
FailureOr<SmallVector<Value>> vectorElementAddresses(Operation *op,
                                                     OpBuilder &b, Value view,
                                                     cute::CuteMemRefType t) {
  L::AnyLayout any = t.getLayoutValue();
  const L::Layout &l = any.isComposed() ? any.composed().layout : any.layout();
  L::Result<int64_t> n = L::size(l);
  if (!n.ok())
    return op->emitOpError("a whole-tensor vector needs a static size, got ")
           << t;
  SmallVector<Value> addrs;
  for (int64_t i = 0; i < *n; ++i) {
    FailureOr<Value> p = indexAddress(op, b, view, t, i);
    if (failed(p))
      return failure();
    addrs.push_back(*p);
  }
  return addrs;
}

struct LoadVecLowering : public ConvertOpToLLVMPattern<cute::MemRefLoadVecOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MemRefLoadVecOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<cute::CuteMemRefType>(op.getMemref().getType());
    if (!isAddressable(t, a.getMemref()))
      return failure();
    FailureOr<SmallVector<Value>> addrs =
        vectorElementAddresses(op, rewriter, a.getMemref(), t);
    if (failed(addrs))
      return failure();
    Location loc = op.getLoc();
    auto vt = cast<VectorType>(op.getResult().getType());
    Type storage = elementStorage(t);
    Value v = LLVM::PoisonOp::create(rewriter, loc, vt);
    for (auto [i, p] : llvm::enumerate(*addrs)) {
      Value e = LLVM::LoadOp::create(rewriter, loc, storage, p);
      v = LLVM::InsertElementOp::create(
          rewriter, loc, v, e,
          LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(), i));
    }
    rewriter.replaceOp(op, v);
    return success();
  }
};

struct StoreVecLowering
    : public ConvertOpToLLVMPattern<cute::MemRefStoreVecOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::MemRefStoreVecOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto t = dyn_cast<cute::CuteMemRefType>(op.getMemref().getType());
    if (!isAddressable(t, a.getMemref()))
      return failure();
    FailureOr<SmallVector<Value>> addrs =
        vectorElementAddresses(op, rewriter, a.getMemref(), t);
    if (failed(addrs))
      return failure();
    Location loc = op.getLoc();
    for (auto [i, p] : llvm::enumerate(*addrs)) {
      Value e = LLVM::ExtractElementOp::create(
          rewriter, loc, a.getValue(),
          LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(), i));
      LLVM::StoreOp::create(rewriter, loc, e, p);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// retile: the same storage seen through the retiled layout (CuTe's
/// retile slices its regrouped layout at coordinate 0).
struct RetileLowering : public ConvertOpToLLVMPattern<cute::TiledCopyRetileOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(cute::TiledCopyRetileOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    if (!isRegister(op.getTensor().getType()))
      return failure();
    rewriter.replaceOp(op, a.getTensor());
    return success();
  }
};

/// A cute_nvgpu atom op takes register fragments as SSA values; a program
/// whose register tensors are storage runs atoms through cute.copy and
/// cute.gemm instead.
struct FragmentValueOpOnStorage : public ConversionPattern {
  FragmentValueOpOnStorage(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/10,
                          ctx) {}
  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value>,
                  ConversionPatternRewriter &) const override {
    if (op->getDialect()->getNamespace() != "cute_nvgpu")
      return failure();
    if (llvm::none_of(op->getOperandTypes(), isRegister) &&
        llvm::none_of(op->getResultTypes(), isRegister))
      return failure();
    return op->emitOpError(
        "takes register fragments as values, but this program's register "
        "tensors are storage (it makes them with cute.memref.alloca or "
        "cute.mma.make_fragment): run the atom with cute.copy or cute.gemm");
  }
};

} // namespace

void cute_nvgpu::populateRegisterStorageTypeConversion(
    LLVMTypeConverter &converter) {
  MLIRContext *ctx = &converter.getContext();
  converter.addConversion([ctx](cute::CuteMemRefType t) -> std::optional<Type> {
    if (t.getSpace() != cute::MemSpace::Rmem)
      return std::nullopt;
    return LLVM::LLVMPointerType::get(ctx);
  });
}

void cute_nvgpu::populateRegisterStoragePatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<StorageLowering<cute::MemRefAllocaOp>,
               StorageLowering<cute::MmaMakeFragmentOp>, RetileLowering>(
      converter);
  patterns.add<FragmentValueOpOnStorage>(converter, patterns.getContext());
}

void cute_nvgpu::populateElementAccessPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<ElementAccessLowering<cute::MemRefLoadOp>,
               ElementAccessLowering<cute::MemRefStoreOp>, LoadVecLowering,
               StoreVecLowering>(converter);
}
