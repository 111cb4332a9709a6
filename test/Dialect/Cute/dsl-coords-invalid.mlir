// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's coordinate ops. make_identity_tensor's result is
// the coordinate tensor of its shape operand (zero iterator, basis strides);
// the custom form's type is a !cute.coord_tensor and the functional form has
// one operand type. make_arith_tuple_iter starts at its operand, or needs one
// for a dynamic start. get_hier_coord and get_flat_coord read a shape:stride
// layout with an i32 or i64 index and give a coordinate congruent with its
// shape (get_flat_coord: one index per top-level mode); a run-time index
// gives dynamic coordinates except the 0 of an extent-1 mode, which must be
// 0; a constant index gives the first coordinate, in column-major order,
// that the layout maps to it. local_tile needs a tile of no more modes than
// the tensor, a projection that parses as a coordinate with one entry per
// tile mode, a coordinate of no more modes than the tiles, and a result
// that is the tile the zipped divide and slice give; its custom form takes a
// tensor, a tile and an optional coordinate, one type each.

func.func @identity_as_memref(%s: !cute.shape<"(4,8)">) {
  // expected-error @below {{custom op 'cute.make_identity_tensor' expects a !cute.coord_tensor, got '!cute.memref<f32, rmem, "(4,8):(1,4)">'}}
  %0 = cute.make_identity_tensor(%s) : !cute.memref<f32, rmem, "(4,8):(1,4)">
  return
}

// -----

func.func @identity_strides_swapped(%s: !cute.shape<"(?,8)">) {
  // expected-error @below {{'cute.make_identity_tensor' op inferred type(s) '!cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">' are incompatible with return type(s) of operation '!cute.coord_tensor<"(0,0)", "(?,8):(1@1,1@0)">'}}
  // expected-error @below {{'cute.make_identity_tensor' op failed to infer returned types}}
  %0 = cute.make_identity_tensor(%s) : !cute.coord_tensor<"(0,0)", "(?,8):(1@1,1@0)">
  return
}

// -----

func.func @identity_not_at_zero(%s: !cute.shape<"(?,8)">) {
  // expected-error @below {{'cute.make_identity_tensor' op inferred type(s) '!cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">' are incompatible with return type(s) of operation '!cute.coord_tensor<"(1,0)", "(?,8):(1@0,1@1)">'}}
  // expected-error @below {{'cute.make_identity_tensor' op failed to infer returned types}}
  %0 = cute.make_identity_tensor(%s) : !cute.coord_tensor<"(1,0)", "(?,8):(1@0,1@1)">
  return
}

// -----

func.func @identity_of_another_shape(%s: !cute.shape<"(?,8)">) {
  // expected-error @below {{'cute.make_identity_tensor' op inferred type(s) '!cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">' are incompatible with return type(s) of operation '!cute.coord_tensor<"(0,0)", "(?,16):(1@0,1@1)">'}}
  // expected-error @below {{'cute.make_identity_tensor' op failed to infer returned types}}
  %0 = cute.make_identity_tensor(%s) : (!cute.shape<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,16):(1@0,1@1)">
  return
}

// -----

// A nested mode's extents take two-level bases.
func.func @identity_nested_flat_strides(%s: !cute.shape<"((4,2),8)">) {
  // expected-error @below {{'cute.make_identity_tensor' op inferred type(s) '!cute.coord_tensor<"((0,0),0)", "((4,2),8):((1@0@0,1@1@0),1@1)">' are incompatible with return type(s) of operation '!cute.coord_tensor<"((0,0),0)", "((4,2),8):((1@0,4@0),1@1)">'}}
  // expected-error @below {{'cute.make_identity_tensor' op failed to infer returned types}}
  %0 = cute.make_identity_tensor(%s) : !cute.coord_tensor<"((0,0),0)", "((4,2),8):((1@0,4@0),1@1)">
  return
}

// -----

func.func @identity_of_an_int_tuple(%s: !cute.int_tuple<"(?,8)">) {
  // expected-error @below {{'cute.make_identity_tensor' op operand #0 must be Scalar integer or recursive tuple of shape extents, but got '!cute.int_tuple<"(?,8)">'}}
  %0 = cute.make_identity_tensor(%s) : (!cute.int_tuple<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">
  return
}

// -----

func.func @identity_of_two_shapes(%s: !cute.shape<"(?,8)">) {
  // expected-error @below {{custom op 'cute.make_identity_tensor' expects 1 operand type(s) and one result type, got '(!cute.shape<"(?,8)">, !cute.shape<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">'}}
  %0 = cute.make_identity_tensor(%s) : (!cute.shape<"(?,8)">, !cute.shape<"(?,8)">) -> !cute.coord_tensor<"(0,0)", "(?,8):(1@0,1@1)">
  return
}

// -----

func.func @iter_starts_elsewhere(%c: !cute.int_tuple<"(?,0)">) {
  // expected-error @below {{'cute.make_arith_tuple_iter' op expects the iterator to start at the operand '!cute.int_tuple<"(?,0)">', got '!cute.arith_tuple_iter<"(?,1)">'}}
  %0 = cute.make_arith_tuple_iter(%c) : (!cute.int_tuple<"(?,0)">) -> !cute.arith_tuple_iter<"(?,1)">
  return
}

// -----

func.func @iter_dynamic_without_start() {
  // expected-error @below {{'cute.make_arith_tuple_iter' op expects a start operand for the dynamic iterator '!cute.arith_tuple_iter<"(?{div=4},0)">'}}
  %0 = cute.make_arith_tuple_iter() : () -> !cute.arith_tuple_iter<"(?{div=4},0)">
  return
}

// -----

func.func @hier_coord_of_tuple_form(%i: i32, %l: !cute.layout<"(4@0,32@1)">) {
  // expected-error @below {{'cute.get_hier_coord' op expects a shape:stride layout, got '!cute.layout<"(4@0,32@1)">'}}
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"(4@0,32@1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @flat_coord_of_tuple_form(%i: i64, %l: !cute.layout<"(4@0,32@1)">) {
  // expected-error @below {{'cute.get_flat_coord' op expects a shape:stride layout, got '!cute.layout<"(4@0,32@1)">'}}
  %c = cute.get_flat_coord(%i, %l) : (i64, !cute.layout<"(4@0,32@1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

func.func @hier_coord_static_for_run_time_index(%i: i32) {
  %l = cute.static : !cute.layout<"(2,4):(4,1)">
  // expected-error @below {{'cute.get_hier_coord' op expects dynamic coordinates for a run-time index, got '!cute.coord<"(1,?)">'}}
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,?)">
  return
}

// -----

func.func @hier_coord_unit_mode_not_zero(%i: i32) {
  %l = cute.static : !cute.layout<"(4,1,8):(8,0,1)">
  // expected-error @below {{'cute.get_hier_coord' op expects coordinate 0 in each mode of extent 1, got '!cute.coord<"(?,1,?)">'}}
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(?,1,?)">
  return
}

// -----

func.func @hier_coord_of_i16_index(%l: !cute.layout<"(2,4):(4,1)">) {
  %i = arith.constant 3 : i16
  // expected-error @below {{'cute.get_hier_coord' op operand #0 must be 32-bit signless integer or 64-bit signless integer, but got 'i16'}}
  %c = cute.get_hier_coord(%i, %l) : (i16, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// (4,1,8):(8,0,1) takes (i,0,k) to 8i+k: index 13 is (1,0,5), not (1,0,4).
func.func @hier_coord_wrong_for_constant_index() {
  %l = cute.static : !cute.layout<"(4,1,8):(8,0,1)">
  %k = arith.constant 13 : i32
  // expected-error @below {{'cute.get_hier_coord' op expects the coordinate of index 13, (1,0,5), got '!cute.coord<"(1,0,4)">'}}
  %c = cute.get_hier_coord(%k, %l) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(1,0,4)">
  return
}

// -----

// (2,4):(4,1) takes (i,j) to 4i+j: index 6 is (1,2), not (1,1).
func.func @hier_coord_wrong_column() {
  %l = cute.static : !cute.layout<"(2,4):(4,1)">
  %k = arith.constant 6 : i64
  // expected-error @below {{'cute.get_hier_coord' op expects the coordinate of index 6, (1,2), got '!cute.coord<"(1,1)">'}}
  %c = cute.get_hier_coord(%k, %l) : (i64, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,1)">
  return
}

// -----

// A coordinate nests like the shape: ((2,2),(4,2)) takes ((i,j),(k,l)).
func.func @hier_coord_not_congruent(%i: i32) {
  %l = cute.static : !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">
  // expected-error @below {{'cute.get_hier_coord' op expects a coordinate congruent of the layout's shape ((2,2),(4,2)), got '!cute.coord<"(?,?)">'}}
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">) -> !cute.coord<"(?,?)">
  return
}

// -----

// A run-time index cannot fix the coordinate of a mode of many elements.
func.func @flat_coord_static_for_run_time_index(%i: i32, %d: !cute.layout<"((8,?),?):((1,?),8)">) {
  // expected-error @below {{'cute.get_flat_coord' op expects dynamic coordinates for a run-time index, got '!cute.coord<"(3,?)">'}}
  %c = cute.get_flat_coord(%i, %d) : (i32, !cute.layout<"((8,?),?):((1,?),8)">) -> !cute.coord<"(3,?)">
  return
}

// -----

// A mode of one element has only coordinate 0.
func.func @flat_coord_unit_mode_not_zero(%i: i64) {
  %l = cute.static : !cute.layout<"((2),1,1,1):((1),0,0,0)">
  // expected-error @below {{'cute.get_flat_coord' op expects coordinate 0 in each mode of extent 1, got '!cute.coord<"(?,0,1,0)">'}}
  %c = cute.get_flat_coord(%i, %l) : (i64, !cute.layout<"((2),1,1,1):((1),0,0,0)">) -> !cute.coord<"(?,0,1,0)">
  return
}

// -----

// A flat coordinate has one index per top-level mode: three for (4,1,8).
func.func @flat_coord_too_few_modes(%i: i32) {
  %l = cute.static : !cute.layout<"(4,1,8):(8,0,1)">
  // expected-error @below {{'cute.get_flat_coord' op expects a coordinate with one index per mode of the layout's shape (4,1,8), got '!cute.coord<"(?,?)">'}}
  %c = cute.get_flat_coord(%i, %l) : (i32, !cute.layout<"(4,1,8):(8,0,1)">) -> !cute.coord<"(?,?)">
  return
}

// -----

// A flat coordinate does not nest: ((2,2),(4,2)) takes (i,j), i<4, j<8.
func.func @flat_coord_nested(%i: i32) {
  %l = cute.static : !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">
  // expected-error @below {{'cute.get_flat_coord' op expects a coordinate with one index per mode of the layout's shape (4,8), got '!cute.coord<"((?,?),?)">'}}
  %c = cute.get_flat_coord(%i, %l) : (i32, !cute.layout<"((2,2),(4,2)):((1,8),(2,16))">) -> !cute.coord<"((?,?),?)">
  return
}

// -----

// b+4c+8d is 21 first at ((0,1),(1,2)), stride-0 a at 0: (2,5), not (3,5).
func.func @flat_coord_not_the_first() {
  %l = cute.static : !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">
  %k = arith.constant 21 : i32
  // expected-error @below {{'cute.get_flat_coord' op expects the coordinate of index 21, (2,5), got '!cute.coord<"(3,5)">'}}
  %c = cute.get_flat_coord(%k, %l) : (i32, !cute.layout<"((2,4),(2,3)):((0,1),(4,8))">) -> !cute.coord<"(3,5)">
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_without_a_tile(%a: !s) {
  // expected-error @below {{'cute.local_tile' op expects a tile}}
  %0 = "cute.local_tile"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (!s) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_projection_too_long(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{'cute.local_tile' op expects a projection with one entry per tile mode, got #cute.coord<"(1,_,1)">}}
  %0 = cute.local_tile(%a, %t, %c, "(1,_,1)") : (!s, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,0)">) -> !r
  return
}

// -----

// The quoted projection must parse as a coordinate; "(1,_" is unbalanced.
!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_malformed_projection(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{custom op 'cute.local_tile' expects a projection coordinate such as "(1,_,1)", got "(1,_"}}
  %0 = cute.local_tile(%a, %t, %c, "(1,_") : (!s, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,0)">) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_coordinate_too_long(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0,0)">) {
  // expected-error @below {{'cute.local_tile' op expects a coordinate of at most 2 modes (the tiles'), got (?,0,0)}}
  %0 = cute.local_tile(%a, %t, %c) : (!s, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,0,0)">) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_tile_of_three_modes(%a: !s, %t: !cute.tile<"[32:1;64:1;8:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %0 = cute.local_tile(%a, %t, %c) : (!s, !cute.tile<"[32:1;64:1;8:1]">, !cute.coord<"(?,0)">) -> !r
  return
}

// -----

// The 32x64 tile of a row-major tensor is row-major.
!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
func.func @local_tile_transposed_result(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{'cute.local_tile' op expects the tile '!cute.memref<f32, smem, align<128>, "(32,64):(64,1)">', got '!cute.memref<f32, smem, align<128>, "(32,64):(1,32)">'}}
  %0 = cute.local_tile(%a, %t, %c) : (!s, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,0)">) -> !cute.memref<f32, smem, align<128>, "(32,64):(1,32)">
  return
}

// -----

// Without a coordinate the k tiles stay: (128,64,m tiles,k tiles).
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
func.func @local_tile_drops_tile_modes(%a: !g, %t: !cute.tile<"[128:1;64:1]">) {
  // expected-error @below {{'cute.local_tile' op expects the tile '!cute.memref<f16, gmem, align<16>, "(128,64,?,?):(?{i64},1,?{i64 div=128},64)">', got '!cute.memref<f16, gmem, align<16>, "(128,64,?):(?{i64},1,64)">'}}
  %0 = cute.local_tile(%a, %t) : (!g, !cute.tile<"[128:1;64:1]">) -> !cute.memref<f16, gmem, align<16>, "(128,64,?):(?{i64},1,64)">
  return
}

// -----

// Projected to (M,K), the tile starts at coordinate (128m,0,0).
!mkl = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
func.func @local_tile_projection_ignored(%c: !mkl, %t: !cute.tile<"[128:1;128:1;64:1]">, %mnk: !cute.coord<"(?,?,_)">) {
  // expected-error @below {{'cute.local_tile' op expects the tile '!cute.coord_tensor<"(?{div=128},0,0)", "(128,64,?,?):(1@0,1@1,64@1,1@2)">', got '!cute.coord_tensor<"(?{div=128},?{div=128},0)", "(128,128,?):(1@0,1@1,1@2)">'}}
  %0 = cute.local_tile(%c, %t, %mnk, "(1,_,1)") : (!mkl, !cute.tile<"[128:1;128:1;64:1]">, !cute.coord<"(?,?,_)">) -> !cute.coord_tensor<"(?{div=128},?{div=128},0)", "(128,128,?):(1@0,1@1,1@2)">
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_of_one_operand(%a: !s) {
  // expected-error @below {{custom op 'cute.local_tile' expects a tensor, a tile and an optional coordinate, got 1 operands}}
  %0 = cute.local_tile(%a) : (!s) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_of_four_operands(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{custom op 'cute.local_tile' expects a tensor, a tile and an optional coordinate, got 4 operands}}
  %0 = cute.local_tile(%a, %t, %c, %c) : (!s, !cute.tile<"[32:1;64:1]">, !cute.coord<"(?,0)">, !cute.coord<"(?,0)">) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_missing_a_type(%a: !s, %t: !cute.tile<"[32:1;64:1]">, %c: !cute.coord<"(?,0)">) {
  // expected-error @below {{custom op 'cute.local_tile' expects one type per operand and one result, got '(!cute.memref<f32, smem, align<128>, "(128,64):(64,1)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">'}}
  %0 = cute.local_tile(%a, %t, %c) : (!s, !cute.tile<"[32:1;64:1]">) -> !r
  return
}

// -----

!s = !cute.memref<f32, smem, align<128>, "(128,64):(64,1)">
!r = !cute.memref<f32, smem, align<128>, "(32,64):(64,1)">
func.func @local_tile_by_a_layout(%a: !s, %t: !cute.layout<"(32,64):(1,32)">) {
  // expected-error @below {{'cute.local_tile' op operand #1 must be `!cute.tile<"[8:1;_]">`, or one mode: `"_"`, `"2:1"`, but got '!cute.layout<"(32,64):(1,32)">'}}
  %0 = cute.local_tile(%a, %t) : (!s, !cute.layout<"(32,64):(1,32)">) -> !r
  return
}

// -----

func.func @print_a_layout(%l: !cute.layout<"(4,8):(8,1)">) {
  // expected-error @below {{'cute.print_view' op operand #0 must be a tensor (!cute.memref, !cute.coord_tensor or !cute_nvgpu.smem_desc_view), but got '!cute.layout<"(4,8):(8,1)">'}}
  cute.print_view(%l) : !cute.layout<"(4,8):(8,1)">
  return
}

// -----

func.func @print_verbose_as_integer(%r: !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">) {
  // expected-error @below {{custom op 'cute.print_view' 'cute.print_view' op attribute 'verbose' failed to satisfy constraint: bool attribute}}
  cute.print_view(%r) {verbose = 1 : i32} : !cute.memref<f32, rmem, align<16>, "(4,8):(8,1)">
  return
}

// -----

// A constant index no coordinate of a static layout maps to.
func.func @index_outside_the_image() {
  %i = arith.constant 100 : i32
  %l = cute.static : !cute.layout<"(2,4):(4,1)">
  // expected-error @below {{'cute.get_hier_coord' op expects an index the layout maps some coordinate to, got 100 for '!cute.layout<"(2,4):(4,1)">'}}
  %c = cute.get_hier_coord(%i, %l) : (i32, !cute.layout<"(2,4):(4,1)">) -> !cute.coord<"(1,3)">
  return
}
