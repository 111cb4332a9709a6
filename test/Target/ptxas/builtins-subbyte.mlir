// Sub-byte IMMA (s4/u4) and BMMA (b1 .xor.popc) builtins (SM75+), spelled
// by PtxBuilder (MLIR 22's NVVM has no such wmma forms).
// REQUIRES: ptxas
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
// RUN: not cute-nvgpu compile %s --target sm_72 -o %t.72.ptx 2>&1 | FileCheck %s --check-prefix=SM72
// SM72: error: 'cute_nvgpu.builtin' op `__imma_m8n8k32_ld_a_s4` is IMMA variant 2; sm_72 has only the 8-bit IMMA variants 0 and 1 (sub-byte forms need SM75 or newer)
// FUNCS-COUNT-5: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (imma|bmma)_[a-z0-9_]+$}}

// CHECK-LABEL: imma_s4_ld_a(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k32.shared.s4
func.func @imma_s4_ld_a(%p: !llvm.ptr<3>, %l: i32) -> vector<1xi32> {
  %a = cute_nvgpu.builtin "__imma_m8n8k32_ld_a_s4"(%p, %l) {rowcol = 0} : (!llvm.ptr<3>, i32) -> vector<1xi32>
  return %a : vector<1xi32>
}

// CHECK-LABEL: imma_u4_mma(
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k32.s32.u4.u4.s32.satfinite
func.func @imma_u4_mma(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %d = cute_nvgpu.builtin "__imma_m8n8k32_mma_u4"(%a, %b, %c) {rowcol = 1, satf = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
  return %d : vector<2xi32>
}

// CHECK-LABEL: imma_s4_st_c(
// CHECK: wmma.store.d.sync.aligned.row.m8n8k32.global.s32
func.func @imma_s4_st_c(%p: !llvm.ptr<1>, %d: vector<2xi32>, %l: i32) {
  cute_nvgpu.builtin "__imma_m8n8k32_st_c_i32"(%p, %d, %l) {rowcol = 0} : (!llvm.ptr<1>, vector<2xi32>, i32) -> ()
  return
}

// CHECK-LABEL: bmma_ld_b(
// CHECK: wmma.load.b.sync.aligned.col.m8n8k128.b1
func.func @bmma_ld_b(%p: !llvm.ptr, %l: i32) -> vector<1xi32> {
  %b = cute_nvgpu.builtin "__bmma_m8n8k128_ld_b_b1"(%p, %l) {rowcol = 1} : (!llvm.ptr, i32) -> vector<1xi32>
  return %b : vector<1xi32>
}

// CHECK-LABEL: bmma_xor(
// CHECK: wmma.mma.xor.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
func.func @bmma_xor(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %d = cute_nvgpu.builtin "__bmma_m8n8k128_mma_xor_popc_b1"(%a, %b, %c) {rowcol = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
  return %d : vector<2xi32>
}
