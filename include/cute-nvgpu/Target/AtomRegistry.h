//===- AtomRegistry.h - cute_nvgpu type mnemonics and atom contracts -*- C++ -*-===//
//
// The one table of the cute_nvgpu type mnemonics: seed 002's 27 in the
// parser's walk order, then CuTe DSL's two non-executable im2col TMA atoms, with each atom's registry row (seed 003): the
// interfaces it implements, the tier that registers it, its target gate and
// its residency/copy contract. The parser, the printer, the type
// interfaces, the target pass, `cute-nvgpu query`, the benchmark and the
// fuzzer all read it.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_ATOMREGISTRY_H
#define CUTE_NVGPU_TARGET_ATOMREGISTRY_H

#include "cute-nvgpu/Target/Targets.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace cute_nvgpu::target {

/// Slot = position in the walk order: seed 002's 27 (0..26), then the two
/// im2col atoms CuTe DSL adds (27, 28).
enum class Mnemonic : uint8_t {
  UniversalFma = 0,
  Sm80Mma,
  Sm80SparseMma,
  Sm89Mma,
  SmemDesc,
  SmemDescView,
  Sm90Mma,
  Sm100Mma,
  Sm100MmaSp,
  Sm100MmaBs,
  Sm100MmaBsSp,
  Sm120MmaBs,
  TmemLoad,
  TmemStore,
  S2tCopy,
  TmaDescriptorTiled,
  TmaDescriptorIm2col,
  TmaLoad,
  TmaStore,
  TmaReduce,
  UniversalCopy,
  SimtAsyncCopy,
  Ldsm,
  Stsm,
  NonExecTiledTmaLoad,
  NonExecTiledTmaStore,
  NonExecTiledTmaReduce,
  NonExecIm2colTmaLoad,
  NonExecIm2colTmaStore,
};
constexpr int kNumMnemonics = 29;
/// Seed 002's dispatcher table: the first kNumSeedMnemonics slots.
constexpr int kNumSeedMnemonics = 27;

/// Interface bits (seed 003 "Interfaces implemented").
enum Iface : uint16_t {
  IfaceMmaAtom = 1u << 0,
  IfaceCopyAtom = 1u << 1,
  IfacePrefetchAtom = 1u << 2,
  IfaceDescriptorType = 1u << 3,
  IfaceTmaAtom = 1u << 4,
  IfaceAsyncCopyAtom = 1u << 5,
  IfaceSparseMetadataAtom = 1u << 6,
  IfaceBlockScaleAtom = 1u << 7,
  IfaceTmemAtom = 1u << 8,
  IfaceSmemDescriptorAtom = 1u << 9,
};
const char *ifaceName(Iface i);

/// Where an operand may live (bit set).
enum Residency : uint8_t {
  ResNone = 0,
  ResRmem = 1u << 0,
  ResSmem = 1u << 1,
  ResGmem = 1u << 2,
  ResTmem = 1u << 3,
  ResSmemDesc = 1u << 4, // !cute_nvgpu.smem_desc_view
  ResTmaDesc = 1u << 5,  // gmem through a TMA descriptor
  ResAny = 0x3f,
};
std::string residencyName(uint8_t r); // "rmem|smem_desc"

/// How a target unlocks an atom beyond `minTier`.
enum class Gate : uint8_t {
  Any,             // every target with sm >= minTier
  Sm90aOnly,       // wgmma: exactly sm_90a
  Tcgen05,         // SM100 surface (100/103) with an "a" or "f" suffix
  Sm120BlockScale, // SM120 surface (120/121) with an "a" or "f" suffix
  Tcgen05I8,       // tcgen05.mma kind::i8: sm_100a and sm_110a only
  Tcgen05ArchSpecific, // tcgen05 forms the family targets lack ("a" only)
};

/// seed 003 MmaAtomContract (shape and types come from the type payload).
struct MmaContract {
  uint8_t aResidency, bResidency, dResidency;
  bool supportsSparse, supportsBlockScale;
};
/// seed 003 CopyAtomContract. valueBits 0 = any width (set by payload).
struct CopyContract {
  uint8_t source, destination;
  int valueBits;
  bool isAsync, usesTmaDescriptor, supportsPrefetch;
};

struct AtomRecord {
  Mnemonic slot;
  const char *mnemonic;
  int minTier; // 0: all tiers
  Gate gate;
  uint16_t ifaces;
  const char *residencyText; // seed 003 "Residency contract" column
  MmaContract mma;           // valid when ifaces & IfaceMmaAtom
  CopyContract copy;         // valid when ifaces & IfaceCopyAtom
  const char *copyAlias;     // SSA alias suffix: %copy_<suffix>
  /// The atom has a builder op and a lowering to NVVM/PTX. The type parses
  /// and verifies either way; without both, `cute-nvgpu query` marks it
  /// "(not implemented yet)" instead of offering it as usable.
  bool implemented;
};

/// The 27 rows in walk order.
const AtomRecord *atomRecords();
const AtomRecord &atomRecord(Mnemonic m);

/// seed 002's packed-XOR walk: length gate, then 8-byte compares, then the
/// tail. Returns -1 on a miss (the caller then tries the `i<N>` branch).
int lookupMnemonic(std::string_view token);

/// Why `target` lacks the atom, or empty if it has it. Names the atom, the
/// tier it needs and the target.
std::string atomUnavailableReason(const AtomRecord &r, const TargetInfo &t);
/// The same for a gate alone; `what` names the subject ("`sm89.mma` with
/// kind = f8f6f4").
std::string gateUnavailableReason(Gate g, int minTier,
                                  const std::string &what,
                                  const TargetInfo &t);
inline bool atomAvailable(const AtomRecord &r, const TargetInfo &t) {
  return atomUnavailableReason(r, t).empty();
}

} // namespace cute_nvgpu::target

#endif
