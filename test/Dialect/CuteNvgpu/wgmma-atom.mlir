// SM90 wgmma atom builder: the GMMA K table, N dispatch, transpose and RS
// rules; the result type carries ab_major / elem_type / frag_kind.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @atoms
func.func @atoms() {
  // Default-valued a_major/frag_kind ("k", "ss") are elided when printing.
  // CHECK: %mma_f16_f16_f32_64x128x16 = cute_nvgpu.make_sm90_mma {a_type = f16, b_major = #cute_nvgpu.major<mn>, b_type = f16, c_type = f32, shape_MNK = [64, 128, 16]}
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32, a_major = #cute_nvgpu.major<k>, b_major = #cute_nvgpu.major<mn>, frag_kind = #cute_nvgpu.frag_kind<ss>}
  // Defaults: K-major A and B, SS.
  // CHECK: %mma_tf32_tf32_f32_64x8x8 = cute_nvgpu.make_sm90_mma
  %1 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 8], a_type = tf32, b_type = tf32, c_type = f32}
  // CHECK: %mma_f8E5M2_f8E4M3FN_f16_64x256x32 = cute_nvgpu.make_sm90_mma
  %2 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  // CHECK: %mma_i8_ui8_i32_64x24x32 = cute_nvgpu.make_sm90_mma
  %3 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = i8, b_type = ui8, c_type = i32}
  // CHECK: %mma_i1_i1_i32_64x64x256 = cute_nvgpu.make_sm90_mma
  %4 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 256], a_type = i1, b_type = i1, c_type = i32}
  // CHECK: %mma_bf16_bf16_f32_64x200x16 = cute_nvgpu.make_sm90_mma
  %5 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 200, 16], a_type = bf16, b_type = bf16, c_type = f32, a_major = #cute_nvgpu.major<mn>, b_major = #cute_nvgpu.major<mn>}
  return
}

// The inferred type is the atom type with the builder attributes as payload.
// CHECK-LABEL: func.func private @types(
// CHECK-SAME: !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
func.func private @types(!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>)

// The builder's result type is the payload type (checked by the return).
// CHECK-LABEL: func.func @typed
func.func @typed() -> !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs> {
  %0 = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  return %0 : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>
}
