// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// A tensor's divide gives every mode of extent 1 stride 0, as CuTe DSL
// types it (the stride of a one-element mode is never used; without the
// rule the rest mode of 256 by 64 would carry 128 * the row stride). The
// size of a descriptor view is its layout's.

!m = !cute.memref<f16, gmem, align<32>, "((128,256),1,1):((?{i64 div=8192},1),0,0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">

// CHECK-LABEL: func.func @unit_modes
// CHECK-NEXT: %0 = cute.zipped_divide(%arg0, %arg1) : (!cute.memref<f16, gmem, align<32>, "((128,256),1,1):((?{i64 div=8192},1),0,0)">, !cute.tile<"{{\[\[}}128:1;64:1]]">) -> !cute.memref<f16, gmem, align<32>, "(((128,64)),((1,4),1,1)):(((?{i64 div=8192},1)),((0,64),0,0))">
// CHECK-NEXT: %1 = cute.size (%arg2) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,4,(1,6)):(0,512,2,(0,1024))">) -> !cute.int_tuple<"48">
func.func @unit_modes(%m: !m, %t: !cute.tile<"[[128:1;64:1]]">, %v: !v) {
  %d = cute.zipped_divide(%m, %t) : !m, !cute.tile<"[[128:1;64:1]]">
  %s = cute.size(%v) : (!v) -> !cute.int_tuple<"48">
  return
}
