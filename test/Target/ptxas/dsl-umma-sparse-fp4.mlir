// Sparse block-scaled FP4 (tcgen05.mma.sp kind::mxf4 / mxf4nvf4) exists on
// the arch-specific targets only: ptxas refuses ".kind::mxf4nvf4 with .sp
// modifier" on sm_100f, sm_103f and sm_110f, so the atom is refused there
// before lowering. A sparse atom's vec_size counts dense K, as CuTe's
// SM100_MMA_MXF4NVF4_SS_SPARSE does: 32 is `.block16`, 64 `.block32`
// (kind::mxf4).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: FileCheck %s < %t.110a.ptx
// RUN: not cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_100f
// RUN: not cute-nvgpu compile %s --target sm_103f -o %t.103f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_103f
// RUN: not cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_110f

// CHECK-LABEL: .entry mxf4nvf4_sparse(
// CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
// CHECK-LABEL: .entry mxf4_sparse(
// CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf4.block_scale.block32.collector::a::discard

// REFUSED: dsl-umma-sparse-fp4.mlir:[[#L:]]:9: error: 'cute_nvgpu.atom.set_value' op `sm100.mma_bs_sp` on e2m1 (tcgen05.mma.sp kind::mxf4, mxf4nvf4) requires an arch-specific tcgen05 target (sm_100a, sm_103a or sm_110a), but the target is [[T]]
// REFUSED: dsl-umma-sparse-fp4.mlir:[[#L+10]]:9: error: 'cute_nvgpu.atom.set_value' op `sm100.mma_bs_sp` on e2m1

!e = !cute.ptr<i32, tmem, align<16>>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">

!sf4 = !cute.ptr<f8E4M3FN, tmem, align<16>>
!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs_sp<128x128x128, num_cta = 1, ab_major = (k, k), elem_type = (f4E2M1FN, f4E2M1FN, f32), frag_kind = ss, sf_type = f8E4M3FN, vec_size = 32>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @mxf4nvf4_sparse(%tm: !tm, %fa: !v, %fb: !v, %acc: !acc, %sfa: !sf4, %sfb: !sf4, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf4) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf4) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm
  %t3 = cute_nvgpu.atom.set_value(%t2, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm
  cute.gemm(%t3, %acc, %fa, %fb, %acc) : (!tm, !acc, !v, !v, !acc)
  return
}

!sf8 = !cute.ptr<f8E8M0FNU, tmem, align<16>>
!tm2 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs_sp<128x128x128, num_cta = 1, ab_major = (k, k), elem_type = (f4E2M1FN, f4E2M1FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 64>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @mxf4_sparse(%tm: !tm2, %fa: !v, %fb: !v, %acc: !acc, %sfa: !sf8, %sfb: !sf8, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm2
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm2
  %t3 = cute_nvgpu.atom.set_value(%t2, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm2
  cute.gemm(%t3, %acc, %fa, %fb, %acc) : (!tm2, !acc, !v, !v, !acc)
  return
}
