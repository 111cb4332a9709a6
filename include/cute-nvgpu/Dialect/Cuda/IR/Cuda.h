//===- Cuda.h - the `cuda` host-launch dialect ------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUDA_IR_CUDA_H
#define CUTE_NVGPU_DIALECT_CUDA_IR_CUDA_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace cute_nvgpu::cuda {
/// Marks an op that writes one launch attribute into a `!cuda.launch_cfg`;
/// the configuration's creator counts these against its `max_attrs`.
template <typename ConcreteOp>
class LaunchAttrSetter
    : public mlir::OpTrait::TraitBase<ConcreteOp, LaunchAttrSetter> {};
} // namespace cute_nvgpu::cuda

#include "cute-nvgpu/Dialect/Cuda/IR/CudaDialect.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaAttrs.h.inc"

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cuda/IR/CudaOps.h.inc"

#endif // CUTE_NVGPU_DIALECT_CUDA_IR_CUDA_H
