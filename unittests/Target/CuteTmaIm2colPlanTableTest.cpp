//===- CuteTmaIm2colPlanTableTest.cpp - im2col TMA plans against CuTe's ---===//
//
// Every row of data/cute-tma-im2col-plans.tsv is one call of CuTe's
// make_im2col_tma_copy and what it computed: the arguments it passed
// cuTensorMapEncodeIm2col, its im2col TMA coordinate tensor and the bits of
// one TMA instruction. The plan (Target/TmaIm2colPlan.h) built from the
// same texts the CLI takes must agree on every field (no row breaks a
// driver rule the plan refuses).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/TmaIm2colPlan.h"

#include "../TsvRows.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace cute_nvgpu::target::tma;
namespace L = cute_nvgpu::layout;

namespace {

using cute_nvgpu::testing::withoutUnderscores;


std::string param(const std::string &c) { return c == "-" ? "" : c; }

TEST(CuteTmaIm2colPlanTable, EveryRowMatchesCuTe) {
  std::ifstream in(CUTE_TMA_IM2COL_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_TMA_IM2COL_TABLE;
  int rows = 0, multicast = 0, stores = 0, ranks[6] = {0};
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    const std::string &line = row.line;
    const std::vector<std::string> &c = row.cells;
    ASSERT_EQ(c.size(), 28u) << line;
    ++rows;
    std::optional<Im2colOp> op = im2colOpFromName(c[0]);
    ASSERT_TRUE(op) << line;
    int64_t mc = std::stoll(c[5]);
    Im2colParamTexts texts{param(c[6]),  param(c[7]),  param(c[8]),
                           param(c[9]),  param(c[10]), param(c[11]),
                           param(c[12])};
    L::Result<Im2colPlanInput> pin =
        im2colPlanInputFromText(*op, c[1], c[2], c[3], c[4], mc, texts);
    ASSERT_TRUE(pin.ok()) << line << "\n" << pin.error().message;
    L::Result<Im2colPlan> p = makeIm2colPlan(*pin);
    ASSERT_TRUE(p.ok()) << line << "\n" << p.error().message;
    EXPECT_EQ(p->tensorDataType, c[13]) << line;
    EXPECT_EQ(std::to_string(p->tensorRank), c[14]) << line;
    EXPECT_EQ(formatList(p->globalDim), c[15]) << line;
    EXPECT_EQ(formatList(p->globalStrides), c[16]) << line;
    EXPECT_EQ(formatList(p->pixelBoxLowerCorner), c[17]) << line;
    EXPECT_EQ(formatList(p->pixelBoxUpperCorner), c[18]) << line;
    EXPECT_EQ(std::to_string(p->channelsPerPixel), c[19]) << line;
    EXPECT_EQ(std::to_string(p->pixelsPerColumn), c[20]) << line;
    EXPECT_EQ(formatList(p->elementStrides), c[21]) << line;
    EXPECT_EQ(p->interleave, c[22]) << line;
    EXPECT_EQ(p->swizzle, c[23]) << line;
    EXPECT_EQ(p->l2Promotion, c[24]) << line;
    EXPECT_EQ(p->oobFill, c[25]) << line;
    EXPECT_EQ(L::toString(p->tmaTensor), withoutUnderscores(c[26])) << line;
    EXPECT_EQ(std::to_string(p->copyBits), c[27]) << line;
    multicast += mc > 1;
    stores += *op == Im2colOp::Store;
    ++ranks[p->tensorRank];
  }
  EXPECT_GE(rows, 60);
  EXPECT_GT(multicast, 0);
  EXPECT_GT(stores, 0);
  EXPECT_GT(ranks[3], 0);
  EXPECT_GT(ranks[4], 0);
  EXPECT_GT(ranks[5], 0);
}

} // namespace
