// The register-MMA verifier ladders (seed 000 verify_sm80_mma,
// verify_sm89_fp8_mma, verify_sm120_block_scaled; seed 003's non-UMMA shared
// verifier): element types, then residency, then layouts; exact diagnostics.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op expects A/B of the e5m2/e4m3 type}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f16, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op expects c type to be Float32}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = bf16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op `sm89.mma` requires K = 32, got K = 16}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 16], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op expects A/B of type s8/u8 and D of type i32}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op expects A/B of type s4/u4 and D of type i32}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 64], a_type = i4, b_type = i4, c_type = f16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op expects A/B of type u1 and D of type i32}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 256], a_type = i1, b_type = i1, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` has no 16x8x16 form for a=e4m3 b=e4m3 c=f32; `cute-nvgpu query mma` lists the legal ones}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` has no 16x8x16 form for a=bf16 b=bf16 c=f16; `cute-nvgpu query mma` lists the legal ones}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` has no 16x8x12 shape; `cute-nvgpu query mma` lists the legal shapes}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 12], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op shape_MNK must be [M, N, K] with positive extents}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8], a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op a_type, b_type and c_type go together: give all three or none}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` does not support element type 'index' for operand c}}
  %0 = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = index}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op expects c type to be Float32}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` accepts K = 32 or K = 64, got K = 16}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 16], vec_size = 32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` K = 32 requires vec_size = 32, got 16}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 16}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` K = 64 requires vec_size = 16 or 32, got 8}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 8}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` K = 64 takes FP4 (e2m1) inputs only, got 'f8E4M3FN' and 'f8E4M3FN'}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` K = 32 takes FP8/FP6/FP4 inputs (e4m3, e5m2, e2m3, e3m2, e2m1), got 'f16' and 'f16'}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f16, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm120_mma_bs' op sf_type for vec_size = 16 must be f8E4M3FN (UE4M3), got 'f8E8M0FNU'}}
  %0 = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 16, sf_type = f8E8M0FNU}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_universal_fma' op expects all mma operands to have element type 'f32'}}
  %0 = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f16, c_type = f32}
  return
}

// -----

func.func @f(%a: !cute.memref<bf16, smem, "(16,16):(16,1)">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects operand a with element type 'f16', but get 'bf16'.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<bf16, smem, "(16,16):(16,1)">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects operand b with element type 'f16', but get 'f32'.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects operand c with element type 'f32', but get 'f16'.}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, smem, "(16,16):(16,1)">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects rmem for input operands, but got A: !cute.memref<f16, smem, "(16,16):(16,1)">, B: !cute.memref<f16, rmem, "((2,2)):((1,2))">, D: !cute.memref<f32, rmem, "((2,2)):((1,2))">}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, smem, "(16,16):(16,1)">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: vector<8xf16>, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op operand #1 must be a !cute.memref or `smem_desc_view<SOURCE, LAYOUT>`, but got 'vector<8xf16>'}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, vector<8xf16>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "S<1,1,1> o 0 o ((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op doesn't support composed layout for A/B/D, but got: A: Sw<1,1,1> o 0 o ((2,2,2)):((1,2,4)), B: ((2,2)):((1,2)), D:((2,2)):((1,2))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "S<1,1,1> o 0 o ((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "(2,2,2):(1,2,4)">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects A, B to have the same rank, but got A: (2,2,2):(1,2,4), B: ((2,2)):((1,2))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "(2,2,2):(1,2,4)">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,?))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects static and no scaled basis layout for A: ((2,2,2)):((1,2,?))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,?))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((2,1,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of ((2,2,2)):((1,2,4)) for A, but got ((2,2,2)):((2,1,4))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((2,1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of ((2,2)):((1,2)) for D, but got ((2,2)):((2,1))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((2,1))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  // expected-error @below {{'cute_nvgpu.mma' op operand #0 must be an MMA atom (a type implementing MmaAtomTypeInterface), but got '!cute_nvgpu.atom.tma_load'}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.tma_load, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
  // expected-error @below {{'cute_nvgpu.mma' op `sm80.mma` atom needs its shape: build it with cute_nvgpu.make_* {shape_MNK = [M, N, K]}}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op `sm80.mma` takes no sparse metadata operand}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op `SM120.mma_bs` requires both scale-factor operands: scales(%sfa, %sfb : TA, TB)}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32), vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E4M3FN, rmem, "(1):(0)">) {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects sfa/sfb element types to be the same}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E4M3FN, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32), vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E4M3FN, rmem, "(1):(0)">, %sfb: !cute.memref<f8E4M3FN, rmem, "(1):(0)">) {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op scale factors for vec_size = 32 must be f8E8M0FNU (UE8M0), got 'f8E4M3FN'}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E4M3FN, rmem, "(1):(0)">, !cute.memref<f8E4M3FN, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32), vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(2):(1)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(2):(1)">) {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op scale factors must be rmem fragments with 1 value(s) per thread (one 32-bit scale register), got '!cute.memref<f8E8M0FNU, rmem, "(2):(1)">'}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(2):(1)">, !cute.memref<f8E8M0FNU, rmem, "(2):(1)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32), vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op `sm80.mma` takes no scale-factor operands}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32]}
  // expected-error @below {{'cute_nvgpu.mma' op expects A/B of the e5m2/e4m3 type}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

// Sparse atoms need the metadata operand, checked against slot 3.
func.func @f(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op `sm80.sparse_mma` requires a sparse metadata operand: metadata(%m : T)}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(2):(1)">) {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of (1):(0) for metadata, but got (2):(1)}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(2):(1)">) : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i16, rmem, "(1):(0)">) {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects the sparse metadata as an rmem fragment of i32/ui32, got '!cute.memref<i16, rmem, "(1):(0)">'}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i16, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

func.func @f(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects C, D to have the same rank, but got C: ((2,2)):((1,2)), D: (2,2,1):(1,2,0)}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "(2,2,1):(1,2,0)">
  return
}

// -----

// kind = f8f6f4 (beyond the seeds): only that kind exists.
func.func @f() {
  // expected-error @below {{expected ::cute_nvgpu::MmaKind to be one of: f8f6f4}}
  // expected-error @below {{failed to parse CuteNvgpu_MmaKindAttr parameter 'value' which is to be a `::cute_nvgpu::MmaKind`}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], kind = #cute_nvgpu.mma_kind<f8f6f5>}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op `sm89.mma` with kind = f8f6f4 takes FP8/FP6/FP4 inputs (e4m3, e5m2, e2m3, e3m2, e2m1), got 'i8' and 'f4E2M1FN'}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = f4E2M1FN, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  return
}

// -----

// Without the kind, seed 000's FP8 ladder holds: FP4 is refused.
func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op expects A/B of the e5m2/e4m3 type}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f8E4M3FN, c_type = f32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op expects c type to be Float32}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f8E4M3FN, c_type = bf16, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm89_mma' op `sm89.mma` requires K = 32, got K = 64}}
  %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 64], a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  return
}

// -----

// An atom typed without the kind refuses FP4 operands at the use.
func.func @f(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32]}
  // expected-error @below {{'cute_nvgpu.mma' op expects A/B of the e5m2/e4m3 type}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

// The type parser knows the kind keyword's one value.
// expected-error @below {{invalid kind `f8f6`; expected one of f8f6f4}}
func.func private @bad_kind(!cute_nvgpu.sm89.mma<16x8x32, kind = f8f6>)

// -----

// seed 003's C-rank rungs (CuTe's gemm dispatch): rank-2 (V,M)/(V,N)
// fragments need a rank-2 or rank-3 C.
func.func @f(%a: !cute.memref<f16, rmem, "(8,1):(1,0)">, %b: !cute.memref<f16, rmem, "(4,1):(1,0)">, %c: !cute.memref<f32, rmem, "4:1">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects C to have rank 2 or 3, but got C: 4:1}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "(8,1):(1,0)">, !cute.memref<f16, rmem, "(4,1):(1,0)">, !cute.memref<f32, rmem, "4:1"> -> !cute.memref<f32, rmem, "4:1">
  return
}

// -----

// Rank-1 (V) A/B: C of rank 1 or 2.
func.func @f(%a: !cute.memref<f16, rmem, "8:1">, %b: !cute.memref<f16, rmem, "4:1">, %c: !cute.memref<f32, rmem, "(2,2,1):(1,2,0)">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects C to have rank 1 or 2, but got C: (2,2,1):(1,2,0)}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "(2,2,1):(1,2,0)"> -> !cute.memref<f32, rmem, "(2,2,1):(1,2,0)">
  return
}

// -----

// Rank-3 (V,M,K)/(V,N,K) A/B: C of rank 3.
func.func @f(%a: !cute.memref<f16, rmem, "(8,1,1):(1,0,0)">, %b: !cute.memref<f16, rmem, "(4,1,1):(1,0,0)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects C to have rank 3, but got C: ((2,2)):((1,2))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "(8,1,1):(1,0,0)">, !cute.memref<f16, rmem, "(4,1,1):(1,0,0)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

// An rmem memref is one thread's fragment: the warp-wide thread-value layout
// belongs to the atom, and given as an operand it is refused, naming the
// fragment the atom expects.
func.func @f(%a: !cute.memref<f16, rmem, "((4,8),(2,2,2)):((32,1),(16,8,128))">, %b: !cute.memref<f16, rmem, "((4,8),(2,2)):((16,1),(8,64))">, %c: !cute.memref<f32, rmem, "((4,8),(2,2)):((32,1),(16,8))">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of ((2,2,2)):((1,2,4)) for A, but got ((4,8),(2,2,2)):((32,1),(16,8,128))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((4,8),(2,2,2)):((32,1),(16,8,128))">, !cute.memref<f16, rmem, "((4,8),(2,2)):((16,1),(8,64))">, !cute.memref<f32, rmem, "((4,8),(2,2)):((32,1),(16,8))"> -> !cute.memref<f32, rmem, "((4,8),(2,2)):((32,1),(16,8))">
  return
}

// -----

// A fragment of the right size in another order is refused too (rank-1 A
// spelled flat, `8:1`, is the same function as ((2,2,2)):((1,2,4))).
func.func @f(%a: !cute.memref<f16, rmem, "8:1">, %b: !cute.memref<f16, rmem, "((2,2)):((2,1))">, %c: !cute.memref<f32, rmem, "4:1">) {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @below {{'cute_nvgpu.mma' op expects Mma atom layout of ((2,2)):((1,2)) for B, but got ((2,2)):((2,1))}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "((2,2)):((2,1))">, !cute.memref<f32, rmem, "4:1"> -> !cute.memref<f32, rmem, "4:1">
  return
}
