// One 64x128x64 f16 tile on Hopper: A and B in 128B-swizzled K-major shared
// memory, f32 accumulators in registers. `cute-nvgpu compile` lowers it to a
// fence, four wgmma (one per 16-wide K block, descriptors advanced by 32 B),
// commit and wait.
!acc = !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x64xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,64):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<128x64xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,64):(64,1)>>
func.func @tile(%sa: !llvm.ptr<3>, %sb: !llvm.ptr<3>, %acc: !acc) -> !acc {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32}
  %a = cute_nvgpu.make_smem_desc_view %sa : !llvm.ptr<3> -> !ta
  %b = cute_nvgpu.make_smem_desc_view %sb : !llvm.ptr<3> -> !tb
  %d = cute_nvgpu.mma %atom, %a, %b, %acc : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !ta, !tb, !acc -> !acc
  return %d : !acc
}
