// The size and index ops print back as CuTe IR spells them, with result
// types computed from the operand types (a dynamic leaf makes the result
// dynamic, by CuTe IR's width rule).
// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file | cute-nvgpu-opt -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file -mlir-print-op-generic | cute-nvgpu-opt -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @sizes
func.func @sizes(%s: !cute.shape<"(3,(5,?{i64}))">, %l: !cute.layout<"((2,5),7):((7,14),-1)">,
                 %c: !cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">, %b: !cute.layout<"(3,4):(2@1,1@0)">) {
  // CHECK: cute.size (%{{.*}}) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  %0 = cute.size (%s) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"?{i64}">
  // CHECK: cute.size<[1, 0]> (%{{.*}}) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"5">
  %1 = cute.size<[1, 0]> (%s) : (!cute.shape<"(3,(5,?{i64}))">) -> !cute.int_tuple<"5">
  // CHECK: cute.size<[0]> (%{{.*}}) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"10">
  %2 = cute.size<[0]> (%l) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"10">
  // CHECK: cute.cosize (%{{.*}}) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"70">
  %3 = cute.cosize (%l) : (!cute.layout<"((2,5),7):((7,14),-1)">) -> !cute.int_tuple<"70">
  // CHECK: cute.cosize<[1]> (%{{.*}}) : (!cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">) -> !cute.int_tuple<"8">
  %4 = cute.cosize<[1]> (%c) : (!cute.composed_layout<"S<2,2,3> o 0 o (8,8):(8,1)">) -> !cute.int_tuple<"8">
  // CHECK: cute.cosize (%{{.*}}) : (!cute.layout<"(3,4):(2@1,1@0)">) -> !cute.int_tuple<"20">
  %5 = cute.cosize (%b) : (!cute.layout<"(3,4):(2@1,1@0)">) -> !cute.int_tuple<"20">
  return
}

// -----

// CHECK-LABEL: func.func @products
func.func @products(%s: !cute.shape<"((2,3),?,(4,1))">, %i: !cute.int_tuple<"7">) {
  // CHECK: cute.tuple_product(%{{.*}}) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"?">
  %0 = cute.tuple_product(%s) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"?">
  // CHECK: cute.tuple_product_each(%{{.*}}) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(6,?,4)">
  %1 = cute.tuple_product_each(%s) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(6,?,4)">
  // CHECK: cute.tuple_product_each(%{{.*}}) : (!cute.int_tuple<"7">) -> !cute.int_tuple<"(7)">
  %2 = cute.tuple_product_each(%i) : (!cute.int_tuple<"7">) -> !cute.int_tuple<"(7)">
  return
}

// -----

// CHECK-LABEL: func.func @eval
func.func @eval(%l: !cute.layout<"(3,(2,4)):(8,(1,2))">, %b: !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">,
                %c: !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) {
  %c0 = cute.static : !cute.coord<"(2,(1,3))">
  %c1 = cute.static : !cute.coord<"17">
  %c2 = cute.static : !cute.coord<"(_,(1,_))">
  // CHECK: cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,(1,3))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"23">
  %0 = cute.layout_eval(%c0, %l) : (!cute.coord<"(2,(1,3))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"23">
  // CHECK: cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"17">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"21">
  %1 = cute.layout_eval(%c1, %l) : (!cute.coord<"17">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"21">
  // CHECK: cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"17">, !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">) -> !cute.int_tuple<"(8,1)">
  %2 = cute.layout_eval(%c1, %b) : (!cute.coord<"17">, !cute.layout<"(2,(3,5)):(1@1,(1@0,3@0))">) -> !cute.int_tuple<"(8,1)">
  // CHECK: cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"(_,(1,_))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"1">
  %3 = cute.layout_eval(%c2, %l) : (!cute.coord<"(_,(1,_))">, !cute.layout<"(3,(2,4)):(8,(1,2))">) -> !cute.int_tuple<"1">
  // CHECK: cute.layout_eval(%{{.*}}, %{{.*}}) : (!cute.coord<"17">, !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) -> !cute.int_tuple<"6">
  %4 = cute.layout_eval(%c1, %c) : (!cute.coord<"17">, !cute.composed_layout<"S<2,0,2> o 1 o (4,2):(2,1)">) -> !cute.int_tuple<"6">
  return
}

// -----

// CHECK-LABEL: func.func @indices
func.func @indices(%s: !cute.shape<"(3,(2,?))">, %d: !cute.int_tuple<"?{i64}">) {
  %c = cute.static : !cute.coord<"(2,(1,0))">
  %i = cute.static : !cute.int_tuple<"11">
  // CHECK: cute.crd2idx(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.int_tuple<"5">
  %0 = cute.crd2idx(%c, %s) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.int_tuple<"5">
  // CHECK: cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"11">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(2,(1,1))">
  %1 = cute.idx2crd(%i, %s) : (!cute.int_tuple<"11">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(2,(1,1))">
  // CHECK: cute.idx2crd(%{{.*}}, %{{.*}}) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(?{i64},(?{i64},?{i64}))">
  %2 = cute.idx2crd(%d, %s) : (!cute.int_tuple<"?{i64}">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(?{i64},(?{i64},?{i64}))">
  // CHECK: cute.increment_coord(%{{.*}}, %{{.*}}) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(0,(0,1))">
  %3 = cute.increment_coord(%c, %s) : (!cute.coord<"(2,(1,0))">, !cute.shape<"(3,(2,?))">) -> !cute.coord<"(0,(0,1))">
  return
}

// -----

// CHECK-LABEL: func.func @ranks
func.func @ranks(%s: !cute.stride<"(1@0,?)">, %e: !cute.stride<"0">, %l: !cute.layout<"6:2">, %u: !cute.layout<"(1,1):(0,0)">,
                 %c: !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">)
    -> (!cute.stride<"(1@0,?,0)">, !cute.stride<"(0,0,1@0,?)">, !cute.layout<"((1,1),6):((0,0),2)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">) {
  // CHECK: cute.append_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.stride<"(1@0,?)">, !cute.stride<"0">
  %0 = cute.append_to_rank<3> (%s, %e) : !cute.stride<"(1@0,?)">, !cute.stride<"0">
  // CHECK: cute.prepend_to_rank<4> (%{{.*}}, %{{.*}}) : !cute.stride<"(1@0,?)">, !cute.stride<"0">
  %1 = cute.prepend_to_rank<4> (%s, %e) : !cute.stride<"(1@0,?)">, !cute.stride<"0">
  // CHECK: cute.prepend_to_rank<2> (%{{.*}}, %{{.*}}) : !cute.layout<"6:2">, !cute.layout<"(1,1):(0,0)">
  %2 = cute.prepend_to_rank<2> (%l, %u) : !cute.layout<"6:2">, !cute.layout<"(1,1):(0,0)">
  // CHECK: cute.append_to_rank<3> (%{{.*}}, %{{.*}}) : !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">, !cute.layout<"(1,1):(0,0)">
  %3 = cute.append_to_rank<3> (%c, %u) : !cute.composed_layout<"S<1,1,1> o 0 o (2,2):(2,1)">, !cute.layout<"(1,1):(0,0)">
  return %0, %1, %2, %3 : !cute.stride<"(1@0,?,0)">, !cute.stride<"(0,0,1@0,?)">, !cute.layout<"((1,1),6):((0,0),2)">, !cute.composed_layout<"S<1,1,1> o 0 o (2,2,(1,1)):(2,1,(0,0))">
}
