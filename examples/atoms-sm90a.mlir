// Tensor-core atoms for a Hopper kernel, checked against the gpu.module's
// target. Run: cute-nvgpu-opt examples/atoms-sm90a.mlir -cute-nvgpu-verify-target
gpu.module @gemm [#nvvm.target<chip = "sm_90a">] {
  func.func @atoms() {
    %mma = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>
    %tma = cute_nvgpu.make_atom : !cute_nvgpu.atom.tma_load
    %ldsm = cute_nvgpu.make_atom : !cute_nvgpu.atom.ldsm<m8n8.x4>
    %st = cute_nvgpu.make_atom : !cute_nvgpu.atom.stsm<m8n8.x4>
    %cp = cute_nvgpu.make_atom : !cute_nvgpu.atom.universal_copy<f16, 128 b>
    return
  }
}
