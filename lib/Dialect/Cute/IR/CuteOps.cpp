//===- CuteOps.cpp - the cute ops' generated definitions ------------------===//
//
// The op families' hand-written parts live in ConstructorOps.cpp,
// AccessorOps.cpp, AlgebraOps.cpp, TilingOps.cpp, SizeIndexOps.cpp and
// ArithmeticOps.cpp, ViewOps.cpp, MemRefOps.cpp and AtomOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "CuteValue.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu::cute;

#include "cute-nvgpu/Dialect/Cute/IR/CuteTracedInference.cpp.inc"

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.cpp.inc"
