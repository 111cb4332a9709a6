//===- ExtendedDialects.h - builders of the extended NVVM/NVGPU dialects --===//
//
// Each returns MLIR 22's dialect object (same class, same TypeID) with CuTe
// DSL's extra attributes and ops added; see NvvmExtensions.h.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_DIALECT_NVVMEXTENSIONS_EXTENDEDDIALECTS_H
#define CUTE_NVGPU_LIB_DIALECT_NVVMEXTENSIONS_EXTENDEDDIALECTS_H

#include "mlir/IR/Dialect.h"
#include "llvm/ADT/StringExtras.h"
#include <memory>

namespace cute_nvgpu {
std::unique_ptr<mlir::Dialect> makeExtendedNvvmDialect(mlir::MLIRContext *ctx);
std::unique_ptr<mlir::Dialect> makeExtendedNvgpuDialect(mlir::MLIRContext *ctx);
/// Adds the DSL's vector ops to a loaded VectorDialect.
void addDslVectorOps(mlir::Dialect &vectorDialect);

/// The leading mnemonic of a dialect attribute's body (`rnd` of `rnd<rz>`).
inline llvm::StringRef attributeMnemonic(llvm::StringRef spec) {
  return spec.take_while(
      [](char c) { return llvm::isAlnum(c) || c == '_' || c == '.'; });
}
} // namespace cute_nvgpu

#endif // CUTE_NVGPU_LIB_DIALECT_NVVMEXTENSIONS_EXTENDEDDIALECTS_H
