//===- Tma.cpp - TMA instructions -> NVVM, tensormap mutation -> PTX ------===//
//
// The TMA copies on explicit addresses become MLIR 22's NVVM TMA ops (CuTe
// DSL's own lowering picks the same ones): a load is
// nvvm.cp.async.bulk.tensor.shared.cluster.global (multicast mask, L2 cache
// hint, cta_group::2 for a CTA pair), a store
// nvvm.cp.async.bulk.tensor.global.shared.cta, a reduction
// nvvm.cp.async.bulk.tensor.reduce. NVVM has no tensormap.replace, so the
// descriptor mutation and its proxy fences are inline PTX from PtxBuilder.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace ptx = cute_nvgpu::target::ptx;

namespace {

/// The descriptor as the generic pointer the NVVM TMA ops take.
Value genericDescriptor(OpBuilder &b, Location loc, Value p) {
  auto t = cast<LLVM::LLVMPointerType>(p.getType());
  if (t.getAddressSpace() == 0)
    return p;
  return LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 0), p);
}

NVVM::TMAReduxKind reduxKind(TmaReduceKind k) {
  switch (k) {
  case TmaReduceKind::Add: return NVVM::TMAReduxKind::ADD;
  case TmaReduceKind::Min: return NVVM::TMAReduxKind::MIN;
  case TmaReduceKind::Max: return NVVM::TMAReduxKind::MAX;
  case TmaReduceKind::Inc: return NVVM::TMAReduxKind::INC;
  case TmaReduceKind::Dec: return NVVM::TMAReduxKind::DEC;
  case TmaReduceKind::And: return NVVM::TMAReduxKind::AND;
  case TmaReduceKind::Or: return NVVM::TMAReduxKind::OR;
  case TmaReduceKind::Xor: return NVVM::TMAReduxKind::XOR;
  }
  return NVVM::TMAReduxKind::ADD;
}

struct TmaLoadLowering : public ConvertOpToLLVMPattern<ArchTmaLoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaLoadOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    lowering::emitTmaLoad(rewriter, op.getLoc(), a.getDesc(), a.getSmem(),
                          a.getMbar(), a.getCoords(), a.getMask(),
                          a.getCachePolicy(), op.getNumCta(),
                          a.getIm2colOffsets());
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaStoreLowering : public ConvertOpToLLVMPattern<ArchTmaStoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaStoreOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    lowering::emitTmaStore(rewriter, op.getLoc(), a.getDesc(), a.getSmem(),
                           a.getCoords(), a.getCachePolicy(),
                           op.getMode() == TmaStoreMode::Im2col);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaReduceLowering : public ConvertOpToLLVMPattern<ArchTmaReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaReduceOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    lowering::emitTmaReduce(rewriter, op.getLoc(), a.getDesc(), a.getSmem(),
                            op.getKind(), a.getCoords(), a.getCachePolicy(),
                            op.getMode() == TmaStoreMode::Im2col);
    rewriter.eraseOp(op);
    return success();
  }
};

/// A descriptor address as the asm operand: a 32-bit shared address or a
/// 64-bit global/generic one.
Value addressOperand(OpBuilder &b, Location loc, Value p) {
  auto t = cast<LLVM::LLVMPointerType>(p.getType());
  Type width = t.getAddressSpace() == 3 ? b.getI32Type() : b.getI64Type();
  return LLVM::PtrToIntOp::create(b, loc, width, p);
}

ptx::TensormapSpace spaceOf(Type cutePtr) {
  switch (cast<cute::PtrType>(cutePtr).getSpace()) {
  case cute::MemSpace::Smem: return ptx::TensormapSpace::SharedCta;
  case cute::MemSpace::Gmem: return ptx::TensormapSpace::Global;
  default: return ptx::TensormapSpace::Generic;
  }
}

struct TmaDescReplaceLowering
    : public ConvertOpToLLVMPattern<ArchTmaDescReplaceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaDescReplaceOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    layout::Result<ptx::InlineAsm> code = ptx::tensormapReplaceAsm(
        stringifyTmaDescField(op.getField()).str(),
        spaceOf(op.getDesc().getType()), op.getAxis() ? *op.getAxis() : 0);
    if (!code.ok())
      return op.emitOpError(code.error().message);
    Location loc = op.getLoc();
    lowering::emitInlineAsm(rewriter, loc,
            {addressOperand(rewriter, loc, a.getDesc()), a.getValue()}, *code);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaDescReleaseLowering
    : public ConvertOpToLLVMPattern<ArchTmaDescReleaseOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaDescReleaseOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    // The `.global` form takes a global address.
    Value gmem = a.getGmem();
    if (cast<LLVM::LLVMPointerType>(gmem.getType()).getAddressSpace() != 1)
      gmem = LLVM::AddrSpaceCastOp::create(
          rewriter, loc, LLVM::LLVMPointerType::get(rewriter.getContext(), 1),
          gmem);
    lowering::emitInlineAsm(rewriter, loc,
            {addressOperand(rewriter, loc, gmem),
             addressOperand(rewriter, loc, a.getSmem())},
            ptx::tensormapReleaseAsm());
    rewriter.eraseOp(op);
    return success();
  }
};

struct TmaDescAcquireLowering
    : public ConvertOpToLLVMPattern<ArchTmaDescAcquireOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(ArchTmaDescAcquireOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    lowering::emitInlineAsm(rewriter, loc,
            {addressOperand(rewriter, loc,
                            genericDescriptor(rewriter, loc, a.getDesc()))},
            ptx::tensormapAcquireAsm());
    rewriter.eraseOp(op);
    return success();
  }
};

/// update_tma_desc: the descriptor at `desc` now addresses the GMEM tensor
/// (tensormap.replace of the global address, then each TMA mode's extent
/// and, from mode 1, its byte stride, in the order CuTe DSL's lowering
/// writes them: dim 0, dim 1, stride 0, dim 2, stride 1, ...). TMA mode i
/// is the GMEM mode the atom's G-basis stride names (`1@1`: mode 1).
struct UpdateTmaDescLowering
    : public ConvertOpToLLVMPattern<UpdateTmaDescOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(UpdateTmaDescOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto fail = [&](const Twine &why) {
      return op.emitOpError("cannot lower this descriptor update: ") << why;
    };
    StringAttr gbText;
    Type valueType;
    llvm::TypeSwitch<Type>(op.getAtom().getType())
        .Case<NonExecTiledTmaLoadType, NonExecTiledTmaStoreType,
              NonExecTiledTmaReduceType>([&](auto t) {
          gbText = t.getGbasis();
          valueType = t.getValueType();
        });
    auto gmemT = cast<cute::CuteMemRefType>(op.getGmem().getType());
    layout::Result<layout::CuteIRValue> gb =
        gbText ? layout::parseCuteIR(gbText.getValue().str())
               : layout::Result<layout::CuteIRValue>(layout::Error{""});
    if (!gbText || !gb.ok() || gb->kind() != layout::CuteIRValue::Kind::Layout)
      return fail("the atom's G-basis must be a plain layout");
    std::string why;
    FailureOr<lowering::TmaGlobalTensor> g = lowering::tmaGlobalTensor(
        rewriter, loc, gmemT, a.getGmem(), gb->layout(), why);
    if (failed(g))
      return fail(why);
    Type i32 = rewriter.getI32Type();
    layout::Result<ptx::InlineAsm> addr = ptx::tensormapReplaceAsm(
        "global_address", spaceOf(op.getDesc().getType()), 0);
    Value descAddr = addressOperand(rewriter, loc, a.getDesc());
    Value baseInt =
        LLVM::PtrToIntOp::create(rewriter, loc, rewriter.getI64Type(), g->base);
    lowering::emitInlineAsm(rewriter, loc, {descAddr, baseInt}, *addr);
    for (auto [i, dim64] : llvm::enumerate(g->dims)) {
      Value dim = LLVM::TruncOp::create(rewriter, loc, i32, dim64);
      layout::Result<ptx::InlineAsm> d = ptx::tensormapReplaceAsm(
          "global_dim", spaceOf(op.getDesc().getType()), i);
      lowering::emitInlineAsm(rewriter, loc, {descAddr, dim}, *d);
      if (i == 0)
        continue;
      layout::Result<ptx::InlineAsm> st = ptx::tensormapReplaceAsm(
          "global_stride", spaceOf(op.getDesc().getType()), i);
      Value bytes = LLVM::MulOp::create(
          rewriter, loc, g->strides[i],
          LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                   g->elementBytes));
      lowering::emitInlineAsm(rewriter, loc, {descAddr, bytes}, *st);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

FailureOr<lowering::TmaGlobalTensor>
lowering::tmaGlobalTensor(OpBuilder &b, Location loc,
                          cute::CuteMemRefType gmemT, Value gmem,
                          const layout::Layout &gbasis, std::string &why) {
  unsigned bits = cute::storageBitsOf(gmemT.getElementType());
  layout::AnyLayout gl = gmemT.getLayoutValue();
  if (!bits || bits % 8 || !gl.isLayout()) {
    why = "the tensor's element width is unknown or its layout is not a "
          "plain layout";
    return failure();
  }
  const layout::Layout &g = gl.layout();
  // The tensor's pointer and its leaves' values (shape, then stride).
  TmaGlobalTensor out;
  out.base = gmem;
  out.elementBytes = bits / 8;
  SmallVector<Value> dyn;
  if (runtimeLayoutType(gmemT)) {
    out.base = LLVM::ExtractValueOp::create(b, loc, gmem, 0);
    Value lay = LLVM::ExtractValueOp::create(b, loc, gmem, 1);
    dyn = cuteUnpackLeaves(b, loc, layoutTypeOf(gmemT), lay);
  }
  std::vector<layout::IntTuple> modes =
      layout::leaves(layout::identityLayout(g.shape).stride);
  auto isBasis = [](const layout::IntTuple &l) { return l.isBasis(); };
  SmallVector<LeafValue> shapeLeaves, strideLeaves;
  ArrayRef<Value> rest = dyn;
  if (llvm::any_of(layout::leaves(g.shape), isBasis) ||
      llvm::any_of(layout::leaves(g.stride), isBasis) ||
      failed(leafValues(g.shape, rest, shapeLeaves)) ||
      failed(leafValues(g.stride, rest, strideLeaves)) || !rest.empty()) {
    why = "the GMEM layout's leaves must be integers";
    return failure();
  }
  for (const LeafValue &v : shapeLeaves)
    if (v.value)
      out.dynamicShape.push_back(v.value);
  Type i64 = b.getI64Type();
  auto asI64 = [&](const LeafValue &v) -> Value {
    if (!v.value)
      return LLVM::ConstantOp::create(b, loc, i64, v.constant);
    if (v.value.getType() == i64)
      return v.value;
    return LLVM::SExtOp::create(b, loc, i64, v.value);
  };
  for (int i = 0; i < gbasis.shape.rank(); ++i) {
    std::vector<layout::IntTuple> es =
        layout::leaves(gbasis.stride.isTuple() ? gbasis.stride[i]
                                               : gbasis.stride);
    if (es.size() != 1 || !es[0].isBasis()) {
      why = "TMA mode " + std::to_string(i) + " of the G-basis " +
            layout::toString(gbasis) +
            " folds several GMEM modes; only a G-basis of single modes "
            "takes run-time extents";
      return failure();
    }
    layout::IntTuple unit = layout::IntTuple::basis(1, es[0].basisModes());
    auto at = llvm::find(modes, unit);
    if (at == modes.end()) {
      why = "the G-basis names GMEM mode " + layout::toString(es[0]) +
            ", which " + layout::toString(g) + " does not have";
      return failure();
    }
    size_t k = at - modes.begin();
    out.dims.push_back(asI64(shapeLeaves[k]));
    out.strides.push_back(asI64(strideLeaves[k]));
  }
  return out;
}

void lowering::emitTmaLoad(OpBuilder &b, Location loc, Value desc, Value smem,
                           Value mbar, ValueRange coords, Value mask,
                           Value cachePolicy, unsigned numCta,
                           ValueRange im2colOffsets) {
  MLIRContext *ctx = b.getContext();
  NVVM::CTAGroupKindAttr group;
  if (numCta == 2)
    group = NVVM::CTAGroupKindAttr::get(ctx, NVVM::CTAGroupKind::CTA_2);
  // The destination is a shared::cluster address (NVVM's address space
  // 7); this CTA's shared::cta window lies inside it.
  Value dst = LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(ctx, 7), smem);
  NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
      b, loc, dst, genericDescriptor(b, loc, desc), coords, mbar,
      im2colOffsets, mask, cachePolicy,
      NVVM::TMALoadModeAttr::get(ctx, im2colOffsets.empty()
                                          ? NVVM::TMALoadMode::TILE
                                          : NVVM::TMALoadMode::IM2COL),
      b.getBoolAttr(false), group, /*predicate=*/Value());
}

void lowering::emitTmaStore(OpBuilder &b, Location loc, Value desc,
                            Value smem, ValueRange coords, Value cachePolicy,
                            bool im2col) {
  NVVM::CpAsyncBulkTensorSharedCTAToGlobalOp::create(
      b, loc, genericDescriptor(b, loc, desc), smem, coords, cachePolicy,
      NVVM::TMAStoreModeAttr::get(b.getContext(),
                                  im2col ? NVVM::TMAStoreMode::IM2COL
                                         : NVVM::TMAStoreMode::TILE),
      /*predicate=*/Value());
}

void lowering::emitTmaReduce(OpBuilder &b, Location loc, Value desc,
                             Value smem, TmaReduceKind kind, ValueRange coords,
                             Value cachePolicy, bool im2col) {
  MLIRContext *ctx = b.getContext();
  NVVM::CpAsyncBulkTensorReduceOp::create(
      b, loc, genericDescriptor(b, loc, desc), smem,
      NVVM::TMAReduxKindAttr::get(ctx, reduxKind(kind)),
      NVVM::TMAStoreModeAttr::get(ctx, im2col ? NVVM::TMAStoreMode::IM2COL
                                              : NVVM::TMAStoreMode::TILE),
      coords, cachePolicy);
}

void cute_nvgpu::populateTmaToNVVMPatterns(const LLVMTypeConverter &converter,
                                           RewritePatternSet &patterns) {
  patterns.add<TmaLoadLowering, TmaStoreLowering, TmaReduceLowering,
               TmaDescReplaceLowering, TmaDescReleaseLowering,
               TmaDescAcquireLowering, UpdateTmaDescLowering>(converter);
}
