// The accessor ops reject what CuTe IR rejects, with its wording.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @get_out_of_range(%s: !cute.shape<"(2,(3,4,5))">) {
  // expected-error@+2 {{expects mode index in [0, 3) at depth 1, but got 3}}
  // expected-error@+1 {{'cute.get' op failed to infer returned types}}
  %r = cute.get<[1, 3]> (%s) : !cute.shape<"(2,(3,4,5))"> -> !cute.shape<"2">
  return
}

// -----

func.func @get_past_leaf(%l: !cute.layout<"(2,(3,4)):(1,(2,6))">) {
  // expected-error@+2 {{expects mode indices to stop at a scalar leaf, but got 2 extra indices after depth 1}}
  // expected-error@+1 {{'cute.get' op failed to infer returned types}}
  %r = cute.get<[0, 0, 1]> (%l) : !cute.layout<"(2,(3,4)):(1,(2,6))"> -> !cute.layout<"2:1">
  return
}

// -----

func.func @get_wrong_result(%c: !cute.coord<"(1,?)">) {
  // expected-error@+2 {{'cute.get' op inferred type(s) '!cute.coord<"?">' are incompatible with return type(s) of operation '!cute.coord<"1">'}}
  // expected-error@+1 {{'cute.get' op failed to infer returned types}}
  %r = cute.get<[1]> (%c) : !cute.coord<"(1,?)"> -> !cute.coord<"1">
  return
}

// -----

func.func @get_not_indexable(%w: !cute.swizzle<"S<1,2,3>">) {
  // expected-error@+1 {{'cute.get' op operand #0 must be !cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, !cute.tile, !cute.layout, or !cute.composed_layout, but got '!cute.swizzle<"S<1,2,3>">'}}
  %r = cute.get<[0]> (%w) : !cute.swizzle<"S<1,2,3>"> -> !cute.swizzle<"S<1,2,3>">
  return
}

// -----

func.func @select_out_of_range(%t: !cute.tile<"[4:1;_]">) {
  // expected-error@+2 {{expects mode index in [0, 2), but got 2}}
  // expected-error@+1 {{'cute.select' op failed to infer returned types}}
  %r = cute.select<[0, 2]> (%t) : !cute.tile<"[4:1;_]"> -> !cute.tile<"[4:1;_]">
  return
}

// -----

func.func @shape_of_underscore_tile(%t: !cute.tile<"[_;2:1]">) {
  // expected-error@+2 {{expects a tile operand with no underscore slots, but got '!cute.tile<"[_;2:1]">'}}
  // expected-error@+1 {{'cute.get_shape' op failed to infer returned types}}
  %r = cute.get_shape(%t) : !cute.tile<"[_;2:1]"> -> !cute.shape<"(1,2)">
  return
}

// -----

func.func @stride_of_shape(%s: !cute.shape<"(2,2)">) {
  // expected-error@+1 {{'cute.get_stride' op operand #0 must be CuTe layout: a shape/stride pair, but got '!cute.shape<"(2,2)">'}}
  %r = cute.get_stride(%s) : !cute.shape<"(2,2)"> -> !cute.stride<"(1,2)">
  return
}

// -----

func.func @leaves_of_layout(%l: !cute.layout<"2:1">) {
  // expected-error@+1 {{expects $input to be !cute.shape, !cute.stride, !cute.coord, !cute.int_tuple, or !cute.tile, but got '!cute.layout<"2:1">'}}
  %r = cute.get_leaves(%l) : !cute.layout<"2:1">
  return
}

// -----

func.func @leaves_count(%s: !cute.int_tuple<"(1,(2,3))">) {
  // expected-error@+2 {{'cute.get_leaves' op inferred type(s) '!cute.int_tuple<"1">', '!cute.int_tuple<"2">', '!cute.int_tuple<"3">' are incompatible with return type(s) of operation '!cute.int_tuple<"1">'}}
  // expected-error@+1 {{'cute.get_leaves' op failed to infer returned types}}
  %r = "cute.get_leaves"(%s) : (!cute.int_tuple<"(1,(2,3))">) -> !cute.int_tuple<"1">
  return
}

// -----

func.func @no_layout_slot(%t: !cute.tile<"[_;_;_]">) {
  // expected-error@+1 {{expects $tile to contain at least one layout slot, but got '!cute.tile<"[_;_;_]">'}}
  cute.get_layouts_from_tile(%t) : !cute.tile<"[_;_;_]">
  return
}

// -----

func.func @no_layout_slot_nested(%t: !cute.tile<"[_;[[_];_]]">) {
  // expected-error@+1 {{expects $tile to contain at least one layout slot, but got '!cute.tile<"[_;[[_];_]]">'}}
  cute.get_layouts_from_tile(%t) : !cute.tile<"[_;[[_];_]]">
  return
}

// -----

func.func @scalars_width(%s: !cute.shape<"(?{i64},2)">) {
  // expected-error@+2 {{'cute.get_scalars' op inferred type(s) 'i64' are incompatible with return type(s) of operation 'i32'}}
  // expected-error@+1 {{'cute.get_scalars' op failed to infer returned types}}
  %r = "cute.get_scalars"(%s) <{only_dynamic}> : (!cute.shape<"(?{i64},2)">) -> i32
  return
}

// -----

func.func @underscore_to_int_tuple(%c: !cute.coord<"(1,(_,2))">) {
  // expected-error@+2 {{expects source without underscores (_), but got '!cute.coord<"(1,(_,2))">'}}
  // expected-error@+1 {{'cute.to_int_tuple' op failed to infer returned types}}
  %r = cute.to_int_tuple(%c) : !cute.coord<"(1,(_,2))"> -> !cute.int_tuple<"(1,(0,2))">
  return
}

// -----

func.func @basis_to_int_tuple(%s: !cute.stride<"(0,2@1)">) {
  // expected-error@+2 {{expects source without scaled-basis strides, but got '!cute.stride<"(0,2@1)">'}}
  // expected-error@+1 {{'cute.to_int_tuple' op failed to infer returned types}}
  %r = cute.to_int_tuple(%s) : !cute.stride<"(0,2@1)"> -> !cute.int_tuple<"(0,2)">
  return
}

// -----

func.func @to_coord_result(%i: !cute.int_tuple<"(3,4)">) {
  // expected-error@+1 {{'cute.to_coord' op result #0 must be Scalar integer, underscore wildcard, or recursive tuple of coordinates, but got '!cute.shape<"(3,4)">'}}
  %r = cute.to_coord(%i) : !cute.int_tuple<"(3,4)"> -> !cute.shape<"(3,4)">
  return
}

// -----

func.func @inner_is_a_layout(%c: !cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.composed_get_inner' op inferred type(s) '!cute.layout<"(4,6):(6,1)">' are incompatible with return type(s) of operation '!cute.swizzle<"S<0,0,0>">'}}
  // expected-error@+1 {{'cute.composed_get_inner' op failed to infer returned types}}
  %r = cute.composed_get_inner(%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)"> -> !cute.swizzle<"S<0,0,0>">
  return
}

// -----

func.func @layout_outer_mode_stays_composed(%c: !cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)">) {
  // expected-error@+2 {{'cute.get' op inferred type(s) '!cute.composed_layout<"(4,6):(6,1) o 0 o 3:2">' are incompatible with return type(s) of operation '!cute.layout<"3:2">'}}
  // expected-error@+1 {{'cute.get' op failed to infer returned types}}
  %r = cute.get<[1]> (%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)"> -> !cute.layout<"3:2">
  return
}

// -----

func.func @offset_of_plain_layout(%l: !cute.layout<"(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.composed_get_offset' op operand #0 must be CuTe composed layout: A ∘ offset ∘ B, but got '!cute.layout<"(4,2):(1,4)">'}}
  %0 = cute.composed_get_offset(%l) : (!cute.layout<"(4,2):(1,4)">) -> !cute.int_tuple<"0">
  return
}

// -----

func.func @outer_of_plain_layout(%l: !cute.layout<"(4,2):(1,4)">) {
  // expected-error@+1 {{'cute.composed_get_outer' op operand #0 must be CuTe composed layout: A ∘ offset ∘ B, but got '!cute.layout<"(4,2):(1,4)">'}}
  %0 = cute.composed_get_outer(%l) : (!cute.layout<"(4,2):(1,4)">) -> !cute.layout<"(4,2):(1,4)">
  return
}

// -----

func.func @to_shape_changes_a_value(%t: !cute.int_tuple<"(0,?{i64})">) {
  // expected-error@+2 {{'cute.to_shape' op inferred type(s) '!cute.shape<"(0,?{i64})">' are incompatible with return type(s) of operation '!cute.shape<"(1,?{i64})">'}}
  // expected-error@+1 {{'cute.to_shape' op failed to infer returned types}}
  %0 = cute.to_shape(%t) : !cute.int_tuple<"(0,?{i64})"> -> !cute.shape<"(1,?{i64})">
  return
}

// -----

func.func @to_stride_changes_a_value(%t: !cute.int_tuple<"(0,?{i64})">) {
  // expected-error@+2 {{'cute.to_stride' op inferred type(s) '!cute.stride<"(0,?{i64})">' are incompatible with return type(s) of operation '!cute.stride<"(1,?{i64})">'}}
  // expected-error@+1 {{'cute.to_stride' op failed to infer returned types}}
  %0 = cute.to_stride(%t) : !cute.int_tuple<"(0,?{i64})"> -> !cute.stride<"(1,?{i64})">
  return
}
