// Memory effects follow the operands' residencies: an sm90 use reads the
// shared memory behind its descriptors, a copy reads/writes its memory
// operands, a register-file MMA touches no memory. CSE, canonicalize and
// LICM must never merge, drop or hoist an access across a conflicting store.
// RUN: cute-nvgpu-opt %s -split-input-file -cse | FileCheck %s --check-prefix=CSE
// RUN: cute-nvgpu-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: cute-nvgpu-opt %s -split-input-file -loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!wg = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

// Two identical wgmma uses with a store to shared memory between them read
// different data: both stay.
// CSE-LABEL: func.func @wgmma_store_between(
// CSE: cute_nvgpu.mma
// CSE: llvm.store
// CSE: cute_nvgpu.mma
// CANON-LABEL: func.func @wgmma_store_between(
// CANON: cute_nvgpu.mma
// CANON: llvm.store
// CANON: cute_nvgpu.mma
func.func @wgmma_store_between(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !acc, %v: f16) -> (!acc, !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !ta
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !tb
  %d0 = cute_nvgpu.mma %atom, %da, %db, %c : !wg, !ta, !tb, !acc -> !acc
  llvm.store %v, %pa : f16, !llvm.ptr<3>
  %d1 = cute_nvgpu.mma %atom, %da, %db, %c : !wg, !ta, !tb, !acc -> !acc
  return %d0, %d1 : !acc, !acc
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!wg = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

// With nothing written in between, the second use is redundant: reads only.
// CSE-LABEL: func.func @wgmma_no_store(
// CSE: %[[D:.*]] = cute_nvgpu.mma
// CSE-NOT: cute_nvgpu.mma
// CSE: return %[[D]], %[[D]]
func.func @wgmma_no_store(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !acc) -> (!acc, !acc) {
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !ta
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !tb
  %d0 = cute_nvgpu.mma %atom, %da, %db, %c : !wg, !ta, !tb, !acc -> !acc
  %d1 = cute_nvgpu.mma %atom, %da, %db, %c : !wg, !ta, !tb, !acc -> !acc
  return %d0, %d1 : !acc, !acc
}

// -----

!acc = !cute.memref<f32, rmem, "((2,2,2)):((1,2,4))">
!ta = !cute_nvgpu.smem_desc_view<memref<64x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (64,16):(64,1)>>
!tb = !cute_nvgpu.smem_desc_view<memref<16x16xf16, 3>, #cute.composed_layout<Sw<3,3,3> o 0 o (16,16):(64,1)>>
!wg = !cute_nvgpu.sm90.mma<64x16x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>

// A loop that refills shared memory and runs a wgmma on it: the use stays in
// the loop after the store.
// LICM-LABEL: func.func @wgmma_in_loop(
// LICM: scf.for
// LICM: llvm.store
// LICM: cute_nvgpu.mma
// LICM: scf.yield
func.func @wgmma_in_loop(%pa: !llvm.ptr<3>, %pb: !llvm.ptr<3>, %c: !acc, %v: f16, %n: index) -> !acc {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %atom = cute_nvgpu.make_sm90_mma {shape_MNK = [64, 16, 16], a_type = f16, b_type = f16, c_type = f32}
  %da = cute_nvgpu.make_smem_desc_view %pa : !llvm.ptr<3> -> !ta
  %db = cute_nvgpu.make_smem_desc_view %pb : !llvm.ptr<3> -> !tb
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c) -> (!acc) {
    llvm.store %v, %pa : f16, !llvm.ptr<3>
    %d = cute_nvgpu.mma %atom, %da, %db, %c : !wg, !ta, !tb, !acc -> !acc
    scf.yield %d : !acc
  }
  return %r : !acc
}

// -----

!frag = !cute.memref<f32, rmem, "(1):(0)">
!fma = !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f32, f32, f32)>

// A register-file MMA touches no memory: it is speculatable, so LICM hoists
// a loop-invariant one out of the loop even past a store.
// LICM-LABEL: func.func @register_mma_hoisted(
// LICM: cute_nvgpu.mma
// LICM: scf.for
// LICM: llvm.store
// LICM-NOT: cute_nvgpu.mma
// LICM: scf.yield
func.func @register_mma_hoisted(%a: !frag, %b: !frag, %c: !frag, %p: !llvm.ptr<3>, %v: f16, %n: index) -> !frag {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %c) -> (!frag) {
    llvm.store %v, %p : f16, !llvm.ptr<3>
    %d = cute_nvgpu.mma %atom, %a, %b, %c : !fma, !frag, !frag, !frag -> !frag
    scf.yield %d : !frag
  }
  return %r : !frag
}

// -----

!cp = !cute_nvgpu.atom.universal_copy<f16, 128 b>
!s = !cute.memref<f16, smem, "8:1">
!r = !cute.memref<f16, rmem, "(8):(1)">

// Copies: two loads of the same shared memory around a copy that writes it
// both stay; the store itself is never dropped although it has no result.
// CSE-LABEL: func.func @copies(
// CSE: cute_nvgpu.copy %{{.*}}, %{{.*}} : {{.*}} -> !cute.memref<f16, rmem, "(8):(1)">
// CSE: cute_nvgpu.copy %{{.*}}, %{{.*}}, %{{.*}} : {{.*}}, !cute.memref<f16, rmem, "(8):(1)">, !cute.memref<f16, smem, "8:1">
// CSE: cute_nvgpu.copy %{{.*}}, %{{.*}} : {{.*}} -> !cute.memref<f16, rmem, "(8):(1)">
// CANON-LABEL: func.func @copies(
// CANON: cute_nvgpu.copy
// CANON: cute_nvgpu.copy
// CANON: cute_nvgpu.copy
func.func @copies(%p: !llvm.ptr<3>, %x: !r) -> (!r, !r) {
  %atom = cute_nvgpu.make_atom : !cp
  %v = cute_nvgpu.make_view %p : !llvm.ptr<3> -> !s
  %r0 = cute_nvgpu.copy %atom, %v : !cp, !s -> !r
  cute_nvgpu.copy %atom, %x, %v : !cp, !r, !s
  %r1 = cute_nvgpu.copy %atom, %v : !cp, !s -> !r
  return %r0, %r1 : !r, !r
}

// -----

// An unused plain load is dead and canonicalize drops it; a volatile or
// acquire load is observable (it orders, or it is the access itself) and
// stays.
// CANON-LABEL: func.func @unused_loads(
// CANON-NOT: universal_copy<f32>,
// CANON: cute_nvgpu.copy {{.*}}mem_order=volatile
// CANON: cute_nvgpu.copy {{.*}}mem_order=acquire
// CANON-NEXT: return
func.func @unused_loads(%g: !llvm.ptr<1>) {
  %plain = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32>
  %vol = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32, mem_order = volatile>
  %acq = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f32, mem_order = acquire, mem_scope = gpu>
  %src = cute_nvgpu.make_view %g : !llvm.ptr<1> -> !cute.memref<f32, gmem, "1:0">
  %r0 = cute_nvgpu.copy %plain, %src : !cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "1:0"> -> !cute.memref<f32, rmem, "(1):(0)">
  %r1 = cute_nvgpu.copy %vol, %src : !cute_nvgpu.atom.universal_copy<f32, mem_order = volatile>, !cute.memref<f32, gmem, "1:0"> -> !cute.memref<f32, rmem, "(1):(0)">
  %r2 = cute_nvgpu.copy %acq, %src : !cute_nvgpu.atom.universal_copy<f32, mem_order = acquire, mem_scope = gpu>, !cute.memref<f32, gmem, "1:0"> -> !cute.memref<f32, rmem, "(1):(0)">
  return
}
