!tc = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,22),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[31:1;16:1]">>
!smem = !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,102@4),(0,4096))">
func.func @decayed_swizzle(%s: !smem, %tid: !cute.coord<"?">, %ld: !tc) {
  %0 = cute.tiled.copy.partition_S(%ld, %s, %tid) : (!tc, !smem, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(32,512),2048,(0,4096))">
  return
}
