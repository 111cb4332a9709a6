// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's coordinate ops in the DSL's custom form; the generic form reads
// back into the same custom form. make_identity_tensor gives the tensor of a
// shape's coordinates: the iterator the shape's zero, the layout the shape
// with basis strides (`1@i`, and `1@j@i` for the j-th extent of a nested
// mode i), dynamic extents and their divisors kept; its custom form may
// give the result type alone. make_arith_tuple_iter starts an iterator at
// its operand or, without one, at the result's static tuple.
// get_hier_coord gives the coordinate a thread layout maps to an index:
// dynamic for a run-time index (but 0 in an extent-1 mode), static (and
// checked) for a constant one; get_flat_coord gives one index per top-level
// mode instead.
// local_tile is CuTe's zipped_divide by the tile followed by the slice that
// keeps the tile modes whole and takes the rest at the coordinate (padded
// with `_`); a quoted projection, written last, keeps only the tile and
// coordinate modes it marks 1 (the generic form's `proj` next to the
// operand segment sizes). print_view prints a tensor, with its default
// flags left out of the custom form.

// CHECK-LABEL: func.func @identity
// CHECK-NEXT: %0 = cute.make_identity_tensor(%arg0) : !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">
// CHECK-NEXT: %1 = cute.make_identity_tensor(%arg1) : !cute.coord_tensor<"((0,0),(0,0))", "((4,?),(2,?{div=8})):((1@0@0,1@1@0),(1@0@1,1@1@1))">
// CHECK-NEXT: %2 = cute.make_identity_tensor(%arg2) : !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
// CHECK-NEXT: %3 = cute.make_identity_tensor(%arg3) : !cute.coord_tensor<"(0,0)", "(?{div=8},128):(1@0,1@1)">
// CHECK-LABEL: func.func @arith_tuple_iter
// CHECK-NEXT: %0 = cute.make_arith_tuple_iter(%arg0) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
// CHECK-NEXT: %1 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,32)">
// CHECK-LABEL: func.func @thread_coord
// CHECK-NEXT: %0 = cute.static : !cute.layout<"(2,4):(4,1)">
// CHECK-NEXT: %1 = cute.get_hier_coord(%arg0, %0) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
// CHECK-NEXT: %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT: %2 = cute.get_hier_coord(%c6_i32, %0) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,2)">
// CHECK-NEXT: %3 = cute.static : !cute.layout<"(4,1,8):(8,0,1)">
// CHECK-NEXT: %c13_i64 = arith.constant 13 : i64
// CHECK-NEXT: %4 = cute.get_hier_coord(%c13_i64, %3) : (i64, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(1,0,5)">
// CHECK-NEXT: %5 = cute.get_hier_coord(%arg0, %3) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(?,0,?)">
// CHECK-LABEL: func.func @flat_coord
// CHECK-NEXT: %0 = cute.get_flat_coord(%arg0, %arg2) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
// CHECK-NEXT: %1 = cute.static : !cute.layout<"((2),1,1,1):((1),0,0,0)">
// CHECK-NEXT: %2 = cute.get_flat_coord(%arg1, %1) : (i64, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.coord<"(?,0,0,0)">
// CHECK-NEXT: %3 = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
// CHECK-NEXT: %c21_i32 = arith.constant 21 : i32
// CHECK-NEXT: %4 = cute.get_flat_coord(%c21_i32, %3) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(2,5)">
// CHECK-NEXT: %5 = cute.get_hier_coord(%c21_i32, %3) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"((0,1),(1,2))">
// CHECK-LABEL: func.func @local_tile
// CHECK-NEXT: %0 = cute.local_tile(%arg0, %arg3, %arg7) : (!cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">, !cute.tile<"[128:1;64:1]">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?):(?{i64},1,64)">
// CHECK-NEXT: %1 = cute.local_tile(%arg0, %arg3) : (!cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">, !cute.tile<"[128:1;64:1]">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?,?):(?{i64},1,?{i64 div=128},64)">
// CHECK-NEXT: %2 = cute.local_tile(%arg1, %arg4, %arg8, "(1,_,1)") : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
// CHECK-NEXT: %3 = cute.local_tile(%arg1, %arg4, %arg8, "(_,1,1)") : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
// CHECK-NEXT: %4 = cute.local_tile(%arg1, %arg5, %arg9) : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[64:1;128:1]">, !cute.coord<"(?,_,?)">) -> !cute.coord_tensor<"(?{div=64},0,?)", "(64,128,?):(1@0,1@1,128@1)">
// CHECK-NEXT: %5 = cute.local_tile(%arg2, %arg6, %arg10) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,0)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">
// CHECK-LABEL: func.func @print_view
// CHECK-NEXT: cute.print_view(%arg0) : !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">
// CHECK-NEXT: cute.print_view(%arg0) {verbose = true} : !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">
// CHECK-NEXT: cute.print_view(%arg1) : !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">
// CHECK-NEXT: cute.print_view(%arg2) {is_signed = true} : !cute.memref<i8, gmem, "16:1">

// GENERIC: "cute.make_identity_tensor"(%{{[a-z0-9#]+}}) : (!cute.shape<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">
// GENERIC-NEXT: "cute.make_identity_tensor"(%{{[a-z0-9#]+}}) : (!cute.shape<"((4,?),(2,?{div=8}))">) -> !cute.coord_tensor<"((0,0),(0,0))", "((4,?),(2,?{div=8})):((1@0@0,1@1@0),(1@0@1,1@1@1))">
// GENERIC-NEXT: "cute.make_identity_tensor"(%{{[a-z0-9#]+}}) : (!cute.shape<"(?,?,?)">) -> !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
// GENERIC-NEXT: "cute.make_identity_tensor"(%{{[a-z0-9#]+}}) : (!cute.shape<"(?{div=8},128)">) -> !cute.coord_tensor<"(0,0)", "(?{div=8},128):(1@0,1@1)">
// GENERIC: "cute.make_arith_tuple_iter"(%{{[a-z0-9#]+}}) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
// GENERIC-NEXT: "cute.make_arith_tuple_iter"() : () -> !cute.arith_tuple_iter<"(0,32)">
// GENERIC: "cute.static"() : () -> !cute.layout<"(2,4):(4,1)">
// GENERIC-NEXT: "cute.get_hier_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
// GENERIC-NEXT: "arith.constant"() <{value = 6 : i32}> : () -> i32
// GENERIC-NEXT: "cute.get_hier_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,2)">
// GENERIC-NEXT: "cute.static"() : () -> !cute.layout<"(4,1,8):(8,0,1)">
// GENERIC-NEXT: "arith.constant"() <{value = 13 : i64}> : () -> i64
// GENERIC-NEXT: "cute.get_hier_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i64, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(1,0,5)">
// GENERIC-NEXT: "cute.get_hier_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(?,0,?)">
// GENERIC: "cute.get_flat_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
// GENERIC-NEXT: "cute.static"() : () -> !cute.layout<"((2),1,1,1):((1),0,0,0)">
// GENERIC-NEXT: "cute.get_flat_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i64, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.coord<"(?,0,0,0)">
// GENERIC-NEXT: "cute.static"() : () -> !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
// GENERIC-NEXT: "arith.constant"() <{value = 21 : i32}> : () -> i32
// GENERIC-NEXT: "cute.get_flat_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(2,5)">
// GENERIC-NEXT: "cute.get_hier_coord"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"((0,1),(1,2))">
// GENERIC: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">, !cute.tile<"[128:1;64:1]">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?):(?{i64},1,64)">
// GENERIC-NEXT: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (!cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">, !cute.tile<"[128:1;64:1]">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?,?):(?{i64},1,?{i64 div=128},64)">
// GENERIC-NEXT: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(1,_,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
// GENERIC-NEXT: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(_,1,1)">}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
// GENERIC-NEXT: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">, !cute.tile<"[64:1;128:1]">, !cute.coord<"(?,_,?)">) -> !cute.coord_tensor<"(?{div=64},0,?)", "(64,128,?):(1@0,1@1,128@1)">
// GENERIC-NEXT: "cute.local_tile"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,0)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">
// GENERIC: "cute.print_view"(%{{[a-z0-9#]+}}) <{is_signed = false, verbose = false}> : (!cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">) -> ()
// GENERIC-NEXT: "cute.print_view"(%{{[a-z0-9#]+}}) <{is_signed = false, verbose = true}> : (!cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">) -> ()
// GENERIC-NEXT: "cute.print_view"(%{{[a-z0-9#]+}}) <{is_signed = false, verbose = false}> : (!cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">) -> ()
// GENERIC-NEXT: "cute.print_view"(%{{[a-z0-9#]+}}) <{is_signed = true, verbose = false}> : (!cute.memref<i8, gmem, "16:1">) -> ()

func.func @identity(%s: !cute.shape<"(?,8)">, %n: !cute.shape<"((4,?),(2,?{div=8}))">, %mkl: !cute.shape<"(?,?,?)">, %d: !cute.shape<"(?{div=8},128)">) {
  %0 = cute.make_identity_tensor(%s) : !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">
  %1 = cute.make_identity_tensor(%n) : (!cute.shape<"((4,?),(2,?{div=8}))">) -> !cute.coord_tensor<"((0,0),(0,0))", "((4,?),(2,?{div=8})):((1@0@0,1@1@0),(1@0@1,1@1@1))">
  %2 = cute.make_identity_tensor(%mkl) : !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
  %3 = "cute.make_identity_tensor"(%d) : (!cute.shape<"(?{div=8},128)">) -> !cute.coord_tensor<"(0,0)", "(?{div=8},128):(1@0,1@1)">
  return
}

func.func @arith_tuple_iter(%c: !cute.int_tuple<"(?{div=128},0)">) {
  %0 = cute.make_arith_tuple_iter(%c) : (!cute.int_tuple<"(?{div=128},0)">) -> !cute.arith_tuple_iter<"(?{div=128},0)">
  %1 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(0,32)">
  return
}

// Layout (2,4):(4,1) takes (i,j) to 4i+j: index 6 is (1,2). In
// (4,1,8):(8,0,1), index 13 is (1,0,5), the extent-1 mode at 0, also for a
// run-time index.
func.func @thread_coord(%tid: i32) {
  %l = cute.static : !cute.layout<"(2,4):(4,1)">
  %0 = cute.get_hier_coord(%tid, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  %c6 = arith.constant 6 : i32
  %1 = cute.get_hier_coord(%c6, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,2)">
  %u = cute.static : !cute.layout<"(4,1,8):(8,0,1)">
  %c13 = arith.constant 13 : i64
  %2 = cute.get_hier_coord(%c13, %u) : (i64, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(1,0,5)">
  %3 = cute.get_hier_coord(%tid, %u) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(?,0,?)">
  return
}

// get_flat_coord gives one index per top-level mode: a run-time index gives
// (?,?) for a dynamic layout and (?,0,0,0) when only the first mode has more
// than one element. ((2,4),(2,3)):((0,1),(4,8)) takes ((a,b),(c,d)) to
// b+4c+8d: index 21 is first reached at ((0,1),(1,2)) (a is free, a=0 comes
// first in column-major order), which is index 0+2*1=2 of mode (2,4) and
// 1+2*2=5 of mode (2,3): (2,5).
func.func @flat_coord(%tid: i32, %t64: i64, %d: !cute.layout<"((8,?),?):((1,?),8)">) {
  %0 = cute.get_flat_coord(%tid, %d) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(?,?)">
  %v = cute.static : !cute.layout<"((2),1,1,1):((1),0,0,0)">
  %1 = cute.get_flat_coord(%t64, %v) : (i64, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.coord<"(?,0,0,0)">
  %n = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
  %c21 = arith.constant 21 : i32
  %2 = cute.get_flat_coord(%c21, %n) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(2,5)">
  %3 = cute.get_hier_coord(%c21, %n) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"((0,1),(1,2))">
  return
}

!gA = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!mkl = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!sC = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">
// The (M,K) tensor by a 128x64 tile at tile row m: (128,64,k tiles). A
// coordinate tensor of (M,K,L) (or of (N,K,L)) by the 128x128x64 CTA tile,
// projected to its (M,K) (or (N,K)) modes: the tile at row m (or n) for every
// k and l, starting at coordinate 128m. By a 64x128 box at (m,_,l): (64,128,k)
// from (64m,0,l). With no coordinate every tile mode stays. A swizzled SMEM
// tile keeps its swizzle.
func.func @local_tile(%a: !gA, %c: !mkl, %s: !sC, %t2: !cute.tile<"[128:1;64:1]">, %t3: !cute.tile<"[128:1;128:1;64:1]">, %tb: !cute.tile<"[64:1;128:1]">, %ts: !cute.tile<"[64:1;64:1]">, %m: !cute.coord<"(?,_)">, %mnk: !cute.coord<"(?,?,_)">, %ml: !cute.coord<"(?,_,?)">, %m0: !cute.coord<"(?,0)">) {
  %0 = cute.local_tile(%a, %t2, %m) : (!gA, !cute.tile<"[128:1;64:1]">, !cute.coord<"(?,_)">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?):(?{i64},1,64)">
  %1 = cute.local_tile(%a, %t2) : (!gA, !cute.tile<"[128:1;64:1]">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?,?):(?{i64},1,?{i64 div=128},64)">
  %2 = cute.local_tile(%c, %t3, %mnk, "(1,_,1)") : (!mkl, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
  %3 = "cute.local_tile"(%c, %t3, %mnk) <{operandSegmentSizes = array<i32: 1, 1, 1>, proj = #cute.coord<"(_,1,1)">}> : (!mkl, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">
  %4 = cute.local_tile(%c, %tb, %ml) : (!mkl, !cute.tile<"[64:1;128:1]">, !cute.coord<"(?,_,?)">) -> !cute.coord_tensor<"(?{div=64},0,?)", "(64,128,?):(1@0,1@1,128@1)">
  %5 = cute.local_tile(%s, %ts, %m0) : (!sC, !cute.tile<"[64:1;64:1]">, !cute.coord<"(?,0)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">
  return
}

func.func @print_view(%r: !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">, %c: !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">, %i: !cute.memref<i8, gmem, "16:1">) {
  cute.print_view(%r) : !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">
  cute.print_view(%r) {verbose = true} : !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">
  cute.print_view(%c) {is_signed = false, verbose = false} : !cute.coord_tensor<"(0,0)", "(4,8):(1@0,1@1)">
  cute.print_view(%i) {is_signed = true} : !cute.memref<i8, gmem, "16:1">
  return
}
