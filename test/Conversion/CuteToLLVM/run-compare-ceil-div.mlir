// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// cute.equal on layouts compares shape and stride; ceil_div of a tuple by an
// integer divides the modes in turn by what the earlier modes left.

// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: (3,10)
// CHECK-NEXT: (1,3,7)

func.func private @same(%a: !cute.layout<"(?,6):(1,?)">, %b: !cute.layout<"(?,6):(1,?)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1
  return %r : i1
}

func.func private @same_static(%a: !cute.layout<"(2,6):(6,1)">, %b: !cute.layout<"(2,6):(6,1)">) -> i1 {
  %r = cute.equal(%a, %b) : (!cute.layout<"(2,6):(6,1)">, !cute.layout<"(2,6):(6,1)">) -> i1
  return %r : i1
}

func.func private @show(%x: i1) {
  %v = arith.extui %x : i1 to i32
  %t = cute.make_int_tuple (%v) : (i32) -> !cute.int_tuple<"?">
  cute.print(%t) : !cute.int_tuple<"?">
  return
}

func.func @main() {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %s5 = cute.make_shape (%c5) : (i32) -> !cute.shape<"(?,6)">
  %d5 = cute.make_stride (%c5) : (i32) -> !cute.stride<"(1,?)">
  %d7 = cute.make_stride (%c7) : (i32) -> !cute.stride<"(1,?)">
  %l1 = cute.make_layout (%s5, %d5) : (!cute.shape<"(?,6)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,6):(1,?)">
  %l2 = cute.make_layout (%s5, %d7) : (!cute.shape<"(?,6)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,6):(1,?)">
  %e1 = func.call @same(%l1, %l1) : (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1
  func.call @show(%e1) : (i1) -> ()
  %e2 = func.call @same(%l1, %l2) : (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1
  func.call @show(%e2) : (i1) -> ()
  %st = cute.static : !cute.layout<"(2,6):(6,1)">
  %e3 = func.call @same_static(%st, %st) : (!cute.layout<"(2,6):(6,1)">, !cute.layout<"(2,6):(6,1)">) -> i1
  func.call @show(%e3) : (i1) -> ()

  // (6,10) / 2: 6/2 = 3, then 2/6 rounds up to 1, 10/1 = 10.
  %c6 = arith.constant 6 : i32
  %c10 = arith.constant 10 : i32
  %c2 = arith.constant 2 : i32
  %a = cute.make_int_tuple (%c6, %c10) : (i32, i32) -> !cute.int_tuple<"(?,?)">
  %d = cute.make_int_tuple (%c2) : (i32) -> !cute.int_tuple<"?">
  %q = cute.ceil_div(%a, %d) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  cute.print(%q) : !cute.int_tuple<"(?,?)">
  // (3,8,7) / 9: 3/9 rounds up to 1, 9/3 = 3 left; 8/3 -> 3, 1 left; 7.
  %c3 = arith.constant 3 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %b = cute.make_int_tuple (%c3, %c8, %c7) : (i32, i32, i32) -> !cute.int_tuple<"(?,?,?)">
  %e = cute.make_int_tuple (%c9) : (i32) -> !cute.int_tuple<"?">
  %q2 = cute.ceil_div(%b, %e) : (!cute.int_tuple<"(?,?,?)">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?,?)">
  cute.print(%q2) : !cute.int_tuple<"(?,?,?)">
  return
}
