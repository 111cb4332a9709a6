// convert-cute-nvgpu-to-nvvm: fragments become per-thread vectors, cut into
// the registers PTX names; NVVM ops where MLIR 22 has the form, inline PTX
// from PtxBuilder where it does not.
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm '-convert-to-llvm=filter-dialects=cute_nvgpu,func' -cute-nvgpu-mark-kernels -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @f16_k16(
// CHECK-SAME: %[[A:.*]]: vector<8xf16>, %[[B:.*]]: vector<4xf16>, %[[C:.*]]: vector<4xf32>) -> vector<4xf32>
// CHECK-NOT: cute_nvgpu
// CHECK: %[[A0:.*]] = llvm.shufflevector %[[A]], %[[A]] [0, 1] : vector<8xf16>
// CHECK: %[[A3:.*]] = llvm.shufflevector %[[A]], %[[A]] [6, 7] : vector<8xf16>
// CHECK: %[[B1:.*]] = llvm.shufflevector %[[B]], %[[B]] [2, 3] : vector<4xf16>
// CHECK: %[[R:.*]] = nvvm.mma.sync A[%[[A0]], %{{.*}}, %{{.*}}, %[[A3]]]  B[%{{.*}}, %[[B1]]]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[R]][3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.return %{{.*}} : vector<4xf32>
func.func @f16_k16(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// bf16 and s8 pack into i32 registers; integer MMAs wrap (CUTLASS's
// non-saturating default).
// CHECK-LABEL: llvm.func @bf16_k16(
// CHECK: %[[P:.*]] = llvm.shufflevector %{{.*}} [0, 1] : vector<8xbf16>
// CHECK: llvm.bitcast %[[P]] : vector<2xbf16> to i32
// CHECK: nvvm.mma.sync {{.*}} {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @bf16_k16(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<bf16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32)>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<bf16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: llvm.func @s8_k32(
// CHECK-SAME: vector<16xi8>, %{{.*}}: vector<8xi8>, %{{.*}}: vector<4xi32>
// CHECK: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: nvvm.mma.sync {{.*}}intOverflowBehavior = #nvvm.mma_int_overflow<wrapped>{{.*}}multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<u8>{{.*}} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
func.func @s8_k32(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<ui8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = ui8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x32, elem_type = (i8, ui8, i32)>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<ui8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// FP8 is inline PTX spelled from the seed 004 MMA word.
// CHECK-LABEL: llvm.func @fp8(
// CHECK-SAME: vector<16xi8>, %{{.*}}: vector<8xi8>, %{{.*}}: vector<4xf32>
// CHECK: llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f" %{{.*}} : (i32, i32, i32, i32, i32, i32, f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @fp8(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E5M2, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f32)>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// f16 accumulators travel as packed f16x2 in b32 registers.
// CHECK-LABEL: llvm.func @fp8_f16acc(
// CHECK: llvm.inline_asm asm_dialect = att "mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};", "=r,=r,r,r,r,r,r,r,r,r"
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
func.func @fp8_f16acc(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f8E5M2, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f8E5M2, f16)>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// SM120 block scale: the scale bytes of a thread go in one b32 register.
// CHECK-LABEL: llvm.func @nvfp4(
// CHECK-SAME: vector<32xi4>, %{{.*}}: vector<16xi4>, %{{.*}}: vector<4xf32>, %[[SFA:.*]]: vector<4xi8>, %[[SFB:.*]]: vector<4xi8>
// CHECK: %[[RA:.*]] = llvm.bitcast %[[SFA]] : vector<4xi8> to i32
// CHECK: %[[RB:.*]] = llvm.bitcast %[[SFB]] : vector<4xi8> to i32
// CHECK: llvm.inline_asm asm_dialect = att "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r" {{.*}}, %[[RA]], %[[RB]] :
func.func @nvfp4(%a: !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, %b: !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E4M3FN, rmem, "(4):(1)">, %sfb: !cute.memref<f8E4M3FN, rmem, "(4):(1)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 16, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E4M3FN, rmem, "(4):(1)">, !cute.memref<f8E4M3FN, rmem, "(4):(1)">) : !cute_nvgpu.SM120.mma_bs<16x8x64, elem_type = (f4E2M1FN, f4E2M1FN, f32), vec_size = 16>, !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// Universal FMA: one scalar fma per thread.
// CHECK-LABEL: llvm.func @fma(
// CHECK: %[[R:.*]] = llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.insertelement %[[R]]
func.func @fma(%a: !cute.memref<f32, rmem, "(1):(0)">, %b: !cute.memref<f32, rmem, "(1):(0)">, %c: !cute.memref<f32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "(1):(0)"> {
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f32, f32, f32)>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)"> -> !cute.memref<f32, rmem, "(1):(0)">
  return %d : !cute.memref<f32, rmem, "(1):(0)">
}

// SM120 kind::mxf8f6f4 (K 32): FP6/FP4 elements travel in byte containers;
// e2m1 sits in bits [5:2] (shift 2), e3m2 in bits [5:0] (no shift).
// CHECK-LABEL: llvm.func @bs_k32_e2m1_e3m2(
// CHECK-SAME: %[[A:.*]]: vector<16xi4>, %[[B:.*]]: vector<8xi6>
// CHECK: %[[AW:.*]] = llvm.zext %[[A]] : vector<16xi4> to vector<16xi8>
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(dense<2> : vector<16xi8>) : vector<16xi8>
// CHECK: %[[AS:.*]] = llvm.shl %[[AW]], %[[TWO]] : vector<16xi8>
// CHECK-NEXT: %[[BW:.*]] = llvm.zext %[[B]] : vector<8xi6> to vector<8xi8>
// CHECK-NEXT: %[[A0:.*]] = llvm.shufflevector %[[AS]], %[[AS]] [0, 1, 2, 3] : vector<16xi8>
// CHECK-NEXT: llvm.bitcast %[[A0]] : vector<4xi8> to i32
// CHECK: llvm.shufflevector %[[BW]], %[[BW]] [4, 5, 6, 7] : vector<8xi8>
// CHECK: llvm.inline_asm {{.*}}"mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e2m1.e3m2.f32.ue8m0 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, $13}, $14, {0, 0}, $15, {0, 0};", "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f,r,r"
func.func @bs_k32_e2m1_e3m2(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f4E2M1FN, b_type = f6E3M2FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f4E2M1FN, f6E3M2FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// sm89.mma with kind = f8f6f4 (SM120 unscaled): the same byte containers,
// spelled kind::f8f6f4 with no scale operands; f16 accumulators are b32 pairs.
// CHECK-LABEL: llvm.func @kind_e3m2_e2m1_f16(
// CHECK-SAME: %[[A:.*]]: vector<16xi6>, %[[B:.*]]: vector<8xi4>
// CHECK: %[[AW:.*]] = llvm.zext %[[A]] : vector<16xi6> to vector<16xi8>
// CHECK-NEXT: %[[BW:.*]] = llvm.zext %[[B]] : vector<8xi4> to vector<8xi8>
// CHECK-NEXT: %[[TWO:.*]] = llvm.mlir.constant(dense<2> : vector<8xi8>) : vector<8xi8>
// CHECK-NEXT: %[[BS:.*]] = llvm.shl %[[BW]], %[[TWO]] : vector<8xi8>
// CHECK-NEXT: %[[A0:.*]] = llvm.shufflevector %[[AW]], %[[AW]] [0, 1, 2, 3] : vector<16xi8>
// CHECK: llvm.shufflevector %[[BS]], %[[BS]] [4, 5, 6, 7] : vector<8xi8>
// CHECK: llvm.inline_asm asm_dialect = att "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f16.e3m2.e2m1.f16 {$0, $1}, {$2, $3, $4, $5}, {$6, $7}, {$8, $9};", "=r,=r,r,r,r,r,r,r,r,r"
// CHECK-NOT: {0, 0}
func.func @kind_e3m2_e2m1_f16(%a: !cute.memref<f6E3M2FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f6E3M2FN, b_type = f4E2M1FN, c_type = f16, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f6E3M2FN, f4E2M1FN, f16), kind = f8f6f4>, !cute.memref<f6E3M2FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}
