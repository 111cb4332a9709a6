// A device function whose parameters include values that are all static
// (a layout with no run-time leaf, a tile): they lower to empty structs,
// and NVPTX has no empty parameter types ("Empty parameter types are not
// supported"), so such a parameter is dropped from the function and from
// each call; the run-time extent of the other layout stays a parameter.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 --opt-level=0 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .func  (.param .b32 func_retval0) size_of(
// CHECK-NEXT: .param .align 4 .b8 size_of_param_0[4]
// CHECK-NEXT: )
func.func @size_of(%static: !cute.layout<"(4,8):(1,4)">,
                   %dyn: !cute.layout<"(4,?):(1,4)">,
                   %tile: !cute.tile<"[4:1;8:1]">) -> i32 {
  %n = cute.size(%dyn) : (!cute.layout<"(4,?):(1,4)">) -> !cute.int_tuple<"?">
  %v = cute.get_scalars(%n) : !cute.int_tuple<"?">
  return %v : i32
}

// CHECK-LABEL: .visible .func  (.param .b32 func_retval0) caller(
// CHECK-NEXT: .param .b32 caller_param_0
// CHECK: call.uni (retval0), size_of, (param0);
func.func @caller(%n: i32) -> i32 {
  %s = cute.static : !cute.layout<"(4,8):(1,4)">
  %shape = cute.make_shape(%n) : (i32) -> !cute.shape<"(4,?)">
  %d = cute.make_layout(%shape) : (!cute.shape<"(4,?)">) -> !cute.layout<"(4,?):(1,4)">
  %t = cute.static : !cute.tile<"[4:1;8:1]">
  %r = func.call @size_of(%s, %d, %t) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,?):(1,4)">, !cute.tile<"[4:1;8:1]">) -> i32
  return %r : i32
}
