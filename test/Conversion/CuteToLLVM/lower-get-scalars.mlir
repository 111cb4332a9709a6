// RUN: cute-nvgpu-opt %s -convert-cute-to-llvm | FileCheck %s

// cute.get_scalars of a composed layout lowers in the order its result
// types are inferred, print order as CuTe IR defines it: the outer
// function (a layout's integers, or a swizzle's B, M, S), the offset, the
// inner layout. The lowered struct holds the inner layout first, so each
// result is read from its own member: A's `?` and `?{i64}` from [2, 0] and
// [2, 1], the offset from [1]. (Inference and lowering once disagreed: the
// module fuzzer's lowering stage found an i64 leaf sign-extended into an
// i32 result.)

// CHECK-LABEL: func.func @outer_layout(
// CHECK-NEXT: %[[A0:.*]] = llvm.extractvalue %arg0[2, 0]
// CHECK-NEXT: %[[A1:.*]] = llvm.extractvalue %arg0[2, 1]
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: return %[[A0]], %[[A1]], %[[OFF]] : i32, i64, i32

// A swizzle outer function: B, M, S first (constants), then the offset and
// the inner layout's leaves, static ones as constants.
// CHECK-LABEL: func.func @outer_swizzle(
// CHECK-NEXT: %[[OFF:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[SHAPE:.*]] = llvm.extractvalue %arg0[0, 0]
// CHECK-NEXT: %[[STRIDE:.*]] = llvm.extractvalue %arg0[0, 1]
// CHECK-NEXT: %[[B:.*]] = arith.constant 3 : i32
// CHECK-NEXT: arith.constant 4 : i32
// CHECK-NEXT: %[[S:.*]] = arith.constant 3 : i32
// CHECK-NEXT: arith.constant 8 : i32
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: return %[[B]], %[[S]], %[[OFF]], %[[SHAPE]], %[[STRIDE]] : i32, i32, i32, i32, i32

func.func @outer_layout(%c: !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">) -> (i32, i64, i32) {
  %d:3 = cute.get_scalars<{only_dynamic}> (%c) : !cute.composed_layout<"(?,5):(1,?{i64}) o ? o (2,3):(3,1)">
  return %d#0, %d#1, %d#2 : i32, i64, i32
}
func.func @outer_swizzle(%c: !cute.composed_layout<"S<3,4,3> o ? o (8,?):(?,1)">) -> (i32, i32, i32, i32, i32) {
  %a:8 = cute.get_scalars (%c) : !cute.composed_layout<"S<3,4,3> o ? o (8,?):(?,1)">
  return %a#0, %a#2, %a#3, %a#5, %a#6 : i32, i32, i32, i32, i32
}
