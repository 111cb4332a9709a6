// sm90.mma on sm_90a: every type pair (f16 and f32 accumulators) x N in {8, 16, 24, 64, 128, 256} x
// SS (nvvm.wgmma.mma_async) and RS (PtxBuilder inline PTX), each a fence,
// the wgmma, commit and wait 0, assembled by ptxas; refused on sm_90,
// sm_100a and sm_120a by the verifier.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --cubin %t.cubin
// RUN: llvm-readelf -s %t.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.ptx
// RUN: not cute-nvgpu compile %s --target sm_90 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM90
// REFUSED-SM90: error: 'cute_nvgpu.make_sm90_mma' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_90
// RUN: not cute-nvgpu compile %s --target sm_100a -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM100A
// REFUSED-SM100A: error: 'cute_nvgpu.make_sm90_mma' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_100a
// RUN: not cute-nvgpu compile %s --target sm_120a -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM120A
// REFUSED-SM120A: error: 'cute_nvgpu.make_sm90_mma' op `sm90.mma` (wgmma) requires the sm_90a target, but the target is sm_120a
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-121: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (w[0-9]+_[a-z0-9]+_[a-z0-9]+_n[0-9]+_(ss|rs)|split_2x2)$}}

// CHECK-LABEL: w0_f16_f16_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w0_f16_f16_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w1_f16_f16_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w1_f16_f16_n8_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w2_f16_f16_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w2_f16_f16_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w3_f16_f16_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w3_f16_f16_n16_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w4_f16_f16_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w4_f16_f16_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w5_f16_f16_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w5_f16_f16_n24_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w6_f16_f16_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w6_f16_f16_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w7_f16_f16_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w7_f16_f16_n64_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w8_f16_f16_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w8_f16_f16_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w9_f16_f16_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w9_f16_f16_n128_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w10_f16_f16_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w10_f16_f16_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w11_f16_f16_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w11_f16_f16_n256_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = f16, b_type = f16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w12_f16_f16_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w12_f16_f16_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w13_f16_f16_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w13_f16_f16_n8_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<8x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w14_f16_f16_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w14_f16_f16_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w15_f16_f16_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w15_f16_f16_n16_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w16_f16_f16_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w16_f16_f16_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w17_f16_f16_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w17_f16_f16_n24_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<24x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w18_f16_f16_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w18_f16_f16_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w19_f16_f16_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w19_f16_f16_n64_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w20_f16_f16_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w20_f16_f16_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w21_f16_f16_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w21_f16_f16_n128_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<128x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w22_f16_f16_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w22_f16_f16_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = f16, b_type = f16, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w23_f16_f16_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f16.f16.f16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w23_f16_f16_n256_rs(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = f16, b_type = f16, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (f16, f16, f16), frag_kind = rs>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w24_e5m2_e4m3_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w24_e5m2_e4m3_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w25_e5m2_e4m3_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w25_e5m2_e4m3_n8_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w26_e5m2_e4m3_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w26_e5m2_e4m3_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w27_e5m2_e4m3_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w27_e5m2_e4m3_n16_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w28_e5m2_e4m3_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w28_e5m2_e4m3_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w29_e5m2_e4m3_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w29_e5m2_e4m3_n24_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w30_e5m2_e4m3_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w30_e5m2_e4m3_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w31_e5m2_e4m3_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w31_e5m2_e4m3_n64_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w32_e5m2_e4m3_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w32_e5m2_e4m3_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w33_e5m2_e4m3_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w33_e5m2_e4m3_n128_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w34_e5m2_e4m3_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w34_e5m2_e4m3_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w35_e5m2_e4m3_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f16.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w35_e5m2_e4m3_n256_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f16, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w36_bf16_bf16_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w36_bf16_bf16_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<8x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w37_bf16_bf16_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w37_bf16_bf16_n8_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<8x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (8,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w38_bf16_bf16_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w38_bf16_bf16_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<16x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w39_bf16_bf16_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w39_bf16_bf16_n16_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<16x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w40_bf16_bf16_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w40_bf16_bf16_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<24x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w41_bf16_bf16_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w41_bf16_bf16_n24_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<24x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (24,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w42_bf16_bf16_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w42_bf16_bf16_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w43_bf16_bf16_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w43_bf16_bf16_n64_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w44_bf16_bf16_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w44_bf16_bf16_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<128x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w45_bf16_bf16_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w45_bf16_bf16_n128_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<128x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w46_bf16_bf16_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w46_bf16_bf16_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<256x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w47_bf16_bf16_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w47_bf16_bf16_n256_rs(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 16], a_type = bf16, b_type = bf16, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = rs>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute_nvgpu.smem_desc_view<memref<256x16xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w48_tf32_tf32_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w48_tf32_tf32_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (8,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<8x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (8,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w49_tf32_tf32_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w49_tf32_tf32_n8_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (8,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<8x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (8,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w50_tf32_tf32_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w50_tf32_tf32_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (16,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<16x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (16,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w51_tf32_tf32_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w51_tf32_tf32_n16_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (16,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<16x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (16,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w52_tf32_tf32_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w52_tf32_tf32_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (24,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<24x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (24,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w53_tf32_tf32_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w53_tf32_tf32_n24_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (24,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<24x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (24,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w54_tf32_tf32_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w54_tf32_tf32_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w55_tf32_tf32_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w55_tf32_tf32_n64_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w56_tf32_tf32_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w56_tf32_tf32_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (128,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<128x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (128,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w57_tf32_tf32_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w57_tf32_tf32_n128_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (128,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<128x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (128,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w58_tf32_tf32_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w58_tf32_tf32_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (256,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (64,8):(32,1)>>, !cute_nvgpu.smem_desc_view<memref<256x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (256,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w59_tf32_tf32_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k8.f32.tf32.tf32
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w59_tf32_tf32_n256_rs(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 8], a_type = tf32, b_type = tf32, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (256,8):(32,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x8, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = rs>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute_nvgpu.smem_desc_view<memref<256x8xtf32, 3>, #cute.composed_layout<Sw<3,2,3> o 0 o (256,8):(32,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w60_e4m3_e4m3_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w60_e4m3_e4m3_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w61_e4m3_e4m3_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w61_e4m3_e4m3_n8_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w62_e4m3_e4m3_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w62_e4m3_e4m3_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w63_e4m3_e4m3_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w63_e4m3_e4m3_n16_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w64_e4m3_e4m3_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w64_e4m3_e4m3_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w65_e4m3_e4m3_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w65_e4m3_e4m3_n24_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w66_e4m3_e4m3_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w66_e4m3_e4m3_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w67_e4m3_e4m3_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w67_e4m3_e4m3_n64_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w68_e4m3_e4m3_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w68_e4m3_e4m3_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w69_e4m3_e4m3_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w69_e4m3_e4m3_n128_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w70_e4m3_e4m3_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w70_e4m3_e4m3_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w71_e4m3_e4m3_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e4m3.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w71_e4m3_e4m3_n256_rs(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E4M3FN, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w72_e5m2_e4m3_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w72_e5m2_e4m3_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w73_e5m2_e4m3_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w73_e5m2_e4m3_n8_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<8x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w74_e5m2_e4m3_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w74_e5m2_e4m3_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w75_e5m2_e4m3_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w75_e5m2_e4m3_n16_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<16x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w76_e5m2_e4m3_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w76_e5m2_e4m3_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w77_e5m2_e4m3_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w77_e5m2_e4m3_n24_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<24x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w78_e5m2_e4m3_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w78_e5m2_e4m3_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w79_e5m2_e4m3_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w79_e5m2_e4m3_n64_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<64x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w80_e5m2_e4m3_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w80_e5m2_e4m3_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w81_e5m2_e4m3_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w81_e5m2_e4m3_n128_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<128x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w82_e5m2_e4m3_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w82_e5m2_e4m3_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xf8E5M2, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w83_e5m2_e4m3_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.f32.e5m2.e4m3
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w83_e5m2_e4m3_n256_rs(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f32), frag_kind = rs>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<256x32xf8E4M3FN, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w84_s8_s8_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w84_s8_s8_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w85_s8_s8_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w85_s8_s8_n8_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w86_s8_s8_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w86_s8_s8_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w87_s8_s8_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w87_s8_s8_n16_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w88_s8_s8_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w88_s8_s8_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w89_s8_s8_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w89_s8_s8_n24_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w90_s8_s8_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w90_s8_s8_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w91_s8_s8_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w91_s8_s8_n64_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w92_s8_s8_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w92_s8_s8_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w93_s8_s8_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w93_s8_s8_n128_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w94_s8_s8_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w94_s8_s8_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = i8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w95_s8_s8_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.s32.s8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w95_s8_s8_n256_rs(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = i8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (i8, i8, i32), frag_kind = rs>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w96_u8_s8_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w96_u8_s8_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w97_u8_s8_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w97_u8_s8_n8_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<8x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (8,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w98_u8_s8_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w98_u8_s8_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w99_u8_s8_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w99_u8_s8_n16_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<16x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (16,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w100_u8_s8_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w100_u8_s8_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w101_u8_s8_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w101_u8_s8_n24_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<24x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (24,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w102_u8_s8_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w102_u8_s8_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w103_u8_s8_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w103_u8_s8_n64_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<64x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w104_u8_s8_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w104_u8_s8_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w105_u8_s8_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w105_u8_s8_n128_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<128x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (128,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w106_u8_s8_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w106_u8_s8_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = ui8, b_type = i8, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xui8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (64,32):(128,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w107_u8_s8_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k32.s32.u8.s8
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w107_u8_s8_n256_rs(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 32], a_type = ui8, b_type = i8, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (ui8, i8, i32), frag_kind = rs>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute_nvgpu.smem_desc_view<memref<256x32xi8, 3>, #cute.composed_layout<Sw<3,4,3> o 0 o (256,32):(128,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w108_b1_b1_n8_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w108_b1_b1_n8_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (8,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x8x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<8x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (8,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w109_b1_b1_n8_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n8k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w109_b1_b1_n8_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 8, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<8x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (8,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x8x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<8x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (8,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: w110_b1_b1_n16_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w110_b1_b1_n16_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (16,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x16x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<16x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (16,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w111_b1_b1_n16_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n16k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w111_b1_b1_n16_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<16x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (16,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x16x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<16x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (16,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,2)):((1,2,4))">
}

// CHECK-LABEL: w112_b1_b1_n24_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w112_b1_b1_n24_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (24,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x24x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<24x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (24,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w113_b1_b1_n24_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n24k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w113_b1_b1_n24_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 24, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<24x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (24,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x24x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<24x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (24,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,3)):((1,2,4))">
}

// CHECK-LABEL: w114_b1_b1_n64_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w114_b1_b1_n64_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x64x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w115_b1_b1_n64_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n64k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w115_b1_b1_n64_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,8)):((1,2,4))">
}

// CHECK-LABEL: w116_b1_b1_n128_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w116_b1_b1_n128_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (128,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<128x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (128,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w117_b1_b1_n128_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w117_b1_b1_n128_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<128x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (128,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x128x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<128x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (128,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,16)):((1,2,4))">
}

// CHECK-LABEL: w118_b1_b1_n256_ss(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w118_b1_b1_n256_ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 256], a_type = i1, b_type = i1, c_type = i32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (256,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x256x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (64,256):(1024,1)>>, !cute_nvgpu.smem_desc_view<memref<256x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (256,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// CHECK-LABEL: w119_b1_b1_n256_rs(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n256k256.s32.b1.b1
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @w119_b1_b1_n256_rs(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %pb: !llvm.ptr<3>, %c: !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 256, 256], a_type = i1, b_type = i1, c_type = i32, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (256,256):(1024,1)>>
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x256x256, ab_major = (k, k), elem_type = (i1, i1, i32), frag_kind = rs>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute_nvgpu.smem_desc_view<memref<256x256xi1, 3>, #cute.composed_layout<Sw<3,7,3> o 0 o (256,256):(1024,1)>>, !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<i32, rmem, "((2,2,32)):((1,2,4))">
}

// A use of 64x256x32 with a 64x128x16 atom: 2 N blocks x 2 K blocks.
// CHECK-LABEL: split_2x2(
// CHECK: wgmma.fence.sync.aligned;
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK: wgmma.commit_group.sync.aligned;
func.func @split_2x2(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">) -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x32xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,32):(64,1)>>
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<256x32xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,32):(64,1)>>
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss>, !cute_nvgpu.smem_desc_view<memref<64x32xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,32):(64,1)>>, !cute_nvgpu.smem_desc_view<memref<256x32xbf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,32):(64,1)>>, !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))"> -> !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
  return %d : !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
}
