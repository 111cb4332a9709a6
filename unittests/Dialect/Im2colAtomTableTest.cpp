//===- Im2colAtomTableTest.cpp - im2col TMA atoms against CuTe's plans ----===//
//
// Every row of ../Target/data/cute-tma-im2col-plans.tsv is one call of
// CuTe's make_im2col_tma_copy: its operands and what CuTe computed, among
// them the im2col TMA coordinate tensor and the bits of one TMA
// instruction. Each row becomes the CuTe DSL op that makes the same atom
// (`cute_nvgpu.atom.make_non_exec_im2col_tma_load` / `_store`), stating
// CuTe's coordinate tensor and copy bits as its result types: the op's
// verifier, which reads everything from the IR operand types, must accept
// every row, and must refuse the row with CuTe's coordinate tensor moved
// by one channel.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Target/TmaIm2colPlan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "../TsvRows.h"
#include "gtest/gtest.h"

#include <fstream>

using namespace mlir;
namespace L = cute_nvgpu::layout;
namespace tma = cute_nvgpu::target::tma;
using cute_nvgpu::testing::coordTensorType;

namespace {

std::string param(const std::string &c) { return c == "-" ? "" : c; }

std::string tupleType(const std::vector<int64_t> &v) {
  std::string s = "!cute.int_tuple<\"(";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + std::to_string(v[i]);
  return s + ")\">";
}

/// The module of one row: the op with CuTe's answers as result types.
/// `coords` replaces the coordinate tensor type when not empty.
std::string rowModule(const std::vector<std::string> &c,
                      const tma::Im2colPlanInput &in, const tma::Im2colPlan &p,
                      const std::string &coords) {
  std::string elem = c[1];
  std::string gmem = "!cute.memref<" + elem + ", gmem, align<16>, \"" +
                     L::printCuteIR(*in.gmemValues) + "\">";
  std::string smem =
      in.smem.isComposed()
          ? "!cute.composed_layout<\"" + L::printCuteIR(in.smem.composed()) +
                "\">"
          : "!cute.layout<\"" + L::printCuteIR(in.smem.layout()) + "\">";
  std::string vmap = "!cute.layout<\"" + L::printCuteIR(in.ctaVMap) + "\">";
  std::string tensor = coords.empty() ? coordTensorType(c[26]) : coords;
  std::string gbasis = L::printCuteIR(p.basis.vt);
  std::string args = "%g: " + gmem + ", %s: " + smem + ", %v: " + vmap;
  std::string operands = "%g, %s, %v", types = gmem + ", " + smem + ", " + vmap;
  std::string op, props, atom;
  if (in.op == tma::Im2colOp::Store) {
    op = "store";
    atom = "!cute_nvgpu.atom.non_exec_im2col_tma_store<" + elem +
           ", copy_bits = " + c[27] + ", tma_gbasis = <\"" + gbasis + "\">>";
  } else {
    bool mc = in.op == tma::Im2colOp::LoadMulticast;
    std::string kind = mc ? "sm_90_multicast" : "sm_90";
    op = "load";
    props = " <{kind = <" + kind + "> num_multicast = " + c[5] + "}>";
    atom = "!cute_nvgpu.atom.non_exec_im2col_tma_load<" + kind + ", " + elem +
           ", copy_bits = " + c[27] + ", tma_gbasis = <\"" + gbasis + "\">>";
    // The DSL passes all seven lists to a load; the rows without them
    // take CuTe's no-offset defaults.
    L::Im2colParams q = in.params.lowerCornerWhd.empty()
                            ? L::Im2colParams::noOffsets(p.tensorRank - 2)
                            : in.params;
    int i = 0;
    for (const std::vector<int64_t> *v :
         {&q.lowerCornerWhd, &q.upperCornerWhd, &q.lowerPaddingWhd,
          &q.upperPaddingWhd, &q.strideWhd, &q.lowerSrt, &q.strideSrt}) {
      std::string name = "%p" + std::to_string(i++);
      args += ", " + name + ": " + tupleType(*v);
      operands += ", " + name;
      types += ", " + tupleType(*v);
    }
  }
  return "func.func @f(" + args + ") {\n  %a, %t = cute_nvgpu.atom." +
         "make_non_exec_im2col_tma_" + op + "(" + operands + ")" + props +
         " : (" + types + ") -> (" + atom + ", " + tensor + ")\n  return\n}\n";
}

TEST(Im2colAtomTable, EveryRowVerifiesWithCuTesTypes) {
  std::ifstream in(CUTE_TMA_IM2COL_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_TMA_IM2COL_TABLE;
  MLIRContext ctx;
  ctx.loadDialect<cute_nvgpu::CuteNvgpuDialect, func::FuncDialect>();
  int rows = 0, loads = 0, stores = 0, multicast = 0;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    const std::string &line = row.line;
    const std::vector<std::string> &c = row.cells;
    ASSERT_EQ(c.size(), 28u) << line;
    std::optional<tma::Im2colOp> op = tma::im2colOpFromName(c[0]);
    ASSERT_TRUE(op) << line;
    tma::Im2colParamTexts texts{param(c[6]),  param(c[7]),  param(c[8]),
                                param(c[9]),  param(c[10]), param(c[11]),
                                param(c[12])};
    L::Result<tma::Im2colPlanInput> pin = tma::im2colPlanInputFromText(
        *op, c[1], c[2], c[3], c[4], std::stoll(c[5]), texts);
    ASSERT_TRUE(pin.ok()) << line << "\n" << pin.error().message;
    L::Result<tma::Im2colPlan> p = tma::makeIm2colPlan(*pin);
    ASSERT_TRUE(p.ok()) << line << "\n" << p.error().message;
    ++rows;
    loads += *op != tma::Im2colOp::Store;
    stores += *op == tma::Im2colOp::Store;
    multicast += *op == tma::Im2colOp::LoadMulticast;

    std::string diags;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      diags += d.str() + "\n";
      return success();
    });
    std::string module = rowModule(c, *pin, *p, "");
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(module, &ctx);
    EXPECT_TRUE(m && succeeded(verify(*m)))
        << "CuTe: " << line << "\nmodule:\n" << module << "\nours:\n" << diags;

    // CuTe's tensor based one channel further: the verifier must refuse it.
    std::string moved = coordTensorType(c[26]);
    size_t base = moved.find("<\"(0,");
    ASSERT_NE(base, std::string::npos) << moved;
    moved[base + 3] = '1';
    diags.clear();
    std::string bad = rowModule(c, *pin, *p, moved);
    OwningOpRef<ModuleOp> mb = parseSourceString<ModuleOp>(bad, &ctx);
    // (parseSourceString verifies, so a refused module does not parse.)
    EXPECT_FALSE(mb && succeeded(verify(*mb))) << "accepted:\n" << bad;
    EXPECT_NE(diags.find("expects the im2col coordinate tensor the operands "
                         "give"),
              std::string::npos)
        << diags;
  }
  EXPECT_GE(rows, 60);
  EXPECT_GT(loads, 0);
  EXPECT_GT(stores, 0);
  EXPECT_GT(multicast, 0);
}

} // namespace
