//===- TargetsTest.cpp - the SM roster and the atom gates -----------------===//
#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/Targets.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

using namespace cute_nvgpu::target;

TEST(Targets, RosterIsTheIssueList) {
  std::set<std::string> names;
  for (const TargetInfo &t : allTargets())
    names.insert(t.name);
  const std::set<std::string> expected = {
      "sm_70",   "sm_72",   "sm_75",   "sm_80",   "sm_86",   "sm_87",
      "sm_89",   "sm_90",   "sm_90a",  "sm_100",  "sm_100a", "sm_100f",
      "sm_103",  "sm_103a", "sm_103f", "sm_110",  "sm_110a", "sm_110f",
      "sm_120",  "sm_120a", "sm_120f", "sm_121",  "sm_121a", "sm_121f"};
  EXPECT_EQ(names, expected);
}

TEST(Targets, SurfacesAndSpellings) {
  EXPECT_EQ(lookupTarget("sm_103a")->surface, 100); // SM103 = SM100 surface
  EXPECT_EQ(lookupTarget("sm_121f")->surface, 120); // SM121 = SM120 surface
  EXPECT_EQ(lookupTarget("sm_110")->surface, 110);
  EXPECT_EQ(lookupTarget("90a"), lookupTarget("sm_90a"));
  EXPECT_EQ(lookupTarget("sm90a"), lookupTarget("sm_90a"));
  EXPECT_EQ(lookupTarget("sm_101a"), nullptr); // renamed sm_110 in CUDA 13
  EXPECT_EQ(lookupTarget("sm_120A"), nullptr);
  EXPECT_FALSE(lookupTarget("sm_70")->ptxasAccepts); // ptxas 13.0 dropped it
  EXPECT_TRUE(lookupTarget("sm_75")->ptxasAccepts);
}

// For every atom: the set of targets that has it, derived from the seeds and
// hardware-truth.md, written out independently of the gate code.
TEST(Targets, AtomAvailabilityMatrix) {
  auto has = [](Mnemonic m, const char *t) {
    return atomAvailable(atomRecord(m), *lookupTarget(t));
  };
  const std::map<Mnemonic, std::set<std::string>> expected = {
      {Mnemonic::Sm90Mma, {"sm_90a"}},
      // tcgen05: SM100, SM103 and (ptxas 13.0; seed 003 says no MMA)
      // SM110, arch-specific or family targets only.
      {Mnemonic::Sm100Mma,
       {"sm_100a", "sm_100f", "sm_103a", "sm_103f", "sm_110a", "sm_110f"}},
      {Mnemonic::TmemLoad,
       {"sm_100a", "sm_100f", "sm_103a", "sm_103f", "sm_110a", "sm_110f"}},
      {Mnemonic::Sm120MmaBs, {"sm_120a", "sm_120f", "sm_121a", "sm_121f"}},
  };
  for (const auto &[m, targets] : expected)
    for (const TargetInfo &t : allTargets())
      EXPECT_EQ(has(m, t.name), targets.count(t.name) == 1)
          << atomRecord(m).mnemonic << " on " << t.name;
  for (const TargetInfo &t : allTargets()) {
    EXPECT_TRUE(has(Mnemonic::UniversalFma, t.name));
    EXPECT_TRUE(has(Mnemonic::UniversalCopy, t.name));
    EXPECT_EQ(has(Mnemonic::Ldsm, t.name), t.sm >= 75) << t.name;
    EXPECT_EQ(has(Mnemonic::Sm80Mma, t.name), t.sm >= 80) << t.name;
    EXPECT_EQ(has(Mnemonic::Sm89Mma, t.name), t.sm >= 89) << t.name;
    EXPECT_EQ(has(Mnemonic::Stsm, t.name), t.sm >= 90) << t.name;
    EXPECT_EQ(has(Mnemonic::TmaLoad, t.name), t.sm >= 90) << t.name;
  }
}

// Seed 003 gives SM110 no MMA atom; ptxas 13.0 assembles tcgen05 on
// sm_110a/f (docs/deviations.md #39): there the UMMA atoms are available,
// wgmma and SM120's block-scaled mma.sync are not, and plain sm_110 has no
// tcgen05 at all.
TEST(Targets, Sm110HasTcgen05Only) {
  for (const char *t : {"sm_110a", "sm_110f"}) {
    EXPECT_TRUE(atomAvailable(atomRecord(Mnemonic::Sm100Mma), *lookupTarget(t)))
        << t;
    EXPECT_FALSE(atomAvailable(atomRecord(Mnemonic::Sm90Mma), *lookupTarget(t)))
        << t;
    EXPECT_FALSE(
        atomAvailable(atomRecord(Mnemonic::Sm120MmaBs), *lookupTarget(t)))
        << t;
  }
  EXPECT_FALSE(
      atomAvailable(atomRecord(Mnemonic::Sm100Mma), *lookupTarget("sm_110")));
  EXPECT_EQ(atomUnavailableReason(atomRecord(Mnemonic::Sm100Mma),
                                  *lookupTarget("sm_110")),
            "`sm100.mma` (tcgen05) requires SM100 or SM110 with an "
            "arch-specific suffix (sm_100a/sm_100f, sm_103a/sm_103f or "
            "sm_110a/sm_110f), but the target is sm_110");
}

TEST(Targets, ReasonsNameAtomTierAndTarget) {
  EXPECT_EQ(atomUnavailableReason(atomRecord(Mnemonic::Sm89Mma),
                                  *lookupTarget("sm_86")),
            "`sm89.mma` requires SM89 or newer (sm_89), but the target is "
            "sm_86");
  EXPECT_EQ(atomUnavailableReason(atomRecord(Mnemonic::Sm90Mma),
                                  *lookupTarget("sm_90")),
            "`sm90.mma` (wgmma) requires the sm_90a target, but the target is "
            "sm_90");
}
