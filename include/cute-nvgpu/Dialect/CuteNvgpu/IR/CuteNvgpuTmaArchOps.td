//===- CuteNvgpuTmaArchOps.td - TMA instructions on addresses -*- tablegen -*-===//
//
// The TMA instructions on explicit addresses and coordinates, as CuTe DSL's
// expansion of a copy through an executable TMA atom spells them
// (`cute_nvgpu.arch.copy.SM100.tma_load(%desc : !cute.ptr<generic,
// align<64>>, %smem : ..., %mbar : ..., [%c0, %c1] : i32, i32) cache_policy
// = %p mode = <tiled> num_cta = 1 : i32`), and the device-side descriptor
// mutation that tensormap.replace allows. They lower to MLIR 22's NVVM TMA
// ops; the mutation to inline PTX.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TMA_ARCH_OPS_TD
#define CUTE_NVGPU_TMA_ARCH_OPS_TD

def CuteNvgpu_TmaDescField : I32EnumAttr<"TmaDescField",
    "a field of a TMA descriptor (PTX tensormap.replace's names)", [
    I32EnumAttrCase<"GlobalAddress", 0, "global_address">,
    I32EnumAttrCase<"GlobalDim", 1, "global_dim">,
    I32EnumAttrCase<"GlobalStride", 2, "global_stride">,
    I32EnumAttrCase<"Rank", 3, "rank">,
    I32EnumAttrCase<"BoxDim", 4, "box_dim">,
    I32EnumAttrCase<"ElementStride", 5, "element_stride">,
    I32EnumAttrCase<"ElemType", 6, "elemtype">,
    I32EnumAttrCase<"InterleaveLayout", 7, "interleave_layout">,
    I32EnumAttrCase<"SwizzleMode", 8, "swizzle_mode">,
    I32EnumAttrCase<"FillMode", 9, "fill_mode">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_TmaDescFieldAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TmaDescField, "tma_desc_field">;

def CuteNvgpu_TmaDescAddress : Type<
    CPred<"::llvm::isa<::cute_nvgpu::cute::PtrType>($_self)">,
    "a !cute.ptr to a TMA descriptor">;

def CuteNvgpu_ArchTmaLoadOp : CuteNvgpu_Op<"arch.copy.SM100.tma_load",
    [AttrSizedOperandSegments]> {
  let summary = "cp.async.bulk.tensor global -> shared::cluster";
  let description = [{
    `cute_nvgpu.arch.copy.SM100.tma_load(%desc : !cute.ptr<generic,
    align<64>>, %smem : !cute.ptr<f16, smem, align<1024>, S<3,4,3>>, %mbar :
    !cute.ptr<smem, align<8>>, [%c0, %c1, %c2] : i32, i32, i32) [mask = %m]
    [cache_policy = %p] mode = <tiled> num_cta = 1 : i32`: the box at
    coordinates (innermost first, 1 to 5 of them) of the tensor the
    descriptor maps, into shared memory, completing `%mbar`'s transaction
    count. `mask` multicasts to the CTAs of the cluster whose bits are set
    (PTX `.multicast::cluster`); `num_cta = 2` is SM100's `cta_group::2`
    (the pair's mbarrier); `cache_policy` is an L2 cache hint
    (`.L2::cache_hint`). Lowers to `nvvm.cp.async.bulk.tensor.shared.
    cluster.global` (sm_90 and later; `cta_group::2` sm_100a/f and sm_103a/f).
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the descriptor", [MemRead]>:$desc,
      Arg<CuteNvgpu_SmemPtrType, "the destination", [MemWrite]>:$smem,
      Arg<CuteNvgpu_SmemPtrType, "the mbarrier", [MemRead, MemWrite]>:$mbar,
      Variadic<I32>:$coords, Variadic<I16>:$im2col_offsets,
      Optional<I16>:$mask, Optional<I64>:$cache_policy,
      CuteNvgpu_TmaLoadModeAttr:$mode, I32Attr:$num_cta);
  let assemblyFormat = [{
    `(` $desc `:` qualified(type($desc)) `,` $smem `:` qualified(type($smem))
    `,` $mbar `:` qualified(type($mbar)) `,` `[` $coords `]` `:`
    type($coords) `)` (`im2col` `[` $im2col_offsets^ `]`)?
    (`mask` `=` $mask^)? (`cache_policy` `=` $cache_policy^)?
    `mode` `=` $mode `num_cta` `=` custom<TypedI32>($num_cta) attr-dict
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_ArchTmaStoreOp : CuteNvgpu_Op<"arch.copy.SM100.tma_store",
    [AttrSizedOperandSegments]> {
  let summary = "cp.async.bulk.tensor shared::cta -> global (bulk group)";
  let description = [{
    `cute_nvgpu.arch.copy.SM100.tma_store(%desc : !cute.ptr<generic,
    align<64>>, %smem : !cute.ptr<f16, smem, ...>, [%c0, %c1] : i32, i32)
    [cache_policy = %p] mode = <tiled>`: the box of shared memory to the
    tensor at the coordinates; completes in the bulk async-group
    (`cp.async.bulk.commit_group` / `wait_group`). Lowers to
    `nvvm.cp.async.bulk.tensor.global.shared.cta`.
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the descriptor", [MemRead]>:$desc,
      Arg<CuteNvgpu_SmemPtrType, "the source", [MemRead]>:$smem,
      Variadic<I32>:$coords, Optional<I64>:$cache_policy,
      CuteNvgpu_TmaStoreModeAttr:$mode);
  let assemblyFormat = [{
    `(` $desc `:` qualified(type($desc)) `,` $smem `:` qualified(type($smem))
    `,` `[` $coords `]` `:` type($coords) `)`
    (`cache_policy` `=` $cache_policy^)? `mode` `=` $mode attr-dict
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_ArchTmaReduceOp : CuteNvgpu_Op<"arch.copy.SM100.tma_reduce",
    [AttrSizedOperandSegments]> {
  let summary = "cp.reduce.async.bulk.tensor shared::cta -> global";
  let description = [{
    `cute_nvgpu.arch.copy.SM100.tma_reduce(%desc : ..., %smem : ..., [%c0,
    %c1] : i32, i32) [cache_policy = %p] mode = <tiled> kind = <ADD>`: the
    box reduced into the tensor (ADD MIN MAX INC DEC AND OR XOR, as PTX
    allows them for the element type). Lowers to
    `nvvm.cp.async.bulk.tensor.reduce`.
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the descriptor", [MemRead]>:$desc,
      Arg<CuteNvgpu_SmemPtrType, "the source", [MemRead]>:$smem,
      Variadic<I32>:$coords, Optional<I64>:$cache_policy,
      CuteNvgpu_TmaStoreModeAttr:$mode, CuteNvgpu_TmaReduceKindAttr:$kind);
  let assemblyFormat = [{
    `(` $desc `:` qualified(type($desc)) `,` $smem `:` qualified(type($smem))
    `,` `[` $coords `]` `:` type($coords) `)`
    (`cache_policy` `=` $cache_policy^)? `mode` `=` $mode `kind` `=` $kind
    attr-dict
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_ArchTmaDescReplaceOp
    : CuteNvgpu_Op<"arch.tma_desc.replace"> {
  let summary = "tensormap.replace: one device-mutable field of a descriptor";
  let description = [{
    `cute_nvgpu.arch.tma_desc.replace(%desc : !cute.ptr<i64, smem,
    align<128>>, %v : i32) field = <global_dim> axis = 2 : i32`: writes the
    base address (`global_address`, i64), the extent of dimension `axis`
    (`global_dim`, i32) or the byte stride of dimension `axis` > 0
    (`global_stride`, i64) of the 128-byte descriptor at `%desc` (shared,
    global or generic memory). Every other field was fixed when the
    descriptor was built: "TMA descriptor field is not device-mutable".
    Before a TMA instruction reads the descriptor, a shared-memory copy goes
    back to global memory through `arch.tma_desc.release` and the reader
    runs `arch.tma_desc.acquire`. PTX `tensormap.replace.tile` (sm_90a,
    sm_100a/f and later arch-specific targets).
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the descriptor", [MemWrite]>:$desc,
      AnyTypeOf<[I32, I64]>:$value, CuteNvgpu_TmaDescFieldAttr:$field,
      OptionalAttr<I32Attr>:$axis);
  let assemblyFormat = [{
    `(` $desc `:` qualified(type($desc)) `,` $value `:` type($value) `)`
    `field` `=` $field (`axis` `=` custom<TypedI32>($axis)^)? attr-dict
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_ArchTmaDescReleaseOp
    : CuteNvgpu_Op<"arch.tma_desc.release"> {
  let summary = "copy a modified descriptor to global memory, releasing it";
  let description = [{
    `cute_nvgpu.arch.tma_desc.release(%gmem_desc : !cute.ptr<i64, gmem,
    align<128>>, %smem_desc : !cute.ptr<i64, smem, align<128>>)`: PTX
    `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.
    gpu.sync.aligned [gmem], [smem], 128;` (the whole warp, converged).
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the global descriptor", [MemWrite]>:$gmem,
      Arg<CuteNvgpu_SmemPtrType, "the shared descriptor", [MemRead]>:$smem);
  let assemblyFormat = [{
    `(` $gmem `:` qualified(type($gmem)) `,` $smem `:` qualified(type($smem))
    `)` attr-dict
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_ArchTmaDescAcquireOp
    : CuteNvgpu_Op<"arch.tma_desc.acquire"> {
  let summary = "acquire a descriptor another thread modified";
  let description = [{
    `cute_nvgpu.arch.tma_desc.acquire(%desc : !cute.ptr<i64, gmem,
    align<128>>)`: PTX `fence.proxy.tensormap::generic.acquire.gpu [desc],
    128;` before the first TMA instruction that reads it.
  }];
  let arguments = (ins
      Arg<CuteNvgpu_TmaDescAddress, "the descriptor", [MemRead, MemWrite]>:$desc);
  let assemblyFormat = [{
    `(` $desc `:` qualified(type($desc)) `)` attr-dict
  }];
  let hasVerifier = 1;
}

#endif // CUTE_NVGPU_TMA_ARCH_OPS_TD
