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

// -----

// .pack::16b: a 16x32bx2.x2 load of f16, one value a TMEM column (stride 2
// in 16-bit units) and two a register; the first access spans 2N = 4
// columns, so the second starts 4 on (CuTe's SM100_TMEM_LOAD_16dp32b2x_16b).

!ld = !cute_nvgpu.atom.tmem_load<f16, 16 DP, 32 bit, x2, pack_16b>
!t = !cute.memref<f16, tmem, align<16>, "(((8,16),1),1):(((2,131072),0),0)">
!r = !cute.memref<f16, rmem, align<32>, "((4,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_load_16x32bx2_pack(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: llvm.alloca
// CHECK: %[[OFF:.*]] = llvm.mlir.constant(4 : i64) : i64
// CHECK: %[[V:.*]] = nvvm.tcgen05.ld %[[T]], %[[OFF]] pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<2xi32>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
// CHECK-COUNT-2: llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr
// CHECK-NEXT: nvvm.tcgen05.wait <load>
func.func @tmem_load_16x32bx2_pack(%t: !t, %out: !llvm.ptr) {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<4xf16>, !llvm.ptr
  return
}

// -----

// .unpack::16b: a 32x32b.x2 store of bf16, each register's two values to
// two adjacent columns.

!st = !cute_nvgpu.atom.tmem_store<bf16, 32 DP, 32 bit, x2, unpack_16b>
!t = !cute.memref<bf16, tmem, align<16>, "(((4,32),1),1):(((2,131072),0),0)">
!r = !cute.memref<bf16, rmem, align<32>, "((4,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_store_32x32b_unpack(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: llvm.bitcast %{{.*}} : vector<2xbf16> to i32
// CHECK: nvvm.tcgen05.st %[[T]], %{{.*}} unpack {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<2xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
func.func @tmem_store_32x32b_unpack(%t: !t, %in: vector<4xbf16>) {
  %atom = cute.make_atom() : () -> !st
  %rl = cute.static : !cute.layout<"((4,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.memref.store_vec %in, %r : !r
  cute.copy(%atom, %r, %t) : (!st, !r, !t)
  return
}
