// UMMA on 8-bit integers is tcgen05.mma kind::i8, which ptxas 13.0
// assembles for sm_100a and sm_110a only: the family targets and SM103
// refuse it (docs/deviations.md), so the atom is refused there before
// lowering, dense or sparse, one CTA or a pair.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: FileCheck %s < %t.110a.ptx
// RUN: not cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_100f
// RUN: not cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_103a
// RUN: not cute-nvgpu compile %s --target sm_103f -o %t.103f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_103f
// RUN: not cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DT=sm_110f

// CHECK-LABEL: .entry i8_dense(
// CHECK-COUNT-2: tcgen05.mma.cta_group::1.kind::i8.collector::a::discard
// CHECK-LABEL: .entry i8_sparse_pair(
// CHECK: tcgen05.mma.sp.cta_group::2.kind::i8.collector::a::discard

// REFUSED: error: 'func.func' op block argument #0: `sm100.mma` on s8 (tcgen05.mma kind::i8) requires sm_100a or sm_110a (ptxas has no kind::i8 on sm_103a/f or the family targets), but the target is [[T]]
// REFUSED: error: 'cute_nvgpu.atom.set_value' op `sm100.mma_sp` on u8 (tcgen05.mma kind::i8) requires sm_100a or sm_110a

!e = !cute.ptr<i32, tmem, align<16>>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x32, num_cta = 1, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<i32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @i8_dense(%tm: !tm, %fa: !vk, %fb: !vk, %acc: !acc) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !vk, !vk, !acc)
  return
}

!tm3 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_sp<256x256x64, num_cta = 2, ab_major = (k, k), elem_type = (ui8, ui8, i32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">>
!acc3 = !cute.memref<i32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
func.func @i8_sparse_pair(%tm: !tm3, %fa: !v, %fb: !v, %acc: !acc3, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm3
  cute.gemm(%t1, %acc, %fa, %fb, %acc) : (!tm3, !acc3, !v, !v, !acc3)
  return
}
