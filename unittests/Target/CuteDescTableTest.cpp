//===- CuteDescTableTest.cpp - descriptor words against CuTe's -----------===//
//
// Every row of data/cute-smem-desc.tsv is a whole SMEM tile of a canonical
// CuTe atom family and the word CuTe's make_gmma_desc / make_umma_desc gives
// its first K block. Our deriver + encoder must produce the same word; only
// the base offset (bits 49-51) may differ, where the start is off the
// swizzle pattern's boundary (CuTe writes 0, we write the PTX ISA's phase).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/SmemDescriptor.h"

#include "gtest/gtest.h"

#include <fstream>
#include <sstream>

using namespace cute_nvgpu::target::desc;

namespace {
constexpr uint64_t kBaseBits = 7ULL << 49;

TEST(CuteDescTable, EveryRowMatchesCuTe) {
  std::ifstream in(CUTE_DESC_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_DESC_TABLE;
  std::string line;
  int rows = 0, exact = 0, sm100_32b = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream ss(line);
    std::string arch, major, family, bits, start, layout, word;
    std::getline(ss, arch, '\t');
    std::getline(ss, major, '\t');
    std::getline(ss, family, '\t');
    std::getline(ss, bits, '\t');
    std::getline(ss, start, '\t');
    std::getline(ss, layout, '\t');
    std::getline(ss, word, '\t');
    ++rows;
    Arch a = arch == "sm90" ? Arch::Sm90 : Arch::Sm100;
    uint32_t s = static_cast<uint32_t>(std::stoul(start, nullptr, 0));
    uint64_t want = std::stoull(word, nullptr, 0);
    auto tile = cute_nvgpu::layout::parseAnyLayout(layout);
    ASSERT_TRUE(tile.ok()) << line;
    auto f = deriveFields(a, major == "K" ? Major::K : Major::MN,
                          std::stoi(bits), *tile, s);
    ASSERT_TRUE(f.ok()) << line << "\n" << f.error().message;
    EXPECT_STREQ(swizzleName(f->swizzle), family.c_str()) << line;
    uint64_t got = encode(a, *f);
    EXPECT_EQ(got & ~kBaseBits, want & ~kBaseBits) << line;
    // The base offset is the start's phase in the swizzle pattern.
    EXPECT_EQ(f->baseOffset, baseOffsetFor(f->swizzle, s)) << line;
    if (f->baseOffset == 0) {
      EXPECT_EQ(got, want) << line;
      ++exact;
    }
    if (family == "SW128_32B")
      ++sm100_32b;
    // decode gives back the same fields.
    auto d = decode(a, got);
    ASSERT_TRUE(d.ok()) << line;
    EXPECT_EQ(encode(a, *d), got) << line;
  }
  // The table's extent: 2 archs x 8 (+1) families x 3-4 widths x 8 tiles x
  // 6 starts.
  EXPECT_EQ(rows, 2736);
  EXPECT_EQ(exact, 2048);
  EXPECT_EQ(sm100_32b, 48);
}
} // namespace
