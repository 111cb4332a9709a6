//===- CuteNvgpuOps.td - cute_nvgpu ops --------------------*- tablegen -*-===//
#ifndef CUTE_NVGPU_OPS_TD
#define CUTE_NVGPU_OPS_TD

include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.td"
include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuAttrs.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class CuteNvgpu_Op<string mnemonic, list<Trait> traits = []>
    : Op<CuteNvgpu_Dialect, mnemonic, traits>;

def CuteNvgpu_MakeAtomOp : CuteNvgpu_Op<"make_atom",
    [Pure, DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "materialise an atom value of a static atom type";
  let description = [{
    `%a = cute_nvgpu.make_atom : !cute_nvgpu.sm90.mma<64x128x16, ...>`.
    The verifier runs seed 003's verify_atom_instance dispatch (MMA, copy,
    prefetch interfaces) without a target; the target pass adds the tier
    checks. The result gets seed 002's SSA alias hint.
  }];
  let results = (outs AnyType:$atom);
  let assemblyFormat = "attr-dict `:` qualified(type($atom))";
  let hasVerifier = 1;
}

#endif
