// cp.async (SM80+): 16 bytes bypass L1 (.cg), 4 and 8 cache at all levels
// (.ca), and so do 16 with `cache = ca`; `src_size(%n)` is the src-size
// operand (zero-fill past %n bytes).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.80.ptx --cubin %t.80.cubin
// RUN: llvm-readelf -s %t.80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.80.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: llvm-readelf -s %t.90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.90a.ptx
// RUN: not cute-nvgpu compile %s --target sm_75 -o %t.75.ptx 2>&1 | FileCheck %s --check-prefix=SM75
// SM75: error: 'cute_nvgpu.make_atom' op `atom.simt_async_copy` requires SM80 or newer (sm_80), but the target is sm_75
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-3: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ cp_async(_ca16|_zfill)?$}}

// CHECK-LABEL: cp_async(
// CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;
// CHECK: cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 4;
func.func @cp_async(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a16 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %a4 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<4>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  cute_nvgpu.copy %a16, %src, %dst : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, gmem, "8:1">, !cute.memref<f16, smem, "8:1">
  %src4 = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f32, gmem, "1:0">
  %dst4 = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f32, smem, "1:0">
  cute_nvgpu.copy %a4, %src4, %dst4 : !cute_nvgpu.atom.simt_async_copy<4>, !cute.memref<f32, gmem, "1:0">, !cute.memref<f32, smem, "1:0">
  return
}

// CHECK-LABEL: cp_async_ca16(
// CHECK: {{^[[:blank:]]+}}cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16;{{$}}
func.func @cp_async_ca16(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16, cache = ca>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f32, gmem, "4:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f32, smem, "4:1">
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<16, cache = ca>, !cute.memref<f32, gmem, "4:1">, !cute.memref<f32, smem, "4:1">
  return
}

// CHECK-LABEL: cp_async_zfill(
// CHECK: {{^[[:blank:]]+}}cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.ca.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 8, %r{{[0-9]+}};{{$}}
func.func @cp_async_zfill(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %n: i32) {
  %a16 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %c16 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16, cache = ca>
  %a8 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<8>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  cute_nvgpu.copy %a16, %src, %dst src_size(%n) : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, gmem, "8:1">, !cute.memref<f16, smem, "8:1">
  cute_nvgpu.copy %c16, %src, %dst src_size(%n) : !cute_nvgpu.atom.simt_async_copy<16, cache = ca>, !cute.memref<f16, gmem, "8:1">, !cute.memref<f16, smem, "8:1">
  %src8 = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "4:1">
  %dst8 = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "4:1">
  cute_nvgpu.copy %a8, %src8, %dst8 src_size(%n) : !cute_nvgpu.atom.simt_async_copy<8>, !cute.memref<f16, gmem, "4:1">, !cute.memref<f16, smem, "4:1">
  return
}
