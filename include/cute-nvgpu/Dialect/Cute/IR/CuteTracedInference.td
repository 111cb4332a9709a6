//===- CuteTracedInference.td - result types with a tracer --*- tablegen -*-===//
//
// A cute op's result type is the layout algebra evaluated on its operand
// types. The run-time lowering evaluates it once more with a tracer that
// sees every leaf operation on a dynamic value (cute-nvgpu/Layout/Dynamic.h)
// and so learns how each dynamic result leaf is computed. The tracer is an
// argument of the op's one inference body, not ambient state.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_TRACED_INFERENCE_TD
#define CUTE_TRACED_INFERENCE_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def Cute_TracedInferenceOpInterface
    : OpInterface<"CuteTracedInferenceOpInterface"> {
  let cppNamespace = "::cute_nvgpu::cute";
  let description = [{
    Implemented by every `cute` op whose result-type inference can compute a
    dynamic leaf (rather than only move operand leaves into the result). The
    one method runs exactly the inference `inferReturnTypes` runs, and hands
    `tracer` to the layout algebra, which reports to it each leaf operation
    (multiply, add, shape_div, ...) whose result is dynamic and reads the
    tag it returns as the result leaf's divisibility. With a null tracer it
    is `inferReturnTypes`.

    The run-time lowering tags the operands' dynamic leaves, calls this
    method with a tracer that emits each reported operation as `arith` ops,
    and reads every dynamic leaf of the inferred type as the value its tag
    names. An op without this interface may only pass operand leaves
    through; its lowering refuses a computed dynamic leaf.
  }];
  let methods = [
    StaticInterfaceMethod<[{
        Infers the result types from the operands as `inferReturnTypes`
        does, reporting each leaf operation on a dynamic value to `tracer`
        (null: types only).
      }],
      "::llvm::LogicalResult", "inferTracedReturnTypes",
      (ins "::mlir::MLIRContext *":$context,
           "::std::optional<::mlir::Location>":$location,
           "::mlir::ValueRange":$operands,
           "::mlir::DictionaryAttr":$attributes,
           "::mlir::OpaqueProperties":$properties,
           "::mlir::RegionRange":$regions,
           "::llvm::SmallVectorImpl<::mlir::Type> &":$inferredReturnTypes,
           "::cute_nvgpu::layout::dyn::Tracer *":$tracer)>,
  ];
}

// The result types of an op with traced inference: the op's .cpp defines the
// one body,
//   static LogicalResult inferReturnTypes(MLIRContext *, std::optional<Location>,
//       Adaptor, SmallVectorImpl<Type> &, layout::dyn::Tracer *tracer);
// and both InferTypeOpInterface's inferReturnTypes (tracer null) and
// CuteTracedInferenceOpInterface's inferTracedReturnTypes call it, once
// checkInferenceOperands (CuteOps.cpp) found the operand count ODS fixes:
// a builder may pass any number, and the adaptor indexes by that count.
def Cute_TracedInferenceTrait : NativeOpTrait<"TracedInference",
    /*traits=*/[],
    /*extraOpDeclaration=*/[{
      static ::llvm::LogicalResult
      inferReturnTypes(::mlir::MLIRContext *context,
                       std::optional<::mlir::Location> location,
                       Adaptor adaptor,
                       ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes,
                       ::cute_nvgpu::layout::dyn::Tracer *tracer);
    }],
    /*extraOpDefinition=*/[{
      ::llvm::LogicalResult $cppClass::inferReturnTypes(
          ::mlir::MLIRContext *context,
          std::optional<::mlir::Location> location,
          ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
          ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes) {
        return inferTracedReturnTypes(context, location, operands, attributes,
                                      properties, regions, inferredReturnTypes,
                                      /*tracer=*/nullptr);
      }

      ::llvm::LogicalResult $cppClass::inferTracedReturnTypes(
          ::mlir::MLIRContext *context,
          std::optional<::mlir::Location> location,
          ::mlir::ValueRange operands, ::mlir::DictionaryAttr attributes,
          ::mlir::OpaqueProperties properties, ::mlir::RegionRange regions,
          ::llvm::SmallVectorImpl<::mlir::Type> &inferredReturnTypes,
          ::cute_nvgpu::layout::dyn::Tracer *tracer) {
        if (::mlir::failed(checkInferenceOperands<$cppClass>(location, operands)))
          return ::mlir::failure();
        $cppClass::Adaptor adaptor(operands, attributes, properties, regions);
        return $cppClass::inferReturnTypes(context, location, adaptor,
                                           inferredReturnTypes, tracer);
      }
    }]> {
  let cppNamespace = "::cute_nvgpu::cute";
}

def Cute_TracedInference : TraitList<[
  DeclareOpInterfaceMethods<InferTypeOpInterface>,
  DeclareOpInterfaceMethods<Cute_TracedInferenceOpInterface>,
  Cute_TracedInferenceTrait
]>;

#endif // CUTE_TRACED_INFERENCE_TD
