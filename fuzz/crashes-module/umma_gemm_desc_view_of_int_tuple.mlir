!tu = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">
!pv = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,1)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @desc_view_of_an_int_tuple(%tu: !tu, %v: !v, %t: !cute.coord<"0">, %acc: !acc) {
  %p = cute.tiled.mma.partition A (%tu, %v, %t) : (!tu, !v, !cute.coord<"0">) -> !pv
  cute.gemm(%tu, %acc, %v, %v, %acc) : (!tu, !acc, !v, !v, !acc)
  return
}
