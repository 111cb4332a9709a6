// Rebinding a kernel's TMA descriptor on the device: copy_tma_desc copies the
// 128-byte parameter into shared memory (sixteen 8-byte words, read in
// place from the .param space), tensormap.replace rewrites a field of the
// copy, tensormap.cp_fenceproxy releases it to global memory and
// fence.proxy.tensormap acquires it before a TMA reads it (sm_90a; the
// tiers of tensormap.replace are pinned in tma.mlir). update_tma_desc does
// the rewrite for a whole GMEM tensor (struct(pointer, layout) as CuTe DSL
// passes it): its address, each TMA mode's extent and byte stride.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a --opt-level 0 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK: .visible .entry rebind(
// CHECK-NEXT: .param .align 64 .b8 rebind_param_0[128],
// CHECK-COUNT-16: st.shared.b64 [%rd{{[0-9]+}}{{(\+[0-9]+)?}}], %rd{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [%r{{[0-9]+}}], 0, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [%r{{[0-9]+}}], 1, %rd{{[0-9]+}};
// CHECK: tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [%rd{{[0-9]+}}], [%r{{[0-9]+}}], 128;
// CHECK: fence.proxy.tensormap::generic.acquire.gpu [%rd{{[0-9]+}}], 128;
// The sixteen words are read from the parameter itself.
// RUN: FileCheck %s --check-prefix=PARAM < %t.ptx
// PARAM-COUNT-16: ld.param.b64 %rd{{[0-9]+}}, [rebind_param_0{{(\+[0-9]+)?}}];

// CHECK-LABEL: .visible .entry retarget(
// CHECK: .param .align 8 .b8 retarget_param_1[40],
// CHECK-DAG: ld.param.b64 [[BASE:%rd[0-9]+]], [retarget_param_1];
// CHECK-DAG: ld.param.b64 [[SM:%rd[0-9]+]], [retarget_param_1+24];
// CHECK: tensormap.replace.tile.global_address.shared::cta.b1024.b64 [[[D:%r[0-9]+]]], [[BASE]];
// CHECK: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [[[D]]], 0, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [[[D]]], 1, %r{{[0-9]+}};
// CHECK: shl.b64 [[BYTES:%rd[0-9]+]], [[SM]], 1;
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [[[D]]], 0, [[BYTES]];
// CHECK: tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [[[D]]], 2, %r{{[0-9]+}};
// CHECK: tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [[[D]]], 1, %rd{{[0-9]+}};
// CHECK-NOT: tensormap.replace
// CHECK: ret;

!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 131072, tma_gbasis = <"(64,128,1):(1@1,1@0,1@2)">, internal_val_type = f16>
gpu.module @device [#nvvm.target<chip = "sm_90a">] {
  func.func @rebind(%atom: !ne, %copy: !cute.ptr<i64, smem, align<128>>, %global: !cute.ptr<i64, gmem, align<128>>, %extent: i32, %stride: i64) attributes {cute_nvgpu.kernel} {
    cute_nvgpu.copy_tma_desc(%atom, %copy) : (!ne, !cute.ptr<i64, smem, align<128>>) -> ()
    cute_nvgpu.arch.tma_desc.replace(%copy : !cute.ptr<i64, smem, align<128>>, %extent : i32) field = <global_dim> axis = 0 : i32
    cute_nvgpu.arch.tma_desc.replace(%copy : !cute.ptr<i64, smem, align<128>>, %stride : i64) field = <global_stride> axis = 2 : i32
    cute_nvgpu.arch.tma_desc.release(%global : !cute.ptr<i64, gmem, align<128>>, %copy : !cute.ptr<i64, smem, align<128>>)
    cute_nvgpu.arch.tma_desc.acquire(%global : !cute.ptr<i64, gmem, align<128>>)
    return
  }
  func.func @retarget(%atom: !ne, %t: !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, %copy: !cute.ptr<i64, smem, align<128>>) attributes {cute_nvgpu.kernel} {
    cute_nvgpu.copy_tma_desc(%atom, %copy) : (!ne, !cute.ptr<i64, smem, align<128>>) -> ()
    cute_nvgpu.update_tma_desc(%atom, %t, %copy) : (!ne, !cute.memref<f16, gmem, align<16>, "(?,?,?):(?{i64},1,?{i64})">, !cute.ptr<i64, smem, align<128>>) -> ()
    return
  }
}
