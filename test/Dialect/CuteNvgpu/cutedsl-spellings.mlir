// The atom types and attributes as NVIDIA's CuTe DSL prints them (its IR
// dumps in NVIDIA/cutlass pull request 2767; scripts/cutedsl-ir-census.sh
// checks every one of theirs). One spelling of every form, each printed back
// byte-identical.
// RUN: cute-nvgpu-opt %s --mlir-print-local-scope | FileCheck %s --strict-whitespace
// RUN: cute-nvgpu-opt %s --mlir-print-local-scope | cute-nvgpu-opt --mlir-print-local-scope | FileCheck %s --strict-whitespace

// MMA atoms. The warp-level register MMAs close with ` >`.
// CHECK: func.func private @fma(!cute_nvgpu.atom.universal_fma<1x1x1, (f16, f16) -> f16 >)
func.func private @fma(!cute_nvgpu.atom.universal_fma<1x1x1, (f16, f16) -> f16 >)
// CHECK: func.func private @sm80(!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >)
func.func private @sm80(!cute_nvgpu.sm80.mma<16x8x8, elem_type = (bf16, bf16, f32) >)
// CHECK: func.func private @sm90(!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>)
func.func private @sm90(!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, mn), elem_type = (bf16, bf16, f32), frag_kind = rs>)
// CHECK: func.func private @sm100(!cute_nvgpu.sm100.mma<256x128x16, num_cta = 2, ab_major = (mn, mn), elem_type = (f16, f16, f16), frag_kind = ts, c_scale_exp = 3>)
func.func private @sm100(!cute_nvgpu.sm100.mma<256x128x16, num_cta = 2, ab_major = (mn, mn), elem_type = (f16, f16, f16), frag_kind = ts, c_scale_exp = 3>)

// Copy atoms.
// CHECK: func.func private @ldsm(!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, n>)
func.func private @ldsm(!cute_nvgpu.atom.ldsm<val_type = bf16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 2, n>)
// CHECK: func.func private @stsm(!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 1, t>)
func.func private @stsm(!cute_nvgpu.atom.stsm<bf16, mode = <"(8,8)">, num_matrices = 1, t>)
// CHECK: func.func private @cpasync(!cute_nvgpu.atom.simt_async_copy<i8, cache = global, 128 b>)
func.func private @cpasync(!cute_nvgpu.atom.simt_async_copy<i8, cache = global, 128 b>)
// CHECK: func.func private @ucopy(!cute_nvgpu.atom.universal_copy<bf16, 64 b, l1_cache_eviction_priority=evict_last>)
func.func private @ucopy(!cute_nvgpu.atom.universal_copy<bf16, 64 b, l1_cache_eviction_priority=evict_last>)
// CHECK: func.func private @tmemld(!cute_nvgpu.atom.tmem_load<f16, 16 DP, 64 bit, x4>)
func.func private @tmemld(!cute_nvgpu.atom.tmem_load<f16, 16 DP, 64 bit, x4>)
// CHECK: func.func private @tmemst(!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x1>)
func.func private @tmemst(!cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x1>)

// TMA atoms: no comma after the g_stride item, `mcast = true` before the basis.
// CHECK: func.func private @tmald(!cute_nvgpu.atom.tma_load<f16, copy_bits = 16384, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,32):(1@0,1@1)">>)
func.func private @tmald(!cute_nvgpu.atom.tma_load<f16, copy_bits = 16384, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(32,32):(1@0,1@1)">>)
// CHECK: func.func private @tmamc(!cute_nvgpu.atom.tma_load<bf16, copy_bits = 8192, mode = tiled, num_cta = 4, g_stride = <"()"> mcast = true tma_gbasis = <"(64,8,1):(1@1,1@0,1@1@0@2)">>)
func.func private @tmamc(!cute_nvgpu.atom.tma_load<bf16, copy_bits = 8192, mode = tiled, num_cta = 4, g_stride = <"()"> mcast = true tma_gbasis = <"(64,8,1):(1@1,1@0,1@1@0@2)">>)
// CHECK: func.func private @tmast(!cute_nvgpu.atom.tma_store<f32, copy_bits = 4096, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,4):(1@0,1@1)">>)
func.func private @tmast(!cute_nvgpu.atom.tma_store<f32, copy_bits = 4096, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,4):(1@0,1@1)">>)
// CHECK: func.func private @tmard(!cute_nvgpu.atom.tma_reduce<f16, copy_bits = 4096, mode = tiled, kind = MAX, g_stride = <"()"> tma_gbasis = <"(16,16,(1)):(1@1,1@0,(1@2))">>)
func.func private @tmard(!cute_nvgpu.atom.tma_reduce<f16, copy_bits = 4096, mode = tiled, kind = MAX, g_stride = <"()"> tma_gbasis = <"(16,16,(1)):(1@1,1@0,(1@2))">>)
// Non-executable TMA atoms in both DSL versions' spellings.
// CHECK: func.func private @nxld(!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f32, copy_bits = 32768, tma_gbasis = <"(32,32):(1@0,1@1)">, tma_format = TF32_RN>)
func.func private @nxld(!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f32, copy_bits = 32768, tma_gbasis = <"(32,32):(1@0,1@1)">, tma_format = TF32_RN>)
// CHECK: func.func private @nxld43(!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, i8, copy_bits = 32768, tma_gbasis = <"(64,64):(1@1,1@0)">, internal_val_type = i8>)
func.func private @nxld43(!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm, i8, copy_bits = 32768, tma_gbasis = <"(64,64):(1@1,1@0)">, internal_val_type = i8>)
// CHECK: func.func private @nxst(!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@0,1@1)">, tma_format = BF16_RN>)
func.func private @nxst(!cute_nvgpu.atom.non_exec_tiled_tma_store<bf16, copy_bits = 8192, tma_gbasis = <"(64,8):(1@0,1@1)">, tma_format = BF16_RN>)
// CHECK: func.func private @nxrd(!cute_nvgpu.atom.non_exec_tiled_tma_reduce<MIN, f32, copy_bits = 8192, tma_gbasis = <"(64,4):(1@0,1@1)">, internal_val_type = f32>)
func.func private @nxrd(!cute_nvgpu.atom.non_exec_tiled_tma_reduce<MIN, f32, copy_bits = 8192, tma_gbasis = <"(64,4):(1@0,1@1)">, internal_val_type = f32>)

// Descriptors.
// CHECK: func.func private @view(!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,(4,2)):(0,0,(2,512))">)
func.func private @view(!cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2,(4,2)):(0,0,(2,512))">)
// CHECK: func.func private @tmadesc(!cute_nvgpu.tma_descriptor_tiled)
func.func private @tmadesc(!cute_nvgpu.tma_descriptor_tiled)

// Attributes: atom field selectors, tiled-TMA kinds, TMA formats, reductions.
// CHECK: func.func private @attrs() attributes {a = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>, b = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>, c = #cute_nvgpu.atom_mma_field_sm100<neg_b>, d = #cute_nvgpu.atom_mma_field_sm90<accum_c>, e = #cute_nvgpu.tiled_tma_load<sm_100_2sm_multicast>, f = #cute_nvgpu.tma_data_format<F16_RN>, g = #cute_nvgpu.tma_reduce_kind<ADD>}
func.func private @attrs() attributes {a = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>, b = #cute_nvgpu.atom_copy_field_tmastore<tma_descriptor_ptr>, c = #cute_nvgpu.atom_mma_field_sm100<neg_b>, d = #cute_nvgpu.atom_mma_field_sm90<accum_c>, e = #cute_nvgpu.tiled_tma_load<sm_100_2sm_multicast>, f = #cute_nvgpu.tma_data_format<F16_RN>, g = #cute_nvgpu.tma_reduce_kind<ADD>}

// Older spellings still parse and print as written.
// CHECK: func.func private @legacy(!cute_nvgpu.atom.ldsm<m8n8.x4.trans>, !cute_nvgpu.atom.simt_async_copy<8>, !cute_nvgpu.sm100.mma<128x64x16, num_cta = 1>)
func.func private @legacy(!cute_nvgpu.atom.ldsm<m8n8.x4.trans>, !cute_nvgpu.atom.simt_async_copy<8>, !cute_nvgpu.sm100.mma<128x64x16, cta_group = 1>)
