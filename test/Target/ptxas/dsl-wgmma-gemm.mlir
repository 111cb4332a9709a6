// CuTe DSL's SM90 mainloop as a kernel: SMEM descriptor views of swizzled
// (SW128) A and B partitions in dynamic shared memory, a k-block loop of
// cute.gemm between the program's own wgmma fence and commit, the atom's
// accumulate flag off for the first k block and on after it (a run-time
// predicate of each wgmma), then the accumulators stored through a
// stmatrix copy into a swizzled tile (the byte address XORed, as CuTe's
// swizzle pointer does). The accumulator storage is made under a branch;
// its alloca is in the entry block, so it lives in registers. The calls'
// rows move by 128 B, so S<3,4,3> XORs 16, 32, 48 into the addresses.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_90a -o %t.ptx --cubin %t.cubin | FileCheck %s --check-prefix=RES
// RES: kernel wgmma_mainloop: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads, 0 bytes static shared memory, 0 barriers
// RUN: FileCheck %s < %t.ptx

// CHECK-LABEL: .visible .entry wgmma_mainloop(
// CHECK-NOT: .local
// CHECK: wgmma.fence.sync.aligned;
// CHECK: setp.ne.b32 p, %r{{[0-9]+}}, 0;
// CHECK-NEXT: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {%r{{[0-9]+}}, {{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, p, 1, 1, 0, 0;
// CHECK: wgmma.commit_group.sync.aligned;
// CHECK-NEXT: wgmma.wait_group.sync.aligned 0;
// CHECK: stmatrix.sync.aligned.m8n8.x4.shared.b16 [__cute_dynamic_smem],
// CHECK: xor.b64 %rd[[A1:[0-9]+]], %rd{{[0-9]+}}, 16;
// CHECK-NEXT: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd[[A1]]],
// CHECK: xor.b64 %rd[[A2:[0-9]+]], %rd{{[0-9]+}}, 32;
// CHECK-NEXT: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd[[A2]]],
// CHECK: xor.b64 %rd[[A3:[0-9]+]], %rd{{[0-9]+}}, 48;
// CHECK-NEXT: stmatrix.sync.aligned.m8n8.x4.shared.b16 [%rd[[A3]]],
// CHECK-NOT: stmatrix
// CHECK-NOT: .local

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
    cuda.kernel @wgmma_mainloop(%tm: !tm, %kblocks: i32, %run: i1, %out: i64) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %smem = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %sa = cute.recast_iter(%smem) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %off = cute.static : !cute.int_tuple<"4096">
      %sb = cute.add_offset(%sa, %off) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"4096">) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %la = cute.static : !cute.layout<"((64,16),1,4):((64,1),0,16)">
      %pa = cute.make_view(%sa, %la) : !pa
      %pb = cute.make_view(%sb, %la) : !pa
      %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
      %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
      scf.if %run {
        %lay = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
        %acc = cute.memref.alloca(%lay) : !acc
        %false = arith.constant false
        %true = arith.constant true
        %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
        %c0 = arith.constant 0 : i32
        %c1 = arith.constant 1 : i32
        nvvm.wgmma.fence.aligned
        %last = scf.for %k = %c0 to %kblocks step %c1 iter_args(%t = %tm0) -> (!tm) : i32 {
          %crd = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
          %ka = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
          %kb = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
          cute.gemm(%t, %acc, %ka, %kb, %acc) : (!tm, !acc, !vk, !vk, !acc)
          %t1 = cute_nvgpu.atom.set_value(%t, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
          scf.yield %t1 : !tm
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        %v = cute.memref.load_vec %acc : !acc
        %h = arith.truncf %v : vector<32xf32> to vector<32xf16>
        %rl = cute.static : !cute.layout<"((8,1),4):((1,0),8)">
        %r = cute.memref.alloca(%rl) : !r
        cute.memref.store_vec %h, %r : !r
        %atom = cute.make_atom() : () -> !stsm
        %sl = cute.static : !cute.layout<"((8,1),4):((1,0),64)">
        %so = cute.make_view(%sa, %sl) : !s
        cute.copy(%atom, %r, %so) : (!stsm, !r, !s)
      }
      return
    }
  }
}
