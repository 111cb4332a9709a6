//===- CuteNvgpuTmaOps.td - CuTe DSL's TMA and atom-field ops -*- tablegen -*-===//
//
// CuTe DSL's TMA surface: a non-executable tiled TMA atom built from a
// global tensor and an SMEM layout (the descriptor plan), its executable
// atom, the partition of SMEM and the TMA coordinate tensor, the
// descriptor in memory (copy, prefetch, update), and the run-time fields
// of atoms (an mbarrier, a multicast mask, an MMA's accumulate flag). The
// structural checks live here; the descriptor plan and the partition
// verifier of seed 001 build on these ops.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TMA_OPS_TD
#define CUTE_NVGPU_TMA_OPS_TD

// The `cute` types these ops take, as constraints (the cute dialect's own
// ODS definitions belong to its op file).
class CuteNvgpu_CuteType<string cls, string what>
    : Type<CPred<"::llvm::isa<::cute_nvgpu::cute::" # cls # ">($_self)">,
           what>;
def CuteNvgpu_CuteLayout : CuteNvgpu_CuteType<"LayoutType", "a !cute.layout">;
def CuteNvgpu_CuteComposedLayout
    : CuteNvgpu_CuteType<"ComposedLayoutType", "a !cute.composed_layout">;
def CuteNvgpu_CuteMemRef : CuteNvgpu_CuteType<"CuteMemRefType", "a !cute.memref">;
def CuteNvgpu_CuteCoordTensor
    : CuteNvgpu_CuteType<"CoordTensorType", "a !cute.coord_tensor">;
def CuteNvgpu_CuteCoord : CuteNvgpu_CuteType<"CoordType", "a !cute.coord">;
def CuteNvgpu_CuteTiledCopy
    : CuteNvgpu_CuteType<"TiledCopyType", "a !cute.tiled_copy">;
def CuteNvgpu_CuteAtom : CuteNvgpu_CuteType<"AtomTypeInterface", "an atom">;

def CuteNvgpu_NonExecTmaAtom : Type<
    CPred<"::llvm::isa<::cute_nvgpu::NonExecTiledTmaLoadType, "
          "::cute_nvgpu::NonExecTiledTmaStoreType, "
          "::cute_nvgpu::NonExecTiledTmaReduceType>($_self)">,
    "a non-executable tiled TMA atom">;
def CuteNvgpu_NonExecIm2colTmaAtom : Type<
    CPred<"::llvm::isa<::cute_nvgpu::NonExecIm2colTmaLoadType, "
          "::cute_nvgpu::NonExecIm2colTmaStoreType>($_self)">,
    "a non-executable im2col TMA atom">;
def CuteNvgpu_NonExecAnyTmaAtom : AnyTypeOf<[CuteNvgpu_NonExecTmaAtom,
    CuteNvgpu_NonExecIm2colTmaAtom],
    "a non-executable tiled or im2col TMA atom">;
def CuteNvgpu_ExecTmaAtom : Type<
    CPred<"::llvm::isa<::cute_nvgpu::TmaLoadType, ::cute_nvgpu::TmaStoreType, "
          "::cute_nvgpu::TmaReduceType>($_self)">,
    "an executable TMA atom">;
def CuteNvgpu_GmemTensor : Type<
    And<[CPred<"::llvm::isa<::cute_nvgpu::cute::CuteMemRefType>($_self)">,
         CPred<"::llvm::cast<::cute_nvgpu::cute::CuteMemRefType>($_self)"
               ".getSpace() == ::cute_nvgpu::cute::MemSpace::Gmem">]>,
    "a global-memory !cute.memref">;
def CuteNvgpu_AnyPtr : Type<
    CPred<"::llvm::isa<::cute_nvgpu::cute::PtrType>($_self)">, "a !cute.ptr">;
def CuteNvgpu_SmemLayoutType : AnyTypeOf<[CuteNvgpu_CuteLayout,
    CuteNvgpu_CuteComposedLayout], "an SMEM layout (!cute.layout or "
    "!cute.composed_layout)">;

def CuteNvgpu_SmemOperandType : AnyTypeOf<[CuteNvgpu_CuteLayout,
    CuteNvgpu_CuteComposedLayout, CuteNvgpu_CuteMemRef],
    "an SMEM layout or tensor">;

class CuteNvgpu_MakeNonExecTmaOp<string what, dag props>
    : CuteNvgpu_Op<"atom.make_non_exec_tiled_tma_" # what, [Pure]> {
  let summary = "a non-executable tiled TMA " # what # " atom and its "
                "coordinate tensor";
  let description = [{
    `%atom, %coords = cute_nvgpu.atom.make_non_exec_tiled_tma_}] # what # [{(
    %gmem, %smem_layout, %cta_tiler) : (!cute.memref<T, gmem, ...>, SMEM
    layout, CTA tile layout) -> (!cute_nvgpu.atom.non_exec_tiled_tma_}] #
    what # [{<...>, !cute.coord_tensor<...>)` (CuTe's make_tma_copy): the
    atom whose descriptor the plan fills (element type, copy bits, TMA
    G-basis) and the TMA coordinate tensor of the global tensor. CuTe DSL
    writes the properties in its own custom form, `<{kind = <sm_90>
    num_multicast = 1}>`, which reads and prints as written.

    The verifier is the TMA partition verifier (eleven checks in a fixed
    order: operand types, SMEM and GMEM layout kinds, integer strides, a
    TMA swizzle, static SMEM layout and value map, their top-level shape
    equivalence, the G-basis, the descriptor's rules, the coordinate tensor
    type, the multicast count). The result types must be the ones the
    operands give: the atom's element type, copy bits (`size(G-basis) *
    bits`) and G-basis, and the coordinate tensor `shape(gmem) : TMA bases`.
  }];
  // The operand kinds are steps 1 to 3 of the partition verifier (each
  // with its own diagnostic), so ODS admits any tensor and SMEM operand.
  let arguments = !con((ins CuteNvgpu_CuteMemRef:$gmem,
                            CuteNvgpu_SmemOperandType:$smem_layout,
                            CuteNvgpu_CuteLayout:$cta_tiler), props);
  let results = (outs CuteNvgpu_NonExecTmaAtom:$atom,
                      CuteNvgpu_CuteCoordTensor:$coords);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def CuteNvgpu_MakeNonExecTiledTmaLoadOp : CuteNvgpu_MakeNonExecTmaOp<"load",
    (ins OptionalAttr<CuteNvgpu_TiledTmaLoadAttr>:$kind,
         OptionalAttr<I32Attr>:$num_multicast,
         OptionalAttr<CuteNvgpu_TmaDataFormatAttr>:$tma_format,
         OptionalAttr<TypeAttr>:$internal_type)>;
def CuteNvgpu_MakeNonExecTiledTmaStoreOp : CuteNvgpu_MakeNonExecTmaOp<"store",
    (ins OptionalAttr<CuteNvgpu_TmaDataFormatAttr>:$tma_format,
         OptionalAttr<TypeAttr>:$internal_type)>;
def CuteNvgpu_MakeNonExecTiledTmaReduceOp
    : CuteNvgpu_MakeNonExecTmaOp<"reduce",
    (ins OptionalAttr<CuteNvgpu_TmaReduceKindAttr>:$kind,
         OptionalAttr<CuteNvgpu_TmaDataFormatAttr>:$tma_format,
         OptionalAttr<TypeAttr>:$internal_type)>;

def CuteNvgpu_MakeExecTmaOp : CuteNvgpu_Op<"atom.make_exec_tma", [Pure]> {
  let summary = "the executable TMA atom of a non-executable one";
  let description = [{
    `cute_nvgpu.atom.make_exec_tma(%atom) :
    (!cute_nvgpu.atom.non_exec_tiled_tma_load<...>) ->
    !cute_nvgpu.atom.tma_load<...>`: the same operation (load, store or
    reduce of that kind), element type, copy bits and G-basis; an im2col
    atom (`non_exec_im2col_tma_load/store`) gives an atom in
    `mode = im2col`, a tiled one an atom in tiled mode.
  }];
  let arguments = (ins CuteNvgpu_NonExecAnyTmaAtom:$atom);
  let results = (outs CuteNvgpu_ExecTmaAtom:$result);
  let assemblyFormat = [{
    `(` $atom `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_TmaPartitionOp : CuteNvgpu_Op<"atom.tma_partition", [Pure]> {
  let summary = "the SMEM and TMA-coordinate tensors of one CTA's TMA copy";
  let description = [{
    `%s, %g = cute_nvgpu.atom.tma_partition(%atom, %cta_coord, %cta_layout,
    %smem, %gmem_coords)` (CuTe's tma_partition): the SMEM tensor and the
    coordinate tensor grouped into the TMA's box mode and the rest, for the
    CTA at `%cta_coord` of the multicast layout. Each result keeps its
    operand's kind, element type and memory. An im2col atom partitions an
    im2col coordinate tensor (a composed layout `GEMM o offset o linear`)
    as CuTe partitions a ComposedLayout tensor: the linear layout is
    partitioned, the CTA's share moves the composition's offset, and the
    iterator stays.
  }];
  let arguments = (ins CuteNvgpu_NonExecAnyTmaAtom:$atom, CuteNvgpu_CuteCoord:$cta_coord,
                       CuteNvgpu_CuteLayout:$cta_layout, CuteNvgpu_CuteMemRef:$smem,
                       CuteNvgpu_CuteCoordTensor:$gmem);
  let results = (outs CuteNvgpu_CuteMemRef:$smem_tensor,
                      CuteNvgpu_CuteCoordTensor:$gmem_tensor);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_CopyTmaDescOp : CuteNvgpu_Op<"copy_tma_desc"> {
  let summary = "store a TMA atom's descriptor to memory";
  let description = [{
    `cute_nvgpu.copy_tma_desc(%atom, %dst) : (!cute_nvgpu.atom.
    non_exec_tiled_tma_load<...>, !cute.ptr<i64, smem, align<128>>) -> ()`:
    the 128-byte descriptor (tiled or im2col) at a 64-byte aligned address.
  }];
  let arguments = (ins CuteNvgpu_NonExecAnyTmaAtom:$atom,
                       Arg<CuteNvgpu_AnyPtr, "destination", [MemWrite]>:$dst);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_PrefetchTmaDescOp : CuteNvgpu_Op<"prefetch_tma_desc",
    [MemoryEffects<[MemWrite]>]> {
  let summary = "prefetch a TMA atom's descriptor";
  let description = [{
    `cute_nvgpu.prefetch_tma_desc(%atom) : (...) -> ()` (PTX
    `prefetch.tensormap`): brings the descriptor into the cache ahead of the
    first copy. A hint with no value; kept in program order. Tiled and
    im2col descriptors alike.
  }];
  let arguments = (ins CuteNvgpu_NonExecAnyTmaAtom:$atom);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
}

def CuteNvgpu_GetTmaDescAddrOp : CuteNvgpu_Op<"get_tma_desc_addr", [Pure]> {
  let summary = "the address of an executable TMA atom's descriptor";
  let description = [{
    `cute_nvgpu.get_tma_desc_addr(%atom : !cute_nvgpu.atom.tma_load<...>) ->
    !cute.ptr<generic, align<64>>`: where the atom's 128-byte descriptor
    lives (the kernel parameter it was passed in, or the address set as its
    `tma_descriptor_ptr` field); TMA instructions read it there.
  }];
  let arguments = (ins CuteNvgpu_ExecTmaAtom:$atom);
  let results = (outs CuteNvgpu_AnyPtr:$addr);
  let assemblyFormat = [{
    `(` $atom `:` qualified(type($atom)) `)` attr-dict `->`
    qualified(type($addr))
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_UpdateTmaDescOp : CuteNvgpu_Op<"update_tma_desc"> {
  let summary = "rewrite a descriptor in memory for another global tensor";
  let description = [{
    `cute_nvgpu.update_tma_desc(%atom, %gmem, %desc) : (NE, !cute.memref<T,
    gmem, ...>, !cute.ptr<...>) -> ()` (PTX `tensormap.replace`): the
    descriptor at `%desc` now addresses `%gmem`, of the atom's element type.
  }];
  let arguments = (ins CuteNvgpu_NonExecTmaAtom:$atom,
                       CuteNvgpu_GmemTensor:$gmem,
                       Arg<CuteNvgpu_AnyPtr, "the descriptor",
                           [MemRead, MemWrite]>:$desc);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_AtomFieldAttr : AnyAttrOf<[CuteNvgpu_AtomCopyFieldTmaLoadAttr,
    CuteNvgpu_AtomCopyFieldTmaStoreAttr, CuteNvgpu_AtomMmaFieldSm90Attr,
    CuteNvgpu_AtomMmaFieldSm100Attr]>;
def CuteNvgpu_AtomOrTiled : Type<
    Or<[CPred<"::llvm::isa<::cute_nvgpu::cute::AtomTypeInterface>($_self)">,
        CPred<"::llvm::isa<::cute_nvgpu::cute::TiledCopyType, "
              "::cute_nvgpu::cute::TiledMmaType>($_self)">]>,
    "an atom, !cute.tiled_copy or !cute.tiled_mma">;

def CuteNvgpu_AtomSetValueOp : CuteNvgpu_Op<"atom.set_value",
    [Pure, AllTypesMatch<["atom", "result"]>]> {
  let summary = "an atom with one run-time field set";
  let description = [{
    `cute_nvgpu.atom.set_value(%atom, %bar : !cute.ptr<i64, smem>) {field =
    #cute_nvgpu.atom_copy_field_tmaload<tma_bar>} : !cute_nvgpu.atom.
    tma_load<...>`: a TMA load's mbarrier (an i64 in SMEM), multicast mask
    (i16) or descriptor pointer; an MMA's accumulate or negate flag (i1).
    The field belongs to the atom's kind.
  }];
  let arguments = (ins CuteNvgpu_AtomOrTiled:$atom, AnyType:$value,
                       CuteNvgpu_AtomFieldAttr:$field);
  let results = (outs CuteNvgpu_AtomOrTiled:$result);
  let assemblyFormat = [{
    `(` $atom `,` $value `:` type($value) `)` attr-dict `:` type($atom)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_AtomGetValueOp : CuteNvgpu_Op<"atom.get_value", [Pure]> {
  let summary = "one run-time field of an atom";
  let description = [{
    `cute_nvgpu.atom.get_value(%mma : !cute.tiled_mma<...>) {field =
    #cute_nvgpu.atom_mma_field_sm100<accum_c>} : i1`.
  }];
  let arguments = (ins CuteNvgpu_AtomOrTiled:$atom,
                       CuteNvgpu_AtomFieldAttr:$field);
  let results = (outs AnyType:$value);
  let assemblyFormat = [{
    `(` $atom `:` type($atom) `)` attr-dict `:` type($value)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_MakeTmemCopyOp : CuteNvgpu_Op<"atom.make_tmem_copy", [Pure]> {
  let summary = "a tiled copy of a TMEM load or store atom over a TMEM tensor";
  let description = [{
    `cute_nvgpu.atom.make_tmem_copy(%atom, %tmem) :
    (!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x16>, !cute.memref<f32,
    tmem, ...>) -> !cute.tiled_copy<...>` (CuTe's make_tmem_copy): the
    result tiles the atom over the warps that own the tensor's lanes.
  }];
  let arguments = (ins CuteNvgpu_CuteAtom:$atom, CuteNvgpu_CuteMemRef:$tmem);
  let results = (outs CuteNvgpu_CuteTiledCopy:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_MakeS2tCopyOp : CuteNvgpu_Op<"atom.make_s2t_copy", [Pure]> {
  let summary = "a tiled copy of an SMEM-to-TMEM atom over a TMEM tensor";
  let description = [{
    `cute_nvgpu.atom.make_s2t_copy(%atom, %tmem) :
    (!cute_nvgpu.atom.s2t_copy<f8E8M0FNU, 128 DP, 128 bit, num_cta = 1>,
    !cute.memref<f8E8M0FNU, tmem, ...>) -> !cute.tiled_copy<...>` (CuTe's
    make_utccp_copy; CuTe DSL's tcgen05.make_s2t_copy filters the tensor's
    zero strides first): every thread (one per CTA of the group) sees the
    atom's 128 rows, placed by the tcgen05.cp shape's ValID. Over a static
    tensor the result must be CuTe's make_cotiled_copy of them, and the
    tensor must hold every TMEM address the copy writes.
  }];
  let arguments = (ins CuteNvgpu_CuteAtom:$atom, CuteNvgpu_CuteMemRef:$tmem);
  let results = (outs CuteNvgpu_CuteTiledCopy:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def CuteNvgpu_GetCopyS2tSmemDescViewOp
    : CuteNvgpu_Op<"atom.get_copy_s2t_smem_desc_view", [Pure]> {
  let summary = "the SMEM descriptors an SMEM-to-TMEM copy reads";
  let description = [{
    `cute_nvgpu.atom.get_copy_s2t_smem_desc_view(%atom, %smem) :
    (!cute_nvgpu.atom.s2t_copy<...>, !cute.memref<T, smem, ...>) ->
    !cute_nvgpu.smem_desc_view<!cute_nvgpu.smem_desc, "L">` (CuTe's
    get_utccp_smem_desc_tensor; CuTe DSL's tcgen05.get_s2t_smem_desc_tensor):
    `%smem` is the thread's partition of a shared-memory tensor by the S2T
    tiled copy, mode 0 one call's values as `(V, 1)`. Mode 0's values are
    the tcgen05.cp core matrices (the shape's rows by its bits, in the
    element type), described by one K-major SMEM descriptor; the view's
    layout is the partition's, recast to 16-byte units, so each call's
    descriptor is the first one moved by its offset.
  }];
  let arguments = (ins CuteNvgpu_CuteAtom:$atom, CuteNvgpu_CuteMemRef:$smem);
  let results = (outs CuteNvgpu_SmemDescViewType:$view);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

#endif // CUTE_NVGPU_TMA_OPS_TD
