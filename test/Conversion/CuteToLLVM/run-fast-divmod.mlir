// REQUIRES: mlir-runner
// RUN: cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host | FileCheck %s

// cute.fast_divmod: a divisor prepared once, then a multiply-high and two
// shifts per division, checked against plain unsigned division on 20000
// generated (dividend, divisor) pairs (an LCG; divisors of every bit length
// from 1 to 32) and on the hostile edges: 2^32 - 1 over 1, over itself, over
// 3; 2^32 - 2 over 2^32 - 1; 2^31 over 2^31 + 1; 7 over 2^31. The count of
// mismatched quotients or remainders (printed first) must be 0; then the
// number of pairs checked.
// CHECK: {{^}}0{{$}}
// CHECK-NEXT: {{^}}20006{{$}}

func.func private @mismatch(%x: i32, %d: i32) -> i32 {
  %div = cute.fast_divmod.create_divisor(%d) : i32 -> !cute.fast_divmod_divisor<32>
  %q, %r = cute.fast_divmod.compute(%x, %div) : i32, !cute.fast_divmod_divisor<32> -> i32
  %q2 = arith.divui %x, %d : i32
  %r2 = arith.remui %x, %d : i32
  %bq = arith.cmpi ne, %q, %q2 : i32
  %br = arith.cmpi ne, %r, %r2 : i32
  %b = arith.ori %bq, %br : i1
  %n = arith.extui %b : i1 to i32
  return %n : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 20000 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = arith.constant 1664525 : i32
  %inc = arith.constant 1013904223 : i32
  %c31 = arith.constant 31 : i32
  %seed = arith.constant 12345 : i32
  %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%s = %seed, %acc = %zero) -> (i32, i32) {
    %s1 = arith.muli %s, %a : i32
    %s2 = arith.addi %s1, %inc : i32
    %s3 = arith.muli %s2, %a : i32
    %s4 = arith.addi %s3, %inc : i32
    // A divisor of a random bit length: shift the draw right by 0..31.
    %sh = arith.remui %s4, %c31 : i32
    %dr = arith.shrui %s2, %sh : i32
    %isz = arith.cmpi eq, %dr, %zero : i32
    %d = arith.select %isz, %one, %dr : i32
    %m = func.call @mismatch(%s4, %d) : (i32, i32) -> i32
    %acc2 = arith.addi %acc, %m : i32
    scf.yield %s4, %acc2 : i32, i32
  }
  %max = arith.constant -1 : i32
  %max1 = arith.constant -2 : i32
  %h = arith.constant -2147483648 : i32
  %h1 = arith.constant -2147483647 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %e0 = func.call @mismatch(%max, %one) : (i32, i32) -> i32
  %e1 = func.call @mismatch(%max, %max) : (i32, i32) -> i32
  %e2 = func.call @mismatch(%max, %c3) : (i32, i32) -> i32
  %e3 = func.call @mismatch(%max1, %max) : (i32, i32) -> i32
  %e4 = func.call @mismatch(%h, %h1) : (i32, i32) -> i32
  %e5 = func.call @mismatch(%c7, %h) : (i32, i32) -> i32
  %t0 = arith.addi %res#1, %e0 : i32
  %t1 = arith.addi %t0, %e1 : i32
  %t2 = arith.addi %t1, %e2 : i32
  %t3 = arith.addi %t2, %e3 : i32
  %t4 = arith.addi %t3, %e4 : i32
  %t5 = arith.addi %t4, %e5 : i32
  %bad = cute.make_int_tuple(%t5) : (i32) -> !cute.int_tuple<"?">
  cute.print(%bad) : !cute.int_tuple<"?">
  %pairs = arith.constant 20006 : i32
  %p = cute.make_int_tuple(%pairs) : (i32) -> !cute.int_tuple<"?">
  cute.print(%p) : !cute.int_tuple<"?">
  return
}
