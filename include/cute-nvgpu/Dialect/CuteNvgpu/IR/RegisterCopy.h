//===- RegisterCopy.h - copy-atom analysis shared by verifier/lowering -*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUTENVGPU_IR_REGISTERCOPY_H
#define CUTE_NVGPU_DIALECT_CUTENVGPU_IR_REGISTERCOPY_H

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/CopyForms.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/Types.h"

namespace cute_nvgpu {

/// What the copy verifier established, for the lowering.
struct CopyInfo {
  target::Mnemonic atom;
  int elements = 0;      // elements one thread moves per atom
  int elementBits = 0;
  int numMatrices = 0;   // ldsm/stsm: 1, 2 or 4
  bool transpose = false;
  int bytes = 0;         // simt_async_copy
  const target::CopyFormRow *form = nullptr; // the copy-form table row
  /// The rmem fragment's register of each value the atom moves (value i in
  /// register registerOrder[i], the fragment layout's order); empty when
  /// that is the identity, as for every compact fragment.
  llvm::SmallVector<int64_t> registerOrder;
};

/// seed 003's copy-atom contracts: residency, widths, vectorization.
mlir::FailureOr<CopyInfo>
analyzeCopy(mlir::Type atom, mlir::Type src, mlir::Type dst,
            llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
            bool zeroFill = false);

} // namespace cute_nvgpu

#endif
