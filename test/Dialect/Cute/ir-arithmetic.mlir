// Tuple arithmetic and comparisons in CuTe IR's spelling: result types are
// the operation evaluated on the operand types (dynamic leaves by the width
// rule), printed back and re-parsed unchanged.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @add_sub
func.func @add_sub(%a: !cute.int_tuple<"(2,(5,?))">, %b: !cute.int_tuple<"(7,(1,3),9)">,
                   %z: !cute.int_tuple<"0">, %s: !cute.shape<"(6,?{i64})">,
                   %t: !cute.shape<"(3,2)">) {
  // Extra modes of the longer side pass through; a dynamic leaf stays dynamic.
  // CHECK: cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(2,(5,?))">, !cute.int_tuple<"(7,(1,3),9)">) -> !cute.int_tuple<"(9,(6,?),9)">
  %0 = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(2,(5,?))">, !cute.int_tuple<"(7,(1,3),9)">) -> !cute.int_tuple<"(9,(6,?),9)">
  // CHECK: cute.tuple_add(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"0">, !cute.int_tuple<"(2,(5,?))">) -> !cute.int_tuple<"(2,(5,?))">
  %1 = cute.tuple_add(%z, %a) : (!cute.int_tuple<"0">, !cute.int_tuple<"(2,(5,?))">) -> !cute.int_tuple<"(2,(5,?))">
  // The 64-bit width wins.
  // CHECK: cute.tuple_sub(%{{.*}}, %{{.*}}) : (!cute.shape<"(6,?{i64})">, !cute.shape<"(3,2)">) -> !cute.shape<"(3,?{i64})">
  %2 = cute.tuple_sub(%s, %t) : (!cute.shape<"(6,?{i64})">, !cute.shape<"(3,2)">) -> !cute.shape<"(3,?{i64})">
  return
}

// CHECK-LABEL: func.func @divisions
func.func @divisions(%a: !cute.shape<"(6,4,10)">, %b: !cute.shape<"12">,
                     %x: !cute.int_tuple<"(9,4,?)">, %y: !cute.int_tuple<"(2,3)">,
                     %n: !cute.int_tuple<"6">) {
  // The divisor is consumed mode by mode: 12/6 = 2 is left for the 4.
  // CHECK: cute.shape_div(%{{.*}}, %{{.*}}) : (!cute.shape<"(6,4,10)">, !cute.shape<"12">) -> !cute.shape<"(1,2,10)">
  %0 = cute.shape_div(%a, %b) : (!cute.shape<"(6,4,10)">, !cute.shape<"12">) -> !cute.shape<"(1,2,10)">
  // CHECK: cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(5,2,?)">
  %1 = cute.ceil_div(%x, %y) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(5,2,?)">
  // CHECK: cute.ceil_div(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"6">) -> !cute.int_tuple<"(2,4,?)">
  %2 = cute.ceil_div(%x, %n) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"6">) -> !cute.int_tuple<"(2,4,?)">
  return
}

// CHECK-LABEL: func.func @compare
func.func @compare(%c: !cute.coord<"(1,(?,2))">, %s: !cute.shape<"(4,(8,3))">,
                   %l: !cute.layout<"(4,8):(1,4)">) -> (i1, i1) {
  // CHECK: cute.elem_less(%{{.*}}, %{{.*}}) : (!cute.coord<"(1,(?,2))">, !cute.shape<"(4,(8,3))">) -> i1
  %0 = cute.elem_less(%c, %s) : (!cute.coord<"(1,(?,2))">, !cute.shape<"(4,(8,3))">) -> i1
  // CHECK: cute.equal(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  %1 = cute.equal(%l, %l) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  return %0, %1 : i1, i1
}
