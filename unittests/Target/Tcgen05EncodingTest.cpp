//===- Tcgen05EncodingTest.cpp - seed 004's tcgen05 kind/modifier word ----===//
#include "cute-nvgpu/Target/Tcgen05Encoding.h"

#include <gtest/gtest.h>

using namespace cute_nvgpu::target::tcgen05;

TEST(Tcgen05Encoding, KindsSitInBits8To6) {
  // Seed 004's kind table, value by value.
  EXPECT_EQ(encode(Kind::MxF4NvF4, {}), 0u << 6);
  EXPECT_EQ(encode(Kind::F8F6F4, {}), 1u << 6);
  EXPECT_EQ(encode(Kind::MxF8F6F4, {}), 2u << 6);
  EXPECT_EQ(encode(Kind::F16, {}), 3u << 6);
  EXPECT_EQ(encode(Kind::I8, {}), 4u << 6);
  EXPECT_EQ(encode(Kind::TF32, {}), 5u << 6);
  EXPECT_EQ(encode(Kind::MxF4, {}), 7u << 6);
  EXPECT_EQ(kindFromName("mxf4nvf4"), Kind::MxF4NvF4);
  EXPECT_EQ(kindFromName("f6"), std::nullopt);
  EXPECT_STREQ(kindName(Kind::TF32), "tf32");
}

TEST(Tcgen05Encoding, ModifierBits) {
  Modifiers m;
  m.weightStationary = true;
  EXPECT_EQ(encode(Kind::F16, m), (3u << 6) | 1u);
  m = {};
  m.ctaGroup = 2;
  EXPECT_EQ(encode(Kind::F16, m), (3u << 6) | 2u);
  m = {};
  m.scaleVec = 4;
  EXPECT_EQ(encode(Kind::MxF4NvF4, m), 3u << 2);
  m = {};
  m.scaleInputAccumulator = true;
  EXPECT_EQ(encode(Kind::TF32, m), (5u << 6) | (1u << 4));
  m = {};
  m.sparse = true;
  m.blockAlias = 32;
  EXPECT_EQ(encode(Kind::MxF8F6F4, m), (2u << 6) | (1u << 5) | (1u << 9));
}

TEST(Tcgen05Encoding, CompatibilityRules) {
  Modifiers ws;
  ws.weightStationary = true;
  EXPECT_EQ(incompatibility(Kind::F16, ws, true, "sm_100a"), "");
  EXPECT_EQ(incompatibility(Kind::MxF8F6F4, ws, true, "sm_100a"),
            "`.ws` (weight stationary) is not compatible with kind::mxf8f6f4");
  EXPECT_EQ(incompatibility(Kind::MxF4, ws, true, "sm_100a"),
            "`.ws` (weight stationary) is not compatible with kind::mxf4");
  ws.ctaGroup = 2;
  EXPECT_EQ(incompatibility(Kind::F16, ws, true, "sm_100a"),
            "`.ws` (weight stationary) is not compatible with cta_group::2");

  Modifiers acc;
  acc.scaleInputAccumulator = true;
  EXPECT_EQ(incompatibility(Kind::F16, acc, false, "sm_100f"), "");
  EXPECT_EQ(incompatibility(Kind::F16, acc, true, "sm_100a"),
            "the scale-input accumulator is not available on sm_100a");
  EXPECT_EQ(incompatibility(Kind::F16, acc, true, "sm_103a"),
            "the scale-input accumulator is not available on sm_103a");
  EXPECT_EQ(incompatibility(Kind::I8, acc, true, "sm_110a"),
            "the scale-input accumulator is for kind::f16 and kind::tf32 "
            "only, got kind::i8");

  EXPECT_EQ(incompatibility(Kind::I8, {}, false, "sm_100f"),
            "kind::i8 needs an arch-conditional target (sm_100a, sm_103a, "
            "...), got sm_100f");
  Modifiers sp;
  sp.sparse = true;
  EXPECT_EQ(incompatibility(Kind::MxF4, sp, false, "sm_100f"),
            "sparse kind::mxf4 needs an arch-conditional target, got sm_100f");
  EXPECT_EQ(incompatibility(Kind::MxF8F6F4, sp, false, "sm_100f"), "");

  Modifiers vec;
  vec.scaleVec = 4;
  EXPECT_EQ(incompatibility(Kind::MxF4NvF4, vec, true, "sm_100a"), "");
  EXPECT_EQ(incompatibility(Kind::MxF4, vec, true, "sm_100a"),
            "kind::mxf4 takes .scale_vec::2X, got .scale_vec::4X");
  EXPECT_EQ(incompatibility(Kind::F16, vec, true, "sm_100a"),
            ".scale_vec::4X needs a block-scaled kind (mxf8f6f4, mxf4, "
            "mxf4nvf4), got kind::f16");
  vec.blockAlias = 32;
  EXPECT_EQ(incompatibility(Kind::MxF4NvF4, vec, true, "sm_100a"),
            ".block32 and .scale_vec::4X name different scale blocks");
  Modifiers b16;
  b16.blockAlias = 16;
  EXPECT_EQ(incompatibility(Kind::MxF8F6F4, b16, true, "sm_100a"),
            ".block16 (16-element scale blocks) exists for kind::mxf4nvf4 "
            "only, got kind::mxf8f6f4");

  Modifiers col;
  col.collector = Collector::Fill;
  col.ashift = true;
  EXPECT_EQ(incompatibility(Kind::F16, col, true, "sm_100a"),
            ".collector::a::fill cannot be combined with .ashift");
  col.collector = Collector::LastUse;
  EXPECT_EQ(incompatibility(Kind::F16, col, true, "sm_100a"), "");
}

TEST(Tcgen05Encoding, ScaledOperandStrings) {
  // Booleans print 0/1; negations print the multiplier 1/-1.
  auto none = scaledOperandStrings(0);
  EXPECT_STREQ(none[0], "0");
  EXPECT_STREQ(none[1], "1");
  EXPECT_STREQ(none[2], "1");
  EXPECT_STREQ(none[3], "0");
  EXPECT_STREQ(none[4], "0");
  auto all = scaledOperandStrings(0x1f);
  EXPECT_STREQ(all[0], "1");
  EXPECT_STREQ(all[1], "-1");
  EXPECT_STREQ(all[2], "-1");
  EXPECT_STREQ(all[3], "1");
  EXPECT_STREQ(all[4], "1");
}
