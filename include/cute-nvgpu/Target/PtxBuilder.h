//===- PtxBuilder.h - the one module that spells PTX ------------*- C++ -*-===//
//
// Every PTX string cute-nvgpu emits as inline assembly is built here, from
// seed 004's packed MMA descriptor word (rowcol, mid, opc, rnd, aty, bty, al,
// bl, satf, shape) with its shape and type enums. Forms MLIR 22's NVVM
// dialect lacks (dense FP8 mma.sync, SM120 block-scaled mma.sync) go through
// this module; everything NVVM has goes through NVVM ops.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_PTXBUILDER_H
#define CUTE_NVGPU_TARGET_PTXBUILDER_H

#include "cute-nvgpu/Layout/Layout.h"

#include <cstdint>
#include <string>

namespace cute_nvgpu::target::ptx {

/// seed 004 shape enum (0x01-0x06, 0x10-0x19); 0 = unknown.
uint8_t shapeCode(int m, int n, int k);
/// "m16n8k32" for a shape code, or "" (the seed's default branch aborts;
/// we report instead).
const char *shapeName(uint8_t code);

/// seed 004 type enum 1-11 (b1 s4 u4 s8 u8 f16 bf16 tf32 f64 f32 s32) plus
/// the FP8/FP6/FP4 codes PTX needs for sm_89/sm_120 (12 e4m3, 13 e5m2,
/// 14 e2m3, 15 e3m2, 16 e2m1; see docs/deviations.md). 0 = unknown.
uint8_t typeCode(const std::string &canonical);
/// PTX spelling of a type code; fails with "Wrong MMA element type".
layout::Result<std::string> typeName(uint8_t code);

/// seed 004 packed MMA descriptor word.
struct MmaWord {
  bool colMajor = false; // [0] rowcol
  uint8_t mid = 0;       // [2:1] 0=a 1=b 2=c 3=d
  uint8_t opc = 0;       // [7:4] 0 default, 1 .and.popc, 2 .xor.popc
  uint8_t aty = 0;       // [15:8]
  uint8_t bty = 0;       // [23:16]
  uint8_t al = 0;        // [25:24] 0 row, else col
  uint8_t bl = 0;        // [27:26] 0 row, else col
  bool satf = false;     // [28]
  uint8_t shape = 0;     // [39:32]

  uint64_t pack() const;
  static MmaWord unpack(uint64_t word);
};

/// `mma.sync.aligned.<shape>.<al>.<bl>[.satfinite].<dty>.<aty>.<bty>.<cty>`
/// (b1: `.<opc>`). dty/cty are the accumulator type codes.
layout::Result<std::string> spellMmaSync(const MmaWord &w, uint8_t dty,
                                         uint8_t cty);

/// SM120 unscaled kind mma.sync (kind "f8f6f4"):
/// `mma.sync.aligned.kind::f8f6f4.m16n8k32.row.col.D.A.B.C`. The shape must
/// be in seed 004's shape enum and every type in the type enum.
layout::Result<std::string> spellKindMmaSync(const std::string &kind, int m,
                                             int n, int k,
                                             const std::string &d,
                                             const std::string &a,
                                             const std::string &b,
                                             const std::string &c);

/// SM120 block-scaled mma.sync: kind and scale_vec follow from K, vec_size
/// and the scale type (hardware-truth.md):
///   K 32, vec 32, ue8m0 -> kind::mxf8f6f4 .scale_vec::1X
///   K 64, vec 32, ue8m0 -> kind::mxf4nvf4 .scale_vec::2X
///   K 64, vec 16, ue4m3 -> kind::mxf4nvf4 .scale_vec::4X
layout::Result<std::string>
spellBlockScaleMma(int k, int vecSize, const std::string &a,
                   const std::string &b, const std::string &scale);
/// Scale values each thread's 32-bit scale register holds (1, 2 or 4).
int scaleVecCount(int k, int vecSize);

/// `wgmma.mma_async.sync.aligned.m64n<N>k<K>.<dty>.<aty>.<bty>` (canonical
/// element names; "Wrong MMA element type" for others).
layout::Result<std::string> spellWgmma(int n, int k, const std::string &d,
                                       const std::string &a,
                                       const std::string &b);

/// WMMA (the CUDA tensor-core builtins). `space` is "", "global" or
/// "shared"; `frag` 'a', 'b' or 'c'; types are seed 004 type codes.
/// `wmma.load.<frag>.sync.aligned.<row|col>.<shape>[.<space>].<type>`
layout::Result<std::string> spellWmmaLoad(char frag, bool col, uint8_t shape,
                                          uint8_t type,
                                          const std::string &space);
/// `wmma.store.d.sync.aligned.<row|col>.<shape>[.<space>].<type>`
layout::Result<std::string> spellWmmaStore(bool col, uint8_t shape,
                                           uint8_t type,
                                           const std::string &space);
/// wmma.mma from seed 004's MMA word (al, bl, aty, bty, opc, satf, shape):
///   f16 A/B:          `wmma.mma.sync.aligned.<al>.<bl>.<shape>.<d>.<c>`
///   s8/u8/s4/u4:      `... .<shape>.s32.<a>.<b>.s32[.satfinite]`
///   bf16/tf32/f64:    `... .<shape>.<d>.<a>.<b>.<c>`
///   b1:               `wmma.mma.<xor|and>.popc.sync.aligned.row.col.<shape>.s32.b1.b1.s32`
layout::Result<std::string> spellWmmaMma(const MmaWord &w, uint8_t dty,
                                         uint8_t cty);

/// `{$first, ..., $(first+n-1)}`.
std::string operandList(int first, int n);

/// One inline-asm statement: the PTX text with `$i` operand references and
/// the LLVM constraint string that numbers them. The lowering passes its
/// values in constraint order and never writes PTX text itself.
struct InlineAsm {
  std::string text;
  std::string constraints;
};

/// Register constraint letter of a PTX register: 'f' (f32), 'd' (f64),
/// 'r' (b32), 'l' (b64).
enum class RegClass : char { B32 = 'r', F32 = 'f', F64 = 'd', B64 = 'l' };

/// `INSTR {d...}, {a...}, {b...}, {c...}[, $sfa, {0, 0}, $sfb, {0, 0}];`
/// for an mma.sync the NVVM dialect lacks. Operands in order: the `nd`
/// accumulator inputs follow A (na b32) and B (nb b32); the results are the
/// `nd` accumulators; `scaleRegs` (0 or 2) b32 scale registers close the
/// list (block-scaled forms, byte/thread selectors 0). A and B registers are
/// of class `mul` (b32, or f64 for the f64 shapes).
InlineAsm mmaSyncAsm(const std::string &instr, int nd, RegClass acc, int na,
                     int nb, int scaleRegs, RegClass mul = RegClass::B32);

/// `INSTR {$0..$(n-1)}, [$n], $(n+1);` (n results, pointer, stride).
InlineAsm wmmaLoadAsm(const std::string &instr, int n, RegClass rc);
/// `INSTR [$0], {$1..$n}, $(n+1);` (pointer, n values, stride).
InlineAsm wmmaStoreAsm(const std::string &instr, int n, RegClass rc);
/// `INSTR {d}, {a}, {b}, {c};` with a register class per fragment.
InlineAsm wmmaMmaAsm(const std::string &instr, int nd, RegClass dc, int na,
                     RegClass ac, int nb, int nc, RegClass cc);

/// One wgmma.mma_async of a K block: `nd` accumulators tied in/out, A as
/// `na` b32 registers (registerA) or one b64 descriptor, the B descriptor,
/// scale-d as a predicate set inside the block, the scale-a/b immediates
/// (omitted for integer accumulators) and the transpose immediates (16-bit
/// types only; imm-trans-a only with a descriptor A).
struct WgmmaAsmSpec {
  std::string instr; // from spellWgmma
  int nd = 0;
  RegClass acc = RegClass::F32;
  bool registerA = false;
  int na = 1;
  int scaleD = 1; // 0: D = A*B, 1: D = A*B + D
  /// The scale-d predicate from a run-time b32 operand (`r`, after the
  /// descriptors) instead of the immediate scaleD: CuTe's accumulate flag.
  bool scaleDOperand = false;
  bool scaleAB = true;
  int scaleA = 1, scaleB = 1;
  bool transposeImm = false; // f16/bf16
  bool aMnMajor = false, bMnMajor = false;
};
InlineAsm wgmmaAsm(const WgmmaAsmSpec &spec);

/// Where a tensor map lives, as tensormap instructions name the state space.
enum class TensormapSpace { SharedCta, Global, Generic };

/// `tensormap.replace.tile.<field>[.shared::cta|.global].b1024.<b32|b64>
/// [$0], [ordinal, ]$1;` for field global_address (b64), global_dim (b32,
/// ordinal = the dimension) or global_stride (b64, ordinal = the dimension
/// - 1: PTX indexes the rank-1 explicit strides). Operands: the descriptor
/// address (`r`, a 32-bit shared address, in shared memory, else `l`), the
/// value. Fails for any other field.
layout::Result<InlineAsm> tensormapReplaceAsm(const std::string &field,
                                              TensormapSpace space,
                                              int dimension);
/// `tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.
/// gpu.sync.aligned [$0], [$1], 128;` (global address `l`, shared `r`).
InlineAsm tensormapReleaseAsm();
/// `fence.proxy.tensormap::generic.acquire.gpu [$0], 128;` (`l`).
InlineAsm tensormapAcquireAsm();

/// `OP{.rnd}{.ftz}.f32x2 $0, $1, $2[, $3];` (`=l,l,l[,l]`): sm_100's packed
/// f32 add, mul (two sources) and fma (three), each pair a b64 register.
/// `op` is add, mul or fma; `rnd` rn, rz, rm or rp.
InlineAsm packedF32x2Asm(const std::string &op, const std::string &rnd,
                         bool ftz);

/// A global load or store of `words` 32-bit registers (1, 2 or 4) with an
/// L1 eviction priority (`evict_normal`, `evict_first`, `evict_last`,
/// `evict_unchanged`, `no_allocate`): `st.global.L1::P[.vN].b32 [$0],
/// {$1...};` (`l,r...`) or `ld.global.L1::P[.vN].b32 {$0...}, [$N];`
/// (`=r...,l`).
InlineAsm globalEvictionAsm(bool store, int words, const std::string &priority);

/// `mapa.shared::cluster.u32 $0, $1, $2;` (`=r,r,r`): the shared::cluster
/// address of a shared-memory address in the CTA of rank $2.
InlineAsm mapaSharedClusterAsm();

/// An mbarrier operation on a peer CTA's barrier (a shared::cluster address,
/// `r`) with its count (`r`): `kind` arrive (`.release`, count arrivals),
/// arrive_expect_tx (`.release`), expect_tx or complete_tx (`.relaxed`,
/// transaction bytes), at `scope` cta or cluster, e.g.
/// `mbarrier.arrive.release.cluster.shared::cluster.b64 _, [$0], $1;`.
layout::Result<InlineAsm> mbarrierPeerAsm(const std::string &kind,
                                          const std::string &scope);

} // namespace cute_nvgpu::target::ptx

#endif
