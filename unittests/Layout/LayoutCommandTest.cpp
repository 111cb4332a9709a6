//===- LayoutCommandTest.cpp - `cute-nvgpu layout` CLI tests --------------===//

#include "cute-nvgpu/Tools/LayoutCommand.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

using cute_nvgpu::tools::runLayoutCommand;

namespace {

struct CmdRun {
  int rc;
  std::string out, err;
};

CmdRun run(std::vector<std::string> args) {
  std::ostringstream out, err;
  int rc = runLayoutCommand(args, out, err);
  return {rc, out.str(), err.str()};
}

void expectOk(std::vector<std::string> args, const std::string &result) {
  CmdRun r = run(args);
  EXPECT_EQ(r.rc, 0) << args[0] << ": " << r.err;
  EXPECT_EQ(r.out, result + "\n") << args[0];
  EXPECT_EQ(r.err, "");
}

void expectErr(std::vector<std::string> args, const std::string &msg) {
  CmdRun r = run(args);
  EXPECT_EQ(r.rc, 1) << args[0];
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "error: " + msg + "\n");
}

TEST(LayoutCommand, Queries) {
  expectOk({"size", "(4,8):(1,4)"}, "32");
  expectOk({"size", "Sw<3,4,3> o 0 o (8,64):(64,1)"}, "512");
  expectOk({"cosize", "(4,8):(8,1)"}, "32");
  expectOk({"rank", "((2,3),4):((1,2),6)"}, "2");
  expectOk({"depth", "((2,3),4):((1,2),6)"}, "2");
  expectOk({"eval", "(4,8):(8,1)", "9"}, "10");
  expectOk({"eval", "Sw<3,4,3> o 0 o (8,64):(64,1)", "2"}, "144");
  expectOk({"eval", "(4,8):(1@0,1@1)", "13"}, "(1,3)");
}

TEST(LayoutCommand, Algebra) {
  expectOk({"coalesce", "(2,(1,6)):(1,(6,2))"}, "12:1");
  expectOk({"coalesce", "Sw<3,4,3> o 0 o (8,(8,8)):(8,(1,64))"},
           "Sw<3,4,3> o 0 o (8,8,8):(8,1,64)");
  expectOk({"composition", "(10,2):(16,4)", "(5,4):(1,5)"},
           "(5,(2,2)):(16,(80,4))");
  expectOk({"composition", "(12,(4,8)):(59,(13,1))", "<3:4,8:2>"},
           "(3,(2,4)):(236,(26,1))");
  expectOk({"composition", "Sw<3,4,3> o 0 o (8,64):(64,1)", "<4,8>"},
           "Sw<3,4,3> o 0 o (4,8):(64,1)");
  expectOk({"complement", "4:2", "24"}, "(2,3):(1,8)");
  expectOk({"complement", "(2,2):(1,6)"}, "3:2");
  expectOk({"logical_divide", "(4,2,3):(2,1,8)", "4:2"},
           "((2,2),(2,3)):((4,1),(2,8))");
  expectOk({"logical_divide", "(9,(4,8)):(59,(13,1))", "<3:3,(2,4):(1,8)>"},
           "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  expectOk({"zipped_divide", "(9,(4,8)):(59,(13,1))", "<3:3,(2,4):(1,8)>"},
           "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
  expectOk({"tiled_divide", "(9,(4,8)):(59,(13,1))", "<3:3,(2,4):(1,8)>"},
           "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))");
  expectOk({"zipped_divide", "Sw<3,4,3> o 0 o (8,64):(64,1)", "<4,8>"},
           "Sw<3,4,3> o 0 o ((4,8),(2,8)):((64,1),(256,8))");
  expectOk({"logical_product", "(2,2):(4,1)", "6:1"},
           "((2,2),(2,3)):((4,1),(2,8))");
  expectOk({"blocked_product", "(2,5):(5,1)", "(3,4):(1,3)"},
           "((2,3),(5,4)):((5,10),(1,30))");
  expectOk({"blocked_product", "(2,5):(5,1)", "(3,4)"},
           "((2,3),(5,4)):((5,10),(1,30))");
  expectOk({"raked_product", "(2,5):(5,1)", "(3,4):(1,3)"},
           "((3,2),(4,5)):((10,5),(30,1))");
  expectOk({"right_inverse", "(8,4):(4,1)"}, "(4,8):(8,1)");
  expectOk({"left_inverse", "(4):(2)"}, "(2,4):(0,1)");
  // The operations added for CuTe 4.x parity (results printed by CuTe).
  expectOk({"filter", "(_4,_1,_2,_3):(_0,_7,_1,_2)"}, "6:1");
  expectOk({"flat_divide", "(8,8):(1,8)", "<2,4>"},
           "(2,4,4,2):(1,8,2,32)");
  expectOk({"zipped_product", "(2,2):(1,2)", "(3,2):(1,3)"},
           "((2,2),(3,2)):((1,2),(4,12))");
  expectOk({"tiled_product", "(2,2):(1,2)", "(3,2):(1,3)"},
           "((2,2),3,2):((1,2),4,12)");
  expectOk({"flat_product", "(2,2):(1,2)", "(3,2):(1,3)"},
           "(2,2,3,2):(1,2,4,12)");
  expectOk({"tile_to_shape", "(2,2):(1,2)", "(4,6)"},
           "((2,2),(2,3)):((1,4),(2,8))");
  expectOk({"tile_to_shape", "(2,2):(1,2)", "(4,6)", "(2,1)"},
           "((2,2),(2,3)):((1,12),(2,4))");
  expectOk({"max_common_vector", "(8,4):(1,8)", "(8,4):(1,16)"}, "8");
  expectOk({"max_common_layout", "(8,4):(1,8)", "(2,4,4):(1,8,2)"}, "2:1");
  expectOk({"recast", "(4,(2,8)):(2,(1,8))", "32", "8"},
           "(4,(8,8)):(8,(1,32))");
  expectOk({"recast",
            "Sw<3,4,3> o smem_ptr[16b](unset) o "
            "((_8,_16),(_64,_1)):((_64,_512),(_1,_0))",
            "16", "32"},
           "Sw<3,4,3> o smem_ptr[32b](unset) o "
           "((8,16),(32,1)):((32,256),(1,0))");
  expectOk({"recast", "Sw<3,4,3> o _0 o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))",
            "16", "32"},
           "Sw<3,3,3> o 0 o ((8,16),(32,1)):((32,256),(1,0))");
  expectErr({"recast", "(4,8):(3,12)", "8", "16"},
            "recast: upcast: divisibility condition violated: stride 3 and "
            "2 do not divide one another");
  expectErr({"tile_to_shape", "(2,3):(1,2)", "(4,8)"},
            "tile_to_shape: block shape (2,3) does not divide the target "
            "shape (4,8) (mode 1)");
}

TEST(LayoutCommand, Errors) {
  expectErr({"size", "(4,8) (1,4)"},
            "LAYOUT: at column 7: expected ':' after shape");
  expectErr({"composition", "(4,8):(1,4)", "<2 4>"},
            "TILER: at column 4: expected '>' or ','");
  expectErr({"complement", "4:2", "x"},
            "COSIZE_HI: expected a positive integer, got 'x'");
  expectErr({"eval", "(4,8):(1,4)", "32"},
            "eval: index 32 is out of range [0,32)");
  expectErr({"eval", "(4,8):(1,4)", "1.5"},
            "INDEX: expected a non-negative integer, got '1.5'");
  expectErr({"composition", "(4,8):(1,4)"},
            "composition: expected 2 operands (LAYOUT TILER), got 1 operand");
  expectErr({"size"}, "size: expected 1 operand (LAYOUT), got 0 operands");
  expectErr({"coalesce", "(?,2):(1,4)"},
            "coalesce: layout has dynamic ('?') values; this operation needs "
            "static integers");
  expectErr({"right_inverse", "Sw<3,4,3> o 0 o 8:1"},
            "right_inverse: LAYOUT must be a plain layout SHAPE:STRIDE");
  expectErr({"blocked_product", "(2,5):(5,1)", "<3,4>"},
            "TILER: blocked_product needs a layout or shape, not a by-mode "
            "tiler");
  expectErr({"size", "Sw<3,4,2> o 0 o 8:1"},
            "LAYOUT: at column 1: invalid swizzle Sw<3,4,2>: requires B >= 0, "
            "M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as "
            "32-bit int constants)");
  CmdRun r = run({"transpose", "8:1"});
  EXPECT_EQ(r.rc, 1);
  EXPECT_EQ(r.err.rfind("error: unknown layout operation 'transpose'; valid "
                        "operations: size, cosize,",
                        0),
            0u);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST(LayoutCommand, Usage) {
  CmdRun none = run({});
  EXPECT_EQ(none.rc, 1);
  EXPECT_EQ(none.out, "");
  EXPECT_EQ(none.err,
            "error: layout needs an operation (see 'cute-nvgpu layout "
            "--help')\n");
  CmdRun help = run({"--help"});
  EXPECT_EQ(help.rc, 0);
  EXPECT_EQ(help.err, "");
  EXPECT_EQ(help.out.rfind("usage: cute-nvgpu layout", 0), 0u);
  EXPECT_NE(help.out.find("draw LAYOUT [-o FILE.svg]"), std::string::npos);
}

TEST(LayoutCommand, Draw) {
  std::string file = ::testing::TempDir() + "cute_nvgpu_layout_draw.svg";
  expectOk({"draw", "(4,8):(8,1)", "-o", file}, "wrote " + file + " (4x8 cells)");
  std::ifstream f(file);
  std::stringstream ss;
  ss << f.rdbuf();
  std::string svg = ss.str();
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_NE(svg.find("<title>(4,8):(8,1)</title>"), std::string::npos);
  // Cell (1,2) holds layout(1,2) = 8 + 2 = 10.
  EXPECT_NE(svg.find(">10</text>"), std::string::npos);
  EXPECT_EQ(std::count(svg.begin(), svg.end(), '\n') > 32, true);
  std::remove(file.c_str());

  expectOk({"draw", "8:2", "-o", file}, "wrote " + file + " (8x1 cells)");
  expectOk({"draw", "Sw<1,0,1> o 0 o (2,2):(1,2)", "-o", file},
           "wrote " + file + " (2x2 cells)");
  std::remove(file.c_str());
  expectErr({"draw", "(4,8,2):(1,4,32)", "-o", file},
            "draw: only rank-1 and rank-2 layouts can be drawn (rank is 3)");
  expectErr({"draw", "(128,64):(1,128)", "-o", file},
            "draw: layout has 8192 cells; at most 4096 can be drawn");
  // Without -o the SVG itself is the output.
  CmdRun toStdout = run({"draw", "(4,8):(1,4)"});
  EXPECT_EQ(toStdout.rc, 0);
  EXPECT_EQ(toStdout.err, "");
  EXPECT_EQ(toStdout.out.rfind("<?xml", 0), 0u);
  expectErr({"draw", "(4,8):(1,4)", "-o", "/nonexistent-dir/x.svg"},
            "draw: cannot open '/nonexistent-dir/x.svg' for writing");
}

} // namespace
