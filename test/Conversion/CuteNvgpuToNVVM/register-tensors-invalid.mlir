// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-to-llvm -convert-cute-nvgpu-to-nvvm -verify-diagnostics

// In a program whose register tensors are storage, a cute_nvgpu atom op
// that takes fragments as SSA values is refused by name.
func.func @seed_mma_on_storage(%b: !cute.memref<f16, rmem, "((2,2)):((1,2))">, %c: !cute.memref<f32, rmem, "((2,2)):((1,2))">) {
  %l = cute.static : !cute.layout<"((2,2,2)):((1,2,4))">
  %a = cute.memref.alloca(%l) : !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">
  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], a_type = f16, b_type = f16, c_type = f32}
  // expected-error @+1 {{'cute_nvgpu.mma' op takes register fragments as values, but this program's register tensors are storage (it makes them with cute.memref.alloca or cute.mma.make_fragment): run the atom with cute.copy or cute.gemm}}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, !cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">, !cute.memref<f16, rmem, "((2,2)):((1,2))">, !cute.memref<f32, rmem, "((2,2)):((1,2))"> -> !cute.memref<f32, rmem, "((2,2)):((1,2))">
  return
}

// -----

// A one-call copy whose values are not contiguous is refused with the rule.
func.func @strided_vector(%p: i64) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 128 b>
  %pi = cute.inttoptr(%p) : i64 to !cute.ptr<f32, gmem>
  %gl = cute.static : !cute.layout<"(4,2):(2,1)">
  %g = cute.make_view(%pi, %gl) : !cute.memref<f32, gmem, "(4,2):(2,1)">
  %rl = cute.static : !cute.layout<"(4,2):(1,4)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">
  // expected-error @+1 {{'cute.copy' op cannot copy '!cute.memref<f32, gmem, "(4,2):(2,1)">' to '!cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">' with '!cute_nvgpu.atom.universal_copy<f32, 128 b>': one call's values must be contiguous (stride 1)}}
  cute.copy(%atom, %g, %r) : (!cute_nvgpu.atom.universal_copy<f32, 128 b>, !cute.memref<f32, gmem, "(4,2):(2,1)">, !cute.memref<f32, rmem, align<16>, "(4,2):(1,4)">)
  return
}

// -----

// A stmatrix copy stores 8 contiguous values per row of shared memory.
func.func @stsm_copy_strided_row(%s: i32) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, t>
  %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
  %sl = cute.static : !cute.layout<"(8,1):(2,0)">
  %sm = cute.make_view(%ps, %sl) : !cute.memref<f16, smem, "(8,1):(2,0)">
  %rl = cute.static : !cute.layout<"(8,1):(1,0)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">
  // expected-error @+1 {{'cute.copy' op cannot copy '!cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">' to '!cute.memref<f16, smem, "(8,1):(2,0)">' with '!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, t>': a row's 8 values must be contiguous (stride 1)}}
  cute.copy(%atom, %r, %sm) : (!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, t>, !cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">, !cute.memref<f16, smem, "(8,1):(2,0)">)
  return
}

// -----

// stmatrix.x2 takes 4 register values per call, not 8.
func.func @stsm_copy_wrong_values(%s: i32) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>
  %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
  %sl = cute.static : !cute.layout<"(8,1):(1,0)">
  %sm = cute.make_view(%ps, %sl) : !cute.memref<f16, smem, "(8,1):(1,0)">
  %rl = cute.static : !cute.layout<"(8,1):(1,0)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">
  // expected-error @+1 {{'cute.copy' op cannot copy '!cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">' to '!cute.memref<f16, smem, "(8,1):(1,0)">' with '!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>': mode 0 must hold 4 values at the source and a row of 8 values at the destination}}
  cute.copy(%atom, %r, %sm) : (!cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 2, n>, !cute.memref<f16, rmem, align<16>, "(8,1):(1,0)">, !cute.memref<f16, smem, "(8,1):(1,0)">)
  return
}

// -----

// A TMEM load reads tensor memory: one from shared memory is refused,
// naming the rule.
func.func @tmem_load_copy(%s: i32) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
  %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f32, smem>
  %sl = cute.static : !cute.layout<"(16,1):(1,0)">
  %sm = cute.make_view(%ps, %sl) : !cute.memref<f32, smem, "(16,1):(1,0)">
  %rl = cute.static : !cute.layout<"(16,1):(1,0)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f32, rmem, align<16>, "(16,1):(1,0)">
  // expected-error @+1 {{'cute.copy' op cannot copy '!cute.memref<f32, smem, "(16,1):(1,0)">' to '!cute.memref<f32, rmem, align<16>, "(16,1):(1,0)">' with '!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>': tcgen05.ld reads a static tensor-memory tensor into register storage}}
  cute.copy(%atom, %sm, %r) : (!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, !cute.memref<f32, smem, "(16,1):(1,0)">, !cute.memref<f32, rmem, align<16>, "(16,1):(1,0)">)
  return
}

// -----

// An L1 eviction priority needs a global side.
func.func @eviction_without_global(%s: i32) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>
  %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f32, smem>
  %sl = cute.static : !cute.layout<"(1,4):(0,1)">
  %sm = cute.make_view(%ps, %sl) : !cute.memref<f32, smem, "(1,4):(0,1)">
  %r = cute.memref.alloca(%sl) : !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">
  // expected-error @+1 {{'cute.copy' op cannot copy '!cute.memref<f32, smem, "(1,4):(0,1)">' to '!cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">' with '!cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>': an L1 eviction priority takes one global side and 32, 64 or 128 bits per call}}
  cute.copy(%atom, %sm, %r) : (!cute_nvgpu.atom.universal_copy<f32, 32 b, l1_cache_eviction_priority=no_allocate>, !cute.memref<f32, smem, "(1,4):(0,1)">, !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">)
  return
}
