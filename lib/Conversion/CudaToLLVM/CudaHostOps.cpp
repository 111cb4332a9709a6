//===- CudaHostOps.cpp - cuda host ops -> LLVM ----------------------------===//
//
// CuTe DSL's host function builds a launch configuration and launches a
// kernel through the driver. Here the configuration becomes the driver's
// own CUlaunchConfig on the stack and each launch a call of a per-kernel
// launcher, declared now and given its body (HostLaunchers.cpp) once the
// arguments have their LLVM types.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/CudaToLLVM/HostLaunch.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"
#include "../CuteNvgpuToNVVM/LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/TypeSwitch.h"

namespace cute_nvgpu {
#define GEN_PASS_DEF_CONVERTCUDAHOSTTOLLVM
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::host;

LLVM::LLVMStructType cute_nvgpu::host::launchConfigType(MLIRContext *ctx) {
  Type i32 = IntegerType::get(ctx, 32);
  Type ptr = LLVM::LLVMPointerType::get(ctx);
  return LLVM::LLVMStructType::getLiteral(
      ctx, {i32, i32, i32, i32, i32, i32, i32, ptr, ptr, i32});
}

LLVM::LLVMStructType cute_nvgpu::host::launchAttributeType(MLIRContext *ctx) {
  Type i32 = IntegerType::get(ctx, 32);
  return LLVM::LLVMStructType::getLiteral(
      ctx, {i32, i32, LLVM::LLVMArrayType::get(IntegerType::get(ctx, 64), 8)});
}

namespace {

/// CUlaunchAttributeID values (cuda.h).
enum LaunchAttributeId : int32_t {
  kCooperative = 2,
  kClusterDimension = 4,
  kProgrammaticStreamSerialization = 6,
};

class HostFunctionLowering {
public:
  HostFunctionLowering(func::FuncOp fn, SymbolTable &symbols)
      : fn(fn), symbols(symbols), ctx(fn.getContext()),
        ptrTy(LLVM::LLVMPointerType::get(ctx)),
        i32Ty(IntegerType::get(ctx, 32)) {}

  LogicalResult run() {
    if (fn.isExternal())
      return success();
    convertStreamArguments();
    SmallVector<Operation *> cudaOps;
    fn.walk([&](Operation *op) {
      if (isa<cuda::CudaDialect>(op->getDialect()))
        cudaOps.push_back(op);
    });
    SmallVector<cuda::ReturnIfErrorOp> returns;
    for (Operation *op : cudaOps) {
      LogicalResult r =
          llvm::TypeSwitch<Operation *, LogicalResult>(op)
              .Case([&](cuda::CastOp o) { return lowerCast(o); })
              .Case([&](cuda::LaunchConfigCreateOp o) { return lowerCreate(o); })
              .Case([&](cuda::LaunchConfigClusterDimOp o) {
                return appendAttribute(o, o.getConfig(), kClusterDimension,
                                       {o.getX(), o.getY(), o.getZ()});
              })
              .Case([&](cuda::LaunchConfigCooperativeOp o) {
                return appendAttribute(o, o.getConfig(), kCooperative,
                                       {o.getValue()});
              })
              .Case([&](cuda::LaunchConfigProgrammaticStreamSerializationOp o) {
                return appendAttribute(o, o.getConfig(),
                                       kProgrammaticStreamSerialization,
                                       {o.getValue()});
              })
              .Case([&](cuda::LaunchExOp o) { return lowerLaunch(o); })
              .Case([&](cuda::ReturnIfErrorOp o) {
                returns.push_back(o);
                return success();
              })
              .Default([&](Operation *o) {
                return o->emitOpError("has no host lowering");
              });
      if (failed(r))
        return failure();
    }
    // The status now flows as i32; the returns split blocks, so they go
    // after every value is in place.
    // lowerReturnIfError erases each; cudaOps must not be read for them
    // afterwards (their storage is freed).
    llvm::SmallPtrSet<Operation *, 8> erased;
    for (cuda::ReturnIfErrorOp r : returns) {
      erased.insert(r.getOperation());
      if (failed(lowerReturnIfError(r)))
        return failure();
    }
    // Other users (a call of a host function whose stream argument is now
    // a pointer) read the lowered value.
    for (auto [from, to] : lowered)
      if (from != to)
        from.replaceAllUsesWith(to);
    for (Operation *op : llvm::reverse(cudaOps))
      if (!erased.contains(op))
        op->erase();
    if (fn->removeAttr("llvm.emit_c_interface"))
      fn->setAttr(kCInterfaceAttr, UnitAttr::get(ctx));
    return success();
  }

private:
  /// A `!cuda.stream` argument is the driver's CUstream, a pointer.
  void convertStreamArguments() {
    SmallVector<Type> inputs(fn.getArgumentTypes());
    bool changed = false;
    for (auto [i, t] : llvm::enumerate(inputs))
      if (isa<cuda::StreamType>(t)) {
        inputs[i] = ptrTy;
        fn.getArgument(i).setType(ptrTy);
        lowered[fn.getArgument(i)] = fn.getArgument(i);
        changed = true;
      }
    if (changed)
      fn.setFunctionType(
          FunctionType::get(ctx, inputs, fn.getFunctionType().getResults()));
  }

  /// The LLVM value standing for a cuda-typed value, or the value itself.
  FailureOr<Value> loweredValue(Operation *user, Value v) {
    if (!isa<cuda::CudaDialect>(&v.getType().getDialect()))
      return v;
    auto it = lowered.find(v);
    if (it != lowered.end())
      return it->second;
    return user->emitOpError("uses a ")
           << v.getType()
           << " that does not come from a cuda op in the same host function";
  }

  static Value castInteger(OpBuilder &b, Location loc, Value v, Type to) {
    unsigned from = v.getType().getIntOrFloatBitWidth();
    unsigned width = to.getIntOrFloatBitWidth();
    if (from == width)
      return v;
    if (from < width)
      return arith::ExtUIOp::create(b, loc, to, v);
    return arith::TruncIOp::create(b, loc, to, v);
  }

  LogicalResult lowerCast(cuda::CastOp op) {
    OpBuilder b(op);
    Location loc = op.getLoc();
    Type src = op.getSrc().getType(), dst = op.getDst().getType();
    if (isa<cuda::StreamType>(dst) && src.isSignlessInteger()) {
      Value wide = castInteger(b, loc, op.getSrc(), b.getI64Type());
      lowered[op.getDst()] = LLVM::IntToPtrOp::create(b, loc, ptrTy, wide);
      return success();
    }
    if (isa<cuda::ResultType>(dst) && src.isSignlessInteger()) {
      lowered[op.getDst()] = castInteger(b, loc, op.getSrc(), i32Ty);
      return success();
    }
    if (isa<cuda::ResultType, cuda::StreamType>(src) &&
        dst.isSignlessInteger()) {
      FailureOr<Value> v = loweredValue(op, op.getSrc());
      if (failed(v))
        return failure();
      Value out = isa<cuda::StreamType>(src)
                      ? castInteger(b, loc,
                                    LLVM::PtrToIntOp::create(
                                        b, loc, b.getI64Type(), *v),
                                    dst)
                      : castInteger(b, loc, *v, dst);
      op.getDst().replaceAllUsesWith(out);
      return success();
    }
    return op.emitOpError("from ")
           << src << " to " << dst << " has no host lowering";
  }

  Value constI32(OpBuilder &b, Location loc, int32_t v) {
    return LLVM::ConstantOp::create(b, loc, i32Ty, b.getI32IntegerAttr(v));
  }

  Value fieldPtr(OpBuilder &b, Location loc, Value config, int32_t field) {
    return LLVM::GEPOp::create(b, loc, ptrTy, launchConfigType(ctx), config,
                               ArrayRef<LLVM::GEPArg>{0, field});
  }

  LogicalResult lowerCreate(cuda::LaunchConfigCreateOp op) {
    Location loc = op.getLoc();
    // The untyped operand: a stream argument of the function is already a
    // pointer here, which the typed accessor would assert against.
    FailureOr<Value> stream =
        loweredValue(op, op.getStreamMutable().get());
    if (failed(stream))
      return failure();
    // The configuration lives for the whole function: its stack slots are
    // entry-block allocas, so a launch in a loop does not grow the stack.
    OpBuilder entry(ctx);
    entry.setInsertionPointToStart(&fn.getBody().front());
    Value one = constI32(entry, loc, 1);
    Value config = LLVM::AllocaOp::create(entry, loc, ptrTy,
                                          launchConfigType(ctx), one, 8);
    int32_t slots = std::max<int32_t>(op.getMaxNumAttrs(), 1);
    Value attrs = LLVM::AllocaOp::create(
        entry, loc, ptrTy,
        LLVM::LLVMArrayType::get(launchAttributeType(ctx), slots), one, 8);

    OpBuilder b(op);
    Value fields[] = {op.getGridDimX(),  op.getGridDimY(),  op.getGridDimZ(),
                      op.getBlockDimX(), op.getBlockDimY(), op.getBlockDimZ()};
    for (auto [i, v] : llvm::enumerate(fields))
      LLVM::StoreOp::create(b, loc, v, fieldPtr(b, loc, config, kGridX + i));
    Value smem = castInteger(b, loc, op.getDynamicSmemBytes(), i32Ty);
    LLVM::StoreOp::create(b, loc, smem,
                          fieldPtr(b, loc, config, kSharedMemBytes));
    LLVM::StoreOp::create(b, loc, *stream, fieldPtr(b, loc, config, kStream));
    LLVM::StoreOp::create(b, loc, attrs, fieldPtr(b, loc, config, kAttrs));
    LLVM::StoreOp::create(b, loc, constI32(b, loc, 0),
                          fieldPtr(b, loc, config, kNumAttrs));
    lowered[op.getConfig()] = config;
    return success();
  }

  /// attrs[numAttrs] = {id, values...}; ++numAttrs. The verifier bounds the
  /// setters by max_attrs.
  LogicalResult appendAttribute(Operation *op, Value configValue, int32_t id,
                                ArrayRef<Value> values) {
    FailureOr<Value> config = loweredValue(op, configValue);
    if (failed(config))
      return failure();
    OpBuilder b(op);
    Location loc = op->getLoc();
    Value count =
        LLVM::LoadOp::create(b, loc, i32Ty, fieldPtr(b, loc, *config, kNumAttrs));
    Value attrs =
        LLVM::LoadOp::create(b, loc, ptrTy, fieldPtr(b, loc, *config, kAttrs));
    Value attr = LLVM::GEPOp::create(b, loc, ptrTy, launchAttributeType(ctx),
                                     attrs, ArrayRef<LLVM::GEPArg>{count});
    Value idPtr = LLVM::GEPOp::create(b, loc, ptrTy, launchAttributeType(ctx),
                                      attr, ArrayRef<LLVM::GEPArg>{0, 0});
    LLVM::StoreOp::create(b, loc, constI32(b, loc, id), idPtr);
    Value value = LLVM::GEPOp::create(b, loc, ptrTy, launchAttributeType(ctx),
                                      attr, ArrayRef<LLVM::GEPArg>{0, 2});
    for (auto [i, v] : llvm::enumerate(values)) {
      Value slot = LLVM::GEPOp::create(b, loc, ptrTy, i32Ty, value,
                                       ArrayRef<LLVM::GEPArg>{(int32_t)i});
      LLVM::StoreOp::create(b, loc, v, slot);
    }
    Value next = LLVM::AddOp::create(b, loc, count, constI32(b, loc, 1));
    LLVM::StoreOp::create(b, loc, next, fieldPtr(b, loc, *config, kNumAttrs));
    return success();
  }

  /// The kernel a launch names: a cuda.kernel (or the kernel func.func it
  /// became) in a gpu.module of this module.
  Operation *lookupKernel(cuda::LaunchExOp op) {
    return SymbolTable::lookupNearestSymbolFrom(op, op.getCalleeAttr());
  }

  LogicalResult lowerLaunch(cuda::LaunchExOp op) {
    FailureOr<Value> config = loweredValue(op, op.getConfig());
    if (failed(config))
      return failure();
    Operation *kernel = lookupKernel(op);
    if (!kernel)
      return op.emitOpError("callee ")
             << op.getCalleeAttr() << " does not name a kernel";
    StringRef name = op.getCallee().getLeafReference().getValue();
    std::string launcherName = (kLauncherPrefix + name).str();
    auto launcher = symbols.lookup<func::FuncOp>(launcherName);
    SmallVector<Type> inputs = {ptrTy};
    llvm::append_range(inputs, op.getArgs().getTypes());
    auto type = FunctionType::get(ctx, inputs, {i32Ty});
    if (!launcher) {
      OpBuilder top(ctx);
      top.setInsertionPoint(fn);
      launcher = func::FuncOp::create(top, op.getLoc(), launcherName, type);
      launcher.setPrivate();
      NamedAttrList info;
      info.append("kernel", top.getStringAttr(name));
      // A TMA descriptor is the address of its 128 bytes, which the kernel
      // takes by value (a CUtensorMap parameter): the launch passes the
      // address itself as the parameter's.
      SmallVector<int32_t> inPlace;
      for (auto [i, t] : llvm::enumerate(op.getArgs().getTypes()))
        if (lowering::isNonExecTma(t))
          inPlace.push_back(i);
      if (!inPlace.empty())
        info.append("in_place", top.getDenseI32ArrayAttr(inPlace));
      // cu_attrs are what the host sets on the function when it loads it,
      // before its first launch. The launcher is where the function is
      // loaded, so it sets them also under `assume_kernel_attr` (which
      // CuTe DSL's newer launches carry: the attributes are set at load,
      // not at each launch).
      if (auto cuAttrs = kernel->getAttrOfType<DictionaryAttr>("cu_attrs"))
        info.append("cu_attrs", cuAttrs);
      launcher->setAttr(kLaunchAttr, info.getDictionary(ctx));
      symbols.insert(launcher);
    } else if (launcher.getFunctionType() != type) {
      return op.emitOpError("launches ")
             << op.getCalleeAttr()
             << " with argument types that differ from an earlier launch";
    }
    OpBuilder b(op);
    SmallVector<Value> args = {*config};
    llvm::append_range(args, op.getArgs());
    auto call = func::CallOp::create(b, op.getLoc(), launcher, args);
    lowered[op.getResult()] = call.getResult(0);
    return success();
  }

  LogicalResult lowerReturnIfError(cuda::ReturnIfErrorOp op) {
    if (op->getParentOp() != fn.getOperation())
      return op.emitOpError("inside ")
             << op->getParentOp()->getName()
             << " is not lowered: a host function returns its status only "
                "from its own body";
    Location loc = op.getLoc();
    Block *block = op->getBlock();
    Block *rest = block->splitBlock(std::next(op->getIterator()));
    Block *fail = new Block();
    fn.getBody().getBlocks().insertAfter(block->getIterator(), fail);
    OpBuilder b(ctx);
    b.setInsertionPointToEnd(fail);
    func::ReturnOp::create(b, loc, op.getStatus());
    b.setInsertionPoint(op);
    Value zero = arith::ConstantIntOp::create(b, loc, op.getStatus().getType(), 0);
    Value failed = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                         op.getStatus(), zero);
    cf::CondBranchOp::create(b, loc, failed, fail, ValueRange{}, rest,
                             ValueRange{});
    op.erase();
    return success();
  }

  func::FuncOp fn;
  SymbolTable &symbols;
  MLIRContext *ctx;
  Type ptrTy, i32Ty;
  DenseMap<Value, Value> lowered;
};

struct ConvertCudaHostToLLVMPass
    : public cute_nvgpu::impl::ConvertCudaHostToLLVMBase<
          ConvertCudaHostToLLVMPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> hostFunctions(module.getOps<func::FuncOp>());
    for (func::FuncOp fn : hostFunctions) {
      if (fn.getName().starts_with(kLauncherPrefix))
        continue;
      HostFunctionLowering lowering(fn, symbols);
      if (failed(lowering.run()))
        return signalPassFailure();
    }
  }
};

} // namespace
