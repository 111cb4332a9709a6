// Upstream's generic convert-to-llvm reaches our atoms through the dialect's
// ConvertToLLVMPatternInterface. The input holds no NVVM op, so the
// interface itself must load the dialects its patterns create.
// RUN: cute-nvgpu-opt %s --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @mma(
// CHECK: nvvm.mma.sync A[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
// CHECK-NOT: cute_nvgpu.
func.func @mma(%a: !cute.memref<f16, rmem, "8:1">, %b: !cute.memref<f16, rmem, "4:1">, %c: !cute.memref<f32, rmem, "4:1">) -> !cute.memref<f32, rmem, "4:1"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "4:1"> -> !cute.memref<f32, rmem, "4:1">
  return %d : !cute.memref<f32, rmem, "4:1">
}
