// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe IR's attributes hold a quoted string in CuTe IR's spelling and print
// it canonically. The unquoted CuTe-notation layout, composed layout and
// swizzle attributes (used inside cute_nvgpu types) keep their own form.

// CHECK-LABEL: func.func private @tuples
// CHECK-SAME: a = #cute.int_tuple<"(?{i64},(3,5))">
// CHECK-SAME: b = #cute.int_tuple<"7">
// CHECK-SAME: c = #cute.shape<"(?{div=16},(2,2))">
// CHECK-SAME: d = #cute.stride<"(0,?@0,2@1)">
// CHECK-SAME: e = #cute.stride<"((1,8),?{i64})">
// CHECK-SAME: f = #cute.coord<"(_,(1,?))">
func.func private @tuples() attributes {
    a = #cute.int_tuple<"(?{i64}, (3, 5))">,
    b = #cute.int_tuple<"7">,
    c = #cute.shape<"(?{div=16},(2,2))">,
    d = #cute.stride<"(0,?@0,2@1)">,
    e = #cute.stride<"((1,8),?{i64})">,
    f = #cute.coord<"(_,(1,?))">}

// CHECK-LABEL: func.func private @tiles
// CHECK-SAME: a = #cute.tile<"[16:1;_;(2,4):(1,?)]">
// CHECK-SAME: b = #cute.tile<"{{\[\[}}8:1;4:1];_]">
func.func private @tiles() attributes {
    a = #cute.tile<"[16:1;_;(2,4):(1,?)]">,
    b = #cute.tile<"[[8:1;4:1];_]">}

// CHECK-LABEL: func.func private @layouts
// CHECK-SAME: a = #cute.layout<"(8,?):(?{i64},1)">
// CHECK-SAME: b = #cute.layout<(8,4):(4,1)>
// CHECK-SAME: c = #cute.layout<(2@0, 16@1)>
// CHECK-SAME: d = #cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
// CHECK-SAME: e = #cute.composed_layout<"(8,8):(8,1) o 4 o (4,16):(16,1)">
// CHECK-SAME: f = #cute.composed_layout<Sw<2,4,3> o 0 o (16,8):(8,1)>
// CHECK-SAME: g = #cute.swizzle<"S<2,4,3>">
// CHECK-SAME: h = #cute.swizzle<2,4,3>
func.func private @layouts() attributes {
    a = #cute.layout<"(8,?):(?{i64},1)">,
    b = #cute.layout<(8,4):(4,1)>,
    c = #cute.layout<(2@0, 16@1)>,
    d = #cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">,
    e = #cute.composed_layout<"(8,8):(8,1) o 4 o (4,16):(16,1)">,
    f = #cute.composed_layout<Sw<2,4,3> o 0 o (16,8):(8,1)>,
    g = #cute.swizzle<"S<2,4,3>">,
    h = #cute.swizzle<2,4,3>}
