// CuTe DSL's mbarrier ops (NVIDIA's nvvm spellings) become MLIR 22's NVVM
// mbarrier ops: init, arrive with a count, arrive with the expected
// transaction bytes, expect-tx, complete-tx (at the op's scope), the waiting
// loop on a phase parity, and one test or try of it; a peer CTA's barrier
// (space = cluster) is PTX.
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm | FileCheck %s

// CHECK-LABEL: func.func @mbarrier(
// CHECK-NEXT: nvvm.mbarrier.init %arg0, %arg1 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.arrive %arg0, %arg1 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.mbarrier.arrive %arg0, %arg1 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>
// CHECK-NEXT: nvvm.mbarrier.expect_tx %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.complete_tx %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %arg0, %arg3, %arg4 : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: %[[T:.*]] = nvvm.mbarrier.test.wait %arg0, %arg3 : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT: %[[D:.*]] = nvvm.mbarrier.try_wait %arg0, %arg3 : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT: arith.andi %[[T]], %[[D]] : i1
func.func @mbarrier(%bar: !llvm.ptr<3>, %n: i32, %bytes: i32, %phase: i32, %ticks: i32) -> i1 {
  nvvm.mbarrier.init.shared %bar, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>, scope = #nvvm.mbar_scope<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<expect_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<complete_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
  %t = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<test>} : !llvm.ptr<3>, i32 -> i1
  %d = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
  %r = arith.andi %t, %d : i1
  return %r : i1
}

// -----

// A peer CTA's barrier (a mapa'd shared::cluster address): PTX with the
// `.shared::cluster` state space, release for arrivals, relaxed for the
// transaction counts.
// CHECK-LABEL: func.func @peer_barrier(
// CHECK-NEXT: %[[A0:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0], $1;", "r,r" %[[A0]], %arg1 : (i32, i32) -> ()
// CHECK-NEXT: %[[A1:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.arrive.expect_tx.release.cta.shared::cluster.b64 _, [$0], $1;", "r,r" %[[A1]], %arg1 : (i32, i32) -> ()
// CHECK-NEXT: %[[A2:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [$0], $1;", "r,r" %[[A2]], %arg1 : (i32, i32) -> ()
func.func @peer_barrier(%bar: !llvm.ptr<3>, %n: i32) {
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>, scope = #nvvm.mbar_scope<cluster>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<complete_tx>, scope = #nvvm.mbar_scope<cluster>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  return
}

// -----

// The peer CTA's address of a barrier (`nvvm.mapa.shared.cluster`) stays a
// 32-bit shared pointer, as the peer-barrier PTX takes it.
// CHECK-LABEL: func.func @peer_address(
// CHECK-NEXT: %[[A:.*]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: %[[P:.*]] = llvm.inline_asm asm_dialect = att "mapa.shared::cluster.u32 $0, $1, $2;", "=r,r,r" %[[A]], %arg1 : (i32, i32) -> i32
// CHECK-NEXT: %[[Q:.*]] = llvm.inttoptr %[[P]] : i32 to !llvm.ptr<3>
// CHECK-NEXT: return %[[Q]]
func.func @peer_address(%bar: !llvm.ptr<3>, %rank: i32) -> !llvm.ptr<3> {
  %p = nvvm.mapa.shared.cluster %bar, %rank : !llvm.ptr<3>, i32 -> <3>
  return %p : !llvm.ptr<3>
}
