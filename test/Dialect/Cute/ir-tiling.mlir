// Round trip and result-type inference of the tiling, partitioning and
// product ops: divides by a layout, a tile or a shape, products, and
// tile_to_shape, on static, dynamic and composed operands.
// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file | cute-nvgpu-opt -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file -mlir-print-op-generic | cute-nvgpu-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @logical_divide_0
// CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(16,8):(1,16)">, !cute.shape<"(4,2)">) -> !cute.layout<"((4,4),(2,4)):((1,4),(16,32))">
func.func @logical_divide_0(%a: !cute.layout<"(16,8):(1,16)">, %b: !cute.shape<"(4,2)">) -> !cute.layout<"((4,4),(2,4)):((1,4),(16,32))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(16,8):(1,16)">, !cute.shape<"(4,2)">) -> !cute.layout<"((4,4),(2,4)):((1,4),(16,32))">
  return %r : !cute.layout<"((4,4),(2,4)):((1,4),(16,32))">
}

// -----

// CHECK-LABEL: func.func @zipped_divide_0
// CHECK: cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(16,8):(1,16)">, !cute.tile<"[4:1]">) -> !cute.layout<"((4),(4,8)):((1),(4,16))">
func.func @zipped_divide_0(%a: !cute.layout<"(16,8):(1,16)">, %b: !cute.tile<"[4:1]">) -> !cute.layout<"((4),(4,8)):((1),(4,16))"> {
  %r = cute.zipped_divide(%a, %b) : (!cute.layout<"(16,8):(1,16)">, !cute.tile<"[4:1]">) -> !cute.layout<"((4),(4,8)):((1),(4,16))">
  return %r : !cute.layout<"((4),(4,8)):((1),(4,16))">
}

// -----

// CHECK-LABEL: func.func @tiled_divide_0
// CHECK: cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"32:1">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
func.func @tiled_divide_0(%a: !cute.layout<"32:1">, %b: !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)"> {
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"32:1">, !cute.layout<"?:?">) -> !cute.layout<"(?,?,?):(?,1,?)">
  return %r : !cute.layout<"(?,?,?):(?,1,?)">
}

// -----

// CHECK-LABEL: func.func @flat_divide_0
// CHECK: cute.flat_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,?):(1,8)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)">
func.func @flat_divide_0(%a: !cute.layout<"(8,?):(1,8)">, %b: !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)"> {
  %r = cute.flat_divide(%a, %b) : (!cute.layout<"(8,?):(1,8)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)">
  return %r : !cute.layout<"(2,4,4,?):(1,8,2,32)">
}

// -----

// CHECK-LABEL: func.func @logical_divide_1
// CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, !cute.shape<"(4,4)">) -> !cute.composed_layout<"S<2,3,3> o 0 o ((4,2),(4,2)):((8,32),(1,4))">
func.func @logical_divide_1(%a: !cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, %b: !cute.shape<"(4,4)">) -> !cute.composed_layout<"S<2,3,3> o 0 o ((4,2),(4,2)):((8,32),(1,4))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,8):(8,1)">, !cute.shape<"(4,4)">) -> !cute.composed_layout<"S<2,3,3> o 0 o ((4,2),(4,2)):((8,32),(1,4))">
  return %r : !cute.composed_layout<"S<2,3,3> o 0 o ((4,2),(4,2)):((8,32),(1,4))">
}

// -----

// CHECK-LABEL: func.func @zipped_divide_1
// CHECK: cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(12,6):(6,1)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,3),(2,6)):((6,12),(36,1))">
func.func @zipped_divide_1(%a: !cute.layout<"(12,6):(6,1)">, %b: !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,3),(2,6)):((6,12),(36,1))"> {
  %r = cute.zipped_divide(%a, %b) : (!cute.layout<"(12,6):(6,1)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,3),(2,6)):((6,12),(36,1))">
  return %r : !cute.layout<"((2,3),(2,6)):((6,12),(36,1))">
}

// -----

// CHECK-LABEL: func.func @logical_product_0
// CHECK: cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.layout<"4:1">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"(4,(?,2)):(1,(4,?))">
func.func @logical_product_0(%a: !cute.layout<"4:1">, %b: !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"(4,(?,2)):(1,(4,?))"> {
  %r = cute.logical_product(%a, %b) : (!cute.layout<"4:1">, !cute.layout<"(?,2):(1,?)">) -> !cute.layout<"(4,(?,2)):(1,(4,?))">
  return %r : !cute.layout<"(4,(?,2)):(1,(4,?))">
}

// -----

// CHECK-LABEL: func.func @zipped_product_0
// CHECK: cute.zipped_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),(3,?)):((1,2),(4,12))">
func.func @zipped_product_0(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),(3,?)):((1,2),(4,12))"> {
  %r = cute.zipped_product(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),(3,?)):((1,2),(4,12))">
  return %r : !cute.layout<"((2,2),(3,?)):((1,2),(4,12))">
}

// -----

// CHECK-LABEL: func.func @tiled_product_0
// CHECK: cute.tiled_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)">
func.func @tiled_product_0(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)"> {
  %r = cute.tiled_product(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)">
  return %r : !cute.layout<"((2,2),3,?):((1,2),4,12)">
}

// -----

// CHECK-LABEL: func.func @flat_product_0
// CHECK: cute.flat_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)">
func.func @flat_product_0(%a: !cute.layout<"(2,2):(1,2)">, %b: !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)"> {
  %r = cute.flat_product(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)">
  return %r : !cute.layout<"(2,2,3,?):(1,2,4,12)">
}

// -----

// CHECK-LABEL: func.func @blocked_product_0
// CHECK: cute.blocked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((2,3),(4,2)):((1,16),(2,8))">
func.func @blocked_product_0(%a: !cute.layout<"(2,4):(1,2)">, %b: !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((2,3),(4,2)):((1,16),(2,8))"> {
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((2,3),(4,2)):((1,16),(2,8))">
  return %r : !cute.layout<"((2,3),(4,2)):((1,16),(2,8))">
}

// -----

// CHECK-LABEL: func.func @raked_product_0
// CHECK: cute.raked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
func.func @raked_product_0(%a: !cute.layout<"(2,4):(1,2)">, %b: !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))"> {
  %r = cute.raked_product(%a, %b) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
  return %r : !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
}

// -----

// CHECK-LABEL: func.func @blocked_product_1
// CHECK: cute.blocked_product(%{{.*}}, %{{.*}}) : (!cute.layout<"2:1">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
func.func @blocked_product_1(%a: !cute.layout<"2:1">, %b: !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))"> {
  %r = cute.blocked_product(%a, %b) : (!cute.layout<"2:1">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
  return %r : !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
}

// -----

// CHECK-LABEL: func.func @logical_product_1
// CHECK: cute.logical_product(%{{.*}}, %{{.*}}) : (!cute.composed_layout<"S<1,2,3> o 0 o (4,2):(1,4)">, !cute.layout<"3:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((4,2),3):((1,4),8)">
func.func @logical_product_1(%a: !cute.composed_layout<"S<1,2,3> o 0 o (4,2):(1,4)">, %b: !cute.layout<"3:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((4,2),3):((1,4),8)"> {
  %r = cute.logical_product(%a, %b) : (!cute.composed_layout<"S<1,2,3> o 0 o (4,2):(1,4)">, !cute.layout<"3:1">) -> !cute.composed_layout<"S<1,2,3> o 0 o ((4,2),3):((1,4),8)">
  return %r : !cute.composed_layout<"S<1,2,3> o 0 o ((4,2),3):((1,4),8)">
}

// -----

// CHECK-LABEL: func.func @logical_divide_2
// CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(16,8):(1,16)">, !cute.tile<"[_;2:1]">) -> !cute.layout<"(16,(2,4)):(1,(16,32))">
func.func @logical_divide_2(%a: !cute.layout<"(16,8):(1,16)">, %b: !cute.tile<"[_;2:1]">) -> !cute.layout<"(16,(2,4)):(1,(16,32))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(16,8):(1,16)">, !cute.tile<"[_;2:1]">) -> !cute.layout<"(16,(2,4)):(1,(16,32))">
  return %r : !cute.layout<"(16,(2,4)):(1,(16,32))">
}

// -----

// CHECK-LABEL: func.func @tile_to_shape_0
// CHECK: cute.tile_to_shape(%{{.*}}, %{{.*}}, %{{.*}}) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(8,?)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,4),(4,?)):((4,?),(1,8))">
func.func @tile_to_shape_0(%a: !cute.layout<"(2,4):(4,1)">, %s: !cute.shape<"(8,?)">, %o: !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,4),(4,?)):((4,?),(1,8))"> {
  %r = cute.tile_to_shape(%a, %s, %o) : (!cute.layout<"(2,4):(4,1)">, !cute.shape<"(8,?)">, !cute.int_tuple<"(1,0)">) -> !cute.layout<"((2,4),(4,?)):((4,?),(1,8))">
  return %r : !cute.layout<"((2,4),(4,?)):((4,?),(1,8))">
}

// -----

// CHECK-LABEL: func.func @tile_to_shape_1
// CHECK: cute.tile_to_shape(%{{.*}}, %{{.*}}) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
func.func @tile_to_shape_1(%a: !cute.layout<"(2,2):(1,2)">, %s: !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))"> {
  %r = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(6,4)">) -> !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
  return %r : !cute.layout<"((2,3),(2,2)):((1,4),(2,12))">
}

// -----

// A scaled-basis tiler `4:8@0` picks stride 8 in mode 0 of the input; the
// rest keeps mode 0 past the tile and all of mode 1, each in its own basis.
// CHECK-LABEL: func.func @logical_divide_scaled_basis
// CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
func.func @logical_divide_scaled_basis(%a: !cute.layout<"(32,16):(1@1,1@0)">, %b: !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))"> {
  %r = cute.logical_divide(%a, %b) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
  return %r : !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
}

// -----

// CHECK-LABEL: func.func @zipped_divide_scaled_basis
// CHECK: cute.zipped_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
func.func @zipped_divide_scaled_basis(%a: !cute.layout<"(32,16):(1@1,1@0)">, %b: !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))"> {
  %r = cute.zipped_divide(%a, %b) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
  return %r : !cute.layout<"(4,(8,16)):(8@1,(1@1,1@0))">
}

// -----

// CHECK-LABEL: func.func @tiled_divide_scaled_basis
// CHECK: cute.tiled_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
func.func @tiled_divide_scaled_basis(%a: !cute.layout<"(32,16):(1@1,1@0)">, %b: !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)"> {
  %r = cute.tiled_divide(%a, %b) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
  return %r : !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
}

// -----

// CHECK-LABEL: func.func @flat_divide_scaled_basis
// CHECK: cute.flat_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
func.func @flat_divide_scaled_basis(%a: !cute.layout<"(32,16):(1@1,1@0)">, %b: !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)"> {
  %r = cute.flat_divide(%a, %b) : (!cute.layout<"(32,16):(1@1,1@0)">, !cute.layout<"4:8@0">) -> !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
  return %r : !cute.layout<"(4,8,16):(8@1,1@1,1@0)">
}

// -----

// A nested tile divides the nested modes of the input mode it meets.
// CHECK-LABEL: func.func @logical_divide_nested_tile
// CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(8,(4,6)):(1,(8,32))">, !cute.tile<"[2:1;[2:1;3:1]]">) -> !cute.layout<"((2,4),((2,2),(3,2))):((1,2),((8,16),(32,96)))">
func.func @logical_divide_nested_tile(%a: !cute.layout<"(8,(4,6)):(1,(8,32))">, %t: !cute.tile<"[2:1;[2:1;3:1]]">) -> !cute.layout<"((2,4),((2,2),(3,2))):((1,2),((8,16),(32,96)))"> {
  %r = cute.logical_divide(%a, %t) : (!cute.layout<"(8,(4,6)):(1,(8,32))">, !cute.tile<"[2:1;[2:1;3:1]]">) -> !cute.layout<"((2,4),((2,2),(3,2))):((1,2),((8,16),(32,96)))">
  return %r : !cute.layout<"((2,4),((2,2),(3,2))):((1,2),((8,16),(32,96)))">
}
