// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's view, pointer and element ops and its make_layout forms in the
// DSL's custom form; the generic form (as the DSL's generic dumps spell it)
// reads back into the same custom form. The result types of get_iter,
// get_layout and load_vec and the operand types of make_view, alloca,
// store_vec and the short make_layout forms are the view's or layout's
// parts. A coordinate tensor's iterator is its base coordinate
// (`!cute.int_tuple`, the DSL's custom form) or an `!cute.arith_tuple_iter`
// (its later generic form), which is then written out.

// CHECK-LABEL: func.func @views
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
// CHECK-LABEL: func.func @coord_tensor_iterators
// CHECK-NEXT: %0 = cute.get_iter(%arg0) : !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %1 = cute.get_iter(%arg0) : (!cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">) -> !cute.arith_tuple_iter<"(0,0)">
// CHECK-NEXT: %2 = cute.make_view(%0) : !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %3 = cute.make_view(%1) : (!cute.arith_tuple_iter<"(0,0)">) -> !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
// CHECK-NEXT: %4 = cute.add_offset(%0, %arg1) : (!cute.int_tuple<"(0,0)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?)">
// CHECK-LABEL: func.func @layouts
// CHECK-NEXT: %0 = cute.make_layout(%arg0, %arg1) : (!cute.shape<"(?,2)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,2):(1,?)">
// CHECK-NEXT: %1 = cute.make_layout(%arg0, %arg1) : (!cute.shape<"(?,2)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,2):(1,?)">
// CHECK-NEXT: %2 = cute.make_layout(%arg0) : !cute.layout<"(?,2):(1,?)">
// CHECK-NEXT: %3 = cute.make_layout(%arg2) : !cute.layout<"(((16,1),1,1),?):(((1,0),0,0),16)">
// CHECK-NEXT: %4 = cute.make_layout() : !cute.layout<"4:1">

// GENERIC: "cute.get_iter"(%{{[a-z0-9]+}}) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.ptr<f16, smem, align<16>, S<2,4,3>>
// GENERIC-NEXT: "cute.get_layout"(%{{[a-z0-9]+}}) : (!cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">
// GENERIC-NEXT: "cute.make_view"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.ptr<f16, smem, align<16>, S<2,4,3>>, !cute.layout<"(((2,4),1),1,2):(((1,2),0),0,16)">) -> !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
// GENERIC-NEXT: "cute.get_iter"(%{{[a-z0-9]+}}) : (!cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">) -> !cute.int_tuple<"(?,?)">
// GENERIC: "cute.memref.load_vec"(%{{[a-z0-9]+}}) : (!cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> vector<8xf32>
// GENERIC-NEXT: "cute.memref.store_vec"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (vector<8xf32>, !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">) -> ()
// GENERIC: "cute.make_layout"(%{{[a-z0-9]+}}) <{operandSegmentSizes = array<i32: 1, 0>}> : (!cute.shape<"(?,2)">) -> !cute.layout<"(?,2):(1,?)">
// GENERIC: "cute.make_layout"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> !cute.layout<"4:1">

!m = !cute.memref<f16, smem, align<16>, S<2,4,3>, "(((2,4),1),1,2):(((1,2),0),0,16)">
!r = !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
!ct = !cute.coord_tensor<"(?,?)", "(4,2):(1@0,1@1)">
func.func @views(%m: !m, %r: !r, %ct: !ct, %i: !cute.int_tuple<"?">, %a: i64, %c: !cute.coord<"(?,1)">, %x: f32) {
  %p = cute.get_iter(%m) : !m
  %l = cute.get_layout(%m) : !m
  %v = cute.make_view(%p, %l) : !m
  %it = cute.get_iter(%ct) : !ct
  %cl = cute.get_layout(%ct) : !ct
  %ct2 = cute.make_view(%it) : !ct
  %rl = cute.get_layout(%r) : !r
  %r2 = cute.memref.alloca(%rl) : !r
  %e = cute.memref.load(%r2, %c) : (!r, !cute.coord<"(?,1)">) -> f32
  cute.memref.store(%r2, %c, %x) : (!r, !cute.coord<"(?,1)">, f32) -> ()
  %vec = cute.memref.load_vec %r2 : !r
  cute.memref.store_vec %vec, %r2 : !r
  %rp = cute.get_iter(%r) : !r
  %q = cute.add_offset(%rp, %i) : (!cute.ptr<f32, rmem, align<32>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, rmem>
  %d = cute.assume(%a) : (i64) -> !cute.i64<divby 128>
  %g = cute.inttoptr(%d) : !cute.i64<divby 128> to !cute.ptr<i8, smem, align<128>>
  %h = cute.recast_iter(%g) : !cute.ptr<i8, smem, align<128>> to !cute.ptr<f16, smem, align<128>, S<3,4,3>>
  %n = cute.ptrtoint(%g) : !cute.ptr<i8, smem, align<128>> to i32
  return
}
!ct0 = !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
func.func @coord_tensor_iterators(%ct: !ct0, %o: !cute.int_tuple<"(?,?)">) {
  %a = cute.get_iter(%ct) : !ct0
  %b = cute.get_iter(%ct) : (!ct0) -> !cute.arith_tuple_iter<"(0,0)">
  %c = cute.make_view(%a) : !ct0
  %d = cute.make_view(%b) : (!cute.arith_tuple_iter<"(0,0)">) -> !ct0
  %e = cute.add_offset(%a, %o) : (!cute.int_tuple<"(0,0)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?)">
  return
}
func.func @layouts(%s: !cute.shape<"(?,2)">, %d: !cute.stride<"(1,?)">, %s2: !cute.shape<"(((16,1),1,1),?)">) {
  %a = cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,2):(1,?)">
  %b = cute.make_layout(%s, %d) : !cute.layout<"(?,2):(1,?)">
  %c = cute.make_layout(%s) : !cute.layout<"(?,2):(1,?)">
  %e = cute.make_layout(%s2) : !cute.layout<"(((16,1),1,1),?):(((1,0),0,0),16)">
  %f = cute.make_layout() : !cute.layout<"4:1">
  return
}
