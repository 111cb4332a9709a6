// WGMMA builtins (sm_90a only): fence, one wgmma.mma_async spelled by the
// wgmma PTX speller, commit, wait 0.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --cubin %t.cubin
// RUN: llvm-readelf -s %t.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.ptx
// RUN: not cute-nvgpu compile %s --target sm_90 -o %t.90.ptx 2>&1 | FileCheck %s --check-prefix=SM90
// SM90: error: 'cute_nvgpu.builtin' op `__wgmma_mma_async_f16` (wgmma) requires the sm_90a target, but the target is sm_90
// FUNCS-COUNT-4: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ wgmma_[a-z0-9]+$}}

// CHECK-LABEL: wgmma_f16(
// CHECK: wgmma.fence.sync.aligned;
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {{.*}}, p, -1, 1, 1, 0;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK: wgmma.wait_group.sync.aligned 0;
func.func @wgmma_f16(%acc: vector<64xf32>, %a: i64, %b: i64) -> vector<64xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f16"(%acc, %a, %b) {n = 128, scale_d = 1, neg_a = 1, trans_a = 1, trans_b = 0} : (vector<64xf32>, i64, i64) -> vector<64xf32>
  return %d : vector<64xf32>
}

// CHECK-LABEL: wgmma_bf16(
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {{.*}}, p, 1, 1, 1;
func.func @wgmma_bf16(%acc: vector<32xf32>, %a: vector<4xi32>, %b: i64) -> vector<32xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_bf16"(%acc, %a, %b) {n = 64, scale_d = 0, trans_b = 1} : (vector<32xf32>, vector<4xi32>, i64) -> vector<32xf32>
  return %d : vector<32xf32>
}

// CHECK-LABEL: wgmma_tf32(
// CHECK: wgmma.mma_async.sync.aligned.m64n24k8.f32.tf32.tf32 {{.*}}, p, 1, 1;
func.func @wgmma_tf32(%acc: vector<12xf32>, %a: i64, %b: i64) -> vector<12xf32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_tf32"(%acc, %a, %b) {n = 24} : (vector<12xf32>, i64, i64) -> vector<12xf32>
  return %d : vector<12xf32>
}

// CHECK-LABEL: wgmma_f8(
// CHECK: wgmma.mma_async.sync.aligned.m64n32k32.f16.e4m3.e4m3 {{.*}}, p, 1, 1;
func.func @wgmma_f8(%acc: vector<8xi32>, %a: i64, %b: i64) -> vector<8xi32> {
  %d = cute_nvgpu.builtin "__wgmma_mma_async_f8"(%acc, %a, %b) {n = 32} : (vector<8xi32>, i64, i64) -> vector<8xi32>
  return %d : vector<8xi32>
}
