// A device cf.assert in a wgmma kernel (CuTe DSL asserts the dynamic shared
// memory size at the top of its kernels). By default a failed assert is a
// PTX trap: no call, so ptxas keeps the wgmma pipeline asynchronous and
// says nothing. --device-assert=report calls CUDA's __assertfail to print
// the message, and ptxas then serializes every wgmma of the kernel, which
// compile passes on as ptxas's warning.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --cubin %t.cubin 2> %t.err | FileCheck %s --check-prefix=TRAP-RES
// RUN: FileCheck %s --check-prefix=QUIET --allow-empty < %t.err
// QUIET-NOT: {{.}}
// TRAP-RES: kernel asserting_mainloop: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads, 0 bytes static shared memory, 0 barriers
// RUN: FileCheck %s --check-prefix=TRAP < %t.ptx
// TRAP-NOT: __assertfail
// TRAP-LABEL: .visible .entry asserting_mainloop(
// TRAP: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;
// TRAP-NEXT: setp.gt.s32 %p[[OK:[0-9]+]], %r{{[0-9]+}}, 8191;
// TRAP-NEXT: @%p[[OK]] bra $L__BB0_{{[0-9]+}};
// TRAP-NEXT: bra.uni $L__BB0_[[FAIL:[0-9]+]];
// TRAP: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// TRAP: $L__BB0_[[FAIL]]:
// TRAP-NEXT: trap; exit;
// TRAP-NOT: call
// RUN: cute-nvgpu compile %s --target sm_90a --device-assert=report -o %t.report.ptx --cubin %t.report.cubin 2> %t.report.err | FileCheck %s --check-prefix=REPORT-RES
// REPORT-RES: wrote {{.*}}.report.ptx, {{.*}}.report.cubin
// REPORT-RES-NEXT: kernel asserting_mainloop:
// RUN: FileCheck %s --check-prefix=REPORT-WARNING < %t.report.err
// REPORT-WARNING: warning: ptxas: (C7510) Potential Performance Loss: wgmma.mma_async instructions are serialized due to wgmma pipeline crossing function boundary at a function call in the function 'asserting_mainloop'
// RUN: FileCheck %s --check-prefix=REPORT < %t.report.ptx
// REPORT: .extern .func __assertfail
// REPORT: .global .align 1 .b8 cute_assert_msg_0[35] = {100, 121, 110, 97, 109, 105, 99, 32, 115, 104, 97, 114, 101, 100, 32, 109, 101, 109, 111, 114, 121, 32, 98, 101, 108, 111, 119, 32, 56, 49, 57, 50, 32, 66};
// REPORT: call.uni __assertfail,
// RUN: not cute-nvgpu compile %s --target sm_90a --device-assert=print -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: --device-assert must be trap or report, got 'print'

!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">
!r = !cute.memref<f16, rmem, align<16>, "((8,1),4):((1,0),8)">
!s = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,1),4):((1,0),64)">
!stsm = !cute_nvgpu.atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @asserting_mainloop(%tm: !tm, %kblocks: i32) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %smem = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %size = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %need = arith.constant 8192 : i32
      %fits = arith.cmpi sge, %size, %need : i32
      cf.assert %fits, "dynamic shared memory below 8192 B"
      %sa = cute.recast_iter(%smem) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %off = cute.static : !cute.int_tuple<"4096">
      %sb = cute.add_offset(%sa, %off) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"4096">) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %la = cute.static : !cute.layout<"((64,16),1,4):((64,1),0,16)">
      %pa = cute.make_view(%sa, %la) : !pa
      %pb = cute.make_view(%sb, %la) : !pa
      %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
      %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
      %lay = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
      %acc = cute.memref.alloca(%lay) : !acc
      %false = arith.constant false
      %true = arith.constant true
      %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %last = scf.for %k = %c0 to %kblocks step %c1 iter_args(%t = %tm0) -> (!tm) : i32 {
        nvvm.wgmma.fence.aligned
        %crd = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
        %ka = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
        %kb = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
        cute.gemm(%t, %acc, %ka, %kb, %acc) : (!tm, !acc, !vk, !vk, !acc)
        %t1 = cute_nvgpu.atom.set_value(%t, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        scf.yield %t1 : !tm
      }
      %v = cute.memref.load_vec %acc : !acc
      %h = arith.truncf %v : vector<32xf32> to vector<32xf16>
      %rl = cute.static : !cute.layout<"((8,1),4):((1,0),8)">
      %r = cute.memref.alloca(%rl) : !r
      cute.memref.store_vec %h, %r : !r
      %atom = cute.make_atom() : () -> !stsm
      %sl = cute.static : !cute.layout<"((8,1),4):((1,0),64)">
      %so = cute.make_view(%sa, %sl) : !s
      cute.copy(%atom, %r, %so) : (!stsm, !r, !s)
      return
    }
  }
}
