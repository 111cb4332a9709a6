// CuTe DSL's nvvm.vote.ballot.sync (MLIR 22's nvvm.vote.sync ballot) and
// cute.memref.store of one element of a global tensor, in a kernel without
// register tensors: the store addresses layout(coord) of the run-time
// tensor (pointer plus coord * stride 1, 4 bytes per i32 element).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry ballot(
// CHECK: vote.sync.ballot.b32 %r[[B:[0-9]+]], %p{{[0-9]+}}, -1;
// CHECK: mul.wide.{{[su]}}32 %rd[[OFF:[0-9]+]], %r{{[0-9]+}}, 4;
// CHECK: add.s64 %rd[[AT:[0-9]+]], %rd{{[0-9]+}}, %rd[[OFF]];
// CHECK: st.global.b32 [%rd[[AT]]], %r[[B]];
!g = !cute.memref<i32, gmem, "(?):(1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @ballot(%out: !g) attributes {cute.kernel, gpu.kernel} {
      %t = nvvm.read.ptx.sreg.tid.x : i32
      %c1 = arith.constant 1 : i32
      %odd = arith.andi %t, %c1 : i32
      %p = arith.cmpi ne, %odd, %c1 : i32
      %all = arith.constant -1 : i32
      %b = nvvm.vote.ballot.sync %all, %p : i32
      %crd = cute.make_coord(%t) : (i32) -> !cute.coord<"?">
      cute.memref.store(%out, %crd, %b) : (!g, !cute.coord<"?">, i32) -> ()
      return
    }
  }
}
