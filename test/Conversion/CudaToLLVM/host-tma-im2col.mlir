// An im2col TMA atom made in host code: the op's im2col plan is encoded at
// run time by cuTensorMapEncodeIm2col from the activation tensor's run-time
// extents and strides (here NHWC f16 with N=2, H=10, W=12, C=64 as
// ((w,h,n),c): TMA dims (c,w,h,n) = (64, 12, 10, 2), byte strides 128,
// 1536 and 15360, a 3x3 filter with padding 1 as pixel box corners (-1,-1)
// and (-1,-1), a box of 64 channels by 64 pixels, 128-byte swizzle, L2
// promotion and OOB fill NONE as CuTe's im2col descriptor has them), and
// the launch passes the 128-byte map as the kernel's CUtensorMap parameter,
// then the coordinate tensor's run-time leaves: the output pixels per
// spatial mode q = (w + upper - lower - 1) / stride + 1 = 12 and 10, the
// batch 2, and the linear pixel count 240 (a composed layout's lowered
// value stores its inner layout first: 240, then 12, 10, 2).
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --host %t.ll
// RUN: %cuda-recorder lli %t.ll | FileCheck %s
// An encoding the driver refuses is the launch's status; nothing launches.
// RUN: %cuda-recorder CUDA_RECORDER_FAIL=cuTensorMapEncodeIm2col:1 not lli %t.ll | FileCheck %s --check-prefix=REFUSED
// The kernel takes the atom as a 64-byte aligned 128-byte grid_constant
// parameter, as it takes a tiled one.
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx

// CHECK:      cuModuleLoadData: PTX
// CHECK-NEXT: cuTensorMapEncodeIm2col(type 6, rank 4, address 0x10000, dims [64, 12, 10, 2] strides [128, 1536, 15360] lowerCorner [-1, -1] upperCorner [-1, -1] channelsPerPixel 64 pixelsPerColumn 64 elementStrides [1, 1, 1, 1], interleave 0, swizzle 3, l2 0, oob 0)
// CHECK-NEXT: cuModuleGetFunction(load_pixels)
// CHECK-NEXT: cuLaunchKernelEx(load_pixels) grid (4, 1, 1) block (128, 1, 1) smem 0 stream (nil)
// CHECK-NEXT:   param 0 [128]: 80000001 00000000
// CHECK-NEXT:   param 1 [16]: 000000f0 0000000c 0000000a 00000002
// CHECK-NEXT: status 0

// REFUSED: cuTensorMapEncodeIm2col: returns 1
// REFUSED-NOT: cuLaunchKernelEx
// REFUSED: status 1

// PTX: .entry load_pixels(
// PTX-NEXT: .param .align 64 .b8 load_pixels_param_0[128],
// PTX: prefetch.param.tensormap [load_pixels_param_0];

!g = !cute.memref<f16, gmem, align<16>, "((?,?,?),64):((64,?{i64},?{i64}),1)">
!sw = !cute.composed_layout<"S<3,4,3> o 0 o ((8,8),(64,1)):((64,512),(1,0))">
!v = !cute.layout<"(64,64):(1@0,1@1)">
!c2 = !cute.int_tuple<"(-1,-1)">
!p1 = !cute.int_tuple<"(1,1)">
!z2 = !cute.int_tuple<"(0,0)">
!ld = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!crd = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((?,?,?),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o (?,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @load_pixels(%atom: !ld, %coords: !crd) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      cute_nvgpu.prefetch_tma_desc(%atom) : (!ld) -> ()
      return
    }
  }
  func.func @launch(%a: !g) -> i32 attributes {llvm.emit_c_interface} {
    %sw = cute.static : !sw
    %v = cute.static : !v
    %c = cute.static : !c2
    %o = cute.static : !p1
    %z = cute.static : !z2
    %atom, %coords = cute_nvgpu.atom.make_non_exec_im2col_tma_load(%a, %sw, %v, %c, %c, %o, %o, %o, %z, %o) <{kind = <sm_90> num_multicast = 1}> : (!g, !sw, !v, !c2, !c2, !p1, !p1, !p1, !z2, !p1) -> (!ld, !crd)
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c128 = arith.constant 128 : i32
    %s = cuda.cast %c0 : i64 -> !cuda.stream
    %cfg = cuda.launch_cfg.create<max_attrs = 0 : i32> (blockDim = (%c128, %c1, %c1), dynamicSmemBytes = %c0, gridDim = (%c4, %c1, %c1), stream = %s) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 0>
    %r = cuda.launch_ex @kernels::@load_pixels<%cfg> (%atom, %coords) : !cuda.launch_cfg<max_attrs = 0>, (!ld, !crd) -> !cuda.result
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
    %w = arith.constant 12 : i32
    %h = arith.constant 10 : i32
    %n = arith.constant 2 : i32
    %sh64 = arith.constant 768 : i64
    %sn64 = arith.constant 7680 : i64
    %shape = cute.make_shape(%w, %h, %n) : (i32, i32, i32) -> !cute.shape<"((?,?,?),64)">
    %stride = cute.make_stride(%sh64, %sn64) : (i64, i64) -> !cute.stride<"((64,?{i64},?{i64}),1)">
    %lay = cute.make_layout(%shape, %stride) : (!cute.shape<"((?,?,?),64)">, !cute.stride<"((64,?{i64},?{i64}),1)">) -> !cute.layout<"((?,?,?),64):((64,?{i64},?{i64}),1)">
    %t = cute.make_view(%p, %lay) : !g
    %r = call @launch(%t) : (!g) -> i32
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %ignored = llvm.call @printf(%f, %r) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    return %r : i32
  }
}
