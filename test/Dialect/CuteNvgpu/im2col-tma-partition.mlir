// RUN: cute-nvgpu-opt %s -split-input-file | cute-nvgpu-opt -split-input-file | FileCheck %s

// tma_partition of an im2col atom (CuTe's tma_partition of a ComposedLayout
// tensor). The operands: the 2-D fprop atom of dsl-im2col-tma.mlir (a box
// of 64 channels by 64 pixels, 4096 values), two stages of its 128-byte
// swizzled K-major SMEM tile grouped as (((8,8),(64,1)), stage), and the
// im2col coordinate tensor's CTA tile at pixel block m = 1 (local_tile's
// `(64,(0,0,0))` offset) grouped as ((M,K), (s,r) taps). The linear layout
// is partitioned as CuTe partitions any tensor (the SMEM tile's inverse:
// 64 channels, 1@0@1, fastest, then 64 pixels, 1@0, one TMA of 4096
// values, then the nine filter taps); the SMEM tensor is ((4096,1),2). The
// iterator stays at the lower corner (-1,-1): CuTe's domain_offset of a
// ComposedLayout moves the composition's offset, not the pointer, so the
// second CTA of a two-CTA multicast reads the pixels from 64 + 4096/2/64 =
// 96 on (offset `(96,(0,0,0))`). The run-time lowering:
// test/Conversion/CuteNvgpuToNVVM/im2col-tma-partition.mlir.

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,8),(64,1)),2):(((64,512),(1,0)),4096)">
!smp = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">
!g = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o ((64,64),(3,3)):((1@0,1@0@1),(1@1@1,1@2@1))">
!gp = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">

// CHECK-LABEL: func.func @one_cta
// CHECK-NEXT: %smem_tensor, %gmem_tensor = cute_nvgpu.atom.tma_partition(%arg0, %arg1, %arg2, %arg3, %arg4) : ({{.*}}) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">)
func.func @one_cta(%a: !ld, %c: !cute.coord<"0">, %l: !cute.layout<"1:0">, %s: !sm, %t: !g) -> (!smp, !gp) {
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %t) : (!ld, !cute.coord<"0">, !cute.layout<"1:0">, !sm, !g) -> (!smp, !gp)
  return %x, %y : !smp, !gp
}

// -----

!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,8),(64,1)),2):(((64,512),(1,0)),4096)">
!smp = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">
!g = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o ((64,64),(3,3)):((1@0,1@0@1),(1@1@1,1@2@1))">
!gp = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (96,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">

// CHECK-LABEL: func.func @second_cta_of_two
// CHECK-NEXT: %smem_tensor, %gmem_tensor = cute_nvgpu.atom.tma_partition({{.*}}) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),2):((1,0),4096)">, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (96,(0,0,0)) o (((64,64),1),(3,3)):(((1@0@1,1@0),0),(1@1@1,1@2@1))">)
func.func @second_cta_of_two(%a: !ld, %c: !cute.coord<"1">, %l: !cute.layout<"2:1">, %s: !sm, %t: !g) -> (!smp, !gp) {
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %t) : (!ld, !cute.coord<"1">, !cute.layout<"2:1">, !sm, !g) -> (!smp, !gp)
  return %x, %y : !smp, !gp
}
