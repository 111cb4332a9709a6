// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @slice_rank_too_high(%l: !cute.layout<"(4,(3,5)):(2,(8,24))">,
                               %c: !cute.coord<"(_,(1,_,_))">) {
  // expected-error@+1 {{expects coord to be weakly congruent with input shape, but got '!cute.layout<"(4,(3,5)):(2,(8,24))">' and '!cute.coord<"(_,(1,_,_))">'}}
  %0 = cute.slice(%l, %c) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"(_,(1,_,_))">
  return
}

// -----

func.func @slice_tile(%t: !cute.tile<"[4:1;_]">, %c: !cute.coord<"(_,0)">) {
  // expected-error@+1 {{expects $input to be !cute.shape, !cute.stride, !cute.int_tuple, !cute.coord, !cute.layout, or !cute.composed_layout, but got '!cute.tile<}}
  %0 = cute.slice(%t, %c) : !cute.tile<"[4:1;_]">, !cute.coord<"(_,0)">
  return
}

// -----

func.func @slice_swizzle_dynamic(
    %w: !cute.composed_layout<"S<2,3,3> o 0 o (8,?):(1,8)">,
    %c: !cute.coord<"(0,_)">) {
  // expected-error@+1 {{expects swizzle-A composed slice's outer layout to be static, but got '!cute.composed_layout<"S<2,3,3> o 0 o (8,?):(1,8)">'}}
  %0 = cute.slice(%w, %c) : !cute.composed_layout<"S<2,3,3> o 0 o (8,?):(1,8)">, !cute.coord<"(0,_)">
  return
}

// -----

func.func @slice_swizzle_no_underscore(
    %w: !cute.composed_layout<"S<2,3,3> o 0 o (8,4):(1,8)">,
    %c: !cute.coord<"3">) {
  // expected-error@+1 {{expects swizzle-A composed slice's coord to contain at least one underscore, but got '!cute.coord<"3">'}}
  %0 = cute.slice(%w, %c) : !cute.composed_layout<"S<2,3,3> o 0 o (8,4):(1,8)">, !cute.coord<"3">
  return
}

// -----

func.func @slice_wrong_result(%s: !cute.shape<"(5,6)">, %c: !cute.coord<"(_,2)">) {
  // expected-error@+2 {{op inferred type(s) '!cute.shape<"(5)">' are incompatible with return type(s) of operation '!cute.shape<"5">'}}
  // expected-error@+1 {{'cute.slice' op failed to infer returned types}}
  %0 = "cute.slice"(%s, %c) : (!cute.shape<"(5,6)">, !cute.coord<"(_,2)">) -> !cute.shape<"5">
  return
}

// -----

func.func @dice_dynamic_coord(%s: !cute.shape<"(5,6)">, %c: !cute.coord<"(?,_)">) {
  // expected-error@+1 {{expects coord to be static, but got '!cute.coord<"(?,_)">'}}
  %0 = cute.dice(%s, %c) : !cute.shape<"(5,6)">, !cute.coord<"(?,_)">
  return
}

// -----

func.func @dice_rank_too_high(
    %k: !cute.composed_layout<"(8,2):(1,8) o 1 o (4,6):(1,4)">,
    %c: !cute.coord<"(0,_,0)">) {
  // expected-error@+1 {{expects coord to be weakly congruent with input shape, but got '!cute.composed_layout<"(8,2):(1,8) o 1 o (4,6):(1,4)">' and '!cute.coord<"(0,_,0)">'}}
  %0 = cute.dice(%k, %c) : !cute.composed_layout<"(8,2):(1,8) o 1 o (4,6):(1,4)">, !cute.coord<"(0,_,0)">
  return
}
