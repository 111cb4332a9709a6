// Builtin arch gates at every tier boundary (SM70/72/75/80/90a), read from
// the builtin table by -cute-nvgpu-verify-target.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-verify-target -verify-diagnostics

// SM70: HMMA only.
gpu.module @k [#nvvm.target<chip = "sm_70">] {
  func.func @f(%p: !llvm.ptr, %l: i32) {
    %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m16n16k16_ld_a_s8` requires SM72 or newer (sm_72), but the target is sm_70}}
    %b = cute_nvgpu.builtin "__imma_m16n16k16_ld_a_s8"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<2xi32>
    return
  }
}

// -----

// SM72: 8-bit IMMA (variants 0/1); the sub-byte variants are refused.
gpu.module @k [#nvvm.target<chip = "sm_72">] {
  func.func @f(%p: !llvm.ptr, %l: i32, %a: vector<1xi32>, %c: vector<2xi32>) {
    %0 = cute_nvgpu.builtin "__imma_m32n8k16_ld_a_u8"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<4xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m8n8k32_mma_u4` is IMMA variant 3; sm_72 has only the 8-bit IMMA variants 0 and 1 (sub-byte forms need SM75 or newer)}}
    %1 = cute_nvgpu.builtin "__imma_m8n8k32_mma_u4"(%a, %a, %c) {rowcol = 1, satf = 0} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__imma_m8n8k32_ld_c` is IMMA variant 2; sm_72 has only the 8-bit IMMA variants 0 and 1 (sub-byte forms need SM75 or newer)}}
    %2 = cute_nvgpu.builtin "__imma_m8n8k32_ld_c"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<2xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__bmma_m8n8k128_ld_a_b1` requires SM75 or newer (sm_75), but the target is sm_72}}
    %3 = cute_nvgpu.builtin "__bmma_m8n8k128_ld_a_b1"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xi32>
    return
  }
}

// -----

// SM75: sub-byte IMMA and b1 XOR; not .and.popc, DMMA, TF32, BF16.
gpu.module @k [#nvvm.target<chip = "sm_75">] {
  func.func @f(%p: !llvm.ptr, %l: i32, %a: vector<1xi32>, %c: vector<2xi32>) {
    %0 = cute_nvgpu.builtin "__imma_m8n8k32_mma_u4"(%a, %a, %c) {rowcol = 1, satf = 0} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
    %1 = cute_nvgpu.builtin "__bmma_m8n8k128_mma_xor_popc_b1"(%a, %a, %c) {rowcol = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__bmma_m8n8k128_mma_and_popc_b1` requires SM80 or newer (sm_80), but the target is sm_75}}
    %2 = cute_nvgpu.builtin "__bmma_m8n8k128_mma_and_popc_b1"(%a, %a, %c) {rowcol = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__dmma_m8n8k4_ld_a` requires SM80 or newer (sm_80), but the target is sm_75}}
    %3 = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xf64>
    // expected-error @below {{'cute_nvgpu.builtin' op `__mma_tf32_m16n16k8_ld_a` requires SM80 or newer (sm_80), but the target is sm_75}}
    %4 = cute_nvgpu.builtin "__mma_tf32_m16n16k8_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<4xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__mma_bf16_m16n16k16_ld_b` requires SM80 or newer (sm_80), but the target is sm_75}}
    %5 = cute_nvgpu.builtin "__mma_bf16_m16n16k16_ld_b"(%p, %l) {rowcol = 1} : (!llvm.ptr, i32) -> vector<4xi32>
    return
  }
}

// -----

// SM80: DMMA/TF32/BF16 and .and.popc; WGMMA refused.
gpu.module @k [#nvvm.target<chip = "sm_80">] {
  func.func @f(%p: !llvm.ptr, %l: i32, %a: vector<1xi32>, %c: vector<2xi32>, %acc: vector<64xf32>, %d: i64) {
    %0 = cute_nvgpu.builtin "__bmma_m8n8k128_mma_and_popc_b1"(%a, %a, %c) {rowcol = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
    %1 = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xf64>
    %2 = cute_nvgpu.builtin "__mma_tf32_m16n16k8_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<4xi32>
    %3 = cute_nvgpu.builtin "__mma_bf16_m16n16k16_ld_b"(%p, %l) {rowcol = 1} : (!llvm.ptr, i32) -> vector<4xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` (wgmma) requires the sm_90a target, but the target is sm_80}}
    %4 = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %d, %d) {n = 128} : (vector<64xf32>, i64, i64) -> vector<64xf32>
    return
  }
}

// -----

// SM90 (no "a"): no WGMMA.
gpu.module @k [#nvvm.target<chip = "sm_90">] {
  func.func @f(%acc: vector<64xf32>, %d: i64) {
    // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_bf16` (wgmma) requires the sm_90a target, but the target is sm_90}}
    %0 = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %d, %d) {n = 128} : (vector<64xf32>, i64, i64) -> vector<64xf32>
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_90a">] {
  func.func @f(%acc: vector<64xf32>, %d: i64, %p: !llvm.ptr, %l: i32) {
    %0 = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %d, %d) {n = 128} : (vector<64xf32>, i64, i64) -> vector<64xf32>
    %1 = cute_nvgpu.builtin "__hmma_m8n32k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xi32>
    return
  }
}

// -----

// sm_100a: WMMA yes, WGMMA no.
gpu.module @k [#nvvm.target<chip = "sm_100a">] {
  func.func @f(%acc: vector<64xf32>, %d: i64, %p: !llvm.ptr, %l: i32) {
    %1 = cute_nvgpu.builtin "__mma_bf16_m8n32k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<2xi32>
    // expected-error @below {{'cute_nvgpu.builtin' op `__wgmma_mma_async_tf32` (wgmma) requires the sm_90a target, but the target is sm_100a}}
    %0 = cute_nvgpu.builtin "__wgmma_mma_async_tf32"(%acc, %d, %d) {n = 128} : (vector<64xf32>, i64, i64) -> vector<64xf32>
    return
  }
}

// -----

func.func @no_target(%p: !llvm.ptr, %l: i32) {
  // expected-error @below {{no target for `__hmma_m16n16k16_ld_a`: put the op in a gpu.module with #nvvm.target<chip = "sm_XX"> or run cute-nvgpu-verify-target with target=sm_XX}}
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<8xi32>
  return
}
