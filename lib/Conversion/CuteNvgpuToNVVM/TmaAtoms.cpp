//===- TmaAtoms.cpp - TMA atoms as run-time values -------------------------===//
//
// A non-executable TMA atom is the address of its 128-byte descriptor (a
// kernel takes it as a 64-byte aligned byval grid_constant parameter, as
// CuTe DSL's kernels do); an executable TMA load atom is the struct of its
// run-time fields {descriptor address, mbarrier, multicast mask, cache
// policy}, a store or reduction {descriptor address, cache policy}.
// make_exec_tma zero-fills the fields (CuTe DSL's lowering does the same;
// set_value/get_value are AtomValues.cpp's), get_tma_desc_addr reads the
// address, prefetch_tma_desc is `prefetch.tensormap` and copy_tma_desc
// copies the 128 bytes.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace cute_nvgpu;

bool cute_nvgpu::lowering::isNonExecTma(Type t) {
  return isa<NonExecTiledTmaLoadType, NonExecTiledTmaStoreType,
             NonExecTiledTmaReduceType, NonExecIm2colTmaLoadType,
             NonExecIm2colTmaStoreType>(t);
}

namespace {

Value toGeneric(OpBuilder &b, Location loc, Value p) {
  if (cast<LLVM::LLVMPointerType>(p.getType()).getAddressSpace() == 0)
    return p;
  return LLVM::AddrSpaceCastOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext(), 0), p);
}

} // namespace

int cute_nvgpu::lowering::tmaAtomFieldIndex(Type atom, Attribute field) {
  if (auto f = dyn_cast<AtomCopyFieldTmaLoadAttr>(field)) {
    if (!isa<TmaLoadType>(atom))
      return -1;
    switch (f.getValue()) {
    case AtomCopyFieldTmaLoad::TmaDescriptorPtr: return 0;
    case AtomCopyFieldTmaLoad::TmaBar: return 1;
    case AtomCopyFieldTmaLoad::McastMask: return 2;
    case AtomCopyFieldTmaLoad::CachePolicy: return 3;
    }
  }
  if (isa<AtomCopyFieldTmaStoreAttr>(field) &&
      isa<TmaStoreType, TmaReduceType>(atom))
    return 0;
  return -1;
}

namespace {

struct MakeExecTmaLowering : public ConvertOpToLLVMPattern<MakeExecTmaOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeExecTmaOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type t = getTypeConverter()->convertType(op.getResult().getType());
    if (!t)
      return failure();
    Location loc = op.getLoc();
    Value zero = LLVM::ZeroOp::create(rewriter, loc, t);
    rewriter.replaceOpWithNewOp<LLVM::InsertValueOp>(
        op, zero, toGeneric(rewriter, loc, a.getAtom()), 0);
    return success();
  }
};

struct GetTmaDescAddrLowering
    : public ConvertOpToLLVMPattern<GetTmaDescAddrOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(GetTmaDescAddrOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Type want = getTypeConverter()->convertType(op.getAddr().getType());
    if (!want)
      return failure();
    Location loc = op.getLoc();
    Value v = LLVM::ExtractValueOp::create(rewriter, loc, a.getAtom(), 0);
    if (v.getType() != want)
      v = LLVM::AddrSpaceCastOp::create(rewriter, loc, want, v);
    rewriter.replaceOp(op, v);
    return success();
  }
};

struct PrefetchTmaDescLowering
    : public ConvertOpToLLVMPattern<PrefetchTmaDescOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(PrefetchTmaDescOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    NVVM::PrefetchOp::create(rewriter, op.getLoc(), /*cacheLevel=*/nullptr,
                             /*evictPriority=*/nullptr, a.getAtom(),
                             /*predicate=*/Value(), /*tensormap=*/true);
    rewriter.eraseOp(op);
    return success();
  }
};

/// The 128-byte descriptor copied to memory (shared, global or generic), in
/// sixteen 8-byte words: where a kernel rewrites it (tensormap.replace on a
/// shared-memory copy) before releasing it back to global memory.
struct CopyTmaDescLowering : public ConvertOpToLLVMPattern<CopyTmaDescOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(CopyTmaDescOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    Value src = a.getAtom(), dst = a.getDst();
    for (int64_t w = 0; w < 16; ++w) {
      auto at = [&](Value base) -> Value {
        return LLVM::GEPOp::create(rewriter, loc, base.getType(), i64, base,
                                   ArrayRef<LLVM::GEPArg>{w});
      };
      Value v = LLVM::LoadOp::create(rewriter, loc, i64, at(src),
                                     /*alignment=*/8);
      LLVM::StoreOp::create(rewriter, loc, v, at(dst), /*alignment=*/8);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

} // namespace

namespace {

/// The five CUtensorMap enumerators of a plan (data type, interleave,
/// swizzle, L2 promotion, OOB fill) as cuda.h numbers them; failure
/// (diagnosed) for a name cuda.h lacks.
FailureOr<std::array<int, 5>>
tensorMapEnums(Operation *op, const std::string &dataType,
               const std::string &interleave, const std::string &swizzle,
               const std::string &l2Promotion, const std::string &oobFill) {
  std::array<int, 5> e = {target::tma::tensorMapEnumValue(dataType),
                          target::tma::tensorMapEnumValue(interleave),
                          target::tma::tensorMapEnumValue(swizzle),
                          target::tma::tensorMapEnumValue(l2Promotion),
                          target::tma::tensorMapEnumValue(oobFill)};
  if (llvm::is_contained(e, -1))
    return op->emitOpError("cannot encode this TMA descriptor: the plan "
                           "names a CUtensorMap enumerator cuda.h lacks");
  return e;
}

/// What the tiled and the im2col encoders share in host code: arrays on
/// the stack at the function's entry (the 128-byte descriptor 64-byte
/// aligned), the tensor's extents and byte strides per TMA dimension, its
/// generic address, and the call of the host runtime's encoder.
struct DescriptorEncodeBuilder {
  DescriptorEncodeBuilder(ConversionPatternRewriter &rewriter, Operation *op)
      : rewriter(rewriter), op(op), loc(op->getLoc()),
        ptr(LLVM::LLVMPointerType::get(op->getContext())),
        i32(rewriter.getI32Type()), i64(rewriter.getI64Type()) {}

  /// An array of `n` `elem`s on the stack.
  Value slot(Type elem, unsigned n, unsigned align) {
    OpBuilder::InsertionGuard guard(rewriter);
    auto fn = op->getParentOfType<FunctionOpInterface>();
    rewriter.setInsertionPointToStart(&fn.getFunctionBody().front());
    Value one = LLVM::ConstantOp::create(rewriter, loc, i32, 1);
    return LLVM::AllocaOp::create(rewriter, loc, ptr,
                                  LLVM::LLVMArrayType::get(elem, n), one,
                                  align);
  }
  Value descriptor() { return slot(i64, 16, 64); }
  /// array[i] = v, the array of `n` `elem`s.
  void put(Value array, Type elem, unsigned n, unsigned i, Value v) {
    Value at = LLVM::GEPOp::create(rewriter, loc, ptr,
                                   LLVM::LLVMArrayType::get(elem, n), array,
                                   ArrayRef<LLVM::GEPArg>{0, (int32_t)i});
    LLVM::StoreOp::create(rewriter, loc, v, at);
  }
  /// An array of i32 constants.
  Value constants(ArrayRef<int64_t> values) {
    unsigned n = std::max<unsigned>(values.size(), 1);
    Value array = slot(i32, n, 4);
    for (auto [i, v] : llvm::enumerate(values))
      put(array, i32, n, i, c32(v));
    return array;
  }
  Value c32(int64_t v) { return LLVM::ConstantOp::create(rewriter, loc, i32, v); }
  /// globalDim[] (i64 per TMA dimension) and globalStrides[] (the byte
  /// strides of dimensions 1 and on).
  std::pair<Value, Value> extents(const lowering::TmaGlobalTensor &g,
                                  unsigned rank) {
    unsigned nStrides = std::max(rank, 2u) - 1;
    Value dims = slot(i64, rank, 8), strides = slot(i64, nStrides, 8);
    for (unsigned i = 0; i < rank; ++i) {
      put(dims, i64, rank, i, g.dims[i]);
      if (i > 0)
        put(strides, i64, nStrides, i - 1,
            LLVM::MulOp::create(
                rewriter, loc, g.strides[i],
                LLVM::ConstantOp::create(rewriter, loc, i64, g.elementBytes)));
    }
    return {dims, strides};
  }
  Value genericBase(const lowering::TmaGlobalTensor &g) {
    if (cast<LLVM::LLVMPointerType>(g.base.getType()).getAddressSpace() == 0)
      return g.base;
    return LLVM::AddrSpaceCastOp::create(rewriter, loc, ptr, g.base);
  }
  /// `name(args...)`, declared `void` with the arguments' types once per
  /// module (the host runtime gives it its body).
  void call(StringRef name, ValueRange args) {
    auto module = op->getParentOfType<ModuleOp>();
    if (!module.lookupSymbol<LLVM::LLVMFuncOp>(name)) {
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(module.getBody());
      SmallVector<Type> types(args.getTypes());
      LLVM::LLVMFuncOp::create(
          rewriter, loc, name,
          LLVM::LLVMFunctionType::get(
              LLVM::LLVMVoidType::get(op->getContext()), types));
    }
    LLVM::CallOp::create(rewriter, loc, TypeRange{}, name, args);
  }

  ConversionPatternRewriter &rewriter;
  Operation *op;
  Location loc;
  Type ptr, i32, i64;
};

} // namespace

namespace {

/// make_non_exec_tiled_tma_{load,store,reduce} in host code (CuTe's
/// make_tma_copy): the partition's descriptor plan, encoded at run time by
/// cuTensorMapEncodeTiled into a 64-byte aligned stack slot, whose address
/// is the atom. The driver call is the host runtime's
/// (`cute_nvgpu.cuda.encode_tiled`, Conversion/CudaToLLVM): a failure is
/// kept and returned by the next launch. The coordinate tensor is the
/// GMEM tensor's shape over the TMA bases.
template <typename OpT>
struct MakeNonExecTmaHostLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename OpT::Adaptor;
  LogicalResult
  matchAndRewrite(OpT op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    // Host code only: device code takes its descriptors as parameters.
    if (isDeviceCode(op))
      return op.emitOpError("encodes a TMA descriptor, which only host code "
                            "does (cuTensorMapEncodeTiled); a kernel takes "
                            "the atom as a parameter");
    FailureOr<TmaPartitionResult> r = nonExecTmaPartition(op);
    if (failed(r))
      return failure();
    const target::tma::Plan &plan = r->plan;
    auto gmemT = cast<cute::CuteMemRefType>(op.getGmem().getType());
    Location loc = op.getLoc();
    std::string why;
    FailureOr<lowering::TmaGlobalTensor> g = lowering::tmaGlobalTensor(
        rewriter, loc, gmemT, a.getGmem(), plan.gbasis, why);
    if (failed(g))
      return op.emitOpError("cannot encode this TMA descriptor: ") << why;
    FailureOr<std::array<int, 5>> enums =
        tensorMapEnums(op, plan.tensorDataType, plan.interleave, plan.swizzle,
                       plan.l2Promotion, plan.oobFill);
    if (failed(enums))
      return failure();
    DescriptorEncodeBuilder e(rewriter, op);
    unsigned rank = plan.tensorRank;
    Value desc = e.descriptor();
    auto [dims, strides] = e.extents(*g, rank);
    Value box = e.constants(SmallVector<int64_t>(plan.boxDim.begin(),
                                                 plan.boxDim.end()));
    Value estr = e.constants(SmallVector<int64_t>(
        plan.elementStrides.begin(), plan.elementStrides.end()));
    const std::array<int, 5> &n = *enums;
    e.call("cute_nvgpu.cuda.encode_tiled",
           ValueRange{desc, e.c32(n[0]), e.c32(rank), e.genericBase(*g), dims,
                      strides, box, estr, e.c32(n[1]), e.c32(n[2]),
                      e.c32(n[3]), e.c32(n[4])});
    // The coordinate tensor's run-time leaves are the tensor's shape's.
    Value coords = cutePackLeaves(rewriter, loc, op.getCoords().getType(),
                                  g->dynamicShape);
    rewriter.replaceOp(op, ValueRange{desc, coords});
    return success();
  }
};

} // namespace

namespace {

/// The dynamic leaves of a cute value's text (`?`), or -1 if it does not
/// parse.
int dynamicLeafCount(StringRef text) {
  layout::Result<layout::CuteIRValue> v = layout::parseCuteIR(text.str());
  return v.ok() ? (int)cuteDynamicLeafCount(*v) : -1;
}

/// The run-time leaves of an im2col coordinate tensor, in print order,
/// from the (c,w,h,d,n) extents `dims` (i64; `dynamic[i]` where the
/// tensor's extent is run-time): the GEMM view's extents in the tensor's
/// mode order (output pixels q = (w + upper - lower - 1) / stride + 1 per
/// spatial mode and the batch, or the channels), then the linear pixel
/// count and the channels of the read-through layout. Failure when the
/// coordinate tensor's run-time leaves are not these.
FailureOr<SmallVector<Value>>
im2colCoordLeaves(OpBuilder &b, Location loc, const target::tma::Im2colPlan &p,
                  ArrayRef<Value> dims, ArrayRef<bool> dynamic,
                  cute::CoordTensorType coords) {
  Type i64 = b.getI64Type();
  auto c64 = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i64, v);
  };
  const std::vector<int> &pm = p.basis.pixelMode.basisModes();
  const std::vector<int> &cm = p.basis.channelMode.basisModes();
  if (pm.size() != 1 || cm.size() != 1 || pm[0] == cm[0] || pm[0] > 1 ||
      cm[0] > 1)
    return failure();
  int spatial = p.tensorRank - 2;
  // Output pixels per spatial mode, q = (w + upper - lower - 1) / stride
  // + 1 (constants fold where w is static).
  SmallVector<Value> q;
  bool pixelsDynamic = dynamic[p.tensorRank - 1];
  for (int i = 0; i < spatial; ++i) {
    pixelsDynamic |= dynamic[1 + i];
    int64_t span = p.pixelBoxUpperCorner[i] - p.pixelBoxLowerCorner[i] - 1;
    Value last = LLVM::AddOp::create(b, loc, dims[1 + i], c64(span));
    Value steps = LLVM::SDivOp::create(b, loc, last,
                                       c64(p.elementStrides[1 + i]));
    q.push_back(LLVM::AddOp::create(b, loc, steps, c64(1)));
  }
  SmallVector<Value> outer, inner;
  for (int m = 0; m < 2; ++m) {
    if (m == pm[0]) {
      for (int i = 0; i < spatial; ++i)
        if (dynamic[1 + i])
          outer.push_back(q[i]);
      if (dynamic[p.tensorRank - 1])
        outer.push_back(dims[p.tensorRank - 1]);
      if (pixelsDynamic) {
        // The linear pixel count: the product of the GEMM view's pixel
        // extents (static ones as constants).
        Value count = dims[p.tensorRank - 1];
        for (Value e : q)
          count = LLVM::MulOp::create(b, loc, count, e);
        inner.push_back(count);
      }
    } else if (dynamic[0]) {
      outer.push_back(dims[0]);
      inner.push_back(dims[0]);
    }
  }
  SmallVector<Value> leaves = outer;
  leaves.append(inner.begin(), inner.end());
  int want = dynamicLeafCount(coords.getIterator().getValue());
  int wantLayout = dynamicLeafCount(coords.getLayout().getValue());
  if (want != 0 || wantLayout != (int)leaves.size())
    return failure();
  return leaves;
}

/// make_non_exec_im2col_tma_{load,store} in host code (CuTe's
/// make_im2col_tma_copy): the op's im2col plan, encoded at run time by
/// cuTensorMapEncodeIm2col into a 64-byte aligned stack slot, whose address
/// is the atom. The driver call is the host runtime's
/// (`cute_nvgpu.cuda.encode_im2col`, Conversion/CudaToLLVM): a failure is
/// kept and returned by the next launch. The coordinate tensor's run-time
/// extents are computed from the tensor's.
template <typename OpT>
struct MakeNonExecIm2colTmaHostLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  using OpAdaptor = typename OpT::Adaptor;
  LogicalResult
  matchAndRewrite(OpT op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    if (isDeviceCode(op))
      return op.emitOpError("encodes a TMA descriptor, which only host code "
                            "does (cuTensorMapEncodeIm2col); a kernel takes "
                            "the atom as a parameter");
    FailureOr<target::tma::Im2colPlan> plan = nonExecIm2colPlan(op);
    if (failed(plan))
      return failure();
    auto gmemT = cast<cute::CuteMemRefType>(op.getGmem().getType());
    layout::AnyLayout gl = gmemT.getLayoutValue();
    if (!gl.isLayout())
      return op.emitOpError("cannot encode this im2col TMA descriptor: the "
                            "tensor's layout is not a plain layout");
    // The TMA dimensions (c,w,h,d,n) are the tensor's leaves of the channel
    // mode, then of the pixel mode: their bases in the tensor.
    layout::Result<layout::Layout> cwhdnBases = layout::im2colCwhdn(
        layout::identityLayout(gl.layout().shape), plan->basis);
    layout::Result<layout::Layout> cwhdn =
        layout::im2colCwhdn(gl.layout(), plan->basis);
    if (!cwhdnBases.ok() || !cwhdn.ok())
      return op.emitOpError("cannot encode this im2col TMA descriptor: ")
             << (cwhdn.ok() ? cwhdnBases.error() : cwhdn.error()).message;
    Location loc = op.getLoc();
    std::string why;
    FailureOr<lowering::TmaGlobalTensor> g = lowering::tmaGlobalTensor(
        rewriter, loc, gmemT, a.getGmem(), *cwhdnBases, why);
    if (failed(g))
      return op.emitOpError("cannot encode this im2col TMA descriptor: ")
             << why;
    FailureOr<std::array<int, 5>> enums = tensorMapEnums(
        op, plan->tensorDataType, plan->interleave, plan->swizzle,
        plan->l2Promotion, plan->oobFill);
    if (failed(enums))
      return failure();
    SmallVector<bool> dynamic;
    for (const layout::IntTuple &d : layout::leaves(cwhdn->shape))
      dynamic.push_back(d.isDynamic());
    auto coordsT = cast<cute::CoordTensorType>(op.getCoords().getType());
    FailureOr<SmallVector<Value>> leaves =
        im2colCoordLeaves(rewriter, loc, *plan, g->dims, dynamic, coordsT);
    if (failed(leaves))
      return op.emitOpError("cannot lower the im2col coordinate tensor ")
             << coordsT
             << ": its run-time leaves are not the GEMM extents of the "
                "tensor's run-time extents";

    DescriptorEncodeBuilder e(rewriter, op);
    unsigned rank = plan->tensorRank;
    Value desc = e.descriptor();
    auto [dims, strides] = e.extents(*g, rank);
    Value lower = e.constants(plan->pixelBoxLowerCorner);
    Value upper = e.constants(plan->pixelBoxUpperCorner);
    Value estr = e.constants(SmallVector<int64_t>(
        plan->elementStrides.begin(), plan->elementStrides.end()));
    const std::array<int, 5> &n = *enums;
    e.call("cute_nvgpu.cuda.encode_im2col",
           ValueRange{desc, e.c32(n[0]), e.c32(rank), e.genericBase(*g), dims,
                      strides, lower, upper, e.c32(plan->channelsPerPixel),
                      e.c32(plan->pixelsPerColumn), estr, e.c32(n[1]),
                      e.c32(n[2]), e.c32(n[3]), e.c32(n[4])});
    Value coords = cutePackLeaves(rewriter, loc, coordsT, *leaves);
    rewriter.replaceOp(op, ValueRange{desc, coords});
    return success();
  }
};

} // namespace

void cute_nvgpu::populateTmaAtomTypeConversions(LLVMTypeConverter &converter) {
  MLIRContext *ctx = &converter.getContext();
  Type ptr = LLVM::LLVMPointerType::get(ctx, 0);
  Type smemPtr = LLVM::LLVMPointerType::get(ctx, 3);
  Type i16 = IntegerType::get(ctx, 16), i64 = IntegerType::get(ctx, 64);
  converter.addConversion([ptr](Type t) -> std::optional<Type> {
    if (lowering::isNonExecTma(t))
      return ptr;
    return std::nullopt;
  });
  converter.addConversion([=](TmaLoadType) -> std::optional<Type> {
    return LLVM::LLVMStructType::getLiteral(ctx, {ptr, smemPtr, i16, i64});
  });
  converter.addConversion([=](Type t) -> std::optional<Type> {
    if (isa<TmaStoreType, TmaReduceType>(t))
      return LLVM::LLVMStructType::getLiteral(ctx, {ptr, i64});
    return std::nullopt;
  });
}

void cute_nvgpu::annotateTmaDescriptorParameters(Operation *root) {
  // A kernel's descriptor parameter: 128 bytes, 64-byte aligned, read in
  // place (grid_constant), as CUDA passes a CUtensorMap.
  root->walk([](func::FuncOp fn) {
    if (!fn->hasAttr("cute_nvgpu.kernel"))
      return;
    MLIRContext *ctx = fn.getContext();
    Type blob = LLVM::LLVMStructType::getLiteral(
        ctx, {LLVM::LLVMStructType::getLiteral(
                 ctx, {LLVM::LLVMArrayType::get(IntegerType::get(ctx, 64),
                                                16)})});
    for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
      if (!lowering::isNonExecTma(fn.getArgument(i).getType()))
        continue;
      fn.setArgAttr(i, "llvm.byval", TypeAttr::get(blob));
      fn.setArgAttr(i, "llvm.align",
                    IntegerAttr::get(IntegerType::get(ctx, 64), 64));
      // nvvm.grid_constant is legal on nvvm.kernel functions only; the
      // kernel marking (cute-nvgpu-mark-kernels) turns this into it.
      fn.setArgAttr(i, kTmaDescriptorParamAttr, UnitAttr::get(ctx));
    }
  });
}

void cute_nvgpu::populateTmaAtomToNVVMPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<MakeNonExecTmaHostLowering<MakeNonExecTiledTmaLoadOp>,
               MakeNonExecTmaHostLowering<MakeNonExecTiledTmaStoreOp>,
               MakeNonExecTmaHostLowering<MakeNonExecTiledTmaReduceOp>,
               MakeNonExecIm2colTmaHostLowering<MakeNonExecIm2colTmaLoadOp>,
               MakeNonExecIm2colTmaHostLowering<MakeNonExecIm2colTmaStoreOp>,
               MakeExecTmaLowering,
               GetTmaDescAddrLowering, PrefetchTmaDescLowering,
               CopyTmaDescLowering>(converter);
}
