//===- cute-nvgpu-opt.cpp - MLIR driver with the cute dialects ------------===//
#include "cute-nvgpu/InitAllDialects.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/DslNvvmSpelling.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensions.h"
#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/ToolOutputFile.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  cute_nvgpu::registerAllCuteDialects(registry);
  mlir::registerTransformsPasses();
  cute_nvgpu::registerCuteNvgpuPasses();
  cute_nvgpu::registerCuteNvgpuConversionPasses();
  cute_nvgpu::registerCuteNvgpuToLLVMPipeline();
  cute_nvgpu::registerCuteHostPipeline();
  mlir::registerConversionPasses();
  mlir::registerGPUPasses();
  // mlir-opt's own driver, except that the input is read through
  // upgradeDslNvvmSpellings (CuTe DSL's generic NVVM spellings) first.
  auto [inputFile, outputFile] = mlir::registerAndParseCLIOptions(
      argc, argv, "cute-nvgpu optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    llvm::interleave(registry.getDialectNames(), llvm::outs(), ",");
    llvm::outs() << "\n";
    return 0;
  }
  if (config.shouldListPasses()) {
    mlir::printRegisteredPasses();
    return 0;
  }
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFile, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      mlir::openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (mlir::failed(mlir::MlirOptMain(
          output->os(), cute_nvgpu::upgradeDslNvvmSpellings(std::move(input)),
          registry, config)))
    return 1;
  output->keep();
  return 0;
}
