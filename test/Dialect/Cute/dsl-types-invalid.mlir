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
