// A CuTe DSL program as the DSL writes it: host code around a gpu.module of
// cuda.kernel functions. `cute-nvgpu compile` takes the gpu.module: each
// cuda.kernel becomes a .entry with its launch bounds (nvvm.reqntid ->
// .reqntid) and no host-only attribute (cu_attrs); a GMEM tensor parameter
// is struct(pointer, layout), as the DSL's own lowering passes it, sliced on
// the device by the layout algebra; the host function is not compiled here.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 --opt-level 0 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx
// RUN: llvm-readelf -s %t.cubin | FileCheck %s --check-prefix=FUNCS
// FUNCS: {{ FUNC +GLOBAL +DEFAULT +\[<other: 0x10>\] +[0-9]+ kernel_scale$}}

// CHECK: .visible .entry kernel_scale(
// CHECK-NEXT: .param .align 8 .b8 kernel_scale_param_0[40],
// CHECK-NEXT: .param .u32 kernel_scale_param_1
// CHECK-NEXT: )
// CHECK-NEXT: .reqntid 128, 1, 1
// CHECK-DAG: ld.param.b64 [[BASE:%rd[0-9]+]], [kernel_scale_param_0];
// CHECK-DAG: ld.param.b64 [[ST2:%rd[0-9]+]], [kernel_scale_param_0+32];
// CHECK-DAG: ld.param.s32 [[B:%rd[0-9]+]], [kernel_scale_param_1];
// The slice at b moves the pointer by b * stride2 f16 elements (2 bytes).
// CHECK: mul.lo.s64 [[OFF:%rd[0-9]+]], [[B]], [[ST2]];
// CHECK-NEXT: shl.b64 [[BYTES:%rd[0-9]+]], [[OFF]], 1;
// CHECK-NEXT: add.s64 %rd{{[0-9]+}}, [[BASE]], [[BYTES]];
// CHECK-NOT: host_entry

!g = !cute.memref<f16, gmem, align<16>, "(?,?,?):(1,?{i64},?{i64})">
!g2 = !cute.memref<f16, gmem, "(?,?):(1,?{i64})">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @kernel_scale(%t: !g, %b: i32) attributes {cu_attrs = {max_dynamic_shared_size_bytes = #cuda.dev_max_shared_memory_optin}, cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %c = cute.make_coord(%b) : (i32) -> !cute.coord<"(_,_,?)">
      %s = cute.slice(%t, %c) : !g, !cute.coord<"(_,_,?)">
      %p = cute.get_iter(%s) : !g2
      %a = cute.ptrtoint(%p) : !cute.ptr<f16, gmem> to i64
      %q = cute.get_iter(%t) : !g
      %x = cute.ptrtoint(%q) : !cute.ptr<f16, gmem, align<16>> to i64
      %ptr = llvm.inttoptr %x : i64 to !llvm.ptr<1>
      llvm.store %a, %ptr : i64, !llvm.ptr<1>
      return
    }
  }
  func.func @host_entry(%t: !g, %b: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    return %c0 : i32
  }
}
