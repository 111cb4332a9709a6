// Every sm80.mma lattice row lowers, and ptxas assembles it, on every
// tier that has sm80.mma (SM80+): nvvm.mma.sync except b1 k256, which
// MLIR 22's NVVM lacks and PtxBuilder spells.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.sm_80.ptx --cubin %t.sm_80.cubin
// RUN: llvm-readelf -s %t.sm_80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_80.ptx
// RUN: cute-nvgpu compile %s --target sm_86 -o %t.sm_86.ptx --cubin %t.sm_86.cubin
// RUN: llvm-readelf -s %t.sm_86.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_86.ptx
// RUN: cute-nvgpu compile %s --target sm_89 -o %t.sm_89.ptx --cubin %t.sm_89.cubin
// RUN: llvm-readelf -s %t.sm_89.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_89.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.sm_90a.ptx --cubin %t.sm_90a.cubin
// RUN: llvm-readelf -s %t.sm_90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.sm_100a.ptx --cubin %t.sm_100a.cubin
// RUN: llvm-readelf -s %t.sm_100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_100a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.sm_120a.ptx --cubin %t.sm_120a.cubin
// RUN: llvm-readelf -s %t.sm_120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefix=PTX < %t.sm_120a.ptx
// PTX: .target sm_{{[0-9]+a?}}
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-16: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ mma[0-9]+$}}

// PTX-LABEL: mma0(
// PTX: mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16
func.func @mma0(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "(2):(1)">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f16)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "(2):(1)">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma1(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
func.func @mma1(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "(2):(1)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x8, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "(2):(1)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma2(
// PTX: mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16
func.func @mma2(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f16)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma3(
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
func.func @mma3(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma4(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.bf16.bf16.f32
func.func @mma4(%a: !cute.memref<bf16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<bf16, rmem, "(2):(1)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = bf16, b_type = bf16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32)>, !cute.memref<bf16, rmem, "((2,2)):((1,2))">, !cute.memref<bf16, rmem, "(2):(1)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma5(
// PTX: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
func.func @mma5(%a: !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<bf16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (bf16, bf16, f32)>, !cute.memref<bf16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<bf16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma6(
// PTX: mma.sync.aligned.m16n8k4.row.col.f32.tf32.tf32.f32
func.func @mma6(%a: !cute.memref<tf32, rmem, "(2):(1)">, %b: !cute.memref<tf32, rmem, "(1):(0)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 4], a_type = tf32, b_type = tf32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x4, elem_type = (tf32, tf32, f32)>, !cute.memref<tf32, rmem, "(2):(1)">, !cute.memref<tf32, rmem, "(1):(0)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma7(
// PTX: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32
func.func @mma7(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %b: !cute.memref<tf32, rmem, "(2):(1)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x8, elem_type = (tf32, tf32, f32)>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute.memref<tf32, rmem, "(2):(1)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma8(
// PTX: mma.sync.aligned.m16n8k16.row.col.s32.s8.s8.s32
func.func @mma8(%a: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %b: !cute.memref<i8, rmem, "(4):(1)">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = i8, b_type = i8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (i8, i8, i32)>, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i8, rmem, "(4):(1)">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma9(
// PTX: mma.sync.aligned.m16n8k32.row.col.s32.s8.u8.s32
func.func @mma9(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<ui8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = ui8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x32, elem_type = (i8, ui8, i32)>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<ui8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma10(
// PTX: mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32
func.func @mma10(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<ui8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = ui8, b_type = ui8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x32, elem_type = (ui8, ui8, i32)>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<ui8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma11(
// PTX: mma.sync.aligned.m16n8k32.row.col.s32.s4.s4.s32
func.func @mma11(%a: !cute.memref<i4, rmem, "((8,2)):((1,8))">, %b: !cute.memref<i4, rmem, "(8):(1)">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i4, b_type = i4, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x32, elem_type = (i4, i4, i32)>, !cute.memref<i4, rmem, "((8,2)):((1,8))">, !cute.memref<i4, rmem, "(8):(1)">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma12(
// PTX: mma.sync.aligned.m16n8k64.row.col.s32.u4.s4.s32
func.func @mma12(%a: !cute.memref<ui4, rmem, "((8,2,2)):((1,8,16))">, %b: !cute.memref<i4, rmem, "((8,2)):((1,8))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 64], a_type = ui4, b_type = i4, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x64, elem_type = (ui4, i4, i32)>, !cute.memref<ui4, rmem, "((8,2,2)):((1,8,16))">, !cute.memref<i4, rmem, "((8,2)):((1,8))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma13(
// PTX: mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.xor.popc
func.func @mma13(%a: !cute.memref<i1, rmem, "((32,2)):((1,32))">, %b: !cute.memref<i1, rmem, "(32):(1)">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 128], a_type = i1, b_type = i1, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x128, elem_type = (i1, i1, i32)>, !cute.memref<i1, rmem, "((32,2)):((1,32))">, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma14(
// PTX: mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.xor.popc
func.func @mma14(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %b: !cute.memref<i1, rmem, "((32,2)):((1,32))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 256], a_type = i1, b_type = i1, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x256, elem_type = (i1, i1, i32)>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute.memref<i1, rmem, "((32,2)):((1,32))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// PTX-LABEL: mma15(
// PTX: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64
func.func @mma15(%a: !cute.memref<f64, rmem, "(1):(0)">, %b: !cute.memref<f64, rmem, "(1):(0)">, %c: !cute.memref<f64, rmem, "(2):(1)">) -> !cute.memref<f64, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 4], a_type = f64, b_type = f64, c_type = f64}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x4, elem_type = (f64, f64, f64)>, !cute.memref<f64, rmem, "(1):(0)">, !cute.memref<f64, rmem, "(1):(0)">, !cute.memref<f64, rmem, "(2):(1)"> -> !cute.memref<f64, rmem, "(2):(1)">
  return %d : !cute.memref<f64, rmem, "(2):(1)">
}
