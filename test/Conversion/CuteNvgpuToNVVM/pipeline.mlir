// The conversion pass lowers cute_nvgpu ops only, so it composes with the
// upstream lowerings: func, arith and scf stay as they are, joined to the
// lowered ops by unrealized_conversion_cast. The cute-nvgpu-to-llvm pipeline
// then lowers everything with convert-to-llvm and marks kernels.
// RUN: cute-nvgpu-opt %s -convert-cute-nvgpu-to-nvvm | FileCheck %s --check-prefix=OURS
// RUN: cute-nvgpu-opt %s -cute-nvgpu-to-llvm | FileCheck %s --check-prefix=LLVM

!frag = !cute.memref<f32, rmem, "(1):(0)">
!fma = !cute_nvgpu.atom.universal_fma<1x1x1, elem_type = (f32, f32, f32)>

// OURS-LABEL: func.func @fma_loop(
// OURS-SAME: %[[A:[a-z0-9]+]]: !cute.memref<f32, rmem, "(1):(0)">, %{{.*}}: !cute.memref<f32, rmem, "(1):(0)">, %{{.*}}: !cute.memref<f32, rmem, "(1):(0)">, %[[N:[a-z0-9]+]]: index) -> !cute.memref<f32, rmem, "(1):(0)">
// OURS: %[[VA:.*]] = builtin.unrealized_conversion_cast %[[A]] : !cute.memref<f32, rmem, "(1):(0)"> to vector<1xf32>
// OURS: %[[C0:.*]] = arith.constant 0 : index
// OURS: scf.for %{{.*}} = %[[C0]] to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (!cute.memref<f32, rmem, "(1):(0)">)
// OURS: %[[VC:.*]] = builtin.unrealized_conversion_cast %[[ACC]] : !cute.memref<f32, rmem, "(1):(0)"> to vector<1xf32>
// OURS: %[[EA:.*]] = llvm.extractelement %[[VA]]
// OURS: %[[EC:.*]] = llvm.extractelement %[[VC]]
// OURS: llvm.intr.fma(%[[EA]], %{{.*}}, %[[EC]])
// OURS: scf.yield
// OURS: return
// OURS-NOT: cute_nvgpu.mma
func.func @fma_loop(%a: !frag, %b: !frag, %c: !frag, %n: index) -> !frag {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c) -> (!frag) {
    %d = cute_nvgpu.mma %atom, %a, %b, %acc : !fma, !frag, !frag, !frag -> !frag
    scf.yield %d : !frag
  }
  return %r : !frag
}

// LLVM-LABEL: llvm.func @kernel(
// LLVM-SAME: %{{.*}}: vector<1xf32>, %{{.*}}: vector<1xf32>, %{{.*}}: vector<1xf32>) -> vector<1xf32> attributes {nvvm.kernel}
// LLVM: llvm.intr.fma
// LLVM-NOT: unrealized_conversion_cast
// LLVM-NOT: cute_nvgpu
func.func @kernel(%a: !frag, %b: !frag, %c: !frag) -> !frag attributes {cute_nvgpu.kernel} {
  %atom = cute_nvgpu.make_universal_fma {shape_MNK = [1, 1, 1], a_type = f32, b_type = f32, c_type = f32}
  %d = cute_nvgpu.mma %atom, %a, %b, %c : !fma, !frag, !frag, !frag -> !frag
  return %d : !frag
}
