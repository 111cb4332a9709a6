// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's cute_nvgpu.arch ops, and an SMEM descriptor view as a view:
// cute.get_iter gives the descriptor, cute.get_layout the layout, and
// cute.make_view puts them back together.

// CHECK-LABEL: func.func @arch
// CHECK-NEXT: %0 = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
// CHECK-NEXT: %1 = cute_nvgpu.arch.get_dyn_smem_size() : i32
// CHECK-NEXT: %2 = cute_nvgpu.arch.make_warp_uniform(%arg0) : i32
// CHECK-NEXT: %3 = cute.get_iter(%arg1) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %4 = cute.get_layout(%arg1) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %5 = cute.make_view(%3, %4) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %6 = cute.make_view(%3) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">

!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @arch(%x: i32, %v: !v) {
  %p = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
  %n = cute_nvgpu.arch.get_dyn_smem_size() : i32
  %u = cute_nvgpu.arch.make_warp_uniform(%x) : i32
  %d = cute.get_iter(%v) : !v
  %l = cute.get_layout(%v) : !v
  %w = cute.make_view(%d, %l) : !v
  %w2 = cute.make_view(%d) : !v
  return
}
