//===- NvgpuExtensionOps.td - CuTe DSL's extra `nvgpu` ops -*- tablegen -*-===//
//
// Like NvvmExtensionOps.td, for MLIR 22's NVGPU dialect: ops and attributes
// NVIDIA CuTe DSL writes that MLIR 22 lacks, added to the loaded NVGPUDialect.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_NVGPU_EXTENSION_OPS_TD
#define CUTE_NVGPU_NVGPU_EXTENSION_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Stands for MLIR 22's NVGPUDialect; only the name matters to generated code.
def DslNvgpu_Dialect : Dialect {
  let name = "nvgpu";
  let cppNamespace = "::cute_nvgpu::nvgpu_ext";
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
}

class DslNvgpu_I32Enum<string name, string summary, list<I32EnumAttrCase> cases>
    : I32EnumAttr<name, summary, cases> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::cute_nvgpu::nvgpu_ext";
}

class DslNvgpu_EnumAttr<I32EnumAttr enum, string mnemonic>
    : EnumAttr<DslNvgpu_Dialect, enum, mnemonic> {
  let assemblyFormat = "`<` $value `>`";
}

def DslNvgpu_RoundingMode : DslNvgpu_I32Enum<"RoundingMode",
    "IEEE rounding of a conversion (.rn/.rz/.rm/.rp)", [
      I32EnumAttrCase<"RN", 0, "rn">, I32EnumAttrCase<"RZ", 1, "rz">,
      I32EnumAttrCase<"RM", 2, "rm">, I32EnumAttrCase<"RP", 3, "rp">]>;
def DslNvgpu_RoundingModeAttr : DslNvgpu_EnumAttr<DslNvgpu_RoundingMode, "rnd">;

def DslNvgpu_SubbytePackedKind : DslNvgpu_I32Enum<"SubbytePackedKind",
    "how sub-byte results are packed into registers", [
      I32EnumAttrCase<"Compact", 0, "compact">]>;
def DslNvgpu_SubbytePackedKindAttr : DslNvgpu_EnumAttr<DslNvgpu_SubbytePackedKind, "subbytes_packedkind">;

def DslNvgpu_CvtFpTruncOp : Op<DslNvgpu_Dialect, "cvt_fptrunc", [Pure]> {
  let summary = "narrows a vector of floats (PTX `cvt` to f16/bf16/f8/f6/f4)";
  let description = [{
    Element-wise conversion of a float vector to a narrower float type of the
    same length, rounding with `rnd` (default `rn`). Results narrower than a
    byte are packed as `packed_kind` says (default `compact`: adjacent
    elements share a byte). PTX converts to the 8-, 6- and 4-bit formats
    (e4m3, e5m2, e2m3, e3m2, e2m1) with round-to-nearest-even only.

    ```mlir
    %q = nvgpu.cvt_fptrunc %v : vector<4xf32> to vector<4xf8E4M3FN>
    ```
  }];
  let arguments = (ins VectorOfAnyRankOf<[F32, F16, BF16]>:$in,
      DefaultValuedAttr<DslNvgpu_SubbytePackedKindAttr, "SubbytePackedKind::Compact">:$packed_kind,
      DefaultValuedAttr<DslNvgpu_RoundingModeAttr, "RoundingMode::RN">:$rnd);
  let results = (outs VectorOfAnyRankOf<[F16, BF16, F8E4M3FN, F8E5M2, F6E2M3FN,
                                         F6E3M2FN, F4E2M1FN]>:$out);
  let assemblyFormat = "$in attr-dict `:` type($in) `to` type($out)";
  let hasVerifier = 1;
}

#endif // CUTE_NVGPU_NVGPU_EXTENSION_OPS_TD
