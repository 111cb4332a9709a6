// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm | FileCheck %s
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx && FileCheck %s --check-prefix=PTX < %t.ptx

// CuTe DSL's nvvm.fmax (PTX max.f32: a NaN operand yields the other) is
// LLVM's maxnum, which NVPTX selects as max.f32.
// CHECK-LABEL: cuda.kernel @fmax
// CHECK: %[[M:.*]] = llvm.intr.maxnum(%arg1, %arg2) : (f32, f32) -> f32
// CHECK: llvm.store %[[M]], %arg0
// PTX-LABEL: .visible .entry fmax(
// PTX: max.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @fmax(%out: !llvm.ptr<1>, %a: f32, %b: f32) attributes {cute.kernel, gpu.kernel} {
      %m = nvvm.fmax %a, %b
      llvm.store %m, %out : f32, !llvm.ptr<1>
      return
    }
  }
}
