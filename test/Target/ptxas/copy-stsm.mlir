// stmatrix needs SM90; the verifier refuses it on sm_80 before ptxas would.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90 -o %t.90.ptx --cubin %t.90.cubin
// RUN: llvm-readelf -s %t.90.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.90.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx --cubin %t.120a.cubin
// RUN: llvm-readelf -s %t.120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.120a.ptx
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: error: 'cute_nvgpu.make_atom' op `atom.stsm` requires SM90 or newer (sm_90), but the target is sm_80
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-2: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (stsm_x2|cluster_release)$}}

// CHECK-LABEL: stsm_x2(
// CHECK: stmatrix.sync.aligned.m8n8.x2.shared.b16 [%rd{{[0-9]+}}], {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @stsm_x2(%p: !llvm.ptr<3>, %v: !cute.memref<f16, rmem, "(4):(1)">) {
  %atom = cute_nvgpu.make_atom : !cute_nvgpu.atom.stsm<m8n8.x2>
  %dst = cute_nvgpu.make_view %p : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  cute_nvgpu.copy %atom, %v, %dst : !cute_nvgpu.atom.stsm<m8n8.x2>, !cute.memref<f16, rmem, "(4):(1)">, !cute.memref<f16, smem, "8:1">
  return
}

// Cluster-scoped orders exist from SM90 (the target pass refuses them
// earlier; see test/Dialect/CuteNvgpu/verify-target.mlir).
// CHECK-LABEL: cluster_release(
// CHECK: st.release.cluster.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
func.func @cluster_release(%g: !llvm.ptr<1>, %v: !cute.memref<i32, rmem, "(1):(0)">) {
  %rel = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=release, mem_scope=cluster>
  %flag = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<i32, gmem, "1:0">
  cute_nvgpu.copy %rel, %v, %flag : !cute_nvgpu.atom.universal_copy<i32, mem_order=release, mem_scope=cluster>, !cute.memref<i32, rmem, "(1):(0)">, !cute.memref<i32, gmem, "1:0">
  return
}
