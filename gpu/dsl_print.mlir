// A kernel in CuTe DSL's spelling (a gpu.module of cuda.kernel, its launch
// bound, CuTe DSL's formatted print and cute.print of a run-time shape):
// `gpu/run.sh` compiles it with `cute-nvgpu compile` and runs it on one
// thread, so the device printf path (vprintf) is checked on the GPU.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @dsl_print() attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 1, 1, 1>} {
      %n = arith.constant 7 : i32
      %w = arith.constant 4294967296 : i64
      %x = arith.constant 1.5 : f32
      cute.print("Hello from a CuTe DSL kernel: {} {} {}\0A", %n, %w, %x) : i32, i64, f32
      %s = cute.make_shape(%n) : (i32) -> !cute.shape<"(4,?)">
      %l = cute.make_layout(%s) : !cute.layout<"(4,?):(1,4)">
      cute.print(%l) : !cute.layout<"(4,?):(1,4)">
      return
    }
  }
}
