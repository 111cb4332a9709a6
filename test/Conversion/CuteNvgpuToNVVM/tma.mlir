// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm '-convert-to-llvm=filter-dialects=cute_nvgpu,func' -reconcile-unrealized-casts | FileCheck %s

// Lowering of the TMA instructions on explicit addresses to MLIR's NVVM TMA
// ops, and of the descriptor mutation to inline PTX. A load writes the
// shared::cluster window (the SMEM box pointer cast to address space 7)
// and completes the mbarrier's transaction count; the multicast mask, the
// L2 cache hint and cta_group::2 (num_cta = 2) become the op's operands and
// attribute. A store and a reduction read the SMEM box in shared::cta; a
// reduction names its operation. The NVVM ops take a generic descriptor
// address: a global one is cast to generic. tensormap.replace addresses a
// shared descriptor with a 32-bit shared address, a global or generic one
// with a 64-bit address; extents are b32, the address and strides b64, and
// a global stride's PTX ordinal is its axis minus one (the leading stride is
// implicit). The release copies the shared descriptor to a global address
// (a generic one is cast to global); the acquire fences a generic address.

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<smem, align<8>>

// CHECK-LABEL: llvm.func @load(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V0]], %arg0, %arg2, box[%arg3] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V1]], %arg0, %arg2, box[%arg3, %arg4, %arg5, %arg6, %arg7] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.return
func.func @load(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0] : i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: llvm.func @load_mcast_hint(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V0]], %arg0, %arg2, box[%arg3, %arg4] multicast_mask = %arg5 : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V1]], %arg0, %arg2, box[%arg3, %arg4] l2_cache_hint = %arg6 : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: %[[V2:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V2]], %arg0, %arg2, box[%arg3, %arg4] multicast_mask = %arg5 l2_cache_hint = %arg6 : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.return
func.func @load_mcast_hint(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mask = %mask mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) cache_policy = %p mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mask = %mask cache_policy = %p mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: llvm.func @load_cta_pair(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V0]], %arg0, %arg2, box[%arg3, %arg4, %arg5] {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V1]], %arg0, %arg2, box[%arg3] multicast_mask = %arg6 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.return
func.func @load_cta_pair(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %mask: i16) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) mode = <tiled> num_cta = 2 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0] : i32) mask = %mask mode = <tiled> num_cta = 2 : i32
  return
}

// CHECK-LABEL: llvm.func @load_gmem_desc(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.addrspacecast %arg0 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V0]], %[[V1]], %arg2, box[%arg3] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.return
func.func @load_gmem_desc(%g: !gdesc, %s: !cute.ptr<f32, smem, align<128>>, %m: !cute.ptr<i64, smem, align<8>>, %c0: i32) {
  cute_nvgpu.arch.copy.SM100.tma_load(%g : !gdesc, %s : !cute.ptr<f32, smem, align<128>>, %m : !cute.ptr<i64, smem, align<8>>, [%c0] : i32) mode = <tiled> num_cta = 1 : i32
  return
}

// An im2col load carries its 16-bit offsets in NVVM's im2col operands and
// mode; an im2col store or reduction is NVVM's im2col store mode
// (.im2col_no_offs).
// CHECK-LABEL: llvm.func @im2col(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V0]], %arg0, %arg2, box[%arg3, %arg4, %arg5, %arg6] im2col[%arg8, %arg9] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<3> to !llvm.ptr<7>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %[[V1]], %arg0, %arg2, box[%arg3, %arg4, %arg5, %arg6, %arg7] im2col[%arg8, %arg9, %arg10] multicast_mask = %arg11 l2_cache_hint = %arg12 {group = #nvvm.cta_group<cta_2>, mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %arg1, box[%arg3, %arg4, %arg5] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg1, box[%arg3, %arg4, %arg5, %arg6, %arg7] l2_cache_hint = %arg12 {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>
// CHECK-NEXT: llvm.return
func.func @im2col(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %o0: i16, %o1: i16, %o2: i16, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) im2col [%o0, %o1] mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) im2col [%o0, %o1, %o2] mask = %mask cache_policy = %p mode = <tiled> num_cta = 2 : i32
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) mode = <im2col>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %s : !box, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) cache_policy = %p mode = <im2col> kind = <MAX>
  return
}

// CHECK-LABEL: llvm.func @store(
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg0, %arg2, box[%arg3, %arg4, %arg5] : !llvm.ptr, <3>
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %[[V0]], %arg2, box[%arg3] l2_cache_hint = %arg6 : !llvm.ptr, <3>
// CHECK-NEXT: llvm.return
func.func @store(%d: !desc, %g: !gdesc, %s: !box, %c0: i32, %c1: i32, %c2: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) mode = <tiled>
  cute_nvgpu.arch.copy.SM100.tma_store(%g : !gdesc, %s : !box, [%c0] : i32) cache_policy = %p mode = <tiled>
  return
}

// CHECK-LABEL: llvm.func @reduce(
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg2, box[%arg4, %arg5] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %[[V0]], %arg3, box[%arg4] l2_cache_hint = %arg6 {redKind = #nvvm.tma_redux_kind<min>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<max>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<inc>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<dec>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<and>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<or>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg0, %arg3, box[%arg4] {redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, <3>
// CHECK-NEXT: llvm.return
func.func @reduce(%d: !desc, %g: !gdesc, %f: !cute.ptr<f32, smem, align<128>>, %i: !cute.ptr<ui32, smem, align<128>>, %c0: i32, %c1: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %f : !cute.ptr<f32, smem, align<128>>, [%c0, %c1] : i32, i32) mode = <tiled> kind = <ADD>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%g : !gdesc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) cache_policy = %p mode = <tiled> kind = <MIN>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <MAX>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <INC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <DEC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <AND>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <OR>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %i : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <XOR>
  return
}

// CHECK-LABEL: llvm.func @replace_smem(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l" %[[V0]], %arg1 : (i32, i64) -> ()
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r" %[[V1]], %arg2 : (i32, i32) -> ()
// CHECK-NEXT: %[[V2:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "r,r" %[[V2]], %arg2 : (i32, i32) -> ()
// CHECK-NEXT: %[[V3:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l" %[[V3]], %arg3 : (i32, i64) -> ()
// CHECK-NEXT: %[[V4:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "r,l" %[[V4]], %arg3 : (i32, i64) -> ()
// CHECK-NEXT: llvm.return
func.func @replace_smem(%sd: !sdesc, %a: i64, %dim: i32, %st: i64) {
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 0 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 4 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 4 : i32
  return
}

// CHECK-LABEL: llvm.func @replace_gmem_generic(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<1> to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l" %[[V0]], %arg2 : (i64, i64) -> ()
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<1> to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r" %[[V1]], %arg3 : (i64, i32) -> ()
// CHECK-NEXT: %[[V2:[0-9]+]] = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.replace.tile.global_stride.b1024.b64 [$0], 1, $1;", "l,l" %[[V2]], %arg4 : (i64, i64) -> ()
// CHECK-NEXT: llvm.return
func.func @replace_gmem_generic(%g: !gdesc, %gen: !cute.ptr<i64, generic, align<128>>, %a: i64, %dim: i32, %st: i64) {
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %dim : i32) field = <global_dim> axis = 2 : i32
  cute_nvgpu.arch.tma_desc.replace(%gen : !cute.ptr<i64, generic, align<128>>, %st : i64) field = <global_stride> axis = 2 : i32
  return
}

// CHECK-LABEL: llvm.func @release_acquire(
// CHECK-NEXT: %[[V0:[0-9]+]] = llvm.ptrtoint %arg0 : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[V1:[0-9]+]] = llvm.ptrtoint %arg2 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %[[V0]], %[[V1]] : (i64, i32) -> ()
// CHECK-NEXT: %[[V2:[0-9]+]] = llvm.addrspacecast %arg1 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %[[V3:[0-9]+]] = llvm.ptrtoint %[[V2]] : !llvm.ptr<1> to i64
// CHECK-NEXT: %[[V4:[0-9]+]] = llvm.ptrtoint %arg2 : !llvm.ptr<3> to i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r" %[[V3]], %[[V4]] : (i64, i32) -> ()
// CHECK-NEXT: %[[V5:[0-9]+]] = llvm.addrspacecast %arg0 : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT: %[[V6:[0-9]+]] = llvm.ptrtoint %[[V5]] : !llvm.ptr to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %[[V6]] : (i64) -> ()
// CHECK-NEXT: %[[V7:[0-9]+]] = llvm.ptrtoint %arg1 : !llvm.ptr to i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l" %[[V7]] : (i64) -> ()
// CHECK-NEXT: llvm.return
func.func @release_acquire(%g: !gdesc, %gen: !cute.ptr<i64, generic, align<128>>, %sd: !sdesc) {
  cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.release(%gen : !cute.ptr<i64, generic, align<128>>, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
  cute_nvgpu.arch.tma_desc.acquire(%gen : !cute.ptr<i64, generic, align<128>>)
  return
}
