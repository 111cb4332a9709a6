// Copy-atom contracts (seed 003): residency, element widths, per-thread
// vector widths and the "cannot vectorize copy" diagnostics.
// RUN: cute-nvgpu-opt %s -split-input-file -verify-diagnostics

func.func @f(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:2">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op 'atom.simt_async_copy' cannot vectorize copy to 8 elements (static strides must match)}}
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, gmem, "8:2">, !cute.memref<f16, smem, "8:1">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "(2,4):(1,4)">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "(2,4):(1,4)">
  // expected-error @below {{'cute_nvgpu.copy' op 'atom.simt_async_copy' cannot vectorize copy to 8 elements (static strides must be 1)}}
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, gmem, "(2,4):(1,4)">, !cute.memref<f16, smem, "(2,4):(1,4)">
  return
}

// -----

// cp.async widths other than 4/8/16 bytes surface through the same template.
func.func @f(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<12>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "6:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "6:1">
  // expected-error @below {{'cute_nvgpu.copy' op 'atom.simt_async_copy' cannot vectorize copy to 6 elements (static strides must be 1)}}
  // expected-note @below {{cp.async copies 4, 8 or 16 bytes; the atom asks for 12}}
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<12>, !cute.memref<f16, gmem, "6:1">, !cute.memref<f16, smem, "6:1">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.simt_async_copy` copies gmem -> smem, but got src: '!cute.memref<f16, smem, "8:1">', dst: '!cute.memref<f16, smem, "8:1">'}}
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, smem, "8:1">, !cute.memref<f16, smem, "8:1">
  return
}

// -----

func.func @f(%s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f32, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.ldsm` moves 16-bit elements, got 'f32'}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f32, smem, "8:1"> -> !cute.memref<f32, rmem, "(8):(1)">
  return
}

// -----

func.func @f(%s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x2>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.ldsm<m8n8.x2>` moves 4 values per thread, but the register fragment holds 8}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.ldsm<m8n8.x2>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  return
}

// -----

func.func @f(%s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.ldsm` needs its variant, e.g. !cute_nvgpu.atom.ldsm<m8n8.x4>}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.ldsm, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  return
}

// -----

func.func @f(%s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x1>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "(2,4):(4,1)">
  // expected-error @below {{'cute_nvgpu.copy' op 'atom.ldsm' cannot vectorize copy to 8 elements (static strides must be 1)}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.ldsm<m8n8.x1>, !cute.memref<f16, smem, "(2,4):(4,1)"> -> !cute.memref<f16, rmem, "(2):(1)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.universal_copy` of 128 b moves 8 values per thread, but the register fragment holds 4}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "8:1"> -> !cute.memref<f16, rmem, "(4):(1)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.universal_copy` copies gmem|smem <-> rmem, but got src: '!cute.memref<f16, gmem, "8:1">', dst: '!cute.memref<f16, gmem, "8:1">'}}
  cute_nvgpu.copy %a, %src, %src : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "8:1">, !cute.memref<f16, gmem, "8:1">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32, 128 b, mem_order=acquire>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f32, gmem, "4:1">
  // expected-error @below {{'cute_nvgpu.copy' op ordered/scoped universal copies are scalar (at most 64 bits), got 128 b}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f32, 128 b, mem_order=acquire>, !cute.memref<f32, gmem, "4:1"> -> !cute.memref<f32, rmem, "(4):(1)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<i32, mem_order=release>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<i32, gmem, "1:0">
  // expected-error @below {{'cute_nvgpu.copy' op mem_order=release has no ld form in this lowering}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<i32, mem_order=release>, !cute.memref<i32, gmem, "1:0"> -> !cute.memref<i32, rmem, "(1):(0)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>, %r: !cute.memref<f16, rmem, "(1):(0)">) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "1:0">
  // expected-error @below {{'cute_nvgpu.copy' op an rmem destination is the op's result, not an operand}}
  cute_nvgpu.copy %a, %src, %r : !cute_nvgpu.atom.universal_copy<f16>, !cute.memref<f16, gmem, "1:0">, !cute.memref<f16, rmem, "(1):(0)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "1:0">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.tma_load` copies are not lowered by the register-file copy path (TMA and TMEM copies have their own lowering)}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.tma_load, !cute.memref<f16, gmem, "1:0"> -> !cute.memref<f16, rmem, "(1):(0)">
  return
}

// -----

func.func @f(%g: !llvm.ptr<1>) {
  // expected-error @below {{'cute_nvgpu.make_view' op a smem view needs an !llvm.ptr<3>, got '!llvm.ptr<1>'}}
  %v = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, smem, "8:1">
  return
}

// -----

// A memory view of the wrong size is named as such, before the stride rung.
func.func @f(%p: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
  %src = cute_nvgpu.make_view %p : !llvm.ptr<1> -> !cute.memref<f16, gmem, "16:1">
  // expected-error @below {{'cute_nvgpu.copy' op 'atom.universal_copy' moves 8 elements per thread, but the gmem view holds 16: '!cute.memref<f16, gmem, "16:1">'}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, gmem, "16:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  return
}

// -----

// cp.async .cg exists for 16 bytes only; `cache = ca` is the 16-byte .ca form.
func.func @f(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<8, cache = cg>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "4:1">
  %dst = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "4:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.simt_async_copy` has no 8-byte .cg form: cp.async.cg copies 16 bytes only}}
  cute_nvgpu.copy %a, %src, %dst : !cute_nvgpu.atom.simt_async_copy<8, cache = cg>, !cute.memref<f16, gmem, "4:1">, !cute.memref<f16, smem, "4:1">
  return
}

// -----

// expected-error @below {{invalid cache `cs`; expected one of ca, cg}}
func.func @f(%a: !cute_nvgpu.atom.simt_async_copy<16, cache = cs>) {
  return
}

// -----

// Zero-fill (src_size) is cp.async's operand: other copies have none.
func.func @f(%s: !llvm.ptr<3>, %n: i32) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `src_size` (cp.async zero-fill) applies to `atom.simt_async_copy` only, got `atom.ldsm`}}
  %r = cute_nvgpu.copy %a, %src src_size(%n) : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
  return
}

// -----

// An rmem memref is one thread's fragment: a warp-wide thread-value layout
// holds the whole warp's values, not the 8 this thread receives.
func.func @f(%s: !llvm.ptr<3>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
  %src = cute_nvgpu.make_view %s : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
  // expected-error @below {{'cute_nvgpu.copy' op `atom.ldsm<m8n8.x4>` moves 8 values per thread, but the register fragment holds 256}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.ldsm<m8n8.x4>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "((4,8),8):((0,0),1)">
  return
}

// -----

// The fragment's values live in size(layout) registers: value i in register
// layout(i), so two values may not share one.
func.func @f(%g: !llvm.ptr<1>) {
  %a = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 64 b>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f16, gmem, "4:1">
  // expected-error @below {{'cute_nvgpu.copy' op expects the register fragment to place each value in its own register (a permutation of 0..size-1), got '!cute.memref<f16, rmem, "(2,2):(0,1)">'}}
  %r = cute_nvgpu.copy %a, %src : !cute_nvgpu.atom.universal_copy<f16, 64 b>, !cute.memref<f16, gmem, "4:1"> -> !cute.memref<f16, rmem, "(2,2):(0,1)">
  return
}
