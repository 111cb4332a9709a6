// cute_nvgpu.arch.make_warp_uniform: lane 0's value by shfl.sync.idx over
// the full warp (mask -1, clamp 31), as NVIDIA's lowering of the op and
// CUTLASS's __shfl_sync(0xffffffff, x, 0) both give; a 64-bit value moves
// as two 32-bit halves.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry uniform_i32(
// CHECK: shfl.sync.idx.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0, 31, -1;
// CHECK-NOT: shfl.sync
// CHECK-LABEL: .visible .entry uniform_i64(
// CHECK-COUNT-2: shfl.sync.idx.b32 %r{{[0-9]+}}, %r{{[0-9]+}}, 0, 31, -1;
// CHECK-NOT: shfl.sync
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @uniform_i32(%out: !llvm.ptr<1>) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %u = cute_nvgpu.arch.make_warp_uniform(%t) : i32
      llvm.store %u, %out : i32, !llvm.ptr<1>
      return
    }
    cuda.kernel @uniform_i64(%out: !llvm.ptr<1>, %x: i64) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %w = arith.extui %t : i32 to i64
      %y = arith.addi %w, %x : i64
      %u = cute_nvgpu.arch.make_warp_uniform(%y) : i64
      llvm.store %u, %out : i64, !llvm.ptr<1>
      return
    }
  }
}
