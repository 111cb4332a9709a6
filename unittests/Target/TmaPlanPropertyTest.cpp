//===- TmaPlanPropertyTest.cpp - the plan's invariants on generated copies -===//
//
// Generated GMEM tensors (2 to 6 modes, run-time and static extents and
// strides, broadcast and extent-1 modes, hostile extents up to 2^62), SMEM
// tiles (K- and M-major, swizzled or not) and multicast counts: every plan
// the library returns keeps the driver's rules (rank 1..5, box 1..256 per
// mode, inner box a 16-byte multiple within the swizzle span, global
// strides 16-byte multiples below 2^40, extents 1..2^32) and CuTe's
// accounting (the box split over the cluster covers the unsplit box; one
// instruction's bits are the unsplit box; the coordinate tensor has the
// tensor's shape); every refusal is one message, never a crash.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/TmaPlan.h"

#include "gtest/gtest.h"

#include <random>

using namespace cute_nvgpu::target::tma;
namespace L = cute_nvgpu::layout;

namespace {

std::string joinModes(const std::vector<std::string> &v) {
  std::string s = "(";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + v[i];
  return s + ")";
}

TEST(TmaPlanProperty, PlansKeepTheDriversRules) {
  std::mt19937_64 rng(20261126);
  const char *elems[] = {"f16", "bf16", "f32", "i8", "f64"};
  const int elemBits[] = {16, 16, 32, 8, 64};
  const char *swizzles[] = {"", "Sw<1,4,3> o 0 o ", "Sw<2,4,3> o 0 o ",
                            "Sw<3,4,3> o 0 o "};
  int plans = 0, refusals = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    int e = rng() % 5;
    int bits = elemBits[e];
    // A K-major (or M-major) 2-D tile of rows x cols elements.
    int64_t cols = int64_t(8) << (rng() % 5); // 8..128
    int64_t rows = int64_t(1) << (rng() % 9); // 1..256
    bool kMajor = rng() % 2;
    std::string sw = swizzles[rng() % 4];
    std::string smem =
        sw + (kMajor ? "(" + std::to_string(rows) + "," +
                           std::to_string(cols) + "):(" +
                           std::to_string(cols) + ",1)"
                     : "(" + std::to_string(rows) + "," +
                           std::to_string(cols) + "):(1," +
                           std::to_string(rows) + ")");
    // GMEM: mode 0 rows, mode 1 cols, then 0..4 batch modes.
    auto extent = [&]() -> std::string {
      switch (rng() % 6) {
      case 0: return "_1";
      case 1: return std::to_string(int64_t(1) << (rng() % 63)); // hostile
      case 2: return "_" + std::to_string(1 + rng() % 512);
      default: return std::to_string(1 + rng() % 100000);
      }
    };
    int64_t ld = cols * (1 + rng() % 4) + (rng() % 3 == 0 ? rng() % 9 : 0);
    std::vector<std::string> shape, stride;
    shape.push_back(std::to_string(rows * (1 + rng() % 64)));
    shape.push_back(std::to_string(cols * (1 + rng() % 64)));
    if (kMajor) {
      stride.push_back(std::to_string(ld));
      stride.push_back("_1");
    } else {
      stride.push_back("_1");
      stride.push_back(std::to_string(ld));
    }
    int batch = rng() % 5;
    uint64_t running = uint64_t(ld) * 4096;
    for (int b = 0; b < batch; ++b) {
      shape.push_back(extent());
      stride.push_back(rng() % 7 == 0 ? "_0" : std::to_string(running));
      running = running * (1 + rng() % 8);
      if (running > (uint64_t(1) << 50))
        running = 16;
    }
    std::string gmem = joinModes(shape) + ":" + joinModes(stride);
    std::string tile =
        "(_" + std::to_string(rows) + ",_" + std::to_string(cols) + ")";
    int64_t mc = rng() % 3 == 0 ? int64_t(1) << (rng() % 5) : 1;
    Op op = mc > 1 ? Op::LoadMulticast : Op::Load;
    std::string what = std::string(elems[e]) + " " + gmem + " " + smem +
                       " " + tile + " x" + std::to_string(mc);

    L::Result<PlanInput> in = planInputFromText(op, elems[e], gmem, smem,
                                                tile, mc);
    ASSERT_TRUE(in.ok()) << what << ": " << in.error().message;
    L::Result<Plan> p = makePlan(*in);
    if (!p.ok()) {
      ++refusals;
      EXPECT_FALSE(p.error().message.empty()) << what;
      EXPECT_EQ(p.error().message.find('\n'), std::string::npos) << what;
      continue;
    }
    ++plans;
    ASSERT_GE(p->tensorRank, 1) << what;
    ASSERT_LE(p->tensorRank, 5) << what;
    ASSERT_EQ(p->boxDim.size(), size_t(p->tensorRank)) << what;
    ASSERT_EQ(p->globalStrides.size(), size_t(p->tensorRank - 1)) << what;
    uint64_t boxElems = 1;
    for (uint32_t b : p->boxDim) {
      EXPECT_GE(b, 1u) << what;
      EXPECT_LE(b, 256u) << what;
      boxElems *= b;
    }
    EXPECT_EQ(uint64_t(p->boxDim[0]) * bits % 128, 0u) << what;
    for (const auto &d : p->globalDim)
      if (d) {
        EXPECT_GE(*d, 1u) << what;
        EXPECT_LE(*d, uint64_t(1) << 32) << what;
      }
    for (const auto &s : p->globalStrides)
      if (s) {
        EXPECT_EQ(*s % 16, 0u) << what;
        EXPECT_LT(*s, uint64_t(1) << 40) << what;
      }
    // One instruction moves the unsplit box; the cluster's slices cover it.
    L::Result<int64_t> gbasisSize = L::size(p->gbasis.shape);
    ASSERT_TRUE(gbasisSize.ok()) << what;
    EXPECT_EQ(p->copyBits, *gbasisSize * bits) << what;
    EXPECT_GE(boxElems * uint64_t(mc), uint64_t(*gbasisSize)) << what;
    EXPECT_EQ(p->expectTxBytes, rows * cols * bits / 8) << what;
    EXPECT_EQ(L::toString(p->tmaTensor.shape), L::toString(in->gmemValues->shape))
        << what;
  }
  // Both outcomes are exercised.
  EXPECT_GT(plans, 300);
  EXPECT_GT(refusals, 300);
}

} // namespace
