// RUN: cute-nvgpu-opt %s | FileCheck %s
// RUN: cute-nvgpu-opt %s | cute-nvgpu-opt | FileCheck %s

// A tiled MMA or tiled copy may name its atom by a type alias: the tiled
// types read their atom from the parser's stream, where aliases resolve.
// They print with the atom written out, as CuTe DSL prints them.

!um = !cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>
!tum = !cute.tiled_mma<!um, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
!cp = !cute_nvgpu.atom.universal_copy<f32>
!tcp = !cute.tiled_copy<!cp, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>

// CHECK-LABEL: func.func @aliases(
// CHECK-SAME: %{{.*}}: !cute.tiled_mma<!cute_nvgpu.sm100.mma<128x256x16, num_cta = 1, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss, c_scale_exp = 0>, atom_layout_MNK = <"(1,1,1):(0,0,0)">>
// CHECK-SAME: %{{.*}}: !cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f32>, layout_copy_tv = <"((32,4),(4,4)):((64,4),(16,1))">, tiler_mn = <"[16:1;128:1]">>
func.func @aliases(%m: !tum, %c: !tcp) {
  return
}
