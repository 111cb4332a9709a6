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
// Every row of data/cute-im2col-partitions.tsv is CuTe's tma_partition of
// one of those atoms (its body on the host: CuTe's is device code) for
// each CTA of its multicast layout, on two stages of the plan's SMEM tile
// and a pixel block of the coordinate tensor tiled by the CTA tile:
// `cute_nvgpu.atom.tma_partition` stating CuTe's two results as its result
// types must verify, and must refuse CuTe's coordinate result moved by one
// pixel.
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
#include <set>

using namespace mlir;
namespace L = cute_nvgpu::layout;
namespace tma = cute_nvgpu::target::tma;
using cute_nvgpu::testing::coordTensorType;
using cute_nvgpu::testing::withoutUnderscores;

namespace {

std::string param(const std::string &c) { return c == "-" ? "" : c; }

std::string tupleType(const std::vector<int64_t> &v) {
  std::string s = "!cute.int_tuple<\"(";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + std::to_string(v[i]);
  return s + ")\">";
}

/// The atom type of one row of the plan table.
std::string atomType(const std::vector<std::string> &c,
                     const tma::Im2colPlanInput &in, const tma::Im2colPlan &p) {
  std::string gbasis = L::printCuteIR(p.basis.vt);
  if (in.op == tma::Im2colOp::Store)
    return "!cute_nvgpu.atom.non_exec_im2col_tma_store<" + c[1] +
           ", copy_bits = " + c[27] + ", tma_gbasis = <\"" + gbasis + "\">>";
  std::string kind =
      in.op == tma::Im2colOp::LoadMulticast ? "sm_90_multicast" : "sm_90";
  return "!cute_nvgpu.atom.non_exec_im2col_tma_load<" + kind + ", " + c[1] +
         ", copy_bits = " + c[27] + ", tma_gbasis = <\"" + gbasis + "\">>";
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
  std::string atom = atomType(c, in, p);
  std::string args = "%g: " + gmem + ", %s: " + smem + ", %v: " + vmap;
  std::string operands = "%g, %s, %v", types = gmem + ", " + smem + ", " + vmap;
  std::string op, props;
  if (in.op == tma::Im2colOp::Store) {
    op = "store";
  } else {
    bool mc = in.op == tma::Im2colOp::LoadMulticast;
    std::string kind = mc ? "sm_90_multicast" : "sm_90";
    op = "load";
    props = " <{kind = <" + kind + "> num_multicast = " + c[5] + "}>";
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

/// One row of the plan table, read and planned.
struct PlanRow {
  std::vector<std::string> cells;
  tma::Im2colPlanInput input;
  tma::Im2colPlan plan;
};

/// Every row of the plan table; a row that does not read or plan is a
/// test failure.
std::vector<PlanRow> planRows() {
  std::ifstream in(CUTE_TMA_IM2COL_TABLE);
  EXPECT_TRUE(in) << "cannot open " << CUTE_TMA_IM2COL_TABLE;
  std::vector<PlanRow> rows;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    const std::vector<std::string> &c = row.cells;
    std::optional<tma::Im2colOp> op =
        c.size() == 28 ? tma::im2colOpFromName(c[0]) : std::nullopt;
    EXPECT_TRUE(op) << row.line;
    if (!op)
      continue;
    tma::Im2colParamTexts texts{param(c[6]),  param(c[7]),  param(c[8]),
                                param(c[9]),  param(c[10]), param(c[11]),
                                param(c[12])};
    L::Result<tma::Im2colPlanInput> pin = tma::im2colPlanInputFromText(
        *op, c[1], c[2], c[3], c[4], std::stoll(c[5]), texts);
    EXPECT_TRUE(pin.ok()) << row.line << "\n"
                          << (pin.ok() ? "" : pin.error().message);
    if (!pin.ok())
      continue;
    L::Result<tma::Im2colPlan> p = tma::makeIm2colPlan(*pin);
    EXPECT_TRUE(p.ok()) << row.line << "\n"
                        << (p.ok() ? "" : p.error().message);
    if (p.ok())
      rows.push_back({c, *pin, *p});
  }
  return rows;
}

TEST(Im2colAtomTable, EveryRowVerifiesWithCuTesTypes) {
  MLIRContext ctx;
  ctx.loadDialect<cute_nvgpu::CuteNvgpuDialect, func::FuncDialect>();
  int rows = 0, loads = 0, stores = 0, multicast = 0;
  for (const PlanRow &row : planRows()) {
    const std::vector<std::string> &c = row.cells;
    const tma::Im2colPlanInput *pin = &row.input;
    const tma::Im2colPlan *p = &row.plan;
    tma::Im2colOp op = pin->op;
    ++rows;
    loads += op != tma::Im2colOp::Store;
    stores += op == tma::Im2colOp::Store;
    multicast += op == tma::Im2colOp::LoadMulticast;

    std::string diags;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      diags += d.str() + "\n";
      return success();
    });
    std::string module = rowModule(c, *pin, *p, "");
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(module, &ctx);
    EXPECT_TRUE(m && succeeded(verify(*m)))
        << "module:\n" << module << "\nours:\n" << diags;

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
  EXPECT_EQ(rows, 72);
  EXPECT_GT(loads, 0);
  EXPECT_GT(stores, 0);
  EXPECT_GT(multicast, 0);
}

/// An SMEM tensor of the partition table: CuTe's swizzle (`Sw<B,M,S>`)
/// and layout as a memref.
std::string smemType(const std::string &elem, const std::string &swizzle,
                     const std::string &layout) {
  std::string sw = withoutUnderscores(swizzle);
  std::string s = "!cute.memref<" + elem + ", smem, align<1024>, ";
  if (sw.rfind("Sw<0,", 0) != 0)
    s += "S<" + sw.substr(3, sw.size() - 4) + ">, ";
  return s + "\"" + withoutUnderscores(layout) + "\">";
}

TEST(Im2colAtomTable, EveryPartitionIsCuTes) {
  std::vector<PlanRow> plans = planRows();
  ASSERT_EQ(plans.size(), 72u);
  std::ifstream in(CUTE_IM2COL_PARTITIONS_TABLE);
  ASSERT_TRUE(in) << "cannot open " << CUTE_IM2COL_PARTITIONS_TABLE;
  MLIRContext ctx;
  ctx.loadDialect<cute_nvgpu::CuteNvgpuDialect, func::FuncDialect>();
  int rows = 0, shares = 0;
  std::set<int> covered;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    // plan, cta-coord, cta-layout, smem-swizzle, smem-layout, gtensor,
    // smem-result, gmem-result
    const std::vector<std::string> &c = row.cells;
    ASSERT_EQ(c.size(), 8u) << row.line;
    int plan = std::stoi(c[0]);
    ASSERT_TRUE(plan >= 0 && plan < (int)plans.size()) << row.line;
    covered.insert(plan);
    const PlanRow &pr = plans[plan];
    ++rows;
    shares += c[1] != "0";
    std::string atom = atomType(pr.cells, pr.input, pr.plan);
    std::string coord = "!cute.coord<\"" + c[1] + "\">";
    std::string cta = "!cute.layout<\"" + withoutUnderscores(c[2]) + "\">";
    std::string smem = smemType(pr.cells[1], c[3], c[4]);
    std::string gmem = coordTensorType(c[5]);
    std::string smemOut = smemType(pr.cells[1], c[3], c[6]);
    std::string gmemOut = coordTensorType(c[7]);
    ASSERT_FALSE(gmem.empty() || gmemOut.empty()) << row.line;
    auto module = [&](const std::string &gOut) {
      std::string types = atom + ", " + coord + ", " + cta + ", " + smem +
                          ", " + gmem;
      return "func.func @f(%a: " + atom + ", %c: " + coord + ", %l: " + cta +
             ", %s: " + smem + ", %t: " + gmem +
             ") {\n  %x, %y = cute_nvgpu.atom.tma_partition(%a, %c, %l, %s, "
             "%t) : (" +
             types + ") -> (" + smemOut + ", " + gOut + ")\n  return\n}\n";
    };
    std::string diags;
    ScopedDiagnosticHandler handler(&ctx, [&](Diagnostic &d) {
      diags += d.str() + "\n";
      return success();
    });
    std::string text = module(gmemOut);
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(text, &ctx);
    EXPECT_TRUE(m && succeeded(verify(*m)))
        << "CuTe: " << row.line << "\nmodule:\n" << text << "\nours:\n"
        << diags;

    // CuTe's coordinate result one pixel further (the offset's first
    // leaf): refused.
    std::string moved = gmemOut;
    size_t off = moved.find(" o (");
    ASSERT_NE(off, std::string::npos) << moved;
    size_t digit = off + 4;
    size_t end = moved.find_first_of(",)", digit);
    moved.replace(digit, end - digit,
                  std::to_string(std::stoll(moved.substr(digit, end - digit)) +
                                 1));
    diags.clear();
    std::string bad = module(moved);
    OwningOpRef<ModuleOp> mb = parseSourceString<ModuleOp>(bad, &ctx);
    EXPECT_FALSE(mb && succeeded(verify(*mb))) << "accepted:\n" << bad;
  }
  EXPECT_EQ(covered.size(), plans.size());
  EXPECT_GE(rows, 72);
  EXPECT_GT(shares, 0);
}

} // namespace
