// CuTe DSL's mbarrier ops as PTX that ptxas assembles on sm_90a and
// sm_100a: init, arrive, arrive.expect_tx (what a TMA load's consumer waits
// on), expect_tx, complete_tx, the try_wait loop, one test_wait / try_wait,
// and a peer CTA's barrier through `.shared::cluster`. The transaction-count
// forms and try_wait are SM90's: refused on sm_80 before the backend.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: FileCheck %s < %t.90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s < %t.100a.ptx
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: error: 'nvvm.mbarrier.txn' op an mbarrier transaction count requires SM90 or newer (sm_90), but the target is sm_80

// CHECK-LABEL: mbarrier(
// CHECK: mbarrier.init.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.expect_tx.relaxed.cta.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.complete_tx.relaxed.cta.shared.b64 [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.try_wait.parity.shared.b64 P1, [%r{{[0-9]+}}], %r{{[0-9]+}}, %r{{[0-9]+}};
// CHECK: mbarrier.test_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.try_wait.parity.shared.b64 %p{{[0-9]+}}, [%rd{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.arrive.expect_tx.release.cta.shared::cluster.b64 _, [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
// CHECK: mbarrier.complete_tx.relaxed.cluster.shared::cluster.b64 [%r{{[0-9]+}}], %r{{[0-9]+}};
func.func @mbarrier(%bar: !llvm.ptr<3>, %n: i32, %bytes: i32, %phase: i32, %ticks: i32) -> i1 {
  nvvm.mbarrier.init.shared %bar, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<expect_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<complete_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
  %t = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<test>} : !llvm.ptr<3>, i32 -> i1
  %d = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>, scope = #nvvm.mbar_scope<cluster>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<expect_tx>, scope = #nvvm.mbar_scope<cluster>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %bytes {kind = #nvvm.mbar_txn_kind<complete_tx>, scope = #nvvm.mbar_scope<cluster>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  %r = arith.andi %t, %d : i1
  return %r : i1
}
