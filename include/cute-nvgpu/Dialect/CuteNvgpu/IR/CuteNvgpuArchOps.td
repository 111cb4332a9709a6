//===- CuteNvgpuArchOps.td - CuTe DSL's cute_nvgpu.arch ops -*- tablegen -*-===//
//
// What a kernel asks the hardware for: its dynamic shared memory (base and
// size) and a value the compiler may treat as uniform across the warp.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_ARCH_OPS_TD
#define CUTE_NVGPU_ARCH_OPS_TD

def CuteNvgpu_SmemPtrType : Type<
    And<[CPred<"::llvm::isa<::cute_nvgpu::cute::PtrType>($_self)">,
         CPred<"::llvm::cast<::cute_nvgpu::cute::PtrType>($_self).getSpace()"
               " == ::cute_nvgpu::cute::MemSpace::Smem">]>,
    "a shared-memory !cute.ptr">;

def CuteNvgpu_GetDynSmemOp : CuteNvgpu_Op<"arch.get_dyn_smem", [Pure]> {
  let summary = "the base of the kernel's dynamic shared memory";
  let description = [{
    `cute_nvgpu.arch.get_dyn_smem() : !cute.ptr<i8, smem, align<1024>>`:
    the start of the `extern __shared__` window the launch sized; the
    pointer's element type and alignment are what the program assumes of
    it.
  }];
  let results = (outs CuteNvgpu_SmemPtrType:$ptr);
  let assemblyFormat = "`(` `)` attr-dict `:` qualified(type($ptr))";
}

def CuteNvgpu_GetDynSmemSizeOp : CuteNvgpu_Op<"arch.get_dyn_smem_size",
    [Pure]> {
  let summary = "the size in bytes of the kernel's dynamic shared memory";
  let description = [{
    `cute_nvgpu.arch.get_dyn_smem_size() : i32` (PTX
    `%dynamic_smem_size`).
  }];
  let results = (outs I32:$size);
  let assemblyFormat = "`(` `)` attr-dict `:` type($size)";
}

def CuteNvgpu_MakeWarpUniformOp : CuteNvgpu_Op<"arch.make_warp_uniform",
    [Pure, SameOperandsAndResultType]> {
  let summary = "a value the compiler may treat as the same in every lane";
  let description = [{
    `cute_nvgpu.arch.make_warp_uniform(%x) : i32` states that %x is
    warp-uniform (CUTLASS's `__shfl_sync(0xffffffff, x, 0)` idiom): the
    result is lane 0's value.
  }];
  let arguments = (ins AnySignlessInteger:$value);
  let results = (outs AnySignlessInteger:$result);
  let assemblyFormat = "`(` $value `)` attr-dict `:` type($value)";
}

#endif // CUTE_NVGPU_ARCH_OPS_TD
