// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's tensor algebra on ops CuTe IR also has, and the DSL's own
// tuple arithmetic. tuple_mul, tuple_div and tuple_mod combine int tuples
// of one structure leaf by leaf, and tuple.product / tuple.product_each
// multiply leaves; a dynamic result carries what is known to divide it (a
// product multiplies the known divisors, a quotient by a static divisor of
// the known divisor keeps the rest of it, a remainder keeps their gcd; a
// static 0 factor gives 0; a 64-bit operand gives a 64-bit leaf), where
// CuTe IR's tuple_product of (4,?) gives a plain `?`. Division rounds
// toward zero and a remainder takes the dividend's sign.
//
// A tensor is sliced, sized and divided on its layout: a memref's pointer
// moves by the offset of the dropped modes, so its alignment drops to what
// divides that offset (a static 0 keeps it, a swizzle stays on the
// pointer); a coordinate tensor's iterator moves by the offset; a divide
// keeps the iterator; a size keeps what divides a dynamic extent.
// crd2idx evaluates a layout at a coordinate (`_` counts 0), get takes the
// DSL's trailing `<{mode = [...]}>`, append_to_rank reads the DSL's `si32`
// rank, make_layout_like and recast_layout read `T to R`, ceil_div divides
// a run-time extent by a compact tile (and leaves an empty extent empty),
// and make_stride takes the DSL's `!cute.i64<divby N>` values.

// CHECK-LABEL: func.func @tuple_arithmetic
// CHECK-NEXT: %0 = cute.tuple_mul(%arg0, %arg1) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=4}">
// CHECK-NEXT: %1 = cute.tuple_mul(%arg0, %arg1) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=4}">
// CHECK-NEXT: %2 = cute.tuple_div(%arg2, %arg3) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"2">) -> !cute.int_tuple<"?{div=32}">
// CHECK-NEXT: %3 = cute.tuple_div(%arg0, %arg3) : (!cute.int_tuple<"?">, !cute.int_tuple<"2">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %4 = cute.tuple_div(%arg2, %arg4) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %5 = cute.tuple_mod(%arg0, %arg4) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %6 = cute.tuple_mod(%arg2, %arg4) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: %7 = cute.tuple_mul(%arg5, %arg6) : (!cute.int_tuple<"0">, !cute.int_tuple<"?{i64 div=64}">) -> !cute.int_tuple<"0">
// CHECK-NEXT: %8 = cute.tuple_mul(%arg0, %arg7) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
// CHECK-NEXT: %9 = cute.tuple_div(%arg8, %arg9) : (!cute.int_tuple<"7">, !cute.int_tuple<"-2">) -> !cute.int_tuple<"-3">
// CHECK-NEXT: %10 = cute.tuple_mod(%arg8, %arg9) : (!cute.int_tuple<"7">, !cute.int_tuple<"-2">) -> !cute.int_tuple<"1">
// CHECK-NEXT: %11 = cute.tuple_mul(%arg10, %arg11) : (!cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">) -> !cute.shape<"(8,?{div=2})">
// CHECK-NEXT: %12 = cute.tuple_div(%arg10, %arg11) : (!cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">) -> !cute.shape<"(2,?)">
// CHECK-LABEL: func.func @products
// CHECK-NEXT: %0 = cute.tuple.product(%arg0) : (!cute.int_tuple<"(4,?)">) -> !cute.int_tuple<"?{div=4}">
// CHECK-NEXT: %1 = cute.tuple_product(%arg1) : (!cute.shape<"(4,?)">) -> !cute.shape<"?">
// CHECK-NEXT: %2 = cute.tuple.product(%arg2) : (!cute.int_tuple<"((2,2,8),2)">) -> !cute.int_tuple<"64">
// CHECK-NEXT: %3 = cute.tuple.product_each(%arg3) : (!cute.int_tuple<"(8,(8,16))">) -> !cute.int_tuple<"(8,128)">
// CHECK-NEXT: %4 = cute.tuple.product_each(%arg4) : (!cute.int_tuple<"(?{div=16},(8,?{div=4}))">) -> !cute.int_tuple<"(?{div=16},?{div=32})">
// CHECK-NEXT: %5 = cute.tuple.product(%arg5) : (!cute.shape<"(4,?{div=2})">) -> !cute.shape<"?{div=8}">
// CHECK-LABEL: func.func @tensor_slices
// CHECK-NEXT: %0 = cute.slice(%arg0, %arg7) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,_)">
// CHECK-NEXT: %1 = cute.slice(%arg0, %arg8) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(_,?)">
// CHECK-NEXT: %2 = cute.slice(%arg1, %arg7) : !cute.memref<f32, gmem, align<16>, "(16,128):(4,64)">, !cute.coord<"(?,_)">
// CHECK-NEXT: %3 = cute.slice(%arg0, %arg9) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(0,_)">
// CHECK-NEXT: %4 = cute.slice(%arg0, %arg10) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(2,_)">
// CHECK-NEXT: %5 = cute.slice(%arg0, %arg13) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,?)">
// CHECK-NEXT: %6 = cute.slice(%arg2, %arg7) : !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">, !cute.coord<"(?,_)">
// CHECK-NEXT: %7 = cute.slice(%arg3, %arg11) : !cute.memref<f16, rmem, align<32>, "(8,4):(1,8)">, !cute.coord<"(_,1)">
// CHECK-NEXT: %8 = cute.slice(%arg4, %arg7) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"(?,_)">
// CHECK-NEXT: %9 = cute.slice(%arg4, %arg12) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"(_,2)">
// CHECK-NEXT: %10 = cute.slice(%arg5, %arg8) : !cute.coord_tensor<"(?{div=128},?)", "((16,128),4):((1@0,1@1),128@1)">, !cute.coord<"(_,?)">
// CHECK-NEXT: %11 = cute.slice(%arg6, %arg8) : !cute.coord_tensor<"0", "(4,8):(1,4)">, !cute.coord<"(_,?)">
// CHECK-LABEL: func.func @tensor_sizes
// CHECK-NEXT: %0 = cute.size (%arg0) : (!cute.memref<f32, gmem, align<16>, "((16,?{div=8}),?):((1,?{i64 div=16}),?{i64})">) -> !cute.int_tuple<"?{div=128}">
// CHECK-NEXT: %1 = cute.size<[1]> (%arg0) : (!cute.memref<f32, gmem, align<16>, "((16,?{div=8}),?):((1,?{i64 div=16}),?{i64})">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %2 = cute.size (%arg1) : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"?{div=8192}">
// CHECK-NEXT: %3 = cute.size<[1]> (%arg1) : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"?{div=512}">
// CHECK-NEXT: %4 = cute.size<[0]> (%arg1) : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"16">
// CHECK-NEXT: %5 = cute.size (%arg2) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> !cute.int_tuple<"8">
// CHECK-LABEL: func.func @tensor_divides
// CHECK-NEXT: %0 = cute.logical_divide(%arg0, %arg3) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
// CHECK-NEXT: %1 = cute.logical_divide(%arg0, %arg3) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
// CHECK-NEXT: %2 = cute.zipped_divide(%arg0, %arg3) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,64),(4,?)):((1,128),(32,8192))">
// CHECK-NEXT: %3 = cute.logical_divide(%arg0, %arg4) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.layout<"4:1">) -> !cute.memref<f32, gmem, align<16>, "(4,(32,?)):(1,(4,128))">
// CHECK-NEXT: %4 = cute.zipped_divide(%arg1, %arg3) : (!cute.coord_tensor<"(0,0)", "(128,?):(1@0,1@1)">, !cute.tile<"[32:1;64:1]">) -> !cute.coord_tensor<"(0,0)", "((32,64),(4,?)):((1@0,1@1),(32@0,64@1))">
// CHECK-NEXT: %5 = cute.zipped_divide(%arg2, %arg5) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">, !cute.shape<"(8,16)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(8,4)):((64,1),(512,16))">
// CHECK-LABEL: func.func @layout_queries
// CHECK-NEXT: %0 = cute.crd2idx(%arg0, %arg1) : (!cute.coord<"(_,?)">, !cute.layout<"((16,128),(?,?)):((?{i64},1),(?{i64 div=16},128))">) -> !cute.int_tuple<"?{i64 div=16}">
// CHECK-NEXT: %1 = cute.crd2idx(%arg2, %arg3) : (!cute.coord<"((0,2),(?,3))">, !cute.layout<"((4,8),(2,?)):((1,4),(32,64))">) -> !cute.int_tuple<"?{div=8}">
// CHECK-NEXT: %2 = cute.crd2idx(%arg4, %arg5) : (!cute.coord<"5">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"9">
// CHECK-NEXT: %3 = cute.get<[1]> (%arg6) : !cute.shape<"(4,(8,16))"> -> !cute.shape<"(8,16)">
// CHECK-NEXT: %4 = cute.get<[1, 1]> (%arg6) : !cute.shape<"(4,(8,16))"> -> !cute.shape<"16">
// CHECK-NEXT: %5 = cute.append_to_rank<3> (%arg7, %arg8) : !cute.shape<"(16,?)">, !cute.shape<"1">
// CHECK-NEXT: %6 = cute.append_to_rank<2> (%arg9, %arg9) : !cute.int_tuple<"?">, !cute.int_tuple<"?">
// CHECK-NEXT: %7 = cute.make_layout_like(%arg10) : !cute.layout<"((1,(2,8)),1,2):((0,(1,?{i64})),0,?{i64})"> -> !cute.layout<"((1,(2,8)),1,2):((0,(1,2)),0,16)">
// CHECK-NEXT: %8 = cute.make_layout_like(%arg11) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.layout<"(8,64):(64,1)">
// CHECK-NEXT: %9 = cute.recast_layout<32, 16> (%arg12) : !cute.layout<"(16,8):(1,16)"> -> !cute.layout<"(8,8):(1,8)">
// CHECK-LABEL: func.func @ceil_div_and_strides
// CHECK-NEXT: %0 = cute.ceil_div(%arg0, %arg4) : (!cute.int_tuple<"?">, !cute.tile<"64:1">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %1 = cute.ceil_div(%arg1, %arg5) : (!cute.int_tuple<"(?,?,?)">, !cute.tile<"[1:0;1:0]">) -> !cute.int_tuple<"(?,?,?)">
// CHECK-NEXT: %2 = cute.ceil_div(%arg2, %arg6) : (!cute.int_tuple<"0">, !cute.tile<"8:1">) -> !cute.int_tuple<"0">
// CHECK-NEXT: %3 = cute.ceil_div(%arg3, %arg7) : (!cute.int_tuple<"100">, !cute.tile<"8:2">) -> !cute.int_tuple<"(2,7)">
// CHECK-NEXT: %4 = cute.make_stride(%arg8, %arg9) : (!cute.i64<divby 16>, !cute.i64<divby 16>) -> !cute.stride<"(?{i64 div=16},?{i64 div=16})">
// CHECK-NEXT: %5 = cute.make_stride(%arg8, %arg10) : (!cute.i64<divby 16>, !cute.i32<divby 16>) -> !cute.stride<"(1,?{i64 div=16},?{div=16})">

// GENERIC: "cute.tuple_mul"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=4}">
// GENERIC-NEXT: "cute.tuple_mul"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=4}">
// GENERIC-NEXT: "cute.tuple_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"2">) -> !cute.int_tuple<"?{div=32}">
// GENERIC-NEXT: "cute.tuple_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.int_tuple<"2">) -> !cute.int_tuple<"?">
// GENERIC-NEXT: "cute.tuple_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
// GENERIC-NEXT: "cute.tuple_mod"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?">
// GENERIC-NEXT: "cute.tuple_mod"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">) -> !cute.int_tuple<"?{div=8}">
// GENERIC-NEXT: "cute.tuple_mul"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"0">, !cute.int_tuple<"?{i64 div=64}">) -> !cute.int_tuple<"0">
// GENERIC-NEXT: "cute.tuple_mul"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">) -> !cute.int_tuple<"?{i64}">
// GENERIC-NEXT: "cute.tuple_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"7">, !cute.int_tuple<"-2">) -> !cute.int_tuple<"-3">
// GENERIC-NEXT: "cute.tuple_mod"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"7">, !cute.int_tuple<"-2">) -> !cute.int_tuple<"1">
// GENERIC-NEXT: "cute.tuple_mul"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">) -> !cute.shape<"(8,?{div=2})">
// GENERIC-NEXT: "cute.tuple_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">) -> !cute.shape<"(2,?)">
// GENERIC: "cute.tuple.product"(%{{[a-z0-9]+}}) : (!cute.int_tuple<"(4,?)">) -> !cute.int_tuple<"?{div=4}">
// GENERIC-NEXT: "cute.tuple_product"(%{{[a-z0-9]+}}) : (!cute.shape<"(4,?)">) -> !cute.shape<"?">
// GENERIC-NEXT: "cute.tuple.product"(%{{[a-z0-9]+}}) : (!cute.int_tuple<"((2,2,8),2)">) -> !cute.int_tuple<"64">
// GENERIC-NEXT: "cute.tuple.product_each"(%{{[a-z0-9]+}}) : (!cute.int_tuple<"(8,(8,16))">) -> !cute.int_tuple<"(8,128)">
// GENERIC-NEXT: "cute.tuple.product_each"(%{{[a-z0-9]+}}) : (!cute.int_tuple<"(?{div=16},(8,?{div=4}))">) -> !cute.int_tuple<"(?{div=16},?{div=32})">
// GENERIC-NEXT: "cute.tuple.product"(%{{[a-z0-9]+}}) : (!cute.shape<"(4,?{div=2})">) -> !cute.shape<"?{div=8}">
// GENERIC: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, "(128):(16)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(_,?)">) -> !cute.memref<f32, gmem, align<16>, "(16):(1)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(4,64)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(128):(64)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(0,_)">) -> !cute.memref<f32, gmem, align<16>, "(128):(16)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(2,_)">) -> !cute.memref<f32, gmem, align<8>, "(128):(16)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,?)">) -> !cute.memref<f32, gmem, "():()">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">, !cute.coord<"(?,_)">) -> !cute.memref<f16, smem, align<128>, S<3,4,3>, "(64):(1)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f16, rmem, align<32>, "(8,4):(1,8)">, !cute.coord<"(_,1)">) -> !cute.memref<f16, rmem, align<16>, "(8):(1)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(?,0)", "(128):(1@1)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"(_,2)">) -> !cute.coord_tensor<"(0,2)", "(16):(1@0)">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord_tensor<"(?{div=128},?)", "((16,128),4):((1@0,1@1),128@1)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"(?{div=128},?)", "((16,128)):((1@0,1@1))">
// GENERIC-NEXT: "cute.slice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord_tensor<"0", "(4,8):(1,4)">, !cute.coord<"(_,?)">) -> !cute.coord_tensor<"?{div=4}", "(4):(1)">
// GENERIC: "cute.size"(%{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "((16,?{div=8}),?):((1,?{i64 div=16}),?{i64})">) -> !cute.int_tuple<"?{div=128}">
// GENERIC-NEXT: "cute.size"(%{{[a-z0-9]+}}) <{mode = array<i32: 1>}> : (!cute.memref<f32, gmem, align<16>, "((16,?{div=8}),?):((1,?{i64 div=16}),?{i64})">) -> !cute.int_tuple<"?">
// GENERIC-NEXT: "cute.size"(%{{[a-z0-9]+}}) : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"?{div=8192}">
// GENERIC-NEXT: "cute.size"(%{{[a-z0-9]+}}) <{mode = array<i32: 1>}> : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"?{div=512}">
// GENERIC-NEXT: "cute.size"(%{{[a-z0-9]+}}) <{mode = array<i32: 0>}> : (!cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">) -> !cute.int_tuple<"16">
// GENERIC-NEXT: "cute.size"(%{{[a-z0-9]+}}) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> !cute.int_tuple<"8">
// GENERIC: "cute.logical_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
// GENERIC-NEXT: "cute.logical_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
// GENERIC-NEXT: "cute.zipped_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,64),(4,?)):((1,128),(32,8192))">
// GENERIC-NEXT: "cute.logical_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">, !cute.layout<"4:1">) -> !cute.memref<f32, gmem, align<16>, "(4,(32,?)):(1,(4,128))">
// GENERIC-NEXT: "cute.zipped_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord_tensor<"(0,0)", "(128,?):(1@0,1@1)">, !cute.tile<"[32:1;64:1]">) -> !cute.coord_tensor<"(0,0)", "((32,64),(4,?)):((1@0,1@1),(32@0,64@1))">
// GENERIC-NEXT: "cute.zipped_divide"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">, !cute.shape<"(8,16)">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(8,4)):((64,1),(512,16))">
// GENERIC: "cute.crd2idx"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord<"(_,?)">, !cute.layout<"((16,128),(?,?)):((?{i64},1),(?{i64 div=16},128))">) -> !cute.int_tuple<"?{i64 div=16}">
// GENERIC-NEXT: "cute.crd2idx"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord<"((0,2),(?,3))">, !cute.layout<"((4,8),(2,?)):((1,4),(32,64))">) -> !cute.int_tuple<"?{div=8}">
// GENERIC-NEXT: "cute.crd2idx"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.coord<"5">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"9">
// GENERIC-NEXT: "cute.get"(%{{[a-z0-9]+}}) <{mode = array<i32: 1>}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
// GENERIC-NEXT: "cute.get"(%{{[a-z0-9]+}}) <{mode = array<i32: 1, 1>}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"16">
// GENERIC-NEXT: "cute.append_to_rank"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{rank = 3 : si32}> : (!cute.shape<"(16,?)">, !cute.shape<"1">) -> !cute.shape<"(16,?,1)">
// GENERIC-NEXT: "cute.append_to_rank"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{rank = 2 : si32}> : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
// GENERIC-NEXT: "cute.make_layout_like"(%{{[a-z0-9]+}}) : (!cute.layout<"((1,(2,8)),1,2):((0,(1,?{i64})),0,?{i64})">) -> !cute.layout<"((1,(2,8)),1,2):((0,(1,2)),0,16)">
// GENERIC-NEXT: "cute.make_layout_like"(%{{[a-z0-9]+}}) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.layout<"(8,64):(64,1)">
// GENERIC-NEXT: "cute.recast_layout"(%{{[a-z0-9]+}}) <{new_type_bits = 32 : i32, old_type_bits = 16 : i32}> : (!cute.layout<"(16,8):(1,16)">) -> !cute.layout<"(8,8):(1,8)">
// GENERIC: "cute.ceil_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"?">, !cute.tile<"64:1">) -> !cute.int_tuple<"?">
// GENERIC-NEXT: "cute.ceil_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"(?,?,?)">, !cute.tile<"[1:0;1:0]">) -> !cute.int_tuple<"(?,?,?)">
// GENERIC-NEXT: "cute.ceil_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"0">, !cute.tile<"8:1">) -> !cute.int_tuple<"0">
// GENERIC-NEXT: "cute.ceil_div"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.int_tuple<"100">, !cute.tile<"8:2">) -> !cute.int_tuple<"(2,7)">
// GENERIC-NEXT: "cute.make_stride"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.i64<divby 16>, !cute.i64<divby 16>) -> !cute.stride<"(?{i64 div=16},?{i64 div=16})">
// GENERIC-NEXT: "cute.make_stride"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.i64<divby 16>, !cute.i32<divby 16>) -> !cute.stride<"(1,?{i64 div=16},?{div=16})">

func.func @tuple_arithmetic(%d: !cute.int_tuple<"?">, %s4: !cute.int_tuple<"4">, %d64: !cute.int_tuple<"?{div=64}">, %s2: !cute.int_tuple<"2">, %d8: !cute.int_tuple<"?{div=8}">, %s0: !cute.int_tuple<"0">, %w64: !cute.int_tuple<"?{i64 div=64}">, %w: !cute.int_tuple<"?{i64}">, %s7: !cute.int_tuple<"7">, %sm2: !cute.int_tuple<"-2">, %sh: !cute.shape<"(4,?)">, %sh2: !cute.shape<"(2,?{div=2})">) {
  %0 = cute.tuple_mul(%d, %s4) : !cute.int_tuple<"?">, !cute.int_tuple<"4">
  %1 = cute.tuple_mul(%d, %s4) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=4}">
  %2 = cute.tuple_div(%d64, %s2) : !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"2">
  %3 = cute.tuple_div(%d, %s2) : !cute.int_tuple<"?">, !cute.int_tuple<"2">
  %4 = cute.tuple_div(%d64, %d8) : !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">
  %5 = cute.tuple_mod(%d, %d8) : !cute.int_tuple<"?">, !cute.int_tuple<"?{div=8}">
  %6 = cute.tuple_mod(%d64, %d8) : !cute.int_tuple<"?{div=64}">, !cute.int_tuple<"?{div=8}">
  %7 = cute.tuple_mul(%s0, %w64) : !cute.int_tuple<"0">, !cute.int_tuple<"?{i64 div=64}">
  %8 = cute.tuple_mul(%d, %w) : !cute.int_tuple<"?">, !cute.int_tuple<"?{i64}">
  %9 = cute.tuple_div(%s7, %sm2) : !cute.int_tuple<"7">, !cute.int_tuple<"-2">
  %10 = cute.tuple_mod(%s7, %sm2) : !cute.int_tuple<"7">, !cute.int_tuple<"-2">
  %11 = cute.tuple_mul(%sh, %sh2) : !cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">
  %12 = cute.tuple_div(%sh, %sh2) : !cute.shape<"(4,?)">, !cute.shape<"(2,?{div=2})">
  return
}

func.func @products(%t: !cute.int_tuple<"(4,?)">, %s: !cute.shape<"(4,?)">, %u: !cute.int_tuple<"((2,2,8),2)">, %v: !cute.int_tuple<"(8,(8,16))">, %w: !cute.int_tuple<"(?{div=16},(8,?{div=4}))">, %x: !cute.shape<"(4,?{div=2})">) {
  %0 = cute.tuple.product(%t) : (!cute.int_tuple<"(4,?)">) -> !cute.int_tuple<"?{div=4}">
  %1 = cute.tuple_product(%s) : (!cute.shape<"(4,?)">) -> !cute.shape<"?">
  %2 = cute.tuple.product(%u) : (!cute.int_tuple<"((2,2,8),2)">) -> !cute.int_tuple<"64">
  %3 = cute.tuple.product_each(%v) : (!cute.int_tuple<"(8,(8,16))">) -> !cute.int_tuple<"(8,128)">
  %4 = cute.tuple.product_each(%w) : (!cute.int_tuple<"(?{div=16},(8,?{div=4}))">) -> !cute.int_tuple<"(?{div=16},?{div=32})">
  %5 = cute.tuple.product(%x) : (!cute.shape<"(4,?{div=2})">) -> !cute.shape<"?{div=8}">
  return
}

!g = !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">
!g4 = !cute.memref<f32, gmem, align<16>, "(16,128):(4,64)">
!sw = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">
!rf = !cute.memref<f16, rmem, align<32>, "(8,4):(1,8)">
!ct = !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">
!ctk = !cute.coord_tensor<"(?{div=128},?)", "((16,128),4):((1@0,1@1),128@1)">
!ct1 = !cute.coord_tensor<"0", "(4,8):(1,4)">
func.func @tensor_slices(%g: !g, %g4: !g4, %sw: !sw, %rf: !rf, %ct: !ct, %ctk: !ctk, %ct1: !ct1, %row: !cute.coord<"(?,_)">, %col: !cute.coord<"(_,?)">, %z: !cute.coord<"(0,_)">, %two: !cute.coord<"(2,_)">, %one: !cute.coord<"(_,1)">, %k2: !cute.coord<"(_,2)">, %all: !cute.coord<"(?,?)">) {
  %0 = cute.slice(%g, %row) : !g, !cute.coord<"(?,_)">
  %1 = cute.slice(%g, %col) : !g, !cute.coord<"(_,?)">
  %2 = cute.slice(%g4, %row) : !g4, !cute.coord<"(?,_)">
  %3 = cute.slice(%g, %z) : !g, !cute.coord<"(0,_)">
  %4 = cute.slice(%g, %two) : !g, !cute.coord<"(2,_)">
  %5 = cute.slice(%g, %all) : !g, !cute.coord<"(?,?)">
  %6 = cute.slice(%sw, %row) : !sw, !cute.coord<"(?,_)">
  %7 = cute.slice(%rf, %one) : !rf, !cute.coord<"(_,1)">
  %8 = cute.slice(%ct, %row) : !ct, !cute.coord<"(?,_)">
  %9 = cute.slice(%ct, %k2) : !ct, !cute.coord<"(_,2)">
  %10 = cute.slice(%ctk, %col) : !ctk, !cute.coord<"(_,?)">
  %11 = cute.slice(%ct1, %col) : !ct1, !cute.coord<"(_,?)">
  return
}

!m = !cute.memref<f32, gmem, align<16>, "((16,?{div=8}),?):((1,?{i64 div=16}),?{i64})">
!c = !cute.coord_tensor<"(0,0)", "(16,(128,?{div=4})):(1@0,(1@1,128@1))">
!r = !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
func.func @tensor_sizes(%m: !m, %c: !c, %r: !r) {
  %0 = cute.size(%m) : (!m) -> !cute.int_tuple<"?{div=128}">
  %1 = cute.size(%m) <{mode = [1]}> : (!m) -> !cute.int_tuple<"?">
  %2 = cute.size(%c) : (!c) -> !cute.int_tuple<"?{div=8192}">
  %3 = cute.size(%c) <{mode = [1]}> : (!c) -> !cute.int_tuple<"?{div=512}">
  %4 = cute.size(%c) <{mode = [0]}> : (!c) -> !cute.int_tuple<"16">
  %5 = cute.size(%r) : (!r) -> !cute.int_tuple<"8">
  return
}

!a = !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">
!ca = !cute.coord_tensor<"(0,0)", "(128,?):(1@0,1@1)">
!sa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(64,64):(64,1)">
func.func @tensor_divides(%a: !a, %ca: !ca, %sa: !sa, %t: !cute.tile<"[32:1;64:1]">, %l: !cute.layout<"4:1">, %sh: !cute.shape<"(8,16)">) {
  %0 = cute.logical_divide(%a, %t) : !a, !cute.tile<"[32:1;64:1]">
  %1 = cute.logical_divide(%a, %t) : (!a, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
  %2 = cute.zipped_divide(%a, %t) : !a, !cute.tile<"[32:1;64:1]">
  %3 = cute.logical_divide(%a, %l) : !a, !cute.layout<"4:1">
  %4 = cute.zipped_divide(%ca, %t) : !ca, !cute.tile<"[32:1;64:1]">
  %5 = cute.zipped_divide(%sa, %sh) : !sa, !cute.shape<"(8,16)">
  return
}

!L = !cute.layout<"((16,128),(?,?)):((?{i64},1),(?{i64 div=16},128))">
func.func @layout_queries(%c: !cute.coord<"(_,?)">, %l: !L, %c2: !cute.coord<"((0,2),(?,3))">, %l2: !cute.layout<"((4,8),(2,?)):((1,4),(32,64))">, %c5: !cute.coord<"5">, %l3: !cute.layout<"(4,8):(8,1)">, %s: !cute.shape<"(4,(8,16))">, %sh: !cute.shape<"(16,?)">, %one: !cute.shape<"1">, %x: !cute.int_tuple<"?">, %ll: !cute.layout<"((1,(2,8)),1,2):((0,(1,?{i64})),0,?{i64})">, %sw: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">, %h: !cute.layout<"(16,8):(1,16)">) {
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"(_,?)">, !L) -> !cute.int_tuple<"?{i64 div=16}">
  %1 = cute.crd2idx(%c2, %l2) : (!cute.coord<"((0,2),(?,3))">, !cute.layout<"((4,8),(2,?)):((1,4),(32,64))">) -> !cute.int_tuple<"?{div=8}">
  %2 = cute.crd2idx(%c5, %l3) : (!cute.coord<"5">, !cute.layout<"(4,8):(8,1)">) -> !cute.int_tuple<"9">
  %3 = cute.get(%s) <{mode = [1]}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
  %4 = cute.get(%s) <{mode = [1, 1]}> : !cute.shape<"(4,(8,16))"> to !cute.shape<"16">
  %5 = "cute.append_to_rank"(%sh, %one) <{rank = 3 : si32}> : (!cute.shape<"(16,?)">, !cute.shape<"1">) -> !cute.shape<"(16,?,1)">
  %6 = "cute.append_to_rank"(%x, %x) <{rank = 2 : si32}> : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"(?,?)">
  %7 = cute.make_layout_like(%ll) : !cute.layout<"((1,(2,8)),1,2):((0,(1,?{i64})),0,?{i64})"> to !cute.layout<"((1,(2,8)),1,2):((0,(1,2)),0,16)">
  %8 = cute.make_layout_like(%sw) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)"> to !cute.layout<"(8,64):(64,1)">
  %9 = cute.recast_layout<32, 16> (%h) : !cute.layout<"(16,8):(1,16)"> to !cute.layout<"(8,8):(1,8)">
  return
}

func.func @ceil_div_and_strides(%x: !cute.int_tuple<"?">, %xyz: !cute.int_tuple<"(?,?,?)">, %z: !cute.int_tuple<"0">, %n: !cute.int_tuple<"100">, %t64: !cute.tile<"64:1">, %t11: !cute.tile<"[1:0;1:0]">, %t8: !cute.tile<"8:1">, %t82: !cute.tile<"8:2">, %a: !cute.i64<divby 16>, %b: !cute.i64<divby 16>, %c: !cute.i32<divby 16>) {
  %0 = cute.ceil_div(%x, %t64) : !cute.int_tuple<"?">, !cute.tile<"64:1">
  %1 = cute.ceil_div(%xyz, %t11) : !cute.int_tuple<"(?,?,?)">, !cute.tile<"[1:0;1:0]">
  %2 = cute.ceil_div(%z, %t8) : !cute.int_tuple<"0">, !cute.tile<"8:1">
  %3 = cute.ceil_div(%n, %t82) : !cute.int_tuple<"100">, !cute.tile<"8:2">
  %4 = cute.make_stride(%a, %b) : (!cute.i64<divby 16>, !cute.i64<divby 16>) -> !cute.stride<"(?{i64 div=16},?{i64 div=16})">
  %5 = cute.make_stride(%a, %c) : (!cute.i64<divby 16>, !cute.i32<divby 16>) -> !cute.stride<"(1,?{i64 div=16},?{div=16})">
  return
}
