//===- Cases.cpp - the case table and its fragments -----------------------===//
#include "GpuCheck.h"

#include "cute-nvgpu/Target/MmaLayouts.h"

#include <cstdio>
#include <cstdlib>

namespace cute_nvgpu::gpucheck {

// One tile of each register family: sm80 f16 (f32 and f16
// accumulators), bf16, tf32, s8, f64, sm89 FP8, ldmatrix + mma; and SS
// wgmma tiles over 128B/64B-swizzled and interleaved K-major SMEM.
const std::vector<Case> &cases() {
  static const std::vector<Case> kCases = {
    {"f16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f32"},
    {"f16_f16", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f16"},
    {"bf16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "bf16", "bf16", "f32"},
    {"tf32_f32", Mnemonic::Sm80Mma, 16, 8, 8, "tf32", "tf32", "f32"},
    {"s8_s32", Mnemonic::Sm80Mma, 16, 8, 32, "s8", "s8", "s32"},
    {"f64_f64", Mnemonic::Sm80Mma, 8, 8, 4, "f64", "f64", "f64"},
    {"e4m3_e5m2_f32", Mnemonic::Sm89Mma, 16, 8, 32, "e4m3", "e5m2", "f32"},
    {"ldsm_f16_f32", Mnemonic::Sm80Mma, 16, 8, 16, "f16", "f16", "f32",
     Path::Ldsm},
    {"wgmma_f16_sw128", Mnemonic::Sm90Mma, 64, 64, 64, "f16", "f16", "f32",
     Path::Wgmma, 16, "Sw<3,3,3> o 0 o (64,64):(64,1)",
     "Sw<3,3,3> o 0 o (64,64):(64,1)"},
    {"wgmma_e4m3_sw64", Mnemonic::Sm90Mma, 64, 32, 64, "e4m3", "e4m3", "f32",
     Path::Wgmma, 32, "Sw<2,4,3> o 0 o (64,64):(64,1)",
     "Sw<2,4,3> o 0 o (32,64):(64,1)"},
    {"wgmma_tf32_inter", Mnemonic::Sm90Mma, 64, 16, 8, "tf32", "tf32", "f32",
     Path::Wgmma, 8, "((8,8),(4,2)):((4,64),(1,32))",
     "((8,2),(4,2)):((4,64),(1,32))"},
    // B MN-major: two 64-element MN column groups (LBO) x four 8-row K
    // groups (SBO), CUTLASS's tile_to_shape of the SW128 MN atom.
    {"wgmma_bf16_mn", Mnemonic::Sm90Mma, 64, 128, 32, "bf16", "bf16", "f32",
     Path::Wgmma, 16, "Sw<3,3,3> o 0 o (64,32):(64,1)",
     "Sw<3,3,3> o 0 o ((64,2),(8,4)):((1,512),(64,1024))",
     /*bMajorMn=*/true},
    {"wgmma_f16_rs", Mnemonic::Sm90Mma, 64, 32, 32, "f16", "f16", "f32",
     Path::Wgmma, 16, nullptr, "Sw<3,3,3> o 0 o (32,32):(64,1)"},
  };
  return kCases;
}

int threadsOf(const Case &cs) { return cs.path == Path::Wgmma ? 128 : 32; }

Frags fragsOf(const Case &cs) {
  if (cs.path == Path::Wgmma) {
    // The accumulator (CLayout_64xN) and, for RS, A (ALayout_64xK) are
    // register fragments; SMEM operands have no fragment.
    L::Layout c = target::wgmmaAccumulatorLayout(cs.n);
    L::Layout a =
        cs.smemA ? c
                 : target::wgmmaRegisterALayout(format(cs.a).bytes * 8, cs.k);
    return {a, c, c, cs.smemA ? 0 : cs.m * cs.k / 128, 0, cs.m * cs.n / 128};
  }
  auto r = target::synthesizeRegisterMma(cs.atom, cs.m, cs.n, cs.k, cs.a, cs.b,
                                         cs.c);
  if (!r.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", cs.name,
                 r.error().message.c_str());
    std::exit(2);
  }
  return {r->slots[0], r->slots[1], r->slots[2], r->valuesA, r->valuesB,
          r->valuesC};
}

bool caseOnTarget(const Case &cs, const target::TargetInfo &t) {
  return target::atomAvailable(target::atomRecord(cs.atom), t) &&
         (cs.path != Path::Ldsm ||
          target::atomAvailable(target::atomRecord(Mnemonic::Ldsm), t));
}

L::AnyLayout smemLayout(const char *text) {
  auto l = L::parseAnyLayout(text);
  if (!l.ok()) {
    std::fprintf(stderr, "internal error: %s: %s\n", text,
                 l.error().message.c_str());
    std::exit(2);
  }
  return *l;
}

int imageBytes(const char *layout, const char *canon) {
  auto l = smemLayout(layout);
  int64_t elems = l.isLayout() ? *L::cosize(l.layout())
                               : *L::cosize(l.composed().layout);
  int64_t bytes = elems * format(canon).bytes;
  return static_cast<int>((bytes + 2047) / 2048 * 2048);
}

} // namespace cute_nvgpu::gpucheck
