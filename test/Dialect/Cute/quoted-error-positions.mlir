// RUN: not cute-nvgpu-opt %s -split-input-file 2>&1 | FileCheck %s
// A quoted CuTe IR body that does not read points at the offending column
// of the string and says why, after CuTe IR's "failed to parse" prefix.

// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:41: error: failed to parse layout from "(2,3:(1,2)": at column 5: expected ')' or ','
func.func @layout(%a: !cute.layout<"(2,3:(1,2)">) { return }

// -----

// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:38: error: failed to parse shape from "(1,": at column 4: expected integer, '?' or '('
func.func @shape(%a: !cute.shape<"(1,">) { return }

// -----

// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:43: error: failed to parse tile from "[8:1;[4:1]": at column 11: expected ';' or ']' in tile
func.func @tile(%a: !cute.tile<"[8:1;[4:1]">) { return }

// -----

// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:40: error: failed to parse swizzle from "S<2,3>": at column 6: expected ',' in swizzle parameters
func.func @swz(%a: !cute.swizzle<"S<2,3>">) { return }

// -----

// A well-formed value of another kind points at the string's start.
// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:48: error: failed to parse composed_layout from "S<1,2,3>": expected a composed layout
func.func @composed(%a: !cute.composed_layout<"S<1,2,3>">) { return }

// -----

// CHECK: quoted-error-positions.mlir:[[@LINE+1]]:61: error: failed to parse stride from "(1,2": at column 5: expected ')' or ','
func.func private @attr() attributes {s = #cute.stride<"(1,2">}
