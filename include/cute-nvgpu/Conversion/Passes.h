//===- Passes.h - cute-nvgpu conversions ------------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_CONVERSION_PASSES_H
#define CUTE_NVGPU_CONVERSION_PASSES_H

#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"

namespace cute_nvgpu {
#define GEN_PASS_DECL
#include "cute-nvgpu/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cute-nvgpu/Conversion/Passes.h.inc"
} // namespace cute_nvgpu

#endif
