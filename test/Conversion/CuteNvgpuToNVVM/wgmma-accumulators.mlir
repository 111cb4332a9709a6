// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm | FileCheck %s

// The accumulators of one cute.gemm with an SM90 atom stay SSA values
// between its wgmma calls. Two K blocks of A and B ((64,16),1,2): two calls.
// With D and C one tensor, its 32 values are loaded once, the second call
// takes the first call's results, and they are stored once, after it.

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,2):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">

// CHECK-LABEL: llvm.func @d_is_c(
// CHECK: %[[ACC:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x f32> {alignment = 32 : i64}
// CHECK-NOT: llvm.store
// CHECK: %[[V0:.*]] = llvm.load %[[ACC]] : !llvm.ptr -> f32
// CHECK-COUNT-31: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NEXT: %[[W0:.*]] = llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16{{.*}}" %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[V0]], %{{.*}} : (i64, i64, i32, f32,
// CHECK-NEXT: %[[E0:.*]] = llvm.extractvalue %[[W0]][0]
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.store
// CHECK: %[[W1:.*]] = llvm.inline_asm has_side_effects {{.*}}wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16{{.*}}" %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[E0]], %{{.*}} : (i64, i64, i32, f32,
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %[[W1]][0]
// CHECK-NOT: llvm.load
// CHECK-NOT: llvm.store
// CHECK: llvm.store %[[E1]], %[[ACC]] : f32, !llvm.ptr
// CHECK-COUNT-31: llvm.store
// CHECK-NOT: llvm.store
// CHECK-NOT: llvm.load
// CHECK: llvm.return
func.func @d_is_c(%tm: !tm, %pa: !pa, %pb: !pa) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
  %lay = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
  %acc = cute.memref.alloca(%lay) : !acc
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !va, !va, !acc)
  return
}

// -----

// D and C two tensors (which could share storage): C is loaded for the
// first call, and each call's D values are stored as it makes them; the
// second call still takes the first call's results, not a load of D.

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,2):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">

// CHECK-LABEL: llvm.func @d_is_not_c(
// CHECK: %[[C:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x f32> {alignment = 32 : i64}
// CHECK: %[[D:.*]] = llvm.alloca %{{.*}} x !llvm.array<32 x f32> {alignment = 32 : i64}
// CHECK: %[[V0:.*]] = llvm.load %[[C]] : !llvm.ptr -> f32
// CHECK-COUNT-31: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK-NEXT: %[[W0:.*]] = llvm.inline_asm has_side_effects {{.*}}" %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[V0]], %{{.*}} : (i64, i64, i32, f32,
// CHECK-NEXT: %[[E0:.*]] = llvm.extractvalue %[[W0]][0]
// CHECK-NOT: llvm.load
// CHECK: llvm.store %[[E0]], %[[D]] : f32, !llvm.ptr
// CHECK-COUNT-31: llvm.store
// CHECK-NOT: llvm.load
// CHECK: %[[W1:.*]] = llvm.inline_asm has_side_effects {{.*}}" %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %[[E0]], %{{.*}} : (i64, i64, i32, f32,
// CHECK-NEXT: %[[E1:.*]] = llvm.extractvalue %[[W1]][0]
// CHECK-NOT: llvm.load
// CHECK: llvm.store %[[E1]], %[[D]] : f32, !llvm.ptr
// CHECK-COUNT-31: llvm.store
// CHECK-NOT: llvm.store
// CHECK: llvm.return
func.func @d_is_not_c(%tm: !tm, %pa: !pa, %pb: !pa) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
  %lay = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
  %c = cute.memref.alloca(%lay) : !acc
  %d = cute.memref.alloca(%lay) : !acc
  cute.gemm(%tm, %d, %fa, %fb, %c) : (!tm, !acc, !va, !va, !acc)
  return
}
