// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @dyn_smem_in_global_memory() {
  // expected-error @below {{'cute_nvgpu.arch.get_dyn_smem' op result #0 must be a shared-memory !cute.ptr, but got '!cute.ptr<i8, gmem, align<1024>>'}}
  %p = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, gmem, align<1024>>
  return
}

// -----

func.func @dyn_smem_size_in_64_bits() {
  // expected-error @below {{'cute_nvgpu.arch.get_dyn_smem_size' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %n = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i64
  return
}

// -----

func.func @warp_uniform_changes_type(%x: i32) {
  // expected-error @below {{'cute_nvgpu.arch.make_warp_uniform' op requires the same type for all operands and results}}
  %u = "cute_nvgpu.arch.make_warp_uniform"(%x) : (i32) -> i64
  return
}

// -----

!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @desc_view_wrong_layout(%d: !cute_nvgpu.smem_desc, %l: !cute.layout<"(2,1):(1,0)">) {
  // expected-error @below {{'cute.make_view' op expects the layout type of '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">', that is '!cute.layout<"(1,1):(0,0)">', got '!cute.layout<"(2,1):(1,0)">'}}
  %w = "cute.make_view"(%d, %l) : (!cute_nvgpu.smem_desc, !cute.layout<"(2,1):(1,0)">) -> !v
  return
}
