//===- CuteNvgpuTypes.td - the 29 cute_nvgpu types--------*- tablegen -*-===//
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
include "cute-nvgpu/Dialect/Cute/IR/CuteViewType.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAtomType.td"

// Every type answers the `cute` dialect's atom questions (a descriptor
// answers that it is no atom), from the interfaces below.
class CuteNvgpu_Type<string name, string mnem, string slot,
                     list<Trait> traits = []>
    : TypeDef<CuteNvgpu_Dialect, name,
              !listconcat(traits, [Cute_AtomTypeInterface])> {
  let typeName = "cute_nvgpu." # mnem;
  let extraClassDeclaration = [{
    static constexpr ::cute_nvgpu::target::Mnemonic kMnemonic =
        ::cute_nvgpu::target::Mnemonic::}] # slot # [{;
  }];
}

// Atom parameters are typed ODS parameters. Every one is optional so that
// the seed's bare mnemonic (`!cute_nvgpu.sm80.mma`) stays a valid type; the
// spelling of the `<...>` payload is NVIDIA CuTe DSL's printer output
// (AtomSyntax.cpp), the checks are the lattice and the seeds' ladders.
class CuteNvgpu_AtomType<string name, string mnem, string slot,
                         list<Trait> traits, dag params, string bare>
    : CuteNvgpu_Type<name, mnem, slot, traits> {
  let parameters = params;
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins), [{ return $_get($_ctxt, }] # bare # [{); }]>
  ];
  let skipDefaultBuilders = 0;
}

defvar kMmaParams = (ins
    OptionalArrayRefParameter<"int64_t", "M, N, K (empty: bare)">:$shape,
    OptionalParameter<"::mlir::Type", "A element type">:$aType,
    OptionalParameter<"::mlir::Type", "B element type">:$bType,
    OptionalParameter<"::mlir::Type", "C/D element type">:$cType);
defvar kMmaBare = "::llvm::ArrayRef<int64_t>{}, ::mlir::Type(), ::mlir::Type(), ::mlir::Type()";
defvar kMajors = (ins
    OptionalParameter<"std::optional<::cute_nvgpu::Major>">:$aMajor,
    OptionalParameter<"std::optional<::cute_nvgpu::Major>">:$bMajor);
defvar kUmmaParams = !con(kMmaParams, (ins
    "unsigned":$numCta /* 0: absent */), kMajors, (ins
    OptionalParameter<"std::optional<::cute_nvgpu::UmmaFragKind>">:$fragKind,
    OptionalParameter<"std::optional<int64_t>">:$cScaleExp));
defvar kUmmaBare = kMmaBare # ", 0u, std::nullopt, std::nullopt, std::nullopt, std::nullopt";
defvar kBlockScale = (ins
    OptionalParameter<"::mlir::Type", "scale-factor element type">:$sfType,
    "unsigned":$vecSize /* 0: absent */);

def CuteNvgpu_UniversalFmaType : CuteNvgpu_AtomType<"UniversalFma", "atom.universal_fma", "UniversalFma", [CuteNvgpu_MmaAtomTypeInterface], kMmaParams, kMmaBare>;
// Integer options beyond the seeds: `saturate = satfinite` (.satfinite) and,
// for b1, `bit_op = and|xor` (the popc's bit operation).
def CuteNvgpu_Sm80MmaType : CuteNvgpu_AtomType<"Sm80Mma", "sm80.mma", "Sm80Mma", [CuteNvgpu_MmaAtomTypeInterface],
    !con(kMmaParams, (ins "bool":$saturate, OptionalParameter<"std::optional<::cute_nvgpu::MmaBitOp>">:$bitOp)),
    kMmaBare # ", false, std::nullopt">;
def CuteNvgpu_Sm80SparseMmaType : CuteNvgpu_AtomType<"Sm80SparseMma", "sm80.sparse_mma", "Sm80SparseMma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface],
    !con(kMmaParams, (ins "bool":$saturate)), kMmaBare # ", false">;
def CuteNvgpu_Sm89MmaType : CuteNvgpu_AtomType<"Sm89Mma", "sm89.mma", "Sm89Mma", [CuteNvgpu_MmaAtomTypeInterface],
    !con(kMmaParams, (ins OptionalParameter<"std::optional<::cute_nvgpu::MmaKind>">:$kind)),
    kMmaBare # ", std::nullopt">;
def CuteNvgpu_SmemDescType : CuteNvgpu_Type<"SmemDesc", "smem_desc", "SmemDesc", [CuteNvgpu_DescriptorTypeInterface]>;
def CuteNvgpu_SmemDescViewType : CuteNvgpu_Type<"SmemDescView", "smem_desc_view", "SmemDescView", [CuteNvgpu_DescriptorTypeInterface, DeclareTypeInterfaceMethods<Cute_ViewTypeInterface>]> {
  let summary = "`smem_desc_view<SOURCE, LAYOUT>`";
  let description = [{
    Seed 002 spells it `smem_desc_view<memref<128xf16, 3>,
    #cute.layout<(4@0, 32@1)>>`, CuTe DSL `smem_desc_view<!cute_nvgpu.smem_desc,
    "(1,1):(0,0)">` (a quoted CuTe IR layout); both parse and print as written.
  }];
  let parameters = (ins "::mlir::Type":$source, "::mlir::Attribute":$layout);
  let genVerifyDecl = 1;
}
def CuteNvgpu_Sm90MmaType : CuteNvgpu_AtomType<"Sm90Mma", "sm90.mma", "Sm90Mma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_SmemDescriptorAtomTypeInterface],
    !con(kMmaParams, kMajors, (ins OptionalParameter<"std::optional<::cute_nvgpu::FragKind>">:$fragKind)),
    kMmaBare # ", std::nullopt, std::nullopt, std::nullopt">;
// `ws = true`: the weight-stationary form (tcgen05.mma.ws; neither CuTe
// nor CuTe DSL has such an atom, so the spelling is ours).
def CuteNvgpu_Sm100MmaType : CuteNvgpu_AtomType<"Sm100Mma", "sm100.mma", "Sm100Mma", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface],
    !con(kUmmaParams, (ins "bool":$weightStationary)), kUmmaBare # ", false">;
def CuteNvgpu_Sm100MmaSpType : CuteNvgpu_AtomType<"Sm100MmaSp", "sm100.mma_sp", "Sm100MmaSp", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface], kUmmaParams, kUmmaBare>;
def CuteNvgpu_Sm100MmaBsType : CuteNvgpu_AtomType<"Sm100MmaBs", "sm100.mma_bs", "Sm100MmaBs", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface],
    !con(kUmmaParams, kBlockScale), kUmmaBare # ", ::mlir::Type(), 0u">;
def CuteNvgpu_Sm100MmaBsSpType : CuteNvgpu_AtomType<"Sm100MmaBsSp", "sm100.mma_bs_sp", "Sm100MmaBsSp", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_TmemAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface, CuteNvgpu_SparseMetadataAtomTypeInterface],
    !con(kUmmaParams, kBlockScale), kUmmaBare # ", ::mlir::Type(), 0u">;
def CuteNvgpu_Sm120MmaBsType : CuteNvgpu_AtomType<"Sm120MmaBs", "SM120.mma_bs", "Sm120MmaBs", [CuteNvgpu_MmaAtomTypeInterface, CuteNvgpu_BlockScaleAtomTypeInterface],
    !con(kMmaParams, kBlockScale), kMmaBare # ", ::mlir::Type(), 0u">;

// TMEM copies: `<T, 32 DP, 32 bit, x32>` (data-path lanes, bits per lane,
// repetitions); 0 = bare.
// TMEM copies (tcgen05.ld / st): `<T, 32 DP, 32 bit, x16[, pack_16b]>`
// (CuTe DSL's CopyAtomSM100TmemLoad/StoreType: value type, data paths,
// bits, repeat, and the .pack::16b (load) / .unpack::16b (store) unit).
defvar kTmemParams = (ins OptionalParameter<"::mlir::Type">:$valueType,
    "unsigned":$dataPaths, "unsigned":$bits, "unsigned":$repeat,
    "bool":$packed16);
def CuteNvgpu_TmemLoadType : CuteNvgpu_AtomType<"TmemLoad", "atom.tmem_load", "TmemLoad", [CuteNvgpu_CopyAtomTypeInterface], kTmemParams, "::mlir::Type(), 0u, 0u, 0u, false">;
def CuteNvgpu_TmemStoreType : CuteNvgpu_AtomType<"TmemStore", "atom.tmem_store", "TmemStore", [CuteNvgpu_CopyAtomTypeInterface], kTmemParams, "::mlir::Type(), 0u, 0u, 0u, false">;
// SMEM-to-TMEM copies (tcgen05.cp): `<T, 128 DP, 256 bit, num_cta = 1>`,
// `<T, 32 DP, 128 bit, num_cta = 1, bcast = x4>` (CuTe DSL's
// CopyAtomSM100CopyS2TType: value type, data paths, bits, CTA group,
// broadcast); 0 = bare.
def CuteNvgpu_S2tCopyType : CuteNvgpu_AtomType<"S2tCopy", "atom.s2t_copy", "S2tCopy", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface],
    (ins OptionalParameter<"::mlir::Type">:$valueType, "unsigned":$dataPaths,
         "unsigned":$bits, "unsigned":$numCta,
         OptionalParameter<"std::optional<::cute_nvgpu::S2tBroadcast>">:$broadcast),
    "::mlir::Type(), 0u, 0u, 0u, std::nullopt">;
def CuteNvgpu_TmaDescriptorTiledType : CuteNvgpu_Type<"TmaDescriptorTiled", "tma_descriptor_tiled", "TmaDescriptorTiled", [CuteNvgpu_DescriptorTypeInterface]>;
def CuteNvgpu_TmaDescriptorIm2colType : CuteNvgpu_Type<"TmaDescriptorIm2col", "tma_descriptor_im2col", "TmaDescriptorIm2col", [CuteNvgpu_DescriptorTypeInterface]>;

// Executable TMA atoms: `<T, copy_bits = N, mode = tiled, [num_cta = 1,]
// [kind = ADD,] g_stride = <"()"> [mcast = true ]tma_gbasis = <"L">>`. The
// quoted strings are CuTe IR int tuples / layouts, kept verbatim after the
// layout library has parsed them.
defvar kTmaHead = (ins OptionalParameter<"::mlir::Type">:$valueType,
    "uint64_t":$copyBits);
defvar kTmaTail = (ins OptionalParameter<"::mlir::StringAttr">:$gStride,
    OptionalParameter<"::mlir::StringAttr">:$gbasis);
def CuteNvgpu_TmaLoadType : CuteNvgpu_AtomType<"TmaLoad", "atom.tma_load", "TmaLoad", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_PrefetchAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface],
    !con(kTmaHead, (ins OptionalParameter<"std::optional<::cute_nvgpu::TmaCopyMode>">:$mode, "unsigned":$numCta, "bool":$mcast), kTmaTail),
    "::mlir::Type(), 0u, std::nullopt, 0u, false, ::mlir::StringAttr(), ::mlir::StringAttr()">;
def CuteNvgpu_TmaStoreType : CuteNvgpu_AtomType<"TmaStore", "atom.tma_store", "TmaStore", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface],
    !con(kTmaHead, (ins OptionalParameter<"std::optional<::cute_nvgpu::TmaCopyMode>">:$mode), kTmaTail),
    "::mlir::Type(), 0u, std::nullopt, ::mlir::StringAttr(), ::mlir::StringAttr()">;
def CuteNvgpu_TmaReduceType : CuteNvgpu_AtomType<"TmaReduce", "atom.tma_reduce", "TmaReduce", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_TmaAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface],
    !con(kTmaHead, (ins OptionalParameter<"std::optional<::cute_nvgpu::TmaCopyMode>">:$mode, OptionalParameter<"std::optional<::cute_nvgpu::TmaReduceKind>">:$kind), kTmaTail),
    "::mlir::Type(), 0u, std::nullopt, std::nullopt, ::mlir::StringAttr(), ::mlir::StringAttr()">;
def CuteNvgpu_UniversalCopyType : CuteNvgpu_Type<"UniversalCopy", "atom.universal_copy", "UniversalCopy", [CuteNvgpu_CopyAtomTypeInterface]> {
  let summary = "`atom.universal_copy<T[, N b][, allow_dsmem][, mem_order=O][, mem_scope=S][, l1_cache_eviction_priority=P]>`";
  let parameters = (ins "::mlir::Type":$valueType,
                        "unsigned":$bits, // 0: absent
                        "bool":$allowDsmem,
                        "std::optional<::cute_nvgpu::MemOrder>":$memOrder,
                        "std::optional<::cute_nvgpu::MemScope>":$memScope,
                        OptionalParameter<"std::optional<::cute_nvgpu::CacheEvictionPriority>">:$l1Eviction);
  let genVerifyDecl = 1;
  let builders = [
    TypeBuilder<(ins "::mlir::Type":$valueType, "unsigned":$bits,
                     "bool":$allowDsmem,
                     "std::optional<::cute_nvgpu::MemOrder>":$memOrder,
                     "std::optional<::cute_nvgpu::MemScope>":$memScope), [{
      return $_get($_ctxt, valueType, bits, allowDsmem, memOrder, memScope,
                   std::nullopt);
    }]>
  ];
}
// cp.async: `<T, cache = always|global, N b>`; the older `<BYTES>` form
// (no value type) still parses and prints as written.
def CuteNvgpu_SimtAsyncCopyType : CuteNvgpu_AtomType<"SimtAsyncCopy", "atom.simt_async_copy", "SimtAsyncCopy", [CuteNvgpu_CopyAtomTypeInterface, CuteNvgpu_AsyncCopyAtomTypeInterface],
    (ins OptionalParameter<"::mlir::Type">:$valueType,
         OptionalParameter<"std::optional<::cute_nvgpu::AsyncCacheMode>">:$cache,
         "unsigned":$bits),
    "::mlir::Type(), std::nullopt, 0u">;
// ldmatrix / stmatrix: `<val_type = T, mode = <"(8,8)">, sz_pattern = u16,
// num_matrices = 4, t|n>` (stsm has no val_type key nor sz_pattern); the
// older variant keyword `<m8n8.x4.trans>` still parses and prints as written.
defvar kMatrixParams = (ins OptionalParameter<"::mlir::Type">:$valueType,
    OptionalArrayRefParameter<"int64_t", "matrix shape">:$mode,
    OptionalParameter<"std::optional<::cute_nvgpu::LdsmSzPattern>">:$szPattern,
    "unsigned":$numMatrices, "bool":$transpose);
defvar kMatrixBare = "::mlir::Type(), ::llvm::ArrayRef<int64_t>{}, std::nullopt, 0u, false";
def CuteNvgpu_LdsmType : CuteNvgpu_AtomType<"Ldsm", "atom.ldsm", "Ldsm", [CuteNvgpu_CopyAtomTypeInterface], kMatrixParams, kMatrixBare>;
def CuteNvgpu_StsmType : CuteNvgpu_AtomType<"Stsm", "atom.stsm", "Stsm", [CuteNvgpu_CopyAtomTypeInterface], kMatrixParams, kMatrixBare>;
// Non-executable tiled TMA atoms: `<[KIND, ]T, copy_bits = N, tma_gbasis =
// <"L">, tma_format = F>` (CuTe DSL 4.4) or `..., internal_val_type = T>`
// (4.3); the spelling that was parsed is the one printed.
defvar kNonExecTail = (ins OptionalParameter<"::mlir::Type">:$valueType,
    "uint64_t":$copyBits,
    OptionalParameter<"::mlir::StringAttr">:$gbasis,
    OptionalParameter<"std::optional<::cute_nvgpu::TmaDataFormat>">:$tmaFormat,
    OptionalParameter<"::mlir::Type">:$internalValType);
defvar kNonExecBare = "::mlir::Type(), 0u, ::mlir::StringAttr(), std::nullopt, ::mlir::Type()";
def CuteNvgpu_NonExecTiledTmaLoadType : CuteNvgpu_AtomType<"NonExecTiledTmaLoad", "atom.non_exec_tiled_tma_load", "NonExecTiledTmaLoad", [CuteNvgpu_TmaAtomTypeInterface],
    !con((ins OptionalParameter<"std::optional<::cute_nvgpu::TiledTmaLoad>">:$loadKind), kNonExecTail),
    !strconcat("std::nullopt, ", kNonExecBare)>;
def CuteNvgpu_NonExecTiledTmaStoreType : CuteNvgpu_AtomType<"NonExecTiledTmaStore", "atom.non_exec_tiled_tma_store", "NonExecTiledTmaStore", [CuteNvgpu_TmaAtomTypeInterface], kNonExecTail, kNonExecBare>;
def CuteNvgpu_NonExecTiledTmaReduceType : CuteNvgpu_AtomType<"NonExecTiledTmaReduce", "atom.non_exec_tiled_tma_reduce", "NonExecTiledTmaReduce", [CuteNvgpu_TmaAtomTypeInterface],
    !con((ins OptionalParameter<"std::optional<::cute_nvgpu::TmaReduceKind>">:$kind), kNonExecTail),
    !strconcat("std::nullopt, ", kNonExecBare)>;

// Non-executable im2col TMA atoms (CuTe DSL's make_im2col_tma_atom), after
// seed 002's 27 mnemonics: `<[KIND, ]T, copy_bits = N, tma_gbasis = <"L">
// [, tma_format = F]>`; the G-basis is the im2col box's value map
// ((channels, pixels), multicast):(GMEM bases).
def CuteNvgpu_NonExecIm2colTmaLoadType : CuteNvgpu_AtomType<"NonExecIm2colTmaLoad", "atom.non_exec_im2col_tma_load", "NonExecIm2colTmaLoad", [CuteNvgpu_TmaAtomTypeInterface],
    !con((ins OptionalParameter<"std::optional<::cute_nvgpu::Im2colTmaLoad>">:$loadKind), kNonExecTail),
    !strconcat("std::nullopt, ", kNonExecBare)>;
def CuteNvgpu_NonExecIm2colTmaStoreType : CuteNvgpu_AtomType<"NonExecIm2colTmaStore", "atom.non_exec_im2col_tma_store", "NonExecIm2colTmaStore", [CuteNvgpu_TmaAtomTypeInterface], kNonExecTail, kNonExecBare>;

def CuteNvgpu_AtomIntegerType : TypeDef<CuteNvgpu_Dialect, "AtomInteger"> {
  let summary = "sub-byte / microscaling fragment integer `i<N>[<divby M>]`";
  let typeName = "cute_nvgpu.i";
  let parameters = (ins "unsigned":$width, "unsigned":$divby); // divby 0: absent
  let genVerifyDecl = 1;
}

#endif
