// RUN: cute-nvgpu-opt %s | FileCheck %s

// A thread's partition is computed, not taken on trust: the verifier runs
// CuTe's partition_S/D (tidfrg over the atom's Copy_Traits), partition
// A/B/C (thrfrg over the atom's MMA_Traits, the thread at get_flat_coord of
// the tiled thread layout) and retile on the operand types and compares
// the result type with it, divisibility annotations included. A run-time
// thread index gives run-time strides where a swizzled layout decays
// (`?{div=32}`), or a swizzle kept around a run-time offset (`S<3,3,3> o
// ?{div=16} o ...`).

!tc_cpasync = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
!tc_ldsm_t = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>
!tc_ldsm_t_b = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2),(2,1))):((64,1,0,8),((32,256),(16,0)))">, tiler_mn = <"[32:1;16:1]">>
!tc_simt = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>
!tm_sm80 = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>
!smem_ab = !cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))">
!smem_c = !cute.memref<f16, smem, align<1024>, "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))">

// CHECK-LABEL: func.func @copy_partitions
// CHECK: cute.tiled.copy.partition_S{{.*}} -> !cute.memref<f16, gmem, align<16>, "((8,1),1,4,?):((1,0),0,?{i64 div=64},?{i64 div=256})">
// CHECK: cute.tiled.copy.partition_D{{.*}} -> !cute.memref<f16, smem, align<16>, "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
// CHECK: cute.tiled.copy.partition_S{{.*}} -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))">
// CHECK: cute.tiled.copy.partition_S{{.*}} -> !cute.memref<f16, smem, align<16>, "((8,1),16,1):((1,0),1024,0)">
// CHECK: cute.tiled.copy.partition_D{{.*}} -> !cute.memref<f16, gmem, align<16>, "((8,1),16,1):((1,0),?{i64 div=64},0)">
// CHECK: cute.tiled.copy.partition_S{{.*}} -> !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),16,1):((1@1,0),8@0,0)">
func.func @copy_partitions(%g: !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">, %s: !smem_ab, %sc: !smem_c, %gc: !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, %cc: !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">, %tid: !cute.coord<"?">, %cp: !tc_cpasync, %ld: !tc_ldsm_t, %simt: !tc_simt) {
  %0 = cute.tiled.copy.partition_S(%cp, %g, %tid) : (!tc_cpasync, !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),1,4,?):((1,0),0,?{i64 div=64},?{i64 div=256})">
  %1 = cute.tiled.copy.partition_D(%cp, %s, %tid) : (!tc_cpasync, !smem_ab, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),1,4,(1,3)):((1,0),0,1024,(0,4096))">
  %2 = cute.tiled.copy.partition_S(%ld, %s, %tid) : (!tc_ldsm_t, !smem_ab, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),(2,2),2,(1,3)):((1,0),(?{div=32},512),2048,(0,4096))">
  %3 = cute.tiled.copy.partition_S(%simt, %sc, %tid) : (!tc_simt, !smem_c, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),16,1):((1,0),1024,0)">
  %4 = cute.tiled.copy.partition_D(%simt, %gc, %tid) : (!tc_simt, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),16,1):((1,0),?{i64 div=64},0)">
  %5 = cute.tiled.copy.partition_S(%simt, %cc, %tid) : (!tc_simt, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@0,1@1)">, !cute.coord<"?">) -> !cute.coord_tensor<"(?,?{div=8},?)", "((8,1),16,1):((1@1,0),8@0,0)">
  return
}

// CHECK-LABEL: func.func @mma_partitions
// CHECK: cute.tiled.mma.partition A {{.*}} -> !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">
// CHECK: cute.tiled.mma.partition B {{.*}} -> !cute.memref<f16, smem, "((2,2),((2,2),2),2,(1,3)):((?{div=8},1024),((?{div=16},?{div=32}),512),2048,(0,4096))">
// CHECK: cute.tiled.mma.partition C {{.*}} -> !cute.memref<f16, smem, align<4>, "((2,2),4,(2,2,2)):((1,1024),4096,(?{div=16},?{div=32},64))">
// CHECK: cute.tiled.mma.partition C {{.*}} -> !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">
func.func @mma_partitions(%s: !smem_ab, %sc: !smem_c, %gc: !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, %tid: !cute.coord<"?">, %mma: !tm_sm80) {
  %0 = cute.tiled.mma.partition A (%mma, %s, %tid) : (!tm_sm80, !smem_ab, !cute.coord<"?">) -> !cute.memref<f16, smem, "S<3,3,3> o ?{div=16} o ((2,2,2),(2,2),2,(1,3)):((64,8,1024),(32,512),2048,(0,4096))">
  %1 = cute.tiled.mma.partition B (%mma, %s, %tid) : (!tm_sm80, !smem_ab, !cute.coord<"?">) -> !cute.memref<f16, smem, "((2,2),((2,2),2),2,(1,3)):((?{div=8},1024),((?{div=16},?{div=32}),512),2048,(0,4096))">
  %2 = cute.tiled.mma.partition C (%mma, %sc, %tid) : (!tm_sm80, !smem_c, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2),4,(2,2,2)):((1,1024),4096,(?{div=16},?{div=32},64))">
  %3 = cute.tiled.mma.partition C (%mma, %gc, %tid) : (!tm_sm80, !cute.memref<f16, gmem, align<16>, "(128,128):(?{i64 div=8},1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<4>, "((2,2),4,8):((1,?{i64 div=64}),?{i64 div=256},16)">
  return
}

// A warpgroup MMA sees shared memory whole: every thread's A and B are the
// tile; C follows the accumulator layout, here of an identity tensor.
!tm_sm90 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!tm_sm90x2 = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">>
// CHECK-LABEL: func.func @warpgroup_partitions
// CHECK: cute.tiled.mma.partition C {{.*}} -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((2,2,16),2,1):((1@0,8@1,8@0),64@1,0)">
// CHECK: cute.tiled.mma.partition C {{.*}} -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((2,2,16),1,1):((1@0,8@1,8@0),0,0)">
// CHECK: cute.tiled.mma.partition A {{.*}} -> !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o ((64,16),2,4):((64,1),4096,16)">
func.func @warpgroup_partitions(%cc: !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@1,1@0)">, %sa: !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (128,64):(64,1)">, %tid: !cute.coord<"?{div=128}">, %mma: !tm_sm90, %mma2: !tm_sm90x2) {
  %0 = cute.tiled.mma.partition C (%mma, %cc, %tid) : (!tm_sm90, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@1,1@0)">, !cute.coord<"?{div=128}">) -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((2,2,16),2,1):((1@0,8@1,8@0),64@1,0)">
  %1 = cute.tiled.mma.partition C (%mma2, %cc, %tid) : (!tm_sm90x2, !cute.coord_tensor<"(?{div=128},?{div=128},?)", "(128,128):(1@1,1@0)">, !cute.coord<"?{div=128}">) -> !cute.coord_tensor<"(?{div=128},?{div=128},?)", "((2,2,16),1,1):((1@0,8@1,8@0),0,0)">
  %2 = cute.tiled.mma.partition A (%mma, %sa, %tid) : (!tm_sm90, !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o (128,64):(64,1)">, !cute.coord<"?{div=128}">) -> !cute.memref<f16, smem, align<1024>, "S<3,4,3> o 0 o ((64,16),2,4):((64,1),4096,16)">
  return
}

// retile regroups a register fragment by the copy's values.
// CHECK-LABEL: func.func @retiles
// CHECK: cute.tiled.copy.retile{{.*}} -> !cute.memref<f16, rmem, align<16>, "((8,1),4,2):((1,0),8,32)">
// CHECK: cute.tiled.copy.retile{{.*}} -> !cute.memref<f16, rmem, align<8>, "(((4,2),1),(2,2),2):(((1,16),0),(32,4),8)">
func.func @retiles(%a: !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">, %b: !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">, %ld: !tc_ldsm_t, %ldb: !tc_ldsm_t_b) {
  %0 = cute.tiled.copy.retile(%ld, %a) : (!tc_ldsm_t, !cute.memref<f16, rmem, align<16>, "((2,2,2),(2,2),2):((1,2,4),(8,16),32)">) -> !cute.memref<f16, rmem, align<16>, "((8,1),4,2):((1,0),8,32)">
  %1 = cute.tiled.copy.retile(%ldb, %b) : (!tc_ldsm_t_b, !cute.memref<f16, rmem, align<8>, "((2,2),((2,2),2),2):((1,2),((16,32),4),8)">) -> !cute.memref<f16, rmem, align<8>, "(((4,2),1),(2,2),2):(((1,16),0),(32,4),8)">
  return
}
