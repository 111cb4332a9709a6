// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe's im2col TMA tensor as a coordinate tensor: the arithmetic-tuple
// iterator (c, (w,h), n, (s,r)) at the lower corner, over the composition
// `gemm o offset o inner` of the GEMM view ((q,p,n),(c,s,r)) with TMA
// coordinate bases and the linearized pixel mode (494 = 13*19*2 output
// pixels, 96 = 32 channels * 3 filter taps). The algebra acts on the
// inner layout: local_tile divides the linear pixel mode (a 64-pixel tile
// straddles output rows), slicing moves the composition's offset and keeps
// the iterator (CuTe's slice_and_offset of a ComposedLayout), and a tiled
// copy partitions the inner layout as it does a swizzled tensor's (a
// thread's 8 consecutive pixels of one channel).
// unittests/Dialect/Im2colCoordTensorTableTest.cpp checks these steps
// against CuTe's own on 24 im2col tensors.

!ct = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (494,(32,1,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
!g = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">
!tile = !cute.tile<"[64:1;32:1]">
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(256,8):(8,1)">, tiler_mn = <"[64:1;32:1]">>

// CHECK-LABEL: func.func @im2col_tiles
// CHECK-NEXT: %0 = cute.local_tile(%arg0, %arg1, %arg2) : ({{.*}}) -> !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">
// CHECK-NEXT: %1 = cute.local_tile(%arg0, %arg1) : ({{.*}}) -> !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (64,32,8,3):(1@0,1@0@1,64@0,1@2@1)">
// CHECK-NEXT: %2 = cute.slice(%0, %arg3) : !cute.coord_tensor<{{.*}}>, !cute.coord<"(_,_,?)">
// CHECK-NEXT: %3 = cute.size (%0) : (!cute.coord_tensor<{{.*}}>) -> !cute.int_tuple<"6144">
// CHECK-NEXT: %4 = cute.get_layout(%2) : !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
// CHECK-NEXT: %5 = cute.get_iter(%2) : !cute.coord_tensor<{{.*}}>
// CHECK-NEXT: %6 = cute.make_view(%5, %4) : !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
// CHECK-NEXT: %7 = cute.tiled.copy.partition_S(%arg4, %2, %arg5) : ({{.*}}) -> !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=8},(?,0,?)) o ((8,1),1,1):((1@0,0),0,0)">
func.func @im2col_tiles(%t: !ct, %tile: !tile, %m: !cute.coord<"(?,_)">, %k: !cute.coord<"(_,_,?)">, %tc: !tc, %tid: !cute.coord<"?">) {
  %g = cute.local_tile(%t, %tile, %m) : (!ct, !tile, !cute.coord<"(?,_)">) -> !g
  %all = cute.local_tile(%t, %tile) : (!ct, !tile) -> !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (64,32,8,3):(1@0,1@0@1,64@0,1@2@1)">
  %gk = cute.slice(%g, %k) : !g, !cute.coord<"(_,_,?)">
  %n = cute.size(%g) : (!g) -> !cute.int_tuple<"6144">
  %l = cute.get_layout(%gk) : !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
  %i = cute.get_iter(%gk) : !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
  %v = cute.make_view(%i, %l) : !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">
  %p = cute.tiled.copy.partition_S(%tc, %gk, %tid) : (!tc, !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,?)) o (64,32):(1@0,1@0@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=8},(?,0,?)) o ((8,1),1,1):((1@0,0),0,0)">
  return
}
