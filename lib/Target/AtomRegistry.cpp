//===- AtomRegistry.cpp - the 29 mnemonics and their atom contracts ------===//
//
// Walk order, packed literals, tails: seed 002's dispatcher table, then the
// two im2col TMA atoms of CuTe DSL (appended, so the seed's 27 arms keep
// their order). Tier, interfaces and residencies: seed 003's TypeID
// registry. One row per type.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/AtomRegistry.h"

#include <cstring>

namespace cute_nvgpu::target {
namespace {

/// One arm of seed 002's packed-XOR walk.
struct WalkArm {
  uint8_t length;
  uint64_t q0; // bytes 0..7, little endian
  uint64_t q1; // bytes 8..15 when length >= 16, else 0
  const char *tail; // bytes 8.. (length < 16) or 16.. (length >= 16)
};

// clang-format off
constexpr WalkArm kWalk[kNumMnemonics] = {
  {18, 0x696E752E6D6F7461ULL, 0x665F6C6173726576ULL, "ma"},     // atom.universal_fma
  { 8, 0x616D6D2E30386D73ULL, 0, ""},                           // sm80.mma
  {15, 0x6170732E30386D73ULL, 0, "rse_mma"},                    // sm80.sparse_mma
  { 8, 0x616D6D2E39386D73ULL, 0, ""},                           // sm89.mma
  { 9, 0x7365645F6D656D73ULL, 0, "c"},                          // smem_desc
  {14, 0x7365645F6D656D73ULL, 0, "c_view"},                     // smem_desc_view
  { 8, 0x616D6D2E30396D73ULL, 0, ""},                           // sm90.mma
  { 9, 0x6D6D2E3030316D73ULL, 0, "a"},                          // sm100.mma
  {12, 0x6D6D2E3030316D73ULL, 0, "a_sp"},                       // sm100.mma_sp
  {12, 0x6D6D2E3030316D73ULL, 0, "a_bs"},                       // sm100.mma_bs
  {15, 0x6D6D2E3030316D73ULL, 0, "a_bs_sp"},                    // sm100.mma_bs_sp
  {12, 0x6D6D2E3032314D53ULL, 0, "a_bs"},                       // SM120.mma_bs
  {14, 0x656D742E6D6F7461ULL, 0, "m_load"},                     // atom.tmem_load
  {15, 0x656D742E6D6F7461ULL, 0, "m_store"},                    // atom.tmem_store
  {13, 0x7432732E6D6F7461ULL, 0, "_copy"},                      // atom.s2t_copy
  {20, 0x637365645F616D74ULL, 0x745F726F74706972ULL, "iled"},   // tma_descriptor_tiled
  {21, 0x637365645F616D74ULL, 0x695F726F74706972ULL, "m2col"},  // tma_descriptor_im2col
  {13, 0x616D742E6D6F7461ULL, 0, "_load"},                      // atom.tma_load
  {14, 0x616D742E6D6F7461ULL, 0, "_store"},                     // atom.tma_store
  {15, 0x616D742E6D6F7461ULL, 0, "_reduce"},                    // atom.tma_reduce
  {19, 0x696E752E6D6F7461ULL, 0x635F6C6173726576ULL, "opy"},    // atom.universal_copy
  {20, 0x6D69732E6D6F7461ULL, 0x5F636E7973615F74ULL, "copy"},   // atom.simt_async_copy
  { 9, 0x73646C2E6D6F7461ULL, 0, "m"},                          // atom.ldsm
  { 9, 0x7374732E6D6F7461ULL, 0, "m"},                          // atom.stsm
  {28, 0x6E6F6E2E6D6F7461ULL, 0x69745F636578655FULL, "led_tma_load"},   // atom.non_exec_tiled_tma_load
  {29, 0x6E6F6E2E6D6F7461ULL, 0x69745F636578655FULL, "led_tma_store"},  // atom.non_exec_tiled_tma_store
  {30, 0x6E6F6E2E6D6F7461ULL, 0x69745F636578655FULL, "led_tma_reduce"}, // atom.non_exec_tiled_tma_reduce
  {29, 0x6E6F6E2E6D6F7461ULL, 0x6D695F636578655FULL, "2col_tma_load"},  // atom.non_exec_im2col_tma_load
  {30, 0x6E6F6E2E6D6F7461ULL, 0x6D695F636578655FULL, "2col_tma_store"}, // atom.non_exec_im2col_tma_store
};
// clang-format on

inline uint64_t load64(const char *p) {
  uint64_t v;
  std::memcpy(&v, p, 8); // unaligned little-endian load
  return v;
}

constexpr uint8_t R = ResRmem, S = ResSmem, G = ResGmem, T = ResTmem,
                  SD = ResSmemDesc, TD = ResTmaDesc;
constexpr MmaContract kNoMma{0, 0, 0, false, false};
constexpr CopyContract kNoCopy{0, 0, 0, false, false, false};
constexpr MmaContract kRegMma{R, R, R, false, false};
constexpr MmaContract kUmma{SD | T, SD, T, false, false};
// The `implemented` column: whether the atom has a builder and a lowering.
constexpr bool kImplemented = true, kNotImplemented = false;

// clang-format off
const AtomRecord kRecords[kNumMnemonics] = {
  {Mnemonic::UniversalFma, "atom.universal_fma", 0, Gate::Any, IfaceMmaAtom,
   "A, B, D in rmem", kRegMma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm80Mma, "sm80.mma", 80, Gate::Any, IfaceMmaAtom,
   "A, B, D in rmem; one element type per operand", kRegMma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm80SparseMma, "sm80.sparse_mma", 80, Gate::Any,
   IfaceMmaAtom | IfaceSparseMetadataAtom,
   "A, B, D in rmem; metadata operand alongside A", {R, R, R, true, false}, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm89Mma, "sm89.mma", 89, Gate::Any, IfaceMmaAtom,
   "A, B, D in rmem; FP8 element types added", kRegMma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::SmemDesc, "smem_desc", 90, Gate::Any, IfaceDescriptorType,
   "SMEM matrix descriptor word", kNoMma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::SmemDescView, "smem_desc_view", 90, Gate::Any, IfaceDescriptorType,
   "typed view over an SMEM descriptor", kNoMma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm90Mma, "sm90.mma", 90, Gate::Sm90aOnly,
   IfaceMmaAtom | IfaceSmemDescriptorAtom,
   "A in rmem or smem_desc_view; B in smem_desc_view; D in rmem",
   {R | SD, SD, R, false, false}, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm100Mma, "sm100.mma", 100, Gate::Tcgen05, IfaceMmaAtom | IfaceTmemAtom,
   "A in memref/smem_desc_view; B in smem_desc_view; D in memref (tmem)", kUmma, kNoCopy, nullptr, kImplemented},
  {Mnemonic::Sm100MmaSp, "sm100.mma_sp", 100, Gate::Tcgen05,
   IfaceMmaAtom | IfaceTmemAtom | IfaceSparseMetadataAtom,
   "UMMA contract + structurally-sparse A and metadata operand",
   {SD | T, SD, T, true, false}, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::Sm100MmaBs, "sm100.mma_bs", 100, Gate::Tcgen05,
   IfaceMmaAtom | IfaceTmemAtom | IfaceBlockScaleAtom,
   "UMMA contract + scale-factor operand", {SD | T, SD, T, false, true}, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::Sm100MmaBsSp, "sm100.mma_bs_sp", 100, Gate::Tcgen05,
   IfaceMmaAtom | IfaceTmemAtom | IfaceBlockScaleAtom | IfaceSparseMetadataAtom,
   "UMMA block-scale + sparsity", {SD | T, SD, T, true, true}, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::Sm120MmaBs, "SM120.mma_bs", 120, Gate::Sm120BlockScale,
   IfaceMmaAtom | IfaceBlockScaleAtom,
   "A, B, D in rmem; two scale-factor operands (one per A, B)",
   {R, R, R, false, true}, kNoCopy, nullptr, kImplemented},
  {Mnemonic::TmemLoad, "atom.tmem_load", 100, Gate::Tcgen05, IfaceCopyAtom,
   "src=tmem, dst=rmem", kNoMma, {T, R, 32, false, false, false}, "sm100_tmem_load", kImplemented},
  {Mnemonic::TmemStore, "atom.tmem_store", 100, Gate::Tcgen05, IfaceCopyAtom,
   "src=rmem, dst=tmem", kNoMma, {R, T, 32, false, false, false}, "sm100_tmem_store", kImplemented},
  {Mnemonic::S2tCopy, "atom.s2t_copy", 100, Gate::Tcgen05,
   IfaceCopyAtom | IfaceAsyncCopyAtom, "src=smem, dst=tmem", kNoMma,
   {S, T, 0, true, false, false}, "sm100_s2t", kNotImplemented},
  {Mnemonic::TmaDescriptorTiled, "tma_descriptor_tiled", 90, Gate::Any,
   IfaceDescriptorType, "TMA tiled tensor map", kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::TmaDescriptorIm2col, "tma_descriptor_im2col", 90, Gate::Any,
   IfaceDescriptorType, "TMA im2col tensor map", kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::TmaLoad, "atom.tma_load", 90, Gate::Any,
   IfaceCopyAtom | IfaceTmaAtom | IfacePrefetchAtom | IfaceAsyncCopyAtom,
   "descriptor-driven gmem \xE2\x86\x92 smem", kNoMma, {TD, S, 0, true, true, true}, "sm90_tma_load", kNotImplemented},
  {Mnemonic::TmaStore, "atom.tma_store", 90, Gate::Any,
   IfaceCopyAtom | IfaceTmaAtom | IfaceAsyncCopyAtom,
   "descriptor-driven smem \xE2\x86\x92 gmem", kNoMma, {S, TD, 0, true, true, false}, "sm90_tma_store", kNotImplemented},
  {Mnemonic::TmaReduce, "atom.tma_reduce", 90, Gate::Any,
   IfaceCopyAtom | IfaceTmaAtom | IfaceAsyncCopyAtom,
   "descriptor-driven reduce into gmem", kNoMma, {S, TD, 0, true, true, false}, "sm90_tma_reduce", kNotImplemented},
  {Mnemonic::UniversalCopy, "atom.universal_copy", 0, Gate::Any, IfaceCopyAtom,
   "any source-destination pair the target supports", kNoMma,
   {ResAny, ResAny, 0, false, false, false}, "universal", kImplemented},
  {Mnemonic::SimtAsyncCopy, "atom.simt_async_copy", 80, Gate::Any,
   IfaceCopyAtom | IfaceAsyncCopyAtom, "cp.async gmem \xE2\x86\x92 smem", kNoMma,
   {G, S, 0, true, false, false}, "sm80_cp_async", kImplemented},
  {Mnemonic::Ldsm, "atom.ldsm", 75, Gate::Any, IfaceCopyAtom,
   "src=smem, dst=rmem, shape \xE2\x88\x88 LDSM matrix", kNoMma,
   {S, R, 16, false, false, false}, "sm75_ldsm", kImplemented},
  {Mnemonic::Stsm, "atom.stsm", 90, Gate::Any, IfaceCopyAtom,
   "src=rmem, dst=smem, shape \xE2\x88\x88 STSM matrix", kNoMma,
   {R, S, 16, false, false, false}, "sm90_stsm", kImplemented},
  {Mnemonic::NonExecTiledTmaLoad, "atom.non_exec_tiled_tma_load", 90, Gate::Any,
   IfaceTmaAtom, "partition-verified TMA atom waiting on mbarrier and cache binding",
   kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::NonExecTiledTmaStore, "atom.non_exec_tiled_tma_store", 90, Gate::Any,
   IfaceTmaAtom, "partition-verified TMA atom waiting on mbarrier and cache binding",
   kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::NonExecTiledTmaReduce, "atom.non_exec_tiled_tma_reduce", 90, Gate::Any,
   IfaceTmaAtom, "partition-verified TMA atom waiting on mbarrier and cache binding",
   kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::NonExecIm2colTmaLoad, "atom.non_exec_im2col_tma_load", 90, Gate::Any,
   IfaceTmaAtom, "im2col-plan-verified TMA atom waiting on mbarrier and cache binding",
   kNoMma, kNoCopy, nullptr, kNotImplemented},
  {Mnemonic::NonExecIm2colTmaStore, "atom.non_exec_im2col_tma_store", 90, Gate::Any,
   IfaceTmaAtom, "im2col-plan-verified TMA atom waiting on mbarrier and cache binding",
   kNoMma, kNoCopy, nullptr, kNotImplemented},
};
// clang-format on

} // namespace

const AtomRecord *atomRecords() { return kRecords; }
const AtomRecord &atomRecord(Mnemonic m) {
  return kRecords[static_cast<int>(m)];
}

/// The length gate as a table: for each token length, the arms of that
/// length in walk order (-1 terminated). Behaviour is the seed's linear walk
/// (a length mismatch skips an arm), without visiting arms that cannot match.
struct LengthBuckets {
  static constexpr int kMaxLen = 31;
  int8_t arms[kMaxLen][5];
  constexpr LengthBuckets() : arms() {
    for (auto &b : arms)
      for (auto &a : b)
        a = -1;
    for (int i = 0; i < kNumMnemonics; ++i) {
      int8_t *b = arms[kWalk[i].length];
      int n = 0;
      while (b[n] != -1)
        ++n;
      b[n] = static_cast<int8_t>(i);
    }
  }
};
constexpr LengthBuckets kBuckets;

int lookupMnemonic(std::string_view m) {
  if (m.size() >= LengthBuckets::kMaxLen)
    return -1;
  for (const int8_t *arm = kBuckets.arms[m.size()]; *arm != -1; ++arm) {
    const int i = *arm;
    const WalkArm &e = kWalk[i];
    if ((load64(m.data()) ^ e.q0) != 0)
      continue;
    size_t tailStart = 8;
    if (e.length >= 16) {
      if ((load64(m.data() + 8) ^ e.q1) != 0)
        continue;
      tailStart = 16;
    }
    size_t tailLen = e.length - tailStart;
    if (tailLen && std::memcmp(m.data() + tailStart, e.tail, tailLen) != 0)
      continue;
    return i;
  }
  return -1;
}

const char *ifaceName(Iface i) {
  switch (i) {
  case IfaceMmaAtom: return "MmaAtom";
  case IfaceCopyAtom: return "CopyAtom";
  case IfacePrefetchAtom: return "PrefetchAtom";
  case IfaceDescriptorType: return "DescriptorType";
  case IfaceTmaAtom: return "TmaAtom";
  case IfaceAsyncCopyAtom: return "AsyncCopyAtom";
  case IfaceSparseMetadataAtom: return "SparseMetadataAtom";
  case IfaceBlockScaleAtom: return "BlockScaleAtom";
  case IfaceTmemAtom: return "TmemAtom";
  case IfaceSmemDescriptorAtom: return "SmemDescriptorAtom";
  }
  return "?";
}

std::string residencyName(uint8_t r) {
  if (r == ResAny)
    return "any";
  static const std::pair<uint8_t, const char *> kNames[] = {
      {ResRmem, "rmem"}, {ResSmem, "smem"}, {ResGmem, "gmem"},
      {ResTmem, "tmem"}, {ResSmemDesc, "smem_desc"}, {ResTmaDesc, "tma_desc"}};
  std::string out;
  for (auto &[bit, name] : kNames)
    if (r & bit) {
      if (!out.empty())
        out += "|";
      out += name;
    }
  return out.empty() ? "none" : out;
}

std::string atomUnavailableReason(const AtomRecord &r, const TargetInfo &t) {
  std::string what = std::string("`") + r.mnemonic + "`";
  if (r.gate == Gate::Sm120BlockScale)
    what += " (block-scaled mma.sync)";
  return gateUnavailableReason(r.gate, r.minTier, what, t);
}

std::string gateUnavailableReason(Gate g, int minTier,
                                  const std::string &what,
                                  const TargetInfo &t) {
  std::string tgt = t.name;
  switch (g) {
  case Gate::Any:
    if (t.sm < minTier)
      return what + " requires SM" + std::to_string(minTier) +
             " or newer (sm_" + std::to_string(minTier) +
             "), but the target is " + tgt;
    return "";
  case Gate::Sm90aOnly:
    if (!(t.sm == 90 && t.suffix == Suffix::A))
      return what + " (wgmma) requires the sm_90a target, but the target is " +
             tgt;
    return "";
  case Gate::Tcgen05:
    // Seed 003 registers no MMA for SM110, but ptxas 13.0 assembles
    // tcgen05 on sm_110a/sm_110f and CUTLASS enables UMMA there: the
    // hardware's rule (docs/deviations.md).
    if ((t.surface != 100 && t.surface != 110) || t.suffix == Suffix::None)
      return what + " (tcgen05) requires SM100 or SM110 with an "
                    "arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f "
                    "or sm_110a/sm_110f), but the target is " +
             tgt;
    return "";
  case Gate::Tcgen05I8:
    // ptxas 13.0 assembles tcgen05.mma(.sp) kind::i8 for sm_100a and
    // sm_110a only: not for SM103 and not for the family targets.
    if (!((t.sm == 100 || t.sm == 110) && t.suffix == Suffix::A))
      return what + " (tcgen05.mma kind::i8) requires sm_100a or sm_110a "
                    "(ptxas has no kind::i8 on sm_103a/f or the family "
                    "targets), but the target is " +
             tgt;
    return "";
  case Gate::Tcgen05ArchSpecific:
    if ((t.surface != 100 && t.surface != 110) || t.suffix != Suffix::A)
      return what + " requires an arch-specific tcgen05 target (sm_100a, "
                    "sm_103a or sm_110a), but the target is " +
             tgt;
    return "";
  case Gate::Sm120BlockScale:
    if (t.surface != 120 || t.suffix == Suffix::None)
      return what + " requires SM120 with an arch-specific suffix (sm_120a/sm_120f "
             "or sm_121a/sm_121f), but the target is " +
             tgt;
    return "";
  }
  return "";
}

} // namespace cute_nvgpu::target
