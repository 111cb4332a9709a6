// The !cute types the atoms live in, as NVIDIA's CuTe DSL prints them:
// memrefs with an address space, an optional alignment and pointer swizzle
// and a quoted CuTe IR layout (annotated dynamic leaves), tiled MMAs and
// tiled copies; then the value types of CuTe IR (layouts, int tuples,
// shapes, strides, coordinates, tiles, coordinate tensors, pointers and
// integers with known divisors). Each prints back byte-identical.
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

// The layout types in CuTe IR's quoted spelling; dynamic leaves keep their
// width and divisibility annotations.
// CHECK: func.func private @layout(!cute.layout<"(2,?{div=8}):(1,?{i64})">)
func.func private @layout(!cute.layout<"(2,?{div=8}):(1,?{i64})">)
// CHECK: func.func private @layout_basis(!cute.layout<"(4,(2,?)):(1@1,(2@0,4@0))">)
func.func private @layout_basis(!cute.layout<"(4,(2,?)):(1@1,(2@0,4@0))">)
// CHECK: func.func private @composed_layout(!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">)
func.func private @composed_layout(!cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)">)
// CHECK: func.func private @swizzle(!cute.swizzle<"S<2,4,3>">)
func.func private @swizzle(!cute.swizzle<"S<2,4,3>">)
// The unquoted CuTe notation still parses and prints quoted.
// CHECK: func.func private @layout_notation(!cute.layout<"(4,?):(?,4)">)
func.func private @layout_notation(!cute.layout<(4,?):(?,4)>)
// CHECK: func.func private @composed_notation(!cute.composed_layout<"S<2,3,3> o 16 o (8,8):(8,1)">)
func.func private @composed_notation(!cute.composed_layout<Sw<2,3,3> o 16 o (8,8):(8,1)>)
// CHECK: func.func private @swizzle_notation(!cute.swizzle<"S<1,4,3>">)
func.func private @swizzle_notation(!cute.swizzle<1,4,3>)
// Whitespace inside the quotes is dropped: the canonical CuTe IR text.
// CHECK: func.func private @spaced(!cute.layout<"(4,8):(8,1)">)
func.func private @spaced(!cute.layout<"( 4, 8 ) : ( 8, 1 )">)

// Int tuples, shapes, strides and coordinates.
// CHECK: func.func private @int_tuple(!cute.int_tuple<"(2,?{i64})">)
func.func private @int_tuple(!cute.int_tuple<"(2,?{i64})">)
// CHECK: func.func private @int_tuple_leaf(!cute.int_tuple<"?{div=16}">)
func.func private @int_tuple_leaf(!cute.int_tuple<"?{div=16}">)
// CHECK: func.func private @shape(!cute.shape<"(8,?)">)
func.func private @shape(!cute.shape<"(8,?)">)
// CHECK: func.func private @shape_nested(!cute.shape<"((4,2),?{div=4},1)">)
func.func private @shape_nested(!cute.shape<"((4,2),?{div=4},1)">)
// CHECK: func.func private @stride(!cute.stride<"(1,?{i64 div=8})">)
func.func private @stride(!cute.stride<"(1,?{i64 div=8})">)
// CHECK: func.func private @stride_basis(!cute.stride<"((1@0,2@1),0)">)
func.func private @stride_basis(!cute.stride<"((1@0,2@1),0)">)
// CHECK: func.func private @coord(!cute.coord<"(_,0)">)
func.func private @coord(!cute.coord<"(_,0)">)
// CHECK: func.func private @coord_nested(!cute.coord<"((_,1),?{div=2},_)">)
func.func private @coord_nested(!cute.coord<"((_,1),?{div=2},_)">)

// Tiles: by-mode `[...]` or a single mode (a layout, a shape or `_`).
// CHECK: func.func private @tile(!cute.tile<"[8:1;_]">)
func.func private @tile(!cute.tile<"[8:1;_]">)
// CHECK: func.func private @tile_modes(!cute.tile<"[(2,4):(4,1);16:1;_]">)
func.func private @tile_modes(!cute.tile<"[(2,4):(4,1);16:1;_]">)
// CHECK: func.func private @tile_whole(!cute.tile<"_">)
func.func private @tile_whole(!cute.tile<"_">)
// CHECK: func.func private @tile_layout(!cute.tile<"2:1">)
func.func private @tile_layout(!cute.tile<"2:1">)
// CHECK: func.func private @tile_nested(!cute.tile<"{{\[\[}}256:1;32:1]]">)
func.func private @tile_nested(!cute.tile<"[[256:1;32:1]]">)
// CHECK: func.func private @tiled_copy_nested(!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 64 b>, layout_copy_tv = <"((4,8),4):((32,1),8)">, tiler_mn = <"{{\[\[}}32:1;16:1]]">>)
func.func private @tiled_copy_nested(!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 64 b>, layout_copy_tv = <"((4,8),4):((32,1),8)">, tiler_mn = <"[[32:1;16:1]]">>)

// Coordinate iterators and tensors.
// CHECK: func.func private @arith_tuple_iter(!cute.arith_tuple_iter<"(?,0)">)
func.func private @arith_tuple_iter(!cute.arith_tuple_iter<"(?,0)">)
// CHECK: func.func private @coord_tensor(!cute.coord_tensor<"(0,0)", "(?,?{div=8192}):(1@1,1@0)">)
func.func private @coord_tensor(!cute.coord_tensor<"(0,0)", "(?,?{div=8192}):(1@1,1@0)">)
// CHECK: func.func private @coord_tensor_dyn(!cute.coord_tensor<"(?{div=4},0,?)", "((16,8),2):((1@0,1@2),8@1)">)
func.func private @coord_tensor_dyn(!cute.coord_tensor<"(?{div=4},0,?)", "((16,8),2):((1@0,1@2),8@1)">)

// Pointers: element, space, optional alignment, optional byte swizzle.
// CHECK: func.func private @ptr(!cute.ptr<f16, smem>)
func.func private @ptr(!cute.ptr<f16, smem>)
// CHECK: func.func private @ptr_align(!cute.ptr<bf16, gmem, align<16>>)
func.func private @ptr_align(!cute.ptr<bf16, gmem, align<16>>)
// CHECK: func.func private @ptr_swizzle(!cute.ptr<f16, smem, align<1024>, S<3,4,3>>)
func.func private @ptr_swizzle(!cute.ptr<f16, smem, align<1024>, S<3,4,3>>)
// CHECK: func.func private @ptr_swizzle_only(!cute.ptr<f8E4M3FN, smem, S<2,4,3>>)
func.func private @ptr_swizzle_only(!cute.ptr<f8E4M3FN, smem, S<2,4,3>>)
// CHECK: func.func private @ptr_rmem(!cute.ptr<f32, rmem, align<32>>)
func.func private @ptr_rmem(!cute.ptr<f32, rmem, align<32>>)
// CHECK: func.func private @ptr_tmem(!cute.ptr<i32, tmem, align<4>>)
func.func private @ptr_tmem(!cute.ptr<i32, tmem, align<4>>)
// CHECK: func.func private @ptr_generic(!cute.ptr<i8, generic>)
func.func private @ptr_generic(!cute.ptr<i8, generic>)

// Integers with known facts.
// CHECK: func.func private @divisor(!cute.fast_divmod_divisor<32>)
func.func private @divisor(!cute.fast_divmod_divisor<32>)
// CHECK: func.func private @divisor64(!cute.fast_divmod_divisor<64>)
func.func private @divisor64(!cute.fast_divmod_divisor<64>)
// CHECK: func.func private @i32_div(!cute.i32<divby 8>)
func.func private @i32_div(!cute.i32<divby 8>)
// CHECK: func.func private @i64_div(!cute.i64<divby 2>)
func.func private @i64_div(!cute.i64<divby 2>)
// CHECK: func.func private @ptr_desc(!cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<64>>)
func.func private @ptr_desc(!cute.ptr<!cute_nvgpu.tma_descriptor_tiled, gmem, align<64>>)

// Ops read the quoted spelling too; the algebra runs on the parsed value.
// CHECK-LABEL: func.func @quoted_op(
// CHECK: cute.coalesce(%{{.*}}) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
func.func @quoted_op(%a: !cute.layout<"(4,8):(1,4)">) {
  %0 = cute.coalesce(%a) : (!cute.layout<"(4,8):(1,4)">) -> !cute.layout<"32:1">
  return
}
// An identity-swizzle, zero-offset composed layout prints as its inner
// layout alone, as CuTe DSL prints it.
// CHECK: func.func private @composed_identity(!cute.composed_layout<"(64,(4,5)):(1,(64,256))">)
func.func private @composed_identity(!cute.composed_layout<"(64,(4,5)):(1,(64,256))">)
