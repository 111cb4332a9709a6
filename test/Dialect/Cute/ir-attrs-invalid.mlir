// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// expected-error @below {{expected string}}
func.func private @f() attributes {a = #cute.shape<16>}

// -----

// expected-error @below {{expected string}}
func.func private @f() attributes {a = #cute.coord<(0,1)>}

// -----

// expected-error @below {{failed to parse stride from "(1,": at column 4: expected integer, '?' or '('}}
func.func private @f() attributes {a = #cute.stride<"(1,">}

// -----

// A shape has no `_`.
// expected-error @below {{failed to parse shape from "(_,4)": `_` is not allowed in a shape}}
func.func private @f() attributes {a = #cute.shape<"(_,4)">}

// -----

// expected-error @below {{failed to parse int_tuple from "": at column 1: expected integer, '?' or '('}}
func.func private @f() attributes {a = #cute.int_tuple<"">}

// -----

// expected-error @below {{failed to parse tile from "[8:1;[4:1]": at column 11: expected ';' or ']' in tile}}
func.func private @f() attributes {a = #cute.tile<"[8:1;[4:1]">}

// -----

// expected-error @below {{failed to parse layout from "(4,2):(1": at column 9: expected ')' or ','}}
func.func private @f() attributes {a = #cute.layout<"(4,2):(1">}

// -----

// A swizzle is not a composed layout.
// expected-error @below {{failed to parse composed_layout from "S<1,2,3>": expected a composed layout}}
func.func private @f() attributes {a = #cute.composed_layout<"S<1,2,3>">}

// -----

// expected-error @below {{failed to parse swizzle from "S<2,3>": at column 6: expected ',' in swizzle parameters}}
func.func private @f() attributes {a = #cute.swizzle<"S<2,3>">}

// -----

// The layout invariants hold for attributes too.
// expected-error @below {{expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), but got "(4,1@1)"}}
func.func private @f() attributes {a = #cute.layout<"(2,2):(4,1@1)">}
