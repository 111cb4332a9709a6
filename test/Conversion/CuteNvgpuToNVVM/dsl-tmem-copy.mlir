// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm | FileCheck %s

// A 16x32bx2 load: two 16x32b accesses, the second N = 4 columns after the
// first (CuTe's SM100_TMEM_LOAD_16dp32b4x passes immHalfSplitoff 4), 4
// registers a thread, two calls 16 lanes apart.

!ld = !cute_nvgpu.atom.tmem_load<f32, 16 DP, 32 bit, x4>
!t = !cute.memref<f32, tmem, align<16>, "(((8,16),1),2):(((1,65536),0),1048576)">
!r = !cute.memref<f32, rmem, align<32>, "((4,1),2):((1,0),4)">

// CHECK-LABEL: llvm.func @tmem_load_16x32bx2(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: nvvm.tcgen05.ld %[[T]], %[[OFF]] {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK: %[[T1:.*]] = llvm.inttoptr %{{.*}} : i32 to !llvm.ptr<6>
// CHECK: nvvm.tcgen05.ld %[[T1]], %[[OFF]] {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>
// CHECK-COUNT-4: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK-NEXT: nvvm.tcgen05.wait <load>
func.func @tmem_load_16x32bx2(%t: !t, %out: !llvm.ptr) {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((4,1),2):((1,0),4)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<8xf32>, !llvm.ptr
  return
}

// -----

// One register a thread (.x1) is an i32, not a vector: a 16x32bx2.x1 store
// with its second access one column on.

!st = !cute_nvgpu.atom.tmem_store<f32, 16 DP, 32 bit, x1>
!t = !cute.memref<f32, tmem, align<16>, "(((2,16),1),1):(((1,65536),0),0)">
!r = !cute.memref<f32, rmem, align<32>, "((1,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_store_16x32bx2_x1(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: llvm.alloca
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: %[[W:.*]] = llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK: nvvm.tcgen05.st %[[T]], %[[W]], %[[OFF]] {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
// CHECK-NEXT: nvvm.tcgen05.wait <store>
func.func @tmem_store_16x32bx2_x1(%t: !t, %in: vector<1xf32>) {
  %atom = cute.make_atom() : () -> !st
  %rl = cute.static : !cute.layout<"((1,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.memref.store_vec %in, %r : !r
  cute.copy(%atom, %r, %t) : (!st, !r, !t)
  return
}

// -----

// A 32x32b.x1 load: one i32 a thread.

!ld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x1>
!t = !cute.memref<f32, tmem, align<16>, "(((1,32),1),1):(((1,65536),0),0)">
!r = !cute.memref<f32, rmem, align<32>, "((1,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_load_x1(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: %[[V:.*]] = nvvm.tcgen05.ld %[[T]] {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
// CHECK: llvm.bitcast %[[V]] : i32 to vector<1xf32>
// CHECK: nvvm.tcgen05.wait <load>
func.func @tmem_load_x1(%t: !t, %out: !llvm.ptr) {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((1,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<1xf32>, !llvm.ptr
  return
}
