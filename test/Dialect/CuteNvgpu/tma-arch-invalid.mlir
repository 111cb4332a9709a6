// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

// The checks of the TMA instructions on explicit addresses and of the
// device-side descriptor mutation. A descriptor is a tensor map at a 64-byte
// aligned address in global or generic memory (shared too for
// tensormap.replace); the SMEM box is a shared-memory pointer at a 128-byte
// aligned address; the mbarrier is an i64 (or untyped) shared-memory
// pointer at an 8-byte aligned address. TMA moves tensors of rank 1 to 5;
// a load is tiled, with num_cta 1 or 2, and an im2col clause (one offset per
// spatial mode of a rank-3 to rank-5 tensor) makes it PTX's .im2col form; a
// store or reduction is tiled or im2col (rank 3 to 5). A
// reduction is one PTX defines for the SMEM element type. tensormap.replace
// writes only the global address (i64, no axis), a global extent (i32, axis
// 0 to 4) or a non-leading global stride (i64, axis 1 to 4): every other
// field is reported as not device-mutable, with a note saying why. The
// release reads the modified descriptor from shared memory.

// The descriptor is read from global or generic memory, never shared.
func.func @load_desc_in_smem(%d: !cute.ptr<smem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects a descriptor in global or generic memory, got '!cute.ptr<smem, align<64>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<smem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// A tensor map sits at a 64-byte aligned address.
func.func @load_desc_align(%d: !cute.ptr<gmem, align<32>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<gmem, align<32>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<32>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// The SMEM box starts at a 128-byte aligned address.
func.func @load_box_align(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<64>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects the shared-memory box at a 128-byte aligned address, got '!cute.ptr<f16, smem, align<64>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<64>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

func.func @load_box_in_gmem(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, gmem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op operand #1 must be a shared-memory !cute.ptr, but got '!cute.ptr<f16, gmem, align<128>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, gmem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// The mbarrier is 8 bytes: an i64 or untyped pointer, 8-byte aligned, in SMEM.
func.func @load_mbar_type(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i32, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects an mbarrier (8 bytes at an 8-byte aligned shared address), got '!cute.ptr<i32, smem, align<8>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i32, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

func.func @load_mbar_align(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<smem, align<4>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects an mbarrier (8 bytes at an 8-byte aligned shared address), got '!cute.ptr<smem, align<4>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<smem, align<4>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

func.func @load_mbar_in_gmem(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, gmem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op operand #2 must be a shared-memory !cute.ptr, but got '!cute.ptr<i64, gmem, align<8>>'}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, gmem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// TMA moves tensors of rank 1 to 5.
func.func @load_rank_6(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects 1 to 5 coordinates (the TMA rank), got 6}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c, %c, %c, %c, %c, %c] : i32, i32, i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// The CTA pair is num_cta = 2 and multicast is the mask operand; the load mode stays tiled.
func.func @load_mode_two_cta(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects a tiled load (mode = <tiled>; the CTA pair is num_cta = 2, multicast is the mask), got mode two_cta}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <two_cta> num_cta = 1 : i32
  return
}

// -----

func.func @load_mode_w128(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects a tiled load (mode = <tiled>; the CTA pair is num_cta = 2, multicast is the mask), got mode w128_multicast}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <w128_multicast> num_cta = 1 : i32
  return
}

// -----

// An im2col load (PTX .im2col) addresses a rank-3 to rank-5 (c, w[, h[, d]], n)
// tensor and takes one 16-bit offset per spatial mode.
func.func @load_im2col_rank(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32, %o: i16) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects 3 to 5 coordinates (c, w[, h[, d]], n) for an im2col load, got 2}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c, %c] : i32, i32) im2col [%o] mode = <tiled> num_cta = 1 : i32
  return
}

// -----

func.func @load_im2col_offsets(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32, %o: i16) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects one im2col offset per spatial mode (2 for 4 coordinates), got 1}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c, %c, %c, %c] : i32, i32, i32, i32) im2col [%o] mode = <tiled> num_cta = 1 : i32
  return
}

// -----

// cta_group::1 or ::2.
func.func @load_num_cta_4(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects num_cta 1 or 2 (cta_group::1 or ::2), got 4}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 4 : i32
  return
}

// -----

func.func @load_num_cta_0(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects num_cta 1 or 2 (cta_group::1 or ::2), got 0}}
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c] : i32) mode = <tiled> num_cta = 0 : i32
  return
}

// -----

func.func @store_desc_in_smem(%d: !cute.ptr<smem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects a descriptor in global or generic memory, got '!cute.ptr<smem, align<64>>'}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<smem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <tiled>
  return
}

// -----

func.func @store_desc_align(%d: !cute.ptr<generic, align<16>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<generic, align<16>>'}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<generic, align<16>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <tiled>
  return
}

// -----

func.func @store_box_align(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<16>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects the shared-memory box at a 128-byte aligned address, got '!cute.ptr<f16, smem, align<16>>'}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<16>>, [%c] : i32) mode = <tiled>
  return
}

// -----

func.func @store_rank_6(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects 1 to 5 coordinates (the TMA rank), got 6}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c, %c, %c, %c, %c, %c] : i32, i32, i32, i32, i32, i32) mode = <tiled>
  return
}

// -----

// Stores and reductions are tiled or im2col (PTX .im2col_no_offs, rank 3 to 5);
// PTX has no im2col::w form of them.
func.func @store_mode(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects a tiled or im2col store (mode = <tiled> or <im2col>; PTX has no im2col_w128 form of it), got mode im2col_w128}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <im2col_w128>
  return
}

// -----

func.func @store_im2col_rank(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_store' op expects 3 to 5 coordinates (c, w[, h[, d]], n) for an im2col store, got 2}}
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c, %c] : i32, i32) mode = <im2col>
  return
}

// -----

func.func @reduce_desc_in_smem(%d: !cute.ptr<smem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a descriptor in global or generic memory, got '!cute.ptr<smem, align<64>>'}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<smem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <ADD>
  return
}

// -----

func.func @reduce_box_align(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f32, smem, align<32>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects the shared-memory box at a 128-byte aligned address, got '!cute.ptr<f32, smem, align<32>>'}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f32, smem, align<32>>, [%c] : i32) mode = <tiled> kind = <ADD>
  return
}

// -----

func.func @reduce_rank_6(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects 1 to 5 coordinates (the TMA rank), got 6}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c, %c, %c, %c, %c, %c] : i32, i32, i32, i32, i32, i32) mode = <tiled> kind = <ADD>
  return
}

// -----

func.func @reduce_mode(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a tiled or im2col reduction (mode = <tiled> or <im2col>; PTX has no im2col_w form of it), got mode im2col_w}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <im2col_w> kind = <ADD>
  return
}

// -----

// The reductions PTX defines for each element type: no MIN/MAX on f32, INC/DEC only on 32-bit unsigned (signless i32, ui32), bitwise ones only on integers, nothing on f64.
func.func @reduce_min_f32(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f32, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'f32': MIN takes f16 bf16 i32 si32 ui32 i64 si64 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f32, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <MIN>
  return
}

// -----

func.func @reduce_max_f32(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f32, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'f32': MAX takes f16 bf16 i32 si32 ui32 i64 si64 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f32, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <MAX>
  return
}

// -----

func.func @reduce_inc_i64(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<i64, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'i64': INC takes ui32}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<i64, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <INC>
  return
}

// -----

func.func @reduce_dec_si32(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<si32, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'si32': DEC takes ui32}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<si32, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <DEC>
  return
}

// -----

func.func @reduce_and_f16(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'f16': AND takes i32 si32 ui32 i64 si64 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f16, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <AND>
  return
}

// -----

func.func @reduce_xor_bf16(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<bf16, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'bf16': XOR takes i32 si32 ui32 i64 si64 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<bf16, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <XOR>
  return
}

// -----

func.func @reduce_add_f64(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f64, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'f64': ADD takes f16 bf16 f32 i32 si32 ui32 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<f64, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <ADD>
  return
}

// -----

func.func @reduce_add_i8(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<i8, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'i8': ADD takes f16 bf16 f32 i32 si32 ui32 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<i8, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <ADD>
  return
}

// -----

// tensormap.replace writes a descriptor in shared, global or generic memory at a 64-byte aligned address.
func.func @replace_desc_in_rmem(%d: !cute.ptr<i64, rmem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects a descriptor in shared, global or generic memory, got '!cute.ptr<i64, rmem, align<128>>'}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, rmem, align<128>>, %v : i32) field = <global_dim> axis = 0 : i32
  return
}

// -----

func.func @replace_desc_align(%d: !cute.ptr<i64, smem, align<32>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<i64, smem, align<32>>'}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<32>>, %v : i32) field = <global_dim> axis = 0 : i32
  return
}

// -----

// Only the base address, the extents and the non-leading strides are device-mutable.
func.func @replace_rank(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; rank was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <rank>
  return
}

// -----

func.func @replace_box_dim(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; box_dim was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <box_dim> axis = 1 : i32
  return
}

// -----

func.func @replace_element_stride(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; element_stride was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <element_stride> axis = 1 : i32
  return
}

// -----

func.func @replace_elemtype(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; elemtype was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <elemtype>
  return
}

// -----

func.func @replace_interleave_layout(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; interleave_layout was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <interleave_layout>
  return
}

// -----

func.func @replace_swizzle_mode(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; swizzle_mode was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <swizzle_mode>
  return
}

// -----

func.func @replace_fill_mode(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{only the base address, the extents and the non-leading strides change on the device; fill_mode was fixed when the descriptor was built}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <fill_mode>
  return
}

// -----

// The leading stride is implicit.
func.func @replace_stride_axis_0(%d: !cute.ptr<i64, smem, align<128>>, %v: i64) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op TMA descriptor field is not device-mutable}}
  // expected-note @below {{the leading stride is implicit (one element) and never written; strides of axes 1 to 4 change}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i64) field = <global_stride> axis = 0 : i32
  return
}

// -----

// The global address has no axis and is an i64.
func.func @replace_address_axis(%d: !cute.ptr<i64, smem, align<128>>, %v: i64) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects no axis for the global address}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i64) field = <global_address> axis = 0 : i32
  return
}

// -----

func.func @replace_address_i32(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects an i64 global address, got 'i32'}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <global_address>
  return
}

// -----

// An extent names its axis, 0 to 4, and is an i32; a stride is an i64.
func.func @replace_dim_no_axis(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects the axis of a global_dim, 0 to 4}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <global_dim>
  return
}

// -----

func.func @replace_dim_axis_5(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects the axis of a global_dim, 0 to 4}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <global_dim> axis = 5 : i32
  return
}

// -----

func.func @replace_dim_i64(%d: !cute.ptr<i64, smem, align<128>>, %v: i64) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects an i32 global_dim, got 'i64'}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i64) field = <global_dim> axis = 1 : i32
  return
}

// -----

func.func @replace_stride_no_axis(%d: !cute.ptr<i64, smem, align<128>>, %v: i64) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects the axis of a global_stride, 1 to 4}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i64) field = <global_stride>
  return
}

// -----

func.func @replace_stride_axis_5(%d: !cute.ptr<i64, smem, align<128>>, %v: i64) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects the axis of a global_stride, 1 to 4}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i64) field = <global_stride> axis = 5 : i32
  return
}

// -----

func.func @replace_stride_i32(%d: !cute.ptr<i64, smem, align<128>>, %v: i32) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.replace' op expects an i64 global_stride, got 'i32'}}
  cute_nvgpu.arch.tma_desc.replace(%d : !cute.ptr<i64, smem, align<128>>, %v : i32) field = <global_stride> axis = 1 : i32
  return
}

// -----

// The release copies a shared descriptor to global (or generic) memory; the acquire names a global or generic descriptor.
func.func @release_gmem_in_smem(%g: !cute.ptr<i64, smem, align<128>>, %s: !cute.ptr<i64, smem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.release' op expects a descriptor in global or generic memory, got '!cute.ptr<i64, smem, align<128>>'}}
  cute_nvgpu.arch.tma_desc.release(%g : !cute.ptr<i64, smem, align<128>>, %s : !cute.ptr<i64, smem, align<128>>)
  return
}

// -----

func.func @release_gmem_align(%g: !cute.ptr<i64, gmem, align<16>>, %s: !cute.ptr<i64, smem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.release' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<i64, gmem, align<16>>'}}
  cute_nvgpu.arch.tma_desc.release(%g : !cute.ptr<i64, gmem, align<16>>, %s : !cute.ptr<i64, smem, align<128>>)
  return
}

// -----

func.func @release_smem_in_gmem(%g: !cute.ptr<i64, gmem, align<128>>, %s: !cute.ptr<i64, gmem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.release' op operand #1 must be a shared-memory !cute.ptr, but got '!cute.ptr<i64, gmem, align<128>>'}}
  cute_nvgpu.arch.tma_desc.release(%g : !cute.ptr<i64, gmem, align<128>>, %s : !cute.ptr<i64, gmem, align<128>>)
  return
}

// -----

func.func @acquire_in_smem(%g: !cute.ptr<i64, smem, align<128>>) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.acquire' op expects a descriptor in global or generic memory, got '!cute.ptr<i64, smem, align<128>>'}}
  cute_nvgpu.arch.tma_desc.acquire(%g : !cute.ptr<i64, smem, align<128>>)
  return
}

// -----

func.func @acquire_align(%g: !cute.ptr<i64, generic, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.tma_desc.acquire' op expects a descriptor address aligned to 64 bytes (a tensor map's alignment), got '!cute.ptr<i64, generic, align<8>>'}}
  cute_nvgpu.arch.tma_desc.acquire(%g : !cute.ptr<i64, generic, align<8>>)
  return
}

// -----

// No coordinates (only the generic form can spell it).
func.func @load_rank_0(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<f16, smem, align<128>>, %m: !cute.ptr<smem, align<8>>) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_load' op expects 1 to 5 coordinates (the TMA rank), got 0}}
  "cute_nvgpu.arch.copy.SM100.tma_load"(%d, %s, %m) <{mode = #cute_nvgpu.tma_load_mode<tiled>, num_cta = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0>}> : (!cute.ptr<gmem, align<64>>, !cute.ptr<f16, smem, align<128>>, !cute.ptr<smem, align<8>>) -> ()
  return
}

// -----

// A signless i32 is the signed INT32 format: INC and DEC take only u32.
func.func @reduce_inc_signless_i32(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<i32, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'i32': INC takes ui32}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<i32, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <INC>
  return
}

// -----

// PTX adds .u64 but not .s64 elements.
func.func @reduce_add_signed_i64(%d: !cute.ptr<gmem, align<64>>, %s: !cute.ptr<i64, smem, align<128>>, %c: i32) {
  // expected-error @below {{'cute_nvgpu.arch.copy.SM100.tma_reduce' op expects a reduction PTX defines for 'i64': ADD takes f16 bf16 f32 i32 si32 ui32 ui64}}
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !cute.ptr<gmem, align<64>>, %s : !cute.ptr<i64, smem, align<128>>, [%c] : i32) mode = <tiled> kind = <ADD>
  return
}
