//===- Tcgen05Encoding.cpp - tcgen05.mma kind/modifier word ---------------===//
#include "cute-nvgpu/Target/Tcgen05Encoding.h"

namespace cute_nvgpu::target::tcgen05 {

namespace {
struct KindRow {
  Kind kind;
  const char *name;
  bool blockScaled;
};
// clang-format off
constexpr KindRow kKinds[] = {
  {Kind::MxF4NvF4, "mxf4nvf4", true},
  {Kind::F8F6F4,   "f8f6f4",   false},
  {Kind::MxF8F6F4, "mxf8f6f4", true},
  {Kind::F16,      "f16",      false},
  {Kind::I8,       "i8",       false},
  {Kind::TF32,     "tf32",     false},
  {Kind::MxF4,     "mxf4",     true},
};
// clang-format on

const KindRow &row(Kind k) {
  for (const KindRow &r : kKinds)
    if (r.kind == k)
      return r;
  return kKinds[0];
}
} // namespace

const char *kindName(Kind k) { return row(k).name; }

std::optional<Kind> kindFromName(std::string_view name) {
  for (const KindRow &r : kKinds)
    if (name == r.name)
      return r.kind;
  return std::nullopt;
}

bool isBlockScaled(Kind k) { return row(k).blockScaled; }

std::string incompatibility(Kind k, const Modifiers &m, bool archConditional,
                            std::string_view targetName) {
  std::string kind = std::string("kind::") + kindName(k);
  std::string target(targetName);
  if (m.ctaGroup != 1 && m.ctaGroup != 2)
    return "cta_group must be 1 or 2, got " + std::to_string(m.ctaGroup);
  // Seed 004: .ws is not compatible with cta_group::2, mxf8f6f4 or fp4; the
  // PTX ISA gives tcgen05.mma.ws kinds f16, tf32, f8f6f4 and i8 only, so
  // every block-scaled kind is out.
  if (m.weightStationary && m.ctaGroup == 2)
    return "`.ws` (weight stationary) is not compatible with cta_group::2";
  if (m.weightStationary && isBlockScaled(k))
    return "`.ws` (weight stationary) is not compatible with " + kind;
  if (k == Kind::I8 && !archConditional)
    return kind + " needs an arch-conditional target (sm_100a, sm_103a, "
                  "...), got " + target;
  if (m.scaleVec != 0) {
    if (!isBlockScaled(k))
      return ".scale_vec::" + std::to_string(m.scaleVec) + "X needs a "
             "block-scaled kind (mxf8f6f4, mxf4, mxf4nvf4), got " + kind;
    bool ok = (k == Kind::MxF8F6F4 && m.scaleVec == 1) ||
              (k == Kind::MxF4 && m.scaleVec == 2) ||
              (k == Kind::MxF4NvF4 && (m.scaleVec == 2 || m.scaleVec == 4));
    if (!ok)
      return kind + " takes " +
             (k == Kind::MxF8F6F4 ? std::string(".scale_vec::1X")
              : k == Kind::MxF4   ? std::string(".scale_vec::2X")
                                  : std::string(".scale_vec::2X or ::4X")) +
             ", got .scale_vec::" + std::to_string(m.scaleVec) + "X";
  }
  if (m.blockAlias != 0) {
    if (m.blockAlias != 16 && m.blockAlias != 32)
      return "block alias must be .block16 or .block32";
    if (!isBlockScaled(k))
      return ".block" + std::to_string(m.blockAlias) +
             " needs a block-scaled kind, got " + kind;
    if (m.blockAlias == 16 && k != Kind::MxF4NvF4)
      return ".block16 (16-element scale blocks) exists for kind::mxf4nvf4 "
             "only, got " + kind;
    if (m.scaleVec != 0 && (m.blockAlias == 16) != (m.scaleVec == 4))
      return ".block" + std::to_string(m.blockAlias) +
             " and .scale_vec::" + std::to_string(m.scaleVec) +
             "X name different scale blocks";
  }
  if (m.scaleInputAccumulator) {
    if (k != Kind::F16 && k != Kind::TF32)
      return "the scale-input accumulator is for kind::f16 and kind::tf32 "
             "only, got " + kind;
    if (target == "sm_100a" || target == "sm_103a")
      return "the scale-input accumulator is not available on " + target;
  }
  if (m.sparse && (k == Kind::MxF4 || k == Kind::MxF4NvF4) && !archConditional)
    return "sparse " + kind + " needs an arch-conditional target, got " +
           target;
  if (m.ashift &&
      (m.collector == Collector::Fill || m.collector == Collector::Use))
    return std::string(collectorSuffix(m.collector)) +
           " cannot be combined with .ashift";
  return "";
}

uint32_t encode(Kind k, const Modifiers &m) {
  uint32_t w = static_cast<uint32_t>(k) << 6;
  w |= m.weightStationary ? 1u : 0u;
  w |= m.ctaGroup == 2 ? 1u << 1 : 0u;
  uint32_t vec = m.scaleVec == 1 ? 1 : m.scaleVec == 2 ? 2 : m.scaleVec == 4 ? 3 : 0;
  w |= vec << 2;
  w |= m.scaleInputAccumulator ? 1u << 4 : 0u;
  w |= m.sparse ? 1u << 5 : 0u;
  w |= (m.blockAlias == 32 ? 1u : 0u) << 9;
  return w;
}

const char *collectorSuffix(Collector c) {
  switch (c) {
  case Collector::None:
    return "";
  case Collector::LastUse:
    return ".collector::a::lastuse";
  case Collector::Fill:
    return ".collector::a::fill";
  case Collector::Use:
    return ".collector::a::use";
  }
  return "";
}

std::array<const char *, 5> scaledOperandStrings(uint8_t bits) {
  auto flag = [&](int b) { return (bits >> b) & 1 ? "1" : "0"; };
  auto sign = [&](int b) { return (bits >> b) & 1 ? "-1" : "1"; };
  return {flag(0), sign(1), sign(2), flag(3), flag(4)};
}

} // namespace cute_nvgpu::target::tcgen05
