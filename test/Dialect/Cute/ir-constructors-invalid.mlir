// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @below {{'cute.make_shape' op expects 2 dynamic operand(s) for result type '!cute.shape<"(?,4,?)">', but got 1}}
  %0 = cute.make_shape(%a) : (i32) -> !cute.shape<"(?,4,?)">
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @below {{'cute.make_coord' op expects operand #0 to have (width=64), but got (width=32)}}
  %0 = cute.make_coord(%a) : (i32) -> !cute.coord<"?{i64}">
  return
}

// -----

func.func @f(%t: !cute.int_tuple<"(?,1)">) {
  // expected-error @below {{'cute.make_stride' op operand #0 must be variadic of i32, i64, or depth-0 !cute.int_tuple, but got '!cute.int_tuple<"(?,1)">'}}
  %0 = cute.make_stride(%t) : (!cute.int_tuple<"(?,1)">) -> !cute.stride<"(?,?)">
  return
}

// -----

func.func @f(%a: !cute.layout<"(4,4):(1,4)">, %o: !cute.int_tuple<"2">, %b: !cute.layout<"(2,2):(1,2)">) {
  // expected-error @below {{'cute.make_composed_layout' op inferred type(s) '!cute.composed_layout<"(4,4):(1,4) o 2 o (2,2):(1,2)">' are incompatible with return type(s) of operation '!cute.composed_layout<"S<1,2,3> o 2 o (2,2):(1,2)">'}}
  // expected-error @below {{'cute.make_composed_layout' op failed to infer returned types}}
  %0 = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,4):(1,4)">, !cute.int_tuple<"2">, !cute.layout<"(2,2):(1,2)">) -> !cute.composed_layout<"S<1,2,3> o 2 o (2,2):(1,2)">
  return
}

// -----

func.func @f(%s: !cute.shape<"(3,?)">, %d: !cute.stride<"(1,3)">) {
  // expected-error @below {{'cute.make_layout' op inferred type(s) '!cute.layout<"(3,?):(1,3)">' are incompatible with return type(s) of operation '!cute.layout<"(3,5):(1,3)">'}}
  // expected-error @below {{'cute.make_layout' op failed to infer returned types}}
  %0 = cute.make_layout(%s, %d) : (!cute.shape<"(3,?)">, !cute.stride<"(1,3)">) -> !cute.layout<"(3,5):(1,3)">
  return
}

// -----

func.func @f(%a: !cute.layout<"(4,4):(1,4)">, %o: !cute.int_tuple<"1">, %b: !cute.layout<"(2,2):(1@0,1@1)">) {
  // The stated result type is refused by the type's own verifier.
  // expected-error @below {{expects offset and `layout_eval(0, outer)` to be addable, but got 1 and (0,0)}}
  %0 = cute.make_composed_layout(%a, %o, %b) : (!cute.layout<"(4,4):(1,4)">, !cute.int_tuple<"1">, !cute.layout<"(2,2):(1@0,1@1)">) -> !cute.composed_layout<"(4,4):(1,4) o 1 o (2,2):(1@0,1@1)">
  return
}

// -----

func.func @f(%l: !cute.layout<"(3,3):(1@1,1@0)">) {
  // expected-error @below {{expects plain integer strides in source layout, but got scaled-basis strides}}
  // expected-error @below {{'cute.make_layout_like' op failed to infer returned types}}
  %0 = cute.make_layout_like(%l) : !cute.layout<"(3,3):(1@1,1@0)"> -> !cute.layout<"(3,3):(1,3)">
  return
}

// -----

func.func @f(%s: !cute.shape<"(2,2,2)">, %o: !cute.int_tuple<"(1,?,0)">) {
  // expected-error @below {{expects order to be a static int_tuple, but got '!cute.int_tuple<"(1,?,0)">'}}
  // expected-error @below {{'cute.make_ordered_layout' op failed to infer returned types}}
  %0 = cute.make_ordered_layout(%s, %o) : (!cute.shape<"(2,2,2)">, !cute.int_tuple<"(1,?,0)">) -> !cute.layout<"(2,2,2):(2,4,1)">
  return
}

// -----

func.func @f(%s: !cute.shape<"(5,?)">) {
  // expected-error @below {{'cute.make_identity_layout' op inferred type(s) '!cute.layout<"(5,?):(1@0,1@1)">' are incompatible with return type(s) of operation '!cute.layout<"(5,?):(1,5)">'}}
  // expected-error @below {{'cute.make_identity_layout' op failed to infer returned types}}
  %0 = cute.make_identity_layout(%s) : !cute.shape<"(5,?)"> -> !cute.layout<"(5,?):(1,5)">
  return
}

// -----

// The dynamic leaves of a nested tile count too.
func.func @f(%a: i32) {
  // expected-error @below {{'cute.make_tile' op expects operand #1 to have (width=64), but got (width=32)}}
  %0 = cute.make_tile(%a, %a) : (i32, i32) -> !cute.tile<"[?:1;[_;?{i64}:1]]">
  return
}

// -----

// A dynamic scaled-basis coefficient is a dynamic leaf.
func.func @f() {
  // expected-error @below {{'cute.static' op expects result to be static, but got '!cute.stride<"(?@0,1@1)">'}}
  %0 = cute.static : !cute.stride<"(?@0,1@1)">
  return
}

// -----

// So are the dynamic leaves of a composed layout's outer layout.
func.func @f() {
  // expected-error @below {{'cute.static' op expects result to be static, but got '!cute.composed_layout<"(?,4):(1,?) o 0 o (2,2):(1,2)">'}}
  %0 = cute.static : !cute.composed_layout<"(?,4):(1,?) o 0 o (2,2):(1,2)">
  return
}

// -----

// And those of a nested tile.
func.func @f() {
  // expected-error @below {{'cute.static' op expects result to be static, but got '!cute.tile<"[4:1;[_;?:1]]">'}}
  %0 = cute.static : !cute.tile<"[4:1;[_;?:1]]">
  return
}

// -----

func.func @int_tuple_operand_count(%a: i32) {
  // expected-error@+1 {{'cute.make_int_tuple' op expects 2 dynamic operand(s) for result type '!cute.int_tuple<"(?,?)">', but got 1}}
  %0 = cute.make_int_tuple(%a) : (i32) -> !cute.int_tuple<"(?,?)">
  return
}

// -----

func.func @int_tuple_operand_width(%a: i64) {
  // expected-error@+1 {{'cute.make_int_tuple' op expects operand #0 to have (width=32), but got (width=64)}}
  %0 = cute.make_int_tuple(%a) : (i64) -> !cute.int_tuple<"?">
  return
}
