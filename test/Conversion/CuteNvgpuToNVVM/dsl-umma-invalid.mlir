// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics

// A descriptor view whose layout is an int tuple ("(1,1)": a shape, no
// strides) verifies (its rank is unknown), but a tcgen05.mma needs the
// descriptor's static layout to step through K: the lowering refuses it by
// name (it once read the missing layout and crashed).
!tu = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @desc_view_of_an_int_tuple(%tu: !tu, %v: !v, %acc: !acc) {
  // expected-error @+1 {{'cute.gemm' op expects A and B as SMEM descriptor views, with static layouts, got '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">' and '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">'}}
  cute.gemm(%tu, %acc, %v, %v, %acc) : (!tu, !acc, !v, !v, !acc)
  return
}
