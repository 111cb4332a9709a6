// Every textual form of the cute dialect prints back byte-exact, and the
// printed form parses again to the same IR.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func private @types(
// CHECK-SAME: !cute.layout<"8:1">
// CHECK-SAME: !cute.layout<"(4,8):(1,4)">
// CHECK-SAME: !cute.layout<"(2,(1,6)):(1,(6,2))">
// CHECK-SAME: !cute.layout<"(4,?):(1,4)">
// CHECK-SAME: !cute.layout<"(8,4):(?,1)">
// CHECK-SAME: !cute.layout<"4:-1">
// CHECK-SAME: !cute.layout<"(4,8):(1@0,1@1)">
// CHECK-SAME: !cute.layout<"(2,3):(4@0@0,5@1@0)">
// CHECK-SAME: !cute.layout<"(4@0,32@1)">
// CHECK-SAME: !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">
// CHECK-SAME: !cute.composed_layout<"S<2,4,3> o 32 o (8,32):(32,1)">
// CHECK-SAME: !cute.swizzle<"S<3,4,3>">
// CHECK-SAME: !cute.swizzle<"S<0,4,3>">
func.func private @types(!cute.layout<8:1>,
                         !cute.layout<(4,8):(1,4)>,
                         !cute.layout<(2,(1,6)):(1,(6,2))>,
                         !cute.layout<(4,?):(1,4)>,
                         !cute.layout<(8,4):(?,1)>,
                         !cute.layout<4:-1>,
                         !cute.layout<(4,8):(1@0,1@1)>,
                         !cute.layout<(2,3):(4@0@0,5@1@0)>,
                         !cute.layout<(4@0, 32@1)>,
                         !cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>,
                         !cute.composed_layout<Sw<2,4,3> o 32 o (8,32):(32,1)>,
                         !cute.swizzle<3,4,3>,
                         !cute.swizzle<0,4,3>)

// Whitespace inside the body is accepted and printed canonically.
// CHECK-LABEL: func.func private @spacing(
// CHECK-SAME: !cute.layout<"(4,8):(1,4)">
// CHECK-SAME: !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">
// CHECK-SAME: !cute.layout<"(4@0,32@1)">
func.func private @spacing(!cute.layout< ( 4 , 8 ) : ( 1 , 4 ) >,
                           !cute.composed_layout<Sw<3, 4, 3>  o 0 o (64,64):(64,1)>,
                           !cute.layout<(4@0,32@1)>)

// CHECK-LABEL: func.func private @attrs()
// CHECK-SAME: a = #cute.layout<(2,(1,6)):(1,(6,2))>
// CHECK-SAME: b = #cute.layout<(4@0, 32@1)>
// CHECK-SAME: c = #cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>
// CHECK-SAME: d = #cute.swizzle<2,4,3>
// CHECK-SAME: e = #cute.layout<(?,8):(1,?)>
func.func private @attrs() attributes {
  a = #cute.layout<(2,(1,6)):(1,(6,2))>,
  b = #cute.layout<(4@0, 32@1)>,
  c = #cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>,
  d = #cute.swizzle<2,4,3>,
  e = #cute.layout<(?,8):(1,?)>}
