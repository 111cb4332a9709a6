// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// A thread index's coordinate in a layout (CuTe's get_hier_coord /
// get_flat_coord: each leaf (index / stride) % extent, 0 for extent 1 or
// stride 0) at run time, against the static coordinate the verifier
// computes for a constant index with the same function: each @pair prints
// the static result, then the run-time one of the same index (through a
// call, so nothing folds), and the two lines must be equal.

// ((2,4),(2,3)):((0,1),(4,8)) at 21: ((0,1),(1,2)), per mode (2,5).
// CHECK: [[H21:\(\(0,1\),\(1,2\)\)]]
// CHECK-NEXT: {{^}}[[H21]]{{$}}
// CHECK-NEXT: [[F21:\(2,5\)]]
// CHECK-NEXT: {{^}}[[F21]]{{$}}
func.func private @hier_dyn(%i: i32) {
  %l = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"((0,?),(?,?))">
  cute.print(%c) : !cute.coord<"((0,?),(?,?))">
  return
}
func.func private @flat_dyn(%i: i32) {
  %l = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
  %c = cute.get_flat_coord(%i, %l) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(?,?)">
  cute.print(%c) : !cute.coord<"(?,?)">
  return
}

// A run-time layout (CuTe DSL's thread layout ((8,?),?):((1,?),8) with
// 4 and 3 for the extents and 64 for the stride) at 21: ((21 % 8, 21 / 64
// % 4), 21 / 8 % 3) = ((5,0),2), per mode (5, 2); the static twin is the
// same layout with the values in its type.
// CHECK-NEXT: [[HD:\(\(5,0\),2\)]]
// CHECK-NEXT: {{^}}[[HD]]{{$}}
// CHECK-NEXT: [[FD:\(5,2\)]]
// CHECK-NEXT: {{^}}[[FD]]{{$}}
func.func private @runtime_layout(%a: i32, %b: i32, %s: i32) -> !cute.layout<"((8,?),?):((1,?),8)"> {
  %shape = cute.make_shape(%a, %b) : (i32, i32) -> !cute.shape<"((8,?),?)">
  %stride = cute.make_stride(%s) : (i32) -> !cute.stride<"((1,?),8)">
  %l = cute.make_layout(%shape, %stride) : !cute.layout<"((8,?),?):((1,?),8)">
  return %l : !cute.layout<"((8,?),?):((1,?),8)">
}
func.func private @runtime_hier(%i: i32, %l: !cute.layout<"((8,?),?):((1,?),8)">) {
  %h = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"((?,?),?)">
  cute.print(%h) : !cute.coord<"((?,?),?)">
  return
}
func.func private @runtime_flat(%i: i32, %l: !cute.layout<"((8,?),?):((1,?),8)">) {
  %f = cute.get_flat_coord(%i, %l) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
  cute.print(%f) : !cute.coord<"(?,?)">
  return
}

func.func @main() {
  %l = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
  %c21 = arith.constant 21 : i32
  %h = cute.get_hier_coord(%c21, %l) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"((0,1),(1,2))">
  cute.print(%h) : !cute.coord<"((0,1),(1,2))">
  func.call @hier_dyn(%c21) : (i32) -> ()
  %f = cute.get_flat_coord(%c21, %l) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(2,5)">
  cute.print(%f) : !cute.coord<"(2,5)">
  func.call @flat_dyn(%c21) : (i32) -> ()

  %s = cute.static : !cute.layout<"((8,4),3):((1,64),8)">
  %c21b = arith.constant 21 : i32
  %hs = cute.get_hier_coord(%c21b, %s) : (i32, !cute.layout<"((8,4),3):((1,64),8)">) -> !cute.coord<"((5,0),2)">
  cute.print(%hs) : !cute.coord<"((5,0),2)">
  %c4 = arith.constant 4 : i32
  %c3 = arith.constant 3 : i32
  %c64 = arith.constant 64 : i32
  %rl = func.call @runtime_layout(%c4, %c3, %c64) : (i32, i32, i32) -> !cute.layout<"((8,?),?):((1,?),8)">
  func.call @runtime_hier(%c21b, %rl) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> ()
  %fs = cute.get_flat_coord(%c21b, %s) : (i32, !cute.layout<"((8,4),3):((1,64),8)">) -> !cute.coord<"(5,2)">
  cute.print(%fs) : !cute.coord<"(5,2)">
  func.call @runtime_flat(%c21b, %rl) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> ()
  return
}
