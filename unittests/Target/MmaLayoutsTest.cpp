//===- MmaLayoutsTest.cpp - synthesized fragments vs CUTLASS traits -------===//
//
// Expected strings are CUTLASS's MMA_Traits layouts (mma_traits_sm80.hpp,
// sm89, sm120) printed in CuTe notation; each also follows from the PTX
// ISA fragment tables (see lib/Target/MmaLayouts.cpp).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/MmaLayouts.h"

#include <gtest/gtest.h>

using namespace cute_nvgpu;
using namespace cute_nvgpu::target;

namespace {
struct Case {
  Mnemonic atom;
  int m, n, k;
  const char *a, *b, *c;
  const char *A, *B, *C;
  int va, vb, vc;
};

const Case kCases[] = {
    // SM80_16x8x8_F32F16F16F32_TN
    {Mnemonic::Sm80Mma, 16, 8, 8, "f16", "f16", "f32",
     "((4,8),(2,2)):((32,1),(16,8))", "((4,8),2):((16,1),8)",
     "((4,8),(2,2)):((32,1),(16,8))", 4, 2, 4},
    // SM80_16x8x16_F32F16F16F32_TN
    {Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f32",
     "((4,8),(2,2,2)):((32,1),(16,8,128))", "((4,8),(2,2)):((16,1),(8,64))",
     "((4,8),(2,2)):((32,1),(16,8))", 8, 4, 4},
    {Mnemonic::Sm80Mma, 16, 8, 16, "bf16", "bf16", "f32",
     "((4,8),(2,2,2)):((32,1),(16,8,128))", "((4,8),(2,2)):((16,1),(8,64))",
     "((4,8),(2,2)):((32,1),(16,8))", 8, 4, 4},
    // SM80_16x8x4_F32TF32TF32F32_TN (B = SM80_8x4)
    {Mnemonic::Sm80Mma, 16, 8, 4, "tf32", "tf32", "f32",
     "((4,8),2):((16,1),8)", "((4,8),1):((8,1),0)",
     "((4,8),(2,2)):((32,1),(16,8))", 2, 1, 4},
    // SM80_16x8x8_F32TF32TF32F32_TN
    {Mnemonic::Sm80Mma, 16, 8, 8, "tf32", "tf32", "f32",
     "((4,8),(2,2)):((16,1),(8,64))", "((4,8),2):((8,1),32)",
     "((4,8),(2,2)):((32,1),(16,8))", 4, 2, 4},
    // SM80_16x8x16_S32S8S8S32_TN (B = SM80_8x16_Row)
    {Mnemonic::Sm80Mma, 16, 8, 16, "s8", "u8", "s32",
     "((4,8),(4,2)):((64,1),(16,8))", "((4,8),4):((32,1),8)",
     "((4,8),(2,2)):((32,1),(16,8))", 8, 4, 4},
    // SM80_16x8x32_S32S8S8S32_TN
    {Mnemonic::Sm80Mma, 16, 8, 32, "s8", "s8", "s32",
     "((4,8),(4,2,2)):((64,1),(16,8,256))", "((4,8),(4,2)):((32,1),(8,128))",
     "((4,8),(2,2)):((32,1),(16,8))", 16, 8, 4},
    // SM80_16x8x256_S32U1U1S32_TN_XORPOPC
    {Mnemonic::Sm80Mma, 16, 8, 256, "b1", "b1", "s32",
     "((4,8),(32,2,2)):((512,1),(16,8,2048))",
     "((4,8),(32,2)):((256,1),(8,1024))", "((4,8),(2,2)):((32,1),(16,8))", 128,
     64, 4},
    // SM80_8x8x4_F64F64F64F64_TN (A = B = SM80_8x4, C = SM80_8x8_Row)
    {Mnemonic::Sm80Mma, 8, 8, 4, "f64", "f64", "f64", "((4,8),1):((8,1),0)",
     "((4,8),1):((8,1),0)", "((4,8),2):((16,1),8)", 1, 1, 2},
    // SM89_16x8x32_F32E4M3E5M2F32_TN: the s8 k32 fragments.
    {Mnemonic::Sm89Mma, 16, 8, 32, "e4m3", "e5m2", "f32",
     "((4,8),(4,2,2)):((64,1),(16,8,256))", "((4,8),(4,2)):((32,1),(8,128))",
     "((4,8),(2,2)):((32,1),(16,8))", 16, 8, 4},
    // SM120 m16n8k64 FP4 (packed 8 per register) and m16n8k32 (byte containers).
    {Mnemonic::Sm120MmaBs, 16, 8, 64, "e2m1", "e2m1", "f32",
     "((4,8),(8,2,2)):((128,1),(16,8,512))", "((4,8),(8,2)):((64,1),(8,256))",
     "((4,8),(2,2)):((32,1),(16,8))", 32, 16, 4},
    {Mnemonic::Sm120MmaBs, 16, 8, 32, "e2m1", "e3m2", "f32",
     "((4,8),(4,2,2)):((64,1),(16,8,256))", "((4,8),(4,2)):((32,1),(8,128))",
     "((4,8),(2,2)):((32,1),(16,8))", 16, 8, 4},
};
} // namespace

TEST(MmaLayouts, MatchCutlassTraits) {
  for (const Case &c : kCases) {
    SCOPED_TRACE(std::string(atomRecord(c.atom).mnemonic) + " " +
                 std::to_string(c.m) + "x" + std::to_string(c.n) + "x" +
                 std::to_string(c.k) + " " + c.a);
    auto r = synthesizeRegisterMma(c.atom, c.m, c.n, c.k, c.a, c.b, c.c);
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(layout::toString(r->slots[0]), c.A);
    EXPECT_EQ(layout::toString(r->slots[1]), c.B);
    EXPECT_EQ(layout::toString(r->slots[2]), c.C);
    EXPECT_EQ(r->slotCount, 3);
    EXPECT_EQ(r->valuesA, c.va);
    EXPECT_EQ(r->valuesB, c.vb);
    EXPECT_EQ(r->valuesC, c.vc);
  }
}

// Every fragment is a bijection from (32 threads x values) onto the tile.
TEST(MmaLayouts, FragmentsCoverTheTileOnce) {
  for (const Case &c : kCases) {
    auto r = synthesizeRegisterMma(c.atom, c.m, c.n, c.k, c.a, c.b, c.c);
    ASSERT_TRUE(r.ok());
    const int64_t tiles[3] = {int64_t(c.m) * c.k, int64_t(c.n) * c.k,
                              int64_t(c.m) * c.n};
    for (int s = 0; s < 3; ++s) {
      const layout::Layout &l = r->slots[s];
      auto sz = layout::size(l);
      ASSERT_TRUE(sz.ok());
      EXPECT_EQ(*sz, tiles[s]) << layout::toString(l);
      std::vector<int> seen(tiles[s], 0);
      for (int64_t i = 0; i < *sz; ++i) {
        auto v = layout::eval(l, i);
        ASSERT_TRUE(v.ok());
        ASSERT_GE(*v, 0);
        ASSERT_LT(*v, tiles[s]);
        seen[*v]++;
      }
      for (int64_t i = 0; i < tiles[s]; ++i)
        EXPECT_EQ(seen[i], 1) << layout::toString(l) << " index " << i;
    }
  }
}

TEST(MmaLayouts, SevenArms) {
  EXPECT_EQ(sevenArmIndex(16, 16, false, false, false), 0);
  EXPECT_EQ(sevenArmIndex(16, 16, false, false, true), 1);
  EXPECT_EQ(sevenArmIndex(16, 16, true, false, false), 2);
  EXPECT_EQ(sevenArmIndex(32, 16, false, false, false), 3);
  EXPECT_EQ(sevenArmIndex(32, 16, false, true, false), 4);
  EXPECT_EQ(sevenArmIndex(32, 16, true, false, false), 5);
  EXPECT_EQ(sevenArmIndex(8, 16, false, false, false), 6);
  EXPECT_EQ(sevenArmIndex(64, 16, false, false, false), -1);
  EXPECT_EQ(sevenArmIndex(16, 8, false, false, false), -1);
  EXPECT_STREQ(sevenArmPtxForm(4),
               "mma.sync.aligned.m16n8k32.row.col.e4m3.e4m3.f32");
  auto r = synthesizeRegisterMma(Mnemonic::Sm89Mma, 16, 8, 32, "e4m3", "e4m3",
                                 "f32");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->arm, 4);
}

TEST(MmaLayouts, RefusesRowsOutsideTheLattice) {
  auto r = synthesizeRegisterMma(Mnemonic::Sm80Mma, 16, 8, 16, "e4m3", "e4m3",
                                 "f32");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message, "no register-MMA lattice row for sm80.mma "
                               "16x8x16 a=e4m3 b=e4m3 c=f32");
}

// Sparse atoms: A is the compressed 16 x K/2 fragment, slot 3 the metadata,
// and the result has four slots (callers must read slotCount).
TEST(MmaLayouts, SparseFourSlots) {
  auto r = synthesizeRegisterMma(Mnemonic::Sm80SparseMma, 16, 8, 16, "f16",
                                 "f16", "f32");
  ASSERT_TRUE(r.ok()) << r.error().message;
  EXPECT_EQ(r->slotCount, 4);
  EXPECT_EQ(layout::toString(r->slots[0]), "((4,8),(2,2)):((32,1),(16,8))");
  EXPECT_EQ(layout::toString(r->slots[1]), "((4,8),(2,2)):((16,1),(8,64))");
  EXPECT_EQ(layout::toString(r->slots[3]), "((4,8),1):((8,1),0)");
  EXPECT_EQ(r->valuesA, 4); // half the dense 8
  EXPECT_EQ(r->arm, 2);
  EXPECT_EQ(sevenArmStrideTriple(2)[0], 0x200000);
  EXPECT_EQ(sevenArmStrideTriple(0)[2], 1024);
  auto s8 = synthesizeRegisterMma(Mnemonic::Sm80SparseMma, 16, 8, 32, "s8",
                                  "s8", "s32");
  ASSERT_TRUE(s8.ok());
  EXPECT_EQ(s8->arm, 5);
  EXPECT_EQ(s8->valuesA, 8);
  EXPECT_EQ(s8->slotCount, 4);
  auto dense = synthesizeRegisterMma(Mnemonic::Sm80Mma, 16, 8, 16, "f16",
                                     "f16", "f32");
  EXPECT_EQ(dense->slotCount, 3);
}

// CuTe's SM90 CLayout_64xN and ALayout_64x16 / 64x32 (mma_traits_sm90_gmma).
TEST(MmaLayouts, WgmmaWarpgroupFragments) {
  EXPECT_EQ(layout::toString(wgmmaAccumulatorLayout(128)),
            "((4,8,4),(2,2,16)):((128,1,16),(64,8,512))");
  EXPECT_EQ(layout::toString(wgmmaAccumulatorLayout(8)),
            "((4,8,4),(2,2)):((128,1,16),(64,8))");
  EXPECT_EQ(layout::toString(wgmmaRegisterALayout(16, 16)),
            "((4,8,4),(2,2,2)):((128,1,16),(64,8,512))");
  EXPECT_EQ(layout::toString(wgmmaRegisterALayout(8, 32)),
            "((4,8,4),(4,2,2)):((256,1,16),(64,8,1024))");
  // Each covers its tile (64 x N, 64 x K) exactly once.
  for (auto [l, tileSize] :
       {std::pair{wgmmaAccumulatorLayout(24), 64 * 24},
        std::pair{wgmmaRegisterALayout(16, 32), 64 * 32},
        std::pair{wgmmaRegisterALayout(32, 8), 64 * 8}}) {
    std::vector<int> seen(tileSize, 0);
    auto n = layout::size(l);
    ASSERT_TRUE(n.ok());
    ASSERT_EQ(*n, tileSize) << layout::toString(l);
    for (int64_t i = 0; i < *n; ++i)
      seen[*layout::eval(l, i)]++;
    for (int v : seen)
      EXPECT_EQ(v, 1) << layout::toString(l);
  }
}

// The per-thread fragment an rmem operand declares: the value mode, compact,
// as CuTe DSL prints it (make_fragment_like); its size is the per-thread
// count the lowering holds in registers.
TEST(MmaLayouts, ThreadFragments) {
  auto frag = [](const layout::Layout &tv) {
    return layout::toString(threadFragment(tv));
  };
  auto r = synthesizeRegisterMma(Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16",
                                 "f32");
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(frag(r->slots[0]), "((2,2,2)):((1,2,4))");
  EXPECT_EQ(frag(r->slots[1]), "((2,2)):((1,2))");
  EXPECT_EQ(frag(r->slots[2]), "((2,2)):((1,2))");
  // A leaf value mode stays a leaf inside the rank-1 fragment.
  auto tf32 = synthesizeRegisterMma(Mnemonic::Sm80Mma, 16, 8, 4, "tf32",
                                    "tf32", "f32");
  ASSERT_TRUE(tf32.ok());
  EXPECT_EQ(frag(tf32->slots[0]), "(2):(1)");
  EXPECT_EQ(frag(tf32->slots[1]), "(1):(0)");
  EXPECT_EQ(frag(wgmmaAccumulatorLayout(64)), "((2,2,8)):((1,2,4))");
  EXPECT_EQ(frag(wgmmaRegisterALayout(8, 32)), "((4,2,2)):((1,4,8))");
  for (const Case &c : kCases) {
    auto s = synthesizeRegisterMma(c.atom, c.m, c.n, c.k, c.a, c.b, c.c);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(*layout::size(threadFragment(s->slots[0])), c.va);
    EXPECT_EQ(*layout::size(threadFragment(s->slots[1])), c.vb);
    EXPECT_EQ(*layout::size(threadFragment(s->slots[2])), c.vc);
  }
}
