// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// Valid operands of make_non_exec_tiled_tma_load/store/reduce: the TMA
// partition verifier passes each, and the declared atom (copy bits, G-basis)
// and coordinate tensor are the ones the operands give. The tiles: K- and
// M-major f16 128-byte swizzles, a GMEM tensor whose five modes are nested
// (the G-basis folds the modes past the fourth into a fifth, tuple mode), a
// GMEM mode of static stride 0 (no TMA mode; coordinate stride 0), a
// non-swizzled rank-1 bias vector, f32 read as tf32, the 64- and 32-byte
// swizzles over rows of their width, multicast loads, a store and a
// reduction.

// K-major f16 128x64 tile: 64-element (128-byte) rows, GMEM mode 1 unit.
!gK = !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64 div=8},1,?{i64 div=64})">
!sK = !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">
!vK = !cute.layout<"(128,64):(1@0,1@1)">
!aK = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!cK = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">
// CHECK-LABEL: func.func @load_k_major_sw128
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64 div=8},1,?{i64 div=64})">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))">, !cute.layout<"(128,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
func.func @load_k_major_sw128(%g: !gK, %s: !sK, %v: !vK) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gK, !sK, !vK) -> (!aK, !cK)
  return
}

// M-major f16 64x128 tile: 64-element (128-byte) columns, GMEM mode 0 unit.
!gM = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sM = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!vM = !cute.layout<"(64,128):(1@0,1@1)">
!aM = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!cM = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
// CHECK-LABEL: func.func @load_m_major_sw128
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @load_m_major_sw128(%g: !gM, %s: !sM, %v: !vM) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gM, !sM, !vM) -> (!aM, !cM)
  return
}

// A K-major tile over a GMEM tensor of five nested modes: the box is
// (64,128) and each remaining GMEM mode is a box mode of 1; the fifth TMA
// mode holds the modes past the fourth, `(1)`.
!gN = !cute.memref<f16, gmem, align<16>, "(?,?,((?,?),?)):(?{i64 div=8},1,((?{i64 div=64},?{i64 div=64}),?{i64 div=64}))">
!sN = !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">
!vN = !cute.layout<"((128,16),1,4):((1@0,1@1),0,16@1)">
!aN = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, internal_val_type = f16>
!cN = !cute.coord_tensor<"(0,0,0,0,0)", "(?,?,((?,?),?)):(1@1,1@0,((1@2,1@3),1@4))">
// CHECK-LABEL: func.func @load_nested_five_mode_gmem
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,((?,?),?)):(?{i64 div=8},1,((?{i64 div=64},?{i64 div=64}),?{i64 div=64}))">, !cute.composed_layout<"S<3,4,3> o 0 o ((128,16),1,4):((64,1),0,16)">, !cute.layout<"((128,16),1,4):((1@0,1@1),0,16@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1,1,(1)):(1@1,1@0,1@0@0@2,1@1@0@2,(1@1@2))">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0,0,0)", "(?,?,((?,?),?)):(1@1,1@0,((1@2,1@3),1@4))">)
func.func @load_nested_five_mode_gmem(%g: !gN, %s: !sN, %v: !vN) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gN, !sN, !vN) -> (!aN, !cN)
  return
}

// A GMEM mode of static stride 0 (a broadcast) is no TMA mode: a rank-2
// G-basis, and the coordinate tensor's stride for that mode is 0.
!gZ = !cute.memref<f16, gmem, align<16>, "(?,?,4):(1,?{i64 div=8},0)">
!aZ = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@0,1@1)">, internal_val_type = f16>
!cZ = !cute.coord_tensor<"(0,0)", "(?,?,4):(1@0,1@1,0)">
// CHECK-LABEL: func.func @load_stride_0_gmem_mode
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,4):(1,?{i64 div=8},0)">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@0,1@1)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0)", "(?,?,4):(1@0,1@1,0)">)
func.func @load_stride_0_gmem_mode(%g: !gZ, %s: !sM, %v: !vM) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gZ, !sM, !vM) -> (!aZ, !cZ)
  return
}

// A non-swizzled rank-1 bias vector: 128 f16 values, 256 bytes.
!gB = !cute.memref<f16, gmem, align<16>, "(?):(1)">
!sB = !cute.layout<"(128):(1)">
!vB = !cute.layout<"(128):(1@0)">
!aB = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 2048, tma_gbasis = <"(128):(1@0)">, internal_val_type = f16>
!cB = !cute.coord_tensor<"(0)", "(?):(1@0)">
// CHECK-LABEL: func.func @load_bias_vector
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?):(1)">, !cute.layout<"(128):(1)">, !cute.layout<"(128):(1@0)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 2048, tma_gbasis = <"(128):(1@0)">, internal_val_type = f16>, !cute.coord_tensor<"(0)", "(?):(1@0)">)
func.func @load_bias_vector(%g: !gB, %s: !sB, %v: !vB) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gB, !sB, !vB) -> (!aB, !cB)
  return
}

// An f32 tensor read as tf32: 32-element (128-byte) M-major columns.
!gF = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sF = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!vF = !cute.layout<"(32,64):(1@0,1@1)">
!aF = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = tf32>
// CHECK-LABEL: func.func @load_tf32
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1 internal_type = tf32}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = tf32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @load_tf32(%g: !gF, %s: !sF, %v: !vF) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1 internal_type = tf32}> : (!gF, !sF, !vF) -> (!aF, !cM)
  return
}

// The 64-byte swizzle over K-major rows of 32 f16 values (64 bytes).
!s64 = !cute.composed_layout<"S<2,4,3> o 0 o (128,32):(32,1)">
!v64 = !cute.layout<"(128,32):(1@0,1@1)">
!a64 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
// CHECK-LABEL: func.func @load_k_major_sw64
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64 div=8},1,?{i64 div=64})">, !cute.composed_layout<"S<2,4,3> o 0 o (128,32):(32,1)">, !cute.layout<"(128,32):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@1,1@0,1@2)">)
func.func @load_k_major_sw64(%g: !gK, %s: !s64, %v: !v64) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gK, !s64, !v64) -> (!a64, !cK)
  return
}

// The 32-byte swizzle over M-major columns of 16 f16 values (32 bytes).
!s32 = !cute.composed_layout<"S<1,4,3> o 0 o (16,64):(1,16)">
!v32 = !cute.layout<"(16,64):(1@0,1@1)">
!a32 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 16384, tma_gbasis = <"(16,64,1):(1@0,1@1,1@2)">, internal_val_type = f16>
// CHECK-LABEL: func.func @load_m_major_sw32
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<1,4,3> o 0 o (16,64):(1,16)">, !cute.layout<"(16,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 16384, tma_gbasis = <"(16,64,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @load_m_major_sw32(%g: !gM, %s: !s32, %v: !v32) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90> num_multicast = 1}> : (!gM, !s32, !v32) -> (!a32, !cM)
  return
}

// Multicast loads: the box split between 2 CTAs (SM90) and 4 (SM100 2SM);
// the atom's copy bits are the whole tile's.
!aMC = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!aMC2 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
// CHECK-LABEL: func.func @load_multicast
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90_multicast> num_multicast = 2}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-NEXT: %atom_0, %coords_1 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_100_2sm_multicast> num_multicast = 4}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @load_multicast(%g: !gM, %s: !sM, %v: !vM) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_90_multicast> num_multicast = 2}> : (!gM, !sM, !vM) -> (!aMC, !cM)
  %b, %d = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %s, %v) <{kind = <sm_100_2sm_multicast> num_multicast = 4}> : (!gM, !sM, !vM) -> (!aMC2, !cM)
  return
}

// A store and a reduction of the M-major tile.
!aS = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!aR = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
// CHECK-LABEL: func.func @store_m_major_sw128
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%arg0, %arg1, %arg2) : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @store_m_major_sw128(%g: !gM, %s: !sM, %v: !vM) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %s, %v) : (!gM, !sM, !vM) -> (!aS, !cM)
  return
}

// CHECK-LABEL: func.func @reduce_add_m_major_sw128
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%arg0, %arg1, %arg2) <{kind = <ADD>}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
func.func @reduce_add_m_major_sw128(%g: !gM, %s: !sM, %v: !vM) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %s, %v) <{kind = <ADD>}> : (!gM, !sM, !vM) -> (!aR, !cM)
  return
}

// tma_partition: CuTe's tma_partition. A K-major 128x64 f16 tile over 7
// stages, one 8192-element TMA per tile; a bf16 tile of two 4096-element
// TMAs (mode 0 splits into (4096,2)), with the coordinates folded to match.
!pa = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ps = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">
!pso = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">
!pg = !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">
!pgo = !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
// CHECK-LABEL: func.func @partition_one_tma_per_tile
// CHECK-NEXT: cute_nvgpu.atom.tma_partition(%arg0, %arg1, %arg2, %arg3, %arg4) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>, !cute.coord<"0">, !cute.layout<"(1):(0)">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(((8,16),(64,1)),(1,7)):(((64,512),(1,0)),(0,8192))">, !cute.coord_tensor<"(0,?{div=128},?)", "((128,64),?):((1@1,1@0),64@0)">) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1,7)):((1,0),(0,8192))">, !cute.coord_tensor<"(0,?{div=128},?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">)
func.func @partition_one_tma_per_tile(%a: !pa, %c: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">, %s: !ps, %g: !pg) {
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!pa, !cute.coord<"0">, !cute.layout<"(1):(0)">, !ps, !pg) -> (!pso, !pgo)
  return
}

!qa = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">, internal_val_type = bf16>
!qs = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((64,16),1,(4,2)),2):(((64,1),0,(16,4096)),8192)">
!qso = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((4096,2),2):((1,4096),8192)">
!qg = !cute.coord_tensor<"(0,0,0,0,0)", "(((64,16),1,8),1,1,?,?,?):(((1@1,1@0),0,16@0),0,0,1@2,1@3,1@4)">
!qgo = !cute.coord_tensor<"(0,0,0,0,0)", "(((64,64),2),1,1,?,?,?):(((1@0,1@1),64@0),0,0,1@2,1@3,1@4)">
// CHECK-LABEL: func.func @partition_two_tmas_per_tile
// CHECK-NEXT: cute_nvgpu.atom.tma_partition(%arg0, %arg1, %arg2, %arg3, %arg4) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, bf16, copy_bits = 65536, tma_gbasis = <"(64,64,1,1,(1)):(1@1,1@0,1@2,1@3,(1@4))">, internal_val_type = bf16>, !cute.coord<"0">, !cute.layout<"(1):(0)">, !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "(((64,16),1,(4,2)),2):(((64,1),0,(16,4096)),8192)">, !cute.coord_tensor<"(0,0,0,0,0)", "(((64,16),1,8),1,1,?,?,?):(((1@1,1@0),0,16@0),0,0,1@2,1@3,1@4)">) -> (!cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((4096,2),2):((1,4096),8192)">, !cute.coord_tensor<"(0,0,0,0,0)", "(((64,64),2),1,1,?,?,?):(((1@0,1@1),64@0),0,0,1@2,1@3,1@4)">)
func.func @partition_two_tmas_per_tile(%a: !qa, %c: !cute.coord<"0">, %l: !cute.layout<"(1):(0)">, %s: !qs, %g: !qg) {
  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, %g) : (!qa, !cute.coord<"0">, !cute.layout<"(1):(0)">, !qs, !qg) -> (!qso, !qgo)
  return
}
