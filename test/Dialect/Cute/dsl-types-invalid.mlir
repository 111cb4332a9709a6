// One diagnostic per malformed CuTe DSL !cute type.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics


// expected-error @below {{unknown memory space `lmem`; expected rmem, smem, gmem, tmem or generic}}
func.func private @f(!cute.memref<f16, lmem, "8:1">)

// -----

// expected-error @below {{invalid alignment `align<12>`: a power of two, given once}}
func.func private @f(!cute.memref<f16, gmem, align<12>, "8:1">)

// -----

// expected-error @below {{invalid layout "(8,?{div=0}):(1,8)"}}
func.func private @f(!cute.memref<f16, gmem, "(8,?{div=0}):(1,8)">)

// -----

// expected-error @below {{!cute.tiled_mma wraps a cute_nvgpu atom type, got 'f32'}}
func.func private @f(!cute.tiled_mma<f32, atom_layout_MNK = <"(1,1,1):(0,0,0)">>)

// -----

// expected-error @below {{invalid tiler_mn "(8,8)": expected a tile [M0;M1;...]}}
func.func private @f(!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"(32,4):(4,1)">, tiler_mn = <"(8,8)">>)

// -----

// A quoted layout is checked by the CuTe IR parser, at the bad byte.
// expected-error @below {{failed to parse layout from "(2,?{div=8}):(1,?{i64}": at column 23: expected ')' or ','}}
func.func private @f(!cute.layout<"(2,?{div=8}):(1,?{i64}">)

// -----

// expected-error @below {{failed to parse layout from "S<2,4,3>": expected a layout SHAPE:STRIDE}}
func.func private @f(!cute.layout<"S<2,4,3>">)

// -----

// A bare swizzle is not a composed layout (a bare layout is: the identity
// swizzle at offset 0).
// expected-error @below {{failed to parse composed_layout from "S<2,4,3>": expected a composed layout}}
func.func private @f(!cute.composed_layout<"S<2,4,3>">)

// -----

// expected-error @below {{failed to parse swizzle from "S<2,4,3> o 0 o 4:1": expected a swizzle S<B,M,S>}}
func.func private @f(!cute.swizzle<"S<2,4,3> o 0 o 4:1">)

// -----

// |S| < B: the library's swizzle rule, as for the unquoted form.
// expected-error @below {{failed to parse swizzle from "S<3,4,2>": at column 1: invalid swizzle S<3,4,2>: requires B >= 0, M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as 32-bit int constants)}}
func.func private @f(!cute.swizzle<"S<3,4,2>">)

// -----

// Only coordinates (and tiles) may hold `_`.
// expected-error @below {{failed to parse int_tuple from "(4,_)": `_` is not allowed in an int tuple}}
func.func private @f(!cute.int_tuple<"(4,_)">)

// -----

// expected-error @below {{failed to parse int_tuple from "(4,2):(2,1)": expected an int tuple}}
func.func private @f(!cute.int_tuple<"(4,2):(2,1)">)

// -----

// Scaled bases are strides, not extents.
// expected-error @below {{failed to parse shape from "(16,2@1)": scaled bases are not allowed in a shape}}
func.func private @f(!cute.shape<"(16,2@1)">)

// -----

// expected-error @below {{failed to parse shape from "(_,4)": `_` is not allowed in a shape}}
func.func private @f(!cute.shape<"(_,4)">)

// -----

// expected-error @below {{failed to parse stride from "(_,1)": `_` is not allowed in a stride}}
func.func private @f(!cute.stride<"(_,1)">)

// -----

// expected-error @below {{failed to parse coord from "(0,1@1)": scaled bases are not allowed in a coordinate}}
func.func private @f(!cute.coord<"(0,1@1)">)

// -----

// expected-error @below {{failed to parse tile from "[4:1;": at column 6: expected a layout, a shape, a tile or '_' as tile mode}}
func.func private @f(!cute.tile<"[4:1;">)

// -----

// expected-error @below {{failed to parse tile from "(2@0,4)": expected a tile [M0;M1;...] or one mode}}
func.func private @f(!cute.tile<"(2@0,4)">)

// -----

// expected-error @below {{failed to parse arith_tuple_iter from "(0,_)": `_` is not allowed in an int tuple iterator}}
func.func private @f(!cute.arith_tuple_iter<"(0,_)">)

// -----

// The second string of a coordinate tensor is a layout, not a shape.
// expected-error @below {{failed to parse coord_tensor from "(4,4)": expected a layout SHAPE:STRIDE}}
func.func private @f(!cute.coord_tensor<"(0,0)", "(4,4)">)

// -----

// expected-error @below {{expected `!cute.coord_tensor<"ITERATOR", "LAYOUT">`, got `!cute.coord_tensor<"(0,0)">`}}
func.func private @f(!cute.coord_tensor<"(0,0)">)

// -----

// The new value types have no unquoted spelling.
// expected-error @below {{expected string}}
func.func private @f(!cute.shape<(8,4)>)

// -----

// expected-error @below {{expected `<...>` after `!cute.int_tuple`}}
func.func private @f(!cute.int_tuple)

// -----

// expected-error @below {{unknown memory space `lmem`; expected rmem, smem, gmem, tmem or generic}}
func.func private @f(!cute.ptr<f16, lmem>)

// -----

// expected-error @below {{invalid alignment `align<48>`: a power of two, given once}}
func.func private @f(!cute.ptr<f16, smem, align<48>>)

// -----

// The DSL prints the alignment before the swizzle; one order, one spelling.
// expected-error @below {{expected `align<N>` then at most one swizzle `S<B,M,S>`, got `align<16>`}}
func.func private @f(!cute.ptr<f16, smem, S<3,4,3>, align<16>>)

// -----

// expected-error @below {{invalid !cute.ptr swizzle `S<3,4,2>`: at column 1: invalid swizzle S<3,4,2>: requires B >= 0, M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as 32-bit int constants)}}
func.func private @f(!cute.ptr<f16, smem, S<3,4,2>>)

// -----

// expected-error @below {{!cute.ptr element type must be an integer, float or cute_nvgpu type, got 'memref<4xf16>'}}
func.func private @f(!cute.ptr<memref<4xf16>, smem>)

// -----

// expected-error @below {{!cute.fast_divmod_divisor width must be 32 or 64, got 16}}
func.func private @f(!cute.fast_divmod_divisor<16>)

// -----

// expected-error @below {{!cute.i32 divisor must be positive, got 0}}
func.func private @f(!cute.i32<divby 0>)

// -----

// expected-error @below {{expected `!cute.i64<divby N>`, got `8`}}
func.func private @f(!cute.i64<8>)

// -----

// Dynamic leaves parse, but an inverse needs a static shape.
func.func @f(%a: !cute.layout<"(4,?{div=8}):(1,4)">) {
  // expected-error @below {{expects a static-shape input layout, but got '!cute.layout<"(4,?{div=8}):(1,4)">'}}
  // expected-error @below {{'cute.right_inverse' op failed to infer returned types}}
  %0 = cute.right_inverse(%a) : (!cute.layout<"(4,?{div=8}):(1,4)">) -> !cute.layout<"32:1">
  return
}

// -----

// A memref's layout obeys the layout types' rules: the lowering reads it
// back as a !cute.layout / !cute.composed_layout.
// expected-error @below {{!cute.memref layout: expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), but got "((1,512),(64,102@4),(0,4096))"}}
func.func private @f(!cute.memref<f16, smem, align<1024>, "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,102@4),(0,4096))">)

// -----

// expected-error @below {{!cute.memref layout: expects strides to be either all-integer or all-scaled-basis (zero integers allowed when mixed), but got "(1,4@1)"}}
func.func private @f(!cute.memref<f16, gmem, "(8,4):(1,4@1)">)
