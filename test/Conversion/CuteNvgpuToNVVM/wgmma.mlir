// sm90.mma lowering: the descriptor word is (addr & 0x3FFFF) >> 4 OR the
// static fields (0x4000004000010000 = SW128, LBO 16 B, SBO 1024 B) OR the
// swizzle phase ((addr >> 7) & 7) << 49 (base offset); a 64-wide
// K tile becomes 4 wgmma between one fence and one commit/wait, each K block
// advancing both descriptors by 32 B (+2 in the start field).
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm '-convert-to-llvm=filter-dialects=cute_nvgpu,func' -cute-nvgpu-mark-kernels -reconcile-unrealized-casts | FileCheck %s

!acc = !cute.memref<f32, rmem, "((2,2,16)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x64xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,64):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<128x64xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (128,64):(64,1)>>

// CHECK-LABEL: llvm.func @ss(
// CHECK: %[[PA:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i64
// CHECK: %[[MASK:.*]] = llvm.and %[[PA]], %{{.*}} : i64
// CHECK: %[[START:.*]] = llvm.lshr %[[MASK]], %{{.*}} : i64
// CHECK: %[[FIXED:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK: %[[W:.*]] = llvm.or %[[START]], %[[FIXED]] : i64
// CHECK: %[[MASK7:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK: %[[SEVEN:.*]] = llvm.mlir.constant(7 : i64) : i64
// CHECK: %[[ROW:.*]] = llvm.lshr %[[PA]], %[[SEVEN]] : i64
// CHECK: %[[PHASE:.*]] = llvm.and %[[ROW]], %[[MASK7]] : i64
// CHECK: %[[BIT49:.*]] = llvm.mlir.constant(49 : i64) : i64
// CHECK: %[[BASE:.*]] = llvm.shl %[[PHASE]], %[[BIT49]] : i64
// CHECK: %[[DA:.*]] = llvm.or %[[W]], %[[BASE]] : i64
// CHECK: llvm.ptrtoint %arg1
// CHECK: llvm.shl
// CHECK-NEXT: %[[DB:.*]] = llvm.or %{{.*}}, %{{.*}} : i64
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: %[[R0:.*]] = nvvm.wgmma.mma_async %[[DA]], %[[DB]], %{{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <neg>, <col>]
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: %[[DB1:.*]] = llvm.add %[[DB]], %[[TWO]] : i64
// CHECK: %[[DA1:.*]] = llvm.add %[[DA]], %{{.*}} : i64
// CHECK: %[[R1:.*]] = nvvm.wgmma.mma_async %[[DA1]], %[[DB1]], %[[R0]], <m = 64, n = 128, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <neg>, <col>]
// CHECK: llvm.mlir.constant(4 : i64) : i64
// CHECK: nvvm.wgmma.mma_async
// CHECK: llvm.mlir.constant(6 : i64) : i64
// CHECK: nvvm.wgmma.mma_async
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
func.func @ss(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !acc) -> !acc {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !ta
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !tb
  %d = cute_nvgpu.mma %atom, %da, %db, %c {scale_d = 0 : i32, scale_b = -1 : i32} : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !ta, !tb, !acc -> !acc
  return %d : !acc
}

// Register A: PtxBuilder's wgmma with tied accumulators, a scale-d predicate
// set inside the asm block, and B's transpose immediate.
!ra = !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
!acc64 = !cute.memref<f32, rmem, "((2,2,8)):((1,2,4))">
!tbmn = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(1,64)>>
// CHECK-LABEL: llvm.func @rs(
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, 1, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, {{.*}}, $31}, {$32, $33, $34, $35}, $36, p, 1, 1, 1;\0A}", "=f,{{.*}},=f,r,r,r,r,l,0,{{.*}},31"
// CHECK: nvvm.wgmma.commit.group.sync.aligned
func.func @rs(%a: !ra, %pb: !llvm.ptr<3>, %c: !acc64) -> !acc64 {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 64, 16], a_type = f16, b_type = f16, c_type = f32, b_major = #cute_nvgpu.major<mn>, frag_kind = #cute_nvgpu.frag_kind<rs>}
  %db = cute_nvgpu.make_smem_desc_view %pb {major = #cute_nvgpu.major<mn>} : !llvm.ptr<3> -> !tbmn
  %d = cute_nvgpu.mma %atom, %a, %db, %c : !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = rs>, !ra, !tbmn, !acc64 -> !acc64
  return %d : !acc64
}

// A raw descriptor word in either encoding (same fields, SM100 sets bits
// 46-48 and uses its own swizzle codes).
// CHECK-LABEL: llvm.func @raw(
// CHECK: llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK: llvm.mlir.constant(4611756662049538048 : i64) : i64
func.func @raw(%p: !llvm.ptr<3>) -> (!cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc) {
  %d90 = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>, elem_type = f16} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  %d100 = cute_nvgpu.make_smem_desc %p {layout = #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>, elem_type = bf16, arch = #cute_nvgpu.desc_arch<sm100>} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
  return %d90, %d100 : !cute_nvgpu.smem_desc, !cute_nvgpu.smem_desc
}

// A use wider than the atom splits along N too: a 64x256 accumulator with a
// 64x128 atom is two N blocks (registers 0..63 and 64..127), B's descriptor
// advanced to row 128 (128 rows x 128 B = 16 KiB, +1024 in the start field).
!acc256 = !cute.memref<f32, rmem, "((2,2,32)):((1,2,4))">
!ta16 = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb256 = !cute_nvgpu.smem_desc_view<memref<256x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (256,16):(64,1)>>
// CHECK-LABEL: llvm.func @split_n(
// CHECK: nvvm.wgmma.fence.aligned
// CHECK: nvvm.wgmma.mma_async %[[A:[0-9]+]], %[[B:[0-9]+]], %{{.*}}, <m = 64, n = 128, k = 16>
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(1024 : i64) : i64
// CHECK: %[[B1:.*]] = llvm.add %[[B]], %[[OFF]] : i64
// CHECK: nvvm.wgmma.mma_async %[[A]], %[[B1]], %{{.*}}, <m = 64, n = 128, k = 16>
// CHECK-NOT: nvvm.wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
func.func @split_n(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !acc256) -> !acc256 {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 128, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !ta16
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !tb256
  %d = cute_nvgpu.mma %atom, %da, %db, %c : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, !ta16, !tb256, !acc256 -> !acc256
  return %d : !acc256
}
