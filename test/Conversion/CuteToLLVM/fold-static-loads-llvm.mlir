// cute-fold-static decides what folds from each type's lowered LLVM form, so
// it loads the LLVM dialect itself: the input here holds no LLVM op or type.
// RUN: cute-nvgpu-opt %s -cute-fold-static | FileCheck %s

// CHECK-LABEL: func.func @partly_dynamic(
// CHECK: %[[R:.*]] = cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"32:1">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
// CHECK: return %[[R]]
func.func @partly_dynamic(%a: !cute.layout<"32:1">, %b: !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)"> {
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"32:1">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
  return %r : !cute.layout<"(?,?,?):(?,1,?)">
}

// CHECK-LABEL: func.func @all_static(
// CHECK: %[[S:.*]] = cute.static : !cute.layout<"32:1">
// CHECK: return %[[S]]
func.func @all_static(%a: !cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1"> {
  %r = cute.coalesce(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  return %r : !cute.layout<"32:1">
}
