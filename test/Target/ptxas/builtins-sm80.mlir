// SM80 builtins: DMMA (f64) and TF32 through nvvm.wmma.*, BF16 and b1
// .and.popc through PtxBuilder; every tier from SM80. DMMA/TF32/BF16 PTX
// names no state space (as cicc): a shared pointer is made generic.
// REQUIRES: ptxas
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
// RUN: not cute-nvgpu compile %s --target sm_75 -o %t.75.ptx 2>&1 | FileCheck %s --check-prefix=SM75
// SM75: error: 'cute_nvgpu.builtin' op `__dmma_m8n8k4_ld_a` requires SM80 or newer (sm_80), but the target is sm_75
// FUNCS-COUNT-7: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (dmma|tf32|bf16|bmma)_[a-z0-9_]+$}}

// CHECK-LABEL: dmma_ld_a(
// CHECK: wmma.load.a.sync.aligned.row.m8n8k4.f64
func.func @dmma_ld_a(%p: !llvm.ptr, %l: i32) -> vector<1xf64> {
  %a = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr, i32) -> vector<1xf64>
  return %a : vector<1xf64>
}

// CHECK-LABEL: dmma_mma(
// CHECK: wmma.mma.sync.aligned.row.col.m8n8k4.f64.f64.f64.f64
func.func @dmma_mma(%a: vector<1xf64>, %b: vector<1xf64>, %c: vector<2xf64>) -> vector<2xf64> {
  %d = cute_nvgpu.builtin "__dmma_m8n8k4_mma_f64"(%a, %b, %c) {rowcol = 1, satf = 0} : (vector<1xf64>, vector<1xf64>, vector<2xf64>) -> vector<2xf64>
  return %d : vector<2xf64>
}

// CHECK-LABEL: tf32_mma(
// CHECK: wmma.mma.sync.aligned.row.row.m16n16k8.f32.tf32.tf32.f32
func.func @tf32_mma(%a: vector<4xi32>, %b: vector<4xi32>, %c: vector<8xf32>) -> vector<8xf32> {
  %d = cute_nvgpu.builtin "__mma_tf32_m16n16k8_mma_f32"(%a, %b, %c) {rowcol = 0, satf = 0} : (vector<4xi32>, vector<4xi32>, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// CHECK-LABEL: tf32_st_c(
// CHECK: wmma.store.d.sync.aligned.col.m16n16k8.global.f32
func.func @tf32_st_c(%p: !llvm.ptr<1>, %d: vector<8xf32>, %l: i32) {
  cute_nvgpu.builtin "__mma_m16n16k8_st_c_f32"(%p, %d, %l) {rowcol = 1} : (!llvm.ptr<1>, vector<8xf32>, i32) -> ()
  return
}

// CHECK-LABEL: bf16_ld_a(
// CHECK: wmma.load.a.sync.aligned.row.m32n8k16.bf16
func.func @bf16_ld_a(%p: !llvm.ptr<3>, %l: i32) -> vector<8xi32> {
  %a = cute_nvgpu.builtin "__mma_bf16_m32n8k16_ld_a"(%p, %l) {rowcol = 0} : (!llvm.ptr<3>, i32) -> vector<8xi32>
  return %a : vector<8xi32>
}

// CHECK-LABEL: bf16_mma(
// CHECK: wmma.mma.sync.aligned.col.col.m8n32k16.f32.bf16.bf16.f32
func.func @bf16_mma(%a: vector<2xi32>, %b: vector<8xi32>, %c: vector<8xf32>) -> vector<8xf32> {
  %d = cute_nvgpu.builtin "__mma_bf16_m8n32k16_mma_f32"(%a, %b, %c) {rowcol = 3, satf = 0} : (vector<2xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  return %d : vector<8xf32>
}

// CHECK-LABEL: bmma_and(
// CHECK: wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32
func.func @bmma_and(%a: vector<1xi32>, %b: vector<1xi32>, %c: vector<2xi32>) -> vector<2xi32> {
  %d = cute_nvgpu.builtin "__bmma_m8n8k128_mma_and_popc_b1"(%a, %b, %c) {rowcol = 1} : (vector<1xi32>, vector<1xi32>, vector<2xi32>) -> vector<2xi32>
  return %d : vector<2xi32>
}
