// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's im2col TMA atom ops. The declared atom is the
// op's kind (a load atom for the load op, its load kind the properties'),
// holds the tensor's element type, no internal_val_type and the
// properties' format; a multicast kind takes 1 to 16 CTAs and the other
// kinds a count of 1; the seven convolution lists are static integer
// tuples; the im2col plan accepts the operands (here: an SMEM tile whose
// contiguous mode is not the channels); and the declared coordinate tensor
// and atom are the ones the plan gives. A store takes no `kind`, no
// `num_multicast` and no convolution lists; neither op takes
// `internal_type`. make_exec_tma gives an im2col atom's executable atom in
// im2col mode with the kind's multicast and CTA count, and a tiled atom's
// in tiled mode. tma_partition of an im2col atom takes an im2col
// coordinate tensor and gives CuTe's partition of it: the CTA's share
// moves the composition's offset, the iterator stays.

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!st = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @load_of_a_store_atom(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op result #0 must be a non-executable im2col TMA atom, but got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@1,1@0)">>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@1,1@0)">>, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!st = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @store_atom_of_a_load(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects a non-executable im2col TMA load atom, got '!cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!st, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @kind_differs(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects the atom's load kind sm_90_multicast, got '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90_multicast> num_multicast = 2}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @element_differs(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects an atom of the tensor's element type 'f16', got '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">, internal_val_type = f16>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @internal_val_type(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects an im2col TMA atom without internal_val_type (CuTe DSL states the format as tma_format), got '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">, internal_val_type = f16>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @format_differs(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects the atom's TMA data format F16_RN, got BF16_RN}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1 tma_format = <F16_RN>}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">, tma_format = BF16_RN>, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @multicast_count_out_of_range(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op missing or invalid num_multicast for a multicast im2col TMA load}}
  // expected-note @below {{a multicast load serves 1 to 16 CTAs of its cluster (one bit each of the 16-bit mask), got 32}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90_multicast> num_multicast = 32}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @multicast_count_missing(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op missing or invalid num_multicast for a multicast im2col TMA load}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90_multicast>}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @count_without_multicast(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op got num_multicast of 2 for the non-multicast im2col TMA load kind sm_90 (only a multicast load takes a count other than 1)}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 2}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,?)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @run_time_corner(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects a static lower_corner_whd (the im2col descriptor and the coordinate tensor's type are made from it), got '!cute.int_tuple<"(-1,?)">'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sm = !cute.layout<"(64,64):(1,64)">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @pixel_major_smem(%g: !g, %sm: !sm, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op cannot make the im2col TMA descriptor: the majorness of the SMEM layout does not match the GMEM layout: the SMEM tile's contiguous mode reaches GMEM mode 1@0 (stride 64), and im2col's channel dimension must have stride 1}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sm, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sm, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

// A layout type in the bare tuple form maps no coordinate: no value map.
!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,6@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @tuple_form_value_map(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects the CTA value map as a layout (shape:stride), got '!cute.layout<"(64,6@0,1@1)">'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!nopad = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((10,8,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (160,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @coordinate_tensor_differs(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error-re @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects the im2col coordinate tensor the operands give, '!cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)){{.*}}">', got '!cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((10,8,2),(64,3,3)){{.*}}">'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !nopad)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @copy_bits_differ(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_load' op expects the im2col TMA atom the operands give, '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>', got '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>'}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @internal_type_property(%g: !g, %sw: !sw, %v: !v, %c: !c2, %o: !p1, %z: !z2) {
  // expected-error @below {{an im2col TMA atom takes tma_format, not internal_type}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%g, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1 internal_type = f16}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!st = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!scrd = !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,1,1)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @store_multicast(%g: !g, %sw: !sw, %v: !v) {
  // expected-error @below {{a TMA store has no multicast}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%g, %sw, %v) <{num_multicast = 2}> : (!g, !sw, !v) -> (!st, !scrd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!st = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
func.func @store_with_a_filter(%g: !g, %sw: !sw, %v: !v) {
  // expected-error-re @below {{'cute_nvgpu.atom.make_non_exec_im2col_tma_store' op expects the im2col coordinate tensor the operands give, '!cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)){{.*}}">', got {{.*}}}}
  %a, %t = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%g, %sw, %v) : (!g, !sw, !v) -> (!st, !crd)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
func.func @exec_in_tiled_mode(%a: !ld) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects `mode = im2col` on the executable atom of '!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>', got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>'}}
  %e = cute_nvgpu.atom.make_exec_tma(%a) : (!ld) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
func.func @tiled_exec_in_im2col_mode(%a: !ne) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects no `mode = im2col` on the executable atom of}}
  %e = cute_nvgpu.atom.make_exec_tma(%a) : (!ne) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
func.func @multicast_exec_without_mcast(%a: !ld) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects `mcast = true` and num_cta = 1 on the executable atom of a sm_90_multicast im2col TMA load, got}}
  %e = cute_nvgpu.atom.make_exec_tma(%a) : (!ld) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,64),1):((1,64),0)">
!ct = !cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">
func.func @im2col_atom_over_plain_coordinates(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !sm, %t: !ct) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects an im2col coordinate tensor (a composed layout `GEMM o offset o linear`) for an im2col TMA atom, got '!cute.coord_tensor<"(0,0)", "(64,64):(1@0,1@1)">'}}
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %t) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !sm, !ct) -> (!sm, !ct)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,8),(64,1)),2):(((64,512),(1,0)),4096)">
!smp = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">
!g = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o ((64,64),(3,3)):((1@0,1@0@1),(1@1@1,1@2@1))">
!moved = !cute.coord_tensor<"(0,(31,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">
func.func @share_moves_the_iterator(%a: !ld, %c: !cute.coord<"1">, %l: !cute.layout<"2:1">, %s: !sm, %t: !g) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects the im2col coordinate partition ((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (96,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1)) at the iterator "(0,(-1,-1),0,(0,0))" (CuTe's tma_partition of the operands), got}}
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %t) : (!ld, !cute.coord<"1">, !cute.layout<"2:1">, !sm, !g) -> (!smp, !moved)
  return
}

// -----

// expected-error @below {{invalid im2col TMA load kind `f16`; expected one of sm_90, sm_90_multicast, sm_100_2sm, sm_100_2sm_multicast}}
func.func private @no_kind(!cute_nvgpu.atom.non_exec_im2col_tma_load<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>)
