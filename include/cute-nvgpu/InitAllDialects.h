//===- InitAllDialects.h - every dialect a cute-nvgpu tool reads -*- C++ -*-===//
//
// One registry for every tool (cute-nvgpu-opt, cute-nvgpu compile, the
// language server): cute, cute_nvgpu and cuda, CuTe DSL's extra nvvm /
// nvgpu / vector ops (registered first, so their NVVM entries win), the
// upstream dialects CuTe DSL programs use, and the interfaces the lowering
// needs (convert-to-llvm, LLVM IR translation, the NVVM target).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_INITALLDIALECTS_H
#define CUTE_NVGPU_INITALLDIALECTS_H

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"

namespace cute_nvgpu {

inline void registerAllCuteDialects(mlir::DialectRegistry &registry) {
  // First: the NVVM/NVGPU entries with CuTe DSL's extras win over the plain
  // ones the inserts below would add.
  registerDslDialectExtensions(registry);
  registry.insert<cute::CuteDialect, CuteNvgpuDialect, cuda::CudaDialect,
                  mlir::func::FuncDialect, mlir::arith::ArithDialect,
                  mlir::scf::SCFDialect, mlir::memref::MemRefDialect,
                  mlir::vector::VectorDialect, mlir::gpu::GPUDialect,
                  mlir::LLVM::LLVMDialect, mlir::NVVM::NVVMDialect,
                  mlir::cf::ControlFlowDialect, mlir::math::MathDialect>();
  registerCuteNvgpuToLLVMInterfaces(registry);
  // gpu-module-to-binary with #nvvm.target: the NVVM target serializes a
  // lowered gpu.module through LLVM's NVPTX backend.
  mlir::NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  mlir::registerBuiltinDialectTranslation(registry);
  mlir::registerGPUDialectTranslation(registry);
  mlir::registerLLVMDialectTranslation(registry);
  mlir::registerNVVMDialectTranslation(registry);
}

} // namespace cute_nvgpu

#endif
