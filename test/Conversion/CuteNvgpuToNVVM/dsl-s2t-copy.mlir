// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s
// The pass alone, with nothing before it that loads scf, builds the
// elected thread's scf.if itself:
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm -verify-diagnostics | FileCheck %s --check-prefix=ALONE

// An S2T copy of two calls: the elected thread issues one tcgen05.cp per
// call, at the TMEM address of the call's first value (8-bit values: 4 to
// a column, the second call 4 columns on) and the descriptor moved by the
// view's offset (16-byte units: 32).

!atom = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!src = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,32)">
!dst = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,16),2):((262144,1),16)">

// CHECK-LABEL: llvm.func @s2t(
// CHECK-SAME: %[[D:.*]]: i64, %[[T:.*]]: !llvm.ptr<6>)
// CHECK: nvvm.elect.sync
// CHECK: llvm.cond_br
// CHECK: nvvm.tcgen05.cp %[[T]], %[[D]] {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[T]] : !llvm.ptr<6> to i32
// CHECK: %[[T1:.*]] = llvm.inttoptr %{{.*}} : i32 to !llvm.ptr<6>
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i64) : i64
// CHECK: %[[D1:.*]] = llvm.add %[[D]], %[[C32]] : i64
// CHECK: nvvm.tcgen05.cp %[[T1]], %[[D1]] {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
// ALONE-LABEL: func.func @s2t(
// ALONE: %[[E:.*]] = nvvm.elect.sync -> i1
// ALONE-NEXT: scf.if %[[E]] {
// ALONE-NEXT: nvvm.tcgen05.cp %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>}
func.func @s2t(%src: !src, %dst: !dst) {
  %atom = cute.make_atom() : () -> !atom
  cute.copy(%atom, %src, %dst) : (!atom, !src, !dst)
  return
}

// -----

// A CTA pair's broadcast shape: 32x128b.warpx4.

!atom = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 2, bcast = x4>
!src = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!dst = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,16)):((262144,1))">

// CHECK-LABEL: llvm.func @s2t_warpx4(
// CHECK: nvvm.tcgen05.cp %{{.*}}, %{{.*}} {group = #nvvm.cta_group<cta_2>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NOT: nvvm.tcgen05.cp
func.func @s2t_warpx4(%src: !src, %dst: !dst) {
  %atom = cute.make_atom() : () -> !atom
  cute.copy(%atom, %src, %dst) : (!atom, !src, !dst)
  return
}

// -----

!atom = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 1>
!src = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,32)">
!dst = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,16),2):((262144,1),16)">

func.func @s2t_short(%src: !src, %dst: !dst) {
  %atom = cute.make_atom() : () -> !atom
  // expected-error @below {{mode 0 of the destination must hold one call's 4096 values}}
  cute.copy(%atom, %src, %dst) : (!atom, !src, !dst)
  return
}

// -----

!atom = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!src = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,4):(0,32)">
!dst = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,16),2):((262144,1),16)">

func.func @s2t_calls(%src: !src, %dst: !dst) {
  %atom = cute.make_atom() : () -> !atom
  // expected-error @below {{both sides need the same calls (modes after mode 0)}}
  cute.copy(%atom, %src, %dst) : (!atom, !src, !dst)
  return
}

// -----

// CuTe DSL's S2T flow for scale factors: make_s2t_copy, the partitions,
// get_copy_s2t_smem_desc_view, cute.copy. The descriptor is K-major with no
// swizzle: SBO 128 bytes (8 rows of 16 bytes), LBO 0 (one core matrix
// along K), bits 46-48 = 0b001: 0x4008_0000_0000 over the start address.

!a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!t = !cute.memref<f8E8M0FNU, tmem, align<16>, "(32,16,4):(262144,1,8388608)">
!s = !cute.memref<f8E8M0FNU, smem, align<128>, "(32,16,4):(16,1,0)">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(1,(32,16,4)):(0,(1,32,512))">, tiler_mn = <"[32:1;16:1;4:1]">>
!ps = !cute.memref<f8E8M0FNU, smem, align<128>, "((((32,16),4),1),1,1,1):((((16,1),0),0),0,0,0)">
!pd = !cute.memref<f8E8M0FNU, tmem, align<16>, "(((32,16,4),1),1,1,1):(((262144,1,8388608),0),0,0,0)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((((32,1),4),1),1,1,1):((((1,1),0),0),0,0,0)">

// CHECK-LABEL: llvm.func @dsl_flow_x4(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[S]] : !llvm.ptr<3> to i64
// CHECK: %[[START:.*]] = llvm.lshr %{{.*}}, %{{.*}} : i64
// CHECK: %[[FIXED:.*]] = llvm.mlir.constant(70403103916032 : i64) : i64
// CHECK: %[[D:.*]] = llvm.or %[[START]], %[[FIXED]] : i64
// CHECK: nvvm.elect.sync
// CHECK: nvvm.tcgen05.cp %[[T]], %[[D]] {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>}
// CHECK-NOT: nvvm.tcgen05.cp
func.func @dsl_flow_x4(%t: !t, %s: !s) {
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

// A CTA pair's 128x256b in two calls: LBO 128 and SBO 256 bytes
// (0x4010_0008_0000); the second call's descriptor 256 16-byte units on
// (4096 bytes) and its TMEM address 32 8-bit values (8 columns) on.

!a = !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>
!t = !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">
!s = !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">
!c = !cute.tiled_copy<!a, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>
!ps = !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">
!pd = !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">

// CHECK-LABEL: llvm.func @dsl_flow_pair(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>, %[[S:.*]]: !llvm.ptr<3>)
// CHECK: %[[FIXED:.*]] = llvm.mlir.constant(70437464178688 : i64) : i64
// CHECK: %[[D:.*]] = llvm.or %{{.*}}, %[[FIXED]] : i64
// CHECK: nvvm.tcgen05.cp %[[T]], %[[D]] {group = #nvvm.cta_group<cta_2>, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
// CHECK: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
// CHECK: llvm.intr.fshr(%[[C32]], %[[C32]], %{{.*}}) : (i32, i32, i32) -> i32
// CHECK: %[[T1:.*]] = llvm.inttoptr %{{.*}} : i32 to !llvm.ptr<6>
// CHECK: %[[C256:.*]] = llvm.mlir.constant(256 : i64) : i64
// CHECK: %[[D1:.*]] = llvm.add %[[D]], %[[C256]] : i64
// CHECK: nvvm.tcgen05.cp %[[T1]], %[[D1]] {group = #nvvm.cta_group<cta_2>, shape = #nvvm.tcgen05_cp_shape<shape_128x256b>}
func.func @dsl_flow_pair(%t: !t, %s: !s) {
  %a = cute.make_atom() : () -> !a
  %tc = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!a, !t) -> !c
  %z = cute.static : !cute.coord<"0">
  %ps = cute.tiled.copy.partition_S(%tc, %s, %z) : (!c, !s, !cute.coord<"0">) -> !ps
  %pd = cute.tiled.copy.partition_D(%tc, %t, %z) : (!c, !t, !cute.coord<"0">) -> !pd
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!a, !ps) -> !v
  cute.copy(%tc, %v, %pd) : (!c, !v, !pd)
  return
}
