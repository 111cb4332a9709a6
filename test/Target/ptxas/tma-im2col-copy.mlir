// cute.copy and cute.prefetch with im2col TMA atoms in kernels, assembled
// by ptxas for sm_90a and sm_100a: the im2col coordinate tensor is a kernel
// parameter with run-time output extents (W, H, N) and a run-time offset
// (pixel p, channel c), so each box's coordinates are computed on the
// device: c, w = p % W - 1, h = (p / W) % H - 1 (the lower corner -1), n =
// p / W / H; the two boxes are filter taps s = 0 and 1 at r = 1 (16-bit
// offsets {0, 1} and {1, 1}), prefetched into L2 and then loaded, one
// elected thread each, the second 8192 bytes further in shared memory. The
// store moves output pixel 128 of (12,10,2), (w,h,n) = (8,0,1), without
// offsets (.im2col_no_offs). Lowered forms of the same copies:
// test/Conversion/CuteNvgpuToNVVM/im2col-tma-copy.mlir.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: FileCheck %s --implicit-check-not=cp.async < %t.90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s --implicit-check-not=cp.async < %t.100a.ptx

// CHECK-LABEL: .visible .entry im2col_load(
// CHECK-NEXT: .param .align 64 .b8 im2col_load_param_0[128],
// CHECK-NEXT: .param .align 4 .b8 im2col_load_param_1[20],
// CHECK-DAG: ld.param.b32 [[CH:%r[0-9]+]], [im2col_load_param_1+4];
// CHECK-DAG: ld.param.b32 [[HX:%r[0-9]+]], [im2col_load_param_1+12];
// CHECK-DAG: ld.param.b32 [[WX:%r[0-9]+]], [im2col_load_param_1+8];
// CHECK-DAG: ld.param.b32 [[P:%r[0-9]+]], [im2col_load_param_1];
// CHECK-DAG: cvta.param.u64 [[D:%rd[0-9]+]],
// CHECK: div.s32 [[PW:%r[0-9]+]], [[P]], [[WX]];
// CHECK: div.s32 [[N:%r[0-9]+]], [[PW]], [[HX]];
// CHECK: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col {{\[}}[[D]], {[[CH]], [[W:%r[0-9]+]], [[H:%r[0-9]+]], [[N]]}], {[[S0:%rs[0-9]+]], [[ONE:%rs[0-9]+]]};
// CHECK-NEXT: cp.async.bulk.prefetch.tensor.4d.L2.global.im2col {{\[}}[[D]], {[[CH]], [[W]], [[H]], [[N]]}], {[[ONE]], [[ONE]]};
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], {{\[}}[[D]], {[[CH]], [[W]], [[H]], [[N]]}], [%rd{{[0-9]+}}], {[[S0]], [[ONE]]}, %rd{{[0-9]+}};
// CHECK: add.s64 %rd{{[0-9]+}}, %rd{{[0-9]+}}, 8192;
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], {{\[}}[[D]], {[[CH]], [[W]], [[H]], [[N]]}], [%rd{{[0-9]+}}], {[[S1:%rs[0-9]+]], [[S1]]}, %rd{{[0-9]+}};
// CHECK: ret;

// CHECK-LABEL: .visible .entry im2col_store(
// CHECK-DAG: mov.b32 [[N1:%r[0-9]+]], 1;
// CHECK-DAG: mov.b32 [[W8:%r[0-9]+]], 8;
// CHECK-DAG: mov.b32 [[Z:%r[0-9]+]], 0;
// CHECK: cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {[[Z]], [[W8]], [[Z]], [[N1]]}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: ret;

!ne = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((?,?,?),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?,(?,0,1)) o (((64,64),1),(2)):(((1@0@1,1@0),0),(1@1@1))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(2)):((1,0),(4096))">
!nes = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = im2col, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!cts = !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (128,(0,0,0)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
!sms = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
func.func @im2col_load(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %sv = cute.make_view(%s) : !sm
  cute.prefetch(%e1, %ct) : (!ex, !ct)
  cute.copy(%e1, %ct, %sv) : (!ex, !ct, !sm)
  return
}
func.func @im2col_store(%atom: !nes, %ct: !cts, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!nes) -> !exs
  %sv = cute.make_view(%s) : !sms
  cute.copy(%e, %sv, %ct) : (!exs, !sms, !cts)
  return
}
