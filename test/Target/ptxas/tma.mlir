// TMA on sm_90a, sm_100a and sm_120a, assembled by ptxas: a tiled load of
// rank 1 to 5 into the shared::cluster window of the SMEM box (cvta from
// shared::cta through generic), completing the mbarrier's transaction
// count; a multicast load, an L2-hinted load (a global descriptor is cast
// to generic) and both; a store, with and without the hint, and every
// reduction operation in the bulk async-group; tensormap.replace of the
// global address, extents and non-leading strides of a descriptor in
// shared (32-bit address), global and generic memory, a stride's PTX
// ordinal being its axis minus one; the release copy to a global address
// (tensormap.cp_fenceproxy) and the acquire fence on a generic one.
// tensormap.replace raises the PTX ISA to 8.3 on sm_90a. On sm_120a a
// multicast load compiles with ptxas's advisory as a warning (ptxas calls
// its own helpers there, undefined symbols the FUNCS check leaves alone);
// sm_90 refuses tensormap.replace and warns on multicast, sm_80 refuses
// every TMA instruction.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: llvm-readelf -s %t.90a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefixes=CHECK,PTX90A --implicit-check-not=cp.async --implicit-check-not=cp.reduce --implicit-check-not=tensormap --implicit-check-not=fence < %t.90a.ptx
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: llvm-readelf -s %t.100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefixes=CHECK,PTX100A --implicit-check-not=cp.async --implicit-check-not=cp.reduce --implicit-check-not=tensormap --implicit-check-not=fence < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx --cubin %t.120a.cubin 2>&1 | FileCheck %s --check-prefix=SM120A --implicit-check-not=error:
// RUN: llvm-readelf -s %t.120a.cubin | FileCheck %s --check-prefix=FUNCS
// RUN: FileCheck %s --check-prefixes=CHECK,PTX120A --implicit-check-not=cp.async --implicit-check-not=cp.reduce --implicit-check-not=tensormap --implicit-check-not=fence < %t.120a.ptx
// RUN: not cute-nvgpu compile %s --target sm_90 -o %t.90.ptx 2>&1 | FileCheck %s --check-prefix=SM90 --implicit-check-not=error: --implicit-check-not=wrote
// RUN: not cute-nvgpu compile %s --target sm_80 -o %t.80.ptx 2>&1 | FileCheck %s --check-prefix=SM80
// ptxas -c keeps every function: exactly these global FUNC symbols.
// FUNCS-COUNT-9: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ (load_ranks|load_mcast|load_hint|load_mcast_hint|store|reduce|replace_smem|replace_gmem_generic|release_acquire)$}}
// PTX90A: {{^}}.version 8.3{{$}}
// PTX90A-NEXT: {{^}}.target sm_90a{{$}}
// PTX100A: {{^}}.version 8.6{{$}}
// PTX100A-NEXT: {{^}}.target sm_100a{{$}}
// PTX120A: {{^}}.version 8.7{{$}}
// PTX120A-NEXT: {{^}}.target sm_120a{{$}}
// SM120A-COUNT-2: warning: a multicast TMA load on sm_120a: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)
// SM120A: wrote {{.*}}.120a.ptx, {{.*}}.120a.cubin
// SM90-COUNT-2: warning: a multicast TMA load on sm_90: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)
// SM90-COUNT-11: error: 'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires an arch-specific or family target (sm_90a, sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f), but the target is sm_90
// SM80: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load requires SM90 or newer (sm_90), but the target is sm_80
// SM80: error: 'cute_nvgpu.arch.copy.SM100.tma_store' op a TMA store requires SM90 or newer (sm_90), but the target is sm_80
// SM80: error: 'cute_nvgpu.arch.copy.SM100.tma_reduce' op a TMA reduction requires SM90 or newer (sm_90), but the target is sm_80
// SM80: error: 'cute_nvgpu.arch.tma_desc.replace' op tensormap.replace requires SM90 or newer (sm_90), but the target is sm_80
// SM80: error: 'cute_nvgpu.arch.tma_desc.release' op a tensormap proxy fence requires SM90 or newer (sm_90), but the target is sm_80
// SM80: error: 'cute_nvgpu.arch.tma_desc.acquire' op a tensormap proxy fence requires SM90 or newer (sm_90), but the target is sm_80

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!sdesc = !cute.ptr<i64, smem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<i64, smem, align<8>>

// CHECK-LABEL: .visible .func load_ranks(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}[[DST:%rd[0-9]+]], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{\[}}[[DST]]{{\]}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{\[}}[[DST]]{{\]}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{\[}}[[DST]]{{\]}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{\[}}[[DST]]{{\]}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes {{\[}}[[DST]]{{\]}}, [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
func.func @load_ranks(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0] : i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: .visible .func load_mcast(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}};{{$}}
func.func @load_mcast(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %mask: i16) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mask = %mask mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: .visible .func load_hint(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.global.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
func.func @load_hint(%g: !gdesc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%g : !gdesc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) cache_policy = %p mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: .visible .func load_mcast_hint(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
func.func @load_mcast_hint(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2] : i32, i32, i32) mask = %mask cache_policy = %p mode = <tiled> num_cta = 1 : i32
  return
}

// CHECK-LABEL: .visible .func store(
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.global.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
func.func @store(%d: !desc, %g: !gdesc, %s: !box, %c0: i32, %c1: i32, %c2: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_store(%d : !desc, %s : !box, [%c0, %c1] : i32, i32) mode = <tiled>
  cute_nvgpu.arch.copy.SM100.tma_store(%g : !gdesc, %s : !box, [%c0, %c1, %c2] : i32, i32, i32) cache_policy = %p mode = <tiled>
  return
}

// CHECK-LABEL: .visible .func reduce(
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
// CHECK: {{^[[:blank:]]+}}cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [%rd{{[0-9]+}}, {%r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
func.func @reduce(%d: !desc, %f: !cute.ptr<f32, smem, align<128>>, %u: !cute.ptr<ui32, smem, align<128>>, %l: !cute.ptr<i64, smem, align<128>>, %h: !cute.ptr<bf16, smem, align<128>>, %c0: i32, %c1: i32, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %f : !cute.ptr<f32, smem, align<128>>, [%c0, %c1] : i32, i32) mode = <tiled> kind = <ADD>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %h : !cute.ptr<bf16, smem, align<128>>, [%c0, %c1] : i32, i32) mode = <tiled> kind = <MIN>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %l : !cute.ptr<i64, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <MAX>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %u : !cute.ptr<ui32, smem, align<128>>, [%c0, %c1] : i32, i32) cache_policy = %p mode = <tiled> kind = <INC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %u : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <DEC>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %l : !cute.ptr<i64, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <AND>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %u : !cute.ptr<ui32, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <OR>
  cute_nvgpu.arch.copy.SM100.tma_reduce(%d : !desc, %l : !cute.ptr<i64, smem, align<128>>, [%c0] : i32) mode = <tiled> kind = <XOR>
  return
}

// CHECK-LABEL: .visible .func replace_smem(
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_address.shared::cta.b1024.b64 [%r{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{[0-9]+}}], 0, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{[0-9]+}}], 4, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r{{[0-9]+}}], 0, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r{{[0-9]+}}], 3, %rd{{[0-9]+}};{{$}}
func.func @replace_smem(%sd: !sdesc, %a: i64, %dim: i32, %st: i64) {
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 0 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %dim : i32) field = <global_dim> axis = 4 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 1 : i32
  cute_nvgpu.arch.tma_desc.replace(%sd : !sdesc, %st : i64) field = <global_stride> axis = 4 : i32
  return
}

// CHECK-LABEL: .visible .func replace_gmem_generic(
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_address.global.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_dim.global.b1024.b32 [%rd{{[0-9]+}}], 2, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_stride.global.b1024.b64 [%rd{{[0-9]+}}], 1, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_address.b1024.b64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_dim.b1024.b32 [%rd{{[0-9]+}}], 1, %r{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.replace.tile.global_stride.b1024.b64 [%rd{{[0-9]+}}], 2, %rd{{[0-9]+}};{{$}}
func.func @replace_gmem_generic(%g: !gdesc, %gen: !cute.ptr<i64, generic, align<128>>, %a: i64, %dim: i32, %st: i64) {
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %dim : i32) field = <global_dim> axis = 2 : i32
  cute_nvgpu.arch.tma_desc.replace(%g : !gdesc, %st : i64) field = <global_stride> axis = 2 : i32
  cute_nvgpu.arch.tma_desc.replace(%gen : !cute.ptr<i64, generic, align<128>>, %a : i64) field = <global_address>
  cute_nvgpu.arch.tma_desc.replace(%gen : !cute.ptr<i64, generic, align<128>>, %dim : i32) field = <global_dim> axis = 1 : i32
  cute_nvgpu.arch.tma_desc.replace(%gen : !cute.ptr<i64, generic, align<128>>, %st : i64) field = <global_stride> axis = 3 : i32
  return
}

// CHECK-LABEL: .visible .func release_acquire(
// CHECK: {{^[[:blank:]]+}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.global.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.global.u64{{[[:blank:]]+}}[[G:%rd[0-9]+]], %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned {{\[}}[[G]]{{\]}}, [%r{{[0-9]+}}], 128;{{$}}
// CHECK: {{^[[:blank:]]+}}fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;{{$}}
func.func @release_acquire(%g: !gdesc, %gen: !cute.ptr<i64, generic, align<128>>, %sd: !sdesc) {
  cute_nvgpu.arch.tma_desc.release(%g : !gdesc, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.acquire(%g : !gdesc)
  cute_nvgpu.arch.tma_desc.release(%gen : !cute.ptr<i64, generic, align<128>>, %sd : !sdesc)
  cute_nvgpu.arch.tma_desc.acquire(%gen : !cute.ptr<i64, generic, align<128>>)
  return
}
