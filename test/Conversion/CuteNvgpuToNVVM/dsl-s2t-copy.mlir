// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s

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
