//===- PtxBuilderTest.cpp - seed 004 MMA word and the PTX spellings -------===//
#include "cute-nvgpu/Target/PtxBuilder.h"

#include <gtest/gtest.h>

using namespace cute_nvgpu::target::ptx;

TEST(PtxBuilder, ShapeEnumIsSeed004) {
  EXPECT_EQ(shapeCode(8, 8, 4), 0x01);
  EXPECT_EQ(shapeCode(8, 32, 16), 0x06);
  EXPECT_EQ(shapeCode(16, 8, 16), 0x12);
  EXPECT_EQ(shapeCode(16, 8, 32), 0x13);
  EXPECT_EQ(shapeCode(16, 8, 256), 0x16);
  EXPECT_EQ(shapeCode(16, 16, 8), 0x19);
  EXPECT_EQ(shapeCode(64, 8, 16), 0); // not an mma.sync shape
  EXPECT_STREQ(shapeName(0x18), "m32n8k16");
  EXPECT_STREQ(shapeName(0x07), "");
}

TEST(PtxBuilder, TypeEnumIsSeed004PlusFp8) {
  const char *seed[12] = {"",    "b1",   "s4",   "u4",  "s8",  "u8",
                          "f16", "bf16", "tf32", "f64", "f32", "s32"};
  for (int i = 1; i <= 11; ++i) {
    EXPECT_EQ(typeCode(seed[i]), i);
    EXPECT_EQ(*typeName(static_cast<uint8_t>(i)), seed[i]);
  }
  EXPECT_EQ(typeCode("e4m3"), 12);
  EXPECT_EQ(typeCode("e2m1"), 16);
  EXPECT_EQ(typeName(0).error().message, "Wrong MMA element type");
  EXPECT_EQ(typeName(17).error().message, "Wrong MMA element type");
}

TEST(PtxBuilder, WordPacksAtSeedBitPositions) {
  MmaWord w;
  w.colMajor = true;
  w.mid = 3;
  w.opc = 2;
  w.aty = 6;
  w.bty = 7;
  w.al = 0;
  w.bl = 1;
  w.satf = true;
  w.shape = 0x12;
  uint64_t p = w.pack();
  EXPECT_EQ(p, 0x0000001214070627ULL);
  MmaWord u = MmaWord::unpack(p);
  EXPECT_EQ(u.pack(), p);
  EXPECT_EQ(u.shape, 0x12);
  EXPECT_EQ(u.bty, 7);
  EXPECT_TRUE(u.satf);
}

TEST(PtxBuilder, SpellsMmaSync) {
  MmaWord w;
  w.shape = shapeCode(16, 8, 32);
  w.aty = typeCode("e4m3");
  w.bty = typeCode("e5m2");
  w.bl = 1;
  EXPECT_EQ(*spellMmaSync(w, typeCode("f32"), typeCode("f32")),
            "mma.sync.aligned.m16n8k32.row.col.f32.e4m3.e5m2.f32");
  w.aty = w.bty = typeCode("s8");
  w.satf = true;
  EXPECT_EQ(*spellMmaSync(w, typeCode("s32"), typeCode("s32")),
            "mma.sync.aligned.m16n8k32.row.col.satfinite.s32.s8.s8.s32");
  w.aty = 0;
  EXPECT_EQ(spellMmaSync(w, 11, 11).error().message, "Wrong MMA element type");
}

TEST(PtxBuilder, SpellsSm120KindF8F6F4) {
  EXPECT_EQ(*spellKindMmaSync("f8f6f4", 16, 8, 32, "f32", "e2m1", "e3m2",
                              "f32"),
            "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f32.e2m1.e3m2.f32");
  EXPECT_EQ(*spellKindMmaSync("f8f6f4", 16, 8, 32, "f16", "e4m3", "e2m3",
                              "f16"),
            "mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.f16.e4m3.e2m3.f16");
  EXPECT_EQ(spellKindMmaSync("mxf8f6f4", 16, 8, 32, "f32", "e4m3", "e4m3",
                             "f32")
                .error()
                .message,
            "no mma.sync kind `mxf8f6f4`");
  EXPECT_EQ(spellKindMmaSync("f8f6f4", 16, 8, 48, "f32", "e4m3", "e4m3", "f32")
                .error()
                .message,
            "unknown MMA shape m16n8k48");
  EXPECT_EQ(spellKindMmaSync("f8f6f4", 16, 8, 32, "f32", "e8m0", "e4m3", "f32")
                .error()
                .message,
            "Wrong MMA element type");
}

TEST(PtxBuilder, SpellsSm120BlockScale) {
  EXPECT_EQ(*spellBlockScaleMma(32, 32, "e4m3", "e4m3", "ue8m0"),
            "mma.sync.aligned.kind::mxf8f6f4.block_scale.scale_vec::1X."
            "m16n8k32.row.col.f32.e4m3.e4m3.f32.ue8m0");
  EXPECT_EQ(*spellBlockScaleMma(64, 16, "e2m1", "e2m1", "ue4m3"),
            "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::4X."
            "m16n8k64.row.col.f32.e2m1.e2m1.f32.ue4m3");
  EXPECT_EQ(*spellBlockScaleMma(64, 32, "e2m1", "e2m1", "ue8m0"),
            "mma.sync.aligned.kind::mxf4nvf4.block_scale.scale_vec::2X."
            "m16n8k64.row.col.f32.e2m1.e2m1.f32.ue8m0");
  // ptxas refuses scale_vec::4X with .ue8m0.
  EXPECT_FALSE(spellBlockScaleMma(64, 16, "e2m1", "e2m1", "ue8m0").ok());
  EXPECT_EQ(scaleVecCount(64, 16), 4);
  EXPECT_EQ(operandList(4, 3), "{$4, $5, $6}");
}
