// atom.universal_fma: one scalar multiply-add per thread on every tier.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_75 -o %t.75.ptx --cubin %t.75.cubin
// RUN: llvm-readelf -s %t.75.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.75.ptx
// RUN: cute-nvgpu compile %s --target sm_121a -o %t.121a.ptx --cubin %t.121a.cubin
// RUN: llvm-readelf -s %t.121a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.121a.ptx
// RUN: not cute-nvgpu compile %s --target sm_70 -o %t.70.ptx --cubin %t.70.cubin 2>&1 | FileCheck %s --check-prefix=SM70
// SM70: error: ptxas 13.0 does not accept -arch=sm_70
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-3: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (fma_f32|fma_f64|mad_s32)$}}

// CHECK-LABEL: fma_f32(
// CHECK: fma.rn.f32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
func.func @fma_f32(%a: !cute.memref<f32, rmem, "(1):(0)">, %b: !cute.memref<f32, rmem, "(1):(0)">, %c: !cute.memref<f32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "(1):(0)"> {
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f32, f32, f32)>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "(1):(0)"> -> !cute.memref<f32, rmem, "(1):(0)">
  return %d : !cute.memref<f32, rmem, "(1):(0)">
}

// CHECK-LABEL: fma_f64(
// CHECK: fma.rn.f64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
func.func @fma_f64(%a: !cute.memref<f64, rmem, "(1):(0)">, %b: !cute.memref<f64, rmem, "(1):(0)">, %c: !cute.memref<f64, rmem, "(1):(0)">) -> !cute.memref<f64, rmem, "(1):(0)"> {
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f64, b_type = f64, c_type = f64}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f64, f64, f64)>, !cute.memref<f64, rmem, "(1):(0)">, !cute.memref<f64, rmem, "(1):(0)">, !cute.memref<f64, rmem, "(1):(0)"> -> !cute.memref<f64, rmem, "(1):(0)">
  return %d : !cute.memref<f64, rmem, "(1):(0)">
}

// CHECK-LABEL: mad_s32(
// CHECK: mad.lo.s32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}};
func.func @mad_s32(%a: !cute.memref<i32, rmem, "(1):(0)">, %b: !cute.memref<i32, rmem, "(1):(0)">, %c: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "(1):(0)"> {
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = i32, b_type = i32, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (i32, i32, i32)>, !cute.memref<i32, rmem, "(1):(0)">, !cute.memref<i32, rmem, "(1):(0)">, !cute.memref<i32, rmem, "(1):(0)"> -> !cute.memref<i32, rmem, "(1):(0)">
  return %d : !cute.memref<i32, rmem, "(1):(0)">
}
