// RUN: cute-nvgpu-opt -convert-cute-to-llvm %s | FileCheck %s --check-prefix=OFF
// RUN: cute-nvgpu-opt -convert-cute-to-llvm="runtime-checks=1" %s | FileCheck %s --check-prefix=ON

// Without runtime-checks the leaf arithmetic is emitted alone; with it, each
// operation the static algebra could refuse is guarded by an scf.if that
// prints one report line and traps.

// OFF-NOT: llvm.intr.trap
// OFF-NOT: @fflush
// OFF-LABEL: func.func @size
// OFF-SAME: (%[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32)
// OFF: %[[P:.*]] = arith.muli %[[M]], %[[N]] : i32
// OFF-NEXT: return %[[P]] : i32

// ON-DAG: llvm.mlir.global internal constant @cute_print_format_{{[0-9]+}}("cute run-time check failed: 'cute.size' at {{.*}}lower-checks.mlir:[[@LINE+14]]:8: integer overflow: %d * %d does not fit in i32\0A\00")
// ON-DAG: llvm.func @fflush(!llvm.ptr) -> i32
// ON-LABEL: func.func @size
// ON-SAME: (%[[M:[^:]*]]: i32, %[[N:[^:]*]]: i32)
// ON: %[[LO:.*]], %[[HI:.*]] = arith.mulsi_extended %[[M]], %[[N]] : i32
// ON: %[[SIGN:.*]] = arith.shrsi %[[LO]], %{{.*}} : i32
// ON-NEXT: %[[BAD:.*]] = arith.cmpi ne, %[[HI]], %[[SIGN]] : i32
// ON-NEXT: scf.if %[[BAD]] {
// ON: llvm.call @printf(%{{.*}}, %[[M]], %[[N]])
// ON: llvm.call @fflush
// ON-NEXT: llvm.intr.trap
// ON: return %[[LO]] : i32
func.func @size(%m: i32, %n: i32) -> !cute.int_tuple<"?"> {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = cute.size(%s) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  return %r : !cute.int_tuple<"?">
}

// A division: the divisor is checked for 0 and the quotient for MIN / -1.
// OFF-LABEL: func.func @ceil_div
// OFF-NOT: scf.if
// OFF: arith.divsi
// OFF: return
// ON-LABEL: func.func @ceil_div
// ON: %[[Z:.*]] = arith.cmpi eq, %[[D:.*]], %{{.*}} : i32
// ON-NEXT: scf.if %[[Z]] {
// ON: llvm.intr.trap
// ON: scf.if
// ON: llvm.intr.trap
// ON: arith.divsi %{{.*}}, %[[D]] : i32
func.func @ceil_div(%a: i32, %d: i32) -> !cute.shape<"?"> {
  %x = cute.make_shape(%a) : (i32) -> !cute.shape<"?">
  %y = cute.make_shape(%d) : (i32) -> !cute.shape<"?">
  %r = cute.ceil_div(%x, %y) : (!cute.shape<"?">, !cute.shape<"?">) -> !cute.shape<"?">
  return %r : !cute.shape<"?">
}
