// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// The weight-stationary UMMA atom (tcgen05.mma.ws) prints back as written;
// a CuTe DSL atom (no `ws`) is unchanged.

// CHECK: func.func private @ws(!cute_nvgpu.sm100.mma<32x64x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>, !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>)
func.func private @ws(!cute_nvgpu.sm100.mma<32x64x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>, !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>)

// -----

// expected-error @below {{`sm100.mma` ws = true (tcgen05.mma.ws) runs on one CTA (cta_group::1), got num_cta = 2}}
func.func private @f(!cute_nvgpu.sm100.mma<128x128x16, num_cta = 2, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>)

// -----

// expected-error @below {{`sm100.mma` ws = true (tcgen05.mma.ws) takes M 32, 64 or 128 and N 64, 128 or 256, got 128x96}}
func.func private @f(!cute_nvgpu.sm100.mma<128x96x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>)

// -----

// expected-error @below {{expected `ws = true`}}
func.func private @f(!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = false>)

// -----

// expected-error @below {{unknown `sm100.mma_sp` parameter `ws`}}
func.func private @f(!cute_nvgpu.sm100.mma_sp<128x128x32, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>)
