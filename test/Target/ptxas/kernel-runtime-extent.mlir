// A kernel over a runtime-sized global tensor: M, N and the leading
// dimension are kernel arguments, not types. The `cute` layout algebra
// carries them (make_layout with runtime leaves, zipped_divide by the CTA
// tile, slice by the block coordinate, composition with the copy's
// thread-value layout, layout_eval at the thread index); the atoms see
// static per-thread views (`8:1`, one 16-byte access) at the runtime
// offsets the algebra computed. The identity layout goes through the same
// divide and partition to give the thread's (m, n) coordinate, and
// elem_less against the runtime shape predicates the edge tiles (cp.async
// zero-fills, the store is skipped).
// REQUIRES: ptxas
// RUN: cute-nvgpu compile %s --target sm_80 --opt-level 0 -o %t.80.ptx --cubin %t.80.cubin
// RUN: FileCheck %s < %t.80.ptx
// RUN: cute-nvgpu compile %s --target sm_90a --opt-level 0 -o %t.90a.ptx --cubin %t.90a.cubin
// RUN: FileCheck %s < %t.90a.ptx

// CHECK-LABEL: .visible .entry tile_copy(
// CHECK: ld.param.b32 %r[[M:[0-9]+]], [tile_copy_param_2];
// CHECK: ld.param.b32 %r[[N:[0-9]+]], [tile_copy_param_3];
// CHECK: ld.param.b32 %r[[LD:[0-9]+]], [tile_copy_param_4];
// CHECK: mov.u32 %r[[BX:[0-9]+]], %ctaid.x;
// The CTA tile starts at 16*bx*ld + 16*by.
// CHECK: mul.lo.s32 %r[[BXLD:[0-9]+]], %r[[LD]], %r[[BX]];
// CHECK: shl.b32 %r{{[0-9]+}}, %r[[BXLD]], 4;
// Thread t starts at row t/2, column 8*(t%2): (t/2)*ld + 8*(t%2).
// CHECK: shr.u32 %r[[ROW:[0-9]+]], %r{{[0-9]+}}, 1;
// CHECK: mad.lo.s32 %r{{[0-9]+}}, %r[[ROW]], %r[[LD]], %r{{[0-9]+}};
// Its coordinate is inside (M, N), or cp.async reads 0 bytes.
// CHECK: setp.lt.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r[[M]];
// CHECK: setp.lt.s32 %p{{[0-9]+}}, %r{{[0-9]+}}, %r[[N]];
// CHECK: selp.b32 %r[[BYTES:[0-9]+]], 16, 0, %p{{[0-9]+}};
// CHECK: cp.async.cg.shared.global [%rd{{[0-9]+}}], [%rd{{[0-9]+}}], 16, %r[[BYTES]];
// CHECK: cp.async.commit_group;
// CHECK: cp.async.wait_group 0;
// CHECK: bar.sync 0;
// CHECK: ld.shared.v4.b32
// CHECK: st.global.v4.b32
gpu.module @device {
  llvm.mlir.global internal @tile_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f16>

  func.func @tile_copy(%src: !llvm.ptr<1>, %dst: !llvm.ptr<1>, %m: i32, %n: i32, %ld: i32) attributes {cute_nvgpu.kernel} {
    %shape = cute.make_shape(%m, %n) : (i32, i32) -> !cute.shape<"(?,?)">
    %stride = cute.make_stride(%ld) : (i32) -> !cute.stride<"(?,1)">
    %gA = cute.make_layout(%shape, %stride) : (!cute.shape<"(?,?)">, !cute.stride<"(?,1)">) -> !cute.layout<"(?,?):(?,1)">
    %tiler = cute.static : !cute.tile<"[16:1;16:1]">
    %tiled = cute.zipped_divide(%gA, %tiler) : (!cute.layout<"(?,?):(?,1)">, !cute.tile<"[16:1;16:1]">) -> !cute.layout<"((16,16),(?,?)):((?,1),(?,16))">
    %bx = nvvm.read.ptx.sreg.ctaid.x : i32
    %by = nvvm.read.ptx.sreg.ctaid.y : i32
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %cta = cute.make_coord(%bx, %by) : (i32, i32) -> !cute.coord<"((_,_),(?,?))">
    %tile = cute.slice(%tiled, %cta) : !cute.layout<"((16,16),(?,?)):((?,1),(?,16))">, !cute.coord<"((_,_),(?,?))">
    %ctaOff = cute.layout_eval(%cta, %tiled) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((16,16),(?,?)):((?,1),(?,16))">) -> !cute.int_tuple<"?">
    %tv = cute.static : !cute.layout<"((2,16),8):((128,1),16)">
    %thr = cute.composition(%tile, %tv) : (!cute.layout<"(16,16):(?,1)">, !cute.layout<"((2,16),8):((128,1),16)">) -> !cute.layout<"((2,16),8):((8,?),1)">
    %tc = cute.make_coord(%tid) : (i32) -> !cute.coord<"(?,_)">
    %thrOff = cute.layout_eval(%tc, %thr) : (!cute.coord<"(?,_)">, !cute.layout<"((2,16),8):((8,?),1)">) -> !cute.int_tuple<"?">
    %off = cute.tuple_add(%ctaOff, %thrOff) : (!cute.int_tuple<"?">, !cute.int_tuple<"?">) -> !cute.int_tuple<"?">
    %o = cute.get_scalars(%off) : !cute.int_tuple<"?">
    %id = cute.make_identity_layout(%shape) : !cute.shape<"(?,?)"> -> !cute.layout<"(?,?):(1@0,1@1)">
    %idTiled = cute.zipped_divide(%id, %tiler) : (!cute.layout<"(?,?):(1@0,1@1)">, !cute.tile<"[16:1;16:1]">) -> !cute.layout<"((16,16),(?,?)):((1@0,1@1),(16@0,16@1))">
    %idTile = cute.slice(%idTiled, %cta) : !cute.layout<"((16,16),(?,?)):((1@0,1@1),(16@0,16@1))">, !cute.coord<"((_,_),(?,?))">
    %idCta = cute.layout_eval(%cta, %idTiled) : (!cute.coord<"((_,_),(?,?))">, !cute.layout<"((16,16),(?,?)):((1@0,1@1),(16@0,16@1))">) -> !cute.int_tuple<"(?,?)">
    %idThr = cute.composition(%idTile, %tv) : (!cute.layout<"(16,16):(1@0,1@1)">, !cute.layout<"((2,16),8):((128,1),16)">) -> !cute.layout<"((2,16),8):((8@1,1@0),1@1)">
    %crdThr = cute.layout_eval(%tc, %idThr) : (!cute.coord<"(?,_)">, !cute.layout<"((2,16),8):((8@1,1@0),1@1)">) -> !cute.int_tuple<"(?,?)">
    %crd = cute.tuple_add(%idCta, %crdThr) : (!cute.int_tuple<"(?,?)">, !cute.int_tuple<"(?,?)">) -> !cute.int_tuple<"(?,?)">
    %crdC = cute.to_coord(%crd) : !cute.int_tuple<"(?,?)"> -> !cute.coord<"(?,?)">
    %inb = cute.elem_less(%crdC, %shape) : (!cute.coord<"(?,?)">, !cute.shape<"(?,?)">) -> i1
    %c16 = arith.constant 16 : i32
    %c0 = arith.constant 0 : i32
    %bytes = arith.select %inb, %c16, %c0 : i32
    %g = cute_nvgpu.make_view %src offset(%o : i32) : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
    %sbase = llvm.mlir.addressof @tile_smem : !llvm.ptr<3>
    %sTile = cute.static : !cute.layout<"(16,16):(16,1)">
    %sThr = cute.composition(%sTile, %tv) : (!cute.layout<"(16,16):(16,1)">, !cute.layout<"((2,16),8):((128,1),16)">) -> !cute.layout<"((2,16),8):((8,16),1)">
    %sOff = cute.layout_eval(%tc, %sThr) : (!cute.coord<"(?,_)">, !cute.layout<"((2,16),8):((8,16),1)">) -> !cute.int_tuple<"?">
    %so = cute.get_scalars(%sOff) : !cute.int_tuple<"?">
    %s = cute_nvgpu.make_view %sbase offset(%so : i32) : !llvm.ptr<3> -> !cute.memref<f16, smem, "8:1">
    %cp = cute_nvgpu.make_atom : !cute_nvgpu.atom.simt_async_copy<16>
    cute_nvgpu.copy %cp, %g, %s src_size(%bytes) : !cute_nvgpu.atom.simt_async_copy<16>, !cute.memref<f16, gmem, "8:1">, !cute.memref<f16, smem, "8:1">
    nvvm.cp.async.commit.group
    nvvm.cp.async.wait.group 0
    nvvm.barrier0
    %vec = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
    %r = cute_nvgpu.copy %vec, %s : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, smem, "8:1"> -> !cute.memref<f16, rmem, "(8):(1)">
    scf.if %inb {
      %d = cute_nvgpu.make_view %dst offset(%o : i32) : !llvm.ptr<1> -> !cute.memref<f16, gmem, "8:1">
      cute_nvgpu.copy %vec, %r, %d : !cute_nvgpu.atom.universal_copy<f16, 128 b>, !cute.memref<f16, rmem, "(8):(1)">, !cute.memref<f16, gmem, "8:1">
    }
    return
  }
}
