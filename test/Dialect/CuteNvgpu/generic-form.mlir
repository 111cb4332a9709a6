// RUN: cute-nvgpu-opt %s -split-input-file | FileCheck %s
// RUN: cute-nvgpu-opt %s -split-input-file > %t.1.mlir
// RUN: cute-nvgpu-opt %t.1.mlir -split-input-file > %t.2.mlir
// RUN: diff %t.1.mlir %t.2.mlir

// `cute_nvgpu` ops in MLIR's generic form (as CuTe DSL's generic dumps write
// them): each parses, verifies and prints in its custom form, and that
// print parses again and prints the same. The custom forms of these ops
// have their own tests; here only the generic spelling is pinned.

// cute_nvgpu.make_sm120_mma_bs, cute_nvgpu.make_sm80_mma, cute_nvgpu.make_sm80_sparse_mma, cute_nvgpu.make_sm89_mma, cute_nvgpu.make_universal_fma
"func.func"() <{function_type = () -> (), sym_name = "builders"}> ({
  %10 = "cute_nvgpu.make_sm120_mma_bs"() <{shape_MNK = [16, 8, 32], vec_size = 32 : i64}> : () -> !cute_nvgpu.SM120.mma_bs<16x8x32, vec_size = 32>
  %11 = "cute_nvgpu.make_sm80_mma"() <{a_type = f16, b_type = f16, c_type = f32, shape_MNK = [16, 8, 16]}> : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  %12 = "cute_nvgpu.make_sm89_mma"() <{a_type = f8E4M3FN, b_type = f8E5M2, c_type = f16, shape_MNK = [16, 8, 32]}> : () -> !cute_nvgpu.sm89.mma<16x8x32, elem_type = (f8E4M3FN, f8E5M2, f16) >
  %13 = "cute_nvgpu.make_universal_fma"() <{a_type = f32, b_type = f32, c_type = f32, shape_MNK = [1, 1, 1]}> : () -> !cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >
  %14 = "cute_nvgpu.make_sm80_sparse_mma"() <{a_type = i8, b_type = i8, c_type = i32, shape_MNK = [16, 8, 32]}> : () -> !cute_nvgpu.sm80.sparse_mma<16x8x32, elem_type = (i8, i8, i32) >
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @builders(
// CHECK-NEXT: %atom = cute_nvgpu.make_sm120_mma_bs {shape_MNK = [16, 8, 32], vec_size = 32 : i64}
// CHECK-NEXT: %mma_f16_f16_f32_16x8x16 = cute_nvgpu.make_sm80_mma {a_type = f16, b_type = f16, c_type = f32, shape_MNK = [16, 8, 16]}
// CHECK-NEXT: %mma_f8E4M3FN_f8E5M2_f16_16x8x32 = cute_nvgpu.make_sm89_mma {a_type = f8E4M3FN, b_type = f8E5M2, c_type = f16, shape_MNK = [16, 8, 32]}
// CHECK-NEXT: %mma_f32_f32_f32_1x1x1 = cute_nvgpu.make_universal_fma {a_type = f32, b_type = f32, c_type = f32, shape_MNK = [1, 1, 1]}
// CHECK-NEXT: %mma_i8_i8_i32_16x8x32 = cute_nvgpu.make_sm80_sparse_mma {a_type = i8, b_type = i8, c_type = i32, shape_MNK = [16, 8, 32]}
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute_nvgpu.copy, cute_nvgpu.make_atom, cute_nvgpu.make_view
"func.func"() <{function_type = (!llvm.ptr<3>) -> !cute.memref<f16, rmem, "(8):(1)">, sym_name = "ldsm_x4"}> ({
^bb0(%arg3: !llvm.ptr<3>):
  %14 = "cute_nvgpu.make_atom"() : () -> !cute_nvgpu.atom.ldsm<m8n8.x4>
  %15 = "cute_nvgpu.make_view"(%arg3) : (!llvm.ptr<3>) -> !cute.memref<f16, smem, "8:1">
  %16 = "cute_nvgpu.copy"(%14, %15) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (!cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1">) -> !cute.memref<f16, rmem, "(8):(1)">
  "func.return"(%16) : (!cute.memref<f16, rmem, "(8):(1)">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @ldsm_x4(
// CHECK-NEXT: %copy_sm75_ldsm = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
// CHECK-NEXT: %0 = cute_nvgpu.make_view %arg0 : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
// CHECK-NEXT: %1 = cute_nvgpu.copy %copy_sm75_ldsm, %0 : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
// CHECK-NEXT: return %1 : !cute.memref<f16, rmem, "(8):(1)">
// CHECK-NEXT: }

// -----

// cute_nvgpu.atom.get_copy_s2t_smem_desc_view, cute_nvgpu.atom.make_s2t_copy
"func.func"() <{function_type = (!cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">, !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">) -> (), sym_name = "dsl_flow_pair"}> ({
^bb0(%arg0: !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">, %arg1: !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">):
  %0 = "cute.make_atom"() : () -> !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>
  %1 = "cute_nvgpu.atom.make_s2t_copy"(%0, %arg0) : (!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">) -> !cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>
  %2 = "cute.static"() : () -> !cute.coord<"0">
  %3 = "cute.tiled.copy.partition_S"(%1, %arg1, %2) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">, !cute.coord<"0">) -> !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">
  %4 = "cute.tiled.copy.partition_D"(%1, %arg0, %2) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">, !cute.coord<"0">) -> !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">
  %5 = "cute_nvgpu.atom.get_copy_s2t_smem_desc_view"(%0, %3) : (!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">
  "cute.copy"(%1, %5, %4) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">, !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">) -> ()
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @dsl_flow_pair(
// CHECK-NEXT: %0 = cute.make_atom() : () -> !cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>
// CHECK-NEXT: %1 = cute_nvgpu.atom.make_s2t_copy(%0, %arg0) : (!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">) -> !cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>
// CHECK-NEXT: %2 = cute.static : !cute.coord<"0">
// CHECK-NEXT: %3 = cute.tiled.copy.partition_S(%1, %arg1, %2) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute.memref<f8E4M3FN, smem, align<128>, "((8,16),((16,2),2)):((16,256),((1,128),4096))">, !cute.coord<"0">) -> !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">
// CHECK-NEXT: %4 = cute.tiled.copy.partition_D(%1, %arg0, %2) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute.memref<f8E4M3FN, tmem, align<16>, "(128,(32,2)):(262144,(1,32))">, !cute.coord<"0">) -> !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">
// CHECK-NEXT: %5 = cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%0, %3) : (!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, !cute.memref<f8E4M3FN, smem, align<128>, "(((8,16,16,2),1),1,2):(((16,256,1,128),0),0,4096)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">
// CHECK-NEXT: cute.copy(%1, %5, %4) : (!cute.tiled_copy<!cute_nvgpu.atom.s2t_copy<f8E4M3FN, 128 DP, 256 bit, num_cta = 2>, layout_copy_tv = <"(2,(128,32)):(0,(1,128))">, tiler_mn = <"[128:1;32:1]">>, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(((8,16,1,2),1),1,2):(((1,16,1,8),0),0,256)">, !cute.memref<f8E4M3FN, tmem, align<16>, "(((128,32),1),1,2):(((262144,1),0),0,32)">)
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute_nvgpu.builtin
"func.func"() <{function_type = (!llvm.ptr, i32) -> vector<1xf64>, sym_name = "dmma_ld_a"}> ({
^bb0(%arg8: !llvm.ptr, %arg9: i32):
  %2 = "cute_nvgpu.builtin"(%arg8, %arg9) <{callee = "__dmma_m8n8k4_ld_a", rowcol = 0 : i64}> : (!llvm.ptr, i32) -> vector<1xf64>
  "func.return"(%2) : (vector<1xf64>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @dmma_ld_a(
// CHECK-NEXT: %0 = cute_nvgpu.builtin "__dmma_m8n8k4_ld_a"(%arg0, %arg1) {rowcol = 0 : i64} : (!llvm.ptr, i32) -> vector<1xf64>
// CHECK-NEXT: return %0 : vector<1xf64>
// CHECK-NEXT: }

// -----

// cute_nvgpu.make_smem_desc
"func.func"() <{function_type = (!llvm.ptr<3>) -> (), sym_name = "sw128_32b"}> ({
^bb0(%arg0: !llvm.ptr<3>):
  %0 = "cute_nvgpu.make_smem_desc"(%arg0) <{arch = #cute_nvgpu.desc_arch<sm100>, elem_type = f32, layout = #cute.composed_layout<Sw<2,3,2> o 0 o ((32,2),(4,2)):((1,128),(32,256))>, major = #cute_nvgpu.major<mn>}> : (!llvm.ptr<3>) -> !cute_nvgpu.smem_desc
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @sw128_32b(
// CHECK-NEXT: %0 = cute_nvgpu.make_smem_desc %arg0 {arch = #cute_nvgpu.desc_arch<sm100>, elem_type = f32, layout = #cute.composed_layout<Sw<2,3,2> o 0 o ((32,2),(4,2)):((1,128),(32,256))>, major = #cute_nvgpu.major<mn>} : !llvm.ptr<3> -> !cute_nvgpu.smem_desc
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute_nvgpu.make_smem_desc_view
"func.func"() <{function_type = (!llvm.ptr<3>) -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>, sym_name = "element_form"}> ({
^bb0(%arg0: !llvm.ptr<3>):
  %0 = "cute_nvgpu.make_smem_desc_view"(%arg0) <{major = #cute_nvgpu.major<k>}> : (!llvm.ptr<3>) -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
  "func.return"(%0) : (!cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @element_form(
// CHECK-NEXT: %0 = cute_nvgpu.make_smem_desc_view %arg0 : !llvm.ptr<3> -> !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
// CHECK-NEXT: return %0 : !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
// CHECK-NEXT: }

// -----

// cute_nvgpu.make_sm90_mma
"func.func"() <{function_type = () -> !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>, sym_name = "typed"}> ({
  %0 = "cute_nvgpu.make_sm90_mma"() <{a_major = #cute_nvgpu.major<k>, a_type = f8E5M2, b_major = #cute_nvgpu.major<k>, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>, shape_MNK = [64, 256, 32]}> : () -> !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>
  "func.return"(%0) : (!cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @typed(
// CHECK-NEXT: %mma_f8E5M2_f8E4M3FN_f16_64x256x32 = cute_nvgpu.make_sm90_mma {a_type = f8E5M2, b_type = f8E4M3FN, c_type = f16, frag_kind = #cute_nvgpu.frag_kind<rs>, shape_MNK = [64, 256, 32]}
// CHECK-NEXT: return %mma_f8E5M2_f8E4M3FN_f16_64x256x32 : !cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, k), elem_type = (f8E5M2, f8E4M3FN, f16), frag_kind = rs>
// CHECK-NEXT: }

// -----

// cute_nvgpu.make_sm80_mma, cute_nvgpu.mma
"func.func"() <{function_type = (!cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "4:1">) -> !cute.memref<f32, rmem, "4:1">, sym_name = "mma"}> ({
^bb0(%arg0: !cute.memref<f16, rmem, "8:1">, %arg1: !cute.memref<f16, rmem, "4:1">, %arg2: !cute.memref<f32, rmem, "4:1">):
  %0 = "cute_nvgpu.make_sm80_mma"() <{a_type = f16, b_type = f16, c_type = f32, shape_MNK = [16, 8, 16]}> : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
  %1 = "cute_nvgpu.mma"(%0, %arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "4:1">) -> !cute.memref<f32, rmem, "4:1">
  "func.return"(%1) : (!cute.memref<f32, rmem, "4:1">) -> ()
}) : () -> ()
// CHECK-LABEL: func.func @mma(
// CHECK-NEXT: %mma_f16_f16_f32_16x8x16 = cute_nvgpu.make_sm80_mma {a_type = f16, b_type = f16, c_type = f32, shape_MNK = [16, 8, 16]}
// CHECK-NEXT: %0 = cute_nvgpu.mma %mma_f16_f16_f32_16x8x16, %arg0, %arg1, %arg2 : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, !cute.memref<f16, rmem, "8:1">, !cute.memref<f16, rmem, "4:1">, !cute.memref<f32, rmem, "4:1"> -> !cute.memref<f32, rmem, "4:1">
// CHECK-NEXT: return %0 : !cute.memref<f32, rmem, "4:1">
// CHECK-NEXT: }

// -----

// cute_nvgpu.arch.get_dyn_smem
"func.func"() <{function_type = (i32, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> (), sym_name = "arch"}> ({
^bb0(%arg0: i32, %arg1: !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">):
  %0 = "cute_nvgpu.arch.get_dyn_smem"() : () -> !cute.ptr<i8, smem, align<1024>>
  %1 = "cute_nvgpu.arch.get_dyn_smem_size"() : () -> i32
  %2 = "cute_nvgpu.arch.make_warp_uniform"(%arg0) : (i32) -> i32
  %3 = "cute.get_iter"(%arg1) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute_nvgpu.smem_desc
  %4 = "cute.get_layout"(%arg1) : (!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">) -> !cute.layout<"(1,1):(0,0)">
  %5 = "cute.make_view"(%3, %4) : (!cute_nvgpu.smem_desc, !cute.layout<"(1,1):(0,0)">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
  %6 = "cute.make_view"(%3) : (!cute_nvgpu.smem_desc) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @arch(
// CHECK-NEXT: %0 = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
// CHECK-NEXT: %1 = cute_nvgpu.arch.get_dyn_smem_size() : i32
// CHECK-NEXT: %2 = cute_nvgpu.arch.make_warp_uniform(%arg0) : i32
// CHECK-NEXT: %3 = cute.get_iter(%arg1) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %4 = cute.get_layout(%arg1) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %5 = cute.make_view(%3, %4) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: %6 = cute.make_view(%3) : !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute_nvgpu.get_tma_desc_addr
"func.func"() <{function_type = (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<i64, smem>, i32, i32, i16) -> (), sym_name = "tma_kernel"}> ({
^bb0(%arg0: !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>, %arg1: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %arg2: !cute.ptr<i64, smem>, %arg3: i32, %arg4: i32, %arg5: i16):
  "cute_nvgpu.prefetch_tma_desc"(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>) -> ()
  %0 = "cute_nvgpu.atom.make_exec_tma"(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
  %1 = "cute_nvgpu.atom.set_value"(%0, %arg2) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>, !cute.ptr<i64, smem>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
  %2 = "cute_nvgpu.atom.set_value"(%1, %arg5) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>, i16) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
  %3 = "cute_nvgpu.atom.get_value"(%2) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<smem, align<8>>
  %4 = "cute_nvgpu.atom.get_value"(%2) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i16
  %5 = "cute_nvgpu.atom.get_value"(%2) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) -> i64
  %6 = "cute_nvgpu.get_tma_desc_addr"(%2) : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
  "cute_nvgpu.arch.copy.SM100.tma_load"(%6, %arg1, %3, %arg3, %arg4, %4, %5) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 2, 0, 1, 1>}> : (!cute.ptr<generic, align<64>>, !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.ptr<smem, align<8>>, i32, i32, i16, i64) -> ()
  "func.return"() : () -> ()
}) {cute_nvgpu.kernel} : () -> ()
// CHECK-LABEL: func.func @tma_kernel(
// CHECK-NEXT: cute_nvgpu.prefetch_tma_desc(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>) -> ()
// CHECK-NEXT: %0 = cute_nvgpu.atom.make_exec_tma(%arg0) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-NEXT: %1 = cute_nvgpu.atom.set_value(%0, %arg2 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-NEXT: %2 = cute_nvgpu.atom.set_value(%1, %arg5 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
// CHECK-NEXT: %3 = cute_nvgpu.atom.get_value(%2 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
// CHECK-NEXT: %4 = cute_nvgpu.atom.get_value(%2 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
// CHECK-NEXT: %5 = cute_nvgpu.atom.get_value(%2 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
// CHECK-NEXT: %6 = cute_nvgpu.get_tma_desc_addr(%2 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>) -> !cute.ptr<generic, align<64>>
// CHECK-NEXT: cute_nvgpu.arch.copy.SM100.tma_load(%6 : !cute.ptr<generic, align<64>>, %arg1 : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %3 : !cute.ptr<smem, align<8>>, [%arg3, %arg4] : i32, i32) mask = %4 cache_policy = %5 mode = <tiled> num_cta = 1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// cute_nvgpu.atom.make_non_exec_im2col_tma_load, cute_nvgpu.atom.make_non_exec_im2col_tma_store
"func.func"() <{function_type = (!cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.layout<"(64,64):(1@0,1@1)">, !cute.int_tuple<"(-1,-1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(0,0)">) -> (), sym_name = "im2col"}> ({
^bb0(%arg0: !cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">, %arg1: !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, %arg2: !cute.layout<"(64,64):(1@0,1@1)">, %arg3: !cute.int_tuple<"(-1,-1)">, %arg4: !cute.int_tuple<"(1,1)">, %arg5: !cute.int_tuple<"(0,0)">):
  %0:2 = "cute_nvgpu.atom.make_non_exec_im2col_tma_load"(%arg0, %arg1, %arg2, %arg3, %arg3, %arg4, %arg4, %arg4, %arg5, %arg4) <{kind = #cute_nvgpu.im2col_tma_load<sm_90_multicast>, num_multicast = 2 : i32, tma_format = #cute_nvgpu.tma_data_format<F16_RN>}> : (!cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.layout<"(64,64):(1@0,1@1)">, !cute.int_tuple<"(-1,-1)">, !cute.int_tuple<"(-1,-1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(1,1)">, !cute.int_tuple<"(0,0)">, !cute.int_tuple<"(1,1)">) -> (!cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">, tma_format = F16_RN>, !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">)
  %1:2 = "cute_nvgpu.atom.make_non_exec_im2col_tma_store"(%arg0, %arg1, %arg2) : (!cute.memref<f16, gmem, align<16>, "((12,10,2),64):((64,768,7680),1)">, !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">, !cute.layout<"(64,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>, !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (240,(64,1,1)):(1@0,(1@0@1,1@1@1,1@2@1))">)
  "func.return"() : () -> ()
}) : () -> ()
// CHECK-LABEL: func.func @im2col(
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%arg0, %arg1, %arg2, %arg3, %arg3, %arg4, %arg4, %arg4, %arg5, %arg4) <{kind = <sm_90_multicast> num_multicast = 2 tma_format = <F16_RN>}> : (
// CHECK-NEXT: %atom_0, %coords_1 = cute_nvgpu.atom.make_non_exec_im2col_tma_store(%arg0, %arg1, %arg2) : (
// CHECK-NEXT: return
// CHECK-NEXT: }
