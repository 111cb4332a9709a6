//===- UmmaInstrDesc.cpp - tcgen05.mma instruction descriptor -------------===//
#include "cute-nvgpu/Target/UmmaInstrDesc.h"

#include <string>

using namespace cute_nvgpu::target;
using namespace cute_nvgpu::target::umma;
namespace L = cute_nvgpu::layout;
using tcgen05::Kind;

namespace {

/// The A/B type code of `e` under `kind`, or -1.
int typeCode(Kind kind, Elem e) {
  switch (kind) {
  case Kind::F16:
    return e == Elem::F16 ? 0 : e == Elem::BF16 ? 1 : -1;
  case Kind::TF32:
    return e == Elem::TF32 ? 2 : -1;
  case Kind::I8:
    return e == Elem::U8 ? 0 : e == Elem::S8 ? 1 : -1;
  case Kind::F8F6F4:
  case Kind::MxF8F6F4:
    switch (e) {
    case Elem::E4M3: return 0;
    case Elem::E5M2: return 1;
    case Elem::E2M3: return 3;
    case Elem::E3M2: return 4;
    case Elem::E2M1: return 5;
    default: return -1;
    }
  case Kind::MxF4:
  case Kind::MxF4NvF4:
    // FP4 operands: E2M1 is code 1 in the 4-bit formats' own table.
    return e == Elem::E2M1 ? 1 : -1;
  }
  return -1;
}

Elem typeOfCode(Kind kind, int code) {
  for (Elem e : {Elem::F16, Elem::BF16, Elem::TF32, Elem::U8, Elem::S8,
                 Elem::E4M3, Elem::E5M2, Elem::E2M3, Elem::E3M2, Elem::E2M1})
    if (typeCode(kind, e) == code)
      return e;
  return Elem::None;
}

/// D's code (dense kinds), or -1.
int accumulatorCode(Kind kind, Elem c) {
  switch (kind) {
  case Kind::F16:
  case Kind::F8F6F4:
    return c == Elem::F16 ? 0 : c == Elem::F32 ? 1 : -1;
  case Kind::TF32:
    return c == Elem::F32 ? 1 : -1;
  case Kind::I8:
    return c == Elem::S32 ? 2 : -1;
  default:
    return c == Elem::F32 ? 1 : -1; // block-scaled kinds accumulate in f32
  }
}

/// Only these element types may be MN-major (the others are packed).
bool mayBeMnMajor(Elem e) {
  return e == Elem::F16 || e == Elem::BF16 || e == Elem::TF32 ||
         e == Elem::E4M3 || e == Elem::E5M2 || e == Elem::S8 || e == Elem::U8;
}

L::Result<uint32_t> fail(const std::string &why) {
  return L::Result<uint32_t>::fail("instruction descriptor: " + why);
}

} // namespace

L::Result<uint32_t> umma::encodeInstrDesc(const InstrDesc &d) {
  bool scaled = tcgen05::isBlockScaled(d.kind);
  std::string kind = std::string("kind::") + tcgen05::kindName(d.kind);
  int a = typeCode(d.kind, d.a), b = typeCode(d.kind, d.b);
  if (a < 0 || b < 0)
    return fail(kind + " takes no " +
                elemName(a < 0 ? d.a : d.b) + " operand");
  int c = accumulatorCode(d.kind, d.c);
  if (c < 0)
    return fail(kind + " accumulates in no " + std::string(elemName(d.c)));
  bool ws = d.weightStationary || d.maxShift;
  if (d.m != 64 && d.m != 128 && d.m != 256 && !(ws && d.m == 32))
    return fail("M must be 64, 128 or 256 (32 for .ws), got " +
                std::to_string(d.m));
  // The field holds N >> 3; which N an M takes is the MMA lattice's.
  if (d.n < 8 || d.n > 256 || d.n % 8)
    return fail("N must be a multiple of 8 from 8 to 256, got " +
                std::to_string(d.n));
  if ((d.aMnMajor && !mayBeMnMajor(d.a)) || (d.bMnMajor && !mayBeMnMajor(d.b)))
    return fail(std::string(elemName(d.aMnMajor && !mayBeMnMajor(d.a) ? d.a
                                                                       : d.b)) +
                " operands must be K-major");
  if ((d.negateA || d.negateB) &&
      (d.kind == Kind::I8 || d.kind == Kind::MxF4 || d.kind == Kind::MxF4NvF4))
    return fail(kind + " has no operand negation");
  if (d.saturate && d.kind != Kind::I8)
    return fail("only kind::i8 saturates, not " + kind);
  if (d.sparseId2 < 0 || d.sparseId2 > 3 || (!d.sparse && d.sparseId2))
    return fail("the sparsity selector is 0..3 and needs a sparse MMA");
  uint32_t w = static_cast<uint32_t>(d.sparseId2) |
               (d.sparse ? 1u << 2 : 0u) | static_cast<uint32_t>(a) << 7 |
               static_cast<uint32_t>(b) << 10 | (d.negateA ? 1u << 13 : 0u) |
               (d.negateB ? 1u << 14 : 0u) | (d.aMnMajor ? 1u << 15 : 0u) |
               (d.bMnMajor ? 1u << 16 : 0u) |
               static_cast<uint32_t>(d.n >> 3) << 17 |
               static_cast<uint32_t>(d.m >> 4) << 24;
  if (!scaled) {
    if (d.scale != Elem::None || d.sfaId || d.sfbId || d.k96)
      return fail(kind + " takes no scale factors");
    int shift = d.maxShift == 0 ? 0 : d.maxShift == 8 ? 1
                : d.maxShift == 16 ? 2 : d.maxShift == 32 ? 3 : -1;
    if (shift < 0)
      return fail("max shift must be 8, 16 or 32, got " +
                  std::to_string(d.maxShift));
    return w | (d.saturate ? 1u << 3 : 0u) | static_cast<uint32_t>(c) << 4 |
           static_cast<uint32_t>(shift) << 30;
  }
  if (d.scale != Elem::UE8M0 && d.scale != Elem::UE4M3)
    return fail(kind + " needs ue8m0 or ue4m3 scale factors");
  if (d.kind == Kind::MxF8F6F4 && d.scale != Elem::UE8M0)
    return fail("kind::mxf8f6f4 takes ue8m0 scale factors only");
  if (d.sfaId < 0 || d.sfaId > 3 || d.sfbId < 0 || d.sfbId > 3)
    return fail("scale-factor ids are 0..3");
  if (d.maxShift)
    return fail(kind + " has no .ws form");
  if (d.k96 && d.kind != Kind::MxF4)
    return fail("only kind::mxf4 has K = 96");
  return w | static_cast<uint32_t>(d.sfbId) << kSfbIdBit |
         (d.scale == Elem::UE8M0 ? 1u << 23 : 0u) |
         static_cast<uint32_t>(d.sfaId) << kSfaIdBit | (d.k96 ? 1u << 31 : 0u);
}

L::Result<InstrDesc> umma::decodeInstrDesc(Kind kind, uint32_t w) {
  auto bits = [&](int lo, int n) { return (w >> lo) & ((1u << n) - 1); };
  InstrDesc d;
  d.kind = kind;
  bool scaled = tcgen05::isBlockScaled(kind);
  d.sparseId2 = static_cast<int>(bits(0, 2));
  d.sparse = bits(2, 1);
  d.a = typeOfCode(kind, static_cast<int>(bits(7, 3)));
  d.b = typeOfCode(kind, static_cast<int>(bits(10, 3)));
  d.negateA = bits(13, 1);
  d.negateB = bits(14, 1);
  d.aMnMajor = bits(15, 1);
  d.bMnMajor = bits(16, 1);
  d.n = static_cast<int>(bits(17, 6)) << 3;
  d.m = static_cast<int>(bits(24, 5)) << 4;
  if (scaled) {
    d.c = Elem::F32;
    d.sfbId = static_cast<int>(bits(kSfbIdBit, 2));
    d.scale = bits(23, 1) ? Elem::UE8M0 : Elem::UE4M3;
    d.sfaId = static_cast<int>(bits(kSfaIdBit, 2));
    d.k96 = bits(31, 1);
  } else {
    d.saturate = bits(3, 1);
    uint32_t c = bits(4, 2);
    d.c = c == 0 ? Elem::F16 : c == 1 ? Elem::F32 : c == 2 ? Elem::S32
                                                           : Elem::None;
    d.maxShift = bits(30, 2) ? 4 << bits(30, 2) : 0;
  }
  if (d.a == Elem::None || d.b == Elem::None || d.c == Elem::None)
    return L::Result<InstrDesc>::fail(
        "instruction descriptor: a type code kind::" +
        std::string(tcgen05::kindName(kind)) + " does not define");
  // Reserved bits, and whatever else the encoder would refuse.
  L::Result<uint32_t> again = encodeInstrDesc(d);
  if (!again.ok())
    return L::Result<InstrDesc>::fail(again.error().message);
  if (*again != w)
    return L::Result<InstrDesc>::fail(
        "instruction descriptor: reserved bits set");
  return d;
}
