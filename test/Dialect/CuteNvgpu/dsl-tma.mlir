// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's TMA atom ops and atom fields in the DSL's custom form; the
// generic form reads back into the same custom form.
//
// A non-executable tiled TMA load, store or reduce atom is built from a
// global tensor, an SMEM layout and a CTA tile (a v-map whose strides are
// bases of the tile's modes, `(64,128):(1@0,1@1)`), together with the TMA
// coordinate tensor of the global tensor. Its properties print in the DSL's
// own spelling, `<{kind = <sm_90> num_multicast = 1 internal_type = tf32}>`
// (`tma_format = <TF32_RN>` in the newer DSL), and no properties at all for
// a store; a property dictionary in the generic spelling reads into the same
// custom form. make_exec_tma gives the executable atom of the same
// operation, element type, copy bits and G-basis. tma_partition groups an
// SMEM tensor and a coordinate tensor into the TMA box mode and the rest (a
// 64x128 f16 box: 8192 values, one box per stage). The descriptor is copied
// to memory, prefetched, and rewritten for another global tensor.
// set_value / get_value reach the run-time fields of an atom: a TMA load's
// mbarrier (an i64 in SMEM), multicast mask (i16), descriptor pointer and
// cache policy (i64), a TMA store's or reduction's descriptor pointer, and
// the i1 accumulate / negate flags of an SM100 MMA (on the atom or on a
// tiled MMA) and the accumulate flag of an SM90 MMA. make_tmem_copy tiles a
// 32dp32b x16 TMEM load or store over the four warps that own the 128 lanes
// of a 128x32 f32 accumulator in tensor memory (CuTe's cotiled copy: each
// warp's 32 lanes and 16 columns per copy, the tile 128 rows by 16
// columns).

// CHECK-LABEL: func.func @tma_load
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-NEXT: %0 = cute_nvgpu.atom.make_exec_tma(%atom) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %smem_tensor, %gmem_tensor = cute_nvgpu.atom.tma_partition(%atom, %arg3, %arg4, %arg5, %arg6) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord<"0">, !cute.layout<"1:0">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">, !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">, !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">)
// CHECK-NEXT: cute_nvgpu.copy_tma_desc(%atom, %arg7) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<128>>) -> ()
// CHECK-NEXT: cute_nvgpu.prefetch_tma_desc(%atom) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>) -> ()
// CHECK-NEXT: cute_nvgpu.update_tma_desc(%atom, %arg0, %arg8) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
// CHECK-NEXT: %1 = cute_nvgpu.atom.set_value(%0, %arg9 : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %2 = cute_nvgpu.atom.set_value(%1, %arg10 : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %3 = cute_nvgpu.atom.set_value(%2, %arg8 : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %4 = cute_nvgpu.atom.set_value(%3, %arg11 : i64) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %5 = cute_nvgpu.atom.get_value(%4 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
// CHECK-NEXT: %6 = cute_nvgpu.atom.get_value(%4 : !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<i64, smem>
// CHECK-LABEL: func.func @tma_load_tf32
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1 internal_type = tf32}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = tf32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-NEXT: %atom_0, %coords_1 = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%arg0, %arg1, %arg2) <{kind = <sm_90> num_multicast = 1 tma_format = <TF32_RN>}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, tma_format = TF32_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-LABEL: func.func @tma_store_reduce
// CHECK-NEXT: %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%arg0, %arg1, %arg2) : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.layout<"(32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-NEXT: %0 = cute_nvgpu.atom.make_exec_tma(%atom) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>) -> !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %1 = cute_nvgpu.atom.set_value(%0, %arg3 : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %atom_0, %coords_1 = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%arg0, %arg1, %arg2) <{kind = <ADD>}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.layout<"(32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// CHECK-NEXT: %2 = cute_nvgpu.atom.make_exec_tma(%atom_0) : (!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>) -> !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %3 = cute_nvgpu.atom.set_value(%2, %arg3 : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// CHECK-NEXT: %4 = cute_nvgpu.atom.get_value(%3 : !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>
// CHECK-LABEL: func.func @mma_fields
// CHECK-NEXT: %0 = cute_nvgpu.atom.set_value(%arg0, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// CHECK-NEXT: %1 = cute_nvgpu.atom.set_value(%0, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// CHECK-NEXT: %2 = cute_nvgpu.atom.set_value(%1, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// CHECK-NEXT: %3 = cute_nvgpu.atom.get_value(%2 : !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
// CHECK-NEXT: %4 = cute_nvgpu.atom.set_value(%arg1, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-NEXT: %5 = cute_nvgpu.atom.set_value(%4, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-NEXT: %6 = cute_nvgpu.atom.set_value(%5, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-NEXT: %7 = cute_nvgpu.atom.get_value(%6 : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
// CHECK-NEXT: %8 = cute_nvgpu.atom.set_value(%arg2, %arg3 : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
// CHECK-NEXT: %9 = cute_nvgpu.atom.get_value(%8 : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
// CHECK-LABEL: func.func @tmem_copy
// CHECK-NEXT: %0 = cute_nvgpu.atom.make_tmem_copy(%arg0, %arg2) : (!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">) -> !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
// CHECK-NEXT: %1 = cute_nvgpu.atom.make_tmem_copy(%arg1, %arg2) : (!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">) -> !cute.tiled_copy<!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>

// GENERIC: "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32}> : (!cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">, !cute.layout<"(64,128):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// GENERIC-NEXT: "cute_nvgpu.atom.make_exec_tma"(%{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.tma_partition"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.coord<"0">, !cute.layout<"1:0">, !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">, !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">) -> (!cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">, !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">)
// GENERIC-NEXT: "cute_nvgpu.copy_tma_desc"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<128>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.prefetch_tma_desc"(%{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>) -> ()
// GENERIC-NEXT: "cute_nvgpu.update_tma_desc"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>, !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> ()
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>, !cute.ptr<i64, smem>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>, i16) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>, i64) -> !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>) -> i16
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>}> : (!cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>) -> !cute.ptr<i64, smem>
// GENERIC: "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{internal_type = tf32, kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = tf32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// GENERIC-NEXT: "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32, tma_format = #cute_nvgpu.tma_data_format<TF32_RN>}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, tma_format = TF32_RN>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// GENERIC: "cute_nvgpu.atom.make_non_exec_tiled_tma_store"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.layout<"(32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// GENERIC-NEXT: "cute_nvgpu.atom.make_exec_tma"(%{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>) -> !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}> : (!cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>) -> !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.make_non_exec_tiled_tma_reduce"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{kind = #cute_nvgpu.tma_reduce_kind<ADD>}> : (!cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">, !cute.layout<"(32,64):(1,32)">, !cute.layout<"(32,64):(1@0,1@1)">) -> (!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>, !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">)
// GENERIC-NEXT: "cute_nvgpu.atom.make_exec_tma"(%{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>) -> !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}> : (!cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>, !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>) -> !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>}> : (!cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>) -> !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>
// GENERIC: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<accum_c>}> : (!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<neg_a>}> : (!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<neg_b>}> : (!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, i1) -> !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<neg_a>}> : (!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>) -> i1
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<accum_c>}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, i1) -> !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<neg_a>}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, i1) -> !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<neg_b>}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, i1) -> !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm100<accum_c>}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>) -> i1
// GENERIC-NEXT: "cute_nvgpu.atom.set_value"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>, i1) -> !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
// GENERIC-NEXT: "cute_nvgpu.atom.get_value"(%{{[a-z0-9#]+}}) <{field = #cute_nvgpu.atom_mma_field_sm90<accum_c>}> : (!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>) -> i1
// GENERIC: "cute_nvgpu.atom.make_tmem_copy"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">) -> !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
// GENERIC-NEXT: "cute_nvgpu.atom.make_tmem_copy"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">) -> !cute.tiled_copy<!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>

!gA = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!swA = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!ctaA = !cute.layout<"(64,128):(1@0,1@1)">
!crdA = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
!ldA = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!xA = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">>
!sA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,128),4):((1,64),8192)">
!cA = !cute.coord_tensor<"(?{div=64},0,?)", "((64,128),?):((1@0,1@1),128@1)">
!tsA = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),4):((1,0),8192)">
!tcA = !cute.coord_tensor<"(?{div=64},0,?)", "(((64,128),1),?):(((1@0,1@1),0),128@1)">
!slot = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, smem, align<128>>
!desc = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, generic, align<128>>
!bar = !cute.ptr<i64, smem>
func.func @tma_load(%g: !gA, %sw: !swA, %cta: !ctaA, %c0: !cute.coord<"0">, %one: !cute.layout<"1:0">, %s: !sA, %gc: !cA, %slot: !slot, %desc: !desc, %bar: !bar, %mask: i16, %policy: i64) {
  %atom, %crd = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> num_multicast = 1}> : (!gA, !swA, !ctaA) -> (!ldA, !crdA)
  %x = cute_nvgpu.atom.make_exec_tma(%atom) : (!ldA) -> !xA
  %ts, %tc = cute_nvgpu.atom.tma_partition(%atom, %c0, %one, %s, %gc) : (!ldA, !cute.coord<"0">, !cute.layout<"1:0">, !sA, !cA) -> (!tsA, !tcA)
  cute_nvgpu.copy_tma_desc(%atom, %slot) : (!ldA, !slot) -> ()
  cute_nvgpu.prefetch_tma_desc(%atom) : (!ldA) -> ()
  cute_nvgpu.update_tma_desc(%atom, %g, %desc) : (!ldA, !gA, !desc) -> ()
  %x1 = cute_nvgpu.atom.set_value(%x, %bar : !bar) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !xA
  %x2 = cute_nvgpu.atom.set_value(%x1, %mask : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !xA
  %x3 = cute_nvgpu.atom.set_value(%x2, %desc : !desc) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_descriptor_ptr>} : !xA
  %x4 = cute_nvgpu.atom.set_value(%x3, %policy : i64) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : !xA
  %m = cute_nvgpu.atom.get_value(%x4 : !xA) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
  %b = cute_nvgpu.atom.get_value(%x4 : !xA) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !bar
  return
}

!gF = !cute.memref<f32, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!swF = !cute.composed_layout<"S<3,4,3> o 0 o (32,64):(1,32)">
!ctaF = !cute.layout<"(32,64):(1@0,1@1)">
!ldF43 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = tf32>
!ldF44 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, tma_format = TF32_RN>
func.func @tma_load_tf32(%g: !gF, %sw: !swF, %cta: !ctaF) {
  %a, %c = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%g, %sw, %cta) <{kind = <sm_90> num_multicast = 1 internal_type = tf32}> : (!gF, !swF, !ctaF) -> (!ldF43, !crdA)
  %b:2 = "cute_nvgpu.atom.make_non_exec_tiled_tma_load"(%g, %sw, %cta) <{kind = #cute_nvgpu.tiled_tma_load<sm_90>, num_multicast = 1 : i32, tma_format = #cute_nvgpu.tma_data_format<TF32_RN>}> : (!gF, !swF, !ctaF) -> (!ldF44, !crdA)
  return
}

!smF = !cute.layout<"(32,64):(1,32)">
!stF = !cute_nvgpu.atom.non_exec_tiled_tma_store<f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>
!xsF = !cute_nvgpu.atom.tma_store<f32, copy_bits = 65536, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
!rdF = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f32, copy_bits = 65536, tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">, internal_val_type = f32>
!xrF = !cute_nvgpu.atom.tma_reduce<f32, copy_bits = 65536, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@0,1@1,1@2)">>
!gdesc = !cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<128>>
func.func @tma_store_reduce(%g: !gF, %sm: !smF, %cta: !ctaF, %desc: !gdesc) {
  %st, %sc = cute_nvgpu.atom.make_non_exec_tiled_tma_store(%g, %sm, %cta) : (!gF, !smF, !ctaF) -> (!stF, !crdA)
  %xs = cute_nvgpu.atom.make_exec_tma(%st) : (!stF) -> !xsF
  %xs1 = cute_nvgpu.atom.set_value(%xs, %desc : !gdesc) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !xsF
  %rd, %rc = cute_nvgpu.atom.make_non_exec_tiled_tma_reduce(%g, %sm, %cta) <{kind = <ADD>}> : (!gF, !smF, !ctaF) -> (!rdF, !crdA)
  %xr = cute_nvgpu.atom.make_exec_tma(%rd) : (!rdF) -> !xrF
  %xr1 = cute_nvgpu.atom.set_value(%xr, %desc : !gdesc) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !xrF
  %d = cute_nvgpu.atom.get_value(%xr1 : !xrF) {field = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>} : !gdesc
  return
}

!umma = !cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
!tumma = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!wgmma = !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, mn), elem_type = (f16, f16, f32), frag_kind = ss>
func.func @mma_fields(%u: !umma, %tu: !tumma, %w: !wgmma, %f: i1) {
  %u1 = cute_nvgpu.atom.set_value(%u, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !umma
  %u2 = cute_nvgpu.atom.set_value(%u1, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !umma
  %u3 = cute_nvgpu.atom.set_value(%u2, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !umma
  %a = cute_nvgpu.atom.get_value(%u3 : !umma) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : i1
  %t1 = cute_nvgpu.atom.set_value(%tu, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !tumma
  %t2 = cute_nvgpu.atom.set_value(%t1, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_a>} : !tumma
  %t3 = cute_nvgpu.atom.set_value(%t2, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm100<neg_b>} : !tumma
  %b = cute_nvgpu.atom.get_value(%t3 : !tumma) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1
  %w1 = cute_nvgpu.atom.set_value(%w, %f : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !wgmma
  %c = cute_nvgpu.atom.get_value(%w1 : !wgmma) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : i1
  return
}

!tld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!tst = !cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>
!acc = !cute.memref<f32, tmem, align<16>, "(128,32):(65536,1)">
!tcld = !cute.tiled_copy<!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
!tcst = !cute.tiled_copy<!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x16>, layout_copy_tv = <"((32,4),(16,32)):((0,1),(128,4))">, tiler_mn = <"[(4,32):(32,1);16:1]">>
func.func @tmem_copy(%ld: !tld, %st: !tst, %acc: !acc) {
  %l = cute_nvgpu.atom.make_tmem_copy(%ld, %acc) : (!tld, !acc) -> !tcld
  %s = cute_nvgpu.atom.make_tmem_copy(%st, %acc) : (!tst, !acc) -> !tcst
  return
}
