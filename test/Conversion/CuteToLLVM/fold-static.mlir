// RUN: cute-nvgpu-opt -cute-fold-static -split-input-file %s | FileCheck %s

// cute-fold-static walks backwards: a folded op's users were visited first,
// so what folds leaves only the statics something still reads, and every
// pure op without uses goes (cute or not). A cute.static already in the
// input stays, used or not.

// CHECK-LABEL: func.func @chain
// CHECK-NEXT: %[[S:.*]] = cute.static : !cute.int_tuple<"32">
// CHECK-NEXT: %[[K:.*]] = cute.static : !cute.shape<"(4,8)">
// CHECK-NEXT: return %[[S]] : !cute.int_tuple<"32">
func.func @chain(%x: i32) -> !cute.int_tuple<"32"> {
  %shape = cute.make_shape() : () -> !cute.shape<"(4,8)">
  %stride = cute.make_stride() : () -> !cute.stride<"(1,4)">
  %l = cute.make_layout(%shape, %stride) : (!cute.shape<"(4,8)">, !cute.stride<"(1,4)">) -> !cute.layout<"(4,8):(1,4)">
  %s = cute.size(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  %kept = cute.static : !cute.shape<"(4,8)">
  %dead = arith.addi %x, %x : i32
  return %s : !cute.int_tuple<"32">
}

// -----

// An op with effects stays, and so does what it reads.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT: %[[L:.*]] = cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: cute.print(%[[L]]) : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: return
func.func @effects() {
  %l = cute.static : !cute.layout<"(4,8):(1,4)">
  %c = cute.coalesce(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  cute.print(%l) : !cute.layout<"(4,8):(1,4)">
  return
}

// -----

// elem_less and equal of static operands are i1 constants: elem_less when
// every leaf of lhs is below rhs's (any of int_tuple, shape, coord; nested),
// equal when the two static types are the same. The static operands that
// were in the input stay; the made ones are left unused and go.
// CHECK-LABEL: func.func @compare
// CHECK-NEXT: cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: cute.static : !cute.layout<"(4,8):(8,1)">
// CHECK-NEXT: %[[T0:.*]] = arith.constant true
// CHECK-NEXT: %[[F0:.*]] = arith.constant false
// CHECK-NEXT: %[[T1:.*]] = arith.constant true
// CHECK-NEXT: %[[F1:.*]] = arith.constant false
// CHECK-NEXT: %[[T2:.*]] = arith.constant true
// CHECK-NEXT: %[[F2:.*]] = arith.constant false
// CHECK-NEXT: %[[T3:.*]] = arith.constant true
// CHECK-NEXT: return %[[T0]], %[[F0]], %[[T1]], %[[F1]], %[[T2]], %[[F2]], %[[T3]]
func.func @compare() -> (i1, i1, i1, i1, i1, i1, i1) {
  %a = cute.make_int_tuple() : () -> !cute.int_tuple<"((1,2),3)">
  %b = cute.make_int_tuple() : () -> !cute.int_tuple<"((4,5),6)">
  %c = cute.make_coord() : () -> !cute.coord<"(7,4)">
  %s = cute.make_shape() : () -> !cute.shape<"(8,5)">
  %l1 = cute.static : !cute.layout<"(4,8):(1,4)">
  %l2 = cute.static : !cute.layout<"(4,8):(1,4)">
  %l3 = cute.static : !cute.layout<"(4,8):(8,1)">
  %r0 = cute.elem_less(%a, %b) : (!cute.int_tuple<"((1,2),3)">, !cute.int_tuple<"((4,5),6)">) -> i1
  %r1 = cute.elem_less(%b, %a) : (!cute.int_tuple<"((4,5),6)">, !cute.int_tuple<"((1,2),3)">) -> i1
  %r2 = cute.elem_less(%c, %s) : (!cute.coord<"(7,4)">, !cute.shape<"(8,5)">) -> i1
  %r3 = cute.equal(%a, %b) : (!cute.int_tuple<"((1,2),3)">, !cute.int_tuple<"((4,5),6)">) -> i1
  %r4 = cute.equal(%l1, %l2) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> i1
  %r5 = cute.equal(%l1, %l3) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(8,1)">) -> i1
  %r6 = cute.equal(%a, %a) : (!cute.int_tuple<"((1,2),3)">, !cute.int_tuple<"((1,2),3)">) -> i1
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1, i1
}

// -----

// Layouts with scaled-basis strides (a TMA coordinate layout) are equal when
// their types are: another basis, or an integer where a basis stands, is a
// different static leaf.
// CHECK-LABEL: func.func @compare_basis
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[F0:.*]] = arith.constant false
// CHECK-NEXT: %[[F1:.*]] = arith.constant false
// CHECK-NEXT: return %[[T]], %[[F0]], %[[F1]]
func.func @compare_basis() -> (i1, i1, i1) {
  %e = cute.static : !cute.layout<"(64,32):(1@1,1@0)">
  %f = cute.static : !cute.layout<"(64,32):(1@0,1@1)">
  %i = cute.static : !cute.layout<"(64,32):(1,64)">
  %g = cute.static : !cute.layout<"(64,32):(1@1,1@0)">
  %r0 = cute.equal(%e, %g) : (!cute.layout<"(64,32):(1@1,1@0)">, !cute.layout<"(64,32):(1@1,1@0)">) -> i1
  %r1 = cute.equal(%e, %f) : (!cute.layout<"(64,32):(1@1,1@0)">, !cute.layout<"(64,32):(1@0,1@1)">) -> i1
  %r2 = cute.equal(%e, %i) : (!cute.layout<"(64,32):(1@1,1@0)">, !cute.layout<"(64,32):(1,64)">) -> i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// -----

// A dynamic leaf leaves the comparison to the lowering.
// CHECK-LABEL: func.func @dynamic_compare
// CHECK-NEXT: %[[S:.*]] = cute.static : !cute.shape<"(8,5)">
// CHECK-NEXT: %[[R:.*]] = cute.elem_less(%arg0, %[[S]])
// CHECK-NEXT: return %[[R]]
func.func @dynamic_compare(%c: !cute.coord<"(?,4)">) -> i1 {
  %s = cute.make_shape() : () -> !cute.shape<"(8,5)">
  %r = cute.elem_less(%c, %s) : (!cute.coord<"(?,4)">, !cute.shape<"(8,5)">) -> i1
  return %r : i1
}
