// A gpu.module's body is the device module; `cute_nvgpu.kernel` marks a
// PTX .entry. The gpu.module's #nvvm.target must agree with --target.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: llvm-readelf -s %t.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.ptx
// RUN: not cute-nvgpu compile %s --target sm_90 -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=MISMATCH
// MISMATCH: error: --target sm_90 disagrees with the gpu.module's #nvvm.target chip "sm_80"
// The cubin holds the one global function, marked as a kernel entry
// (st_other 0x10).
// FUNCS-COUNT-1: {{ FUNC +GLOBAL +DEFAULT +\[<other: 0x10>\] +[0-9]+ copy_one$}}

// CHECK: .target sm_80
// CHECK: .visible .entry copy_one(
// CHECK: ld.global.b32 %r{{[0-9]+}}, [%rd{{[0-9]+}}];
// CHECK: st.global.b32 [%rd{{[0-9]+}}], %r{{[0-9]+}};
gpu.module @device [#nvvm.target<chip = "sm_80">] {
  func.func @copy_one(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel} {
    %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32>
    %src = cute_nvgpu.make_view %in : !llvm.ptr<1> -> !cute.memref<f32, gmem, "1:0">
    %dst = cute_nvgpu.make_view %out : !llvm.ptr<1> -> !cute.memref<f32, gmem, "1:0">
    %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "1:0"> -> !cute.memref<f32, rmem, "(1):(0)">
    cute_nvgpu.copy %a, %r, %dst : !cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, rmem, "(1):(0)">, !cute.memref<f32, gmem, "1:0">
    return
  }
}

