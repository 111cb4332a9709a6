// TMA in im2col mode on sm_90a, sm_100a and sm_120a, assembled by ptxas: a
// load of a rank-3, rank-4 and rank-5 (c, w[, h[, d]], n) tensor with one
// 16-bit filter offset per spatial mode (PTX .im2col, the offsets its
// im2colInfo), multicast and L2-hinted; a store and a reduction in
// .im2col_no_offs form. The CTA-pair form is in tma-cta-pair.mlir. sm_80
// refuses every TMA instruction.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: FileCheck %s --check-prefixes=CHECK --implicit-check-not=cp.async --implicit-check-not=cp.reduce < %t.90a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx --cubin %t.120a.cubin 2>&1 | FileCheck %s --check-prefix=SM120A --implicit-check-not=error:
// RUN: FileCheck %s --check-prefixes=CHECK --implicit-check-not=cp.async --implicit-check-not=cp.reduce < %t.120a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: FileCheck %s --check-prefixes=CHECK --implicit-check-not=cp.async --implicit-check-not=cp.reduce < %t.100a.ptx
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=SM80
// SM120A: warning: a multicast TMA load on sm_120a: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)
// SM120A: wrote {{.*}}.120a.ptx, {{.*}}.120a.cubin
// SM80: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load requires SM90 or newer (sm_90), but the target is sm_80

!desc = !cute.ptr<generic, align<64>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>

// CHECK-LABEL: .visible .func load_im2col(
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}};
// CHECK: cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};
// CHECK: cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}, %rs{{[0-9]+}}}, %rs{{[0-9]+}}, %rd{{[0-9]+}};
func.func @load_im2col(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) im2col [%o0] mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) im2col [%o0, %o1] mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) im2col [%o0, %o1, %o2] mask = %mask cache_policy = %p mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: .visible .func store_reduce_im2col(
// CHECK: cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
// CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];
func.func @store_reduce_im2col(%d: !desc, %s: !box, %c0: i32, %c1: i32, %c2: i32, %c3: i32) {
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) mode = <im2col>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) mode = <im2col> kind = <ADD>
  return
}
