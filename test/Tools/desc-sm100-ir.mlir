// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// make_smem_desc derives with its arch: SM100's SWIZZLE_128B_BASE32B
// (Sw<2,3,2> on 32-bit elements, MN-major) is a descriptor on sm100 only.

// CHECK-LABEL: func.func @sw128_32b
// CHECK: cute_nvgpu.make_smem_desc
func.func @sw128_32b(%p: !llvm.ptr<3>) {
  %d = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<2,3,2> o 0 o ((32,2),(4,2)):((1,128),(32,256))>, elem_type = f32, major = #cute_nvgpu.major<mn>, arch = #cute_nvgpu.desc_arch<sm100>} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return
}

// -----

func.func @sw128_32b_sm90(%p: !llvm.ptr<3>) {
  // expected-error @below {{'cute_nvgpu.make_smem_desc' op Sw<2,3,2> (128B swizzle with 32-byte atoms) exists only in the SM100 descriptor}}
  %d = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<2,3,2> o 0 o ((32,2),(4,2)):((1,128),(32,256))>, elem_type = f32, major = #cute_nvgpu.major<mn>, arch = #cute_nvgpu.desc_arch<sm90>} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return
}
