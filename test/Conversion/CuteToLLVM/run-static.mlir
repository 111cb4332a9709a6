// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// Static values print as CuTe IR spells them, through calls and returns.
// CHECK: (3,(2,_))
// CHECK-NEXT: (6,2):(2,1)
// CHECK-NEXT: [4:2;(3,2):(1,6)]
// CHECK-NEXT: S<2,4,3> o 0 o (16,8):(8,1)
// CHECK-NEXT: (4,2):(1@1,1@0)
// CHECK-NEXT: S<2,4,3>
// CHECK-NEXT: (6,2):(2,1)

func.func private @row_major() -> !cute.layout<"(6,2):(2,1)"> {
  %l = cute.static : !cute.layout<"(6,2):(2,1)">
  return %l : !cute.layout<"(6,2):(2,1)">
}

func.func @main() {
  %c = cute.static : !cute.coord<"(3,(2,_))">
  cute.print(%c) : !cute.coord<"(3,(2,_))">
  %l = func.call @row_major() : () -> !cute.layout<"(6,2):(2,1)">
  cute.print(%l) : !cute.layout<"(6,2):(2,1)">
  %t = cute.static : !cute.tile<"[4:2;(3,2):(1,6)]">
  cute.print(%t) : !cute.tile<"[4:2;(3,2):(1,6)]">
  %cl = cute.static : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
  cute.print(%cl) : !cute.composed_layout<"S<2,4,3> o 0 o (16,8):(8,1)">
  %b = cute.static : !cute.layout<"(4,2):(1@1,1@0)">
  cute.print(%b) : !cute.layout<"(4,2):(1@1,1@0)">
  %sw = cute.static : !cute.swizzle<"S<2,4,3>">
  cute.print(%sw) : !cute.swizzle<"S<2,4,3>">
  cute.print(%l) : !cute.layout<"(6,2):(2,1)">
  return
}
