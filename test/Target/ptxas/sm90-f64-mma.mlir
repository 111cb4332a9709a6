// sm80.mma's f64 m16n8k4/k8/k16 rows (SM90+): inline PTX from PtxBuilder
// (MLIR 22's NVVM has only f64 m8n8k4), assembled on every tier from sm_90
// on; below sm_90 the target pass refuses them (ptxas would too).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90 -o %t.sm_90.ptx --cubin %t.sm_90.cubin
// RUN: llvm-readelf -s %t.sm_90.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_90.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.sm_90a.ptx --cubin %t.sm_90a.cubin
// RUN: llvm-readelf -s %t.sm_90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.sm_100a.ptx --cubin %t.sm_100a.cubin
// RUN: llvm-readelf -s %t.sm_100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_100a.ptx
// RUN: cute-nvgpu compile %s --target sm_103f -o %t.sm_103f.ptx --cubin %t.sm_103f.cubin
// RUN: llvm-readelf -s %t.sm_103f.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_103f.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.sm_110a.ptx --cubin %t.sm_110a.cubin
// RUN: llvm-readelf -s %t.sm_110a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_110a.ptx
// RUN: cute-nvgpu compile %s --target sm_120 -o %t.sm_120.ptx --cubin %t.sm_120.cubin
// RUN: llvm-readelf -s %t.sm_120.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120.ptx
// RUN: cute-nvgpu compile %s --target sm_121a -o %t.sm_121a.ptx --cubin %t.sm_121a.cubin
// RUN: llvm-readelf -s %t.sm_121a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_121a.ptx
// RUN: not cute-nvgpu compile %s --target sm_89 -o %t.sm_89.ptx 2>&1 | FileCheck %s --check-prefix=SM89
// SM89: error: 'cute_nvgpu.make_sm80_mma' op `sm80.mma` 16x8x4 f64 requires SM90 or newer (sm_90), but the target is sm_89
// ptxas -c keeps every function: exactly these global FUNC symbols.
// FUNCS-COUNT-3: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ dmma_k[0-9]+$}}

// CHECK-LABEL: dmma_k4(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k4.row.col.f64.f64.f64.f64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}};{{$}}
func.func @dmma_k4(%a: !cute.memref<f64, rmem, "(2):(1)">, %b: !cute.memref<f64, rmem, "(1):(0)">, %c: !cute.memref<f64, rmem, "((2,2)):((1,2))">) -> !cute.memref<f64, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 4], a_type = f64, b_type = f64, c_type = f64}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x4, elem_type = (f64, f64, f64)>, !cute.memref<f64, rmem, "(2):(1)">, !cute.memref<f64, rmem, "(1):(0)">, !cute.memref<f64, rmem, "((2,2)):((1,2))"> -> !cute.memref<f64, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f64, rmem, "((2,2)):((1,2))">
}


// CHECK-LABEL: dmma_k8(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k8.row.col.f64.f64.f64.f64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}};{{$}}
func.func @dmma_k8(%a: !cute.memref<f64, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f64, rmem, "(2):(1)">, %c: !cute.memref<f64, rmem, "((2,2)):((1,2))">) -> !cute.memref<f64, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = f64, b_type = f64, c_type = f64}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f64, f64, f64)>, !cute.memref<f64, rmem, "((2,2)):((1,2))">, !cute.memref<f64, rmem, "(2):(1)">, !cute.memref<f64, rmem, "((2,2)):((1,2))"> -> !cute.memref<f64, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f64, rmem, "((2,2)):((1,2))">
}


// CHECK-LABEL: dmma_k16(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k16.row.col.f64.f64.f64.f64 {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}}, {%rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}};{{$}}
func.func @dmma_k16(%a: !cute.memref<f64, rmem, "((2,4)):((1,2))">, %b: !cute.memref<f64, rmem, "(4):(1)">, %c: !cute.memref<f64, rmem, "((2,2)):((1,2))">) -> !cute.memref<f64, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f64, b_type = f64, c_type = f64}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f64, f64, f64)>, !cute.memref<f64, rmem, "((2,4)):((1,2))">, !cute.memref<f64, rmem, "(4):(1)">, !cute.memref<f64, rmem, "((2,2)):((1,2))"> -> !cute.memref<f64, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f64, rmem, "((2,2)):((1,2))">
}
