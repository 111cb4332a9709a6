// A Hopper GEMM kernel in CuTe DSL's spelling (written for this project):
// C (f32, row-major, leading dimension %ldc) = A (M x K, f16, K-major) *
// B (N x K, f16, K-major)^T, one CTA of one warpgroup (128 threads) per
// 64x64 tile of C. Per 64-wide K tile the leader thread arms an mbarrier
// with the tile's 16 KiB and issues two TMA loads (descriptors passed as
// kernel parameters, 128B-swizzled K-major boxes of 64x64 f16); every
// thread waits on the barrier's phase, then four wgmma m64n64k16 run over
// SMEM descriptor views of the tiles (the accumulate flag off for the very
// first one), between the program's wgmma fence, commit and wait. The
// epilogue stores each thread's 32 accumulators through its tiled-MMA
// partition of C. Dynamic shared memory: A tile at 0, B tile at 4 KiB
// elements, the mbarrier at 16 KiB.
//
// The host function @gemm is the launch as CuTe DSL writes it: the TMA
// descriptors of A and B (make_tma_copy of 64x64 128B-swizzled K-major
// boxes), the tiled MMA, one CTA per 64x64 tile of C, 16 KiB + 8 bytes of
// dynamic shared memory. M, N and K are multiples of 64.
//
//   cute-nvgpu compile examples/gemm-sm90a.mlir --target sm_90a \
//     -o gemm.ptx --cubin gemm.cubin --host gemm-host.ll
!ne = !cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, copy_bits = 65536, tma_gbasis = <"(64,64):(1@1,1@0)">, internal_val_type = f16>
!ex = !cute_nvgpu.atom.tma_load<f16, copy_bits = 65536, mode = tiled, num_cta = 1, g_stride = <"()"> tma_gbasis = <"(64,64):(1@1,1@0)">>
!tm = !cute.tiled_mma<!cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!sp = !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
!pa = !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((64,16),1,4):((64,1),0,16)">
!va = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,4):(0,0,2)">
!vk = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1):(0,0)">
!acc = !cute.memref<f32, rmem, align<32>, "((2,2,8),1,1):((1,2,4),0,0)">
!gc = !cute.memref<f32, gmem, align<4>, "(64,64):(?,1)">
!tc = !cute.memref<f32, gmem, align<4>, "((2,2,8),1,1):((1,?{div=8},8),0,0)">
!ga = !cute.memref<f16, gmem, align<16>, "(?,?):(?{i64},1)">
!gcm = !cute.memref<f32, gmem, align<16>, "(?,?):(?{i64},1)">
!sws = !cute.composed_layout<"S<3,4,3> o 0 o (64,64):(64,1)">
!cta = !cute.layout<"(64,64):(1@0,1@1)">
!crd = !cute.coord_tensor<"(0,0)", "(?,?):(1@1,1@0)">
!mma = !cute_nvgpu.sm90.mma<64x64x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @gemm_f16_sm90(%ta: !ne, %tb: !ne, %tm: !tm, %pc: !cute.ptr<f32, gmem, align<16>>, %ktiles: i32, %ldc: i32) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 128, 1, 1>} {
      %tid = nvvm.read.ptx.sreg.tid.x : i32
      %bx = nvvm.read.ptx.sreg.ctaid.x : i32
      %by = nvvm.read.ptx.sreg.ctaid.y : i32
      %c0 = arith.constant 0 : i32
      %c1 = arith.constant 1 : i32
      %c64 = arith.constant 64 : i32
      %leader = arith.cmpi eq, %tid, %c0 : i32
      %smem = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %sa = cute.recast_iter(%smem) : !cute.ptr<i8, smem, align<1024>> to !sp
      %offb = cute.static : !cute.int_tuple<"4096">
      %sb = cute.add_offset(%sa, %offb) : (!sp, !cute.int_tuple<"4096">) -> !sp
      %offbar = cute.static : !cute.int_tuple<"16384">
      %s8 = cute.add_offset(%smem, %offbar) : (!cute.ptr<i8, smem, align<1024>>, !cute.int_tuple<"16384">) -> !cute.ptr<i8, smem, align<1024>>
      %bar = cute.recast_iter(%s8) : !cute.ptr<i8, smem, align<1024>> to !cute.ptr<i64, smem, align<8>>
      %bar32 = cute.ptrtoint(%s8) : !cute.ptr<i8, smem, align<1024>> to i32
      %barp = llvm.inttoptr %bar32 : i32 to !llvm.ptr<3>
      scf.if %leader {
        cute_nvgpu.prefetch_tma_desc(%ta) : (!ne) -> ()
        cute_nvgpu.prefetch_tma_desc(%tb) : (!ne) -> ()
        nvvm.mbarrier.init.shared %barp, %c1 : !llvm.ptr<3>, i32
        nvvm.fence.mbarrier.init
      }
      nvvm.barrier
      %ea = cute_nvgpu.atom.make_exec_tma(%ta) : (!ne) -> !ex
      %eb = cute_nvgpu.atom.make_exec_tma(%tb) : (!ne) -> !ex
      %da = cute_nvgpu.get_tma_desc_addr(%ea : !ex) -> !cute.ptr<generic, align<64>>
      %db = cute_nvgpu.get_tma_desc_addr(%eb : !ex) -> !cute.ptr<generic, align<64>>
      %la = cute.static : !cute.layout<"((64,16),1,4):((64,1),0,16)">
      %pa = cute.make_view(%sa, %la) : !pa
      %pb = cute.make_view(%sb, %la) : !pa
      %fa = cute.mma.make_fragment A (%tm, %pa) : (!tm, !pa) -> !va
      %fb = cute.mma.make_fragment B (%tm, %pb) : (!tm, !pa) -> !va
      %lacc = cute.static : !cute.layout<"((2,2,8),1,1):((1,2,4),0,0)">
      %acc = cute.memref.alloca(%lacc) : !acc
      %false = arith.constant false
      %true = arith.constant true
      %tm0 = cute_nvgpu.atom.set_value(%tm, %false : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
      %rowA = arith.muli %by, %c64 : i32
      %rowB = arith.muli %bx, %c64 : i32
      %bytes = arith.constant 16384 : i32
      %ticks = arith.constant 10000000 : i32
      %c4 = arith.constant 4 : i32
      %last = scf.for %k = %c0 to %ktiles step %c1 iter_args(%t = %tm0) -> (!tm) : i32 {
        %kcol = arith.muli %k, %c64 : i32
        scf.if %leader {
          nvvm.mbarrier.txn %barp, %bytes {kind = #nvvm.mbar_txn_kind<arrive_expect_tx>} : !llvm.ptr<3>, i32
          cute_nvgpu.arch.copy.SM100.tma_load(%da : !cute.ptr<generic, align<64>>, %sa : !sp, %bar : !cute.ptr<i64, smem, align<8>>, [%kcol, %rowA] : i32, i32) mode = <tiled> num_cta = 1 : i32
          cute_nvgpu.arch.copy.SM100.tma_load(%db : !cute.ptr<generic, align<64>>, %sb : !sp, %bar : !cute.ptr<i64, smem, align<8>>, [%kcol, %rowB] : i32, i32) mode = <tiled> num_cta = 1 : i32
        }
        %phase = arith.andi %k, %c1 : i32
        nvvm.mbarrier.try_wait.parity.shared %barp, %phase, %ticks : !llvm.ptr<3>, i32, i32
        nvvm.wgmma.fence.aligned
        %tk = scf.for %kb = %c0 to %c4 step %c1 iter_args(%u = %t) -> (!tm) : i32 {
          %crd = cute.make_coord(%kb) : (i32) -> !cute.coord<"(_,_,?)">
          %ka = cute.slice(%fa, %crd) : !va, !cute.coord<"(_,_,?)">
          %kb2 = cute.slice(%fb, %crd) : !va, !cute.coord<"(_,_,?)">
          cute.gemm(%u, %acc, %ka, %kb2, %acc) : (!tm, !acc, !vk, !vk, !acc)
          %u1 = cute_nvgpu.atom.set_value(%u, %true : i1) {field = #cute_nvgpu.atom_mma_field_sm90<accum_c>} : !tm
          scf.yield %u1 : !tm
        }
        nvvm.wgmma.commit.group.sync.aligned
        nvvm.wgmma.wait.group.sync.aligned 0
        nvvm.barrier
        scf.yield %tk : !tm
      }
      %ldc64 = arith.extsi %ldc : i32 to i64
      %row = arith.muli %rowA, %ldc : i32
      %off = arith.addi %row, %rowB : i32
      %offt = cute.make_int_tuple(%off) : (i32) -> !cute.int_tuple<"?">
      %pc2 = cute.add_offset(%pc, %offt) : (!cute.ptr<f32, gmem, align<16>>, !cute.int_tuple<"?">) -> !cute.ptr<f32, gmem, align<4>>
      %ldct = cute.make_stride(%ldc) : (i32) -> !cute.stride<"(?,1)">
      %shp = cute.static : !cute.shape<"(64,64)">
      %lc = cute.make_layout(%shp, %ldct) : !cute.layout<"(64,64):(?,1)">
      %gc = cute.make_view(%pc2, %lc) : !gc
      %tcrd = cute.make_coord(%tid) : (i32) -> !cute.coord<"?">
      %tc = cute.tiled.mma.partition C (%tm, %gc, %tcrd) : (!tm, !gc, !cute.coord<"?">) -> !tc
      %st = cute.make_atom() : () -> !cute_nvgpu.atom.universal_copy<f32>
      cute.copy(%st, %acc, %tc) : (!cute_nvgpu.atom.universal_copy<f32>, !acc, !tc)
      return
    }
  }
  func.func @gemm(%a: !ga, %b: !ga, %c: !gcm, %stream: !cuda.stream) -> i32 attributes {llvm.emit_c_interface} {
    %sw = cute.static : !sws
    %cta = cute.static : !cta
    %ta, %ca = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%a, %sw, %cta) <{kind = <sm_90> num_multicast = 1}> : (!ga, !sws, !cta) -> (!ne, !crd)
    %tb, %cb = cute_nvgpu.atom.make_non_exec_tiled_tma_load(%b, %sw, %cta) <{kind = <sm_90> num_multicast = 1}> : (!ga, !sws, !cta) -> (!ne, !crd)
    %false = arith.constant false
    %atom = cute.make_atom(%false) : (i1) -> !mma
    %tm = cute.make_tiled_mma(%atom) : !tm
    %la = cute.get_layout(%a) : !ga
    %sha = cute.get_shape(%la) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %em, %ek = cute.get_leaves(%sha) : !cute.shape<"(?,?)">
    %tmm = cute.to_int_tuple(%em) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %m = cute.get_scalars(%tmm) : !cute.int_tuple<"?">
    %tkk = cute.to_int_tuple(%ek) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %k = cute.get_scalars(%tkk) : !cute.int_tuple<"?">
    %lc = cute.get_layout(%c) : !gcm
    %shc = cute.get_shape(%lc) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.shape<"(?,?)">
    %em2, %en = cute.get_leaves(%shc) : !cute.shape<"(?,?)">
    %tnn = cute.to_int_tuple(%en) : !cute.shape<"?"> to !cute.int_tuple<"?">
    %n = cute.get_scalars(%tnn) : !cute.int_tuple<"?">
    %stc = cute.get_stride(%lc) : (!cute.layout<"(?,?):(?{i64},1)">) -> !cute.stride<"(?{i64},1)">
    %ldcl, %one = cute.get_leaves(%stc) : !cute.stride<"(?{i64},1)">
    %tld = cute.to_int_tuple(%ldcl) : !cute.stride<"?{i64}"> to !cute.int_tuple<"?{i64}">
    %ldc64 = cute.get_scalars(%tld) : !cute.int_tuple<"?{i64}">
    %ldc = arith.trunci %ldc64 : i64 to i32
    %pc = cute.get_iter(%c) : !gcm
    %c1 = arith.constant 1 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %ktiles = arith.divsi %k, %c64 : i32
    %gx = arith.divsi %n, %c64 : i32
    %gy = arith.divsi %m, %c64 : i32
    %smem = arith.constant 16392 : i64
    %cfg = cuda.launch_cfg.create<max_attrs = 0 : i32> (blockDim = (%c128, %c1, %c1), dynamicSmemBytes = %smem, gridDim = (%gx, %gy, %c1), stream = %stream) : i32, i32, i32, i64, i32, i32, i32, !cuda.stream -> !cuda.launch_cfg<max_attrs = 0>
    %r = cuda.launch_ex @kernels::@gemm_f16_sm90<%cfg> (%ta, %tb, %tm, %pc, %ktiles, %ldc) : !cuda.launch_cfg<max_attrs = 0>, (!ne, !ne, !tm, !cute.ptr<f32, gmem, align<16>>, i32, i32) -> !cuda.result
    %code = cuda.cast %r : !cuda.result -> i32
    cuda.return_if_error %code : i32
    %ok = arith.constant 0 : i32
    return %ok : i32
  }
}
