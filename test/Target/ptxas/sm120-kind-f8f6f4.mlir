// sm89.mma with kind = f8f6f4 (beyond the seeds): the SM120 unscaled
// `mma.sync ... kind::f8f6f4.m16n8k32` with FP8/FP6/FP4 A/B in any mix (FP6/FP4
// in byte containers, docs/deviations.md #14), f32 or f16 accumulators.
// Needs sm_120a/120f/121a/121f; sm_120, sm_100a and sm_89 are refused by the
// verifier before ptxas sees the kernel.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.sm_120a.ptx --cubin %t.sm_120a.cubin
// RUN: llvm-readelf -s %t.sm_120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120a.ptx
// RUN: cute-nvgpu compile %s --target sm_120f -o %t.sm_120f.ptx --cubin %t.sm_120f.cubin
// RUN: llvm-readelf -s %t.sm_120f.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120f.ptx
// RUN: cute-nvgpu compile %s --target sm_121a -o %t.sm_121a.ptx --cubin %t.sm_121a.cubin
// RUN: llvm-readelf -s %t.sm_121a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_121a.ptx
// RUN: cute-nvgpu compile %s --target sm_121f -o %t.sm_121f.ptx --cubin %t.sm_121f.cubin
// RUN: llvm-readelf -s %t.sm_121f.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_121f.ptx
// RUN: not cute-nvgpu compile %s --target sm_120 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM120
// REFUSED-SM120: error: 'cute_nvgpu.make_sm89_mma' op `sm89.mma` with kind = f8f6f4 requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_120
// RUN: not cute-nvgpu compile %s --target sm_100a -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM100A
// REFUSED-SM100A: error: 'cute_nvgpu.make_sm89_mma' op `sm89.mma` with kind = f8f6f4 requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_100a
// RUN: not cute-nvgpu compile %s --target sm_89 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM89
// REFUSED-SM89: error: 'cute_nvgpu.make_sm89_mma' op `sm89.mma` with kind = f8f6f4 requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_89
// CHECK: .version 8.
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-6: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ k_[a-z0-9_]+$}}

// CHECK-LABEL: k_e2m1_e2m1_f32(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e2m1.e2m1.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e2m1_e2m1_f32(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f4E2M1FN, f4E2M1FN, f32), kind = f8f6f4>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: k_e2m1_e3m2_f32(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e2m1.e3m2.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e2m1_e3m2_f32(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f4E2M1FN, b_type = f6E3M2FN, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f4E2M1FN, f6E3M2FN, f32), kind = f8f6f4>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: k_e2m3_e4m3_f32(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e2m3.e4m3.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e2m3_e4m3_f32(%a: !cute.memref<f6E2M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f6E2M3FN, b_type = f8E4M3FN, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f6E2M3FN, f8E4M3FN, f32), kind = f8f6f4>, !cute.memref<f6E2M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: k_e5m2_e2m1_f16(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f16.e5m2.e2m1.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e5m2_e2m1_f16(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E5M2, b_type = f4E2M1FN, c_type = f16, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E5M2, f4E2M1FN, f16), kind = f8f6f4>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f4E2M1FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: k_e4m3_e5m2_f32(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e4m3.e5m2.f32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e4m3_e5m2_f32(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f8E4M3FN, b_type = f8E5M2, c_type = f32, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f32), kind = f8f6f4>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E5M2, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: k_e3m2_e2m3_f16(
// CHECK: mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f16.e3m2.e2m3.f16 {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}};
func.func @k_e3m2_e2m3_f16(%a: !cute.memref<f6E3M2FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f6E2M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm89_mma {shape_MNK = [16, 8, 32], a_type = f6E3M2FN, b_type = f6E2M3FN, c_type = f16, kind = #cute_nvgpu.mma_kind<f8f6f4>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f6E3M2FN, f6E2M3FN, f16), kind = f8f6f4>, !cute.memref<f6E3M2FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f6E2M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}
