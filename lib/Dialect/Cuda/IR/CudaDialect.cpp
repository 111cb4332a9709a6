//===- CudaDialect.cpp - the `cuda` dialect, its types and attributes -----===//
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu::cuda;

#include "cute-nvgpu/Dialect/Cuda/IR/CudaDialect.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaAttrs.cpp.inc"

void CudaDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "cute-nvgpu/Dialect/Cuda/IR/CudaOps.cpp.inc"
      >();
}

void CudaDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cute-nvgpu/Dialect/Cuda/IR/CudaTypes.cpp.inc"
      >();
}

void CudaDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-nvgpu/Dialect/Cuda/IR/CudaAttrs.cpp.inc"
      >();
}

// `#cuda.assume_kernel_attr<true>`: the flag as a bare `true`/`false`.
Attribute AssumeKernelAttr::parse(AsmParser &parser, Type) {
  StringRef word;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLess() || parser.parseKeyword(&word))
    return {};
  if (word != "true" && word != "false") {
    parser.emitError(loc, "expected `true` or `false` in "
                          "#cuda.assume_kernel_attr, got `")
        << word << "`";
    return {};
  }
  if (parser.parseGreater())
    return {};
  return AssumeKernelAttr::get(parser.getContext(), word == "true");
}

void AssumeKernelAttr::print(AsmPrinter &printer) const {
  printer << '<' << (getValue() ? "true" : "false") << '>';
}
