// A TMA load by a CTA pair (num_cta = 2: PTX .cta_group::2, PTX ISA 8.6)
// on the datacenter Blackwell arch-specific and family targets, assembled
// by ptxas: alone, with multicast, the L2 cache hint and a global
// descriptor (cast to generic), and in im2col mode. sm_90a, sm_100 and sm_120a refuse it.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin
// RUN: llvm-readelf -s %t.100a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefixes=CHECK,PTX100A --implicit-check-not=cp.async < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_103f -o %t.103f.ptx --cubin %t.103f.cubin
// RUN: llvm-readelf -s %t.103f.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefixes=CHECK,PTX103F --implicit-check-not=cp.async < %t.103f.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: llvm-readelf -s %t.110a.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s --check-prefixes=CHECK,PTX110A --implicit-check-not=cp.async < %t.110a.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=SM90A --implicit-check-not=error:
// RUN: not cute-nvgpu compile %s --target sm_100 -o %t.100.ptx 2>&1 | FileCheck %s --check-prefix=SM100 --implicit-check-not=error:
// RUN: not cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=SM120A --implicit-check-not=error:
// FUNCS-COUNT-3: {{ FUNC +GLOBAL +DEFAULT +[0-9]+ load_pair(_mcast_hint|_im2col)?$}}
// PTX100A: {{^}}.version 8.6{{$}}
// PTX100A-NEXT: {{^}}.target sm_100a{{$}}
// PTX103F: {{^}}.version 8.8{{$}}
// PTX103F-NEXT: {{^}}.target sm_103f{{$}}
// PTX110A: {{^}}.version 9.0{{$}}
// PTX110A-NEXT: {{^}}.target sm_110a{{$}}
// SM90A-COUNT-3: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_90a
// SM100: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_100
// SM100: warning: a multicast TMA load on sm_100: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)
// SM100: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_100
// SM100: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_100
// SM120A: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_120a
// SM120A: warning: a multicast TMA load on sm_120a: ptxas advises sm_90a, sm_100a/f, sm_103a/f or sm_110a/f (multicast is expected to be slow elsewhere)
// SM120A: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_120a
// SM120A: error: 'cute_nvgpu.arch.copy.SM100.tma_load' op a TMA load with num_cta = 2 (cta_group::2) requires sm_100a/f, sm_103a/f or sm_110a/f, but the target is sm_120a

!desc = !cute.ptr<generic, align<64>>
!gdesc = !cute.ptr<i64, gmem, align<128>>
!box = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!mbar = !cute.ptr<i64, smem, align<8>>

// CHECK-LABEL: .visible .func load_pair(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}];{{$}}
func.func @load_pair(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1] : i32, i32) mode = <tiled> num_cta = 2 : i32
  return
}

// CHECK-LABEL: .visible .func load_pair_mcast_hint(
// CHECK: {{^[[:blank:]]+}}cvta.shared.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.to.shared::cluster.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cvta.global.u64{{[[:blank:]]+}}%rd{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};{{$}}
func.func @load_pair_mcast_hint(%g: !gdesc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %c4: i32, %mask: i16, %p: i64) {
  cute_nvgpu.arch.copy.SM100.tma_load(%g : !gdesc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3, %c4] : i32, i32, i32, i32, i32) mask = %mask cache_policy = %p mode = <tiled> num_cta = 2 : i32
  return
}

// CHECK-LABEL: .visible .func load_pair_im2col(
// CHECK: {{^[[:blank:]]+}}cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.cta_group::2 [%rd{{[0-9]+}}], [%rd{{[0-9]+}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], {%rs{{[0-9]+}}, %rs{{[0-9]+}}};{{$}}
func.func @load_pair_im2col(%d: !desc, %s: !box, %m: !mbar, %c0: i32, %c1: i32, %c2: i32, %c3: i32, %o0: i16, %o1: i16) {
  cute_nvgpu.arch.copy.SM100.tma_load(%d : !desc, %s : !box, %m : !mbar, [%c0, %c1, %c2, %c3] : i32, i32, i32, i32) im2col [%o0, %o1] mode = <tiled> num_cta = 2 : i32
  return
}
