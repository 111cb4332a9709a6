// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm | FileCheck %s --check-prefix=TRAP
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm=device-assert=report | FileCheck %s --check-prefix=REPORT
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cute-nvgpu-to-nvvm=allow-pattern-rollback=true | FileCheck %s --check-prefix=TRAP

// cf.assert in device code (a module `cute-nvgpu compile` lowers). By
// default the failure path is a trap; with device-assert=report it is
// CUDA's __assertfail with the message, one global per assert, named by the
// first free index in the module. The failure path sits in an scf.if, so
// an assert inside a loop body keeps the body one block.

// TRAP-LABEL: func.func @asserts(
// TRAP-SAME: %[[A:[^:]*]]: i1, %[[B:[^:]*]]: i1, %[[N:[^:]*]]: index)
// TRAP-NOT: __assertfail
// TRAP: %[[T:.*]] = llvm.mlir.constant(true) : i1
// TRAP: %[[FA:.*]] = llvm.xor %[[A]], %[[T]] : i1
// TRAP-NEXT: scf.if %[[FA]] {
// TRAP-NEXT: llvm.intr.trap
// TRAP-NEXT: }
// TRAP: scf.for
// TRAP: %[[FB:.*]] = llvm.xor %[[B]], %{{.*}} : i1
// TRAP-NEXT: scf.if %[[FB]] {
// TRAP-NEXT: llvm.intr.trap
// TRAP-NEXT: }
// TRAP-NEXT: }
// TRAP-NEXT: return

// REPORT-DAG: llvm.mlir.global internal constant @cute_assert_msg_0("smem too small\00")
// REPORT-DAG: llvm.mlir.global internal constant @cute_assert_msg_0_where("\00")
// REPORT-DAG: llvm.mlir.global internal constant @cute_assert_msg_1("bad tile\00")
// REPORT-DAG: llvm.mlir.global internal constant @cute_assert_msg_1_where("\00")
// REPORT: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64)
// REPORT-LABEL: func.func @asserts(
// REPORT-SAME: %[[A:[^:]*]]: i1,
// REPORT: %[[FA:.*]] = llvm.xor %[[A]], %{{.*}} : i1
// REPORT-NEXT: scf.if %[[FA]] {
// REPORT-NEXT: %[[M:.*]] = llvm.mlir.addressof @cute_assert_msg_0 : !llvm.ptr
// REPORT-NEXT: %[[MP:.*]] = llvm.getelementptr %[[M]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<15 x i8>
// REPORT-NEXT: %[[W:.*]] = llvm.mlir.addressof @cute_assert_msg_0_where : !llvm.ptr
// REPORT-NEXT: %[[WP:.*]] = llvm.getelementptr %[[W]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x i8>
// REPORT-NEXT: %[[L:.*]] = llvm.mlir.constant(0 : i32) : i32
// REPORT-NEXT: %[[C:.*]] = llvm.mlir.constant(1 : i64) : i64
// REPORT-NEXT: llvm.call @__assertfail(%[[MP]], %[[WP]], %[[L]], %[[WP]], %[[C]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
// REPORT-NEXT: }
// REPORT: scf.for
// REPORT: scf.if
// REPORT-NEXT: llvm.mlir.addressof @cute_assert_msg_1 : !llvm.ptr
// REPORT: llvm.call @__assertfail(
module attributes {cute_nvgpu.device} {
  func.func @asserts(%a: i1, %b: i1, %n: index) attributes {cute_nvgpu.kernel} {
    cf.assert %a, "smem too small"
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %i = %c0 to %n step %c1 {
      cf.assert %b, "bad tile"
    }
    return
  }
}

// -----

// Host code (no cute_nvgpu.device) keeps its cf.assert for the host
// lowering.

// TRAP-LABEL: func.func @host(
// TRAP: cf.assert %{{.*}}, "host check"
// REPORT-LABEL: func.func @host(
// REPORT: cf.assert %{{.*}}, "host check"
module {
  func.func @host(%a: i1) {
    cf.assert %a, "host check"
    return
  }
}

// -----

// Each module names its messages from 0.

// REPORT: llvm.mlir.global internal constant @cute_assert_msg_0("again\00")
// REPORT-LABEL: func.func @device_again(
// REPORT: llvm.call @__assertfail(
module attributes {cute_nvgpu.device} {
  func.func @device_again(%a: i1) attributes {cute_nvgpu.kernel} {
    cf.assert %a, "again"
    return
  }
}
