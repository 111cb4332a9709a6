// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics
// A shape may hold 0 or a negative extent (CuTe IR's shape type does), but no
// layout may: an op whose result would be such a layout is refused with the
// layout's own rule, never built.

func.func @identity(%s: !cute.shape<"(0,?)">) {
  // expected-error @below {{expects positive shape mode, but got "(0,?):(1@0,1@1)"}}
  // expected-error @below {{'cute.make_identity_layout' op failed to infer returned types}}
  %0 = cute.make_identity_layout(%s) : !cute.shape<"(0,?)"> -> !cute.layout<"(5,?):(1@0,1@1)">
  return
}

// -----

func.func @tile_to_shape(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(0,8)">) {
  // expected-error @below {{expects positive shape mode, but got "((2,0),(2,4)):((1,4),(2,0))"}}
  // expected-error @below {{'cute.tile_to_shape' op failed to infer returned types}}
  %1 = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(0,8)">) -> !cute.layout<"((2,2),(2,4)):((1,4),(2,8))">
  return
}

// -----

func.func @negative_cotarget(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(-3,8)">) {
  // expected-error @below {{expects a valid complement result, but construction failed for input '!cute.layout<"(2,2):(1,2)">' with cotarget '!cute.shape<"(-3,8)">': complement: the cotarget (-3,8) has the extent -3; a cotarget is a shape, whose extents are positive}}
  // expected-error @below {{'cute.complement' op failed to infer returned types}}
  %1 = cute.complement(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(-3,8)">) -> !cute.layout<"1:0">
  return
}
