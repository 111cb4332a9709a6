// CuTe DSL's nvgpu and vector ops that MLIR 22 lacks; both print forms read
// back the same.
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @cvt
func.func @cvt(%a: vector<8xf32>, %b: vector<4xf32>, %h: vector<2xf16>) -> (vector<8xf4E2M1FN>, vector<4xf8E4M3FN>, vector<4xbf16>, vector<2xf8E5M2>) {
  // CHECK: nvgpu.cvt_fptrunc %{{.*}} : vector<8xf32> to vector<8xf4E2M1FN>
  // GENERIC: "nvgpu.cvt_fptrunc"(%{{.*}}) <{packed_kind = #nvgpu.subbytes_packedkind<compact>, rnd = #nvgpu.rnd<rn>}> : (vector<8xf32>) -> vector<8xf4E2M1FN>
  %0 = nvgpu.cvt_fptrunc %a : vector<8xf32> to vector<8xf4E2M1FN>
  // CHECK: nvgpu.cvt_fptrunc %{{.*}} : vector<4xf32> to vector<4xf8E4M3FN>
  %1 = nvgpu.cvt_fptrunc %b {packed_kind = #nvgpu.subbytes_packedkind<compact>, rnd = #nvgpu.rnd<rn>} : vector<4xf32> to vector<4xf8E4M3FN>
  // CHECK: nvgpu.cvt_fptrunc %{{.*}} {rnd = #nvgpu.rnd<rz>} : vector<4xf32> to vector<4xbf16>
  // GENERIC: "nvgpu.cvt_fptrunc"(%{{.*}}) <{packed_kind = #nvgpu.subbytes_packedkind<compact>, rnd = #nvgpu.rnd<rz>}> : (vector<4xf32>) -> vector<4xbf16>
  %2 = nvgpu.cvt_fptrunc %b {rnd = #nvgpu.rnd<rz>} : vector<4xf32> to vector<4xbf16>
  // CHECK: nvgpu.cvt_fptrunc %{{.*}} : vector<2xf16> to vector<2xf8E5M2>
  %3 = nvgpu.cvt_fptrunc %h : vector<2xf16> to vector<2xf8E5M2>
  return %0, %1, %2, %3 : vector<8xf4E2M1FN>, vector<4xf8E4M3FN>, vector<4xbf16>, vector<2xf8E5M2>
}

// CHECK-LABEL: func.func @vector
func.func @vector(%v: vector<2xf32>, %i: i32, %z: vector<f32>, %x: bf16, %p: i1) -> (f32, f32, vector<16xbf16>, vector<4xi1>) {
  // CHECK: vector.extractelement %{{.*}}[%{{.*}} : i32] : vector<2xf32>
  // GENERIC: "vector.extractelement"(%{{.*}}, %{{.*}}) : (vector<2xf32>, i32) -> f32
  %e = vector.extractelement %v[%i : i32] : vector<2xf32>
  // CHECK: vector.extractelement %{{.*}}[] : vector<f32>
  // GENERIC: "vector.extractelement"(%{{.*}}) : (vector<f32>) -> f32
  %s = vector.extractelement %z[] : vector<f32>
  // CHECK: vector.splat %{{.*}} : vector<16xbf16>
  // GENERIC: "vector.splat"(%{{.*}}) : (bf16) -> vector<16xbf16>
  %b = vector.splat %x : vector<16xbf16>
  // CHECK: vector.splat %{{.*}} : vector<4xi1>
  %m = vector.splat %p : vector<4xi1>
  // MLIR 22's own vector ops are still there.
  // CHECK: vector.broadcast %{{.*}} : i1 to vector<4xi1>
  %n = vector.broadcast %p : i1 to vector<4xi1>
  %k = arith.andi %m, %n : vector<4xi1>
  return %e, %s, %b, %k : f32, f32, vector<16xbf16>, vector<4xi1>
}
