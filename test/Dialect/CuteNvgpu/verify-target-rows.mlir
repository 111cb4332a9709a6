// Lattice rows newer than their atom: sm80.mma's f64 m16n8k4/k8/k16 rows
// need SM90 (ptxas: "'.m16n8k4 with double types' requires .target sm_90
// or higher"), whether the atom's payload or the mma's operands give the
// types; f64 m8n8k4 and the m8n8 integer rows stay SM80.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-verify-target -verify-diagnostics

gpu.module @k [#nvvm.target<chip = "sm_89">] {
  func.func @f() {
    // expected-error @below {{'cute_nvgpu.make_sm80_mma' op `sm80.mma` 16x8x4 f64 requires SM90 or newer (sm_90), but the target is sm_89}}
    %a = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 4], a_type = f64, b_type = f64, c_type = f64}
    %b = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 4], a_type = f64, b_type = f64, c_type = f64}
    %c = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 16], a_type = i8, b_type = i8, c_type = i32, saturate}
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_80">] {
  func.func @f(%a: !cute.memref<f64, rmem, "((2,4)):((1,2))">, %b: !cute.memref<f64, rmem, "(4):(1)">, %c: !cute.memref<f64, rmem, "((2,2)):((1,2))">) {
    %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16]}
    // expected-error @below {{'cute_nvgpu.mma' op `sm80.mma` 16x8x16 f64 requires SM90 or newer (sm_90), but the target is sm_80}}
    %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16>, !cute.memref<f64, rmem, "((2,4)):((1,2))">, !cute.memref<f64, rmem, "(4):(1)">, !cute.memref<f64, rmem, "((2,2)):((1,2))"> -> !cute.memref<f64, rmem, "((2,2)):((1,2))">
    return
  }
}

// -----

// SM90 and newer take them.
gpu.module @k [#nvvm.target<chip = "sm_90">] {
  func.func @f() {
    %a = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = f64, b_type = f64, c_type = f64}
    return
  }
}

// -----

gpu.module @k [#nvvm.target<chip = "sm_120">] {
  func.func @f() {
    %a = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f64, b_type = f64, c_type = f64}
    return
  }
}
