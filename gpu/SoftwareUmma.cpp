//===- SoftwareUmma.cpp - one UMMA tile on a software tensor core --------===//
//
// What CI can check of tcgen05.mma without a B200: the descriptors the UMMA
// lowering emits read at the PTX ISA's bit positions. For each case the
// A (M x K) and B (N x K) tiles of one instruction are written into a
// shared-memory image through the canonical K-major layout of their
// family; the SMEM descriptors are our library's (deriveFields + the SM100
// encoding) and the instruction descriptor the lowering's encoder
// (encodeInstrDesc). The model below, written from the PTX ISA apart from
// both, decodes the three words (start/LBO/SBO/version/swizzle of the SMEM
// descriptors, M, N, types and majors of the instruction descriptor),
// gathers A and B through the decoded addressing, and accumulates D into a
// tensor-memory array of 128 lanes x 512 columns (lane m, column n of an
// M = 128 tile; f32 D). D is then read back as tcgen05.ld 32x32b would
// (warp w, lane t: TMEM lane 32w + t) and compared with a CPU GEMM of the
// tiles, exactly (small integers). A wrong field position, swizzle code or
// type code is a mismatch.
//
// A block-scaled case (kind::mxf8f6f4, UE8M0 scales, one per 32 elements
// of K) also decodes the block-scaled fields (scale type bit 23, A's
// scale-factor id bits 29-30, B's bits 4-5, where the dense kinds keep the
// D type) and scales each product by 2^(sfa - 127) * 2^(sfb - 127). The
// scale factors sit in tensor memory at the byte the id selects (the top
// two bits of the TMEM address the program gives the atom); the other
// three bytes of each column hold other scales, so an id read from the
// wrong bits picks wrong scales. Where in tensor memory a row's scale lies
// is the program's layout; the model takes one scale per row.
//
//===----------------------------------------------------------------------===//
#include "GpuCheck.h"

#include "cute-nvgpu/Target/SmemDescriptor.h"
#include "cute-nvgpu/Target/UmmaInstrDesc.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace cute_nvgpu;
namespace D = cute_nvgpu::target::desc;
namespace U = cute_nvgpu::target::umma;
using target::Elem;

namespace {

struct UmmaCase {
  const char *name;
  const char *type; // A and B (gpucheck format names)
  target::tcgen05::Kind kind;
  Elem elem;
  int m, n;
  D::Swizzle swizzle;
  // Block-scaled: the TMEM byte ids of the A and B scale factors (-1:
  // dense).
  int sfaId = -1, sfbId = -1;
};

const UmmaCase kCases[] = {
    {"umma_f16_sw128_128x256", "f16", target::tcgen05::Kind::F16, Elem::F16,
     128, 256, D::Swizzle::B128},
    {"umma_bf16_sw64_128x64", "bf16", target::tcgen05::Kind::F16, Elem::BF16,
     128, 64, D::Swizzle::B64},
    {"umma_tf32_sw32_128x128", "tf32", target::tcgen05::Kind::TF32,
     Elem::TF32, 128, 128, D::Swizzle::B32},
    {"umma_e4m3_sw128_128x32", "e4m3", target::tcgen05::Kind::F8F6F4,
     Elem::E4M3, 128, 32, D::Swizzle::B128},
    {"umma_f16_interleave_128x16", "f16", target::tcgen05::Kind::F16,
     Elem::F16, 128, 16, D::Swizzle::Interleave},
    {"umma_mxf8f6f4_e4m3_ue8m0_128x64", "e4m3",
     target::tcgen05::Kind::MxF8F6F4, Elem::E4M3, 128, 64, D::Swizzle::B128,
     /*sfaId=*/2, /*sfbId=*/1},
};

/// PTX ISA: the SM100 shared memory descriptor.
struct SmemWord {
  uint32_t start, lbo, sbo, version, base, lboMode, layout;
};
SmemWord decodeSmem(uint64_t w) {
  return {static_cast<uint32_t>(w & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 16) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 32) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 46) & 7),
          static_cast<uint32_t>((w >> 49) & 7),
          static_cast<uint32_t>((w >> 52) & 1),
          static_cast<uint32_t>(w >> 61)};
}

/// PTX ISA: K-major canonical addressing. Swizzle modes (bits 61-63): 0 none
/// (8 x 16-byte core matrices, the two K halves LBO apart, 8-row groups SBO
/// apart), 2 128B, 4 64B, 6 32B (W-byte rows, 8-row groups SBO apart, the
/// 16-byte chunk index XORed with the row within the pattern).
bool kMajorAddress(const SmemWord &d, int row, int kbyte, uint32_t &addr) {
  uint32_t width = d.layout == 2 ? 128 : d.layout == 4 ? 64
                 : d.layout == 6 ? 32 : 0;
  if (d.layout == 0) {
    addr = d.start + (row / 8) * d.sbo + (kbyte / 16) * d.lbo +
           (row % 8) * 16 + kbyte % 16;
    return true;
  }
  if (!width)
    return false;
  uint32_t a = d.start + (row / 8) * d.sbo + (row % 8) * width + kbyte;
  addr = a ^ (((a >> 7) & (width / 16 - 1)) << 4);
  return true;
}

/// PTX ISA: the instruction descriptor. Bits 4-5 are the D type of the
/// dense kinds and B's scale-factor id of the block-scaled ones.
struct InstrWord {
  int m, n, aType, bType, dType, aMajor, bMajor;
  int scaleType, sfaId, sfbId; // block-scaled
};
InstrWord decodeInstr(uint32_t w, bool blockScaled) {
  auto bits = [&](int lo, int n) { return static_cast<int>((w >> lo) & ((1u << n) - 1)); };
  InstrWord in{bits(24, 5) << 4, bits(17, 6) << 3, bits(7, 3), bits(10, 3),
               blockScaled ? 1 : bits(4, 2), bits(15, 1), bits(16, 1),
               -1, -1, -1};
  if (blockScaled) {
    in.scaleType = bits(23, 1); // 1 UE8M0, 0 UE4M3
    in.sfaId = bits(29, 2);
    in.sfbId = bits(4, 2);
  }
  return in;
}

/// A scale-factor byte as the decoded scale type reads it.
double scaleValue(int scaleType, uint8_t byte) {
  if (scaleType == 1)
    return std::ldexp(1.0, static_cast<int>(byte) - 127); // UE8M0
  int e = (byte >> 3) & 0xF, m = byte & 7; // UE4M3
  return e ? std::ldexp(1.0 + m / 8.0, e - 7) : std::ldexp(m / 8.0, -6);
}

/// The type code the PTX ISA gives `e` under its kind (dense kinds).
int ptxTypeCode(Elem e) {
  switch (e) {
  case Elem::F16: return 0;
  case Elem::BF16: return 1;
  case Elem::TF32: return 2;
  case Elem::E4M3: return 0;
  default: return -1;
  }
}

bool runCase(const UmmaCase &cs, std::string &why) {
  int bytes = gpucheck::format(cs.type).bytes;
  int bits = bytes * 8;
  int k = 32 / bytes; // one instruction's K: 32 bytes of K
  // Canonical K-major tiles: SBO = 8 rows of the swizzle width (or of 16-byte
  // core matrices, LBO one core matrix column, without swizzle).
  int width = cs.swizzle == D::Swizzle::B128 ? 128
              : cs.swizzle == D::Swizzle::B64 ? 64
              : cs.swizzle == D::Swizzle::B32 ? 32 : 16;
  int64_t lbo = cs.swizzle == D::Swizzle::Interleave ? 128 / bytes : 1;
  int64_t sbo = cs.swizzle == D::Swizzle::Interleave ? 256 / bytes
                                                     : 8 * width / bytes;
  std::mt19937 rng(0x5eed + cs.m * 7 + cs.n);
  std::uniform_int_distribution<int> small(-3, 3);
  std::vector<double> A(cs.m * k), B(cs.n * k);
  for (double &v : A)
    v = small(rng);
  for (double &v : B)
    v = small(rng);
  const std::pair<int, std::vector<double> *> ops[] = {{cs.m, &A}, {cs.n, &B}};
  std::vector<gpucheck::Bytes> images;
  std::vector<uint64_t> words;
  for (auto [rows, tile] : ops) {
    layout::AnyLayout block =
        D::canonicalBlock(D::Major::K, cs.swizzle, bits, rows, lbo, sbo);
    auto fields = D::deriveFields(D::Arch::Sm100, D::Major::K, bits, block, 0);
    if (!fields.ok()) {
      why = fields.error().message;
      return false;
    }
    words.push_back(D::encode(D::Arch::Sm100, *fields));
    // Room for the swizzle rows the block sits in (128 bytes a row).
    gpucheck::Bytes img(static_cast<size_t>(rows) * 128 + 256, 0);
    for (int r = 0; r < rows; ++r)
      for (int kk = 0; kk < k; ++kk) {
        auto off = layout::eval(block, r + rows * kk); // (r, kk), column-major
        if (!off.ok() || (*off + 1) * bytes > static_cast<int64_t>(img.size())) {
          why = "the canonical tile leaves the image";
          return false;
        }
        gpucheck::store(cs.type, (*tile)[r * k + kk], &img[*off * bytes]);
      }
    images.push_back(std::move(img));
  }
  U::InstrDesc fields;
  fields.kind = cs.kind;
  fields.a = fields.b = cs.elem;
  fields.c = Elem::F32;
  fields.m = cs.m;
  fields.n = cs.n;
  bool blockScaled = cs.sfaId >= 0;
  if (blockScaled) {
    fields.scale = Elem::UE8M0;
    fields.sfaId = cs.sfaId;
    fields.sfbId = cs.sfbId;
  }
  auto idesc = U::encodeInstrDesc(fields);
  if (!idesc.ok()) {
    why = idesc.error().message;
    return false;
  }
  // The software tensor core.
  InstrWord in = decodeInstr(*idesc, blockScaled);
  if (in.m != cs.m || in.n != cs.n || in.dType != 1 || in.aMajor ||
      in.bMajor || in.aType != ptxTypeCode(cs.elem) ||
      in.bType != ptxTypeCode(cs.elem)) {
    why = "the instruction descriptor does not say the tile's M, N, types "
          "and majors";
    return false;
  }
  // Scale factors (one per row and 32-element K block; K is one block):
  // exponents -2..2 at the case's byte ids, other exponents in the other
  // three bytes of each TMEM column.
  std::vector<std::array<uint8_t, 4>> sfa(cs.m), sfb(cs.n);
  std::vector<double> scaleA(cs.m, 1.0), scaleB(cs.n, 1.0);
  if (blockScaled) {
    std::uniform_int_distribution<int> exponent(125, 129);
    for (auto *sf : {&sfa, &sfb})
      for (auto &col : *sf)
        for (uint8_t &b : col)
          b = static_cast<uint8_t>(exponent(rng));
    for (int r = 0; r < cs.m; ++r)
      scaleA[r] = std::ldexp(1.0, sfa[r][cs.sfaId] - 127);
    for (int r = 0; r < cs.n; ++r)
      scaleB[r] = std::ldexp(1.0, sfb[r][cs.sfbId] - 127);
    if (in.sfaId < 0 || in.sfbId < 0) {
      why = "no scale-factor ids in the descriptor";
      return false;
    }
  }
  std::vector<double> gathered[2] = {std::vector<double>(cs.m * k),
                                     std::vector<double>(cs.n * k)};
  for (int o = 0; o < 2; ++o) {
    SmemWord d = decodeSmem(words[o]);
    if (d.version != 1 || d.base != 0 || d.lboMode != 0) {
      why = "the SMEM descriptor's fixed fields are not the PTX ISA's";
      return false;
    }
    int rows = o == 0 ? in.m : in.n;
    for (int r = 0; r < rows; ++r)
      for (int kk = 0; kk < k; ++kk) {
        uint32_t a;
        if (!kMajorAddress(d, r, kk * bytes, a) ||
            a + bytes > images[o].size()) {
          why = "an operand address outside the image";
          return false;
        }
        gathered[o][r * k + kk] = gpucheck::load(cs.type, &images[o][a]);
      }
  }
  std::vector<float> tmem(128 * 512, 0.0f); // lane-major
  for (int m = 0; m < in.m; ++m)
    for (int n = 0; n < in.n; ++n) {
      double sa = blockScaled ? scaleValue(in.scaleType, sfa[m][in.sfaId]) : 1,
             sb = blockScaled ? scaleValue(in.scaleType, sfb[n][in.sfbId]) : 1;
      double acc = 0;
      for (int kk = 0; kk < k; ++kk)
        acc += gathered[0][m * k + kk] * sa * gathered[1][n * k + kk] * sb;
      tmem[m * 512 + n] = static_cast<float>(acc);
    }
  // tcgen05.ld 32x32b: warp w's thread t reads TMEM lane 32w + t.
  for (int w = 0; w < 4; ++w)
    for (int t = 0; t < 32; ++t)
      for (int n = 0; n < cs.n; ++n) {
        int m = 32 * w + t;
        double ref = 0;
        for (int kk = 0; kk < k; ++kk)
          ref += A[m * k + kk] * B[n * k + kk];
        ref *= scaleA[m] * scaleB[n];
        if (tmem[m * 512 + n] != ref) {
          why = "D(" + std::to_string(m) + "," + std::to_string(n) + ") = " +
                std::to_string(tmem[m * 512 + n]) + ", expected " +
                std::to_string(ref);
          return false;
        }
      }
  return true;
}

} // namespace

int gpucheck::emulateUmmaTiles(bool markdown) {
  int failures = 0;
  for (const UmmaCase &cs : kCases) {
    std::string why;
    bool ok = runCase(cs, why);
    failures += !ok;
    if (markdown)
      std::printf("| %s | %s |\n", cs.name, ok ? "match" : why.c_str());
    else
      std::printf("%s: %s%s\n", cs.name, ok ? "match" : "MISMATCH: ",
                  ok ? "" : why.c_str());
  }
  int n = static_cast<int>(sizeof(kCases) / sizeof(kCases[0]));
  std::printf("%d of %d UMMA tiles match (software tensor core)\n",
              n - failures, n);
  return failures ? 1 : 0;
}
