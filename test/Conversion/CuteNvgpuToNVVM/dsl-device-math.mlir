// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s

// Device code (a module `cute-nvgpu compile` lowers): f32 exp and exp2 with
// approximate functions allowed (CuTe DSL's fastmath<fast>) are
// ex2.approx.ftz.f32, exp of x * log2(e), as CuTe DSL's lowering emits;
// the DSL's older cp.async.mbarrier.arrive.shared is MLIR 22's
// cp.async.mbarrier.arrive.

// CHECK-LABEL: llvm.func @fast(
// CHECK-SAME: %[[X:.*]]: f32, %[[BAR:.*]]: !llvm.ptr<3>)
// CHECK: %[[L2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
// CHECK: %[[S:.*]] = llvm.fmul %[[X]], %[[L2E]] : f32
// CHECK: %[[E:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[S]]) : (f32) -> f32
// CHECK: %[[E2:.*]] = llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f32"(%[[X]]) : (f32) -> f32
// CHECK: nvvm.cp.async.mbarrier.arrive %[[BAR]] {noinc = true} : !llvm.ptr<3>
module attributes {cute_nvgpu.device} {
  func.func @fast(%x: f32, %bar: !llvm.ptr<3>) -> (f32, f32) attributes {cute_nvgpu.kernel} {
    %e = math.exp %x fastmath<fast> : f32
    %e2 = math.exp2 %x fastmath<fast> : f32
    nvvm.cp.async.mbarrier.arrive.shared %bar {noinc = true} : !llvm.ptr<3>
    return %e, %e2 : f32, f32
  }
}

// -----

module attributes {cute_nvgpu.device} {
  func.func @accurate(%x: f32) -> f32 attributes {cute_nvgpu.kernel} {
    // expected-error @below {{'math.exp' op on f32 without approximate functions (fastmath afn) has no device lowering: the accurate version is libdevice's, which is not linked}}
    %e = math.exp %x : f32
    return %e : f32
  }
}
