// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's spellings of ops CuTe IR also has, read by the same op: dice's
// coordinate as a property (and dice of a tile), print with a format string
// and any values (none included), `(T) -> R` and `T to R` where CuTe IR
// writes `T -> R` (get_shape, get_stride, get, select, the casts, the
// composed-layout accessors), `: T, U` where CuTe IR writes `: (T, U) -> R`
// (elem_less, ceil_div, tuple_add/sub: the result implied), and properties
// after the operand (`(%l) <{mode = [1]}>`, `(%l) <{only_dynamic}>`) where CuTe IR writes
// them before it. CuTe IR's forms
// print as CuTe IR writes them; the DSL-only forms print as the DSL does.

// CHECK-LABEL: func.func @dsl_forms
// CHECK-NEXT: %0 = cute.dice(%arg0, %arg2) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
// CHECK-NEXT: %1 = cute.dice(%arg0, "(_,1,_)") : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
// CHECK-NEXT: %2 = cute.dice(%arg1, "(1,1,_)") : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
// CHECK-NEXT: cute.print(%arg0) : !cute.layout<"(2,3,4):(1,2,6)">
// CHECK-NEXT: cute.print("x = {}\0A", %arg3) : f32
// CHECK-NEXT: cute.print("Hello world\0A", ) :
// CHECK-NEXT: cute.print("{} {}\0A", %arg3, %arg0) : f32, !cute.layout<"(2,3,4):(1,2,6)">
// CHECK-NEXT: %3 = cute.get_shape(%arg0) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
// CHECK-NEXT: %4 = cute.get_shape(%arg0) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
// CHECK-NEXT: %5 = cute.deref_arith_tuple_iter(%arg4) : !cute.arith_tuple_iter<"(?,0)">

// GENERIC: %{{[a-z0-9]+}} = "cute.dice"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">) -> !cute.layout<"(3):(2)">
// GENERIC-NEXT: %{{[a-z0-9]+}} = "cute.dice"(%{{[a-z0-9]+}}) <{coord = #cute.coord<"(_,1,_)">}> : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
// GENERIC-NEXT: %{{[a-z0-9]+}} = "cute.dice"(%{{[a-z0-9]+}}) <{coord = #cute.coord<"(1,1,_)">}> : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
// GENERIC-NEXT: "cute.print"(%{{[a-z0-9]+}}) : (!cute.layout<"(2,3,4):(1,2,6)">) -> ()
// GENERIC-NEXT: "cute.print"(%{{[a-z0-9]+}}) <{fmt = "x = {}\0A"}> : (f32) -> ()
// GENERIC-NEXT: "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
// GENERIC-NEXT: "cute.print"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{fmt = "{} {}\0A"}> : (f32, !cute.layout<"(2,3,4):(1,2,6)">) -> ()

func.func @dsl_forms(%l: !cute.layout<"(2,3,4):(1,2,6)">, %t: !cute.tile<"[128:1;128:1;32:1]">, %c: !cute.coord<"(_,1,_)">, %x: f32, %it: !cute.arith_tuple_iter<"(?,0)">) {
  %a = cute.dice(%l, %c) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
  %b = cute.dice(%l, "(_,1,_)") : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
  %d = cute.dice(%t, "(1,1,_)") : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
  cute.print(%l) : !cute.layout<"(2,3,4):(1,2,6)">
  cute.print("x = {}\0A", %x) : f32
  cute.print("Hello world\0A", ) : 
  cute.print("{} {}\0A", %x, %l) : f32, !cute.layout<"(2,3,4):(1,2,6)">
  %s = cute.get_shape(%l) : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.shape<"(2,3,4)">
  %s2 = cute.get_shape(%l) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
  %v = cute.deref_arith_tuple_iter(%it) : !cute.arith_tuple_iter<"(?,0)">
  return
}

// CHECK-LABEL: func.func @arrows
// CHECK-NEXT: %0 = cute.get_stride(%arg0) : <"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
// CHECK-NEXT: %1 = cute.get_stride(%arg0) : <"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
// CHECK-NEXT: %2 = cute.to_int_tuple(%arg1) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
// CHECK-NEXT: %3 = cute.to_int_tuple(%arg1) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
// CHECK-NEXT: %4 = cute.get<[1]> (%arg1) : !cute.shape<"(4,8)"> -> !cute.shape<"8">
// CHECK-NEXT: %5 = cute.select<[1, 0]> (%arg1) : !cute.shape<"(4,8)"> -> !cute.shape<"(8,4)">
func.func @arrows(%l: !cute.layout<"(4,8):(1,4)">, %s: !cute.shape<"(4,8)">) {
  %a = cute.get_stride(%l) : (!cute.layout<"(4,8):(1,4)">) -> !cute.stride<"(1,4)">
  %b = cute.get_stride(%l) : <"(4,8):(1,4)"> -> !cute.stride<"(1,4)">
  %c = cute.to_int_tuple(%s) : !cute.shape<"(4,8)"> to !cute.int_tuple<"(4,8)">
  %d = cute.to_int_tuple(%s) : !cute.shape<"(4,8)"> -> !cute.int_tuple<"(4,8)">
  %e = cute.get<[1]> (%s) : (!cute.shape<"(4,8)">) -> !cute.shape<"8">
  %f = cute.select<[1, 0]> (%s) : !cute.shape<"(4,8)"> -> !cute.shape<"(8,4)">
  return
}

// CHECK-LABEL: func.func @properties_after_operand
// CHECK-NEXT: %0 = cute.size<[1]> (%arg0) : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %1 = cute.size<[1]> (%arg0) : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
// CHECK-NEXT: %2 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(4,(16,?)):(1,(4,64))">
// CHECK-NEXT: %3 = cute.get_scalars<{only_dynamic}> (%arg0) : !cute.layout<"(4,(16,?)):(1,(4,64))">
// CHECK-NEXT: %4 = cute.composed_get_inner(%arg1) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.swizzle<"S<3,4,3>">
// CHECK-NEXT: %5 = cute.composed_get_offset(%arg1) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.int_tuple<"0">
func.func @properties_after_operand(%l: !cute.layout<"(4,(16,?)):(1,(4,64))">, %c: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) {
  %a = cute.size(%l) <{mode = [1]}> : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
  %b = cute.size<[1]> (%l) : (!cute.layout<"(4,(16,?)):(1,(4,64))">) -> !cute.int_tuple<"?">
  %c0:1 = cute.get_scalars(%l) <{only_dynamic}> : !cute.layout<"(4,(16,?)):(1,(4,64))">
  %c1:1 = cute.get_scalars<{only_dynamic}> (%l) : !cute.layout<"(4,(16,?)):(1,(4,64))">
  %i = cute.composed_get_inner(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.swizzle<"S<3,4,3>">
  %o = cute.composed_get_offset(%c) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"0">
  return
}

// CHECK-LABEL: func.func @binary_forms
// CHECK-NEXT: %0 = cute.elem_less(%arg0, %arg1) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
// CHECK-NEXT: %1 = cute.elem_less(%arg0, %arg1) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
// CHECK-NEXT: %2 = cute.ceil_div(%arg2, %arg1) : (!cute.int_tuple<"(9,?)">, !cute.shape<"(4,8)">) -> !cute.int_tuple<"(3,?)">
// CHECK-NEXT: %3 = cute.tuple_add(%arg2, %arg2) : (!cute.int_tuple<"(9,?)">, !cute.int_tuple<"(9,?)">) -> !cute.int_tuple<"(18,?)">
// CHECK-NEXT: %4 = cute.composed_get_outer(%arg4) : <"S<3,4,3> o 0 o (8,64):(64,1)"> -> <"(8,64):(64,1)">
func.func @binary_forms(%c: !cute.coord<"(?,1)">, %s: !cute.shape<"(4,8)">, %x: !cute.int_tuple<"(9,?)">, %t: !cute.tile<"[2:1;4:1]">, %cl: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) {
  %a = cute.elem_less(%c, %s) : !cute.coord<"(?,1)">, !cute.shape<"(4,8)">
  %b = cute.elem_less(%c, %s) : (!cute.coord<"(?,1)">, !cute.shape<"(4,8)">) -> i1
  %d = cute.ceil_div(%x, %s) : !cute.int_tuple<"(9,?)">, !cute.shape<"(4,8)">
  %e = cute.tuple_add(%x, %x) : !cute.int_tuple<"(9,?)">, !cute.int_tuple<"(9,?)">
  %o = cute.composed_get_outer(%cl) : (!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.layout<"(8,64):(64,1)">
  return
}

// A tiled copy or MMA is a static value.
// CHECK-LABEL: func.func @static_tiled
// CHECK-NEXT: cute.static : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
// CHECK-NEXT: cute.static : !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
func.func @static_tiled() {
  %c = cute.static : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
  %m = cute.static : !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
  return
}

// CUTLASS's FastDivmod: a prepared divisor, then quotient and remainder.
// CHECK-LABEL: func.func @fast_divmod
// CHECK-NEXT: %[[D:.*]] = cute.fast_divmod.create_divisor(%{{.*}}) : i32 -> !cute.fast_divmod_divisor<32>
// CHECK-NEXT: %quotient, %remainder = cute.fast_divmod.compute(%{{.*}}, %[[D]]) : i32, !cute.fast_divmod_divisor<32> -> i32
// GENERIC: "cute.fast_divmod.compute"(%{{.*}}, %{{.*}}) : (i32, !cute.fast_divmod_divisor<32>) -> (i32, i32)
func.func @fast_divmod(%n: i32, %x: i32) {
  %d = cute.fast_divmod.create_divisor(%n) : i32 -> !cute.fast_divmod_divisor<32>
  %q, %r = cute.fast_divmod.compute(%x, %d) : i32, !cute.fast_divmod_divisor<32> -> i32
  return
}
