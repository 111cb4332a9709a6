// cute.gemm with a tiled SM80 MMA over register fragments kept as storage:
// A (V=8, M=2), B (V=4, N=2) and C/D (V=4, M=2, N=2) make four
// mma.sync.m16n8k16 calls (CuTe's serpentine m, n order), the fragments
// read from and written to global memory through whole-tensor vectors; the
// kernel also stores %dynamic_smem_size into its dynamic shared memory (one
// extern shared array, aligned as the pointer type asks).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 -o %t.ptx --cubin %t.cubin
// RUN: FileCheck %s < %t.ptx

// CHECK: .extern .shared .align 1024 .b8 __cute_dynamic_smem[];
// CHECK-LABEL: .visible .entry gemm_fragments(
// CHECK-NOT: .local
// CHECK-COUNT-4: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK-NOT: mma.sync
// CHECK: mov.u32 %r{{[0-9]+}}, %dynamic_smem_size;

// An ldmatrix copy of two calls: each thread's row address (8 contiguous
// f16 in shared memory) to 8 register values per call.
// CHECK-LABEL: .visible .entry ldmatrix_rows(
// CHECK-COUNT-2: ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16
// CHECK-NOT: .local

!tm = !cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!fa = !cute.memref<f16, rmem, align<16>, "((2,2,2),2):((1,2,4),8)">
!fb = !cute.memref<f16, rmem, align<16>, "((2,2),2):((1,2),4)">
!fc = !cute.memref<f32, rmem, align<16>, "((2,2),2,2):((1,2),4,8)">
module attributes {gpu.container_module} {
  gpu.module @kernels {
    cuda.kernel @gemm_fragments(%pa: i64, %pb: i64, %pc: i64) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %atom = cute.make_atom() : () -> !cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >
      %tm = cute.make_tiled_mma(%atom) : !tm
      %qa = cute.inttoptr(%pa) : i64 to !cute.ptr<f16, gmem>
      %qb = cute.inttoptr(%pb) : i64 to !cute.ptr<f16, gmem>
      %qc = cute.inttoptr(%pc) : i64 to !cute.ptr<f32, gmem>
      %la = cute.static : !cute.layout<"16:1">
      %lb = cute.static : !cute.layout<"8:1">
      %ga = cute.make_view(%qa, %la) : !cute.memref<f16, gmem, "16:1">
      %gb = cute.make_view(%qb, %lb) : !cute.memref<f16, gmem, "8:1">
      %gc = cute.make_view(%qc, %la) : !cute.memref<f32, gmem, "16:1">
      %va = cute.memref.load_vec %ga : !cute.memref<f16, gmem, "16:1">
      %vb = cute.memref.load_vec %gb : !cute.memref<f16, gmem, "8:1">
      %vc = cute.memref.load_vec %gc : !cute.memref<f32, gmem, "16:1">
      %sa = cute.static : !cute.layout<"((2,2,2),2):((1,2,4),8)">
      %sb = cute.static : !cute.layout<"((2,2),2):((1,2),4)">
      %sc = cute.static : !cute.layout<"((2,2),2,2):((1,2),4,8)">
      %a = cute.memref.alloca(%sa) : !fa
      %b = cute.memref.alloca(%sb) : !fb
      %c = cute.memref.alloca(%sc) : !fc
      cute.memref.store_vec %va, %a : !fa
      cute.memref.store_vec %vb, %b : !fb
      cute.memref.store_vec %vc, %c : !fc
      cute.gemm(%tm, %c, %a, %b, %c) : (!tm, !fc, !fa, !fb, !fc)
      %vd = cute.memref.load_vec %c : !fc
      cute.memref.store_vec %vd, %gc : !cute.memref<f32, gmem, "16:1">
      %smem = cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>
      %n = cute_nvgpu.arch.get_dyn_smem_size() : i32
      %addr = cute.ptrtoint(%smem) : !cute.ptr<i8, smem, align<1024>> to i32
      %sp = llvm.inttoptr %addr : i32 to !llvm.ptr<3>
      llvm.store %n, %sp : i32, !llvm.ptr<3>
      return
    }
    cuda.kernel @ldmatrix_rows(%s: i32, %out: i64) attributes {cute.kernel, gpu.kernel, nvvm.reqntid = array<i32: 32, 1, 1>} {
      %atom = cute.make_atom() : () -> !cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>
      %ps = cute.inttoptr(%s) : i32 to !cute.ptr<f16, smem>
      %sl = cute.static : !cute.layout<"((8,1),2):((1,0),64)">
      %sm = cute.make_view(%ps, %sl) : !cute.memref<f16, smem, "((8,1),2):((1,0),64)">
      %rl = cute.static : !cute.layout<"((8,1),2):((1,0),8)">
      %r = cute.memref.alloca(%rl) : !cute.memref<f16, rmem, align<16>, "((8,1),2):((1,0),8)">
      cute.copy(%atom, %sm, %r) : (!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, !cute.memref<f16, smem, "((8,1),2):((1,0),64)">, !cute.memref<f16, rmem, align<16>, "((8,1),2):((1,0),8)">)
      %po = cute.inttoptr(%out) : i64 to !cute.ptr<f16, gmem>
      %ol = cute.static : !cute.layout<"16:1">
      %go = cute.make_view(%po, %ol) : !cute.memref<f16, gmem, "16:1">
      %v = cute.memref.load_vec %r : !cute.memref<f16, rmem, align<16>, "((8,1),2):((1,0),8)">
      cute.memref.store_vec %v, %go : !cute.memref<f16, gmem, "16:1">
      return
    }
  }
}
