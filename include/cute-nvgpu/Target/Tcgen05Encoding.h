//===- Tcgen05Encoding.h - tcgen05.mma kind/modifier word -------*- C++ -*-===//
//
// Seed 004's tcgen05 operand encoding, the one table for the builtins and
// the SM100 UMMA lowering: the data-type kind in bits [8:6], the modifier
// bits (.ws, cta_group, scale_vec, scale-input accumulator, sparsity,
// block16/block32 alias) with their compatibility rules, the collector
// modes, and the scaled-MMA operand strings (scaleD/negA/negB/transA/
// transB). Rules that reach PTX follow the PTX ISA where the seed is vaguer
// (docs/deviations.md).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_TCGEN05ENCODING_H
#define CUTE_NVGPU_TARGET_TCGEN05ENCODING_H

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cute_nvgpu::target::tcgen05 {

/// Bits [8:6]; 6 is unassigned in the seed.
enum class Kind : uint8_t {
  MxF4NvF4 = 0,
  F8F6F4 = 1,
  MxF8F6F4 = 2,
  F16 = 3,
  I8 = 4,
  TF32 = 5,
  MxF4 = 7,
};
/// The PTX spelling after `.kind::`.
const char *kindName(Kind k);
std::optional<Kind> kindFromName(std::string_view name);
/// The block-scaled kinds (they take scale factors and a scale_vec).
bool isBlockScaled(Kind k);

enum class Collector : uint8_t { None = 0, LastUse = 1, Fill = 2, Use = 3 };

struct Modifiers {
  bool weightStationary = false; // .ws
  int ctaGroup = 1;              // 1 or 2
  int scaleVec = 0;              // 0: none, else 1, 2 or 4 (.scale_vec::NX)
  bool scaleInputAccumulator = false;
  bool sparse = false;
  int blockAlias = 0;            // 0: none, 16 (.block16) or 32 (.block32)
  Collector collector = Collector::None;
  bool ashift = false;
};

/// Why `k` with `m` cannot be encoded on a target that is (`archConditional`)
/// an `a`-suffixed target such as sm_100a, or "" when it can.
/// `targetName` is only used in the message.
std::string incompatibility(Kind k, const Modifiers &m, bool archConditional,
                            std::string_view targetName);

/// The operand word: kind in [8:6], .ws bit 0, cta_group::2 bit 1,
/// scale_vec [3:2], scale-input accumulator bit 4, sparsity bit 5, block
/// alias [10:9] (.block16 = 0, .block32 = 1). The seed names the scale_vec
/// field but not its values: ours are 1X = 1, 2X = 2, 4X = 3, 0 = none.
/// Only meaningful when incompatibility() is "".
uint32_t encode(Kind k, const Modifiers &m);
/// The collector qualifier (`.collector::a::fill`, ...; "" for None), emitted
/// beside the word, not in it.
const char *collectorSuffix(Collector c);

/// The scaled-MMA operand strings of seed 004's builder, in the order
/// scaleD, negA, negB, transA, transB: booleans as "0"/"1", negations as
/// the sign multipliers "1"/"-1".
std::array<const char *, 5> scaledOperandStrings(uint8_t bits);

} // namespace cute_nvgpu::target::tcgen05

#endif
