// CuTe DSL's nvvm ops that MLIR 22 lacks, in the DSL's custom spellings; both
// print forms read back the same, and the generic form carries every
// property (defaults included).
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @packed
func.func @packed(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  // CHECK: nvvm.add.packed.f32x2 %{{.*}}, %{{.*}} {ftz = true, rnd = #nvvm.rnd<rz>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // GENERIC: "nvvm.add.packed.f32x2"(%{{.*}}, %{{.*}}) <{ftz = true, rnd = #nvvm.rnd<rz>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %0 = nvvm.add.packed.f32x2 %a, %b {ftz = true, rnd = #nvvm.rnd<rz>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // CHECK: nvvm.mul.packed.f32x2 %{{.*}}, %{{.*}} {ftz = false, rnd = #nvvm.rnd<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // GENERIC: "nvvm.mul.packed.f32x2"(%{{.*}}, %{{.*}}) <{ftz = false, rnd = #nvvm.rnd<rn>}> : (vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %1 = nvvm.mul.packed.f32x2 %0, %b {ftz = false, rnd = #nvvm.rnd<rn>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // CHECK: nvvm.fma.packed.f32x2 %{{.*}}, %{{.*}}, %{{.*}} {ftz = false, rnd = #nvvm.rnd<rm>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // GENERIC: "nvvm.fma.packed.f32x2"(%{{.*}}, %{{.*}}, %{{.*}}) <{ftz = false, rnd = #nvvm.rnd<rm>}> : (vector<2xf32>, vector<2xf32>, vector<2xf32>) -> vector<2xf32>
  %2 = nvvm.fma.packed.f32x2 %1, %b, %c {ftz = false, rnd = #nvvm.rnd<rm>} : vector<2xf32>, vector<2xf32>, vector<2xf32> -> vector<2xf32>
  // CHECK: nvvm.add.packed.f32x2 %{{.*}}, %{{.*}} {ftz = true, rnd = #nvvm.rnd<rp>}
  %3 = nvvm.add.packed.f32x2 %2, %c {ftz = true, rnd = #nvvm.rnd<rp>} : vector<2xf32>, vector<2xf32> -> vector<2xf32>
  return %3 : vector<2xf32>
}

// CHECK-LABEL: func.func @scalar
func.func @scalar(%x: f32, %y: f32, %mask: i32, %p: i1) -> (f32, i32) {
  // CHECK: nvvm.fmax %{{.*}}, %{{.*}}{{$}}
  // GENERIC: "nvvm.fmax"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
  %m = nvvm.fmax %x, %y
  // CHECK: nvvm.vote.ballot.sync %{{.*}}, %{{.*}} : i32
  // GENERIC: "nvvm.vote.ballot.sync"(%{{.*}}, %{{.*}}) : (i32, i1) -> i32
  %b = nvvm.vote.ballot.sync %mask, %p : i32
  return %m, %b : f32, i32
}

// CHECK-LABEL: func.func @mbarriers
func.func @mbarriers(%bar: !llvm.ptr<3>, %n: i32, %phase: i32, %ticks: i32, %rank: i32, %mask: i16) -> i1 {
  // CHECK: nvvm.mbarrier.init.shared %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
  // GENERIC: "nvvm.mbarrier.init.shared"(%{{.*}}, %{{.*}}) : (!llvm.ptr<3>, i32) -> ()
  nvvm.mbarrier.init.shared %bar, %n : !llvm.ptr<3>, i32
  // CHECK: nvvm.mbarrier.try_wait.parity.shared %{{.*}}, %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32, i32
  // GENERIC: "nvvm.mbarrier.try_wait.parity.shared"(%{{.*}}, %{{.*}}, %{{.*}}) <{useIntrinsic = false}> : (!llvm.ptr<3>, i32, i32) -> ()
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks : !llvm.ptr<3>, i32, i32
  // CHECK: nvvm.mbarrier.try_wait.parity.shared %{{.*}}, %{{.*}}, %{{.*}} {useIntrinsic = true} : !llvm.ptr<3>, i32, i32
  // GENERIC: "nvvm.mbarrier.try_wait.parity.shared"(%{{.*}}, %{{.*}}, %{{.*}}) <{useIntrinsic = true}> : (!llvm.ptr<3>, i32, i32) -> ()
  nvvm.mbarrier.try_wait.parity.shared %bar, %phase, %ticks {useIntrinsic = true} : !llvm.ptr<3>, i32, i32
  // CHECK: nvvm.mbarrier.txn %{{.*}}, %{{.*}} {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
  // GENERIC: "nvvm.mbarrier.txn"(%{{.*}}, %{{.*}}) <{kind = #nvvm.mbar_txn_kind<arrive>, scope = #nvvm.mbar_scope<cta>, space = #nvvm.mbar_space<cta>}> : (!llvm.ptr<3>, i32) -> ()
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive>} : !llvm.ptr<3>, i32
  // CHECK: nvvm.mbarrier.txn %{{.*}}, %{{.*}} {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
  // CHECK: nvvm.mbarrier.txn %{{.*}}, %{{.*}} {kind = #nvvm.mbar_txn_kind<expect_tx>, scope = #nvvm.mbar_scope<cluster>} : !llvm.ptr<3>, i32
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<expect_tx>, scope = #nvvm.mbar_scope<cluster>} : !llvm.ptr<3>, i32
  // CHECK: nvvm.mbarrier.txn %{{.*}}, %{{.*}} {kind = #nvvm.mbar_txn_kind<complete_tx>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  // GENERIC: "nvvm.mbarrier.txn"(%{{.*}}, %{{.*}}) <{kind = #nvvm.mbar_txn_kind<complete_tx>, scope = #nvvm.mbar_scope<cta>, space = #nvvm.mbar_space<cluster>}> : (!llvm.ptr<3>, i32) -> ()
  nvvm.mbarrier.txn %bar, %n {kind = #nvvm.mbar_txn_kind<complete_tx>, space = #nvvm.mbar_space<cluster>} : !llvm.ptr<3>, i32
  // CHECK: nvvm.mbarrier.wait.parity %{{.*}}, %{{.*}} {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
  // GENERIC: "nvvm.mbarrier.wait.parity"(%{{.*}}, %{{.*}}) <{kind = #nvvm.mbar_wait<try>, scope = #nvvm.mbar_scope<cta>}> : (!llvm.ptr<3>, i32) -> i1
  %done = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<try>} : !llvm.ptr<3>, i32 -> i1
  // CHECK: nvvm.mbarrier.wait.parity %{{.*}}, %{{.*}} {kind = #nvvm.mbar_wait<test>, scope = #nvvm.mbar_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  %tested = nvvm.mbarrier.wait.parity %bar, %phase {kind = #nvvm.mbar_wait<test>, scope = #nvvm.mbar_scope<cluster>} : !llvm.ptr<3>, i32 -> i1
  // CHECK: nvvm.tcgen05.commit.arrive %{{.*}} : !llvm.ptr<3>
  // GENERIC: "nvvm.tcgen05.commit.arrive"(%{{.*}}) <{group = #nvvm.tcgen05_group<cta_1>}> : (!llvm.ptr<3>) -> ()
  nvvm.tcgen05.commit.arrive %bar : !llvm.ptr<3>
  // CHECK: nvvm.tcgen05.commit.arrive %{{.*}}, multicast_mask = %{{.*}} {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<3>, i16
  // GENERIC: "nvvm.tcgen05.commit.arrive"(%{{.*}}, %{{.*}}) <{group = #nvvm.tcgen05_group<cta_2>}> : (!llvm.ptr<3>, i16) -> ()
  nvvm.tcgen05.commit.arrive %bar, multicast_mask = %mask {group = #nvvm.tcgen05_group<cta_2>} : !llvm.ptr<3>, i16
  // CHECK: nvvm.mapa.shared.cluster %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32 -> <3>
  // GENERIC: "nvvm.mapa.shared.cluster"(%{{.*}}, %{{.*}}) : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>
  %peer = nvvm.mapa.shared.cluster %bar, %rank : !llvm.ptr<3>, i32 -> <3>
  // CHECK: nvvm.cp.async.mbarrier.arrive.shared %{{.*}} {noinc = true} : !llvm.ptr<3>
  // GENERIC: "nvvm.cp.async.mbarrier.arrive.shared"(%{{.*}}) <{noinc = true}> : (!llvm.ptr<3>) -> ()
  nvvm.cp.async.mbarrier.arrive.shared %peer {noinc = true} : !llvm.ptr<3>
  // CHECK: nvvm.cp.async.mbarrier.arrive.shared %{{.*}} : !llvm.ptr<3>
  // GENERIC: "nvvm.cp.async.mbarrier.arrive.shared"(%{{.*}}) <{noinc = false}> : (!llvm.ptr<3>) -> ()
  nvvm.cp.async.mbarrier.arrive.shared %bar : !llvm.ptr<3>
  %both = arith.andi %done, %tested : i1
  return %both : i1
}

// CHECK-LABEL: func.func @cluster_launch_control
func.func @cluster_launch_control(%resp: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %answer: i128) -> (i1, i32, i32, i32) {
  // CHECK: nvvm.clusterlaunchcontrol.try_cancel.multicast %{{.*}}, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<3>
  // GENERIC: "nvvm.clusterlaunchcontrol.try_cancel.multicast"(%{{.*}}, %{{.*}}) : (!llvm.ptr<3>, !llvm.ptr<3>) -> ()
  nvvm.clusterlaunchcontrol.try_cancel.multicast %resp, %bar : !llvm.ptr<3>, !llvm.ptr<3>
  // CHECK: nvvm.clusterlaunchcontrol.query_cancel.is_canceled %{{.*}} : i128 -> i1
  // GENERIC: "nvvm.clusterlaunchcontrol.query_cancel.is_canceled"(%{{.*}}) : (i128) -> i1
  %c = nvvm.clusterlaunchcontrol.query_cancel.is_canceled %answer : i128 -> i1
  // CHECK: nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x %{{.*}} : i128 -> i32
  // GENERIC: "nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x"(%{{.*}}) : (i128) -> i32
  %x = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x %answer : i128 -> i32
  // CHECK: nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y %{{.*}} : i128 -> i32
  %y = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y %answer : i128 -> i32
  // CHECK: nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z %{{.*}} : i128 -> i32
  %z = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z %answer : i128 -> i32
  return %c, %x, %y, %z : i1, i32, i32, i32
}

// MLIR 22's own nvvm ops and attributes still parse and print next to them.
// CHECK-LABEL: func.func @upstream
func.func @upstream(%bar: !llvm.ptr<3>, %n: i32) {
  // CHECK: nvvm.mbarrier.init %{{.*}}, %{{.*}} : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %bar, %n : !llvm.ptr<3>, i32
  // CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  return
}
