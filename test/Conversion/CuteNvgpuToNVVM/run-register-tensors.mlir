// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt %s -cute-fold-static -convert-cute-to-llvm -convert-cute-nvgpu-to-nvvm -convert-scf-to-cf -convert-to-llvm -reconcile-unrealized-casts | %mlir-runner-host | FileCheck %s --match-full-lines

// CuTe DSL's register tensors are storage: cute.memref.alloca makes a
// thread's tensor, cute.memref.store writes the element at a run-time
// coordinate (layout (4,2):(2,1), so (i,j) lives at 2i+j), a loop carries
// the tensor, load_vec reads the elements in the layout's index order
// (element k = i + 4j), a slice reads through a moved address, and a
// one-value universal copy moves a global row into it under a predicate.

!rt = !cute.memref<f32, rmem, align<16>, "(4,2):(2,1)">

// CHECK: vec 0.000000 10.000000 1.000000 31.000000
// CHECK-NEXT: load 31.000000
// CHECK-NEXT: slice 21.000000
func.func @fill(%n: i32) -> f32 attributes {no_inline} {
  %l = cute.static : !cute.layout<"(4,2):(2,1)">
  %t = cute.memref.alloca(%l) : !rt
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (!rt) : i32 {
    scf.for %j = %c0 to %c2 step %c1 : i32 {
      %crd = cute.make_coord(%i, %j) : (i32, i32) -> !cute.coord<"(?,?)">
      %i10 = arith.muli %i, %n : i32
      %v = arith.addi %i10, %j : i32
      %f = arith.sitofp %v : i32 to f32
      cute.memref.store(%acc, %crd, %f) : (!rt, !cute.coord<"(?,?)">, f32) -> ()
    }
    scf.yield %acc : !rt
  }
  %vec = cute.memref.load_vec %r : !rt
  %e0 = vector.extract %vec[0] : f32 from vector<8xf32>
  %e1 = vector.extract %vec[1] : f32 from vector<8xf32>
  %e4 = vector.extract %vec[4] : f32 from vector<8xf32>
  %e7 = vector.extract %vec[7] : f32 from vector<8xf32>
  cute.print("vec {} {} {} {}\0A", %e0, %e1, %e4, %e7) : f32, f32, f32, f32
  %c = cute.static : !cute.coord<"(3,1)">
  %x = cute.memref.load(%r, %c) : (!rt, !cute.coord<"(3,1)">) -> f32
  cute.print("load {}\0A", %x) : f32
  // Row 2 of the tensor as its own (2):(1) tensor; its element 1 is (2,1).
  %sc = cute.static : !cute.coord<"(2,_)">
  %row = cute.slice(%r, %sc) : !rt, !cute.coord<"(2,_)">
  %one = cute.static : !cute.coord<"1">
  %y = cute.memref.load(%row, %one) : (!cute.memref<f32, rmem, align<16>, "(2):(1)">, !cute.coord<"1">) -> f32
  cute.print("slice {}\0A", %y) : f32
  return %x : f32
}

// Elements 0, 2 and 3 of a global row are copied (element 1's predicate
// is 0 and its register keeps -1).
// CHECK-NEXT: copied 5.000000 -1.000000 7.000000 8.000000
func.func @copy_if(%src: i64) attributes {no_inline} {
  %atom = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
  %p = cute.inttoptr(%src) : i64 to !cute.ptr<f32, gmem>
  %gl = cute.static : !cute.layout<"(1,4):(0,1)">
  %g = cute.make_view(%p, %gl) : !cute.memref<f32, gmem, "(1,4):(0,1)">
  %rl = cute.static : !cute.layout<"(1,4):(0,1)">
  %r = cute.memref.alloca(%rl) : !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">
  %pl = cute.static : !cute.layout<"(1,4):(0,1)">
  %pred = cute.memref.alloca(%pl) : !cute.memref<i8, rmem, align<4>, "(1,4):(0,1)">
  %m1 = arith.constant -1.0 : f32
  %init = vector.broadcast %m1 : f32 to vector<4xf32>
  cute.memref.store_vec %init, %r : !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">
  %mask = arith.constant dense<[1, 0, 1, 1]> : vector<4xi8>
  cute.memref.store_vec %mask, %pred : !cute.memref<i8, rmem, align<4>, "(1,4):(0,1)">
  cute.copy(%atom, %g, %r, %pred) : (!cute_nvgpu.atom.universal_copy<f32>, !cute.memref<f32, gmem, "(1,4):(0,1)">, !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">, !cute.memref<i8, rmem, align<4>, "(1,4):(0,1)">)
  %v = cute.memref.load_vec %r : !cute.memref<f32, rmem, align<16>, "(1,4):(0,1)">
  %e0 = vector.extract %v[0] : f32 from vector<4xf32>
  %e1 = vector.extract %v[1] : f32 from vector<4xf32>
  %e2 = vector.extract %v[2] : f32 from vector<4xf32>
  %e3 = vector.extract %v[3] : f32 from vector<4xf32>
  cute.print("copied {} {} {} {}\0A", %e0, %e1, %e2, %e3) : f32, f32, f32, f32
  return
}

func.func @main() {
  %n = arith.constant 10 : i32
  %x = func.call @fill(%n) : (i32) -> f32
  %c4 = arith.constant 4 : i64
  %buf = llvm.alloca %c4 x f32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %vals = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : vector<4xf32>
  llvm.store %vals, %buf : vector<4xf32>, !llvm.ptr
  %g = llvm.ptrtoint %buf : !llvm.ptr to i64
  func.call @copy_if(%g) : (i64) -> ()
  return
}
