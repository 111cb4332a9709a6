// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-verify-target=target=sm_90 -verify-diagnostics

// The target tiers of the TMA instructions on explicit addresses. Every form
// needs SM90. A multicast load is accepted everywhere from SM90 on, with a
// warning off sm_90a, sm_100a/f, sm_103a/f and sm_110a/f (ptxas's own
// advisory: multicast is expected to be slow elsewhere). A load with
// num_cta = 2 (cta_group::2) needs sm_100a/f, sm_103a/f or sm_110a/f.
// tensormap.replace needs an arch-specific or family target; the tensormap
// proxy fences (release, acquire) run on any SM90+ target. Plain functions
// take the pass option's sm_90; a gpu.module's #nvvm.target wins.

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
func.func @sm90(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %p: i64, %g: !gdesc, %sd: !sdesc, %a: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c, %c] : i32, i32) cache_policy = %p mode = <tiled> num_cta = 1 : i32
  // expected-warning @below {{a multicast TMA load on sm_90: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c, %c] : i32, i32) mask = %mask mode = <tiled> num_cta = 1 : i32
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mode = <tiled> num_cta = 2 : i32
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c] : i32) mode = <tiled>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %s : !box, [%c] : i32) mode = <tiled> kind = <ADD>
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires an arch-specific or family target (sm_90a, sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f), but the target is sm_90}}
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
  return
}

// -----

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
gpu.module @k [#nvvm.target<chip = "sm_80">] {
  func.func @sm80(%d: !desc, %s: !box, %m: !mbar, %c: i32, %g: !gdesc, %sd: !sdesc, %a: i64) {
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mode = <tiled> num_cta = 1 : i32
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op a TMA store requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c] : i32) mode = <tiled>
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op a TMA reduction requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %s : !box, [%c] : i32) mode = <tiled> kind = <ADD>
    // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
    // expected-error @below {{'cute_nvgpu.arch.tma_desc.release' op a tensormap proxy fence requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
    // expected-error @below {{'cute_nvgpu.arch.tma_desc.acquire' op a tensormap proxy fence requires SM90 or newer (sm_90), but the target is sm_80}}
    cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
    return
  }
}

// -----

// sm_90a: multicast without a warning, tensormap.replace; no CTA pair.
!desc = !cute.ptr<generic, align<64>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  func.func @sm90a(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %v: i32) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 1 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %v : i32) field = <global_dim> axis = 1 : i32
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90a}}
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mode = <tiled> num_cta = 2 : i32
    return
  }
}

// -----

// The CTA pair, multicast and tensormap.replace, without a diagnostic, on
// every datacenter Blackwell arch-specific and family target.
!desc = !cute.ptr<generic, align<64>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
gpu.module @k100a [#nvvm.target<chip = "sm_100a">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}
gpu.module @k100f [#nvvm.target<chip = "sm_100f">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}
gpu.module @k103a [#nvvm.target<chip = "sm_103a">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}
gpu.module @k103f [#nvvm.target<chip = "sm_103f">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}
gpu.module @k110a [#nvvm.target<chip = "sm_110a">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}
gpu.module @k110f [#nvvm.target<chip = "sm_110f">] {
  func.func @f(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %st: i64) {
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
    return
  }
}

// -----

// sm_100 (no suffix): a multicast warning; no CTA pair, no tensormap.replace.
!desc = !cute.ptr<generic, align<64>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
gpu.module @k [#nvvm.target<chip = "sm_100">] {
  func.func @sm100(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %a: i64) {
    // expected-warning @below {{a multicast TMA load on sm_100: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)}}
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_100}}
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
    // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires an arch-specific or family target (sm_90a, sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f), but the target is sm_100}}
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
    return
  }
}

// -----

// sm_120a and sm_121f: tensormap.replace; multicast with a warning; no CTA
// pair.
!desc = !cute.ptr<generic, align<64>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>
gpu.module @k120a [#nvvm.target<chip = "sm_120a">] {
  func.func @sm120a(%d: !desc, %s: !box, %m: !mbar, %c: i32, %mask: i16, %sd: !sdesc, %a: i64) {
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
    // expected-warning @below {{a multicast TMA load on sm_120a: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)}}
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mask = %mask mode = <tiled> num_cta = 1 : i32
    // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_120a}}
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c] : i32) mode = <tiled> num_cta = 2 : i32
    return
  }
}
gpu.module @k121f [#nvvm.target<chip = "sm_121f">] {
  func.func @sm121f(%sd: !sdesc, %a: i64) {
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
    return
  }
}

// -----

// sm_120 (no suffix): no tensormap.replace; the fences stay.
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
gpu.module @k [#nvvm.target<chip = "sm_120">] {
  func.func @sm120(%g: !gdesc, %sd: !sdesc, %v: i32) {
    // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires an arch-specific or family target (sm_90a, sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f), but the target is sm_120}}
    cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %v : i32) field = <global_dim> axis = 0 : i32
    cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
    cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
    return
  }
}

// -----

// The atoms of a CTA-pair load (kind sm_100_2sm, num_cta = 2) carry the
// cta_group::2 tier: refused on sm_90a, accepted on sm_100a.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, bf16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@1,1@0)">, internal_val_type = bf16>
!ex = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 2, g_stride = <"()"> tma_gbasis = <"(64,64):(1@1,1@0)">>
gpu.module @hopper [#nvvm.target<chip = "sm_90a">] {
  // expected-error @below {{'func.func' op block argument #0: a TMA load for a CTA pair requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90a}}
  func.func @pair_atoms(%a: !ne) {
    // expected-error @below {{'cute_nvgpu.atom.make_exec_tma' op a TMA load for a CTA pair requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90a}}
    %e = cute_nvgpu.atom.make_exec_tma(%a) : (!ne) -> !ex
    return
  }
}
gpu.module @blackwell [#nvvm.target<chip = "sm_100a">] {
  func.func @pair_atoms(%a: !ne) {
    %e = cute_nvgpu.atom.make_exec_tma(%a) : (!ne) -> !ex
    return
  }
}
