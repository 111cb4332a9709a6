// RUN: cute-nvgpu-opt %s -convert-cute-to-llvm -convert-cute-nvgpu-to-nvvm | FileCheck %s

// cute.copy of rank-1 tensors: one call of all their values (CuTe's copy
// hands a rank-1 tensor to one Copy_Atom::call), which a one-value atom
// takes value by value: four f32 loads and stores, at element offsets 0..3
// of each register tensor.
// CHECK-LABEL: cuda.kernel @rank1
// CHECK: %[[A:.*]] = llvm.alloca
// CHECK: %[[B:.*]] = llvm.alloca
// CHECK: %[[V0:.*]] = llvm.load %[[A]] {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NEXT: llvm.store %[[V0]], %[[B]] {alignment = 4 : i64}
// CHECK-COUNT-3: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<1xf32>
// CHECK-NOT: -> vector<1xf32>
!r = !cute.memref<f32, rmem, align<32>, "4:1">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @rank1(%in: i64, %out: i64) attributes {cute.kernel, gpu.kernel} {
      %pi = cute.inttoptr(%in) : i64 to !cute.ptr<f32, gmem>
      %l = cute.static : !cute.layout<"4:1">
      %gi = cute.make_view(%pi, %l) : !cute.memref<f32, gmem, "4:1">
      %a = cute.memref.alloca(%l) : !r
      %b = cute.memref.alloca(%l) : !r
      %v = cute.memref.load_vec %gi : !cute.memref<f32, gmem, "4:1">
      cute.memref.store_vec %v, %a : !r
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b>
      cute.copy(%atom, %a, %b) : (!cute_nvgpu.atom.universal_copy<f32, 32 b>, !r, !r)
      %po = cute.inttoptr(%out) : i64 to !cute.ptr<f32, gmem>
      %go = cute.make_view(%po, %l) : !cute.memref<f32, gmem, "4:1">
      %w = cute.memref.load_vec %b : !r
      cute.memref.store_vec %w, %go : !cute.memref<f32, gmem, "4:1">
      return
    }
  }
}
