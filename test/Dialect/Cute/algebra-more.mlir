// The rest of CuTe's daily layout functions as ops whose result type is the
// library's answer (checked against CUTLASS CuTe's own results in
// unittests/Layout/data/cute-layout-cases.tsv); a wrong result type is
// rejected by the verifier.
// RUN: cute-nvgpu-opt %s | FileCheck %s

// CHECK-LABEL: func.func @products
func.func @products() {
  %a = cute.static : !cute.layout<(2,2):(1,2)>
  %b = cute.static : !cute.layout<(3,4):(1,3)>
  // CHECK: cute.zipped_product(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(3,4)):((1,2),(4,12))">
  %0 = cute.zipped_product(%a, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"(3,4):(1,3)">) -> !cute.layout<"((2,2),(3,4)):((1,2),(4,12))">
  %s = cute.static : !cute.shape<"(4,8)">
  // CHECK: cute.tile_to_shape(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(2,4)):((1,4),(2,8))">
  %1 = cute.tile_to_shape(%a, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(4,8)">) -> !cute.layout<"((2,2),(2,4)):((1,4),(2,8))">
  %c = cute.static : !cute.layout<(8,8):(1,8)>
  %d = cute.static : !cute.layout<2:1>
  // CHECK: cute.filter {{.*}} -> !cute.layout<{{"?}}8:1{{"?}}>
  %e = cute.static : !cute.layout<(4,1,2):(1,0,4)>
  %2 = cute.filter %e : !cute.layout<(4,1,2):(1,0,4)> -> !cute.layout<8:1>
  // CHECK: cute.max_common_layout {{.*}} -> !cute.layout<{{"?}}4:1{{"?}}>
  %f = cute.static : !cute.layout<(4,8):(1,4)>
  %g = cute.static : !cute.layout<(4,8):(1,8)>
  %3 = cute.max_common_layout %f, %g : !cute.layout<(4,8):(1,4)>, !cute.layout<(4,8):(1,8)> -> !cute.layout<4:1>
  return
}

// CHECK-LABEL: func.func @recast
func.func @recast() {
  // A swizzled 16-bit tile seen as bytes: the swizzle moves with the width.
  %s = cute.static : !cute.composed_layout<Sw<3,3,3> o 0 o (8,64):(64,1)>
  // CHECK: cute.recast {{.*}} {from_bits = 16 : i64, to_bits = 8 : i64} : {{.*}} -> !cute.composed_layout<{{"?}}S{{w?}}<3,4,3> o 0 o (8,128):(128,1){{"?}}>
  %0 = cute.recast %s {from_bits = 16, to_bits = 8} : !cute.composed_layout<Sw<3,3,3> o 0 o (8,64):(64,1)> -> !cute.composed_layout<Sw<3,4,3> o 0 o (8,128):(128,1)>
  return
}

// CHECK-LABEL: func.func @max_common_vector
func.func @max_common_vector() {
  %a = cute.static : !cute.layout<(4,8):(1,4)>
  %b = cute.static : !cute.layout<(4,8):(1,8)>
  // CHECK: cute.max_common_vector {{.*}} -> !cute.int_tuple<"4">
  %0 = cute.max_common_vector %a, %b : !cute.layout<(4,8):(1,4)>, !cute.layout<(4,8):(1,8)> -> !cute.int_tuple<"4">
  // Identical compact layouts agree on all 32 elements.
  // CHECK: cute.max_common_vector {{.*}} -> !cute.int_tuple<"32">
  %1 = cute.max_common_vector %a, %a : !cute.layout<(4,8):(1,4)>, !cute.layout<(4,8):(1,4)> -> !cute.int_tuple<"32">
  return
}
