// REQUIRES: mlir-runner
// RUN: split-file --leading-lines %s %t
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/ceil-div-zero.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=ZERO -DFILE=%t/ceil-div-zero.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/size-i32.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=SIZE -DFILE=%t/size-i32.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/shape-div.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=DIVIS -DFILE=%t/shape-div.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/in-range.mlir | %mlir-runner-host | FileCheck %s --check-prefix=OK
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/compose-condition.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=COMPOSE -DFILE=%t/compose-condition.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/recast-condition.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=RECAST -DFILE=%t/recast-condition.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/like-condition.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=LIKE -DFILE=%t/like-condition.mlir
// RUN: cute-nvgpu-opt -cute-host-pipeline %t/inverse-condition.mlir | not --crash %mlir-runner-host 2>/dev/null | FileCheck %s --check-prefix=INVERSE -DFILE=%t/inverse-condition.mlir

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
// OK-NEXT: (2,5):(1,-2)
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
  %cm8 = arith.constant -8 : i32
  func.call @recast(%cm8) {no_inline} : (i32) -> ()
  %c1 = arith.constant 1 : i32
  %max = arith.constant 2147483647 : i32
  func.call @size(%c1, %max) {no_inline} : (i32, i32) -> ()
  return
}

//--- compose-condition.mlir
// The structure of a composition is decided from the types: with the
// extent and stride n dynamic, the left modes (n,4):(1,n) cannot be merged,
// and composing them with 2:4 needs CuTe's stride divisibility condition on
// the first mode. n = 8 meets it; n = 3 does not (the static algebra, seeing
// 3, merges the modes into 12:1 and computes 2:4; with the value unknown
// there is no such structure to pick).
// COMPOSE: (2,1):(4,8)
func.func @compose(%n: i32) {
  %sh = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,4)">
  %st = cute.make_stride(%n) : (i32) -> !cute.stride<"(1,?)">
  %a = cute.make_layout(%sh, %st) : (!cute.shape<"(?,4)">, !cute.stride<"(1,?)">) -> !cute.layout<"(?,4):(1,?)">
  %b = cute.static : !cute.layout<"2:4">
// COMPOSE-NEXT: cute run-time check failed: 'cute.composition' at [[FILE]]:[[@LINE+2]]:8: composition: stride divisibility condition violated: stride 4 is neither a multiple of nor less than shape 3
// COMPOSE-NOT: {{.}}
  %r = cute.composition(%a, %b) : (!cute.layout<"(?,4):(1,?)">, !cute.layout<"2:4">) -> !cute.layout<"(?,?):(4,?)">
  cute.print(%r) : !cute.layout<"(?,?):(4,?)">
  return
}
func.func @main() {
  %c8 = arith.constant 8 : i32
  func.call @compose(%c8) {no_inline} : (i32) -> ()
  %c3 = arith.constant 3 : i32
  func.call @compose(%c3) {no_inline} : (i32) -> ()
  return
}

//--- recast-condition.mlir
// An upcast derives its result for a dynamic stride that is a multiple of
// the factor; a stride of -1 at run time would need another shape.
// RECAST: (2,5):(1,-2)
func.func @recast(%d: i32) {
  %sh = cute.static : !cute.shape<"(8,5)">
  %st = cute.make_stride(%d) : (i32) -> !cute.stride<"(1,?)">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"(8,5)">, !cute.stride<"(1,?)">) -> !cute.layout<"(8,5):(1,?)">
// RECAST-NEXT: cute run-time check failed: 'cute.recast_layout' at [[FILE]]:[[@LINE+2]]:8: upcast: stride -1 is not a multiple of the factor 4 (the result was derived for a dynamic stride that is)
// RECAST-NOT: {{.}}
  %r = cute.recast_layout<32, 8>(%l) : !cute.layout<"(8,5):(1,?)"> -> !cute.layout<"(2,5):(1,?)">
  cute.print(%r) : !cute.layout<"(2,5):(1,?)">
  return
}
func.func @main() {
  %cm8 = arith.constant -8 : i32
  func.call @recast(%cm8) {no_inline} : (i32) -> ()
  %cm1 = arith.constant -1 : i32
  func.call @recast(%cm1) {no_inline} : (i32) -> ()
  return
}

//--- like-condition.mlir
// make_layout_like orders the strides at compile time: a dynamic stride
// ranks after every static one. 16 does; 0 at run time does not.
// LIKE: (4,8):(8,1)
func.func @like(%d: i32) {
  %sh = cute.static : !cute.shape<"(4,8)">
  %st = cute.make_stride(%d) : (i32) -> !cute.stride<"(?,1)">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"(4,8)">, !cute.stride<"(?,1)">) -> !cute.layout<"(4,8):(?,1)">
// LIKE-NEXT: cute run-time check failed: 'cute.make_layout_like' at [[FILE]]:[[@LINE+2]]:8: make_layout_like: stride 0 is 0 at run time (the order was decided for a non-zero dynamic stride)
// LIKE-NOT: {{.}}
  %r = cute.make_layout_like(%l) : !cute.layout<"(4,8):(?,1)"> -> !cute.layout<"(4,8):(8,1)">
  cute.print(%r) : !cute.layout<"(4,8):(8,1)">
  return
}
func.func @main() {
  %c16 = arith.constant 16 : i32
  func.call @like(%c16) {no_inline} : (i32) -> ()
  %c0 = arith.constant 0 : i32
  func.call @like(%c0) {no_inline} : (i32) -> ()
  return
}

//--- inverse-condition.mlir
// right_inverse takes a dynamic stride to continue no chain of strides
// (the chain here looks for stride 1 and finds none): 8 at run time gives
// that structure, 1 would start the chain with the dynamic mode.
// INVERSE: 1:0
func.func @inverse(%d: i32) {
  %sh = cute.static : !cute.shape<"(4,8)">
  %st = cute.make_stride(%d) : (i32) -> !cute.stride<"(?,4)">
  %l = cute.make_layout(%sh, %st) : (!cute.shape<"(4,8)">, !cute.stride<"(?,4)">) -> !cute.layout<"(4,8):(?,4)">
// INVERSE-NEXT: cute run-time check failed: 'cute.right_inverse' at [[FILE]]:[[@LINE+2]]:8: right_inverse: stride 1 is taken not to be 1 (the result was derived for a dynamic stride that continues no chain of strides)
// INVERSE-NOT: {{.}}
  %r = cute.right_inverse(%l) : (!cute.layout<"(4,8):(?,4)">) -> !cute.layout<"1:0">
  cute.print(%r) : !cute.layout<"1:0">
  return
}
func.func @main() {
  %c8 = arith.constant 8 : i32
  func.call @inverse(%c8) {no_inline} : (i32) -> ()
  %c1 = arith.constant 1 : i32
  func.call @inverse(%c1) {no_inline} : (i32) -> ()
  return
}
