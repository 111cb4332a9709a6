// SM120.mma_bs: K 32 FP8/FP6/FP4 (byte containers) with UE8M0 scales (vec 32), K 64 FP4 with
// UE8M0 (vec 32, scale_vec::2X) or UE4M3 (vec 16, scale_vec::4X), both
// kind::mxf4nvf4 as seed 000 names it (ptxas also takes kind::mxf4 for 2X;
// docs/deviations.md #25).
// Needs sm_120a/120f/121a/121f; plain sm_120 and sm_100a are refused.
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
// REFUSED-SM120: error: 'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` (block-scaled mma.sync) requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_120
// RUN: not cute-nvgpu compile %s --target sm_100a -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED-SM100A
// REFUSED-SM100A: error: 'cute_nvgpu.make_sm120_mma_bs' op `SM120.mma_bs` (block-scaled mma.sync) requires SM120 with an arch-specific suffix (sm_120a/sm_120f or sm_121a/sm_121f), but the target is sm_100a
// CHECK: .version 8.
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-6: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ bs_[a-z0-9_]+$}}

// CHECK-LABEL: bs_e4m3(
// CHECK: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_e4m3(%a: !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E4M3FN, b_type = f8E4M3FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E4M3FN, f8E4M3FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f8E4M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: bs_e5m2(
// CHECK: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e5m2.e4m3.f32.ue8m0 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_e5m2(%a: !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f8E5M2, b_type = f8E4M3FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f8E5M2, f8E4M3FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f8E5M2, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: bs_mxf4(
// CHECK: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::2X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_mxf4(%a: !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, %b: !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(2):(1)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(2):(1)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 32, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(2):(1)">, !cute.memref<f8E8M0FNU, rmem, "(2):(1)">) : !cute_nvgpu.SM120.mma_bs<16x8x64, elem_type = (f4E2M1FN, f4E2M1FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: bs_nvf4(
// CHECK: mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_nvf4(%a: !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, %b: !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E4M3FN, rmem, "(4):(1)">, %sfb: !cute.memref<f8E4M3FN, rmem, "(4):(1)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 64], vec_size = 16, a_type = f4E2M1FN, b_type = f4E2M1FN, c_type = f32, sf_type = f8E4M3FN}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E4M3FN, rmem, "(4):(1)">, !cute.memref<f8E4M3FN, rmem, "(4):(1)">) : !cute_nvgpu.SM120.mma_bs<16x8x64, elem_type = (f4E2M1FN, f4E2M1FN, f32), sf_type = f8E4M3FN, vec_size = 16>, !cute.memref<f4E2M1FN, rmem, "((8,2,2)):((1,8,16))">, !cute.memref<f4E2M1FN, rmem, "((8,2)):((1,8))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: bs_e2m1_e3m2(
// CHECK: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e2m1.e3m2.f32.ue8m0 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_e2m1_e3m2(%a: !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f4E2M1FN, b_type = f6E3M2FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f4E2M1FN, f6E3M2FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f4E2M1FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f6E3M2FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: bs_e2m3_e4m3(
// CHECK: mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32.row.col.f32.e2m3.e4m3.f32.ue8m0 {{.*}}, %r{{[0-9]+}}, {0, 0}, %r{{[0-9]+}}, {0, 0};
func.func @bs_e2m3_e4m3(%a: !cute.memref<f6E2M3FN, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %sfa: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, %sfb: !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32, a_type = f6E2M3FN, b_type = f8E4M3FN, c_type = f32, sf_type = f8E8M0FNU}
  %d = cute_nvgpu.mma %atom, %a, %b, %c scales(%sfa, %sfb : !cute.memref<f8E8M0FNU, rmem, "(1):(0)">, !cute.memref<f8E8M0FNU, rmem, "(1):(0)">) : !cute_nvgpu.SM120.mma_bs<16x8x32, elem_type = (f6E2M3FN, f8E4M3FN, f32), sf_type = f8E8M0FNU, vec_size = 32>, !cute.memref<f6E2M3FN, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<f8E4M3FN, rmem, "((4,2)):((1,4))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}
