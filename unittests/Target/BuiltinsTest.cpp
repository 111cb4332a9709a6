//===- BuiltinsTest.cpp - seed 004's tensor-core builtin table ------------===//
#include "cute-nvgpu/Target/Builtins.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

using namespace cute_nvgpu::target;
using namespace cute_nvgpu::target::builtins;

namespace {
const TargetInfo &tgt(const char *name) { return *lookupTarget(name); }
} // namespace

TEST(Builtins, SeedCountsAndIdOrder) {
  const std::vector<Builtin> &rows = allBuiltins();
  ASSERT_EQ(rows.size(), 93u); // IDs 678-770
  EXPECT_EQ(registeredCount(), 91);
  std::set<std::string> names;
  for (size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].id, kFirstId + static_cast<int>(i));
    EXPECT_EQ(lookupBuiltinId(rows[i].id), &rows[i]);
    if (rows[i].registered()) {
      EXPECT_TRUE(names.insert(rows[i].name).second) << rows[i].name;
      EXPECT_EQ(lookupBuiltin(rows[i].name), &rows[i]);
    }
  }
  EXPECT_FALSE(lookupBuiltinId(769)->registered());
  EXPECT_FALSE(lookupBuiltinId(770)->registered());
  EXPECT_EQ(lookupBuiltinId(677), nullptr);
  EXPECT_EQ(lookupBuiltinId(771), nullptr);
  EXPECT_EQ(lookupBuiltin(""), nullptr);
}

TEST(Builtins, SeedIdRanges) {
  // Family ranges of seed 004's tables.
  std::map<Family, int> count;
  for (const Builtin &b : allBuiltins())
    ++count[b.family];
  EXPECT_EQ(count[Family::Hmma], 30);
  EXPECT_EQ(count[Family::Imma], 32);
  EXPECT_EQ(count[Family::Bmma], 6);
  EXPECT_EQ(count[Family::Dmma], 5);
  EXPECT_EQ(count[Family::Tf32], 5); // incl. __mma_m16n16k8_st_c_f32 (764)
  EXPECT_EQ(count[Family::Bf16], 9);
  EXPECT_EQ(count[Family::Wgmma], 4);
  for (int id = 678; id <= 707; ++id)
    EXPECT_EQ(lookupBuiltinId(id)->family, Family::Hmma) << id;
  for (int id = 708; id <= 739; ++id)
    EXPECT_EQ(lookupBuiltinId(id)->family, Family::Imma) << id;
  for (int id = 740; id <= 745; ++id)
    EXPECT_EQ(lookupBuiltinId(id)->family, Family::Bmma) << id;
  EXPECT_STREQ(lookupBuiltinId(678)->name, "__hmma_m16n16k16_ld_a");
  EXPECT_STREQ(lookupBuiltinId(688)->name, "__hmma_m32n8k16_ld_a");
  EXPECT_STREQ(lookupBuiltinId(698)->name, "__hmma_m8n32k16_ld_a");
  EXPECT_STREQ(lookupBuiltinId(707)->name, "__hmma_m8n32k16_mma_f32f32");
  EXPECT_STREQ(lookupBuiltinId(732)->name, "__imma_m8n8k32_ld_a_s4");
  EXPECT_STREQ(lookupBuiltinId(738)->name, "__imma_m8n8k32_mma_s4");
  EXPECT_STREQ(lookupBuiltinId(740)->name, "__bmma_m8n8k128_ld_a_b1");
  EXPECT_STREQ(lookupBuiltinId(744)->name, "__bmma_m8n8k128_mma_xor_popc_b1");
  EXPECT_STREQ(lookupBuiltinId(745)->name, "__bmma_m8n8k128_mma_and_popc_b1");
  EXPECT_STREQ(lookupBuiltinId(746)->name, "__dmma_m8n8k4_mma_f64");
  EXPECT_STREQ(lookupBuiltinId(747)->name, "__mma_tf32_m16n16k8_mma_f32");
  EXPECT_STREQ(lookupBuiltinId(748)->name, "__mma_bf16_m16n16k16_mma_f32");
  EXPECT_STREQ(lookupBuiltinId(750)->name, "__mma_bf16_m8n32k16_mma_f32");
  EXPECT_STREQ(lookupBuiltinId(751)->name, "__dmma_m8n8k4_st_c_f64");
  EXPECT_STREQ(lookupBuiltinId(754)->name, "__dmma_m8n8k4_ld_c");
  EXPECT_STREQ(lookupBuiltinId(757)->name, "__mma_tf32_m16n16k8_ld_c");
  EXPECT_STREQ(lookupBuiltinId(758)->name, "__mma_bf16_m16n16k16_ld_a");
  EXPECT_STREQ(lookupBuiltinId(764)->name, "__mma_m16n16k8_st_c_f32");
  EXPECT_STREQ(lookupBuiltinId(765)->name, "__wgmma_mma_async_f16");
  EXPECT_STREQ(lookupBuiltinId(766)->name, "__wgmma_mma_async_bf16");
  EXPECT_STREQ(lookupBuiltinId(767)->name, "__wgmma_mma_async_tf32");
  EXPECT_STREQ(lookupBuiltinId(768)->name, "__wgmma_mma_async_f8");
}

// The whole table: every registered row is self-consistent, its fragments
// have the PTX ISA's per-thread register counts, and every WMMA row spells
// a PTX instruction through PtxBuilder.
TEST(Builtins, WalkWholeTable) {
  for (const Builtin &b : allBuiltins()) {
    SCOPED_TRACE(b.id);
    if (!b.registered()) {
      EXPECT_EQ(b.family, Family::None);
      EXPECT_EQ(loweringSummary(b), "-");
      continue;
    }
    std::string name = b.name;
    ASSERT_TRUE(name.rfind("__", 0) == 0);
    EXPECT_GT(ptxIsa(b), 0);
    EXPECT_GT(archGate(b).minSm, 0);
    std::string lowers = loweringSummary(b);
    EXPECT_TRUE(lowers.rfind("nvvm.wmma.", 0) == 0 ||
                lowers.rfind("PTX wmma.", 0) == 0 ||
                lowers.rfind("PTX fence; wgmma.mma_async", 0) == 0)
        << lowers;
    EXPECT_EQ(lowers.find("Wrong MMA element type"), std::string::npos);
    if (b.family == Family::Wgmma) {
      EXPECT_EQ(b.m, 64);
      EXPECT_EQ(b.n, 0);
      continue;
    }
    EXPECT_NE(ptx::shapeCode(b.m, b.n, b.k), 0);
    if (b.isLoad() || b.isStore()) {
      Slot s = b.movedSlot();
      EXPECT_NE(ptx::typeCode(b.slotType(s)), 0);
      for (int o = 0; o < 4; ++o)
        EXPECT_EQ(b.frags[o] > 0, o == s);
      // The name's suffix carries the moved type for ld_c/st_c variants.
      if (b.op == Operation::StoreD) {
        EXPECT_NE(name.find("st_c"), std::string::npos);
      }
    } else {
      for (int o = 0; o < 4; ++o)
        EXPECT_GT(b.frags[o], 0);
      EXPECT_NE(ptx::typeCode(b.abType), 0);
      EXPECT_NE(ptx::typeCode(b.cType), 0);
      EXPECT_NE(ptx::typeCode(b.dType), 0);
    }
    // Fragment size rules: elements per thread = M*K/32 (A), K*N/32 (B),
    // M*N/32 (C/D), packed into 32-bit registers (f64 in 64-bit ones);
    // the f16 A/B fragments are eight .f16x2 for every shape (PTX ISA).
    auto bits = [](const std::string &t) {
      return t == "b1" ? 1 : t == "s4" || t == "u4" ? 4
             : t == "s8" || t == "u8"                ? 8
             : t == "f16" || t == "bf16"             ? 16
             : t == "f64"                            ? 64
                                                     : 32;
    };
    auto regs = [&](int elems, const std::string &t) {
      int regBits = t == "f64" ? 64 : 32;
      return elems * bits(t) / regBits;
    };
    bool f16 = std::string(b.abType) == "f16";
    if (b.frags[A]) {
      EXPECT_EQ(b.frags[A], f16 ? 8 : regs(b.m * b.k / 32, b.abType));
    }
    if (b.frags[B]) {
      EXPECT_EQ(b.frags[B], f16 ? 8 : regs(b.k * b.n / 32, b.abType));
    }
    if (b.frags[C]) {
      EXPECT_EQ(b.frags[C], regs(b.m * b.n / 32, b.cType));
    }
    if (b.frags[D]) {
      EXPECT_EQ(b.frags[D], regs(b.m * b.n / 32, b.dType));
    }
  }
}

TEST(Builtins, SeedFragmentCountExamples) {
  // seed 004's per-family iteration counts (B, A, C, D).
  const Builtin *bmma = lookupBuiltin("__bmma_m8n8k128_mma_xor_popc_b1");
  EXPECT_EQ(bmma->frags[B], 1);
  EXPECT_EQ(bmma->frags[A], 1);
  EXPECT_EQ(bmma->frags[C], 2);
  EXPECT_EQ(bmma->frags[D], 2);
  const Builtin *i32x8 = lookupBuiltin("__imma_m32n8k16_mma_s8");
  EXPECT_EQ(i32x8->frags[B], 1);
  EXPECT_EQ(i32x8->frags[A], 4);
  EXPECT_EQ(i32x8->frags[C], 8);
  const Builtin *i16 = lookupBuiltin("__imma_m16n16k16_mma_u8");
  EXPECT_EQ(i16->frags[A], 2);
  EXPECT_EQ(i16->frags[B], 2);
  const Builtin *i8x32 = lookupBuiltin("__imma_m8n32k16_ld_b_s8");
  EXPECT_EQ(i8x32->frags[B], 4);
  const Builtin *h = lookupBuiltin("__hmma_m16n16k16_mma_f16f32");
  EXPECT_EQ(h->frags[A], 8);
  EXPECT_EQ(h->frags[C], 8); // f32 C
  EXPECT_EQ(h->frags[D], 4); // f16 D
  // INT4 load A: one register (the seed's "4" row is not what PTX has).
  EXPECT_EQ(lookupBuiltin("__imma_m8n8k32_ld_a_s4")->frags[A], 1);
  EXPECT_EQ(lookupBuiltin("__mma_bf16_m32n8k16_ld_a")->frags[A], 8);
  EXPECT_EQ(lookupBuiltin("__mma_m16n16k8_st_c_f32")->frags[D], 8);
  EXPECT_EQ(lookupBuiltin("__dmma_m8n8k4_ld_c")->frags[C], 2);
}

TEST(Builtins, GatesAtEveryBoundary) {
  auto why = [](const char *n, const char *t) {
    return unavailableReason(*lookupBuiltin(n), tgt(t));
  };
  EXPECT_EQ(why("__hmma_m16n16k16_mma_f32f32", "sm_70"), "");
  EXPECT_EQ(why("__imma_m16n16k16_mma_s8", "sm_70"),
            "`__imma_m16n16k16_mma_s8` requires SM72 or newer (sm_72), but "
            "the target is sm_70");
  EXPECT_EQ(why("__imma_m16n16k16_mma_s8", "sm_72"), "");
  EXPECT_EQ(why("__imma_m32n8k16_ld_a_u8", "sm_72"), "");
  // SM72 partial IMMA: variants > 1 refused.
  EXPECT_EQ(immaVariant(*lookupBuiltin("__imma_m8n8k32_mma_s4")), 2);
  EXPECT_EQ(immaVariant(*lookupBuiltin("__imma_m8n8k32_ld_a_u4")), 3);
  EXPECT_EQ(immaVariant(*lookupBuiltin("__imma_m16n16k16_ld_c")), 0);
  EXPECT_EQ(immaVariant(*lookupBuiltin("__hmma_m16n16k16_ld_a")), -1);
  EXPECT_EQ(why("__imma_m8n8k32_mma_s4", "sm_72"),
            "`__imma_m8n8k32_mma_s4` is IMMA variant 2; sm_72 has only the "
            "8-bit IMMA variants 0 and 1 (sub-byte forms need SM75 or newer)");
  EXPECT_EQ(why("__imma_m8n8k32_mma_s4", "sm_75"), "");
  EXPECT_NE(why("__bmma_m8n8k128_mma_xor_popc_b1", "sm_72"), "");
  EXPECT_EQ(why("__bmma_m8n8k128_mma_xor_popc_b1", "sm_75"), "");
  EXPECT_NE(why("__bmma_m8n8k128_mma_and_popc_b1", "sm_75"), "");
  EXPECT_EQ(why("__bmma_m8n8k128_mma_and_popc_b1", "sm_80"), "");
  for (const char *n : {"__dmma_m8n8k4_mma_f64", "__mma_tf32_m16n16k8_ld_a",
                        "__mma_bf16_m8n32k16_mma_f32",
                        "__mma_m16n16k8_st_c_f32"}) {
    EXPECT_NE(why(n, "sm_75"), "") << n;
    EXPECT_EQ(why(n, "sm_80"), "") << n;
    EXPECT_EQ(why(n, "sm_120a"), "") << n;
  }
  EXPECT_EQ(why("__wgmma_mma_async_f16", "sm_90"),
            "`__wgmma_mma_async_f16` (wgmma) requires the sm_90a target, but "
            "the target is sm_90");
  EXPECT_EQ(why("__wgmma_mma_async_f8", "sm_90a"), "");
  EXPECT_NE(why("__wgmma_mma_async_bf16", "sm_100a"), "");
  EXPECT_EQ(unavailableReason(*lookupBuiltinId(769), tgt("sm_90a")),
            "builtin ID 769 is not registered");
}

TEST(Builtins, NvvmFormsAndPtxText) {
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__hmma_m16n16k16_ld_a")),
            "nvvm.wmma.load");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__hmma_m16n16k16_mma_f32f32")),
            "nvvm.wmma.mma");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__hmma_m32n8k16_mma_f32f16")),
            "PTX wmma.mma.sync.aligned.row.col.m32n8k16.f32.f16");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__imma_m16n16k16_mma_s8")),
            "nvvm.wmma.mma (satf 1: PTX .satfinite)");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__imma_m8n32k16_ld_a_s8")),
            "PTX wmma.load.a.sync.aligned.row.m8n32k16.s8");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__imma_m8n8k32_mma_u4")),
            "PTX wmma.mma.sync.aligned.row.col.m8n8k32.s32.u4.u4.s32");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__bmma_m8n8k128_mma_and_popc_b1")),
            "PTX wmma.mma.and.popc.sync.aligned.row.col.m8n8k128.s32.b1.b1.s32");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__mma_bf16_m16n16k16_mma_f32")),
            "PTX wmma.mma.sync.aligned.row.col.m16n16k16.f32.bf16.bf16.f32");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__dmma_m8n8k4_st_c_f64")),
            "nvvm.wmma.store");
  EXPECT_EQ(loweringSummary(*lookupBuiltin("__wgmma_mma_async_f8")),
            "PTX fence; wgmma.mma_async.sync.aligned.m64nNk32.f32.e4m3.e4m3; "
            "commit; wait 0");
  EXPECT_FALSE(hasNvvmForm(*lookupBuiltin("__imma_m16n16k16_mma_s8"), true));
  EXPECT_TRUE(hasNvvmForm(*lookupBuiltin("__imma_m16n16k16_mma_s8"), false));
}

TEST(Builtins, WgmmaNDispatchAndConfig) {
  int hits = 0;
  for (int n = -8; n <= 520; ++n)
    hits += wgmmaNIntrinsics(n).has_value();
  EXPECT_EQ(hits, 32); // N = 8..256 step 8
  EXPECT_EQ(*wgmmaNIntrinsics(8), std::make_pair(10774, 10775));
  EXPECT_EQ(*wgmmaNIntrinsics(128), std::make_pair(10666, 10667));
  EXPECT_EQ(*wgmmaNIntrinsics(256), std::make_pair(10738, 10739));
  EXPECT_FALSE(wgmmaNIntrinsics(512));
  WgmmaConfig c;
  EXPECT_EQ(c.pack(), 1u); // accumulate
  c.scaleD = false;
  c.transB = true;
  EXPECT_EQ(c.pack(), 2u);
  c.transA = true;
  c.negA = true;
  EXPECT_EQ(c.pack(), 0x16u);
  WgmmaConfig u = WgmmaConfig::unpack(0x1F); // bit 3 is not a field
  EXPECT_TRUE(u.scaleD && u.transB && u.transA && u.negA);
  EXPECT_EQ(u.pack(), 0x17u);
  EXPECT_EQ(wgmmaK(*lookupBuiltin("__wgmma_mma_async_tf32")), 8);
  EXPECT_EQ(wgmmaK(*lookupBuiltin("__wgmma_mma_async_f8")), 32);
  EXPECT_FALSE(wgmmaTakesNegate(*lookupBuiltin("__wgmma_mma_async_bf16")));
  EXPECT_FALSE(wgmmaTakesTranspose(*lookupBuiltin("__wgmma_mma_async_tf32")));
  EXPECT_TRUE(wgmmaTakesTranspose(*lookupBuiltin("__wgmma_mma_async_bf16")));
}

TEST(Builtins, PtxSpellings) {
  using namespace cute_nvgpu::target::ptx;
  EXPECT_EQ(*spellWmmaLoad('a', false, shapeCode(16, 16, 16), typeCode("f16"),
                           "shared"),
            "wmma.load.a.sync.aligned.row.m16n16k16.shared.f16");
  EXPECT_EQ(*spellWmmaStore(true, shapeCode(8, 8, 4), typeCode("f64"), ""),
            "wmma.store.d.sync.aligned.col.m8n8k4.f64");
  EXPECT_FALSE(spellWmmaLoad('d', false, 0x17, 6, "").ok());
  EXPECT_EQ(spellWmmaLoad('a', false, 0x17, 0, "").error().message,
            "Wrong MMA element type");
  MmaWord w;
  w.shape = shapeCode(8, 8, 32);
  w.bl = 1;
  w.aty = w.bty = typeCode("s4");
  w.satf = true;
  EXPECT_EQ(*spellWmmaMma(w, typeCode("s32"), typeCode("s32")),
            "wmma.mma.sync.aligned.row.col.m8n8k32.s32.s4.s4.s32.satfinite");
  InlineAsm ld = wmmaLoadAsm("wmma.load.a.sync.aligned.row.m8n8k32.s4", 1,
                             RegClass::B32);
  EXPECT_EQ(ld.text, "wmma.load.a.sync.aligned.row.m8n8k32.s4 {$0}, [$1], $2;");
  EXPECT_EQ(ld.constraints, "=r,l,r");
  InlineAsm st = wmmaStoreAsm("wmma.store.d", 2, RegClass::F64);
  EXPECT_EQ(st.text, "wmma.store.d [$0], {$1, $2}, $3;");
  EXPECT_EQ(st.constraints, "l,d,d,r,~{memory}");
}
