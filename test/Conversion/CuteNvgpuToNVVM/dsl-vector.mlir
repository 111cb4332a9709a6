// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm | FileCheck %s

// CuTe DSL's vector ops that MLIR 22's convert-to-llvm has no form for: the
// older `vector.extractelement` is an element extract at its position, and
// 1-D strided slices of a register fragment are shuffles (extract: the
// elements from the offset on; insert: the destination with the source's
// elements at those positions, the source widened to the destination's
// length first, indices past that length naming its elements).

// CHECK-LABEL: llvm.func @fragment_parts(
// CHECK-SAME: %[[V:.*]]: vector<8xf32>, %[[W:.*]]: vector<2xf32>, %[[I:.*]]: i32)
// CHECK: %[[E:.*]] = llvm.extractelement %[[V]][%{{.*}} : i64] : vector<8xf32>
// CHECK: %[[S:.*]] = llvm.shufflevector %[[V]], %[[V]] [2, 3, 4] : vector<8xf32>
// CHECK: %[[WIDE:.*]] = llvm.shufflevector %[[W]], %[[W]] [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xf32>
// CHECK: %[[N:.*]] = llvm.shufflevector %[[V]], %[[WIDE]] [0, 8, 9, 3, 4, 5, 6, 7] : vector<8xf32>
func.func @fragment_parts(%v: vector<8xf32>, %w: vector<2xf32>, %i: i32) -> (f32, vector<3xf32>, vector<8xf32>) {
  %e = vector.extractelement %v[%i : i32] : vector<8xf32>
  %s = vector.extract_strided_slice %v {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %n = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<8xf32>
  return %e, %s, %n : f32, vector<3xf32>, vector<8xf32>
}
