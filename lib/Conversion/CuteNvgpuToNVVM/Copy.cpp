//===- Copy.cpp - register-file copy atoms -> NVVM / LLVM -----------------===//
//
// ldmatrix/stmatrix and cp.async through NVVM, universal copies as
// (atomic/volatile) LLVM loads and stores of the atom's width; views of
// shared/global memory are their pointers.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterCopy.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::lowering;
using target::Mnemonic;

namespace {

/// Values in the atom's order -> the fragment's registers (value i to
/// register order[i]); `toValues` goes the other way. Identity: unchanged.
Value permuteFragment(OpBuilder &b, Location loc, Value v,
                      ArrayRef<int64_t> order, bool toValues) {
  if (order.empty())
    return v;
  SmallVector<int32_t> mask(order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    if (toValues)
      mask[i] = static_cast<int32_t>(order[i]);
    else
      mask[order[i]] = static_cast<int32_t>(i);
  }
  return LLVM::ShuffleVectorOp::create(b, loc, v, v, mask);
}

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
                    [&] { return op.emitOpError(); }, !!op.getSrcSize());
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
      rewriter.replaceOp(
          op, permuteFragment(rewriter, loc,
                              unpackRegisters(rewriter, loc, regs, vt),
                              info->registerOrder, /*toValues=*/false));
      return success();
    }
    case Mnemonic::Stsm: {
      SmallVector<Value> regs = packRegisters(
          rewriter, loc,
          permuteFragment(rewriter, loc, adaptor.getSrc(), info->registerOrder,
                          /*toValues=*/true),
          Reg::I32);
      auto layout = info->transpose ? NVVM::MMALayout::col
                                    : NVVM::MMALayout::row;
      NVVM::StMatrixOp::create(rewriter, loc, adaptor.getDst(), regs, layout,
                               NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
                               NVVM::LdStMatrixEltType::B16);
      rewriter.eraseOp(op);
      return success();
    }
    case Mnemonic::SimtAsyncCopy: {
      // The copy-form table's cache operator: .ca (all levels; 4/8 bytes,
      // or 16 with cache = ca), .cg for 16; src_size is cp.async's
      // zero-fill operand.
      auto cache = StringRef(info->form->cache) == "cg"
                       ? NVVM::LoadCacheModifierKind::CG
                       : NVVM::LoadCacheModifierKind::CA;
      NVVM::CpAsyncOp::create(rewriter, loc, adaptor.getDst(), src,
                              rewriter.getI32IntegerAttr(info->bytes),
                              NVVM::LoadCacheModifierKindAttr::get(ctx, cache),
                              adaptor.getSrcSize());
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
    Value regs = load ? Value()
                      : permuteFragment(rewriter, loc, adaptor.getSrc(),
                                        info.registerOrder, /*toValues=*/true);
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
      rewriter.replaceOp(op, permuteFragment(rewriter, loc, v,
                                             info.registerOrder,
                                             /*toValues=*/false));
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

struct MakeViewLowering : public ConvertOpToLLVMPattern<MakeViewOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeViewOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (!adaptor.getOffset()) {
      rewriter.replaceOp(op, adaptor.getPtr());
      return success();
    }
    // Elements are whole bytes (the verifier): step over iN, N their width,
    // so that element types LLVM has no type for (fp8, ...) step right too.
    auto view = cast<cute::CuteMemRefType>(op.getView().getType());
    Type step =
        rewriter.getIntegerType(cute::storageBitsOf(view.getElementType()));
    rewriter.replaceOpWithNewOp<LLVM::GEPOp>(op, adaptor.getPtr().getType(),
                                             step, adaptor.getPtr(),
                                             ValueRange{adaptor.getOffset()});
    return success();
  }
};

} // namespace

void cute_nvgpu::populateCopyToNVVMPatterns(const LLVMTypeConverter &converter,
                                            RewritePatternSet &patterns) {
  patterns.add<CopyOpLowering, MakeViewLowering>(converter);
}
