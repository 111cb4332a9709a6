// Block-scaled UMMA in CuTe DSL's spelling (`sm100.mma_bs`): cute.gemm over
// K-major SW128 SMEM descriptor views, D and the scale factors in tensor
// memory (the atom's sf_a / sf_b fields), one tcgen05.mma...block_scale per
// K block, started by the elected thread. The kind follows the operand types
// and the scale vector as CuTe picks it: FP8 with 32-element UE8M0 blocks
// kind::mxf8f6f4, FP4 with 32-element blocks kind::mxf4 .block32, FP4
// with 16-element UE4M3 blocks kind::mxf4nvf4 .block16 (here for a CTA
// pair). The instruction descriptor is the atom's word (equal to
// `cute-nvgpu desc instr` for the same fields: 0x08c00000 for 128x256
// e4m3 UE8M0) OR the negations and the scale factors' ids, the top two
// bits of their TMEM addresses (CuTe's make_runtime_instr_desc_block_scaled).
// ptxas accepts every form on sm_100a/f, sm_103a and sm_110a/f.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin --opt-level 0
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: FileCheck %s --check-prefix=FORMS < %t.103a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: FileCheck %s --check-prefix=FORMS < %t.110a.ptx
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED

// CHECK-LABEL: .entry mxf8f6f4_tile(
// The ids: (sfa >> 30) << 29 and (sfb >> 30) << 4, as the backend folds
// them.
// CHECK: shr.u32 [[A:%r[0-9]+]], [[SFA:%r[0-9]+]], 1;
// CHECK-NEXT: and.b32 %r{{[0-9]+}}, [[A]], 1610612736;
// CHECK: shr.u32 [[B:%r[0-9]+]], [[SFB:%r[0-9]+]], 26;
// CHECK-NEXT: and.b32 %r{{[0-9]+}}, [[B]], 48;
// CHECK: or.b32 [[IDESC:%r[0-9]+]], %r{{[0-9]+}}, 146800640;
// CHECK-COUNT-4: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, [[IDESC]], [[[SFA]]], [[[SFB]]], %p{{[0-9]+}};
// CHECK-LABEL: .entry mxf4_tile(
// CHECK-COUNT-2: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};
// CHECK-LABEL: .entry mxf4nvf4_pair_tile(
// CHECK-COUNT-2: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.block16.collector::a::discard [%r{{[0-9]+}}], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, [%r{{[0-9]+}}], [%r{{[0-9]+}}], %p{{[0-9]+}};

// FORMS: tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale
// FORMS: tcgen05.mma.cta_group::1.kind::mxf4.block_scale.block32
// FORMS: tcgen05.mma.cta_group::2.kind::mxf4nvf4.block_scale.block16

// Each atom the target lacks is named once, where it is first used.
// REFUSED: dsl-umma-block-scaled.mlir:[[#L:]]:9: error: 'cute_nvgpu.atom.set_value' op `sm100.mma_bs` (tcgen05) requires SM100 or SM110 with an arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or sm_110a/sm_110f), but the target is sm_90a
// REFUSED-NEXT: {{ *}}%t1 = cute_nvgpu.atom.set_value
// REFUSED-NEXT: {{ *}}^
// REFUSED-NEXT: dsl-umma-block-scaled.mlir:[[#L+12]]:9: error:
// REFUSED: dsl-umma-block-scaled.mlir:[[#L+24]]:9: error:
// REFUSED-NOT: error

!sf8 = !cute.ptr<f8E8M0FNU, tmem, align<16>>
!sf4 = !cute.ptr<f8E4M3FN, tmem, align<16>>
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!va2 = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">

!tm8 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<128x256x32, num_cta = 1, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 32>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa8 = !cute.memref<f8E4M3FN, smem, align<1024>, S<3,4,3>, "((128,32),1,4):((128,1),0,32)">
!pb8 = !cute.memref<f8E4M3FN, smem, align<1024>, S<3,4,3>, "((256,32),1,4):((128,1),0,32)">
!acc8 = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
func.func @mxf8f6f4_tile(%tm: !tm8, %pa: !pa8, %pb: !pb8, %acc: !acc8, %sfa: !sf8, %sfb: !sf8) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm8, !pa8) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm8, !pb8) -> !va
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm8
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm8
  cute.gemm(%t2, %acc, %fa, %fb, %acc) : (!tm8, !acc8, !va, !va, !acc8)
  return
}

!tm4 = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<128x128x64, num_cta = 1, ab_major = (k, k), elem_type = (f4E2M1FN, f4E2M1FN, f32), frag_kind = ss, sf_type = f8E8M0FNU, vec_size = 32>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa4 = !cute.memref<f4E2M1FN, smem, align<1024>, S<3,4,3>, "((128,64),1,2):((256,1),0,64)">
!acc4 = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @mxf4_tile(%tm: !tm4, %pa: !pa4, %pb: !pa4, %acc: !acc4, %sfa: !sf8, %sfb: !sf8) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm4, !pa4) -> !va2
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm4, !pa4) -> !va2
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tm4
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf8) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tm4
  cute.gemm(%t2, %acc, %fa, %fb, %acc) : (!tm4, !acc4, !va2, !va2, !acc4)
  return
}

!tmp = !cute.tiled_mma<!cute_nvgpu.sm100.mma_bs<256x256x64, num_cta = 2, ab_major = (k, k), elem_type = (f4E2M1FN, f4E2M1FN, f32), frag_kind = ss, sf_type = f8E4M3FN, vec_size = 16>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pbp = !cute.memref<f4E2M1FN, smem, align<1024>, S<3,4,3>, "((128,64),1,2):((256,1),0,64)">
!accp = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
func.func @mxf4nvf4_pair_tile(%tm: !tmp, %pa: !pbp, %pb: !pbp, %acc: !accp, %sfa: !sf4, %sfb: !sf4) attributes {cute_nvgpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>} {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tmp, !pbp) -> !va2
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tmp, !pbp) -> !va2
  %t1 = cute_nvgpu.atom.set_value(%tm, %sfa : !sf4) {field = #cute_nvgpu.atom_mma_field_sm100<sf_a>} : !tmp
  %t2 = cute_nvgpu.atom.set_value(%t1, %sfb : !sf4) {field = #cute_nvgpu.atom_mma_field_sm100<sf_b>} : !tmp
  cute.gemm(%t2, %acc, %fa, %fb, %acc) : (!tmp, !accp, !va2, !va2, !accp)
  return
}
