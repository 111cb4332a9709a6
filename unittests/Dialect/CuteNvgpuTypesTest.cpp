//===- CuteNvgpuTypesTest.cpp - MLIR types vs the registry ----------------===//
//
// Every one of the 29 MLIR types implements exactly the interfaces its
// registry row lists, and reports its contract through them.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace cute_nvgpu;
using target::Iface;

namespace {
class CuteNvgpuTypes : public ::testing::Test {
protected:
  CuteNvgpuTypes() {
    ctx.loadDialect<CuteNvgpuDialect, cute::CuteDialect, gpu::GPUDialect>();
  }
  Type parse(const std::string &text) {
    Type t = parseType(text, &ctx);
    EXPECT_TRUE(t) << text;
    return t;
  }
  MLIRContext ctx;
};

uint16_t implemented(Type t) {
  uint16_t bits = 0;
  if (isa<MmaAtomTypeInterface>(t)) bits |= target::IfaceMmaAtom;
  if (isa<CopyAtomTypeInterface>(t)) bits |= target::IfaceCopyAtom;
  if (isa<PrefetchAtomTypeInterface>(t)) bits |= target::IfacePrefetchAtom;
  if (isa<DescriptorTypeInterface>(t)) bits |= target::IfaceDescriptorType;
  if (isa<TmaAtomTypeInterface>(t)) bits |= target::IfaceTmaAtom;
  if (isa<AsyncCopyAtomTypeInterface>(t)) bits |= target::IfaceAsyncCopyAtom;
  if (isa<SparseMetadataAtomTypeInterface>(t))
    bits |= target::IfaceSparseMetadataAtom;
  if (isa<BlockScaleAtomTypeInterface>(t)) bits |= target::IfaceBlockScaleAtom;
  if (isa<TmemAtomTypeInterface>(t)) bits |= target::IfaceTmemAtom;
  if (isa<SmemDescriptorAtomTypeInterface>(t))
    bits |= target::IfaceSmemDescriptorAtom;
  return bits;
}
} // namespace

TEST_F(CuteNvgpuTypes, InterfacesAreExactlyTheRegistryColumn) {
  for (int i = 0; i < target::kNumMnemonics; ++i) {
    const target::AtomRecord &r = target::atomRecords()[i];
    std::string text = std::string("!cute_nvgpu.") + r.mnemonic;
    if (r.slot == target::Mnemonic::SmemDescView)
      text += "<memref<128xf16, 3>, #cute.layout<(4@0, 32@1)>>";
    if (r.slot == target::Mnemonic::UniversalCopy)
      text += "<f16>";
    Type t = parse(text);
    ASSERT_TRUE(t);
    EXPECT_EQ(implemented(t), r.ifaces) << r.mnemonic;
    EXPECT_EQ(lookupAtomRecord(t), &r) << r.mnemonic;
  }
  // Atom integers are element types, not atoms.
  EXPECT_EQ(implemented(parse("!cute_nvgpu.i4<divby 2>")), 0);
  EXPECT_EQ(lookupAtomRecord(parse("!cute_nvgpu.i4")), nullptr);
}

TEST_F(CuteNvgpuTypes, MmaContractReadsThePayload) {
  auto mma = cast<MmaAtomTypeInterface>(parse(
      "!cute_nvgpu.sm90.mma<64x128x32, ab_major = (k, k), "
      "elem_type = (f8E4M3FN, f8E5M2, f16), frag_kind = ss>"));
  MmaAtomContract c = mma.getMmaContract();
  EXPECT_EQ(c.minTier, 90);
  EXPECT_EQ(c.mnk, (SmallVector<int64_t, 3>{64, 128, 32}));
  Builder b(&ctx);
  EXPECT_EQ(c.aType, b.getType<Float8E4M3FNType>());
  EXPECT_EQ(c.bType, b.getType<Float8E5M2Type>());
  EXPECT_EQ(c.cType, b.getF16Type());
  EXPECT_EQ(c.aResidency, target::ResRmem | target::ResSmemDesc);
  EXPECT_EQ(c.bResidency, target::ResSmemDesc);
  EXPECT_EQ(c.dResidency, target::ResRmem);
  EXPECT_FALSE(c.supportsSparse);

  MmaAtomContract bare =
      cast<MmaAtomTypeInterface>(parse("!cute_nvgpu.sm100.mma_bs_sp"))
          .getMmaContract();
  EXPECT_TRUE(bare.mnk.empty());
  EXPECT_FALSE(bare.aType);
  EXPECT_TRUE(bare.supportsSparse);
  EXPECT_TRUE(bare.supportsBlockScale);
  EXPECT_EQ(bare.dResidency, target::ResTmem);
}

TEST_F(CuteNvgpuTypes, CopyContractValueBits) {
  auto bits = [&](const char *text) {
    return cast<CopyAtomTypeInterface>(parse(text)).getCopyContract().valueBits;
  };
  EXPECT_EQ(bits("!cute_nvgpu.atom.universal_copy<f16>"), 16);
  EXPECT_EQ(bits("!cute_nvgpu.atom.universal_copy<f16, 128 b>"), 128);
  EXPECT_EQ(bits("!cute_nvgpu.atom.simt_async_copy<16>"), 128);
  EXPECT_EQ(bits("!cute_nvgpu.atom.simt_async_copy<4>"), 32);
  EXPECT_EQ(bits("!cute_nvgpu.atom.ldsm<m8n8.x4>"), 16);
  CopyAtomContract tma =
      cast<CopyAtomTypeInterface>(parse("!cute_nvgpu.atom.tma_load"))
          .getCopyContract();
  EXPECT_TRUE(tma.isAsync);
  EXPECT_TRUE(tma.usesTmaDescriptor);
  EXPECT_TRUE(tma.supportsPrefetch);
  EXPECT_EQ(tma.destination, target::ResSmem);
}

TEST_F(CuteNvgpuTypes, DescriptorBits) {
  EXPECT_EQ(cast<DescriptorTypeInterface>(parse("!cute_nvgpu.smem_desc"))
                .getDescriptorBits(),
            64u);
  EXPECT_EQ(cast<DescriptorTypeInterface>(
                parse("!cute_nvgpu.tma_descriptor_tiled"))
                .getDescriptorBits(),
            1024u);
}

TEST_F(CuteNvgpuTypes, AliasHints) {
  EXPECT_EQ(aliasForType(parse("memref<2x4x8xf16>")), "memref_f16_3");
  EXPECT_EQ(aliasForType(parse("memref<128xf16, 3>")), "memref_f16_1");
  EXPECT_EQ(aliasForType(parse("!cute_nvgpu.atom.tma_load")),
            "copy_sm90_tma_load");
  EXPECT_EQ(aliasForType(parse(
                "!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>")),
            "mma_f16_f16_f32_16x8x16");
  EXPECT_EQ(aliasForType(parse("!cute_nvgpu.sm80.mma")), "");
  EXPECT_EQ(aliasForType(parse("!cute_nvgpu.smem_desc")), "");
  EXPECT_EQ(aliasForType(parse("f32")), "");
}

TEST_F(CuteNvgpuTypes, VerifyAtomInstanceDispatch) {
  std::string msg;
  ScopedDiagnosticHandler h(&ctx, [&](Diagnostic &d) {
    msg = d.str();
    return success();
  });
  auto emit = [&] { return emitError(UnknownLoc::get(&ctx)); };
  const target::TargetInfo *sm80 = target::lookupTarget("sm_80");
  EXPECT_TRUE(succeeded(verifyAtomInstance(
      parse("!cute_nvgpu.sm80.mma<16x8x16>"), sm80, {16, 8, 16}, emit)));
  EXPECT_TRUE(failed(verifyAtomInstance(
      parse("!cute_nvgpu.sm80.mma<16x8x16>"), sm80, {16, 8, 8}, emit)));
  EXPECT_EQ(msg, "use shape 16x8x8 does not match the `sm80.mma` atom shape "
                 "16x8x16");
  EXPECT_TRUE(failed(verifyAtomInstance(parse("!cute_nvgpu.atom.tma_load"),
                                        sm80, {}, emit)));
  EXPECT_EQ(msg, "`atom.tma_load` requires SM90 or newer (sm_90), but the "
                 "target is sm_80");
  EXPECT_TRUE(failed(verifyAtomInstance(
      parse("!cute_nvgpu.tma_descriptor_tiled"), sm80, {}, emit)));
  EXPECT_EQ(msg, "atom type does not implement a known cute_nvgpu interface");
}

// Types are parsed once per spelling and context; a spelling that names an
// alias means what the alias table of its own source says, so two sources
// parsed into one context (the language server, the fuzzer's reused
// contexts) each get their own type.
TEST_F(CuteNvgpuTypes, AnAliasInATypeIsReadFromItsOwnSource) {
  ctx.loadDialect<func::FuncDialect>();
  auto argumentType = [&](const std::string &alias) -> Type {
    std::string text =
        "!m = " + alias +
        "\nfunc.func private @f(!cute_nvgpu.smem_desc_view<!m, "
        "#cute.layout<(4@0, 32@1)>>)\n";
    OwningOpRef<ModuleOp> m = parseSourceString<ModuleOp>(text, &ctx);
    if (!m)
      return Type();
    auto f = cast<func::FuncOp>(m->getBody()->front());
    return f.getFunctionType().getInput(0);
  };
  Type f16 = argumentType("memref<128xf16, 3>");
  Type bf16 = argumentType("memref<128xbf16, 3>");
  ASSERT_TRUE(f16);
  ASSERT_TRUE(bf16);
  EXPECT_EQ(cast<SmemDescViewType>(f16).getSource(),
            parse("memref<128xf16, 3>"));
  EXPECT_EQ(cast<SmemDescViewType>(bf16).getSource(),
            parse("memref<128xbf16, 3>"));
}
