// A print in a kernel is CUDA's device printf: vprintf(format, buffer),
// the format a global string, the arguments packed in a local buffer
// (integers as themselves, floats promoted to f64), for CuTe DSL's
// formatted print and cute.print of a value alike; ptxas assembles it.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// The formats: "(4,%d)\n" for the shape, "hello %d %f\n" for the
// formatted print (bytes; ptxas zero-fills the terminating NUL).
// CHECK: .extern .func (.param .b32 func_retval0) vprintf
// CHECK-DAG: .global .align 1 .b8 cute_print_format_{{[0-9]+}}[8] = {40, 52, 44, 37, 100, 41, 10};
// CHECK-DAG: .global .align 1 .b8 cute_print_format_{{[0-9]+}}[13] = {104, 101, 108, 108, 111, 32, 37, 100, 32, 37, 102, 10};
// CHECK: .visible .entry hello(
// CHECK: .local .align 8 .b8 __local_depot0[24];
// CHECK: cvt.f64.f32 [[X:%rd[0-9]+]], %r{{[0-9]+}};
// CHECK: st.local.b32 [[[BUF:%rd[0-9]+]]], %r{{[0-9]+}};
// CHECK-NEXT: st.local.b64 [[[BUF]]+8], [[X]];
// CHECK: call.uni (retval0), vprintf, (param0, param1);
// CHECK: call.uni (retval0), vprintf, (param0, param1);
// CHECK: ret;
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @hello(%n: i32, %x: f32) attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      cute.print("hello {} {}\0A", %n, %x) : i32, f32
      %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(4,?)">
      cute.print(%s) : !cute.shape<"(4,?)">
      return
    }
  }
}
