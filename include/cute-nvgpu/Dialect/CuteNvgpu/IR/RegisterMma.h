//===- RegisterMma.h - register-MMA analysis shared by verifier/lowering -*- C++ -*-===//
#ifndef CUTE_NVGPU_DIALECT_CUTENVGPU_IR_REGISTERMMA_H
#define CUTE_NVGPU_DIALECT_CUTENVGPU_IR_REGISTERMMA_H

#include "cute-nvgpu/Target/Elements.h"
#include "cute-nvgpu/Target/MmaLattice.h"
#include "cute-nvgpu/Target/MmaLayouts.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace cute_nvgpu {

/// PTX spelling of an MLIR element type for MMA purposes (i8 -> s8,
/// f8E4M3FN -> e4m3, ...), "" if not an MMA element.
std::string canonicalMmaElement(mlir::Type t);
/// "ue8m0" (f8E8M0FNU) or "ue4m3" (f8E4M3FN) for scale factors, else "".
std::string canonicalScaleElement(mlir::Type t);

/// seed 000's per-family element checks, then the lattice. Null types are
/// "not fixed yet" and skip their checks. `kind` is the payload's
/// instruction kind ("" or "f8f6f4" for sm89.mma); only lattice rows of that
/// kind match.
llvm::LogicalResult
checkRegisterMmaTypes(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                      target::Mnemonic atom, llvm::ArrayRef<int64_t> mnk,
                      mlir::Type a, mlir::Type b, mlir::Type c,
                      std::optional<int64_t> vecSize,
                      llvm::StringRef kind = "");

/// The integer-MMA options beyond the seeds: `saturate` (.satfinite) needs
/// s8/u8/s4/u4 inputs, `bitAnd` (.and.popc) b1 inputs. A null `a` (types
/// not fixed yet) skips the checks.
llvm::LogicalResult
checkMmaOptions(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
                mlir::Type a, bool saturate, bool bitAnd);

/// seed 000's SM90 WGMMA atom checks: M 64, N in 8..256 step 8 (seed 004's
/// N switch), K = 256 / element bits (the GMMA K table) with its four type
/// diagnostics, transpose only for 16-bit types, RS needs a K-major A.
llvm::LogicalResult
checkWgmmaAtom(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
               llvm::ArrayRef<int64_t> mnk, mlir::Type a, mlir::Type b,
               mlir::Type c, bool aMnMajor, bool bMnMajor, bool registerA);

/// What the verifier established about one register MMA, for the lowering.
struct RegisterMmaInfo {
  target::Mnemonic atom;
  int m = 0, n = 0, k = 0;
  target::Elem a = target::Elem::None, b = target::Elem::None,
               c = target::Elem::None;
  mlir::Type aType, bType, cType;
  int64_t vecSize = 0;
  /// The lattice row's instruction kind: "" or "f8f6f4" (sm89.mma's SM120
  /// unscaled form); points into the lattice table.
  const char *kind = "";
  bool saturate = false; // payload saturate = satfinite
  bool bitAnd = false;   // payload bit_op = and (b1: .and.popc)
  target::MmaLayoutResult layouts;
};

/// The element-type part of the ladder plus the synthesized layouts.
mlir::FailureOr<RegisterMmaInfo>
analyzeRegisterMma(mlir::Type atomType, mlir::Type a, mlir::Type b,
                   mlir::Type c,
                   llvm::function_ref<mlir::InFlightDiagnostic()> emitError);

} // namespace cute_nvgpu

#endif
