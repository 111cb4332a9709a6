// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's TMA atom ops and atom fields. A non-executable
// tiled TMA load, store or reduce atom is of its op's kind (a load's kind,
// a reduction's operation as the properties name them), holds the global
// tensor's element type or the internal type the properties give, and has
// the data format the properties give; a multicast load kind takes its
// count of CTAs and any other load kind a count of 1; the global tensor is
// in global memory (the TMA partition verifier, pinned in
// tma-partition-invalid.mlir, runs first and reports an SMEM tensor there);
// a store takes no `kind`, a store or reduction no `num_multicast`
// (reported at that key), and an unknown property, load kind, reduction or
// data format does not parse. make_exec_tma keeps the operation, reduction,
// the load kind (`mcast = true` for a multicast kind, num_cta = 2 for a
// 2-SM one),
// element type, copy bits and G-basis. tma_partition partitions a
// shared-memory tensor of the atom's element width and keeps its element
// type and memory. A descriptor lives in shared, global or generic memory,
// in a slot aligned to 64 bytes where the pointer states an alignment, and
// update_tma_desc changes only what tensormap.replace can (the base, the
// extents, the non-leading strides): the element width, the rank and the
// implicit unit leading stride are not device-mutable. A run-time field
// belongs to the atom's kind (a TMA load, a TMA store or reduction, an SM90
// or SM100 MMA; a tiled MMA or copy has its atom's fields) and holds its
// value type: an i64 in SMEM for the mbarrier, i16 for the multicast mask,
// i64 for the cache policy, a pointer or tensor for a descriptor or scale
// factor, i1 for an MMA's flags. make_tmem_copy tiles a TMEM load or store
// atom over a tensor-memory tensor of the atom's element width and keeps
// the atom.

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_of_a_store_atom(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects a non-executable TMA load atom, got '!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) : (!g, !sw, !cta) -> (!st, !crd)
  return
}

// -----

// The properties name a multicast load; the atom is a single-CTA one.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_kind_mismatch(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects the atom's load kind sm_90_multicast, got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90_multicast> num_multicast = 2}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_multicast_zero(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{got num_multicast of 0 for the non-multicast TMA load kind sm_90 (only a multicast load takes a count other than 1)}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> num_multicast = 0}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g32 = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!cta = !cute.layout<"(32,64):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_f16_atom_of_f32_tensor(%g: !g32, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects an atom of the tensor's element type 'f32', got 'f16'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) : (!g32, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_internal_type_mismatch(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects the atom's internal type 'bf16', got 'f16'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> num_multicast = 1 internal_type = bf16}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @load_of_an_executable_atom(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op result #0 must be a non-executable tiled TMA atom, but got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) : (!g, !sw, !cta) -> (!xl, !crd)
  return
}

// -----

!s = !cute.memref<f16, smem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_from_shared_memory(%g: !s, %sw: !sw, %cta: !cta) {
  // expected-error @below {{unsupported layout for the GMEM tensor, got '!cute.memref<f16, smem, align<16>, "(?,?,?):(1,?{i64},?{i64})">'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) : (!s, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_unknown_property(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_load' unknown TMA atom property `multicast`}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> multicast = 1}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_unknown_kind(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_load' expected a TMA load kind, got sm_80}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_80>}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_kind_of_a_reduction(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_load' expected a TMA load kind, got #cute_nvgpu.tma_reduce_kind<ADD>}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @load_unknown_format(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_load' expected a TMA data format, got F16}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{tma_format = <F16>}> : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @store_with_a_kind(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_store' this TMA atom has no `kind`}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %sw, %cta) <{kind = <sm_90>}> : (!g, !sw, !cta) -> (!st, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @store_of_a_load_atom(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_store' op expects a non-executable TMA store atom, got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %sw, %cta) : (!g, !sw, !cta) -> (!ld, !crd)
  return
}

// -----

!g32 = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!cta = !cute.layout<"(32,64):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @store_f16_atom_of_f32_tensor(%g: !g32, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_store' op expects an atom of the tensor's element type 'f32', got 'f16'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %sw, %cta) : (!g32, !sw, !cta) -> (!st, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!rd = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @reduce_unknown_reduction(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_reduce' expected a TMA reduction, got MUL}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %sw, %cta) <{kind = <MUL>}> : (!g, !sw, !cta) -> (!rd, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!rd = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @reduce_kind_mismatch(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_reduce' op expects the atom's reduction MAX, got '!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %sw, %cta) <{kind = <MAX>}> : (!g, !sw, !cta) -> (!rd, !crd)
  return
}

// -----

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @reduce_of_a_store_atom(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_reduce' op expects a non-executable TMA reduce atom, got '!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %sw, %cta) : (!g, !sw, !cta) -> (!st, !crd)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!xs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @exec_store_of_a_load(%a: !ld) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects an executable TMA load atom, got '!cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!ld) -> !xs
  return
}

// -----

!rd = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!xr = !cute_nvgpu.atom.tma_reduce<f16, copy_bits = 131072, mode = tiled, kind = MIN, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @exec_reduction_mismatch(%a: !rd) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects the reduction of '!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!rd) -> !xr
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!xh = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @exec_copy_bits_mismatch(%a: !ld) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects the element type, copy bits and G-basis of '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!ld) -> !xh
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!xt = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">>
func.func @exec_gbasis_mismatch(%a: !ld) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects the element type, copy bits and G-basis of '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(128,64,1):(1@1,1@0,1@2)">>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!ld) -> !xt
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @exec_of_an_executable_atom(%a: !xl) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op operand #0 must be a non-executable tiled or im2col TMA atom, but got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!xl) -> !xl
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!g = !cute.memref<f16, gmem, align<1024>, "((64,128),4):((1,64),8192)">
!tg = !cute.memref<f16, gmem, align<1024>, "((8192,1),4):((1,0),8192)">
func.func @partition_of_global_memory(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !g, %gc: !cA) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects a shared-memory tensor, got '!cute.memref<f16, gmem, align<1024>, "((64,128),4):((1,64),8192)">'}}
  %ts, %tc = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %gc) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !g, !cA) -> (!tg, !tcA)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">
!ts = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">
func.func @partition_changes_element_type(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %gc: !cA) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects an SMEM partition of the tensor's element type, got '!cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">'}}
  %ts, %tc = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %gc) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !s, !cA) -> (!ts, !tcA)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">
!ts = !cute.memref<f16, gmem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">
func.func @partition_changes_memory(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %gc: !cA) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects an SMEM partition of the tensor's element type, got '!cute.memref<f16, gmem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">'}}
  %ts, %tc = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %gc) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !s, !cA) -> (!ts, !tcA)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!s = !cute.memref<f32, smem, align<1024>, "((64,128),4):((1,64),8192)">
!ts = !cute.memref<f32, smem, align<1024>, "((8192,1),4):((1,0),8192)">
func.func @partition_of_wider_elements(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s, %gc: !cA) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects SMEM elements of the atom's width, got 'f32' for '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %ts, %tc = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %gc) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !s, !cA) -> (!ts, !tcA)
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @copy_desc_to_registers(%a: !ld, %d: !cute.ptr<i64, rmem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.copy_tma_desc' op expects a descriptor in shared, global or generic memory, got '!cute.ptr<i64, rmem, align<128>>'}}
  cute_nvgpu.copy_tma_desc(%a, %d) : (!ld, !cute.ptr<i64, rmem, align<128>>) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
func.func @update_desc_in_tensor_memory(%a: !ld, %g: !g, %d: !cute.ptr<i64, tmem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op expects a descriptor in shared, global or generic memory, got '!cute.ptr<i64, tmem, align<128>>'}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g, !cute.ptr<i64, tmem, align<128>>) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g32 = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
func.func @update_desc_for_f32_tensor(%a: !ld, %g: !g32, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the element type is fixed when the descriptor is built: the atom moves f16, the tensor holds f32}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g32, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!s = !cute.memref<f16, smem, align<16>, "(64,128):(1,64)">
func.func @update_desc_for_smem_tensor(%a: !ld, %g: !s, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op operand #1 must be a global-memory !cute.memref, but got '!cute.memref<f16, smem, align<16>, "(64,128):(1,64)">'}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !s, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @prefetch_desc_of_exec_atom(%a: !xl) {
  // expected-error @below {{'cute_nvgpu.prefetch_tma_desc' op operand #0 must be a non-executable tiled or im2col TMA atom, but got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>'}}
  cute_nvgpu.prefetch_tma_desc(%a) : (!xl) -> ()
  return
}

// -----

!xs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @barrier_of_a_store(%x: !xs, %b: !cute.ptr<i64, smem>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>', got #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}}
  %y = cute_nvgpu.atom.set_value(%x, %b : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !xs
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @store_field_of_a_load(%x: !xl, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>', got #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}}
  %y = cute_nvgpu.atom.set_value(%x, %d : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !xl
  return
}

// -----

!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @field_of_a_non_exec_atom(%x: !ld, %b: !cute.ptr<i64, smem>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>', got #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}}
  %y = cute_nvgpu.atom.set_value(%x, %b : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ld
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @barrier_in_global_memory(%x: !xl, %b: !cute.ptr<i64, gmem>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects '!cute.ptr<i64, smem>' for #cute_nvgpu.atom_copy_field_tmaload<tma_bar>, got '!cute.ptr<i64, gmem>'}}
  %y = cute_nvgpu.atom.set_value(%x, %b : !cute.ptr<i64, gmem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !xl
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @barrier_of_i32(%x: !xl, %b: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects '!cute.ptr<i64, smem>' for #cute_nvgpu.atom_copy_field_tmaload<tma_bar>, got '!cute.ptr<i32, smem, align<8>>'}}
  %y = cute_nvgpu.atom.set_value(%x, %b : !cute.ptr<i32, smem, align<8>>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !xl
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @multicast_mask_of_i32(%x: !xl, %m: i32) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects 'i16' for #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>, got 'i32'}}
  %y = cute_nvgpu.atom.set_value(%x, %m : i32) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !xl
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @cache_policy_of_i32(%x: !xl, %p: i32) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects 'i64' for #cute_nvgpu.atom_copy_field_tmaload<cache_policy>, got 'i32'}}
  %y = cute_nvgpu.atom.set_value(%x, %p : i32) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : !xl
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @descriptor_pointer_as_integer(%x: !xl, %p: i64) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a pointer or tensor for #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>, got 'i64'}}
  %y = cute_nvgpu.atom.set_value(%x, %p : i64) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !xl
  return
}

// -----

!xs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @store_descriptor_pointer_as_integer(%x: !xs, %p: i64) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a pointer or tensor for #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>, got 'i64'}}
  %y = cute_nvgpu.atom.set_value(%x, %p : i64) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !xs
  return
}

// -----

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
func.func @sm90_field_of_sm100(%u: !umma, %f: i1) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>', got #cute_nvgpu.atom_mma_field_sm90<accum_c>}}
  %y = cute_nvgpu.atom.set_value(%u, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !umma
  return
}

// -----

!wgmma = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
func.func @sm100_field_of_sm90(%w: !wgmma, %f: i1) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>', got #cute_nvgpu.atom_mma_field_sm100<accum_c>}}
  %y = cute_nvgpu.atom.set_value(%w, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !wgmma
  return
}

// -----

// A tiled MMA's fields are its atom's; an SM80 MMA has none.
!tm80 = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @sm100_field_of_tiled_sm80(%t: !tm80, %f: i1) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >', got #cute_nvgpu.atom_mma_field_sm100<neg_a>}}
  %y = cute_nvgpu.atom.set_value(%t, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !tm80
  return
}

// -----

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
func.func @accumulate_flag_of_i8(%u: !umma, %f: i8) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects 'i1' for #cute_nvgpu.atom_mma_field_sm100<accum_c>, got 'i8'}}
  %y = cute_nvgpu.atom.set_value(%u, %f : i8) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !umma
  return
}

// -----

!tumma = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @negate_flag_of_i32_on_tiled(%t: !tumma, %f: i32) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects 'i1' for #cute_nvgpu.atom_mma_field_sm100<neg_b>, got 'i32'}}
  %y = cute_nvgpu.atom.set_value(%t, %f : i32) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !tumma
  return
}

// -----

!wgmma = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
func.func @sm90_accumulate_flag_of_i32(%w: !wgmma, %f: i32) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects 'i1' for #cute_nvgpu.atom_mma_field_sm90<accum_c>, got 'i32'}}
  %y = cute_nvgpu.atom.set_value(%w, %f : i32) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !wgmma
  return
}

// -----

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// A dense f16 MMA has no scale factors.
func.func @scale_factor_of_a_dense_mma(%u: !umma, %f: i1) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>', got #cute_nvgpu.atom_mma_field_sm100<sf_a>}}
  %y = cute_nvgpu.atom.set_value(%u, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !umma
  return
}

// -----

!tcld = !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @field_of_a_tmem_tiled_copy(%t: !tcld, %b: !cute.ptr<i64, smem>) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op expects a field of '!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>', got #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}}
  %y = cute_nvgpu.atom.set_value(%t, %b : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !tcld
  return
}

// -----

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
!tumma = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @set_value_changes_type(%u: !umma, %f: i1) {
  // expected-error @below {{'cute_nvgpu.atom.set_value' op failed to verify that all of {atom, result} have same type}}
  %y = "cute_nvgpu.atom.set_value"(%u, %f) <{field = #cute_nvgpu.atom_mma_field_sm100<accum_c>}> : (!umma, i1) -> !tumma
  return
}

// -----

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
func.func @get_accumulate_flag_as_i32(%u: !umma) {
  // expected-error @below {{'cute_nvgpu.atom.get_value' op expects 'i1' for #cute_nvgpu.atom_mma_field_sm100<accum_c>, got 'i32'}}
  %y = cute_nvgpu.atom.get_value(%u : !umma) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i32
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @get_mma_field_of_a_load(%x: !xl) {
  // expected-error @below {{'cute_nvgpu.atom.get_value' op expects a field of '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>', got #cute_nvgpu.atom_mma_field_sm90<accum_c>}}
  %y = cute_nvgpu.atom.get_value(%x : !xl) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
  return
}

// -----

!xl = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
func.func @get_barrier_in_generic_memory(%x: !xl) {
  // expected-error @below {{'cute_nvgpu.atom.get_value' op expects '!cute.ptr<i64, smem>' for #cute_nvgpu.atom_copy_field_tmaload<tma_bar>, got '!cute.ptr<i64, generic>'}}
  %y = cute_nvgpu.atom.get_value(%x : !xl) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<i64, generic>
  return
}

// -----

!u = !cute_nvgpu.atom.universal_copy<f32>
!acc = !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @tmem_copy_of_universal_copy(%a: !u, %t: !acc) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects a TMEM load or store atom, got '!cute_nvgpu.atom.universal_copy<f32>'}}
  %c = cute_nvgpu.atom.make_tmem_copy(%a, %t) : (!u, !acc) -> !tc
  return
}

// -----

!tld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!tcld = !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
!s = !cute.memref<f32, smem, align<16>, "(128,32):(1,128)">
func.func @tmem_copy_of_smem_tensor(%a: !tld, %t: !s) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects a tensor-memory tensor, got '!cute.memref<f32, smem, align<16>, "(128,32):(1,128)">'}}
  %c = cute_nvgpu.atom.make_tmem_copy(%a, %t) : (!tld, !s) -> !tcld
  return
}

// -----

!tld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!acc = !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">
!tcst = !cute.tiled_copy<!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @tmem_copy_of_another_atom(%a: !tld, %t: !acc) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects the result's atom to be the operand's '!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>', got '!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>'}}
  %c = cute_nvgpu.atom.make_tmem_copy(%a, %t) : (!tld, !acc) -> !tcst
  return
}

// -----

!tld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!acc = !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">
!tumma = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @tmem_copy_to_a_tiled_mma(%a: !tld, %t: !acc) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op result #0 must be a !cute.tiled_copy, but got '!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>'}}
  %c = cute_nvgpu.atom.make_tmem_copy(%a, %t) : (!tld, !acc) -> !tumma
  return
}

// -----

// The SMEM tile holds the atom's elements: 4-bit ones are not an f16 atom's.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!s4 = !cute.memref<!cute_nvgpu.i4, smem, align<1024>, "((64,128),4):((1,64),8192)">
!ts4 = !cute.memref<!cute_nvgpu.i4, smem, align<1024>, "((8192,1),4):((1,0),8192)">
func.func @partition_of_4_bit_elements(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !s4, %gc: !cA) {
  // expected-error @below {{'cute_nvgpu.atom.tma_partition' op expects SMEM elements of the atom's width, got '!cute_nvgpu.i4' for '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>'}}
  %ts, %tc = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %gc) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !s4, !cA) -> (!ts4, !tcA)
  return
}

// -----

// The new tensor map's tensor has the atom's width: 4-bit is not f16's.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g4 = !cute.memref<!cute_nvgpu.i4, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
func.func @update_desc_for_4_bit_tensor(%a: !ld, %g: !g4, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the element type is fixed when the descriptor is built: the atom moves f16, the tensor holds !cute_nvgpu.i4}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g4, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

// A TMA store does not multicast; the error is at `num_multicast`, this line.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!st = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @store_with_multicast(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @+1 {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_store' a TMA store has no multicast}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %sw, %cta) <{num_multicast = 1}> : (!g, !sw, !cta) -> (!st, !crd)
  return
}

// -----

// A reduction does not multicast; the error is at `num_multicast`'s own line.
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!rd = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @reduce_with_multicast(%g: !g, %sw: !sw, %cta: !cta) {
  // expected-error @+3 {{custom op 'cute_nvgpu.atom.make_non_exec_tiled_tma_reduce' a TMA reduction has no multicast}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %sw, %cta)
      <{kind = <ADD>
        num_multicast = 2}> : (!g, !sw, !cta) -> (!rd, !crd)
  return
}

// -----

// The op's TMA data format is the atom's: F16_RN here, the atom's TF32_RN.
!g32 = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!cta = !cute.layout<"(32,64):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ld32 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, tma_format = TF32_RN>
func.func @load_format_mismatch(%g: !g32, %sw: !sw, %cta: !cta) {
  // expected-error @below {{'cute_nvgpu.atom.make_non_exec_tiled_tma_load' op expects the atom's TMA data format F16_RN, got TF32_RN}}
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> num_multicast = 1 tma_format = <F16_RN>}> : (!g32, !sw, !cta) -> (!ld32, !crd)
  return
}

// -----

// A 32-bit TMEM load atom (tcgen05.ld .32b) cannot tile an f16 TMEM tensor.
!tld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!t16 = !cute.memref<f16, tmem, align<16>, "(128,32):(65536,1)">
!tcld = !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @tmem_copy_of_f16_tensor(%a: !tld, %t: !t16) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects a tensor of the atom's 32-bit elements, got 'f16'}}
  %c = cute_nvgpu.atom.make_tmem_copy(%a, %t) : (!tld, !t16) -> !tcld
  return
}

// -----

// A 128-byte tensor map needs a 64-byte aligned slot, not a 4-byte one.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
func.func @copy_desc_to_4_byte_slot(%a: !ld, %d: !cute.ptr<i64, gmem, align<4>>) {
  // expected-error @below {{'cute_nvgpu.copy_tma_desc' op expects a descriptor slot aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<i64, gmem, align<4>>'}}
  cute_nvgpu.copy_tma_desc(%a, %d) : (!ld, !cute.ptr<i64, gmem, align<4>>) -> ()
  return
}

// -----

// update_tma_desc writes a whole tensor map: its slot is 64-byte aligned.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
func.func @update_desc_in_4_byte_slot(%a: !ld, %g: !g, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<4>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op expects a descriptor slot aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<4>>'}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<4>>) -> ()
  return
}

// -----

// A fourth mode would change the descriptor's rank.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g4 = !cute.memref<f16, gmem, align<16>, "(?,?,?,?):(1,?{i64},?{i64},?{i64})">
func.func @update_desc_adds_a_mode(%a: !ld, %g: !g4, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the rank is fixed: mode 1@3 of (?,?,?,?):(1,?{i64},?{i64},?{i64}) is not one of the descriptor's}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g4, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

// A two-mode tensor has no mode 1@2 for the descriptor's third mode.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!g2 = !cute.memref<f16, gmem, align<16>, "(?,?):(1,?{i64})">
func.func @update_desc_drops_a_mode(%a: !ld, %g: !g2, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the rank is fixed: the descriptor's mode 1@2 names no mode of (?,?):(1,?{i64})}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !g2, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

// TMA mode 0 reads GMEM mode 0 with the implicit stride of one element.
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!gk = !cute.memref<f16, gmem, align<16>, "(?,?,?):(8,1,?{i64})">
func.func @update_desc_moves_the_unit_stride(%a: !ld, %g: !gk, %d: !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {
  // expected-error @below {{'cute_nvgpu.update_tma_desc' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the leading stride is implicit (one element): mode 1@0 of (?,?,?):(8,1,?{i64}) has stride 8}}
  cute_nvgpu.update_tma_desc(%a, %g, %d) : (!ld, !gk, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
  return
}

// -----

!mc = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
!x = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
func.func @exec_multicast_without_mcast(%a: !mc) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects `mcast = true` on the executable atom of a sm_90_multicast TMA load, got '!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>'}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!mc) -> !x
  return
}

// -----

!one = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
!x = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
func.func @exec_mcast_of_single(%a: !one) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects no `mcast` on the executable atom of a sm_90 TMA load}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!one) -> !x
  return
}

// -----

!pair = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
!x = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128):(1@1,1@0)">>
func.func @exec_pair_one_cta(%a: !pair) {
  // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op expects num_cta = 2 on the executable atom of a sm_100_2sm TMA load}}
  %x = cute_nvgpu.atom.make_exec_tma(%a) : (!pair) -> !x
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
func.func @desc_addr_of_non_exec_atom(%e: !ne) {
  // expected-error@+1 {{'cute_nvgpu.get_tma_desc_addr' op operand #0 must be an executable TMA atom, but got '!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>'}}
  %d = cute_nvgpu.get_tma_desc_addr(%e : !ne) -> !cute.ptr<generic, align<64>>
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
func.func @desc_addr_underaligned(%e: !ex) {
  // expected-error@+1 {{'cute_nvgpu.get_tma_desc_addr' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<generic, align<16>>'}}
  %d = cute_nvgpu.get_tma_desc_addr(%e : !ex) -> !cute.ptr<generic, align<16>>
  return
}

// -----

// A tiled TMA atom addresses boxes of the tensor's own modes; a composed
// coordinate layout is an im2col tensor's.
!g = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(128,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o ((64,128),3):((1@0,1@0@1),1@2@1)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">
func.func @tiled_atom_on_im2col_coords(%atom: !ld, %sm: !s, %g: !g) {
  %c = cute.static : !cute.coord<"0">
  %l = cute.static : !cute.layout<"1:0">
  // expected-error@+1 {{'cute_nvgpu.atom.tma_partition' op expects TMA coordinates over a plain layout for a tiled TMA atom (a composed layout is an im2col tensor's), got '!cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(128,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o ((64,128),3):((1@0,1@0@1),1@2@1)">'}}
  %a, %b = cute_nvgpu.atom.tma_partition(%atom, %c, %l, %sm, %g) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !s, !g) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">, !g)
  return
}
