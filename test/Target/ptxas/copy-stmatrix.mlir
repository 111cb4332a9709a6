// cute.copy with a stmatrix atom (SM90+), ldmatrix's mirror: per call, the
// 2N register values of the source's mode 0, two to a 32-bit register,
// stored to each thread's row address (8 contiguous f16 in shared memory,
// the destination's mode 0). Two calls, two stmatrix.x4; the registers
// come from global memory first, and nothing stays in local memory.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90.ptx --cubin %t.90.cubin
// RUN: FileCheck %s < %t.90.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100.ptx --cubin %t.100.cubin
// RUN: FileCheck %s < %t.100.ptx

// CHECK-LABEL: .visible .entry stmatrix_rows(
// CHECK-NOT: .local
// CHECK-COUNT-2: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd{{[0-9]+}}{{(\+128)?}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK-NOT: stmatrix.sync
// CHECK-LABEL: .visible .entry stmatrix_trans_x2(
// CHECK: stmatrix.sync.aligned.m8n8.x2.trans.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
// CHECK-NOT: stmatrix.sync

!stsm = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
!stsm2 = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, t>
!r = !cute.memref<f16, rmem, align<16>, "((8,1),2):((1,0),8)">
!s = !cute.memref<f16, smem, "((8,1),2):((1,0),64)">
!r2 = !cute.memref<f16, rmem, align<16>, "((4,1),1):((1,0),0)">
!s2 = !cute.memref<f16, smem, "((8,1),1):((1,0),0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @stmatrix_rows(%in: i64, %s: i32) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %pi = cute.inttoptr(%in) : i64 to !cute.ptr<f16, gmem>
      %il = cute.static : !cute.layout<"16:1">
      %gi = cute.make_view(%pi, %il) : !cute.memref<f16, gmem, "16:1">
      %rl = cute.static : !cute.layout<"((8,1),2):((1,0),8)">
      %r = cute.memref.alloca(%rl) : !r
      %v = cute.memref.load_vec %gi : !cute.memref<f16, gmem, "16:1">
      cute.memref.store_vec %v, %r : !r
      %atom = cute.make_atom() : () -> !stsm
      %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
      %sl = cute.static : !cute.layout<"((8,1),2):((1,0),64)">
      %sm = cute.make_view(%ps, %sl) : !s
      cute.copy(%atom, %r, %sm) : (!stsm, !r, !s)
      return
    }
    cuda.kernel @stmatrix_trans_x2(%in: i64, %s: i32) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %pi = cute.inttoptr(%in) : i64 to !cute.ptr<f16, gmem>
      %il = cute.static : !cute.layout<"4:1">
      %gi = cute.make_view(%pi, %il) : !cute.memref<f16, gmem, "4:1">
      %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
      %r = cute.memref.alloca(%rl) : !r2
      %v = cute.memref.load_vec %gi : !cute.memref<f16, gmem, "4:1">
      cute.memref.store_vec %v, %r : !r2
      %atom = cute.make_atom() : () -> !stsm2
      %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
      %sl = cute.static : !cute.layout<"((8,1),1):((1,0),0)">
      %sm = cute.make_view(%ps, %sl) : !s2
      cute.copy(%atom, %r, %sm) : (!stsm2, !r2, !s2)
      return
    }
  }
}
