// The preconditions CuTe IR checks for divides, products and tile_to_shape,
// with its wording, and what its algebra refuses.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @product_block_not_layout(%s: !cute.int_tuple<"(2,2)">, %b: !cute.layout<"4:1">) {
  // expected-error @below {{'cute.zipped_product' op operand #0 must be}}
  %r = cute.zipped_product(%s, %b) : (!cute.int_tuple<"(2,2)">, !cute.layout<"4:1">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @product_dynamic_block(%a: !cute.layout<"(4,?):(1,4)">, %b: !cute.layout<"2:1">) {
  // expected-error @below {{expects lhs to be static, but got '!cute.layout<"(4,?):(1,4)">'}}
  // expected-error @below {{'cute.tiled_product' op failed to infer returned types}}
  %r = cute.tiled_product(%a, %b) : (!cute.layout<"(4,?):(1,4)">, !cute.layout<"2:1">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @product_basis_tiler(%a: !cute.layout<"8:1">, %b: !cute.layout<"(2,2):(1@1,1@0)">) {
  // expected-error @below {{expects rhs stride to be integer-only (scaled-basis strides like `N@M` are not supported), but got '!cute.layout<"(2,2):(1@1,1@0)">'}}
  // expected-error @below {{'cute.raked_product' op failed to infer returned types}}
  %r = cute.raked_product(%a, %b) : (!cute.layout<"8:1">, !cute.layout<"(2,2):(1@1,1@0)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @product_basis_block_dynamic_tiler(%a: !cute.layout<"(2,8):(1@0,1@1)">, %b: !cute.layout<"?:1">) {
  // expected-error @below {{expects rhs to be static when lhs has scaled-basis strides (`N@M`), but got rhs '!cute.layout<"?:1">'}}
  // expected-error @below {{'cute.flat_product' op failed to infer returned types}}
  %r = cute.flat_product(%a, %b) : (!cute.layout<"(2,8):(1@0,1@1)">, !cute.layout<"?:1">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @product_wrong_result(%a: !cute.layout<"2:1">, %b: !cute.layout<"3:1">) {
  // expected-error @below {{'cute.logical_product' op inferred type(s) '!cute.layout<"(2,3):(1,2)">' are incompatible with return type(s) of operation '!cute.layout<"6:1">'}}
  // expected-error @below {{'cute.logical_product' op failed to infer returned types}}
  %r = cute.logical_product(%a, %b) : (!cute.layout<"2:1">, !cute.layout<"3:1">) -> !cute.layout<"6:1">
  return
}

// -----

func.func @divide_shape_rank(%a: !cute.layout<"(8,8):(1,8)">, %t: !cute.shape<"(2,2,2)">) {
  // expected-error @below {{expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  // expected-error @below {{'cute.zipped_divide' op failed to infer returned types}}
  %r = cute.zipped_divide(%a, %t) : (!cute.layout<"(8,8):(1,8)">, !cute.shape<"(2,2,2)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @divide_dynamic_stride_tiler(%a: !cute.layout<"64:1">, %t: !cute.layout<"(2,2):(1,?)">) {
  // expected-error @below {{expects tiler to have a static stride or to be rank-1, but got tiler (2,2):(1,?)}}
  // expected-error @below {{'cute.flat_divide' op failed to infer returned types}}
  %r = cute.flat_divide(%a, %t) : (!cute.layout<"64:1">, !cute.layout<"(2,2):(1,?)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @divide_tile_dynamic_stride(%a: !cute.layout<"(8,8):(1,8)">, %t: !cute.tile<"[2:1;(2,2):(?,1)]">) {
  // expected-error @below {{expects tiler to have a static stride or to be rank-1, but got tiler (2,2):(?,1) at mode path [1]}}
  // expected-error @below {{'cute.logical_divide' op failed to infer returned types}}
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,8):(1,8)">, !cute.tile<"[2:1;(2,2):(?,1)]">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @divide_not_divisible(%a: !cute.layout<"(6,8):(1,12)">, %t: !cute.layout<"(4,4):(1,4)">) {
  // expected-error @below {{expects valid operands, but cannot compute divide for '!cute.layout<"(6,8):(1,12)">' and '!cute.layout<"(4,4):(1,4)">'}}
  // expected-error @below {{'cute.tiled_divide' op failed to infer returned types}}
  %r = cute.tiled_divide(%a, %t) : (!cute.layout<"(6,8):(1,12)">, !cute.layout<"(4,4):(1,4)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @tile_to_shape_dynamic_order(%a: !cute.layout<"2:1">, %s: !cute.shape<"(4,4)">, %o: !cute.int_tuple<"(0,?)">) {
  // expected-error @below {{expects static order, but got (0,?)}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"2:1">, !cute.shape<"(4,4)">, !cute.int_tuple<"(0,?)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @tile_to_shape_order_rank(%a: !cute.layout<"2:1">, %s: !cute.shape<"(4,4,4)">, %o: !cute.int_tuple<"(0,1)">) {
  // expected-error @below {{expects order rank (2) to equal target-shape rank (3)}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"2:1">, !cute.shape<"(4,4,4)">, !cute.int_tuple<"(0,1)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @tile_to_shape_order_repeats(%a: !cute.layout<"2:1">, %s: !cute.shape<"(4,4,4)">, %o: !cute.int_tuple<"(2,0,2)">) {
  // expected-error @below {{expects $order to be a permutation of [0, 3), but index 2 appears more than once}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"2:1">, !cute.shape<"(4,4,4)">, !cute.int_tuple<"(2,0,2)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @tile_to_shape_order_range(%a: !cute.layout<"2:1">, %s: !cute.shape<"(4,4)">, %o: !cute.int_tuple<"(-1,0)">) {
  // expected-error @below {{expects $order to be a permutation of [0, 2), but got out-of-range index -1 at mode 0}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"2:1">, !cute.shape<"(4,4)">, !cute.int_tuple<"(-1,0)">) -> !cute.layout<"1:1">
  return
}

// -----

func.func @tile_to_shape_block_rank(%a: !cute.layout<"(2,2,2):(1,2,4)">, %s: !cute.shape<"(8,8)">) {
  // expected-error @below {{expects block layout rank <= target shape rank, but got rank 3 block and rank 2 target shape}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2,2):(1,2,4)">, !cute.shape<"(8,8)">) -> !cute.layout<"1:1">
  return
}

// -----

// The tiler's basis E<1> names a mode the rank-1 input does not have.
func.func @divide_basis_past_rank(%a: !cute.layout<"16:1">, %b: !cute.layout<"2:1@1">) {
  // expected-error @below {{expects valid operands, but cannot compute divide for '!cute.layout<"16:1">' and '!cute.layout<"2:1@1">'}}
  // expected-error @below {{op failed to infer returned types}}
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"16:1">, !cute.layout<"2:1@1">) -> !cute.layout<"1:1">
  return
}

// -----

// A layout inside a nested tile is named by its full mode path.
func.func @divide_nested_tile_dynamic_stride(%a: !cute.layout<"(8,(4,6)):(1,(8,32))">, %t: !cute.tile<"[2:1;[_;(3,2):(?,1)]]">) {
  // expected-error @below {{expects tiler to have a static stride or to be rank-1, but got tiler (3,2):(?,1) at mode path [1, 1]}}
  // expected-error @below {{'cute.zipped_divide' op failed to infer returned types}}
  %r = cute.zipped_divide(%a, %t) : (!cute.layout<"(8,(4,6)):(1,(8,32))">, !cute.tile<"[2:1;[_;(3,2):(?,1)]]">) -> !cute.layout<"1:1">
  return
}
