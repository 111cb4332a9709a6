!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sm = !cute.layout<"(64,64):(1,64)">
!v = !cute.layout<"(64,6@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @pixel_major_smem(%g: !g, %sm: !sm, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sm, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sm, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}
