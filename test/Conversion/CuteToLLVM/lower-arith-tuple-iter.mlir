// RUN: cute-nvgpu-opt %s -convert-cute-to-llvm | FileCheck %s

// CuTe DSL's make_arith_tuple_iter(start): an arith-tuple iterator is its
// start coordinate, so its run-time leaves are the start's, in order (the
// static 0 has none).
// CHECK-LABEL: func.func @iter
// CHECK-SAME: (%[[T:.*]]: !llvm.struct<(i32, i32)>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %[[M:.*]] = llvm.extractvalue %[[T]][0]
// CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %[[T]][1]
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison
// CHECK-NEXT: %[[A:.*]] = llvm.insertvalue %[[M]], %[[P]][0]
// CHECK-NEXT: %[[B:.*]] = llvm.insertvalue %[[N]], %[[A]][1]
// CHECK-NEXT: return %[[B]]
func.func @iter(%t: !cute.int_tuple<"(?{div=128},?,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?,0)"> {
  %i = "cute.make_arith_tuple_iter"(%t) : (!cute.int_tuple<"(?{div=128},?,0)">) -> !cute.arith_tuple_iter<"(?{div=128},?,0)">
  return %i : !cute.arith_tuple_iter<"(?{div=128},?,0)">
}
