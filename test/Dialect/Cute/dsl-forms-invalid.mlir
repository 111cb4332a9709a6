// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @dice_both_coordinates(%l: !cute.layout<"(2,3):(1,2)">, %c: !cute.coord<"(_,1)">) {
  // expected-error @below {{expects the coordinate as an operand or as the `coord` property, not both}}
  // expected-error @below {{'cute.dice' op failed to infer returned types}}
  %d = "cute.dice"(%l, %c) <{coord = #cute.coord<"(_,1)">}> : (!cute.layout<"(2,3):(1,2)">, !cute.coord<"(_,1)">) -> !cute.layout<"(3):(2)">
  return
}

// -----

func.func @dice_no_coordinate(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{expects a coordinate (an operand or the `coord` property)}}
  // expected-error @below {{'cute.dice' op failed to infer returned types}}
  %d = "cute.dice"(%l) : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(3):(2)">
  return
}

// -----

func.func @dice_tile_rank(%t: !cute.tile<"[128:1;128:1;32:1]">) {
  // expected-error @below {{expects a coordinate of rank 3 (the tile's slots) to dice '!cute.tile<"[128:1;128:1;32:1]">'}}
  // expected-error @below {{'cute.dice' op failed to infer returned types}}
  %d = cute.dice(%t, "(1,_)") : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1]">
  return
}

// -----

func.func @dice_wrong_result(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{'cute.dice' op inferred type(s) '!cute.layout<"(3):(2)">' are incompatible with return type(s) of operation '!cute.layout<"(2):(1)">'}}
  // expected-error @below {{'cute.dice' op failed to infer returned types}}
  %d = cute.dice(%l, "(_,1)") : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2):(1)">
  return
}

// -----

func.func @print_two_values_without_format(%a: !cute.int_tuple<"4">, %b: !cute.int_tuple<"5">) {
  // expected-error @below {{'cute.print' op without a format string prints exactly one value, got 2}}
  "cute.print"(%a, %b) : (!cute.int_tuple<"4">, !cute.int_tuple<"5">) -> ()
  return
}

// -----

func.func @print_float_without_format(%x: f32) {
  // expected-error @below {{'cute.print' op without a format string prints a cute value (int tuple, shape, stride, coord, tile, layout, composed layout or swizzle), got 'f32'}}
  cute.print(%x) : f32
  return
}

// -----

func.func @get_shape_two_inputs(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{expects one operand type and one result type, got '(!cute.layout<"(2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.shape<"(2,3)">'}}
  %s = cute.get_shape(%l) : (!cute.layout<"(2,3):(1,2)">, !cute.layout<"(2,3):(1,2)">) -> !cute.shape<"(2,3)">
  return
}

// -----

func.func @deref_wrong_result(%it: !cute.arith_tuple_iter<"(?,0)">) {
  // expected-error @below {{'cute.deref_arith_tuple_iter' op inferred type(s) '!cute.int_tuple<"(?,0)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(?,1)">'}}
  // expected-error @below {{'cute.deref_arith_tuple_iter' op failed to infer returned types}}
  %c = "cute.deref_arith_tuple_iter"(%it) : (!cute.arith_tuple_iter<"(?,0)">) -> !cute.int_tuple<"(?,1)">
  return
}

// -----

func.func @dice_property_not_a_coordinate(%l: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{invalid !cute.coord "(_,1+": at column 5: expected ')' or ','}}
  %d = cute.dice(%l, "(_,1+") : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(3):(2)">
  return
}

// -----

func.func @static_tiled_copy_dynamic() {
  // expected-error @below {{'cute.static' op expects result to be static, but got '!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(?,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>'}}
  %c = cute.static : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(?,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
  return
}

// -----

func.func @fast_divmod_divisor_width(%n: i64) {
  // expected-error @below {{'cute.fast_divmod.create_divisor' op expects a divisor of the integer's width 64, got '!cute.fast_divmod_divisor<32>'}}
  %d = cute.fast_divmod.create_divisor(%n) : i64 -> !cute.fast_divmod_divisor<32>
  return
}

// -----

func.func @fast_divmod_compute_width(%x: i64, %d: !cute.fast_divmod_divisor<32>) {
  // expected-error @below {{'cute.fast_divmod.compute' op expects a divisor of the dividend's width 64, got '!cute.fast_divmod_divisor<32>'}}
  %q, %r = cute.fast_divmod.compute(%x, %d) : i64, !cute.fast_divmod_divisor<32> -> i64
  return
}

// -----

func.func @fast_divmod_compute_result_types(%x: i32, %d: !cute.fast_divmod_divisor<32>) {
  // expected-error @below {{'cute.fast_divmod.compute' op failed to verify that all of {dividend, quotient, remainder} have same type}}
  %q:2 = "cute.fast_divmod.compute"(%x, %d) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i64)
  return
}
