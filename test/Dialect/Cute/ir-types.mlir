// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// CuTe IR's quoted types: composed layouts whose outer function is a layout,
// tuple offsets, dynamic scaled-basis coefficients.

// CHECK-LABEL: func.func private @composed
// CHECK-SAME: !cute.composed_layout<"(8,2):(2,1) o 3 o (4,4):(1,4)">
// CHECK-SAME: !cute.composed_layout<"(3,7):(1,3) o (0,0) o (3,7):(1@0,1@1)">
// CHECK-SAME: !cute.composed_layout<"((2,2),8):((1,2),4) o ((0,0),0) o ((2,2),8):((1@0@0,1@1@0),1@1)">
// CHECK-SAME: !cute.composed_layout<"S<2,3,3> o 4 o (?,8):(8,1)">
func.func private @composed(!cute.composed_layout<"(8,2):(2,1) o 3 o (4,4):(1,4)">,
                            !cute.composed_layout<"(3,7):(1,3) o (0,0) o (3,7):(1@0,1@1)">,
                            !cute.composed_layout<"((2,2),8):((1,2),4) o ((0,0),0) o ((2,2),8):((1@0@0,1@1@0),1@1)">,
                            !cute.composed_layout<"S<2,3,3> o 4 o (?,8):(8,1)">)

// CHECK-LABEL: func.func private @dynamic_bases
// CHECK-SAME: !cute.stride<"(?@1,?{i64}@0)">
// CHECK-SAME: !cute.layout<"(5,?):(?{div=4}@0@1,?@1@1)">
func.func private @dynamic_bases(!cute.stride<"(?@1,?{i64}@0)">,
                                 !cute.layout<"(5,?):(?{div=4}@0@1,?@1@1)">)

// CHECK-LABEL: func.func private @zero_with_bases
// CHECK-SAME: !cute.stride<"(0,2@1,0)">
func.func private @zero_with_bases(!cute.stride<"(0,2@1,0)">)

// A tile mode may itself be a tile, at any depth; whitespace is dropped.
// CHECK-LABEL: func.func private @nested_tiles
// CHECK-SAME: !cute.tile<"{{\[\[}}64:1;32:1]]">
// CHECK-SAME: !cute.tile<"{{\[\[}}2:1;16:1];_]">
// CHECK-SAME: !cute.tile<"[_;[(4,?):(1,?);[?{div=8}:1;_]]]">
// CHECK-SAME: !cute.tile<"{{\[\[}}(3):(1);(6):(3)];1:0]">
func.func private @nested_tiles(!cute.tile<"[[64:1;32:1]]">,
                                !cute.tile<"[ [2:1 ; 16:1] ; _ ]">,
                                !cute.tile<"[_;[(4,?):(1,?);[?{div=8}:1;_]]]">,
                                !cute.tile<"[[(3):(1);(6):(3)];1:0]">)

// A static shape slot of a tile is its compact layout, as CuTe IR holds a
// tile's slots as layouts or `_`; a shape with a dynamic extent is kept.
// CHECK-LABEL: func.func private @tile_shape_slots
// CHECK-SAME: !cute.tile<"(2,(3,2)):(1,(2,6))">
// CHECK-SAME: !cute.tile<"[8:1;_;[(2,4):(1,2)];(?,4)]">
func.func private @tile_shape_slots(!cute.tile<"(2,(3,2))">,
                                    !cute.tile<"[8;_;[(2,4)];(?,4)]">)
