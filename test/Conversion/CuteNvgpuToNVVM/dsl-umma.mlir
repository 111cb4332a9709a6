// RUN: cute-nvgpu-opt %s -split-input-file -cute-nvgpu-to-llvm | FileCheck %s

// CuTe DSL's SM100 mainloop: the SMEM descriptor views of K-major SW128 f16
// partitions are SM100 descriptor words (version bit 46, swizzle 2 in bits
// 61-63, SBO 1024 B, LBO 1: 0x4000404000010000); make_fragment C (the TMEM
// accumulator at address 0) only lends its static layout to the view at
// the address alloc_tmem wrote, so fold-static erases it; cute.gemm is one tcgen05.mma issued by the elected thread, with
// the instruction descriptor of 128x256 f16 -> f32 K/K (0x08400010) OR the
// atom's run-time negations (bits 13, 14) and its accumulate flag as
// enable-input-d.

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">
!pb = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((256,16),1,4):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc0 = !cute.memref<f32, tmem, align<1>, "((128,256),1,1):((65536,1),0,0)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">

// CHECK-LABEL: llvm.func @mainloop(
// CHECK-SAME: %[[TM:.*]]: !llvm.struct<(i1, i1, i1)>, %[[PA:.*]]: !llvm.ptr<3>, %[[PB:.*]]: !llvm.ptr<3>, %[[SLOT:.*]]: !llvm.ptr<3>, %[[K:.*]]: i32)
// CHECK: llvm.ptrtoint %[[PA]]
// CHECK: llvm.mlir.constant(4611756662049538048 : i64) : i64
// CHECK: %[[PHA:.*]] = llvm.shl
// CHECK: %[[DA:.*]] = llvm.or %{{.*}}, %[[PHA]] : i64
// CHECK: llvm.ptrtoint %[[PB]]
// CHECK: llvm.mlir.constant(4611756662049538048 : i64) : i64
// CHECK: %[[PHB:.*]] = llvm.shl
// CHECK: %[[DB:.*]] = llvm.or %{{.*}}, %[[PHB]] : i64
// CHECK-NOT: llvm.mlir.zero
// CHECK: %[[C512:.*]] = llvm.mlir.constant(512 : i32) : i32
// CHECK: nvvm.tcgen05.alloc %[[SLOT]], %[[C512]] : !llvm.ptr<3>, i32
// CHECK: %[[ADDR:.*]] = llvm.load %[[SLOT]] : !llvm.ptr<3> -> i32
// CHECK: %[[TP:.*]] = llvm.inttoptr %[[ADDR]] : i32 to !llvm.ptr<6>
// CHECK: %[[TM0:.*]] = llvm.insertvalue %{{.*}}, %[[TM]][0] : !llvm.struct<(i1, i1, i1)>
// CHECK: %[[DAK:.*]] = llvm.add %[[DA]], %{{.*}} : i64
// CHECK: %[[DBK:.*]] = llvm.add %[[DB]], %{{.*}} : i64
// CHECK: %[[ACC:.*]] = llvm.extractvalue %[[TM0]][0] : !llvm.struct<(i1, i1, i1)>
// CHECK: %[[NB:.*]] = llvm.extractvalue %[[TM0]][2] : !llvm.struct<(i1, i1, i1)>
// CHECK: %[[NBW:.*]] = llvm.zext %[[NB]] : i1 to i32
// CHECK: %[[C14:.*]] = llvm.mlir.constant(14 : i32) : i32
// CHECK: %[[NBS:.*]] = llvm.shl %[[NBW]], %[[C14]] : i32
// CHECK: %[[NA:.*]] = llvm.extractvalue %[[TM0]][1] : !llvm.struct<(i1, i1, i1)>
// CHECK: %[[NAW:.*]] = llvm.zext %[[NA]] : i1 to i32
// CHECK: %[[C13:.*]] = llvm.mlir.constant(13 : i32) : i32
// CHECK: %[[NAS:.*]] = llvm.shl %[[NAW]], %[[C13]] : i32
// CHECK: %[[WORD:.*]] = llvm.mlir.constant(138412048 : i32) : i32
// CHECK: %[[I1:.*]] = llvm.or %[[WORD]], %[[NAS]] : i32
// CHECK: %[[IDESC:.*]] = llvm.or %[[I1]], %[[NBS]] : i32
// CHECK: %[[E:.*]] = nvvm.elect.sync -> i1
// CHECK: llvm.cond_br %[[E]], ^[[MMA:.*]], ^[[AFTER:.*]]
// CHECK: ^[[MMA]]:
// CHECK-NEXT: nvvm.tcgen05.mma %[[TP]], %[[DAK]], %[[DBK]], %[[IDESC]], %[[ACC]] {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
// CHECK-NEXT: llvm.br ^[[AFTER]]
// CHECK: ^[[AFTER]]:
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT: nvvm.tcgen05.dealloc %[[TP]], %[[C512]] : !llvm.ptr<6>, i32
func.func @mainloop(%tm: !tm, %pa: !pa, %pb: !pb, %slot: !cute.ptr<i32, smem, align<16>>, %k: i32) -> !tm {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pb) -> !va
  %shape = cute.static : !cute.shape<"((128,256),1,1)">
  %fc = cute.mma.make_fragment C (%tm, %shape) : (!tm, !cute.shape<"((128,256),1,1)">) -> !acc0
  %c512 = arith.constant 512 : i32
  cute_nvgpu.arch.sm100.alloc_tmem(%c512, %slot) [ cta_1] : i32, !cute.ptr<i32, smem, align<16>>
  %tp = cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i32, smem, align<16>> -> !cute.ptr<f32, tmem, align<16>>
  %lay = cute.get_layout(%fc) : !acc0
  %acc = cute.make_view(%tp, %lay) : !acc
  %false = arith.constant false
  %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !tm
  %crd = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
  %sa = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
  %sb = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
  cute.gemm(%tm0, %acc, %sa, %sb, %acc) : (!tm, !acc, !vk, !vk, !acc)
  cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
  cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c512) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
  return %tm0 : !tm
}

// -----

// Two N blocks of the accumulator ((128,128),1,2): two tcgen05.mma, the
// second at TMEM column 128 and B's descriptor moved by 1024 units (128
// rows of 128 B); bf16 x bf16 -> f32, 128x128: 0x08200490.

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((128,16),1):((64,1),0)">
!pb = !cute.memref<bf16, smem, align<1024>, S<3,4,3>, "((128,16),2):((64,1),8192)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!vb = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,2):(0,1024)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,2):((65536,1),0,128)">

// CHECK-LABEL: llvm.func @two_n_blocks(
// CHECK-SAME: %[[D:[a-z0-9]+]]: !llvm.ptr<6>)
// CHECK: %[[PHB:.*]] = llvm.shl
// CHECK: %[[PHB2:.*]] = llvm.shl
// CHECK: %[[DB:.*]] = llvm.or %{{.*}}, %[[PHB2]] : i64
// CHECK: llvm.mlir.constant(136316048 : i32) : i32
// CHECK: nvvm.elect.sync
// CHECK: nvvm.tcgen05.mma %[[D]], %{{.*}}, %[[DB]], %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>}
// CHECK: %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[D]] : !llvm.ptr<6> to i32
// CHECK: %[[A1:.*]] = llvm.add %[[A]], %[[C128]] : i32
// CHECK: %[[D1:.*]] = llvm.inttoptr %[[A1]] : i32 to !llvm.ptr<6>
// CHECK: %[[C1024:.*]] = llvm.mlir.constant(1024 : i64) : i64
// CHECK: %[[DB1:.*]] = llvm.add %[[DB]], %[[C1024]] : i64
// CHECK: nvvm.tcgen05.mma %[[D1]], %{{.*}}, %[[DB1]],
// CHECK-NOT: nvvm.tcgen05.mma
func.func @two_n_blocks(%tm: !tm, %pa: !pa, %pb: !pb, %acc: !acc) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pb) -> !vb
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !va, !vb, !acc)
  return
}

// -----

// TMEM copies: a thread's 32x32b.x16 load of two calls (columns 0 and 16
// of its warp's lanes) into 32 registers, then tcgen05.wait::ld; CuTe DSL's
// tcgen05.commit.arrive is MLIR 22's tcgen05.commit.

!ld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>
!t = !cute.memref<f32, tmem, align<16>, "(((16,32),1),2):(((1,65536),0),16)">
!r = !cute.memref<f32, rmem, align<32>, "((16,1),2):((1,0),16)">

// CHECK-LABEL: llvm.func @tmem_load(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>, %[[OUT:.*]]: !llvm.ptr, %[[BAR:.*]]: !llvm.ptr<3>)
// CHECK: %[[R:.*]] = llvm.alloca
// CHECK: %[[V0:.*]] = nvvm.tcgen05.ld %[[T]] {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
// CHECK-COUNT-16: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[T]] : !llvm.ptr<6> to i32
// CHECK: %[[A1:.*]] = llvm.add %[[A]], %[[C16]] : i32
// CHECK: %[[T1:.*]] = llvm.inttoptr %[[A1]] : i32 to !llvm.ptr<6>
// CHECK: nvvm.tcgen05.ld %[[T1]] {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<16xi32>
// CHECK-COUNT-16: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr
// CHECK-NEXT: nvvm.tcgen05.wait <load>
// CHECK: nvvm.tcgen05.commit %[[BAR]] : !llvm.ptr<3>
func.func @tmem_load(%t: !t, %out: !llvm.ptr, %bar: !llvm.ptr<3>) {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((16,1),2):((1,0),16)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<32xf32>, !llvm.ptr
  nvvm.tcgen05.commit.arrive %bar : !llvm.ptr<3>
  return
}

// -----

// A TMEM store: the thread's 8 registers (one 32x32b.x8 call) to its
// warp's lanes, then tcgen05.wait::st.

!st = !cute_nvgpu.atom.tmem_store<f32, 32 DP, 32 bit, x8>
!t = !cute.memref<f32, tmem, align<16>, "(((8,32),1),1):(((1,65536),0),0)">
!r = !cute.memref<f32, rmem, align<32>, "((8,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_store(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>, %[[IN:.*]]: vector<8xf32>)
// CHECK-COUNT-8: llvm.load %{{.*}} : !llvm.ptr -> f32
// CHECK: nvvm.tcgen05.st %[[T]], %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<8xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
func.func @tmem_store(%t: !t, %in: vector<8xf32>) {
  %atom = cute.make_atom() : () -> !st
  %rl = cute.static : !cute.layout<"((8,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.memref.store_vec %in, %r : !r
  cute.copy(%atom, %r, %t) : (!st, !r, !t)
  return
}

// -----

// 16-bit values pack two to a 32-bit register and TMEM column (value 2j in
// register j's low half): 8 bf16 values are one 32x32b.x4 store.

!st = !cute_nvgpu.atom.tmem_store<bf16, 32 DP, 32 bit, x4>
!t = !cute.memref<bf16, tmem, align<16>, "(((8,32),1),1):(((1,131072),0),0)">
!r = !cute.memref<bf16, rmem, align<32>, "((8,1),1):((1,0),0)">

// CHECK-LABEL: llvm.func @tmem_store_bf16(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>, %[[IN:.*]]: vector<8xbf16>)
// CHECK: %[[V0:.*]] = llvm.load %{{.*}} : !llvm.ptr -> bf16
// CHECK: %[[P0:.*]] = llvm.insertelement %[[V0]], %{{.*}}[%{{.*}} : i32] : vector<2xbf16>
// CHECK: %[[V1:.*]] = llvm.load %{{.*}} : !llvm.ptr -> bf16
// CHECK: %[[P1:.*]] = llvm.insertelement %[[V1]], %[[P0]][%{{.*}} : i32] : vector<2xbf16>
// CHECK: llvm.bitcast %[[P1]] : vector<2xbf16> to i32
// CHECK-COUNT-6: llvm.load %{{.*}} : !llvm.ptr -> bf16
// CHECK: nvvm.tcgen05.st %[[T]], %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : vector<4xi32>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
func.func @tmem_store_bf16(%t: !t, %in: vector<8xbf16>) {
  %atom = cute.make_atom() : () -> !st
  %rl = cute.static : !cute.layout<"((8,1),1):((1,0),0)">
  %r = cute.memref.alloca(%rl) : !r
  cute.memref.store_vec %in, %r : !r
  cute.copy(%atom, %r, %t) : (!st, !r, !t)
  return
}

// -----

// A CTA pair's MMA (num_cta = 2, 256x256): each CTA's accumulator is
// (128,256); one tcgen05.mma.cta_group::2 with M = 256 in the instruction
// descriptor (0x10400010).

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<256x256x16, num_cta = 2, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<128>, S<3,4,3>, "((128,16),1):((64,1),0)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">

// CHECK-LABEL: llvm.func @cta_pair(
// CHECK: llvm.mlir.constant(272629776 : i32) : i32
// CHECK: nvvm.tcgen05.mma %{{.*}} {ctaGroup = #nvvm.cta_group<cta_2>, kind = #nvvm.tcgen05_mma_kind<f16>}
// CHECK-NOT: nvvm.tcgen05.mma
func.func @cta_pair(%tm: !tm, %pa: !pa, %pb: !pa, %acc: !acc) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
  cute.gemm(%tm, %acc, %fa, %fb, %acc) : (!tm, !acc, !va, !va, !acc)
  return
}

// -----

// tf32 operands: the swizzle pointer of a tf32 tensor is 32 bits wide (the
// storage, not tf32's 19 bits of precision), so the K-major SW128 tile
// (128,8) is the same SM100 word as f16's; kind::tf32 (0x08200910).

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x8, num_cta = 1, ab_major = (k, k), elem_type = (tf32, tf32, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<tf32, smem, align<128>, S<3,4,3>, "((128,8),1,4):((32,1),0,8)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">

// CHECK-LABEL: llvm.func @tf32(
// CHECK: llvm.mlir.constant(4611756662049538048 : i64) : i64
// CHECK: llvm.mlir.constant(136317200 : i32) : i32
// CHECK: nvvm.tcgen05.mma %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<tf32>}
func.func @tf32(%tm: !tm, %pa: !pa, %pb: !pa, %acc: !acc) {
  %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
  %c = cute.static : !cute.coord<"(_,_,1)">
  %sa = cute.slice(%fa, %c) : !va, !cute.coord<"(_,_,1)">
  %sb = cute.slice(%fb, %c) : !va, !cute.coord<"(_,_,1)">
  cute.gemm(%tm, %acc, %sa, %sb, %acc) : (!tm, !acc, !vk, !vk, !acc)
  return
}

// -----

// A in tensor memory (frag_kind = ts, bf16: two per 32-bit column): the
// second K block's A is 8 columns on, CuTe's tmem_ptr offset of 16
// elements (16 rotated right by one); D and C apart are checked at run
// time (a trap when C is not D's tensor memory).

!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x64x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ts, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!ta = !cute.memref<bf16, tmem, align<16>, "((128,16),1,2):((131072,1),0,16)">
!pb = !cute.memref<bf16, smem, align<128>, S<3,4,3>, "((64,16),1,2):((64,1),0,16)">
!vb = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,2):(0,0,2)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,64),1,1):((65536,1),0,0)">

// CHECK-LABEL: llvm.func @a_in_tmem(
// CHECK-SAME: %[[A:[a-z0-9]+]]: !llvm.ptr<6>, %{{.*}}: !llvm.ptr<3>, %[[D:[a-z0-9]+]]: !llvm.ptr<6>, %[[C:[a-z0-9]+]]: !llvm.ptr<6>)
// CHECK: %[[DA:.*]] = llvm.ptrtoint %[[D]] : !llvm.ptr<6> to i32
// CHECK: %[[CA:.*]] = llvm.ptrtoint %[[C]] : !llvm.ptr<6> to i32
// CHECK: %[[NE:.*]] = llvm.icmp "ne" %[[DA]], %[[CA]] : i32
// CHECK: llvm.cond_br %[[NE]], ^[[TRAP:.*]], ^
// CHECK: ^[[TRAP]]:
// CHECK-NEXT: llvm.intr.trap
// CHECK: nvvm.elect.sync
// CHECK: nvvm.tcgen05.mma %[[D]], %[[A]], %{{.*}} {ctaGroup = #nvvm.cta_group<cta_1>, kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[AI:.*]] = llvm.ptrtoint %[[A]] : !llvm.ptr<6> to i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[ROT:.*]] = llvm.intr.fshr(%[[C16]], %[[C16]], %[[ONE]]) : (i32, i32, i32) -> i32
// CHECK: %[[A1I:.*]] = llvm.add %[[AI]], %[[ROT]] : i32
// CHECK: %[[A1:.*]] = llvm.inttoptr %[[A1I]] : i32 to !llvm.ptr<6>
// CHECK: nvvm.tcgen05.mma %[[D]], %[[A1]], %{{.*}} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1)
// CHECK-NOT: nvvm.tcgen05.mma
func.func @a_in_tmem(%ta: !ta, %pb: !pb, %d: !acc, %c: !acc) {
  %atom = cute.make_atom() : () -> !cute_nvgpu.sm100.mma<128x64x16, num_cta = 1, ab_major = (k, k), elem_type = (bf16, bf16, f32), frag_kind = ts, c_scale_exp = 0>
  %tm = cute.make_tiled_mma(%atom) : !tm
  %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pb) -> !vb
  cute.gemm(%tm, %d, %ta, %fb, %c) : (!tm, !acc, !ta, !vb, !acc)
  return
}

// -----

// A 16-data-path load (16x256b.x8: 32 registers a thread) of two calls,
// the second 16 lanes on (1048576 = 16 << 16).

!ld = !cute_nvgpu.atom.tmem_load<f32, 16 DP, 256 bit, x8>
!t = !cute.memref<f32, tmem, align<16>, "(((64,16),1),2):(((1,65536),0),1048576)">
!r = !cute.memref<f32, rmem, align<32>, "((32,1),2):((1,0),32)">

// CHECK-LABEL: llvm.func @tmem_load_16dp(
// CHECK-SAME: %[[T:.*]]: !llvm.ptr<6>
// CHECK: nvvm.tcgen05.ld %[[T]] {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<32xi32>
// CHECK: %[[C:.*]] = llvm.mlir.constant(1048576 : i32) : i32
// CHECK: %[[A:.*]] = llvm.ptrtoint %[[T]] : !llvm.ptr<6> to i32
// CHECK: %[[A1:.*]] = llvm.add %[[A]], %[[C]] : i32
// CHECK: %[[T1:.*]] = llvm.inttoptr %[[A1]] : i32 to !llvm.ptr<6>
// CHECK: nvvm.tcgen05.ld %[[T1]] {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<32xi32>
// CHECK: nvvm.tcgen05.wait <load>
func.func @tmem_load_16dp(%t: !t, %out: !llvm.ptr) {
  %atom = cute.make_atom() : () -> !ld
  %rl = cute.static : !cute.layout<"((32,1),2):((1,0),32)">
  %r = cute.memref.alloca(%rl) : !r
  cute.copy(%atom, %t, %r) : (!ld, !t, !r)
  %v = cute.memref.load_vec %r : !r
  llvm.store %v, %out : vector<64xf32>, !llvm.ptr
  return
}
