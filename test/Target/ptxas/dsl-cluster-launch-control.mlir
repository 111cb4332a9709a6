// CuTe DSL's cluster launch control (a persistent kernel's dynamic
// scheduler): `nvvm.clusterlaunchcontrol.try_cancel.multicast` and the
// four `query_cancel` reads of the 16-byte response are MLIR 22's
// clusterlaunchcontrol ops; ptxas assembles them for sm_100a.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry next_tile(
// CHECK: clusterlaunchcontrol.try_cancel.async.shared::cta.mbarrier::complete_tx::bytes.multicast::cluster::all.b128 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}];
// CHECK-DAG: clusterlaunchcontrol.query_cancel.is_canceled.pred.b128
// CHECK-DAG: clusterlaunchcontrol.query_cancel.get_first_ctaid::x.b32.b128
// CHECK-DAG: clusterlaunchcontrol.query_cancel.get_first_ctaid::y.b32.b128
// CHECK-DAG: clusterlaunchcontrol.query_cancel.get_first_ctaid::z.b32.b128
gpu.module @kernels [#nvvm.target<chip = "sm_100a">] {
  func.func @next_tile(%resp: !llvm.ptr<3>, %bar: !llvm.ptr<3>, %out: !llvm.ptr<1>) attributes {cute_nvgpu.kernel} {
    nvvm.clusterlaunchcontrol.try_cancel.multicast %resp, %bar : !llvm.ptr<3>, !llvm.ptr<3>
    %r = llvm.load %resp : !llvm.ptr<3> -> i128
    %c = nvvm.clusterlaunchcontrol.query_cancel.is_canceled %r : i128 -> i1
    %x = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x %r : i128 -> i32
    %y = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y %r : i128 -> i32
    %z = nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z %r : i128 -> i32
    %s = llvm.add %x, %y : i32
    %t = llvm.add %s, %z : i32
    %zero = llvm.mlir.constant(0 : i32) : i32
    %v = llvm.select %c, %t, %zero : i1, i32
    llvm.store %v, %out : i32, !llvm.ptr<1>
    return
  }
}
