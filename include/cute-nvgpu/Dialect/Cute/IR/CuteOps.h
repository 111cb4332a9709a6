//===- CuteOps.h - the `cute` dialect's ops ---------------------*- C++ -*-===//
//
// Kept apart from Cute.h (dialect, types, attributes) so that code which
// only names cute types does not rebuild when an op changes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_DIALECT_CUTE_IR_CUTEOPS_H
#define CUTE_NVGPU_DIALECT_CUTE_IR_CUTEOPS_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h.inc"

#endif
