// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @kinds(%a: !cute.shape<"(2,2)">, %b: !cute.int_tuple<"(1,1)">) {
  // expected-error @below {{expects lhs and rhs to have the same kind, but got '!cute.shape<"(2,2)">' and '!cute.int_tuple<"(1,1)">'}}
  // expected-error @below {{'cute.tuple_add' op failed to infer returned types}}
  %0 = cute.tuple_add(%a, %b) : (!cute.shape<"(2,2)">, !cute.int_tuple<"(1,1)">) -> !cute.shape<"(3,3)">
  return
}

// -----

func.func @scalar_tuple(%a: !cute.int_tuple<"(5,6)">, %b: !cute.int_tuple<"1">) {
  // expected-error @below {{expects matching structure, but rhs is a scalar and lhs is a tuple: '!cute.int_tuple<"(5,6)">' and '!cute.int_tuple<"1">'}}
  // expected-error @below {{'cute.tuple_sub' op failed to infer returned types}}
  %0 = cute.tuple_sub(%a, %b) : (!cute.int_tuple<"(5,6)">, !cute.int_tuple<"1">) -> !cute.int_tuple<"(4,5)">
  return
}

// -----

func.func @nesting(%a: !cute.int_tuple<"(1,(2,3))">, %b: !cute.int_tuple<"(1,2)">) {
  // expected-error @below {{expects matching nesting at element 1, but got: '!cute.int_tuple<"(1,(2,3))">' and '!cute.int_tuple<"(1,2)">'}}
  // expected-error @below {{'cute.tuple_add' op failed to infer returned types}}
  %0 = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(1,(2,3))">, !cute.int_tuple<"(1,2)">) -> !cute.int_tuple<"(2,(4,3))">
  return
}

// -----

func.func @indivisible(%a: !cute.shape<"(4,6)">, %b: !cute.shape<"(3,2)">) {
  // expected-error @below {{expects valid operands, but cannot compute shape_div for '!cute.shape<"(4,6)">' and '!cute.shape<"(3,2)">': 4 is not divisible by 3 (neither 4 % 3 == 0 nor 3 % 4 == 0)}}
  // expected-error @below {{'cute.shape_div' op failed to infer returned types}}
  %0 = cute.shape_div(%a, %b) : (!cute.shape<"(4,6)">, !cute.shape<"(3,2)">) -> !cute.shape<"(1,3)">
  return
}

// -----

func.func @tiler_rank(%a: !cute.shape<"8">, %b: !cute.shape<"(2,2)">, %c: !cute.shape<"(8,8)">, %d: !cute.shape<"(2,2,2)">) {
  // expected-error @below {{expects valid operands, but cannot compute ceil_div for '!cute.shape<"(8,8)">' and '!cute.shape<"(2,2,2)">': rank(tiler)=3 > rank(input)=2}}
  // expected-error @below {{'cute.ceil_div' op failed to infer returned types}}
  %0 = cute.ceil_div(%c, %d) : (!cute.shape<"(8,8)">, !cute.shape<"(2,2,2)">) -> !cute.shape<"(4,4)">
  return
}

// -----

func.func @wrong_result(%a: !cute.int_tuple<"(9,4)">, %b: !cute.int_tuple<"2">) {
  // expected-error @below {{'cute.ceil_div' op inferred type(s) '!cute.int_tuple<"(5,4)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(5,2)">'}}
  // expected-error @below {{'cute.ceil_div' op failed to infer returned types}}
  %0 = cute.ceil_div(%a, %b) : (!cute.int_tuple<"(9,4)">, !cute.int_tuple<"2">) -> !cute.int_tuple<"(5,2)">
  return
}

// -----

func.func @congruent(%a: !cute.coord<"(1,2)">, %b: !cute.shape<"((4,4),4)">) {
  // expected-error @below {{'cute.elem_less' op expects congruent inputs, but got '!cute.coord<"(1,2)">' and '!cute.shape<"((4,4),4)">'}}
  %0 = cute.elem_less(%a, %b) : (!cute.coord<"(1,2)">, !cute.shape<"((4,4),4)">) -> i1
  return
}

// -----

func.func @same_kind(%a: !cute.stride<"(1,4)">, %b: !cute.int_tuple<"(1,4)">) {
  // expected-error @below {{'cute.equal' op expects lhs and rhs to be the same kind, but got '!cute.stride<"(1,4)">' and '!cute.int_tuple<"(1,4)">'}}
  %0 = cute.equal(%a, %b) : (!cute.stride<"(1,4)">, !cute.int_tuple<"(1,4)">) -> i1
  return
}

// -----

func.func @operand_kind(%a: !cute.coord<"(1,4)">, %b: !cute.int_tuple<"(1,4)">) {
  // expected-error @below {{'cute.tuple_add' op operand #0 must be !cute.int_tuple or !cute.shape, but got '!cute.coord<"(1,4)">'}}
  %0 = cute.tuple_add(%a, %b) : (!cute.coord<"(1,4)">, !cute.int_tuple<"(1,4)">) -> !cute.int_tuple<"(2,8)">
  return
}

// -----

// The tile's shape slot prints as its compact layout.
func.func @equal_tile(%a: !cute.tile<"(4,2)">, %b: !cute.tile<"(4,2)">) {
  // expected-error @below {{'cute.equal' op operand #0 must be !cute.int_tuple, !cute.shape, !cute.coord, !cute.stride, or !cute.layout, but got '!cute.tile<"(4,2):(1,4)">'}}
  %0 = cute.equal(%a, %b) : (!cute.tile<"(4,2)">, !cute.tile<"(4,2)">) -> i1
  return
}
