// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's SM100 tensor-memory allocation ops: a constant
// column count of alloc_tmem and dealloc_tmem is a power of 2 from 32 to 512
// (PTX tcgen05.alloc); the CTA group is `[ cta_1]` or `[cta_2]` and is
// required; alloc_tmem and retrieve_tmem_ptr take the address slot in SMEM,
// the i32 alloc_tmem writes, and retrieve_tmem_ptr's result is a TMEM
// pointer; dealloc_tmem frees through a TMEM pointer.

func.func @alloc_16_columns(%slot: !cute.ptr<i32, smem, align<8>>) {
  %n = arith.constant 16 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got 16}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @alloc_96_columns(%slot: !cute.ptr<i32, smem, align<8>>) {
  %n = arith.constant 96 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got 96}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [cta_2] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @alloc_1024_columns(%slot: !cute.ptr<i32, smem, align<8>>) {
  %n = arith.constant 1024 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got 1024}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @alloc_no_columns(%slot: !cute.ptr<i32, smem, align<8>>) {
  %n = arith.constant 0 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got 0}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @alloc_negative_columns(%slot: !cute.ptr<i32, smem, align<8>>) {
  %n = arith.constant -64 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got -64}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @dealloc_100_columns(%t: !cute.ptr<f32, tmem, align<16>>) {
  %n = arith.constant 100 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.dealloc_tmem' op expects a power of 2 from 32 to 512 tensor-memory columns (PTX tcgen05.alloc), got 100}}
  cute_nvgpu.arch.sm100.dealloc_tmem(%t, %n) [cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

func.func @alloc_for_four_ctas(%n: i32, %slot: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{custom op 'cute_nvgpu.arch.sm100.alloc_tmem' expected the CTA group cta_1 or cta_2, got cta_4}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [cta_4] : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @dealloc_for_a_cluster(%n: i32, %t: !cute.ptr<f32, tmem, align<16>>) {
  // expected-error @below {{custom op 'cute_nvgpu.arch.sm100.dealloc_tmem' expected the CTA group cta_1 or cta_2, got cluster}}
  cute_nvgpu.arch.sm100.dealloc_tmem(%t, %n) [cluster] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

func.func @relinquish_for_three_ctas() {
  // expected-error @below {{custom op 'cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit' expected the CTA group cta_1 or cta_2, got cta_3}}
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_3]
  return
}

// -----

func.func @alloc_without_a_group(%n: i32, %slot: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{expected '['}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) : i32, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @alloc_slot_in_tmem(%n: i32, %t: !cute.ptr<i32, tmem, align<16>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op operand #1 must be a shared-memory !cute.ptr, but got '!cute.ptr<i32, tmem, align<16>>'}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %t) [ cta_1] : i32, !cute.ptr<i32, tmem, align<16>>
  return
}

// -----

func.func @alloc_count_of_i64(%n: i64, %slot: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op operand #0 must be 32-bit signless integer, but got 'i64'}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i64, !cute.ptr<i32, smem, align<8>>
  return
}

// -----

func.func @dealloc_through_smem(%n: i32, %slot: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.dealloc_tmem' op operand #0 must be a tensor-memory !cute.ptr, but got '!cute.ptr<i32, smem, align<8>>'}}
  cute_nvgpu.arch.sm100.dealloc_tmem(%slot, %n) [ cta_1] : !cute.ptr<i32, smem, align<8>>, i32
  return
}

// -----

func.func @retrieve_from_an_i64_slot(%slot: !cute.ptr<i64, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.retrieve_tmem_ptr' op expects the 32-bit address slot alloc_tmem writes (an i32 in SMEM), got '!cute.ptr<i64, smem, align<8>>'}}
  %t = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i64, smem, align<8>> -> !cute.ptr<f32, tmem, align<16>>
  return
}

// -----

func.func @retrieve_from_an_f32_slot(%slot: !cute.ptr<f32, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.retrieve_tmem_ptr' op expects the 32-bit address slot alloc_tmem writes (an i32 in SMEM), got '!cute.ptr<f32, smem, align<8>>'}}
  %t = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<f32, smem, align<8>> -> !cute.ptr<f32, tmem, align<16>>
  return
}

// -----

func.func @retrieve_from_tmem(%t: !cute.ptr<i32, tmem, align<16>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.retrieve_tmem_ptr' op operand #0 must be a shared-memory !cute.ptr, but got '!cute.ptr<i32, tmem, align<16>>'}}
  %p = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%t) : !cute.ptr<i32, tmem, align<16>> -> !cute.ptr<f32, tmem, align<16>>
  return
}

// -----

func.func @retrieve_into_smem(%slot: !cute.ptr<i32, smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.sm100.retrieve_tmem_ptr' op result #0 must be a tensor-memory !cute.ptr, but got '!cute.ptr<f32, smem, align<16>>'}}
  %t = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i32, smem, align<8>> -> !cute.ptr<f32, smem, align<16>>
  return
}

// -----

// tcgen05.alloc writes a 32-bit TMEM address: its slot is an i32, not i64.
func.func @alloc_into_an_i64_slot(%slot: !cute.ptr<i64, smem, align<8>>) {
  %n = arith.constant 128 : i32
  // expected-error @below {{'cute_nvgpu.arch.sm100.alloc_tmem' op expects an i32 slot in SMEM for the TMEM address, got '!cute.ptr<i64, smem, align<8>>'}}
  cute_nvgpu.arch.sm100.alloc_tmem(%n, %slot) [ cta_1] : i32, !cute.ptr<i64, smem, align<8>>
  return
}
