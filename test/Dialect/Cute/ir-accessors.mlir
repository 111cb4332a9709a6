// The accessor ops print back as CuTe IR spells them, with result types
// computed from the operand types (static and dynamic leaves).
// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file | cute-nvgpu-opt -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file -mlir-print-op-generic | cute-nvgpu-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @get
func.func @get(%l: !cute.layout<"((2,3),5):((1,2),?)">, %s: !cute.shape<"(7,(?{i64},9))">,
               %t: !cute.tile<"[_;6:2]">, %c: !cute.composed_layout<"S<2,3,3> o 4 o (8,(2,2)):(2,(1,16))">) {
  // CHECK: cute.get (%{{.*}}) : !cute.shape<"(7,(?{i64},9))"> -> !cute.shape<"(7,(?{i64},9))">
  %0 = cute.get (%s) : !cute.shape<"(7,(?{i64},9))"> -> !cute.shape<"(7,(?{i64},9))">
  // CHECK: cute.get<[1, 0]> (%{{.*}}) : !cute.shape<"(7,(?{i64},9))"> -> !cute.shape<"?{i64}">
  %1 = cute.get<[1, 0]> (%s) : !cute.shape<"(7,(?{i64},9))"> -> !cute.shape<"?{i64}">
  // CHECK: cute.get<[0, 1]> (%{{.*}}) : !cute.layout<"((2,3),5):((1,2),?)"> -> !cute.layout<"3:2">
  %2 = cute.get<[0, 1]> (%l) : !cute.layout<"((2,3),5):((1,2),?)"> -> !cute.layout<"3:2">
  // CHECK: cute.get<[1]> (%{{.*}}) : !cute.layout<"((2,3),5):((1,2),?)"> -> !cute.layout<"5:?">
  %3 = cute.get<[1]> (%l) : !cute.layout<"((2,3),5):((1,2),?)"> -> !cute.layout<"5:?">
  // CHECK: cute.get<[0]> (%{{.*}}) : !cute.tile<"[_;6:2]"> -> !cute.tile<"_">
  %4 = cute.get<[0]> (%t) : !cute.tile<"[_;6:2]"> -> !cute.tile<"_">
  // CHECK: cute.get<[1]> (%{{.*}}) : !cute.tile<"[_;6:2]"> -> !cute.tile<"6:2">
  %5 = cute.get<[1]> (%t) : !cute.tile<"[_;6:2]"> -> !cute.tile<"6:2">
  // CHECK: cute.get<[1]> (%{{.*}}) : !cute.composed_layout<"S<2,3,3> o 4 o (8,(2,2)):(2,(1,16))"> -> !cute.composed_layout<"S<2,3,3> o 4 o (2,2):(1,16)">
  %6 = cute.get<[1]> (%c) : !cute.composed_layout<"S<2,3,3> o 4 o (8,(2,2)):(2,(1,16))"> -> !cute.composed_layout<"S<2,3,3> o 4 o (2,2):(1,16)">
  return
}

// -----

// CHECK-LABEL: func.func @select
func.func @select(%l: !cute.layout<"(3,?,5):(?,3,1)">, %c: !cute.coord<"(_,1,(2,3))">, %t: !cute.tile<"[4:1;_;2:8]">) {
  // CHECK: cute.select<[2, 2, 0]> (%{{.*}}) : !cute.layout<"(3,?,5):(?,3,1)"> -> !cute.layout<"(5,5,3):(1,1,?)">
  %0 = cute.select<[2, 2, 0]> (%l) : !cute.layout<"(3,?,5):(?,3,1)"> -> !cute.layout<"(5,5,3):(1,1,?)">
  // CHECK: cute.select<[2]> (%{{.*}}) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"((2,3))">
  %1 = cute.select<[2]> (%c) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"((2,3))">
  // CHECK: cute.select<[]> (%{{.*}}) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"()">
  %2 = cute.select<[]> (%c) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"()">
  // CHECK: cute.select<[2, 1]> (%{{.*}}) : !cute.tile<"[4:1;_;2:8]"> -> !cute.tile<"[2:8;_]">
  %3 = cute.select<[2, 1]> (%t) : !cute.tile<"[4:1;_;2:8]"> -> !cute.tile<"[2:8;_]">
  return
}

// -----

// CHECK-LABEL: func.func @parts
func.func @parts(%l: !cute.layout<"(6,?):(?{i64}@0,1@1)">, %t: !cute.tile<"[(2,2):(1,4);8:1]">,
                 %c: !cute.composed_layout<"S<1,2,3> o ? o (4,4):(4,1)">) {
  // CHECK: cute.get_shape(%{{.*}}) : !cute.layout<"(6,?):(?{i64}@0,1@1)"> -> !cute.shape<"(6,?)">
  %0 = cute.get_shape(%l) : !cute.layout<"(6,?):(?{i64}@0,1@1)"> -> !cute.shape<"(6,?)">
  // CHECK: cute.get_shape(%{{.*}}) : !cute.tile<"[(2,2):(1,4);8:1]"> -> !cute.shape<"((2,2),8)">
  %1 = cute.get_shape(%t) : !cute.tile<"[(2,2):(1,4);8:1]"> -> !cute.shape<"((2,2),8)">
  // CHECK: cute.get_stride(%{{.*}}) : <"(6,?):(?{i64}@0,1@1)"> -> !cute.stride<"(?{i64}@0,1@1)">
  %2 = cute.get_stride(%l) : !cute.layout<"(6,?):(?{i64}@0,1@1)"> -> !cute.stride<"(?{i64}@0,1@1)">
  // CHECK: cute.composed_get_inner(%{{.*}}) : <"S<1,2,3> o ? o (4,4):(4,1)"> -> !cute.swizzle<"S<1,2,3>">
  %3 = cute.composed_get_inner(%c) : !cute.composed_layout<"S<1,2,3> o ? o (4,4):(4,1)"> -> !cute.swizzle<"S<1,2,3>">
  // CHECK: cute.composed_get_offset(%{{.*}}) : <"S<1,2,3> o ? o (4,4):(4,1)"> -> !cute.int_tuple<"?">
  %4 = cute.composed_get_offset(%c) : !cute.composed_layout<"S<1,2,3> o ? o (4,4):(4,1)"> -> !cute.int_tuple<"?">
  // CHECK: cute.composed_get_outer(%{{.*}}) : <"S<1,2,3> o ? o (4,4):(4,1)"> -> <"(4,4):(4,1)">
  %5 = cute.composed_get_outer(%c) : !cute.composed_layout<"S<1,2,3> o ? o (4,4):(4,1)"> -> !cute.layout<"(4,4):(4,1)">
  return
}

// -----

// CHECK-LABEL: func.func @leaves
func.func @leaves(%s: !cute.stride<"((1@0,7@1),?@2)">, %t: !cute.tile<"[_;3:1]">)
    -> (!cute.stride<"1@0">, !cute.stride<"7@1">, !cute.stride<"?@2">, !cute.tile<"_">, !cute.layout<"3:1">, !cute.layout<"3:1">) {
  // CHECK: %{{.*}}:3 = cute.get_leaves(%{{.*}}) : !cute.stride<"((1@0,7@1),?@2)">
  %a, %b, %c = cute.get_leaves(%s) : !cute.stride<"((1@0,7@1),?@2)">
  // CHECK: %{{.*}}:2 = cute.get_leaves(%{{.*}}) : !cute.tile<"[_;3:1]">
  %d, %e = cute.get_leaves(%t) : !cute.tile<"[_;3:1]">
  // CHECK: cute.get_layouts_from_tile(%{{.*}}) : <"[_;3:1]">
  %f = cute.get_layouts_from_tile(%t) : !cute.tile<"[_;3:1]">
  return %a, %b, %c, %d, %e, %f : !cute.stride<"1@0">, !cute.stride<"7@1">, !cute.stride<"?@2">, !cute.tile<"_">, !cute.layout<"3:1">, !cute.layout<"3:1">
}

// -----

// Nested tiles are opened depth first, left to right.
// CHECK-LABEL: func.func @leaves_nested_tile
func.func @leaves_nested_tile(%t: !cute.tile<"[[_;(2,?):(1,2)];[6:2;[_;3:1]]]">)
    -> (!cute.tile<"_">, !cute.layout<"(2,?):(1,2)">, !cute.layout<"6:2">, !cute.tile<"_">, !cute.layout<"3:1">,
        !cute.layout<"(2,?):(1,2)">, !cute.layout<"6:2">, !cute.layout<"3:1">) {
  // CHECK: %{{.*}}:5 = cute.get_leaves(%{{.*}}) : !cute.tile<"{{\[}}[_;(2,?):(1,2)];[6:2;[_;3:1]]]">
  %a, %b, %c, %d, %e = cute.get_leaves(%t) : !cute.tile<"[[_;(2,?):(1,2)];[6:2;[_;3:1]]]">
  // CHECK: %{{.*}}:3 = cute.get_layouts_from_tile(%{{.*}}) : <"{{\[}}[_;(2,?):(1,2)];[6:2;[_;3:1]]]">
  %f, %g, %h = cute.get_layouts_from_tile(%t) : !cute.tile<"[[_;(2,?):(1,2)];[6:2;[_;3:1]]]">
  return %a, %b, %c, %d, %e, %f, %g, %h : !cute.tile<"_">, !cute.layout<"(2,?):(1,2)">, !cute.layout<"6:2">, !cute.tile<"_">, !cute.layout<"3:1">,
      !cute.layout<"(2,?):(1,2)">, !cute.layout<"6:2">, !cute.layout<"3:1">
}

// -----

// CHECK-LABEL: func.func @scalars
func.func @scalars(%l: !cute.layout<"(?{i64},3000000000):(1@1,?@0)">, %w: !cute.swizzle<"S<2,4,3>">)
    -> (i64, i64, i32, i32, i32, i32, i64, i32) {
  // CHECK: %{{.*}}:6 = cute.get_scalars (%{{.*}}) : !cute.layout<"(?{i64},3000000000):(1@1,?@0)">
  %a, %b, %c, %d, %e, %e2 = cute.get_scalars (%l) : !cute.layout<"(?{i64},3000000000):(1@1,?@0)">
  // CHECK: %{{.*}}:2 = cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.layout<"(?{i64},3000000000):(1@1,?@0)">
  %f, %g = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(?{i64},3000000000):(1@1,?@0)">
  // CHECK: cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.swizzle<"S<2,4,3>">
  cute.get_scalars<{only_dynamic}> (%w) : !cute.swizzle<"S<2,4,3>">
  %h:3 = cute.get_scalars (%w) : !cute.swizzle<"S<2,4,3>">
  return %a, %b, %c, %d, %e, %h#0, %f, %g : i64, i64, i32, i32, i32, i32, i64, i32
}

// -----

// CHECK-LABEL: func.func @casts
func.func @casts(%s: !cute.shape<"(?,(2,6))">, %i: !cute.int_tuple<"(0,?{i64})">) {
  // CHECK: cute.to_int_tuple(%{{.*}}) : !cute.shape<"(?,(2,6))"> -> !cute.int_tuple<"(?,(2,6))">
  %0 = cute.to_int_tuple(%s) : !cute.shape<"(?,(2,6))"> -> !cute.int_tuple<"(?,(2,6))">
  // CHECK: cute.to_shape(%{{.*}}) : !cute.int_tuple<"(0,?{i64})"> -> !cute.shape<"(0,?{i64})">
  %1 = cute.to_shape(%i) : !cute.int_tuple<"(0,?{i64})"> -> !cute.shape<"(0,?{i64})">
  // CHECK: cute.to_stride(%{{.*}}) : !cute.int_tuple<"(0,?{i64})"> -> !cute.stride<"(0,?{i64})">
  %2 = cute.to_stride(%i) : !cute.int_tuple<"(0,?{i64})"> -> !cute.stride<"(0,?{i64})">
  // CHECK: cute.to_coord(%{{.*}}) : !cute.int_tuple<"(0,?{i64})"> -> !cute.coord<"(0,?{i64})">
  %3 = cute.to_coord(%i) : !cute.int_tuple<"(0,?{i64})"> -> !cute.coord<"(0,?{i64})">
  return
}

// -----

// A composed layout whose outer function is a layout: composed_get_inner
// yields that layout; get, select and get_shape work on the layout the
// coordinate enters first and keep the outer layout and offset.
// CHECK-LABEL: func.func @layout_outer_composed
func.func @layout_outer_composed(%c: !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))">) {
  // CHECK: cute.composed_get_inner(%{{.*}}) : <"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.layout<"(4,6):(6,1)">
  %0 = cute.composed_get_inner(%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.layout<"(4,6):(6,1)">
  // CHECK: cute.composed_get_offset(%{{.*}}) : <"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.int_tuple<"0">
  %1 = cute.composed_get_offset(%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.int_tuple<"0">
  // CHECK: cute.composed_get_outer(%{{.*}}) : <"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> <"(2,(3,4)):(1,(2,6))">
  %2 = cute.composed_get_outer(%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.layout<"(2,(3,4)):(1,(2,6))">
  // CHECK: cute.get<[1, 1]> (%{{.*}}) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.composed_layout<"(4,6):(6,1) o 0 o 4:6">
  %3 = cute.get<[1, 1]> (%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.composed_layout<"(4,6):(6,1) o 0 o 4:6">
  // CHECK: cute.select<[1, 0]> (%{{.*}}) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.composed_layout<"(4,6):(6,1) o 0 o ((3,4),2):((2,6),1)">
  %4 = cute.select<[1, 0]> (%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.composed_layout<"(4,6):(6,1) o 0 o ((3,4),2):((2,6),1)">
  // CHECK: cute.get_shape(%{{.*}}) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.shape<"(2,(3,4))">
  %5 = cute.get_shape(%c) : !cute.composed_layout<"(4,6):(6,1) o 0 o (2,(3,4)):(1,(2,6))"> -> !cute.shape<"(2,(3,4))">
  return
}

// -----

// get_scalars on a layout-outer composed layout, in print order (CuTe IR:
// A, then the offset, then B): the outer layout's integers, the offset,
// the inner layout's. The dynamic ones: A's ? (i32), A's ?{i64}, the
// offset's ? (i32).
// CHECK-LABEL: func.func @layout_outer_scalars
func.func @layout_outer_scalars(%c: !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">)
    -> (i32, i64, i32) {
  // CHECK: %{{.*}}:9 = cute.get_scalars (%{{.*}}) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  %all:9 = cute.get_scalars (%c) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  // CHECK: %{{.*}}:3 = cute.get_scalars<{only_dynamic}> (%{{.*}}) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  %d:3 = cute.get_scalars<{only_dynamic}> (%c) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  return %d#0, %d#1, %d#2 : i32, i64, i32
}

// -----

// Nested tiles: get_leaves and get_layouts_from_tile flatten them depth
// first; get_shape nests the slot shapes.
// CHECK-LABEL: func.func @nested_tile_accessors
func.func @nested_tile_accessors(%t: !cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">,
                                 %u: !cute.tile<"[6:1;[(2,?):(1,2);5:1]]">) {
  // CHECK: cute.get_leaves(%{{.*}}) : !cute.tile<"[2:1;[(3,2):(1,3);_];{{\[\[}}4:2]]]">
  %a:4 = cute.get_leaves(%t) : !cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">
  // CHECK: cute.get_layouts_from_tile(%{{.*}}) : <"[2:1;[(3,2):(1,3);_];{{\[\[}}4:2]]]">
  %b:3 = cute.get_layouts_from_tile(%t) : !cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">
  // CHECK: cute.get_shape(%{{.*}}) : !cute.tile<"[6:1;[(2,?):(1,2);5:1]]"> -> !cute.shape<"(6,((2,?),5))">
  %c = cute.get_shape(%u) : !cute.tile<"[6:1;[(2,?):(1,2);5:1]]"> -> !cute.shape<"(6,((2,?),5))">
  return
}
