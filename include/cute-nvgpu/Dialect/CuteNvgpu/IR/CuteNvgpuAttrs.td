//===- CuteNvgpuAttrs.td - the dialect's enum attributes ---*- tablegen -*-===//
//
// Every closed keyword set of the dialect is an enum here, its case string
// the spelling the seeds (and PTX) use: seed 001's TMA modes and cache
// operators, the universal-copy order/scope, and the builder options
// (operand majors, fragment kinds, descriptor encodings, instruction kinds).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_ATTRS_TD
#define CUTE_NVGPU_ATTRS_TD

include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def CuteNvgpu_TmaLoadMode : I32EnumAttr<"TmaLoadMode", "TMA load mode", [
    I32EnumAttrCase<"Tiled", 0, "tiled">,          // TMA_LOAD_NO_MULTICAST
    I32EnumAttrCase<"TwoCta", 1, "two_cta">,        // TMA_LOAD_TWO_CTA
    I32EnumAttrCase<"WMulticast", 2, "w_multicast">,    // TMA_LOAD_W_MULTICAST
    I32EnumAttrCase<"W128Multicast", 3, "w128_multicast">, // TMA_LOAD_W128_MULTICAST
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_TmaStoreMode : I32EnumAttr<"TmaStoreMode", "TMA store mode", [
    I32EnumAttrCase<"Tiled", 0, "tiled">, I32EnumAttrCase<"Im2col", 1, "im2col">,
    I32EnumAttrCase<"Im2colW", 2, "im2col_w">, I32EnumAttrCase<"Im2colW128", 3, "im2col_w128">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
// Spelled as CuTe DSL prints it (`#cute_nvgpu.tma_reduce_kind<ADD>`, the
// first parameter of `atom.non_exec_tiled_tma_reduce<ADD, ...>`).
def CuteNvgpu_TmaReduceKind : I32EnumAttr<"TmaReduceKind", "TMA reduce kind", [
    I32EnumAttrCase<"Add", 0, "ADD">, I32EnumAttrCase<"Min", 1, "MIN">,
    I32EnumAttrCase<"Max", 2, "MAX">, I32EnumAttrCase<"Inc", 3, "INC">,
    I32EnumAttrCase<"Dec", 4, "DEC">, I32EnumAttrCase<"And", 5, "AND">,
    I32EnumAttrCase<"Or", 6, "OR">, I32EnumAttrCase<"Xor", 7, "XOR">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_LoadCacheMode : I32EnumAttr<"LoadCacheMode",
    "PTX load cache operator", [
    I32EnumAttrCase<"Ca", 0, "ca">, I32EnumAttrCase<"Cg", 1, "cg">,
    I32EnumAttrCase<"Cs", 2, "cs">, I32EnumAttrCase<"Lu", 3, "lu">,
    I32EnumAttrCase<"Cv", 4, "cv">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}

// Universal-copy memory order and scope (seed 002). Stored in the type, not
// as attributes.
def CuteNvgpu_MemOrder : I32EnumAttr<"MemOrder", "memory order", [
    I32EnumAttrCase<"Relaxed", 0, "relaxed">, I32EnumAttrCase<"Acquire", 1, "acquire">,
    I32EnumAttrCase<"Release", 2, "release">, I32EnumAttrCase<"AcqRel", 3, "acq_rel">,
    I32EnumAttrCase<"Sc", 4, "sc">, I32EnumAttrCase<"Mmio", 5, "mmio">,
    I32EnumAttrCase<"Constant", 6, "constant">, I32EnumAttrCase<"Volatile", 7, "volatile">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_MemScope : I32EnumAttr<"MemScope", "memory scope", [
    I32EnumAttrCase<"Cluster", 0, "cluster">, I32EnumAttrCase<"Gpu", 1, "gpu">,
    I32EnumAttrCase<"Sys", 2, "sys">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}

// Builder options of the MMA and descriptor ops.
def CuteNvgpu_Major : I32EnumAttr<"Major",
    "operand major: K-major (contiguous along K) or MN-major", [
    I32EnumAttrCase<"K", 0, "k">, I32EnumAttrCase<"MN", 1, "mn">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_FragKind : I32EnumAttr<"FragKind",
    "where a WGMMA A operand comes from: ss (SMEM descriptor) or rs (registers)", [
    I32EnumAttrCase<"SS", 0, "ss">, I32EnumAttrCase<"RS", 1, "rs">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_DescArch : I32EnumAttr<"DescArch",
    "SMEM matrix-descriptor encoding: sm90 (wgmma) or sm100 (tcgen05)", [
    I32EnumAttrCase<"Sm90", 0, "sm90">, I32EnumAttrCase<"Sm100", 1, "sm100">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_MmaKind : I32EnumAttr<"MmaKind",
    "mma.sync instruction kind beyond the base form", [
    I32EnumAttrCase<"F8F6F4", 0, "f8f6f4">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}

// Atom parameters as CuTe DSL prints them.
def CuteNvgpu_UmmaFragKind : I32EnumAttr<"UmmaFragKind",
    "where a UMMA A operand comes from: ss (SMEM descriptor) or ts (TMEM)", [
    I32EnumAttrCase<"SS", 0, "ss">, I32EnumAttrCase<"TS", 1, "ts">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
// CuTe DSL's CopyS2TBroadcast: how tcgen05.cp spreads a 32- or 64-row
// source over the four lane quarters (absent: none).
def CuteNvgpu_S2tBroadcast : I32EnumAttr<"S2tBroadcast",
    "tcgen05.cp multicast of an S2T copy atom", [
    I32EnumAttrCase<"X4", 1, "x4">, I32EnumAttrCase<"Lw0213", 2, "lw_0213">,
    I32EnumAttrCase<"Lw0123", 3, "lw_0123">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_TmaCopyMode : I32EnumAttr<"TmaCopyMode",
    "TMA box addressing of an executable TMA atom", [
    I32EnumAttrCase<"Tiled", 0, "tiled">, I32EnumAttrCase<"Im2col", 1, "im2col">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_AsyncCacheMode : I32EnumAttr<"AsyncCacheMode",
    "cp.async cache mode: always = .ca (L1 and L2), global = .cg (L2 only)", [
    I32EnumAttrCase<"Always", 0, "always">, I32EnumAttrCase<"Global", 1, "global">,
    I32EnumAttrCase<"Streaming", 2, "streaming">,
    I32EnumAttrCase<"LastUse", 3, "last_use">, I32EnumAttrCase<"None", 4, "none">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_LdsmSzPattern : I32EnumAttr<"LdsmSzPattern",
    "ldmatrix element-size pattern", [
    I32EnumAttrCase<"U16", 0, "u16">, I32EnumAttrCase<"U8", 1, "u8">,
    I32EnumAttrCase<"U4x16p64to8", 2, "u4x16p64to8">,
    I32EnumAttrCase<"U6x16p32to8", 3, "u6x16p32to8">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_TiledTmaLoad : I32EnumAttr<"TiledTmaLoad",
    "which CTAs a tiled TMA load serves", [
    I32EnumAttrCase<"Sm90", 0, "sm_90">,
    I32EnumAttrCase<"Sm90Multicast", 1, "sm_90_multicast">,
    I32EnumAttrCase<"Sm100TwoSm", 2, "sm_100_2sm">,
    I32EnumAttrCase<"Sm100TwoSmMulticast", 3, "sm_100_2sm_multicast">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
// CuTe DSL's Im2ColTmaLoadEnum: the same four CTA arrangements for an
// im2col load.
def CuteNvgpu_Im2colTmaLoad : I32EnumAttr<"Im2colTmaLoad",
    "which CTAs an im2col TMA load serves", [
    I32EnumAttrCase<"Sm90", 0, "sm_90">,
    I32EnumAttrCase<"Sm90Multicast", 1, "sm_90_multicast">,
    I32EnumAttrCase<"Sm100TwoSm", 2, "sm_100_2sm">,
    I32EnumAttrCase<"Sm100TwoSmMulticast", 3, "sm_100_2sm_multicast">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
// CUtensorMapDataType in CuTe DSL's spelling (U8, F16_RN, ...).
def CuteNvgpu_TmaDataFormat : I32EnumAttr<"TmaDataFormat",
    "TMA tensor-map element format", [
    I32EnumAttrCase<"U8", 0, "U8">, I32EnumAttrCase<"U16", 1, "U16">,
    I32EnumAttrCase<"U32", 2, "U32">, I32EnumAttrCase<"S32", 3, "S32">,
    I32EnumAttrCase<"U64", 4, "U64">, I32EnumAttrCase<"S64", 5, "S64">,
    I32EnumAttrCase<"F16RN", 6, "F16_RN">, I32EnumAttrCase<"F32RN", 7, "F32_RN">,
    I32EnumAttrCase<"F32FtzRN", 8, "F32_FTZ_RN">, I32EnumAttrCase<"F64RN", 9, "F64_RN">,
    I32EnumAttrCase<"BF16RN", 10, "BF16_RN">, I32EnumAttrCase<"TF32RN", 11, "TF32_RN">,
    I32EnumAttrCase<"TF32FtzRN", 12, "TF32_FTZ_RN">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_CacheEvictionPriority : I32EnumAttr<"CacheEvictionPriority",
    "L1 eviction priority of a universal copy", [
    I32EnumAttrCase<"EvictNormal", 0, "evict_normal">,
    I32EnumAttrCase<"EvictFirst", 1, "evict_first">,
    I32EnumAttrCase<"EvictLast", 2, "evict_last">,
    I32EnumAttrCase<"EvictUnchanged", 3, "evict_unchanged">,
    I32EnumAttrCase<"NoAllocate", 4, "no_allocate">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
// Atom field selectors of `cute_nvgpu.atom.get_value` / `set_value`.
def CuteNvgpu_AtomCopyFieldTmaLoad : I32EnumAttr<"AtomCopyFieldTmaLoad",
    "a runtime field of an executable TMA load atom", [
    I32EnumAttrCase<"TmaBar", 0, "tma_bar">,
    I32EnumAttrCase<"McastMask", 1, "mcast_mask">,
    I32EnumAttrCase<"TmaDescriptorPtr", 2, "tma_descriptor_ptr">,
    I32EnumAttrCase<"CachePolicy", 3, "cache_policy">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_AtomCopyFieldTmaStore : I32EnumAttr<"AtomCopyFieldTmaStore",
    "a runtime field of an executable TMA store atom", [
    I32EnumAttrCase<"TmaDescriptorPtr", 0, "tma_descriptor_ptr">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_AtomMmaFieldSm90 : I32EnumAttr<"AtomMmaFieldSm90",
    "a runtime field of an SM90 MMA atom", [
    I32EnumAttrCase<"AccumC", 0, "accum_c">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_AtomMmaFieldSm100 : I32EnumAttr<"AtomMmaFieldSm100",
    "a runtime field of an SM100 MMA atom", [
    I32EnumAttrCase<"AccumC", 0, "accum_c">, I32EnumAttrCase<"NegA", 1, "neg_a">,
    I32EnumAttrCase<"NegB", 2, "neg_b">, I32EnumAttrCase<"SfA", 3, "sf_a">,
    I32EnumAttrCase<"SfB", 4, "sf_b">,
    // A sparse MMA's metadata: CuTe's tmem_e (MMA_Traits::with(E)).
    I32EnumAttrCase<"Metadata", 5, "metadata">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}
def CuteNvgpu_MmaBitOp : I32EnumAttr<"MmaBitOp",
    "b1 mma.sync bit operation before the population count", [
    I32EnumAttrCase<"Xor", 0, "xor">, I32EnumAttrCase<"And", 1, "and">,
  ]> {
  let cppNamespace = "::cute_nvgpu";
  let genSpecializedAttr = 0;
}

class CuteNvgpu_EnumAttr<EnumAttrInfo info, string mnem>
    : EnumAttr<CuteNvgpu_Dialect, info, mnem> {
  let assemblyFormat = "`<` $value `>`";
}
def CuteNvgpu_TmaLoadModeAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TmaLoadMode, "tma_load_mode">;
def CuteNvgpu_TmaStoreModeAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TmaStoreMode, "tma_store_mode">;
def CuteNvgpu_TmaReduceKindAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TmaReduceKind, "tma_reduce_kind">;
def CuteNvgpu_LoadCacheModeAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_LoadCacheMode, "load_cache_mode">;
def CuteNvgpu_MajorAttr : CuteNvgpu_EnumAttr<CuteNvgpu_Major, "major">;
def CuteNvgpu_FragKindAttr : CuteNvgpu_EnumAttr<CuteNvgpu_FragKind, "frag_kind">;
def CuteNvgpu_DescArchAttr : CuteNvgpu_EnumAttr<CuteNvgpu_DescArch, "desc_arch">;
def CuteNvgpu_MmaKindAttr : CuteNvgpu_EnumAttr<CuteNvgpu_MmaKind, "mma_kind">;
def CuteNvgpu_TiledTmaLoadAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TiledTmaLoad, "tiled_tma_load">;
def CuteNvgpu_Im2colTmaLoadAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_Im2colTmaLoad, "im2col_tma_load">;
def CuteNvgpu_TmaDataFormatAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_TmaDataFormat, "tma_data_format">;
def CuteNvgpu_AtomCopyFieldTmaLoadAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_AtomCopyFieldTmaLoad, "atom_copy_field_tmaload">;
def CuteNvgpu_AtomCopyFieldTmaStoreAttr
    : CuteNvgpu_EnumAttr<CuteNvgpu_AtomCopyFieldTmaStore, "atom_copy_field_tmastore">;
def CuteNvgpu_AtomMmaFieldSm90Attr
    : CuteNvgpu_EnumAttr<CuteNvgpu_AtomMmaFieldSm90, "atom_mma_field_sm90">;
def CuteNvgpu_AtomMmaFieldSm100Attr
    : CuteNvgpu_EnumAttr<CuteNvgpu_AtomMmaFieldSm100, "atom_mma_field_sm100">;
def CuteNvgpu_MmaBitOpAttr : CuteNvgpu_EnumAttr<CuteNvgpu_MmaBitOp, "mma_bit_op">;

#endif
