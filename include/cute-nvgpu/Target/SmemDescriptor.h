//===- SmemDescriptor.h - WGMMA/UMMA shared-memory descriptors --*- C++ -*-===//
//
// The 64-bit shared-memory matrix descriptor of SM90 wgmma and SM100
// tcgen05, built from a layout by layout algebra against ONE table of
// canonical families (CuTe's GMMA Layout_{K,MN}_{INTER,SW32,SW64,SW128}_Atom)
// that the verifier also uses, so descriptor and verifier cannot drift.
// Bit positions follow hardware-truth.md (the PTX ISA), not seed 000.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_SMEMDESCRIPTOR_H
#define CUTE_NVGPU_TARGET_SMEMDESCRIPTOR_H

#include "cute-nvgpu/Layout/Layout.h"

#include <cstdint>
#include <string>

namespace cute_nvgpu::target::desc {

enum class Arch { Sm90, Sm100 };
enum class Major { K, MN };
/// Swizzle families, by the bytes of one swizzle row. B128Base32 is SM100's
/// SWIZZLE_128B_BASE32B (layout type 1: 128-byte rows swizzled in 32-byte
/// units, CuTe's Layout_MN_SW128_32B_Atom; MN-major, 32-bit elements).
enum class Swizzle { Interleave, B32, B64, B128, B128Base32 };

/// Shared memory of the largest target, in bytes: 228 KiB per SM on sm_90
/// and sm_100 (CUDA C Programming Guide, compute capability 9.0/10.0
/// table). No tile larger than this can be an MMA operand.
constexpr int64_t kMaxSharedMemoryBytes = 228 * 1024;

const char *majorName(Major m);      // "K" / "MN"
const char *swizzleName(Swizzle s);  // "INTERLEAVE", "SW32", "SW64", "SW128"

/// Descriptor fields in bytes (not yet >> 4).
struct Fields {
  uint32_t startAddress = 0;
  uint32_t leadingByteOffset = 0;
  uint32_t strideByteOffset = 0;
  uint32_t baseOffset = 0; // 3 bits
  Swizzle swizzle = Swizzle::Interleave;
  bool lboModeAbsolute = false; // SM100 bit 52
};

/// The base offset of a swizzled tile starting at `start`: the swizzle
/// pattern's phase, (start >> 7) & mask with mask 7 / 3 / 1 for 128B / 64B /
/// 32B (0 on the pattern boundary, and always 0 without swizzle).
uint32_t baseOffsetMask(Swizzle sw);
uint32_t baseOffsetFor(Swizzle sw, uint32_t start);

/// encode(x) = (x & 0x3FFFF) >> 4 into the PTX ISA bit positions:
/// SM90: 0-13 start, 16-29 LBO, 32-45 SBO, 49-51 base offset, 62-63 swizzle
/// (0 none, 1 128B, 2 64B, 3 32B). SM100: same plus 46-48 = 0b001, bit 52 LBO
/// mode, 61-63 swizzle (0 none, 2 128B, 4 64B, 6 32B).
uint64_t encode(Arch arch, const Fields &f);
/// Fails on reserved bits or invalid swizzle codes.
layout::Result<Fields> decode(Arch arch, uint64_t word);

/// The canonical element-unit layout of one MMA K block of a family:
/// mode 0 = M/N (`mn` elements), mode 1 = K (32 bytes of elements), with the
/// given strides in elements; `Sw<B, log2(16B/elem), 3> o 0 o ...` when
/// swizzled.
layout::AnyLayout canonicalBlock(Major major, Swizzle swizzle, int elemBits,
                                 int mn, int64_t lboElems, int64_t sboElems);

/// The tile in element units: CuTe's printed `Sw o smem_ptr[Nb] o L`
/// swizzles byte addresses of an N-bit pointer, so it becomes its
/// position-independent element-unit form (N must be the element width);
/// any other layout is returned as it is.
layout::Result<layout::AnyLayout> elementUnitTile(const layout::AnyLayout &tile,
                                                  int elemBits);

/// Derives the descriptor of the first MMA K block (32 bytes of K) of
/// `tile`, a whole (MN, K) SMEM tile in element units, swizzle included,
/// any number of canonical atoms along M/N and K, at byte address `start`.
/// The words equal CuTe's make_gmma_desc / make_umma_desc of that K block
/// (a rest mode of size 1 gives LBO/SBO 0), except the base offset, which
/// is the swizzle phase of `start` (docs/deviations.md). Reads only the
/// modes' shapes and strides, never the elements: time is bounded by the
/// layout's text. Refuses a tile larger than kMaxSharedMemoryBytes first,
/// then a tile no canonical family explains, then LBO/SBO that do not fit
/// their 14-bit fields. The overload without `arch` is SM90 (no
/// SW128_32B).
layout::Result<Fields> deriveFields(Arch arch, Major major, int elemBits,
                                    const layout::AnyLayout &tile,
                                    uint32_t start);
layout::Result<Fields> deriveFields(Major major, int elemBits,
                                    const layout::AnyLayout &tile,
                                    uint32_t start);

/// Refuses a tile whose elements or span exceed kMaxSharedMemoryBytes, from
/// its modes alone (saturating arithmetic); the span only when `span`.
/// Returns the element count.
layout::Result<int64_t> checkTileFits(int elemBits, const layout::Layout &l,
                                      bool span = true);

/// Element width of an MLIR or PTX type name accepted by `desc` (f16, bf16,
/// tf32, f8E4M3FN, f8E5M2, i8, e4m3, e5m2, s8, u8, b1/i1, ...); 0 if
/// unknown.
int elementBits(const std::string &name);

} // namespace cute_nvgpu::target::desc

#endif
