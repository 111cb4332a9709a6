// sm80.mma's m8n8 integer shapes (m8n8k16 s8/u8, m8n8k32 s4/u4, m8n8k128
// b1), `saturate` (.satfinite) on integer dense and sparse atoms and
// `bit_op = and` (.and.popc) on b1 atoms, through nvvm.mma.sync /
// nvvm.mma.sp.sync, and b1 k256 through PtxBuilder; assembled on every
// tier that has sm80.mma. sm_75 (ptxas takes the m8n8 forms there, .xor.popc
// only) is refused: sm80.mma is an SM80 atom.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.sm_80.ptx --cubin %t.sm_80.cubin
// RUN: llvm-readelf -s %t.sm_80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_80.ptx
// RUN: cute-nvgpu compile %s --target sm_86 -o %t.sm_86.ptx --cubin %t.sm_86.cubin
// RUN: llvm-readelf -s %t.sm_86.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_86.ptx
// RUN: cute-nvgpu compile %s --target sm_89 -o %t.sm_89.ptx --cubin %t.sm_89.cubin
// RUN: llvm-readelf -s %t.sm_89.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_89.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.sm_90a.ptx --cubin %t.sm_90a.cubin
// RUN: llvm-readelf -s %t.sm_90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.sm_100a.ptx --cubin %t.sm_100a.cubin
// RUN: llvm-readelf -s %t.sm_100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_100a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.sm_120a.ptx --cubin %t.sm_120a.cubin
// RUN: llvm-readelf -s %t.sm_120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120a.ptx
// RUN: not cute-nvgpu compile %s --target sm_75 -o %t.sm_75.ptx 2>&1 | FileCheck %s --check-prefix=SM75
// SM75: error: 'cute_nvgpu.make_sm80_mma' op `sm80.mma` requires SM80 or newer (sm_80), but the target is sm_75
// ptxas -c keeps every function: exactly these global FUNC symbols.
// FUNCS-COUNT-10: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ [a-z_]+mma_[a-z0-9_]+$}}

// CHECK-LABEL: imma_m8n8k16(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k16.row.col.s32.s8.u8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @imma_m8n8k16(%a: !cute.memref<i8, rmem, "(4):(1)">, %b: !cute.memref<ui8, rmem, "(4):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 16], a_type = i8, b_type = ui8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x16, elem_type = (i8, ui8, i32)>, !cute.memref<i8, rmem, "(4):(1)">, !cute.memref<ui8, rmem, "(4):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: imma_m8n8k16_sat(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k16.row.col.satfinite.s32.s8.s8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @imma_m8n8k16_sat(%a: !cute.memref<i8, rmem, "(4):(1)">, %b: !cute.memref<i8, rmem, "(4):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 16], a_type = i8, b_type = i8, c_type = i32, saturate}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x16, elem_type = (i8, i8, i32), saturate = satfinite>, !cute.memref<i8, rmem, "(4):(1)">, !cute.memref<i8, rmem, "(4):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: imma_m8n8k32(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k32.row.col.s32.u4.s4.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @imma_m8n8k32(%a: !cute.memref<ui4, rmem, "(8):(1)">, %b: !cute.memref<i4, rmem, "(8):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 32], a_type = ui4, b_type = i4, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x32, elem_type = (ui4, i4, i32)>, !cute.memref<ui4, rmem, "(8):(1)">, !cute.memref<i4, rmem, "(8):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: imma_m8n8k32_sat(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k32.row.col.satfinite.s32.s4.s4.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @imma_m8n8k32_sat(%a: !cute.memref<i4, rmem, "(8):(1)">, %b: !cute.memref<i4, rmem, "(8):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 32], a_type = i4, b_type = i4, c_type = i32, saturate}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x32, elem_type = (i4, i4, i32), saturate = satfinite>, !cute.memref<i4, rmem, "(8):(1)">, !cute.memref<i4, rmem, "(8):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: bmma_m8n8k128_xor(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.xor.popc{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @bmma_m8n8k128_xor(%a: !cute.memref<i1, rmem, "(32):(1)">, %b: !cute.memref<i1, rmem, "(32):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 128], a_type = i1, b_type = i1, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x128, elem_type = (i1, i1, i32)>, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: bmma_m8n8k128_and(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m8n8k128.row.col.s32.b1.b1.s32.and.popc{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @bmma_m8n8k128_and(%a: !cute.memref<i1, rmem, "(32):(1)">, %b: !cute.memref<i1, rmem, "(32):(1)">, %c: !cute.memref<i32, rmem, "(2):(1)">) -> !cute.memref<i32, rmem, "(2):(1)"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [8, 8, 128], a_type = i1, b_type = i1, c_type = i32, bit_op = #cute_nvgpu.mma_bit_op<and>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<8x8x128, elem_type = (i1, i1, i32), bit_op = and>, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i32, rmem, "(2):(1)"> -> !cute.memref<i32, rmem, "(2):(1)">
  return %d : !cute.memref<i32, rmem, "(2):(1)">
}


// CHECK-LABEL: imma_k32_sat(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @imma_k32_sat(%a: !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = i32, saturate}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x32, elem_type = (i8, i8, i32), saturate = satfinite>, !cute.memref<i8, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}


// CHECK-LABEL: bmma_k128_and(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k128.row.col.s32.b1.b1.s32.and.popc{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @bmma_k128_and(%a: !cute.memref<i1, rmem, "((32,2)):((1,32))">, %b: !cute.memref<i1, rmem, "(32):(1)">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 128], a_type = i1, b_type = i1, c_type = i32, bit_op = #cute_nvgpu.mma_bit_op<and>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x128, elem_type = (i1, i1, i32), bit_op = and>, !cute.memref<i1, rmem, "((32,2)):((1,32))">, !cute.memref<i1, rmem, "(32):(1)">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}


// CHECK-LABEL: bmma_k256_and(
// CHECK: {{^[[:blank:]]+}}mma.sync.aligned.m16n8k256.row.col.s32.b1.b1.s32.and.popc {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};{{$}}
func.func @bmma_k256_and(%a: !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, %b: !cute.memref<i1, rmem, "((32,2)):((1,32))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 256], a_type = i1, b_type = i1, c_type = i32, bit_op = #cute_nvgpu.mma_bit_op<and>}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x256, elem_type = (i1, i1, i32), bit_op = and>, !cute.memref<i1, rmem, "((32,2,2)):((1,32,64))">, !cute.memref<i1, rmem, "((32,2)):((1,32))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}


// CHECK-LABEL: sp_imma_k32_sat(
// CHECK: {{^[[:blank:]]+}}mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;{{$}}
func.func @sp_imma_k32_sat(%a: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %b: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = i32, saturate}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x32, elem_type = (i8, i8, i32), saturate = satfinite>, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}
