//===- AtomSyntax.h - atom payload text (internal) --------------*- C++ -*-===//
//
// The optional `<...>` payload after an atom mnemonic, spelled as NVIDIA's
// CuTe DSL prints it (`!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16,
// f32) >`, `!cute_nvgpu.atom.tmem_load<f32, 32 DP, 32 bit, x32>`, ...). The
// parameters are the types' typed ODS parameters; without `<` the result is
// the seed's bare mnemonic.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_ATOMSYNTAX_H
#define CUTE_NVGPU_LIB_ATOMSYNTAX_H

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "mlir/IR/DialectImplementation.h"

namespace cute_nvgpu::syntax {

/// Parses the payload of the atom type `m` (its mnemonic already read).
/// Returns null after emitting a diagnostic.
mlir::Type parseAtomPayload(mlir::DialectAsmParser &p, target::Mnemonic m,
                            llvm::SMLoc loc);
/// Prints the payload of an atom type (nothing for a bare one). Returns
/// false when `type` is not an atom type with a payload printer here.
bool printAtomPayload(mlir::DialectAsmPrinter &p, mlir::Type type);

} // namespace cute_nvgpu::syntax

#endif
