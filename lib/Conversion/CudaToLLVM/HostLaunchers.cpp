//===- HostLaunchers.cpp - launcher bodies and the driver loader ----------===//
//
// A lowered host module calls `cute_nvgpu.launch.<kernel>(config, args...)`
// for each launch. Here those get their bodies, in the LLVM dialect:
//
//   status = cute_nvgpu.cuda.load()          dlopen("libcuda.so.1"), dlsym
//                                            each entry point, cuInit, the
//                                            current (or primary) context,
//                                            cuModuleLoadData(image), once
//   fn = cuModuleGetFunction(module, name)   once per kernel, then its
//        cuFuncSetAttribute(cu_attrs)        cu_attrs
//   params[i] = &arg_i                       the arguments the kernel keeps
//   return cuLaunchKernelEx(config, fn, params, null)
//
// The driver is found at run time, so neither building cute-nvgpu nor
// linking the lowered program needs CUDA; a machine without a driver gets
// CUDA_ERROR_NO_DEVICE (100) from the first launch, a driver without an
// entry point CUDA_ERROR_NOT_FOUND (500).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Conversion/CudaToLLVM/HostLaunch.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"
#include "../CuteNvgpuToNVVM/LoweringUtils.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::host;

namespace {

/// The driver entry points the launchers call, in the order of the table
/// global `cute_nvgpu.cuda.entries`.
enum DriverEntry : int32_t {
  kCuInit,
  kCuCtxGetCurrent,
  kCuDeviceGet,
  kCuDevicePrimaryCtxRetain,
  kCuCtxSetCurrent,
  kCuCtxGetDevice,
  kCuModuleLoadData,
  kCuModuleGetFunction,
  kCuDeviceGetAttribute,
  kCuFuncSetAttribute,
  kCuLaunchKernelEx,
  kCuTensorMapEncodeTiled,
  kCuTensorMapEncodeIm2col,
  kNumDriverEntries
};
constexpr const char *kDriverEntryNames[kNumDriverEntries] = {
    "cuInit",           "cuCtxGetCurrent",     "cuDeviceGet",
    "cuDevicePrimaryCtxRetain", "cuCtxSetCurrent", "cuCtxGetDevice",
    "cuModuleLoadData", "cuModuleGetFunction", "cuDeviceGetAttribute",
    "cuFuncSetAttribute", "cuLaunchKernelEx", "cuTensorMapEncodeTiled",
    "cuTensorMapEncodeIm2col"};

constexpr int32_t kCudaErrorNoDevice = 100;
constexpr int32_t kCudaErrorNotFound = 500;
constexpr int32_t kRtldNow = 2;
// CUfunction_attribute and CUdevice_attribute values (cuda.h).
constexpr int32_t kFuncMaxDynamicSharedSizeBytes = 8;
constexpr int32_t kFuncNonPortableClusterSizeAllowed = 14;
constexpr int32_t kDeviceMaxSharedMemoryPerBlockOptin = 97;

class HostRuntimeBuilder {
public:
  HostRuntimeBuilder(ModuleOp module)
      : module(module), ctx(module.getContext()), b(ctx),
        ptrTy(LLVM::LLVMPointerType::get(ctx)),
        i32Ty(IntegerType::get(ctx, 32)), loc(module.getLoc()) {}

  LogicalResult build(StringRef image, bool imageIsPtx) {
    SmallVector<LLVM::LLVMFuncOp> launchers, cInterfaces;
    for (auto fn : module.getOps<LLVM::LLVMFuncOp>()) {
      if (fn->hasAttr(kLaunchAttr))
        launchers.push_back(fn);
      if (fn->hasAttr(kCInterfaceAttr))
        cInterfaces.push_back(fn);
    }
    for (LLVM::LLVMFuncOp fn : cInterfaces)
      if (failed(writeCInterface(fn)))
        return failure();
    auto encode = module.lookupSymbol<LLVM::LLVMFuncOp>(
        "cute_nvgpu.cuda.encode_tiled");
    auto encodeIm2col = module.lookupSymbol<LLVM::LLVMFuncOp>(
        "cute_nvgpu.cuda.encode_im2col");
    auto external = [](LLVM::LLVMFuncOp f) { return f && f.isExternal(); };
    if (launchers.empty() && !external(encode) && !external(encodeIm2col))
      return success();
    b.setInsertionPointToEnd(module.getBody());
    std::string bytes = image.str();
    if (imageIsPtx)
      bytes.push_back('\0'); // cuModuleLoadData reads PTX up to its NUL
    imageGlobal = constantBytes("cute_nvgpu.cuda.image", bytes);
    entriesGlobal = zeroGlobal("cute_nvgpu.cuda.entries",
                               LLVM::LLVMArrayType::get(ptrTy, kNumDriverEntries));
    entriesGlobal.setAlignment(8);
    moduleGlobal = zeroGlobal("cute_nvgpu.cuda.module", ptrTy);
    deviceGlobal = zeroGlobal("cute_nvgpu.cuda.device", i32Ty);
    pendingGlobal = zeroGlobal("cute_nvgpu.cuda.pending_error", i32Ty);
    declareLibc();
    buildLoader();
    if (external(encode))
      buildEncoder(encode, kCuTensorMapEncodeTiled);
    if (external(encodeIm2col))
      buildEncoder(encodeIm2col, kCuTensorMapEncodeIm2col);
    for (LLVM::LLVMFuncOp fn : launchers)
      if (failed(buildLauncher(fn)))
        return failure();
    return success();
  }

private:
  LLVM::GlobalOp constantBytes(StringRef name, StringRef bytes) {
    auto type = LLVM::LLVMArrayType::get(IntegerType::get(ctx, 8), bytes.size());
    auto g = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, name,
                                    b.getStringAttr(bytes));
    g.setAlignment(16);
    return g;
  }
  /// A zero-initialized global (an initializer region: a zero attribute
  /// of a pointer or array type would be no initializer at all).
  LLVM::GlobalOp zeroGlobal(StringRef name, Type type) {
    auto g = LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false,
                                    LLVM::Linkage::Internal, name, Attribute());
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&g.getInitializerRegion().emplaceBlock());
    LLVM::ReturnOp::create(b, loc, LLVM::ZeroOp::create(b, loc, type).getResult());
    return g;
  }
  LLVM::GlobalOp cString(StringRef text) {
    std::string name = ("cute_nvgpu.str." + text).str();
    if (auto g = module.lookupSymbol<LLVM::GlobalOp>(name))
      return g;
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    std::string bytes = text.str();
    bytes.push_back('\0');
    return constantBytes(name, bytes);
  }
  Value address(LLVM::GlobalOp g) {
    return LLVM::AddressOfOp::create(b, loc, ptrTy, g.getSymName());
  }
  Value i32(int32_t v) {
    return LLVM::ConstantOp::create(b, loc, i32Ty, b.getI32IntegerAttr(v));
  }

  void declareLibc() {
    auto declare = [&](StringRef name, Type result, ArrayRef<Type> args) {
      if (module.lookupSymbol(name))
        return;
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(module.getBody());
      LLVM::LLVMFuncOp::create(b, loc, name,
                               LLVM::LLVMFunctionType::get(result, args));
    };
    declare("dlopen", ptrTy, {ptrTy, i32Ty});
    declare("dlsym", ptrTy, {ptrTy, ptrTy});
  }

  /// Calls the driver entry point `entry` (all return CUresult).
  Value callDriver(DriverEntry entry, ValueRange args) {
    Value slot = LLVM::GEPOp::create(
        b, loc, ptrTy, LLVM::LLVMArrayType::get(ptrTy, kNumDriverEntries),
        address(entriesGlobal), ArrayRef<LLVM::GEPArg>{0, (int32_t)entry});
    Value fn = LLVM::LoadOp::create(b, loc, ptrTy, slot);
    SmallVector<Type> types(args.getTypes());
    auto type = LLVM::LLVMFunctionType::get(i32Ty, types);
    SmallVector<Value> operands = {fn};
    llvm::append_range(operands, args);
    return LLVM::CallOp::create(b, loc, type, operands).getResult();
  }

  /// Returns `code` from the function when `cond` holds; goes on in a new
  /// block otherwise.
  void returnIf(Value cond, Value code) {
    Block *here = b.getInsertionBlock();
    Region *region = here->getParent();
    Block *exit = b.createBlock(region, region->end());
    LLVM::ReturnOp::create(b, loc, code);
    Block *next = b.createBlock(region, region->end());
    b.setInsertionPointToEnd(here);
    LLVM::CondBrOp::create(b, loc, cond, exit, next);
    b.setInsertionPointToStart(next);
  }
  /// Returns a driver status when it is not CUDA_SUCCESS.
  void returnIfError(Value status) {
    returnIf(LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, status,
                                  i32(0)),
             status);
  }
  void returnCodeIf(Value cond, int32_t code) { returnIf(cond, i32(code)); }

  Value isNull(Value p) {
    Value null = LLVM::ZeroOp::create(b, loc, ptrTy);
    return LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, p, null);
  }

  Value allocaOf(Type t) {
    return LLVM::AllocaOp::create(b, loc, ptrTy, t, i32(1), 8);
  }

  /// `cute_nvgpu.cuda.load() -> i32`: the driver, a context and the module,
  /// once.
  void buildLoader() {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(module.getBody());
    loader = LLVM::LLVMFuncOp::create(b, loc, "cute_nvgpu.cuda.load",
                                      LLVM::LLVMFunctionType::get(i32Ty, {}),
                                      LLVM::Linkage::Internal);
    b.setInsertionPointToStart(loader.addEntryBlock(b));
    Value ctxSlot = allocaOf(ptrTy);
    Value devSlot = allocaOf(i32Ty);
    Value modSlot = allocaOf(ptrTy);
    // Loaded already: nothing to do.
    Value loaded = LLVM::LoadOp::create(b, loc, ptrTy, address(moduleGlobal));
    returnCodeIf(LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, loaded,
                                      LLVM::ZeroOp::create(b, loc, ptrTy)),
                 0);
    Value lib = LLVM::CallOp::create(
                    b, loc, TypeRange{ptrTy}, "dlopen",
                    ValueRange{address(cString("libcuda.so.1")), i32(kRtldNow)})
                    .getResult();
    returnCodeIf(isNull(lib), kCudaErrorNoDevice);
    for (int32_t e = 0; e < kNumDriverEntries; ++e) {
      Value sym = LLVM::CallOp::create(
                      b, loc, TypeRange{ptrTy}, "dlsym",
                      ValueRange{lib, address(cString(kDriverEntryNames[e]))})
                      .getResult();
      returnCodeIf(isNull(sym), kCudaErrorNotFound);
      Value slot = LLVM::GEPOp::create(
          b, loc, ptrTy, LLVM::LLVMArrayType::get(ptrTy, kNumDriverEntries),
          address(entriesGlobal), ArrayRef<LLVM::GEPArg>{0, e});
      LLVM::StoreOp::create(b, loc, sym, slot);
    }
    returnIfError(callDriver(kCuInit, {i32(0)}));
    // The caller's current context if it has one (a program that also
    // uses the runtime API), the device 0 primary context otherwise.
    returnIfError(callDriver(kCuCtxGetCurrent, {ctxSlot}));
    Value current = LLVM::LoadOp::create(b, loc, ptrTy, ctxSlot);
    {
      Block *here = b.getInsertionBlock();
      Region *region = here->getParent();
      Block *retain = b.createBlock(region, region->end());
      returnIfError(callDriver(kCuDeviceGet, {devSlot, i32(0)}));
      Value dev = LLVM::LoadOp::create(b, loc, i32Ty, devSlot);
      returnIfError(callDriver(kCuDevicePrimaryCtxRetain, {ctxSlot, dev}));
      Value primary = LLVM::LoadOp::create(b, loc, ptrTy, ctxSlot);
      returnIfError(callDriver(kCuCtxSetCurrent, {primary}));
      Block *retained = b.getInsertionBlock();
      Block *haveContext = b.createBlock(region, region->end());
      b.setInsertionPointToEnd(retained);
      LLVM::BrOp::create(b, loc, ValueRange{}, haveContext);
      b.setInsertionPointToEnd(here);
      LLVM::CondBrOp::create(b, loc, isNull(current), retain, haveContext);
      b.setInsertionPointToStart(haveContext);
    }
    returnIfError(callDriver(kCuCtxGetDevice, {devSlot}));
    LLVM::StoreOp::create(b, loc, LLVM::LoadOp::create(b, loc, i32Ty, devSlot),
                          address(deviceGlobal));
    returnIfError(callDriver(kCuModuleLoadData, {modSlot, address(imageGlobal)}));
    LLVM::StoreOp::create(b, loc, LLVM::LoadOp::create(b, loc, ptrTy, modSlot),
                          address(moduleGlobal));
    LLVM::ReturnOp::create(b, loc, i32(0));
  }

  /// The value the kernel receives for a lowered argument: nothing for an
  /// empty one (an atom, a static layout), its non-empty members otherwise,
  /// as the kernel's parameters were cut (cute-nvgpu-mark-kernels).
  Value stripEmptyMembers(Value v, Type stripped) {
    if (v.getType() == stripped)
      return v;
    auto full = cast<LLVM::LLVMStructType>(v.getType());
    Value out = LLVM::PoisonOp::create(b, loc, stripped);
    int64_t k = 0;
    for (auto [i, m] : llvm::enumerate(full.getBody())) {
      Type kept = lowering::withoutEmptyMembers(m);
      if (!kept)
        continue;
      Value member = LLVM::ExtractValueOp::create(
          b, loc, v, ArrayRef<int64_t>{(int64_t)i});
      out = LLVM::InsertValueOp::create(b, loc, out,
                                        stripEmptyMembers(member, kept),
                                        ArrayRef<int64_t>{k++});
    }
    return out;
  }

  LogicalResult buildLauncher(LLVM::LLVMFuncOp fn) {
    auto info = fn->getAttrOfType<DictionaryAttr>(kLaunchAttr);
    auto kernel = info ? info.getAs<StringAttr>("kernel") : StringAttr();
    if (!kernel)
      return fn.emitOpError("launcher without a kernel name");
    if (!fn.isExternal())
      return success();
    OpBuilder::InsertionGuard guard(b);
    fn.setLinkage(LLVM::Linkage::Internal);
    fn->removeAttr("sym_visibility");
    LLVM::GlobalOp fnGlobal =
        zeroGlobalAtEnd(("cute_nvgpu.cuda.function." + kernel.getValue()).str());
    Block *entry = fn.addEntryBlock(b);
    b.setInsertionPointToStart(entry);
    Value fnSlot = allocaOf(ptrTy);
    Value valueSlot = allocaOf(i32Ty);
    unsigned numArgs = fn.getNumArguments() - 1;
    Value params = LLVM::AllocaOp::create(
        b, loc, ptrTy, LLVM::LLVMArrayType::get(ptrTy, std::max(numArgs, 1u)),
        i32(1), 8);
    SmallVector<Value> argSlots;
    for (unsigned i = 0; i < numArgs; ++i) {
      Type t = fn.getArgument(i + 1).getType();
      Type kept = lowering::withoutEmptyMembers(t);
      argSlots.push_back(kept ? allocaOf(kept) : Value());
    }
    returnIfError(LLVM::CallOp::create(b, loc, loader, ValueRange{}).getResult());
    // A descriptor this launch takes may have failed to encode: that status
    // is the launch's (once).
    Value pending = LLVM::LoadOp::create(b, loc, i32Ty, address(pendingGlobal));
    LLVM::StoreOp::create(b, loc, i32(0), address(pendingGlobal));
    returnIfError(pending);
    Value cached = LLVM::LoadOp::create(b, loc, ptrTy, address(fnGlobal));
    {
      Block *here = b.getInsertionBlock();
      Region *region = here->getParent();
      Block *load = b.createBlock(region, region->end());
      Value mod = LLVM::LoadOp::create(b, loc, ptrTy, address(moduleGlobal));
      returnIfError(callDriver(kCuModuleGetFunction,
                               {fnSlot, mod, address(cString(kernel))}));
      Value loaded = LLVM::LoadOp::create(b, loc, ptrTy, fnSlot);
      if (failed(setFunctionAttributes(fn, info, loaded, valueSlot)))
        return failure();
      LLVM::StoreOp::create(b, loc, loaded, address(fnGlobal));
      Block *loadedBlock = b.getInsertionBlock();
      Block *launch = b.createBlock(region, region->end(), {ptrTy}, {loc});
      b.setInsertionPointToEnd(loadedBlock);
      LLVM::BrOp::create(b, loc, ValueRange{loaded}, launch);
      b.setInsertionPointToEnd(here);
      LLVM::CondBrOp::create(b, loc, isNull(cached), load, ValueRange{},
                             launch, ValueRange{cached});
      b.setInsertionPointToStart(launch);
    }
    Value function = b.getInsertionBlock()->getArgument(0);
    auto inPlace = info.getAs<DenseI32ArrayAttr>("in_place");
    int32_t k = 0;
    for (unsigned i = 0; i < numArgs; ++i) {
      if (!argSlots[i])
        continue;
      Value arg = fn.getArgument(i + 1);
      Value param = argSlots[i];
      if (inPlace && llvm::is_contained(inPlace.asArrayRef(), (int32_t)i))
        param = arg;
      else
        LLVM::StoreOp::create(
            b, loc,
            stripEmptyMembers(arg, lowering::withoutEmptyMembers(arg.getType())),
            argSlots[i]);
      Value slot = LLVM::GEPOp::create(
          b, loc, ptrTy, LLVM::LLVMArrayType::get(ptrTy, std::max(numArgs, 1u)),
          params, ArrayRef<LLVM::GEPArg>{0, k++});
      LLVM::StoreOp::create(b, loc, param, slot);
    }
    Value null = LLVM::ZeroOp::create(b, loc, ptrTy);
    Value status = callDriver(kCuLaunchKernelEx,
                              {fn.getArgument(0), function, params, null});
    LLVM::ReturnOp::create(b, loc, status);
    return success();
  }

  /// `cute_nvgpu.cuda.encode_tiled(tensorMap, dataType, rank, address,
  /// dims, strides, box, elementStrides, interleave, swizzle, l2, oobFill)`:
  /// cuTensorMapEncodeTiled, and `cute_nvgpu.cuda.encode_im2col(tensorMap,
  /// dataType, rank, address, dims, strides, lowerCorner, upperCorner,
  /// channelsPerPixel, pixelsPerColumn, elementStrides, interleave, swizzle,
  /// l2, oobFill)`: cuTensorMapEncodeIm2col (`entry`), each with its
  /// arguments as given; a failure (or no driver) is kept in
  /// `cute_nvgpu.cuda.pending_error` for the next launch to return.
  void buildEncoder(LLVM::LLVMFuncOp fn, DriverEntry entry) {
    OpBuilder::InsertionGuard guard(b);
    fn.setLinkage(LLVM::Linkage::Internal);
    b.setInsertionPointToStart(fn.addEntryBlock(b));
    Region *region = &fn.getBody();
    Block *done = b.createBlock(region, region->end(), {i32Ty}, {loc});
    Block *exit = b.createBlock(region, region->end());
    LLVM::ReturnOp::create(b, loc, ValueRange{});
    b.setInsertionPointToEnd(done);
    Value status = done->getArgument(0);
    Value bad =
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, status, i32(0));
    Block *record = b.createBlock(region, region->end());
    LLVM::StoreOp::create(b, loc, done->getArgument(0), address(pendingGlobal));
    LLVM::BrOp::create(b, loc, ValueRange{}, exit);
    b.setInsertionPointToEnd(done);
    LLVM::CondBrOp::create(b, loc, bad, record, exit);
    b.setInsertionPointToEnd(&fn.getBody().front());
    Value loaded = LLVM::CallOp::create(b, loc, loader, ValueRange{}).getResult();
    Block *encode = b.createBlock(region, region->end());
    SmallVector<Value> args(fn.getArguments().begin(), fn.getArguments().end());
    Value status2 = callDriver(entry, args);
    LLVM::BrOp::create(b, loc, ValueRange{status2}, done);
    b.setInsertionPointToEnd(&fn.getBody().front());
    Value ok =
        LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, loaded, i32(0));
    LLVM::CondBrOp::create(b, loc, ok, encode, ValueRange{}, done,
                           ValueRange{loaded});
  }

  LLVM::GlobalOp zeroGlobalAtEnd(StringRef name) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToEnd(module.getBody());
    return zeroGlobal(name, ptrTy);
  }

  /// The kernel's cu_attrs, set on the function once it is loaded.
  LogicalResult setFunctionAttributes(LLVM::LLVMFuncOp fn, DictionaryAttr info,
                                      Value function, Value valueSlot) {
    auto cuAttrs = info.getAs<DictionaryAttr>("cu_attrs");
    if (!cuAttrs)
      return success();
    for (NamedAttribute a : cuAttrs) {
      StringRef name = a.getName().getValue();
      if (name == "max_dynamic_shared_size_bytes") {
        Value bytes;
        if (isa<cuda::DevMaxSharedMemoryOptinAttr>(a.getValue())) {
          Value dev = LLVM::LoadOp::create(b, loc, i32Ty, address(deviceGlobal));
          returnIfError(callDriver(
              kCuDeviceGetAttribute,
              {valueSlot, i32(kDeviceMaxSharedMemoryPerBlockOptin), dev}));
          bytes = LLVM::LoadOp::create(b, loc, i32Ty, valueSlot);
        } else if (auto n = dyn_cast<IntegerAttr>(a.getValue())) {
          bytes = i32(n.getInt());
        } else {
          return fn.emitOpError("cu_attrs max_dynamic_shared_size_bytes is ")
                 << a.getValue() << ", not an integer or "
                 << "#cuda.dev_max_shared_memory_optin";
        }
        returnIfError(callDriver(
            kCuFuncSetAttribute,
            {function, i32(kFuncMaxDynamicSharedSizeBytes), bytes}));
      } else if (name == "non_portable_cluster_size_allowed") {
        auto n = dyn_cast<IntegerAttr>(a.getValue());
        if (!n)
          return fn.emitOpError("cu_attrs non_portable_cluster_size_allowed "
                                "is not an integer");
        returnIfError(callDriver(
            kCuFuncSetAttribute,
            {function, i32(kFuncNonPortableClusterSizeAllowed),
             i32(n.getInt())}));
      } else {
        return fn.emitOpError("cu_attrs entry '")
               << name << "' has no host lowering";
      }
    }
    return success();
  }

  /// `_mlir_ciface_<name>`: the C entry point of a host function, each
  /// structure argument passed by pointer (as MLIR passes memref
  /// descriptors), scalars and pointers by value.
  LogicalResult writeCInterface(LLVM::LLVMFuncOp fn) {
    fn->removeAttr(kCInterfaceAttr);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfter(fn);
    LLVM::LLVMFunctionType type = fn.getFunctionType();
    SmallVector<Type> params;
    for (Type t : type.getParams())
      params.push_back(isa<LLVM::LLVMStructType>(t) ? ptrTy : t);
    auto wrapper = LLVM::LLVMFuncOp::create(
        b, loc, ("_mlir_ciface_" + fn.getName()).str(),
        LLVM::LLVMFunctionType::get(type.getReturnType(), params));
    b.setInsertionPointToStart(wrapper.addEntryBlock(b));
    SmallVector<Value> args;
    for (auto [i, t] : llvm::enumerate(type.getParams())) {
      Value a = wrapper.getArgument(i);
      args.push_back(isa<LLVM::LLVMStructType>(t)
                         ? Value(LLVM::LoadOp::create(b, loc, t, a))
                         : a);
    }
    auto call = LLVM::CallOp::create(b, loc, fn, args);
    LLVM::ReturnOp::create(b, loc, call.getResults());
    return success();
  }

  ModuleOp module;
  MLIRContext *ctx;
  OpBuilder b;
  Type ptrTy, i32Ty;
  Location loc;
  LLVM::GlobalOp imageGlobal, entriesGlobal, moduleGlobal, deviceGlobal,
      pendingGlobal;
  LLVM::LLVMFuncOp loader;
};

} // namespace

LogicalResult cute_nvgpu::host::materializeHostLaunchers(ModuleOp module,
                                                         StringRef image,
                                                         bool imageIsPtx) {
  return HostRuntimeBuilder(module).build(image, imageIsPtx);
}
