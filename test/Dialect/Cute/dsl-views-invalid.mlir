// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

!r = !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
func.func @get_iter_of_a_layout(%l: !cute.layout<"4:1">) {
  // expected-error @below {{'cute.get_iter' op operand #0 must be a view (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view), but got '!cute.layout<"4:1">'}}
  %p = "cute.get_iter"(%l) : (!cute.layout<"4:1">) -> !cute.ptr<f32, rmem>
  return
}

// -----

!r = !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
func.func @get_iter_wrong_result(%r: !r) {
  // expected-error @below {{'cute.get_iter' op expects the view's iterator type '!cute.ptr<f32, rmem, align<32>>', got '!cute.ptr<f32, smem, align<32>>'}}
  %p = "cute.get_iter"(%r) : (!r) -> !cute.ptr<f32, smem, align<32>>
  return
}

// -----

!r = !cute.memref<f32, rmem, align<32>, "(4,2):(1,4)">
func.func @get_layout_wrong_result(%r: !r) {
  // expected-error @below {{'cute.get_layout' op inferred type(s) '!cute.layout<"(4,2):(1,4)">' are incompatible with return type(s) of operation '!cute.layout<"(4,2):(2,1)">'}}
  // expected-error @below {{'cute.get_layout' op failed to infer returned types}}
  %l = "cute.get_layout"(%r) : (!r) -> !cute.layout<"(4,2):(2,1)">
  return
}

// -----

func.func @make_view_iterator_mismatch(%p: !cute.ptr<f32, gmem, align<16>>, %l: !cute.layout<"(4,2):(1,4)">) {
  // expected-error @below {{'cute.make_view' op expects the iterator type of '!cute.memref<f32, gmem, align<32>, "(4,2):(1,4)">', that is '!cute.ptr<f32, gmem, align<32>>', got '!cute.ptr<f32, gmem, align<16>>'}}
  %v = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem, align<16>>, !cute.layout<"(4,2):(1,4)">) -> !cute.memref<f32, gmem, align<32>, "(4,2):(1,4)">
  return
}

// -----

func.func @make_view_layout_mismatch(%p: !cute.ptr<f32, gmem>, %l: !cute.layout<"(4,2):(2,1)">) {
  // expected-error @below {{'cute.make_view' op expects the layout type of '!cute.memref<f32, gmem, "(4,2):(1,4)">', that is '!cute.layout<"(4,2):(1,4)">', got '!cute.layout<"(4,2):(2,1)">'}}
  %v = "cute.make_view"(%p, %l) : (!cute.ptr<f32, gmem>, !cute.layout<"(4,2):(2,1)">) -> !cute.memref<f32, gmem, "(4,2):(1,4)">
  return
}

// -----

func.func @make_view_dynamic_without_layout(%p: !cute.ptr<f32, gmem>) {
  // expected-error @below {{'cute.make_view' op without a layout operand the result's layout must be static, got '!cute.layout<"(?,2):(1,?)">'}}
  %v = cute.make_view(%p) : !cute.memref<f32, gmem, "(?,2):(1,?)">
  return
}

// -----

func.func @make_view_not_a_view(%p: !cute.ptr<f32, gmem>) {
  // expected-error @below {{expects a view result type (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view), got '!cute.ptr<f32, gmem>'}}
  %v = cute.make_view(%p) : !cute.ptr<f32, gmem>
  return
}

// -----

func.func @add_offset_changes_space(%p: !cute.ptr<f32, gmem>, %i: !cute.int_tuple<"?">) {
  // expected-error @below {{'cute.add_offset' op expects a pointer result with the base's element type, memory space and swizzle, got '!cute.ptr<f32, smem>'}}
  %q = cute.add_offset(%p, %i) : (!cute.ptr<f32, gmem>, !cute.int_tuple<"?">) -> !cute.ptr<f32, smem>
  return
}

// -----

func.func @add_offset_raises_alignment(%p: !cute.ptr<f32, gmem, align<4>>, %i: !cute.int_tuple<"?">) {
  // expected-error @below {{'cute.add_offset' op result alignment 16 exceeds the base pointer's (4)}}
  %q = cute.add_offset(%p, %i) : (!cute.ptr<f32, gmem, align<4>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem, align<16>>
  return
}

// -----

func.func @add_offset_to_a_float(%p: f32, %i: !cute.int_tuple<"?">) {
  // expected-error @below {{'cute.add_offset' op expects a pointer, an arith-tuple iterator, an int tuple or a cute_nvgpu descriptor, got 'f32'}}
  %q = cute.add_offset(%p, %i) : (f32, !cute.int_tuple<"?">) -> f32
  return
}

// -----

func.func @add_offset_iterator_to_tuple(%p: !cute.arith_tuple_iter<"(?,0)">, %i: !cute.int_tuple<"(1,0)">) {
  // expected-error @below {{'cute.add_offset' op expects an arith-tuple iterator result, got '!cute.int_tuple<"(?,0)">'}}
  %q = cute.add_offset(%p, %i) : (!cute.arith_tuple_iter<"(?,0)">, !cute.int_tuple<"(1,0)">) -> !cute.int_tuple<"(?,0)">
  return
}

// -----

func.func @recast_iter_changes_space(%p: !cute.ptr<i8, smem, align<16>>) {
  // expected-error @below {{'cute.recast_iter' op expects the same memory space, got smem and gmem}}
  %q = cute.recast_iter(%p) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<i64, gmem, align<16>>
  return
}

// -----

func.func @recast_iter_raises_alignment(%p: !cute.ptr<i8, smem, align<16>>) {
  // expected-error @below {{'cute.recast_iter' op result alignment 1024 exceeds the source pointer's (16)}}
  %q = cute.recast_iter(%p) : !cute.ptr<i8, smem, align<16>> to !cute.ptr<f16, smem, align<1024>>
  return
}

// -----

func.func @ptrtoint_global_in_32_bits(%p: !cute.ptr<i64, gmem>) {
  // expected-error @below {{'cute.ptrtoint' op a gmem address needs i64, got 'i32'}}
  %a = cute.ptrtoint(%p) : !cute.ptr<i64, gmem> to i32
  return
}

// -----

func.func @inttoptr_alignment_not_known(%a: !cute.i64<divby 16>) {
  // expected-error @below {{'cute.inttoptr' op pointer alignment 128 is not guaranteed by the address (known divisible by 16)}}
  %p = cute.inttoptr(%a) : !cute.i64<divby 16> to !cute.ptr<i8, smem, align<128>>
  return
}

// -----

func.func @inttoptr_global_from_32_bits(%a: i32) {
  // expected-error @below {{'cute.inttoptr' op a gmem pointer needs a 64-bit address, got 'i32'}}
  %p = cute.inttoptr(%a) : i32 to !cute.ptr<f32, gmem>
  return
}

// -----

func.func @assume_changes_width(%a: i32) {
  // expected-error @below {{'cute.assume' op expects the operand's width 32, got '!cute.i64<divby 8>'}}
  %d = cute.assume(%a) : (i32) -> !cute.i64<divby 8>
  return
}

// -----

!r = !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @load_wrong_type(%r: !r, %c: !cute.coord<"(?,1)">) {
  // expected-error @below {{'cute.memref.load' op expects the element type 'f32', got 'f16'}}
  %e = cute.memref.load(%r, %c) : (!r, !cute.coord<"(?,1)">) -> f16
  return
}

// -----

!r = !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @load_rank_mismatch(%r: !r, %c: !cute.coord<"(?,1,0)">) {
  // expected-error @below {{'cute.memref.load' op expects one index or a coordinate of rank 2 (the layout's), got '!cute.coord<"(?,1,0)">'}}
  %e = cute.memref.load(%r, %c) : (!r, !cute.coord<"(?,1,0)">) -> f32
  return
}

// -----

!r = !cute.memref<f32, rmem, "(4,2):(1,4)">
func.func @store_wrong_type(%r: !r, %c: !cute.coord<"3">, %v: i32) {
  // expected-error @below {{'cute.memref.store' op expects a value of the element type 'f32', got 'i32'}}
  cute.memref.store(%r, %c, %v) : (!r, !cute.coord<"3">, i32) -> ()
  return
}

// -----

!g = !cute.memref<f32, gmem, "(?,2):(1,?)">
func.func @load_vec_dynamic_size(%g: !g) {
  // expected-error @below {{expects a tensor of static size, got '!cute.memref<f32, gmem, "(?,2):(1,?)">'}}
  // expected-error @below {{'cute.memref.load_vec' op failed to infer returned types}}
  %v = "cute.memref.load_vec"(%g) : (!g) -> vector<8xf32>
  return
}

// -----

!r = !cute.memref<f16, rmem, "(16):(1)">
func.func @store_vec_wrong_length(%r: !r, %v: vector<8xf16>) {
  // expected-error @below {{'cute.memref.store_vec' op expects 'vector<16xf16>', got 'vector<8xf16>'}}
  "cute.memref.store_vec"(%v, %r) : (vector<8xf16>, !r) -> ()
  return
}

// -----

func.func @alloca_in_shared_memory(%l: !cute.layout<"(4,2):(1,4)">) {
  // expected-error @below {{'cute.memref.alloca' op allocates register (rmem) tensors, got smem}}
  %r = cute.memref.alloca(%l) : !cute.memref<f32, smem, "(4,2):(1,4)">
  return
}

// -----

func.func @alloca_dynamic_layout(%l: !cute.layout<"(?,2):(1,?)">) {
  // expected-error @below {{'cute.memref.alloca' op expects a static layout, got '!cute.layout<"(?,2):(1,?)">'}}
  %r = cute.memref.alloca(%l) : !cute.memref<f32, rmem, "(?,2):(1,?)">
  return
}

// -----

!ct = !cute.coord_tensor<"(0,0)", "(4,2):(1@0,1@1)">
func.func @get_iter_of_coord_tensor_other_base(%ct: !ct) {
  // expected-error @below {{'cute.get_iter' op expects the view's iterator type '!cute.int_tuple<"(0,0)">', got '!cute.arith_tuple_iter<"(0,1)">'}}
  %it = cute.get_iter(%ct) : (!ct) -> !cute.arith_tuple_iter<"(0,1)">
  return
}

// -----

func.func @make_layout_not_compact(%s: !cute.shape<"(4,2)">) {
  // expected-error @below {{'cute.make_layout' op expects the compact column-major layout of '!cute.shape<"(4,2)">', with strides (1,4), got '!cute.layout<"(4,2):(2,1)">'}}
  %l = cute.make_layout(%s) : !cute.layout<"(4,2):(2,1)">
  return
}

// -----

func.func @make_layout_dynamic_without_operands() {
  // expected-error @below {{'cute.make_layout' op without operands the layout must be static, got '!cute.layout<"(?,2):(1,?)">'}}
  %l = cute.make_layout() : !cute.layout<"(?,2):(1,?)">
  return
}

// -----

func.func @make_layout_stride_without_shape(%d: !cute.stride<"(1,4)">) {
  // expected-error @below {{'cute.make_layout' op a stride needs a shape}}
  %l = "cute.make_layout"(%d) <{operandSegmentSizes = array<i32: 0, 1>}> : (!cute.stride<"(1,4)">) -> !cute.layout<"(4,2):(1,4)">
  return
}
