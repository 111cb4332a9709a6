//===- VectorExtensionOps.td - vector ops MLIR 22 retired --*- tablegen -*-===//
//
// `vector.extractelement` and `vector.splat`, which NVIDIA CuTe DSL still
// writes and MLIR 22's Vector dialect no longer has (their replacements are
// vector.extract and vector.broadcast). Added to the loaded VectorDialect by a
// dialect extension; they need no attributes of their own.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_VECTOR_EXTENSION_OPS_TD
#define CUTE_NVGPU_VECTOR_EXTENSION_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

// Stands for MLIR 22's VectorDialect; only the name matters to generated code.
def DslVector_Dialect : Dialect {
  let name = "vector";
  let cppNamespace = "::cute_nvgpu::vector_ext";
}

def DslVector_ExtractElementOp : Op<DslVector_Dialect, "extractelement", [Pure,
    TypesMatchWith<"result type matches element type of vector operand",
                   "vector", "result",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "one element of a 0-D or 1-D vector";
  let description = [{
    The element of a 1-D vector at a dynamic `position`, or the element of a
    0-D vector (no position). Same as `vector.extract %v[%i]`.

    ```mlir
    %e = vector.extractelement %v[%i : i32] : vector<2xf32>
    %s = vector.extractelement %z[] : vector<f32>
    ```
  }];
  let arguments = (ins AnyVectorOfAnyRank:$vector,
                       Optional<AnySignlessIntegerOrIndex>:$position);
  let results = (outs AnyType:$result);
  let assemblyFormat = [{
    $vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)
  }];
  let hasVerifier = 1;
}

def DslVector_SplatOp : Op<DslVector_Dialect, "splat", [Pure,
    TypesMatchWith<"operand type matches element type of result",
                   "aggregate", "input",
                   "::llvm::cast<::mlir::VectorType>($_self).getElementType()">]> {
  let summary = "a vector with every element equal to a scalar";
  let description = [{
    Same as `vector.broadcast` of a scalar.

    ```mlir
    %v = vector.splat %x : vector<16xbf16>
    ```
  }];
  let arguments = (ins AnyType:$input);
  let results = (outs AnyVectorOfAnyRank:$aggregate);
  let assemblyFormat = "$input attr-dict `:` type($aggregate)";
}

#endif // CUTE_NVGPU_VECTOR_EXTENSION_OPS_TD
