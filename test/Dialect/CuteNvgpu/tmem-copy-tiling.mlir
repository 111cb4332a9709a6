// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// make_tmem_copy's tiled copy is CuTe's make_tmem_copy of the atom over the
// TMEM tensor: make_cotiled_copy with threads (32,4):(0, 32 lanes) and the
// values where the atom's ValID puts them (upcast to the element width).
// The result type the program writes must be that one. The accepted cases
// are tiled copies NVIDIA's CuTe DSL printed for these atoms and layouts
// (the dumps of NVIDIA/cutlass pull request 2767 hold 36 make_tmem_copy
// ops, each verified this way by scripts/cutedsl-ir-census.sh), and two
// packed 16-bit forms.

// CHECK-LABEL: func.func @dsl_cases
!l128 = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x128>
!l256 = !cute_nvgpu.atom.tmem_load<f32, 16 DP, 256 bit, x16>
!l32 = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x32>
!s128 = !cute_nvgpu.atom.tmem_store<bf16, 16 DP, 128 bit, x16>
!s8 = !cute_nvgpu.atom.tmem_store<f16, 32 DP, 32 bit, x8>
!t0 = !cute.memref<f32, tmem, align<16>, "(128,128):(65536,1)">
!t1 = !cute.memref<f32, tmem, align<16>, "((64,(32,2)),(1,4)):((65536,(1,4194304)),(0,32))">
!t2 = !cute.memref<f32, tmem, align<16>, "(64,(128,2)):(65536,(1,4194304))">
!t3 = !cute.memref<bf16, tmem, align<16>, "((128,16),1,(4,2),1):((131072,1),0,(16,64),0)">
!t4 = !cute.memref<f16, tmem, align<16>, "((128,16),1,(4,2)):((131072,1),0,(16,64))">
!c0 = !cute.tiled_copy<!l128, layout_copy_tv = <"((32,4),(128,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);128:1]">>
!c1 = !cute.tiled_copy<!l256, layout_copy_tv = <"((32,4),(128,16)):((0,1),(64,4))">, tiler_mn = <"[(4,16):(32,1);128:1]">>
!c2 = !cute.tiled_copy<!l32, layout_copy_tv = <"((32,(2,2)),(32,32)):((0,(1,2)),(4,128))">, tiler_mn = <"[(2,2,32,32):(32,2048,64,1);1:0]">>
!c3 = !cute.tiled_copy<!l32, layout_copy_tv = <"((32,(2,2)),(32,32)):((0,(1,64)),(128,2))">, tiler_mn = <"[(2,32):(32,1);(2,32):(128,1)]">>
!c4 = !cute.tiled_copy<!s128, layout_copy_tv = <"((32,4),((16,8),16)):((0,1),((4,1024),64))">, tiler_mn = <"[(64,16):(32,1);1:0;8:1;1:0]">>
!c5 = !cute.tiled_copy<!s8, layout_copy_tv = <"((32,4),(16,32)):((0,1),(4,64))">, tiler_mn = <"[(64,32):(32,1);1:0;1:0]">>
func.func @dsl_cases(%l128: !l128, %l256: !l256, %l32: !l32, %s128: !s128, %s8: !s8,
                     %t0: !t0, %t1: !t1, %t2: !t2, %t3: !t3, %t4: !t4) {
  %0 = cute_nvgpu.atom.make_tmem_copy(%l128, %t0) : (!l128, !t0) -> !c0
  %1 = cute_nvgpu.atom.make_tmem_copy(%l256, %t0) : (!l256, !t0) -> !c1
  %2 = cute_nvgpu.atom.make_tmem_copy(%l32, %t1) : (!l32, !t1) -> !c2
  %3 = cute_nvgpu.atom.make_tmem_copy(%l32, %t2) : (!l32, !t2) -> !c3
  %4 = cute_nvgpu.atom.make_tmem_copy(%s128, %t3) : (!s128, !t3) -> !c4
  %5 = cute_nvgpu.atom.make_tmem_copy(%s8, %t4) : (!s8, !t4) -> !c5
  return
}

// -----

// Packed 16-bit copies: one value a TMEM column, so the tensor's values
// step by 2 (16-bit units) along the columns; a 16x32bx2 load's two halves
// are 2N columns apart.

// CHECK-LABEL: func.func @packed
!lp = !cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x8, pack_16b>
!sp = !cute_nvgpu.atom.tmem_store<bf16, 16 DP, 32 bit, x4, unpack_16b>
!tp = !cute.memref<f16, tmem, align<16>, "(128,16):(131072,2)">
!tq = !cute.memref<bf16, tmem, align<16>, "(128,16):(131072,2)">
!cp = !cute.tiled_copy<!lp, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
!cq = !cute.tiled_copy<!sp, layout_copy_tv = <"((32,4),(16,16)):((0,1),(64,4))">, tiler_mn = <"[(4,16):(32,1);16:1]">>
func.func @packed(%lp: !lp, %sp: !sp, %tp: !tp, %tq: !tq) {
  %0 = cute_nvgpu.atom.make_tmem_copy(%lp, %tp) : (!lp, !tp) -> !cp
  %1 = cute_nvgpu.atom.make_tmem_copy(%sp, %tq) : (!sp, !tq) -> !cq
  return
}

// -----

!l = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!t = !cute.memref<f32, tmem, align<16>, "(128,16):(65536,1)">
!c = !cute.tiled_copy<!l, layout_copy_tv = <"((32,4),(16,32)):((0,1),(4,128))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @wrong_tv(%l: !l, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects the tiled copy make_tmem_copy makes over the tensor's layout `(128,16):(65536,1)`: layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">; got layout_copy_tv = <"((32,4),(16,32)):((0,1),(4,128))">, tiler_mn = <"[(4,32):(32,1);16:1]">}}
  %0 = cute_nvgpu.atom.make_tmem_copy(%l, %t) : (!l, !t) -> !c
  return
}

// -----

// Four warps reach 128 lanes; this tensor holds 64. (CuTe's
// make_cotiled_copy checks only the first warp's values and gives warps 2
// and 3 the lanes of warps 0 and 1, which they cannot access.)
!l = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!t = !cute.memref<f32, tmem, align<16>, "(64,16):(65536,1)">
!c = !cute.tiled_copy<!l, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @too_few_lanes(%l: !l, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects the TMEM tensor to hold every address the atom's four warps copy (warp w reaches lanes 32w to 32w+31 only, PTX tcgen05.ld/st); `(64,16):(65536,1)` does not hold warp 2's value 0 at lane 64, column 0}}
  %0 = cute_nvgpu.atom.make_tmem_copy(%l, %t) : (!l, !t) -> !c
  return
}

// -----

// A packed atom over a tensor of two values a column: it reads 16 columns
// of a tensor that spans 8 (CuTe's check misses it too).
!l = !cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x8, pack_16b>
!t = !cute.memref<f16, tmem, align<16>, "(128,16):(131072,1)">
!c = !cute.tiled_copy<!l, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @packed_over_dense(%l: !l, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects the TMEM tensor to hold every address the atom's four warps copy (warp w reaches lanes 32w to 32w+31 only, PTX tcgen05.ld/st); `(128,16):(131072,1)` does not hold warp 0's value 8 at lane 0, column 8}}
  %0 = cute_nvgpu.atom.make_tmem_copy(%l, %t) : (!l, !t) -> !c
  return
}

// -----

// The same TMEM seen transposed (columns in mode 0, lanes in mode 1): the
// tiler follows the tensor's modes, so a tiled copy written for the
// lanes-first view is not this tensor's.
!l = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x32>
!t = !cute.memref<f32, tmem, align<16>, "(32,128):(1,65536)">
!c = !cute.tiled_copy<!l, layout_copy_tv = <"((32,4),(32,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);32:1]">>
func.func @transposed(%l: !l, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_tmem_copy' op expects the tiled copy make_tmem_copy makes over the tensor's layout `(32,128):(1,65536)`: layout_copy_tv = <"((32,4),(32,32)):((0,32),(1,128))">, tiler_mn = <"[32:1;(4,32):(32,1)]">; got layout_copy_tv = <"((32,4),(32,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);32:1]">}}
  %0 = cute_nvgpu.atom.make_tmem_copy(%l, %t) : (!l, !t) -> !c
  return
}
