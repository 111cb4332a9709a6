//===- DeviceOps.cpp - dynamic shared memory, warp and CuTe DSL device ops ===//
//
// `cute_nvgpu.arch.get_dyn_smem` is the address of the kernel's dynamic
// shared memory: one external zero-sized shared array per module
// (`.extern .shared .align A .b8 __cute_dynamic_smem[]`, as the CUDA
// compiler declares `extern __shared__`), aligned to the largest alignment
// any use asks for. `cute_nvgpu.arch.get_dyn_smem_size` reads PTX's
// %dynamic_smem_size. CuTe DSL's `vector.splat` (an op MLIR 22 dropped)
// becomes vector.broadcast, which convert-to-llvm lowers; `cf.assert` in
// device code calls CUDA's __assertfail. `arch.make_warp_uniform` is lane
// 0's value, `shfl.sync.idx` over the full warp, as NVIDIA's lowering and
// CUTLASS's `__shfl_sync(0xffffffff, x, 0)` both spell it. CuTe DSL's
// `nvvm.fmax` (PTX max.f32: a NaN operand yields the other) is LLVM's
// maxnum, which NVPTX selects as max.f32; its `nvvm.vote.ballot.sync` is
// MLIR 22's `nvvm.vote.sync ballot`; its packed f32 add/mul/fma with a
// rounding and ftz are sm_100's `OP.rnd[.ftz].f32x2` (PtxBuilder); its
// cluster-launch-control try_cancel/query_cancel are MLIR 22's spellings.
//
//===----------------------------------------------------------------------===//
#include "LoweringUtils.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"

#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/LLVMIR/FunctionCallUtils.h"
#include "mlir/Dialect/Math/IR/Math.h"
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
/// `cute_nvgpu.arch.make_warp_uniform(%x)`: shfl.sync.idx.b32 of %x from
/// lane 0, all 32 lanes (mask -1, clamp 31); a 64-bit value as two halves.
struct MakeWarpUniformLowering
    : public ConvertOpToLLVMPattern<MakeWarpUniformOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(MakeWarpUniformOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i32 = rewriter.getI32Type();
    unsigned width = op.getType().getIntOrFloatBitWidth();
    if (width > 64)
      return op.emitOpError("makes a value of at most 64 bits warp-uniform, "
                            "got ")
             << op.getType();
    auto c = [&](int32_t v) {
      return LLVM::ConstantOp::create(rewriter, loc, i32, v).getResult();
    };
    auto shfl = [&](Value v) {
      return NVVM::ShflOp::create(
                 rewriter, loc, i32, c(-1), v, c(0), c(31),
                 NVVM::ShflKindAttr::get(op.getContext(), NVVM::ShflKind::idx),
                 UnitAttr())
          .getResult();
    };
    Value x = a.getValue();
    if (width <= 32) {
      Value w = width < 32 ? LLVM::ZExtOp::create(rewriter, loc, i32, x) : x;
      Value r = shfl(w);
      rewriter.replaceOp(op, width < 32 ? LLVM::TruncOp::create(
                                              rewriter, loc, op.getType(), r)
                                              .getResult()
                                        : r);
      return success();
    }
    Type i64 = rewriter.getI64Type();
    Value wide = width < 64 ? LLVM::ZExtOp::create(rewriter, loc, i64, x) : x;
    Value lo = shfl(LLVM::TruncOp::create(rewriter, loc, i32, wide));
    Value hi = shfl(LLVM::TruncOp::create(
        rewriter, loc, i32,
        LLVM::LShrOp::create(rewriter, loc, wide,
                             LLVM::ConstantOp::create(rewriter, loc, i64, 32))));
    // One emitting call per statement: the emitted order must not depend
    // on the order a compiler evaluates call arguments in.
    Value thirtyTwo = LLVM::ConstantOp::create(rewriter, loc, i64, 32);
    Value hiWide = LLVM::ZExtOp::create(rewriter, loc, i64, hi);
    Value hiShifted = LLVM::ShlOp::create(rewriter, loc, hiWide, thirtyTwo);
    Value loWide = LLVM::ZExtOp::create(rewriter, loc, i64, lo);
    Value r = LLVM::OrOp::create(rewriter, loc, loWide, hiShifted);
    rewriter.replaceOp(op, width < 64 ? LLVM::TruncOp::create(
                                            rewriter, loc, op.getType(), r)
                                            .getResult()
                                      : r);
    return success();
  }
};
/// CuTe DSL's `nvvm.fmax`: llvm.intr.maxnum (max.f32).
struct DslFmaxLowering : public OpConversionPattern<nvvm_ext::FmaxOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvvm_ext::FmaxOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::MaxNumOp>(op, a.getA(), a.getB());
    return success();
  }
};
/// CuTe DSL's `nvvm.vote.ballot.sync`: MLIR 22's `nvvm.vote.sync ballot`.
struct DslVoteBallotLowering
    : public OpConversionPattern<nvvm_ext::VoteBallotSyncOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvvm_ext::VoteBallotSyncOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::VoteSyncOp>(
        op, op.getType(), a.getMask(), a.getPred(),
        NVVM::VoteSyncKindAttr::get(op.getContext(),
                                    NVVM::VoteSyncKind::ballot));
    return success();
  }
};
/// CuTe DSL's `nvvm.{add,mul,fma}.packed.f32x2` with their rounding and
/// flush-to-zero: sm_100's `OP.rnd[.ftz].f32x2` on each pair as one b64
/// register (PtxBuilder), which LLVM's vector arithmetic cannot spell.
template <typename OpT>
struct PackedF32x2Lowering : public OpConversionPattern<OpT> {
  PackedF32x2Lowering(const TypeConverter &converter, MLIRContext *ctx,
                      StringRef name)
      : OpConversionPattern<OpT>(converter, ctx), name(name.str()) {}
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type i64 = rewriter.getI64Type();
    SmallVector<Value> pairs;
    for (Value v : a.getOperands())
      pairs.push_back(LLVM::BitcastOp::create(rewriter, loc, i64, v));
    target::ptx::InlineAsm code = target::ptx::packedF32x2Asm(
        name, nvvm_ext::stringifyRoundingMode(op.getRnd()).str(),
        op.getFtz());
    Value r = lowering::createInlineAsm(rewriter, loc, i64, pairs, code,
                                        /*hasSideEffects=*/false);
    rewriter.replaceOpWithNewOp<LLVM::BitcastOp>(op, op.getType(), r);
    return success();
  }
  std::string name;
};
/// CuTe DSL's cluster-launch-control ops: MLIR 22's
/// `nvvm.clusterlaunchcontrol.try.cancel multicast` and `.query.cancel`.
struct DslTryCancelLowering
    : public OpConversionPattern<nvvm_ext::TryCancelMulticastOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvvm_ext::TryCancelMulticastOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::ClusterLaunchControlTryCancelOp>(
        op, /*multicast=*/true, a.getResponse(), a.getMbarrier());
    return success();
  }
};
template <typename OpT, NVVM::ClusterLaunchControlQueryType kind>
struct DslQueryCancelLowering : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::ClusterLaunchControlQueryCancelOp>(
        op, op.getType(), kind, a.getResponse());
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
/// CuTe DSL's `vector.extractelement` (older MLIR's) is vector.extract at
/// the dynamic position (a 0-D vector's one element without one).
struct DslExtractElementLowering
    : public OpConversionPattern<vector_ext::ExtractElementOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector_ext::ExtractElementOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    if (!a.getPosition()) {
      rewriter.replaceOpWithNewOp<vector::ExtractOp>(op, a.getVector(),
                                                     ArrayRef<int64_t>{});
      return success();
    }
    Value pos = a.getPosition();
    if (!pos.getType().isIndex())
      pos = arith::IndexCastOp::create(rewriter, op.getLoc(),
                                       rewriter.getIndexType(), pos);
    rewriter.replaceOpWithNewOp<vector::ExtractOp>(
        op, a.getVector(), ArrayRef<OpFoldResult>{pos});
    return success();
  }
};
/// A 1-D `vector.extract_strided_slice` (a register fragment's part in
/// CuTe DSL's code) is the shuffle of the elements it takes; convert-to-llvm
/// has no direct form for it (upstream's convert-vector-to-llvm rewrites it
/// the same way first).
struct ExtractStridedSlice1DLowering
    : public OpConversionPattern<vector::ExtractStridedSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::ExtractStridedSliceOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto src = dyn_cast<VectorType>(a.getSource().getType());
    if (!src || src.getRank() != 1 || src.isScalable())
      return failure();
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t size = cast<IntegerAttr>(op.getSizes()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    SmallVector<int64_t> mask;
    for (int64_t i = 0; i < size; ++i)
      mask.push_back(offset + i * stride);
    rewriter.replaceOpWithNewOp<vector::ShuffleOp>(op, a.getSource(),
                                                   a.getSource(), mask);
    return success();
  }
};
/// A 1-D `vector.insert_strided_slice`: the shuffle that takes the
/// destination's elements but at the slice's positions the source's.
struct InsertStridedSlice1DLowering
    : public OpConversionPattern<vector::InsertStridedSliceOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(vector::InsertStridedSliceOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto dst = dyn_cast<VectorType>(a.getDest().getType());
    auto src = dyn_cast<VectorType>(a.getValueToStore().getType());
    if (!dst || !src || dst.getRank() != 1 || src.getRank() != 1 ||
        dst.isScalable() || src.isScalable())
      return failure();
    int64_t offset = cast<IntegerAttr>(op.getOffsets()[0]).getInt();
    int64_t stride = cast<IntegerAttr>(op.getStrides()[0]).getInt();
    int64_t n = dst.getNumElements();
    SmallVector<int64_t> mask(n);
    for (int64_t i = 0; i < n; ++i)
      mask[i] = i;
    // The source widened to the destination's length first, so that the
    // insert is one shuffle of equal-length vectors (LLVM's shufflevector).
    int64_t k = src.getNumElements();
    SmallVector<int64_t> widen(n, 0);
    for (int64_t j = 0; j < k; ++j)
      widen[j] = j;
    Value wide = vector::ShuffleOp::create(rewriter, op.getLoc(),
                                           a.getValueToStore(),
                                           a.getValueToStore(), widen);
    for (int64_t j = 0; j < k; ++j)
      mask[offset + j * stride] = n + j; // the widened source's element j
    rewriter.replaceOpWithNewOp<vector::ShuffleOp>(op, a.getDest(), wide,
                                                   mask);
    return success();
  }
};
/// CuTe DSL's `nvvm.cp.async.mbarrier.arrive.shared` (older MLIR's) is
/// MLIR 22's cp.async.mbarrier.arrive on the shared-memory barrier.
struct DslCpAsyncArriveLowering
    : public OpConversionPattern<nvvm_ext::CpAsyncMBarrierArriveSharedOp> {
  using OpConversionPattern::OpConversionPattern;
  LogicalResult
  matchAndRewrite(nvvm_ext::CpAsyncMBarrierArriveSharedOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncMBarrierArriveOp>(
        op, a.getAddr(), op.getNoinc());
    return success();
  }
};
/// math.exp / math.exp2 of f32 in device code. With approximate functions
/// allowed (`afn`, which CuTe DSL's fastmath<fast> includes) they are
/// ex2.approx.ftz.f32, of x * log2(e) for exp, as CuTe DSL's lowering
/// emits them (the NVPTX backend has no exp of its own). Without it the
/// accurate expf is libdevice's, which is not linked: one clear error.
template <typename OpT, bool natural>
struct DeviceExpLowering : public ConvertOpToLLVMPattern<OpT> {
  using ConvertOpToLLVMPattern<OpT>::ConvertOpToLLVMPattern;
  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op.getType().isF32())
      return failure();
    if (!bitEnumContainsAll(op.getFastmath(), arith::FastMathFlags::afn))
      return op.emitOpError("on f32 without approximate functions (fastmath "
                            "afn) has no device lowering: the accurate "
                            "version is libdevice's, which is not linked");
    Location loc = op.getLoc();
    Type f32 = rewriter.getF32Type();
    Value x = a.getOperand();
    if (natural)
      x = LLVM::FMulOp::create(
          rewriter, loc, x,
          LLVM::ConstantOp::create(rewriter, loc, f32,
                                   rewriter.getF32FloatAttr(1.4426950408889634f)));
    rewriter.replaceOpWithNewOp<LLVM::CallIntrinsicOp>(
        op, f32, rewriter.getStringAttr("llvm.nvvm.ex2.approx.ftz.f32"),
        ValueRange{x});
    return success();
  }
};
/// `cf.assert` in device code: a failed condition stops the kernel. With
/// DeviceAssert::Trap it is PTX `trap`; with DeviceAssert::Report it
/// calls CUDA's __assertfail(message, file, line, function, char size),
/// which prints the message and traps, where the host lowering would call
/// puts and abort. Trap is the default: a kernel that calls a function
/// has every wgmma serialized by ptxas (C7510), and CuTe DSL's programs
/// assert in the kernel (the dynamic shared memory size); CuTe DSL's own
/// lowering drops the assert instead.
struct DeviceAssertLowering : public ConvertOpToLLVMPattern<cf::AssertOp> {
  DeviceAssertLowering(const LLVMTypeConverter &converter, DeviceAssert mode)
      : ConvertOpToLLVMPattern(converter), mode(mode) {}
  LogicalResult
  matchAndRewrite(cf::AssertOp op, OpAdaptor a,
                  ConversionPatternRewriter &rewriter) const override {
    auto module = op->getParentOfType<ModuleOp>();
    if (!module || !module->hasAttr("cute_nvgpu.device"))
      return failure();
    Location loc = op.getLoc();
    MLIRContext *ctx = op.getContext();
    auto ptr = LLVM::LLVMPointerType::get(ctx);
    FailureOr<LLVM::LLVMFuncOp> fail;
    if (mode == DeviceAssert::Report) {
      fail = LLVM::lookupOrCreateFn(
          rewriter, module, "__assertfail",
          {ptr, ptr, rewriter.getI32Type(), ptr, rewriter.getI64Type()},
          LLVM::LLVMVoidType::get(ctx));
      if (failed(fail))
        return op.emitOpError("__assertfail is declared with another type");
    }
    // The failure path sits in an scf.if: the assert may be inside another
    // structured op's region, which must keep its single block.
    Value failed = LLVM::XOrOp::create(
        rewriter, loc, a.getArg(),
        LLVM::ConstantOp::create(rewriter, loc, rewriter.getI1Type(), 1));
    auto ifOp = scf::IfOp::create(rewriter, loc, failed, false);
    rewriter.setInsertionPointToStart(&ifOp.getThenRegion().front());
    if (mode == DeviceAssert::Trap) {
      LLVM::Trap::create(rewriter, loc);
      rewriter.eraseOp(op);
      return success();
    }
    // The message's global: the first free name in the module, so that
    // a module lowers to the same globals however many came before it.
    std::string name;
    for (unsigned i = 0;; ++i) {
      name = "cute_assert_msg_" + std::to_string(i);
      if (!module.lookupSymbol(name) && !module.lookupSymbol(name + "_where"))
        break;
    }
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

private:
  DeviceAssert mode;
};
} // namespace

void cute_nvgpu::populateDeviceOpPatterns(const LLVMTypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          DeviceAssert deviceAssert) {
  patterns.add<GetDynSmemLowering, GetDynSmemSizeLowering,
               MakeWarpUniformLowering>(converter);
  patterns.add<DslSplatLowering, DslExtractElementLowering,
               DslCpAsyncArriveLowering,
               ExtractStridedSlice1DLowering, InsertStridedSlice1DLowering,
               DslFmaxLowering,
               DslVoteBallotLowering>(
      converter, patterns.getContext());
  using QueryType = NVVM::ClusterLaunchControlQueryType;
  patterns.add<
      DslTryCancelLowering,
      DslQueryCancelLowering<nvvm_ext::QueryCancelIsCanceledOp,
                             QueryType::IS_CANCELED>,
      DslQueryCancelLowering<nvvm_ext::QueryCancelFirstCtaIdXOp,
                             QueryType::GET_FIRST_CTA_ID_X>,
      DslQueryCancelLowering<nvvm_ext::QueryCancelFirstCtaIdYOp,
                             QueryType::GET_FIRST_CTA_ID_Y>,
      DslQueryCancelLowering<nvvm_ext::QueryCancelFirstCtaIdZOp,
                             QueryType::GET_FIRST_CTA_ID_Z>>(
      converter, patterns.getContext());
  patterns.add<PackedF32x2Lowering<nvvm_ext::AddPackedF32x2Op>>(
      converter, patterns.getContext(), "add");
  patterns.add<PackedF32x2Lowering<nvvm_ext::MulPackedF32x2Op>>(
      converter, patterns.getContext(), "mul");
  patterns.add<PackedF32x2Lowering<nvvm_ext::FmaPackedF32x2Op>>(
      converter, patterns.getContext(), "fma");
  patterns.add<DeviceAssertLowering>(converter, deviceAssert);
  patterns.add<DeviceExpLowering<math::ExpOp, /*natural=*/true>,
               DeviceExpLowering<math::Exp2Op, /*natural=*/false>>(converter);
}
