//===- HostLaunch.h - CuTe DSL host code to LLVM ----------------*- C++ -*-===//
//
// The host side of a CuTe DSL program: its launch configuration in the
// driver's own structures, and the launchers that call the CUDA driver
// (loaded at run time with dlopen, so neither the build nor the lowered
// program needs CUDA to link).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_CONVERSION_CUDATOLLVM_HOSTLAUNCH_H
#define CUTE_NVGPU_CONVERSION_CUDATOLLVM_HOSTLAUNCH_H

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringRef.h"

namespace cute_nvgpu::host {

/// The attribute on a launcher declaration: {kernel = "name", cu_attrs}.
inline constexpr llvm::StringLiteral kLaunchAttr = "cute_nvgpu.launch";
/// On a host function whose C entry point `_mlir_ciface_<name>` is written.
inline constexpr llvm::StringLiteral kCInterfaceAttr = "cute_nvgpu.c_interface";
/// Launcher declarations are named this, then the kernel's name.
inline constexpr llvm::StringLiteral kLauncherPrefix = "cute_nvgpu.launch.";

/// `CUlaunchConfig`: grid x/y/z, block x/y/z, dynamic shared memory bytes
/// (7 x u32), stream, attributes, attribute count (56 bytes on LP64).
mlir::LLVM::LLVMStructType launchConfigType(mlir::MLIRContext *ctx);
/// `CUlaunchAttribute`: id (u32), padding, a 64-byte value union (72 bytes).
mlir::LLVM::LLVMStructType launchAttributeType(mlir::MLIRContext *ctx);

/// Field indices in launchConfigType().
enum LaunchConfigField : int32_t {
  kGridX = 0, kBlockX = 3, kSharedMemBytes = 6, kStream = 7, kAttrs = 8,
  kNumAttrs = 9
};

/// Gives each launcher declaration of a fully lowered (LLVM dialect) host
/// module its body, adds the driver loader and the module image (`image`:
/// a cubin, or PTX text the driver compiles when loading), and writes the
/// C entry points of functions marked kCInterfaceAttr.
mlir::LogicalResult materializeHostLaunchers(mlir::ModuleOp module,
                                             llvm::StringRef image,
                                             bool imageIsPtx);

} // namespace cute_nvgpu::host

#endif
