// Target verification at every tier boundary: the atom, the tier it needs
// and the target are named. Targets come from gpu.module's #nvvm.target or
// the pass option.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-verify-target -verify-diagnostics

// ldsm: SM75+.
gpu.module @k [#nvvm.target<chip = "sm_75">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32>
    %2 = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_fma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_72">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.ldsm` requires SM75 or newer (sm_75), but the target is sm_72}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
    return
  }
}

// -----

// sm80.mma, sparse and cp.async: SM80+.
gpu.module @k [#nvvm.target<chip = "sm_80">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.sparse_mma
    %2 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_75">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm80.mma` requires SM80 or newer (sm_80), but the target is sm_75}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.simt_async_copy` requires SM80 or newer (sm_80), but the target is sm_75}}
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
    return
  }
}

// -----

// sm89.mma (FP8): SM89+, not SM86/87.
gpu.module @k [#nvvm.target<chip = "sm_89">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_86">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm89.mma` requires SM89 or newer (sm_89), but the target is sm_86}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
    return
  }
}

// -----

// stsm and TMA: SM90+ (plain sm_90 is enough).
gpu.module @k [#nvvm.target<chip = "sm_90">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.stsm<m8n8.x4>
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_89">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.stsm` requires SM90 or newer (sm_90), but the target is sm_89}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.stsm<m8n8.x4>
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.tma_store` requires SM90 or newer (sm_90), but the target is sm_89}}
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_store
    return
  }
}

// -----

// wgmma: exactly sm_90a.
gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16, elem_type = (f16, f16, f32)>
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_90">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_90}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_100a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_100a}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_120a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_120a}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
    return
  }
}

// -----

// tcgen05 (UMMA, TMEM): SM100/SM103 with "a" or "f".
gpu.module @k [#nvvm.target<chip = "sm_100a">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma_bs_sp
    %2 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tmem_load
    %3 = cute_nvgpu.make_atom : !cute_nvgpu.atom.s2t_copy
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_103f">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma_bs
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_100">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm100.mma` (tcgen05) requires SM100 or SM110 with an arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or sm_110a/sm_110f), but the target is sm_100}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.tmem_store` (tcgen05) requires SM100 or SM110 with an arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or sm_110a/sm_110f), but the target is sm_90a}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tmem_store
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_120a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm100.mma_sp` (tcgen05) requires SM100 or SM110 with an arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or sm_110a/sm_110f), but the target is sm_120a}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma_sp
    return
  }
}

// -----

// SM110 (Thor): earlier register MMA and TMA apply, and, as ptxas 13.0
// assembles tcgen05 for sm_110a/f (seed 003 says SM110 has no MMA), so do
// the UMMA atoms; wgmma and SM120's block-scaled mma.sync do not.
gpu.module @k [#nvvm.target<chip = "sm_110a">] {
  func.func @f() {
    %ok0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
    %ok1 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
    %ok2 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
    %ok3 = cute_nvgpu.make_atom : !cute_nvgpu.sm100.mma
    %ok4 = cute_nvgpu.make_atom : !cute_nvgpu.atom.tmem_load
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_110a}}
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
    // expected-error @below {{'cute_nvgpu.make_atom' op `SM120.mma_bs` (block-scaled mma.sync) requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_110a}}
    %2 = cute_nvgpu.make_atom : !cute_nvgpu.SM120.mma_bs
    return
  }
}

// -----

// SM120 block scale: 120a/120f/121a/121f, not plain sm_120.
gpu.module @k [#nvvm.target<chip = "sm_121a">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.SM120.mma_bs<16x8x32, vec_size = 32>
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_120">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `SM120.mma_bs` (block-scaled mma.sync) requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_120}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.SM120.mma_bs
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_100a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_atom' op `SM120.mma_bs` (block-scaled mma.sync) requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_100a}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.SM120.mma_bs
    return
  }
}

// -----

// sm89.mma with kind = f8f6f4 (beyond the seeds) adds the SM120 "a"/"f" gate
// to sm89.mma's own; without the kind sm89.mma stays SM89+.
gpu.module @k [#nvvm.target<chip = "sm_120f">] {
  func.func @ok() {
    %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f8E5M2, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma<16x8x32, kind = f8f6f4>
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_120">] {
  func.func @f() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma<16x8x32>
    // expected-error @below {{'cute_nvgpu.make_atom' op `sm89.mma` with kind = f8f6f4 requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_120}}
    %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma<16x8x32, kind = f8f6f4>
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_100a">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_sm89_mma' op `sm89.mma` with kind = f8f6f4 requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_100a}}
    %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], kind = #cute_nvgpu.mma_kind<f8f6f4>}
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_86">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_sm89_mma' op `sm89.mma` requires SM89 or newer (sm_89), but the target is sm_86}}
    %0 = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], kind = #cute_nvgpu.mma_kind<f8f6f4>}
    return
  }
}

// -----

// Block arguments are checked too.
gpu.module @k [#nvvm.target<chip = "sm_80">] {
  // expected-error @below {{'func.func' op block argument #0: `atom.tma_load` requires SM90 or newer (sm_90), but the target is sm_80}}
  func.func @f(%a: !cute_nvgpu.atom.tma_load) {
    return
  }
}

// -----

// expected-error @below {{unknown target `sm_99`; known targets: sm_70, sm_72, sm_75, sm_80, sm_86, sm_87, sm_89, sm_90, sm_90a, sm_100, sm_100a, sm_100f, sm_103, sm_103a, sm_103f, sm_110, sm_110a, sm_110f, sm_120, sm_120a, sm_120f, sm_121, sm_121a, sm_121f}}
gpu.module @k [#nvvm.target<chip = "sm_99">] {
  func.func @f() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
    return
  }
}

// -----

// Outside a gpu.module, without the option: say how to give a target.
func.func @f() {
  // expected-error @below {{no target for `sm80.mma`: put the op in a gpu.module with #nvvm.target<chip = "sm_XX"> or run cute-nvgpu-verify-target with target=sm_XX}}
  %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
  return
}

// -----

// A cluster memory scope needs SM90 even on an all-tier atom.
gpu.module @k [#nvvm.target<chip = "sm_80">] {
  func.func @f() {
    %ok = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=acquire, mem_scope=gpu>
    // expected-error @below {{'cute_nvgpu.make_atom' op `atom.universal_copy` with mem_scope=cluster requires SM90 or newer (sm_90), but the target is sm_80}}
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=acquire, mem_scope=cluster>
    return
  }
}
