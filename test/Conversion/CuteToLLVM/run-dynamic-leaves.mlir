// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// Dynamic leaves print their run-time values, i32 and i64 alike, across a
// call boundary. The values enter as the lowered struct (the form
// convert-cute-to-llvm gives them), so this test needs no constructor op.
// CHECK: (6,11):(1,4294967296)
// CHECK-NEXT: S<2,4,3> o 7 o (11,8):(8,1)

func.func private @show(%l: !cute.layout<"(6,?):(1,?{i64})">) {
  cute.print(%l) : !cute.layout<"(6,?):(1,?{i64})">
  return
}

func.func @main() {
  %n = arith.constant 11 : i32
  %big = arith.constant 4294967296 : i64
  %p = llvm.mlir.poison : !llvm.struct<(i32, i64)>
  %s0 = llvm.insertvalue %n, %p[0] : !llvm.struct<(i32, i64)>
  %s1 = llvm.insertvalue %big, %s0[1] : !llvm.struct<(i32, i64)>
  %l = builtin.unrealized_conversion_cast %s1
      : !llvm.struct<(i32, i64)> to !cute.layout<"(6,?):(1,?{i64})">
  func.call @show(%l) : (!cute.layout<"(6,?):(1,?{i64})">) -> ()

  // Composed: struct(B = struct(shape, stride), offset, A = swizzle).
  %off = arith.constant 7 : i32
  %q = llvm.mlir.poison : !llvm.struct<(struct<(i32, struct<()>)>, i32, struct<()>)>
  %q0 = llvm.insertvalue %n, %q[0, 0] : !llvm.struct<(struct<(i32, struct<()>)>, i32, struct<()>)>
  %q1 = llvm.insertvalue %off, %q0[1] : !llvm.struct<(struct<(i32, struct<()>)>, i32, struct<()>)>
  %c = builtin.unrealized_conversion_cast %q1
      : !llvm.struct<(struct<(i32, struct<()>)>, i32, struct<()>)>
        to !cute.composed_layout<"S<2,4,3> o ? o (?,8):(8,1)">
  cute.print(%c) : !cute.composed_layout<"S<2,4,3> o ? o (?,8):(8,1)">
  return
}
