//===- AtomRegistryTest.cpp - registry rows vs seed 002/003 tables -------===//
//
// The expected rows below are typed from seed 003's "Atom TypeID Registry"
// table and seed 002's walk-order table, independently of
// lib/Target/AtomRegistry.cpp, so a drift in either shows up here.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/AtomRegistry.h"

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>

using namespace cute_nvgpu::target;

namespace {

struct SeedRow {
  const char *mnemonic;
  int minTier; // 0 = "all"
  uint16_t ifaces;
  const char *residency;
};

// seed 003, Atom TypeID Registry (interfaces column; min tier column).
// Rows in seed 002 walk order, then the two im2col TMA atoms CuTe DSL's
// make_im2col_tma_atom builds (appended after the seed's 27); descriptor-only types (smem_desc,
// tma_descriptor_*) are the DescriptorType family of seed 003's registry
// model table.
const SeedRow kSeed[kNumMnemonics] = {
    {"atom.universal_fma", 0, IfaceMmaAtom, "A, B, D in rmem"},
    {"sm80.mma", 80, IfaceMmaAtom,
     "A, B, D in rmem; one element type per operand"},
    {"sm80.sparse_mma", 80, IfaceMmaAtom | IfaceSparseMetadataAtom,
     "A, B, D in rmem; metadata operand alongside A"},
    {"sm89.mma", 89, IfaceMmaAtom, "A, B, D in rmem; FP8 element types added"},
    {"smem_desc", 90, IfaceDescriptorType, nullptr},
    {"smem_desc_view", 90, IfaceDescriptorType,
     "typed view over an SMEM descriptor"},
    {"sm90.mma", 90, IfaceMmaAtom | IfaceSmemDescriptorAtom,
     "A in rmem or smem_desc_view; B in smem_desc_view; D in rmem"},
    {"sm100.mma", 100, IfaceMmaAtom | IfaceTmemAtom,
     "A in memref/smem_desc_view; B in smem_desc_view; D in memref (tmem)"},
    {"sm100.mma_sp", 100,
     IfaceMmaAtom | IfaceTmemAtom | IfaceSparseMetadataAtom,
     "UMMA contract + structurally-sparse A and metadata operand"},
    {"sm100.mma_bs", 100, IfaceMmaAtom | IfaceTmemAtom | IfaceBlockScaleAtom,
     "UMMA contract + scale-factor operand"},
    {"sm100.mma_bs_sp", 100,
     IfaceMmaAtom | IfaceTmemAtom | IfaceBlockScaleAtom |
         IfaceSparseMetadataAtom,
     "UMMA block-scale + sparsity"},
    {"SM120.mma_bs", 120, IfaceMmaAtom | IfaceBlockScaleAtom,
     "A, B, D in rmem; two scale-factor operands (one per A, B)"},
    {"atom.tmem_load", 100, IfaceCopyAtom, "src=tmem, dst=rmem"},
    {"atom.tmem_store", 100, IfaceCopyAtom, "src=rmem, dst=tmem"},
    {"atom.s2t_copy", 100, IfaceCopyAtom | IfaceAsyncCopyAtom,
     "src=smem, dst=tmem"},
    {"tma_descriptor_tiled", 90, IfaceDescriptorType, nullptr},
    {"tma_descriptor_im2col", 90, IfaceDescriptorType, nullptr},
    {"atom.tma_load", 90,
     IfaceCopyAtom | IfaceTmaAtom | IfacePrefetchAtom | IfaceAsyncCopyAtom,
     "descriptor-driven gmem \xE2\x86\x92 smem"},
    {"atom.tma_store", 90, IfaceCopyAtom | IfaceTmaAtom | IfaceAsyncCopyAtom,
     "descriptor-driven smem \xE2\x86\x92 gmem"},
    {"atom.tma_reduce", 90, IfaceCopyAtom | IfaceTmaAtom | IfaceAsyncCopyAtom,
     "descriptor-driven reduce into gmem"},
    {"atom.universal_copy", 0, IfaceCopyAtom,
     "any source-destination pair the target supports"},
    {"atom.simt_async_copy", 80, IfaceCopyAtom | IfaceAsyncCopyAtom,
     "cp.async gmem \xE2\x86\x92 smem"},
    {"atom.ldsm", 75, IfaceCopyAtom,
     "src=smem, dst=rmem, shape \xE2\x88\x88 LDSM matrix"},
    {"atom.stsm", 90, IfaceCopyAtom,
     "src=rmem, dst=smem, shape \xE2\x88\x88 STSM matrix"},
    {"atom.non_exec_tiled_tma_load", 90, IfaceTmaAtom,
     "partition-verified TMA atom waiting on mbarrier and cache binding"},
    {"atom.non_exec_tiled_tma_store", 90, IfaceTmaAtom,
     "partition-verified TMA atom waiting on mbarrier and cache binding"},
    {"atom.non_exec_tiled_tma_reduce", 90, IfaceTmaAtom,
     "partition-verified TMA atom waiting on mbarrier and cache binding"},
    {"atom.non_exec_im2col_tma_load", 90, IfaceTmaAtom,
     "im2col-plan-verified TMA atom waiting on mbarrier and cache binding"},
    {"atom.non_exec_im2col_tma_store", 90, IfaceTmaAtom,
     "im2col-plan-verified TMA atom waiting on mbarrier and cache binding"},
};

uint64_t le64(const char *s) {
  uint64_t v;
  std::memcpy(&v, s, 8);
  return v;
}

} // namespace

TEST(AtomRegistry, RowsMatchSeed003InWalkOrder) {
  for (int i = 0; i < kNumMnemonics; ++i) {
    const AtomRecord &r = atomRecords()[i];
    SCOPED_TRACE(kSeed[i].mnemonic);
    EXPECT_EQ(static_cast<int>(r.slot), i);
    EXPECT_STREQ(r.mnemonic, kSeed[i].mnemonic);
    EXPECT_EQ(r.minTier, kSeed[i].minTier);
    EXPECT_EQ(r.ifaces, kSeed[i].ifaces);
    if (kSeed[i].residency) {
      EXPECT_STREQ(r.residencyText, kSeed[i].residency);
    }
  }
}

TEST(AtomRegistry, OnlyTmaLoadPrefetches) {
  // seed 003: "the SM90+ TMA load atom is the only positive hit".
  int hits = 0;
  for (int i = 0; i < kNumMnemonics; ++i)
    if (atomRecords()[i].ifaces & IfacePrefetchAtom) {
      ++hits;
      EXPECT_STREQ(atomRecords()[i].mnemonic, "atom.tma_load");
    }
  EXPECT_EQ(hits, 1);
}

TEST(AtomRegistry, MmaContracts) {
  const AtomRecord &sm90 = atomRecord(Mnemonic::Sm90Mma);
  EXPECT_EQ(sm90.mma.aResidency, ResRmem | ResSmemDesc);
  EXPECT_EQ(sm90.mma.bResidency, ResSmemDesc);
  EXPECT_EQ(sm90.mma.dResidency, ResRmem);
  EXPECT_EQ(residencyName(sm90.mma.aResidency), "rmem|smem_desc");
  for (Mnemonic m : {Mnemonic::Sm100Mma, Mnemonic::Sm100MmaSp,
                     Mnemonic::Sm100MmaBs, Mnemonic::Sm100MmaBsSp}) {
    const AtomRecord &r = atomRecord(m);
    EXPECT_EQ(r.mma.aResidency, ResSmemDesc | ResTmem) << r.mnemonic;
    EXPECT_EQ(r.mma.bResidency, ResSmemDesc) << r.mnemonic;
    EXPECT_EQ(r.mma.dResidency, ResTmem) << r.mnemonic;
    EXPECT_EQ(r.mma.supportsSparse, (r.ifaces & IfaceSparseMetadataAtom) != 0);
    EXPECT_EQ(r.mma.supportsBlockScale, (r.ifaces & IfaceBlockScaleAtom) != 0);
  }
  for (Mnemonic m : {Mnemonic::UniversalFma, Mnemonic::Sm80Mma,
                     Mnemonic::Sm80SparseMma, Mnemonic::Sm89Mma,
                     Mnemonic::Sm120MmaBs}) {
    const AtomRecord &r = atomRecord(m);
    EXPECT_EQ(r.mma.aResidency, ResRmem) << r.mnemonic;
    EXPECT_EQ(r.mma.bResidency, ResRmem) << r.mnemonic;
    EXPECT_EQ(r.mma.dResidency, ResRmem) << r.mnemonic;
  }
  EXPECT_TRUE(atomRecord(Mnemonic::Sm80SparseMma).mma.supportsSparse);
  EXPECT_TRUE(atomRecord(Mnemonic::Sm120MmaBs).mma.supportsBlockScale);
}

TEST(AtomRegistry, CopyContracts) {
  struct Row {
    Mnemonic m;
    uint8_t src, dst;
    int bits;
    bool async, tma, prefetch;
  };
  // seed 003 copy-atom operand-layout contracts.
  const Row rows[] = {
      {Mnemonic::UniversalCopy, ResAny, ResAny, 0, false, false, false},
      {Mnemonic::Ldsm, ResSmem, ResRmem, 16, false, false, false},
      {Mnemonic::Stsm, ResRmem, ResSmem, 16, false, false, false},
      {Mnemonic::SimtAsyncCopy, ResGmem, ResSmem, 0, true, false, false},
      {Mnemonic::TmaLoad, ResTmaDesc, ResSmem, 0, true, true, true},
      {Mnemonic::TmaStore, ResSmem, ResTmaDesc, 0, true, true, false},
      {Mnemonic::TmaReduce, ResSmem, ResTmaDesc, 0, true, true, false},
      {Mnemonic::TmemLoad, ResTmem, ResRmem, 32, false, false, false},
      {Mnemonic::TmemStore, ResRmem, ResTmem, 32, false, false, false},
      {Mnemonic::S2tCopy, ResSmem, ResTmem, 0, true, false, false},
  };
  for (const Row &row : rows) {
    const AtomRecord &r = atomRecord(row.m);
    SCOPED_TRACE(r.mnemonic);
    EXPECT_TRUE(r.ifaces & IfaceCopyAtom);
    EXPECT_EQ(r.copy.source, row.src);
    EXPECT_EQ(r.copy.destination, row.dst);
    EXPECT_EQ(r.copy.valueBits, row.bits);
    EXPECT_EQ(r.copy.isAsync, row.async);
    EXPECT_EQ(r.copy.usesTmaDescriptor, row.tma);
    EXPECT_EQ(r.copy.supportsPrefetch, row.prefetch);
    EXPECT_EQ(r.copy.isAsync, (r.ifaces & IfaceAsyncCopyAtom) != 0);
  }
}

TEST(MnemonicWalk, HitsEveryMnemonicAtItsSlot) {
  for (int i = 0; i < kNumMnemonics; ++i)
    EXPECT_EQ(lookupMnemonic(kSeed[i].mnemonic), i) << kSeed[i].mnemonic;
}

TEST(MnemonicWalk, PackedLiteralsAreTheSeedConstants) {
  // seed 002's first-qword literals, little endian, per row.
  const uint64_t q0[kNumMnemonics] = {
      0x696E752E6D6F7461ULL, 0x616D6D2E30386D73ULL, 0x6170732E30386D73ULL,
      0x616D6D2E39386D73ULL, 0x7365645F6D656D73ULL, 0x7365645F6D656D73ULL,
      0x616D6D2E30396D73ULL, 0x6D6D2E3030316D73ULL, 0x6D6D2E3030316D73ULL,
      0x6D6D2E3030316D73ULL, 0x6D6D2E3030316D73ULL, 0x6D6D2E3032314D53ULL,
      0x656D742E6D6F7461ULL, 0x656D742E6D6F7461ULL, 0x7432732E6D6F7461ULL,
      0x637365645F616D74ULL, 0x637365645F616D74ULL, 0x616D742E6D6F7461ULL,
      0x616D742E6D6F7461ULL, 0x616D742E6D6F7461ULL, 0x696E752E6D6F7461ULL,
      0x6D69732E6D6F7461ULL, 0x73646C2E6D6F7461ULL, 0x7374732E6D6F7461ULL,
      0x6E6F6E2E6D6F7461ULL, 0x6E6F6E2E6D6F7461ULL, 0x6E6F6E2E6D6F7461ULL,
      0x6E6F6E2E6D6F7461ULL, 0x6E6F6E2E6D6F7461ULL};
  const size_t len[kNumMnemonics] = {18, 8,  15, 8,  9,  14, 8,  9,  12, 12,
                                     15, 12, 14, 15, 13, 20, 21, 13, 14, 15,
                                     19, 20, 9,  9,  28, 29, 30, 29, 30};
  for (int i = 0; i < kNumMnemonics; ++i) {
    SCOPED_TRACE(kSeed[i].mnemonic);
    EXPECT_EQ(std::strlen(kSeed[i].mnemonic), len[i]);
    EXPECT_EQ(le64(kSeed[i].mnemonic), q0[i]);
  }
  // The im2col arms share their first 13 bytes with the tiled ones and
  // their lengths with the tiled store and reduce: the second qword
  // ("_exec_im" against "_exec_ti") tells them apart.
  EXPECT_EQ(lookupMnemonic("atom.non_exec_im2col_tma_loa"), -1);
  EXPECT_EQ(lookupMnemonic("atom.non_exec_im2col_tma_reduce"), -1);
  // The SM120 arm's head is uppercase 'S','M' (0x53, 0x4D).
  EXPECT_EQ(q0[11] & 0xFFFF, 0x4D53u);
}

TEST(MnemonicWalk, IsCaseSensitiveAndExact) {
  EXPECT_EQ(lookupMnemonic("sm120.mma_bs"), -1);
  EXPECT_EQ(lookupMnemonic("SM120.MMA_BS"), -1);
  EXPECT_EQ(lookupMnemonic("SM90.mma"), -1);
  EXPECT_EQ(lookupMnemonic(""), -1);
  EXPECT_EQ(lookupMnemonic("i4"), -1);
  EXPECT_EQ(lookupMnemonic("sm80.mm"), -1);
  EXPECT_EQ(lookupMnemonic("sm80.mmaa"), -1);
  // Every single-bit corruption of every mnemonic misses, unless it spells
  // another mnemonic (sm80.mma -> sm90.mma), which must then hit that one.
  for (int i = 0; i < kNumMnemonics; ++i) {
    std::string m = kSeed[i].mnemonic;
    for (size_t pos = 0; pos < m.size(); ++pos) {
      std::string bad = m;
      bad[pos] = static_cast<char>(bad[pos] ^ 0x01);
      int hit = lookupMnemonic(bad);
      if (hit == -1)
        continue;
      EXPECT_EQ(bad, kSeed[hit].mnemonic) << m << " -> " << bad;
    }
  }
}
