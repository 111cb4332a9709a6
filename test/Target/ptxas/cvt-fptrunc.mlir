// CuTe DSL's nvgpu.cvt_fptrunc: to f16 an fptrunc (cvt.rn.f16x2.f32 for a pair); to
// e4m3/e5m2 and e2m1 PTX's paired cvt.rn.satfinite as NVIDIA's lowering
// emits it, v[2i+1] the upper operand so v[2i] lands in the lower byte (f8)
// or nibble (f4, two to a byte), element 2i of the little-endian result.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm | FileCheck %s --check-prefix=IR

// CHECK-LABEL: .visible .entry to_e4m3(
// CHECK: ld.param.b32 %r[[A:[0-9]+]], [to_e4m3_param_1];
// CHECK-NEXT: ld.param.b32 %r[[B:[0-9]+]], [to_e4m3_param_2];
// CHECK: cvt.rn.satfinite.e4m3x2.f32 %rs{{[0-9]+}}, %r[[B]], %r[[A]];
// CHECK: cvt.rn.satfinite.e4m3x2.f32
// CHECK-NOT: cvt.rn.satfinite
// CHECK-LABEL: .visible .entry to_e2m1(
// CHECK-COUNT-4: cvt.rn.satfinite.e2m1x2.f32 %e2m1x2_out, %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK-LABEL: .visible .entry to_f16(
// CHECK: cvt.rn.f16x2.f32

// IR-LABEL: cuda.kernel @to_e4m3
// IR: %[[V:.*]] = vector.from_elements
// IR: %[[LO:.*]] = llvm.extractelement %[[V]][%{{.*}} : i32] : vector<4xf32>
// IR: %[[HI:.*]] = llvm.extractelement %[[V]][%{{.*}} : i32] : vector<4xf32>
// IR: nvvm.convert.f32x2.to.f8x2 %[[HI]], %[[LO]] {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : vector<2xi8>(f8E4M3FN)
// IR-LABEL: cuda.kernel @to_e2m1
// IR-COUNT-4: nvvm.convert.f32x2.to.f4x2
// IR: llvm.bitcast %{{.*}} : vector<4xi8> to vector<8xi4>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @to_e4m3(%out: !llvm.ptr<1>, %a: f32, %b: f32, %c: f32, %d: f32) attributes {cute.kernel, gpu.kernel} {
      %v = vector.from_elements %a, %b, %c, %d : vector<4xf32>
      %q = nvgpu.cvt_fptrunc %v : vector<4xf32> to vector<4xf8E4M3FN>
      %w = vector.bitcast %q : vector<4xf8E4M3FN> to vector<1xi32>
      llvm.store %w, %out : vector<1xi32>, !llvm.ptr<1>
      return
    }
    cuda.kernel @to_e2m1(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {cute.kernel, gpu.kernel} {
      %v = llvm.load %in : !llvm.ptr<1> -> vector<8xf32>
      %q = nvgpu.cvt_fptrunc %v : vector<8xf32> to vector<8xf4E2M1FN>
      %w = vector.bitcast %q : vector<8xf4E2M1FN> to vector<1xi32>
      llvm.store %w, %out : vector<1xi32>, !llvm.ptr<1>
      return
    }
    cuda.kernel @to_f16(%out: !llvm.ptr<1>, %in: !llvm.ptr<1>) attributes {cute.kernel, gpu.kernel} {
      %v = llvm.load %in : !llvm.ptr<1> -> vector<2xf32>
      %q = nvgpu.cvt_fptrunc %v : vector<2xf32> to vector<2xf16>
      llvm.store %q, %out : vector<2xf16>, !llvm.ptr<1>
      return
    }
  }
}
