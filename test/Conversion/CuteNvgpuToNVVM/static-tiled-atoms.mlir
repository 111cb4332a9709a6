// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm | FileCheck %s

// cute.static of a tiled copy or tiled MMA type (CuTe DSL's static tiled
// atoms): lowered with the atoms, not as a cute value (its type has no
// leaves to pack): what make_tiled_copy / make_tiled_mma of a default atom
// gives. A tiled copy of a cp.async atom holds nothing at run time; an
// sm100 tiled MMA holds its atom's fields at their defaults: accumulate
// (true), no negation of A or B.

// CHECK-LABEL: llvm.func @static_tiled_copy()
// CHECK-NEXT: llvm.mlir.poison : !llvm.struct<()>
// CHECK-NEXT: llvm.return
func.func @static_tiled_copy() {
  %c = cute.static : !cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>
  return
}

// CHECK-LABEL: llvm.func @static_tiled_mma()
// CHECK-NEXT: %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(i1, i1, i1)>
// CHECK-NEXT: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %[[V0:.*]] = llvm.insertvalue %[[T]], %[[P]][0]
// CHECK-NEXT: %[[F:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %[[V1:.*]] = llvm.insertvalue %[[F]], %[[V0]][1]
// CHECK-NEXT: %[[F2:.*]] = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.insertvalue %[[F2]], %[[V1]][2]
// CHECK-NEXT: llvm.return
func.func @static_tiled_mma() {
  %m = cute.static : !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
  return
}
