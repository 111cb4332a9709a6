//===- CuteOps.h - the `cute` dialect's ops ---------------------*- C++ -*-===//
//
// Kept apart from Cute.h (dialect, types, attributes) so that code which
// only names cute types does not rebuild when an op changes.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_DIALECT_CUTE_IR_CUTEOPS_H
#define CUTE_NVGPU_DIALECT_CUTE_IR_CUTEOPS_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

#include "mlir/IR/OpDefinition.h"

namespace cute_nvgpu::cute {
/// Refuses an operand whose int tuple type holds CuTe IR's error leaf `x`.
mlir::LogicalResult verifyOperandsHaveNoErrorLeaf(mlir::Operation *op);

/// Every cute op: its operands hold no error leaf (CuteOpBase.td).
template <typename ConcreteType>
class OperandsHaveNoErrorLeaf
    : public mlir::OpTrait::TraitBase<ConcreteType, OperandsHaveNoErrorLeaf> {
public:
  static mlir::LogicalResult verifyTrait(mlir::Operation *op) {
    return verifyOperandsHaveNoErrorLeaf(op);
  }
};

/// An op whose one inference body takes a layout::dyn::Tracer
/// (CuteTracedInference.td): the trait itself adds nothing at run time.
template <typename ConcreteType>
class TracedInference
    : public mlir::OpTrait::TraitBase<ConcreteType, TracedInference> {};
} // namespace cute_nvgpu::cute

#include "cute-nvgpu/Dialect/Cute/IR/CuteTracedInference.h.inc"

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h.inc"

#endif
