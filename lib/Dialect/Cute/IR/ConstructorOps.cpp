//===- ConstructorOps.cpp - constructor ops ----------------------------------------===//
#include "CuteValue.h"

using namespace mlir;
using namespace cute_nvgpu::cute;

LogicalResult StaticOp::verify() {
  if (!isStaticCuteType(getType()))
    return emitOpError("expects result to be static, but got ") << getType();
  return success();
}

OpFoldResult StaticOp::fold(FoldAdaptor) { return TypeAttr::get(getType()); }
