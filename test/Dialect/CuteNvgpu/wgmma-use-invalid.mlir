// The sm90.mma use ladder: element types, then residencies (seed 003's
// verbatim strings), then descriptor tiles and fragment layouts.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !cute.memref<f16, smem, "(64,16):(16,1)">, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects memref/smem_desc_view for operand A, but gets A:!cute.memref<f16, smem, "(64,16):(16,1)">.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !cute.memref<f16, smem, "(64,16):(16,1)">, !tb, !acc -> !acc
  return
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!rb = !cute.memref<f16, rmem, "((2,2)):((1,2))">

func.func @f(%a: !ta, %b: !rb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects smem_desc_view for operand B, but gets B: !cute.memref<f16, rmem, "((2,2)):((1,2))">.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !rb, !acc -> !acc
  return
}

// -----

!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
!sc = !cute.memref<f32, smem, "(64,16):(16,1)">

func.func @f(%a: !ta, %b: !tb, %c: !sc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects memref for operand D, but gets D: !cute.memref<f32, smem, "(64,16):(16,1)">.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !sc -> !sc
  return
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects operand a with element type 'f16', but get 'bf16'.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

// A descriptor the declared layout cannot explain is refused.
!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(16,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op invalid layout of A/B/D. A: Sw<3,3,3> o 0 o (64,16):(16,1), B: Sw<3,3,3> o 0 o (16,16):(64,1), D:((2,2,2)):((1,2,4)); the smem_desc_view layout is not a descriptor layout: the block Sw<3,3,3> o 0 o (64,16):(16,1) is not a K-major SW128 descriptor layout}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((2,1,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of ((2,2,2)):((1,2,4)) for C, but got ((2,2,2)):((2,1,4))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op invalid layout of A/B/D. A: Sw<3,3,3> o 0 o (64,16):(64,1), B: Sw<3,3,3> o 0 o (8,16):(64,1), D:((2,2,2)):((1,2,4)); the SMEM tile's M/N extent 8 is not a multiple of the instruction's 16}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op scale_a must be 1 or -1, got 2}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c {scale_a = 2 : i32} : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

func.func @f(%p: !llvm.ptr<1>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc_view' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<1> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  return
}

// -----

func.func @f(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc_view' op the SMEM tile's K extent 24 is not a multiple of the 16-element (32-byte) K block}}
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x24xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,24):(64,1)>>
  return
}

// -----

func.func @f(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc' op the block (64,16):(16,1) is not a K-major INTERLEAVE descriptor layout}}
  %d = cute_nvgpu.make_smem_desc %p {layout = #cute.layout<(64,16):(16,1)>, elem_type = f16} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return
}

// -----

// seed 003 layout composability: A's K (32) disagrees with B's (16).
!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x32xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,32):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !ta, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op layoutA, layoutB and layoutD fail to form a gemm. A: Sw<3,3,3> o 0 o (64,32):(64,1), B: Sw<3,3,3> o 0 o (16,16):(64,1), D: ((2,2,2)):((1,2,4)); the A tile is 64x32, expected 64x16}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !ta, !tb, !acc -> !acc
  return
}

// -----

// CuTe DSL's view form names no element type or layout attribute: the use
// says what WGMMA needs instead of guessing.
!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!dv = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(64,16):(64,1)">
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!atom = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

func.func @f(%a: !dv, %b: !tb, %c: !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{smem_desc_view over '!cute_nvgpu.smem_desc' carries no element type or layout attribute; WGMMA needs smem_desc_view<memref<...>, #cute.layout<...>>}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !atom, !dv, !tb, !acc -> !acc
  return
}
