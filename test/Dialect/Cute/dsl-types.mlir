// The !cute types the atoms live in, as NVIDIA's CuTe DSL prints them:
// memrefs with an address space, an optional alignment and pointer swizzle
// and a quoted CuTe IR layout (annotated dynamic leaves), tiled MMAs and
// tiled copies. Each prints back byte-identical.
// RUN: cute-nvgpu-opt %s --mlir-print-local-scope | FileCheck %s --strict-whitespace

// CHECK: func.func private @gmem(!cute.memref<bf16, gmem, align<32>, "(?{div=16},?,4):(1,?{i64 div=32},?{i64})">)
func.func private @gmem(!cute.memref<bf16, gmem, align<32>, "(?{div=16},?,4):(1,?{i64 div=32},?{i64})">)
// CHECK: func.func private @rmem(!cute.memref<f32, rmem, "((2,2),4,(1,2)):((1,2),4,(0,16))">)
func.func private @rmem(!cute.memref<f32, rmem, "((2,2),4,(1,2)):((1,2),4,(0,16))">)
// The swizzle is the pointer's (byte addresses): S<2,4,3> on f32 elements.
// CHECK: func.func private @smem(!cute.memref<f32, smem, align<512>, S<2,4,3>, "((8,4),(32,2)):((32,256),(1,0))">)
func.func private @smem(!cute.memref<f32, smem, align<512>, S<2,4,3>, "((8,4),(32,2)):((32,256),(1,0))">)
// CHECK: func.func private @tmem(!cute.memref<f16, tmem, align<1>, "((64,32),1):((65536,1),0)">)
func.func private @tmem(!cute.memref<f16, tmem, align<1>, "((64,32),1):((65536,1),0)">)
// CHECK: func.func private @generic(!cute.memref<i8, generic, "(16,?):(1,16)">)
func.func private @generic(!cute.memref<i8, generic, "(16,?):(1,16)">)
// An element-unit swizzle is a composed layout in the quotes.
// CHECK: func.func private @composed(!cute.memref<f16, smem, "S<3,3,3> o 0 o (64,8):(1,64)">)
func.func private @composed(!cute.memref<f16, smem, "S<3,3,3> o 0 o (64,8):(1,64)">)
// The older unquoted spelling still parses; it prints in the DSL's.
// CHECK: func.func private @older(!cute.memref<f16, rmem, "(4,8):(1,4)">)
func.func private @older(!cute.memref<f16, rmem, (4,8):(1,4)>)

// CHECK: func.func private @tiled_mma(!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>)
func.func private @tiled_mma(!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>)
// CHECK: func.func private @tiled_fma(!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,8,1):(1,16,0)">, permutation_MNK = <"[_;_;_]">>)
func.func private @tiled_fma(!cute.tiled_mma<!cute_nvgpu.atom.universal_fma<1x1x1, (f32, f32) -> f32 >, atom_layout_MNK = <"(16,8,1):(1,16,0)">, permutation_MNK = <"[_;_;_]">>)
// CHECK: func.func private @tiled_umma(!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x64x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>)
func.func private @tiled_umma(!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x64x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>)
// CHECK: func.func private @tiled_copy(!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"((8,16),4):((64,1),16)">, tiler_mn = <"[16:1;32:1]">>)
func.func private @tiled_copy(!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32, 128 b>, layout_copy_tv = <"((8,16),4):((64,1),16)">, tiler_mn = <"[16:1;32:1]">>)
