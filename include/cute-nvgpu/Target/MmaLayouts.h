//===- MmaLayouts.h - register-MMA reference operand layouts ----*- C++ -*-===//
//
// Seed 000's SM80/SM89 reference-layout synthesizer, generalized to every
// register-MMA lattice row (SM80 dense, SM89 FP8, SM120 block-scaled,
// universal FMA). Layouts are CuTe thread-value layouts
// (thread, value) -> column-major tile index, derived from the PTX ISA's
// mma.sync fragment tables (hardware truth) and equal to CUTLASS's
// MMA_Traits ALayout/BLayout/CLayout. The verifier compares each declared
// rmem operand (one thread's fragment) against threadFragment of these;
// the lowering reads the per-thread counts.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_MMALAYOUTS_H
#define CUTE_NVGPU_TARGET_MMALAYOUTS_H

#include "cute-nvgpu/Layout/Layout.h"
#include "cute-nvgpu/Target/AtomRegistry.h"

#include <string>

namespace cute_nvgpu::target {

/// Seed 000 MmaLayoutResult: slots 0..2 are A, B, C; slot 3 is the sparse
/// metadata layout, valid only when slotCount == 4 (callers must read it).
struct MmaLayoutResult {
  layout::Layout slots[4];
  int slotCount = 3;
  int valuesA = 0, valuesB = 0, valuesC = 0; // per-thread elements
  int arm = -1; // seed 000 seven-arm index, -1 outside the seven arms
};

/// The seven arms keyed by (K, M, sparse, fp8, trans_a); -1 when no arm
/// matches. trans_a arm 1 exists in the seed but has no PTX form (see
/// docs/deviations.md); it is reported so the verifier can refuse it.
int sevenArmIndex(int K, int M, bool sparse, bool fp8, bool transA);
/// seed 000's stride triple of an arm (dense.A, or sparse.metadata for the
/// sparse arms 2 and 5); null outside the seven arms.
const int64_t *sevenArmStrideTriple(int arm);
/// The PTX form seed 000 lists for an arm.
const char *sevenArmPtxForm(int arm);

/// Canonical element names as in MmaLattice.h (f16, e4m3, s8, ...). Fails
/// with a message when (atom, shape, types) is not a register-MMA row.
layout::Result<MmaLayoutResult>
synthesizeRegisterMma(Mnemonic atom, int m, int n, int k,
                      const std::string &a, const std::string &b,
                      const std::string &c);

/// SM90 wgmma warpgroup fragments (128 threads, CuTe's CLayout_64xN and
/// ALayout_64xK): accumulator ((4,8,4),(2,2,N/8)):((128,1,16),(64,8,512));
/// register A for K elements of `elemBits` bits (p = 32 / bits):
/// ((4,8,4),(p,2,K/4p)):((64p,1,16),(64,8,256p)).
layout::Layout wgmmaAccumulatorLayout(int n);
layout::Layout wgmmaRegisterALayout(int elemBits, int k);

/// One thread's fragment of a thread-value layout (CuTe make_fragment_like
/// of its value mode): the value mode made compact (column-major) as a
/// rank-1 layout, `((4,8),(2,2,2)):((32,1),(16,8,128))` -> `((2,2,2)):((1,2,4))`.
/// This is what an rmem `!cute.memref` operand of the atom declares.
layout::Layout threadFragment(const layout::Layout &tv);

/// Bits an element occupies in an mma.sync register for this K (e2m1 is
/// packed 8 per register at K 64 and byte-sized at K 32).
int registerElementBits(const std::string &canonical, int k);

} // namespace cute_nvgpu::target

#endif
