// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt %s -cute-host-pipeline | %mlir-runner-host | FileCheck %s --match-full-lines

// A slice of a coordinate tensor whose iterator is nested
// ("(0,0,((0,0),0))", CuTe DSL's FMHA tile coordinates) moves it by the
// offset crd2idx gives, mode by mode and into the nested modes (CuTe's
// tuple add). The layout's strides are hierarchical bases: 64@0 adds 64
// per step to coordinate 0, 1@0@0@2 adds 1 to the first leaf of mode
// (0, 0) of coordinate 2, and so on. Coordinate (_,_,3,_,(5,7)) of the
// (64,256,?,?,((?,?),?)) tensor: 3*64 in coordinate 0, 5 and 0 in the
// pair of coordinate 2's first mode, 7 in its second.

// CHECK: (192,0,((5,0),7))
func.func @main() {
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %c8 = arith.constant 8 : i32
  %c9 = arith.constant 9 : i32
  %c10 = arith.constant 10 : i32
  %sh = cute.make_shape(%c4, %c6, %c8, %c9, %c10) : (i32, i32, i32, i32, i32) -> !cute.shape<"(64,256,?,?,((?,?),?))">
  %st = cute.static : !cute.stride<"(1@0,1@1,64@0,256@1,((1@0@0@2,1@1@0@2),1@1@2))">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"(64,256,?,?,((?,?),?))">, !cute.stride<"(1@0,1@1,64@0,256@1,((1@0@0@2,1@1@0@2),1@1@2))">) -> !cute.layout<"(64,256,?,?,((?,?),?)):(1@0,1@1,64@0,256@1,((1@0@0@2,1@1@0@2),1@1@2))">
  %it = cute.static : !cute.int_tuple<"(0,0,((0,0),0))">
  %t = cute.make_view(%it, %l) : !cute.coord_tensor<"(0,0,((0,0),0))", "(64,256,?,?,((?,?),?)):(1@0,1@1,64@0,256@1,((1@0@0@2,1@1@0@2),1@1@2))">
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %crd = cute.make_coord(%c3, %c5, %c7) : (i32, i32, i32) -> !cute.coord<"(_,_,?,_,(?,?))">
  %s = cute.slice(%t, %crd) : !cute.coord_tensor<"(0,0,((0,0),0))", "(64,256,?,?,((?,?),?)):(1@0,1@1,64@0,256@1,((1@0@0@2,1@1@0@2),1@1@2))">, !cute.coord<"(_,_,?,_,(?,?))">
  %i = cute.get_iter(%s) : !cute.coord_tensor<"(?{div=64},0,((?,?),?))", "(64,256,?):(1@0,1@1,256@1)">
  cute.print(%i) : !cute.int_tuple<"(?{div=64},0,((?,?),?))">
  return
}
