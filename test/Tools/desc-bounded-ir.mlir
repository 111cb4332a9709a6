// RUN: timeout 20 cute-nvgpu-opt %s -split-input-file -verify-diagnostics
// SMEM tiles with 2^40- and 2^59-element modes are refused from their modes
// (228 KiB of shared memory on the largest target) before any per-element
// walk, so verification ends at once.

func.func @view59(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc_view' op the SMEM tile holds more than 2^62 elements (more than 2^62 bytes), more than the 233472 bytes of shared memory of the largest target (sm_90/sm_100: 228 KiB)}}
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (576460752303423488,16):(64,1)>>
  return
}

// -----

func.func @view40(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc_view' op the SMEM tile holds 1125899906842624 elements (2251799813685248 bytes), more than the 233472 bytes of shared memory of the largest target (sm_90/sm_100: 228 KiB)}}
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.layout<(64,(16,1099511627776)):(64,(1,1024))>>
  return
}

// -----

func.func @desc59(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc' op the SMEM tile holds more than 2^62 elements (more than 2^62 bytes), more than the 233472 bytes of shared memory of the largest target (sm_90/sm_100: 228 KiB)}}
  %d = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<3,3,3> o 0 o (576460752303423488,16):(64,1)>, elem_type = f16} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @desc40(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc' op the SMEM tile holds 1125899906842624 elements (2251799813685248 bytes), more than the 233472 bytes of shared memory of the largest target (sm_90/sm_100: 228 KiB)}}
  %d = cute_nvgpu.make_smem_desc %p {layout = #cute.layout<(64,(16,1099511627776)):(64,(1,1024))>, elem_type = f16, arch = #cute_nvgpu.desc_arch<sm100>} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return
}

// -----

// The type alone names no element walk: a function signature with it verifies.
func.func private @sig(!cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.layout<(64,(16,1099511627776)):(64,(1,1024))>>)
