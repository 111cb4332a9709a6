//===- CuteTmaPlanTableTest.cpp - TMA plans against CuTe's ----------------===//
//
// Every row of data/cute-tma-plans.tsv is one call of CuTe's make_tma_copy
// and what it computed: the arguments it passed cuTensorMapEncodeTiled, the
// layout of its TMA coordinate tensor, the bits of one TMA instruction and
// the TMA G-basis. The plan (Target/TmaPlan.h) built from the same texts the
// CLI takes must agree on every field.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/TmaPlan.h"

#include "../TsvRows.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace cute_nvgpu::target::tma;
namespace L = cute_nvgpu::layout;

namespace {

using cute_nvgpu::testing::withoutUnderscores;

/// The two rows whose 16-way multicast split leaves an 8-byte inner box
/// (8 16-bit elements of an interleaved atom split to 4): the driver needs
/// 16-byte multiples without interleave.
constexpr int kCuteBoxesTheDriverRejects = 2;



/// The driver rule CuTe's row breaks ("" if none), as the phrase of the
/// plan's refusal: boxDim[0] * element bytes must be a multiple of 16 and,
/// with a swizzle, at most its span.
std::string driverRuleBroken(const std::vector<std::string> &c) {
  const DataType *t = dataTypeOf(c[1]);
  uint64_t box0 = std::stoull(c[10].substr(1));
  uint64_t bits = box0 * (t ? t->bits : 0);
  if (bits % 128 != 0)
    return "is not a multiple of 16 bytes";
  int span = c[13] == "CU_TENSOR_MAP_SWIZZLE_32B"    ? 32
             : c[13] == "CU_TENSOR_MAP_SWIZZLE_64B"  ? 64
             : c[13] == "CU_TENSOR_MAP_SWIZZLE_128B" ? 128
                                                     : 0;
  if (span && bits / 8 > (uint64_t)span)
    return "-byte swizzle span";
  return "";
}

TEST(CuteTmaPlanTable, EveryRowMatchesCuTe) {
  std::ifstream in(CUTE_TMA_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_TMA_TABLE;
  int rows = 0, multicast = 0, folded = 0, driverRefusals = 0;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    const std::string &line = row.line;
    const std::vector<std::string> &c = row.cells;
    ASSERT_EQ(c.size(), 20u) << line;
    ++rows;
    std::optional<Op> op = opFromName(c[0]);
    ASSERT_TRUE(op) << line;
    int64_t mc = std::stoll(c[5]);
    L::Result<PlanInput> pin = planInputFromText(*op, c[1], c[2], c[3], c[4], mc);
    ASSERT_TRUE(pin.ok()) << line << "\n" << pin.error().message;
    L::Result<Plan> p = makePlan(*pin);
    // Where CuTe's own box breaks a driver rule it does not check (the
    // inner box a multiple of 16 bytes, within the swizzle span), the plan
    // refuses instead (docs/deviations.md).
    std::string cuteBreaks = driverRuleBroken(c);
    if (!cuteBreaks.empty()) {
      ++driverRefusals;
      ASSERT_FALSE(p.ok()) << line;
      EXPECT_NE(p.error().message.find(cuteBreaks), std::string::npos)
          << line << "\n" << p.error().message;
      continue;
    }
    ASSERT_TRUE(p.ok()) << line << "\n" << p.error().message;
    EXPECT_EQ(p->tensorDataType, c[6]) << line;
    EXPECT_EQ(std::to_string(p->tensorRank), c[7]) << line;
    EXPECT_EQ(formatList(p->globalDim), c[8]) << line;
    EXPECT_EQ(formatList(p->globalStrides), c[9]) << line;
    EXPECT_EQ(formatList(p->boxDim), c[10]) << line;
    EXPECT_EQ(formatList(p->elementStrides), c[11]) << line;
    EXPECT_EQ(p->interleave, c[12]) << line;
    EXPECT_EQ(p->swizzle, c[13]) << line;
    EXPECT_EQ(p->l2Promotion, c[14]) << line;
    EXPECT_EQ(p->oobFill, c[15]) << line;
    EXPECT_EQ(L::toString(p->tmaTensor), withoutUnderscores(c[16])) << line;
    EXPECT_EQ(std::to_string(p->expectTxBytes), c[17]) << line;
    EXPECT_EQ(std::to_string(p->copyBits), c[18]) << line;
    EXPECT_EQ(L::toString(p->gbasis), withoutUnderscores(c[19])) << line;
    multicast += mc > 1;
    folded += p->gbasis.shape.rank() == 5 && p->gbasis.shape[4].isTuple();
  }
  // The table covers multicast splits and folded rank > 5 tensors.
  EXPECT_GE(rows, 100);
  // The rows where CuTe hands the driver a box it rejects.
  EXPECT_EQ(driverRefusals, kCuteBoxesTheDriverRejects);
  EXPECT_GT(multicast, 0);
  EXPECT_GT(folded, 0);
}

} // namespace
