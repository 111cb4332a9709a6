//===- SmemDescriptorTest.cpp - descriptor bits from layouts --------------===//
//
// PTX ISA "Shared memory matrix descriptor" (hardware-truth.md):
//   SM90:  start>>4 in 0-13, LBO>>4 in 16-29, SBO>>4 in 32-45, base offset in
//          49-51, swizzle in 62-63 (0 none, 1 128B, 2 64B, 3 32B).
//   SM100: same fields, 46-48 = 0b001, 52 LBO mode, 61-63 swizzle
//          (0 none, 2 128B, 4 64B, 6 32B).
// `ptxIsaWord` below restates those rules independently of encode().
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/SmemDescriptor.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace cute_nvgpu;
using namespace cute_nvgpu::target::desc;

namespace {
uint64_t ptxIsaWord(Arch arch, uint64_t start, uint64_t lbo, uint64_t sbo,
                    uint64_t base, Swizzle sw) {
  uint64_t w = ((start & 0x3FFFF) >> 4) | (((lbo & 0x3FFFF) >> 4) << 16) |
               (((sbo & 0x3FFFF) >> 4) << 32) | (base << 49);
  int i = static_cast<int>(sw); // INTERLEAVE, B32, B64, B128
  if (arch == Arch::Sm90) {
    const uint64_t code[] = {0, 3, 2, 1};
    return w | (code[i] << 62);
  }
  const uint64_t code[] = {0, 6, 4, 2};
  return w | (1ULL << 46) | (code[i] << 61);
}

int chunks(Swizzle s) { return s == Swizzle::Interleave ? 1 : 1 << static_cast<int>(s); }
} // namespace

// Every family x swizzle x major x element width of the K table, from its
// canonical block with dense core-matrix strides, for both architectures.
TEST(SmemDescriptor, EveryCanonicalFamily) {
  for (Major major : {Major::K, Major::MN})
    for (Swizzle sw : {Swizzle::Interleave, Swizzle::B32, Swizzle::B64,
                       Swizzle::B128})
      for (int bits : {8, 16, 32}) {
        int64_t T = 128 / bits, W = T * chunks(sw), bytes = bits / 8;
        // Dense strides: K-major rows W apart, 8-row groups after both K
        // chunks (INTERLEAVE) or after 8 swizzle rows; MN-major columns of
        // the swizzle width, 8 K rows per core matrix.
        int64_t lbo, sbo;
        int mn = static_cast<int>(std::max<int64_t>(64, W)); // whole swizzle columns
        if (major == Major::K) {
          lbo = sw == Swizzle::Interleave ? 8 * T : -1;
          sbo = sw == Swizzle::Interleave ? 16 * T : 8 * W;
        } else if (sw == Swizzle::Interleave) {
          lbo = 8 * T * (mn / T); // after all M/N core matrices
          sbo = 8 * T;
        } else {
          lbo = 8 * W;            // next swizzle-width column of M/N
          sbo = 8 * W * (mn / W); // next 8 K rows after all M/N columns
        }
        layout::AnyLayout block =
            canonicalBlock(major, sw, bits, mn, lbo < 0 ? 1 : lbo, sbo);
        SCOPED_TRACE(std::string(majorName(major)) + "-major " +
                     swizzleName(sw) + " " + std::to_string(bits) + "-bit " +
                     layout::toString(block));
        for (uint32_t start : {0u, 2048u, 4096u + 16u * 0u}) {
          auto f = deriveFields(major, bits, block, start);
          ASSERT_TRUE(f.ok()) << f.error().message;
          // As CuTe writes them: swizzled K-major LBO is 1 (16 B, the K
          // block is contiguous); an offset with nothing to step to is 0:
          // MN-major one swizzle column wide (LBO), INTERLEAVE MN-major
          // 32-bit (one 8-row core matrix deep: LBO), and swizzled MN-major
          // 32-bit (one K group in the K block: SBO).
          bool oneDeep = major == Major::MN && 2 * T <= 8;
          uint64_t wantLbo =
              lbo < 0 ? 16
              : (major == Major::MN && sw != Swizzle::Interleave && mn <= W)
                  ? 0
              : (oneDeep && sw == Swizzle::Interleave) ? 0
                                                       : uint64_t(lbo * bytes);
          uint64_t wantSbo = oneDeep && sw != Swizzle::Interleave
                                 ? 0
                                 : uint64_t(sbo * bytes);
          EXPECT_EQ(f->leadingByteOffset, wantLbo);
          EXPECT_EQ(f->strideByteOffset, wantSbo);
          EXPECT_EQ(f->swizzle, sw);
          EXPECT_EQ(f->baseOffset, 0u);
          for (Arch arch : {Arch::Sm90, Arch::Sm100}) {
            uint64_t w = encode(arch, *f);
            EXPECT_EQ(w, ptxIsaWord(arch, start, wantLbo, wantSbo, 0, sw));
            auto back = decode(arch, w);
            ASSERT_TRUE(back.ok());
            EXPECT_EQ(back->strideByteOffset, f->strideByteOffset);
            EXPECT_EQ(back->swizzle, sw);
          }
        }
      }
}

// A 16-bit 128B-swizzled K-major block.
TEST(SmemDescriptor, KMajorSw128F16) {
  auto block = layout::parseAnyLayout("Sw<3,3,3> o 0 o (64,16):(64,1)");
  ASSERT_TRUE(block.ok());
  auto f = deriveFields(Major::K, 16, *block, 0);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(f->strideByteOffset, 1024u); // 8 rows x 128 B
  EXPECT_EQ(f->leadingByteOffset, 16u);  // unused for swizzled K-major: 1
  EXPECT_EQ(encode(Arch::Sm90, *f), 0x4000004000010000ULL);
  EXPECT_EQ(encode(Arch::Sm100, *f), 0x4000404000010000ULL);
  // Not on the 1024-byte pattern boundary: base offset = (addr >> 7) & 7.
  auto g = deriveFields(Major::K, 16, *block, 384);
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->baseOffset, 3u);
  EXPECT_EQ(encode(Arch::Sm90, *g), 0x4006004000010018ULL);
}

TEST(SmemDescriptor, MNMajorSw64Bf16) {
  // ((32,2),(8,2)):((1,LBO),(32,SBO)) with LBO 256, SBO 512 elements.
  auto block = layout::parseAnyLayout(
      "Sw<2,3,3> o 0 o ((32,2),(8,2)):((1,256),(32,512))");
  ASSERT_TRUE(block.ok());
  auto f = deriveFields(Major::MN, 16, *block, 0);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(f->leadingByteOffset, 512u);
  EXPECT_EQ(f->strideByteOffset, 1024u);
  EXPECT_EQ(encode(Arch::Sm90, *f), 0x8000004000200000ULL);
}

TEST(SmemDescriptor, RefusesNonCanonicalBlocks) {
  auto check = [](const char *text, Major m, int bits, const char *needle) {
    auto block = layout::parseAnyLayout(text);
    ASSERT_TRUE(block.ok()) << text;
    auto f = deriveFields(m, bits, *block, 0);
    ASSERT_FALSE(f.ok()) << text;
    EXPECT_NE(f.error().message.find(needle), std::string::npos)
        << f.error().message;
  };
  // Rows 16 elements apart cannot be 128B-swizzled K-major.
  check("Sw<3,3,3> o 0 o (64,16):(16,1)", Major::K, 16,
        "is not a K-major SW128 descriptor layout");
  check("Sw<3,3,3> o 0 o (64,16):(16,1)", Major::K, 16,
        "accepted: K-major or MN-major x INTERLEAVE/SW32/SW64/SW128");
  check("Sw<3,4,3> o 0 o (64,16):(64,1)", Major::K, 16,
        "Sw<3,4,3> is not a descriptor swizzle for 16-bit elements");
  check("(64,24):(8,1)", Major::K, 16,
        "its K extent 24 is not a multiple of the MMA K block of 16 "
        "elements (32 bytes)");
  check("(64,32):(32,1)", Major::K, 16,
        "the first 8 elements of the M/N mode are (8):(32), the family "
        "needs (8):(8)");
  check("Sw<3,3,3> o 8 o (64,16):(64,1)", Major::K, 16,
        "composed offset must be 0");
  check("(64,16):(16,1)", Major::K, 2, "has no shared-memory descriptor");
  auto block = layout::parseAnyLayout("Sw<3,3,3> o 0 o (64,16):(64,1)");
  auto f = deriveFields(Major::K, 16, *block, 8);
  ASSERT_FALSE(f.ok());
  EXPECT_NE(f.error().message.find("must be 16-byte aligned"),
            std::string::npos);
}

TEST(SmemDescriptor, DecodeRejectsReservedBitsAndCodes) {
  EXPECT_FALSE(decode(Arch::Sm90, 1ULL << 14).ok());
  EXPECT_FALSE(decode(Arch::Sm100, 0).ok()); // bits 46-48 must be 0b001
  EXPECT_FALSE(decode(Arch::Sm100, (1ULL << 46) | (3ULL << 61)).ok());
  auto ok = decode(Arch::Sm100, (1ULL << 46) | (4ULL << 61));
  ASSERT_TRUE(ok.ok());
  EXPECT_EQ(ok->swizzle, Swizzle::B64);
}

// The base offset is the swizzle pattern's phase at the start address:
// address bits 7-9 (128B), 7-8 (64B), 7 (32B); zero on the boundary.
TEST(SmemDescriptor, BaseOffsetIsTheSwizzlePhase) {
  EXPECT_EQ(baseOffsetFor(Swizzle::B128, 1024), 0u);
  EXPECT_EQ(baseOffsetFor(Swizzle::B128, 1024 + 5 * 128), 5u);
  EXPECT_EQ(baseOffsetFor(Swizzle::B64, 512), 0u);
  EXPECT_EQ(baseOffsetFor(Swizzle::B64, 640), 1u);
  EXPECT_EQ(baseOffsetFor(Swizzle::B32, 256), 0u);
  EXPECT_EQ(baseOffsetFor(Swizzle::B32, 384), 1u);
  EXPECT_EQ(baseOffsetFor(Swizzle::Interleave, 384), 0u);
  auto block = layout::parseAnyLayout("Sw<2,3,3> o 0 o (64,16):(32,1)");
  ASSERT_TRUE(block.ok());
  auto f = deriveFields(Major::K, 16, *block, 640);
  ASSERT_TRUE(f.ok()) << f.error().message;
  EXPECT_EQ(f->baseOffset, 1u);
  EXPECT_EQ(encode(Arch::Sm90, *f) >> 49 & 7, 1u);
}
