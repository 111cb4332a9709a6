// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The TMEM copy atoms' rules: the shapes tcgen05.ld/st have, a repeat count
// that is a power of 2 up to 128, at most 128 registers a thread, the
// packing units only on 16-bit values and each on its own direction.

// expected-error @below {{`atom.tmem_load` has no 32 DP, 64 bit shape; tcgen05.ld/st have 32 DP x 32 bit and 16 DP x 32|64|128|256 bit}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 64 bit, x1>)

// -----

// expected-error @below {{`atom.tmem_store` has no 16 DP, 512 bit shape; tcgen05.ld/st have 32 DP x 32 bit and 16 DP x 32|64|128|256 bit}}
func.func private @f(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 512 bit, x1>)

// -----

// expected-error @below {{`atom.tmem_load` repetition must be x1, x2, x4, ..., x128, got x3}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x3>)

// -----

// expected-error @below {{`atom.tmem_load` repetition must be x1, x2, x4, ..., x128, got x256}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x256>)

// -----

// expected-error @below {{`atom.tmem_store` repetition must be x1, x2, x4, ..., x128, got x0}}
func.func private @f(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 64 bit, x0>)

// -----

// expected-error @below {{`atom.tmem_load` 16 DP, 128 bit x128 moves 256 registers a thread; tcgen05.ld/st move at most 128 (16x128b up to x64, 16x256b up to x32)}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 16 DP, 128 bit, x128>)

// -----

// expected-error @below {{`atom.tmem_store` 16 DP, 256 bit x64 moves 256 registers a thread; tcgen05.ld/st move at most 128 (16x128b up to x64, 16x256b up to x32)}}
func.func private @f(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 256 bit, x64>)

// -----

// expected-error @below {{`atom.tmem_load` pack_16b moves 16-bit values, one a TMEM column and two a register; got 'f32'}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x2, pack_16b>)

// -----

// expected-error @below {{`atom.tmem_store` unpack_16b moves 16-bit values, one a TMEM column and two a register; got 'i8'}}
func.func private @f(!cute_nvgpu.atom.tmem_store<i8, 16 DP, 64 bit, x2, unpack_16b>)

// -----

// A load packs; unpacking is the store's.
// expected-error @below {{expected 'pack_16b'}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x2, unpack_16b>)

// -----

// expected-error @below {{expected 'unpack_16b'}}
func.func private @f(!cute_nvgpu.atom.tmem_store<f16, 32 DP, 32 bit, x2, pack_16b>)

// -----

// expected-error @below {{expected a repetition `xN` (x1 .. x128)}}
func.func private @f(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, 16>)
