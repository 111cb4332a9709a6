// IMMA 8-bit builtins (SM72+): nvvm.wmma.* forms, a one-register A load
// and a .satfinite MMA through PtxBuilder. `.target sm_72` PTX assembles
// with -arch=sm_75 (ptxas 13.0 has no sm_72).
// REQUIRES: ptxas
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
// FUNCS-COUNT-5: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ imma_[a-z0-9_]+$}}

// CHECK-LABEL: imma_ld_a(
// CHECK: wmma.load.a.sync.aligned.row.m16n16k16.global.s8
func.func @imma_ld_a(%p: !llvm.ptr<1>, %l: i32) -> vector<2xi32> {
  %a = cute_nvgpu.builtin "__imma_m16n16k16_ld_a_s8"(%p, %l) {rowcol = 0} : (!llvm.ptr<1>, i32) -> vector<2xi32>
  return %a : vector<2xi32>
}

// CHECK-LABEL: imma_ld_a1(
// CHECK: wmma.load.a.sync.aligned.col.m8n32k16.shared.u8
func.func @imma_ld_a1(%p: !llvm.ptr<3>, %l: i32) -> vector<1xi32> {
  %a = cute_nvgpu.builtin "__imma_m8n32k16_ld_a_u8"(%p, %l) {rowcol = 1} : (!llvm.ptr<3>, i32) -> vector<1xi32>
  return %a : vector<1xi32>
}

// CHECK-LABEL: imma_mma(
// CHECK: wmma.mma.sync.aligned.row.col.m32n8k16.s32.u8.u8.s32
func.func @imma_mma(%a: vector<4xi32>, %b: vector<1xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  %d = cute_nvgpu.builtin "__imma_m32n8k16_mma_u8"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<4xi32>, vector<1xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// CHECK-LABEL: imma_mma_satf(
// CHECK: wmma.mma.sync.aligned.row.row.m16n16k16.s32.s8.s8.s32.satfinite
func.func @imma_mma_satf(%a: vector<2xi32>, %b: vector<2xi32>, %c: vector<8xi32>) -> vector<8xi32> {
  %d = cute_nvgpu.builtin "__imma_m16n16k16_mma_s8"(%a, %b, %c) {rowcol = 0, satf = 1} : (vector<2xi32>, vector<2xi32>, vector<8xi32>) -> vector<8xi32>
  return %d : vector<8xi32>
}

// CHECK-LABEL: imma_st_c(
// CHECK: wmma.store.d.sync.aligned.col.m8n32k16.global.s32
func.func @imma_st_c(%p: !llvm.ptr<1>, %d: vector<8xi32>, %l: i32) {
  cute_nvgpu.builtin "__imma_m8n32k16_st_c_i32"(%p, %d, %l) {rowcol = 1} : (!llvm.ptr<1>, vector<8xi32>, i32) -> ()
  return
}
