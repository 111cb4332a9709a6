// The layout algebra ops in CuTe IR's spelling; result types are the algebra
// evaluated on the operand types (a dynamic mode never merges), printed back
// and re-parsed unchanged.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @coalesce
func.func @coalesce(%a: !cute.layout<"(3,(2,5),?):(1,(3,6),30)">,
                    %p: !cute.coord<"(1,(1,1))">,
                    %b: !cute.layout<"(2,(4,2)):(1,(2,16))">) {
  // CHECK: cute.coalesce(%{{.*}}) : (!cute.layout<"(3,(2,5),?):(1,(3,6),30)">) -> !cute.layout<"(30,?):(1,30)">
  %0 = cute.coalesce(%a) : (!cute.layout<"(3,(2,5),?):(1,(3,6),30)">) -> !cute.layout<"(30,?):(1,30)">
  // The profile keeps mode 0 apart and coalesces inside mode 1.
  // CHECK: cute.coalesce(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,(4,2)):(1,(2,16))">, !cute.coord<"(1,(1,1))">) -> !cute.layout<"(2,(4,2)):(1,(2,16))">
  %1 = cute.coalesce(%b, %p) : (!cute.layout<"(2,(4,2)):(1,(2,16))">, !cute.coord<"(1,(1,1))">) -> !cute.layout<"(2,(4,2)):(1,(2,16))">
  return
}

// CHECK-LABEL: func.func @composition
func.func @composition(%a: !cute.layout<"(6,4):(4,1)">, %s: !cute.shape<"(3,2)">,
                       %b: !cute.layout<"(2,3):(3,1)">) {
  // A shape rhs composes mode by mode.
  // CHECK: cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,4):(4,1)">, !cute.shape<"(3,2)">) -> !cute.layout<"(3,2):(4,1)">
  %0 = cute.composition(%a, %s) : (!cute.layout<"(6,4):(4,1)">, !cute.shape<"(3,2)">) -> !cute.layout<"(3,2):(4,1)">
  // CHECK: cute.composition(%{{.*}}, %{{.*}}) : (!cute.layout<"(6,4):(4,1)">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(2,3):(12,4)">
  %1 = cute.composition(%a, %b) : (!cute.layout<"(6,4):(4,1)">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(2,3):(12,4)">
  return
}

// CHECK-LABEL: func.func @complement
func.func @complement(%a: !cute.layout<"(2,2):(1,6)">, %c: !cute.shape<"(4,?)">,
                      %n: !cute.shape<"48">) {
  // CHECK: cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"48">) -> !cute.layout<"(3,4):(2,12)">
  %0 = cute.complement(%a, %n) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"48">) -> !cute.layout<"(3,4):(2,12)">
  // A dynamic cotarget leaves a dynamic last mode.
  // CHECK: cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"(4,?)">) -> !cute.layout<"(3,?):(2,12)">
  %1 = cute.complement(%a, %c) : (!cute.layout<"(2,2):(1,6)">, !cute.shape<"(4,?)">) -> !cute.layout<"(3,?):(2,12)">
  // CHECK: cute.complement(%{{.*}}) : (!cute.layout<"(2,2):(1,6)">) -> !cute.layout<"(3,1):(2,12)">
  %2 = cute.complement(%a) : (!cute.layout<"(2,2):(1,6)">) -> !cute.layout<"(3,1):(2,12)">
  return
}

// One mode complements to a static cotarget whatever is dynamic in it.
// CHECK-LABEL: func.func @complement_one_dynamic_mode
func.func @complement_one_dynamic_mode(%a: !cute.layout<"?:2">, %b: !cute.layout<"?:?">,
                                       %n: !cute.shape<"6">) {
  // CHECK: cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"?:2">, !cute.shape<"6">) -> !cute.layout<"(2,?):(1,?)">
  %0 = cute.complement(%a, %n) : (!cute.layout<"?:2">, !cute.shape<"6">) -> !cute.layout<"(2,?):(1,?)">
  // CHECK: cute.complement(%{{.*}}, %{{.*}}) : (!cute.layout<"?:?">, !cute.shape<"6">) -> !cute.layout<"(?,?):(1,?)">
  %1 = cute.complement(%b, %n) : (!cute.layout<"?:?">, !cute.shape<"6">) -> !cute.layout<"(?,?):(1,?)">
  return
}

// CHECK-LABEL: func.func @structure
func.func @structure(%a: !cute.layout<"(2,(3,?),5):(?,(1,3),9)">,
                     %t: !cute.shape<"((2,3),(4,(5,6)))">,
                     %s: !cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">,
                     %nt: !cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) {
  // CHECK: cute.flatten(%{{.*}}) : (!cute.layout<"(2,(3,?),5):(?,(1,3),9)">) -> !cute.layout<"(2,3,?,5):(?,1,3,9)">
  %0 = cute.flatten(%a) : (!cute.layout<"(2,(3,?),5):(?,(1,3),9)">) -> !cute.layout<"(2,3,?,5):(?,1,3,9)">
  // CHECK: cute.flatten(%{{.*}}) : (!cute.shape<"((2,3),(4,(5,6)))">) -> !cute.shape<"(2,3,4,5,6)">
  %1 = cute.flatten(%t) : (!cute.shape<"((2,3),(4,(5,6)))">) -> !cute.shape<"(2,3,4,5,6)">
  // A tile opens its nested tiles; its layouts keep their nesting.
  // CHECK: cute.flatten(%{{.*}}) : (!cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) -> !cute.tile<"[_;(2,(3,2)):(1,(2,6));4:3;_]">
  %flat_tile = cute.flatten(%nt) : (!cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) -> !cute.tile<"[_;(2,(3,2)):(1,(2,6));4:3;_]">
  // A composed layout groups its inner layout's modes.
  // CHECK: cute.group_modes<1, 3> (%{{.*}}) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (8,(4,2)):(4,(1,32))">
  %2 = cute.group_modes<1, 3>(%s) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (8,(4,2)):(4,(1,32))">
  return
}

// CHECK-LABEL: func.func @recast_and_inverses
func.func @recast_and_inverses(%a: !cute.layout<"(16,8):(1,16)">,
                               %b: !cute.layout<"(2,6):(6,1)">,
                               %c: !cute.layout<"(4,2,3):(2,?,8)">) {
  // Sixteen 8-bit elements are four 32-bit ones.
  // CHECK: cute.recast_layout<32, 8> (%{{.*}}) : !cute.layout<"(16,8):(1,16)"> -> !cute.layout<"(4,8):(1,4)">
  %0 = cute.recast_layout<32, 8>(%a) : !cute.layout<"(16,8):(1,16)"> -> !cute.layout<"(4,8):(1,4)">
  // CHECK: cute.right_inverse(%{{.*}}) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  %1 = cute.right_inverse(%b) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  // CHECK: cute.left_inverse(%{{.*}}) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  %2 = cute.left_inverse(%b) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  return
}

// complement without a cotarget of scaled-basis layouts: one complement per
// basis direction E<i>, mode i of the result in that direction, and
// recursively for a direction that holds deeper bases. (2,4):(1@1,3@0):
// along E<0> 4:3 leaves (3,1):(1,12), along E<1> 2:1 leaves 1:2.
// (2,3):(2@1@0,1@0@0): along E<0,0> 3:1 leaves 1:3, along E<0,1> 2:2
// leaves (2,1):(1,4).
// CHECK-LABEL: func.func @complement_scaled_basis
func.func @complement_scaled_basis(%a: !cute.layout<"(2,4):(1@1,3@0)">, %b: !cute.layout<"(2,3):(2@1@0,1@0@0)">) {
  // CHECK: cute.complement(%{{.*}}) : (!cute.layout<"(2,4):(1@1,3@0)">) -> !cute.layout<"((3,1),1):((1@0,12@0),2@1)">
  %r = cute.complement(%a) : (!cute.layout<"(2,4):(1@1,3@0)">) -> !cute.layout<"((3,1),1):((1@0,12@0),2@1)">
  // CHECK: cute.complement(%{{.*}}) : (!cute.layout<"(2,3):(2@1@0,1@0@0)">) -> !cute.layout<"((1,(2,1))):((3@0@0,(1@1@0,4@1@0)))">
  %q = cute.complement(%b) : (!cute.layout<"(2,3):(2@1@0,1@0@0)">) -> !cute.layout<"((1,(2,1))):((3@0@0,(1@1@0,4@1@0)))">
  return
}
