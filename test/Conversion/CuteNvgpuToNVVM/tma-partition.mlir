// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm | FileCheck %s

// cute_nvgpu.atom.tma_partition at run time: the verifier's computation
// (CuTe's tma_partition) traced. Both tensors are regrouped per TMA box;
// the CTA at cta_coord of a multicast layout takes its share of the box,
// cta_layout(cta_coord) * (values per TMA / cosize(cta_layout)), as a
// domain offset: the SMEM pointer moves by the share's element offset and
// the coordinate tensor's iterator by its TMA coordinate.

!atom = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!so = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!g = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!go = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">

// One CTA: the pointer and the iterator stay, the rest extent passes.
// CHECK-LABEL: func.func @one_cta
// CHECK: %[[G:.*]] = builtin.unrealized_conversion_cast %arg2
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg1
// CHECK-NEXT: builtin.unrealized_conversion_cast %[[P]] : !llvm.ptr<3> to !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
// CHECK: %[[M:.*]] = llvm.extractvalue %[[G]][0, 0]
// CHECK-NEXT: %[[L:.*]] = llvm.extractvalue %[[G]][0, 1]
// CHECK-NEXT: %[[K:.*]] = llvm.extractvalue %[[G]][1, 0]
// CHECK-NOT: llvm.getelementptr
// CHECK: llvm.insertvalue %[[M]], %{{.*}}[0, 0]
// CHECK-NEXT: llvm.insertvalue %[[L]], %{{.*}}[0, 1]
// CHECK-NEXT: llvm.insertvalue %[[K]], %{{.*}}[1, 0]
func.func @one_cta(%a: !atom, %s: !sm, %g: !g) -> (!so, !go) {
  %c = cute.static : !cute.coord<"0">
  %l = cute.static : !cute.layout<"(1):(0)">
  %r:2 = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!atom, !cute.coord<"0">, !cute.layout<"(1):(0)">, !sm, !g) -> (!so, !go)
  return %r#0, %r#1 : !so, !go
}

// -----

!atom = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!so = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!g = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!go = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">

// CTA 1 of 2: its share starts at value 1 * 8192 / 2 = 4096 of the box:
// SMEM element 4096, and TMA coordinate (64,128) at 4096 is (0,64), so the
// iterator's M coordinate (its element 1, stride 1@1) gains 64.
// CHECK-LABEL: func.func @second_of_two
// CHECK: %[[G:.*]] = builtin.unrealized_conversion_cast %arg2
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg1
// CHECK: %[[M:.*]] = llvm.extractvalue %[[G]][0, 0]
// CHECK: %[[C64:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[M2:.*]] = arith.addi %[[M]], %[[C64]] : i32
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(4096 : i64) : i64
// CHECK-NEXT: llvm.getelementptr %[[P]][%[[N]]] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i16
// CHECK: llvm.insertvalue %[[M2]], %{{.*}}[0, 0]
func.func @second_of_two(%a: !atom, %s: !sm, %g: !g) -> (!so, !go) {
  %c = cute.static : !cute.coord<"1">
  %l = cute.static : !cute.layout<"(2):(1)">
  %r:2 = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!atom, !cute.coord<"1">, !cute.layout<"(2):(1)">, !sm, !g) -> (!so, !go)
  return %r#0, %r#1 : !so, !go
}
