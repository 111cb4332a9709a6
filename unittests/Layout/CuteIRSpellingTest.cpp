//===- CuteIRSpellingTest.cpp - CuTe IR quoted-string spelling ------------===//

#include "TestUtil.h"

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

using Kind = CuteIRValue::Kind;

/// Printed CuTe IR spelling, or "error: at column N: MSG".
std::string IR(const std::string &s) {
  Result<CuteIRValue> r = parseCuteIR(s);
  if (!r.ok())
    return "error: " + formatError(r.error());
  return printCuteIR(*r);
}

Kind kindOf(const std::string &s) {
  Result<CuteIRValue> r = parseCuteIR(s);
  EXPECT_TRUE(r.ok()) << s << ": " << (r.ok() ? "" : formatError(r.error()));
  return r.ok() ? r->kind() : Kind::IntTuple;
}

void expectRoundTrip(const std::vector<std::string> &texts, Kind kind) {
  for (const std::string &s : texts) {
    EXPECT_EQ(IR(s), s);
    EXPECT_EQ(kindOf(s), kind) << s;
  }
}

TEST(CuteIRSpelling, IntTuplesRoundTrip) {
  expectRoundTrip({"0", "8", "-3", "?", "?{i64}", "?{div=16}",
                   "?{i64 div=4096}", "()", "(())", "(0,0,24,?{div=32})",
                   "((2,?),(?{i64},1))", "(_,0)", "_", "((_,_),(?,_,1))",
                   "(1,_,?{i64 div=2})", "(3@0,1@1)"},
                  Kind::IntTuple);
}

TEST(CuteIRSpelling, LayoutsRoundTrip) {
  expectRoundTrip({"8:1", "(4,2):(1,0)", "(2,1):(?{i64},0)",
                   "(?{div=4},?,?):(1,?{div=4},?{div=16})",
                   "(?{i64},?{i64 div=8}):(?{i64 div=8},1)",
                   "(?,?{div=16}):(1@1,1@2)",
                   "((16,1),2,1,1):((1@1,0),16@1,0,0)",
                   "(((8,4),1),3):(((1@0,1@1),0),4@0)", "(3,5):(-1,-3)",
                   "():()", "((2,3)):((3,1))"},
                  Kind::Layout);
}

TEST(CuteIRSpelling, SwizzlesAndComposedRoundTrip) {
  expectRoundTrip({"S<3,4,3>", "S<0,4,3>", "S<2,5,-3>"}, Kind::Swizzle);
  expectRoundTrip({"S<2,4,3> o 0 o (8,32):(32,1)",
                   "S<3,3,3> o 0 o ((8,4),(32,2),(1,5)):((32,512),(1,0),"
                   "(0,1024))",
                   "S<1,4,3> o ?{div=64} o (16,?):(1,16)",
                   "S<3,4,3> o 0 o ((64,16),1,(1,?)):((1,64),0,(0,?{i64}))"},
                  Kind::Composed);
}

TEST(CuteIRSpelling, TilesRoundTrip) {
  expectRoundTrip({"[64:1;16:1]", "[1:0]", "[2:1;1:0;1:0;8:1]",
                   "[(8,4):(4,1);32:1]", "[(2,3):(1,2);_]", "[_;_;4:1]",
                   "[_;_;_]", "[_;(8,16):(16,1)]", "[8;(2,4);?{div=8}]",
                   "[(4,2,2):(1,8,4);(2,2,4):(2,1,8)]"},
                  Kind::Tile);
}

TEST(CuteIRSpelling, NestedTiles) {
  // A tile mode may itself be a tile, at any depth.
  expectRoundTrip({"[[128:1;64:1]]", "[[4:1;8:1];_]", "[2:1;[_;[?:1;4]]]",
                   "[[(2,?):(1,?);_];[(3):(1);(5):(3)]]"},
                  Kind::Tile);
  EXPECT_EQ(IR("[ [ 4:1 ; 8:1 ] ; _ ]"), "[[4:1;8:1];_]");

  Result<CuteIRValue> t = parseCuteIR("[[4:1;8:1];_]");
  ASSERT_TRUE(t.ok());
  ASSERT_EQ(t->tile().modes.size(), 2u);
  const auto *inner = std::get_if<NestedTile>(&t->tile().modes[0]);
  ASSERT_NE(inner, nullptr);
  ASSERT_EQ((*inner)->modes.size(), 2u);
  EXPECT_EQ(std::get<Layout>((*inner)->modes[1]), L("8:1"));
  // Equality looks through the nesting.
  EXPECT_EQ(*t, *parseCuteIR("[[4:1;8:1];_]"));
  EXPECT_FALSE(*t == *parseCuteIR("[[4:1;8:2];_]"));

  EXPECT_EQ(IR("[[4:1;8:1]"), "error: at column 11: expected ';' or ']' in "
                              "tile");
  EXPECT_EQ(IR("[[]]"), "error: at column 3: expected a layout, a shape, a "
                        "tile or '_' as tile mode");
}

TEST(CuteIRSpelling, ParsedValues) {
  Result<CuteIRValue> r = parseCuteIR("(?{i64 div=8},?{div=2}):(1,?{i64})");
  ASSERT_TRUE(r.ok());
  const Layout &l = r->layout();
  EXPECT_TRUE(l.shape[0].isDynamic());
  EXPECT_EQ(l.shape[0].dynamicBits(), 64);
  EXPECT_EQ(l.shape[0].divisibility(), 8);
  EXPECT_EQ(l.shape[1].dynamicBits(), 32);
  EXPECT_EQ(l.shape[1].divisibility(), 2);
  EXPECT_EQ(l.stride[1], IntTuple::dynamic(64, 1));
  EXPECT_EQ(l.shape[0], IntTuple::dynamic(64, 8));

  Result<CuteIRValue> c = parseCuteIR("S<3,4,3> o 0 o (8,64):(64,1)");
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->composed().swizzle, (Swizzle{3, 4, 3}));
  EXPECT_EQ(c->composed().offset, IntTuple::integer(0));
  EXPECT_EQ(c->composed().layout, L("(8,64):(64,1)"));
  EXPECT_EQ(c->composed().ptrBits, 0);

  Result<CuteIRValue> t = parseCuteIR("[_;4;(2,2):(1,4)]");
  ASSERT_TRUE(t.ok());
  ASSERT_EQ(t->tile().modes.size(), 3u);
  EXPECT_TRUE(std::get<IntTuple>(t->tile().modes[0]).isUnderscore());
  EXPECT_EQ(std::get<IntTuple>(t->tile().modes[1]), IntTuple::integer(4));
  EXPECT_EQ(std::get<Layout>(t->tile().modes[2]), L("(2,2):(1,4)"));

  // Whitespace between tokens is accepted; the print is canonical.
  EXPECT_EQ(IR(" ( 2 , ?{i64  div=8} ) : ( 1 , 2 ) "), "(2,?{i64 div=8}):(1,2)");
  EXPECT_EQ(IR("[ 8:1 ; _ ]"), "[8:1;_]");
  // Key order is free; CuTe IR's order is printed. div=1 says nothing.
  EXPECT_EQ(IR("?{div=8 i64}"), "?{i64 div=8}");
  EXPECT_EQ(IR("?{div=1}"), "?");
}

TEST(CuteIRSpelling, AnnotationsCompareAndPrint) {
  EXPECT_EQ(IntTuple::dynamic(), IntTuple::dynamic(32, 1));
  EXPECT_NE(IntTuple::dynamic(), IntTuple::dynamic(32, 8));
  EXPECT_NE(IntTuple::dynamic(), IntTuple::dynamic(64, 1));
  EXPECT_NE(IntTuple::dynamic(64, 8), IntTuple::dynamic(64, 16));
  EXPECT_NE(IntTuple::underscore(), IntTuple::integer(0));
  EXPECT_EQ(IntTuple::underscore(), IntTuple::underscore());
  EXPECT_EQ(toString(IntTuple::dynamic(64, 1)), "?{i64}");
  EXPECT_EQ(toString(IntTuple::dynamic(32, 128)), "?{div=128}");
  EXPECT_EQ(toString(IntTuple::dynamic(64, 4096)), "?{i64 div=4096}");
  EXPECT_EQ(printCuteIR(IntTuple::underscore()), "_");
  // CuTe notation reads the annotations too, so toString round-trips.
  EXPECT_EQ(S(parseLayout("(?{div=8},4):(1,?{i64})")),
            "(?{div=8},4):(1,?{i64})");
}

TEST(CuteIRSpelling, MalformedInputHasPositionedErrors) {
  EXPECT_EQ(IR("?{div=0}"),
            "error: at column 7: divisibility must be positive, got 'div=0'");
  EXPECT_EQ(IR("(4,?{div=8"),
            "error: at column 11: expected '}' to close the '?{' annotation");
  EXPECT_EQ(IR("?{i32}"),
            "error: at column 3: unknown annotation 'i32': expected 'i64' or "
            "'div=N'");
  EXPECT_EQ(IR("?{align=8}"),
            "error: at column 3: unknown annotation 'align': expected 'i64' "
            "or 'div=N'");
  EXPECT_EQ(IR("?{}"),
            "error: at column 3: empty '?{}' annotation: expected 'i64' or "
            "'div=N'");
  EXPECT_EQ(IR("?{div=}"), "error: at column 7: expected the divisibility (a "
                           "positive integer) after 'div='");
  EXPECT_EQ(IR("?{div=-4}"), "error: at column 7: expected the divisibility "
                             "(a positive integer) after 'div='");
  EXPECT_EQ(IR("?{div 8}"), "error: at column 6: expected '=' after 'div'");
  EXPECT_EQ(IR("?{i64 i64}"),
            "error: at column 7: 'i64' given twice in the '?{' annotation");
  EXPECT_EQ(IR("?{div=8,i64}"),
            "error: at column 8: expected ' ' or '}' in the '?{' annotation");
  EXPECT_EQ(IR("?{div=99999999999999999999}"),
            "error: at column 7: integer out of range (must fit in int64)");
  EXPECT_EQ(IR("(_,4):(1,2)"), "error: at column 2: '_' is not allowed in a "
                               "shape");
  EXPECT_EQ(IR("(2,4):(1,_)"),
            "error: at column 10: '_' is not allowed here");
  EXPECT_EQ(IR("[8:1,4:1]"), "error: at column 5: expected ';' or ']' in tile");
  EXPECT_EQ(IR("[8:1;]"),
            "error: at column 6: expected a layout, a shape, a tile or '_' "
            "as tile mode");
  EXPECT_EQ(IR("[(_,2);4]"),
            "error: at column 3: '_' is not allowed in a shape");
  EXPECT_EQ(IR("S<3,4,3> o (8,8):(8,1)"),
            "error: at column 12: composed layout is missing its offset: CuTe "
            "IR writes 'S<B,M,S> o OFFSET o SHAPE:STRIDE', e.g. 'S<3,4,3> o 0 "
            "o (8,64):(64,1)'");
  EXPECT_EQ(IR("S<3,4,2>"), "error: at column 1: invalid swizzle S<3,4,2>: " +
                                std::string(kSwizzleRequirement));
  EXPECT_EQ(IR("Sw<3,4,3> o 0 o 8:1"),
            "error: at column 1: expected integer, '?' or '('");
  EXPECT_EQ(IR("S<3,4,3> o smem_ptr[16b](unset) o 8:1"),
            "error: at column 12: expected integer, '?' or '('");
  EXPECT_EQ(IR("(2,4) x"),
            "error: at column 7: expected ':' or the end of the int tuple");
}

TEST(CuteIRSpelling, PlainDynamicUnchanged) {
  IntTuple q = IntTuple::dynamic();
  EXPECT_TRUE(q.isDynamic());
  EXPECT_EQ(q.dynamicBits(), 32);
  EXPECT_EQ(q.divisibility(), 1);
  EXPECT_EQ(toString(q), "?");
  EXPECT_EQ(S(parseIntTuple("(?,4)")), "(?,4)");
  Result<IntTuple> p = parseIntTuple("?");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(*p, IntTuple::dynamic());
  // CuTe notation keeps `_8` as a static 8 and has no `_` leaf.
  EXPECT_EQ(S(parseIntTuple("(_8,_2)")), "(8,2)");
  EXPECT_EQ(S(parseIntTuple("(_,2)")),
            "error: at column 3: expected integer, '?' or '('");
  EXPECT_EQ(S(parseAnyLayout("Sw<3,4,3> o 0 o 8:1")), "Sw<3,4,3> o 0 o 8:1");
}

TEST(CuteIRSpelling, AlgebraOnAnnotatedAndUnderscoreLeaves) {
  Layout dyn = L("(?{div=8},4):(1,?{i64})");
  // Shape-only queries keep working.
  EXPECT_EQ(rank(dyn), 2);
  EXPECT_EQ(depth(dyn), 1);
  EXPECT_EQ(toString(flatten(L("((?{div=8},2),4):((1,?),?{i64})"))),
            "(?{div=8},2,4):(1,?,?{i64})");
  EXPECT_FALSE(isStatic(dyn));
  // Value-level algebra refuses dynamic leaves as for a plain `?`.
  EXPECT_EQ(S(coalesce(dyn)),
            "error: coalesce: layout has dynamic ('?') values; this operation "
            "needs static integers");
  EXPECT_EQ(SI(size(dyn)),
            "error: size: shape has dynamic ('?') extents; size is unknown");
  // `_` is refused wherever a number is needed.
  Layout us{IntTuple::tuple({IntTuple::integer(2), IntTuple::underscore()}),
            IntTuple::tuple({IntTuple::integer(1), IntTuple::integer(2)})};
  EXPECT_EQ(SI(size(us.shape)), "error: size: shape has '_' extents");
  EXPECT_EQ(SI(cosize(us)),
            "error: cosize: layout has '_' leaves; this operation needs "
            "integers");
  Result<CuteIRValue> crd = parseCuteIR("(_,1)");
  ASSERT_TRUE(crd.ok());
  EXPECT_EQ(SI(evalCoord(L("(2,4):(1,2)"), crd->intTuple())),
            "error: eval: coordinate must be static integers");
}

TEST(CuteIRSpelling, TileToTiler) {
  Result<CuteIRValue> t = parseCuteIR("[(2,3):(1,2);4]");
  ASSERT_TRUE(t.ok());
  Result<Tiler> tl = toTiler(t->tile());
  ASSERT_TRUE(tl.ok());
  EXPECT_EQ(toString(*tl), "<(2,3):(1,2),4:1>");
  EXPECT_EQ(S(logicalDivide(L("(6,8):(1,6)"), *tl)),
            S(logicalDivide(L("(6,8):(1,6)"), Tl("<(2,3):(1,2),4>"))));
  EXPECT_EQ(S(toTiler(parseCuteIR("[8:1;_]")->tile())),
            "error: tile mode 1 is '_'; a tiler needs a layout or a static "
            "size for every mode");
  EXPECT_EQ(S(toTiler(parseCuteIR("[?;4:1]")->tile())),
            "error: tile mode 0 '?' is not a positive static integer; write a "
            "layout such as (2,4):(1,2)");
  EXPECT_EQ(S(toTiler(parseCuteIR("[4:1;[2:1;2:1]]")->tile())),
            "error: tile mode 1 is the nested tile '[2:1;2:1]'; a tiler "
            "needs a layout or a static size for every mode");
}

} // namespace
