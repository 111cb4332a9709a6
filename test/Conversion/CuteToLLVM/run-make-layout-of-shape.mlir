// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// make_layout of a run-time shape alone (CuTe DSL's make_layout(shape)):
// the compact column-major strides, computed at run time by the same
// function the verifier checks the result type with (a static extent 1 gets
// stride 0). Each shape comes through a call so nothing folds.
// CHECK: {{^}}(3,5,7):(1,3,15){{$}}
// CHECK-NEXT: {{^}}(3,1,(4,7)):(1,0,(3,12)){{$}}

func.func private @flat(%a: i32, %b: i32, %c: i32) {
  %s = cute.make_shape(%a, %b, %c) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
  %l = cute.make_layout(%s) : !cute.layout<"(?,?,?):(1,?,?)">
  cute.print(%l) : !cute.layout<"(?,?,?):(1,?,?)">
  return
}

func.func private @nested(%a: i32, %d: i32) {
  %s = cute.make_shape(%a, %d) : (i32, i32) -> !cute.shape<"(?,1,(4,?))">
  %l = cute.make_layout(%s) : !cute.layout<"(?,1,(4,?)):(1,0,(?,?))">
  cute.print(%l) : !cute.layout<"(?,1,(4,?)):(1,0,(?,?))">
  return
}

func.func @main() {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  func.call @flat(%c3, %c5, %c7) : (i32, i32, i32) -> ()
  func.call @nested(%c3, %c7) : (i32, i32) -> ()
  return
}
