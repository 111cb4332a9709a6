// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-check-tmem -verify-diagnostics
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-check-tmem=lints=false 2>&1 | FileCheck %s --check-prefix=NOLINT

// A block-scaled MMA's scale factors in tensor memory have CuTe's
// tmem_sf_frg layout: mode 0 is ((MN x 4 replicas), (vec, K / vec)). The
// tensor set as sf_a must hold A's (M = 128: 512), as sf_b B's (N = 256:
// 1024); swapped, the MMA scales each operand by the other's factors. A
// lint: off with lints=false.
// NOLINT-NOT: warning: sets sf_
// NOLINT: func.func @k_extent
// NOLINT-NOT: warning: sets sf_

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 32>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!sfa = !cute.memref<f8E8M0FNU, tmem, align<16>, "((((32,4),4),(32,1)),1,1):((((262144,4),8388608),(0,1)),0,0)">
!sfb = !cute.memref<f8E8M0FNU, tmem, align<16>, "((((32,8),4),(32,1)),1,1):((((262144,4),8388608),(0,1)),0,0)">

// Each tensor where it belongs, as CuTe DSL passes them (their iterators):
// no diagnostic.
func.func @matching(%tm: !tm, %a: !sfa, %b: !sfb) -> !tm {
  %pa = cute.get_iter(%a) : !sfa
  %pb = cute.get_iter(%b) : !sfb
  %t1 = cute_nvgpu.atom.set_value(%tm, %pa : !cute.ptr<f8E8M0FNU, tmem, align<16>>) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm
  %t2 = cute_nvgpu.atom.set_value(%t1, %pb : !cute.ptr<f8E8M0FNU, tmem, align<16>>) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm
  return %t2 : !tm
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 32>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!sfa = !cute.memref<f8E8M0FNU, tmem, align<16>, "((((32,4),4),(32,1)),1,1):((((262144,4),8388608),(0,1)),0,0)">
!sfb = !cute.memref<f8E8M0FNU, tmem, align<16>, "((((32,8),4),(32,1)),1,1):((((262144,4),8388608),(0,1)),0,0)">

// Swapped: each field gets the other operand's scale factors.
func.func @swapped(%tm: !tm, %a: !sfa, %b: !sfb) -> !tm {
  %pa = cute.get_iter(%a) : !sfa
  %pb = cute.get_iter(%b) : !sfb
  // expected-warning @below {{sets sf_a from a tensor whose scale-factor mode is (1024, 32), but A's scale factors of !cute_nvgpu.sm100.mma_bs<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 32> are (512, 32) (M x 4 replicas, K): these are B's scale factors (lint; cute-nvgpu-check-tmem{lints=false} turns it off)}}
  %t1 = cute_nvgpu.atom.set_value(%tm, %pb : !cute.ptr<f8E8M0FNU, tmem, align<16>>) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm
  // expected-warning @below {{sets sf_b from a tensor whose scale-factor mode is (512, 32), but B's scale factors of}}
  %t2 = cute_nvgpu.atom.set_value(%t1, %a : !sfa) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm
  return %t2 : !tm
}

// -----

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<128x128x64, num_cta = 1, ab_major = (k, k), elem_type = (f4E2M1FN, f4E2M1FN, f32), frag_kind = ss, sf_type = f8E4M3FN, vec_size = 16>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!sf = !cute.memref<f8E4M3FN, tmem, align<16>, "((((32,4),4),(16,4)),1,1):((((262144,4),8388608),(0,1)),0,0)">
!sf32 = !cute.memref<f8E4M3FN, tmem, align<16>, "((((32,4),4),(16,8)),1,1):((((262144,4),8388608),(0,1)),0,0)">

// M = N: the extents cannot tell A's from B's, but K can: a tensor
// covering 64 values of K (4 blocks of 16) fits, one covering 128 does not.
func.func @k_extent(%tm: !tm, %a: !sf, %b: !sf32) -> !tm {
  %t1 = cute_nvgpu.atom.set_value(%tm, %a : !sf) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm
  // expected-warning @below {{sets sf_b from a tensor whose scale-factor mode is (512, 128), but B's scale factors of}}
  %t2 = cute_nvgpu.atom.set_value(%t1, %b : !sf32) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm
  return %t2 : !tm
}
