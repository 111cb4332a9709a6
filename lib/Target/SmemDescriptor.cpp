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

#include <algorithm>
#include <map>
#include <utility>
#include <vector>

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
  case Swizzle::B128Base32: return 8;
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

std::string familyList() {
  return "K-major or MN-major x INTERLEAVE/SW32/SW64/SW128, SM100 MN-major "
         "SW128_32B (CuTe Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom, "
         "Layout_MN_SW128_32B_Atom, tiled along M/N and K)";
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
  // Sw<2,5,2> in bytes: the pattern repeats every 4 rows of 128 bytes.
  case Swizzle::B128Base32: return 3;
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
  case Swizzle::B128Base32: return "SW128_32B";
  }
  return "?";
}

uint64_t encode(Arch arch, const Fields &f) {
  uint64_t w = enc(f.startAddress) | (enc(f.leadingByteOffset) << 16) |
               (enc(f.strideByteOffset) << 32) |
               (uint64_t(f.baseOffset & 7) << 49);
  if (arch == Arch::Sm90) {
    // none, 32B, 64B, 128B; SM90 has no 32-byte-atom 128B mode (the
    // deriver refuses it), written as 128B should a caller build one.
    static const uint64_t kCode[] = {0, 3, 2, 1, 1};
    return w | (kCode[static_cast<int>(f.swizzle)] << 62);
  }
  static const uint64_t kCode[] = {0, 6, 4, 2, 1};
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
  case 1: f.swizzle = Swizzle::B128Base32; break;
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
  else {
    int64_t g = sw == Swizzle::B128Base32 ? 4 : 8; // K rows per atom
    l = Layout{Tu({Tu({I(W), I(mn / W)}), Tu({I(g), I(2 * T / g)})}),
               Tu({Tu({I(1), I(lbo)}), Tu({I(W), I(sbo)})})};
  }
  if (sw == Swizzle::Interleave)
    return AnyLayout{l};
  layout::ComposedLayout c;
  c.swizzle = sw == Swizzle::B128Base32
                  ? layout::Swizzle{2, log2i(static_cast<int>(T)) + 1, 2}
                  : layout::Swizzle{static_cast<int>(sw),
                                    log2i(static_cast<int>(T)), 3};
  c.offset = I(0);
  c.layout = l;
  return AnyLayout{c};
}

namespace {
// A flattened mode: (shape, stride) pairs in colexicographic order.
using Modes = std::vector<std::pair<int64_t, int64_t>>;

void flattenInto(const IntTuple &s, const IntTuple &d, Modes &out) {
  if (s.isTuple()) {
    for (size_t i = 0; i < s.elems().size(); ++i)
      flattenInto(s[i], d[i], out);
    return;
  }
  out.push_back({s.value(), d.value()});
}

// Drops size-1 modes and merges neighbours that continue each other
// (s_i * d_i == d_{i+1}), as CuTe's coalesce does.
Modes coalesce(const Modes &in) {
  Modes out;
  for (auto [s, d] : in) {
    if (s == 1)
      continue;
    if (!out.empty() && out.back().first * out.back().second == d)
      out.back().first *= s;
    else
      out.push_back({s, d});
  }
  return out;
}

// Splits a flattened mode after its first n coordinates (CuTe's
// logical_divide by n:1). Fails when n does not cut at a mode boundary or
// inside a mode it divides.
bool splitAt(const Modes &m, int64_t n, Modes &head, Modes &tail) {
  head.clear();
  tail.clear();
  int64_t p = 1;
  size_t i = 0;
  for (; i < m.size() && p < n; ++i) {
    auto [s, d] = m[i];
    if (p * s <= n) {
      head.push_back({s, d});
      p *= s;
      continue;
    }
    int64_t r = n / p;
    if (n % p != 0 || s % r != 0)
      return false;
    head.push_back({r, d});
    tail.push_back({s / r, d * r});
    p = n;
  }
  if (p != n)
    return false;
  for (; i < m.size(); ++i)
    tail.push_back(m[i]);
  return true;
}

// Saturating arithmetic for the size checks: any product or sum at or above
// kSat stands for "too large".
constexpr int64_t kSat = int64_t(1) << 62;
int64_t satMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0)
    return 0;
  return a > kSat / b ? kSat : std::min(a * b, kSat);
}
int64_t satAdd(int64_t a, int64_t b) { return std::min(a + b, kSat); }

std::string kib(int64_t bytes) {
  return bytes >= kSat ? std::string("more than 2^62 bytes")
                       : std::to_string(bytes) + " bytes";
}
} // namespace

layout::Result<int64_t> checkTileFits(int elemBits, const Layout &l,
                                      bool span_) {
  using RI = layout::Result<int64_t>;
  Modes flat;
  flattenInto(l.shape, l.stride, flat);
  int64_t n = 1, span = 0;
  for (auto [s, d] : flat) {
    if (s <= 0)
      return RI::fail("the SMEM tile has a mode of size " + std::to_string(s));
    n = satMul(n, s);
    span = satAdd(span, satMul(s - 1, d < 0 ? -d : d));
  }
  int64_t bytes = n >= kSat ? kSat : satMul(n, elemBits) / 8;
  if (bytes > kMaxSharedMemoryBytes)
    return RI::fail("the SMEM tile holds " +
                    (n >= kSat ? std::string("more than 2^62")
                               : std::to_string(n)) +
                    " elements (" + kib(bytes) + "), more than the " +
                    std::to_string(kMaxSharedMemoryBytes) +
                    " bytes of shared memory of the largest target (sm_90/"
                    "sm_100: 228 KiB)");
  int64_t spanBytes =
      span >= kSat ? kSat : satMul(satAdd(span, 1), elemBits) / 8;
  if (span_ && spanBytes > kMaxSharedMemoryBytes)
    return RI::fail("the SMEM tile spans " + kib(spanBytes) +
                    ", more than the " + std::to_string(kMaxSharedMemoryBytes) +
                    " bytes of shared memory of the largest target (sm_90/"
                    "sm_100: 228 KiB)");
  return n;
}

layout::Result<Fields> deriveFields(Major major, int elemBits,
                                    const AnyLayout &tile, uint32_t start) {
  return deriveFields(Arch::Sm90, major, elemBits, tile, start);
}

layout::Result<AnyLayout> elementUnitTile(const AnyLayout &tile,
                                          int elemBits) {
  if (!tile.isComposed() || tile.composed().ptrBits == 0)
    return tile;
  const layout::ComposedLayout &c = tile.composed();
  if (c.ptrBits != elemBits)
    return layout::Result<AnyLayout>::fail(
        "the layout is for a " + std::to_string(c.ptrBits) +
        "-bit smem_ptr, but the elements are " + std::to_string(elemBits) +
        "-bit");
  return layout::positionIndependent(c);
}

layout::Result<Fields> deriveFields(Arch arch, Major major, int elemBits,
                                    const AnyLayout &tile, uint32_t start) {
  if (elemBits != 1 && elemBits != 4 && elemBits != 8 && elemBits != 16 &&
      elemBits != 32)
    return R::fail("element width " + std::to_string(elemBits) +
                   " bits has no shared-memory descriptor family (1, 4, 8, "
                   "16 or 32 bits)");
  const int64_t T = 128 / elemBits; // elements per 16 bytes
  const int log2T = log2i(static_cast<int>(T));
  Swizzle sw = Swizzle::Interleave;
  Layout l;
  if (tile.isComposed() && tile.composed().ptrBits != 0) {
    layout::Result<AnyLayout> units = elementUnitTile(tile, elemBits);
    if (!units.ok())
      return R::fail(units.error().message);
    return deriveFields(arch, major, elemBits, *units, start);
  }
  if (tile.isComposed()) {
    const layout::ComposedLayout &c = tile.composed();
    if (!c.offset.isStaticInt() || c.offset.value() != 0)
      return R::fail("the tile's composed offset must be 0, got " +
                     layout::toString(c.offset));
    const layout::Swizzle &s = c.swizzle;
    // Sw<2,5,2> in bytes is SM100's 128B swizzle with 32-byte atoms; in
    // 32-bit element units it is Sw<2,3,2>.
    if (s.B == 2 && s.S == 2 && elemBits == 32 && s.M == 3) {
      if (arch != Arch::Sm100)
        return R::fail(layout::toString(s) + " (128B swizzle with 32-byte "
                       "atoms) exists only in the SM100 descriptor");
      if (major != Major::MN)
        return R::fail(layout::toString(s) + " (128B swizzle with 32-byte "
                       "atoms) is MN-major only");
      sw = Swizzle::B128Base32;
    } else if (s.B != 0) {
      if (s.B > 3 || s.M != log2T || s.S != 3)
        return R::fail(layout::toString(s) + " is not a descriptor swizzle "
                       "for " + std::to_string(elemBits) + "-bit elements "
                       "(expected Sw<1|2|3," + std::to_string(log2T) +
                       ",3>" +
                       (elemBits == 32 ? std::string(" or, SM100 MN-major, "
                                                     "Sw<2,3,2>")
                                       : std::string()) +
                       ")");
      sw = static_cast<Swizzle>(s.B);
    }
    l = c.layout;
  } else if (tile.isLayout()) {
    l = tile.layout();
  } else {
    return R::fail("the tile must be a shape:stride or composed layout");
  }
  if (!layout::isStatic(l) || !layout::hasIntegerStrides(l) ||
      l.shape.rank() != 2)
    return R::fail("the tile must be a static rank-2 (MN, K) layout with "
                   "integer strides, got " + layout::toString(l));
  // Size first: nothing below looks at more than the modes, but a tile the
  // shared memory cannot hold is refused before anything else.
  auto fits = checkTileFits(elemBits, l, /*span=*/false);
  if (!fits.ok())
    return R::fail(fits.error().message);
  Modes mnModes, kModes;
  flattenInto(l.shape[0], l.stride[0], mnModes);
  flattenInto(l.shape[1], l.stride[1], kModes);
  for (const Modes *m : {&mnModes, &kModes})
    for (auto [s, d] : *m)
      if (d < 0)
        return R::fail("the tile has a negative stride " + std::to_string(d));
  int64_t MN = 1, K = 1;
  for (auto [s, d] : mnModes)
    MN *= s;
  for (auto [s, d] : kModes)
    K *= s;
  const int64_t kBlock = 256 / elemBits; // one MMA K block: 32 bytes of K
  const int64_t W = T * swizzleRows(sw);  // swizzle row, in elements
  const std::string fam = std::string(majorName(major)) + "-major " +
                          swizzleName(sw);
  auto refuse = [&](const std::string &why) {
    return R::fail("the block " + layout::toString(tile) + " is not a " + fam +
                   " descriptor layout: " + why + "; accepted: " +
                   familyList());
  };
  auto modesText = [](const Modes &m) {
    std::string s = "(";
    for (size_t i = 0; i < m.size(); ++i)
      s += (i ? "," : "") + std::to_string(m[i].first);
    s += "):(";
    for (size_t i = 0; i < m.size(); ++i)
      s += (i ? "," : "") + std::to_string(m[i].second);
    return s + ")";
  };
  if (K % kBlock != 0)
    return refuse("its K extent " + std::to_string(K) +
                  " is not a multiple of the MMA K block of " +
                  std::to_string(kBlock) + " elements (32 bytes)");
  // The first K block of the tile, then the family's split of each mode
  // into its canonical head and one strided rest (CuTe's logical_divide).
  Modes kBlk, kOther;
  if (!splitAt(coalesce(kModes), kBlock, kBlk, kOther))
    return refuse("its K mode " + modesText(kModes) +
                  " cannot be cut after the first K block");
  // Each head must be one mode of the given stride; each rest one mode (or
  // none, which CuTe writes as stride 0).
  auto part = [&](const Modes &m, int64_t n, int64_t headStride,
                  const char *what, int64_t &rest) -> std::string {
    Modes head, tail;
    if (!splitAt(m, n, head, tail))
      return std::string(what) + " " + modesText(m) + " cannot be cut after " +
             std::to_string(n) + " elements";
    head = coalesce(head);
    tail = coalesce(tail);
    if (head.size() != 1 || (headStride >= 0 && head[0].second != headStride))
      return std::string("the first ") + std::to_string(n) + " elements of " +
             what + " are " + modesText(head) + ", the family needs (" +
             std::to_string(n) + "):(" + std::to_string(headStride) + ")";
    if (tail.size() > 1)
      return std::string("the rest of ") + what + " is " + modesText(tail) +
             ", not one stride";
    rest = tail.empty() ? 0 : tail[0].second;
    return "";
  };
  int64_t lbo = 0, sbo = 0; // in elements
  std::string why;
  if (major == Major::K) {
    if (MN % 8 != 0)
      return refuse("its M/N extent " + std::to_string(MN) +
                    " is not a multiple of 8");
    why = part(coalesce(mnModes), 8, W, "the M/N mode", sbo);
    if (why.empty()) {
      if (sw == Swizzle::Interleave)
        why = part(kBlk, T, 1, "the K block", lbo);
      else {
        int64_t none = 0;
        why = part(kBlk, kBlock, 1, "the K block", none);
        lbo = T; // the K block is contiguous: CuTe writes 1 (16 bytes)
      }
    }
  } else {
    int64_t kGroup = sw == Swizzle::B128Base32 ? 4 : 8;
    if (MN % W != 0)
      return refuse("its M/N extent " + std::to_string(MN) +
                    " is not a multiple of " + std::to_string(W));
    int64_t mnRest = 0, kRest = 0;
    why = part(coalesce(mnModes), W, 1, "the M/N mode", mnRest);
    if (why.empty())
      why = part(kBlk, kGroup, sw == Swizzle::Interleave ? T : W,
                 "the K block", kRest);
    lbo = sw == Swizzle::Interleave ? kRest : mnRest;
    sbo = sw == Swizzle::Interleave ? mnRest : kRest;
  }
  if (!why.empty())
    return refuse(why);
  Fields f;
  for (auto [v, name] : {std::pair{lbo, "leading byte offset (LBO)"},
                         std::pair{sbo, "stride byte offset (SBO)"}}) {
    if (v % T != 0)
      return refuse(std::string(name) + " " + std::to_string(v) +
                    " elements is not a multiple of 16 bytes");
    if (v / T >= (int64_t(1) << 14))
      return R::fail(std::string("the ") + name + " of the tile " +
                     layout::toString(tile) + " is " +
                     std::to_string(v / T * 16) +
                     " bytes; the field holds 14 bits of 16-byte units "
                     "(at most 262128 bytes)");
  }
  // The span last, so that a stride too large for its field is named.
  auto spans = checkTileFits(elemBits, l, /*span=*/true);
  if (!spans.ok())
    return R::fail(spans.error().message);
  if (start % 16 != 0 || start >= (1u << 18))
    return R::fail("start address " + std::to_string(start) +
                   " must be 16-byte aligned and below 2^18");
  f.startAddress = start;
  f.leadingByteOffset = static_cast<uint32_t>(lbo / T * 16);
  f.strideByteOffset = static_cast<uint32_t>(sbo / T * 16);
  f.swizzle = sw;
  f.baseOffset = baseOffsetFor(sw, start);
  return f;
}

int elementBits(const std::string &n) {
  static const std::map<std::string, int> kBits = {
      {"f16", 16},  {"bf16", 16},     {"tf32", 32}, {"f32", 32},
      {"f8E4M3FN", 8}, {"f8E5M2", 8}, {"i8", 8},    {"e4m3", 8},
      {"e5m2", 8},  {"s8", 8},        {"u8", 8},    {"ui8", 8},
      {"b1", 1},    {"i1", 1},        {"e2m1", 4},  {"f4E2M1FN", 4},
      {"s4", 4},    {"u4", 4},        {"i4", 4}};
  auto it = kBits.find(n);
  return it == kBits.end() ? 0 : it->second;
}

} // namespace cute_nvgpu::target::desc
