//===- AlgebraTest.cpp - CuTe layout algebra examples ---------------------===//
//
// Expected strings come from CuTe's 02_layout_algebra.md and from CuTe 4.x
// itself: every algebra result here also appears in
// data/cute-layout-cases.tsv, which CuTe printed.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

TEST(LayoutQueries, SizeCosizeEval) {
  EXPECT_EQ(SI(size(L("(4,8):(1,4)"))), "32");
  EXPECT_EQ(SI(size(L("():()"))), "1");
  EXPECT_EQ(SI(size(L("(?,8):(1,?)"))),
            "error: size: shape has dynamic ('?') extents; size is unknown");
  EXPECT_EQ(SI(size(L("(4294967296,4294967296):(1,1)"))),
            "error: size: integer overflow (result does not fit in int64)");
  EXPECT_EQ(SI(cosize(L("(4,8):(1,4)"))), "32");
  EXPECT_EQ(SI(cosize(L("(4,8):(8,1)"))), "32");
  EXPECT_EQ(SI(cosize(L("(4,8):(0,1)"))), "8");
  EXPECT_EQ(SI(cosize(L("(4,8):(1,-4)"))), "32");
  EXPECT_EQ(SI(cosize(L("(4,8):(1@0,1@1)"))),
            "error: cosize: layout has scaled-basis strides; this operation "
            "needs integer strides");
  EXPECT_EQ(SI(eval(L("(4,8):(8,1)"), 9)), "10");
  EXPECT_EQ(SI(eval(L("(2,(1,6)):(1,(6,2))"), 5)), "5");
  EXPECT_EQ(SI(eval(L("(4,8):(1,4)"), 32)),
            "error: eval: index 32 is out of range [0,32)");
  EXPECT_EQ(SI(evalAny(L("(4,8):(1,4)"), 40)), "40"); // last mode extends
  EXPECT_EQ(SI(eval(L("(?,8):(1,4)"), 1)),
            "error: eval: layout has dynamic ('?') values; this operation "
            "needs static integers");
  EXPECT_EQ(SI(evalCoord(L("(4,(2,4)):(1,(4,8))"), *parseIntTuple("(3,(1,2))"))),
            "23");
  EXPECT_EQ(SI(evalCoord(L("(4,(2,4)):(1,(4,8))"), *parseIntTuple("(3,5)"))),
            "23");
  EXPECT_EQ(SI(evalCoord(L("(4,8):(1,4)"), *parseIntTuple("(4,0)"))),
            "error: eval: coordinate 4 is out of range for shape 4");
  EXPECT_EQ(SI(evalCoord(L("(4,8):(1,4)"), *parseIntTuple("(1,2,3)"))),
            "error: eval: coordinate (1,2,3) does not match shape (4,8)");
  EXPECT_EQ(S(evalBasis(L("(4,8):(1@0,1@1)"), 13)), "(1,3)");
  EXPECT_EQ(S(evalBasis(L("(4,8):(2@1,1@0)"), 13)), "(3,2)");
  EXPECT_EQ(S(evalBasis(L("(4,8):(1@1@0,1@0@1)"), 13)), "((0,1),(3))");
  EXPECT_EQ(S(evalBasis(L("(4,8):(1,4)"), 13)), "13");
  EXPECT_EQ(S(evalBasis(L("(4,8):(1,1@1)"), 13)),
            "error: eval: cannot add an integer offset to a scaled-basis "
            "coordinate");
  EXPECT_EQ(S(makeCompactLayout(*parseIntTuple("(2,(3,4),5)"))),
            "(2,(3,4),5):(1,(2,6),24)");
}

TEST(LayoutSwizzle, Apply) {
  Swizzle sw{3, 4, 3}; // yyy = 0b111 << 7, zzz = 0b111 << 4
  EXPECT_EQ(sw.apply(0), 0);
  EXPECT_EQ(sw.apply(128), 128 ^ 16);
  EXPECT_EQ(sw.apply(0x380), 0x380 ^ 0x70);
  EXPECT_EQ(sw.apply(15), 15);
  Swizzle neg{2, 0, -2}; // yyy = 0b11 << 0, shifted left by 2
  EXPECT_EQ(neg.apply(1), 1 ^ 4);
  EXPECT_EQ(neg.apply(3), 3 ^ 12);
  EXPECT_EQ(Swizzle({0, 4, 3}).apply(1234), 1234);
  AnyLayout c = *parseAnyLayout("Sw<3,4,3> o 0 o (8,64):(64,1)");
  // layout(8) = 1, ... ; element (0,8) -> 8*1 = 8; element (2,0) -> 128.
  EXPECT_EQ(SI(eval(c, 2)), std::to_string(128 ^ 16));
  EXPECT_EQ(SI(eval(c, 8)), "1");
  AnyLayout off = *parseAnyLayout("Sw<1,0,1> o 1 o 4:1");
  EXPECT_EQ(SI(eval(off, 0)), "1"); // sw(1) = 1 ^ ((1 & 2) >> 1) = 1
  EXPECT_EQ(SI(eval(off, 1)), "3"); // sw(2) = 2 ^ ((2 & 2) >> 1) = 3
}

TEST(LayoutCoalesce, Examples) {
  EXPECT_EQ(S(coalesce(L("(2,(1,6)):(1,(6,2))"))), "12:1");
  EXPECT_EQ(S(coalesceByMode(L("(2,(1,6)):(1,(6,2))"))), "(2,6):(1,2)");
  EXPECT_EQ(S(coalesce(L("(2,4):(1,2)"))), "8:1");
  EXPECT_EQ(S(coalesce(L("(4,1):(1,0)"))), "4:1");
  EXPECT_EQ(S(coalesce(L("(1,1):(3,4)"))), "1:0");
  EXPECT_EQ(S(coalesce(L("1:5"))), "1:0");
  EXPECT_EQ(S(coalesce(L("(2,2):(0,0)"))), "4:0");
  EXPECT_EQ(S(coalesce(L("(2,4,3):(3,6,1)"))), "(8,3):(3,1)");
  EXPECT_EQ(S(coalesce(L("(4,8):(1@0,4@0)"))), "32:1@0");
  EXPECT_EQ(S(coalesce(L("(4,8):(1@0,1@1)"))), "(4,8):(1@0,1@1)");
  EXPECT_EQ(S(coalesce(L("((2,2),(2,2)):((1,2),(4,8))"))), "16:1");
  EXPECT_EQ(S(coalesce(L("(?,2):(1,4)"))),
            "error: coalesce: layout has dynamic ('?') values; this operation "
            "needs static integers");
  ComposedLayout c = parseAnyLayout("Sw<3,4,3> o 0 o (8,(8,8)):(8,(1,64))")
                         ->composed();
  EXPECT_EQ(S(coalesce(c)), "Sw<3,4,3> o 0 o (8,8,8):(8,1,64)");
  EXPECT_EQ(S(normalizeLayout(L("((2,2),3):((1,2),4)"))), "12:1");
  EXPECT_TRUE(*layoutsEquivalent(L("((2,2),3):((1,2),4)"), L("12:1")));
  EXPECT_FALSE(*layoutsEquivalent(L("(4,3):(1,4)"), L("(4,3):(3,1)")));
  EXPECT_FALSE(*layoutsEquivalent(L("8:1"), L("16:1")));
  EXPECT_TRUE(*layoutsEquivalent(L("(4,1,2):(1,7,4)"), L("(2,4):(1,2)")));
}

TEST(LayoutComposition, DocExamples) {
  EXPECT_EQ(S(composition(L("(6,2):(8,2)"), L("(4,3):(3,1)"))),
            "((2,2),3):((24,2),8)");
  EXPECT_EQ(S(composition(L("20:2"), L("(5,4):(4,1)"))), "(5,4):(8,2)");
  EXPECT_EQ(S(composition(L("(10,2):(16,4)"), L("(5,4):(1,5)"))),
            "(5,(2,2)):(16,(80,4))");
  EXPECT_EQ(S(composition(L("(12,(4,8)):(59,(13,1))"), Tl("<3:4,8:2>"))),
            "(3,(2,4)):(236,(26,1))");
  EXPECT_EQ(S(composition(L("(12,(4,8)):(59,(13,1))"), Tl("(3,8)"))),
            "(3,(4,2)):(59,(13,1))");
  EXPECT_EQ(S(composition(L("(12,(4,8)):(59,(13,1))"), Tl("<3,8>"))),
            "(3,(4,2)):(59,(13,1))");
}

TEST(LayoutComposition, More) {
  // Integral LHS: a:b o s:d = s:(b*d), unbounded.
  EXPECT_EQ(S(composition(L("8:1"), L("16:1"))), "16:1");
  EXPECT_EQ(S(composition(L("8:2"), L("(2,2):(1,4)"))), "(2,2):(2,8)");
  // Stride-0 RHS modes are kept as is.
  EXPECT_EQ(S(composition(L("(4,8):(8,1)"), L("(4,2):(1,0)"))), "(4,2):(8,0)");
  // coalesce_x keeps the function beyond the LHS domain.
  EXPECT_EQ(S(composition(L("(4,1):(1,0)"), L("8:1"))), "(4,2):(1,0)");
  EXPECT_EQ(S(composition(L("(4,8):(1,4)"), L("6:1"))), "6:1");
  EXPECT_EQ(S(composition(L("(4,8):(8,1)"), L("(2,4):(4,1)"))),
            "(2,4):(1,8)");
  // A whole-layout tiler of rank 1 by-mode gives a rank-1 tuple.
  EXPECT_EQ(S(composition(L("8:1"), Tl("<4:2>"))), "(4):(2)");
  // By-mode composition drops LHS modes not covered by the tiler.
  EXPECT_EQ(S(composition(L("(4,8,2):(1,4,32)"), Tl("<2,4>"))),
            "(2,4):(1,4)");
  // CuTe 4.x checks the weak condition rest_shape % min(...) == 0 only.
  EXPECT_EQ(S(composition(L("(6,2):(8,2)"), L("4:1"))), "4:8");
  EXPECT_EQ(S(composition(L("(4,6):(1,4)"), L("2:6"))), "2:6"); // 24:1 o 2:6
  EXPECT_EQ(S(composition(L("(4,6):(1,5)"), L("2:6"))),
            "error: composition: stride divisibility condition violated: "
            "stride 6 is neither a multiple of nor less than shape 4");
  EXPECT_EQ(S(composition(L("(?,2):(1,4)"), L("2:1"))),
            "error: composition: LHS layout has dynamic ('?') values; this "
            "operation needs static integers");
  EXPECT_EQ(S(composition(L("(4,8):(1,4)"), L("(2,2):(1@0,1@1)"))),
            "error: composition: RHS layout has scaled-basis strides; this "
            "operation needs integer strides");
  EXPECT_EQ(S(composition(L("8:1"), Tl("<2,2>"))),
            "error: composition: tiler has 2 modes but the layout has rank 1");
  ComposedLayout c =
      parseAnyLayout("Sw<3,4,3> o 0 o (8,64):(64,1)")->composed();
  EXPECT_EQ(S(composition(c, Tl("<4,8>"))), "Sw<3,4,3> o 0 o (4,8):(64,1)");
  EXPECT_EQ(S(composition(c, L("16:1"))), "Sw<3,4,3> o 0 o (8,2):(64,1)");
}

TEST(LayoutComplement, DocExamples) {
  EXPECT_EQ(S(complement(L("4:1"), 24)), "6:4");
  EXPECT_EQ(S(complement(L("6:4"), 24)), "4:1");
  EXPECT_EQ(S(complement(L("(4,6):(1,4)"), 24)), "1:0");
  EXPECT_EQ(S(complement(L("4:2"), 24)), "(2,3):(1,8)");
  EXPECT_EQ(S(complement(L("(2,4):(1,6)"), 24)), "3:2");
  EXPECT_EQ(S(complement(L("(2,2):(1,6)"), 24)), "(3,2):(2,12)");
}

TEST(LayoutComplement, More) {
  EXPECT_EQ(S(complement(L("(2,2):(1,6)"))), "3:2");
  EXPECT_EQ(S(complement(L("4:2"))), "2:1");
  EXPECT_EQ(S(complement(L("1:0"), 8)), "8:1");
  EXPECT_EQ(S(complement(L("(4,2):(0,0)"), 8)), "8:1");
  EXPECT_EQ(S(complement(L("(2,4):(0,2)"), 32)), "(2,4):(1,8)");
  EXPECT_EQ(S(complement(L("(4,6):(6,1)"), 48)), "2:24");
  EXPECT_EQ(S(complement(L("4:1"), 3)), "1:0");
  EXPECT_EQ(S(complement(L("(2,2):(1,1)"), 24)),
            "error: complement: cannot complement (2,2):(1,1): its modes "
            "overlap or interleave (non-injective layout)");
  EXPECT_EQ(S(complement(L("(2,4):(13,9)"), 128)),
            "error: complement: cannot complement (2,4):(13,9): its modes "
            "overlap or interleave (non-injective layout)");
  EXPECT_EQ(S(complement(L("4:-1"), 8)),
            "error: complement: negative strides are not supported");
  EXPECT_EQ(S(complement(L("4:1"), 0)),
            "error: complement: cosize_hi must be positive, got 0");
}

TEST(LayoutDivide, DocExamples) {
  EXPECT_EQ(S(logicalDivide(L("(4,2,3):(2,1,8)"), Tl("4:2"))),
            "((2,2),(2,3)):((4,1),(2,8))");
  Layout a = L("(9,(4,8)):(59,(13,1))");
  Tiler t = Tl("<3:3,(2,4):(1,8)>");
  EXPECT_EQ(S(logicalDivide(a, t)),
            "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  EXPECT_EQ(S(zippedDivide(a, t)),
            "((3,(2,4)),(3,(2,2))):((177,(13,2)),(59,(26,1)))");
  EXPECT_EQ(S(tiledDivide(a, t)),
            "((3,(2,4)),3,(2,2)):((177,(13,2)),59,(26,1))");
  // layout<0>(zipped_divide(a, b)) == composition(a, b)
  EXPECT_EQ(toString(getMode(*zippedDivide(a, t), 0)), S(composition(a, t)));
}

TEST(LayoutDivide, More) {
  EXPECT_EQ(S(logicalDivide(L("16:1"), Tl("4"))), "(4,4):(1,4)");
  EXPECT_EQ(S(logicalDivide(L("(8,8):(1,8)"), Tl("(2,4)"))),
            "((2,4),(4,2)):((1,2),(8,32))");
  EXPECT_EQ(S(tiledDivide(L("(4,2,3):(2,1,8)"), Tl("4:2"))),
            "((2,2),2,3):((4,1),2,8)");
  EXPECT_EQ(S(zippedDivide(L("(8,8,4):(1,8,64)"), Tl("<4,2>"))),
            "((4,2),(2,4,4)):((1,8),(4,16,64))");
  EXPECT_EQ(S(tiledDivide(L("(8,8,4):(1,8,64)"), Tl("<4,2>"))),
            "((4,2),2,4,4):((1,8),4,16,64)");
  EXPECT_EQ(S(logicalDivide(L("8:1"), Tl("<2>"))), "((2,4)):((1,2))");
  EXPECT_EQ(S(zippedDivide(L("8:1"), Tl("<2>"))), "((2),(4)):((1),(2))");
  EXPECT_EQ(S(tiledDivide(L("8:1"), Tl("<2>"))), "((2),(4)):((1),(2))");
  EXPECT_EQ(S(logicalDivide(L("(4,8):(1@0,1@1)"), Tl("2:1"))),
            "error: logical_divide: layout has scaled-basis strides; this "
            "operation needs integer strides");
  // Mode 0 is integral (6:1), so no divisibility condition applies.
  EXPECT_EQ(S(logicalDivide(L("(6,4):(1,6)"), Tl("<4,2>"))),
            "((4,2),(2,2)):((1,4),(6,12))");
  EXPECT_EQ(S(logicalDivide(L("(6,2):(2,1)"), Tl("4:1"))),
            "(4,(2,2)):(2,(8,1))");
}

TEST(LayoutProduct, DocExamples) {
  EXPECT_EQ(S(logicalProduct(L("(2,2):(4,1)"), Tl("6:1"))),
            "((2,2),(2,3)):((4,1),(2,8))");
  EXPECT_EQ(S(logicalProduct(L("(2,2):(4,1)"), Tl("(4,2):(2,1)"))),
            "((2,2),(4,2)):((4,1),(8,2))");
  EXPECT_EQ(S(logicalProduct(L("(2,5):(5,1)"), Tl("<3:5,4:6>"))),
            "((2,3),(5,4)):((5,10),(1,30))");
  // CuTe 4.x zips the logical product without coalescing.
  EXPECT_EQ(S(blockedProduct(L("(2,5):(5,1)"), Tl("(3,4):(1,3)"))),
            "((2,3),(5,4)):((5,10),(1,30))");
  EXPECT_EQ(S(rakedProduct(L("(2,5):(5,1)"), Tl("(3,4):(1,3)"))),
            "((3,2),(4,5)):((10,5),(30,1))");
}

TEST(LayoutProduct, More) {
  EXPECT_EQ(S(blockedProduct(L("(4,3):(1,4)"), Tl("(2,2):(1,2)"))),
            "((4,2),(3,2)):((1,12),(4,24))");
  // The block is padded to rank 2 with 1:0, and the padding stays.
  EXPECT_EQ(S(rakedProduct(L("4:1"), Tl("(3,2):(1,3)"))),
            "((3,4),(2,1)):((4,1),(12,0))");
  // Rank-1 operands: CuTe's zip wraps, giving a rank-1 tuple.
  EXPECT_EQ(S(blockedProduct(L("4:1"), Tl("3:1"))), "((4,3)):((1,4))");
  EXPECT_EQ(S(blockedProduct(L("(2,5):(5,1)"), Tl("<3,4>"))),
            "error: blocked_product: expected a layout as second operand, not "
            "a by-mode tiler");
  EXPECT_EQ(S(logicalProduct(L("(4,8):(1,?)"), Tl("2:1"))),
            "error: logical_product: layout has dynamic ('?') values; this "
            "operation needs static integers");
}

TEST(LayoutInverse, RightInverse) {
  const char *cases[][2] = {
      {"1:0", "1:0"},
      {"1:1", "1:0"},
      {"(4):(0)", "1:0"},
      {"((3,7)):((0,0))", "1:0"},
      {"(4):(1)", "4:1"},
      {"(4):(2)", "1:0"},
      {"(8,4):(1,8)", "32:1"},
      {"(8,4):(4,1)", "(4,8):(8,1)"},
      {"(2,4,6):(4,1,8)", "(4,2,6):(2,1,8)"},
      {"(2,4,4,6):(4,1,0,8)", "(4,2,6):(2,1,32)"},
      {"(4,2):(1,16)", "4:1"},
      {"(4,2):(1,5)", "4:1"},
      // Only positive strides equal to the running product are followed.
      {"4:-1", "1:0"},
  };
  for (auto &c : cases)
    EXPECT_EQ(S(rightInverse(L(c[0]))), c[1]) << c[0];
}

TEST(LayoutInverse, LeftInverse) {
  const char *cases[][2] = {
      {"(4):(1)", "4:1"},
      {"(4):(2)", "(2,4):(0,1)"},
      {"(8,4):(4,1)", "(4,8):(8,1)"},
      {"(2,4,6):(4,1,8)", "(4,2,6):(2,1,8)"},
      {"(4,2):(1,16)", "(16,2):(1,4)"},
      {"(4,2):(1,5)", "(5,2):(1,4)"},
      {"(4,2):(0,1)", "2:4"},
      {"(3,2,4):(1,0,6)", "24:1"},
  };
  for (auto &c : cases)
    EXPECT_EQ(S(leftInverse(L(c[0]))), c[1]) << c[0];
  EXPECT_EQ(S(leftInverse(L("(?,2):(1,4)"))),
            "error: left_inverse: layout has dynamic ('?') values; this "
            "operation needs static integers");
}

TEST(LayoutHelpers, Misc) {
  EXPECT_EQ(toString(flatten(L("((2,3),(4,(5,6))):((1,2),(6,(24,120)))"))),
            "(2,3,4,5,6):(1,2,6,24,120)");
  EXPECT_EQ(toString(getMode(L("(4,(2,3)):(1,(4,8))"), 1)), "(2,3):(4,8)");
  EXPECT_EQ(toString(getMode(L("8:1"), 0)), "8:1");
  EXPECT_EQ(toString(appendToRank(L("8:1"), 3)), "(8,1,1):(1,0,0)");
  EXPECT_EQ(toString(concatLayouts({L("8:1")})), "(8):(1)");
  EXPECT_EQ(S(filter(L("(4,1,2,3):(0,7,1,2)"))), "6:1");
  EXPECT_EQ(S(filter(L("(4,1,2,3):(0,7,1,3)"))), "(2,3):(1,3)");
  EXPECT_EQ(SI(shapeDiv(6, 4)),
            "error: shape_div: divisibility condition violated: neither of 6 "
            "and 4 divides the other");
  EXPECT_EQ(SI(shapeDiv(2, 8)), "1");
  EXPECT_EQ(SI(shapeDiv(8, 2)), "4");
}

// Work is bounded by the text of the operands, never by the values in them:
// extents near 2^62 finish at once, and results that do not fit in int64 are
// reported as overflow.
TEST(LayoutBounds, HugeValuesAreOverflowErrorsNotLoops) {
  const char *overflow = "integer overflow (result does not fit in int64)";
  Layout big = L("(576460752303423488,16):(1,576460752303423488)");
  EXPECT_EQ(S(leftInverse(big)), std::string("error: left_inverse: ") + overflow);
  EXPECT_EQ(S(rightInverse(big)),
            std::string("error: right_inverse: ") + overflow);
  EXPECT_EQ(S(upcast(L("576460752303423488:1"), 4)), "144115188075855872:1");
  EXPECT_EQ(S(downcast(L("576460752303423488:1"), 64)),
            std::string("error: downcast: ") + overflow);
  EXPECT_EQ(S(tileToShape(L("(2,2):(1,2)"),
                          *parseIntTuple("(4611686018427387904,4)"))),
            std::string("error: tile_to_shape: ") + overflow);
  EXPECT_EQ(SI(maxCommonVector(L("576460752303423488:1"),
                               L("576460752303423488:1"))),
            "576460752303423488");
  EXPECT_EQ(S(logicalProduct(L("4:1"), Tl("4611686018427387904:2"))),
            std::string("error: logical_product: ") + overflow);
  EXPECT_EQ(S(composition(L("(4611686018427387904,4):(2,1)"),
                          L("4:4611686018427387904"))),
            "4:1");
  EXPECT_EQ(S(complement(L("4:-9223372036854775808"), 8)),
            "error: complement: layout has stride -9223372036854775808, whose "
            "magnitude does not fit in int64 (integer overflow)");
  Result<AnyLayout> sw =
      parseAnyLayout("Sw<3,4,3> o smem_ptr[16b](unset) o 8:1");
  ASSERT_TRUE(sw.ok());
  EXPECT_EQ(S(recast(*sw, 16, 4611686018427387904)),
            "error: recast: upcast: smem_ptr width 16b cannot be scaled by "
            "288230376151711744");
  EXPECT_EQ(S(leftInverse(L("4:-1"))),
            "error: left_inverse: negative stride -1 (CuTe's left inverse of "
            "it would have a negative extent)");
}

// Results stay within the bounds the parsers read back (kMaxDepth) and ranks
// within kMaxRank, whatever the operation is asked to build.
TEST(LayoutBounds, DepthAndRankAreBounded) {
  std::string deep = std::string(kMaxDepth, '(') + "8" +
                     std::string(kMaxDepth, ')') + ":" +
                     std::string(kMaxDepth, '(') + "1" +
                     std::string(kMaxDepth, ')');
  Layout a = L(deep);
  ASSERT_EQ(a.shape.depth(), kMaxDepth);
  EXPECT_EQ(S(product(a, TileNode::fromLayout(L("2:1")), Grouping::Logical,
                      Semantics::CuteIR)),
            "error: logical_product: the result would nest 65 levels deep, "
            "more than the 64 levels a layout may have");
  Result<IntTuple> r = appendToRank(*parseIntTuple("(4,2)"), kMaxRank + 1,
                                    IntTuple::integer(1));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().message,
            "append_to_rank: rank 4097 exceeds the largest rank 4096");
  EXPECT_EQ(toString(*prependToRank(*parseIntTuple("(4,2)"), 3,
                                    IntTuple::integer(1))),
            "(1,4,2)");
}

// A cotarget is a shape: an extent 0 is an error, not a division by zero.
TEST(LayoutBounds, ComplementRefusesAZeroCotargetExtent) {
  EXPECT_EQ(S(complement(L("(2,2):(1,2)"), *parseIntTuple("(4,0)"),
                         Semantics::CuteIR)),
            "error: complement: the cotarget (4,0) has the extent 0; a "
            "cotarget is a shape, whose extents are positive");
}

// One mode complements to a cotarget whatever is dynamic in it (CuTe IR's
// answer for `?:2` to 6); several modes need static extents to be ordered.
TEST(LayoutBounds, ComplementOfOneDynamicModeToACotarget) {
  EXPECT_EQ(S(complement(L("?:2"), *parseIntTuple("6"), Semantics::CuteIR)),
            "(2,?):(1,?)");
  EXPECT_EQ(S(complement(L("?:?"), *parseIntTuple("6"), Semantics::CuteIR)),
            "(?,?):(1,?)");
  EXPECT_EQ(S(complement(L("4:2"), *parseIntTuple("16"), Semantics::CuteIR)),
            "(2,2):(1,8)");
  EXPECT_EQ(S(complement(L("(?,4):(1,8)"), *parseIntTuple("64"),
                         Semantics::CuteIR)),
            "error: complement: a complement to a cotarget needs static "
            "extents, or a single mode");
  EXPECT_EQ(S(complement(L("?:-2"), *parseIntTuple("6"), Semantics::CuteIR)),
            "error: complement: negative strides are not supported");
}

// compact_order of a nested mode runs column-major through it once.
TEST(LayoutHelpers, CompactOrderOfNestedModes) {
  EXPECT_EQ(toString(*compactOrder(*parseIntTuple("(2,(3,4),5)"),
                                   IntTuple::integer(0))),
            "(1,(2,6),24)");
  EXPECT_EQ(toString(*compactOrder(*parseIntTuple("(2,(3,4),5)"),
                                   *parseIntTuple("(2,0,1)"))),
            "(60,(1,3),12)");
}

// Scaled-basis strides invert per basis direction, shaped like the
// coprofile (CuTe IR's LayoutAlgebra/left_inverse.mlir, right_inverse.mlir).
TEST(LayoutInverse, ScaledBasisStrides) {
  auto right = [](const char *l) {
    return S(rightInverse(L(l), Semantics::CuteIR));
  };
  auto left = [](const char *l) {
    return S(leftInverse(L(l), Semantics::CuteIR));
  };
  EXPECT_EQ(right("(2,3):(1@0,1@1)"), "(2,3):(1,2)");
  EXPECT_EQ(right("(2,3):(0,1@0)"), "(3):(2)");
  EXPECT_EQ(left("(4,5):(1@1,1@0)"), "(5,4):(4,1)");
  EXPECT_EQ(left("(4,5):(2@0,2@1)"), "((2,4),(2,5)):((0,1),(0,4))");
  EXPECT_EQ(left("(4,5):(1@1,1@1@4)"), "(1,4,1,1,(1,5)):(0,1,0,0,(0,4))");
  EXPECT_EQ(left("((4,2),4):((1@1,4@0),1@0)"), "((4,2),4):((8,4),1)");
  EXPECT_EQ(left("(4,5):(1@0,3)"),
            "error: left_inverse: layout mixes integer and scaled-basis "
            "strides (an integer stride next to scaled bases must be a "
            "static 0)");
  // With nothing to invert CuTe IR gives 1:0, CuTe C++ the last extent.
  EXPECT_EQ(left("(3,7):(0,0)"), "1:0");
  EXPECT_EQ(S(leftInverse(L("4:0"))), "4:0");
  // CuTe IR's right inverse reads a dynamic stride as 0.
  EXPECT_EQ(right("(4,8):(1,?)"), "4:1");
}

} // namespace
