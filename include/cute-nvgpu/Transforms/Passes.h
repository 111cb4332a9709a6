//===- Passes.h - cute-nvgpu passes -----------------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_TRANSFORMS_PASSES_H
#define CUTE_NVGPU_TRANSFORMS_PASSES_H

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace cute_nvgpu {
#define GEN_PASS_DECL
#include "cute-nvgpu/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "cute-nvgpu/Transforms/Passes.h.inc"

/// The SM target an op compiles for: its gpu.module's #nvvm.target chip, or
/// `fallback` (may be empty). Fails with a diagnostic on an unknown chip.
mlir::FailureOr<const target::TargetInfo *>
resolveTarget(mlir::Operation *op, llvm::StringRef fallback);
} // namespace cute_nvgpu

#endif
