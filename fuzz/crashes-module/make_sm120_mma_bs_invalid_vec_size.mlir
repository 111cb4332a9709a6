func.func @f() {
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 8}
  return
}
