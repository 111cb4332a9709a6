// cute.copy with TMA atoms in a kernel, as CuTe DSL's kernels issue them:
// the coordinate tensor is a kernel parameter struct(iterator, layout), the
// SMEM tile a swizzled pointer; a load of two boxes (the second 64 further
// along TMA coordinate 0, 16384 bytes further in shared memory), a 2-SM
// multicast load on sm_100a (cta_group::2 with the mask), a store and a
// reduction; ptxas assembles them.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=SM90A

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(2)):(((1@0,1@1),0),(64@0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(2)):((1,0),(8192))">
!ne2 = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_100_2sm_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
!ex2 = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 2, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
!ct2 = !cute.coord_tensor<"(?,?)", "(((64,128)),(1)):(((1@0,1@1)),(0))">
!sm2 = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192),(1)):((1),(0))">
!nes = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!ner = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!exr = !cute_nvgpu.atom.tma_reduce<f16, copy_bits = 32768, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!cts = !cute.coord_tensor<"(?,?,?)", "(((32,64),1),(1)):(((1@0,1@1),0),(0))">
!sms = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1)):((1,0),(0))">

// CHECK-LABEL: .visible .entry tma_copy(
// CHECK-NEXT: .param .align 64 .b8 tma_copy_param_0[128],
// CHECK-NEXT: .param .align 4 .b8 tma_copy_param_1[12],
// CHECK-DAG: cvta.param.u64 [[D:%rd[0-9]+]],
// CHECK-DAG: ld.param.b32 [[K:%r[0-9]+]], [tma_copy_param_1];
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], {{\[}}[[D]], {[[K]], %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK: add.s32 [[K64:%r[0-9]+]], [[K]], 64;
// CHECK: cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], {{\[}}[[D]], {[[K64]], %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};
// CHECK-NOT: cp.async.bulk
// CHECK: ret;
func.func @tma_copy(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %sv = cute.make_view(%s) : !sm
  cute.copy(%e1, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// CHECK-LABEL: .visible .entry tma_copy_2sm(
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};
// SM90A: error: 'cute_nvgpu.atom.make_exec_tma' op a TMA load for a CTA pair requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90a
func.func @tma_copy_2sm(%atom: !ne2, %ct: !ct2, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>, %mask: i16) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne2) -> !ex2
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex2
  %e2 = cute_nvgpu.atom.set_value(%e1, %mask : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !ex2
  %sv = cute.make_view(%s) : !sm2
  cute.copy(%e2, %ct, %sv) : (!ex2, !ct2, !sm2)
  return
}

// CHECK-LABEL: .visible .entry tma_store_reduce(
// CHECK: cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group.L2::cache_hint
// CHECK: cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group.L2::cache_hint
func.func @tma_store_reduce(%as: !nes, %ar: !ner, %ct: !cts, %s: !cute.ptr<f16, smem, align<1024>, S<2,4,3>>) attributes {cute_nvgpu.kernel} {
  %es = cute_nvgpu.atom.make_exec_tma(%as) : (!nes) -> !exs
  %er = cute_nvgpu.atom.make_exec_tma(%ar) : (!ner) -> !exr
  %sv = cute.make_view(%s) : !sms
  cute.copy(%es, %sv, %ct) : (!exs, !sms, !cts)
  cute.copy(%er, %sv, %ct) : (!exr, !sms, !cts)
  return
}
