// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// CuTe's im2col TMA tensor is a coordinate tensor over a composed layout:
// the GEMM view ((q,p,n),(c,s,r)) with TMA coordinate bases, read through
// a linearized pixel mode (494 = 13*19*2 output pixels). local_tile
// divides the linear mode, so a 64-pixel tile need not align with the
// output width; slicing keeps the iterator and moves the composition's
// offset, as CuTe's slice_and_offset of a ComposedLayout does. The tile at
// run-time coordinates (m = 3, k = 2) prints what the same tile at static
// coordinates prints.

// CHECK: ((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (192,(0,0,2)) o (64,32):(1@0,1@0@1)
// CHECK-NEXT: ((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (192,(0,0,2)) o (64,32):(1@0,1@0@1)
// CHECK-NEXT: (0,(0,-1),0,(0,0))
// CHECK-NEXT: 6144

!whole = !cute.composed_layout<"((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (494,(32,1,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
!ct = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (494,(32,1,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
!tile = !cute.tile<"[64:1;32:1]">
!g = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">
!gk = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
!lk = !cute.composed_layout<"((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
!g3 = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (192,(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">
!g32 = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (192,(0,0,2)) o (64,32):(1@0,1@0@1)">
!l32 = !cute.composed_layout<"((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (192,(0,0,2)) o (64,32):(1@0,1@0@1)">

func.func private @tile_at(%t: !ct, %m: i32, %k: i32) -> !lk attributes {no_inline} {
  %tile = cute.static : !tile
  %c = cute.make_coord(%m) : (i32) -> !cute.coord<"(?,_)">
  %g = cute.local_tile(%t, %tile, %c) : (!ct, !tile, !cute.coord<"(?,_)">) -> !g
  %ck = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
  %gk = cute.slice(%g, %ck) : !g, !cute.coord<"(_,_,?)">
  %l = cute.get_layout(%gk) : !gk
  return %l : !lk
}

func.func @main() {
  %base = cute.static : !cute.int_tuple<"(0,(0,-1),0,(0,0))">
  %whole = cute.static : !whole
  %t = cute.make_view(%base, %whole) : !ct
  %m = arith.constant 3 : i32
  %k = arith.constant 2 : i32
  %dyn = func.call @tile_at(%t, %m, %k) : (!ct, i32, i32) -> !lk
  cute.print(%dyn) : !lk

  %tile = cute.static : !tile
  %c = cute.static : !cute.coord<"(3,_)">
  %g = cute.local_tile(%t, %tile, %c) : (!ct, !tile, !cute.coord<"(3,_)">) -> !g3
  %ck = cute.static : !cute.coord<"(_,_,2)">
  %gk = cute.slice(%g, %ck) : !g3, !cute.coord<"(_,_,2)">
  %l = cute.get_layout(%gk) : !g32
  cute.print(%l) : !l32
  %i = cute.get_iter(%gk) : !g32
  cute.print(%i) : !cute.int_tuple<"(0,(0,-1),0,(0,0))">
  %s = cute.size(%g) : (!g3) -> !cute.int_tuple<"6144">
  cute.print(%s) : !cute.int_tuple<"6144">
  return
}
