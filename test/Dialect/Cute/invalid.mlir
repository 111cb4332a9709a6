// Every malformed cute type/attribute and every algebra failure gets a
// diagnostic naming what was wrong.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{invalid layout `(4,8):(1,4,2)`: at column 7: shape and stride are not congruent}}
func.func private @f(!cute.layout<(4,8):(1,4,2)>)

// -----

// expected-error @below {{invalid layout `(4,8)(1,4)`: at column 6: expected ':' after shape}}
func.func private @f(!cute.layout<(4,8)(1,4)>)

// -----

// expected-error @below {{invalid layout `(4,8):`: at column 7: expected integer, '?' or '('}}
func.func private @f(!cute.layout<(4,8):>)

// -----

// expected-error @below {{invalid layout `(4,x):(1,4)`: at column 4}}
func.func private @f(!cute.layout<(4,x):(1,4)>)

// -----

// expected-error @below {{invalid layout `Sw<3,4> o 0 o 8:1`}}
func.func private @f(!cute.composed_layout<Sw<3,4> o 0 o 8:1>)

// -----

// expected-error @below {{invalid swizzle Sw<3,4,2>: requires B >= 0, M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as 32-bit int constants)}}
func.func private @f(!cute.swizzle<3,4,2>)

// -----

// expected-error @below {{expected string}}
func.func private @f(!cute.swizzle<3,4>)

// -----

// expected-error @below {{expected an integer swizzle parameter, got `x`}}
func.func private @f() attributes {a = #cute.swizzle<3,x,3>}

// -----

// expected-error @below {{expected string}}
func.func private @f(!cute.composed_layout<(4,8):(1,4)>)

// -----

// expected-error @below {{!cute.layout holds a shape:stride layout; write the composed layout `Sw<3,4,3> o 0 o (64,64):(64,1)` as the composed_layout form}}
func.func private @f(!cute.layout<Sw<3,4,3> o 0 o (64,64):(64,1)>)

// -----

// expected-error @below {{#cute.layout holds a shape:stride layout; write the composed layout `Sw<3,4,3> o 0 o (64,64):(64,1)` as the composed_layout form}}
func.func private @f() attributes {a = #cute.layout<Sw<3,4,3> o 0 o (64,64):(64,1)>}

// -----

// expected-error @below {{unknown  type `layoutx` in dialect `cute`}}
func.func private @f(!cute.layoutx<4:1>)

// -----

// expected-error @below {{unknown attribute `tiles` in dialect `cute`}}
func.func private @f() attributes {a = #cute.tiles<4:1>}

// -----

// expected-error @below {{expected `<...>` after `!cute.layout`}}
func.func private @f(!cute.layout)

// -----

// expected-error @below {{expected `<...>` after `#cute.swizzle`}}
func.func private @f() attributes {a = #cute.swizzle}

// -----

func.func @wrong_result() {
  %0 = cute.static : !cute.layout<(4,8):(1,4)>
  // expected-error @below {{'cute.coalesce' op inferred type(s) '!cute.layout<"32:1">' are incompatible with return type(s) of operation '!cute.layout<"32:2">'}}
  // expected-error @below {{'cute.coalesce' op failed to infer returned types}}
  %1 = cute.coalesce(%0) : (!cute.layout<(4,8):(1,4)>) -> !cute.layout<32:2>
  return
}

// -----

func.func @dynamic(%0: !cute.layout<(4,?):(1,4)>) {
  // A dynamic extent never merges with the next mode.
  // expected-error @below {{'cute.coalesce' op inferred type(s) '!cute.layout<"(4,?):(1,4)">' are incompatible with return type(s) of operation '!cute.layout<"32:1">'}}
  // expected-error @below {{'cute.coalesce' op failed to infer returned types}}
  %1 = cute.coalesce(%0) : (!cute.layout<(4,?):(1,4)>) -> !cute.layout<32:1>
  return
}

// -----

func.func @tuple_form() {
  %0 = cute.static : !cute.layout<(4@0, 32@1)>
  // expected-error @below {{expects input to be a layout or composed layout, but got '!cute.layout<"(4@0,32@1)">'}}
  // expected-error @below {{'cute.coalesce' op failed to infer returned types}}
  %1 = cute.coalesce(%0) : (!cute.layout<(4@0, 32@1)>) -> !cute.layout<4:1>
  return
}

// -----

func.func @complement_dynamic(%0: !cute.layout<(4,8):(1,?)>) {
  // expected-error @below {{expects input with static layout, but got'!cute.layout<"(4,8):(1,?)">' with dynamic layout}}
  // expected-error @below {{'cute.complement' op failed to infer returned types}}
  %1 = cute.complement(%0) : (!cute.layout<(4,8):(1,?)>) -> !cute.layout<1:0>
  return
}

// -----

func.func @not_divisible() {
  %0 = cute.static : !cute.layout<(2,2):(4,1)>
  %1 = cute.static : !cute.layout<(2,3):(3,1)>
  // expected-error @below {{expects valid operands, but cannot compute product for '!cute.layout<"(2,2):(4,1)">' and '!cute.layout<"(2,3):(3,1)">'}}
  // expected-error @below {{'cute.blocked_product' op failed to infer returned types}}
  %2 = cute.blocked_product(%0, %1) : (!cute.layout<"(2,2):(4,1)">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @left_inverse_not_divisible() {
  %0 = cute.static : !cute.layout<(4,2):(9,13)>
  // expected-error @below {{unable to compute a left inverse for '!cute.layout<"(4,2):(9,13)">'}}
  // expected-error @below {{'cute.left_inverse' op failed to infer returned types}}
  %1 = cute.left_inverse(%0) : (!cute.layout<(4,2):(9,13)>) -> !cute.layout<1:0>
  return
}

// -----

func.func @swizzle_rhs() {
  %0 = cute.static : !cute.layout<(4,8):(1,4)>
  %1 = cute.static : !cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>
  // expected-error @below {{'cute.composition' op operand #1 must be !cute.layout, !cute.shape, or !cute.tile, but got '!cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">'}}
  %2 = cute.composition(%0, %1) : (!cute.layout<(4,8):(1,4)>, !cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>) -> !cute.layout<1:0>
  return
}

// -----

%a = cute.static : !cute.layout<(2,2):(1,2)>
%s = cute.static : !cute.shape<"4">
// expected-error @below {{expects block layout rank <= target shape rank, but got rank 2 block and rank 1 target shape}}
// expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
%0 = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"4">) -> !cute.layout<"4:1">

// -----

%a = cute.static : !cute.layout<(4,8):(1,4)>
// expected-error @below {{'cute.filter' op inferred type(s)}}
// expected-error @below {{'cute.filter' op failed to infer returned types}}
%0 = cute.filter(%a) : (!cute.layout<(4,8):(1,4)>) -> !cute.layout<(4,8):(1,4)>

// -----

func.func @static_dynamic() {
  // expected-error @below {{'cute.static' op expects result to be static, but got '!cute.layout<"(4,?):(1,4)">'}}
  %0 = cute.static : !cute.layout<"(4,?):(1,4)">
  return
}
