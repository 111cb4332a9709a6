// CuTe DSL's packed f32 arithmetic (FMHA's softmax): `nvvm.{add,mul,fma}.
// packed.f32x2` with a rounding and flush-to-zero is sm_100's
// `OP.rnd[.ftz].f32x2` on each pair as one b64 register; ptxas assembles it
// for sm_100a.
// REQUIRES: ptxas
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm | FileCheck %s --check-prefix=IR
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// IR-LABEL: func.func @softmax_pairs(
// IR: %[[A:.*]] = llvm.bitcast %arg0 : vector<2xf32> to i64
// IR-NEXT: %[[B:.*]] = llvm.bitcast %arg1 : vector<2xf32> to i64
// IR-NEXT: %[[M:.*]] = llvm.inline_asm asm_dialect = att "mul.rz.ftz.f32x2 $0, $1, $2;", "=l,l,l" %[[A]], %[[B]] : (i64, i64) -> i64
// IR: llvm.inline_asm asm_dialect = att "add.rn.f32x2 $0, $1, $2;", "=l,l,l"
// IR: llvm.inline_asm asm_dialect = att "fma.rn.ftz.f32x2 $0, $1, $2, $3;", "=l,l,l,l"

// CHECK-LABEL: .visible .entry softmax_pairs(
// CHECK: mul.rz.ftz.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: add.rn.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
// CHECK: fma.rn.ftz.f32x2 %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, %rd{{[0-9]+}};
gpu.module @kernels [#nvvm.target<chip = "sm_100a">] {
  func.func @softmax_pairs(%a: vector<2xf32>, %b: vector<2xf32>, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel} {
    %m = nvvm.mul.packed.f32x2 %a, %b {ftz = true, rnd = #nvvm.rnd<rz>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
    %s = nvvm.add.packed.f32x2 %m, %a {ftz = false, rnd = #nvvm.rnd<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
    %f = nvvm.fma.packed.f32x2 %s, %b, %m {ftz = true, rnd = #nvvm.rnd<rn>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
    llvm.store %f, %out : vector<2xf32>, !llvm.ptr<1>
    return
  }
}
