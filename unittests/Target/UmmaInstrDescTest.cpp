//===- UmmaInstrDescTest.cpp - instruction descriptors against CuTe's ----===//
//
// Every row of data/cute-umma-instr-desc.txt is one of CuTe's
// make_instr_desc / make_instr_desc_block_scaled words; our encoder must
// give the same word for the same fields and the decoder the fields back.
// Then the refusals, one per rule.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/UmmaInstrDesc.h"

#include "gtest/gtest.h"

#include <fstream>
#include <sstream>

using namespace cute_nvgpu::target;
using namespace cute_nvgpu::target::umma;

namespace {

TEST(UmmaInstrDesc, EveryRowMatchesCuTe) {
  std::ifstream in(CUTE_UMMA_INSTR_DESC_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_UMMA_INSTR_DESC_TABLE;
  std::string line;
  bool scaled = false;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.rfind("# block-scaled", 0) == 0)
      scaled = true;
    if (line.empty() || line[0] == '#')
      continue;
    std::istringstream ss(line);
    std::string kind, a, b, c, am, bm, word;
    InstrDesc d;
    int negA, negB;
    ss >> kind >> a >> b >> c >> d.m >> d.n >> am >> bm >> negA >> negB;
    if (scaled) {
      ss >> d.sparse;
      d.scale = elemFromName(c);
    } else {
      ss >> d.saturate >> d.sparse >> d.maxShift;
      d.c = elemFromName(c);
    }
    ss >> word;
    ASSERT_TRUE(ss) << line;
    d.kind = *tcgen05::kindFromName(kind);
    d.a = elemFromName(a);
    d.b = elemFromName(b);
    d.aMnMajor = am == "MN";
    d.bMnMajor = bm == "MN";
    d.negateA = negA;
    d.negateB = negB;
    uint32_t want = static_cast<uint32_t>(std::stoul(word, nullptr, 16));
    ++rows;
    // CuTe encodes an MN-major FP6 operand; the PTX ISA allows MN-major
    // only for 8/16/32-bit types (docs/deviations.md).
    if (line.rfind("mxf8f6f4 e3m2 e2m3 ue8m0 128 64 K MN", 0) == 0) {
      auto refused = encodeInstrDesc(d);
      ASSERT_FALSE(refused.ok()) << line;
      EXPECT_EQ(refused.error().message,
                "instruction descriptor: e2m3 operands must be K-major");
      continue;
    }
    auto got = encodeInstrDesc(d);
    ASSERT_TRUE(got.ok()) << line << ": " << got.error().message;
    EXPECT_EQ(*got, want) << line;
    auto back = decodeInstrDesc(d.kind, want);
    ASSERT_TRUE(back.ok()) << line << ": " << back.error().message;
    EXPECT_EQ(back->a, d.a) << line;
    EXPECT_EQ(back->b, d.b) << line;
    EXPECT_EQ(back->m, d.m) << line;
    EXPECT_EQ(back->n, d.n) << line;
    EXPECT_EQ(back->aMnMajor, d.aMnMajor) << line;
    EXPECT_EQ(back->negateB, d.negateB) << line;
    EXPECT_EQ(back->maxShift, d.maxShift) << line;
    EXPECT_EQ(back->scale, d.scale) << line;
  }
  EXPECT_EQ(rows, 25);
}

std::string refusal(const InstrDesc &d) {
  auto r = encodeInstrDesc(d);
  return r.ok() ? "" : r.error().message;
}

TEST(UmmaInstrDesc, Refusals) {
  InstrDesc d; // f16 x f16 -> f32, 128x256, K-major
  ASSERT_EQ(*encodeInstrDesc(d), 0x08400010u);
  InstrDesc t = d;
  t.a = Elem::E4M3;
  EXPECT_EQ(refusal(t), "instruction descriptor: kind::f16 takes no e4m3 operand");
  t = d;
  t.c = Elem::S32;
  EXPECT_EQ(refusal(t), "instruction descriptor: kind::f16 accumulates in no s32");
  t = d;
  t.m = 96;
  EXPECT_EQ(refusal(t), "instruction descriptor: M must be 64, 128 or 256 (32 for .ws), got 96");
  // M 32 is tcgen05.mma.ws's alone: M >> 4 = 2 in bits 24-28.
  t = d;
  t.m = 32;
  EXPECT_EQ(refusal(t), "instruction descriptor: M must be 64, 128 or 256 (32 for .ws), got 32");
  t.weightStationary = true;
  EXPECT_EQ(*encodeInstrDesc(t), (0x08400010u & ~(0x1Fu << 24)) | 2u << 24);
  t = d;
  t.n = 260;
  EXPECT_EQ(refusal(t), "instruction descriptor: N must be a multiple of 8 from 8 to 256, got 260");
  t = d;
  t.kind = tcgen05::Kind::F8F6F4;
  t.a = Elem::E2M1;
  t.b = Elem::E4M3;
  t.aMnMajor = true;
  EXPECT_EQ(refusal(t), "instruction descriptor: e2m1 operands must be K-major");
  t = d;
  t.kind = tcgen05::Kind::I8;
  t.a = t.b = Elem::S8;
  t.c = Elem::S32;
  t.negateA = true;
  EXPECT_EQ(refusal(t), "instruction descriptor: kind::i8 has no operand negation");
  t = d;
  t.saturate = true;
  EXPECT_EQ(refusal(t), "instruction descriptor: only kind::i8 saturates, not kind::f16");
  t = d;
  t.sparseId2 = 1;
  EXPECT_EQ(refusal(t), "instruction descriptor: the sparsity selector is 0..3 and needs a sparse MMA");
  t = d;
  t.maxShift = 4;
  EXPECT_EQ(refusal(t), "instruction descriptor: max shift must be 8, 16 or 32, got 4");
  t = d;
  t.scale = Elem::UE8M0;
  EXPECT_EQ(refusal(t), "instruction descriptor: kind::f16 takes no scale factors");
  InstrDesc s; // block-scaled
  s.kind = tcgen05::Kind::MxF8F6F4;
  s.a = s.b = Elem::E4M3;
  s.scale = Elem::UE4M3;
  EXPECT_EQ(refusal(s), "instruction descriptor: kind::mxf8f6f4 takes ue8m0 scale factors only");
  s.scale = Elem::None;
  EXPECT_EQ(refusal(s), "instruction descriptor: kind::mxf8f6f4 needs ue8m0 or ue4m3 scale factors");
  s.scale = Elem::UE8M0;
  s.sfaId = 4;
  EXPECT_EQ(refusal(s), "instruction descriptor: scale-factor ids are 0..3");
  s.sfaId = 3;
  s.sfbId = 2;
  auto w = encodeInstrDesc(s);
  ASSERT_TRUE(w.ok());
  EXPECT_EQ(*w, 0x08c00000u | 3u << 29 | 2u << 4);
  s.k96 = true;
  EXPECT_EQ(refusal(s), "instruction descriptor: only kind::mxf4 has K = 96");
  // Decoding refuses reserved bits and undefined type codes.
  EXPECT_FALSE(decodeInstrDesc(tcgen05::Kind::F16, 0x08400010u | 1u << 6).ok());
  EXPECT_FALSE(decodeInstrDesc(tcgen05::Kind::F16, 0x08400010u | 3u << 7).ok());
  EXPECT_FALSE(decodeInstrDesc(tcgen05::Kind::F16, 0x08400010u | 1u << 29).ok());
}

} // namespace
