// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm | FileCheck %s

// tma_partition of an im2col atom at run time (the operands of
// test/Dialect/CuteNvgpu/im2col-tma-partition.mlir): the SMEM pointer moves
// by the CTA's share of the box, as for a tiled atom, while the im2col
// coordinate tensor keeps its iterator and the share moves its
// composition's offset (CuTe's domain_offset of a ComposedLayout).

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,8),(64,1)),2):(((64,512),(1,0)),4096)">
!smp = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">
!g = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o ((64,64),(3,3)):((1@0,1@0@1),(1@1@1,1@2@1))">
!gp = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?,(?,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">

// A run-time CTA c of two: its share c * 2048 values moves the SMEM pointer
// by c * 2048 elements and the offset to (64 + share / 64, share % 64): the
// pixel (1@0) and the channel (1@0@1) of the share's first value in the
// (64 channels, 64 pixels) box. In the lowered value the offset's two
// leaves sit after the inner layout's (none): [1, 1, 0] and [1, 1, 1].
// CHECK-LABEL: func.func @run_time_cta
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg2
// CHECK-NEXT: %[[C:.*]] = builtin.unrealized_conversion_cast %arg1 : !cute.coord<"?"> to i32
// CHECK: %[[K2048:.*]] = arith.constant 2048 : i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[C]], %[[K2048]] : i32
// CHECK-NEXT: %[[K64:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[CH:.*]] = arith.remsi %[[S]], %[[K64]] : i32
// CHECK-NEXT: %[[K64B:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[PX:.*]] = arith.divsi %[[S]], %[[K64B]] : i32
// CHECK-NEXT: %[[K64C:.*]] = arith.constant 64 : i32
// CHECK-NEXT: %[[OFF:.*]] = arith.addi %[[K64C]], %[[PX]] : i32
// CHECK-NEXT: llvm.getelementptr %[[P]][%[[S]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
// CHECK: llvm.insertvalue %[[OFF]], %{{.*}}[1, 1, 0]
// CHECK-NEXT: llvm.insertvalue %[[CH]], %{{.*}}[1, 1, 1]
func.func @run_time_cta(%a: !ld, %c: !cute.coord<"?">, %s: !sm, %t: !g) -> (!smp, !gp) {
  %l = cute.static : !cute.layout<"2:1">
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %t) : (!ld, !cute.coord<"?">, !cute.layout<"2:1">, !sm, !g) -> (!smp, !gp)
  return %x, %y : !smp, !gp
}
