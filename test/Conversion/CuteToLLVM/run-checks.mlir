// REQUIRES: mlir-runner
// RUN: split-file --leading-lines %s %t
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/ceil-div-zero.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=ZERO -DFILE=%t/ceil-div-zero.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/size-i32.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=SIZE -DFILE=%t/size-i32.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/shape-div.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=DIVIS -DFILE=%t/shape-div.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/in-range.mlir | %mlir-runner-host | FileCheck %s --check-prefix=OK

// With -cute-host-pipeline the lowering's run-time checks are on: where the
// static algebra refuses the operands, run-time ones are reported (one line:
// the op, its location, the values) and the program traps, after everything
// printed before it.

//--- ceil-div-zero.mlir
// ZERO: (3,5)
func.func @tiles(%d: i32) {
  %a = cute.static : !cute.shape<"(6,10)">
  %b = cute.make_shape(%d, %d) : (i32, i32) -> !cute.shape<"(?,?)">
// ZERO-NEXT: cute run-time check failed: 'cute.ceil_div' at [[FILE]]:[[@LINE+2]]:8: ceil_div by zero: 6 / 0
// ZERO-NOT: {{.}}
  %r = cute.ceil_div(%a, %b) : (!cute.shape<"(6,10)">, !cute.shape<"(?,?)">) -> !cute.shape<"(?,?)">
  cute.print(%r) : !cute.shape<"(?,?)">
  return
}
func.func @main() {
  %c2 = arith.constant 2 : i32
  func.call @tiles(%c2) {no_inline} : (i32) -> ()
  %c0 = arith.constant 0 : i32
  func.call @tiles(%c0) {no_inline} : (i32) -> ()
  return
}

//--- size-i32.mlir
// CuTe IR's width rule keeps `?` * `?` an i32: a size that does not fit
// traps instead of wrapping to 0.
// SIZE: 65536
func.func @size(%m: i32, %n: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
// SIZE-NEXT: cute run-time check failed: 'cute.size' at [[FILE]]:[[@LINE+2]]:8: integer overflow: 65536 * 65536 does not fit in i32
// SIZE-NOT: {{.}}
  %r = cute.size(%s) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}
func.func @main() {
  %c1 = arith.constant 1 : i32
  %c = arith.constant 65536 : i32
  func.call @size(%c1, %c) {no_inline} : (i32, i32) -> ()
  func.call @size(%c, %c) {no_inline} : (i32, i32) -> ()
  return
}

//--- shape-div.mlir
// shape_div's weak divisibility condition: one of 6 and 4 must divide the
// other (the static algebra refuses shape_div((6),(4)) the same way).
func.func @div(%a: i32, %b: i32) {
  %x = cute.make_shape(%a) : (i32) -> !cute.shape<"?">
  %y = cute.make_shape(%b) : (i32) -> !cute.shape<"?">
// DIVIS: cute run-time check failed: 'cute.shape_div' at [[FILE]]:[[@LINE+2]]:8: shape_div divisibility condition violated: neither of 6 and 4 divides the other
// DIVIS-NOT: {{.}}
  %r = cute.shape_div(%x, %y) : (!cute.shape<"?">, !cute.shape<"?">) -> !cute.shape<"?">
  cute.print(%r) : !cute.shape<"?">
  return
}
func.func @main() {
  %c6 = arith.constant 6 : i32
  %c4 = arith.constant 4 : i32
  func.call @div(%c6, %c4) {no_inline} : (i32, i32) -> ()
  return
}

//--- in-range.mlir
// Values the static algebra accepts pass every check, and the run-time
// recast of a zero stride keeps it 0, as the static one does (CuTe's
// shape_div: a quotient 0 becomes signum(a) * signum(b)).
// OK: (2,5):(1,0)
// OK-NEXT: (2,5):(1,-1)
// OK-NEXT: 2147483647
func.func @recast(%d: i32) {
  %sh = cute.static : !cute.shape<"(8,5)">
  %st = cute.make_stride(%d) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"(8,5)">, !cute.stride<"(1,?)">) -> !cute.layout<"(8,5):(1,?)">
  %r = cute.recast_layout<32, 8>(%l) : !cute.layout<"(8,5):(1,?)"> -> !cute.layout<"(2,5):(1,?)">
  cute.print(%r) : !cute.layout<"(2,5):(1,?)">
  return
}
func.func @size(%m: i32, %n: i32) {
  %s = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
  %r = cute.size(%s) : (!cute.shape<"(?,?)">) -> !cute.int_tuple<"?">
  cute.print(%r) : !cute.int_tuple<"?">
  return
}
func.func @main() {
  %c0 = arith.constant 0 : i32
  func.call @recast(%c0) {no_inline} : (i32) -> ()
  %cm1 = arith.constant -1 : i32
  func.call @recast(%cm1) {no_inline} : (i32) -> ()
  %c1 = arith.constant 1 : i32
  %max = arith.constant 2147483647 : i32
  func.call @size(%c1, %max) {no_inline} : (i32, i32) -> ()
  return
}
