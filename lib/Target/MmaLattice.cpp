//===- MmaLattice.cpp - the MMA shape x type lattice (the one table) -----===//
#include "cute-nvgpu/Target/MmaLattice.h"

#include <cstring>

namespace cute_nvgpu::target {

namespace {
constexpr const char *kFp8 = "e4m3|e5m2";
constexpr const char *kF8F6F4 = "e4m3|e5m2|e2m3|e3m2|e2m1";
constexpr const char *kI8 = "s8|u8";
constexpr const char *kI4 = "s4|u4";
} // namespace

const std::vector<LatticeRow> &mmaLattice() {
  using M = Mnemonic;
  // clang-format off
  static const std::vector<LatticeRow> kRows = {
    // Universal FMA: one scalar multiply-add per thread, every tier.
    {M::UniversalFma, 1, 1, 1, 1, 1, "f16", "f16", "f16", "fma.rn.f16"},
    {M::UniversalFma, 1, 1, 1, 1, 1, "f32", "f32", "f32", "fma.rn.f32"},
    {M::UniversalFma, 1, 1, 1, 1, 1, "f64", "f64", "f64", "fma.rn.f64"},
    {M::UniversalFma, 1, 1, 1, 1, 1, "s32", "s32", "s32", "mad.lo.s32"},
    // SM80 dense mma.sync.
    {M::Sm80Mma, 16, 8, 8, 1, 8,  "f16", "f16", "f16|f32", "mma.sync.aligned.m16n8k8"},
    {M::Sm80Mma, 16, 8, 8, 1, 8,  "bf16", "bf16", "f32", "mma.sync.aligned.m16n8k8"},
    {M::Sm80Mma, 16, 8, 8, 1, 8,  "tf32", "tf32", "f32", "mma.sync.aligned.m16n8k8"},
    {M::Sm80Mma, 16, 8, 8, 1, 4,  "tf32", "tf32", "f32", "mma.sync.aligned.m16n8k4"},
    {M::Sm80Mma, 16, 8, 8, 1, 16, "f16", "f16", "f16|f32", "mma.sync.aligned.m16n8k16"},
    {M::Sm80Mma, 16, 8, 8, 1, 16, "bf16", "bf16", "f32", "mma.sync.aligned.m16n8k16"},
    {M::Sm80Mma, 16, 8, 8, 1, 16, kI8, kI8, "s32", "mma.sync.aligned.m16n8k16 (.satfinite)"},
    {M::Sm80Mma, 16, 8, 8, 1, 32, kI8, kI8, "s32", "mma.sync.aligned.m16n8k32 (.satfinite)"},
    {M::Sm80Mma, 16, 8, 8, 1, 32, kI4, kI4, "s32", "mma.sync.aligned.m16n8k32 (.satfinite)"},
    {M::Sm80Mma, 16, 8, 8, 1, 64, kI4, kI4, "s32", "mma.sync.aligned.m16n8k64 (.satfinite)"},
    {M::Sm80Mma, 16, 8, 8, 1, 128, "b1", "b1", "s32", "mma.sync.aligned.m16n8k128 (.and/.xor.popc)"},
    {M::Sm80Mma, 16, 8, 8, 1, 256, "b1", "b1", "s32", "mma.sync.aligned.m16n8k256 (.and/.xor.popc)"},
    {M::Sm80Mma, 8, 8, 8, 1, 4,   "f64", "f64", "f64", "mma.sync.aligned.m8n8k4"},
    // The m8n8 integer shapes (PTX 6.3, sm_75 in ptxas; the atom is SM80).
    {M::Sm80Mma, 8, 8, 8, 1, 16,  kI8, kI8, "s32", "mma.sync.aligned.m8n8k16 (.satfinite)"},
    {M::Sm80Mma, 8, 8, 8, 1, 32,  kI4, kI4, "s32", "mma.sync.aligned.m8n8k32 (.satfinite)"},
    {M::Sm80Mma, 8, 8, 8, 1, 128, "b1", "b1", "s32", "mma.sync.aligned.m8n8k128 (.and/.xor.popc)"},
    // f64 m16n8kK: ptxas wants sm_90 or newer ("'.m16n8k4 with double
    // types' requires .target sm_90 or higher").
    {M::Sm80Mma, 16, 8, 8, 1, 4,  "f64", "f64", "f64", "mma.sync.aligned.m16n8k4", "", Gate::Any, 0, "", 90},
    {M::Sm80Mma, 16, 8, 8, 1, 8,  "f64", "f64", "f64", "mma.sync.aligned.m16n8k8", "", Gate::Any, 0, "", 90},
    {M::Sm80Mma, 16, 8, 8, 1, 16, "f64", "f64", "f64", "mma.sync.aligned.m16n8k16", "", Gate::Any, 0, "", 90},
    // SM80 structured-sparse mma.sp (A is 2:4 sparse; K is the dense K).
    {M::Sm80SparseMma, 16, 8, 8, 1, 16, "f16", "f16", "f16|f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k16"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 16, "bf16", "bf16", "f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k16"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 32, "f16", "f16", "f16|f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k32"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 32, "bf16", "bf16", "f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k32"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 8,  "tf32", "tf32", "f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k8"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 16, "tf32", "tf32", "f32", "mma.sp::ordered_metadata.sync.aligned.m16n8k16"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 32, kI8, kI8, "s32", "mma.sp::ordered_metadata.sync.aligned.m16n8k32 (.satfinite)"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 64, kI8, kI8, "s32", "mma.sp::ordered_metadata.sync.aligned.m16n8k64 (.satfinite)"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 64, kI4, kI4, "s32", "mma.sp::ordered_metadata.sync.aligned.m16n8k64 (.satfinite)"},
    {M::Sm80SparseMma, 16, 8, 8, 1, 128, kI4, kI4, "s32", "mma.sp::ordered_metadata.sync.aligned.m16n8k128 (.satfinite)"},
    // SM89 FP8 mma.sync: e4m3/e5m2 in any mix.
    {M::Sm89Mma, 16, 8, 8, 1, 32, kFp8, kFp8, "f32|f16", "mma.sync.aligned.m16n8k32"},
    // Beyond the seeds: the SM120 unscaled kind::f8f6f4 form of the same
    // m16n8k32 register MMA (FP6/FP4 in byte containers); ptxas takes FP6/FP4
    // only on sm_120a/120f/121a/121f.
    {M::Sm89Mma, 16, 8, 8, 1, 32, kF8F6F4, kF8F6F4, "f32|f16", "mma.sync.aligned.kind::f8f6f4.m16n8k32", "f8f6f4", Gate::Sm120BlockScale},
    // SM90 wgmma: M 64, N 8..256 step 8, K = 256 / element bits.
    {M::Sm90Mma, 64, 8, 256, 8, 16, "f16", "f16", "f16|f32", "wgmma.mma_async.sync.aligned.m64nNk16"},
    {M::Sm90Mma, 64, 8, 256, 8, 16, "bf16", "bf16", "f32", "wgmma.mma_async.sync.aligned.m64nNk16"},
    {M::Sm90Mma, 64, 8, 256, 8, 8,  "tf32", "tf32", "f32", "wgmma.mma_async.sync.aligned.m64nNk8"},
    {M::Sm90Mma, 64, 8, 256, 8, 32, kFp8, kFp8, "f16|f32", "wgmma.mma_async.sync.aligned.m64nNk32"},
    {M::Sm90Mma, 64, 8, 256, 8, 32, kI8, kI8, "s32", "wgmma.mma_async.sync.aligned.m64nNk32"},
    {M::Sm90Mma, 64, 8, 256, 8, 256, "b1", "b1", "s32", "wgmma.mma_async.sync.aligned.m64nNk256 (.and.popc)"},
    // SM100 tcgen05.mma (UMMA), cta_group::1: M 64 (N step 8) or 128 (N step 16).
    {M::Sm100Mma, 64, 8, 256, 8, 16,   "f16", "f16", "f16|f32", "tcgen05.mma.cta_group::1.kind::f16"},
    {M::Sm100Mma, 64, 8, 256, 8, 16,   "bf16", "bf16", "f32", "tcgen05.mma.cta_group::1.kind::f16"},
    {M::Sm100Mma, 128, 16, 256, 16, 16, "f16", "f16", "f16|f32", "tcgen05.mma.cta_group::1.kind::f16"},
    {M::Sm100Mma, 128, 16, 256, 16, 16, "bf16", "bf16", "f32", "tcgen05.mma.cta_group::1.kind::f16"},
    {M::Sm100Mma, 64, 8, 256, 8, 8,    "tf32", "tf32", "f32", "tcgen05.mma.cta_group::1.kind::tf32"},
    {M::Sm100Mma, 128, 16, 256, 16, 8, "tf32", "tf32", "f32", "tcgen05.mma.cta_group::1.kind::tf32"},
    {M::Sm100Mma, 64, 8, 256, 8, 32,   kF8F6F4, kF8F6F4, "f16|f32", "tcgen05.mma.cta_group::1.kind::f8f6f4"},
    {M::Sm100Mma, 128, 16, 256, 16, 32, kF8F6F4, kF8F6F4, "f16|f32", "tcgen05.mma.cta_group::1.kind::f8f6f4"},
    {M::Sm100Mma, 64, 8, 256, 8, 32,   kI8, kI8, "s32", "tcgen05.mma.cta_group::1.kind::i8"},
    {M::Sm100Mma, 128, 16, 256, 16, 32, kI8, kI8, "s32", "tcgen05.mma.cta_group::1.kind::i8"},
    // SM100 sparse UMMA (dense-operand K doubled).
    {M::Sm100MmaSp, 128, 16, 256, 16, 32, "f16", "f16", "f16|f32", "tcgen05.mma.sp.cta_group::1.kind::f16"},
    {M::Sm100MmaSp, 128, 16, 256, 16, 32, "bf16", "bf16", "f32", "tcgen05.mma.sp.cta_group::1.kind::f16"},
    {M::Sm100MmaSp, 128, 16, 256, 16, 64, kF8F6F4, kF8F6F4, "f16|f32", "tcgen05.mma.sp.cta_group::1.kind::f8f6f4"},
    {M::Sm100MmaSp, 128, 16, 256, 16, 16, "tf32", "tf32", "f32", "tcgen05.mma.sp.cta_group::1.kind::tf32"},
    {M::Sm100MmaSp, 128, 16, 256, 16, 64, kI8, kI8, "s32", "tcgen05.mma.sp.cta_group::1.kind::i8"},
    {M::Sm100MmaSp, 64, 8, 256, 8, 32,    "f16", "f16", "f16|f32", "tcgen05.mma.sp.cta_group::1.kind::f16"},
    {M::Sm100MmaSp, 64, 8, 256, 8, 32,    "bf16", "bf16", "f32", "tcgen05.mma.sp.cta_group::1.kind::f16"},
    {M::Sm100MmaSp, 64, 8, 256, 8, 16,    "tf32", "tf32", "f32", "tcgen05.mma.sp.cta_group::1.kind::tf32"},
    {M::Sm100MmaSp, 64, 8, 256, 8, 64,    kF8F6F4, kF8F6F4, "f16|f32", "tcgen05.mma.sp.cta_group::1.kind::f8f6f4"},
    {M::Sm100MmaSp, 64, 8, 256, 8, 64,    kI8, kI8, "s32", "tcgen05.mma.sp.cta_group::1.kind::i8"},
    // SM100 block-scaled UMMA: seed 000's (atom_K, vecSize) triples, f32 only.
    {M::Sm100MmaBs, 128, 16, 256, 16, 32, kF8F6F4, kF8F6F4, "f32", "tcgen05.mma.cta_group::1.kind::mxf8f6f4.block_scale"},
    {M::Sm100MmaBs, 128, 16, 256, 16, 64, "e2m1", "e2m1", "f32", "tcgen05.mma.cta_group::1.kind::mxf4(nvf4).block_scale"},
    {M::Sm100MmaBsSp, 128, 16, 256, 16, 64, kF8F6F4, kF8F6F4, "f32", "tcgen05.mma.sp.cta_group::1.kind::mxf8f6f4.block_scale"},
    {M::Sm100MmaBsSp, 128, 16, 256, 16, 128, "e2m1", "e2m1", "f32", "tcgen05.mma.sp.cta_group::1.kind::mxf4(nvf4).block_scale"},
    // SM120 block-scaled mma.sync, one row per (K, vec_size): K 32 takes
    // FP8/FP6/FP4 with UE8M0 scales per 32 values (kind::mxf8f6f4); K 64
    // takes FP4 with UE8M0 scales per 32 values (scale_vec::2X) or UE4M3
    // scales per 16 values (scale_vec::4X; ptxas refuses UE8M0 with 4X),
    // both as kind::mxf4nvf4, the kind seed 000 names for K 64 (ptxas takes
    // kind::mxf4 for 2X as well). The form is the instruction up to its
    // layouts.
    {M::Sm120MmaBs, 16, 8, 8, 1, 32, kF8F6F4, kF8F6F4, "f32", "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X.m16n8k32", "", Gate::Any, 32, "ue8m0"},
    {M::Sm120MmaBs, 16, 8, 8, 1, 64, "e2m1", "e2m1", "f32", "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X.m16n8k64", "", Gate::Any, 16, "ue4m3"},
    {M::Sm120MmaBs, 16, 8, 8, 1, 64, "e2m1", "e2m1", "f32", "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::2X.m16n8k64", "", Gate::Any, 32, "ue8m0"},
  };
  // clang-format on
  return kRows;
}

const LatticeRow *latticeKindRow(Mnemonic atom, std::string_view kind) {
  for (const LatticeRow &row : mmaLattice())
    if (row.atom == atom && *row.kind && kind == row.kind)
      return &row;
  return nullptr;
}

std::string canonicalElementName(std::string_view n) {
  static const std::pair<const char *, const char *> kAliases[] = {
      {"f16", "f16"},       {"bf16", "bf16"},        {"tf32", "tf32"},
      {"f32", "f32"},       {"f64", "f64"},          {"e4m3", "e4m3"},
      {"e5m2", "e5m2"},     {"e2m3", "e2m3"},        {"e3m2", "e3m2"},
      {"e2m1", "e2m1"},     {"s8", "s8"},            {"u8", "u8"},
      {"s4", "s4"},         {"u4", "u4"},            {"b1", "b1"},
      {"s32", "s32"},       {"i8", "s8"},            {"i4", "s4"},
      {"i32", "s32"},       {"i1", "b1"},            {"ui8", "u8"},
      {"ui4", "u4"},        {"f8E4M3FN", "e4m3"},    {"f8E5M2", "e5m2"},
      {"f6E2M3FN", "e2m3"}, {"f6E3M2FN", "e3m2"},    {"f4E2M1FN", "e2m1"},
  };
  for (auto &[alias, canon] : kAliases)
    if (n == alias)
      return canon;
  return "";
}

const LatticeRow *latticeRowForTypes(Mnemonic atom, std::string_view a,
                                     std::string_view b, std::string_view c,
                                     std::string_view kind) {
  for (const LatticeRow &row : mmaLattice())
    if (row.atom == atom && kind == row.kind && rowHasType(row.aTypes, a) &&
        rowHasType(row.bTypes, b) && rowHasType(row.cTypes, c))
      return &row;
  return nullptr;
}

const LatticeRow *latticeRowFor(Mnemonic atom, int64_t m, int64_t n, int64_t k,
                                std::string_view a, std::string_view b,
                                std::string_view c, std::string_view kind) {
  for (const LatticeRow &row : mmaLattice())
    if (row.atom == atom && kind == row.kind && rowHasShape(row, m, n, k) &&
        rowHasType(row.aTypes, a) && rowHasType(row.bTypes, b) &&
        rowHasType(row.cTypes, c))
      return &row;
  return nullptr;
}

std::string rowUnavailableReason(const LatticeRow &row, const std::string &what,
                                 const TargetInfo &t) {
  return gateUnavailableReason(row.gate, row.minTier, what, t);
}

const LatticeRow *latticeBlockScaleRow(Mnemonic atom, int k, int vecSize) {
  for (const LatticeRow &row : mmaLattice())
    if (row.atom == atom && row.k == k && row.vecSize == vecSize)
      return &row;
  return nullptr;
}

bool rowHasShape(const LatticeRow &row, int64_t m, int64_t n, int64_t k) {
  return row.m == m && row.k == k && n >= row.nMin && n <= row.nMax &&
         (n - row.nMin) % row.nStep == 0;
}

bool rowHasType(const char *typeSet, std::string_view canonical) {
  std::string_view s(typeSet);
  while (!s.empty()) {
    size_t bar = s.find('|');
    if (s.substr(0, bar) == canonical)
      return true;
    if (bar == std::string_view::npos)
      break;
    s.remove_prefix(bar + 1);
  }
  return false;
}

} // namespace cute_nvgpu::target
