// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// The TMA instructions on explicit addresses, as CuTe DSL's expansion of a
// copy through an executable TMA atom spells them, and the device-side
// descriptor mutation, in the custom form and in the generic form the DSL
// prints; both read back into the same custom form. A tiled load takes 1 to
// 5 coordinates, an optional multicast mask (i16) and L2 cache policy
// (i64), and num_cta = 1 or 2 (cta_group::2); without im2col offsets the
// custom form prints no im2col clause (with them it is an im2col load). A store and a reduction take
// coordinates and an optional cache policy; a reduction names its
// operation. The descriptor address is a typed or untyped !cute.ptr in
// generic or global memory (shared too for tensormap.replace); the SMEM box
// and mbarrier pointers may be untyped and need not state an alignment.
// tensormap.replace writes the global address (i64, no axis), a global
// extent (i32, axis 0..4) or a non-leading global byte stride (i64, axis
// 1..4); the modified copy is released to global memory and acquired.

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>

// CHECK-LABEL: func.func @tma_load(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3] : i32) mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4, %arg5, %arg6, %arg7] : i32, i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4] : i32, i32) mask = %arg8 mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4] : i32, i32) cache_policy = %arg9 mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4, %arg5] : i32, i32, i32) mask = %arg8 cache_policy = %arg9 mode = <tiled> num_cta = 2 : i32
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_load"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 5, 0, 0, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i32, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i16) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 0, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0, 1, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i16, i64) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_load(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0] : i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mask = %mask mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) cache_policy = %p mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) mask = %mask cache_policy = %p mode = <tiled> num_cta = 2 : i32
  return
}

// An im2col clause makes a load PTX's .im2col form: (c, w, h, n) coordinates
// and one 16-bit filter offset per spatial mode; a store and a reduction in
// im2col mode are .im2col_no_offs.
// CHECK-LABEL: func.func @tma_im2col(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4, %arg5, %arg6] : i32, i32, i32, i32) im2col[%arg7, %arg8] mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4, %arg5] : i32, i32, i32) im2col[%arg7] mask = %arg9 mode = <tiled> num_cta = 2 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_store(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg3, %arg4, %arg5, %arg6] : i32, i32, i32, i32) mode = <im2col>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg3, %arg4, %arg5] : i32, i32, i32) mode = <im2col> kind = <ADD>
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_im2col"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 4, 2, 0, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i32, i16, i16) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i16, i16) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_store"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 4, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>, mode = #cute_nvgpu.tma_store_mode<im2col>, operandSegmentSizes = array<i32: 1, 1, 3, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_im2col(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %o0: i16, %o1: i16, %mask: i16) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) im2col [%o0, %o1] mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) im2col [%o0] mask = %mask mode = <tiled> num_cta = 2 : i32
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) mode = <im2col>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) mode = <im2col> kind = <ADD>
  return
}

// The descriptor in global memory, typed and untyped pointers without a
// stated alignment, and an i64 mbarrier.
// CHECK-LABEL: func.func @tma_load_pointers(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<i64, gmem, align<128>>, %arg2 : !cute.ptr<bf16, smem, align<128>>, %arg4 : !cute.ptr<i64, smem, align<8>>, [%arg6] : i32) mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg1 : !cute.ptr<gmem>, %arg3 : !cute.ptr<smem>, %arg5 : !cute.ptr<i64, smem>, [%arg6] : i32) mode = <tiled> num_cta = 2 : i32
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_load_pointers"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (!cute.ptr<i64, gmem, align<128>>, !cute.ptr<bf16, smem, align<128>>, !cute.ptr<i64, smem, align<8>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (!cute.ptr<gmem>, !cute.ptr<smem>, !cute.ptr<i64, smem>, i32) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_load_pointers(%g: !gdesc, %u: !cute.ptr<gmem>, %s: !cute.ptr<bf16, smem, align<128>>, %su: !cute.ptr<smem>, %m: !cute.ptr<i64, smem, align<8>>, %mu: !cute.ptr<i64, smem>, %c0: i32) {
  cute_nvgpu.arch.copy.SM100.tma_load(%g : !gdesc, %s : !cute.ptr<bf16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c0] : i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%u : !cute.ptr<gmem>, %su : !cute.ptr<smem>, %mu : !cute.ptr<i64, smem>, [%c0] : i32) mode = <tiled> num_cta = 2 : i32
  return
}

// NVIDIA's CuTe DSL prints the ops generically: coordinates, im2col
// offsets, mask and cache policy as operand segments.
// CHECK-LABEL: func.func @tma_load_cutedsl(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4, %arg5] : i32, i32, i32) cache_policy = %arg7 mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2 : !cute.ptr<smem, align<8>>, [%arg3, %arg4] : i32, i32) mask = %arg6 mode = <tiled> num_cta = 2 : i32
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_load_cutedsl"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0, 0, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i16) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_load_cutedsl(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %mask: i16, %p: i64) {
  "cute_nvgpu.arch.copy.SM100.tma_load"(%d, %s, %m, %c0, %c1, %c2, %p) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 3, 0, 0, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i32, i64) -> ()
  "cute_nvgpu.arch.copy.SM100.tma_load"(%d, %s, %m, %c0, %c1, %mask) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 2 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i16) -> ()
  return
}

// CHECK-LABEL: func.func @tma_store(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_store(%arg0 : !cute.ptr<generic, align<64>>, %arg2 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg3, %arg4] : i32, i32) mode = <tiled>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_store(%arg1 : !cute.ptr<i64, gmem, align<128>>, %arg2 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg3, %arg4, %arg5] : i32, i32, i32) cache_policy = %arg6 mode = <tiled>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_store(%arg0 : !cute.ptr<generic, align<64>>, %arg2 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg3, %arg4, %arg5] : i32, i32, i32) cache_policy = %arg6 mode = <tiled>
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_store"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_store"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_store"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cute.ptr<i64, gmem, align<128>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_store"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i64) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_store(%d: !desc, %g: !gdesc, %s: !box, %c0: i32, %c1: i32, %c2: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1] : i32, i32) mode = <tiled>
  cute_nvgpu.arch.copy.SM100.tma_store(%g : !gdesc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) cache_policy = %p mode = <tiled>
  "cute_nvgpu.arch.copy.SM100.tma_store"(%d, %s, %c0, %c1, %c2, %p) <{mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 3, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i64) -> ()
  return
}

// Every reduction on an element type PTX defines it for; an untyped SMEM
// pointer leaves the type to the descriptor.
// CHECK-LABEL: func.func @tma_reduce(
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg2 : !cute.ptr<f32, smem, align<128>>, [%arg10, %arg11] : i32, i32) mode = <tiled> kind = <ADD>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg3 : !cute.ptr<bf16, smem, align<128>>, [%arg10] : i32) cache_policy = %arg15 mode = <tiled> kind = <MIN>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg7 : !cute.ptr<si64, smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <MAX>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg6 : !cute.ptr<ui32, smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <INC>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg6 : !cute.ptr<ui32, smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <DEC>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg8 : !cute.ptr<ui64, smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <AND>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg5 : !cute.ptr<si32, smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <OR>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg9 : !cute.ptr<smem, align<128>>, [%arg10] : i32) mode = <tiled> kind = <XOR>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_reduce(%arg0 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, [%arg10, %arg11, %arg12, %arg13, %arg14] : i32, i32, i32, i32, i32) cache_policy = %arg15 mode = <tiled> kind = <ADD>
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_reduce"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 2, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f32, smem, align<128>>, i32, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<MIN>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<bf16, smem, align<128>>, i32, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<MAX>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<si64, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<INC>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<ui32, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<DEC>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<ui32, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<AND>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<ui64, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<OR>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<si32, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<XOR>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.copy.SM100.tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 5, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i32, i32, i64) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_reduce(%d: !desc, %s: !box, %f: !cute.ptr<f32, smem, align<128>>, %b: !cute.ptr<bf16, smem, align<128>>, %i: !cute.ptr<i32, smem, align<128>>, %si: !cute.ptr<si32, smem, align<128>>, %u: !cute.ptr<ui32, smem, align<128>>, %l: !cute.ptr<si64, smem, align<128>>, %ul: !cute.ptr<ui64, smem, align<128>>, %n: !cute.ptr<smem, align<128>>, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %f : !cute.ptr<f32, smem, align<128>>, [%c0, %c1] : i32, i32) mode = <tiled> kind = <ADD>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %b : !cute.ptr<bf16, smem, align<128>>, [%c0] : i32) cache_policy = %p mode = <tiled> kind = <MIN>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %l : !cute.ptr<si64, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <MAX>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %u : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <INC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %u : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <DEC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %ul : !cute.ptr<ui64, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <AND>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %si : !cute.ptr<si32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <OR>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %n : !cute.ptr<smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <XOR>
  "cute_nvgpu.arch.copy.SM100.tma_reduce"(%d, %s, %c0, %c1, %c2, %c3, %c4, %p) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>, mode = #cute_nvgpu.tma_store_mode<tiled>, operandSegmentSizes = array<i32: 1, 1, 5, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, i32, i32, i32, i32, i32, i64) -> ()
  return
}

// The three device-mutable fields, on a descriptor in shared, global and
// generic memory, then the release to global memory and the acquire.
// CHECK-LABEL: func.func @tma_desc(
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg0 : !cute.ptr<i64, smem, align<128>>, %arg3 : i64) field = <global_address>
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg0 : !cute.ptr<i64, smem, align<128>>, %arg4 : i32) field = <global_dim> axis = 0 : i32
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg0 : !cute.ptr<i64, smem, align<128>>, %arg4 : i32) field = <global_dim> axis = 4 : i32
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg0 : !cute.ptr<i64, smem, align<128>>, %arg5 : i64) field = <global_stride> axis = 1 : i32
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg1 : !cute.ptr<i64, gmem, align<128>>, %arg5 : i64) field = <global_stride> axis = 4 : i32
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg2 : !cute.ptr<generic, align<64>>, %arg4 : i32) field = <global_dim> axis = 2 : i32
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.release(%arg1 : !cute.ptr<i64, gmem, align<128>>, %arg0 : !cute.ptr<i64, smem, align<128>>)
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.release(%arg2 : !cute.ptr<generic, align<64>>, %arg0 : !cute.ptr<i64, smem, align<128>>)
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.acquire(%arg1 : !cute.ptr<i64, gmem, align<128>>)
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.acquire(%arg2 : !cute.ptr<generic, align<64>>)
// CHECK-NEXT: cute_nvgpu.arch.tma_desc.replace(%arg0 : !cute.ptr<i64, smem, align<128>>, %arg4 : i32) field = <global_dim> axis = 3 : i32
// CHECK-NEXT: return
// GENERIC-LABEL: sym_name = "tma_desc"}>
// GENERIC-NEXT: ^bb0(
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.tma_desc_field<global_address>}> : (!cute.ptr<i64, smem, align<128>>, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 0 : i32, field = #cute_nvgpu.tma_desc_field<global_dim>}> : (!cute.ptr<i64, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 4 : i32, field = #cute_nvgpu.tma_desc_field<global_dim>}> : (!cute.ptr<i64, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 1 : i32, field = #cute_nvgpu.tma_desc_field<global_stride>}> : (!cute.ptr<i64, smem, align<128>>, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 4 : i32, field = #cute_nvgpu.tma_desc_field<global_stride>}> : (!cute.ptr<i64, gmem, align<128>>, i64) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 2 : i32, field = #cute_nvgpu.tma_desc_field<global_dim>}> : (!cute.ptr<generic, align<64>>, i32) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.release"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute.ptr<i64, gmem, align<128>>, !cute.ptr<i64, smem, align<128>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.release"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute.ptr<generic, align<64>>, !cute.ptr<i64, smem, align<128>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.acquire"(%{{[a-z0-9#]+}}) : (!cute.ptr<i64, gmem, align<128>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.acquire"(%{{[a-z0-9#]+}}) : (!cute.ptr<generic, align<64>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.arch.tma_desc.replace"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{axis = 3 : i32, field = #cute_nvgpu.tma_desc_field<global_dim>}> : (!cute.ptr<i64, smem, align<128>>, i32) -> ()
// GENERIC-NEXT: "func.return"() : () -> ()
func.func @tma_desc(%sd: !sdesc, %g: !gdesc, %gen: !cute.ptr<generic, align<64>>, %a: i64, %dim: i32, %st: i64) {
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 0 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 4 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %st : i64) field = <global_stride> axis = 4 : i32
  cute_nvgpu.arch.tma_desc.replace(%gen : !cute.ptr<generic, align<64>>, %dim : i32) field = <global_dim> axis = 2 : i32
  cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.release(%gen : !cute.ptr<generic, align<64>>, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
  cute_nvgpu.arch.tma_desc.acquire(%gen : !cute.ptr<generic, align<64>>)
  "cute_nvgpu.arch.tma_desc.replace"(%sd, %dim) <{axis = 3 : i32, field = #cute_nvgpu.tma_desc_field<global_dim>}> : (!cute.ptr<i64, smem, align<128>>, i32) -> ()
  return
}
