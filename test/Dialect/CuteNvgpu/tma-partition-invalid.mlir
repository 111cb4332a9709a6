// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The TMA partition verifier of make_non_exec_tiled_tma_load/store/reduce
// (%gmem, %smem_layout, %cta_v_map). Its checks run in this order and the
// first failure is the one diagnostic, at the op:
//    1 operand types: the SMEM operand is a !cute.layout, !cute.composed_layout
//      or !cute.memref, the CTA v-map a !cute.layout of scaled-basis or 0
//      strides, none of the three of top-level rank above 5
//    2 the SMEM operand is a layout, not a tensor
//    3 the GMEM tensor is in global memory with a plain (unswizzled) layout
//    4 integer strides: no scaled basis in the GMEM or SMEM layout, and a
//      static GMEM stride other than 0 and 1 is a 16-byte multiple
//    5 a composed SMEM layout is a swizzle TMA can express, at offset 0
//    6 the SMEM layout and the CTA v-map are static
//    7 their top-level modes have the same sizes
//    8 the TMA G-basis exists (a common tile-GMEM vectorization)
//    9 the descriptor rules on it: box dimensions up to 256, the inner box
//      within the swizzle span and a multiple of 16 bytes, box mode 0 the
//      GMEM unit-stride mode, the multicast count dividing the box
//   10 the declared coordinate tensor is the one the operands give (a note
//      shows both)
//   11 (loads) a multicast kind takes a count of at least 1, any other load
//      kind a count of 1
// Then the atom: its element, internal type and data format (pinned in
// dsl-tma-invalid.mlir), and its copy bits and G-basis are the ones the
// operands give. The ORDER cases break two steps and get the earlier one; a
// store or a reduction has no load kind and never reaches step 11.

// Step 1: a rank-6 GMEM tensor; TMA has at most 5 modes.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?,?,?,?):(1,?{i64},?{i64},?{i64},?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @operand_types_gmem_rank_6(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{invalid operand types, got '!cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">', '!cute.memref<f16, gmem, align<16>, "(?,?,?,?,?,?):(1,?{i64},?{i64},?{i64},?{i64},?{i64})">', and '!cute.layout<"(64,128):(1@0,1@1)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 1: a rank-6 SMEM layout and CTA v-map.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128,1,1,1,1):(1,64,0,0,0,0)">
!v = !cute.layout<"(64,128,1,1,1,1):(1@0,1@1,0,0,0,0)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @operand_types_smem_rank_6(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{invalid operand types, got '!cute.layout<"(64,128,1,1,1,1):(1,64,0,0,0,0)">', '!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">', and '!cute.layout<"(64,128,1,1,1,1):(1@0,1@1,0,0,0,0)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 1: a CTA v-map of integer strides, not GMEM coordinate bases.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1,64)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @operand_types_integer_stride_vmap(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{invalid operand types, got '!cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">', '!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">', and '!cute.layout<"(64,128):(1,64)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 2: the SMEM operand is an SMEM tensor, not its layout.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.memref<f16, smem, align<1024>, "(64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @smem_tensor_not_layout(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{invalid smem layout type, expected LayoutType or ComposedLayoutType, got '!cute.memref<f16, smem, align<1024>, "(64,128):(1,64)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 3: the "GMEM" tensor is in shared memory.
!g = !cute.memref<f16, smem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gmem_in_shared_memory(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{unsupported layout for the GMEM tensor, got '!cute.memref<f16, smem, align<16>, "(?,?,?):(1,?{i64},?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 3: a swizzled GMEM tensor.
!g = !cute.memref<f16, gmem, align<16>, S<3,4,3>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gmem_swizzled(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{unsupported layout for the GMEM tensor, got '!cute.memref<f16, gmem, align<16>, S<3,4,3>, "(?,?,?):(1,?{i64},?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 4: a scaled-basis stride in the SMEM layout.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128):(1@0,64@1)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @smem_scaled_basis_stride(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the GMEM and SMEM layouts to have integer stride elements, but got '!cute.layout<"(64,128):(1@0,64@1)">', and '!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 4: a static GMEM stride of 2 f16 values (4 bytes), not a 16-byte multiple.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,2,?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gmem_stride_of_4_bytes(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the GMEM and SMEM layouts to have integer stride elements, but got '!cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">', and '!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,2,?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 5: S<3,3,3> is no TMA swizzle.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,3,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @swizzle_s333(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the SMEM layout to be a swizzle layout, but got '!cute.composed_layout<"S<3,3,3> o 0 o (64,128):(1,64)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 5: a TMA swizzle at a non-zero offset.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 8 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @swizzle_nonzero_offset(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the SMEM layout to be a swizzle layout, but got '!cute.composed_layout<"S<3,4,3> o 8 o (64,128):(1,64)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 6: a dynamic SMEM stride.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128):(1,?)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @smem_dynamic_stride(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the SMEM layout and the CTA V-map to be static, but got '!cute.layout<"(64,128):(1,?)">', and '!cute.layout<"(64,128):(1@0,1@1)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 6: a dynamic CTA v-map shape.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128):(1,64)">
!v = !cute.layout<"(64,?):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @vmap_dynamic_shape(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the SMEM layout and the CTA V-map to be static, but got '!cute.layout<"(64,128):(1,64)">', and '!cute.layout<"(64,?):(1@0,1@1)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 7: SMEM (128,64) against a (64,128) v-map.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (128,64):(1,128)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @shape_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected top-level shape equivalence between the SMEM layout and the CTA V-map, but got '!cute.composed_layout<"S<3,4,3> o 0 o (128,64):(1,128)">', and '!cute.layout<"(64,128):(1@0,1@1)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 8: SMEM index 1 is GMEM coordinate 2@0, no unit step of a GMEM mode:
// no common vectorization.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128):(1,64)">
!v = !cute.layout<"(64,128):(2@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gbasis_no_common_vectorization(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{failed to compute the TMA G-basis, got no common tile-GMEM vectorization: SMEM index 1 maps to 2@0, not to a unit step of a GMEM mode (does the tile select out the major GMEM mode?)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: a non-swizzled M-major box of 512 rows; a box dimension is at most 256.
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(1,?{i64 div=8})">
!s = !cute.layout<"(512,16):(1,512)">
!v = !cute.layout<"(512,16):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
func.func @box_dimension_over_256(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (512,16):(1@0,1@1): boxDim[0] = 512 is outside 1..256}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: K-major rows of 64 f16 values (128 bytes) under the 64-byte swizzle.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64 div=8},1,?{i64 div=64})">
!s = !cute.composed_layout<"S<2,4,3> o 0 o (128,64):(64,1)">
!v = !cute.layout<"(128,64):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @inner_box_over_swizzle_span(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (64,128,1):(1@1,1@0,1@2): the inner box dimension spans 128 bytes, more than the 64-byte swizzle span of Sw<2,4,3>}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: an M-major SMEM tile over a K-major GMEM tensor: box mode 0 is not
// the GMEM unit-stride mode.
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64 div=8},1)">
!s = !cute.layout<"(64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
func.func @majorness_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (64,128):(1@0,1@1): the majorness of the SMEM layout does not match the GMEM layout: TMA box mode 0 64:1@0 has GMEM stride ? (run time; GMEM mode 1@1 has the unit stride), and TMA's innermost dimension must have stride 1}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: an inner box of 4 f16 values, 8 bytes.
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(1,?{i64 div=8})">
!s = !cute.layout<"(4,64):(1,4)">
!v = !cute.layout<"(4,64):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
func.func @inner_box_not_16_bytes(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (4,64):(1@0,1@1): the inner box dimension, 4 elements of 16 bits, is not a multiple of 16 bytes (required without interleave)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: a multicast count of 3 does not divide the 64x128 box.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @multicast_count_does_not_divide_box(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (64,128,1):(1@0,1@1,1@2): multicast count 3 does not divide the box: boxDim[1] = 128 and the remaining count 3 do not divide one another}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90_multicast> num_multicast = 3}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 10: the declared coordinate tensor swaps the modes the operands give.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">
func.func @coord_tensor_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Failed to construct the TMA tensor type}}
  // expected-note @below {{the operands give '!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">', the op declares '!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: a multicast load without a count.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @multicast_without_count(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{missing or invalid num_multicast for a multicast TMA load}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90_multicast>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: a multicast load of count 0.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @multicast_count_zero(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{missing or invalid num_multicast for a multicast TMA load}}
  // expected-note @below {{a multicast load serves 1 to 16 CTAs of its cluster (one bit each of the 16-bit mask), got 0}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90_multicast> num_multicast = 0}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: an SM100 2SM multicast load without a count.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @sm100_2sm_multicast_without_count(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{missing or invalid num_multicast for a multicast TMA load}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_100_2sm_multicast>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: a non-multicast load of count 2.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @non_multicast_count_2(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{got num_multicast of 2 for the non-multicast TMA load kind sm_90 (only a multicast load takes a count other than 1)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 2}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// ORDER: a GMEM stride of 4 bytes (step 4) and a dynamic SMEM stride (step 6)
// report step 4.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,2,?{i64})">
!s = !cute.layout<"(64,128):(1,?)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @order_integer_strides_before_static(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected the GMEM and SMEM layouts to have integer stride elements, but got '!cute.layout<"(64,128):(1,?)">', and '!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,2,?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// ORDER: a (128,64) v-map over a (64,128) tile (step 7) whose SMEM index 1
// is 2@0 (step 8) reports step 7.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.layout<"(64,128):(1,64)">
!v = !cute.layout<"(128,64):(2@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @order_shape_before_gbasis(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{expected top-level shape equivalence between the SMEM layout and the CTA V-map, but got '!cute.layout<"(64,128):(1,64)">', and '!cute.layout<"(128,64):(2@0,1@1)">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// A non-multicast load of count 3: the count is step 11's to report, and
// the box is not split by it (3 would not divide it, step 9).
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @non_multicast_count_is_not_split_into_the_box(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{got num_multicast of 3 for the non-multicast TMA load kind sm_90 (only a multicast load takes a count other than 1)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 3}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// A reduction with a box of 512 rows (step 9).
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(1,?{i64 div=8})">
!s = !cute.layout<"(512,16):(1,512)">
!v = !cute.layout<"(512,16):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0)", "(?,?):(1@0,1@1)">
func.func @reduce_box_dimension_over_256(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (512,16):(1@0,1@1): boxDim[0] = 512 is outside 1..256}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %s, %v) <{kind = <ADD>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// A store of K-major 128-byte rows under the 64-byte swizzle (step 9).
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64 div=8},1,?{i64 div=64})">
!s = !cute.composed_layout<"S<2,4,3> o 0 o (128,64):(64,1)">
!v = !cute.layout<"(128,64):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @store_inner_box_over_swizzle_span(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (64,128,1):(1@1,1@0,1@2): the inner box dimension spans 128 bytes, more than the 64-byte swizzle span of Sw<2,4,3>}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %s, %v) : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// A store never reaches step 11: a count of 2 in the generic form is no
// error, and the atom check after the ladder reports its copy bits.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @store_never_checks_multicast(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_store' op expects the copy bits and G-basis the operands give, '!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 65536, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%g, %s, %v) <{num_multicast = 2 : i32}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// The declared copy bits are half the tile the operands give.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @copy_bits_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects the copy bits and G-basis the operands give, '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// The declared G-basis is the K-major one; the operands give the M-major one.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gbasis_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects the copy bits and G-basis the operands give, '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// A reduction whose declared copy bits and G-basis are the K-major tile's.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @reduce_gbasis_mismatch(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_reduce' op expects the copy bits and G-basis the operands give, '!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %s, %v) <{kind = <ADD>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: a multicast load of 32 CTAs (a cluster has at most 16).
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @multicast_count_above_cluster(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{missing or invalid num_multicast for a multicast TMA load}}
  // expected-note @below {{a multicast load serves 1 to 16 CTAs of its cluster (one bit each of the 16-bit mask), got 32}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90_multicast> num_multicast = 32}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 11: a count of 4 with no `kind` property: the atom's kind sm_90
// stands in, and it is not a multicast load.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @count_without_kind(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{got num_multicast of 4 for the non-multicast TMA load kind sm_90 (only a multicast load takes a count other than 1)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{num_multicast = 4}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// tma_partition's results are CuTe's tma_partition of its operands: mode 0
// of the SMEM tensor and of the TMA coordinate tensor divided into the
// elements one TMA moves (copy_bits / 16 = 8192) and the instructions.
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!sbad = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,2),(1,7)):((1,4096),(0,8192))">
!g = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!go = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
func.func @partition_smem_split_wrong(%a: !a, %c: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">, %s: !s, %g: !g) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects the SMEM partition ((8192,1),(1,7)):((1,0),(0,8192)) (CuTe's tma_partition of the operands), got '!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,2),(1,7)):((1,4096),(0,8192))">'}}
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!a, !cute.coord<"0">, !cute.layout<"(1):(0)">, !s, !g) -> (!sbad, !go)
  return
}

// -----

!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!so = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!g = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!gbad = !cute.coord_tensor<"(0,?{div=128},?)", "(((128,64),1),?):(((1@1,1@0),0),64@0)">
func.func @partition_coordinates_not_in_smem_order(%a: !a, %c: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">, %s: !s, %g: !g) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects the TMA coordinate partition (((64,128),1),?):(((1@0,1@1),0),64@0) (CuTe's tma_partition of the operands), got '!cute.coord_tensor<"(0,?{div=128},?)", "(((128,64),1),?):(((1@1,1@0),0),64@0)">'}}
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!a, !cute.coord<"0">, !cute.layout<"(1):(0)">, !s, !g) -> (!so, !gbad)
  return
}

// -----

// One TMA moves 8192 elements; a 4096-element tile cannot be partitioned.
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,8),(64,1)),(1,7)):(((64,512),(1,0)),(0,4096))">
!g = !cute.coord_tensor<"(0,?{div=128},?)", "((64,64),?):((1@1,1@0),64@0)">
func.func @partition_tile_smaller_than_one_tma(%a: !a, %c: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">, %s: !s, %g: !g) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op cannot partition for this TMA atom: one TMA moves 8192 elements, which does not divide the SMEM tile ((8,8),(64,1)):((64,512),(1,0))}}
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!a, !cute.coord<"0">, !cute.layout<"(1):(0)">, !s, !g) -> (!s, !g)
  return
}

// -----

// Step 9: the descriptor's global address is 16-byte aligned.
!g = !cute.memref<f16, gmem, align<8>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!v = !cute.layout<"(64,128):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @gmem_eight_byte_aligned(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (64,128,1):(1@0,1@1,1@2): the global address must be 16-byte aligned, the tensor states align<8>}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Step 9: PTX's tensor reductions take MIN and MAX of f16/bf16 and integers,
// not of f32.
!g = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!v = !cute.layout<"(32,64):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<MIN, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @reduce_min_of_f32(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{Computed TMA layout is invalid, got (32,64,1):(1@0,1@1,1@2): the reduction MIN is not defined for 'f32' (it takes f16 bf16 i32 si32 ui32 i64 si64 ui64)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %s, %v) <{kind = <MIN>}> : (!g, !s, !v) -> (!a, !c)
  return
}

// -----

// Without a `kind` property the declared atom's kind stands in (the
// partition still checks the element type the atom holds).
!g = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!s = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!v = !cute.layout<"(32,64):(1@0,1@1)">
!a = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!c = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @no_kind_property(%g: !g, %s: !s, %v: !v) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects an atom of the tensor's element type 'f32', got 'f16'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) : (!g, !s, !v) -> (!a, !c)
  return
}
