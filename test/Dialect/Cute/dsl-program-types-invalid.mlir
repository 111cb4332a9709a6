// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// What the DSL's types may write differently from ours has one limit: the
// same value. A result claiming more than is known, a different stride on
// a mode that moves, or a swizzle that permutes is refused.

func.func @size_claims_more(%t: !cute.int_tuple<"((8,?),?)">) {
  // expected-error @below {{'cute.size' op inferred type(s) '!cute.int_tuple<"?{div=8}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?{div=16}">'}}
  // expected-error @below {{'cute.size' op failed to infer returned types}}
  %0 = cute.size(%t) : (!cute.int_tuple<"((8,?),?)">) -> !cute.int_tuple<"?{div=16}">
  return
}

// -----

func.func @ordered_layout_claims_more(%s: !cute.shape<"(?{div=8},?,?)">, %o: !cute.int_tuple<"(0,1,2)">) {
  // expected-error @below {{'cute.make_ordered_layout' op inferred type(s) '!cute.layout<"(?{div=8},?,?):(1,?{div=8},?{div=8})">' are incompatible with return type(s) of operation '!cute.layout<"(?{div=8},?,?):(1,?{div=8},?{div=16})">'}}
  // expected-error @below {{'cute.make_ordered_layout' op failed to infer returned types}}
  %0 = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(?{div=8},?,?)">, !cute.int_tuple<"(0,1,2)">) -> !cute.layout<"(?{div=8},?,?):(1,?{div=8},?{div=16})">
  return
}

// -----

func.func @divide_moves_a_mode_differently(%l: !cute.layout<"(4,1):(1,0)">, %t: !cute.tile<"[2:1]">) {
  // expected-error @below {{'cute.tiled_divide' op inferred type(s) '!cute.layout<"((2),2,1):((1),2,0)">' are incompatible with return type(s) of operation '!cute.layout<"((2),2,1):((1),0,0)">'}}
  // expected-error @below {{'cute.tiled_divide' op failed to infer returned types}}
  %0 = cute.tiled_divide(%l, %t) : (!cute.layout<"(4,1):(1,0)">, !cute.tile<"[2:1]">) -> !cute.layout<"((2),2,1):((1),0,0)">
  return
}

// -----

func.func @inner_swizzle_permutes(%c: !cute.composed_layout<"(8,4):(1,8)">) {
  // expected-error @below {{'cute.composed_get_inner' op inferred type(s) '!cute.swizzle<"S<0,0,0>">' are incompatible with return type(s) of operation '!cute.swizzle<"S<1,4,3>">'}}
  // expected-error @below {{'cute.composed_get_inner' op failed to infer returned types}}
  %0 = "cute.composed_get_inner"(%c) : (!cute.composed_layout<"(8,4):(1,8)">) -> !cute.swizzle<"S<1,4,3>">
  return
}
