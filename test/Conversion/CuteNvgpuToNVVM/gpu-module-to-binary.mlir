// The lowering composes with upstream GPU compilation: a gpu.module with
// #nvvm.target goes through the cute-nvgpu-to-llvm pipeline and then
// upstream gpu-module-to-binary, which serializes it to PTX with LLVM's
// NVPTX backend.
// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm '-gpu-module-to-binary=format=isa' | FileCheck %s

// CHECK: gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_80">
// CHECK-SAME: .target sm_80
// CHECK-SAME: fma.rn.f32
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    func.func @fma(%a: !cute.memref<f32, rmem, "(1):(0)">, %b: !cute.memref<f32, rmem, "(1):(0)">, %c: !cute.memref<f32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "(1):(0)"> {
      %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
      %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f32, f32, f32)>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)"> -> !cute.memref<f32, rmem, "(1):(0)">
      return %d : !cute.memref<f32, rmem, "(1):(0)">
    }
  }
}
