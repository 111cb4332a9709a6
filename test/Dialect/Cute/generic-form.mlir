// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file > %t.1.mlir
// RUN: cute-nvgpu-opt %t.1.mlir -split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// `cute` ops in MLIR's generic form (as CuTe DSL's generic dumps write
// them): each parses, verifies and prints in its custom form, and that
// print parses again and prints the same. The custom forms of these ops
// have their own tests; here only the generic spelling is pinned.

// cute.add_offset, cute.assume, cute.inttoptr, cute.memref.alloca, cute.memref.load, cute.memref.store, cute.ptrtoint, cute.recast_iter
"func.func"() <{function_type = (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">, !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">, !cute.int_tuple<"?">, i64, !cute.coord<"(?,1)">, f32) -> (), sym_name = "views"}> ({
^bb0(%arg5: !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">, %arg6: !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, %arg7: !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">, %arg8: !cute.int_tuple<"?">, %arg9: i64, %arg10: !cute.coord<"(?,1)">, %arg11: f32):
  %10 = "cute.get_iter"(%arg5) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.ptr<f16, smem, align<16>, S<2,4,3>>
  %11 = "cute.get_layout"(%arg5) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">
  %12 = "cute.make_view"(%10, %11) : (!cute.ptr<f16, smem, align<16>, S<2,4,3>>, !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
  %13 = "cute.get_iter"(%arg7) : (!cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">) -> !cute.int_tuple<"(?,?)">
  %14 = "cute.get_layout"(%arg7) : (!cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">) -> !cute.layout<"(4,2):(1@0,1@1)">
  %15 = "cute.make_view"(%13) : (!cute.int_tuple<"(?,?)">) -> !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">
  %16 = "cute.get_layout"(%arg6) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> !cute.layout<"(4,2):(1,4)">
  %17 = "cute.memref.alloca"(%16) : (!cute.layout<"(4,2):(1,4)">) -> !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
  %18 = "cute.memref.load"(%17, %arg10) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, !cute.coord<"(?,1)">) -> f32
  "cute.memref.store"(%17, %arg10, %arg11) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, !cute.coord<"(?,1)">, f32) -> ()
  %19 = "cute.memref.load_vec"(%17) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> vector<8xf32>
  "cute.memref.store_vec"(%19, %17) : (vector<8xf32>, !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> ()
  %20 = "cute.get_iter"(%arg6) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> !cute.ptr<f32, rmem, align<32>>
  %21 = "cute.add_offset"(%20, %arg8) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
  %22 = "cute.assume"(%arg9) : (i64) -> !cute.i64<divby 128>
  %23 = "cute.inttoptr"(%22) : (!cute.i64<divby 128>) -> !cute.ptr<i8, smem, align<128>>
  %24 = "cute.recast_iter"(%23) : (!cute.ptr<i8, smem, align<128>>) -> !cute.ptr<f16, smem, align<128>, S<3,4,3>>
  %25 = "cute.ptrtoint"(%23) : (!cute.ptr<i8, smem, align<128>>) -> i32
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @views(
// CHECK-NEXT: %0 = cute.get_iter(%arg0) : !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
// CHECK-NEXT: %1 = cute.get_layout(%arg0) : !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
// CHECK-NEXT: %2 = cute.make_view(%0, %1) : !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
// CHECK-NEXT: %3 = cute.get_iter(%arg2) : !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %4 = cute.get_layout(%arg2) : !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %5 = cute.make_view(%3) : !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %6 = cute.get_layout(%arg1) : !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
// CHECK-NEXT: %7 = cute.memref.alloca(%6) : !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
// CHECK-NEXT: %8 = cute.memref.load(%7, %arg5) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, !cute.coord<"(?,1)">) -> f32
// CHECK-NEXT: cute.memref.store(%7, %arg5, %arg6) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">, !cute.coord<"(?,1)">, f32) -> ()
// CHECK-NEXT: %9 = cute.memref.load_vec %7 : !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
// CHECK-NEXT: cute.memref.store_vec %9, %7 : !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
// CHECK-NEXT: %10 = cute.get_iter(%arg1) : !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
// CHECK-NEXT: %11 = cute.add_offset(%10, %arg3) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
// CHECK-NEXT: %12 = cute.assume(%arg4) : (i64) -> !cute.i64<divby 128>
// CHECK-NEXT: %13 = cute.inttoptr(%12) : !cute.i64<divby 128> to !cute.ptr<i8, smem, align<128>>
// CHECK-NEXT: %14 = cute.recast_iter(%13) : !cute.ptr<i8, smem, align<128>> to !cute.ptr<f16, smem, align<128>, S<3,4,3>>
// CHECK-NEXT: %15 = cute.ptrtoint(%13) : !cute.ptr<i8, smem, align<128>> to i32
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.to_coord, cute.to_int_tuple, cute.to_shape, cute.to_stride
"func.func"() <{function_type = (!cute.shape<"(?,(2,6))">, !cute.int_tuple<"(0,?{i64})">) -> (), sym_name = "casts"}> ({
^bb0(%arg0: !cute.shape<"(?,(2,6))">, %arg1: !cute.int_tuple<"(0,?{i64})">):
  %0 = "cute.to_int_tuple"(%arg0) : (!cute.shape<"(?,(2,6))">) -> !cute.int_tuple<"(?,(2,6))">
  %1 = "cute.to_shape"(%arg1) : (!cute.int_tuple<"(0,?{i64})">) -> !cute.shape<"(0,?{i64})">
  %2 = "cute.to_stride"(%arg1) : (!cute.int_tuple<"(0,?{i64})">) -> !cute.stride<"(0,?{i64})">
  %3 = "cute.to_coord"(%arg1) : (!cute.int_tuple<"(0,?{i64})">) -> !cute.coord<"(0,?{i64})">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %0 = cute.to_int_tuple(%arg0) : !cute.shape<"(?,(2,6))"> -> !cute.int_tuple<"(?,(2,6))">
// CHECK-NEXT: %1 = cute.to_shape(%arg1) : !cute.int_tuple<"(0,?{i64})"> -> !cute.shape<"(0,?{i64})">
// CHECK-NEXT: %2 = cute.to_stride(%arg1) : !cute.int_tuple<"(0,?{i64})"> -> !cute.stride<"(0,?{i64})">
// CHECK-NEXT: %3 = cute.to_coord(%arg1) : !cute.int_tuple<"(0,?{i64})"> -> !cute.coord<"(0,?{i64})">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.filter, cute.max_common_layout, cute.tile_to_shape, cute.zipped_product
"func.func"() <{function_type = () -> (), sym_name = "products"}> ({
  %6 = "cute.static"() : () -> !cute.layout<"(2,2):(1,2)">
  %7 = "cute.static"() : () -> !cute.layout<"(3,4):(1,3)">
  %8 = "cute.zipped_product"(%6, %7) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"((2,2),(3,4)):((1,2),(4,12))">
  %9 = "cute.static"() : () -> !cute.shape<"(4,8)">
  %10 = "cute.tile_to_shape"(%6, %9) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">) -> !cute.layout<"((2,2),(2,4)):((1,4),(2,8))">
  %11 = "cute.static"() : () -> !cute.layout<"(8,8):(1,8)">
  %12 = "cute.static"() : () -> !cute.layout<"2:1">
  %13 = "cute.static"() : () -> !cute.layout<"(4,1,2):(1,0,4)">
  %14 = "cute.filter"(%13) : (!cute.layout<"(4,1,2):(1,0,4)">) -> !cute.layout<"8:1">
  %15 = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  %16 = "cute.static"() : () -> !cute.layout<"(4,8):(1,8)">
  %17 = "cute.max_common_layout"(%15, %16) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,8)">) -> !cute.layout<"4:1">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @products(
// CHECK-NEXT: %0 = cute.static : !cute.layout<"(2,2):(1,2)">
// CHECK-NEXT: %1 = cute.static : !cute.layout<"(3,4):(1,3)">
// CHECK-NEXT: %2 = cute.zipped_product(%0, %1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"((2,2),(3,4)):((1,2),(4,12))">
// CHECK-NEXT: %3 = cute.static : !cute.shape<"(4,8)">
// CHECK-NEXT: %4 = cute.tile_to_shape(%0, %3) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">) -> !cute.layout<"((2,2),(2,4)):((1,4),(2,8))">
// CHECK-NEXT: %5 = cute.static : !cute.layout<"(8,8):(1,8)">
// CHECK-NEXT: %6 = cute.static : !cute.layout<"2:1">
// CHECK-NEXT: %7 = cute.static : !cute.layout<"(4,1,2):(1,0,4)">
// CHECK-NEXT: %8 = cute.filter(%7) : (!cute.layout<"(4,1,2):(1,0,4)">) -> !cute.layout<"8:1">
// CHECK-NEXT: %9 = cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: %10 = cute.static : !cute.layout<"(4,8):(1,8)">
// CHECK-NEXT: %11 = cute.max_common_layout(%9, %10) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,8)">) -> !cute.layout<"4:1">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.composed_get_outer, cute.elem_less, cute.tuple_add
"func.func"() <{function_type = (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">, !cute.int_tuple<"(9,?)">, !cute.tile<"[2:1;4:1]">, !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> (), sym_name = "binary_forms"}> ({
^bb0(%arg2: !cute.coord<"(?,1)">, %arg3: !cute.shape<"(4,8)">, %arg4: !cute.int_tuple<"(9,?)">, %arg5: !cute.tile<"[2:1;4:1]">, %arg6: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">):
  %4 = "cute.elem_less"(%arg2, %arg3) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
  %5 = "cute.elem_less"(%arg2, %arg3) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
  %6 = "cute.ceil_div"(%arg4, %arg3) : (!cute.int_tuple<"(9,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"(3,?)">
  %7 = "cute.tuple_add"(%arg4, %arg4) : (!cute.int_tuple<"(9,?)">, !cute.int_tuple<"(9,?)">) -> !cute.int_tuple<"(18,?)">
  %8 = "cute.composed_get_outer"(%arg6) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.layout<"(8,64):(64,1)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @binary_forms(
// CHECK-NEXT: %0 = cute.elem_less(%arg0, %arg1) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
// CHECK-NEXT: %1 = cute.elem_less(%arg0, %arg1) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
// CHECK-NEXT: %2 = cute.ceil_div(%arg2, %arg1) : (!cute.int_tuple<"(9,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"(3,?)">
// CHECK-NEXT: %3 = cute.tuple_add(%arg2, %arg2) : (!cute.int_tuple<"(9,?)">, !cute.int_tuple<"(9,?)">) -> !cute.int_tuple<"(18,?)">
// CHECK-NEXT: %4 = cute.composed_get_outer(%arg4) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> <"(8,64):(64,1)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.left_inverse, cute.right_inverse
"func.func"() <{function_type = (!cute.layout<"(16,8):(1,16)">, !cute.layout<"(2,6):(6,1)">, !cute.layout<"(4,2,3):(2,?,8)">) -> (), sym_name = "recast_and_inverses"}> ({
^bb0(%arg2: !cute.layout<"(16,8):(1,16)">, %arg3: !cute.layout<"(2,6):(6,1)">, %arg4: !cute.layout<"(4,2,3):(2,?,8)">):
  %2 = "cute.recast_layout"(%arg2) <{new_type_bits = 32 : i32, old_type_bits = 8 : i32}> : (!cute.layout<"(16,8):(1,16)">) -> !cute.layout<"(4,8):(1,4)">
  %3 = "cute.right_inverse"(%arg3) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  %4 = "cute.left_inverse"(%arg3) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @recast_and_inverses(
// CHECK-NEXT: %0 = cute.recast_layout<32, 8> (%arg0) : !cute.layout<"(16,8):(1,16)"> -> !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: %1 = cute.right_inverse(%arg1) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
// CHECK-NEXT: %2 = cute.left_inverse(%arg1) : (!cute.layout<"(2,6):(6,1)">) -> !cute.layout<"(6,2):(2,1)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.get_layouts_from_tile, cute.get_shape
"func.func"() <{function_type = (!cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">, !cute.tile<"[6:1;[(2,?):(1,2);5:1]]">) -> (), sym_name = "nested_tile_accessors"}> ({
^bb0(%arg0: !cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">, %arg1: !cute.tile<"[6:1;[(2,?):(1,2);5:1]]">):
  %0:4 = "cute.get_leaves"(%arg0) : (!cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">) -> (!cute.layout<"2:1">, !cute.layout<"(3,2):(1,3)">, !cute.tile<"_">, !cute.layout<"4:2">)
  %1:3 = "cute.get_layouts_from_tile"(%arg0) : (!cute.tile<"[2:1;[(3,2):(1,3);_];[[4:2]]]">) -> (!cute.layout<"2:1">, !cute.layout<"(3,2):(1,3)">, !cute.layout<"4:2">)
  %2 = "cute.get_shape"(%arg1) : (!cute.tile<"[6:1;[(2,?):(1,2);5:1]]">) -> !cute.shape<"(6,((2,?),5))">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @nested_tile_accessors(
// CHECK-NEXT: %0:4 = cute.get_leaves(%arg0) : !cute.tile<"[2:1;[(3,2):(1,3);_];{{\[\[}}4:2]]]">
// CHECK-NEXT: %1:3 = cute.get_layouts_from_tile(%arg0) : <"[2:1;[(3,2):(1,3);_];{{\[\[}}4:2]]]">
// CHECK-NEXT: %2 = cute.get_shape(%arg1) : !cute.tile<"[6:1;[(2,?):(1,2);5:1]]"> -> !cute.shape<"(6,((2,?),5))">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.idx2crd, cute.increment_coord
"func.func"() <{function_type = (!cute.shape<"(3,(2,?))">, !cute.int_tuple<"?{i64}">) -> (), sym_name = "indices"}> ({
^bb0(%arg0: !cute.shape<"(3,(2,?))">, %arg1: !cute.int_tuple<"?{i64}">):
  %0 = "cute.static"() : () -> !cute.coord<"(2,(1,0))">
  %1 = "cute.static"() : () -> !cute.int_tuple<"11">
  %2 = "cute.crd2idx"(%0, %arg0) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.int_tuple<"5">
  %3 = "cute.idx2crd"(%1, %arg0) : (!cute.int_tuple<"11">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(2,(1,1))">
  %4 = "cute.idx2crd"(%arg1, %arg0) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(?{i64},(?{i64},?{i64}))">
  %5 = "cute.increment_coord"(%0, %arg0) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(0,(0,1))">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @indices(
// CHECK-NEXT: %0 = cute.static : !cute.coord<"(2,(1,0))">
// CHECK-NEXT: %1 = cute.static : !cute.int_tuple<"11">
// CHECK-NEXT: %2 = cute.crd2idx(%0, %arg0) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.int_tuple<"5">
// CHECK-NEXT: %3 = cute.idx2crd(%1, %arg0) : (!cute.int_tuple<"11">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(2,(1,1))">
// CHECK-NEXT: %4 = cute.idx2crd(%arg1, %arg0) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(?{i64},(?{i64},?{i64}))">
// CHECK-NEXT: %5 = cute.increment_coord(%0, %arg0) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(0,(0,1))">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.flatten, cute.group_modes
"func.func"() <{function_type = (!cute.layout<"(2,(3,?),5):(?,(1,3),9)">, !cute.shape<"((2,3),(4,(5,6)))">, !cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">, !cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) -> (), sym_name = "structure"}> ({
^bb0(%arg5: !cute.layout<"(2,(3,?),5):(?,(1,3),9)">, %arg6: !cute.shape<"((2,3),(4,(5,6)))">, %arg7: !cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">, %arg8: !cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">):
  %5 = "cute.flatten"(%arg5) : (!cute.layout<"(2,(3,?),5):(?,(1,3),9)">) -> !cute.layout<"(2,3,?,5):(?,1,3,9)">
  %6 = "cute.flatten"(%arg6) : (!cute.shape<"((2,3),(4,(5,6)))">) -> !cute.shape<"(2,3,4,5,6)">
  %7 = "cute.flatten"(%arg8) : (!cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) -> !cute.tile<"[_;(2,(3,2)):(1,(2,6));4:3;_]">
  %8 = "cute.group_modes"(%arg7) <{begin = 1 : i32, end = 3 : i32}> : (!cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (8,(4,2)):(4,(1,32))">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @structure(
// CHECK-NEXT: %0 = cute.flatten(%arg0) : (!cute.layout<"(2,(3,?),5):(?,(1,3),9)">) -> !cute.layout<"(2,3,?,5):(?,1,3,9)">
// CHECK-NEXT: %1 = cute.flatten(%arg1) : (!cute.shape<"((2,3),(4,(5,6)))">) -> !cute.shape<"(2,3,4,5,6)">
// CHECK-NEXT: %2 = cute.flatten(%arg3) : (!cute.tile<"[_;[(2,(3,2)):(1,(2,6));[4:3]];_]">) -> !cute.tile<"[_;(2,(3,2)):(1,(2,6));4:3;_]">
// CHECK-NEXT: %3 = cute.group_modes<1, 3> (%arg2) : (!cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(4,1,32)">) -> !cute.composed_layout<"S<2,3,3> o 0 o (8,(4,2)):(4,(1,32))">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.coalesce
"func.func"() <{function_type = (!cute.layout<"(4,8):(1,4)">) -> (), sym_name = "quoted_op"}> ({
^bb0(%arg0: !cute.layout<"(4,8):(1,4)">):
  %0 = "cute.coalesce"(%arg0) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @quoted_op(
// CHECK-NEXT: %0 = cute.coalesce(%arg0) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_int_tuple
"func.func"() <{function_type = (i1) -> (), sym_name = "show", sym_visibility = "private"}> ({
^bb0(%arg0: i1):
  %23 = "arith.extui"(%arg0) : (i1) -> i32
  %24 = "cute.make_int_tuple"(%23) : (i32) -> !cute.int_tuple<"?">
  "cute.print"(%24) : (!cute.int_tuple<"?">) -> ()
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func private @show(
// CHECK-NEXT: %0 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %1 = cute.make_int_tuple(%0) : (i32) -> !cute.int_tuple<"?">
// CHECK-NEXT: cute.print(%1) : !cute.int_tuple<"?">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_tile
"func.func"() <{function_type = (i32, i64) -> (), sym_name = "make_nested_tile"}> ({
^bb0(%arg5: i32, %arg6: i64):
  %7 = "cute.make_tile"(%arg5, %arg6) : (i32, i64) -> !cute.tile<"[[?:1;_];(2,?{i64}):(1,2)]">
  %8 = "cute.make_tile"() : () -> !cute.tile<"[4:1;[8:1;[2:2]]]">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @make_nested_tile(
// CHECK-NEXT: %0 = cute.make_tile(%arg0, %arg1) : (i32, i64) -> !cute.tile<"{{\[\[}}?:1;_];(2,?{i64}):(1,2)]">
// CHECK-NEXT: %1 = cute.make_tile() : () -> !cute.tile<"[4:1;[8:1;[2:2]]]">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_shape
"func.func"() <{function_type = (i32, i32) -> !cute.int_tuple<"?">, sym_name = "size"}> ({
^bb0(%arg2: i32, %arg3: i32):
  %3 = "cute.make_shape"(%arg2, %arg3) : (i32, i32) -> !cute.shape<"(?,?)">
  %4 = "cute.size"(%3) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  "func.return"(%4) : (!cute.int_tuple<"?">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @size(
// CHECK-NEXT: %0 = cute.make_shape(%arg0, %arg1) : (i32, i32) -> !cute.shape<"(?,?)">
// CHECK-NEXT: %1 = cute.size (%0) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
// CHECK-NEXT: return %1 : !cute.int_tuple<"?">
// CHECK-NEXT: }

// -----

// cute.fast_divmod.create_divisor
"func.func"() <{function_type = (i32, i32) -> (), sym_name = "fast_divmod"}> ({
^bb0(%arg0: i32, %arg1: i32):
  %0 = "cute.fast_divmod.create_divisor"(%arg0) : (i32) -> !cute.fast_divmod_divisor<32>
  %1:2 = "cute.fast_divmod.compute"(%arg1, %0) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @fast_divmod(
// CHECK-NEXT: %0 = cute.fast_divmod.create_divisor(%arg0) : i32 -> !cute.fast_divmod_divisor<32>
// CHECK-NEXT: %quotient, %remainder = cute.fast_divmod.compute(%arg1, %0) : i32, !cute.fast_divmod_divisor<32> -> i32
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.complement
"func.func"() <{function_type = (!cute.shape<"?">) -> !cute.layout<"?:4">, sym_name = "complement"}> ({
^bb0(%arg7: !cute.shape<"?">):
  %7 = "cute.static"() : () -> !cute.layout<"4:1">
  %8 = "cute.complement"(%7, %arg7) : (!cute.layout<"4:1">, !cute.shape<"?">) -> !cute.layout<"?:4">
  "func.return"(%8) : (!cute.layout<"?:4">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @complement(
// CHECK-NEXT: %0 = cute.static : !cute.layout<"4:1">
// CHECK-NEXT: %1 = cute.complement(%0, %arg0) : (!cute.layout<"4:1">, !cute.shape<"?">) -> !cute.layout<"?:4">
// CHECK-NEXT: return %1 : !cute.layout<"?:4">
// CHECK-NEXT: }

// -----

// cute.get_stride
"func.func"() <{function_type = (!cute.layout<"(?,8):(1@0,?@1)">) -> !cute.stride<"(1@0,?@1)">, sym_name = "stride_of", sym_visibility = "private"}> ({
^bb0(%arg0: !cute.layout<"(?,8):(1@0,?@1)">):
  %14 = "cute.get_stride"(%arg0) : (!cute.layout<"(?,8):(1@0,?@1)">) -> !cute.stride<"(1@0,?@1)">
  "func.return"(%14) : (!cute.stride<"(1@0,?@1)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func private @stride_of(
// CHECK-NEXT: %0 = cute.get_stride(%arg0) : <"(?,8):(1@0,?@1)"> -> !cute.stride<"(1@0,?@1)">
// CHECK-NEXT: return %0 : !cute.stride<"(1@0,?@1)">
// CHECK-NEXT: }

// -----

// cute.equal
"func.func"() <{function_type = (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1, sym_name = "same", sym_visibility = "private"}> ({
^bb0(%arg3: !cute.layout<"(?,6):(1,?)">, %arg4: !cute.layout<"(?,6):(1,?)">):
  %26 = "cute.equal"(%arg3, %arg4) : (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1
  "func.return"(%26) : (i1) -> ()
}) : () -> ()
// CHECK-LABEL: func.func private @same(
// CHECK-NEXT: %0 = cute.equal(%arg0, %arg1) : (!cute.layout<"(?,6):(1,?)">, !cute.layout<"(?,6):(1,?)">) -> i1
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }

// -----

// cute.logical_product
"func.func"() <{function_type = (!cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)">, sym_name = "product"}> ({
^bb0(%arg6: !cute.layout<"4:?">):
  %5 = "cute.static"() : () -> !cute.layout<"(2,2):(1,2)">
  %6 = "cute.logical_product"(%5, %arg6) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)">
  "func.return"(%6) : (!cute.layout<"((2,2),4):((1,2),?)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @product(
// CHECK-NEXT: %0 = cute.static : !cute.layout<"(2,2):(1,2)">
// CHECK-NEXT: %1 = cute.logical_product(%0, %arg0) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)">
// CHECK-NEXT: return %1 : !cute.layout<"((2,2),4):((1,2),?)">
// CHECK-NEXT: }

// -----

// cute.flat_divide
"func.func"() <{function_type = (!cute.layout<"(8,?):(1,8)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)">, sym_name = "flat_divide_0"}> ({
^bb0(%arg0: !cute.layout<"(8,?):(1,8)">, %arg1: !cute.shape<"(2,4)">):
  %0 = "cute.flat_divide"(%arg0, %arg1) : (!cute.layout<"(8,?):(1,8)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)">
  "func.return"(%0) : (!cute.layout<"(2,4,4,?):(1,8,2,32)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @flat_divide_0(
// CHECK-NEXT: %0 = cute.flat_divide(%arg0, %arg1) : (!cute.layout<"(8,?):(1,8)">, !cute.shape<"(2,4)">) -> !cute.layout<"(2,4,4,?):(1,8,2,32)">
// CHECK-NEXT: return %0 : !cute.layout<"(2,4,4,?):(1,8,2,32)">
// CHECK-NEXT: }

// -----

// cute.flat_product
"func.func"() <{function_type = (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)">, sym_name = "flat_product_0"}> ({
^bb0(%arg0: !cute.layout<"(2,2):(1,2)">, %arg1: !cute.layout<"(3,?):(1,3)">):
  %0 = "cute.flat_product"(%arg0, %arg1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)">
  "func.return"(%0) : (!cute.layout<"(2,2,3,?):(1,2,4,12)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @flat_product_0(
// CHECK-NEXT: %0 = cute.flat_product(%arg0, %arg1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"(2,2,3,?):(1,2,4,12)">
// CHECK-NEXT: return %0 : !cute.layout<"(2,2,3,?):(1,2,4,12)">
// CHECK-NEXT: }

// -----

// cute.blocked_product
"func.func"() <{function_type = (!cute.layout<"2:1">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">, sym_name = "blocked_product_1"}> ({
^bb0(%arg0: !cute.layout<"2:1">, %arg1: !cute.layout<"(2,3):(1,2)">):
  %0 = "cute.blocked_product"(%arg0, %arg1) : (!cute.layout<"2:1">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
  "func.return"(%0) : (!cute.layout<"((2,2),(1,3)):((1,2),(0,4))">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @blocked_product_1(
// CHECK-NEXT: %0 = cute.blocked_product(%arg0, %arg1) : (!cute.layout<"2:1">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
// CHECK-NEXT: return %0 : !cute.layout<"((2,2),(1,3)):((1,2),(0,4))">
// CHECK-NEXT: }

// -----

// cute.tiled_product
"func.func"() <{function_type = (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)">, sym_name = "tiled_product_0"}> ({
^bb0(%arg0: !cute.layout<"(2,2):(1,2)">, %arg1: !cute.layout<"(3,?):(1,3)">):
  %0 = "cute.tiled_product"(%arg0, %arg1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)">
  "func.return"(%0) : (!cute.layout<"((2,2),3,?):((1,2),4,12)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @tiled_product_0(
// CHECK-NEXT: %0 = cute.tiled_product(%arg0, %arg1) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,?):(1,3)">) -> !cute.layout<"((2,2),3,?):((1,2),4,12)">
// CHECK-NEXT: return %0 : !cute.layout<"((2,2),3,?):((1,2),4,12)">
// CHECK-NEXT: }

// -----

// cute.max_common_vector
"func.func"() <{function_type = () -> (), sym_name = "max_common_vector"}> ({
  %0 = "cute.static"() : () -> !cute.layout<"(4,8):(1,4)">
  %1 = "cute.static"() : () -> !cute.layout<"(4,8):(1,8)">
  %2 = "cute.max_common_vector"(%0, %1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,8)">) -> !cute.int_tuple<"4">
  %3 = "cute.max_common_vector"(%0, %0) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @max_common_vector(
// CHECK-NEXT: %0 = cute.static : !cute.layout<"(4,8):(1,4)">
// CHECK-NEXT: %1 = cute.static : !cute.layout<"(4,8):(1,8)">
// CHECK-NEXT: %2 = cute.max_common_vector(%0, %1) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,8)">) -> !cute.int_tuple<"4">
// CHECK-NEXT: %3 = cute.max_common_vector(%0, %0) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.raked_product
"func.func"() <{function_type = (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">, sym_name = "raked_product_0"}> ({
^bb0(%arg0: !cute.layout<"(2,4):(1,2)">, %arg1: !cute.layout<"(3,2):(2,1)">):
  %0 = "cute.raked_product"(%arg0, %arg1) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
  "func.return"(%0) : (!cute.layout<"((3,2),(2,4)):((16,1),(8,2))">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @raked_product_0(
// CHECK-NEXT: %0 = cute.raked_product(%arg0, %arg1) : (!cute.layout<"(2,4):(1,2)">, !cute.layout<"(3,2):(2,1)">) -> !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
// CHECK-NEXT: return %0 : !cute.layout<"((3,2),(2,4)):((16,1),(8,2))">
// CHECK-NEXT: }

// -----

// cute.tuple_product_each
"func.func"() <{function_type = (!cute.shape<"((2,3),?,(4,1))">, !cute.int_tuple<"7">) -> (), sym_name = "products"}> ({
^bb0(%arg0: !cute.shape<"((2,3),?,(4,1))">, %arg1: !cute.int_tuple<"7">):
  %0 = "cute.tuple_product"(%arg0) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"?">
  %1 = "cute.tuple_product_each"(%arg0) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(6,?,4)">
  %2 = "cute.tuple_product_each"(%arg1) : (!cute.int_tuple<"7">) -> !cute.int_tuple<"(7)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @products(
// CHECK-NEXT: %0 = cute.tuple_product(%arg0) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"?">
// CHECK-NEXT: %1 = cute.tuple_product_each(%arg0) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(6,?,4)">
// CHECK-NEXT: %2 = cute.tuple_product_each(%arg1) : (!cute.int_tuple<"7">) -> !cute.int_tuple<"(7)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_coord
"func.func"() <{function_type = (i32) -> !cute.layout<"((16,2,2)):((1,?,?))">, no_inline, sym_name = "row", sym_visibility = "private"}> ({
^bb0(%arg0: i32):
  %22 = "cute.static"() : () -> !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
  %23 = "cute.make_coord"(%arg0) : (i32) -> !cute.coord<"(?,_)">
  %24 = "cute.slice"(%22, %23) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.coord<"(?,_)">) -> !cute.layout<"((16,2,2)):((1,?,?))">
  "func.return"(%24) : (!cute.layout<"((16,2,2)):((1,?,?))">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func private @row(
// CHECK-NEXT: %0 = cute.static : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">
// CHECK-NEXT: %1 = cute.make_coord(%arg0) : (i32) -> !cute.coord<"(?,_)">
// CHECK-NEXT: %2 = cute.slice(%0, %1) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, !cute.coord<"(?,_)">
// CHECK-NEXT: return %2 : !cute.layout<"((16,2,2)):((1,?,?))">
// CHECK-NEXT: }

// -----

// cute.composition
"func.func"() <{function_type = (!cute.layout<"(6,4):(4,1)">, !cute.shape<"(3,2)">, !cute.layout<"(2,3):(3,1)">) -> (), sym_name = "composition"}> ({
^bb0(%arg12: !cute.layout<"(6,4):(4,1)">, %arg13: !cute.shape<"(3,2)">, %arg14: !cute.layout<"(2,3):(3,1)">):
  %12 = "cute.composition"(%arg12, %arg13) : (!cute.layout<"(6,4):(4,1)">, !cute.shape<"(3,2)">) -> !cute.layout<"(3,2):(4,1)">
  %13 = "cute.composition"(%arg12, %arg14) : (!cute.layout<"(6,4):(4,1)">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(2,3):(12,4)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @composition(
// CHECK-NEXT: %0 = cute.composition(%arg0, %arg1) : (!cute.layout<"(6,4):(4,1)">, !cute.shape<"(3,2)">) -> !cute.layout<"(3,2):(4,1)">
// CHECK-NEXT: %1 = cute.composition(%arg0, %arg2) : (!cute.layout<"(6,4):(4,1)">, !cute.layout<"(2,3):(3,1)">) -> !cute.layout<"(2,3):(12,4)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_composed_layout
"func.func"() <{function_type = (!cute.layout<"(8,4):(1,8)">) -> (), sym_name = "identity_swizzles"}> ({
^bb0(%arg0: !cute.layout<"(8,4):(1,8)">):
  %0 = "cute.static"() : () -> !cute.swizzle<"S<0,4,3>">
  %1 = "cute.static"() : () -> !cute.int_tuple<"0">
  %2 = "cute.make_composed_layout"(%0, %1, %arg0) : (!cute.swizzle<"S<0,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"(8,4):(1,8)">
  %3 = "cute.composed_get_inner"(%2) : (!cute.composed_layout<"(8,4):(1,8)">) -> !cute.swizzle<"S<0,4,3>">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @identity_swizzles(
// CHECK-NEXT: %0 = cute.static : !cute.swizzle<"S<0,4,3>">
// CHECK-NEXT: %1 = cute.static : !cute.int_tuple<"0">
// CHECK-NEXT: %2 = cute.make_composed_layout(%0, %1, %arg0) : (!cute.swizzle<"S<0,4,3>">, !cute.int_tuple<"0">, !cute.layout<"(8,4):(1,8)">) -> !cute.composed_layout<"(8,4):(1,8)">
// CHECK-NEXT: %3 = cute.composed_get_inner(%2) : <"(8,4):(1,8)"> -> !cute.swizzle<"S<0,4,3>">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.shape_div
"func.func"() <{function_type = (!cute.shape<"(6,4,10)">, !cute.shape<"12">, !cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"(2,3)">, !cute.int_tuple<"6">) -> (), sym_name = "divisions"}> ({
^bb0(%arg3: !cute.shape<"(6,4,10)">, %arg4: !cute.shape<"12">, %arg5: !cute.int_tuple<"(9,4,?)">, %arg6: !cute.int_tuple<"(2,3)">, %arg7: !cute.int_tuple<"6">):
  %2 = "cute.shape_div"(%arg3, %arg4) : (!cute.shape<"(6,4,10)">, !cute.shape<"12">) -> !cute.shape<"(1,2,10)">
  %3 = "cute.ceil_div"(%arg5, %arg6) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(5,2,?)">
  %4 = "cute.ceil_div"(%arg5, %arg7) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"6">) -> !cute.int_tuple<"(2,4,?)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @divisions(
// CHECK-NEXT: %0 = cute.shape_div(%arg0, %arg1) : (!cute.shape<"(6,4,10)">, !cute.shape<"12">) -> !cute.shape<"(1,2,10)">
// CHECK-NEXT: %1 = cute.ceil_div(%arg2, %arg3) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"(2,3)">) -> !cute.int_tuple<"(5,2,?)">
// CHECK-NEXT: %2 = cute.ceil_div(%arg2, %arg4) : (!cute.int_tuple<"(9,4,?)">, !cute.int_tuple<"6">) -> !cute.int_tuple<"(2,4,?)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.select
"func.func"() <{function_type = (!cute.layout<"(3,?,5):(?,3,1)">, !cute.coord<"(_,1,(2,3))">, !cute.tile<"[4:1;_;2:8]">) -> (), sym_name = "select"}> ({
^bb0(%arg0: !cute.layout<"(3,?,5):(?,3,1)">, %arg1: !cute.coord<"(_,1,(2,3))">, %arg2: !cute.tile<"[4:1;_;2:8]">):
  %0 = "cute.select"(%arg0) <{mode = array<i32: 2, 2, 0>}> : (!cute.layout<"(3,?,5):(?,3,1)">) -> !cute.layout<"(5,5,3):(1,1,?)">
  %1 = "cute.select"(%arg1) <{mode = array<i32: 2>}> : (!cute.coord<"(_,1,(2,3))">) -> !cute.coord<"((2,3))">
  %2 = "cute.select"(%arg1) <{mode = array<i32>}> : (!cute.coord<"(_,1,(2,3))">) -> !cute.coord<"()">
  %3 = "cute.select"(%arg2) <{mode = array<i32: 2, 1>}> : (!cute.tile<"[4:1;_;2:8]">) -> !cute.tile<"[2:8;_]">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @select(
// CHECK-NEXT: %0 = cute.select<[2, 2, 0]> (%arg0) : !cute.layout<"(3,?,5):(?,3,1)"> -> !cute.layout<"(5,5,3):(1,1,?)">
// CHECK-NEXT: %1 = cute.select<[2]> (%arg1) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"((2,3))">
// CHECK-NEXT: %2 = cute.select<[]> (%arg1) : !cute.coord<"(_,1,(2,3))"> -> !cute.coord<"()">
// CHECK-NEXT: %3 = cute.select<[2, 1]> (%arg2) : !cute.tile<"[4:1;_;2:8]"> -> !cute.tile<"[2:8;_]">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.tuple_add, cute.tuple_sub
"func.func"() <{function_type = (!cute.int_tuple<"(2,(5,?))">, !cute.int_tuple<"(7,(1,3),9)">, !cute.int_tuple<"0">, !cute.shape<"(6,?{i64})">, !cute.shape<"(3,2)">) -> (), sym_name = "add_sub"}> ({
^bb0(%arg8: !cute.int_tuple<"(2,(5,?))">, %arg9: !cute.int_tuple<"(7,(1,3),9)">, %arg10: !cute.int_tuple<"0">, %arg11: !cute.shape<"(6,?{i64})">, %arg12: !cute.shape<"(3,2)">):
  %5 = "cute.tuple_add"(%arg8, %arg9) : (!cute.int_tuple<"(2,(5,?))">, !cute.int_tuple<"(7,(1,3),9)">) -> !cute.int_tuple<"(9,(6,?),9)">
  %6 = "cute.tuple_add"(%arg10, %arg8) : (!cute.int_tuple<"0">, !cute.int_tuple<"(2,(5,?))">) -> !cute.int_tuple<"(2,(5,?))">
  %7 = "cute.tuple_sub"(%arg11, %arg12) : (!cute.shape<"(6,?{i64})">, !cute.shape<"(3,2)">) -> !cute.shape<"(3,?{i64})">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @add_sub(
// CHECK-NEXT: %0 = cute.tuple_add(%arg0, %arg1) : (!cute.int_tuple<"(2,(5,?))">, !cute.int_tuple<"(7,(1,3),9)">) -> !cute.int_tuple<"(9,(6,?),9)">
// CHECK-NEXT: %1 = cute.tuple_add(%arg2, %arg0) : (!cute.int_tuple<"0">, !cute.int_tuple<"(2,(5,?))">) -> !cute.int_tuple<"(2,(5,?))">
// CHECK-NEXT: %2 = cute.tuple_sub(%arg3, %arg4) : (!cute.shape<"(6,?{i64})">, !cute.shape<"(3,2)">) -> !cute.shape<"(3,?{i64})">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.make_identity_layout
"func.func"() <{function_type = (!cute.layout<"(3,(2,5)):(10,(1,2))">, !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)">, !cute.shape<"(3,(2,?))">, !cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> (), sym_name = "advanced"}> ({
^bb0(%arg7: !cute.layout<"(3,(2,5)):(10,(1,2))">, %arg8: !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)">, %arg9: !cute.shape<"(3,(2,?))">, %arg10: !cute.shape<"(2,3,4)">, %arg11: !cute.int_tuple<"(2,0,1)">):
  %9 = "cute.make_layout_like"(%arg7) : (!cute.layout<"(3,(2,5)):(10,(1,2))">) -> !cute.layout<"(3,(2,5)):(10,(1,2))">
  %10 = "cute.make_layout_like"(%arg8) : (!cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)">) -> !cute.layout<"(4,4):(4,1)">
  %11 = "cute.make_ordered_layout"(%arg10, %arg11) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
  %12 = "cute.make_identity_layout"(%arg9) : (!cute.shape<"(3,(2,?))">) -> !cute.layout<"(3,(2,?)):(1@0,(1@0@1,1@1@1))">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @advanced(
// CHECK-NEXT: %0 = cute.make_layout_like(%arg0) : !cute.layout<"(3,(2,5)):(10,(1,2))"> -> !cute.layout<"(3,(2,5)):(10,(1,2))">
// CHECK-NEXT: %1 = cute.make_layout_like(%arg1) : !cute.composed_layout<"S<1,2,3> o 0 o (4,4):(4,1)"> -> !cute.layout<"(4,4):(4,1)">
// CHECK-NEXT: %2 = cute.make_ordered_layout(%arg3, %arg4) : (!cute.shape<"(2,3,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(2,3,4):(12,1,3)">
// CHECK-NEXT: %3 = cute.make_identity_layout(%arg2) : !cute.shape<"(3,(2,?))"> -> !cute.layout<"(3,(2,?)):(1@0,(1@0@1,1@1@1))">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.composed_get_offset
"func.func"() <{function_type = (!cute.layout<"(4,(16,?)):(1,(4,64))">, !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> (), sym_name = "properties_after_operand"}> ({
^bb0(%arg7: !cute.layout<"(4,(16,?)):(1,(4,64))">, %arg8: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">):
  %9 = "cute.size"(%arg7) <{mode = array<i32: 1>}> : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
  %10 = "cute.size"(%arg7) <{mode = array<i32: 1>}> : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
  %11 = "cute.get_scalars"(%arg7) <{only_dynamic}> : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> i32
  %12 = "cute.get_scalars"(%arg7) <{only_dynamic}> : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> i32
  %13 = "cute.composed_get_inner"(%arg8) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.swizzle<"S<3,4,3>">
  %14 = "cute.composed_get_offset"(%arg8) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"0">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @properties_after_operand(
// CHECK-NEXT: %0 = cute.size<[1]> (%arg0) : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %1 = cute.size<[1]> (%arg0) : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(4,(16,?)):(1,(4,64))">
// CHECK-NEXT: %3 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(4,(16,?)):(1,(4,64))">
// CHECK-NEXT: %4 = cute.composed_get_inner(%arg1) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.swizzle<"S<3,4,3>">
// CHECK-NEXT: %5 = cute.composed_get_offset(%arg1) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.int_tuple<"0">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.cosize
"func.func"() <{function_type = (!cute.shape<"(3,(5,?{i64}))">, !cute.layout<"((2,5),7):((7,14),-1)">, !cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">, !cute.layout<"(3,4):(2@1,1@0)">) -> (), sym_name = "sizes"}> ({
^bb0(%arg0: !cute.shape<"(3,(5,?{i64}))">, %arg1: !cute.layout<"((2,5),7):((7,14),-1)">, %arg2: !cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">, %arg3: !cute.layout<"(3,4):(2@1,1@0)">):
  %0 = "cute.size"(%arg0) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  %1 = "cute.size"(%arg0) <{mode = array<i32: 1, 0>}> : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"5">
  %2 = "cute.size"(%arg1) <{mode = array<i32: 0>}> : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"10">
  %3 = "cute.cosize"(%arg1) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"70">
  %4 = "cute.cosize"(%arg2) <{mode = array<i32: 1>}> : (!cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">) -> !cute.int_tuple<"8">
  %5 = "cute.cosize"(%arg3) : (!cute.layout<"(3,4):(2@1,1@0)">) -> !cute.int_tuple<"20">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @sizes(
// CHECK-NEXT: %0 = cute.size (%arg0) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"?{i64}">
// CHECK-NEXT: %1 = cute.size<[1, 0]> (%arg0) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"5">
// CHECK-NEXT: %2 = cute.size<[0]> (%arg1) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"10">
// CHECK-NEXT: %3 = cute.cosize (%arg1) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"70">
// CHECK-NEXT: %4 = cute.cosize<[1]> (%arg2) : (!cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">) -> !cute.int_tuple<"8">
// CHECK-NEXT: %5 = cute.cosize (%arg3) : (!cute.layout<"(3,4):(2@1,1@0)">) -> !cute.int_tuple<"20">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.layout_eval
"func.func"() <{function_type = (!cute.layout<"(3,(2,4)):(8,(1,2))">, !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">, !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) -> (), sym_name = "eval"}> ({
^bb0(%arg0: !cute.layout<"(3,(2,4)):(8,(1,2))">, %arg1: !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">, %arg2: !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">):
  %0 = "cute.static"() : () -> !cute.coord<"(2,(1,3))">
  %1 = "cute.static"() : () -> !cute.coord<"17">
  %2 = "cute.static"() : () -> !cute.coord<"(_,(1,_))">
  %3 = "cute.layout_eval"(%0, %arg0) : (!cute.coord<"(2,(1,3))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"23">
  %4 = "cute.layout_eval"(%1, %arg0) : (!cute.coord<"17">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"21">
  %5 = "cute.layout_eval"(%1, %arg1) : (!cute.coord<"17">, !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">) -> !cute.int_tuple<"(8,1)">
  %6 = "cute.layout_eval"(%2, %arg0) : (!cute.coord<"(_,(1,_))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"1">
  %7 = "cute.layout_eval"(%1, %arg2) : (!cute.coord<"17">, !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) -> !cute.int_tuple<"6">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @eval(
// CHECK-NEXT: %0 = cute.static : !cute.coord<"(2,(1,3))">
// CHECK-NEXT: %1 = cute.static : !cute.coord<"17">
// CHECK-NEXT: %2 = cute.static : !cute.coord<"(_,(1,_))">
// CHECK-NEXT: %3 = cute.layout_eval(%0, %arg0) : (!cute.coord<"(2,(1,3))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"23">
// CHECK-NEXT: %4 = cute.layout_eval(%1, %arg0) : (!cute.coord<"17">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"21">
// CHECK-NEXT: %5 = cute.layout_eval(%1, %arg1) : (!cute.coord<"17">, !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">) -> !cute.int_tuple<"(8,1)">
// CHECK-NEXT: %6 = cute.layout_eval(%2, %arg0) : (!cute.coord<"(_,(1,_))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"1">
// CHECK-NEXT: %7 = cute.layout_eval(%1, %arg2) : (!cute.coord<"17">, !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) -> !cute.int_tuple<"6">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute.prepend_to_rank
"func.func"() <{function_type = (!cute.stride<"(1@0,?@1)">, !cute.stride<"0">, !cute.layout<"6:2">, !cute.layout<"(1,1):(0,0)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">) -> (!cute.stride<"(1@0,?@1,0)">, !cute.stride<"(0,0,1@0,?@1)">, !cute.layout<"((1,1),6):((0,0),2)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">), sym_name = "ranks"}> ({
^bb0(%arg0: !cute.stride<"(1@0,?@1)">, %arg1: !cute.stride<"0">, %arg2: !cute.layout<"6:2">, %arg3: !cute.layout<"(1,1):(0,0)">, %arg4: !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">):
  %0 = "cute.append_to_rank"(%arg0, %arg1) <{rank = 3 : i32}> : (!cute.stride<"(1@0,?@1)">, !cute.stride<"0">) -> !cute.stride<"(1@0,?@1,0)">
  %1 = "cute.prepend_to_rank"(%arg0, %arg1) <{rank = 4 : i32}> : (!cute.stride<"(1@0,?@1)">, !cute.stride<"0">) -> !cute.stride<"(0,0,1@0,?@1)">
  %2 = "cute.prepend_to_rank"(%arg2, %arg3) <{rank = 2 : i32}> : (!cute.layout<"6:2">, !cute.layout<"(1,1):(0,0)">) -> !cute.layout<"((1,1),6):((0,0),2)">
  %3 = "cute.append_to_rank"(%arg4, %arg3) <{rank = 3 : i32}> : (!cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">, !cute.layout<"(1,1):(0,0)">) -> !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">
  "func.return"(%0, %1, %2, %3) : (!cute.stride<"(1@0,?@1,0)">, !cute.stride<"(0,0,1@0,?@1)">, !cute.layout<"((1,1),6):((0,0),2)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @ranks(
// CHECK-NEXT: %0 = cute.append_to_rank<3> (%arg0, %arg1) : !cute.stride<"(1@0,?@1)">, !cute.stride<"0">
// CHECK-NEXT: %1 = cute.prepend_to_rank<4> (%arg0, %arg1) : !cute.stride<"(1@0,?@1)">, !cute.stride<"0">
// CHECK-NEXT: %2 = cute.prepend_to_rank<2> (%arg2, %arg3) : !cute.layout<"6:2">, !cute.layout<"(1,1):(0,0)">
// CHECK-NEXT: %3 = cute.append_to_rank<3> (%arg4, %arg3) : !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">, !cute.layout<"(1,1):(0,0)">
// CHECK-NEXT: return %0, %1, %2, %3 : !cute.stride<"(1@0,?@1,0)">, !cute.stride<"(0,0,1@0,?@1)">, !cute.layout<"((1,1),6):((0,0),2)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">
// CHECK-NEXT: }
