// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s --match-full-lines

// Slicing a swizzle composed layout at a run-time coordinate: the fixed
// modes' contribution joins the offset's swizzle bits with a run-time XOR,
// and each swizzle bit's stride of the decayed layout is picked by the
// offset's partner bit at run time. Each row prints the slice at a static
// coordinate, then the same slice at that coordinate arriving at run time:
// the two must be the same layout.

// CHECK: 1000
// CHECK-NEXT: [[R0:\(.*]]
// CHECK-NEXT: [[R0]]
// CHECK: 1002
// CHECK-NEXT: [[R2:\(.*]]
// CHECK-NEXT: [[R2]]
// CHECK: 1006
// CHECK-NEXT: [[R6:\(.*]]
// CHECK-NEXT: [[R6]]
// CHECK: 1007
// CHECK-NEXT: [[R7:\(.*]]
// CHECK-NEXT: [[R7]]
// The offset's bits pick the strides; static rows by value:
// CHECK: 2000
// CHECK-NEXT: ((16,2,2)):((1,16,32))
// CHECK-NEXT: ((16,2,2)):((1,-16,32))
// CHECK-NEXT: ((16,2,2)):((1,-16,-32))

!sw = !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
!row = !cute.layout<"((16,2,2)):((1,?,?))">

func.func private @row(%i: i32) -> !row attributes {no_inline} {
  %l = cute.static : !sw
  %c = cute.make_coord (%i) : (i32) -> !cute.coord<"(?,_)">
  %r = cute.slice(%l, %c) : !sw, !cute.coord<"(?,_)">
  return %r : !row
}

func.func @main() {
  %l = cute.static : !sw
  %t0 = cute.static : !cute.int_tuple<"1000">
  cute.print(%t0) : !cute.int_tuple<"1000">
  %c0 = cute.static : !cute.coord<"(0,_)">
  %s0 = cute.slice(%l, %c0) : !sw, !cute.coord<"(0,_)">
  cute.print(%s0) : !cute.layout<"((16,2,2)):((1,16,32))">
  %i0 = arith.constant 0 : i32
  %d0 = func.call @row(%i0) : (i32) -> !row
  cute.print(%d0) : !row
  %t2 = cute.static : !cute.int_tuple<"1002">
  cute.print(%t2) : !cute.int_tuple<"1002">
  %c2 = cute.static : !cute.coord<"(2,_)">
  %s2 = cute.slice(%l, %c2) : !sw, !cute.coord<"(2,_)">
  cute.print(%s2) : !cute.layout<"((16,2,2)):((1,-16,32))">
  %i2 = arith.constant 2 : i32
  %d2 = func.call @row(%i2) : (i32) -> !row
  cute.print(%d2) : !row
  %t6 = cute.static : !cute.int_tuple<"1006">
  cute.print(%t6) : !cute.int_tuple<"1006">
  %c6 = cute.static : !cute.coord<"(6,_)">
  %s6 = cute.slice(%l, %c6) : !sw, !cute.coord<"(6,_)">
  cute.print(%s6) : !cute.layout<"((16,2,2)):((1,-16,-32))">
  %i6 = arith.constant 6 : i32
  %d6 = func.call @row(%i6) : (i32) -> !row
  cute.print(%d6) : !row
  %t7 = cute.static : !cute.int_tuple<"1007">
  cute.print(%t7) : !cute.int_tuple<"1007">
  %c7 = cute.static : !cute.coord<"(7,_)">
  %s7 = cute.slice(%l, %c7) : !sw, !cute.coord<"(7,_)">
  cute.print(%s7) : !cute.layout<"((16,2,2)):((1,-16,-32))">
  %i7 = arith.constant 7 : i32
  %d7 = func.call @row(%i7) : (i32) -> !row
  cute.print(%d7) : !row
  %m = cute.static : !cute.int_tuple<"2000">
  cute.print(%m) : !cute.int_tuple<"2000">
  cute.print(%s0) : !cute.layout<"((16,2,2)):((1,16,32))">
  cute.print(%s2) : !cute.layout<"((16,2,2)):((1,-16,32))">
  cute.print(%s6) : !cute.layout<"((16,2,2)):((1,-16,-32))">
  return
}
