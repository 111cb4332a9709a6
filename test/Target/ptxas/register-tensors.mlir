// A kernel in CuTe DSL's style with a register tensor: a 128-bit universal
// copy moves two global vectors into a cute.memref.alloca'd tensor and back
// out, and a predicated cp.async tiled copy moves two 16-byte chunks into
// shared memory. The register tensor is one stack array (an alloca of
// [8 x float], not of 8 floats: SROA leaves the latter alone until
// InstCombine rewrites it), so LLVM's SROA keeps it in registers (no
// .local memory) at --opt-level 3 (the default), and at 0, where the LLVM
// IR keeps the alloca, the NVPTX backend's own SROA does.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx
// RUN: cute-nvgpu compile %s --target sm_80 --opt-level 0 -o %t.0.ptx --cubin %t.0.cubin
// RUN: FileCheck %s < %t.0.ptx
// RUN: cute-nvgpu compile %s --target sm_80 --opt-level 0 --emit=llvm -o %t.0.ll
// RUN: FileCheck %s --check-prefix=O0-IR < %t.0.ll

// CHECK-LABEL: .visible .entry copy_through_registers(
// CHECK-NOT: .local
// CHECK-COUNT-2: ld.global.v4.b32
// CHECK-COUNT-2: st.global.v4.b32
// CHECK: setp.{{.*}}
// CHECK: cp.async.cg.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 16;
// CHECK: cp.async.cg.shared.global [%r{{d?[0-9]+}}], [%rd{{[0-9]+}}], 16;
// O0-IR: alloca [8 x float], i64 1, align 16

!tc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(1,8):(0,1)">, tiler_mn = <"[8:1]">>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @copy_through_registers(%in: i64, %out: i64, %s: i32, %on: i8) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
      %pi = cute.inttoptr(%in) : i64 to !cute.ptr<f32, gmem>
      %po = cute.inttoptr(%out) : i64 to !cute.ptr<f32, gmem>
      %gl = cute.static : !cute.layout<"(4,2):(1,64)">
      %gi = cute.make_view(%pi, %gl) : !cute.memref<f32, gmem, "(4,2):(1,64)">
      %go = cute.make_view(%po, %gl) : !cute.memref<f32, gmem, "(4,2):(1,64)">
      %rl = cute.static : !cute.layout<"(4,2):(1,4)">
      %r = cute.memref.alloca(%rl) : !cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">
      cute.copy(%atom, %gi, %r) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, gmem, "(4,2):(1,64)">, !cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">)
      cute.copy(%atom, %r, %go) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">, !cute.memref<f32, gmem, "(4,2):(1,64)">)
      %a2 = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
      %tc = cute.make_tiled_copy(%a2) : !tc
      %ph = cute.inttoptr(%in) : i64 to !cute.ptr<f16, gmem>
      %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
      %hl = cute.static : !cute.layout<"(8,2):(1,64)">
      %sl = cute.static : !cute.layout<"(8,2):(1,8)">
      %gh = cute.make_view(%ph, %hl) : !cute.memref<f16, gmem, "(8,2):(1,64)">
      %sh = cute.make_view(%ps, %sl) : !cute.memref<f16, smem, "(8,2):(1,8)">
      %pl = cute.static : !cute.layout<"(1,2):(0,1)">
      %pred = cute.memref.alloca(%pl) : !cute.memref<i8, rmem, align<2>, "(1,2):(0,1)">
      %flags = vector.broadcast %on : i8 to vector<2xi8>
      cute.memref.store_vec %flags, %pred : !cute.memref<i8, rmem, align<2>, "(1,2):(0,1)">
      cute.copy(%tc, %gh, %sh, %pred) : (!tc, !cute.memref<f16, gmem, "(8,2):(1,64)">, !cute.memref<f16, smem, "(8,2):(1,8)">, !cute.memref<i8, rmem, align<2>, "(1,2):(0,1)">)
      return
    }
  }
}
