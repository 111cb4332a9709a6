// HMMA builtins (SM70+): loads, stores and the C == D MMAs through
// nvvm.wmma.*, a mixed-precision MMA through PtxBuilder's wmma text; on
// every roster tier. ptxas 13.0 has no sm_70/sm_72: the `.target sm_70`
// and `.target sm_72` PTX assembles with -arch=sm_75.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_70 -o %t.70.ptx
// RUN: %ptxas -c -arch=sm_75 %t.70.ptx -o %t.70.cubin
// RUN: llvm-readelf -s %t.70.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.70.ptx
// RUN: cute-nvgpu compile %s --target sm_72 -o %t.72.ptx
// RUN: %ptxas -c -arch=sm_75 %t.72.ptx -o %t.72.cubin
// RUN: llvm-readelf -s %t.72.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.72.ptx
// RUN: cute-nvgpu compile %s --target sm_75 -o %t.75.ptx --cubin %t.75.cubin
// RUN: llvm-readelf -s %t.75.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.75.ptx
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.80.ptx --cubin %t.80.cubin
// RUN: llvm-readelf -s %t.80.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.80.ptx
// RUN: cute-nvgpu compile %s --target sm_86 -o %t.86.ptx --cubin %t.86.cubin
// RUN: llvm-readelf -s %t.86.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.86.ptx
// RUN: cute-nvgpu compile %s --target sm_87 -o %t.87.ptx --cubin %t.87.cubin
// RUN: llvm-readelf -s %t.87.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.87.ptx
// RUN: cute-nvgpu compile %s --target sm_89 -o %t.89.ptx --cubin %t.89.cubin
// RUN: llvm-readelf -s %t.89.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.89.ptx
// RUN: cute-nvgpu compile %s --target sm_90 -o %t.90.ptx --cubin %t.90.cubin
// RUN: llvm-readelf -s %t.90.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.90.ptx
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: llvm-readelf -s %t.90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: llvm-readelf -s %t.100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: llvm-readelf -s %t.103a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.103a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: llvm-readelf -s %t.110a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.110a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx --cubin %t.120a.cubin
// RUN: llvm-readelf -s %t.120a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.120a.ptx
// RUN: cute-nvgpu compile %s --target sm_121a -o %t.121a.ptx --cubin %t.121a.cubin
// RUN: llvm-readelf -s %t.121a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.121a.ptx
// ptxas -c keeps every function: exactly these global FUNC symbols.
// FUNCS-COUNT-5: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ hmma_[a-z0-9_]+$}}

// CHECK-LABEL: hmma_ld_a(
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.shared.f16
func.func @hmma_ld_a(%p: !llvm.ptr<3>, %l: i32) -> vector<8xi32> {
  %a = cute_nvgpu.builtin "__hmma_m16n16k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr<3>, i32) -> vector<8xi32>
  return %a : vector<8xi32>
}

// CHECK-LABEL: hmma_ld_c(
// CHECK: wmma.load.c.sync.aligned.col.m32n8k16.global.f32
func.func @hmma_ld_c(%p: !llvm.ptr<1>, %l: i32) -> vector<8xf32> {
  %c = cute_nvgpu.builtin "__hmma_m32n8k16_ld_c_f32"(%p, %l) {rowcol = 1} : (!llvm.ptr<1>, i32) -> vector<8xf32>
  return %c : vector<8xf32>
}

// CHECK-LABEL: hmma_mma_f16f16(
// HMMA drops satf: no .satfinite after the types.
// CHECK: wmma.mma.sync.aligned.col.row.m8n32k16.f16.f16{{$}}
func.func @hmma_mma_f16f16(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<4xi32>) -> vector<4xi32> {
  %d = cute_nvgpu.builtin "__hmma_m8n32k16_mma_f16f16"(%a, %b, %c) {rowcol = 2, satf = 1} : (vector<8xi32>, vector<8xi32>, vector<4xi32>) -> vector<4xi32>
  return %d : vector<4xi32>
}

// CHECK-LABEL: hmma_mma_f32f16(
// CHECK: wmma.mma.sync.aligned.row.col.m16n16k16.f32.f16
func.func @hmma_mma_f32f16(%a: vector<8xi32>, %b: vector<8xi32>, %c: vector<4xi32>) -> vector<8xf32> {
  %d = cute_nvgpu.builtin "__hmma_m16n16k16_mma_f32f16"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<8xi32>, vector<8xi32>, vector<4xi32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// CHECK-LABEL: hmma_st_c(
// CHECK: wmma.store.d.sync.aligned.row.m16n16k16.f16
func.func @hmma_st_c(%p: !llvm.ptr, %d: vector<4xi32>, %l: i32) {
  cute_nvgpu.builtin "__hmma_m16n16k16_st_c_f16"(%p, %d, %l) {rowcol = 0} : (!llvm.ptr, vector<4xi32>, i32) -> ()
  return
}
