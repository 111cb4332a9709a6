// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @leaves
func.func @leaves(%a: i32, %b: i64, %t: !cute.int_tuple<"?{i64}">) {
  // CHECK: cute.make_int_tuple(%{{.*}}, %{{.*}}) : (i32, i64) -> !cute.int_tuple<"(?,(3,?{i64}))">
  %0 = cute.make_int_tuple(%a, %b) : (i32, i64) -> !cute.int_tuple<"(?,(3,?{i64}))">
  // CHECK: cute.make_shape(%{{.*}}) : (!cute.int_tuple<"?{i64}">) -> !cute.shape<"(16,?{i64})">
  %1 = cute.make_shape(%t) : (!cute.int_tuple<"?{i64}">) -> !cute.shape<"(16,?{i64})">
  // CHECK: cute.make_stride(%{{.*}}) : (i32) -> !cute.stride<"(0,?@1)">
  %2 = cute.make_stride(%a) : (i32) -> !cute.stride<"(0,?@1)">
  // CHECK: cute.make_coord(%{{.*}}) : (i32) -> !cute.coord<"(_,?)">
  %3 = cute.make_coord(%a) : (i32) -> !cute.coord<"(_,?)">
  // CHECK: cute.make_tile(%{{.*}}, %{{.*}}) : (i32, i32) -> !cute.tile<"[?:2;_;(4,?):(1,4)]">
  %4 = cute.make_tile(%a, %a) : (i32, i32) -> !cute.tile<"[?:2;_;(4,?):(1,4)]">
  // CHECK: cute.make_int_tuple() : () -> !cute.int_tuple<"(7,1)">
  %5 = cute.make_int_tuple() : () -> !cute.int_tuple<"(7,1)">
  return
}

// CHECK-LABEL: func.func @layouts
func.func @layouts(%s: !cute.shape<"(?,8)">, %d: !cute.stride<"(8,1)">,
                   %sw: !cute.swizzle<"S<2,2,3>">, %o: !cute.int_tuple<"0">,
                   %l: !cute.layout<"(8,8):(8,1)">, %a: !cute.layout<"(6,6):(6,1)">,
                   %o2: !cute.int_tuple<"3">) {
  // CHECK: cute.make_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
  %0 = cute.make_layout(%s, %d) : (!cute.shape<"(?,8)">, !cute.stride<"(8,1)">) -> !cute.layout<"(?,8):(8,1)">
  // CHECK: cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.swizzle<"S<2,2,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">
  %1 = cute.make_composed_layout(%sw, %o, %l) : (!cute.swizzle<"S<2,2,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">
  // CHECK: cute.make_composed_layout(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(6,6):(6,1)">, !cute.int_tuple<"3">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"(6,6):(6,1) o 3 o (8,8):(8,1)">
  %2 = cute.make_composed_layout(%a, %o2, %l) : (!cute.layout<"(6,6):(6,1)">, !cute.int_tuple<"3">, !cute.layout<"(8,8):(8,1)">) -> !cute.composed_layout<"(6,6):(6,1) o 3 o (8,8):(8,1)">
  return
}

// CHECK-LABEL: func.func @advanced
func.func @advanced(%l: !cute.layout<"(3,(2,5)):(10,(1,2))">,
                    %c: !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)">,
                    %s: !cute.shape<"(3,(2,?))">, %s2: !cute.shape<"(2,3,4)">,
                    %o: !cute.int_tuple<"(2,0,1)">) {
  // CHECK: cute.make_layout_like(%{{.*}}) : !cute.layout<"(3,(2,5)):(10,(1,2))"> -> !cute.layout<"(3,(2,5)):(10,(1,2))">
  %0 = cute.make_layout_like(%l) : !cute.layout<"(3,(2,5)):(10,(1,2))"> -> !cute.layout<"(3,(2,5)):(10,(1,2))">
  // CHECK: cute.make_layout_like(%{{.*}}) : !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)"> -> !cute.layout<"(4,4):(4,1)">
  %1 = cute.make_layout_like(%c) : !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)"> -> !cute.layout<"(4,4):(4,1)">
  // CHECK: cute.make_ordered_layout(%{{.*}}, %{{.*}}) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
  %2 = cute.make_ordered_layout(%s2, %o) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
  // CHECK: cute.make_identity_layout(%{{.*}}) : !cute.shape<"(3,(2,?))"> -> !cute.layout<"(3,(2,?)):(1@0,(1@0@1,1@1@1))">
  %3 = cute.make_identity_layout(%s) : !cute.shape<"(3,(2,?))"> -> !cute.layout<"(3,(2,?)):(1@0,(1@0@1,1@1@1))">
  return
}

// A nested tile's dynamic leaves take operands in print order, depth first.
// CHECK-LABEL: func.func @make_nested_tile
func.func @make_nested_tile(%a: i32, %b: i64) {
  // CHECK: cute.make_tile(%{{.*}}, %{{.*}}) : (i32, i64) -> !cute.tile<"{{\[\[}}?:1;_];(2,?{i64}):(1,2)]">
  %0 = cute.make_tile(%a, %b) : (i32, i64) -> !cute.tile<"[[?:1;_];(2,?{i64}):(1,2)]">
  // CHECK: cute.make_tile() : () -> !cute.tile<"[4:1;[8:1;[2:2]]]">
  %1 = cute.make_tile() : () -> !cute.tile<"[4:1;[8:1;[2:2]]]">
  return
}
