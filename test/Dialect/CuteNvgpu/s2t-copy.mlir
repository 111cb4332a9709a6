// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// SMEM-to-TMEM copy atoms (tcgen05.cp) in CuTe DSL's parameters: value
// type, data paths, bits, CTA group and broadcast; each shape tcgen05.cp
// has prints back as written.

// CHECK: func.func private @shapes(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 1>, !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 128 bit, num_cta = 2>, !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 4 DP, 256 bit, num_cta = 1>, !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>, !cute_nvgpu.atom.s2t_copy<f16, 64 DP, 128 bit, num_cta = 2, bcast = lw_0213>, !cute_nvgpu.atom.s2t_copy<f32, 64 DP, 128 bit, num_cta = 1, bcast = lw_0123>, !cute_nvgpu.atom.s2t_copy)
func.func private @shapes(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 1>, !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 128 bit, num_cta = 2>, !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 4 DP, 256 bit, num_cta = 1>, !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>, !cute_nvgpu.atom.s2t_copy<f16, 64 DP, 128 bit, num_cta = 2, bcast = lw_0213>, !cute_nvgpu.atom.s2t_copy<f32, 64 DP, 128 bit, num_cta = 1, bcast = lw_0123>, !cute_nvgpu.atom.s2t_copy)

// -----

// expected-error @below {{`atom.s2t_copy` has no 32 DP, 128 bit shape; tcgen05.cp has 128 DP x 256|128 bit, 4 DP x 256 bit, 64 DP x 128 bit with bcast = lw_0213 or lw_0123, and 32 DP x 128 bit with bcast = x4}}
func.func private @f(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1>)

// -----

// expected-error @below {{`atom.s2t_copy` has no 128 DP, 256 bit, bcast = x4 shape}}
func.func private @f(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 1, bcast = x4>)

// -----

// expected-error @below {{`atom.s2t_copy` num_cta must be 1 or 2, got 4}}
func.func private @f(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 4>)

// -----

// expected-error @below {{`atom.s2t_copy` copies 8-, 16-, 32- or 64-bit values, got 'f4E2M1FN'}}
func.func private @f(!cute_nvgpu.atom.s2t_copy<f4E2M1FN, 128 DP, 256 bit, num_cta = 1>)

// -----

// expected-error @below {{expected bcast = x4, lw_0213 or lw_0123, got `x2`}}
func.func private @f(!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 64 DP, 128 bit, num_cta = 1, bcast = x2>)
