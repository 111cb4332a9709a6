// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{expected string}}
func.func private @f(!cute.shape<7>)

// -----

// expected-error @below {{failed to parse shape from "(3,4": at column 5: expected ')' or ','}}
func.func private @f(!cute.shape<"(3,4">)

// -----

// expected-error @below {{failed to parse int_tuple from "(1,_,2)": `_` is not allowed in an int tuple}}
func.func private @f(!cute.int_tuple<"(1,_,2)">)

// -----

// expected-error @below {{failed to parse swizzle from "S<4,2,3>": at column 1: invalid swizzle S<4,2,3>: requires B >= 0, M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as 32-bit int constants)}}
func.func private @f(!cute.swizzle<"S<4,2,3>">)

// -----

// expected-error @below {{expects positive shape mode, but got "(4,(0,2)):(1,(4,4))"}}
func.func private @f(!cute.layout<"(4,(0,2)):(1,(4,4))">)

// -----

// expected-error @below {{expects no error(`x`) in layout, but got "x:x"}}
func.func private @f(!cute.layout<"(4,2):(1,2,8)">)

// -----

// expected-error @below {{expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), but got "(3@0,2)"}}
func.func private @f(!cute.stride<"(3@0,2)">)

// -----

// expected-error @below {{expects scaled-basis strides to have integer values, not ratios, but got "(1@0,3/4@1)"}}
func.func private @f(!cute.layout<"(2,2):(1@0,3/4@1)">)

// -----

// expected-error @below {{expects scaled-basis paths to agree on mode-index depth (no path may terminate at a node that another path continues through), but got "(1@1,1@0@1)"}}
func.func private @f(!cute.stride<"(1@1,1@0@1)">)

// -----

// expected-error @below {{expects positive shape mode, but got "(2,0):(1,2) o 1 o 4:1"}}
func.func private @f(!cute.composed_layout<"(2,0):(1,2) o 1 o 4:1">)

// -----

// expected-error @below {{swizzle layout expects scalar `offset` and `outer` without scaled basis, but got 0 and (2,2):(1@1,1@0)}}
func.func private @f(!cute.composed_layout<"S<1,2,3> o 0 o (2,2):(1@1,1@0)">)

// -----

// expected-error @below {{expects offset and `layout_eval(0, outer)` to be addable, but got 5 and (0,0)}}
func.func private @f(!cute.composed_layout<"(4,4):(1,4) o 5 o (2,2):(1@0,1@1)">)

// -----

// expected-error @below {{expects arith sum of `layout_eval(0, outer)` and `offset` to be scalar or weakly congruent to inner shape, but got sum (0,0,0) and inner shape (4,4)}}
func.func private @f(!cute.composed_layout<"(4,4):(1,4) o 0 o (2,2,2):(1@0,1@1,1@2)">)

// -----

// expected-error @below {{failed to parse tile from "[[8:1;4:1];_": at column 13: expected ';' or ']' in tile}}
func.func private @f(!cute.tile<"[[8:1;4:1];_">)

// -----

// A nested tile's layouts keep the stride rules.
// expected-error @below {{expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), but got "(2,1@1)"}}
func.func private @f(!cute.tile<"[_;[(2,2):(2,1@1)]]">)
