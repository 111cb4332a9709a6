//===- CuteToLLVM.cpp - cute-fold-static, convert-cute-to-llvm, host pipeline ===//
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Layout/Dynamic.h"

#include "Patterns.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/FuncToLLVM/ConvertFuncToLLVM.h"
#include "mlir/Conversion/MathToLLVM/MathToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/UBToLLVM/UBToLLVM.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Iterators.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/Passes.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CUTEFOLDSTATIC
#define GEN_PASS_DEF_CONVERTCUTETOLLVM
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

void cute_nvgpu::populateCuteToLLVMTypeConversions(TypeConverter &converter) {
  converter.addConversion([](Type t) { return t; });
  converter.addConversion([](Type t) -> std::optional<Type> {
    if (Type lowered = loweredType(t))
      return lowered;
    return std::nullopt;
  });
  converter.addConversion(
      [](cute::FastDivmodDivisorType t) -> std::optional<Type> {
        return fastDivmodDivisorStruct(t.getContext(), t.getWidth());
      });
  // An integer known to divide by N (`!cute.i32<divby 8>`) is the integer.
  converter.addConversion([](cute::DivIntType t) -> std::optional<Type> {
    return IntegerType::get(t.getContext(), t.getWidth());
  });
  auto cast = [](OpBuilder &b, Type resultType, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, resultType, inputs)
        .getResult(0);
  };
  converter.addSourceMaterialization(cast);
  converter.addTargetMaterialization(cast);
}

bool cute_nvgpu::isLoweredWithMemory(Operation *op) {
  // cute_nvgpu's iterators and views (an MMA descriptor and its view) are
  // memory as well: the atoms' lowering gives them their form.
  auto memory = [](Type t) {
    return isa<cute::CuteMemRefType, cute::PtrType>(t) ||
           t.getDialect().getNamespace() == "cute_nvgpu";
  };
  // A copy or prefetch with a cute_nvgpu atom (TMA, ...) is that atom's
  // lowering's.
  if (isa<cute::CopyOp, cute::PrefetchOp>(op)) {
    Type atom = op->getOperand(0).getType();
    if (auto tiled = dyn_cast<cute::TiledCopyType>(atom))
      atom = tiled.getAtom();
    return atom.getDialect().getNamespace() == "cute_nvgpu";
  }
  // Atoms and tiled atoms carry their parameters in their types.
  if (isa<cute::MakeAtomOp, cute::MakeTiledCopyOp, cute::MakeTiledMmaOp>(op))
    return true;
  if (isa<cute::StaticOp>(op))
    return isa<cute::TiledCopyType, cute::TiledMmaType>(
        op->getResult(0).getType());
  // Views of memory (pointers, memrefs): their address spaces.
  if (isa<cute::MakeViewOp, cute::GetIterOp, cute::GetLayoutOp,
          cute::AddOffsetOp, cute::RecastIterOp, cute::PtrToIntOp,
          cute::IntToPtrOp>(op))
    return llvm::any_of(op->getOperandTypes(), memory) ||
           llvm::any_of(op->getResultTypes(), memory);
  // A print of a tensor or pointer reads memory.
  if (isa<cute::PrintOp>(op))
    return llvm::any_of(op->getOperandTypes(), memory);
  // Register tensors: their storage, elements and fragments.
  if (isa<cute::MemRefAllocaOp, cute::MemRefLoadOp, cute::MemRefStoreOp,
          cute::MemRefLoadVecOp, cute::MemRefStoreVecOp,
          cute::MmaMakeFragmentOp, cute::TiledCopyRetileOp, cute::GemmOp>(op))
    return llvm::any_of(op->getOperandTypes(), memory) ||
           llvm::any_of(op->getResultTypes(), memory);
  // A thread's partition of memory (register storage included) or of
  // coordinates.
  if (isa<cute::TiledCopyPartitionSOp, cute::TiledCopyPartitionDOp,
          cute::TiledMmaPartitionOp>(op)) {
    Type t = op->getOperand(1).getType();
    return isa<cute::CoordTensorType, cute::CuteMemRefType>(t);
  }
  return false;
}

void cute_nvgpu::populateCuteToLLVMConversionPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    bool runtimeChecks) {
  LoweringOptions options;
  options.runtimeChecks = runtimeChecks;
  populateConstructorLowerings(converter, patterns, options);
  populatePrintLowering(converter, patterns, options);
  populateArithmeticLowerings(converter, patterns, options);
  populateViewLowerings(converter, patterns, options);
  populateFastDivmodLowerings(converter, patterns, options);
  populateTracedLowering(converter, patterns, options);
}

namespace {

/// Notes whether the algebra assumes a condition of a dynamic leaf.
class ConditionNotingTracer final : public L::dyn::Tracer {
public:
  bool assumes = false;
  int64_t record(L::dyn::LeafOp, const L::IntTuple &, const L::IntTuple &,
                 int) override {
    return next += 2;
  }
  void require(L::dyn::Condition, const L::IntTuple &, const L::IntTuple &,
               const std::string &) override {
    assumes = true;
  }

private:
  int64_t next = 3000001;
};

/// Whether `op`'s static results rest on a condition of a dynamic operand
/// leaf (make_layout_like's stride order, a cast's stride, ...): such an op
/// is kept for the lowering, which checks the condition at run time.
bool assumesOfDynamicOperands(Operation *op) {
  auto traced = dyn_cast<cute::CuteTracedInferenceOpInterface>(op);
  if (!traced)
    return false;
  ConditionNotingTracer tracer;
  SmallVector<Type> inferred;
  if (failed(traced.inferTracedReturnTypes(
          op->getContext(), op->getLoc(), op->getOperands(),
          op->getAttrDictionary(), op->getPropertiesStorage(),
          op->getRegions(), inferred, &tracer)))
    return false;
  return tracer.assumes;
}

/// Whether `op`'s results are all static cute values the lowering can
/// materialize, computed without a condition of a dynamic operand leaf.
bool foldsToStatic(Operation *op) {
  if (!op->getDialect() || op->getDialect()->getNamespace() != "cute" ||
      op->getNumResults() == 0 || op->getNumRegions() != 0 ||
      !isMemoryEffectFree(op))
    return false;
  for (Type t : op->getResultTypes()) {
    FailureOr<L::CuteIRValue> v = valueOf(t);
    if (failed(v) || !loweredType(t))
      return false;
    SmallVector<int> bits;
    dynamicLeafBits(*v, bits);
    if (!bits.empty())
      return false;
  }
  return !assumesOfDynamicOperands(op);
}

/// The value of `cute.equal` / `cute.elem_less` when both operands are
/// static (as CuTe IR folds them), from the lowering's own comparison: with
/// no dynamic leaf it builds nothing and yields a constant. None while an
/// operand has a dynamic leaf.
std::optional<bool> staticComparison(Operation *op) {
  if (!isa<cute::ElemLessOp, cute::EqualOp>(op))
    return std::nullopt;
  for (Type t : op->getOperandTypes()) {
    FailureOr<L::CuteIRValue> v = valueOf(t);
    if (failed(v))
      return std::nullopt;
    SmallVector<int> bits;
    dynamicLeafBits(*v, bits);
    if (!bits.empty())
      return std::nullopt;
  }
  OpBuilder b(op);
  RIntBuilder rb(b, op->getLoc());
  SmallVector<SmallVector<Value>> noLeaves(op->getNumOperands());
  FailureOr<RInt> c = compareOperands(op, noLeaves, rb);
  if (failed(c) || !c->isStatic())
    return std::nullopt;
  return c->constant != 0;
}

/// CuTe IR's fold-static: an op whose results are all static cute values is
/// those values; it becomes `cute.static` (the op's type inference already
/// computed them). An op whose static results assume a condition of a
/// dynamic operand leaf stays, so that the lowering can check it. As in
/// CuTe IR, the walk goes backwards (users before the values they use) and
/// erases each pure op left without uses, so folding a chain leaves only
/// the statics something still reads; `cute.static` ops already there stay.
struct CuteFoldStaticPass
    : public cute_nvgpu::impl::CuteFoldStaticBase<CuteFoldStaticPass> {
  void runOnOperation() override {
    getOperation()->walk<WalkOrder::PostOrder, ReverseIterator>(
        [&](Operation *op) {
          if (isa<cute::StaticOp>(op) || !isPure(op) ||
              op->mightHaveTrait<OpTrait::IsTerminator>())
            return;
          if (op->use_empty()) {
            op->erase();
            return;
          }
          if (std::optional<bool> c = staticComparison(op)) {
            OpBuilder b(op);
            op->getResult(0).replaceAllUsesWith(
                arith::ConstantIntOp::create(b, op->getLoc(), b.getI1Type(), *c ? 1 : 0));
            op->erase();
            return;
          }
          if (!foldsToStatic(op))
            return;
          OpBuilder b(op);
          SmallVector<Value> statics;
          for (Type t : op->getResultTypes())
            statics.push_back(cute::StaticOp::create(b, op->getLoc(), t));
          op->replaceAllUsesWith(statics);
          op->erase();
        });
  }
};

struct ConvertCuteToLLVMPass
    : public cute_nvgpu::impl::ConvertCuteToLLVMBase<ConvertCuteToLLVMPass> {
  using ConvertCuteToLLVMBase::ConvertCuteToLLVMBase;
  void runOnOperation() override {
    MLIRContext *ctx = &getContext();
    TypeConverter converter;
    populateCuteToLLVMTypeConversions(converter);

    ConversionTarget target(*ctx);
    // Every cute op is this pass's but those of memory, which
    // convert-cute-nvgpu-to-nvvm lowers with its atoms.
    target.addDynamicallyLegalDialect<cute::CuteDialect>(
        [](Operation *op) { return isLoweredWithMemory(op); });
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp f) {
      return converter.isSignatureLegal(f.getFunctionType()) &&
             converter.isLegal(&f.getBody());
    });
    // The atoms' ops take cute values (a TMA partition's coordinate
    // tensors); their own lowering (convert-cute-nvgpu-to-nvvm) converts
    // them with the same types.
    target.addLegalDialect("cute_nvgpu");
    target.markUnknownOpDynamicallyLegal(
        [&](Operation *op) { return converter.isLegal(op); });

    RewritePatternSet patterns(ctx);
    populateCuteToLLVMConversionPatterns(converter, patterns, runtimeChecks);
    populateFunctionOpInterfaceTypeConversionPattern<func::FuncOp>(patterns,
                                                                   converter);
    populateReturnOpTypeConversionPattern(patterns, converter);
    populateCallOpTypeConversionPattern(patterns, converter);
    populateBranchOpInterfaceTypeConversionPattern(patterns, converter);
    scf::populateSCFStructuralTypeConversions(converter, patterns);

    // An op the patterns cannot lower is reported once, by name, instead of
    // the driver's generic "failed to legalize".
    SmallVector<std::pair<Location, std::string>> unsupported;
    LogicalResult result = success();
    {
      ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
        std::string msg = diag.str();
        StringRef m(msg);
        if (m.consume_front("failed to legalize operation '") &&
            m.starts_with("cute.")) {
          unsupported.push_back({diag.getLocation(), m.split('\'').first.str()});
          return success();
        }
        return failure();
      });
      // With the rollback log (unlike convert-cute-nvgpu-to-nvvm): these
      // patterns build cute ops (get_iter, add_offset, static) that other
      // patterns lower, and without rollback a refusal there is a fatal
      // error instead of the diagnostic below.
      result = applyPartialConversion(getOperation(), target,
                                      std::move(patterns));
    }
    for (auto &[loc, name] : unsupported)
      emitError(loc) << "lowering of " << name
                     << " with dynamic leaves is not supported yet";
    if (failed(result))
      signalPassFailure();
  }
};

} // namespace

void cute_nvgpu::buildCuteHostPipeline(OpPassManager &pm) {
  pm.addPass(createInlinerPass());
  pm.addPass(createCuteFoldStatic());
  pm.addPass(createCanonicalizerPass());
  // Run-time checks are on for host runs: a violated precondition of the
  // algebra is reported and traps instead of computing a different value.
  ConvertCuteToLLVMOptions lowering;
  lowering.runtimeChecks = true;
  pm.addPass(createConvertCuteToLLVM(lowering));
  pm.addPass(createCanonicalizerPass());
  addScfToCfWithoutRollback(pm);
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void cute_nvgpu::addScfToCfWithoutRollback(OpPassManager &pm) {
  SCFToControlFlowPassOptions toCf;
  toCf.allowPatternRollback = false;
  pm.addPass(createSCFToControlFlowPass(toCf));
}

void cute_nvgpu::registerCuteHostPipeline() {
  PassPipelineRegistration<>(
      "cute-host-pipeline",
      "Fold static cute values, lower cute ops (dynamic leaves at run time, "
      "cute.print to printf), then func/arith/scf/cf/math to the LLVM "
      "dialect for mlir-runner",
      [](OpPassManager &pm) { buildCuteHostPipeline(pm); });
}
