// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's atom ops in the DSL's custom form; the generic form reads back
// into the same custom form. An atom is built from its type (an SM100 MMA
// atom may take its three run-time i1 fields), tiled into a tiled copy or a
// tiled MMA (`: TILED` or `: (ATOM) -> TILED`), and used to partition one
// thread's share of a tensor: partition_S/D and partition A|B|C give one
// more mode than the tensor (the atom's values first) and keep its kind,
// element type and memory; partition_shape does the same for a shape;
// make_fragment builds a register fragment of the MMA's value type (an SMEM
// operand of an SM100 MMA is a descriptor view, its accumulator lives in
// tensor memory); retile reorders a fragment for a tiled copy. cute.copy
// and cute.copy_atom_call run a copy (optionally under an i8 predicate
// tensor in registers), cute.gemm and cute.mma_atom_call run an MMA, and
// cute.prefetch and cute.prefetch_atom_call prefetch through a TMA load
// atom.
//
// The example is an SM80 128x128x32 f16 tile: a cp.async tiled copy of 128
// threads moving 8 f16 each from global to shared memory, a 2x2-warp tiled
// 16x8x16 MMA, an ldmatrix copy retiling the A fragment; then an SM100
// 128x128x16 MMA and a 128x32 f32 TMA load box.

// CHECK-LABEL: func.func @tiled_copy
// CHECK-NEXT: %0 = cute.make_atom() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
// CHECK-NEXT: %1 = cute.make_tiled_copy(%0) : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
// CHECK-NEXT: %2 = cute.make_tiled_copy(%0) : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
// CHECK-NEXT: %3 = cute.tiled.copy.partition_S(%1, %arg0, %arg2) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, gmem, align<16>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
// CHECK-NEXT: %4 = cute.tiled.copy.partition_D(%1, %arg1, %arg2) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
// CHECK-NEXT: cute.copy(%1, %3, %4) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">)
// CHECK-NEXT: cute.copy(%0, %3, %4, %arg3) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">)
// CHECK-NEXT: cute.copy_atom_call(%0, %arg4, %arg5) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">) -> ()
// CHECK-NEXT: cute.copy_atom_call(%0, %arg4, %arg5, %arg3) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">) -> ()
// CHECK-LABEL: func.func @tiled_mma
// CHECK-NEXT: %0 = cute.make_atom() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
// CHECK-NEXT: %1 = cute.make_tiled_mma(%0) : !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
// CHECK-NEXT: %2 = cute.make_tiled_mma(%0) : !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
// CHECK-NEXT: %3 = cute.tiled.mma.partition A (%1, %arg0, %arg3) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">
// CHECK-NEXT: %4 = cute.tiled.mma.partition B (%1, %arg1, %arg3) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">
// CHECK-NEXT: %5 = cute.tiled.mma.partition C (%1, %arg2, %arg3) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, gmem, align<16>, "(128,128):(128,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<8>, "((2,2),4,8):((1,1024),4096,16)">
// CHECK-NEXT: %6 = cute.tiled.mma.partition_shape C (%1, %arg4) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
// CHECK-NEXT: %7 = cute.mma.make_fragment A (%1, %3) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">) -> !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
// CHECK-NEXT: %8 = cute.mma.make_fragment B (%1, %4) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">) -> !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
// CHECK-NEXT: %9 = cute.mma.make_fragment C (%1, %6) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
// CHECK-NEXT: %10 = cute.make_tiled_copy(%arg5) : !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))">, tiler_mn = <"[32:1;16:1]">>
// CHECK-NEXT: %11 = cute.tiled.copy.retile(%10, %7) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">) -> !cute.memref<f16, rmem, align<32>, "((8,1),4,2):((1,0),8,32)">
// CHECK-NEXT: cute.gemm(%1, %9, %7, %8, %9) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">)
// CHECK-NEXT: cute.mma_atom_call(%0, %arg8, %arg6, %arg7, %arg8) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">, !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">, !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">) -> ()
// CHECK-LABEL: func.func @umma
// CHECK-NEXT: %0 = cute.make_atom(%arg0, %arg1, %arg2) : (i1, i1, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// CHECK-NEXT: %1 = cute.make_atom() : () -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// CHECK-NEXT: %2 = cute.make_tiled_mma(%0) : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-NEXT: %3 = cute.tiled.mma.partition A (%2, %arg3, %arg4) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">, !cute.coord<"0">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">
// CHECK-NEXT: %4 = cute.mma.make_fragment A (%2, %3) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
// CHECK-NEXT: %5 = cute.tiled.mma.partition_shape C (%2, %arg5) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"(128,128)">) -> !cute.shape<"((128,128),1,1)">
// CHECK-NEXT: %6 = cute.mma.make_fragment C (%2, %5) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"((128,128),1,1)">) -> !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
// CHECK-NEXT: cute.gemm(%2, %6, %4, %arg6, %6) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">)
// CHECK-LABEL: func.func @tma_prefetch
// CHECK-NEXT: cute.prefetch(%arg0, %arg1) : (!cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>, !cute.coord_tensor<"(?{div=128},0,?)", "(((32,128),1),8):(((1@1,1@0),0),32@1)">)
// CHECK-NEXT: cute.prefetch_atom_call(%arg0, %arg2) : (!cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>, !cute.coord_tensor<"(?{div=128},?{div=32},?)", "(((32,128),1)):(((1@1,1@0),0))">) -> ()

// GENERIC: "cute.make_atom"() : () -> !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
// GENERIC-NEXT: "cute.make_tiled_copy"(%{{[a-z0-9]+}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
// GENERIC-NEXT: "cute.make_tiled_copy"(%{{[a-z0-9]+}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>) -> !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
// GENERIC-NEXT: "cute.tiled.copy.partition_S"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, gmem, align<16>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
// GENERIC-NEXT: "cute.tiled.copy.partition_D"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
// GENERIC-NEXT: "cute.copy"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>, !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">) -> ()
// GENERIC-NEXT: "cute.copy"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">, !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">) -> ()
// GENERIC-NEXT: "cute.copy_atom_call"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">) -> ()
// GENERIC-NEXT: "cute.copy_atom_call"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">, !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">, !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">) -> ()
// GENERIC: "cute.make_atom"() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
// GENERIC-NEXT: "cute.make_tiled_mma"(%{{[a-z0-9]+}}) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
// GENERIC-NEXT: "cute.make_tiled_mma"(%{{[a-z0-9]+}}) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >) -> !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
// GENERIC-NEXT: "cute.tiled.mma.partition"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">
// GENERIC-NEXT: "cute.tiled.mma.partition"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">, !cute.coord<"?">) -> !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">
// GENERIC-NEXT: "cute.tiled.mma.partition"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, gmem, align<16>, "(128,128):(128,1)">, !cute.coord<"?">) -> !cute.memref<f32, gmem, align<8>, "((2,2),4,8):((1,1024),4096,16)">
// GENERIC-NEXT: "cute.tiled.mma.partition_shape"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
// GENERIC-NEXT: "cute.mma.make_fragment"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">) -> !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
// GENERIC-NEXT: "cute.mma.make_fragment"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 1 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">) -> !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
// GENERIC-NEXT: "cute.mma.make_fragment"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.shape<"((2,2),4,8)">) -> !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
// GENERIC-NEXT: "cute.make_tiled_copy"(%{{[a-z0-9]+}}) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>) -> !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))">, tiler_mn = <"[32:1;16:1]">>
// GENERIC-NEXT: "cute.tiled.copy.retile"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))">, tiler_mn = <"[32:1;16:1]">>, !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">) -> !cute.memref<f16, rmem, align<32>, "((8,1),4,2):((1,0),8,32)">
// GENERIC-NEXT: "cute.gemm"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>, !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">, !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">, !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">, !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">) -> ()
// GENERIC-NEXT: "cute.mma_atom_call"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">, !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">, !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">) -> ()
// GENERIC: "cute.make_atom"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (i1, i1, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// GENERIC-NEXT: "cute.make_atom"() : () -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// GENERIC-NEXT: "cute.make_tiled_mma"(%{{[a-z0-9]+}}) : (!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>) -> !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// GENERIC-NEXT: "cute.tiled.mma.partition"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">, !cute.coord<"0">) -> !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">
// GENERIC-NEXT: "cute.mma.make_fragment"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
// GENERIC-NEXT: "cute.tiled.mma.partition_shape"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"(128,128)">) -> !cute.shape<"((128,128),1,1)">
// GENERIC-NEXT: "cute.mma.make_fragment"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) <{operand_id = 2 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.shape<"((128,128),1,1)">) -> !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
// GENERIC-NEXT: "cute.gemm"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">) -> ()
// GENERIC: "cute.prefetch"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>, !cute.coord_tensor<"(?{div=128},0,?)", "(((32,128),1),8):(((1@1,1@0),0),32@1)">) -> ()
// GENERIC-NEXT: "cute.prefetch_atom_call"(%{{[a-z0-9]+}}, %{{[a-z0-9]+}}) : (!cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>, !cute.coord_tensor<"(?{div=128},?{div=32},?)", "(((32,128),1)):(((1@1,1@0),0))">) -> ()

!cp = !cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>
!tc = !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"((4,32),8):((256,1),32)">, tiler_mn = <"[32:1;32:1]">>
!gA = !cute.memref<f16, gmem, align<16>, "(128,32):(32,1)">
!sA = !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">
!tgA = !cute.memref<f16, gmem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!tsA = !cute.memref<f16, smem, align<16>, "((8,1),4,1):((1,0),1024,0)">
!pr = !cute.memref<i8, rmem, align<32>, "(1,4,1):(4,1,0)">
!vg = !cute.memref<f16, gmem, align<16>, "((8,1)):((1,0))">
!vs = !cute.memref<f16, smem, align<16>, "((8,1)):((1,0))">
func.func @tiled_copy(%g: !gA, %s: !sA, %t: !cute.coord<"?">, %p: !pr, %vg: !vg, %vs: !vs) {
  %a = cute.make_atom() : () -> !cp
  %tc = cute.make_tiled_copy(%a) : !tc
  %tc2 = cute.make_tiled_copy(%a) : (!cp) -> !tc
  %src = cute.tiled.copy.partition_S(%tc, %g, %t) : (!tc, !gA, !cute.coord<"?">) -> !tgA
  %dst = cute.tiled.copy.partition_D(%tc, %s, %t) : (!tc, !sA, !cute.coord<"?">) -> !tsA
  cute.copy(%tc, %src, %dst) : (!tc, !tgA, !tsA)
  cute.copy(%a, %src, %dst, %p) : (!cp, !tgA, !tsA, !pr)
  cute.copy_atom_call(%a, %vg, %vs) : (!cp, !vg, !vs) -> ()
  cute.copy_atom_call(%a, %vg, %vs, %p) : (!cp, !vg, !vs, !pr) -> ()
  return
}

!mma = !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">>
!ldsm = !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>
!tcA = !cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, n>, layout_copy_tv = <"((4,8,2,2),(2,2,2)):((64,1,16,0),(32,8,256))">, tiler_mn = <"[32:1;16:1]">>
!sB = !cute.memref<f16, smem, align<128>, "(128,32):(32,1)">
!gC = !cute.memref<f32, gmem, align<16>, "(128,128):(128,1)">
!pA = !cute.memref<f16, smem, align<4>, "((2,2,2),4,2):((1,256,8),1024,16)">
!pB = !cute.memref<f16, smem, align<4>, "((2,2),8,2):((1,8),512,16)">
!pC = !cute.memref<f32, gmem, align<8>, "((2,2),4,8):((1,1024),4096,16)">
!rA = !cute.memref<f16, rmem, align<32>, "((2,2,2),4,2):((1,2,4),8,32)">
!rB = !cute.memref<f16, rmem, align<32>, "((2,2),8,2):((1,2),4,32)">
!rC = !cute.memref<f32, rmem, align<32>, "((2,2),4,8):((1,2),4,16)">
!qA = !cute.memref<f16, rmem, align<32>, "((8,1),4,2):((1,0),8,32)">
!aA = !cute.memref<f16, rmem, align<16>, "((2,2,2)):((1,2,4))">
!aB = !cute.memref<f16, rmem, align<8>, "((2,2)):((1,2))">
!aC = !cute.memref<f32, rmem, align<16>, "((2,2)):((1,2))">
func.func @tiled_mma(%sa: !sA, %sb: !sB, %gc: !gC, %t: !cute.coord<"?">, %mn: !cute.shape<"(128,128)">, %ldsm: !ldsm, %fa: !aA, %fb: !aB, %fc: !aC) {
  %a = cute.make_atom() : () -> !mma
  %tm = cute.make_tiled_mma(%a) : !tm
  %tm2 = cute.make_tiled_mma(%a) : (!mma) -> !tm
  %pa = cute.tiled.mma.partition A (%tm, %sa, %t) : (!tm, !sA, !cute.coord<"?">) -> !pA
  %pb = cute.tiled.mma.partition B (%tm, %sb, %t) : (!tm, !sB, !cute.coord<"?">) -> !pB
  %pc = cute.tiled.mma.partition C (%tm, %gc, %t) : (!tm, !gC, !cute.coord<"?">) -> !pC
  %shc = cute.tiled.mma.partition_shape C (%tm, %mn) : (!tm, !cute.shape<"(128,128)">) -> !cute.shape<"((2,2),4,8)">
  %ra = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pA) -> !rA
  %rb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pB) -> !rB
  %rc = cute.mma.make_fragment C (%tm, %shc) : (!tm, !cute.shape<"((2,2),4,8)">) -> !rC
  %tca = cute.make_tiled_copy(%ldsm) : !tcA
  %qa = cute.tiled.copy.retile(%tca, %ra) : (!tcA, !rA) -> !qA
  cute.gemm(%tm, %rc, %ra, %rb, %rc) : (!tm, !rC, !rA, !rB, !rC)
  cute.mma_atom_call(%a, %fc, %fa, %fb, %fc) : (!mma, !aC, !aA, !aB, !aC) -> ()
  return
}

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
!tu = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!uA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "(128,64):(64,1)">
!upA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">
!dA = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
func.func @umma(%x: i1, %y: i1, %z: i1, %sa: !uA, %t: !cute.coord<"0">, %mn: !cute.shape<"(128,128)">, %db: !dA) {
  %a = cute.make_atom(%x, %y, %z) : (i1, i1, i1) -> !umma
  %a0 = cute.make_atom() : () -> !umma
  %tu = cute.make_tiled_mma(%a) : !tu
  %pa = cute.tiled.mma.partition A (%tu, %sa, %t) : (!tu, !uA, !cute.coord<"0">) -> !upA
  %fa = cute.mma.make_fragment A (%tu, %pa) : (!tu, !upA) -> !dA
  %shc = cute.tiled.mma.partition_shape C (%tu, %mn) : (!tu, !cute.shape<"(128,128)">) -> !cute.shape<"((128,128),1,1)">
  %acc = cute.mma.make_fragment C (%tu, %shc) : (!tu, !cute.shape<"((128,128),1,1)">) -> !acc
  cute.gemm(%tu, %acc, %fa, %db, %acc) : (!tu, !acc, !dA, !dA, !acc)
  return
}

!tma = !cute_nvgpu.atom.tma_load<f32, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,128,1):(1@1,1@0,1@2)">>
!tA = !cute.coord_tensor<"(?{div=128},0,?)", "(((32,128),1),8):(((1@1,1@0),0),32@1)">
!tA1 = !cute.coord_tensor<"(?{div=128},?{div=32},?)", "(((32,128),1)):(((1@1,1@0),0))">
func.func @tma_prefetch(%tma: !tma, %ta: !tA, %ta1: !tA1) {
  cute.prefetch(%tma, %ta) : (!tma, !tA)
  cute.prefetch_atom_call(%tma, %ta1) : (!tma, !tA1) -> ()
  return
}
