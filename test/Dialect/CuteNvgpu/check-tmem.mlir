// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-check-tmem -verify-diagnostics
// RUN: not cute-nvgpu-opt %s -split-input-file -cute-nvgpu-check-tmem=lints=false 2>&1 | FileCheck %s --check-prefix=NOLINT

// Tensor-memory misuse caught at compile time: the PTX ISA's rules (free
// every allocation, no allocation after relinquishing the permit, stay in
// the allocated columns) are always errors; the lints (relinquish the
// permit, and before freeing) are warnings, gone with lints=false.
// NOLINT: error: allocates tensor memory that no dealloc_tmem in this function frees
// NOLINT: error: allocates tensor memory after the CTA relinquished its allocation permit
// NOLINT: error: views 256 columns of tensor memory, but the allocation holds 128
// NOLINT-NOT: warning: allocates tensor memory without relinquish_tmem_alloc_permit
// NOLINT-NOT: warning: relinquishes the allocation permit after dealloc_tmem

// A whole lifecycle: allocate, relinquish, view the accumulator inside the
// 512 columns, free. No diagnostic.
func.func @lifecycle(%slot: !cute.ptr<i32, smem, align<16>>) {
  %c512 = arith.constant 512 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c512, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  %tp = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i32, smem, align<16>> -> !cute.ptr<f32, tmem, align<16>>
  %l = cute.static : !cute.layout<"((128,256),1,2):((65536,1),0,256)">
  %acc = cute.make_view(%tp, %l) : !cute.memref<f32, tmem, align<16>, "((128,256),1,2):((65536,1),0,256)">
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c512) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

func.func @never_freed(%slot: !cute.ptr<i32, smem, align<16>>) {
  %c128 = arith.constant 128 : i32
  // expected-error @below {{allocates tensor memory that no dealloc_tmem in this function frees: the PTX ISA requires every tcgen05.alloc to be freed (tcgen05.dealloc) before the kernel exits}}
  cute_nvgpu.arch.sm100.alloc_tmem(%c128, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  return
}

// -----

func.func @alloc_after_relinquish(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>) {
  %c128 = arith.constant 128 : i32
  // expected-note @below {{the permit is relinquished here}}
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  // expected-error @below {{allocates tensor memory after the CTA relinquished its allocation permit: the PTX ISA forbids tcgen05.alloc after tcgen05.relinquish_alloc_permit}}
  cute_nvgpu.arch.sm100.alloc_tmem(%c128, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c128) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

// 128x256 f32 accumulators need 256 columns; 128 are allocated.
func.func @beyond_the_columns(%slot: !cute.ptr<i32, smem, align<16>>) {
  %c128 = arith.constant 128 : i32
  // expected-note @below {{allocated here}}
  cute_nvgpu.arch.sm100.alloc_tmem(%c128, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  %tp = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i32, smem, align<16>> -> !cute.ptr<f32, tmem, align<16>>
  %l = cute.static : !cute.layout<"((128,256),1,1):((65536,1),0,0)">
  // expected-error @below {{views 256 columns of tensor memory, but the allocation holds 128: '!cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">'}}
  %acc = cute.make_view(%tp, %l) : !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c128) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

// Lints.
func.func @never_relinquished(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>) {
  %c128 = arith.constant 128 : i32
  // expected-warning @below {{allocates tensor memory without relinquish_tmem_alloc_permit: other CTAs on this SM wait for the permit until this CTA exits (lint; cute-nvgpu-check-tmem{lints=false} turns it off)}}
  cute_nvgpu.arch.sm100.alloc_tmem(%c128, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c128) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

func.func @relinquish_after_free(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>) {
  %c128 = arith.constant 128 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c128, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  // expected-note @below {{freed here}}
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c128) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  // expected-warning @below {{relinquishes the allocation permit after dealloc_tmem: give it up once the last allocation is made, so that other CTAs can allocate while this one computes (lint; cute-nvgpu-check-tmem{lints=false} turns it off)}}
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  return
}

// -----

// A CTA pair frees its columns together: without a synchronization with
// the peer first, one CTA could free columns the other still reads.
func.func @pair_freed_without_the_peer(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>) {
  %c256 = arith.constant 256 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c256, %slot) [ cta_2] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_2]
  // expected-warning @below {{frees a CTA pair's tensor memory without first synchronizing with the peer CTA: arrive on the peer's mbarrier and wait on this CTA's, or wait at a cluster barrier, so that neither CTA frees columns the other still reads (lint; cute-nvgpu-check-tmem{lints=false} turns it off)}}
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c256) [ cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

// -----

// CuTe DSL's pair kernels: an arrive on the peer's mbarrier (mapa), then a
// wait on this CTA's; or a cluster barrier. Neither warns.
func.func @pair_freed_after_the_peer_arrives(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>, %bar: !llvm.ptr<3>, %peer: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ticks = arith.constant 10000000 : i32
  %c256 = arith.constant 256 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c256, %slot) [ cta_2] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_2]
  %remote = nvvm.mapa.shared.cluster %bar, %peer : !llvm.ptr<3>, i32 -> <3>
  nvvm.mbarrier.txn %remote, %c1 {kind = #nvvm.mbar_txn_kind<arrive>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity %bar, %c0, %ticks : !llvm.ptr<3>, i32, i32
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c256) [ cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}

func.func @pair_freed_after_a_cluster_barrier(%slot: !cute.ptr<i32, smem, align<16>>, %tp: !cute.ptr<f32, tmem, align<16>>) {
  %c256 = arith.constant 256 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c256, %slot) [ cta_2] : i32, !cute.ptr<i32, smem, align<16>>
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_2]
  nvvm.cluster.arrive
  nvvm.cluster.wait
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c256) [ cta_2] : !cute.ptr<f32, tmem, align<16>>, i32
  return
}
