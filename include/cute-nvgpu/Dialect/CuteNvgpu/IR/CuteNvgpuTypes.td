//===- CuteNvgpuTypes.td - the 27 cute_nvgpu types --------*- tablegen -*-===//
//
// In seed 002 walk order, one TypeDef per mnemonic; the
// interfaces each implements are exactly seed 003's TypeID registry column
// (unittests/Target checks them against lib/Target/AtomRegistry.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TYPES_TD
#define CUTE_NVGPU_TYPES_TD

include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuInterfaces.td"
include "mlir/IR/AttrTypeBase.td"

class CuteNvgpu_Type<string name, string mnem, string slot,
                     list<Trait> traits = []>
    : TypeDef<CuteNvgpu_Dialect, name, traits> {
  let typeName = "cute_nvgpu." # mnem;
  let extraClassDeclaration = [{
    static constexpr ::cute_nvgpu::target::Mnemonic kMnemonic =
        ::cute_nvgpu::target::Mnemonic::}] # slot # [{;
  }];
}

/// An atom whose static parameters may ride along as a payload
/// (`!cute_nvgpu.sm90.mma<64x128x16, elem_type = (f16, f16, f32)>`);
/// absent payload = the bare mnemonic.
class CuteNvgpu_AtomType<string name, string mnem, string slot,
                         list<Trait> traits = []>
    : CuteNvgpu_Type<name, mnem, slot, traits> {
  let parameters = (ins OptionalParameter<"::mlir::DictionaryAttr">:$params);
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins), [{ return $_get($_ctxt, ::mlir::DictionaryAttr()); }]>
  ];
  let skipDefaultBuilders = 0;
}
def CuteNvgpu_UniversalFmaType : CuteNvgpu_AtomType<"UniversalFma", "atom.universal_fma", "UniversalFma", [CuteNvgpu_MmaAtomTypeInterface]>;
def CuteNvgpu_Sm80MmaType : CuteNvgpu_AtomType<"Sm80Mma", "sm80.mma", "Sm80Mma", [CuteNvgpu_MmaAtomTypeInterface]>;
def CuteNvgpu_Sm80SparseMmaType : CuteNvgpu_AtomType<"Sm80SparseMma", "sm80.sparse_mma", "Sm80SparseMma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface]>;
def CuteNvgpu_Sm89MmaType : CuteNvgpu_AtomType<"Sm89Mma", "sm89.mma", "Sm89Mma", [CuteNvgpu_MmaAtomTypeInterface]>;
def CuteNvgpu_SmemDescType : CuteNvgpu_Type<"SmemDesc", "smem_desc", "SmemDesc", [CuteNvgpu_DescriptorTypeInterface]>;
def CuteNvgpu_SmemDescViewType : CuteNvgpu_Type<"SmemDescView", "smem_desc_view", "SmemDescView", [CuteNvgpu_DescriptorTypeInterface]> {
  let summary = "`smem_desc_view<SOURCE, #cute.layout<...>>`";
  let parameters = (ins "::mlir::Type":$source, "::mlir::Attribute":$layout);
  let genVerifyDecl = 1;
}
def CuteNvgpu_Sm90MmaType : CuteNvgpu_AtomType<"Sm90Mma", "sm90.mma", "Sm90Mma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_SmemDescriptorAtomTypeInterface]>;
def CuteNvgpu_Sm100MmaType : CuteNvgpu_AtomType<"Sm100Mma", "sm100.mma", "Sm100Mma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface]>;
def CuteNvgpu_Sm100MmaSpType : CuteNvgpu_AtomType<"Sm100MmaSp", "sm100.mma_sp", "Sm100MmaSp", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface]>;
def CuteNvgpu_Sm100MmaBsType : CuteNvgpu_AtomType<"Sm100MmaBs", "sm100.mma_bs", "Sm100MmaBs", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface]>;
def CuteNvgpu_Sm100MmaBsSpType : CuteNvgpu_AtomType<"Sm100MmaBsSp", "sm100.mma_bs_sp", "Sm100MmaBsSp", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface]>;
def CuteNvgpu_Sm120MmaBsType : CuteNvgpu_AtomType<"Sm120MmaBs", "SM120.mma_bs", "Sm120MmaBs", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface]>;
def CuteNvgpu_TmemLoadType : CuteNvgpu_AtomType<"TmemLoad", "atom.tmem_load", "TmemLoad", [CuteNvgpu_CopyAtomTypeInterface]>;
def CuteNvgpu_TmemStoreType : CuteNvgpu_AtomType<"TmemStore", "atom.tmem_store", "TmemStore", [CuteNvgpu_CopyAtomTypeInterface]>;
def CuteNvgpu_S2tCopyType : CuteNvgpu_AtomType<"S2tCopy", "atom.s2t_copy", "S2tCopy", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface]>;
def CuteNvgpu_TmaDescriptorTiledType : CuteNvgpu_Type<"TmaDescriptorTiled", "tma_descriptor_tiled", "TmaDescriptorTiled", [CuteNvgpu_DescriptorTypeInterface]>;
def CuteNvgpu_TmaDescriptorIm2colType : CuteNvgpu_Type<"TmaDescriptorIm2col", "tma_descriptor_im2col", "TmaDescriptorIm2col", [CuteNvgpu_DescriptorTypeInterface]>;
def CuteNvgpu_TmaLoadType : CuteNvgpu_AtomType<"TmaLoad", "atom.tma_load", "TmaLoad", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_PrefetchAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface]>;
def CuteNvgpu_TmaStoreType : CuteNvgpu_AtomType<"TmaStore", "atom.tma_store", "TmaStore", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface]>;
def CuteNvgpu_TmaReduceType : CuteNvgpu_AtomType<"TmaReduce", "atom.tma_reduce", "TmaReduce", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface]>;
def CuteNvgpu_UniversalCopyType : CuteNvgpu_Type<"UniversalCopy", "atom.universal_copy", "UniversalCopy", [CuteNvgpu_CopyAtomTypeInterface]> {
  let summary = "`atom.universal_copy<T[, N b][, allow_dsmem][, mem_order=O][, mem_scope=S]>`";
  let parameters = (ins "::mlir::Type":$valueType,
                        "unsigned":$bits, // 0: absent
                        "bool":$allowDsmem,
                        "std::optional<::cute_nvgpu::MemOrder>":$memOrder,
                        "std::optional<::cute_nvgpu::MemScope>":$memScope);
  let genVerifyDecl = 1;
}
def CuteNvgpu_SimtAsyncCopyType : CuteNvgpu_AtomType<"SimtAsyncCopy", "atom.simt_async_copy", "SimtAsyncCopy", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface]>;
def CuteNvgpu_LdsmType : CuteNvgpu_AtomType<"Ldsm", "atom.ldsm", "Ldsm", [CuteNvgpu_CopyAtomTypeInterface]>;
def CuteNvgpu_StsmType : CuteNvgpu_AtomType<"Stsm", "atom.stsm", "Stsm", [CuteNvgpu_CopyAtomTypeInterface]>;
def CuteNvgpu_NonExecTiledTmaLoadType : CuteNvgpu_AtomType<"NonExecTiledTmaLoad", "atom.non_exec_tiled_tma_load", "NonExecTiledTmaLoad", [CuteNvgpu_TmaAtomTypeInterface]>;
def CuteNvgpu_NonExecTiledTmaStoreType : CuteNvgpu_AtomType<"NonExecTiledTmaStore", "atom.non_exec_tiled_tma_store", "NonExecTiledTmaStore", [CuteNvgpu_TmaAtomTypeInterface]>;
def CuteNvgpu_NonExecTiledTmaReduceType : CuteNvgpu_AtomType<"NonExecTiledTmaReduce", "atom.non_exec_tiled_tma_reduce", "NonExecTiledTmaReduce", [CuteNvgpu_TmaAtomTypeInterface]>;

def CuteNvgpu_AtomIntegerType : TypeDef<CuteNvgpu_Dialect, "AtomInteger"> {
  let summary = "sub-byte / microscaling fragment integer `i<N>[<divby M>]`";
  let typeName = "cute_nvgpu.i";
  let parameters = (ins "unsigned":$width, "unsigned":$divby); // divby 0: absent
  let genVerifyDecl = 1;
}

#endif
