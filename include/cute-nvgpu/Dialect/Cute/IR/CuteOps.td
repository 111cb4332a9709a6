//===- CuteOps.td - the cute dialect's ops ----------------*- tablegen -*-===//
//
// One file per op family, as CuTe IR groups them: constructors, accessors,
// layout algebra with products and divides, size and index, arithmetic.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_OPS_TD
#define CUTE_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteConstructorOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAccessorOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAlgebraOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteTilingOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteSizeIndexOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteArithmeticOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteViewOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteMemRefOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAtomOps.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteCoordOps.td"

#endif // CUTE_OPS_TD
