// The pass option gives the target of plain modules; gpu.module targets win.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-verify-target=target=sm_80 -verify-diagnostics
// RUN: not cute-nvgpu-opt %s -cute-nvgpu-verify-target=target=sm_42 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: unknown target `sm_42` in the cute-nvgpu-verify-target option; known targets: sm_70,

func.func @f() {
  %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm80.mma
  // expected-error @below {{'cute_nvgpu.make_atom' op `sm89.mma` requires SM89 or newer (sm_89), but the target is sm_80}}
  %1 = cute_nvgpu.make_atom : !cute_nvgpu.sm89.mma
  return
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  func.func @f() {
    %0 = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma
    return
  }
}
