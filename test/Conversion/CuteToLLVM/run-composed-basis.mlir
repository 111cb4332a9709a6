// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// A composed layout whose outer function is a layout with dynamic leaves
// keeps them (print order: A, offset, B), and a scaled basis with a dynamic
// coefficient (`?@1`) is a run-time leaf like `?`.

// CHECK: (9,4):(1,9) o 21 o (3,2):(2,1)
// CHECK-NEXT: (9,4):(1,9)
// CHECK-NEXT: (5,8):(1@0,12@1)
// CHECK-NEXT: (1@0,12@1)
// CHECK-NEXT: (1@0,12@1)

func.func private @stride_of(%l: !cute.layout<"(?,8):(1@0,?@1)">)
    -> !cute.stride<"(1@0,?@1)"> {
  %s = cute.get_stride(%l) : !cute.layout<"(?,8):(1@0,?@1)"> -> !cute.stride<"(1@0,?@1)">
  return %s : !cute.stride<"(1@0,?@1)">
}

func.func @main() {
  %n = arith.constant 9 : i32
  %sh = cute.make_shape (%n) : (i32) -> !cute.shape<"(?,4)">
  %st = cute.make_stride (%n) : (i32) -> !cute.stride<"(1,?)">
  %a = cute.make_layout (%sh, %st) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %off = cute.static : !cute.int_tuple<"21">
  %b = cute.static : !cute.layout<"(3,2):(2,1)">
  %c = cute.make_composed_layout (%a, %off, %b)
      : (!cute.layout<"(?,4):(1,?)">, !cute.int_tuple<"21">, !cute.layout<"(3,2):(2,1)">)
     -> !cute.composed_layout<"(?,4):(1,?) o 21 o (3,2):(2,1)">
  cute.print(%c) : !cute.composed_layout<"(?,4):(1,?) o 21 o (3,2):(2,1)">
  %inner = cute.composed_get_inner(%c)
      : !cute.composed_layout<"(?,4):(1,?) o 21 o (3,2):(2,1)"> -> !cute.layout<"(?,4):(1,?)">
  cute.print(%inner) : !cute.layout<"(?,4):(1,?)">

  %m = arith.constant 5 : i32
  %k = arith.constant 12 : i32
  %sh2 = cute.make_shape (%m) : (i32) -> !cute.shape<"(?,8)">
  %st2 = cute.make_stride (%k) : (i32) -> !cute.stride<"(1@0,?@1)">
  %l = cute.make_layout (%sh2, %st2) : (!cute.shape<"(?,8)">, !cute.stride<"(1@0,?@1)">) -> !cute.layout<"(?,8):(1@0,?@1)">
  cute.print(%l) : !cute.layout<"(?,8):(1@0,?@1)">
  cute.print(%st2) : !cute.stride<"(1@0,?@1)">
  %s = func.call @stride_of(%l) : (!cute.layout<"(?,8):(1@0,?@1)">) -> !cute.stride<"(1@0,?@1)">
  cute.print(%s) : !cute.stride<"(1@0,?@1)">
  return
}
