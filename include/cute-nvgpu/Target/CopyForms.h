//===- CopyForms.h - the register-file copy forms ----------------*- C++ -*-===//
//
// Seed 003's copy-atom contracts made concrete: one row per (copy atom,
// payload variant) with what one thread moves and the PTX it lowers to.
// The copy verifier, the lowering, the compile driver's PTX ISA choice,
// the payload parser (ldsm/stsm variants), `cute-nvgpu query copy` and
// docs/atoms/register-copy.md all read this one table.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_COPYFORMS_H
#define CUTE_NVGPU_TARGET_COPYFORMS_H

#include "cute-nvgpu/Target/AtomRegistry.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cute_nvgpu::target {

struct CopyFormRow {
  Mnemonic atom;
  const char *variant; // payload: ldsm/stsm "m8n8.x4[.trans]", cp.async
                       // bytes "16", universal_copy width in bits "128"
  int elementBits;     // 16 for ldsm/stsm; 0: any element width
  int bitsPerThread;   // what one thread moves per atom
  int matrices;        // ldsm/stsm: 8x8 b16 matrices (1, 2, 4); else 0
  bool transpose;      // ldsm/stsm .trans
  const char *cache;   // cp.async cache operator ("ca", "cg"); else ""
  const char *form;    // the PTX instruction
  int ptxIsa;          // lowest PTX ISA (x10) with the form; 0: any
  bool zeroFill = false; // cp.async with a src-size operand (bytes past it
                         // are written as zeros)
};

const std::vector<CopyFormRow> &copyForms();
/// The row of `atom` with payload `variant`, or null.
const CopyFormRow *findCopyForm(Mnemonic atom, std::string_view variant);
/// The cp.async row of `bytes` with cache operator `cache` ("" = the width's
/// default: .ca for 4/8, .cg for 16) and with or without the src-size
/// operand, or null.
const CopyFormRow *findAsyncCopyForm(int bytes, std::string_view cache,
                                     bool zeroFill);

/// CuTe's Copy_Traits of a copy form as CuTe layout text, in bits (CUTLASS
/// 4.7.0, cute/atom/copy_traits_sm75.hpp and _sm90.hpp): ThrID and the
/// (thr,val) -> bit layouts of source, destination and reference.
struct CopyTraitsText {
  std::string thrId, src, dst, ref;
};
/// ldmatrix (SM75_U32xN_LDSM_N, SM75_U16x2N_LDSM_T) and stmatrix (SM90's
/// STSM, source and destination swapped) of `matrices` 8x8 b16 matrices; a
/// one-thread copy of `bitsPerThread` bits (universal copy, cp.async)
/// otherwise. Null text for an ldmatrix/stmatrix matrix count it lacks.
std::optional<CopyTraitsText> copyTraits(const CopyFormRow &row);

/// The variants of `atom`, '|'-separated in table order ("m8n8.x1|...").
std::string copyVariants(Mnemonic atom);

} // namespace cute_nvgpu::target

#endif
