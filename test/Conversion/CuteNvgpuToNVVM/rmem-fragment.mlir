// An rmem !cute.memref is one thread's fragment (CuTe's make_fragment_like):
// the atom carries the thread-value layout, the operand holds this thread's
// size(layout) values, value i in register layout(i). CuTe DSL's spelling
// of the sm80 16x8x16 fragments lowers to the same mma.sync as any layout
// equal to them as a function; a permuted fragment moves its values through
// a register shuffle on copies.
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm '-convert-to-llvm=filter-dialects=cute_nvgpu,func' -reconcile-unrealized-casts | FileCheck %s

// CHECK-LABEL: llvm.func @dsl_spelling(
// CHECK-SAME: %[[A:.*]]: vector<8xf16>, %[[B:.*]]: vector<4xf16>, %[[C:.*]]: vector<4xf32>) -> vector<4xf32>
// CHECK: %[[A0:.*]] = llvm.shufflevector %[[A]], %[[A]] [0, 1] : vector<8xf16>
// CHECK: %[[A3:.*]] = llvm.shufflevector %[[A]], %[[A]] [6, 7] : vector<8xf16>
// CHECK: %[[B1:.*]] = llvm.shufflevector %[[B]], %[[B]] [2, 3] : vector<4xf16>
// CHECK: nvvm.mma.sync A[%[[A0]], %{{.*}}, %{{.*}}, %[[A3]]]  B[%{{.*}}, %[[B1]]]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
func.func @dsl_spelling(%a: !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">, %b: !cute.memref<f16, rmem, align<16>, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">) -> !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, align<16>, "((2,2)):((1,2))">, !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
  return %d : !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
}

// `8:1` is ((2,2,2)):((1,2,4)) as a function on the same 8 values.
// CHECK-LABEL: llvm.func @flat_spelling(
// CHECK-SAME: %[[A:.*]]: vector<8xf16>, %[[B:.*]]: vector<4xf16>, %[[C:.*]]: vector<4xf32>) -> vector<4xf32>
// CHECK: %[[A0:.*]] = llvm.shufflevector %[[A]], %[[A]] [0, 1] : vector<8xf16>
// CHECK: nvvm.mma.sync A[%[[A0]], %{{.*}}, %{{.*}}, %{{.*}}]  B[%{{.*}}, %{{.*}}]  C[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
func.func @flat_spelling(%a: !cute.memref<f16, rmem, "8:1">, %b: !cute.memref<f16, rmem, "4:1">, %c: !cute.memref<f32, rmem, "4:1">) -> !cute.memref<f32, rmem, "4:1"> {
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "4:1"> -> !cute.memref<f32, rmem, "4:1">
  return %d : !cute.memref<f32, rmem, "4:1">
}

// A load into the fragment (2,2,2):(4,1,2) puts loaded value i in register
// layout(i) = 0, 4, 1, 5, 2, 6, 3, 7 (register j takes value 0, 2, 4, 6, 1,
// 3, 5, 7); the store reads the registers back in value order.
// CHECK-LABEL: llvm.func @permuted_copy(
// CHECK: %[[V:.*]] = llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<8xf16>
// CHECK: %[[R:.*]] = llvm.shufflevector %[[V]], %[[V]] [0, 2, 4, 6, 1, 3, 5, 7] : vector<8xf16>
// CHECK: %[[W:.*]] = llvm.shufflevector %[[R]], %[[R]] [0, 4, 1, 5, 2, 6, 3, 7] : vector<8xf16>
// CHECK: llvm.store %[[W]], %{{.*}} {alignment = 16 : i64} : vector<8xf16>, !llvm.ptr<1>
func.func @permuted_copy(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %src = cute_nvgpu.make_view %in : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  %dst = cute_nvgpu.make_view %out : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "8:1"> -> !cute.memref<f16, rmem, "(2,2,2):(4,1,2)">
  cute_nvgpu.copy %a, %r, %dst : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, rmem, "(2,2,2):(4,1,2)">, !cute.memref<f16, gmem, "8:1">
  return
}

// A compact fragment moves through no shuffle.
// CHECK-LABEL: llvm.func @compact_copy(
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr<1> -> vector<4xf16>
// CHECK-NEXT: llvm.store %[[V]], %{{.*}} : vector<4xf16>, !llvm.ptr<1>
func.func @compact_copy(%in: !llvm.ptr<1>, %out: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 64 b>
  %src = cute_nvgpu.make_view %in : !llvm.ptr<1> -> !cute.memref<f16, gmem, "4:1">
  %dst = cute_nvgpu.make_view %out : !llvm.ptr<1> -> !cute.memref<f16, gmem, "4:1">
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f16, 64 b>, !cute.memref<f16, gmem, "4:1"> -> !cute.memref<f16, rmem, "((2,2)):((1,2))">
  cute_nvgpu.copy %a, %r, %dst : !cute_nvgpu.atom.universal_copy<f16, 64 b>, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f16, gmem, "4:1">
  return
}
