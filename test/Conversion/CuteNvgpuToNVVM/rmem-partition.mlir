// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm | FileCheck %s

// A thread's partition of a register tensor kept as storage (CuTe DSL's
// copy of a fragment through a one-thread tiled copy, FMHA backward): the
// same storage seen through the partition's layout; thread 0's offset is 0,
// so the partition's pointer is the alloca's and its 64 values are the
// storage's 64 elements in order.

!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"(1,8):(0,1)">, tiler_mn = <"[8:1;1:0;1:0]">>
!r = !cute.memref<f16, rmem, align<32>, "((16,1),1,4):((1,0),0,16)">
!p = !cute.memref<f16, rmem, align<32>, "((8,1),2,1,4):((1,0),8,0,16)">

// CHECK-LABEL: llvm.func @fragment_partition(
// CHECK: %[[R:.*]] = llvm.alloca %{{.*}} x !llvm.array<64 x f16> {alignment = 32 : i64}
// CHECK: %[[C8:.*]] = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: %[[P8:.*]] = llvm.getelementptr %[[R]][%[[C8]]] : (!llvm.ptr, i64) -> !llvm.ptr, f16
// CHECK: llvm.load %[[R]] : !llvm.ptr -> f16
// CHECK-COUNT-7: llvm.load %{{.*}} : !llvm.ptr -> f16
// CHECK-NEXT: llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: llvm.insertelement
// CHECK-NEXT: llvm.load %[[P8]] : !llvm.ptr -> f16
func.func @fragment_partition(%tc: !tc, %out: !llvm.ptr) {
  %l = cute.static : !cute.layout<"((16,1),1,4):((1,0),0,16)">
  %r = cute.memref.alloca(%l) : !r
  %c = cute.static : !cute.coord<"0">
  %p = cute.tiled.copy.partition_S(%tc, %r, %c) : (!tc, !r, !cute.coord<"0">) -> !p
  %v = cute.memref.load_vec %p : !p
  llvm.store %v, %out : vector<64xf16>, !llvm.ptr
  return
}
