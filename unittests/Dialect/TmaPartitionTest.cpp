//===- TmaPartitionTest.cpp - the TMA partition result --------------------===//
//
// On success the partition verifier returns the packed result: the
// coordinate tensor and atom types the operands give, the tile's element
// count (size(SMEM) * num_multicast), the flags word of the checks that
// passed and what the load is, the swizzle mode and the TMA rank.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace cute_nvgpu;

namespace {
class TmaPartition : public ::testing::Test {
protected:
  TmaPartition() { ctx.loadDialect<CuteNvgpuDialect, cute::CuteDialect>(); }
  Type parse(const std::string &text) {
    Type t = parseType(text, &ctx);
    EXPECT_TRUE(t) << text;
    return t;
  }
  TmaPartitionInput kMajor() {
    TmaPartitionInput in;
    in.gmem = parse("!cute.memref<f16, gmem, align<16>, "
                    "\"(?,?,?):(?{i64 div=8},1,?{i64 div=64})\">");
    in.smem = parse("!cute.composed_layout<\"S<3,4,3> o 0 o "
                    "((8,16),(64,1)):((64,512),(1,0))\">");
    in.ctaVMap = parse("!cute.layout<\"(128,64):(1@0,1@1)\">");
    return in;
  }
  MLIRContext ctx;
};

constexpr uint16_t kChecked = kTmaFlagStaticSmem | kTmaFlagStaticVMap |
                              kTmaFlagGmemIntStride | kTmaFlagSmemIntStride |
                              kTmaFlagShapeEquiv | kTmaFlagGbasisOk;

TEST_F(TmaPartition, SingleCtaLoad) {
  TmaPartitionInput in = kMajor();
  in.loadKind = TiledTmaLoad::Sm90;
  in.numMulticast = 1;
  FailureOr<TmaPartitionResult> r =
      verifyTmaPartition(UnknownLoc::get(&ctx), in);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ(r->flags, kChecked); // run-time GMEM: not prefetch-eligible
  EXPECT_EQ(r->rank, 3);
  EXPECT_EQ(r->swizzleMode, 2); // 128B
  EXPECT_EQ(r->tileElementCount, 128u * 64u);
  EXPECT_EQ(r->tmaTensorType,
            parse("!cute.coord_tensor<\"(0,0,0)\", "
                  "\"(?,?,?):(1@1,1@0,1@2)\">"));
  EXPECT_EQ(r->nonExecAtom,
            parse("!cute_nvgpu.atom.non_exec_tiled_tma_load<sm_90, f16, "
                  "copy_bits = 131072, tma_gbasis = "
                  "<\"(64,128,1):(1@1,1@0,1@2)\">, internal_val_type = f16>"));
}

TEST_F(TmaPartition, TwoSmMulticastLoadOfAStaticTensor) {
  TmaPartitionInput in = kMajor();
  in.gmem = parse("!cute.memref<f16, gmem, align<16>, "
                  "\"(1024,512):(512,1)\">");
  in.smem = parse("!cute.composed_layout<\"S<2,4,3> o 0 o "
                  "((8,16),(32,1)):((32,256),(1,0))\">");
  in.ctaVMap = parse("!cute.layout<\"(128,32):(1@0,1@1)\">");
  in.loadKind = TiledTmaLoad::Sm100TwoSmMulticast;
  in.numMulticast = 2;
  FailureOr<TmaPartitionResult> r =
      verifyTmaPartition(UnknownLoc::get(&ctx), in);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ(r->flags, kChecked | kTmaFlagMulticast | kTmaFlagTwoCta |
                          kTmaFlagPrefetchEligible);
  EXPECT_EQ(r->rank, 2);
  EXPECT_EQ(r->swizzleMode, 3); // 64B
  EXPECT_EQ(r->tileElementCount, 128u * 32u * 2u);
}

TEST_F(TmaPartition, StoreHasNoLoadBits) {
  TmaPartitionInput in = kMajor();
  in.variant = TmaVariant::Store;
  in.smem = parse("!cute.layout<\"(128,8):(8,1)\">");
  in.ctaVMap = parse("!cute.layout<\"(128,8):(1@0,1@1)\">");
  FailureOr<TmaPartitionResult> r =
      verifyTmaPartition(UnknownLoc::get(&ctx), in);
  ASSERT_TRUE(succeeded(r));
  EXPECT_EQ(r->flags, kChecked);
  EXPECT_EQ(r->swizzleMode, 0);
  EXPECT_TRUE(isa<NonExecTiledTmaStoreType>(r->nonExecAtom));
}

TEST_F(TmaPartition, FailureIsOneDiagnostic) {
  TmaPartitionInput in = kMajor();
  in.ctaVMap = parse("!cute.layout<\"(64,128):(1@0,1@1)\">");
  std::vector<std::string> messages;
  ScopedDiagnosticHandler h(&ctx, [&](Diagnostic &d) {
    messages.push_back(d.str());
    return success();
  });
  EXPECT_TRUE(failed(verifyTmaPartition(UnknownLoc::get(&ctx), in)));
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0].rfind("expected top-level shape equivalence between "
                              "the SMEM layout and the CTA V-map, but got ",
                              0),
            0u);
}
} // namespace
