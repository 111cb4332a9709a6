// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// A coordinate tensor composes layouts only: a swizzle maps integer
// offsets, not coordinates.
// expected-error@+1 {{failed to parse coord_tensor from "S<3,4,3> o 0 o (64,32):(1@0,1@1)": expected a layout SHAPE:STRIDE or a composition of layouts OUTER o OFFSET o INNER}}
func.func @swizzled(%t: !cute.coord_tensor<"(0,0)", "S<3,4,3> o 0 o (64,32):(1@0,1@1)">) {
  return
}

// -----

!ct = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (494,(32,1,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
!tile = !cute.tile<"[64:1;32:1]">
// The tile moves the composition's offset, not the iterator.
func.func @tile_moves_the_iterator(%t: !ct, %tile: !tile, %m: !cute.coord<"(?,_)">) {
  // expected-error@+1 {{'cute.local_tile' op expects the tile '!cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?{div=64},(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">', got '!cute.coord_tensor<"(?{div=64},(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">'}}
  %g = cute.local_tile(%t, %tile, %m) : (!ct, !tile, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?{div=64},(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (64,32,3):(1@0,1@0@1,1@2@1)">
  return
}

// -----

!ct = !cute.coord_tensor<"(0,(0,-1),0,(0,0))", "((13,19,2),(32,1,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (494,(32,1,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
// A tile wider than the tensor has modes.
func.func @tile_rank(%t: !ct, %tile: !cute.tile<"[64:1;32:1;2:1]">) {
  // expected-error@+1 {{expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %g = cute.local_tile(%t, %tile) : (!ct, !cute.tile<"[64:1;32:1;2:1]">) -> !ct
  return
}
