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
def CuteNvgpu_TmaReduceKind : I32EnumAttr<"TmaReduceKind", "TMA reduce kind", [
    I32EnumAttrCase<"Add", 0, "add">, I32EnumAttrCase<"Min", 1, "min">,
    I32EnumAttrCase<"Max", 2, "max">, I32EnumAttrCase<"Inc", 3, "inc">,
    I32EnumAttrCase<"Dec", 4, "dec">, I32EnumAttrCase<"And", 5, "and">,
    I32EnumAttrCase<"Or", 6, "or">, I32EnumAttrCase<"Xor", 7, "xor">,
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
def CuteNvgpu_MmaBitOpAttr : CuteNvgpu_EnumAttr<CuteNvgpu_MmaBitOp, "mma_bit_op">;

#endif
