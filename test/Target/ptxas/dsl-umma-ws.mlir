// Weight-stationary UMMA (`sm100.mma<..., ws = true>`): tcgen05.mma.ws
// with collector buffer b0, one CTA, M 32/64/128; A from SMEM or TMEM.
// Neither CuTe nor CuTe DSL has a .ws atom, so `ws = true` is our
// spelling; ptxas assembles the form on every tcgen05 target.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: FileCheck %s < %t.110f.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK-LABEL: .entry f16_ws(
// CHECK-COUNT-2: tcgen05.mma.ws.cta_group::1.kind::f16.collector::b0::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// CHECK-LABEL: .entry tf32_ws_m32_ts(
// CHECK: tcgen05.mma.ws.cta_group::1.kind::tf32.collector::b0::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};

// REFUSED: error: {{.*}}`sm100.mma` (tcgen05) requires SM100 or SM110 with an arch-specific suffix

!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<64x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, ws = true>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<f32, tmem, align<16>, "((64,128),1,1):((65536,1),0,0)">
func.func @f16_ws(%tm: !tm, %fa: !vk, %fb: !vk, %acc: !acc) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !vk, !vk, !acc)
  return
}

!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!tm2 = !cute.tiled_mma<!cute_nvgpu.sm100.mma<32x64x8, num_cta = 1, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ts, ws = true>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!ta = !cute.memref<tf32, tmem, align<16>, "((32,8),1):((65536,1),0)">
!acc2 = !cute.memref<f32, tmem, align<16>, "((32,64),1,1):((65536,1),0,0)">
func.func @tf32_ws_m32_ts(%tm: !tm2, %fa: !ta, %fb: !v, %acc: !acc2) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm2, !acc2, !ta, !v, !acc2)
  return
}
