// A CuTe DSL program's host side, lowered by `compile --host` and run under
// lli with the stand-in driver (tools/cuda-recorder), which prints every
// driver call: the image loaded once, the function looked up once with its
// cu_attrs, and each launch's configuration and parameter bytes.
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --host %t.ll | FileCheck %s --check-prefix=WROTE
// RUN: %cuda-recorder lli %t.ll | FileCheck %s
// RUN: FileCheck %s --input-file=%t.ll --check-prefix=IR
// A driver that refuses the launch: its status is the host function's.
// RUN: %cuda-recorder CUDA_RECORDER_FAIL=cuLaunchKernelEx:701 not lli %t.ll | FileCheck %s --check-prefix=FAIL
// No driver entry point: CUDA_ERROR_NOT_FOUND, before any call.
// RUN: %cuda-recorder CUDA_RECORDER_FAIL=cuModuleLoadData:218 not lli %t.ll | FileCheck %s --check-prefix=NOIMAGE

// WROTE: wrote {{.*}}.ptx, {{.*}}.ll

// CHECK:      cuInit(0)
// CHECK-NEXT: cuCtxGetCurrent: none
// CHECK-NEXT: cuDeviceGet(0)
// CHECK-NEXT: cuDevicePrimaryCtxRetain(0)
// CHECK-NEXT: cuCtxSetCurrent
// CHECK-NEXT: cuCtxGetDevice: 0
// CHECK-NEXT: cuModuleLoadData: PTX
// The function is loaded once, its cu_attrs set then (also under
// assume_kernel_attr, which the first launch carries).
// CHECK-NEXT: cuModuleGetFunction(scale)
// CHECK-NEXT: cuDeviceGetAttribute(97, device 0) = 232448
// CHECK-NEXT: cuFuncSetAttribute(scale, 8, 232448)
// CHECK-NEXT: cuFuncSetAttribute(scale, 14, 1)
// The grid is ceil(1000 / 128) = 8 blocks in x.
// CHECK-NEXT: cuLaunchKernelEx(scale) grid (8, 2, 1) block (128, 1, 1) smem 1024 stream (nil)
// CHECK-NEXT:   cluster (1, 2, 1)
// CHECK-NEXT:   attribute 2 = 1
// The tensor: its address (0x10000), then its one run-time leaf (1000 rows);
// the last word is padding; the static layout is no parameter; then n.
// CHECK-NEXT:   param 0 [16]: 00010000 00000000 000003e8 {{[0-9a-f]+}}
// CHECK-NEXT:   param 1 [4]: 000003e8
// The second launch reuses the module and the function.
// CHECK-NEXT: cuLaunchKernelEx(scale) grid (8, 2, 1) block (128, 1, 1) smem 1024 stream 0x2a
// CHECK-NEXT:   cluster (1, 2, 1)
// CHECK-NEXT:   attribute 2 = 1
// CHECK-NEXT:   param 0 [16]: 00010000 00000000 000003e8 {{[0-9a-f]+}}
// CHECK-NEXT:   param 1 [4]: 000003e7
// CHECK-NOT: cu

// FAIL: cuLaunchKernelEx(scale)
// FAIL: cuLaunchKernelEx: returns 701
// FAIL-NOT: cuLaunchKernelEx
// FAIL: status 701

// NOIMAGE: cuModuleLoadData: returns 218
// NOIMAGE-NOT: cuLaunchKernelEx
// NOIMAGE: status 218

// IR: define i32 @_mlir_ciface_launch(ptr %0, i32 %1, ptr %2)
// IR-NEXT: %4 = load { ptr addrspace(1), { i32, {} } }, ptr %0, align 8
// IR-NEXT: %5 = call i32 @launch({ ptr addrspace(1), { i32, {} } } %4, i32 %1, ptr %2)
// IR: call ptr @dlopen(ptr @cute_nvgpu.str.libcuda.so.1, i32 2)

!x_t = !cute.memref<f32, gmem, align<16>, "(?,4):(4,1)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @scale(%x: !x_t, %l: !cute.layout<"(2,2):(1,2)">, %n: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin, non_portable_cluster_size_allowed = 1 : i32}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      return
    }
  }
  func.func @launch(%x: !x_t, %n: i32, %stream: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c127 = arith.constant 127 : i32
    %c128 = arith.constant 128 : i32
    %smem = arith.constant 1024 : i64
    %up = arith.addi %n, %c127 : i32
    %grid = arith.divui %up, %c128 : i32
    %l = cute.static : !cute.layout<"(2,2):(1,2)">
    %cfg = cuda.launch_cfg.create<max_attrs = 2 : i32> (blockDim = (%c128, %c1, %c1), dynamicSmemBytes = %smem, gridDim = (%grid, %c2, %c1), stream = %stream) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 2>
    cuda.launch_cfg.cluster_dim[%cfg] (%c1, %c2, %c1) : !cuda.launch_cfg<max_attrs = 2>, i32, i32, i32
    cuda.launch_cfg.cooperative[%cfg] (%c1) : !cuda.launch_cfg<max_attrs = 2>, i32
    %r = cuda.launch_ex @kernels::@scale<%cfg> (%x, %l, %n) {assume_kernel_attr = #cuda.assume_kernel_attr<true>} : !cuda.launch_cfg<max_attrs = 2>, (!x_t, !cute.layout<"(2,2):(1,2)">, i32) -> !cuda.result
    %code = cuda.cast %r : !cuda.result -> i32
    cuda.return_if_error %code : i32
    %c42 = arith.constant 42 : i64
    %s2 = cuda.cast %c42 : i64 -> !cuda.stream
    %cfg2 = cuda.launch_cfg.create<max_attrs = 2 : i32> (blockDim = (%c128, %c1, %c1), dynamicSmemBytes = %smem, gridDim = (%grid, %c2, %c1), stream = %s2) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 2>
    cuda.launch_cfg.cluster_dim[%cfg2] (%c1, %c2, %c1) : !cuda.launch_cfg<max_attrs = 2>, i32, i32, i32
    cuda.launch_cfg.cooperative[%cfg2] (%c1) : !cuda.launch_cfg<max_attrs = 2>, i32
    %m = arith.subi %n, %c1 : i32
    %r2 = cuda.launch_ex @kernels::@scale<%cfg2> (%x, %l, %m) : !cuda.launch_cfg<max_attrs = 2>, (!x_t, !cute.layout<"(2,2):(1,2)">, i32) -> !cuda.result
    %code2 = cuda.cast %r2 : !cuda.result -> i32
    cuda.return_if_error %code2 : i32
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("status %d\0A\00") {addr_space = 0 : i32}
  func.func @main() -> i32 {
    %addr = arith.constant 65536 : i64
    %a16 = cute.assume(%addr) : (i64) -> !cute.i64<divby 16>
    %p = cute.inttoptr(%a16) : !cute.i64<divby 16> to !cute.ptr<f32, gmem, align<16>>
    %n = arith.constant 1000 : i32
    %sh = cute.make_shape(%n) : (i32) -> !cute.shape<"(?,4)">
    %st = cute.static : !cute.stride<"(4,1)">
    %lay = cute.make_layout(%sh, %st) : (!cute.shape<"(?,4)">, !cute.stride<"(4,1)">) -> !cute.layout<"(?,4):(4,1)">
    %x = cute.make_view(%p, %lay) : !x_t
    %c0 = arith.constant 0 : i64
    %s = cuda.cast %c0 : i64 -> !cuda.stream
    %r = call @launch(%x, %n, %s) : (!x_t, i32, !cuda.stream) -> i32
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %ignored = llvm.call @printf(%f, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    return %r : i32
  }
}
