// sm89.mma: e4m3/e5m2 in any mix, f32 or f16 accumulators, on SM89+.
// MLIR 22's NVVM has no dense FP8 mma.sync: PtxBuilder spells it.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_89 -o %t.sm_89.ptx --cubin %t.sm_89.cubin
// RUN: llvm-readelf -s %t.sm_89.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_89.ptx
// RUN: cute-nvgpu compile %s --target sm_90 -o %t.sm_90.ptx --cubin %t.sm_90.cubin
// RUN: llvm-readelf -s %t.sm_90.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_90.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.sm_100a.ptx --cubin %t.sm_100a.cubin
// RUN: llvm-readelf -s %t.sm_100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_100a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.sm_120a.ptx --cubin %t.sm_120a.cubin
// RUN: llvm-readelf -s %t.sm_120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120a.ptx
// The verifier refuses FP8 before SM89, naming the atom, tier and target.
// RUN: not cute-nvgpu compile %s --target sm_86 -o %t.86.ptx 2>&1 | FileCheck %s --check-prefix=SM86
// SM86: error: 'cute_nvgpu.make_sm89_mma' op `sm89.mma` requires SM89 or newer (sm_89), but the target is sm_86
// CHECK: .version 8.7
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-8: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ fp8_[0-7]$}}

// CHECK-LABEL: fp8_0(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e4m3.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_0(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32)>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_1(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e4m3.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_1(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f16)>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_2(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_2(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E5M2, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f32)>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_3(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f16.e4m3.e5m2.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_3(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E5M2, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f16)>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_4(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e4m3.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_4(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f8E4M3FN, f32)>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_5(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e4m3.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_5(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f8E4M3FN, f16)>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_6(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f32.e5m2.e5m2.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_6(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f8E5M2, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f8E5M2, f32)>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: fp8_7(
// CHECK: mma.sync.aligned.m16n8k32.row.col.f16.e5m2.e5m2.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @fp8_7(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f8E5M2, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f8E5M2, f16)>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}
