//===- NvvmExtensionOps.h - op classes of the extra nvvm/nvgpu/vector ops -===//
#ifndef CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONOPS_H
#define CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionAttrs.h.inc"
#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h.inc"

#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionEnums.h.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionAttrs.h.inc"
#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionOps.h.inc"

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/VectorExtensionOps.h.inc"

#endif // CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONOPS_H
