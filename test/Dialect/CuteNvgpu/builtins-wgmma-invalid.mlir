// __wgmma_mma_async_*: seed 004's argument extraction (overflow check on
// every constant), N dispatch and per-builtin operand sets.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @overflow_n(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{unexpected constant overflow in __wgmma_mma_async operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 4294967424 : i64} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @overflow_scale(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{unexpected constant overflow in __wgmma_mma_async operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128, scale_d = 18446744073709551617 : i128} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @overflow_negate(%acc: vector<4xf32>, %a: i64, %b: i64) -> vector<4xf32> {
  // expected-error @below {{unexpected constant overflow in __wgmma_mma_async operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_tf32"(%acc, %a, %b) {n = 8, neg_a = 2147483648 : i64} : (vector<4xf32>, i64, i64) -> vector<4xf32>
  return %d : vector<4xf32>
}

// -----

func.func @n_not_power_of_two(%acc: vector<50xf32>, %a: i64, %b: i64) -> vector<50xf32> {
  // expected-error @below {{N only supported for powers of two}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %a, %b) {n = 100} : (vector<50xf32>, i64, i64) -> vector<50xf32>
  return %d : vector<50xf32>
}

// -----

// 24 is not a power of two but one of the 32 N cases: accepted.
func.func @n_24(%acc: vector<12xf32>, %a: i64, %b: i64) -> vector<12xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %a, %b) {n = 24} : (vector<12xf32>, i64, i64) -> vector<12xf32>
  return %d : vector<12xf32>
}

func.func @n_512(%acc: vector<256xf32>, %a: i64, %b: i64) -> vector<256xf32> {
  // expected-error @below {{The shape m64n512k16 is not supported for __wgmma_mma_async builtin}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 512} : (vector<256xf32>, i64, i64) -> vector<256xf32>
  return %d : vector<256xf32>
}

// -----

func.func @no_n(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` needs the constant 'n' operand (the N dimension)}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @bit_range(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` 'trans_b' operand can be 0 or 1 only, got 2}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128, trans_b = 2} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @bf16_no_negate(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_bf16` takes no 'neg_a' operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %a, %b) {n = 128, neg_a = 0} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @f8_no_transpose(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f8` takes no 'trans_a' operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f8"(%acc, %a, %b) {n = 128, trans_a = 0} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @wgmma_rowcol(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` takes no 'rowcol' operand}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128, rowcol = 0} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @accumulators(%acc: vector<32xf32>, %a: i64, %b: i64) -> vector<32xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op Wrong MMA element type: the accumulators of `__wgmma_mma_async_f16` with N = 128 are 'vector<32xf32>', expected 'vector<64xf32>' (f32) or vector<32xi32> (f16 pairs)}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128} : (vector<32xf32>, i64, i64) -> vector<32xf32>
  return %d : vector<32xf32>
}

// -----

func.func @tf32_f16_acc(%acc: vector<32xi32>, %a: i64, %b: i64) -> vector<32xi32> {
  // expected-error @below {{'cute_nvgpu.builtin' op Wrong MMA element type: the accumulators of `__wgmma_mma_async_tf32` with N = 128 are 'vector<32xi32>', expected 'vector<64xf32>' (f32)}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_tf32"(%acc, %a, %b) {n = 128} : (vector<32xi32>, i64, i64) -> vector<32xi32>
  return %d : vector<32xi32>
}

// -----

func.func @register_a_trans(%acc: vector<64xf32>, %a: vector<4xi32>, %b: i64) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` takes no 'trans_a' = 1 with a register A (PTX has no imm-trans-a there)}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128, trans_a = 1} : (vector<64xf32>, vector<4xi32>, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// -----

func.func @b_descriptor(%acc: vector<64xf32>, %a: i64, %b: i32) -> vector<64xf32> {
  // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` takes B as an i64 SMEM descriptor, got 'i32'}}
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128} : (vector<64xf32>, i64, i32) -> vector<64xf32>
  return %d : vector<64xf32>
}
