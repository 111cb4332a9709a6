//===- SmemDescriptor.cpp - WGMMA/UMMA shared-memory descriptors ----------===//
//
// The canonical families, in element units with T = 16 bytes of elements and
// W = the swizzle row (T, 2T, 4T, 8T for INTERLEAVE/SW32/SW64/SW128), for one
// MMA K block of 2T elements (32 bytes), mode 0 = M/N, mode 1 = K:
//   K-major  INTERLEAVE  ((8,m),(T,2)):((T,SBO),(1,LBO))
//   K-major  SWxx        Sw<b,log2 T,3> o ((8,m),(T,2)):((W,SBO),(1,T))
//   MN-major INTERLEAVE  ((T,m),(8,2)):((1,SBO),(T,LBO))
//   MN-major SWxx        Sw<b,log2 T,3> o ((W,m),(8,2)):((1,LBO),(W,SBO))
// (CuTe's GMMA Layout_{K,MN}_*_Atom and make_gmma_desc). A block is
// accepted when its function equals one of these for some LBO/SBO.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/SmemDescriptor.h"

#include <map>

namespace cute_nvgpu::target::desc {
namespace {
using layout::AnyLayout;
using layout::IntTuple;
using layout::Layout;
using R = layout::Result<Fields>;

int swizzleRows(Swizzle s) { // 16-byte chunks per swizzle row
  switch (s) {
  case Swizzle::Interleave: return 1;
  case Swizzle::B32: return 2;
  case Swizzle::B64: return 4;
  case Swizzle::B128: return 8;
  }
  return 1;
}

int log2i(int v) {
  int r = 0;
  while ((1 << r) < v)
    ++r;
  return r;
}

uint64_t enc(uint32_t bytes) { return (uint64_t(bytes) & 0x3FFFF) >> 4; }

int64_t canonical(Major major, Swizzle sw, int64_t T, int64_t mn, int64_t k,
                  int64_t lbo, int64_t sbo) {
  int64_t W = T * swizzleRows(sw);
  if (major == Major::K) {
    int64_t kStep = sw == Swizzle::Interleave ? lbo : T;
    return (mn % 8) * W + (mn / 8) * sbo + (k % T) + (k / T) * kStep;
  }
  if (sw == Swizzle::Interleave)
    return (mn % T) + (mn / T) * sbo + (k % 8) * T + (k / 8) * lbo;
  return (mn % W) + (mn / W) * lbo + (k % 8) * W + (k / 8) * sbo;
}

std::string familyList() {
  return "K-major or MN-major x INTERLEAVE/SW32/SW64/SW128 (CuTe GMMA "
         "Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom), one MMA K block of 32 "
         "bytes";
}
} // namespace

uint32_t baseOffsetMask(Swizzle sw) {
  // The swizzle XORs address bits 4.. with bits 7..: the pattern's phase is
  // bits 7-9 (128B), 7-8 (64B) or 7 (32B) of the start address.
  switch (sw) {
  case Swizzle::Interleave: return 0;
  case Swizzle::B32: return 1;
  case Swizzle::B64: return 3;
  case Swizzle::B128: return 7;
  }
  return 0;
}

uint32_t baseOffsetFor(Swizzle sw, uint32_t start) {
  return (start >> 7) & baseOffsetMask(sw);
}

const char *majorName(Major m) { return m == Major::K ? "K" : "MN"; }

const char *swizzleName(Swizzle s) {
  switch (s) {
  case Swizzle::Interleave: return "INTERLEAVE";
  case Swizzle::B32: return "SW32";
  case Swizzle::B64: return "SW64";
  case Swizzle::B128: return "SW128";
  }
  return "?";
}

uint64_t encode(Arch arch, const Fields &f) {
  uint64_t w = enc(f.startAddress) | (enc(f.leadingByteOffset) << 16) |
               (enc(f.strideByteOffset) << 32) |
               (uint64_t(f.baseOffset & 7) << 49);
  if (arch == Arch::Sm90) {
    static const uint64_t kCode[] = {0, 3, 2, 1}; // none, 32B, 64B, 128B
    return w | (kCode[static_cast<int>(f.swizzle)] << 62);
  }
  static const uint64_t kCode[] = {0, 6, 4, 2};
  return w | (uint64_t(1) << 46) | (uint64_t(f.lboModeAbsolute) << 52) |
         (kCode[static_cast<int>(f.swizzle)] << 61);
}

layout::Result<Fields> decode(Arch arch, uint64_t w) {
  Fields f;
  f.startAddress = static_cast<uint32_t>((w & 0x3FFF) << 4);
  f.leadingByteOffset = static_cast<uint32_t>(((w >> 16) & 0x3FFF) << 4);
  f.strideByteOffset = static_cast<uint32_t>(((w >> 32) & 0x3FFF) << 4);
  f.baseOffset = static_cast<uint32_t>((w >> 49) & 7);
  if (arch == Arch::Sm90) {
    uint64_t reserved = w & ~(0x3FFFULL | (0x3FFFULL << 16) |
                              (0x3FFFULL << 32) | (7ULL << 49) | (3ULL << 62));
    if (reserved)
      return R::fail("reserved SM90 descriptor bits are set: " +
                     std::to_string(reserved));
    static const Swizzle kSw[] = {Swizzle::Interleave, Swizzle::B128,
                                  Swizzle::B64, Swizzle::B32};
    f.swizzle = kSw[(w >> 62) & 3];
    return f;
  }
  if (((w >> 46) & 7) != 1)
    return R::fail("SM100 descriptor bits 46-48 must be 0b001");
  uint64_t reserved =
      w & ~(0x3FFFULL | (0x3FFFULL << 16) | (0x3FFFULL << 32) | (7ULL << 46) |
            (7ULL << 49) | (1ULL << 52) | (7ULL << 61));
  if (reserved)
    return R::fail("reserved SM100 descriptor bits are set");
  f.lboModeAbsolute = (w >> 52) & 1;
  switch ((w >> 61) & 7) {
  case 0: f.swizzle = Swizzle::Interleave; break;
  case 2: f.swizzle = Swizzle::B128; break;
  case 4: f.swizzle = Swizzle::B64; break;
  case 6: f.swizzle = Swizzle::B32; break;
  case 1:
    return R::fail("SM100 swizzle code 1 (128B with 32B atom) has no "
                   "canonical family in cute-nvgpu yet");
  default:
    return R::fail("invalid SM100 swizzle code " +
                   std::to_string((w >> 61) & 7) + " (3, 5 and 7 are invalid)");
  }
  return f;
}

AnyLayout canonicalBlock(Major major, Swizzle sw, int elemBits, int mn,
                         int64_t lbo, int64_t sbo) {
  int64_t T = 128 / elemBits;
  int64_t W = T * swizzleRows(sw);
  auto I = [](int64_t v) { return IntTuple::integer(v); };
  auto Tu = [](std::vector<IntTuple> v) { return IntTuple::tuple(std::move(v)); };
  Layout l;
  if (major == Major::K)
    l = Layout{Tu({Tu({I(8), I(mn / 8)}), Tu({I(T), I(2)})}),
               Tu({Tu({I(W), I(sbo)}),
                   Tu({I(1), I(sw == Swizzle::Interleave ? lbo : T)})})};
  else if (sw == Swizzle::Interleave)
    l = Layout{Tu({Tu({I(T), I(mn / T)}), Tu({I(8), I(2 * T / 8)})}),
               Tu({Tu({I(1), I(sbo)}), Tu({I(T), I(lbo)})})};
  else
    l = Layout{Tu({Tu({I(W), I(mn / W)}), Tu({I(8), I(2 * T / 8)})}),
               Tu({Tu({I(1), I(lbo)}), Tu({I(W), I(sbo)})})};
  if (sw == Swizzle::Interleave)
    return AnyLayout{l};
  layout::ComposedLayout c;
  c.swizzle = layout::Swizzle{static_cast<int>(sw), log2i(static_cast<int>(T)),
                              3};
  c.offset = I(0);
  c.layout = l;
  return AnyLayout{c};
}

layout::Result<Fields> deriveFields(Major major, int elemBits,
                                    const AnyLayout &block, uint32_t start) {
  if (elemBits != 1 && elemBits != 8 && elemBits != 16 && elemBits != 32)
    return R::fail("element width " + std::to_string(elemBits) +
                   " bits has no shared-memory descriptor family (1, 8, 16 "
                   "or 32 bits)");
  const int64_t T = 128 / elemBits;
  // Offsets in elements to bytes (b1: 8 elements per byte).
  auto toBytes = [&](int64_t elems) { return elems * elemBits / 8; };
  Swizzle sw = Swizzle::Interleave;
  Layout l;
  if (block.isComposed()) {
    const layout::ComposedLayout &c = block.composed();
    if (!c.offset.isStaticInt() || c.offset.value() != 0)
      return R::fail("the block's composed offset must be 0, got " +
                     layout::toString(c.offset));
    const layout::Swizzle &s = c.swizzle;
    if (s.B != 0) {
      if (s.B > 3 || s.M != log2i(static_cast<int>(T)) || s.S != 3)
        return R::fail(layout::toString(s) + " is not a descriptor swizzle "
                       "for " + std::to_string(elemBits) + "-bit elements "
                       "(expected Sw<1|2|3," +
                       std::to_string(log2i(static_cast<int>(T))) + ",3>)");
      sw = static_cast<Swizzle>(s.B);
    }
    l = c.layout;
  } else if (block.isLayout()) {
    l = block.layout();
  } else {
    return R::fail("the block must be a shape:stride or composed layout");
  }
  if (!layout::isStatic(l) || !layout::hasIntegerStrides(l) ||
      l.shape.rank() != 2)
    return R::fail("the block must be a static rank-2 (MN, K) layout with "
                   "integer strides, got " + layout::toString(l));
  auto mnSize = layout::size(l.shape[0]), kSize = layout::size(l.shape[1]);
  if (!mnSize.ok() || !kSize.ok())
    return R::fail("cannot size the block " + layout::toString(l));
  int64_t MN = *mnSize, K = *kSize;
  if (K != 2 * T)
    return R::fail("one MMA K block of " + std::to_string(elemBits) +
                   "-bit elements is " + std::to_string(2 * T) +
                   " elements (32 bytes) along K, got " + std::to_string(K));
  int64_t W = T * swizzleRows(sw);
  int64_t mnGroup = major == Major::K ? 8 : W;
  if (MN % mnGroup != 0)
    return R::fail("the M/N extent " + std::to_string(MN) +
                   " is not a multiple of " + std::to_string(mnGroup));
  auto at = [&](int64_t mn, int64_t k) -> int64_t {
    IntTuple coord = IntTuple::tuple({IntTuple::integer(mn),
                                      IntTuple::integer(k)});
    auto v = layout::evalCoord(l, coord);
    return v.ok() ? *v : -1;
  };
  // Read LBO/SBO off the block where the family places them; a dimension
  // too small to exercise a stride gets the dense default.
  // kUnused marks the leading offset of families that never step by it.
  constexpr int64_t kUnused = -1;
  int64_t lbo, sbo;
  if (major == Major::K) {
    sbo = MN > 8 ? at(8, 0) : 8 * W;
    lbo = sw == Swizzle::Interleave ? at(0, T) : kUnused;
  } else if (sw == Swizzle::Interleave) {
    // 32-bit blocks are one 8-row core matrix deep: no K step to read.
    sbo = MN > T ? at(T, 0) : 8 * T;
    lbo = K > 8 ? at(0, 8) : kUnused;
  } else {
    lbo = MN > W ? at(W, 0) : kUnused;
    sbo = K > 8 ? at(0, 8) : 8 * W * (MN / W);
  }
  for (int64_t mn = 0; mn < MN; ++mn)
    for (int64_t k = 0; k < K; ++k)
      if (at(mn, k) != canonical(major, sw, T, mn, k, lbo, sbo))
        return R::fail("the block " + layout::toString(block) + " is not a " +
                       majorName(major) + "-major " + swizzleName(sw) +
                       " descriptor layout (element (" + std::to_string(mn) +
                       "," + std::to_string(k) + ") is at " +
                       std::to_string(at(mn, k)) + ", the family puts it at " +
                       std::to_string(canonical(major, sw, T, mn, k, lbo,
                                                sbo)) +
                       "); accepted: " + familyList());
  // An unused leading offset is written as 1 (16 bytes), as CUTLASS does.
  Fields f;
  int64_t lboBytes = lbo == kUnused ? 16 : toBytes(lbo);
  int64_t sboBytes = toBytes(sbo);
  for (auto [v, name] : {std::pair{lboBytes, "leading byte offset"},
                         std::pair{sboBytes, "stride byte offset"}})
    if (v <= 0 || v % 16 != 0 || v >= (1 << 18))
      return R::fail(std::string(name) + " " + std::to_string(v) +
                     " bytes is not a positive multiple of 16 below 2^18");
  if (start % 16 != 0 || start >= (1u << 18))
    return R::fail("start address " + std::to_string(start) +
                   " must be 16-byte aligned and below 2^18");
  f.startAddress = start;
  f.leadingByteOffset = static_cast<uint32_t>(lboBytes);
  f.strideByteOffset = static_cast<uint32_t>(sboBytes);
  f.swizzle = sw;
  f.baseOffset = baseOffsetFor(sw, start);
  return f;
}

int elementBits(const std::string &n) {
  static const std::map<std::string, int> kBits = {
      {"f16", 16},  {"bf16", 16},     {"tf32", 32}, {"f32", 32},
      {"f8E4M3FN", 8}, {"f8E5M2", 8}, {"i8", 8},    {"e4m3", 8},
      {"e5m2", 8},  {"s8", 8},        {"u8", 8},    {"ui8", 8},
      {"b1", 1},    {"i1", 1}};
  auto it = kBits.find(n);
  return it == kBits.end() ? 0 : it->second;
}

} // namespace cute_nvgpu::target::desc
