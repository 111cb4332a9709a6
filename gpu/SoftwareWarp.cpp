//===- SoftwareWarp.cpp - mma.sync, ldmatrix, wgmma from the PTX ISA ------===//
#include "GpuCheck.h"

#include "cute-nvgpu/Target/SmemDescriptor.h"

#include <cstdio>
#include <cstring>
#include <tuple>

namespace cute_nvgpu::gpucheck {
namespace {

/// (row, col) of element i of thread t in mma.sync's A (M x K), B (K x N)
/// and C (M x N) fragments, PTX ISA "Matrix fragments for mma.m16n8k*" and
/// "mma.m8n8k4 .f64". p = elements per 32-bit register.
void fragA(const Case &cs, int p, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  if (cs.m == 8) { // f64 m8n8k4
    row = g, col = tig;
    return;
  }
  int reg = i / p, within = i % p;
  row = g + 8 * (reg % 2);
  col = tig * p + within + (reg / 2) * 4 * p;
}
void fragB(const Case &cs, int p, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  if (cs.m == 8) {
    row = tig, col = g;
    return;
  }
  int reg = i / p, within = i % p;
  row = tig * p + within + reg * 4 * p;
  col = g;
}
void fragC(const Case &cs, int t, int i, int &row, int &col) {
  int g = t / 4, tig = t % 4;
  row = g + (cs.m == 8 ? 0 : 8 * (i / 2));
  col = tig * 2 + i % 2;
}

int perRegister(const char *ty) {
  int bytes = format(ty).bytes;
  return bytes >= 4 ? 1 : 4 / bytes;
}

/// ldmatrix .m8n8 .b16 as the PTX ISA defines it: matrix j's rows are at the
/// addresses of threads 8j..8j+7; thread t receives row t/4, elements
/// 2(t%4), 2(t%4)+1 (with .trans: column t/4 of rows 2(t%4), 2(t%4)+1).
std::vector<std::vector<uint16_t>>
ldmatrix(const std::vector<uint16_t> &smem,
         const std::vector<int> &rowAddress, int matrices, bool trans) {
  std::vector<std::vector<uint16_t>> regs(32);
  for (int t = 0; t < 32; ++t)
    for (int j = 0; j < matrices; ++j)
      for (int e = 0; e < 2; ++e) {
        int r = t / 4, c = 2 * (t % 4) + e;
        regs[t].push_back(trans ? smem[rowAddress[8 * j + c] + r]
                                : smem[rowAddress[8 * j + r] + c]);
      }
  return regs;
}

/// SS wgmma on a software warpgroup. Descriptors are what our library
/// derives for K block 0 (the lowering's static fields; the tile sits at
/// shared address 0); each K block advances the start address by its byte
/// offset in the tile, as the lowering does. Addresses then follow the PTX
/// ISA's K-major canonical layouts: 8-row core groups SBO apart; without
/// swizzle, 8x16-byte core matrices with the two 16-byte K chunks LBO
/// apart; with a W-byte swizzle, W-byte rows whose 16-byte chunk index is
/// XORed with address bits [7, 7 + log2(W/16)).
uint32_t swizzled(uint32_t a, uint32_t width) {
  uint32_t mask = width / 16 - 1; // chunk bits to flip
  return a ^ (((a >> 7) & mask) << 4);
}

struct DescView {
  uint32_t start, lbo, sbo, base, swizzle; // swizzle: 0 none, 1 128B, 2 64B, 3 32B
};

DescView decodeSm90(uint64_t w) {
  return {static_cast<uint32_t>(w & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 16) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 32) & 0x3FFF) << 4,
          static_cast<uint32_t>((w >> 49) & 7), static_cast<uint32_t>(w >> 62)};
}

uint32_t kMajorAddress(const DescView &d, int row, int kbyte) {
  if (d.swizzle == 0)
    return d.start + (row / 8) * d.sbo + (kbyte / 16) * d.lbo + (row % 8) * 16 +
           kbyte % 16;
  uint32_t width = d.swizzle == 1 ? 128 : d.swizzle == 2 ? 64 : 32;
  uint32_t a = d.start + (row / 8) * d.sbo + (row % 8) * width + kbyte;
  return swizzled(a, width);
}

/// MN-major (16-bit types; swizzled only here): each K row is one W-byte
/// run of MN-contiguous elements, 8 K rows form a swizzle atom, K groups
/// of 8 rows are SBO apart and W-byte MN column groups LBO apart.
uint32_t mnMajorAddress(const DescView &d, int mnByte, int k) {
  uint32_t width = d.swizzle == 1 ? 128 : d.swizzle == 2 ? 64 : 32;
  uint32_t a = d.start + (mnByte / width) * d.lbo + (k / 8) * d.sbo +
               (k % 8) * width + mnByte % width;
  return swizzled(a, width);
}

/// K block 0 of a rows x K tile layout: the tile composed with the
/// column-major (rows, atomK) block of its domain.
L::AnyLayout blockOf(const L::AnyLayout &tile, int rows, int atomK) {
  L::Layout cols = L::makeLayout(
      L::IntTuple::tuple({L::IntTuple::integer(rows),
                          L::IntTuple::integer(atomK)}),
      L::IntTuple::tuple({L::IntTuple::integer(1),
                          L::IntTuple::integer(rows)}));
  if (tile.isComposed()) {
    auto c = L::composition(tile.composed(), cols);
    return c.ok() ? L::AnyLayout{*c} : tile;
  }
  auto c = L::composition(tile.layout(), cols);
  return c.ok() ? L::AnyLayout{*c} : tile;
}

bool emulateWgmma(const Case &cs, const Frags &f,
                  const Bytes &imgA,
                  const Bytes &imgB,
                  const Bytes &gc, Bytes &gd) {
  namespace D = target::desc;
  int bits = format(cs.a).bytes * 8;
  int kBlocks = cs.k / cs.atomK;
  std::vector<double> A(cs.m * cs.k), B(cs.n * cs.k); // row-major (row, k)
  if (!cs.smemA) {
    // RS: the PTX ISA wgmma A register fragment (16-bit): element i of lane
    // l in warp w is row 16w + l/4 + 8 * ((i / 2) % 2), column
    // 8 * (i / 4) + 2 * (l % 4) + i % 2 of the M x K tile.
    int ba = format(cs.a).bytes;
    for (int t = 0; t < 128; ++t)
      for (int i = 0; i < f.va; ++i) {
        int w = t / 32, l = t % 32;
        int row = 16 * w + l / 4 + 8 * ((i / 2) % 2);
        int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
        A[row * cs.k + col] = load(cs.a, &imgA[(t * f.va + i) * ba]);
      }
  }
  const std::tuple<const char *, const Bytes *, int,
                   std::vector<double> *, const char *, bool>
      ops[] = {{cs.smemA, &imgA, cs.m, &A, cs.a, false},
               {cs.smemB, &imgB, cs.n, &B, cs.b, cs.bMajorMn}};
  for (auto [text, img, rows, out, ty, mn] : ops) {
    if (!text)
      continue; // A in registers
    L::AnyLayout tile = smemLayout(text);
    auto fields = D::deriveFields(mn ? D::Major::MN : D::Major::K, bits,
                                  blockOf(tile, rows, cs.atomK), 0);
    if (!fields.ok()) {
      std::fprintf(stderr, "error: %s: %s\n", cs.name,
                   fields.error().message.c_str());
      return false;
    }
    DescView d = decodeSm90(D::encode(D::Arch::Sm90, *fields));
    if (d.base != 0 || (mn && d.swizzle == 0)) {
      std::fprintf(stderr, "error: %s: the software warp models base offset "
                           "0 and swizzled MN-major only\n",
                   cs.name);
      return false;
    }
    int bytes = format(ty).bytes;
    for (int kb = 0; kb < kBlocks; ++kb) {
      DescView blk = d;
      blk.start += static_cast<uint32_t>(
          *L::eval(tile, rows * kb * cs.atomK) * bytes);
      for (int r = 0; r < rows; ++r)
        for (int k = 0; k < cs.atomK; ++k) {
          uint32_t a = mn ? mnMajorAddress(blk, r * bytes, k)
                          : kMajorAddress(blk, r, k * bytes);
          if (a + bytes > img->size()) {
            std::fprintf(stderr, "error: %s: address %u outside the image\n",
                         cs.name, a);
            return false;
          }
          (*out)[r * cs.k + kb * cs.atomK + k] = load(ty, &(*img)[a]);
        }
    }
  }
  // The PTX ISA wgmma D fragment: warp w owns rows 16w..16w+15; element i
  // of lane l: row 16w + l/4 + 8 * ((i / 2) % 2), column 8 * (i / 4) +
  // 2 * (l % 4) + i % 2.
  int bc = format(cs.c).bytes;
  gd.assign(gc.size(), 0);
  for (int t = 0; t < 128; ++t)
    for (int i = 0; i < f.vc; ++i) {
      int w = t / 32, l = t % 32;
      int row = 16 * w + l / 4 + 8 * ((i / 2) % 2);
      int col = 8 * (i / 4) + 2 * (l % 4) + i % 2;
      double acc = load(cs.c, &gc[(t * f.vc + i) * bc]);
      for (int k = 0; k < cs.k; ++k)
        acc += A[row * cs.k + k] * B[col * cs.k + k];
      store(cs.c, acc, &gd[(t * f.vc + i) * bc]);
    }
  return true;
}

/// Runs one case's kernel on the software warp.
void emulate(const Case &cs, const Frags &f, const Bytes &ga,
             const Bytes &gb, const Bytes &gc,
             Bytes &gd) {
  int pa = perRegister(cs.a), pb = perRegister(cs.b);
  int ba = format(cs.a).bytes, bb = format(cs.b).bytes,
      bc = format(cs.c).bytes;
  std::vector<double> A(cs.m * cs.k), B(cs.k * cs.n); // row-major
  Bytes fa = ga, fb = gb;
  if (cs.path == Path::Ldsm) {
    // Mirror the kernel: copy to smem, then the addresses it hands ldmatrix.
    std::vector<uint16_t> sa(256), sb(128);
    std::memcpy(sa.data(), ga.data(), 512);
    std::memcpy(sb.data(), gb.data(), 256);
    std::vector<int> addrA(32), addrB(32);
    for (int t = 0; t < 32; ++t) {
      addrA[t] = (t % 16) * 16 + (t / 16) * 8;
      addrB[t] = (t % 16) * 8;
    }
    auto ra = ldmatrix(sa, addrA, 4, false), rb = ldmatrix(sb, addrB, 2, true);
    fa.assign(32 * 8 * 2, 0);
    fb.assign(32 * 4 * 2, 0);
    for (int t = 0; t < 32; ++t) {
      std::memcpy(&fa[t * 16], ra[t].data(), 16);
      std::memcpy(&fb[t * 8], rb[t].data(), 8);
    }
  }
  for (int t = 0; t < 32; ++t) {
    for (int i = 0; i < f.va; ++i) {
      int r, c;
      fragA(cs, pa, t, i, r, c);
      A[r * cs.k + c] = load(cs.a, &fa[(t * f.va + i) * ba]);
    }
    for (int i = 0; i < f.vb; ++i) {
      int r, c;
      fragB(cs, pb, t, i, r, c);
      B[r * cs.n + c] = load(cs.b, &fb[(t * f.vb + i) * bb]);
    }
  }
  gd.assign(gc.size(), 0);
  for (int t = 0; t < 32; ++t)
    for (int i = 0; i < f.vc; ++i) {
      int r, c;
      fragC(cs, t, i, r, c);
      double acc = load(cs.c, &gc[(t * f.vc + i) * bc]);
      for (int k = 0; k < cs.k; ++k)
        acc += A[r * cs.k + k] * B[k * cs.n + c];
      store(cs.c, acc, &gd[(t * f.vc + i) * bc]);
    }
}

} // namespace

bool emulateCase(const Case &cs, const Frags &f, const Bytes &ga,
                 const Bytes &gb, const Bytes &gc, Bytes &gd) {
  if (cs.path == Path::Wgmma)
    return emulateWgmma(cs, f, ga, gb, gc, gd);
  emulate(cs, f, ga, gb, gc, gd);
  return true;
}

} // namespace cute_nvgpu::gpucheck
