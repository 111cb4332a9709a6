//===- CuteOpBase.td - the base of every cute op ----------*- tablegen -*-===//
#ifndef CUTE_OP_BASE_TD
#define CUTE_OP_BASE_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteTypes.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteTracedInference.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// CuTe IR's error leaf `x` may be written in an int tuple type (where CuTe
// IR's algebra could not compute a leaf) but no op computes with it: every
// cute op refuses such an operand, before its result types are inferred.
def Cute_OperandsHaveNoErrorLeaf
    : NativeOpTrait<"OperandsHaveNoErrorLeaf"> {
  let cppNamespace = "::cute_nvgpu::cute";
}

class Cute_Op<string mnemonic, list<Trait> traits = []>
    : Op<Cute_Dialect, mnemonic,
         !listconcat([Cute_OperandsHaveNoErrorLeaf], traits)>;

#endif // CUTE_OP_BASE_TD
