// ldmatrix (SM75+) and universal copies: lowered, checked, assembled on
// every tier from sm_75 up. Scoped acquire/release need sm_70+ PTX forms.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_75 -o %t.75.ptx --cubin %t.75.cubin
// RUN: llvm-readelf -s %t.75.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.75.ptx
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.80.ptx --cubin %t.80.cubin
// RUN: llvm-readelf -s %t.80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.80.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx --cubin %t.120a.cubin
// RUN: llvm-readelf -s %t.120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.120a.ptx
// ldsm is refused before SM75.
// RUN: not cute-nvgpu compile %s --target sm_72 -o %t.72.ptx 2>&1 | FileCheck %s --check-prefix=SM72
// SM72: error: 'cute_nvgpu.make_atom' op `atom.ldsm` requires SM75 or newer (sm_75), but the target is sm_72
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-3: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (ldsm_x4|ldsm_x1_trans|universal)$}}

// CHECK-LABEL: ldsm_x4(
// CHECK: ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
func.func @ldsm_x4(%p: !llvm.ptr<3>) -> !cute.memref<f16, rmem, "(8):(1)"> {
  %atom = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  %src = cute_nvgpu.make_view %p : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  %r = cute_nvgpu.copy %atom, %src : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  return %r : !cute.memref<f16, rmem, "(8):(1)">
}

// CHECK-LABEL: ldsm_x1_trans(
// CHECK: ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%r{{[0-9]+}}}, [%rd{{[0-9]+}}];
func.func @ldsm_x1_trans(%p: !llvm.ptr<3>) -> !cute.memref<bf16, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x1.trans>
  %src = cute_nvgpu.make_view %p : !llvm.ptr<3> -> !cute.memref<bf16, smem, "8:1">
  %r = cute_nvgpu.copy %atom, %src : !cute_nvgpu.atom.ldsm<m8n8.x1.trans>, !cute.memref<bf16, smem, "8:1"> -> !cute.memref<bf16, rmem, "(2):(1)">
  return %r : !cute.memref<bf16, rmem, "(2):(1)">
}

// CHECK-LABEL: universal(
// CHECK: ld.global.v4.b32 {{.*}}[%rd{{[0-9]+}}];
// CHECK: st.shared.v4.b32 [%rd{{[0-9]+}}], {{.*}};
// CHECK: ld.acquire.gpu.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK: st.release.sys.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: ld.volatile.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
func.func @universal(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %ld = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  %r = cute_nvgpu.copy %ld, %src : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  %st = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  cute_nvgpu.copy %st, %r, %dst : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, rmem, "(8):(1)">, !cute.memref<f16, smem, "8:1">
  %acq = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=acquire, mem_scope=gpu>
  %flag = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<i32, gmem, "1:0">
  %f = cute_nvgpu.copy %acq, %flag : !cute_nvgpu.atom.universal_copy<i32, mem_order=acquire, mem_scope=gpu>, !cute.memref<i32, gmem, "1:0"> -> !cute.memref<i32, rmem, "(1):(0)">
  %rel = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=release, mem_scope=sys>
  cute_nvgpu.copy %rel, %f, %flag : !cute_nvgpu.atom.universal_copy<i32, mem_order=release, mem_scope=sys>, !cute.memref<i32, rmem, "(1):(0)">, !cute.memref<i32, gmem, "1:0">
  %vol = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=volatile>
  %g2 = cute_nvgpu.copy %vol, %flag : !cute_nvgpu.atom.universal_copy<i32, mem_order=volatile>, !cute.memref<i32, gmem, "1:0"> -> !cute.memref<i32, rmem, "(1):(0)">
  return
}
