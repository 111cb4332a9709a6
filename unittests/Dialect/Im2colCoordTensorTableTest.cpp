//===- Im2colCoordTensorTableTest.cpp - im2col tiles against CuTe's -------===//
//
// Every row of data/cute-im2col-tiles.tsv is one im2col TMA coordinate
// tensor as CuTe's make_im2col_tma_copy builds it (get_tma_tensor: an
// arithmetic-tuple iterator over the composed layout `gemm o offset o
// identity(linear)`) and what CuTe's local_tile and slice make of it: all
// tiles of the CTA tile, the tiles of one pixel-block coordinate m, and the
// one tile (m, k). The `cute` dialect must type each step as CuTe computes
// it: a module that states CuTe's answers as the result types verifies.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "../TsvRows.h"
#include "gtest/gtest.h"

#include <algorithm>
#include <fstream>
#include <sstream>

using namespace mlir;

namespace {

using cute_nvgpu::testing::coordTensorType;
using cute_nvgpu::testing::withoutUnderscores;

TEST(Im2colCoordTensorTable, EveryRowTypesAsCuTe) {
  std::ifstream in(CUTE_IM2COL_TILES_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_IM2COL_TILES_TABLE;
  MLIRContext ctx;
  ctx.loadDialect<cute_nvgpu::cute::CuteDialect, func::FuncDialect>();
  int rows = 0, unaligned = 0;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    const std::string &line = row.line;
    const std::vector<std::string> &c = row.cells;
    // tmaTensor, cta-tile (M,K), tiles, m, tile_m, k, tile_mk
    ASSERT_EQ(c.size(), 7u) << line;
    ++rows;
    std::string t = coordTensorType(c[0]), all = coordTensorType(c[2]),
                tm = coordTensorType(c[4]), tmk = coordTensorType(c[6]);
    ASSERT_FALSE(t.empty() || all.empty() || tm.empty() || tmk.empty())
        << line;
    std::string tile = withoutUnderscores(c[1]); // (M,K)
    size_t comma = tile.find(',');
    ASSERT_NE(comma, std::string::npos) << line;
    std::string tileTy = "!cute.tile<\"[" + tile.substr(1, comma - 1) +
                         ":1;" + tile.substr(comma + 1, tile.size() - comma - 2) +
                         ":1]\">";
    std::string cm = "!cute.coord<\"(" + c[3] + ",_)\">",
                ck = "!cute.coord<\"(_,_," + c[5] + ")\">";
    std::string module =
        "func.func @f(%t: " + t + ") {\n" +
        "  %tile = cute.static : " + tileTy + "\n" +
        "  %all = cute.local_tile(%t, %tile) : (" + t + ", " + tileTy +
        ") -> " + all + "\n" +
        "  %m = cute.static : " + cm + "\n" +
        "  %g = cute.local_tile(%t, %tile, %m) : (" + t + ", " + tileTy +
        ", " + cm + ") -> " + tm + "\n" +
        "  %k = cute.static : " + ck + "\n" +
        "  %gk = \"cute.slice\"(%g, %k) : (" + tm + ", " + ck + ") -> " +
        tmk + "\n" +
        "  return\n}\n";
    std::string diags;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      diags += d.str() + "\n";
      return success();
    });
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(module, &ctx);
    EXPECT_TRUE(m && succeeded(verify(*m)))
        << "CuTe: " << line << "\nmodule:\n" << module << "\nours:\n"
        << diags;
    // Rows whose pixel tile does not divide the output pixels: the tiles
    // straddle output rows, which only the linearized M mode expresses.
    std::string inner =
        withoutUnderscores(c[0].substr(c[0].rfind(" o ") + 3));
    int64_t pixels = std::stoll(inner.substr(1)); // `(P,(C,...)):...`
    if (pixels % std::stoll(tile.substr(1, comma - 1)) != 0)
      ++unaligned;
  }
  EXPECT_GE(rows, 20);
  EXPECT_GE(unaligned, 5) << "too few rows with tiles across output rows";
}

} // namespace
