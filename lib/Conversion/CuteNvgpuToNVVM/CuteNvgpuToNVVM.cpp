//===- CuteNvgpuToNVVM.cpp - the pass, the pipeline, convert-to-llvm -------===//
//
// The pass lowers cute_nvgpu ops only (partial conversion): func, arith, cf,
// scf and everything else stay for upstream lowerings, with
// unrealized_conversion_cast at the boundary. `cute-nvgpu-to-llvm` is the
// documented pipeline that finishes the job with upstream `convert-to-llvm`
// (which reaches our type conversions through the dialect interface below).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Conversion/OneShotConversion.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "LoweringUtils.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/IndexToLLVM/IndexToLLVM.h"
#include "mlir/Conversion/LLVMCommon/ConversionTarget.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Conversion/GPUToNVVM/GPUToNVVM.h"
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVM.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/DialectConversion.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CONVERTCUTENVGPUTONVVM
#define GEN_PASS_DEF_CUTENVGPUMARKKERNELS
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;

void cute_nvgpu::populateCuteNvgpuToLLVMTypeConversions(
    LLVMTypeConverter &converter) {
  MLIRContext *ctx = &converter.getContext();
  converter.addConversion([ctx](cute::CuteMemRefType t) -> std::optional<Type> {
    if (t.getSpace() == cute::MemSpace::Rmem) {
      int64_t n = t.getValuesPerThread();
      Type s = lowering::storageType(t.getElementType());
      if (n <= 0 || !s)
        return std::nullopt;
      return VectorType::get({n}, s);
    }
    unsigned as = t.getSpace() == cute::MemSpace::Smem   ? 3
                  : t.getSpace() == cute::MemSpace::Gmem ? 1
                                                         : 6;
    Type ptr = LLVM::LLVMPointerType::get(ctx, as);
    // A run-time layout travels with the pointer: struct(ptr, layout), as
    // CuTe DSL passes a tensor to a kernel; a static one is the type's.
    if (Type layout = lowering::runtimeLayoutType(t))
      return LLVM::LLVMStructType::getLiteral(ctx, {ptr, layout});
    return ptr;
  });
  converter.addConversion([ctx](cute::PtrType t) -> std::optional<Type> {
    unsigned as = t.getSpace() == cute::MemSpace::Smem   ? 3
                  : t.getSpace() == cute::MemSpace::Gmem ? 1
                  : t.getSpace() == cute::MemSpace::Tmem ? 6
                                                         : 0;
    return LLVM::LLVMPointerType::get(ctx, as);
  });
  converter.addConversion([ctx](Type t) -> std::optional<Type> {
    if (lookupAtomRecord(t))
      return LLVM::LLVMStructType::getLiteral(ctx, {});
    return std::nullopt;
  });
  // Added after the atom catch-all, so tried before it.
  populateTmaAtomTypeConversions(converter);
  converter.addConversion([ctx](SmemDescViewType) -> std::optional<Type> {
    return IntegerType::get(ctx, 64); // the descriptor word
  });
  converter.addConversion([ctx](SmemDescType) -> std::optional<Type> {
    return IntegerType::get(ctx, 64);
  });
  // cute values (offsets, coordinate tensors) in the cute lowering's form.
  converter.addConversion(
      [ctx](cute::TiledCopyType) -> std::optional<Type> {
        return LLVM::LLVMStructType::getLiteral(ctx, {});
      });
  converter.addConversion([ctx](cute::TiledMmaType) -> std::optional<Type> {
    return LLVM::LLVMStructType::getLiteral(ctx, {});
  });
  converter.addConversion([](cute::DivIntType t) -> std::optional<Type> {
    return IntegerType::get(t.getContext(), t.getWidth());
  });
  converter.addConversion([](Type t) -> std::optional<Type> {
    if (t.getDialect().getNamespace() != "cute")
      return std::nullopt;
    if (Type lowered = cuteLoweredType(t))
      return lowered;
    return std::nullopt;
  });
  populateMmaAtomFieldTypeConversions(converter);
}

void cute_nvgpu::populateCuteNvgpuToNVVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns,
    DeviceAssert deviceAssert) {
  populateRegisterMmaToNVVMPatterns(converter, patterns);
  populateWgmmaToNVVMPatterns(converter, patterns);
  populateCopyToNVVMPatterns(converter, patterns);
  populateBuiltinsToNVVMPatterns(converter, patterns);
  populateTmaToNVVMPatterns(converter, patterns);
  populateTmaAtomToNVVMPatterns(converter, patterns);
  populateMbarrierToNVVMPatterns(converter, patterns);
  populateTmaCopyToNVVMPatterns(converter, patterns);
  populateMemoryViewToLLVMPatterns(converter, patterns);
  populatePrintViewPatterns(converter, patterns);
  populateTmemPatterns(converter, patterns);
  populateUmmaPatterns(converter, patterns);
  populateS2tCopyPatterns(converter, patterns);
  populatePartitionToLLVMPatterns(converter, patterns);
  populateElementAccessPatterns(converter, patterns);
  populateAtomCopyPatterns(converter, patterns);
  populateDeviceOpPatterns(converter, patterns, deviceAssert);
  populateNarrowFloatPatterns(converter, patterns);
  patterns.add<lowering::AtomBuilderLowering<MakeAtomOp>>(converter);
}

namespace {

struct ConvertCuteNvgpuToNVVMPass
    : public cute_nvgpu::impl::ConvertCuteNvgpuToNVVMBase<
          ConvertCuteNvgpuToNVVMPass> {
  using Base::Base;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    annotateTmaDescriptorParameters(getOperation());
    LLVMTypeConverter converter(ctx);
    populateCuteNvgpuToLLVMTypeConversions(converter);
    bool storage = usesRegisterStorage(getOperation());
    if (storage)
      populateRegisterStorageTypeConversion(converter);
    RewritePatternSet patterns(ctx);
    populateCuteNvgpuToNVVMConversionPatterns(converter, patterns,
                                              deviceAssert);
    ConversionTarget target(*ctx);
    if (storage) {
      // Register tensors cross blocks (loop-carried fragments) and calls:
      // their signatures and block arguments become addresses too.
      populateRegisterStoragePatterns(converter, patterns);
      populateTiledGemmPatterns(converter, patterns);
      populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(
          patterns, converter);
      populateReturnOpTypeConversionPattern(patterns, converter);
      populateCallOpTypeConversionPattern(patterns, converter);
      populateBranchOpInterfaceTypeConversionPattern(patterns, converter);
      scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                           target);
      auto registerFree = [](TypeRange types) {
        return llvm::none_of(types, [](Type t) {
          auto m = dyn_cast<cute::CuteMemRefType>(t);
          return m && m.getSpace() == cute::MemSpace::Rmem;
        });
      };
      target.addDynamicallyLegalOp<func::FuncOp>([=](func::FuncOp f) {
        return registerFree(f.getFunctionType().getInputs()) &&
               registerFree(f.getFunctionType().getResults()) &&
               llvm::all_of(f.getBody().getArguments(), [&](BlockArgument a) {
                 return registerFree(a.getType());
               });
      });
      target.addDynamicallyLegalOp<func::ReturnOp, func::CallOp,
                                   cf::BranchOp, cf::CondBranchOp>(
          [=](Operation *op) {
            return registerFree(op->getOperandTypes()) &&
                   registerFree(op->getResultTypes());
          });
    }
    // Run-time leaf arithmetic (partitions) is arith, as the cute
    // lowering's is; convert-to-llvm lowers both.
    // scf ops the atoms make (an elected thread's tcgen05.mma, a predicated
    // copy) are legal; the structural conversions above decide for those
    // that carry register tensors.
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect,
                           arith::ArithDialect, vector::VectorDialect,
                           scf::SCFDialect>();
    target.addDynamicallyLegalOp<vector::ExtractStridedSliceOp>(
        [](vector::ExtractStridedSliceOp op) {
          return op.getSourceVectorType().getRank() != 1;
        });
    target.addDynamicallyLegalOp<vector::InsertStridedSliceOp>(
        [](vector::InsertStridedSliceOp op) {
          return op.getDestVectorType().getRank() != 1;
        });
    target.addIllegalOp<vector_ext::SplatOp, vector_ext::ExtractElementOp,
                        nvvm_ext::FmaxOp,
                        nvvm_ext::CpAsyncMBarrierArriveSharedOp,
                        nvvm_ext::VoteBallotSyncOp, nvgpu_ext::CvtFpTruncOp,
                        nvvm_ext::AddPackedF32x2Op, nvvm_ext::MulPackedF32x2Op,
                        nvvm_ext::FmaPackedF32x2Op,
                        nvvm_ext::TryCancelMulticastOp,
                        nvvm_ext::QueryCancelIsCanceledOp,
                        nvvm_ext::QueryCancelFirstCtaIdXOp,
                        nvvm_ext::QueryCancelFirstCtaIdYOp,
                        nvvm_ext::QueryCancelFirstCtaIdZOp>();
    if (getOperation()->hasAttr("cute_nvgpu.device")) {
      target.addIllegalOp<cf::AssertOp>();
      // f32 exp / exp2 are the device's ex2.approx (DeviceOps.cpp).
      target.addDynamicallyLegalOp<math::ExpOp, math::Exp2Op>(
          [](Operation *op) { return !op->getResult(0).getType().isF32(); });
    }
    target.addIllegalDialect<CuteNvgpuDialect>();
    markDslMbarrierOpsIllegal(target);
    markTmemOpsIllegal(target);
    markAtomCopiesIllegal(target);
    markMemoryViewsIllegal(target);
    // A pattern that refuses an op says why; the driver's generic "failed
    // to legalize" for the same op would be a second error.
    bool explained = false;
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      if (diag.getSeverity() != DiagnosticSeverity::Error)
        return failure();
      if (explained && StringRef(diag.str()).starts_with("failed to legalize"))
        return success();
      explained = true;
      return failure();
    });
    LogicalResult converted =
        allowPatternRollback
            ? applyPartialConversion(getOperation(), target,
                                     std::move(patterns))
            : lowering::applyOneShotPartialConversion(getOperation(), target,
                                                      std::move(patterns));
    if (failed(converted))
      signalPassFailure();
  }
};

/// A value of `full` from one of withoutEmptyMembers(full).
static Value rebuildWithEmptyMembers(OpBuilder &b, Location loc, Type full,
                                     Value stripped) {
  if (stripped.getType() == full)
    return stripped;
  auto st = dyn_cast<LLVM::LLVMStructType>(full);
  if (!st)
    return stripped;
  Value out = LLVM::PoisonOp::create(b, loc, full);
  int64_t k = 0;
  for (auto [i, m] : llvm::enumerate(st.getBody())) {
    Type kept = lowering::withoutEmptyMembers(m);
    Value member =
        kept ? rebuildWithEmptyMembers(
                   b, loc, m,
                   LLVM::ExtractValueOp::create(b, loc, stripped,
                                                ArrayRef<int64_t>{k++}))
             : Value(LLVM::PoisonOp::create(b, loc, m));
    out = LLVM::InsertValueOp::create(b, loc, out, member,
                                      ArrayRef<int64_t>{(int64_t)i});
  }
  return out;
}

/// Uses of `arg` other than the ones rebuilding it now read `full`.
static void replaceUsesOfNested(BlockArgument arg, Value full) {
  llvm::SmallPtrSet<Operation *, 8> rebuild;
  SmallVector<Operation *> work = {full.getDefiningOp()};
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!op || !rebuild.insert(op).second)
      continue;
    for (Value v : op->getOperands())
      work.push_back(v.getDefiningOp());
  }
  arg.replaceUsesWithIf(full, [&](OpOperand &use) {
    return !rebuild.contains(use.getOwner());
  });
}

/// Removes the parameters marked in `empty` from `fn` (their uses already
/// replaced): the signature takes the block's argument types, or a
/// declaration its own, less those, and their attributes go with them.
static void eraseParameters(LLVM::LLVMFuncOp fn, const llvm::BitVector &empty) {
  SmallVector<Type> kept;
  SmallVector<Attribute> keptAttrs;
  ArrayAttr attrs = fn.getArgAttrsAttr();
  for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes())) {
    if (empty.test(i))
      continue;
    kept.push_back(fn.getBody().empty() ? t : fn.getArgument(i).getType());
    if (attrs)
      keptAttrs.push_back(attrs[i]);
  }
  if (!fn.getBody().empty())
    fn.getBody().front().eraseArguments(empty);
  auto fnType = fn.getFunctionType();
  fn.setFunctionType(LLVM::LLVMFunctionType::get(fnType.getReturnType(), kept,
                                                 fnType.isVarArg()));
  if (attrs)
    fn.setArgAttrsAttr(ArrayAttr::get(fn.getContext(), keptAttrs));
}

/// `cute_nvgpu.kernel` on a func.func marks a kernel entry; func-to-llvm
/// keeps the attribute, and NVVM accepts only its own `nvvm.kernel` on an
/// llvm.func, so the swap happens once the function is an llvm.func.
struct CuteNvgpuMarkKernelsPass
    : public cute_nvgpu::impl::CuteNvgpuMarkKernelsBase<
          CuteNvgpuMarkKernelsPass> {
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    getOperation()->walk([&](LLVM::LLVMFuncOp fn) {
      if (!fn->removeAttr("cute_nvgpu.kernel"))
        return;
      fn->setAttr(NVVM::NVVMDialect::getKernelFuncAttrName(),
                  UnitAttr::get(ctx));
      // NVPTX has no empty parameter types: a parameter that holds nothing
      // at run time (an atom, a tiled copy) is no parameter, and one whose
      // struct holds empty members (a cute value's static parts) is passed
      // without them and rebuilt on entry. A launch passes the same.
      llvm::BitVector empty(fn.getNumArguments());
      OpBuilder b(ctx);
      if (!fn.getBody().empty())
        b.setInsertionPointToStart(&fn.getBody().front());
      for (unsigned i = 0; i < fn.getNumArguments(); ++i) {
        BlockArgument arg = fn.getArgument(i);
        Type t = arg.getType();
        Type stripped = lowering::withoutEmptyMembers(t);
        if (!stripped) {
          empty.set(i);
          if (!fn.getBody().empty())
            arg.replaceAllUsesWith(LLVM::PoisonOp::create(b, fn.getLoc(), t));
          continue;
        }
        if (stripped != t && !fn.getBody().empty()) {
          arg.setType(stripped);
          Value full = rebuildWithEmptyMembers(b, fn.getLoc(), t, arg);
          replaceUsesOfNested(arg, full);
        }
      }
      if (!fn.getBody().empty())
        eraseParameters(fn, empty);
      // A TMA descriptor parameter is read in place.
      for (unsigned i = 0; i < fn.getNumArguments(); ++i)
        if (fn.getArgAttr(i, kTmaDescriptorParamAttr)) {
          fn.removeArgAttr(i, kTmaDescriptorParamAttr);
          fn.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(),
                        UnitAttr::get(ctx));
        }
    });
    dropEmptyDeviceFunctionParameters();
  }

  /// A device function (not a kernel) with a parameter that holds nothing
  /// at run time (a static layout, tile or atom lowers to an empty struct):
  /// NVPTX has no empty parameter types, so the parameter goes, from the
  /// function and from every call of it. Functions used other than by
  /// calls keep their signature.
  void dropEmptyDeviceFunctionParameters() {
    SmallVector<LLVM::LLVMFuncOp> fns;
    getOperation()->walk([&](LLVM::LLVMFuncOp fn) { fns.push_back(fn); });
    for (LLVM::LLVMFuncOp fn : fns) {
      Operation *symbols = SymbolTable::getNearestSymbolTable(fn->getParentOp());
      if (fn->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()) ||
          fn.isVarArg())
        continue;
      llvm::BitVector empty(fn.getNumArguments());
      for (auto [i, t] : llvm::enumerate(fn.getArgumentTypes()))
        if (!lowering::withoutEmptyMembers(t))
          empty.set(i);
      if (empty.none())
        continue;
      SmallVector<LLVM::CallOp> calls;
      bool onlyCalled = true;
      if (!symbols)
        continue;
      if (auto uses = SymbolTable::getSymbolUses(fn, symbols))
        for (const SymbolTable::SymbolUse &use : *uses) {
          auto call = dyn_cast<LLVM::CallOp>(use.getUser());
          if (!call || call.getCallee() != fn.getSymName())
            onlyCalled = false;
          else
            calls.push_back(call);
        }
      if (!onlyCalled)
        continue;
      if (!fn.getBody().empty()) {
        OpBuilder b(&getContext());
        b.setInsertionPointToStart(&fn.getBody().front());
        for (unsigned i : empty.set_bits()) {
          BlockArgument arg = fn.getArgument(i);
          arg.replaceAllUsesWith(
              LLVM::PoisonOp::create(b, fn.getLoc(), arg.getType()));
        }
      }
      eraseParameters(fn, empty);
      for (LLVM::CallOp call : calls) {
        MutableOperandRange args = call.getCalleeOperandsMutable();
        for (int i = static_cast<int>(empty.size()) - 1; i >= 0; --i)
          if (empty.test(i))
            args.erase(i);
        if (ArrayAttr callAttrs = call.getArgAttrsAttr()) {
          SmallVector<Attribute> keptCallAttrs;
          for (auto [i, a] : llvm::enumerate(callAttrs))
            if (i >= empty.size() || !empty.test(i))
              keptCallAttrs.push_back(a);
          call.setArgAttrsAttr(ArrayAttr::get(&getContext(), keptCallAttrs));
        }
      }
    }
  }
};

/// convert-to-llvm: our types and patterns join func/arith/cf's in one
/// conversion.
struct CuteNvgpuToLLVMInterface : public ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;
  /// The patterns create NVVM and LLVM ops; a generic convert-to-llvm run
  /// loads only what the input holds, so name them here.
  void loadDependentDialects(MLIRContext *context) const final {
    context->loadDialect<NVVM::NVVMDialect, LLVM::LLVMDialect>();
  }
  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &converter,
      RewritePatternSet &patterns) const final {
    target.addIllegalDialect<CuteNvgpuDialect>();
    // The atoms become NVVM ops, which are LLVM-level already (PTX-builder
    // ones become inline asm in convert-nvvm-to-llvm).
    target.addLegalDialect<NVVM::NVVMDialect>();
    markDslMbarrierOpsIllegal(target);
    markTmemOpsIllegal(target);
    markAtomCopiesIllegal(target);
    markMemoryViewsIllegal(target);
    populateCuteNvgpuToLLVMTypeConversions(converter);
    populateCuteNvgpuToNVVMConversionPatterns(converter, patterns);
  }
};

} // namespace

void cute_nvgpu::registerConvertCuteNvgpuToLLVMInterface(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, CuteNvgpuDialect *dialect) {
    dialect->addInterfaces<CuteNvgpuToLLVMInterface>();
  });
}

void cute_nvgpu::registerCuteNvgpuToLLVMInterfaces(DialectRegistry &registry) {
  registerConvertCuteNvgpuToLLVMInterface(registry);
  registerConvertFuncToLLVMInterface(registry);
  arith::registerConvertArithToLLVMInterface(registry);
  cf::registerConvertControlFlowToLLVMInterface(registry);
  ub::registerConvertUBToLLVMInterface(registry);
  vector::registerConvertVectorToLLVMInterface(registry);
  index::registerConvertIndexToLLVMInterface(registry);
  registerConvertMathToLLVMInterface(registry);
  registerConvertNVVMToLLVMInterface(registry);
  // gpu.printf (a print in device code) -> vprintf, thread ids -> NVVM.
  NVVM::registerConvertGpuToNVVMInterface(registry);
}

void cute_nvgpu::buildCuteNvgpuToLLVMPipeline(OpPassManager &pm,
                                              bool runtimeChecks,
                                              DeviceAssert deviceAssert) {
  // CuTe DSL's cuda.kernel functions become kernel func.funcs.
  pm.addPass(createConvertCudaKernels());
  // The `cute` layout algebra first: static values fold, dynamic leaves
  // become arith on their run-time values (cute.print becomes gpu.printf
  // inside a kernel); then the atoms, whose views are static and whose
  // offsets are those run-time values; then loops and the rest.
  pm.addPass(createCuteFoldStatic());
  ConvertCuteToLLVMOptions cuteLowering;
  cuteLowering.runtimeChecks = runtimeChecks;
  pm.addPass(createConvertCuteToLLVM(cuteLowering));
  ConvertCuteNvgpuToNVVMOptions atomLowering;
  atomLowering.deviceAssert = deviceAssert;
  pm.addPass(createConvertCuteNvgpuToNVVM(atomLowering));
  // convert-to-llvm keeps its rollback log: it also runs our dialects'
  // patterns (the ToLLVM interface), which build scf.if, and without
  // rollback a pattern whose ops cannot be legalized is a fatal error
  // rather than a diagnostic.
  addScfToCfWithoutRollback(pm);
  pm.addPass(createConvertToLLVMPass());
  // NVVM ops that are PTX builders (BasicPtxBuilderOpInterface) become
  // inline asm here.
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createCuteNvgpuMarkKernels());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

namespace {
struct CuteNvgpuToLLVMPipelineOptions
    : public PassPipelineOptions<CuteNvgpuToLLVMPipelineOptions> {
  Option<bool> runtimeChecks{
      *this, "runtime-checks",
      llvm::cl::desc("Guard the cute lowering's run-time leaf arithmetic "
                     "(report with gpu.printf, then trap)"),
      llvm::cl::init(false)};
};
} // namespace

void cute_nvgpu::registerCuteNvgpuToLLVMPipeline() {
  PassPipelineRegistration<CuteNvgpuToLLVMPipelineOptions>(
      "cute-nvgpu-to-llvm",
      "Lower the cute layout algebra (fold static values, dynamic leaves to "
      "arith), cute_nvgpu atoms to NVVM/inline PTX, scf to cf, then "
      "func/arith/cf/... to the LLVM dialect (convert-to-llvm), mark "
      "kernels, reconcile casts",
      [](OpPassManager &pm, const CuteNvgpuToLLVMPipelineOptions &options) {
        buildCuteNvgpuToLLVMPipeline(pm, options.runtimeChecks);
      });
}
