//===- UmmaInstrDesc.h - tcgen05.mma instruction descriptor -----*- C++ -*-===//
//
// The 32-bit instruction descriptor of tcgen05.mma (PTX ISA "Instruction
// descriptor"; CuTe's UMMA::InstrDescriptor / InstrDescriptorBlockScaled),
// one encoder and decoder for the lowering, the CLI and the docs:
//
//   dense (f16, tf32, f8f6f4, i8)      block-scaled (mxf8f6f4, mxf4, mxf4nvf4)
//   [0,2) sparse selector              [0,2) sparse selector
//   2 sparse                           2 sparse
//   3 saturate (i8)                    [4,6) B scale-factor id
//   [4,6) D type F16 0 F32 1 S32 2     [7,10) A type, [10,13) B type
//   [7,10) A type, [10,13) B type      13/14 negate A/B, 15/16 A/B MN-major
//   13/14 negate A/B                   [17,23) N >> 3
//   15/16 A/B MN-major                 23 scale type (UE8M0 1, UE4M3 0)
//   [17,23) N >> 3                     [24,29) M >> 4
//   [24,29) M >> 4                     [29,31) A scale-factor id
//   [30,32) max shift (.ws)            31 K (mxf4: 0 K64, 1 K96)
//
// Type codes: f16 kind F16 0 BF16 1; tf32 kind TF32 2; f8f6f4 / mx kinds
// E4M3 0 E5M2 1 E2M3 3 E3M2 4 E2M1 5; i8 kind U8 0 S8 1.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_UMMAINSTRDESC_H
#define CUTE_NVGPU_TARGET_UMMAINSTRDESC_H

#include "cute-nvgpu/Layout/Layout.h"
#include "cute-nvgpu/Target/Elements.h"
#include "cute-nvgpu/Target/Tcgen05Encoding.h"

#include <cstdint>

namespace cute_nvgpu::target::umma {

/// Where the block-scaled kinds keep the scale-factor ids (2 bits each):
/// the lowering ORs the run-time ids, the top two bits of the scale
/// factors' TMEM addresses, into these positions.
inline constexpr int kSfaIdBit = 29, kSfbIdBit = 4;

struct InstrDesc {
  tcgen05::Kind kind = tcgen05::Kind::F16;
  Elem a = Elem::F16, b = Elem::F16, c = Elem::F32;
  int m = 128, n = 256;
  bool aMnMajor = false, bMnMajor = false;
  bool negateA = false, negateB = false;
  bool saturate = false;
  bool sparse = false;
  int sparseId2 = 0; // 0..3
  int maxShift = 0;  // 0 (none), 8, 16 or 32: .ws
  bool weightStationary = false; // .ws (also implied by a max shift): M 32
  // Block-scaled kinds only.
  Elem scale = Elem::None; // UE8M0 or UE4M3
  int sfaId = 0, sfbId = 0; // 0..3
  bool k96 = false;         // mxf4: K = 96 (dense)
};

/// The word, or why the fields have none: an element type the kind does
/// not take, M not 64/128/256, N not a multiple of 8 in 8..256 (the
/// fields' range; which (M, N) a kind and CTA group take is the MMA
/// lattice's), MN-major with a type that must be K-major, negation or
/// saturation the kind lacks, ids out of range.
layout::Result<uint32_t> encodeInstrDesc(const InstrDesc &d);

/// The fields of a word of `kind` (the word does not say its kind): the
/// inverse of encodeInstrDesc; refuses reserved bits and codes with no
/// type.
layout::Result<InstrDesc> decodeInstrDesc(tcgen05::Kind kind, uint32_t word);

} // namespace cute_nvgpu::target::umma

#endif
