//===- CuteOpBase.td - the base of every cute op ----------*- tablegen -*-===//
#ifndef CUTE_OP_BASE_TD
#define CUTE_OP_BASE_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteTypes.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Cute_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cute_Dialect, mnemonic, traits>;

#endif // CUTE_OP_BASE_TD
