// A TMA atom made in host code: the partition's plan is encoded at run time
// by cuTensorMapEncodeTiled from the tensor's run-time extents and strides
// (here an M-major 256x192x2 f16 tensor: TMA dims (256, 192, 2), byte
// strides 512 and 98304, a 64x128 box, 128-byte swizzle), and the launch
// passes the 128-byte map itself as the kernel's CUtensorMap parameter,
// then the coordinate tensor's run-time shape.
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --host %t.ll
// RUN: %cuda-recorder lli %t.ll | FileCheck %s
// An encoding the driver refuses is the launch's status; nothing launches.
// RUN: %cuda-recorder CUDA_RECORDER_FAIL=cuTensorMapEncodeTiled:1 not lli %t.ll | FileCheck %s --check-prefix=REFUSED

// CHECK:      cuModuleLoadData: PTX
// CHECK-NEXT: cuTensorMapEncodeTiled(type 6, rank 3, address 0x10000, dims [256, 192, 2] strides [512, 98304] box [64, 128, 1] elementStrides [1, 1, 1], interleave 0, swizzle 3, l2 2, oob 0)
// CHECK-NEXT: cuModuleGetFunction(load_tiles)
// CHECK-NEXT: cuLaunchKernelEx(load_tiles) grid (4, 1, 1) block (128, 1, 1) smem 0 stream (nil)
// CHECK-NEXT:   param 0 [128]: 00000001 00000000
// CHECK-NEXT:   param 1 [12]: 00000100 000000c0 00000002
// CHECK-NEXT: status 0

// REFUSED: cuTensorMapEncodeTiled: returns 1
// REFUSED-NOT: cuLaunchKernelEx
// REFUSED: status 1

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o (64,128):(1,64)">
!cta = !cute.layout<"(64,128):(1@0,1@1)">
!ld = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@0,1@1,1@2)">, internal_val_type = f16>
!crd = !cute.coord_tensor<"(0,0,0)", "(?,?,?):(1@0,1@1,1@2)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @load_tiles(%atom: !ld, %coords: !crd) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      cute_nvgpu.prefetch_tma_desc(%atom) : (!ld) -> ()
      return
    }
  }
  func.func @launch(%a: !g) -> i32 attributes {llvm.emit_c_interface} {
    %sw = cute.static : !sw
    %cta = cute.static : !cta
    %atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%a, %sw, %cta) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !cta) -> (!ld, !crd)
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c128 = arith.constant 128 : i32
    %s = cuda.cast %c0 : i64 -> !cuda.stream
    %cfg = cuda.launch_cfg.create<max_attrs = 0 : i32> (blockDim = (%c128, %c1, %c1), dynamicSmemBytes = %c0, gridDim = (%c4, %c1, %c1), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 0>
    %r = cuda.launch_ex @kernels::@load_tiles<%cfg> (%atom, %coords) : !cuda.launch_cfg<max_attrs = 0>, (!ld, !crd) -> !cuda.result
    %code = cuda.cast %r : !cuda.result -> i32
    cuda.return_if_error %code : i32
    %ok = arith.constant 0 : i32
    return %ok : i32
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt("status %d\0A\00") {addr_space = 0 : i32}
  func.func @main() -> i32 {
    %addr = arith.constant 65536 : i64
    %a16 = cute.assume(%addr) : (i64) -> !cute.i64<divby 16>
    %p = cute.inttoptr(%a16) : !cute.i64<divby 16> to !cute.ptr<f16, gmem, align<16>>
    %m = arith.constant 256 : i32
    %k = arith.constant 192 : i32
    %l = arith.constant 2 : i32
    %sk = arith.constant 256 : i64
    %sl = arith.constant 49152 : i64
    %sh = cute.make_shape(%m, %k, %l) : (i32, i32, i32) -> !cute.shape<"(?,?,?)">
    %st = cute.make_stride(%sk, %sl) : (i64, i64) -> !cute.stride<"(1,?{i64},?{i64})">
    %lay = cute.make_layout(%sh, %st) : (!cute.shape<"(?,?,?)">, !cute.stride<"(1,?{i64},?{i64})">) -> !cute.layout<"(?,?,?):(1,?{i64},?{i64})">
    %t = cute.make_view(%p, %lay) : !g
    %r = call @launch(%t) : (!g) -> i32
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %ignored = llvm.call @printf(%f, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    return %r : i32
  }
}
