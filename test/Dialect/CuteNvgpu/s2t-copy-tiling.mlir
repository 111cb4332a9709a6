// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CuTe DSL's S2T partition ops. make_s2t_copy's tiled copy is CuTe's
// make_utccp_copy over the TMEM tensor (make_cotiled_copy: one thread a
// CTA, the values where the tcgen05.cp shape's ValID puts them); the S2T
// traits partition both sides (one call's values in mode 0, as (V, 1) on
// the SMEM side); get_copy_s2t_smem_desc_view describes mode 0's core
// matrices (K-major, no swizzle: 8 rows of 16 bytes, 128 contiguous bytes
// each) by one descriptor, its view the partition in 16-byte units.

// CHECK-LABEL: func.func @scale_factors_x4
!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!t = !cute.memref<f8E8M0FNU, tmem, align<16>, "(32,16,4):(262144,1,8388608)">
!s = !cute.memref<f8E8M0FNU, smem, align<128>, "(32,16,4):(16,1,0)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(1,(32,16,4)):(0,(1,32,512))">, tiler_mn = <"[32:1;16:1;4:1]">>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "((((32,16),4),1),1,1,1):((((16,1),0),0),0,0,0)">
!pd = !cute.memref<f8E8M0FNU, tmem, align<16>, "(((32,16,4),1),1,1,1):(((262144,1,8388608),0),0,0,0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((((32,1),4),1),1,1,1):((((1,1),0),0),0,0,0)">
func.func @scale_factors_x4(%t: !t, %s: !s) {
  %a = cute.make_atom() : () -> !a
  // CHECK: cute_nvgpu.atom.make_s2t_copy
  %tc = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  %z = cute.static : !cute.coord<"0">
  %ps = cute.tiled.copy.partition_S(%tc, %s, %z) : (!c, !s, !cute.coord<"0">) -> !ps
  %pd = cute.tiled.copy.partition_D(%tc, %t, %z) : (!c, !t, !cute.coord<"0">) -> !pd
  // CHECK: cute_nvgpu.atom.get_copy_s2t_smem_desc_view
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  cute.copy(%tc, %v, %pd) : (!c, !v, !pd)
  return
}

// -----

// A CTA pair's 128x256b, two calls (the second 32 values, 8 columns, on);
// 32 bytes a row: two core matrices along K, 128 bytes apart (LBO).

// CHECK-LABEL: func.func @pair_128x256b
!a = !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>
!t = !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">
!s = !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>
!ps = !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">
!pd = !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">
func.func @pair_128x256b(%t: !t, %s: !s) {
  %a = cute.make_atom() : () -> !a
  %tc = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  %z = cute.static : !cute.coord<"0">
  %ps = cute.tiled.copy.partition_S(%tc, %s, %z) : (!c, !s, !cute.coord<"0">) -> !ps
  %pd = cute.tiled.copy.partition_D(%tc, %t, %z) : (!c, !t, !cute.coord<"0">) -> !pd
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  cute.copy(%tc, %v, %pd) : (!c, !v, !pd)
  return
}

// -----

!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!t = !cute.memref<f8E8M0FNU, tmem, align<16>, "(32,16,4):(262144,1,8388608)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(1,(32,16,4)):(0,(32,1,512))">, tiler_mn = <"[32:1;16:1;4:1]">>
func.func @wrong_tv(%a: !a, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_s2t_copy' op expects the tiled copy make_s2t_copy makes over the tensor's layout `(32,16,4):(262144,1,8388608)`: layout_copy_tv = <"(1,(32,16,4)):(0,(1,32,512))">, tiler_mn = <"[32:1;16:1;4:1]">; got layout_copy_tv = <"(1,(32,16,4)):(0,(32,1,512))">, tiler_mn = <"[32:1;16:1;4:1]">}}
  %0 = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  return
}

// -----

// 128 rows of the 128x128b shape, a tensor of 64 (CuTe's own check).
!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!t = !cute.memref<f8E8M0FNU, tmem, align<16>, "(64,16):(262144,1)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(1,(64,16)):(0,(1,64))">, tiler_mn = <"[64:1;16:1]">>
func.func @too_few_rows(%a: !a, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_s2t_copy' op cannot tile '!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>' over the tensor's layout `(64,16):(262144,1)`: make_cotiled_copy: the memory the atom's values point to does not exist in the tensor's layout}}
  %0 = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  return
}

// -----

!a = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!t = !cute.memref<f32, tmem, align<16>, "(128,16):(65536,1)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @not_s2t(%a: !a, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_s2t_copy' op expects an SMEM-to-TMEM copy atom, got '!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>'}}
  %0 = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  return
}

// -----

!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!t = !cute.memref<f16, tmem, align<16>, "(128,8):(131072,1)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(1,1):(0,0)">, tiler_mn = <"[1:0]">>
func.func @width(%a: !a, %t: !t) {
  // expected-error @below {{'cute_nvgpu.atom.make_s2t_copy' op expects a tensor of the atom's 8-bit elements, got 'f16'}}
  %0 = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  return
}

// -----

!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "((((32,16),4),1),1,1,1):((((16,1),0),0),0,0,0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @wrong_view(%a: !a, %ps: !ps) {
  // expected-error @below {{'cute_nvgpu.atom.get_copy_s2t_smem_desc_view' op expects the result `!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((((32,1),4),1),1,1,1):((((1,1),0),0),0,0,0)">`, got '!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">'}}
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  return
}

// -----

// Mode 0 must be one call's values as (V, 1).
!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!s = !cute.memref<f8E8M0FNU, smem, align<128>, "(32,16,4):(16,1,0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @not_partitioned(%a: !a, %s: !s) {
  // expected-error @below {{'cute_nvgpu.atom.get_copy_s2t_smem_desc_view' op expects mode 0 of the partition to be one call's values as (V, 1), got `32:16`}}
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %s) : (!a, !s) -> !v
  return
}

// -----

// Rows 32 bytes apart: not the 16-byte rows of a core matrix.
!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "((((32,16),4),1),1):((((32,1),0),0),0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @not_core_matrices(%a: !a, %ps: !ps) {
  // expected-error @below {{'cute_nvgpu.atom.get_copy_s2t_smem_desc_view' op expects the core matrices (32 rows of 16 values) in the K-major no-swizzle SMEM form, 8 rows of 16 bytes each 128 contiguous bytes, got `(32,16):(32,1)`}}
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  return
}

// -----

// Too few values for the shape's core matrices.
!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "(((64,16),1),1):(((16,1),0),0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @too_small(%a: !a, %ps: !ps) {
  // expected-error @below {{'cute_nvgpu.atom.get_copy_s2t_smem_desc_view' op expects mode 0 of the partition to hold the tcgen05.cp core matrices, 128 rows of 16 values, got 1024 values}}
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  return
}

// -----

!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "S<3,4,3> o 0 o (((128,16),1),1):(((16,1),0),0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
func.func @swizzled(%a: !a, %ps: !ps) {
  // expected-error @below {{'cute_nvgpu.atom.get_copy_s2t_smem_desc_view' op expects a static, unswizzled shared-memory partition (tcgen05.cp's core matrices are described without swizzle), got `Sw<3,4,3> o 0 o (((128,16),1),1):(((16,1),0),0)`}}
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  return
}
