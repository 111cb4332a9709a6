// cute.copy and cute.prefetch with an executable im2col TMA atom, on the
// im2col coordinate tensor (iterator + A o offset o B, what
// make_non_exec_im2col_tma_load gives and tma_partition / slicing move):
// CuTe's copy_unpack reads each box's first element, src(0), as
// (c, (w,h,d), n, (s,r,t)); a load or prefetch passes c,w,h,n as the
// tensor coordinates and s,r as the 16-bit im2col offsets, a store
// c,w,h,n only. The tensors are those of the 2-D fprop of
// test/Dialect/CuteNvgpu/im2col-tma-partition.mlir: A maps the GEMM
// coordinate ((12,10,2) output pixels, (64 channels, 3x3 taps)) to TMA
// coordinates, the iterator is the lower corner (-1,-1).
// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm -verify-diagnostics | FileCheck %s
// The same with the conversion driver's rollback log: the same refusals and
// lowering (by default the driver keeps none; a refused pattern erases what
// it built).
// RUN: cute-nvgpu-opt %s -split-input-file -convert-cuda-kernels -cute-fold-static -convert-cute-to-llvm -convert-cute-nvgpu-to-nvvm=allow-pattern-rollback=true -convert-scf-to-cf -convert-to-llvm -convert-nvvm-to-llvm -cute-nvgpu-mark-kernels -reconcile-unrealized-casts -verify-diagnostics | FileCheck %s

!ne = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,1)) o (((64,64),1),(2)):(((1@0@1,1@0),0),(1@1@1))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(2)):((1,0),(4096))">

// Pixel block m = 64 at filter row r = 1, two taps s = 0, 1 (1@1@1 per
// box). Output pixel 64 of (12,10,2) is (w,h,n) = (4,5,0), so the box
// starts at the input pixel (3,4) (the corner -1 added) of image 0,
// channel 0: coordinates {0, 3, 4, 0}, offsets {s, r} = {0, 1} and
// {1, 1}; the second box lands 4096 elements (8192 bytes) further in
// shared memory.
// CHECK-LABEL: llvm.func @load_two_taps(
// CHECK-SAME: %[[S:[a-z0-9]+]]: !llvm.ptr<3>, %{{[a-z0-9]+}}: !llvm.ptr<3>)
// CHECK: %[[DESC:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(ptr, ptr<3>, i16, i64)>
// CHECK-NEXT: %[[POL:.*]] = llvm.extractvalue %{{.*}}[3] : !llvm.struct<(ptr, ptr<3>, i16, i64)>
// CHECK-NEXT: %[[BAR:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr<3>, i16, i64)>
// CHECK-NEXT: %[[C:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[H:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[S0:.*]] = llvm.mlir.constant(0 : i16) : i16
// CHECK-NEXT: %[[R0:.*]] = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %[[E0:.*]] = nvvm.elect.sync -> i1
// CHECK-NEXT: llvm.cond_br %[[E0]], ^[[ISSUE0:.*]], ^[[NEXT0:[a-z0-9]+]]
// CHECK-NEXT: ^[[ISSUE0]]:
// CHECK-NEXT: %[[DST0:.*]] = llvm.addrspacecast %[[S]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST0]], %[[DESC]], %[[BAR]], box[%[[C]], %[[W]], %[[H]], %[[N]]] im2col[%[[S0]], %[[R0]]] l2_cache_hint = %[[POL]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.br ^[[NEXT0]]
// CHECK-NEXT: ^[[NEXT0]]:
// CHECK-NEXT: %[[C1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W1:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[H1:.*]] = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %[[N1:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[S1:.*]] = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %[[R1:.*]] = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %[[SM1:.*]] = llvm.getelementptr %[[S]][8192] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
// CHECK: %[[DST1:.*]] = llvm.addrspacecast %[[SM1]] : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[DST1]], %[[DESC]], %[[BAR]], box[%[[C1]], %[[W1]], %[[H1]], %[[N1]]] im2col[%[[S1]], %[[R1]]] l2_cache_hint = %[[POL]] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NOT: nvvm.cp.async
// CHECK: llvm.return
func.func @load_two_taps(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %sv = cute.make_view(%s) : !sm
  cute.copy(%e1, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

// Run-time output extents (W, H, N) and a run-time offset (pixel p,
// channel c: a run-time CTA's multicast share, a run-time k block): the
// box starts at w = p % W - 1, h = (p / W) % H - 1, n = p / W / H (the last
// mode takes the rest, as CuTe's idx2crd), channel c; the filter tap
// (s, r) = (1, 2) of the slice stays constant. A multicast atom passes its
// mask.
!ne = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90_multicast, f16, copy_bits = 65536, tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"((64,32),2):((1@1,1@0),32@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((?,?,?),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (?,(?,1,2)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
// CHECK-LABEL: llvm.func @load_run_time(
// CHECK-DAG: %[[WX:.*]] = llvm.extractvalue %[[T:.*]][1, 2, 0, 0] :
// CHECK-DAG: %[[HX:.*]] = llvm.extractvalue %[[T]][1, 2, 0, 1] :
// CHECK-DAG: %[[P:.*]] = llvm.extractvalue %[[T]][1, 1, 0] :
// CHECK-DAG: %[[CH:.*]] = llvm.extractvalue %[[T]][1, 1, 1] :
// CHECK-DAG: %[[MASK:.*]] = llvm.extractvalue %{{.*}}[2] : !llvm.struct<(ptr, ptr<3>, i16, i64)>
// CHECK: %[[W:.*]] = llvm.srem %[[P]], %[[WX]] : i32
// CHECK-NEXT: %[[PW:.*]] = llvm.sdiv %[[P]], %[[WX]] : i32
// CHECK-NEXT: %[[H:.*]] = llvm.srem %[[PW]], %[[HX]] : i32
// CHECK-NEXT: %[[N:.*]] = llvm.sdiv %[[PW]], %[[HX]] : i32
// CHECK-NEXT: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[WC:.*]] = llvm.add %[[W]], %[[M1]] : i32
// CHECK-NEXT: %[[M1B:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %[[HC:.*]] = llvm.add %[[H]], %[[M1B]] : i32
// CHECK-NEXT: %[[OS:.*]] = llvm.mlir.constant(1 : i16) : i16
// CHECK-NEXT: %[[OR:.*]] = llvm.mlir.constant(2 : i16) : i16
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %{{.*}}, box[%[[CH]], %[[WC]], %[[HC]], %[[N]]] im2col[%[[OS]], %[[OR]]] multicast_mask = %[[MASK]] l2_cache_hint = %{{.*}} {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NOT: nvvm.cp.async
func.func @load_run_time(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>, %mask: i16) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
  %e2 = cute_nvgpu.atom.set_value(%e1, %mask : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !ex
  %sv = cute.make_view(%s) : !sm
  cute.copy(%e2, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

// A store (CuTe: take<0,3>, .im2col_no_offs): pixel 128 of (12,10,2) is
// (w,h,n) = (8,0,1) at the store's corner 0: coordinates {0, 8, 0, 1},
// no offsets.
!ne = !cute_nvgpu.atom.non_exec_im2col_tma_store<f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ex = !cute_nvgpu.atom.tma_store<f16, copy_bits = 65536, mode = im2col, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(0,0),0,(0,0))", "((12,10,2),(64,1,1)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (128,(0,0,0)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
// CHECK-LABEL: llvm.func @store(
// CHECK-SAME: %{{[a-z0-9]+}}: !llvm.ptr {{{.*}}}, %[[S:[a-z0-9]+]]: !llvm.ptr<3>)
// CHECK: %[[C:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[W:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[H:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %{{.*}}, %[[S]], box[%[[C]], %[[W]], %[[H]], %[[N]]] l2_cache_hint = %{{.*}} {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>
// CHECK-NOT: nvvm.cp.async
func.func @store(%atom: !ne, %ct: !ct, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  %sv = cute.make_view(%s) : !sm
  cute.copy(%e, %sv, %ct) : (!ex, !sm, !ct)
  return
}

// -----

// cute.prefetch through an im2col load atom: one L2 prefetch per box, in
// im2col mode with the box's offsets (three taps s = 0, 1, 2).
!ne = !cute_nvgpu.atom.non_exec_im2col_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(3)):(((1@0@1,1@0),0),(1@1@1))">
// CHECK-LABEL: llvm.func @prefetch(
// CHECK-COUNT-3: nvvm.cp.async.bulk.tensor.prefetch %{{.*}}, box[%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] im2col[%{{.*}}, %{{.*}}] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
// CHECK-NOT: nvvm.cp.async
// CHECK: llvm.return
func.func @prefetch(%atom: !ne, %ct: !ct) attributes {cute_nvgpu.kernel} {
  %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
  cute.prefetch(%e, %ct) : (!ex, !ct)
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
func.func @tiled_atom_im2col_tensor(%e: !ex, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the coordinate tensor's layout is composed (an im2col tensor's); a tiled TMA copy reads boxes of a plain layout}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(?)):(((1@0@1,1@0),0),(1@1@1))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
func.func @run_time_rest(%e: !ex, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the copy's rest modes must have static extents, but (((64,64),1),(?)):(((1@0@1,1@0),0),(1@1@1)) has a run-time one}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0),0)", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(1)):((1,0),(0))">
func.func @value_not_cwhdn(%e: !ex, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the im2col coordinate tensor's value (0,(3,4),0,(0,0),0) is not (c, (w,h,d), n, (s,r,t)) with one filter offset per spatial mode}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = im2col, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(2)):(((1@0@1,1@0),0),(1@1@1))">
!sm = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((4096,1),(3)):((1,0),(4096))">
func.func @box_count(%e: !ex, %ct: !ct, %sv: !sm) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.copy' op cannot lower this TMA copy: the coordinate tensor has 2 TMA boxes, the SMEM tensor 3}}
  cute.copy(%e, %ct, %sv) : (!ex, !ct, !sm)
  return
}

// -----

!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"((64,64),1):((1@1,1@0),64@0)">>
!ct = !cute.coord_tensor<"(0,(-1,-1),0,(0,0))", "((12,10,2),(64,3,3)):((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (64,(0,0,0)) o (((64,64),1),(1)):(((1@0@1,1@0),0),(0))">
func.func @tiled_prefetch_im2col_tensor(%e: !ex, %ct: !ct) attributes {cute_nvgpu.kernel} {
  // expected-error @+1 {{'cute.prefetch' op cannot lower this TMA prefetch: the coordinate tensor's layout is composed (an im2col tensor's); a tiled TMA copy reads boxes of a plain layout}}
  cute.prefetch(%e, %ct) : (!ex, !ct)
  return
}
