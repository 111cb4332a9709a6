// A kernel that takes a TMA descriptor, as CuTe DSL's kernels do: the
// non-executable atom parameter is a 64-byte aligned 128-byte .param read in
// place (byval + nvvm.grid_constant); prefetch_tma_desc is
// prefetch.tensormap of it; make_exec_tma zero-fills the executable atom's
// fields {descriptor, mbarrier, multicast mask, cache policy}; set_value and
// get_value write and read them; get_tma_desc_addr is the descriptor's
// address; the load reads the fields the atom holds (a cache policy of 0
// when unset, as CuTe DSL's lowering passes it).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a --opt-level 0 -o %t.ptx --cubin %t.cubin
// RUN: llvm-readelf -s %t.cubin | FileCheck %s --check-prefix=FUNCS --implicit-check-not=GLOBAL
// RUN: FileCheck %s < %t.ptx
// RUN: cute-nvgpu compile %s --target sm_90a --opt-level 0 -o %t.ll --emit=llvm
// RUN: FileCheck %s --check-prefix=LLVM < %t.ll
// FUNCS-COUNT-1: {{ FUNC +GLOBAL +DEFAULT +\[<other: 0x10>\] +[0-9]+ tma_kernel$}}

// LLVM: define ptx_kernel void @tma_kernel(ptr byval({ { [16 x i64] } }) align 64 "nvvm.grid_constant" %0, ptr addrspace(3) %1, ptr addrspace(3) %2, i32 %3, i32 %4, i16 %5) {
// The descriptor enters the executable atom as its generic address (LLVM
// 22's NVPTXLowerArgs would leave the raw .param address there, which the
// TMA load reads as generic: a misaligned-address fault on an H100), and
// the prefetch reads the .param copy in place, once.
// LLVM-NEXT: %[[P:[0-9]+]] = addrspacecast ptr %0 to ptr addrspace(101)
// LLVM-NEXT: %.generic = addrspacecast ptr addrspace(101) %[[P]] to ptr
// LLVM-NEXT: %[[Q:[0-9]+]] = addrspacecast ptr %0 to ptr addrspace(101)
// LLVM-NEXT: call void @llvm.nvvm.prefetch.tensormap.p101(ptr addrspace(101) %[[Q]])
// LLVM-NEXT: insertvalue { ptr, ptr addrspace(3), i16, i64 } zeroinitializer, ptr %.generic, 0
// The multicast mask and the cache hint are present (i1 true, i1 true), no CTA pair (i32 0).
// LLVM: call void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) %{{[0-9]+}}, ptr addrspace(3) %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 %3, i32 %4, i16 %{{[0-9]+}}, i64 %{{[0-9]+}}, i1 true, i1 true, i32 0)

// CHECK: .visible .entry tma_kernel(
// CHECK-NEXT: .param .align 64 .b8 tma_kernel_param_0[128],
// CHECK: mov.b64 [[P:%rd[0-9]+]], tma_kernel_param_0;
// CHECK: cvta.param.u64 [[D:%rd[0-9]+]], [[P]];
// CHECK: prefetch.param.tensormap [tma_kernel_param_0];
// CHECK-NOT: prefetch
// CHECK: cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [%rd{{[0-9]+}}], {{\[}}[[D]], {%r{{[0-9]+}}, %r{{[0-9]+}}}], [%rd{{[0-9]+}}], %rs{{[0-9]+}}, %rd{{[0-9]+}};

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90_multicast, f16, copy_bits = 131072, tma_gbasis = <"(64,128):(1@1,1@0)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 131072, mode = tiled, num_cta = 1, g_stride = <"()"> mcast = true tma_gbasis = <"(64,128):(1@1,1@0)">>
gpu.module @device [#nvvm.target<chip = "sm_90a">] {
  func.func @tma_kernel(%atom: !ne, %s: !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %bar: !cute.ptr<i64, smem>, %c0: i32, %c1: i32, %mask: i16) attributes {cute_nvgpu.kernel} {
    cute_nvgpu.prefetch_tma_desc(%atom) : (!ne) -> ()
    %e = cute_nvgpu.atom.make_exec_tma(%atom) : (!ne) -> !ex
    %e1 = cute_nvgpu.atom.set_value(%e, %bar : !cute.ptr<i64, smem>) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !ex
    %e2 = cute_nvgpu.atom.set_value(%e1, %mask : i16) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : !ex
    %m = cute_nvgpu.atom.get_value(%e2 : !ex) {field = #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute.ptr<smem, align<8>>
    %k = cute_nvgpu.atom.get_value(%e2 : !ex) {field = #cute_nvgpu.atom_copy_field_tmaload<mcast_mask>} : i16
    %p = cute_nvgpu.atom.get_value(%e2 : !ex) {field = #cute_nvgpu.atom_copy_field_tmaload<cache_policy>} : i64
    %d = cute_nvgpu.get_tma_desc_addr(%e2 : !ex) -> !cute.ptr<generic, align<64>>
    cute_nvgpu.arch.copy.SM100.tma_load(%d : !cute.ptr<generic, align<64>>, %s : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %m : !cute.ptr<smem, align<8>>, [%c0, %c1] : i32, i32) mask = %k cache_policy = %p mode = <tiled> num_cta = 1 : i32
    return
  }
}
