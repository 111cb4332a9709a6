//===- CuteNvgpuOps.cpp - cute_nvgpu ops -----------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.cpp.inc"

LogicalResult MakeAtomOp::verify() {
  return verifyAtomInstance(getAtom().getType(), /*target=*/nullptr,
                            /*useShape=*/{}, [&] { return emitOpError(); });
}

void MakeAtomOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  std::string alias = aliasForType(getAtom().getType());
  if (!alias.empty())
    setNameFn(getAtom(), alias);
}
