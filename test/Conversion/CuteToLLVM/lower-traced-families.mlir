// RUN: cute-nvgpu-opt -convert-cute-to-llvm %s | FileCheck %s

// One op or two of each family whose result leaves are computed, not passed
// through: constructors, layout algebra, tiling, size and index, tuple
// arithmetic. The lowering runs the op's inference with a tracer argument,
// and the arith below is each leaf operation that inference performs on a
// run-time value; an op whose inference lost the tracer would leave its
// computed leaves untraced and not be lowered at all.

// make_ordered_layout((M,N,4), order (2,0,1)): mode 1 comes first (stride
// 1), then mode 2 (stride N), then mode 0 (stride N*4).
// CHECK-LABEL: func.func @ordered
// CHECK: %[[M:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[N4:.*]] = arith.muli %[[N]], %[[C4]] : i32
// CHECK: llvm.insertvalue %[[M]], %{{.*}}[0, 0]
// CHECK-NEXT: llvm.insertvalue %[[N]], %{{.*}}[0, 1]
// CHECK-NEXT: llvm.insertvalue %[[N4]], %{{.*}}[1, 0]
// CHECK-NEXT: llvm.insertvalue %[[N]], %{{.*}}[1, 1]
func.func @ordered(%sh: !cute.shape<"(?,?,4)">) -> !cute.layout<"(?,?,4):(?,1,?)"> {
  %o = cute.static : !cute.int_tuple<"(2,0,1)">
  %r = cute.make_ordered_layout(%sh, %o) : (!cute.shape<"(?,?,4)">, !cute.int_tuple<"(2,0,1)">) -> !cute.layout<"(?,?,4):(?,1,?)">
  return %r : !cute.layout<"(?,?,4):(?,1,?)">
}

// complement(4:1, N): the rest mode covers ceil_div(N, 4).
// CHECK-LABEL: func.func @complement
// CHECK-SAME: (%[[N:.*]]: i32)
// CHECK: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[N]], %[[C4]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.remsi %[[N]], %[[C4]] : i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[P:.*]] = arith.cmpi sgt, %[[R]], %[[C0]] : i32
// CHECK-NEXT: %[[U:.*]] = arith.extui %[[P]] : i1 to i32
// CHECK-NEXT: %[[E:.*]] = arith.addi %[[Q]], %[[U]] : i32
// CHECK: llvm.insertvalue %[[E]], %{{.*}}[0]
func.func @complement(%sv: !cute.shape<"?">) -> !cute.layout<"?:4"> {
  %t4 = cute.static : !cute.layout<"4:1">
  %r = cute.complement(%t4, %sv) : (!cute.layout<"4:1">, !cute.shape<"?">) -> !cute.layout<"?:4">
  return %r : !cute.layout<"?:4">
}

// logical_product((2,2):(1,2), 4:D): the block repeats at stride 4*D.
// CHECK-LABEL: func.func @product
// CHECK: %[[D:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[D]], %[[C4]] : i32
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[1]
func.func @product(%b: !cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)"> {
  %blk = cute.static : !cute.layout<"(2,2):(1,2)">
  %r = cute.logical_product(%blk, %b) : (!cute.layout<"(2,2):(1,2)">, !cute.layout<"4:?">) -> !cute.layout<"((2,2),4):((1,2),?)">
  return %r : !cute.layout<"((2,2),4):((1,2),?)">
}

// recast_layout<32, 8> of (M,8):(1,D): the unit-stride mode shrinks to
// ceil_div(M, 4) and the stride becomes shape_div(D, 4) (D / 4, or D's
// sign when |D| < 4).
// CHECK-LABEL: func.func @recast
// CHECK: %[[M:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[D:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[M]], %[[C4]] : i32
// CHECK-NEXT: %[[R:.*]] = arith.remsi %[[M]], %[[C4]] : i32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[P:.*]] = arith.cmpi sgt, %[[R]], %[[C0]] : i32
// CHECK-NEXT: %[[U:.*]] = arith.extui %[[P]] : i1 to i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[Q]], %[[U]] : i32
// CHECK-NEXT: %[[C4B:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[DQ:.*]] = arith.divsi %[[D]], %[[C4B]] : i32
// CHECK: %[[Z:.*]] = arith.cmpi eq, %[[DQ]], %{{.*}} : i32
// CHECK-NEXT: %[[DS:.*]] = arith.select %[[Z]], %{{.*}}, %[[DQ]] : i32
// CHECK: llvm.insertvalue %[[S]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[DS]], %{{.*}}[1]
func.func @recast(%a: !cute.layout<"(?,8):(1,?)">) -> !cute.layout<"(?,8):(1,?)"> {
  %r = cute.recast_layout<32, 8>(%a) : !cute.layout<"(?,8):(1,?)"> -> !cute.layout<"(?,8):(1,?)">
  return %r : !cute.layout<"(?,8):(1,?)">
}

// tile_to_shape((2,2):(1,2), (M,N)): ceil_div(M, 2) by ceil_div(N, 2)
// copies of the block; the second mode's copies are 4*ceil_div(M, 2) apart
// (the product of both counts is computed too, and nothing reads it).
// CHECK-LABEL: func.func @tile
// CHECK: %[[M:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: arith.divsi %[[M]], %[[C2]] : i32
// CHECK: %[[RM:.*]] = arith.addi
// CHECK-NEXT: %[[C2B:.*]] = arith.constant 2 : i32
// CHECK-NEXT: arith.divsi %[[N]], %[[C2B]] : i32
// CHECK: %[[RN:.*]] = arith.addi
// CHECK-NEXT: arith.muli %[[RM]], %[[RN]] : i32
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT: %[[S:.*]] = arith.muli %[[RM]], %[[C4]] : i32
// CHECK: llvm.insertvalue %[[RM]], %{{.*}}[0, 0]
// CHECK-NEXT: llvm.insertvalue %[[RN]], %{{.*}}[0, 1]
// CHECK-NEXT: llvm.insertvalue %[[S]], %{{.*}}[1]
func.func @tile(%s: !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(2,?)):((1,4),(2,?))"> {
  %blk = cute.static : !cute.layout<"(2,2):(1,2)">
  %r = cute.tile_to_shape(%blk, %s) : (!cute.layout<"(2,2):(1,2)">, !cute.shape<"(?,?)">) -> !cute.layout<"((2,?),(2,?)):((1,4),(2,?))">
  return %r : !cute.layout<"((2,?),(2,?)):((1,4),(2,?))">
}

// crd2idx((i,j), (M,N)) = i + j*M (the compact strides also compute the
// total size M*N, which nothing reads).
// CHECK-LABEL: func.func @crd2idx
// CHECK: %[[I:.*]] = llvm.extractvalue %arg0[0]
// CHECK-NEXT: %[[J:.*]] = llvm.extractvalue %arg0[1]
// CHECK-NEXT: %[[M:.*]] = llvm.extractvalue %arg1[0]
// CHECK-NEXT: %[[N:.*]] = llvm.extractvalue %arg1[1]
// CHECK-NEXT: arith.muli %[[M]], %[[N]] : i32
// CHECK-NEXT: %[[JM:.*]] = arith.muli %[[J]], %[[M]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[I]], %[[JM]] : i32
// CHECK-NEXT: return %[[X]] : i32
func.func @crd2idx(%c: !cute.coord<"(?,?)">, %s: !cute.shape<"(?,?)">) -> !cute.int_tuple<"?"> {
  %r = cute.crd2idx(%c, %s) : (!cute.coord<"(?,?)">, !cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}

// (a,2) + (3,b) = (a+3, 2+b).
// CHECK-LABEL: func.func @tuple_add
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[C3]] : i32
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[C2]], %[[B]] : i32
// CHECK: llvm.insertvalue %[[X]], %{{.*}}[0]
// CHECK-NEXT: llvm.insertvalue %[[Y]], %{{.*}}[1]
func.func @tuple_add(%i: !cute.int_tuple<"(?,2)">, %j: !cute.int_tuple<"(3,?)">) -> !cute.int_tuple<"(?,?)"> {
  %r = cute.tuple_add(%i, %j) : (!cute.int_tuple<"(?,2)">, !cute.int_tuple<"(3,?)">) -> !cute.int_tuple<"(?,?)">
  return %r : !cute.int_tuple<"(?,?)">
}
