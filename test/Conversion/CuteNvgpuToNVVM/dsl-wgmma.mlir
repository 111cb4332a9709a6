// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm | FileCheck %s

// CuTe DSL's SM90 mainloop: cute.mma.make_fragment of a K-major SW128 f16
// partition ((64,16),1,4) is the descriptor word of mode 0 (start address
// >> 4, LBO 1, SBO 1024 B, SW128: 0x4000004000010000, and the swizzle
// phase of the address in the base-offset field); a slice at k_block k
// moves the word by 2k (32 bytes of K in 16-byte units); cute.gemm is one
// wgmma whose scale-d predicate is the atom's run-time accumulate flag
// (set_value accum_c: field 0 of the atom's struct).

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">

// CHECK-LABEL: llvm.func @mainloop(
// CHECK-SAME: %[[TM:.*]]: !llvm.struct<(i1)>, %[[PA:.*]]: !llvm.ptr<3>, %[[PB:.*]]: !llvm.ptr<3>, %[[K:.*]]: i32) -> !llvm.struct<(i1)>
// CHECK: %[[ACC:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x f32> {alignment = 32 : i64}
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[PA]] : !llvm.ptr<3> to i64
// CHECK: %[[MASKED:.*]] = llvm.and %[[A]], %{{.*}} : i64
// CHECK: %[[START:.*]] = llvm.lshr %[[MASKED]], %{{.*}} : i64
// CHECK: %[[FIXED:.*]] = llvm.mlir.constant(4611686293305360384 : i64) : i64
// CHECK: %[[WA:.*]] = llvm.or %[[START]], %[[FIXED]] : i64
// CHECK: %[[PHASEA:.*]] = llvm.shl
// CHECK: %[[DA:.*]] = llvm.or %[[WA]], %[[PHASEA]] : i64
// CHECK: llvm.ptrtoint %[[PB]] : !llvm.ptr<3> to i64
// CHECK: %[[PHASEB:.*]] = llvm.shl
// CHECK: %[[DB:.*]] = llvm.or %{{.*}}, %[[PHASEB]] : i64
// CHECK: %[[FALSE:.*]] = llvm.mlir.constant(false) : i1
// CHECK: %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[TM0:.*]] = llvm.insertvalue %[[FALSE]], %[[TM]][0] : !llvm.struct<(i1)>
// CHECK: %[[KA:.*]] = llvm.mul %[[K]], %{{.*}} : i32
// CHECK: %[[KA64:.*]] = llvm.sext %[[KA]] : i32 to i64
// CHECK: %[[DAK:.*]] = llvm.add %[[DA]], %[[KA64]] : i64
// CHECK: %[[KB64:.*]] = llvm.sext %{{.*}} : i32 to i64
// CHECK: %[[DBK:.*]] = llvm.add %[[DB]], %[[KB64]] : i64
// CHECK: %[[FLAG:.*]] = llvm.extractvalue %[[TM0]][0] : !llvm.struct<(i1)>
// CHECK: %[[SCALE:.*]] = llvm.zext %[[FLAG]] : i1 to i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $34, 0;\0Awgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {$0, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31}, $32, $33, p, 1, 1, 0, 0;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l,r,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31" %[[DAK]], %[[DBK]], %[[SCALE]],
// CHECK-NOT: wgmma
// CHECK: %[[TM1:.*]] = llvm.insertvalue %[[TRUE]], %[[TM0]][0] : !llvm.struct<(i1)>
// CHECK: llvm.return %[[TM1]]
func.func @mainloop(%tm: !tm, %pa: !pa, %pb: !pa, %k: i32) -> !tm {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
  %lay = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
  %acc = cute.memref.alloca(%lay) : !acc
  %false = arith.constant false
  %true = arith.constant true
  %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
  %crd = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
  %sa = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
  %sb = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
  cute.gemm(%tm0, %acc, %sa, %sb, %acc) : (!tm, !acc, !vk, !vk, !acc)
  %tm1 = cute_nvgpu.atom.set_value(%tm0, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
  return %tm1 : !tm
}

// -----

// Two M blocks of A ((64,16),2,1): cute.gemm makes two wgmma calls, A's
// word moved by 512 units (64 rows of 128 B) for the second, each with its
// own 32 accumulators (mode M of D, stride 32).

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),2):((64,1),4096)">
!pb = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1):((64,1),0)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,512)">
!vb = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),2,1):((1,2,4),32,0)">

// CHECK-LABEL: llvm.func @two_m_blocks(
// CHECK: %[[PHASEA:.*]] = llvm.shl
// CHECK: %[[DA:.*]] = llvm.or %{{.*}}, %[[PHASEA]] : i64
// CHECK: %[[PHASEB:.*]] = llvm.shl
// CHECK: %[[DB:.*]] = llvm.or %{{.*}}, %[[PHASEB]] : i64
// CHECK: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16{{.*}} %[[DA]], %[[DB]],
// CHECK: %[[C512:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK: %[[DA1:.*]] = llvm.add %[[DA]], %[[C512]] : i64
// CHECK: llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16{{.*}} %[[DA1]], %[[DB]],
// CHECK-NOT: wgmma
func.func @two_m_blocks(%tm: !tm, %pa: !pa, %pb: !pb) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pb) -> !vb
  %lay = cute.static : !cute.layout<"((2,2,8),2,1):((1,2,4),32,0)">
  %acc = cute.memref.alloca(%lay) : !acc
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !va, !vb, !acc)
  return
}

// -----

// An SM100 MMA atom is {accum_c, neg_a, neg_b}; make_atom without fields
// gives CuTe's defaults (accumulate, no negation).

!um = !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
!tum = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>

// CHECK-LABEL: llvm.func @sm100_fields(
// CHECK-SAME: %[[NEG:.*]]: i1) -> !llvm.struct<(i1, i1, i1)>
// CHECK: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[T]], %{{.*}}[0] : !llvm.struct<(i1, i1, i1)>
// CHECK: %[[F1:.*]] = llvm.mlir.constant(false) : i1
// CHECK: %[[S1:.*]] = llvm.insertvalue %[[F1]], %[[S0]][1]
// CHECK: %[[F2:.*]] = llvm.mlir.constant(false) : i1
// CHECK: %[[S2:.*]] = llvm.insertvalue %[[F2]], %[[S1]][2]
// CHECK: %[[S3:.*]] = llvm.insertvalue %[[NEG]], %[[S2]][2]
// CHECK: llvm.return %[[S3]]
func.func @sm100_fields(%neg: i1) -> !tum {
  %atom = cute.make_atom() : () -> !um
  %tm = cute.make_tiled_mma(%atom) : !tum
  %tm1 = cute_nvgpu.atom.set_value(%tm, %neg : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !tum
  return %tm1 : !tum
}

// -----

// CHECK-LABEL: llvm.func @sm100_read_field(
// CHECK-SAME: %[[A:.*]]: i1, %[[B:.*]]: i1, %[[C:.*]]: i1) -> i1
// CHECK: %[[S0:.*]] = llvm.insertvalue %[[A]], %{{.*}}[0]
// CHECK: %[[S1:.*]] = llvm.insertvalue %[[B]], %[[S0]][1]
// CHECK: %[[S2:.*]] = llvm.insertvalue %[[C]], %[[S1]][2]
// CHECK: %[[R:.*]] = llvm.extractvalue %[[S2]][1]
// CHECK: llvm.return %[[R]] : i1
!um = !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
func.func @sm100_read_field(%a: i1, %b: i1, %c: i1) -> i1 {
  %atom = cute.make_atom(%a, %b, %c) : (i1, i1, i1) -> !um
  %v = cute_nvgpu.atom.get_value(%atom : !um) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
  return %v : i1
}
