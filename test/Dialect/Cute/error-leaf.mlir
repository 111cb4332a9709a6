// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | cute-nvgpu-opt | FileCheck %s
// CuTe IR's error leaf `x` (a leaf its algebra could not compute) may be
// written in the int tuple types and prints back as it was written.

// CHECK-LABEL: func.func @types(
// CHECK-SAME: !cute.shape<"((4,8),x)">
// CHECK-SAME: !cute.int_tuple<"(x,2)">
// CHECK-SAME: !cute.stride<"(1,x)">
// CHECK-SAME: !cute.coord<"x">
func.func @types(%s: !cute.shape<"((4,8),x)">, %i: !cute.int_tuple<"(x,2)">,
                 %d: !cute.stride<"(1,x)">, %c: !cute.coord<"x">) {
  return
}
