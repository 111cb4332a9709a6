//===- Passes.td - cute-nvgpu conversions ------------------*- tablegen -*-===//
#ifndef CUTE_NVGPU_CONVERSION_PASSES_TD
#define CUTE_NVGPU_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertCuteNvgpuToNVVM : Pass<"convert-cute-nvgpu-to-nvvm", "::mlir::ModuleOp"> {
  let summary = "Lower cute_nvgpu atoms to NVVM ops and inline PTX";
  let description = [{
    Register fragments (`!cute.memref<T, rmem, (T,V)>`) become per-thread
    vectors of size(V) elements; atom values disappear (their parameters are
    in the types). MMA ops lower to `nvvm.mma.sync` where MLIR 22 has the
    form, and to inline PTX spelled by cute-nvgpu/Target/PtxBuilder.h where
    it does not (dense FP8, SM120 block-scaled). func/arith/cf are lowered to
    the LLVM dialect alongside so signatures carrying fragments convert.
    A func.func carrying the unit attribute `cute_nvgpu.kernel` becomes an
    llvm.func with `nvvm.kernel` (a PTX `.entry`).
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

#endif
