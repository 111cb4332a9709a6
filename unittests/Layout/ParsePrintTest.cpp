//===- ParsePrintTest.cpp - CuTe notation parse/print tests ---------------===//

#include "TestUtil.h"

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

std::string parseL(const std::string &s) { return S(parseLayout(s)); }
std::string parseA(const std::string &s) { return S(parseAnyLayout(s)); }
std::string parseT(const std::string &s) { return S(parseTiler(s)); }
std::string parseI(const std::string &s) { return S(parseIntTuple(s)); }

TEST(LayoutPrint, Constructed) {
  IntTuple s = IntTuple::tuple(
      {IntTuple::integer(2),
       IntTuple::tuple({IntTuple::integer(1), IntTuple::integer(6)})});
  IntTuple d = IntTuple::tuple(
      {IntTuple::integer(1),
       IntTuple::tuple({IntTuple::integer(6), IntTuple::integer(2)})});
  EXPECT_EQ(toString(makeLayout(s, d)), "(2,(1,6)):(1,(6,2))");
  EXPECT_EQ(toString(makeLayout(IntTuple::integer(8), IntTuple::integer(1))),
            "8:1");
  EXPECT_EQ(toString(IntTuple::dynamic()), "?");
  EXPECT_EQ(toString(IntTuple::basis(4, {0})), "4@0");
  // CuTe prints ScaledBasis<T,N0,N1> as `c@N1@N0`.
  EXPECT_EQ(toString(IntTuple::basis(5, {0, 1})), "5@1@0");
  EXPECT_EQ(toString(IntTuple::tuple({})), "()");
  EXPECT_EQ(toString(Swizzle{3, 4, 3}), "Sw<3,4,3>");
  ComposedLayout c{Swizzle{3, 4, 3}, IntTuple::integer(0), L("(64,64):(64,1)")};
  EXPECT_EQ(toString(c), "Sw<3,4,3> o 0 o (64,64):(64,1)");
  AnyLayout t{IntTuple::tuple({IntTuple::basis(4, {0}),
                               IntTuple::basis(32, {1})})};
  EXPECT_EQ(toString(t), "(4@0, 32@1)");
  Tiler tl;
  tl.byMode = true;
  tl.modes = {L("3:3"), L("(2,4):(1,8)")};
  EXPECT_EQ(toString(tl), "<3:3,(2,4):(1,8)>");
}

TEST(LayoutParse, RoundTrip) {
  for (const char *s :
       {"8:1", "(4,8):(1,4)", "(2,(1,6)):(1,(6,2))", "4:-1", "(?,8):(1,?)",
        "(4,8):(1@0,1@1)", "4:3@1@0", "():()", "(8):(1)", "1:0",
        "((2,2),(2,3)):((4,1),(2,8))", "4:9223372036854775807",
        "4:-9223372036854775808", "(4,8):(?,-2@0)"})
    EXPECT_EQ(parseL(s), s);
  for (const char *s :
       {"Sw<3,4,3> o 0 o (64,64):(64,1)", "Sw<2,0,-2> o 4 o 16:1",
        "(4@0, 32@1)", "((1@0, 2@1@0), ?)", "(4,8):(1,4)", "8"})
    EXPECT_EQ(parseA(s), s);
  for (const char *s : {"<3:3,(2,4):(1,8)>", "4:2", "(4,8):(8,1)"})
    EXPECT_EQ(parseT(s), s);
  for (const char *s : {"(2,(1,6))", "5@1@0", "?", "()", "-7"})
    EXPECT_EQ(parseI(s), s);
}

TEST(LayoutParse, WhitespaceAndUnderscores) {
  EXPECT_EQ(parseL(" ( 4 , 8 ) : ( 1 , 4 ) "), "(4,8):(1,4)");
  EXPECT_EQ(parseL("_8:_1"), "8:1");
  EXPECT_EQ(parseA("Sw<3, 4, 3>o 0 o(8,8):(8,1)"), "Sw<3,4,3> o 0 o (8,8):(8,1)");
  EXPECT_EQ(parseA("( 4@0 ,32 @ 1 )"), "(4@0, 32@1)");
  EXPECT_EQ(parseT(" < 2 , 4 > "), "<2:1,4:1>");
  // Shape-only tilers: integer -> whole-layout N:1, tuple -> by-mode.
  EXPECT_EQ(parseT("4"), "4:1");
  EXPECT_EQ(parseT("(2,4)"), "<2:1,4:1>");
}

TEST(LayoutParse, Errors) {
  EXPECT_EQ(parseL("(4,8) (1,4)"), "error: at column 7: expected ':' after shape");
  EXPECT_EQ(parseL("(4,8):(1,4"), "error: at column 11: expected ')' or ','");
  EXPECT_EQ(parseL("(4,8):(1,(4,2))"),
            "error: at column 7: shape and stride are not congruent");
  EXPECT_EQ(parseL("(4,8):(1,4) x"),
            "error: at column 13: trailing characters after layout");
  EXPECT_EQ(parseL(""), "error: at column 1: expected integer, '?' or '('");
  EXPECT_EQ(parseL(":1"), "error: at column 1: expected integer, '?' or '('");
  EXPECT_EQ(parseL("(4,,8):(1,4)"),
            "error: at column 4: expected integer, '?' or '('");
  EXPECT_EQ(parseL("0:1"),
            "error: at column 1: shape extents must be positive integers");
  EXPECT_EQ(parseL("(2,-3):(1,2)"),
            "error: at column 4: shape extents must be positive integers");
  EXPECT_EQ(parseL("4@0:1"),
            "error: at column 1: shape must not contain scaled-basis elements");
  EXPECT_EQ(parseL("99999999999999999999:1"),
            "error: at column 1: integer out of range (must fit in int64)");
  EXPECT_EQ(parseL("4:9223372036854775808"),
            "error: at column 3: integer out of range (must fit in int64)");
  EXPECT_EQ(parseL("4:1@"), "error: at column 5: expected mode index after '@'");
  EXPECT_EQ(parseL("4:-"), "error: at column 4: expected digits after sign");
  std::string deep = std::string(70, '(') + "1" + std::string(70, ')');
  EXPECT_EQ(parseI(deep),
            "error: at column 66: nesting too deep (more than 64 levels)");
  EXPECT_EQ(parseI("(1,2"), "error: at column 5: expected ')' or ','");

  EXPECT_EQ(parseA("Sw<3,4,2> o 0 o 8:1"),
            "error: at column 1: invalid swizzle Sw<3,4,2>: requires B >= 0, "
            "M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as "
            "32-bit int constants)");
  EXPECT_EQ(parseA("Sw<-1,4,3> o 0 o 8:1"),
            "error: at column 1: invalid swizzle Sw<-1,4,3>: requires B >= 0, "
            "M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as "
            "32-bit int constants)");
  EXPECT_EQ(parseA("Sw<30,30,30> o 0 o 8:1"),
            "error: at column 1: invalid swizzle Sw<30,30,30>: requires B >= 0, "
            "M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as "
            "32-bit int constants)");
  // CuTe's 32-bit int masks: Sw<3,26,3> would shift bits past bit 30.
  EXPECT_EQ(parseA("Sw<3,26,3> o 0 o 8:1"),
            "error: at column 1: invalid swizzle Sw<3,26,3>: requires B >= 0, "
            "M >= 0, |S| >= B and B + M + |S| <= 31 (CuTe builds its masks as "
            "32-bit int constants)");
  EXPECT_EQ(parseA("Sw<3,25,3> o 0 o 8:1"), "Sw<3,25,3> o 0 o 8:1");
  // CuTe always prints three parts; a missing offset is named as such.
  EXPECT_EQ(parseA("Sw<3,3,3> o (8,8):(8,1)"),
            "error: at column 13: composed layout is missing its offset: CuTe "
            "prints 'Sw<B,M,S> o OFFSET o SHAPE:STRIDE', e.g. 'Sw<3,4,3> o 0 o "
            "(8,64):(64,1)'");
  EXPECT_EQ(parseA("Sw<3,4,3> o smem_ptr[12b](unset) o 8:1"),
            "error: at column 13: smem_ptr width must be 1, 2, 4, 8, 16, 32, "
            "64 or 128 bits, got 12");
  EXPECT_EQ(parseA("Sw<3,4,3> o smem_ptr[16b] o 8:1"),
            "error: at column 24: expected 'b](unset)' after the smem_ptr "
            "width");
  EXPECT_EQ(parseA("Sw<3,4,3> 0 o 8:1"),
            "error: at column 11: expected 'o' after swizzle");
  EXPECT_EQ(parseA("Sw<3,4,3> o 0 8:1"),
            "error: at column 15: expected 'o' after offset");
  EXPECT_EQ(parseA("Sw<3,4 o 0 o 8:1"),
            "error: at column 8: expected ',' in swizzle parameters");
  EXPECT_EQ(parseA("Sw 3"), "error: at column 4: expected '<' after 'Sw'");
  EXPECT_EQ(parseA("(4,8) x"), "error: at column 7: expected ':' after shape");
  EXPECT_EQ(parseA("Sw<3,4,3> o 0 o 8:1 junk"),
            "error: at column 21: trailing characters after layout");

  EXPECT_EQ(parseT("<>"), "error: at column 2: expected layout or shape in tiler");
  EXPECT_EQ(parseT("<2 4>"), "error: at column 4: expected '>' or ','");
  EXPECT_EQ(parseT("<2,4> x"),
            "error: at column 7: trailing characters after tiler");
  EXPECT_EQ(parseT("<2,(2,4)>"),
            "error: at column 4: nested shape tilers are not supported; write "
            "a layout such as (2,4):(1,2)");
}

TEST(LayoutParse, FormatErrorWithoutPosition) {
  EXPECT_EQ(formatError(Error{"boom"}), "boom");
  EXPECT_EQ(formatError(Error{"boom", 0}), "at column 1: boom");
}

TEST(LayoutParse, LayoutOrShape) {
  EXPECT_EQ(S(parseLayoutOrShape("(3,4)")), "(3,4):(1,3)");
  EXPECT_EQ(S(parseLayoutOrShape("(2,(3,4))")), "(2,(3,4)):(1,(2,6))");
  EXPECT_EQ(S(parseLayoutOrShape("(3,4):(4,1)")), "(3,4):(4,1)");
  EXPECT_EQ(S(parseLayoutOrShape("(3,?)")),
            "error: at column 1: make_layout: shape has dynamic ('?') extents");
}

TEST(LayoutParse, Predicates) {
  AnyLayout sw = *parseAnyLayout("Sw<3,4,3> o 0 o (8,64):(64,1)");
  AnyLayout id = *parseAnyLayout("Sw<0,4,3> o 0 o (8,64):(64,1)");
  AnyLayout dyn = *parseAnyLayout("(?,8):(1,?)");
  AnyLayout basis = *parseAnyLayout("(4,8):(1@0,1@1)");
  AnyLayout tup = *parseAnyLayout("(4@0, 32@1)");
  EXPECT_TRUE(isSwizzled(sw));
  EXPECT_FALSE(isSwizzled(id));
  EXPECT_TRUE(isComposed(id));
  EXPECT_FALSE(isComposed(dyn));
  EXPECT_FALSE(isStatic(dyn));
  EXPECT_TRUE(isStatic(sw));
  EXPECT_TRUE(hasScaledBasis(basis));
  EXPECT_TRUE(hasScaledBasis(tup));
  EXPECT_TRUE(tup.isTupleForm());
  EXPECT_FALSE(hasScaledBasis(sw));
  EXPECT_FALSE(hasIntegerStrides(basis.layout()));
  EXPECT_TRUE(hasIntegerStrides(dyn.layout()));
  EXPECT_TRUE(congruent(L("(2,(3,4)):(1,(2,6))").shape,
                        L("(5,(6,7)):(1,(2,6))").shape));
  EXPECT_FALSE(congruent(L("(2,(3,4)):(1,(2,6))").shape, L("(2,3):(1,2)").shape));
  EXPECT_EQ(rank(L("((2,3),4):((1,2),6)")), 2);
  EXPECT_EQ(depth(L("((2,3),4):((1,2),6)")), 2);
  EXPECT_EQ(depth(L("8:1")), 0);
  EXPECT_EQ(rank(L("8:1")), 1);
}

TEST(LayoutParse, CutePrintedForms) {
  // cute::print output is accepted verbatim: `_N` static markers ...
  EXPECT_EQ(parseA("((_8,_16),(_64,_1)):((_64,_512),(_1,_0))"),
            "((8,16),(64,1)):((64,512),(1,0))");
  EXPECT_EQ(parseA("Sw<3,4,3> o _0 o (_8,_64):(_64,_1)"),
            "Sw<3,4,3> o 0 o (8,64):(64,1)");
  // ... and the smem_ptr form of GMMA-style atoms, which keeps its pointer
  // width when printed back.
  const char *gmma =
      "Sw<3,4,3> o smem_ptr[16b](unset) o ((_8,_16),(_64,_1)):((_64,_512),(_1,_0))";
  EXPECT_EQ(parseA(gmma), "Sw<3,4,3> o smem_ptr[16b](unset) o "
                          "((8,16),(64,1)):((64,512),(1,0))");
  // Its swizzle acts on byte addresses of 16-bit elements; in element units
  // it is Sw<3,3,3> (CuTe recast_layout<uint8_t,uint16_t> of the swizzle).
  Result<AnyLayout> a = parseAnyLayout(gmma);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(S(positionIndependent(a->composed())),
            "Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))");
  Result<AnyLayout> e = parseAnyLayout(
      "Sw<3,3,3> o 0 o ((8,16),(64,1)):((64,512),(1,0))");
  ASSERT_TRUE(e.ok());
  for (int64_t i = 0; i < 8 * 16 * 64; i += 37)
    EXPECT_EQ(SI(eval(*a, i)), SI(eval(*e, i))) << i;
  // 4-bit elements: byte swizzle Sw<3,4,3> is Sw<3,5,3> in element units.
  Result<AnyLayout> f = parseAnyLayout("Sw<3,4,3> o smem_ptr[4b](unset) o 8:1");
  ASSERT_TRUE(f.ok());
  EXPECT_EQ(S(positionIndependent(f->composed())), "Sw<3,5,3> o 0 o 8:1");
}

TEST(LayoutParse, CutePrintedTiler) {
  // cute::print of make_tile(Layout<_3,_3>{}, Layout<Shape<_2,_4>,...>{}).
  Result<Tiler> t = parseTiler("(_3:_3,(_2,_4):(_1,_8))");
  ASSERT_TRUE(t.ok()) << formatError(t.error());
  EXPECT_EQ(toString(*t), "<3:3,(2,4):(1,8)>");
  EXPECT_EQ(S(logicalDivide(L("(9,(4,8)):(59,(13,1))"), *t)),
            "((3,3),((2,4),(2,2))):((177,59),((13,2),(26,1)))");
  // A plain layout and a shape keep their meaning.
  EXPECT_EQ(toString(*parseTiler("(4,2):(1,4)")), "(4,2):(1,4)");
  EXPECT_EQ(toString(*parseTiler("(_3,_8)")), "<3:1,8:1>");
  // Errors still point at the first reading's problem.
  EXPECT_EQ(S(parseTiler("(3:3,")), "error: at column 3: expected ')' or ','");
}

} // namespace
