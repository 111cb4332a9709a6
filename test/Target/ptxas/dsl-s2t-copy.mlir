// SMEM-to-TMEM copies (tcgen05.cp) of every shape ptxas assembles, one CTA
// and a pair, on every tcgen05 target; refused before lowering elsewhere.
// s2t_dsl_flow is CuTe DSL's S2T flow (make_s2t_copy, partitions,
// get_copy_s2t_smem_desc_view) with its descriptor built from the SMEM
// address.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: FileCheck %s < %t.110f.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK-LABEL: .entry s2t_shapes(
// CHECK: elect.sync
// CHECK: tcgen05.cp.cta_group::1.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tcgen05.cp.cta_group::1.128x128b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tcgen05.cp.cta_group::1.4x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::02_13 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: tcgen05.cp.cta_group::1.64x128b.warpx2::01_23 [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK-LABEL: .entry s2t_pair(
// CHECK: tcgen05.cp.cta_group::2.128x256b [%r{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK-LABEL: .entry s2t_dsl_flow(
// CHECK: or.b64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 70403103916032;
// CHECK: tcgen05.cp.cta_group::1.32x128b.warpx4 [%r{{[0-9]+}}], %rd{{[0-9]+}};

// REFUSED: error: {{.*}}`atom.s2t_copy` (tcgen05) requires SM100 or SM110 with an arch-specific suffix

!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1):(0)">
!c256 = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 1>
!c128 = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>
!c4 = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 4 DP, 256 bit, num_cta = 1>
!cx4 = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!cx2a = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 64 DP, 128 bit, num_cta = 1, bcast = lw_0213>
!cx2b = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 64 DP, 128 bit, num_cta = 1, bcast = lw_0123>
!t256 = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,32)):((262144,1))">
!t128 = !cute.memref<f8E8M0FNU, tmem, align<16>, "((128,16)):((262144,1))">
func.func @s2t_shapes(%d: !v, %t: !t256, %u: !t128) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %a = cute.make_atom() : () -> !c256
  cute.copy(%a, %d, %t) : (!c256, !v, !t256)
  %b = cute.make_atom() : () -> !c128
  cute.copy(%b, %d, %u) : (!c128, !v, !t128)
  %c = cute.make_atom() : () -> !c4
  cute.copy(%c, %d, %t) : (!c4, !v, !t256)
  %e = cute.make_atom() : () -> !cx4
  cute.copy(%e, %d, %u) : (!cx4, !v, !t128)
  %f = cute.make_atom() : () -> !cx2a
  cute.copy(%f, %d, %u) : (!cx2a, !v, !t128)
  %g = cute.make_atom() : () -> !cx2b
  cute.copy(%g, %d, %u) : (!cx2b, !v, !t128)
  return
}

!p256 = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 256 bit, num_cta = 2>
func.func @s2t_pair(%d: !v, %t: !t256) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %a = cute.make_atom() : () -> !p256
  cute.copy(%a, %d, %t) : (!p256, !v, !t256)
  return
}

!fa = !cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
!ft = !cute.memref<f8E8M0FNU, tmem, align<16>, "(32,16,4):(262144,1,8388608)">
!fs = !cute.memref<f8E8M0FNU, smem, align<128>, "(32,16,4):(16,1,0)">
!fc = !cute.tiled_copy<!fa, layout_copy_tv = <"(1,(32,16,4)):(0,(1,32,512))">, tiler_mn = <"[32:1;16:1;4:1]">>
!fps = !cute.memref<f8E8M0FNU, smem, align<128>, "((((32,16),4),1),1,1,1):((((16,1),0),0),0,0,0)">
!fpd = !cute.memref<f8E8M0FNU, tmem, align<16>, "(((32,16,4),1),1,1,1):(((262144,1,8388608),0),0,0,0)">
!fv = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "((((32,1),4),1),1,1,1):((((1,1),0),0),0,0,0)">
func.func @s2t_dsl_flow(%t: !ft, %s: !fs) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %a = cute.make_atom() : () -> !fa
  %tc = cute_nvgpu.atom.make_s2t_copy(%a, %t) : (!fa, !ft) -> !fc
  %z = cute.static : !cute.coord<"0">
  %ps = cute.tiled.copy.partition_S(%tc, %s, %z) : (!fc, !fs, !cute.coord<"0">) -> !fps
  %pd = cute.tiled.copy.partition_D(%tc, %t, %z) : (!fc, !ft, !cute.coord<"0">) -> !fpd
  %v = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%a, %ps) : (!fa, !fps) -> !fv
  cute.copy(%tc, %v, %pd) : (!fc, !fv, !fpd)
  return
}
