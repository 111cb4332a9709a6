// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s

// cute.print of a shared tensor in a format's {}: NVIDIA's text (the
// pointer, its element type, space and alignment, the layout) and the
// values in the layout's index order, 31 at most, then [...].

// CHECK: llvm.mlir.global internal constant @cute_print_format_0("tile: raw_ptr(0x%016llx: f32, smem, align<16>) o (4,2):(2,1) = \0A  ( %f, %f, %f, %f, %f, %f, %f, %f ) at %d\0A\00")
// CHECK-LABEL: llvm.func @small(
// CHECK-SAME: %[[P:.*]]: !llvm.ptr<3>, %[[N:.*]]: i32)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<3> to i64
// The layout's index order: element i is (i % 4, i / 4), at 2 (i % 4) + i / 4.
// CHECK-NEXT: llvm.load %[[P]] : !llvm.ptr<3> -> f32
// CHECK-NEXT: %[[O1:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %[[E1:.*]] = llvm.getelementptr %[[P]][%[[O1]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: llvm.load %[[E1]] : !llvm.ptr<3> -> f32
// CHECK: llvm.mlir.constant(6 : i64) : i64
// CHECK: llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.call @vprintf
func.func @small(%p: !cute.ptr<f32, smem, align<16>>, %n: i32) attributes {cute_nvgpu.kernel} {
  %t = cute.make_view(%p) : !cute.memref<f32, smem, align<16>, "(4,2):(2,1)">
  cute.print("tile: {} at {}\0A", %t, %n) : !cute.memref<f32, smem, align<16>, "(4,2):(2,1)">, i32
  return
}

// -----

// 40 elements: the first 31, then [...].
// CHECK: llvm.mlir.global internal constant @cute_print_format_0("raw_ptr(0x%016llx: i32, gmem, align<4>) o 40:1 = \0A  ( %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, [...] )\0A\00")
func.func @long(%p: !cute.ptr<i32, gmem, align<4>>) attributes {cute_nvgpu.kernel} {
  %t = cute.make_view(%p) : !cute.memref<i32, gmem, align<4>, "40:1">
  cute.print("{}\0A", %t) : !cute.memref<i32, gmem, align<4>, "40:1">
  return
}

// -----

func.func @registers(%v: vector<4xf32>) attributes {cute_nvgpu.kernel} {
  %l = cute.static : !cute.layout<"4:1">
  %t = cute.memref.alloca(%l) : !cute.memref<f32, rmem, align<16>, "4:1">
  // expected-error @below {{'cute.print' op cannot print '!cute.memref<f32, rmem, align<16>, "4:1">': a shared or global tensor with a static layout and integer or float elements prints}}
  cute.print("{}\0A", %t) : !cute.memref<f32, rmem, align<16>, "4:1">
  return
}
