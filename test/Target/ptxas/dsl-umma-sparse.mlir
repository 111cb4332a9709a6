// Sparse UMMA (`sm100.mma_sp`, `sm100.mma_bs_sp`): A is the 2:4-compressed
// tile in shared memory (its descriptor view made by the program), the
// metadata in tensor memory at the atom's `metadata` field, whose bit 0 is
// the descriptor's sparsity selector (CuTe's MMA_Traits::with(E) and
// mma_unpack): the address goes to tcgen05.mma.sp with bit 0 cleared and
// the bit ORed into the instruction descriptor, whose bit 2 marks it
// sparse. One MMA per cute.gemm:
// the metadata belongs to one A tile. The block-scaled kinds follow CuTe's
// sparse atoms, whose vec_size counts dense K (mxf8f6f4 64). kind::i8 and
// sparse FP4 have their own targets (dsl-umma-i8.mlir,
// dsl-umma-sparse-fp4.mlir).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin --opt-level 0
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: FileCheck %s --check-prefix=FORMS < %t.103a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: FileCheck %s --check-prefix=FORMS < %t.110f.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not cute-nvgpu compile %s --target sm_100 -o %t.100.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK-LABEL: .entry f16_sparse(
// CHECK: and.b32 [[SEL:%r[0-9]+]], [[E:%r[0-9]+]], 1;
// CHECK: and.b32 [[META:%r[0-9]+]], [[E]], -2;
// CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[[META]]], %r{{[0-9]+}}, %p{{[0-9]+}};
// CHECK-LABEL: .entry f16_sparse_ts(
// CHECK: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}], %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, %p{{[0-9]+}};
// CHECK-LABEL: .entry tf32_sparse_m64(
// CHECK: tcgen05.mma.sp.cta_group::1.kind::tf32.collector::a::discard
// CHECK-LABEL: .entry mxf8f6f4_sparse(
// CHECK: tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [%r{{[0-9]+}}], %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};

// FORMS: tcgen05.mma.sp.cta_group::1.kind::f16
// FORMS: tcgen05.mma.sp.cta_group::1.kind::f16.collector::a::discard [%r{{[0-9]+}}], [%r{{[0-9]+}}]
// FORMS: tcgen05.mma.sp.cta_group::1.kind::tf32
// FORMS: tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale

// REFUSED: error: 'cute_nvgpu.atom.set_value' op `sm100.mma_sp` (tcgen05) requires SM100 or SM110 with an arch-specific suffix

!e = !cute.ptr<i32, tmem, align<16>>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma_sp<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
func.func @f16_sparse(%tm: !tm, %fa: !v, %fb: !v, %acc: !acc, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm
  cute.gemm(%t1, %acc, %fa, %fb, %acc) : (!tm, !acc, !v, !v, !acc)
  return
}

// A from tensor memory (frag_kind = ts).
!tmt = !cute.tiled_mma<!cute_nvgpu.sm100.mma_sp<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ts>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!ta = !cute.memref<f16, tmem, align<16>, "((128,16),1):((131072,1),0)">
func.func @f16_sparse_ts(%tm: !tmt, %fa: !ta, %fb: !v, %acc: !acc, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tmt
  cute.gemm(%t1, %acc, %fa, %fb, %acc) : (!tmt, !acc, !ta, !v, !acc)
  return
}

!tm2 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_sp<64x128x16, num_cta = 1, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc2 = !cute.memref<f32, tmem, align<16>, "((64,128),1,1):((65536,1),0,0)">
func.func @tf32_sparse_m64(%tm: !tm2, %fa: !v, %fb: !v, %acc: !acc2, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm2
  cute.gemm(%t1, %acc, %fa, %fb, %acc) : (!tm2, !acc2, !v, !v, !acc2)
  return
}

!sf8 = !cute.ptr<f8E8M0FNU, tmem, align<16>>
!tm4 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs_sp<128x128x64, num_cta = 1, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 64>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!acc4 = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @mxf8f6f4_sparse(%tm: !tm4, %fa: !v, %fb: !v, %acc: !acc4, %sfa: !sf8, %sfb: !sf8, %meta: !e) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm4
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm4
  %t3 = cute_nvgpu.atom.set_value(%t2, %meta : !e) {field = #cute_nvgpu.atom_mma_field_sm100<metadata>} : !tm4
  cute.gemm(%t3, %acc, %fa, %fb, %acc) : (!tm4, !acc4, !v, !v, !acc4)
  return
}
