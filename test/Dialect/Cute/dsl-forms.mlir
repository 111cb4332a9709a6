// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// CuTe DSL's spellings of ops CuTe IR also has, read by the same op: dice's
// coordinate as a property (and dice of a tile), print with a format string
// and any values (none included), get_shape's `(T) -> R`. CuTe IR's forms
// print as CuTe IR writes them; the DSL-only forms print as the DSL does.

// CHECK-LABEL: func.func @dsl_forms
// CHECK-NEXT: %0 = cute.dice(%arg0, %arg2) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
// CHECK-NEXT: %1 = cute.dice(%arg0, "(_,1,_)") : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
// CHECK-NEXT: %2 = cute.dice(%arg1, "(1,1,_)") : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
// CHECK-NEXT: cute.print(%arg0) : !cute.layout<"(2,3,4):(1,2,6)">
// CHECK-NEXT: cute.print("x = {}\0A", %arg3) : f32
// CHECK-NEXT: cute.print("Hello world\0A", ) :
// CHECK-NEXT: cute.print("{} {}\0A", %arg3, %arg0) : f32, !cute.layout<"(2,3,4):(1,2,6)">
// CHECK-NEXT: %3 = cute.get_shape(%arg0) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
// CHECK-NEXT: %4 = cute.get_shape(%arg0) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
// CHECK-NEXT: %5 = cute.deref_arith_tuple_iter(%arg4) : !cute.arith_tuple_iter<"(?,0)">

// GENERIC: %0 = "cute.dice"(%arg0, %arg2) : (!cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">) -> !cute.layout<"(3):(2)">
// GENERIC-NEXT: %1 = "cute.dice"(%arg0) <{coord = #cute.coord<"(_,1,_)">}> : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
// GENERIC-NEXT: %2 = "cute.dice"(%arg1) <{coord = #cute.coord<"(1,1,_)">}> : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
// GENERIC-NEXT: "cute.print"(%arg0) : (!cute.layout<"(2,3,4):(1,2,6)">) -> ()
// GENERIC-NEXT: "cute.print"(%arg3) <{fmt = "x = {}\0A"}> : (f32) -> ()
// GENERIC-NEXT: "cute.print"() <{fmt = "Hello world\0A"}> : () -> ()
// GENERIC-NEXT: "cute.print"(%arg3, %arg0) <{fmt = "{} {}\0A"}> : (f32, !cute.layout<"(2,3,4):(1,2,6)">) -> ()

func.func @dsl_forms(%l: !cute.layout<"(2,3,4):(1,2,6)">, %t: !cute.tile<"[128:1;128:1;32:1]">, %c: !cute.coord<"(_,1,_)">, %x: f32, %it: !cute.arith_tuple_iter<"(?,0)">) {
  %a = cute.dice(%l, %c) : !cute.layout<"(2,3,4):(1,2,6)">, !cute.coord<"(_,1,_)">
  %b = cute.dice(%l, "(_,1,_)") : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.layout<"(3):(2)">
  %d = cute.dice(%t, "(1,1,_)") : (!cute.tile<"[128:1;128:1;32:1]">) -> !cute.tile<"[128:1;128:1]">
  cute.print(%l) : !cute.layout<"(2,3,4):(1,2,6)">
  cute.print("x = {}\0A", %x) : f32
  cute.print("Hello world\0A", ) : 
  cute.print("{} {}\0A", %x, %l) : f32, !cute.layout<"(2,3,4):(1,2,6)">
  %s = cute.get_shape(%l) : (!cute.layout<"(2,3,4):(1,2,6)">) -> !cute.shape<"(2,3,4)">
  %s2 = cute.get_shape(%l) : !cute.layout<"(2,3,4):(1,2,6)"> -> !cute.shape<"(2,3,4)">
  %v = cute.deref_arith_tuple_iter(%it) : !cute.arith_tuple_iter<"(?,0)">
  return
}
