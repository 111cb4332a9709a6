// A kernel in a gpu.module and the host code that configures and launches it,
// in the spellings CuTe DSL prints; both print forms read back the same.
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

module attributes {gpu.container_module} {
  gpu.module @kernels {
    // CHECK-LABEL: cuda.kernel @scale(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: f32)
    // CHECK-SAME: attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>}
    // CHECK-NEXT: return
    // GENERIC: "cuda.kernel"() <{function_type = (!llvm.ptr<1>, i32, f32) -> (), sym_name = "scale"}> ({
    // GENERIC: "cuda.return"() : () -> ()
    cuda.kernel @scale(%arg0: !llvm.ptr<1>, %arg1: i32, %arg2: f32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      return
    }
    // CHECK-LABEL: cuda.kernel @no_args()
    // CHECK-NEXT: return
    cuda.kernel @no_args() {
      return
    }
  }

  // CHECK-LABEL: func.func @host(
  func.func @host(%p: !llvm.ptr<1>, %n: i32, %s: !cuda.stream) -> i32 {
    %c0_i64 = arith.constant 0 : i64
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %scale = arith.constant 2.0 : f32
    // CHECK: %[[S:.*]] = cuda.cast %{{.*}} : i64 -> !cuda.stream
    // GENERIC: "cuda.cast"(%{{.*}}) : (i64) -> !cuda.stream
    %default = cuda.cast %c0_i64 : i64 -> !cuda.stream
    // CHECK: %[[CFG:.*]] = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%{{.*}}, %{{.*}}, %{{.*}}), dynamicSmemBytes = %{{.*}}, gridDim = (%{{.*}}, %{{.*}}, %{{.*}}), stream = %{{.*}}) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    // GENERIC: "cuda.launch_cfg.create"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{maxNumAttrs = 3 : i32}> : (i32, i32, i32, i64, i32, i32, i32, !cuda.stream) -> !cuda.launch_cfg<max_attrs = 3>
    %cfg = cuda.launch_cfg.create<max_attrs = 3 : i32> (blockDim = (%c128_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%n, %c1_i32, %c1_i32), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 3>
    // CHECK: cuda.launch_cfg.cluster_dim[%[[CFG]]] (%{{.*}}, %{{.*}}, %{{.*}}) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    // GENERIC: "cuda.launch_cfg.cluster_dim"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!cuda.launch_cfg<max_attrs = 3>, i32, i32, i32) -> ()
    cuda.launch_cfg.cluster_dim[%cfg] (%c1_i32, %c1_i32, %c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32, i32, i32
    // CHECK: cuda.launch_cfg.programmatic_stream_serialization_allowed[%[[CFG]]] (%{{.*}}) : !cuda.launch_cfg<max_attrs = 3>, i32
    // GENERIC: "cuda.launch_cfg.programmatic_stream_serialization_allowed"(%{{.*}}, %{{.*}}) : (!cuda.launch_cfg<max_attrs = 3>, i32) -> ()
    cuda.launch_cfg.programmatic_stream_serialization_allowed[%cfg] (%c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32
    // CHECK: cuda.launch_cfg.cooperative[%[[CFG]]] (%{{.*}}) : !cuda.launch_cfg<max_attrs = 3>, i32
    // GENERIC: "cuda.launch_cfg.cooperative"(%{{.*}}, %{{.*}}) : (!cuda.launch_cfg<max_attrs = 3>, i32) -> ()
    cuda.launch_cfg.cooperative[%cfg] (%c1_i32) : !cuda.launch_cfg<max_attrs = 3>, i32
    // CHECK: %[[R:.*]] = cuda.launch_ex @kernels::@scale<%[[CFG]]> (%{{.*}}, %{{.*}}, %{{.*}}) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.ptr<1>, i32, f32) -> !cuda.result
    // GENERIC: "cuda.launch_ex"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{assume_kernel_attr = #cuda.assume_kernel_attr<true>, callee = @kernels::@scale}> : (!cuda.launch_cfg<max_attrs = 3>, !llvm.ptr<1>, i32, f32) -> !cuda.result
    %r = cuda.launch_ex @kernels::@scale<%cfg> (%p, %n, %scale) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 3>, (!llvm.ptr<1>, i32, f32) -> !cuda.result
    // CHECK: %[[CODE:.*]] = cuda.cast %[[R]] : !cuda.result -> i32
    %code = cuda.cast %r : !cuda.result -> i32
    // CHECK: cuda.return_if_error %[[CODE]] : i32
    // GENERIC: "cuda.return_if_error"(%{{.*}}) : (i32) -> ()
    cuda.return_if_error %code : i32
    // A launch without arguments or launch attributes, on the default stream.
    // CHECK: cuda.launch_cfg.create<max_attrs = 0 : i32>
    %cfg0 = cuda.launch_cfg.create<max_attrs = 0 : i32> (blockDim = (%c1_i32, %c1_i32, %c1_i32), dynamicSmemBytes = %c0_i64, gridDim = (%c1_i32, %c1_i32, %c1_i32), stream = %default) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 0>
    // CHECK: cuda.launch_ex @kernels::@no_args<%{{.*}}> () : !cuda.launch_cfg<max_attrs = 0>, () -> !cuda.result
    %r0 = cuda.launch_ex @kernels::@no_args<%cfg0> () : !cuda.launch_cfg<max_attrs = 0>, () -> !cuda.result
    %code0 = cuda.cast %r0 : !cuda.result -> i32
    cuda.return_if_error %code0 : i32
    // CHECK: return
    return %c1_i32 : i32
  }
}
