// The algebra ops' result types are the layout algebra evaluated at compile
// time (CuTe's documented examples). A result type that disagrees with the
// algebra is rejected (see invalid.mlir), so each line below is checked by
// the verifier and the printed IR by FileCheck.
// RUN: cute-nvgpu-opt %s | FileCheck %s

// CHECK-LABEL: func.func @cute_docs
func.func @cute_docs() {
  %a = cute.static : !cute.layout<(10,2):(16,4)>
  %b = cute.static : !cute.layout<(5,4):(1,5)>
  // CHECK: cute.composition %{{.*}}, %{{.*}} : !cute.layout<"(10,2):(16,4)">, !cute.layout<"(5,4):(1,5)"> -> !cute.layout<"(5,(2,2)):(16,(80,4))">
  %0 = cute.composition %a, %b : !cute.layout<(10,2):(16,4)>, !cute.layout<(5,4):(1,5)> -> !cute.layout<(5,(2,2)):(16,(80,4))>

  %c = cute.static : !cute.layout<4:2>
  // CHECK: cute.complement %{{.*}} {cosize_hi = 24 : i64} : !cute.layout<"4:2"> -> !cute.layout<"(2,3):(1,8)">
  %1 = cute.complement %c {cosize_hi = 24} : !cute.layout<4:2> -> !cute.layout<(2,3):(1,8)>
  // Without cosize_hi the bound is cosize(4:2) = 7.
  // CHECK: cute.complement %{{.*}} : !cute.layout<"4:2"> -> !cute.layout<"2:1">
  %2 = cute.complement %c : !cute.layout<4:2> -> !cute.layout<2:1>

  %d = cute.static : !cute.layout<(2,(1,6)):(1,(6,2))>
  // CHECK: cute.coalesce %{{.*}} : !cute.layout<"(2,(1,6)):(1,(6,2))"> -> !cute.layout<"12:1">
  %3 = cute.coalesce %d : !cute.layout<(2,(1,6)):(1,(6,2))> -> !cute.layout<12:1>

  %e = cute.static : !cute.layout<((2,3),(4,5)):((1,2),(6,24))>
  // Whole coalesce merges everything; by_mode keeps the two top-level modes.
  // CHECK: cute.coalesce %{{.*}} : !cute.layout<"((2,3),(4,5)):((1,2),(6,24))"> -> !cute.layout<"120:1">
  %4 = cute.coalesce %e : !cute.layout<((2,3),(4,5)):((1,2),(6,24))> -> !cute.layout<120:1>
  // CHECK: cute.coalesce %{{.*}} {by_mode} : !cute.layout<"((2,3),(4,5)):((1,2),(6,24))"> -> !cute.layout<"(6,20):(1,6)">
  %bymode = cute.coalesce %e {by_mode} : !cute.layout<((2,3),(4,5)):((1,2),(6,24))> -> !cute.layout<(6,20):(1,6)>

  %f = cute.static : !cute.layout<(4,2,3):(2,1,8)>
  // CHECK: cute.logical_divide(%{{.*}}, %{{.*}}) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  %5 = cute.logical_divide(%f, %c) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  // CHECK: cute.zipped_divide(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  %6 = cute.zipped_divide(%f, %c) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),(2,3)):((4,1),(2,8))">
  // CHECK: cute.tiled_divide(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),2,3):((4,1),2,8)">
  %7 = cute.tiled_divide(%f, %c) : (!cute.layout<"(4,2,3):(2,1,8)">, !cute.layout<"4:2">) -> !cute.layout<"((2,2),2,3):((4,1),2,8)">

  %g = cute.static : !cute.layout<(2,2):(2,1)>
  %h = cute.static : !cute.layout<(2,3):(1,2)>
  // CHECK: cute.logical_product(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(2,3)):((2,1),(4,8))">
  %8 = cute.logical_product(%g, %h) : (!cute.layout<"(2,2):(2,1)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((2,1),(4,8))">
  // CHECK: cute.blocked_product(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(2,3)):((2,4),(1,8))">
  %9 = cute.blocked_product(%g, %h) : (!cute.layout<"(2,2):(2,1)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(2,3)):((2,4),(1,8))">
  // CHECK: cute.raked_product(%{{.*}}, %{{.*}}) : ({{.*}}) -> !cute.layout<"((2,2),(3,2)):((4,2),(8,1))">
  %10 = cute.raked_product(%g, %h) : (!cute.layout<"(2,2):(2,1)">, !cute.layout<"(2,3):(1,2)">) -> !cute.layout<"((2,2),(3,2)):((4,2),(8,1))">

  %i = cute.static : !cute.layout<(4,8):(8,1)>
  // CHECK: cute.right_inverse %{{.*}} : !cute.layout<"(4,8):(8,1)"> -> !cute.layout<"(8,4):(4,1)">
  %11 = cute.right_inverse %i : !cute.layout<(4,8):(8,1)> -> !cute.layout<(8,4):(4,1)>
  %j = cute.static : !cute.layout<(4,8):(2,8)>
  // CHECK: cute.left_inverse %{{.*}} : !cute.layout<"(4,8):(2,8)"> -> !cute.layout<"(2,32):(0,1)">
  %12 = cute.left_inverse %j : !cute.layout<(4,8):(2,8)> -> !cute.layout<(2,32):(0,1)>

  // A swizzled (composed) layout composed with a tile keeps its swizzle.
  %k = cute.static : !cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>
  %l = cute.static : !cute.layout<(8,8):(1,64)>
  // CHECK: cute.composition %{{.*}}, %{{.*}} : !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">, !cute.layout<"(8,8):(1,64)"> -> !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(64,1)">
  %13 = cute.composition %k, %l : !cute.composed_layout<Sw<3,4,3> o 0 o (64,64):(64,1)>, !cute.layout<(8,8):(1,64)> -> !cute.composed_layout<Sw<3,4,3> o 0 o (8,8):(64,1)>
  return
}
