// The size and index ops reject what CuTe IR rejects, with its wording.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @size_mode(%l: !cute.layout<"(4,(2,2)):(1,(4,8))">) {
  // expected-error@+2 {{expects mode index in [0, 2) at depth 1, but got -2}}
  // expected-error@+1 {{'cute.size' op failed to infer returned types}}
  %r = cute.size<[1, -2]> (%l) : (!cute.layout<"(4,(2,2)):(1,(4,8))">) -> !cute.int_tuple<"2">
  return
}

// -----

func.func @size_of_coord(%c: !cute.coord<"(1,2)">) {
  // expected-error@+1 {{'cute.size' op operand #0 must be Scalar integer or recursive tuple of shape extents or Scalar integer or recursive tuple of integers or CuTe layout: a shape/stride pair or CuTe composed layout: A ∘ offset ∘ B or a tensor (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view), but got '!cute.coord<"(1,2)">'}}
  %r = cute.size (%c) : (!cute.coord<"(1,2)">) -> !cute.int_tuple<"2">
  return
}

// -----

func.func @cosize_past_leaf(%l: !cute.layout<"(4,4):(4,1)">) {
  // expected-error@+2 {{expects mode indices to stop at a scalar leaf, but got 1 extra index after depth 1}}
  // expected-error@+1 {{'cute.cosize' op failed to infer returned types}}
  %r = cute.cosize<[1, 0]> (%l) : (!cute.layout<"(4,4):(4,1)">) -> !cute.int_tuple<"4">
  return
}

// -----

func.func @product_kind(%s: !cute.shape<"(3,?)">) {
  // expected-error@+2 {{'cute.tuple_product' op inferred type(s) '!cute.shape<"?">' are incompatible with return type(s) of operation '!cute.int_tuple<"?">'}}
  // expected-error@+1 {{'cute.tuple_product' op failed to infer returned types}}
  %r = cute.tuple_product(%s) : (!cute.shape<"(3,?)">) -> !cute.int_tuple<"?">
  return
}

// -----

func.func @eval_rank(%c: !cute.coord<"(1,2,3)">, %l: !cute.layout<"(4,(2,2)):(1,(4,8))">) {
  // expected-error@+2 {{expects coordinate rank 2 (to match layout shape rank) or be a leaf, but got 3}}
  // expected-error@+1 {{'cute.layout_eval' op failed to infer returned types}}
  %r = cute.layout_eval(%c, %l) : (!cute.coord<"(1,2,3)">, !cute.layout<"(4,(2,2)):(1,(4,8))">) -> !cute.int_tuple<"0">
  return
}

// -----

func.func @crd2idx_congruence(%c: !cute.coord<"((1,0),1)">, %s: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{expects coord and shape to be weakly congruent, but got coord '!cute.coord<"((1,0),1)">' and shape '!cute.shape<"(4,2)">'}}
  // expected-error@+1 {{'cute.crd2idx' op failed to infer returned types}}
  %r = cute.crd2idx(%c, %s) : (!cute.coord<"((1,0),1)">, !cute.shape<"(4,2)">) -> !cute.int_tuple<"5">
  return
}

// -----

func.func @idx2crd_rank(%i: !cute.int_tuple<"(1,2)">, %s: !cute.shape<"(4,2,2)">) {
  // expected-error@+2 {{expects index rank 3 (to match shape rank) or scalar, but got 2}}
  // expected-error@+1 {{'cute.idx2crd' op failed to infer returned types}}
  %r = cute.idx2crd(%i, %s) : (!cute.int_tuple<"(1,2)">, !cute.shape<"(4,2,2)">) -> !cute.coord<"(1,2)">
  return
}

// -----

func.func @increment_underscore(%c: !cute.coord<"(1,_)">, %s: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{expects coord to be free of underscore wildcards, but got '!cute.coord<"(1,_)">'}}
  // expected-error@+1 {{'cute.increment_coord' op failed to infer returned types}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"(1,_)">, !cute.shape<"(4,2)">) -> !cute.coord<"(2,0)">
  return
}

// -----

func.func @increment_congruence(%c: !cute.coord<"3">, %s: !cute.shape<"(4,2)">) {
  // expected-error@+2 {{expects coord to be congruent with shape, but got '!cute.coord<"3">' and '!cute.shape<"(4,2)">'}}
  // expected-error@+1 {{'cute.increment_coord' op failed to infer returned types}}
  %r = cute.increment_coord(%c, %s) : (!cute.coord<"3">, !cute.shape<"(4,2)">) -> !cute.coord<"4">
  return
}

// -----

func.func @pad_rank(%s: !cute.shape<"(4,2)">, %e: !cute.shape<"1">) {
  // expected-error@+1 {{expects rank to be a positive integer, but got -1}}
  %r = cute.prepend_to_rank<-1> (%s, %e) : !cute.shape<"(4,2)">, !cute.shape<"1">
  return
}

// -----

func.func @pad_kind(%s: !cute.coord<"(4,2)">, %e: !cute.shape<"1">) {
  // expected-error@+1 {{expects input and element to have the same kind, but got '!cute.coord<"(4,2)">' and '!cute.shape<"1">'}}
  %r = cute.append_to_rank<3> (%s, %e) : !cute.coord<"(4,2)">, !cute.shape<"1">
  return
}

// -----

func.func @pad_composed(%c: !cute.composed_layout<"S<1,1,1> o 0 o 4:1">, %e: !cute.stride<"0">) {
  // expected-error@+1 {{expects element to be !cute.layout when input is !cute.composed_layout, but got '!cute.stride<"0">'}}
  %r = cute.append_to_rank<2> (%c, %e) : !cute.composed_layout<"S<1,1,1> o 0 o 4:1">, !cute.stride<"0">
  return
}

// -----

func.func @cosize_layout_outer(%c: !cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)">) {
  // expected-error@+2 {{expects composed_layout inner to be a swizzle (cosize is undefined for affine inner), but got '!cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)">'}}
  // expected-error@+1 {{'cute.cosize' op failed to infer returned types}}
  %r = cute.cosize (%c) : (!cute.composed_layout<"(4,6):(6,1) o 0 o (2,3):(1,2)">) -> !cute.int_tuple<"6">
  return
}

// -----

func.func @product_each_value(%t: !cute.int_tuple<"(2,(3,4))">) {
  // expected-error@+2 {{'cute.tuple_product_each' op inferred type(s) '!cute.int_tuple<"(2,12)">' are incompatible with return type(s) of operation '!cute.int_tuple<"(2,13)">'}}
  // expected-error@+1 {{'cute.tuple_product_each' op failed to infer returned types}}
  %0 = cute.tuple_product_each(%t) : (!cute.int_tuple<"(2,(3,4))">) -> !cute.int_tuple<"(2,13)">
  return
}
