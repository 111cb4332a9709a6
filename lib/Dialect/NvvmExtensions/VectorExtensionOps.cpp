//===- VectorExtensionOps.cpp - vector ops CuTe DSL writes, MLIR 22 lacks -===//
#include "ExtendedDialects.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace cute_nvgpu::vector_ext;

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/VectorExtensionOps.cpp.inc"

LogicalResult ExtractElementOp::verify() {
  auto type = cast<VectorType>(getVector().getType());
  if (type.getRank() > 1)
    return emitOpError("takes a 0-D or 1-D vector, got ") << type;
  if (type.getRank() == 0 && getPosition())
    return emitOpError("takes no position for a 0-D vector, got one");
  if (type.getRank() == 1 && !getPosition())
    return emitOpError("needs a position for a 1-D vector");
  return success();
}

void cute_nvgpu::addDslVectorOps(Dialect &vectorDialect) {
  RegisteredOperationName::insert<ExtractElementOp>(vectorDialect);
  RegisteredOperationName::insert<SplatOp>(vectorDialect);
}
