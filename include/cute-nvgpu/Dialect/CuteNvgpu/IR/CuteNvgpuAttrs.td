//===- CuteNvgpuAttrs.td - the dialect's enum attributes ---*- tablegen -*-===//
//
// Only the enums seed 001's worked example spells as attributes
// (#cute_nvgpu.tma_load_mode<...>, #cute_nvgpu.load_cache_mode<...>) and the
// TMA store/reduce enums beside them. Everything else is builtin attributes.
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

#endif
