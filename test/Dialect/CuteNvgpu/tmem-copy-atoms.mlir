// RUN: cute-nvgpu-opt %s | FileCheck %s --strict-whitespace
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s --strict-whitespace

// The TMEM copy atoms (tcgen05.ld / tcgen05.st) in every shape, with the
// repeat count's ends and the 16-bit packing units: `pack_16b` on a load
// (.pack::16b: the 16-bit values of two adjacent TMEM columns in one
// register) and `unpack_16b` on a store (.unpack::16b).

// CHECK: func.func private @ld32x32b(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x128>)
func.func private @ld32x32b(!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x128>)
// CHECK: func.func private @ld16x32bx2(!cute_nvgpu.atom.tmem_load<i32, 16 DP, 32 bit, x1>)
func.func private @ld16x32bx2(!cute_nvgpu.atom.tmem_load<i32, 16 DP, 32 bit, x1>)
// CHECK: func.func private @st16x64b(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 64 bit, x128>)
func.func private @st16x64b(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 64 bit, x128>)
// CHECK: func.func private @ld16x128b(!cute_nvgpu.atom.tmem_load<f32, 16 DP, 128 bit, x64>)
func.func private @ld16x128b(!cute_nvgpu.atom.tmem_load<f32, 16 DP, 128 bit, x64>)
// CHECK: func.func private @st16x256b(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 256 bit, x32>)
func.func private @st16x256b(!cute_nvgpu.atom.tmem_store<f32, 16 DP, 256 bit, x32>)
// CHECK: func.func private @ldpack(!cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x2, pack_16b>)
func.func private @ldpack(!cute_nvgpu.atom.tmem_load<f16, 32 DP, 32 bit, x2, pack_16b>)
// CHECK: func.func private @ldpack256(!cute_nvgpu.atom.tmem_load<bf16, 16 DP, 256 bit, x1, pack_16b>)
func.func private @ldpack256(!cute_nvgpu.atom.tmem_load<bf16, 16 DP, 256 bit, x1, pack_16b>)
// CHECK: func.func private @stunpack(!cute_nvgpu.atom.tmem_store<i16, 16 DP, 32 bit, x4, unpack_16b>)
func.func private @stunpack(!cute_nvgpu.atom.tmem_store<i16, 16 DP, 32 bit, x4, unpack_16b>)
// CHECK: func.func private @bare(!cute_nvgpu.atom.tmem_load, !cute_nvgpu.atom.tmem_store)
func.func private @bare(!cute_nvgpu.atom.tmem_load, !cute_nvgpu.atom.tmem_store)
