// Unknown mnemonics, the i-prefix branch, universal_copy fields and atom
// payloads: exact diagnostics.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// SM120.mma_bs is uppercase; the lowercase spelling is an unknown type.
// expected-error @below {{unknown  type `sm120.mma_bs` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm120.mma_bs)

// -----

// expected-error @below {{unknown  type `Sm120.mma_bs` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.Sm120.mma_bs)

// -----

// expected-error @below {{unknown  type `SM90.mma` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.SM90.mma)

// -----

// expected-error @below {{unknown  type `sm80.mmb` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm80.mmb)

// -----

// expected-error @below {{unknown  type `sm81.mma` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm81.mma)

// -----

// expected-error @below {{unknown  type `smem_desd` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.smem_desd)

// -----

// expected-error @below {{unknown  type `sm100.mmb` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm100.mmb)

// -----

// expected-error @below {{unknown  type `sm100.mma_sq` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm100.mma_sq)

// -----

// expected-error @below {{unknown  type `sm100.mma_bt` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm100.mma_bt)

// -----

// expected-error @below {{unknown  type `atom.s2t_copz` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.s2t_copz)

// -----

// expected-error @below {{unknown  type `atom.tma_loae` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.tma_loae)

// -----

// expected-error @below {{unknown  type `atom.tmem_loaf` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.tmem_loaf)

// -----

// expected-error @below {{unknown  type `atom.tma_storf` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.tma_storf)

// -----

// expected-error @below {{unknown  type `smem_desc_vieX` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.smem_desc_vieX)

// -----

// expected-error @below {{unknown  type `sm80.sparse_mmb` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm80.sparse_mmb)

// -----

// expected-error @below {{unknown  type `atom.tma_reducf` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.tma_reducf)

// -----

// expected-error @below {{unknown  type `sm100.mma_bs_sq` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm100.mma_bs_sq)

// -----

// expected-error @below {{unknown  type `atom.universal_fmb` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.universal_fmb)

// -----

// expected-error @below {{unknown  type `atom.universal_copx` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.universal_copx)

// -----

// expected-error @below {{unknown  type `atom.simt_async_copx` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.simt_async_copx)

// -----

// expected-error @below {{unknown  type `tma_descriptor_tilex` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.tma_descriptor_tilex)

// -----

// expected-error @below {{unknown  type `tma_descriptor_im2coi` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.tma_descriptor_im2coi)

// -----

// expected-error @below {{unknown  type `atom.non_exec_tiled_tma_loae` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.non_exec_tiled_tma_loae)

// -----

// expected-error @below {{unknown  type `atom.non_exec_tiled_tma_storf` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.non_exec_tiled_tma_storf)

// -----

// expected-error @below {{unknown  type `atom.non_exec_tiled_tma_reducf` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.non_exec_tiled_tma_reducf)

// -----

// expected-error @below {{unknown  type `sm80.mm` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm80.mm)

// -----

// expected-error @below {{unknown  type `atom.ldsn` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.ldsn)

// -----

// expected-error @below {{unknown  type `atom.stsn` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.stsn)

// -----

// expected-error @below {{unknown  type `sm80.mmaa` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.sm80.mmaa)

// -----

// expected-error @below {{unknown  type `smem` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.smem)

// -----

// expected-error @below {{unknown  type `atom.universal_fma_x` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.universal_fma_x)

// -----

// expected-error @below {{unknown  type `atom.non_exec_tiled_tma_reducee` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.atom.non_exec_tiled_tma_reducee)

// -----

// expected-error @below {{invalid atom integer type `i`: expected a decimal bit width after 'i'}}
func.func private @f(!cute_nvgpu.i)

// -----

// expected-error @below {{unknown  type `i4x` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.i4x)

// -----

// expected-error @below {{unknown  type `ix4` in dialect `cute_nvgpu`}}
func.func private @f(!cute_nvgpu.ix4)

// -----

// expected-error @below {{invalid atom integer type `i99999999999`: bit width does not fit in 32 bits}}
func.func private @f(!cute_nvgpu.i99999999999)

// -----

// expected-error @below {{atom integer width must be at least 1}}
func.func private @f(!cute_nvgpu.i0)

// -----

// expected-error @below {{expected an integer divisor after `divby`}}
func.func private @f(!cute_nvgpu.i4<divby>)

// -----

// expected-error @below {{divby must be in [1, 4294967295], got 0}}
func.func private @f(!cute_nvgpu.i4<divby 0>)

// -----

// expected-error @below {{expected `divby` in `i4<divby M>`}}
func.func private @f(!cute_nvgpu.i4<div 2>)

// -----

// expected-error @below {{unbalanced '<' character in pretty dialect name}}
func.func private @f(!cute_nvgpu.i4<divby 2)

// -----

// expected-error @below {{expected 'b' after the bit width (e.g. `128 b`)}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, 128 bits>)

// -----

// expected-error @below {{unknown mem_order `seq_cst`; expected one of relaxed, acquire, release, acq_rel, sc, mmio, constant, volatile}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_order=seq_cst>)

// -----

// expected-error @below {{unknown mem_scope `cta`; expected one of cluster, gpu, sys}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_scope=cta>)

// -----

// expected-error @below {{`mem_order` must come before mem_scope and only once}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_scope=gpu, mem_order=acquire>)

// -----

// expected-error @below {{unknown atom.universal_copy field `dsmem`; expected `N b`, allow_dsmem, mem_order=ORDER, mem_scope=SCOPE or l1_cache_eviction_priority=P}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, dsmem>)

// -----

// expected-error @below {{bit width must come right after the value type and only once}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, allow_dsmem, 128 b>)

// -----

// expected-error @below {{bit width must be in [1, 1024], got 0}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, 0 b>)

// -----

// expected-error @below {{atom.universal_copy bit width 48 must be a positive multiple of the value type's 32 bits}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f32, 48 b>)

// -----

// expected-error @below {{expected '='}}
func.func private @f(!cute_nvgpu.atom.universal_copy<f16, mem_order acquire>)

// -----

// expected-error @below {{atom.universal_copy value type must be an integer or float type, got 'memref<4xf16>'}}
func.func private @f(!cute_nvgpu.atom.universal_copy<memref<4xf16>>)

// -----

// expected-error @below {{expected '<'}}
func.func private @f(!cute_nvgpu.atom.universal_copy)

// -----

// expected-error @below {{smem_desc_view source must live in shared memory (address space 3 or #gpu.address_space<workgroup>), got 'memref<128xf16>'}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16>, #cute.layout<(4@0, 32@1)>>)

// -----

// expected-error @below {{smem_desc_view source must be a memref in shared memory (address space 3) or !cute_nvgpu.smem_desc, got 'f16'}}
func.func private @f(!cute_nvgpu.smem_desc_view<f16, #cute.layout<8:1>>)

// -----

// expected-error @below {{smem_desc_view layout must be a #cute.layout or #cute.composed_layout attribute, got 8 : i32}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, 8 : i32>)

// -----

// expected-error @below {{invalid layout `(4,8):(1,4,2)`: at column 7: shape and stride are not congruent}}
func.func private @f(!cute_nvgpu.smem_desc_view<memref<128xf16, 3>, #cute.layout<(4,8):(1,4,2)>>)

// -----

// expected-error @below {{invalid frag_kind `sr`; expected one of ss, rs}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, frag_kind = sr>)

// -----

// expected-error @below {{invalid ab_major `row`; expected one of k, mn}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, row)>)

// -----

// expected-error @below {{ab_major expects 2 majors (A, B), got 1}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k)>)

// -----

// expected-error @below {{elem_type expects 3 types, got 2}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, elem_type = (f16, f16)>)

// -----

// expected-error @below {{unknown `sm90.mma` parameter `vec_size`; expected one of ab_major, elem_type, frag_kind}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, vec_size = 32>)

// -----

// expected-error @below {{duplicate `frag_kind` parameter}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128x16, frag_kind = ss, frag_kind = rs>)

// -----

// expected-error @below {{expected an `MxNxK` shape of 3 extents, got 64x128}}
func.func private @f(!cute_nvgpu.sm90.mma<64x128>)

// -----

// expected-error @below {{`sm90.mma` shape extents must be positive, got 0}}
func.func private @f(!cute_nvgpu.sm90.mma<64x0x16>)

// -----

// expected-error @below {{expected `x` between shape extents, got `y128x16`}}
func.func private @f(!cute_nvgpu.sm90.mma<64y128x16>)

// -----

// expected-error @below {{invalid num_cta 3; expected one of 1, 2}}
func.func private @f(!cute_nvgpu.sm100.mma<128x128x16, cta_group = 3>)

// -----

// expected-error @below {{invalid frag_kind `rs`; expected one of ss, ts}}
func.func private @f(!cute_nvgpu.sm100.mma<128x128x16, frag_kind = rs>)

// -----

// expected-error @below {{`atom.ldsm` num_matrices must be 1, 2 or 4, got 3}}
func.func private @f(!cute_nvgpu.atom.ldsm<m8n8.x3>)

// -----

// expected-error @below {{invalid cp.async width 0 bytes}}
func.func private @f(!cute_nvgpu.atom.simt_async_copy<0>)

// -----

// expected-error @below {{`atom.tma_load` expects its value type first, e.g. <f16, copy_bits = 1024, ...>}}
func.func private @f(!cute_nvgpu.atom.tma_load<16>)

// -----

// expected-error @below {{expected ','}}
func.func private @f(!cute_nvgpu.sm80.mma<16x8x16 elem_type = (f16, f16, f32)>)

// -----

// expected-error @below {{expected the `MxNxK` shape first, e.g. 16x8x16}}
func.func private @f(!cute_nvgpu.sm80.mma<elem_type (f16, f16, f32)>)

// -----

// expected-error @below {{expected ::cute_nvgpu::TmaLoadMode to be one of: tiled, two_cta, w_multicast, w128_multicast}}
// expected-error @below {{failed to parse CuteNvgpu_TmaLoadModeAttr parameter 'value' which is to be a `::cute_nvgpu::TmaLoadMode`}}
func.func private @f() attributes {a = #cute_nvgpu.tma_load_mode<multicast>}

// -----

// expected-error @below {{unknown attribute `some_attribute` in dialect `cute_nvgpu`}}
func.func private @f() attributes {a = #cute_nvgpu.some_attribute<1>}

// -----

func.func @not_an_atom() {
  // expected-error @below {{'cute_nvgpu.make_atom' op atom type does not implement a known cute_nvgpu interface}}
  %0 = cute_nvgpu.make_atom : !cute_nvgpu.smem_desc
  return
}

// -----

func.func @non_exec() {
  // Non-exec TMA atoms implement only TmaAtom: they come from the TMA
  // partition op, not from make_atom (seed 003 verify_atom_instance).
  // expected-error @below {{'cute_nvgpu.make_atom' op atom type does not implement a known cute_nvgpu interface}}
  %0 = cute_nvgpu.make_atom : !cute_nvgpu.atom.non_exec_tiled_tma_load
  return
}

// -----

func.func @builtin() {
  // expected-error @below {{'cute_nvgpu.make_atom' op atom type does not implement a known cute_nvgpu interface}}
  %0 = cute_nvgpu.make_atom : i32
  return
}

// -----

// A type that cannot exist is refused when it is built: the payload goes
// through the same lattice and ladders as the builder ops.
// expected-error @below {{`sm80.mma` has no 16x8x17 shape; `cute-nvgpu query mma` lists the legal shapes}}
func.func private @no_such_shape(!cute_nvgpu.sm80.mma<16x8x17, elem_type = (f16, f16, f32)>)

// -----

// expected-error @below {{`sm80.mma` has no 16x8x15 shape; `cute-nvgpu query mma` lists the legal shapes}}
func.func private @no_such_shape_untyped(!cute_nvgpu.sm80.mma<16x8x15>)

// -----

// expected-error @below {{`sm90.mma` transposes (MN-major) only 16-bit A/B; e4m3 operands must be K-major}}
func.func private @fp8_mn_major(!cute_nvgpu.sm90.mma<64x256x32, ab_major = (k, mn), elem_type = (f8E4M3FN, f8E5M2, f16), frag_kind = rs>)
