// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics
// No op computes with CuTe IR's error leaf `x`: an operand holding one is
// refused before the op's result types are inferred, whatever the op.

func.func @size(%s: !cute.shape<"((4,8),x)">) {
  // expected-error @below {{'cute.size' op expects operand #0 to hold no error leaf `x` (a leaf CuTe IR's algebra could not compute, which no operation computes with), but got '!cute.shape<"((4,8),x)">'}}
  %0 = cute.size (%s) : (!cute.shape<"((4,8),x)">) -> !cute.int_tuple<"32">
  return
}

// -----

func.func @tuple_add(%a: !cute.int_tuple<"(1,2)">, %b: !cute.int_tuple<"(x,2)">) {
  // expected-error @below {{'cute.tuple_add' op expects operand #1 to hold no error leaf `x` (a leaf CuTe IR's algebra could not compute, which no operation computes with), but got '!cute.int_tuple<"(x,2)">'}}
  %0 = cute.tuple_add(%a, %b) : (!cute.int_tuple<"(1,2)">, !cute.int_tuple<"(x,2)">) -> !cute.int_tuple<"(1,4)">
  return
}

// -----

// A layout has no error leaf: its shape and stride are read strictly.
// expected-error @below {{failed to parse layout from "(x,8):(1,4)": at column 2: expected integer, '?' or '('}}
func.func @layout(%l: !cute.layout<"(x,8):(1,4)">) {
  return
}
