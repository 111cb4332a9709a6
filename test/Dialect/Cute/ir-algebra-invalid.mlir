// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @profile_rank(%a: !cute.layout<"(2,(4,2)):(1,(2,16))">, %p: !cute.coord<"(1,(1,1,1))">) {
  // expected-error @below {{expects target_profile rank (3) to not exceed the layout rank (2) at mode path [1]}}
  // expected-error @below {{'cute.coalesce' op failed to infer returned types}}
  %0 = cute.coalesce(%a, %p) : (!cute.layout<"(2,(4,2)):(1,(2,16))">, !cute.coord<"(1,(1,1,1))">) -> !cute.layout<"(2,(4,2)):(1,(2,16))">
  return
}

// -----

func.func @composition_rank(%a: !cute.layout<"8:2">, %s: !cute.shape<"(2,2)">) {
  // expected-error @below {{expects a valid composition result, but construction failed}}
  // expected-error @below {{'cute.composition' op failed to infer returned types}}
  %0 = cute.composition(%a, %s) : (!cute.layout<"8:2">, !cute.shape<"(2,2)">) -> !cute.layout<"(2,2):(2,4)">
  return
}

// -----

func.func @complement_basis(%a: !cute.layout<"(4,2):(1@1,1@0)">, %c: !cute.shape<"8">) {
  // expected-error @below {{expects input with integer strides, but '!cute.layout<"(4,2):(1@1,1@0)">' has non-integer strides}}
  // expected-error @below {{'cute.complement' op failed to infer returned types}}
  %0 = cute.complement(%a, %c) : (!cute.layout<"(4,2):(1@1,1@0)">, !cute.shape<"8">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @complement_dynamic_stride(%a: !cute.layout<"(2,8):(1,?)">, %c: !cute.shape<"64">) {
  // expected-error @below {{expects input with static strides for layouts with more than one mode, but '!cute.layout<"(2,8):(1,?)">' has dynamic strides with rank 2}}
  // expected-error @below {{'cute.complement' op failed to infer returned types}}
  %0 = cute.complement(%a, %c) : (!cute.layout<"(2,8):(1,?)">, !cute.shape<"64">) -> !cute.layout<"1:0">
  return
}

// -----

// Several modes are ordered by their strides; to a cotarget, their extents
// must be static too (one mode may be dynamic throughout).
func.func @complement_dynamic_extents(%a: !cute.layout<"(?,4):(1,8)">, %c: !cute.shape<"64">) {
  // expected-error @below {{expects a valid complement result, but construction failed for input '!cute.layout<"(?,4):(1,8)">' with cotarget '!cute.shape<"64">': complement: a complement to a cotarget needs static extents, or a single mode}}
  // expected-error @below {{'cute.complement' op failed to infer returned types}}
  %0 = cute.complement(%a, %c) : (!cute.layout<"(?,4):(1,8)">, !cute.shape<"64">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @group_range(%a: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{expects end <= rank(input)=2, but got end=3}}
  // expected-error @below {{'cute.group_modes' op failed to infer returned types}}
  %0 = cute.group_modes<0, 3>(%a) : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,3)):((1,2))">
  return
}

// -----

func.func @group_empty(%a: !cute.layout<"(2,3):(1,2)">) {
  // expected-error @below {{expects begin < end, but got begin=1, end=1}}
  // expected-error @below {{'cute.group_modes' op failed to infer returned types}}
  %0 = cute.group_modes<1, 1>(%a) : (!cute.layout<"(2,3):(1,2)">) -> !cute.layout<"(2,3):(1,2)">
  return
}

// -----

func.func @recast_width(%a: !cute.layout<"8:1">) {
  // expected-error @below {{expects old_type_bits to be positive, but got 0}}
  // expected-error @below {{'cute.recast_layout' op failed to infer returned types}}
  %0 = cute.recast_layout<8, 0>(%a) : !cute.layout<"8:1"> -> !cute.layout<"8:1">
  return
}

// -----

// downcast needs a stride-1 mode; run-time shapes do not supply one (only a
// run-time stride could be 1).
func.func @recast_down_no_unit_stride(%a: !cute.layout<"(?):(2)">) {
  // expected-error @below {{unable to recast '!cute.layout<"(?):(2)">' from 32 bits to 8 bits}}
  // expected-error @below {{'cute.recast_layout' op failed to infer returned types}}
  %0 = cute.recast_layout<8, 32>(%a) : !cute.layout<"(?):(2)"> -> !cute.layout<"(?):(8)">
  return
}

// -----

func.func @recast_basis(%a: !cute.layout<"(4,4):(1@0,1@1)">) {
  // expected-error @below {{expects integer or dynamic strides, but '!cute.layout<"(4,4):(1@0,1@1)">' has scaled-basis strides}}
  // expected-error @below {{'cute.recast_layout' op failed to infer returned types}}
  %0 = cute.recast_layout<16, 8>(%a) : !cute.layout<"(4,4):(1@0,1@1)"> -> !cute.layout<"1:0">
  return
}

// -----

func.func @left_inverse_dynamic(%a: !cute.layout<"(4,2):(?,4)">) {
  // expected-error @below {{expects a static-stride input layout for left inverse, but got '!cute.layout<"(4,2):(?,4)">'}}
  // expected-error @below {{'cute.left_inverse' op failed to infer returned types}}
  %0 = cute.left_inverse(%a) : (!cute.layout<"(4,2):(?,4)">) -> !cute.layout<"8:1">
  return
}

// -----

func.func @flatten_kind(%s: !cute.swizzle<"S<2,3,3>">) {
  // expected-error @below {{'cute.flatten' op operand #0 must be !cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, !cute.tile, !cute.layout, or !cute.composed_layout, but got '!cute.swizzle<"S<2,3,3>">'}}
  %0 = cute.flatten(%s) : (!cute.swizzle<"S<2,3,3>">) -> !cute.swizzle<"S<2,3,3>">
  return
}

// -----

func.func @max_common_layout_dynamic(%l: !cute.layout<"(4,2):(?,4)">, %m: !cute.layout<"(4,2):(1,4)">) {
  // expected-error @below {{'cute.max_common_layout' op max_common_layout: first layout has dynamic ('?') values; this operation needs static integers}}
  // expected-error @below {{'cute.max_common_layout' op failed to infer returned types}}
  %0 = cute.max_common_layout(%l, %m) : (!cute.layout<"(4,2):(?,4)">, !cute.layout<"(4,2):(1,4)">) -> !cute.layout<"1:0">
  return
}

// -----

func.func @max_common_vector_dynamic(%l: !cute.layout<"(4,2):(?,4)">, %m: !cute.layout<"(4,3):(1,4)">) {
  // expected-error @below {{'cute.max_common_vector' op max_common_vector: second layout has dynamic ('?') values; this operation needs static integers}}
  // expected-error @below {{'cute.max_common_vector' op failed to infer returned types}}
  %0 = cute.max_common_vector(%m, %l) : (!cute.layout<"(4,3):(1,4)">, !cute.layout<"(4,2):(?,4)">) -> !cute.int_tuple<"2">
  return
}
