// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s --match-full-lines

// CuTe DSL's formatted print: each `{}` takes the next value (a cute value
// as its text with run-time leaves filled in, an integer, a float), the
// rest of the format as written (a `%` stays a `%`).
// CHECK: Hello world
// CHECK-NEXT: layout (4,7):(1,4), n = 7, wide = 4294967296, x = 1.500000, 100%

func.func private @show(%n: i32, %w: i64, %x: f32) {
  %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(4,?)">
  %l = cute.make_layout(%s) : !cute.layout<"(4,?):(1,4)">
  cute.print("Hello world\0A") : 
  cute.print("layout {}, n = {}, wide = {}, x = {}, 100%\0A", %l, %n, %w, %x) : !cute.layout<"(4,?):(1,4)">, i32, i64, f32
  return
}

func.func @main() {
  %n = arith.constant 7 : i32
  %w = arith.constant 4294967296 : i64
  %x = arith.constant 1.5 : f32
  func.call @show(%n, %w, %x) : (i32, i64, f32) -> ()
  return
}
