// sm80.sparse_mma: A holds the compressed 16 x K/2 tile, slot 3 the
// ordered metadata word; lowered to nvvm.mma.sp.sync (ordered_metadata,
// selector 0) and assembled on every tier that has it.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.sm_80.ptx --cubin %t.sm_80.cubin
// RUN: llvm-readelf -s %t.sm_80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_80.ptx
// RUN: cute-nvgpu compile %s --target sm_89 -o %t.sm_89.ptx --cubin %t.sm_89.cubin
// RUN: llvm-readelf -s %t.sm_89.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_89.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.sm_90a.ptx --cubin %t.sm_90a.cubin
// RUN: llvm-readelf -s %t.sm_90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_90a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.sm_120a.ptx --cubin %t.sm_120a.cubin
// RUN: llvm-readelf -s %t.sm_120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.sm_120a.ptx
// ptxas -c keeps every function: exactly these global FUNC symbols,
// where whole-program mode would keep kernels only (the LOCAL FUNCs are
// ptxas's own helpers on newer tiers).
// FUNCS-COUNT-9: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ sp[0-9]$}}

// CHECK-LABEL: sp0(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp0(%a: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp1(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.f16.f16.f16.f16{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp1(%a: !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, "((2,4)):((1,2))">, %c: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<f16, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 32], a_type = f16, b_type = f16, c_type = f16}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x32, elem_type = (f16, f16, f16)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,4)):((1,2))">, !cute.memref<f16, rmem, "((2,2)):((1,2))"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f16, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp2(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp2(%a: !cute.memref<bf16, rmem, "((2,2)):((1,2))">, %b: !cute.memref<bf16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = bf16, b_type = bf16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (bf16, bf16, f32)>, !cute.memref<bf16, rmem, "((2,2)):((1,2))">, !cute.memref<bf16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp3(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp3(%a: !cute.memref<tf32, rmem, "(2):(1)">, %b: !cute.memref<tf32, rmem, "(2):(1)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 8], a_type = tf32, b_type = tf32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x8, elem_type = (tf32, tf32, f32)>, !cute.memref<tf32, rmem, "(2):(1)">, !cute.memref<tf32, rmem, "(2):(1)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp4(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k16.row.col.f32.tf32.tf32.f32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp4(%a: !cute.memref<tf32, rmem, "((2,2)):((1,2))">, %b: !cute.memref<tf32, rmem, "(4):(1)">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<f32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 16], a_type = tf32, b_type = tf32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x16, elem_type = (tf32, tf32, f32)>, !cute.memref<tf32, rmem, "((2,2)):((1,2))">, !cute.memref<tf32, rmem, "(4):(1)">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp5(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp5(%a: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %b: !cute.memref<i8, rmem, "((4,2)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 32], a_type = i8, b_type = i8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x32, elem_type = (i8, i8, i32)>, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i8, rmem, "((4,2)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp6(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.s32.u8.s8.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp6(%a: !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, %b: !cute.memref<i8, rmem, "((4,4)):((1,4))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 64], a_type = ui8, b_type = i8, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x64, elem_type = (ui8, i8, i32)>, !cute.memref<ui8, rmem, "((4,2,2)):((1,4,8))">, !cute.memref<i8, rmem, "((4,4)):((1,4))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp7(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k64.row.col.s32.s4.s4.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp7(%a: !cute.memref<i4, rmem, "((8,2)):((1,8))">, %b: !cute.memref<i4, rmem, "((8,2)):((1,8))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 64], a_type = i4, b_type = i4, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x64, elem_type = (i4, i4, i32)>, !cute.memref<i4, rmem, "((8,2)):((1,8))">, !cute.memref<i4, rmem, "((8,2)):((1,8))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}

// CHECK-LABEL: sp8(
// CHECK: mma.sp::ordered_metadata.sync.aligned.m16n8k128.row.col.s32.s4.u4.s32{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}{%r{{.*}}},
// CHECK-NEXT: {{^[[:blank:]]+}}%r{{[0-9]+}},{{$}}
// CHECK-NEXT: {{^[[:blank:]]+}}0;
func.func @sp8(%a: !cute.memref<i4, rmem, "((8,2,2)):((1,8,16))">, %b: !cute.memref<ui4, rmem, "((8,4)):((1,8))">, %c: !cute.memref<i32, rmem, "((2,2)):((1,2))">, %m: !cute.memref<i32, rmem, "(1):(0)">) -> !cute.memref<i32, rmem, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_sparse_mma {shape_MNK = [16, 8, 128], a_type = i4, b_type = ui4, c_type = i32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c metadata(%m : !cute.memref<i32, rmem, "(1):(0)">) : !cute_nvgpu.sm80.sparse_mma<16x8x128, elem_type = (i4, ui4, i32)>, !cute.memref<i4, rmem, "((8,2,2)):((1,8,16))">, !cute.memref<ui4, rmem, "((8,4)):((1,8))">, !cute.memref<i32, rmem, "((2,2)):((1,2))"> -> !cute.memref<i32, rmem, "((2,2)):((1,2))">
  return %d : !cute.memref<i32, rmem, "((2,2)):((1,2))">
}
