// RUN: cute-nvgpu-opt -cute-fold-static -convert-cute-to-llvm %s | FileCheck %s

// cute.print: printf with the type's text, `%d` / `%lld` for dynamic leaves,
// from private format strings.
// CHECK-DAG: llvm.mlir.global internal constant @cute_print_format_{{[0-9]+}}("(6,%d):(1,%lld)\0A\00")
// CHECK-DAG: llvm.mlir.global internal constant @cute_print_format_{{[0-9]+}}("S<1,2,3> o 0 o 4:1\0A\00")
// CHECK-DAG: llvm.func @printf(!llvm.ptr, ...) -> i32

// A static value lowers to an empty struct (a layout: struct(shape, stride));
// signatures, calls and returns follow.
// CHECK: func.func @tile_of_static
// CHECK-SAME: () -> !llvm.struct<(struct<(struct<()>, struct<()>)>, struct<(struct<()>, struct<()>)>)>
// CHECK: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(struct<(struct<()>, struct<()>)>, struct<(struct<()>, struct<()>)>)>
// CHECK: return %[[P]]
func.func @tile_of_static() -> !cute.tile<"[4:2;(3,2):(1,6)]"> {
  %t = cute.static : !cute.tile<"[4:2;(3,2):(1,6)]">
  return %t : !cute.tile<"[4:2;(3,2):(1,6)]">
}

// Dynamic leaves are the struct's members: one alone is the bare integer
// (i64 for `?{i64}`), a composed layout is struct(B, offset, A).
// CHECK-LABEL: func.func @signatures
// CHECK-SAME: (%{{.*}}: i64, %{{.*}}: !llvm.struct<(i32, i32)>,
// CHECK-SAME: %{{.*}}: !llvm.struct<(struct<(i32, struct<()>)>, struct<()>, struct<()>)>,
// CHECK-SAME: %{{.*}}: !llvm.struct<()>)
func.func @signatures(%a: !cute.int_tuple<"(3,?{i64})">,
                      %b: !cute.shape<"(?,(2,?))">,
                      %c: !cute.composed_layout<"S<2,3,3> o 0 o (?,4):(4,1)">,
                      %d: !cute.swizzle<"S<2,3,3>">) {
  return
}

// CHECK-LABEL: func.func @print_leaves
// CHECK-SAME: (%[[L:.*]]: !llvm.struct<(i32, i64)>)
// CHECK: %[[S:.*]] = llvm.extractvalue %[[L]][0] : !llvm.struct<(i32, i64)>
// CHECK: %[[D:.*]] = llvm.extractvalue %[[L]][1] : !llvm.struct<(i32, i64)>
// CHECK: llvm.call @printf(%{{.*}}, %[[S]], %[[D]]) vararg
func.func @print_leaves(%l: !cute.layout<"(6,?):(1,?{i64})">) {
  cute.print(%l) : !cute.layout<"(6,?):(1,?{i64})">
  %c = cute.static : !cute.composed_layout<"S<1,2,3> o 0 o 4:1">
  cute.print(%c) : !cute.composed_layout<"S<1,2,3> o 0 o 4:1">
  return
}
