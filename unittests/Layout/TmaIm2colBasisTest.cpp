//===- TmaIm2colBasisTest.cpp - the im2col box and coordinate tensor ------===//
//
// The algebra of an im2col TMA copy on run-time extents (CuTe's own plans,
// all static, are checked in unittests/Target/CuteTmaIm2colPlanTableTest)
// and on hostile parameters: a run-time spatial extent gives a run-time
// GEMM extent and linear pixel count while the filter stays static; wrong
// list lengths, zero strides, modes with no output pixel or filter tap and
// 64-bit overflow are errors, never a crash or a wrapped extent.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/TmaIm2colBasis.h"

#include <gtest/gtest.h>

#include <cstdint>

using namespace cute_nvgpu::layout;

namespace {

Layout parsed(const char *text) {
  Result<Layout> l = parseLayout(text);
  EXPECT_TRUE(l.ok()) << text;
  return *l;
}

/// NHWC (W=12 at run time, H=10, N=2, C=64) with a K-major 64x64 tile.
struct Fprop {
  Layout gmem = parsed("((?,10,2),64):((64,?,?),1)");
  Layout smem = parsed("(64,64):(64,1)");
  Layout vmap = parsed("(64,64):(1@0,1@1)");
  Im2colParams params{{-1, -1}, {-1, -1}, {1, 1}, {1, 1}, {1, 1}, {0, 0}, {1, 1}};
};

TEST(TmaIm2colBasis, RuntimeExtentsStayRuntime) {
  Fprop f;
  Result<Im2colBasis> b = tmaIm2colBasis(f.gmem, f.smem, f.vmap, 1);
  ASSERT_TRUE(b.ok()) << b.error().message;
  EXPECT_EQ(b->channels, 64);
  EXPECT_EQ(b->pixels, 64);
  EXPECT_EQ(toString(b->channelMode), "1@1");
  EXPECT_EQ(toString(b->pixelMode), "1@0");
  Result<Layout> cwhdn = im2colCwhdn(f.gmem, *b);
  ASSERT_TRUE(cwhdn.ok());
  EXPECT_EQ(toString(*cwhdn), "(64,?,10,2):(1,64,?,?)");
  Result<Im2colTmaTensor> t = im2colTmaTensor(*cwhdn, *b, f.params);
  ASSERT_TRUE(t.ok()) << t.error().message;
  EXPECT_EQ(toString(*t),
            "ArithTuple(0,(-1,-1),0,(0,0)) o ((?,10,2),(64,3,3)):"
            "((1@0@1,1@1@1,1@2),(1@0,1@0@3,1@1@3)) o (0,(0,0,0)) o "
            "(?,(64,3,3)):(1@0,(1@0@1,1@1@1,1@2@1))");
}

TEST(TmaIm2colBasis, HostileParametersAreErrors) {
  Fprop f;
  Layout gmem = parsed("((12,10,2),64):((64,768,7680),1)");
  Result<Im2colBasis> b = tmaIm2colBasis(gmem, f.smem, f.vmap, 1);
  ASSERT_TRUE(b.ok());
  Result<Layout> cwhdn = im2colCwhdn(gmem, *b);
  ASSERT_TRUE(cwhdn.ok());
  auto refused = [&](Im2colParams p, const char *phrase) {
    Result<Im2colTmaTensor> t = im2colTmaTensor(*cwhdn, *b, p);
    ASSERT_FALSE(t.ok()) << phrase;
    EXPECT_NE(t.error().message.find(phrase), std::string::npos)
        << t.error().message;
  };
  Im2colParams p = f.params;
  p.lowerSrt = {0};
  refused(p, "lower_srt has 1 entry, but the tensor has 2 spatial modes");
  p = f.params;
  p.strideWhd = {0, 1};
  refused(p, "stride_whd[0] = 0 is not a positive traversal stride");
  p = f.params;
  p.strideSrt = {1, 0};
  refused(p, "stride_srt[1] = 0");
  p = f.params;
  p.upperCornerWhd = {-12, -1};
  p.lowerCornerWhd = {0, -1};
  refused(p, "spatial mode 0 has no output pixel");
  p = f.params;
  p.upperPaddingWhd = {1, -5};
  refused(p, "spatial mode 1 has no filter tap");
  p = f.params;
  p.upperCornerWhd = {INT64_MAX, -1};
  p.lowerCornerWhd = {INT64_MIN, -1};
  refused(p, "overflow 64-bit arithmetic");
  p = f.params;
  p.strideSrt = {-1, 1};
  p.lowerCornerWhd = {INT64_MIN, -1};
  p.lowerPaddingWhd = {0, 1};
  refused(p, "overflow 64-bit arithmetic");
}

TEST(TmaIm2colBasis, BoxRulesAreErrors) {
  Fprop f;
  auto refused = [](Result<Im2colBasis> b, const char *phrase) {
    ASSERT_FALSE(b.ok()) << phrase;
    EXPECT_NE(b.error().message.find(phrase), std::string::npos)
        << b.error().message;
  };
  refused(tmaIm2colBasis(parsed("(12,10,2,64):(64,768,7680,1)"), f.smem,
                         f.vmap, 1),
          "an im2col GMEM tensor has two modes");
  refused(tmaIm2colBasis(f.gmem, f.smem, f.vmap, 3),
          "multicast count 3 does not divide");
  refused(tmaIm2colBasis(f.gmem, f.smem, f.vmap, 128),
          "splits the channels");
  refused(tmaIm2colBasis(f.gmem, parsed("(64,32):(32,1)"), f.vmap, 1),
          "top-level shape equivalence");
}

} // namespace
