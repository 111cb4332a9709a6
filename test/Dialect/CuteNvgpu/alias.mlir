// seed 002 SSA alias hints on atom-producing ops (OpAsmOpInterface).
// RUN: cute-nvgpu-opt %s | FileCheck %s

// CHECK-LABEL: func.func @aliases
func.func @aliases() {
  // CHECK: %mma_f16_f16_f32_16x8x16 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>
  // CHECK: %mma_f16_f16_f32_64x128x16 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16
  %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
  // CHECK: %mma_f8E4M3FN_f8E5M2_f32_16x8x32 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
  %2 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f32)>
  // CHECK: %copy_sm90_tma_load = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  %3 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  // CHECK: %copy_sm75_ldsm = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  %4 = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  // CHECK: %copy_universal = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %5 = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  // CHECK: %copy_sm80_cp_async = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %6 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  // A bare MMA atom names no types or shape: no hint, default numbering.
  // CHECK: %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma{{$}}
  %7 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
  // Two atoms of one kind get uniqued suffixes.
  // CHECK: %copy_sm90_tma_load_0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  %8 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  return
}
