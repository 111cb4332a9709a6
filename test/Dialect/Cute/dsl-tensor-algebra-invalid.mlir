// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of CuTe DSL's tensor algebra: tuple_mul, tuple_div and
// tuple_mod take int tuples of one kind and one structure, divide by no
// zero and stay within 64 bits; a result type claims no more about what
// divides a dynamic value than is known (tuple.product, size of a tensor,
// crd2idx of a layout); a tensor is sliced by a coordinate weakly
// congruent with its layout, a memref's alignment after a slice divides the
// pointer's offset and a coordinate tensor's iterator moves with it; a
// divide, crd2idx, get, append_to_rank, make_layout_like and recast_layout
// give the result their operands determine; ceil_div divides a run-time
// extent only by a compact tile of static size; make_stride takes one value
// of the leaf's width per dynamic leaf.

func.func @tuple_mul_of_two_kinds(%a: !cute.int_tuple<"(?,4)">, %b: !cute.shape<"(2,1)">) {
  // expected-error @below {{expects lhs and rhs to have the same kind, but got '!cute.int_tuple<"(?,4)">' and '!cute.shape<"(2,1)">'}}
  %0 = cute.tuple_mul(%a, %b) : !cute.int_tuple<"(?,4)">, !cute.shape<"(2,1)">
  return
}

// -----

func.func @tuple_mul_tuple_by_scalar(%a: !cute.int_tuple<"(?,4)">, %b: !cute.int_tuple<"2">) {
  // expected-error @below {{expects valid operands, but operands of different structure: '!cute.int_tuple<"(?,4)">' and '!cute.int_tuple<"2">'}}
  %0 = cute.tuple_mul(%a, %b) : !cute.int_tuple<"(?,4)">, !cute.int_tuple<"2">
  return
}

// -----

func.func @tuple_mul_nested_mismatch(%a: !cute.int_tuple<"(?,4)">, %b: !cute.int_tuple<"(2,(1,1))">) {
  // expected-error @below {{expects valid operands, but operands of different structure: '!cute.int_tuple<"(?,4)">' and '!cute.int_tuple<"(2,(1,1))">'}}
  %0 = cute.tuple_mul(%a, %b) : !cute.int_tuple<"(?,4)">, !cute.int_tuple<"(2,(1,1))">
  return
}

// -----

func.func @tuple_mod_rank_mismatch(%a: !cute.int_tuple<"(?,4)">, %b: !cute.int_tuple<"(2,1,1)">) {
  // expected-error @below {{expects valid operands, but operands of different structure: '!cute.int_tuple<"(?,4)">' and '!cute.int_tuple<"(2,1,1)">'}}
  %0 = cute.tuple_mod(%a, %b) : !cute.int_tuple<"(?,4)">, !cute.int_tuple<"(2,1,1)">
  return
}

// -----

func.func @tuple_div_by_zero(%a: !cute.int_tuple<"?">, %z: !cute.int_tuple<"0">) {
  // expected-error @below {{expects valid operands, but division by zero: '!cute.int_tuple<"?">' and '!cute.int_tuple<"0">'}}
  %0 = cute.tuple_div(%a, %z) : !cute.int_tuple<"?">, !cute.int_tuple<"0">
  return
}

// -----

func.func @tuple_div_mode_by_zero(%a: !cute.int_tuple<"(?,4)">, %z: !cute.int_tuple<"(2,0)">) {
  // expected-error @below {{expects valid operands, but division by zero: '!cute.int_tuple<"(?,4)">' and '!cute.int_tuple<"(2,0)">'}}
  %0 = cute.tuple_div(%a, %z) : !cute.int_tuple<"(?,4)">, !cute.int_tuple<"(2,0)">
  return
}

// -----

func.func @tuple_mod_by_zero(%a: !cute.int_tuple<"?">, %z: !cute.int_tuple<"0">) {
  // expected-error @below {{expects valid operands, but modulo by zero: '!cute.int_tuple<"?">' and '!cute.int_tuple<"0">'}}
  %0 = cute.tuple_mod(%a, %z) : !cute.int_tuple<"?">, !cute.int_tuple<"0">
  return
}

// -----

func.func @tuple_mul_overflows(%a: !cute.int_tuple<"4611686018427387904">, %b: !cute.int_tuple<"4">) {
  // expected-error @below {{expects valid operands, but integer overflow (result does not fit in int64): '!cute.int_tuple<"4611686018427387904">' and '!cute.int_tuple<"4">'}}
  %0 = cute.tuple_mul(%a, %b) : !cute.int_tuple<"4611686018427387904">, !cute.int_tuple<"4">
  return
}

// -----

func.func @tuple_mul_claims_more_than_known(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"4">) {
  // expected-error @below {{'cute.tuple_mul' op inferred type(s) '!cute.int_tuple<"?{div=4}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?{div=8}">'}}
  // expected-error @below {{'cute.tuple_mul' op failed to infer returned types}}
  %0 = cute.tuple_mul(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?{div=8}">
  return
}

// -----

func.func @tuple_div_three_operand_types(%a: !cute.int_tuple<"?">, %b: !cute.int_tuple<"4">) {
  // expected-error @below {{custom op 'cute.tuple_div' expects (LHS, RHS) -> RESULT, got '(!cute.int_tuple<"?">, !cute.int_tuple<"4">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?">'}}
  %0 = cute.tuple_div(%a, %b) : (!cute.int_tuple<"?">, !cute.int_tuple<"4">, !cute.int_tuple<"4">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @product_overflows(%t: !cute.int_tuple<"(4611686018427387904,4)">) {
  // expected-error @below {{cannot compute the product of '!cute.int_tuple<"(4611686018427387904,4)">': integer overflow (result does not fit in int64)}}
  // expected-error @below {{'cute.tuple.product' op failed to infer returned types}}
  %0 = cute.tuple.product(%t) : (!cute.int_tuple<"(4611686018427387904,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @product_each_overflows(%t: !cute.int_tuple<"(2,(4611686018427387904,4))">) {
  // expected-error @below {{cannot compute the product of '!cute.int_tuple<"(2,(4611686018427387904,4))">': integer overflow (result does not fit in int64)}}
  // expected-error @below {{'cute.tuple.product_each' op failed to infer returned types}}
  %0 = cute.tuple.product_each(%t) : (!cute.int_tuple<"(2,(4611686018427387904,4))">) -> !cute.int_tuple<"(2,?)">
  return
}

// -----

func.func @product_drops_the_divisor(%t: !cute.int_tuple<"(4,?)">) {
  // expected-error @below {{'cute.tuple.product' op inferred type(s) '!cute.int_tuple<"?{div=4}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?">'}}
  // expected-error @below {{'cute.tuple.product' op failed to infer returned types}}
  %0 = cute.tuple.product(%t) : (!cute.int_tuple<"(4,?)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @product_of_a_layout(%t: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @below {{'cute.tuple.product' op operand #0 must be !cute.int_tuple or !cute.shape, but got '!cute.layout<"(4,8):(1,4)">'}}
  %0 = cute.tuple.product(%t) : (!cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"32">
  return
}

// -----

func.func @slice_memref_rank_mismatch(%m: !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, %c: !cute.coord<"(?,_,_)">) {
  // expected-error @below {{expects coord to be weakly congruent with input shape, but got '!cute.layout<"(16,128):(1,16)">' and '!cute.coord<"(?,_,_)">'}}
  %0 = cute.slice(%m, %c) : !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,_,_)">
  return
}

// -----

func.func @slice_coord_tensor_nested_mismatch(%t: !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, %c: !cute.coord<"((?,1),_)">) {
  // expected-error @below {{expects coord to be weakly congruent with input shape, but got '!cute.layout<"(16,128):(1@0,1@1)">' and '!cute.coord<"((?,1),_)">'}}
  %0 = cute.slice(%t, %c) : !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"((?,1),_)">
  return
}

// -----

func.func @slice_memref_keeps_too_much_alignment(%m: !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, %c: !cute.coord<"(?,_)">) {
  // expected-error @below {{'cute.slice' op inferred type(s) '!cute.memref<f32, gmem, "(128):(16)">' are incompatible with return type(s) of operation '!cute.memref<f32, gmem, align<16>, "(128):(16)">'}}
  // expected-error @below {{'cute.slice' op failed to infer returned types}}
  %0 = "cute.slice"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,_)">) -> !cute.memref<f32, gmem, align<16>, "(128):(16)">
  return
}

// -----

func.func @slice_coord_tensor_iterator_stays(%t: !cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, %c: !cute.coord<"(?,_)">) {
  // expected-error @below {{'cute.slice' op inferred type(s) '!cute.coord_tensor<"(?,0)", "(128):(1@1)">' are incompatible with return type(s) of operation '!cute.coord_tensor<"(0,0)", "(128):(1@1)">'}}
  // expected-error @below {{'cute.slice' op failed to infer returned types}}
  %0 = "cute.slice"(%t, %c) : (!cute.coord_tensor<"(0,0)", "(16,128):(1@0,1@1)">, !cute.coord<"(?,_)">) -> !cute.coord_tensor<"(0,0)", "(128):(1@1)">
  return
}

// -----

func.func @slice_memref_to_a_layout(%m: !cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, %c: !cute.coord<"(?,_)">) {
  // expected-error @below {{'cute.slice' op inferred type(s) '!cute.memref<f32, gmem, "(128):(16)">' are incompatible with return type(s) of operation '!cute.layout<"(128):(16)">'}}
  // expected-error @below {{'cute.slice' op failed to infer returned types}}
  %0 = "cute.slice"(%m, %c) : (!cute.memref<f32, gmem, align<16>, "(16,128):(1,16)">, !cute.coord<"(?,_)">) -> !cute.layout<"(128):(16)">
  return
}

// -----

func.func @slice_memref_with_basis_strides(%m: !cute.memref<f32, gmem, "(4,8):(1@0,1@1)">, %c: !cute.coord<"(_,?)">) {
  // expected-error @below {{cannot compute the offset of slicing '!cute.memref<f32, gmem, "(4,8):(1@0,1@1)">' at '!cute.coord<"(_,?)">'}}
  %0 = cute.slice(%m, %c) : !cute.memref<f32, gmem, "(4,8):(1@0,1@1)">, !cute.coord<"(_,?)">
  return
}

// -----

func.func @slice_scalar_iterator_by_a_basis(%t: !cute.coord_tensor<"?", "(4,8):(1@0,1@1)">, %c: !cute.coord<"(_,?)">) {
  // expected-error @below {{cannot move the iterator of '!cute.coord_tensor<"?", "(4,8):(1@0,1@1)">' to '!cute.coord<"(_,?)">': a tuple and a non-zero scalar do not combine}}
  %0 = cute.slice(%t, %c) : !cute.coord_tensor<"?", "(4,8):(1@0,1@1)">, !cute.coord<"(_,?)">
  return
}

// -----

func.func @slice_tuple_iterator_by_an_integer(%t: !cute.coord_tensor<"(0,0)", "(4,8):(1,4)">, %c: !cute.coord<"(_,?)">) {
  // expected-error @below {{cannot move the iterator of '!cute.coord_tensor<"(0,0)", "(4,8):(1,4)">' to '!cute.coord<"(_,?)">': a tuple and a non-zero scalar do not combine}}
  %0 = cute.slice(%t, %c) : !cute.coord_tensor<"(0,0)", "(4,8):(1,4)">, !cute.coord<"(_,?)">
  return
}

// -----

func.func @size_mode_out_of_range(%m: !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) {
  // expected-error @below {{expects mode index in [0, 2) at depth 0, but got 2}}
  // expected-error @below {{'cute.size' op failed to infer returned types}}
  %0 = cute.size(%m) <{mode = [2]}> : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @size_past_a_leaf(%m: !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) {
  // expected-error @below {{expects mode indices to stop at a scalar leaf, but got 1 extra index after depth 1}}
  // expected-error @below {{'cute.size' op failed to infer returned types}}
  %0 = cute.size(%m) <{mode = [0, 1]}> : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) -> !cute.int_tuple<"?">
  return
}

// -----

// A result may say less than the known divisor (`?`), never more.
func.func @size_claims_a_larger_divisor(%m: !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) {
  // expected-error @below {{'cute.size' op inferred type(s) '!cute.int_tuple<"?{div=128}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?{div=256}">'}}
  // expected-error @below {{'cute.size' op failed to infer returned types}}
  %0 = cute.size(%m) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) -> !cute.int_tuple<"?{div=256}">
  return
}

// -----

func.func @size_mode_not_a_list(%m: !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) {
  // expected-error @below {{custom op 'cute.size' expects only `mode = [...]`, got {mode = 1 : i64}}}
  %0 = cute.size(%m) <{mode = 1}> : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @size_of_a_pointer(%p: !cute.ptr<f32, gmem>) {
  // expected-error @below {{'cute.size' op operand #0 must be Scalar integer or recursive tuple of shape extents or Scalar integer or recursive tuple of integers or CuTe layout: a shape/stride pair or CuTe composed layout: A ∘ offset ∘ B or a tensor (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view), but got '!cute.ptr<f32, gmem>'}}
  %0 = cute.size(%p) : (!cute.ptr<f32, gmem>) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @cosize_of_a_memref(%m: !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) {
  // expected-error @below {{'cute.cosize' op operand #0 must be !cute.layout or !cute.composed_layout, but got '!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">'}}
  %0 = cute.cosize(%m) : (!cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">) -> !cute.int_tuple<"?">
  return
}

// -----

!m = !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">
func.func @divide_by_a_tiler_of_higher_rank(%m: !m, %t: !cute.tile<"[32:1;64:1;2:1]">) {
  // expected-error @below {{expects rank(tiler) <= rank(input), but got rank 3 tiler and rank 2 input}}
  %0 = cute.logical_divide(%m, %t) : !m, !cute.tile<"[32:1;64:1;2:1]">
  return
}

// -----

!m = !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">
func.func @zipped_divide_typed_as_logical(%m: !m, %t: !cute.tile<"[32:1;64:1]">) {
  // expected-error @below {{'cute.zipped_divide' op inferred type(s) '!cute.memref<f32, gmem, align<16>, "((32,64),(4,?)):((1,128),(32,8192))">' are incompatible with return type(s) of operation '!cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">'}}
  // expected-error @below {{'cute.zipped_divide' op failed to infer returned types}}
  %0 = cute.zipped_divide(%m, %t) : (!m, !cute.tile<"[32:1;64:1]">) -> !cute.memref<f32, gmem, align<16>, "((32,4),(64,?)):((1,32),(128,8192))">
  return
}

// -----

!m = !cute.memref<f32, gmem, align<16>, "(128,?):(1,128)">
func.func @zipped_divide_of_a_tensor_to_a_layout(%m: !m, %t: !cute.tile<"[32:1;64:1]">) {
  // expected-error @below {{'cute.zipped_divide' op inferred type(s) '!cute.memref<f32, gmem, align<16>, "((32,64),(4,?)):((1,128),(32,8192))">' are incompatible with return type(s) of operation '!cute.layout<"((32,64),(4,?)):((1,128),(32,8192))">'}}
  // expected-error @below {{'cute.zipped_divide' op failed to infer returned types}}
  %0 = cute.zipped_divide(%m, %t) : (!m, !cute.tile<"[32:1;64:1]">) -> !cute.layout<"((32,64),(4,?)):((1,128),(32,8192))">
  return
}

// -----

func.func @zipped_divide_of_a_shape(%s: !cute.shape<"(128,?)">, %t: !cute.tile<"[32:1;64:1]">) {
  // expected-error @below {{expects input to be a layout, but got '!cute.shape<"(128,?)">'}}
  %0 = cute.zipped_divide(%s, %t) : !cute.shape<"(128,?)">, !cute.tile<"[32:1;64:1]">
  return
}

// -----

func.func @crd2idx_rank_mismatch(%c: !cute.coord<"(1,2,3)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @below {{expects coord and layout to be weakly congruent, but got coord '!cute.coord<"(1,2,3)">' and layout '!cute.layout<"(4,8):(1,4)">'}}
  // expected-error @below {{'cute.crd2idx' op failed to infer returned types}}
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"(1,2,3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @crd2idx_nested_mismatch(%c: !cute.coord<"((1,2),3)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @below {{expects coord and layout to be weakly congruent, but got coord '!cute.coord<"((1,2),3)">' and layout '!cute.layout<"(4,8):(1,4)">'}}
  // expected-error @below {{'cute.crd2idx' op failed to infer returned types}}
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"((1,2),3)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @crd2idx_overflows(%c: !cute.coord<"(9223372036854775807,1)">, %l: !cute.layout<"(4,8):(2,4)">) {
  // expected-error @below {{unable to evaluate layout '!cute.layout<"(4,8):(2,4)">' at coordinate '!cute.coord<"(9223372036854775807,1)">': integer overflow (result does not fit in int64)}}
  // expected-error @below {{'cute.crd2idx' op failed to infer returned types}}
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"(9223372036854775807,1)">, !cute.layout<"(4,8):(2,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @crd2idx_drops_the_divisor(%c: !cute.coord<"(0,?)">, %l: !cute.layout<"(4,8):(1,4)">) {
  // expected-error @below {{'cute.crd2idx' op inferred type(s) '!cute.int_tuple<"?{div=4}">' are incompatible with return type(s) of operation '!cute.int_tuple<"?">'}}
  // expected-error @below {{'cute.crd2idx' op failed to infer returned types}}
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"(0,?)">, !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"?">
  return
}

// -----

// A swizzled index at a run-time coordinate is run-time.
func.func @crd2idx_of_a_composed_layout(%c: !cute.coord<"(1,?)">, %l: !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) {
  // expected-error @below {{'cute.crd2idx' op inferred type(s) '!cute.int_tuple<"?">' are incompatible with return type(s) of operation '!cute.int_tuple<"3">'}}
  // expected-error @below {{'cute.crd2idx' op failed to infer returned types}}
  %0 = cute.crd2idx(%c, %l) : (!cute.coord<"(1,?)">, !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">) -> !cute.int_tuple<"3">
  return
}

// -----

func.func @get_mode_not_a_list(%s: !cute.shape<"(4,(8,16))">) {
  // expected-error @below {{custom op 'cute.get' expects only `mode = [...]`, got {mode = 1 : i64}}}
  %0 = cute.get(%s) <{mode = 1}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
  return
}

// -----

func.func @get_other_property(%s: !cute.shape<"(4,(8,16))">) {
  // expected-error @below {{custom op 'cute.get' expects only `mode = [...]`, got {modes = [1]}}}
  %0 = cute.get(%s) <{modes = [1]}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
  return
}

// -----

func.func @get_mode_not_an_integer(%s: !cute.shape<"(4,(8,16))">) {
  // expected-error @below {{custom op 'cute.get' expects integer mode indices, got {mode = ["a"]}}}
  %0 = cute.get(%s) <{mode = ["a"]}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
  return
}

// -----

func.func @get_mode_out_of_range(%s: !cute.shape<"(4,(8,16))">) {
  // expected-error @below {{expects mode index in [0, 2) at depth 0, but got 2}}
  // expected-error @below {{'cute.get' op failed to infer returned types}}
  %0 = cute.get(%s) <{mode = [2]}> : (!cute.shape<"(4,(8,16))">) -> !cute.shape<"(8,16)">
  return
}

// -----

func.func @append_to_negative_rank(%s: !cute.shape<"(16,?)">, %one: !cute.shape<"1">) {
  // expected-error @below {{expects rank to be a positive integer, but got -1}}
  // expected-error @below {{'cute.append_to_rank' op failed to infer returned types}}
  %0 = "cute.append_to_rank"(%s, %one) <{rank = -1 : si32}> : (!cute.shape<"(16,?)">, !cute.shape<"1">) -> !cute.shape<"(16,?)">
  return
}

// -----

func.func @append_to_rank_of_i64(%s: !cute.shape<"(16,?)">, %one: !cute.shape<"1">) {
  // expected-error @below {{'cute.append_to_rank' op attribute 'rank' failed to satisfy constraint: 32-bit integer attribute}}
  %0 = "cute.append_to_rank"(%s, %one) <{rank = 3 : i64}> : (!cute.shape<"(16,?)">, !cute.shape<"1">) -> !cute.shape<"(16,?,1)">
  return
}

// -----

func.func @make_layout_like_keeps_strides(%l: !cute.layout<"(4,8):(16,1)">) {
  // expected-error @below {{'cute.make_layout_like' op inferred type(s) '!cute.layout<"(4,8):(8,1)">' are incompatible with return type(s) of operation '!cute.layout<"(4,8):(1,4)">'}}
  // expected-error @below {{'cute.make_layout_like' op failed to infer returned types}}
  %0 = cute.make_layout_like(%l) : !cute.layout<"(4,8):(16,1)"> to !cute.layout<"(4,8):(1,4)">
  return
}

// -----

func.func @recast_layout_wrong_result(%l: !cute.layout<"(16,8):(1,16)">) {
  // expected-error @below {{'cute.recast_layout' op inferred type(s) '!cute.layout<"(8,8):(1,8)">' are incompatible with return type(s) of operation '!cute.layout<"(16,4):(1,16)">'}}
  // expected-error @below {{'cute.recast_layout' op failed to infer returned types}}
  %0 = cute.recast_layout<32, 16> (%l) : !cute.layout<"(16,8):(1,16)"> to !cute.layout<"(16,4):(1,16)">
  return
}

// -----

func.func @ceil_div_run_time_extent_by_strided_tile(%x: !cute.int_tuple<"(?,?)">, %t: !cute.tile<"[64:2;_]">) {
  // expected-error @below {{expects valid operands, but cannot compute ceil_div for '!cute.int_tuple<"(?,?)">' and '!cute.tile<"[64:2;_]">'}}
  %0 = cute.ceil_div(%x, %t) : !cute.int_tuple<"(?,?)">, !cute.tile<"[64:2;_]">
  return
}

// -----

func.func @ceil_div_run_time_extent_by_broadcast_tile(%x: !cute.int_tuple<"?">, %t: !cute.tile<"8:0">) {
  // expected-error @below {{expects valid operands, but cannot compute ceil_div for '!cute.int_tuple<"?">' and '!cute.tile<"8:0">'}}
  %0 = cute.ceil_div(%x, %t) : !cute.int_tuple<"?">, !cute.tile<"8:0">
  return
}

// -----

func.func @ceil_div_run_time_extent_by_run_time_tile(%x: !cute.int_tuple<"?">, %t: !cute.tile<"?:1">) {
  // expected-error @below {{expects valid operands, but cannot compute ceil_div for '!cute.int_tuple<"?">' and '!cute.tile<"?:1">'}}
  %0 = cute.ceil_div(%x, %t) : !cute.int_tuple<"?">, !cute.tile<"?:1">
  return
}

// -----

func.func @make_stride_i64_in_a_32_bit_leaf(%a: !cute.i64<divby 16>) {
  // expected-error @below {{'cute.make_stride' op expects operand #0 to have (width=32), but got (width=64)}}
  %0 = cute.make_stride(%a) : (!cute.i64<divby 16>) -> !cute.stride<"?{div=16}">
  return
}

// -----

func.func @make_stride_operand_count(%a: !cute.i64<divby 16>) {
  // expected-error @below {{'cute.make_stride' op expects 1 dynamic operand(s) for result type '!cute.stride<"(1,?{i64 div=16})">', but got 2}}
  %0 = cute.make_stride(%a, %a) : (!cute.i64<divby 16>, !cute.i64<divby 16>) -> !cute.stride<"(1,?{i64 div=16})">
  return
}

// -----

// One mode path: CuTe IR's before the operand or CuTe DSL's after it.
func.func @get_with_two_mode_paths(%s: !cute.shape<"(4,(8,16))">) {
  // expected-error @below {{expects one mode path, `<[...]>` or `<{mode = [...]}>`, got both}}
  %0 = cute.get<[0]> (%s) <{mode = [1, 0]}> : !cute.shape<"(4,(8,16))"> -> !cute.shape<"8">
  return
}

// -----

// The custom form parses an operand list; a slice of one operand is
// refused before its types are read (found by the module fuzzer).
func.func @slice_one_operand(%t: !cute.coord_tensor<"?", "(4,8):(1@0,1@1)">) {
  // expected-error @+1 {{'cute.slice' op expected 2 operands, but found 1}}
  %0 = cute.slice(%t) : !cute.coord_tensor<"?", "(4,8):(1@0,1@1)">
  return
}
