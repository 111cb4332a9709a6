// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: cute-nvgpu-opt -mlir-print-op-generic %s | cute-nvgpu-opt | FileCheck %s

// A descriptor view whose layout is an int tuple ("(1,1)", a shape with no
// strides) as the A operand of an SM100 tiled MMA's partition and of
// cute.gemm: the verifiers read no shape:stride layout from it, so its rank
// is unknown and the rank checks do not apply; the ops are accepted (they
// once crashed reading the view's layout).

// CHECK-LABEL: func.func @desc_view_of_an_int_tuple
// CHECK-NEXT: %0 = cute.tiled.mma.partition A (%arg0, %arg1, %arg2) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute.coord<"0">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,1)">
// CHECK-NEXT: cute.gemm(%arg0, %arg3, %arg1, %arg1, %arg3) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">)

// GENERIC: "cute.tiled.mma.partition"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) <{operand_id = 0 : i32}> : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute.coord<"0">) -> !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,1)">
// GENERIC-NEXT: "cute.gemm"(%{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}, %{{[a-z0-9#]+}}) : (!cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">, !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">) -> ()

!tu = !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x128x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!v = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1)">
!pv = !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "(1,1,1)">
!acc = !cute.memref<f32, tmem, align<16>, "((128,128),1,1):((65536,1),0,0)">
// The partition is written with one mode more than the view, as a partition
// of a shape:stride view would be.
func.func @desc_view_of_an_int_tuple(%tu: !tu, %v: !v, %t: !cute.coord<"0">, %acc: !acc) {
  %p = cute.tiled.mma.partition A (%tu, %v, %t) : (!tu, !v, !cute.coord<"0">) -> !pv
  cute.gemm(%tu, %acc, %v, %v, %acc) : (!tu, !acc, !v, !v, !acc)
  return
}
