// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's atom ops: an atom type of the role the op needs
// (a copy atom, an MMA atom, a TMA load to prefetch), a tiled copy or MMA
// over its operand's atom, a thread's partition of one more mode than the
// tensor with the tensor's kind, element type and memory, MMA fragments in
// registers (of the MMA's value type) or tensor memory, copies between
// tensors of one element width and rank under an i1/i8 register predicate,
// and C and D of an MMA of one value type (the MMA's C type) and rank, A and
// B of one rank.

func.func @make_atom_of_a_descriptor() {
  // expected-error @below {{'cute.make_atom' op expects a copy or MMA atom type, got '!cute_nvgpu.smem_desc'}}
  %a = cute.make_atom() : () -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @make_atom_of_a_float() {
  // expected-error @below {{'cute.make_atom' op result #0 must be a copy or MMA atom, but got 'f32'}}
  %a = cute.make_atom() : () -> f32
  return
}

// -----

func.func @make_atom_copy_with_a_field(%x: i1) {
  // expected-error @below {{'cute.make_atom' op expects no run-time fields: '!cute_nvgpu.atom.universal_copy<f32>' has none, got 1}}
  %a = cute.make_atom(%x) : (i1) -> !cute_nvgpu.atom.universal_copy<f32>
  return
}

// -----

func.func @make_atom_four_fields(%x: i1) {
  // expected-error @below {{'cute.make_atom' op expects none or all 3 run-time fields of '!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>', got 4}}
  %a = cute.make_atom(%x, %x, %x, %x) : (i1, i1, i1, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
  return
}

// -----

func.func @make_atom_field_not_i1(%x: i32) {
  // expected-error @below {{'cute.make_atom' op operand #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %a = cute.make_atom(%x) : (i32) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
func.func @make_tiled_copy_two_inputs(%a: !cp) {
  // expected-error @below {{expects (ATOM) -> TILED, got '(!cute_nvgpu.atom.universal_copy<f32>, !cute_nvgpu.atom.universal_copy<f32>) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>'}}
  %t = cute.make_tiled_copy(%a) : (!cp, !cp) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
func.func @make_tiled_copy_of_a_layout_type(%a: !cp) {
  // expected-error @below {{expects a tiled type, got '!cute.layout<"4:1">'}}
  %t = cute.make_tiled_copy(%a) : !cute.layout<"4:1">
  return
}

// -----

func.func @make_tiled_copy_of_a_float(%a: f32) {
  // expected-error @below {{'cute.make_tiled_copy' op operand #0 must be a copy or MMA atom, but got 'f32'}}
  %t = cute.make_tiled_copy(%a) : (f32) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
  return
}

// -----

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
func.func @make_tiled_copy_of_an_mma(%a: !mma) {
  // expected-error @below {{'cute.make_tiled_copy' op expects a copy atom, got '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >'}}
  %t = cute.make_tiled_copy(%a) : !cute.tiled_copy<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
func.func @make_tiled_copy_other_atom(%a: !cp) {
  // expected-error @below {{'cute.make_tiled_copy' op expects the result's atom to be the operand's '!cute_nvgpu.atom.universal_copy<f32>', got '!cute_nvgpu.atom.universal_copy<f16>'}}
  %t = cute.make_tiled_copy(%a) : (!cp) -> !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
func.func @make_tiled_mma_of_a_copy(%a: !cp) {
  // expected-error @below {{'cute.make_tiled_mma' op expects an MMA atom, got '!cute_nvgpu.atom.universal_copy<f32>'}}
  %t = cute.make_tiled_mma(%a) : !cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
  return
}

// -----

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
func.func @make_tiled_mma_other_atom(%a: !mma) {
  // expected-error @below {{'cute.make_tiled_mma' op expects the result's atom to be the operand's '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >', got '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >'}}
  %t = cute.make_tiled_mma(%a) : (!mma) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!g = !cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">
func.func @partition_S_of_an_mma(%tc: !tc, %g: !g, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_S' op expects a copy atom, got '!cute.tiled_copy<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>'}}
  %p = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !g, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(1,4,8):(0,32,512)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!g = !cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">
func.func @partition_S_changes_kind(%tc: !tc, %g: !g, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_S' op expects a result of the tensor's kind '!cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">', got '!cute.coord_tensor<"(0,0)", "((4,1),4,8):((1@1,0),32@0,4@1)">'}}
  %p = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !g, !cute.coord<"?">) -> !cute.coord_tensor<"(0,0)", "((4,1),4,8):((1@1,0),32@0,4@1)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!g = !cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">
func.func @partition_D_changes_element(%tc: !tc, %g: !g, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_D' op expects a result of the tensor's element type 'f32' in gmem, got '!cute.memref<f16, gmem, "(1,4,8):(0,32,512)">'}}
  %p = cute.tiled.copy.partition_D(%tc, %g, %t) : (!tc, !g, !cute.coord<"?">) -> !cute.memref<f16, gmem, "(1,4,8):(0,32,512)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!g = !cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">
func.func @partition_S_changes_memory(%tc: !tc, %g: !g, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_S' op expects a result of the tensor's element type 'f32' in gmem, got '!cute.memref<f32, smem, "(1,4,8):(0,32,512)">'}}
  %p = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !g, !cute.coord<"?">) -> !cute.memref<f32, smem, "(1,4,8):(0,32,512)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!g = !cute.memref<f32, gmem, align<16>, "(128,32):(1,128)">
func.func @partition_S_no_value_mode(%tc: !tc, %g: !g, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_S' op expects a result of rank 3 (the atom's values, then each of the 2 modes), got '!cute.memref<f32, gmem, "(4,8):(32,512)">'}}
  %p = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !g, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(4,8):(32,512)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
func.func @partition_S_of_a_layout(%tc: !tc, %g: !cute.layout<"(128,32):(1,128)">, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.copy.partition_S' op operand #1 must be a tensor (!cute.memref, !cute.coord_tensor or !cute_nvgpu.smem_desc_view), but got '!cute.layout<"(128,32):(1,128)">'}}
  %p = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !cute.layout<"(128,32):(1,128)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "(1,4,8):(0,32,512)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!r = !cute.memref<f32, rmem, align<32>, "(1,4,8):(0,1,4)">
func.func @retile_changes_memory(%tc: !tc, %r: !r) {
  // expected-error @below {{'cute.tiled.copy.retile' op expects a result of the tensor's element type 'f32' in rmem, got '!cute.memref<f32, smem, align<32>, "(1,4,8):(0,1,4)">'}}
  %p = cute.tiled.copy.retile(%tc, %r) : (!tc, !r) -> !cute.memref<f32, smem, align<32>, "(1,4,8):(0,1,4)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.smem_desc, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!r = !cute.memref<f32, rmem, align<32>, "(1,4,8):(0,1,4)">
func.func @retile_of_a_descriptor(%tc: !tc, %r: !r) {
  // expected-error @below {{'cute.tiled.copy.retile' op expects a copy atom, got '!cute.tiled_copy<!cute_nvgpu.smem_desc, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>'}}
  %p = cute.tiled.copy.retile(%tc, %r) : (!tc, !r) -> !r
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!s = !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">
func.func @mma_partition_of_a_copy(%tm: !tm, %s: !s, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.mma.partition' op expects an MMA atom, got '!cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>'}}
  %p = cute.tiled.mma.partition B (%tm, %s, %t) : (!tm, !s, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!s = !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">
func.func @mma_partition_no_value_mode(%tm: !tm, %s: !s, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.mma.partition' op expects a result of rank 3 (the atom's values, then each of the 2 modes), got '!cute.memref<f16, smem, align<4>, "((2,2,2),8):((1,256,8),16)">'}}
  %p = cute.tiled.mma.partition A (%tm, %s, %t) : (!tm, !s, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2,2),8):((1,256,8),16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!s = !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">
func.func @mma_partition_to_a_descriptor(%tm: !tm, %s: !s, %t: !cute.coord<"?">) {
  // expected-error @below {{'cute.tiled.mma.partition' op expects a result of the tensor's kind '!cute.memref<f16, smem, align<128>, "(128,32):(32,1)">', got '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,4,2):(0,64,2)">'}}
  %p = cute.tiled.mma.partition A (%tm, %s, %t) : (!tm, !s, !cute.coord<"?">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,4,2):(0,64,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @mma_operand_D(%tm: !tm, %s: !cute.shape<"(128,128)">) {
  // expected-error @below {{expected the MMA operand A, B or C, got D}}
  %p = cute.tiled.mma.partition_shape D (%tm, %s) : (!tm, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @mma_operand_id_3(%tm: !tm, %s: !cute.shape<"(128,128)">) {
  // expected-error @below {{'cute.tiled.mma.partition_shape' op attribute 'operand_id' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 2}}
  %p = "cute.tiled.mma.partition_shape"(%tm, %s) <{operand_id = 3 : i32}> : (!tm, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @partition_shape_no_value_mode(%tm: !tm, %s: !cute.shape<"(128,128)">) {
  // expected-error @below {{'cute.tiled.mma.partition_shape' op expects a result of rank 3 (the atom's values, then each of the 2 modes), got '!cute.shape<"(16,8)">'}}
  %p = cute.tiled.mma.partition_shape C (%tm, %s) : (!tm, !cute.shape<"(128,128)">) -> !cute.shape<"(16,8)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @partition_shape_of_a_copy(%tm: !tm, %s: !cute.shape<"(128,128)">) {
  // expected-error @below {{'cute.tiled.mma.partition_shape' op expects an MMA atom, got '!cute.tiled_mma<!cute_nvgpu.atom.universal_copy<f32>, atom_layout_MNK = <"(2,2,1):(1,2,0)">>'}}
  %p = cute.tiled.mma.partition_shape C (%tm, %s) : (!tm, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!p = !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">
func.func @fragment_in_shared_memory(%tm: !tm, %p: !p) {
  // expected-error @below {{'cute.mma.make_fragment' op expects a fragment in registers or tensor memory, got '!cute.memref<f16, smem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">'}}
  %f = cute.mma.make_fragment A (%tm, %p) : (!tm, !p) -> !cute.memref<f16, smem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @fragment_c_of_f16(%tm: !tm, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @below {{'cute.mma.make_fragment' op expects a fragment of the MMA's C type 'f32', got 'f16'}}
  %f = cute.mma.make_fragment C (%tm, %s) : (!tm, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!p = !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">
func.func @fragment_b_of_bf16(%tm: !tm, %p: !p) {
  // expected-error @below {{'cute.mma.make_fragment' op expects a fragment of the MMA's B type 'f16', got 'bf16'}}
  %f = cute.mma.make_fragment B (%tm, %p) : (!tm, !p) -> !cute.memref<bf16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
func.func @fragment_of_a_copy(%a: !cp, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @below {{'cute.mma.make_fragment' op expects an MMA atom, got '!cute_nvgpu.atom.universal_copy<f32>'}}
  %f = cute.mma.make_fragment C (%a, %s) : (!cp, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @fragment_of_a_layout(%tm: !tm, %s: !cute.layout<"((2,2),4,8):((1,2),4,16)">) {
  // expected-error @below {{'cute.mma.make_fragment' op operand #1 must be a tensor (!cute.memref, !cute.coord_tensor or !cute_nvgpu.smem_desc_view) or Scalar integer or recursive tuple of shape extents, but got '!cute.layout<"((2,2),4,8):((1,2),4,16)">'}}
  %f = cute.mma.make_fragment C (%tm, %s) : (!tm, !cute.layout<"((2,2),4,8):((1,2),4,16)">) -> !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @fragment_is_a_shape(%tm: !tm, %s: !cute.shape<"((2,2),4,8)">) {
  // expected-error @below {{'cute.mma.make_fragment' op result #0 must be a tensor (!cute.memref, !cute.coord_tensor or !cute_nvgpu.smem_desc_view), but got '!cute.shape<"((2,2),4,8)">'}}
  %f = cute.mma.make_fragment C (%tm, %s) : (!tm, !cute.shape<"((2,2),4,8)">) -> !cute.shape<"((2,2),4,8)">
  return
}

// -----

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!g = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!s = !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
func.func @copy_with_an_mma(%a: !mma, %g: !g, %s: !s) {
  // expected-error @below {{'cute.copy' op expects a copy atom, got '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >'}}
  cute.copy(%a, %g, %s) : (!mma, !g, !s)
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!s = !cute.memref<f32, smem, align<16>, "((4,1),4,1):((1,0),512,0)">
func.func @copy_f16_to_f32(%a: !cp, %g: !g, %s: !s) {
  // expected-error @below {{'cute.copy' op expects source and destination elements of one width, got 'f16' and 'f32'}}
  cute.copy(%a, %g, %s) : (!cp, !g, !s)
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!s = !cute.memref<f16, smem, align<16>, "((8,1),4):((1,0),1024)">
func.func @copy_rank_mismatch(%a: !cp, %g: !g, %s: !s) {
  // expected-error @below {{'cute.copy' op expects source and destination of one rank, got 3 and 2}}
  cute.copy(%a, %g, %s) : (!cp, !g, !s)
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!s = !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!p = !cute.memref<i8, smem, "(1,4,1):(4,1,0)">
func.func @copy_predicate_in_shared_memory(%a: !cp, %g: !g, %s: !s, %p: !p) {
  // expected-error @below {{'cute.copy' op expects a predicate tensor of i1 or i8 in registers, got '!cute.memref<i8, smem, "(1,4,1):(4,1,0)">'}}
  cute.copy(%a, %g, %s, %p) : (!cp, !g, !s, !p)
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!s = !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!p = !cute.memref<i32, rmem, "(1,4,1):(4,1,0)">
func.func @copy_predicate_of_i32(%a: !cp, %g: !g, %s: !s, %p: !p) {
  // expected-error @below {{'cute.copy' op expects a predicate tensor of i1 or i8 in registers, got '!cute.memref<i32, rmem, "(1,4,1):(4,1,0)">'}}
  cute.copy(%a, %g, %s, %p) : (!cp, !g, !s, !p)
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!s = !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">
!p = !cute.memref<f8E4M3FN, rmem, "(1,4,1):(4,1,0)">
func.func @copy_atom_call_predicate_of_f8(%a: !cp, %g: !g, %s: !s, %p: !p) {
  // expected-error @below {{'cute.copy_atom_call' op expects a predicate tensor of i1 or i8 in registers, got '!cute.memref<f8E4M3FN, rmem, "(1,4,1):(4,1,0)">'}}
  cute.copy_atom_call(%a, %g, %s, %p) : (!cp, !g, !s, !p) -> ()
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!s = !cute.memref<f16, smem, align<16>, "(8,1):(1,0)">
func.func @copy_atom_call_rank_mismatch(%a: !cp, %g: !g, %s: !s) {
  // expected-error @below {{'cute.copy_atom_call' op expects source and destination of one rank, got 1 and 2}}
  cute.copy_atom_call(%a, %g, %s) : (!cp, !g, !s) -> ()
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!g = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!s = !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">
!ct = !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
func.func @copy_atom_call_predicate_not_a_memref(%a: !cp, %g: !g, %s: !s, %p: !ct) {
  // expected-error @below {{'cute.copy_atom_call' op operand #3 must be a residency-typed tensor `!cute.memref<T, SPACE, [align<N>, ][S<B,M,S>, ]"LAYOUT">`, but got '!cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">'}}
  cute.copy_atom_call(%a, %g, %s, %p) : (!cp, !g, !s, !ct) -> ()
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!g = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!s = !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">
func.func @copy_atom_call_with_a_tiled_mma(%a: !tm, %g: !g, %s: !s) {
  // expected-error @below {{'cute.copy_atom_call' op operand #0 must be a copy atom or !cute.tiled_copy, but got '!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>'}}
  cute.copy_atom_call(%a, %g, %s) : (!tm, !g, !s) -> ()
  return
}

// -----

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!t = !cute.coord_tensor<"(?{div=128},0,?)", "(((32,128),1),8):(((1@1,1@0),0),32@1)">
func.func @prefetch_through_cp_async(%a: !cp, %t: !t) {
  // expected-error @below {{'cute.prefetch' op expects an atom that can prefetch (a TMA load), got '!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>'}}
  cute.prefetch(%a, %t) : (!cp, !t)
  return
}

// -----

!tma = !cute_nvgpu.atom.tma_store<f32, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!t = !cute.coord_tensor<"(?{div=128},?{div=32},?)", "(((32,128),1)):(((1@1,1@0),0))">
func.func @prefetch_through_tma_store(%a: !tma, %t: !t) {
  // expected-error @below {{'cute.prefetch_atom_call' op expects an atom that can prefetch (a TMA load), got '!cute_nvgpu.atom.tma_store<f32, copy_bits = 131072, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>'}}
  cute.prefetch_atom_call(%a, %t) : (!tma, !t) -> ()
  return
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f32>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
func.func @gemm_with_a_copy(%m: !cp, %a: !rA, %b: !rB, %c: !rC) {
  // expected-error @below {{'cute.gemm' op expects an MMA atom, got '!cute_nvgpu.atom.universal_copy<f32>'}}
  cute.gemm(%m, %c, %a, %b, %c) : (!cp, !rC, !rA, !rB, !rC)
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!ct = !cute.coord_tensor<"(0,0)", "((2,2),4,8):((1@1,8@0),32@0,16@1)">
func.func @gemm_c_not_a_memref(%m: !tm, %a: !rA, %b: !rB, %c: !ct, %d: !rC) {
  // expected-error @below {{'cute.gemm' op expects C and D tensors (!cute.memref), got '!cute.coord_tensor<"(0,0)", "((2,2),4,8):((1@1,8@0),32@0,16@1)">' and '!cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">'}}
  cute.gemm(%m, %d, %a, %b, %c) : (!tm, !rC, !rA, !rB, !ct)
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!rD = !cute.memref<f16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
func.func @gemm_c_and_d_differ(%m: !tm, %a: !rA, %b: !rB, %c: !rC, %d: !rD) {
  // expected-error @below {{'cute.gemm' op expects C and D of one value type, got 'f32' and 'f16'}}
  cute.gemm(%m, %d, %a, %b, %c) : (!tm, !rD, !rA, !rB, !rC)
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rD = !cute.memref<f16, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
func.func @gemm_accumulates_in_f16(%m: !tm, %a: !rA, %b: !rB, %d: !rD) {
  // expected-error @below {{'cute.gemm' op expects C and D of the MMA's C type 'f32', got 'f16'}}
  cute.gemm(%m, %d, %a, %b, %d) : (!tm, !rD, !rA, !rB, !rD)
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!rD = !cute.memref<f32, rmem, align<32>, "((2,2),32):((1,2),4)">
func.func @gemm_c_and_d_ranks(%m: !tm, %a: !rA, %b: !rB, %c: !rC, %d: !rD) {
  // expected-error @below {{'cute.gemm' op expects C and D of one rank, got 3 and 2}}
  cute.gemm(%m, %d, %a, %b, %c) : (!tm, !rD, !rA, !rB, !rC)
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),16):((1,2),4)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
func.func @gemm_a_and_b_ranks(%m: !tm, %a: !rA, %b: !rB, %c: !rC) {
  // expected-error @below {{'cute.gemm' op expects A and B of one rank, got 3 and 2}}
  cute.gemm(%m, %c, %a, %b, %c) : (!tm, !rC, !rA, !rB, !rC)
  return
}

// -----

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!aA = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!aB = !cute.memref<f16, rmem, align<8>, "(2,2):(1,2)">
!aC = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
func.func @mma_atom_call_a_and_b_ranks(%m: !mma, %a: !aA, %b: !aB, %c: !aC) {
  // expected-error @below {{'cute.mma_atom_call' op expects A and B of one rank, got 1 and 2}}
  cute.mma_atom_call(%m, %c, %a, %b, %c) : (!mma, !aC, !aA, !aB, !aC) -> ()
  return
}

// -----

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!aA = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!aB = !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">
!aC = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
!aD = !cute.memref<bf16, rmem, align<16>, "((2,2)):((1,2))">
func.func @mma_atom_call_c_and_d_differ(%m: !mma, %a: !aA, %b: !aB, %c: !aC, %d: !aD) {
  // expected-error @below {{'cute.mma_atom_call' op expects C and D of one value type, got 'f32' and 'bf16'}}
  cute.mma_atom_call(%m, %d, %a, %b, %c) : (!mma, !aD, !aA, !aB, !aC) -> ()
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>
!aA = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!aB = !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">
!aC = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
func.func @mma_atom_call_with_a_tiled_copy(%m: !tc, %a: !aA, %b: !aB, %c: !aC) {
  // expected-error @below {{'cute.mma_atom_call' op operand #0 must be an MMA atom or !cute.tiled_mma, but got '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"[32:1;4:1]">>'}}
  cute.mma_atom_call(%m, %c, %a, %b, %c) : (!tc, !aC, !aA, !aB, !aC) -> ()
  return
}

// -----

!fma = !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
!x = !cute.memref<f32, rmem, align<4>, "1:0">
!h = !cute.memref<f16, rmem, align<4>, "1:0">
func.func @fma_accumulates_in_f16(%m: !fma, %x: !x, %h: !h) {
  // expected-error @below {{'cute.mma_atom_call' op expects C and D of the MMA's C type 'f32', got 'f16'}}
  cute.mma_atom_call(%m, %h, %x, %x, %h) : (!fma, !h, !x, !x, !h) -> ()
  return
}

// -----

// An SM80 MMA has no run-time field.
func.func @make_atom_fields_on_sm80(%f: i1) {
  // expected-error @below {{'cute.make_atom' op expects no run-time fields: '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >' has none, got 3}}
  %a = cute.make_atom(%f, %f, %f) : (i1, i1, i1) -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  return
}

// -----

// An SM90 MMA has one run-time field, its accumulate flag.
func.func @make_atom_fields_on_sm90(%f: i1) {
  %ok = cute.make_atom(%f) : (i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
  // expected-error @below {{'cute.make_atom' op expects none or all 1 run-time fields of '!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>', got 3}}
  %a = cute.make_atom(%f, %f, %f) : (i1, i1, i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
  return
}

// -----

// An SMEM descriptor view: mode 0 becomes the descriptor (1:0), the rest
// modes move it in 16-byte units (4096 f16 = 512 units).
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">
func.func @descriptor_view_in_elements(%tm: !tm, %p: !pa) {
  // expected-error @below {{'cute.mma.make_fragment' op expects the descriptor view `(1,2,4):(0,512,2)` of '!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,16)">', got '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,4096,16)">'}}
  %f = cute.mma.make_fragment A (%tm, %p) : (!tm, !pa) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,4096,16)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,4)">
func.func @descriptor_view_off_16_bytes(%tm: !tm, %p: !pa) {
  // expected-error @below {{'cute.mma.make_fragment' op expects the partition's rest modes to move by whole 16-byte units, got '!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2,4):((64,1),4096,4)">'}}
  %f = cute.mma.make_fragment A (%tm, %p) : (!tm, !pa) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, gmem, align<16>, "((64,16),2,4):((64,1),4096,16)">
func.func @descriptor_view_of_global_memory(%tm: !tm, %p: !pa) {
  // expected-error @below {{'cute.mma.make_fragment' op expects a shared-memory partition for an SMEM descriptor view, got '!cute.memref<f16, gmem, align<16>, "((64,16),2,4):((64,1),4096,16)">'}}
  %f = cute.mma.make_fragment A (%tm, %p) : (!tm, !pa) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4):(0,512,2)">
  return
}

// -----

// A tiled type's layout text is checked as it is read.
// expected-error @below {{invalid atom_layout_MNK "(1,1,1):(0,0)": at column 9: shape and stride are not congruent}}
func.func @tiled_layout_not_congruent(%m: !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(1,1,1):(0,0)">>) {
  return
}
