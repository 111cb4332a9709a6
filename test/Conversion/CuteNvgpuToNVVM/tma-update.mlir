// update_tma_desc: the descriptor (here a copy in shared memory) now
// addresses another GMEM tensor: tensormap.replace of the global address,
// then each TMA mode's extent and, from mode 1, its byte stride, in CuTe
// DSL's order (dim 0, dim 1, stride 0, dim 2, stride 1). TMA mode i is the
// GMEM mode the G-basis names: (64,128,1):(1@1,1@0,1@2) takes GMEM mode 1
// (the unit-stride one) as TMA mode 0. A GMEM tensor with a run-time layout
// is struct(pointer, layout) (CuTe DSL's kernel-parameter form); make_view,
// get_iter and get_layout build and take it apart.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">
// CHECK-LABEL: llvm.func @update(
// CHECK-SAME: %[[T:[a-z0-9]+]]: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %[[D:[a-z0-9]+]]: !llvm.ptr<3>
// CHECK: %[[IT:.*]] = llvm.extractvalue %[[T]][0]
// CHECK: %[[LAY:.*]] = llvm.extractvalue %[[T]][1]
// CHECK: %[[V0:.*]] = llvm.insertvalue %[[IT]], %{{.*}}[0]
// CHECK: %[[V:.*]] = llvm.insertvalue %[[LAY]], %[[V0]][1]
// CHECK: %[[P:.*]] = llvm.extractvalue %[[V]][0]
// CHECK-DAG: %[[M:.*]] = llvm.extractvalue %[[V]][1, 0, 0]
// CHECK-DAG: %[[K:.*]] = llvm.extractvalue %[[V]][1, 0, 1]
// CHECK-DAG: %[[B:.*]] = llvm.extractvalue %[[V]][1, 0, 2]
// CHECK-DAG: %[[SM:.*]] = llvm.extractvalue %[[V]][1, 1, 0]
// CHECK-DAG: %[[SB:.*]] = llvm.extractvalue %[[V]][1, 1, 1]
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[D]] : !llvm.ptr<3> to i32
// CHECK: %[[ADDR:.*]] = llvm.ptrtoint %[[P]] : !llvm.ptr<1> to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l" %[[A]], %[[ADDR]]
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r" %[[A]], %{{.*}}
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r" %[[A]], %{{.*}}
// CHECK: %[[BYTES0:.*]] = llvm.mul %[[SM]], %{{.*}} : i64
// CHECK-NEXT: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l" %[[A]], %[[BYTES0]]
// CHECK: "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r" %[[A]], %{{.*}}
// CHECK: %[[BYTES1:.*]] = llvm.mul %[[SB]], %{{.*}} : i64
// CHECK-NEXT: "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l" %[[A]], %[[BYTES1]]
// CHECK-NOT: tensormap
func.func @update(%atom: !ne, %t: !g, %d: !cute.ptr<i64, smem, align<128>>) attributes {cute_nvgpu.kernel} {
  %it = cute.get_iter(%t) : !g
  %lay = cute.get_layout(%t) : !g
  %v = cute.make_view(%it, %lay) : !g
  cute_nvgpu.update_tma_desc(%atom, %v, %d) : (!ne, !g, !cute.ptr<i64, smem, align<128>>) -> ()
  return
}

// -----

// The extents come from the GMEM layout: a static extent is a constant.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 16384, tma_gbasis = <"(32,16):(1@0,1@1)">, internal_val_type = f32>
!g = !cute.memref<f32, gmem, align<16>, "(512,?):(1,?{i64})">
// CHECK-LABEL: llvm.func @update_global(
// CHECK: %[[C512:.*]] = llvm.mlir.constant(512 : i64) : i64
// CHECK: %[[A:.*]] = llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l"
// CHECK: %[[D0:.*]] = llvm.trunc %[[C512]] : i64 to i32
// CHECK-NEXT: "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r" %[[A]], %[[D0]]
// CHECK: "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;"
func.func @update_global(%atom: !ne, %t: !g, %d: !cute.ptr<i64, gmem, align<128>>) attributes {cute_nvgpu.kernel} {
  cute_nvgpu.update_tma_desc(%atom, %t, %d) : (!ne, !g, !cute.ptr<i64, gmem, align<128>>) -> ()
  return
}

// -----

// A TMA mode that folds two GMEM modes needs the gcd arithmetic the plan
// does on the host; the device update refuses it, in one line.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 8192, tma_gbasis = <"((8,8)):((1@0,1@1))">, internal_val_type = f16>
!g = !cute.memref<f16, gmem, align<16>, "(?,?):(1,?)">
func.func @folded(%atom: !ne, %t: !g, %d: !cute.ptr<i64, smem, align<128>>) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute_nvgpu.update_tma_desc' op cannot lower this descriptor update: TMA mode 0 of the G-basis ((8,8)):((1@0,1@1)) folds several GMEM modes; only a G-basis of single modes takes run-time extents}}
  cute_nvgpu.update_tma_desc(%atom, %t, %d) : (!ne, !g, !cute.ptr<i64, smem, align<128>>) -> ()
  return
}
