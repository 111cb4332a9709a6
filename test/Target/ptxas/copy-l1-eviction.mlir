// A universal copy with an L1 eviction priority (CuTe DSL's epilogue
// store, `universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>`)
// keeps it: each call is `st.global.L1::no_allocate` of its 32-bit words
// (a 128-bit atom: .v4.b32), and a load from global memory `ld.global.L1::P`;
// a priority with no global side is refused by name.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry evict_store(
// CHECK-COUNT-4: st.global.L1::no_allocate.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-NOT: st.global
// CHECK-LABEL: .visible .entry evict_vector(
// CHECK: ld.global.L1::evict_last.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// CHECK: st.global.L1::evict_first.v4.b32 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};

!na = !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>
!last = !cute_nvgpu.atom.universal_copy<f32, 128 b, l1_cache_eviction_priority=evict_last>
!first = !cute_nvgpu.atom.universal_copy<f32, 128 b, l1_cache_eviction_priority=evict_first>
!r = !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">
!g = !cute.memref<f32, gmem, align<16>, "(1,4):(0,1)">
!rv = !cute.memref<f32, rmem, align<16>, "(4,1):(1,0)">
!gv = !cute.memref<f32, gmem, align<16>, "(4,1):(1,0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @evict_store(%out: !cute.ptr<f32, gmem, align<16>>, %x: f32) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %rl = cute.static : !cute.layout<"(1,4):(0,1)">
      %r = cute.memref.alloca(%rl) : !r
      %v = vector.broadcast %x : f32 to vector<4xf32>
      cute.memref.store_vec %v, %r : !r
      %g = cute.make_view(%out, %rl) : !g
      %atom = cute.make_atom() : () -> !na
      cute.copy(%atom, %r, %g) : (!na, !r, !g)
      return
    }
    cuda.kernel @evict_vector(%in: !cute.ptr<f32, gmem, align<16>>, %out: !cute.ptr<f32, gmem, align<16>>) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %l = cute.static : !cute.layout<"(4,1):(1,0)">
      %r = cute.memref.alloca(%l) : !rv
      %gi = cute.make_view(%in, %l) : !gv
      %go = cute.make_view(%out, %l) : !gv
      %ld = cute.make_atom() : () -> !last
      cute.copy(%ld, %gi, %r) : (!last, !gv, !rv)
      %st = cute.make_atom() : () -> !first
      cute.copy(%st, %r, %go) : (!first, !rv, !gv)
      return
    }
  }
}
