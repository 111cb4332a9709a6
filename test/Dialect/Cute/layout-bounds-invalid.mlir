// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The bounds every cute value keeps (Layout.h: kMaxRank, kMaxDepth) and the
// shapes the algebra divides by: each refusal is one diagnostic, never a
// crash.

// A cotarget extent of 0 is refused by the complement (it used to divide by
// zero while verifying).
func.func @complement_zero_cotarget(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(4,0)">) {
  // expected-error@+2 {{expects a valid complement result, but construction failed for input '!cute.layout<"(2,2):(1,2)">' with cotarget '!cute.shape<"(4,0)">': complement: the cotarget (4,0) has the extent 0; a cotarget is a shape, whose extents are positive}}
  // expected-error@+1 {{'cute.complement' op failed to infer returned types}}
  %r = cute.complement(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,0)">) -> !cute.layout<"4:1">
  return
}

// -----

// Ranks beyond kMaxRank are refused before anything is allocated.
func.func @append_rank_beyond_bound(%s: !cute.shape<"(4,2)">, %e: !cute.shape<"1">) {
  // expected-error@+1 {{expects rank to be at most 4096, the largest rank a cute value may have, but got 100000000}}
  %r = cute.append_to_rank<100000000> (%s, %e) : !cute.shape<"(4,2)">, !cute.shape<"1">
  return
}

// -----

// Tiles nest at most 64 levels deep, like tuples (a deeper one used to
// overflow the stack).
// expected-error-re@+1 {{failed to parse tile from "{{\[+}}4:1{{\]+}}": at column 67: nesting too deep (more than 64 levels)}}
func.func @tile_too_deep(%t: !cute.tile<"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[4:1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]">) {
  return
}

// -----

func.func @tile_at_depth_cap(%t: !cute.tile<"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[4:1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]">) {
  return
}
