// The register-MMA options beyond the seeds: `saturate` (.satfinite) on
// integer sm80 dense/sparse atoms, `bit_op` (.and/.xor.popc) on b1 sm80
// atoms, and the SM90 tier of the f64 m16n8kK rows; exact diagnostics.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `saturate` (.satfinite) needs s8/u8/s4/u4 inputs, got 'f16'}}
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32, saturate}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `saturate` (.satfinite) needs s8/u8/s4/u4 inputs, got 'i1'}}
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 128], a_type = i1, b_type = i1, c_type = i32, saturate}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_sparse_mma' op `saturate` (.satfinite) needs s8/u8/s4/u4 inputs, got 'bf16'}}
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32, saturate}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `bit_op` needs b1 inputs, got 'i8'}}
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = i32, bit_op = #cute_nvgpu.mma_bit_op<and>}
  return
}

// -----

// The payload keys alone (a type written by hand) get the same rules.
// expected-error @below {{`saturate` (.satfinite) needs s8/u8/s4/u4 inputs, got 'f64'}}
func.func @f(%a: !cute_nvgpu.sm80.mma<8x8x4, elem_type = (f64, f64, f64), saturate = satfinite>) {
  return
}

// -----

// expected-error @below {{invalid bit_op `or`; expected one of xor, and}}
func.func @f(%a: !cute_nvgpu.sm80.mma<16x8x128, elem_type = (i1, i1, i32), bit_op = or>) {
  return
}

// -----

// sm80.sparse_mma has no b1 forms, so no bit_op key.
// expected-error @below {{unknown `sm80.sparse_mma` parameter `bit_op`; expected one of elem_type, saturate}}
func.func @f(%a: !cute_nvgpu.sm80.sparse_mma<16x8x32, elem_type = (i8, i8, i32), bit_op = and>) {
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` has no 8x8x64 shape; `cute-nvgpu query mma` lists the legal shapes}}
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 64], a_type = i4, b_type = i4, c_type = i32}
  return
}

// -----

func.func @f() {
  // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` has no 8x8x16 form for a=f16 b=f16 c=f32; `cute-nvgpu query mma` lists the legal ones}}
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  return
}
