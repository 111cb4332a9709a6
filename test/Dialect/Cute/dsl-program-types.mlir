// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file -mlir-print-op-generic | cute-nvgpu-opt -split-input-file | FileCheck %s

// Result types as CuTe DSL's programs write them, where CuTe IR's own types
// say the same thing another way; both are accepted:
// - a dynamic leaf keeps what divides it (`?{div=8}`), where CuTe IR writes
//   `?` (a weaker, still true, statement);
// - a divide types a mode of extent 1 with stride 0, where CuTe IR keeps the
//   stride the algebra computes (the stride of a one-element mode is never
//   used);
// - an identity swizzle S<0,M,S> composed at offset 0 prints as its bare
//   layout, which reads back as S<0,0,0>.

// CHECK-LABEL: func.func @size_keeps_the_divisor
// CHECK-NEXT: cute.size<[]> (%arg0) : (!cute.int_tuple<"((8,?),?)">) -> !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: cute.size (%arg0) : (!cute.int_tuple<"((8,?),?)">) -> !cute.int_tuple<"?">
func.func @size_keeps_the_divisor(%t: !cute.int_tuple<"((8,?),?)">) {
  %0 = "cute.size"(%t) <{mode = array<i32>}> : (!cute.int_tuple<"((8,?),?)">) -> !cute.int_tuple<"?{div=8}">
  %1 = cute.size(%t) : (!cute.int_tuple<"((8,?),?)">) -> !cute.int_tuple<"?">
  return
}

// -----

// CHECK-LABEL: func.func @ordered_layout_keeps_the_divisor
// CHECK-NEXT: -> !cute.layout<"(?{div=8},?,?):(1,?{div=8},?{div=8})">
// CHECK-NEXT: -> !cute.layout<"(?{div=8},?,?):(1,?{div=8},?)">
func.func @ordered_layout_keeps_the_divisor(%s: !cute.shape<"(?{div=8},?,?)">, %o: !cute.int_tuple<"(0,1,2)">) {
  %0 = "cute.make_ordered_layout"(%s, %o) : (!cute.shape<"(?{div=8},?,?)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?{div=8},?,?):(1,?{div=8},?{div=8})">
  %1 = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(?{div=8},?,?)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?{div=8},?,?):(1,?{div=8},?)">
  return
}

// -----

// The rest mode of 2:1 divided by 2:1 has extent 1: CuTe DSL types its
// stride 0, CuTe IR 2; the result-only form infers the DSL's.
// CHECK-LABEL: func.func @divide_unit_modes
// CHECK-NEXT: -> !cute.layout<"((2),1,1,1):((1),0,0,0)">
// CHECK-NEXT: -> !cute.layout<"((2),1,1,1):((1),2,0,0)">
// CHECK-NEXT: -> !cute.layout<"((2),1,1,1):((1),0,0,0)">
func.func @divide_unit_modes(%l: !cute.layout<"(2,1,1):(1,0,0)">, %t: !cute.tile<"[2:1]">) {
  %0 = "cute.tiled_divide"(%l, %t) : (!cute.layout<"(2,1,1):(1,0,0)">, !cute.tile<"[2:1]">) -> !cute.layout<"((2),1,1,1):((1),0,0,0)">
  %1 = cute.tiled_divide(%l, %t) : (!cute.layout<"(2,1,1):(1,0,0)">, !cute.tile<"[2:1]">) -> !cute.layout<"((2),1,1,1):((1),2,0,0)">
  %2 = cute.tiled_divide(%l, %t) : !cute.layout<"(2,1,1):(1,0,0)">, !cute.tile<"[2:1]">
  return
}

// -----

// A tensor's flat_divide lifts a one-mode tile too: `(1,128,1)`, where CuTe
// C++'s flat_divide keeps `((1),128,1)`.
// CHECK-LABEL: func.func @flat_divide_of_a_tensor
// CHECK-NEXT: -> !cute.memref<f32, smem, align<1024>, "(1,128,1):(0,1,0)">
func.func @flat_divide_of_a_tensor(%m: !cute.memref<f32, smem, align<1024>, "(128,1):(1,0)">, %t: !cute.tile<"[1:0]">) {
  %0 = cute.flat_divide(%m, %t) : !cute.memref<f32, smem, align<1024>, "(128,1):(1,0)">, !cute.tile<"[1:0]">
  return
}

// -----

// CHECK-LABEL: func.func @identity_swizzles
// CHECK-NEXT: cute.static : !cute.swizzle<"S<0,4,3>">
// CHECK: cute.make_composed_layout({{.*}}) : (!cute.swizzle<"S<0,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"(8,4):(1,8)">
// CHECK-NEXT: cute.composed_get_inner({{.*}}) : <"(8,4):(1,8)"> -> !cute.swizzle<"S<0,4,3>">
func.func @identity_swizzles(%l: !cute.layout<"(8,4):(1,8)">) {
  %sw = cute.static : !cute.swizzle<"S<0,4,3>">
  %o = cute.static : !cute.int_tuple<"0">
  %c = cute.make_composed_layout(%sw, %o, %l) : !cute.composed_layout<"(8,4):(1,8)">
  %i = "cute.composed_get_inner"(%c) : (!cute.composed_layout<"(8,4):(1,8)">) -> !cute.swizzle<"S<0,4,3>">
  return
}

// -----

// A coordinate with more modes than the projection keeps the extra ones:
// (m, n, _, l) by (1,_,1) slices the (M/128, K/64, L) tiles at (m, _, l).
// CHECK-LABEL: func.func @local_tile_longer_coordinate
// CHECK-NEXT: cute.local_tile
// CHECK-SAME: -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
func.func @local_tile_longer_coordinate(%t: !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">, %tile: !cute.tile<"[128:1;128:1;64:1]">, %c: !cute.coord<"(?,?,_,?)">) {
  %0 = "cute.local_tile"(%t, %tile, %c) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_,?)">) -> !cute.coord_tensor<"(0,?{div=128},?)", "(128,64,?):(1@1,1@0,64@0)">
  return
}
