// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// Results whose dynamic leaves are computed, not passed through: the layout
// algebra decides each result's structure at compile time (the `?` in the
// result types) and its leaves at run time, from the operands' run-time
// values. Every expected line below is worked out by hand from CuTe's rules
// in the comment above its call.

func.func @comp1(%s: i32, %d: i32) {
  %sh = cute.make_shape (%s) : (i32) -> !cute.shape<"?">
  %st = cute.make_stride (%d) : (i32) -> !cute.stride<"?">
  %a = cute.make_layout (%sh, %st) : (!cute.shape<"?">, !cute.stride<"?">) -> !cute.layout<"?:?">
  %b = cute.static : !cute.layout<"(2,3):(1,2)">
  %r = cute.composition(%a, %b) : (!cute.layout<"?:?">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2,3):(?,?)">
  cute.print(%r) : !cute.layout<"(2,3):(?,?)">
  return
}
func.func @comp2(%m: i32, %lda: i32) {
  %sh = cute.make_shape (%m) : (i32) -> !cute.shape<"(?,8)">
  %st = cute.make_stride (%lda) : (i32) -> !cute.stride<"(1,?)">
  %a = cute.make_layout (%sh, %st) : (!cute.shape<"(?,8)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,8):(1,?)">
  %b = cute.static : !cute.layout<"16:1">
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,8):(1,?)">, !cute.layout<"16:1">) -> !cute.layout<"(?,?):(1,?)">
  cute.print(%r) : !cute.layout<"(?,?):(1,?)">
  return
}
func.func @recast(%n: i32, %d: i32) {
  %sh = cute.make_shape (%n) : (i32) -> !cute.shape<"(8,?)">
  %st = cute.make_stride (%d) : (i32) -> !cute.stride<"(1,?)">
  %a = cute.make_layout (%sh, %st) : (!cute.shape<"(8,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(8,?):(1,?)">
  %r = cute.recast_layout<32, 8>(%a) : !cute.layout<"(8,?):(1,?)"> -> !cute.layout<"(2,?):(1,?)">
  cute.print(%r) : !cute.layout<"(2,?):(1,?)">
  %r2 = cute.recast_layout<8, 32>(%a) : !cute.layout<"(8,?):(1,?)"> -> !cute.layout<"(32,?):(1,?)">
  cute.print(%r2) : !cute.layout<"(32,?):(1,?)">
  return
}
func.func @divide(%m: i32, %n: i32, %lda: i32) {
  %sh = cute.make_shape (%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %st = cute.make_stride (%lda) : (i32) -> !cute.stride<"(1,?)">
  %a = cute.make_layout (%sh, %st) : (!cute.shape<"(?,?)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,?):(1,?)">
  %t = cute.static : !cute.tile<"[4:1;5:1]">
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(?,?):(1,?)">, !cute.tile<"[4:1;5:1]">) -> !cute.layout<"((4,?),(5,?)):((1,4),(?,?))">
  cute.print(%r) : !cute.layout<"((4,?),(5,?)):((1,4),(?,?))">
  return
}
func.func @tile(%m: i32, %n: i32) {
  %a = cute.static : !cute.layout<"(2,2):(1,2)">
  %s = cute.make_shape (%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(2,?)):((1,4),(2,?))">
  cute.print(%r) : !cute.layout<"((2,?),(2,?)):((1,4),(2,?))">
  return
}
func.func @main() {
  %c20 = arith.constant 20 : i32
  %c3 = arith.constant 3 : i32
  // ?:? o (2,3):(1,2) with ?:? = 20:3: a one-mode left side scales the
  // right side's strides.
  // CHECK: (2,3):(3,6)
  func.call @comp1(%c20, %c3) : (i32, i32) -> ()
  %c4 = arith.constant 4 : i32
  %c5 = arith.constant 5 : i32
  %c10 = arith.constant 10 : i32
  %c12 = arith.constant 12 : i32
  %c16 = arith.constant 16 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  // (M,8):(1,lda) o 16:1: min(M,16) rows, then ceil(16/min) columns of lda.
  // CHECK-NEXT: (4,4):(1,10)
  func.call @comp2(%c4, %c10) : (i32, i32) -> ()
  // M = 32 > 16: the second mode is the size-1 rest; the rank is static.
  // CHECK-NEXT: (16,1):(1,10)
  func.call @comp2(%c32, %c10) : (i32, i32) -> ()
  // (8,5):(1,64) as 32-bit elements: 8/4 on the unit mode, 64/4 stride;
  // as 8-bit elements from 32-bit: 8*4 on the unit mode, 64*4 stride.
  // CHECK-NEXT: (2,5):(1,16)
  // CHECK-NEXT: (32,5):(1,256)
  func.call @recast(%c5, %c64) : (i32, i32) -> ()
  // (12,10):(1,16) / [4:1;5:1]: each mode splits into (tile, rest), the
  // rest's stride is the tile's extent times the mode's stride.
  // CHECK-NEXT: ((4,3),(5,2)):((1,4),(16,80))
  func.call @divide(%c12, %c10, %c16) : (i32, i32, i32) -> ()
  // M = 10 is not a multiple of 4: the rest rounds up, ceil(10/4) = 3.
  // CHECK-NEXT: ((4,3),(5,2)):((1,4),(16,80))
  func.call @divide(%c10, %c10, %c16) : (i32, i32, i32) -> ()
  %c6 = arith.constant 6 : i32
  // (2,2):(1,2) tiled to (6,4): (3,2) blocks, column-major, of cosize 4.
  // CHECK-NEXT: ((2,3),(2,2)):((1,4),(2,12))
  func.call @tile(%c6, %c4) : (i32, i32) -> ()
  return
}
