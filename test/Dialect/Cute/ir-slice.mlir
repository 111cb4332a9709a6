// cute.slice keeps the modes a coordinate marks `_`, cute.dice the modes it
// marks with an integer; result types are inferred, printed back and
// re-parsed unchanged.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CHECK-LABEL: func.func @slice_tuples
func.func @slice_tuples(%s: !cute.shape<"(5,(6,7),8)">,
                        %c: !cute.coord<"(_,(2,_),3)">,
                        %d: !cute.stride<"(?{i64},3,?)">,
                        %k: !cute.coord<"(_,1,_)">)
    -> (!cute.shape<"(5,7)">, !cute.stride<"(?{i64},?)">) {
  // CHECK: cute.slice(%{{.*}}, %{{.*}}) : !cute.shape<"(5,(6,7),8)">, !cute.coord<"(_,(2,_),3)">
  %0 = cute.slice(%s, %c) : !cute.shape<"(5,(6,7),8)">, !cute.coord<"(_,(2,_),3)">
  // CHECK: cute.slice(%{{.*}}, %{{.*}}) : !cute.stride<"(?{i64},3,?)">, !cute.coord<"(_,1,_)">
  %1 = cute.slice(%d, %k) : !cute.stride<"(?{i64},3,?)">, !cute.coord<"(_,1,_)">
  return %0, %1 : !cute.shape<"(5,7)">, !cute.stride<"(?{i64},?)">
}

// CHECK-LABEL: func.func @slice_layouts
func.func @slice_layouts(%l: !cute.layout<"(4,(3,5)):(2,(8,24))">,
                         %c: !cute.coord<"(1,(_,_))">,
                         %i: !cute.coord<"1">)
    -> (!cute.layout<"(3,5):(8,24)">, !cute.layout<"():()">) {
  // CHECK: cute.slice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"(1,(_,_))">
  %0 = cute.slice(%l, %c) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"(1,(_,_))">
  %1 = cute.slice(%l, %i) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"1">
  // CHECK: return %{{.*}}, %{{.*}} : !cute.layout<"(3,5):(8,24)">, !cute.layout<"():()">
  return %0, %1 : !cute.layout<"(3,5):(8,24)">, !cute.layout<"():()">
}

// The fixed mode's contribution (2 * 1) joins the offset.
// CHECK-LABEL: func.func @slice_affine_composed
func.func @slice_affine_composed(
    %k: !cute.composed_layout<"(8,2):(1,8) o 1 o (4,6):(1,4)">,
    %c: !cute.coord<"(2,_)">)
    -> !cute.composed_layout<"(8,2):(1,8) o 3 o (6):(4)"> {
  %0 = cute.slice(%k, %c)
         : !cute.composed_layout<"(8,2):(1,8) o 1 o (4,6):(1,4)">, !cute.coord<"(2,_)">
  // CHECK: return %{{.*}} : !cute.composed_layout<"(8,2):(1,8) o 3 o (6):(4)">
  return %0 : !cute.composed_layout<"(8,2):(1,8) o 3 o (6):(4)">
}

// Swizzle S<2,3,3> moves bits 6,7 onto bits 3,4. Keeping modes over both
// sets stays swizzled; keeping modes over bits 0..4 only decays to a plain
// layout whose strides on bits 3,4 depend on the offset's bits 6,7.
// CHECK-LABEL: func.func @slice_swizzle_composed
func.func @slice_swizzle_composed(
    %w: !cute.composed_layout<"S<2,3,3> o 0 o (8,4,4):(1,8,64)">,
    %a: !cute.coord<"(0,_,_)">, %b: !cute.coord<"(_,_,?)">,
    %c: !cute.coord<"(_,_,1)">)
    -> (!cute.composed_layout<"S<2,3,3> o 0 o (4,4):(8,64)">,
        !cute.layout<"(8,(2,2)):(1,(?,?))">,
        !cute.layout<"(8,(2,2)):(1,(-8,16))">) {
  %0 = cute.slice(%w, %a)
         : !cute.composed_layout<"S<2,3,3> o 0 o (8,4,4):(1,8,64)">, !cute.coord<"(0,_,_)">
  %1 = cute.slice(%w, %b)
         : !cute.composed_layout<"S<2,3,3> o 0 o (8,4,4):(1,8,64)">, !cute.coord<"(_,_,?)">
  %2 = cute.slice(%w, %c)
         : !cute.composed_layout<"S<2,3,3> o 0 o (8,4,4):(1,8,64)">, !cute.coord<"(_,_,1)">
  // CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.composed_layout<"S<2,3,3> o 0 o (4,4):(8,64)">, !cute.layout<"(8,(2,2)):(1,(?,?))">, !cute.layout<"(8,(2,2)):(1,(-8,16))">
  return %0, %1, %2 : !cute.composed_layout<"S<2,3,3> o 0 o (4,4):(8,64)">,
                      !cute.layout<"(8,(2,2)):(1,(?,?))">,
                      !cute.layout<"(8,(2,2)):(1,(-8,16))">
}

// CHECK-LABEL: func.func @dice
func.func @dice(%l: !cute.layout<"(4,(3,5)):(2,(8,24))">,
                %c: !cute.coord<"(_,(0,_))">,
                %x: !cute.coord<"(?,_,3)">, %k: !cute.coord<"(0,0,_)">,
                %w: !cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(1,8,32)">,
                %m: !cute.coord<"(_,0,0)">)
    -> (!cute.layout<"(3):(8)">, !cute.coord<"(?,_)">,
        !cute.composed_layout<"S<2,3,3> o 0 o (4,2):(8,32)">) {
  // CHECK: cute.dice(%{{.*}}, %{{.*}}) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"(_,(0,_))">
  %0 = cute.dice(%l, %c) : !cute.layout<"(4,(3,5)):(2,(8,24))">, !cute.coord<"(_,(0,_))">
  %1 = cute.dice(%x, %k) : !cute.coord<"(?,_,3)">, !cute.coord<"(0,0,_)">
  %2 = cute.dice(%w, %m)
         : !cute.composed_layout<"S<2,3,3> o 0 o (8,4,2):(1,8,32)">, !cute.coord<"(_,0,0)">
  // CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !cute.layout<"(3):(8)">, !cute.coord<"(?,_)">, !cute.composed_layout<"S<2,3,3> o 0 o (4,2):(8,32)">
  return %0, %1, %2 : !cute.layout<"(3):(8)">, !cute.coord<"(?,_)">,
                      !cute.composed_layout<"S<2,3,3> o 0 o (4,2):(8,32)">
}
