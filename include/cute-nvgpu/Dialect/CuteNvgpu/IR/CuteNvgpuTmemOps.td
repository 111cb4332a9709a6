//===- CuteNvgpuTmemOps.td - SM100 tensor-memory allocation -*- tablegen -*-===//
//
// CuTe DSL's cute_nvgpu.arch.sm100 ops: allocating and freeing tensor memory
// columns (PTX tcgen05.alloc / dealloc / relinquish_alloc_permit), for one
// CTA or the CTA pair (`[cta_2]`), and the TMEM address an allocation wrote.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TMEM_OPS_TD
#define CUTE_NVGPU_TMEM_OPS_TD

def CuteNvgpu_TmemPtrType : Type<
    And<[CPred<"::llvm::isa<::cute_nvgpu::cute::PtrType>($_self)">,
         CPred<"::llvm::cast<::cute_nvgpu::cute::PtrType>($_self).getSpace()"
               " == ::cute_nvgpu::cute::MemSpace::Tmem">]>,
    "a tensor-memory !cute.ptr">;

def CuteNvgpu_TensorMemory : Resource<"::cute_nvgpu::TensorMemoryResource">;

def CuteNvgpu_AllocTmemOp : CuteNvgpu_Op<"arch.sm100.alloc_tmem",
    [MemoryEffects<[MemAlloc<CuteNvgpu_TensorMemory>]>]> {
  let summary = "allocate tensor-memory columns";
  let description = [{
    `cute_nvgpu.arch.sm100.alloc_tmem(%ncols, %dst) [ cta_1] : i32,
    !cute.ptr<i32, smem, align<8>>` (PTX `tcgen05.alloc.cta_group::1`):
    allocates `%ncols` columns (a power of 2 from 32 to 512) and writes
    their TMEM address to `%dst` in SMEM. `[cta_2]` (generic form:
    `is_two_cta`) allocates for the CTA pair.
  }];
  let arguments = (ins I32:$num_columns,
                       Arg<CuteNvgpu_SmemPtrType, "the address's slot",
                           [MemWrite]>:$dst,
                       UnitAttr:$is_two_cta);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CuteNvgpu_DeallocTmemOp : CuteNvgpu_Op<"arch.sm100.dealloc_tmem",
    [MemoryEffects<[MemFree<CuteNvgpu_TensorMemory>]>]> {
  let summary = "free tensor-memory columns";
  let description = [{
    `cute_nvgpu.arch.sm100.dealloc_tmem(%tmem, %ncols) [ cta_1] :
    !cute.ptr<f32, tmem, align<16>>, i32` (PTX `tcgen05.dealloc`): the
    columns an alloc_tmem of the same CTA group returned.
  }];
  let arguments = (ins CuteNvgpu_TmemPtrType:$tmem, I32:$num_columns,
                       UnitAttr:$is_two_cta);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CuteNvgpu_RelinquishTmemAllocPermitOp
    : CuteNvgpu_Op<"arch.sm100.relinquish_tmem_alloc_permit",
    [MemoryEffects<[MemWrite<CuteNvgpu_TensorMemory>]>]> {
  let summary = "give up the CTA's right to allocate tensor memory";
  let description = [{
    `cute_nvgpu.arch.sm100.relinquish_tmem_alloc_permit [ cta_1]` (PTX
    `tcgen05.relinquish_alloc_permit`): no alloc_tmem of this CTA (group)
    may follow.
  }];
  let arguments = (ins UnitAttr:$is_two_cta);
  let hasCustomAssemblyFormat = 1;
}

def CuteNvgpu_RetrieveTmemPtrOp : CuteNvgpu_Op<"arch.sm100.retrieve_tmem_ptr",
    [MemoryEffects<[MemRead]>]> {
  let summary = "the TMEM address an allocation wrote to SMEM";
  let description = [{
    `cute_nvgpu.arch.sm100.retrieve_tmem_ptr(%slot) : !cute.ptr<i32, smem,
    align<8>> -> !cute.ptr<f32, tmem, align<16>>`: reads the 32-bit TMEM
    address alloc_tmem stored, as a pointer to the result's element type.
  }];
  let arguments = (ins Arg<CuteNvgpu_SmemPtrType, "the address's slot",
                           [MemRead]>:$slot);
  let results = (outs CuteNvgpu_TmemPtrType:$tmem);
  let assemblyFormat = [{
    `(` $slot `)` attr-dict `:` qualified(type($slot)) `->`
    qualified(type($tmem))
  }];
  let hasVerifier = 1;
}

#endif // CUTE_NVGPU_TMEM_OPS_TD
