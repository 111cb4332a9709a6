// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// A partition's result type must be the thread's share the atoms compute.

!tc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
func.func @wrong_stride(%g: !cute.memref<f16, gmem, align<16>, "(128,32):(1,128)">, %tid: !cute.coord<"?">, %cp: !tc) {
  // expected-error @+1 {{'cute.tiled.copy.partition_S' op expects the thread's partition `((8,1),1,4):((1,0),0,1024)` of '!cute.memref<f16, gmem, align<16>, "(128,32):(1,128)">', got '!cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,512)">'}}
  %0 = cute.tiled.copy.partition_S(%cp, %g, %tid) : (!tc, !cute.memref<f16, gmem, align<16>, "(128,32):(1,128)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),1,4):((1,0),0,512)">
  return
}

// -----

// The swizzle decays into run-time strides: a static stride is wrong.
!tc = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!smem = !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">
func.func @decayed_swizzle(%s: !smem, %tid: !cute.coord<"?">, %ld: !tc) {
  // expected-error @+1 {{expects the thread's partition `((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))`}}
  %0 = cute.tiled.copy.partition_S(%ld, %s, %tid) : (!tc, !smem, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(32,512),2048,(0,4096))">
  return
}

// -----

// A warpgroup's A partition keeps the swizzle: each thread sees the tile.
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
func.func @warpgroup_a(%sa: !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (128,64):(64,1)">, %tid: !cute.coord<"?">, %mma: !tm) {
  // expected-error @+1 {{expects the thread's partition `S<3,4,3> o 0 o ((64,16),2,4):((64,1),4096,16)`}}
  %0 = cute.tiled.mma.partition A (%mma, %sa, %tid) : (!tm, !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (128,64):(64,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<1024>, "((64,16),2,4):((64,1),4096,16)">
  return
}

// -----

// The MMA's thread layout decides which rows a thread holds.
!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
func.func @mma_c(%g: !cute.memref<f32, gmem, "(128,128):(128,1)">, %tid: !cute.coord<"?">, %mma: !tm) {
  // expected-error @+1 {{expects the thread's partition `((2,2),4,8):((1,1024),4096,16)`}}
  %0 = cute.tiled.mma.partition C (%mma, %g, %tid) : (!tm, !cute.memref<f32, gmem, "(128,128):(128,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, "((2,2),8,4):((1,1024),4096,16)">
  return
}

// -----

!tc = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
func.func @retile(%a: !cute.memref<f16, rmem, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">, %ld: !tc) {
  // expected-error @+1 {{'cute.tiled.copy.retile' op expects the retiled layout `((8,1),4,2):((1,0),8,32)`}}
  %0 = cute.tiled.copy.retile(%ld, %a) : (!tc, !cute.memref<f16, rmem, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) -> !cute.memref<f16, rmem, "((8,1),2,4):((1,0),8,32)">
  return
}

// -----

// A swizzled layout whose thread slice neither keeps the swizzle nor
// decays into strides (an extent of 3 inside the swizzle's bits) is refused
// with the algebra's reason, as CuTe's slice_and_offset cannot compose it.
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
func.func @bad_swizzle(%s: !cute.memref<f16, smem, "S<3,3,3> o 0 o (24,128):(1,24)">, %tid: !cute.coord<"?">, %cp: !tc) {
  // expected-error @+1 {{'cute.tiled.copy.partition_S' op cannot partition '!cute.memref<f16, smem, "S<3,3,3> o 0 o (24,128):(1,24)">' for one thread: slice: swizzle decay needs power-of-two extents and strides}}
  %0 = cute.tiled.copy.partition_S(%cp, %s, %tid) : (!tc, !cute.memref<f16, smem, "S<3,3,3> o 0 o (24,128):(1,24)">, !cute.coord<"?">) -> !cute.memref<f16, smem, "((8,1),1,1):((1,0),0,0)">
  return
}
