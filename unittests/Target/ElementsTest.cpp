//===- ElementsTest.cpp - the element enum against the lattice's spellings -===//
#include "cute-nvgpu/Target/Elements.h"
#include "cute-nvgpu/Target/MmaLattice.h"

#include <gtest/gtest.h>

#include <string>

using namespace cute_nvgpu::target;

TEST(Elements, NamesRoundTrip) {
  for (int i = 1; i <= static_cast<int>(Elem::UE4M3); ++i) {
    Elem e = static_cast<Elem>(i);
    EXPECT_EQ(elemFromName(elemName(e)), e) << elemName(e);
  }
  EXPECT_EQ(elemFromName("f8E4M3FN"), Elem::None); // MLIR spelling: not PTX
  EXPECT_STREQ(elemName(Elem::None), "");
}

TEST(Elements, Widths) {
  EXPECT_EQ(elemBits(Elem::TF32), 32);
  EXPECT_EQ(elemBits(Elem::E2M3), 6);
  EXPECT_EQ(elemBits(Elem::E2M1), 4);
  EXPECT_EQ(elemBits(Elem::B1), 1);
  EXPECT_EQ(elemBits(Elem::UE8M0), 8);
  EXPECT_EQ(elemBits(Elem::None), 0);
}

// Every type name the lattice uses is an element of the enum, so an
// analysis that reads a row can always carry an Elem.
TEST(Elements, CoverTheLattice) {
  for (const LatticeRow &row : mmaLattice())
    for (const char *set : {row.aTypes, row.bTypes, row.cTypes}) {
      std::string s(set);
      size_t start = 0;
      while (start <= s.size()) {
        size_t bar = s.find('|', start);
        std::string name = s.substr(start, bar - start);
        EXPECT_NE(elemFromName(name), Elem::None) << name;
        if (bar == std::string::npos)
          break;
        start = bar + 1;
      }
    }
}
