//===- CudaTypes.td - `cuda` types and attributes ----------*- tablegen -*-===//
#ifndef CUDA_TYPES_TD
#define CUDA_TYPES_TD

include "cute-nvgpu/Dialect/Cuda/IR/CudaDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Cuda_Type<string name, string mnem> : TypeDef<Cuda_Dialect, name> {
  let mnemonic = mnem;
}

def Cuda_StreamType : Cuda_Type<"Stream", "stream"> {
  let summary = "a CUDA stream handle (`CUstream`)";
  let description = [{
    The stream a launch is queued on. `cuda.cast` makes one from a 64-bit
    integer (0 is the default stream).
  }];
}

def Cuda_ResultType : Cuda_Type<"Result", "result"> {
  let summary = "a CUDA driver status (`CUresult`)";
  let description = [{
    What `cuda.launch_ex` returns; `cuda.cast` turns it into the `i32` status
    code (0 is success).
  }];
}

def Cuda_LaunchConfigType : Cuda_Type<"LaunchConfig", "launch_cfg"> {
  let summary = "a launch configuration (`CUlaunchConfig`)";
  let description = [{
    Grid and block extents, dynamic shared memory bytes and stream, plus room
    for `max_attrs` launch attributes (`CUlaunchAttribute` entries such as the
    cluster shape or cooperative launch), e.g. `!cuda.launch_cfg<max_attrs = 2>`.
  }];
  let parameters = (ins "uint32_t":$maxAttrs);
  let assemblyFormat = "`<` `max_attrs` `=` $maxAttrs `>`";
}

class Cuda_Attr<string name, string mnem> : AttrDef<Cuda_Dialect, name> {
  let mnemonic = mnem;
}

def Cuda_DevMaxSharedMemoryOptinAttr
    : Cuda_Attr<"DevMaxSharedMemoryOptin", "dev_max_shared_memory_optin"> {
  let summary = "the device's opt-in shared memory maximum";
  let description = [{
    Stands for the value of the device attribute
    `CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN`, read when the
    kernel is loaded; used as a kernel's `max_dynamic_shared_size_bytes`.
  }];
}

def Cuda_AssumeKernelAttr : Cuda_Attr<"AssumeKernel", "assume_kernel_attr"> {
  let summary = "whether a launch may assume the callee's kernel attributes";
  let description = [{
    `#cuda.assume_kernel_attr<true>` on `cuda.launch_ex` says the callee's
    `cu_attrs` were set when the module was loaded, so the launch need not
    set them again.
  }];
  let parameters = (ins "bool":$value);
  let hasCustomAssemblyFormat = 1;
}

#endif // CUDA_TYPES_TD
