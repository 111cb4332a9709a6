// A smem_desc_view whose layout is CuTe's printed smem_ptr form (the
// swizzle acts on byte addresses of a 16-bit pointer) gives the descriptor
// of its element-unit form Sw<3,3,3>: SW128, LBO 16 B, SBO 1024 B.
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm | FileCheck %s

// CHECK-LABEL: func.func @cute_form(
// CHECK: llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK-LABEL: func.func @element_form(
// CHECK: llvm.mlir.constant(4611686293305360384 : i64) : i64
func.func @cute_form(%p: !llvm.ptr<3>) -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,4,3> o smem_ptr[16b](unset) o (64,16):(64,1)>> {
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,4,3> o smem_ptr[16b](unset) o (64,16):(64,1)>>
  return %d : !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,4,3> o smem_ptr[16b](unset) o (64,16):(64,1)>>
}
func.func @element_form(%p: !llvm.ptr<3>) -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>> {
  %d = cute_nvgpu.make_smem_desc_view %p : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  return %d : !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
}
