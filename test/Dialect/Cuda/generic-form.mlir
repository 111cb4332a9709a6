// The generic form CuTe DSL writes for kernels (arg_attrs of empty
// dictionaries, discardable attributes after the region) reads into the
// custom form, which reads back the same.
// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// CHECK: gpu.module @kernels {
// CHECK-NEXT: cuda.kernel @k(%arg0: i32, %arg1: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, preferred_shared_memory_carveout = 50 : i32}, gpu.kernel} {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: cuda.kernel @k0() {
// CHECK-NEXT: return
"builtin.module"() ({
  "gpu.module"() <{sym_name = "kernels"}> ({
    "cuda.kernel"() <{arg_attrs = [{}, {}], function_type = (i32, f32) -> (), sym_name = "k"}> ({
    ^bb0(%a: i32, %b: f32):
      "cuda.return"() : () -> ()
    }) {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, preferred_shared_memory_carveout = 50 : i32}, gpu.kernel} : () -> ()
    "cuda.kernel"() <{arg_attrs = [], function_type = () -> (), sym_name = "k0"}> ({
      "cuda.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) {gpu.container_module} : () -> ()
