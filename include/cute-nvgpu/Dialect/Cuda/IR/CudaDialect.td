//===- CudaDialect.td - the `cuda` host-launch dialect -----*- tablegen -*-===//
#ifndef CUDA_DIALECT_TD
#define CUDA_DIALECT_TD

include "mlir/IR/OpBase.td"

def Cuda_Dialect : Dialect {
  let name = "cuda";
  let summary = "CuTe DSL's host-side kernels and launches";
  let description = [{
    The dialect NVIDIA CuTe DSL uses for the boundary between host code and
    kernels: `cuda.kernel` (a kernel function inside a `gpu.module`), a launch
    configuration built with `cuda.launch_cfg.*` (the driver's
    `CUlaunchConfig` with its `CUlaunchAttribute` array), the launch itself
    (`cuda.launch_ex`, the driver's `cuLaunchKernelEx`) and the driver status
    it returns (`!cuda.result`, a `CUresult`).
  }];
  let cppNamespace = "::cute_nvgpu::cuda";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
  let extraClassDeclaration = [{
  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

#endif // CUDA_DIALECT_TD
