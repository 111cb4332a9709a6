//===- NvvmExtensions.h - CuTe DSL's extra nvvm/nvgpu/vector ops -*- C++ -*-===//
//
// NVIDIA CuTe DSL writes ops and attributes in the `nvvm`, `nvgpu` and
// `vector` dialects that MLIR 22 does not have. They are added to MLIR 22's
// own dialects without changing LLVM:
//  - vector: a dialect extension inserts the ops into the loaded
//    VectorDialect (RegisteredOperationName::insert).
//  - nvvm, nvgpu: their new attributes must also parse, and a dialect parses
//    `#nvvm.<mnemonic>` only in its own parseAttribute. So the registry builds
//    the NVVM (NVGPU) dialect as a subclass of MLIR 22's class that keeps its
//    TypeID and everything it registers, adds the DSL's attributes and ops,
//    and parses/prints the DSL's attribute mnemonics before deferring to the
//    base class.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONS_H
#define CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONS_H

#include "mlir/IR/DialectRegistry.h"

namespace cute_nvgpu {
/// Registers the NVVM and NVGPU dialects with CuTe DSL's extra ops and
/// attributes, and the extension that adds the DSL's extra vector ops.
/// A registry keeps the first constructor it is given for a dialect, so call
/// this before anything else inserts NVVMDialect or NVGPUDialect into
/// `registry` (e.g. registerNVVMDialectTranslation); later inserts of the
/// plain classes are then no-ops.
void registerDslDialectExtensions(mlir::DialectRegistry &registry);
} // namespace cute_nvgpu

#endif // CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_NVVMEXTENSIONS_H
