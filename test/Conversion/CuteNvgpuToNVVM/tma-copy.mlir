// cute.copy with an executable TMA atom, on the views tma_partition makes:
// the coordinate tensor's mode 0 is one box, its other (static) modes the
// boxes to copy. Each box is one TMA instruction (a load started by one
// elected thread of the warp) at base + the box's offset
// (a basis stride n@d adds n per step to TMA coordinate d) and the SMEM
// address base + the box's element offset; the atom supplies the mbarrier,
// the multicast mask (an atom with `mcast = true`) and the cache policy. The
// coordinate tensor is struct(iterator, layout) as CuTe DSL passes it, and
// get_iter / get_layout / make_view move its leaves between the parts. A
// prefetch through the atom is one L2 prefetch per box.
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s
// The same with the conversion driver's rollback log: the same refusals and
// lowering (by default the driver keeps none; a refused pattern erases what
// it built).
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cuda-kernels -cute-fold-static -convert-cute-to-llvm -convert-cute-nvgpu-to-nvvm=allow-pattern-rollback=true -convert-scf-to-cf -convert-to-llvm -convert-nvvm-to-llvm -cute-nvgpu-mark-kernels -reconcile-unrealized-casts -verify-diagnostics | FileCheck %s

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(2)):(((1@0,1@1),0),(64@0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(2)):((1,0),(8192))">

// Two boxes along TMA coordinate 0 (64@0), 8192 elements (16384 bytes)
// apart in shared memory.
// CHECK-LABEL: llvm.func @load_two_boxes(
// The coordinate tensor parameter travels without its empty (static)
// members and is rebuilt on entry.
// CHECK-SAME: %[[P:[a-z0-9]+]]: !llvm.struct<(struct<(i32, i32, i32)>)>, %[[S:[a-z0-9]+]]: !llvm.ptr<3>
// CHECK: llvm.extractvalue %[[P]][0] : !llvm.struct<(struct<(i32, i32, i32)>)>
// CHECK: %[[CT:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(struct<(i32, i32, i32)>, struct<(struct<()>, struct<()>)>)>
// CHECK-DAG: %[[C0:.*]] = llvm.extractvalue %[[CT]][0, 0]
// CHECK-DAG: %[[C1:.*]] = llvm.extractvalue %[[CT]][0, 1]
// CHECK-DAG: %[[C2:.*]] = llvm.extractvalue %[[CT]][0, 2]
// One elected thread of the warp starts each load.
// CHECK: %[[E0:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: llvm.cond_br %[[E0]], ^[[ISSUE0:.*]], ^[[NEXT0:[a-z0-9]+]]
// CHECK-NEXT: ^[[ISSUE0]]:
// CHECK-NEXT: %[[DST0:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST0]], %[[DESC:.*]], %[[BAR:.*]], box[%{{.*}}, %{{.*}}, %{{.*}}] l2_cache_hint = %[[POL:.*]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.br ^[[NEXT0]]
// CHECK-NEXT: ^[[NEXT0]]:
// CHECK-NEXT: %[[K64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[K:.*]] = llvm.add %{{.*}}, %[[K64]] : i32
// CHECK-NEXT: %[[S1:.*]] = llvm.getelementptr %[[S]][16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK-NEXT: %[[E1:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: llvm.cond_br %[[E1]], ^[[ISSUE1:[a-z0-9]+]],
// CHECK-NEXT: ^[[ISSUE1]]:
// CHECK-NEXT: %[[DST1:.*]] = llvm.addrspacecast %[[S1]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST1]], %[[DESC]], %[[BAR]], box[%[[K]], %{{.*}}, %{{.*}}] l2_cache_hint = %[[POL]] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NOT: nvvm.cp.async
// CHECK: llvm.return
func.func @load_two_boxes(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %it = cute.get_iter(%ct) : !ct
  %lay = cute.get_layout(%ct) : !ct
  %v = cute.make_view(%it, %lay) : !ct
  %sv = cute.make_view(%s) : !sm
  cute.copy(%e1, %v, %sv) : (!ex, !ct, !sm)
  return
}

// -----

// A multicast atom (mcast = true) passes its mask; a run-time basis
// coefficient (?@1) multiplies the box index; an SMEM pointer moved by
// add_offset is a GEP by elements.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, bf16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@1,1@0)">, internal_val_type = bf16>
!ex = !cute_nvgpu.atom.tma_load<bf16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,64):(1@1,1@0)">>
!ct = !cute.coord_tensor<"(?,?)", "(((64,64)),(3)):(((1@0,1@1)),(?@1))">
!sm = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((4096),(3)):((1),(4096))">
// CHECK-LABEL: llvm.func @load_mcast(
// CHECK-SAME: %[[P:[a-z0-9]+]]: !llvm.struct<(struct<(i32, i32)>, struct<(i32)>)>
// CHECK: %[[CT:.*]] = llvm.insertvalue %{{.*}}, %{{.*}}[1] : !llvm.struct<(struct<(i32, i32)>, struct<(struct<()>, i32)>)>
// CHECK: %[[S:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i16
// CHECK-DAG: %[[STEP:.*]] = llvm.extractvalue %[[CT]][1, 1]
// CHECK-DAG: %[[MASK:.*]] = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr<3>, i16, i64)>
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}] multicast_mask = %[[MASK]] l2_cache_hint = %{{.*}} : !llvm.ptr<7>, !llvm.ptr
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %[[M1:.*]] = llvm.mul %[[STEP]], %[[ONE]] : i32
// CHECK-NEXT: llvm.add %{{.*}}, %[[M1]] : i32
// CHECK: llvm.getelementptr %[[S]][8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: multicast_mask = %[[MASK]]
// CHECK: %[[TWO:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: llvm.mul %[[STEP]], %[[TWO]] : i32
// CHECK: llvm.getelementptr %[[S]][16384] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: multicast_mask = %[[MASK]]
// CHECK-NOT: nvvm.cp.async
func.func @load_mcast(%atom: !ne, %ct: !ct, %s: !cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, %n: i32, %bar: !cute.ptr<i64, smem>, %mask: i16) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %e2 = cute_nvgpu.atom.set_value(%e1, %mask : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !ex
  %off = cute.make_int_tuple(%n) : (i32) -> !cute.int_tuple<"?">
  %p = cute.add_offset(%s, %off) : (!cute.ptr<bf16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"?">) -> !cute.ptr<bf16, smem, S<3,4,3>>
  %sv = cute.make_view(%p) : !cute.memref<bf16, smem, S<3,4,3>, "((4096),(3)):((1),(4096))">
  cute.copy(%e2, %ct, %sv) : (!ex, !ct, !cute.memref<bf16, smem, S<3,4,3>, "((4096),(3)):((1),(4096))">)
  return
}

// -----

// A store and a reduction: SMEM to the coordinate tensor, one box each;
// the reduction's kind comes from the atom.
!nes = !cute_nvgpu.atom.non_exec_tiled_tma_store<f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!exs = !cute_nvgpu.atom.tma_store<f16, copy_bits = 32768, mode = tiled, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!ner = !cute_nvgpu.atom.non_exec_tiled_tma_reduce<ADD, f16, copy_bits = 32768, tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!exr = !cute_nvgpu.atom.tma_reduce<f16, copy_bits = 32768, mode = tiled, kind = ADD, g_stride = <"()"> tma_gbasis = <"(32,64,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?,?,?)", "(((32,64),1),(1)):(((1@0,1@1),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<2,4,3>, "((2048,1),(1)):((1,0),(0))">
// CHECK-LABEL: llvm.func @store_reduce(
// CHECK: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] l2_cache_hint = %{{.*}} : !llvm.ptr, <3>
// CHECK: nvvm.cp.async.bulk.tensor.reduce %{{.*}}, %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}] l2_cache_hint = %{{.*}} {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
func.func @store_reduce(%as: !nes, %ar: !ner, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<2,4,3>>) attributes {cute_nvgpu.kernel} {
  %es = cute_nvgpu.atom.make_exec_tma(%as) : (!nes) -> !exs
  %er = cute_nvgpu.atom.make_exec_tma(%ar) : (!ner) -> !exr
  %sv = cute.make_view(%s) : !sm
  cute.copy(%es, %sv, %ct) : (!exs, !sm, !ct)
  cute.copy(%er, %sv, %ct) : (!exr, !sm, !ct)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?,?,?)", "(((64,128),1),?):(((1@0,1@1),0),64@0)">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(2)):((1,0),(8192))">
func.func @dynamic_rest(%atom: !ne, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the copy's rest modes must have static extents, but (((64,128),1),?):(((1@0,1@1),0),64@0) has a run-time one}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?,?,?)", "(((64,128),1),(3)):(((1@0,1@1),0),(64@0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(2)):((1,0),(8192))">
func.func @box_count(%atom: !ne, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the coordinate tensor has 3 TMA boxes, the SMEM tensor 2}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?,?)", "(((64,128)),(1)):(((1@0,1@1)),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192),(1)):((1),(0))">
func.func @rank(%atom: !ne, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the coordinate tensor's iterator (?,?) has 2 coordinates, the TMA atom's G-basis (64,128,1):(1@1,1@0,1@2) 3 modes}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?,?,?)", "(((64,128),1),(1)):(((1@0,1@1),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8192,1),(1)):((1,0),(0))">
func.func @im2col(%e: !ex, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: an im2col TMA copy reads an im2col coordinate tensor (iterator + A o offset o B, make_im2col_tma_copy's), not (((64,128),1),(1)):(((1@0,1@1),0),(0))}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

// cute.prefetch through a TMA load atom: one cp.async.bulk.prefetch.tensor
// into L2 per box of the coordinate tensor, from the atom's descriptor.
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">>
!ct = !cute.coord_tensor<"(?{div=64},?{div=128},?)", "(((64,128),1),(2)):(((1@0,1@1),0),(64@0))">

// CHECK-LABEL: llvm.func @prefetch_two_boxes(
// CHECK: nvvm.cp.async.bulk.tensor.prefetch %[[DESC:.*]], box[%[[C0:.*]], %[[C1:.*]], %[[C2:.*]]] : !llvm.ptr
// CHECK-NEXT: %[[K64:.*]] = llvm.mlir.constant(64 : i32) : i32
// CHECK-NEXT: %[[K:.*]] = llvm.add %[[C0]], %[[K64]] : i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %[[DESC]], box[%[[K]], %[[C1]], %[[C2]]] : !llvm.ptr
// CHECK-NOT: nvvm.cp.async
// CHECK: llvm.return
func.func @prefetch_two_boxes(%atom: !ne, %ct: !ct) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  cute.prefetch(%e, %ct) : (!ex, !ct)
  return
}
