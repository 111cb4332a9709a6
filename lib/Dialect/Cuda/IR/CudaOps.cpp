//===- CudaOps.cpp - `cuda` op parsing, printing and verification ---------===//
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionImplementation.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace cute_nvgpu::cuda;

// `2 : i32`: CuTe DSL spells launch_cfg.create's count with its type.
static ParseResult parseTypedI32(OpAsmParser &parser, IntegerAttr &value) {
  SMLoc loc = parser.getCurrentLocation();
  Attribute attr;
  if (parser.parseAttribute(attr))
    return failure();
  value = dyn_cast<IntegerAttr>(attr);
  if (!value || !value.getType().isSignlessInteger(32))
    return parser.emitError(loc, "expected an i32 integer such as `2 : i32`, got ")
           << attr;
  return success();
}

static void printTypedI32(OpAsmPrinter &p, Operation *, IntegerAttr value) {
  p.printAttribute(value);
}

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaOps.cpp.inc"

//===----------------------------------------------------------------------===//
// cuda.kernel
//===----------------------------------------------------------------------===//

ParseResult KernelOp::parse(OpAsmParser &parser, OperationState &result) {
  auto buildFuncType = [](Builder &builder, ArrayRef<Type> argTypes,
                          ArrayRef<Type> results,
                          function_interface_impl::VariadicFlag,
                          std::string &) {
    return builder.getFunctionType(argTypes, results);
  };
  return function_interface_impl::parseFunctionOp(
      parser, result, /*allowVariadic=*/false,
      getFunctionTypeAttrName(result.name), buildFuncType,
      getArgAttrsAttrName(result.name), getResAttrsAttrName(result.name));
}

void KernelOp::print(OpAsmPrinter &p) {
  function_interface_impl::printFunctionOp(
      p, *this, /*isVariadic=*/false, getFunctionTypeAttrName(),
      getArgAttrsAttrName(), getResAttrsAttrName());
}

// Inside a kernel body `return` means `cuda.return`, as CuTe DSL prints it.
StringRef KernelOp::getDefaultDialect() { return "cuda"; }

// The CUfunction_attribute values a program may set on a loaded function
// (cuFuncSetAttribute), by their snake-case names.
static bool isSettableFunctionAttribute(StringRef name) {
  return llvm::StringSwitch<bool>(name)
      .Cases("max_dynamic_shared_size_bytes",
             "preferred_shared_memory_carveout", "required_cluster_width",
             "required_cluster_height", "required_cluster_depth",
             "non_portable_cluster_size_allowed",
             "cluster_scheduling_policy_preference", true)
      .Default(false);
}

LogicalResult KernelOp::verify() {
  if (getFunctionType().getNumResults() != 0)
    return emitOpError("is a kernel and returns nothing, but its function "
                       "type has ")
           << getFunctionType().getNumResults() << " result(s)";
  Attribute cuAttrs = (*this)->getDiscardableAttr(getCuAttrsAttrName());
  if (!cuAttrs)
    return success();
  auto dict = dyn_cast<DictionaryAttr>(cuAttrs);
  if (!dict)
    return emitOpError("`cu_attrs` must be a dictionary of "
                       "CUfunction_attribute values, got ")
           << cuAttrs;
  for (NamedAttribute entry : dict) {
    StringRef name = entry.getName().strref();
    if (!isSettableFunctionAttribute(name))
      return emitOpError("`cu_attrs` key `")
             << name
             << "` is not a CUfunction_attribute a program may set; expected "
                "max_dynamic_shared_size_bytes, "
                "preferred_shared_memory_carveout, required_cluster_width, "
                "required_cluster_height, required_cluster_depth, "
                "non_portable_cluster_size_allowed or "
                "cluster_scheduling_policy_preference";
    if (isa<DevMaxSharedMemoryOptinAttr>(entry.getValue())) {
      if (name != "max_dynamic_shared_size_bytes")
        return emitOpError("`cu_attrs` key `")
               << name
               << "`: #cuda.dev_max_shared_memory_optin is a shared memory "
                  "size and only sets max_dynamic_shared_size_bytes";
      continue;
    }
    auto value = dyn_cast<IntegerAttr>(entry.getValue());
    if (!value || !value.getType().isSignlessInteger(32))
      return emitOpError("`cu_attrs` key `")
             << name << "` must be an i32 (the driver's int), got "
             << entry.getValue();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// cuda.return
//===----------------------------------------------------------------------===//

LogicalResult ReturnOp::verify() {
  auto kernel = (*this)->getParentOfType<KernelOp>();
  ArrayRef<Type> expected = kernel.getFunctionType().getResults();
  if (getOperands().getTypes() != TypeRange(expected))
    return emitOpError("returns ")
           << getOperands().size() << " value(s) but kernel @"
           << kernel.getSymName() << " returns " << expected.size();
  return success();
}

//===----------------------------------------------------------------------===//
// cuda.cast
//===----------------------------------------------------------------------===//

LogicalResult CastOp::verify() {
  Type from = getSrc().getType(), to = getDst().getType();
  auto isStreamPair = [](Type a, Type b) {
    return isa<StreamType>(a) && b.isSignlessInteger(64);
  };
  auto isResultPair = [](Type a, Type b) {
    return isa<ResultType>(a) && b.isSignlessInteger(32);
  };
  if (isStreamPair(from, to) || isStreamPair(to, from) ||
      isResultPair(from, to) || isResultPair(to, from))
    return success();
  return emitOpError("cannot cast ")
         << from << " to " << to
         << "; a cast converts i64 <-> !cuda.stream (a stream handle) or "
            "i32 <-> !cuda.result (a driver status)";
}

//===----------------------------------------------------------------------===//
// cuda.launch_cfg.*
//===----------------------------------------------------------------------===//

LogicalResult LaunchConfigCreateOp::verify() {
  uint32_t maxAttrs = getMaxNumAttrs();
  if (getConfig().getType().getMaxAttrs() != maxAttrs)
    return emitOpError("makes room for ")
           << maxAttrs << " launch attribute(s) but its result type is "
           << getConfig().getType();
  unsigned setters = 0;
  for (Operation *user : getConfig().getUsers())
    if (user->hasTrait<LaunchAttrSetter>())
      ++setters;
  if (setters > maxAttrs)
    return emitOpError("makes room for ")
           << maxAttrs << " launch attribute(s) but " << setters
           << " cuda.launch_cfg ops set one";
  return success();
}

LogicalResult LaunchConfigClusterDimOp::verify() {
  std::array<Value, 3> extents = {getX(), getY(), getZ()};
  for (auto [axis, v] : llvm::enumerate(extents)) {
    APInt extent;
    if (matchPattern(v, m_ConstantInt(&extent)) && extent.slt(1))
      return emitOpError("cluster extent ")
             << "xyz"[axis] << " is " << extent.getSExtValue()
             << "; a cluster has at least one block along each axis";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// cuda.launch_ex
//===----------------------------------------------------------------------===//

LogicalResult
LaunchExOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  Operation *target =
      symbolTable.lookupNearestSymbolFrom(getOperation(), getCalleeAttr());
  auto kernel = dyn_cast_or_null<KernelOp>(target);
  if (!kernel)
    return emitOpError("callee ")
           << getCalleeAttr()
           << (target ? " is not a cuda.kernel" : " does not name a symbol");
  ArrayRef<Type> params = kernel.getFunctionType().getInputs();
  if (params.size() != getArgs().size())
    return emitOpError("passes ")
           << getArgs().size() << " argument(s) but kernel "
           << getCalleeAttr() << " takes " << params.size();
  for (auto [i, pair] : llvm::enumerate(llvm::zip(getArgs(), params))) {
    auto [arg, param] = pair;
    if (arg.getType() != param)
      return emitOpError("argument #")
             << i << " has type " << arg.getType() << " but kernel "
             << getCalleeAttr() << " expects " << param;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// cuda.return_if_error
//===----------------------------------------------------------------------===//

LogicalResult ReturnIfErrorOp::verify() {
  auto func = (*this)->getParentOfType<FunctionOpInterface>();
  if (!func)
    return emitOpError("returns the status from its enclosing function, but "
                       "it is not inside one");
  ArrayRef<Type> results = func.getResultTypes();
  if (results.size() != 1 || results[0] != getStatus().getType())
    return emitOpError("returns the status from its enclosing function, "
                       "which must return exactly one ")
           << getStatus().getType() << "; it returns ("
           << TypeRange(results) << ")";
  return success();
}
