// A layout op applied to a tensor is the op on the tensor's layout plus,
// for a slice, the pointer (or a coordinate tensor's base coordinate) moved
// by crd2idx of the coordinate, as CuTe DSL's CuteExpandOps writes it; the
// layout algebra computes both at run time. A GMEM tensor with a run-time
// layout is struct(pointer, layout); ptrtoint is LLVM's.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm | FileCheck %s

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!g2 = !cute.memref<f16, gmem, "(?,?):(1,?{i64})">
// Slicing mode 2 at b: the pointer moves b * stride2 f16 elements; the
// result keeps shape (s0, s1) and stride (1, stride1).
// CHECK-LABEL: llvm.func @slice_gmem(
// CHECK-SAME: %[[T:[a-z0-9]+]]: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32, i32)>, struct<(i64, i64)>)>)>, %[[B:[a-z0-9]+]]: i32
// CHECK: %[[P:.*]] = llvm.extractvalue %[[T]][0]
// CHECK: %[[L:.*]] = llvm.extractvalue %[[T]][1]
// CHECK: %[[ST2:.*]] = llvm.extractvalue %[[L]][1, 1]
// CHECK: %[[B64:.*]] = llvm.sext %[[B]] : i32 to i64
// CHECK-NEXT: %[[OFF:.*]] = llvm.mul %[[B64]], %[[ST2]] : i64
// CHECK: %[[S0:.*]] = llvm.extractvalue %[[L]][0, 0]
// CHECK-NEXT: %[[S1:.*]] = llvm.extractvalue %[[L]][0, 1]
// CHECK: %[[ST1:.*]] = llvm.extractvalue %[[L]][1, 0]
// CHECK: llvm.insertvalue %[[S0]], %{{.*}}[0, 0] : !llvm.struct<(struct<(i32, i32)>, i64)>
// CHECK-NEXT: llvm.insertvalue %[[S1]], %{{.*}}[0, 1]
// CHECK-NEXT: llvm.insertvalue %[[ST1]], %{{.*}}[1]
// CHECK: %[[Q:.*]] = llvm.getelementptr %[[P]][%[[OFF]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
// CHECK: %[[V:.*]] = llvm.insertvalue %[[Q]], %{{.*}}[0] : !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>
// CHECK: %[[R:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT: %[[I:.*]] = llvm.ptrtoint %[[R]] : !llvm.ptr<1> to i64
// CHECK-NEXT: llvm.return %[[I]] : i64
func.func @slice_gmem(%t: !g, %b: i32) -> i64 {
  %c = cute.make_coord(%b) : (i32) -> !cute.coord<"(_,_,?)">
  %s = cute.slice(%t, %c) : !g, !cute.coord<"(_,_,?)">
  %p = cute.get_iter(%s) : !g2
  %v = cute.ptrtoint(%p) : !cute.ptr<f16, gmem> to i64
  return %v : i64
}

// -----

// A coordinate tensor's slice: the coordinate b of the rest mode (s0,s1,s2)
// splits colexicographically and moves the base coordinate by the basis
// strides (1@0, 512@1, 1@2).
!ct = !cute.coord_tensor<"(0,0,0)", "((1,512,1),(?,?,?)):((0,1@1,0),(1@0,512@1,1@2))">
!cs = !cute.coord_tensor<"(?,?{div=512},?)", "((1,512,1)):((0,1@1,0))">
// CHECK-LABEL: llvm.func @slice_coords(
// CHECK-SAME: %[[T:[a-z0-9]+]]: !llvm.struct<(struct<()>, struct<(struct<(i32, i32, i32)>, struct<()>)>)>, %[[B:[a-z0-9]+]]: i32
// CHECK: %[[R0:.*]] = llvm.srem %[[B]], %[[S0:.*]] : i32
// CHECK-NEXT: %[[Q0:.*]] = llvm.sdiv %[[B]], %[[S0]] : i32
// CHECK-NEXT: %[[R1:.*]] = llvm.srem %[[Q0]], %[[S1:.*]] : i32
// CHECK-NEXT: %[[Q1:.*]] = llvm.sdiv %[[Q0]], %[[S1]] : i32
// CHECK-NEXT: %[[K512:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK-NEXT: %[[Y:.*]] = llvm.mul %[[R1]], %[[K512]] : i32
// CHECK: llvm.insertvalue %[[R0]], %{{.*}}[0] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: llvm.insertvalue %[[Y]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[Q1]], %{{.*}}[2]
func.func @slice_coords(%t: !ct, %b: i32) -> !cute.int_tuple<"(?,?{div=512},?)"> {
  %c = cute.make_coord(%b) : (i32) -> !cute.coord<"(_,?)">
  %s = cute.slice(%t, %c) : !ct, !cute.coord<"(_,?)">
  %i = cute.get_iter(%s) : !cs
  return %i : !cute.int_tuple<"(?,?{div=512},?)">
}

// -----

// Composition with a static SMEM tensor keeps the pointer.
!s = !cute.memref<f32, smem, align<16>, "(128,4):(1,128)">
!s2 = !cute.memref<f32, smem, align<16>, "(4,128):(128,1)">
// CHECK-LABEL: llvm.func @compose(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<3>) -> !llvm.ptr<3>
// CHECK-NOT: llvm.getelementptr
// CHECK: llvm.return %[[S]] : !llvm.ptr<3>
func.func @compose(%s: !s) -> !cute.ptr<f32, smem, align<16>> {
  %l = cute.make_layout() : !cute.layout<"(4,128):(128,1)">
  %c = cute.composition(%s, %l) : (!s, !cute.layout<"(4,128):(128,1)">) -> !s2
  %p = cute.get_iter(%c) : !s2
  return %p : !cute.ptr<f32, smem, align<16>>
}

// -----

// local_tile with a projection: the tile [128;32] of the modes (1,_,1)
// keeps, the tensor zipped-divided by it and sliced at the kept coordinate
// (m, _): the pointer moves m * 128 elements (the n coordinate is the other
// operand's).
!g = !cute.memref<f16, gmem, align<16>, "(?{div=8},?):(1,?{i64 div=8})">
!t = !cute.memref<f16, gmem, align<16>, "(128,32,?):(1,?{i64 div=8},?{i64 div=256})">
// CHECK-LABEL: llvm.func @local_tile(
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %[[M:[a-z0-9]+]]: i32, %[[N:[a-z0-9]+]]: i32
// CHECK: %[[K128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[OFF:.*]] = llvm.mul %[[M]], %{{.*}} : i32
// CHECK: llvm.getelementptr %{{.*}}[%[[OFF]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i16
// CHECK-NOT: llvm.getelementptr
// CHECK: llvm.return
func.func @local_tile(%t: !g, %m: i32, %n: i32) -> i64 {
  %tile = cute.static : !cute.tile<"[128:1;128:1;32:1]">
  %c = cute.make_coord(%m, %n) : (i32, i32) -> !cute.coord<"(?,?,_)">
  %v = cute.local_tile(%t, %tile, %c, "(1,_,1)") : (!g, !cute.tile<"[128:1;128:1;32:1]">, !cute.coord<"(?,?,_)">) -> !t
  %p = cute.get_iter(%v) : !t
  %i = cute.ptrtoint(%p) : !cute.ptr<f16, gmem, align<16>> to i64
  return %i : i64
}

// -----

// A tensor's size is its layout's; an identity tensor's run-time leaves are
// its shape's; an assumed divisibility is the integer itself.
!g = !cute.memref<f16, gmem, align<16>, "(?{div=8},?):(1,?{i64 div=8})">
!id = !cute.coord_tensor<"(0,0)", "(?{div=8},?):(1@0,1@1)">
// CHECK-LABEL: llvm.func @size_identity_assume(
// CHECK-SAME: %[[T:[a-z0-9]+]]: !llvm.struct<(ptr<1>, struct<(struct<(i32, i32)>, i64)>)>, %[[X:[a-z0-9]+]]: i32
// CHECK: %[[S1:.*]] = llvm.extractvalue %{{.*}}[0, 1] : !llvm.struct<(struct<(i32, i32)>, i64)>
// CHECK: llvm.insertvalue %{{.*}}, %{{.*}}[1, 0, 0] : !llvm.struct<(struct<()>, struct<(struct<(i32, i32)>, struct<()>)>)>
// CHECK-NEXT: %[[ID:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[1, 0, 1]
// CHECK: llvm.insertvalue %[[S1]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[ID]], %{{.*}}[1]
// CHECK-NEXT: llvm.insertvalue %[[X]], %{{.*}}[2]
func.func @size_identity_assume(%t: !g, %x: i32) -> (!cute.int_tuple<"?">, !id, !cute.i32<divby 8>) {
  %s = cute.size(%t) <{mode = [1]}> : (!g) -> !cute.int_tuple<"?">
  %l = cute.get_layout(%t) : !g
  %sh = cute.get_shape(%l) : (!cute.layout<"(?{div=8},?):(1,?{i64 div=8})">) -> !cute.shape<"(?{div=8},?)">
  %id = cute.make_identity_tensor(%sh) : !id
  %a = cute.assume(%x) : (i32) -> !cute.i32<divby 8>
  return %s, %id, %a : !cute.int_tuple<"?">, !id, !cute.i32<divby 8>
}

// -----

// Atoms and tiled atoms hold their parameters in their types: nothing is
// left of them at run time (the unused atom and tiled copy are erased by
// fold-static), and a function parameter of a tiled copy, an empty struct
// that NVPTX cannot pass, is dropped (its uses read poison).
!tc = !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
// CHECK-LABEL: llvm.func @atoms() {
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<()>
// CHECK-NEXT: llvm.return
func.func @atoms(%t: !tc) {
  %a = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
  %c = cute.make_tiled_copy(%a) : !tc
  return
}
