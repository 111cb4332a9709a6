// A complete UMMA tile in CuTe DSL's spelling: tensor memory allocated
// (512 columns, address written to shared memory), SMEM descriptor views
// of K-major SW128 f16 A (128x64) and B (256x64) tiles, four K blocks of
// tcgen05.mma (unrolled) each issued by the elected thread (accumulate off
// for the first, on after it), tcgen05.commit to an mbarrier, the wait on
// its phase, the accumulator read back with tcgen05.ld 32x32b.x64 and
// tcgen05.wait::ld, the permit relinquished and the columns freed. ptxas
// accepts it for every target with tcgen05: sm_100a/f, sm_103a and
// sm_110a/f (seed 003 gives SM110 no MMA; ptxas 13.0 and CUTLASS do).
// sm_90a, sm_100 (no arch suffix) and sm_120a are refused before ptxas,
// naming the rule.
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_100a -o %t.100a.ptx --cubin %t.100a.cubin | FileCheck %s --check-prefix=RES
// RES: kernel umma_tile: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads, 0 bytes static shared memory, {{[0-9]+}} barriers
// RUN: FileCheck %s < %t.100a.ptx
// RUN: cute-nvgpu compile %s --target sm_100f -o %t.100f.ptx --cubin %t.100f.cubin
// RUN: FileCheck %s < %t.100f.ptx
// RUN: cute-nvgpu compile %s --target sm_103a -o %t.103a.ptx --cubin %t.103a.cubin
// RUN: FileCheck %s < %t.103a.ptx
// RUN: cute-nvgpu compile %s --target sm_110a -o %t.110a.ptx --cubin %t.110a.cubin
// RUN: FileCheck %s < %t.110a.ptx
// RUN: cute-nvgpu compile %s --target sm_110f -o %t.110f.ptx --cubin %t.110f.cubin
// RUN: FileCheck %s < %t.110f.ptx
// RUN: not cute-nvgpu compile %s --target sm_90a -o %t.90a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DTARGET=sm_90a
// RUN: not cute-nvgpu compile %s --target sm_100 -o %t.100.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DTARGET=sm_100
// RUN: not cute-nvgpu compile %s --target sm_120a -o %t.120a.ptx 2>&1 | FileCheck %s --check-prefix=REFUSED -DTARGET=sm_120a

// REFUSED: error: 'cute.make_atom' op `atom.tmem_load` (tcgen05) requires SM100 or SM110 with an arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or sm_110a/sm_110f), but the target is [[TARGET]]
// REFUSED-NOT: error

// CHECK-LABEL: .visible .entry umma_tile(
// CHECK-NOT: .local
// CHECK: tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [__cute_dynamic_smem+49152], %r{{[0-9]+}};
// CHECK-COUNT-4: tcgen05.mma.cta_group::1.kind::f16.collector::a::discard [%r[[D:[0-9]+]]], %rd{{[0-9]+}}, %rd{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}};
// CHECK-NOT: tcgen05.mma
// CHECK: tcgen05.commit.cta_group::1.mbarrier::arrive::one.shared::cluster.b64 [%rd{{[0-9]+}}];
// CHECK: mbarrier.try_wait.parity.shared.b64
// CHECK: tcgen05.ld.sync.aligned.32x32b.x64.b32 {%r{{[0-9]+}}, {{.*}}}, [%r[[D]]];
// CHECK: tcgen05.wait::ld.sync.aligned;
// CHECK: tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;
// CHECK: tcgen05.dealloc.cta_group::1.sync.aligned.b32 %r[[D]], %r{{[0-9]+}};
// CHECK-NOT: .local


!tm = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((128,16),1,4):((64,1),0,16)">
!pb = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((256,16),1,4):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc0 = !cute.memref<f32, tmem, align<1>, "((128,256),1,1):((65536,1),0,0)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,256),1,1):((65536,1),0,0)">
!ld = !cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x64>
!tv = !cute.memref<f32, tmem, align<16>, "(((64,32),1),1):(((1,65536),0),0)">
!r = !cute.memref<f32, rmem, align<32>, "((64,1),1):((1,0),0)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @umma_tile(%tm: !tm, %out: i64) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %smem = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %sa = cute.recast_iter(%smem) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %offb = cute.static : !cute.int_tuple<"8192">
      %sb = cute.add_offset(%sa, %offb) : (!cute.ptr<f16, smem, align<1024>, S<3,4,3>>, !cute.int_tuple<"8192">) -> !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
      %offs = cute.static : !cute.int_tuple<"49152">
      %s8 = cute.add_offset(%smem, %offs) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"49152">) -> !cute.ptr<i8, smem, align<1024>>
      %slot = cute.recast_iter(%s8) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i32, smem, align<16>>
      %bar = cute.ptrtoint(%s8) : !cute.ptr<i8, smem, align<1024>> to i32
      %c16 = arith.constant 16 : i32
      %bar16 = arith.addi %bar, %c16 : i32
      %barp = llvm.inttoptr %bar16 : i32 to !llvm.ptr<3>
      %c1 = arith.constant 1 : i32
      nvvm.mbarrier.init.shared %barp, %c1 : !llvm.ptr<3>, i32
      %la = cute.static : !cute.layout<"((128,16),1,4):((64,1),0,16)">
      %lb = cute.static : !cute.layout<"((256,16),1,4):((64,1),0,16)">
      %pa = cute.make_view(%sa, %la) : !pa
      %pb = cute.make_view(%sb, %lb) : !pb
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
      %true = arith.constant true
      %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !tm
      %c0 = arith.constant 0 : i32
      %c4 = arith.constant 4 : i32
      %last = scf.for %k = %c0 to %c4 step %c1 iter_args(%t = %tm0) -> (!tm) : i32 {
        %crd = cute.make_coord(%k) : (i32) -> !cute.coord<"(_,_,?)">
        %ka = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
        %kb = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
        cute.gemm(%t, %acc, %ka, %kb, %acc) : (!tm, !acc, !vk, !vk, !acc)
        %t1 = cute_nvgpu.atom.set_value(%t, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm100<accum_c>} : !tm
        scf.yield %t1 : !tm
      }
      nvvm.tcgen05.commit.arrive %barp : !llvm.ptr<3>
      %ticks = arith.constant 10000000 : i32
      nvvm.mbarrier.try_wait.parity.shared %barp, %c0, %ticks : !llvm.ptr<3>, i32, i32
      %atom = cute.make_atom() : () -> !ld
      %lt = cute.static : !cute.layout<"(((64,32),1),1):(((1,65536),0),0)">
      %tv = cute.make_view(%tp, %lt) : !tv
      %rl = cute.static : !cute.layout<"((64,1),1):((1,0),0)">
      %r = cute.memref.alloca(%rl) : !r
      cute.copy(%atom, %tv, %r) : (!ld, !tv, !r)
      %v = cute.memref.load_vec %r : !r
      %po = cute.inttoptr(%out) : i64 to !cute.ptr<f32, gmem>
      %ol = cute.static : !cute.layout<"64:1">
      %go = cute.make_view(%po, %ol) : !cute.memref<f32, gmem, "64:1">
      cute.memref.store_vec %v, %go : !cute.memref<f32, gmem, "64:1">
      cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]
      cute_nvgpu.arch.sm100.dealloc_tmem(%tp, %c512) [ cta_1] : !cute.ptr<f32, tmem, align<16>>, i32
      return
    }
  }
}
