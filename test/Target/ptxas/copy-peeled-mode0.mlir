// cute.copy peels mode 0 as CuTe's Copy_Atom::call does: a mode 0 of
// (V, rest...) with V the atom's values is one call per rest index (CuTe
// DSL's rmsnorm: ((8,8),(1,1)) bf16 tensors through a 128-bit cp.async
// atom). Here ((8,4),1) with rows 512 elements apart: four cp.async of 16
// bytes, 1024 bytes apart on both sides.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry peeled(
// CHECK: cp.async.ca.shared.global [%rd[[S:[0-9]+]]], [%rd[[G:[0-9]+]]], 16;
// CHECK-NEXT: cp.async.ca.shared.global [%rd[[S]]+1024], [%rd[[G]]+1024], 16;
// CHECK-NEXT: cp.async.ca.shared.global [%rd[[S]]+2048], [%rd[[G]]+2048], 16;
// CHECK-NEXT: cp.async.ca.shared.global [%rd[[S]]+3072], [%rd[[G]]+3072], 16;
// CHECK-NOT: cp.async.ca

!cp = !cute_nvgpu.atom.simt_async_copy<bf16, cache = always, 128 b>
!g = !cute.memref<bf16, gmem, align<16>, "((8,4),1):((1,512),0)">
!s = !cute.memref<bf16, smem, align<16>, "((8,4),1):((1,512),0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @peeled(%in: !cute.ptr<bf16, gmem, align<16>>, %sp: !cute.ptr<bf16, smem, align<16>>) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %l = cute.static : !cute.layout<"((8,4),1):((1,512),0)">
      %g = cute.make_view(%in, %l) : !g
      %s = cute.make_view(%sp, %l) : !s
      %atom = cute.make_atom() : () -> !cp
      cute.copy(%atom, %g, %s) : (!cp, !g, !s)
      return
    }
  }
}
