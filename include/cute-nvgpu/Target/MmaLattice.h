//===- MmaLattice.h - the per-tier MMA shape x type lattice -----*- C++ -*-===//
//
// Seed 000's "Per-Arch MMA Shape Lattice" refined by the PTX ISA's shape x
// type rows (seed 004, hardware-truth.md): one row per (atom, M, N range,
// K, A types, B types, accumulator types). It is the first feasibility gate
// of the verifier and the source of `cute-nvgpu query mma`.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_MMALATTICE_H
#define CUTE_NVGPU_TARGET_MMALATTICE_H

#include "cute-nvgpu/Target/AtomRegistry.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace cute_nvgpu::target {

struct LatticeRow {
  Mnemonic atom;
  int m;
  int nMin, nMax, nStep; // N in {nMin, nMin+nStep, ..., nMax}
  int k;
  const char *aTypes; // '|'-separated canonical element names
  const char *bTypes;
  const char *cTypes;
  const char *form; // PTX instruction family the row lowers to
  // Rows beyond the atom's base form: the payload `kind` that selects the
  // row ("" = none) and the gate it adds to the atom's own registry gate.
  const char *kind = "";
  Gate gate = Gate::Any;
  // Block-scaled rows: the scale-vector size and the scale-factor element
  // type (ue8m0 / ue4m3) the row's instruction takes; 0 / "" otherwise.
  int vecSize = 0;
  const char *scaleType = "";
  // Rows a later tier adds to the atom (f64 m16n8kK needs SM90): the
  // lowest SM of the row; 0 = the atom's own tier.
  int minTier = 0;
};

const std::vector<LatticeRow> &mmaLattice();

/// The first row of `atom` with instruction kind `kind` (`kind = f8f6f4`
/// in the payload), or null if the atom has no such kind.
const LatticeRow *latticeKindRow(Mnemonic atom, std::string_view kind);

/// Canonical element-type name (PTX spelling: f16, bf16, tf32, f32, f64,
/// e4m3, e5m2, e2m3, e3m2, e2m1, s8, u8, s4, u4, b1, s32) for an MLIR or PTX
/// spelling ("f8E4M3FN" -> "e4m3", "i32" -> "s32"), or "" if unknown.
std::string canonicalElementName(std::string_view name);

bool rowHasType(const char *typeSet, std::string_view canonical);

/// The row of `atom` (with instruction kind `kind`, "" = the base form)
/// whose A, B and accumulator type sets hold a, b and c, or null. The
/// row's K is the instruction's K for those types (the GMMA K table is the
/// sm90.mma rows' K column).
const LatticeRow *latticeRowForTypes(Mnemonic atom, std::string_view a,
                                     std::string_view b, std::string_view c,
                                     std::string_view kind = "");

/// The row of `atom` (instruction kind `kind`) holding the shape m x n x k
/// and the canonical types a, b, c, or null.
const LatticeRow *latticeRowFor(Mnemonic atom, int64_t m, int64_t n, int64_t k,
                                std::string_view a, std::string_view b,
                                std::string_view c, std::string_view kind = "");

/// Why `t` lacks `row` beyond its atom's own gate (a kind's gate or a row
/// tier), or "". `what` names the subject.
std::string rowUnavailableReason(const LatticeRow &row, const std::string &what,
                                 const TargetInfo &t);

/// The block-scaled row of `atom` with this K and scale-vector size, or
/// null: its form is the instruction (kind and scale_vec), its scaleType
/// the scale-factor element.
const LatticeRow *latticeBlockScaleRow(Mnemonic atom, int k, int vecSize);

/// Whether the row's M, N range and K contain the shape m x n x k.
bool rowHasShape(const LatticeRow &row, int64_t m, int64_t n, int64_t k);

} // namespace cute_nvgpu::target

#endif
