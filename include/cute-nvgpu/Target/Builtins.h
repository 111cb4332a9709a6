//===- Builtins.h - the CUDA tensor-core builtin table ----------*- C++ -*-===//
//
// Seed 004's WMMA/WGMMA builtins as one table (lib/Target/Builtins.cpp):
// IDs 678-770 in registration order, 91 registered names and two
// unregistered IDs. The `cute_nvgpu.builtin` verifier, the target pass, the
// lowering, `cute-nvgpu query builtins` and docs/builtins-table.md all read
// these rows; nothing else restates a builtin's shape, types, fragment
// counts or gate.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_BUILTINS_H
#define CUTE_NVGPU_TARGET_BUILTINS_H

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/Targets.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cute_nvgpu::target::builtins {

enum class Family : uint8_t { Hmma, Imma, Bmma, Dmma, Tf32, Bf16, Wgmma, None };
enum class Operation : uint8_t {
  LoadA,
  LoadB,
  LoadC,
  StoreD,
  Mma,
  MmaXorPopc, // b1: .xor.popc
  MmaAndPopc, // b1: .and.popc
  WgmmaMma,
  None, // an unregistered ID
};

/// Fragment slots; registers per thread in `frags`.
enum Slot { A = 0, B = 1, C = 2, D = 3 };

struct Builtin {
  int id;
  const char *name; // "" for an unregistered ID
  Family family;
  Operation op;
  int m, n, k; // n = 0 for WGMMA: N comes from the call
  /// PTX element types (seed 004's type enum spellings): A/B, C and D. A
  /// load/store row fills the one it moves.
  const char *abType, *cType, *dType;
  /// 32-bit (f64: 64-bit) registers per thread of A, B, C, D: the seed's
  /// fragment sizes, which are the PTX ISA's per-thread fragment sizes.
  int frags[4];

  bool registered() const { return *name != 0; }
  bool isLoad() const {
    return op == Operation::LoadA || op == Operation::LoadB ||
           op == Operation::LoadC;
  }
  bool isStore() const { return op == Operation::StoreD; }
  bool isWmmaMma() const {
    return op == Operation::Mma || op == Operation::MmaXorPopc ||
           op == Operation::MmaAndPopc;
  }
  /// The slot a load or store moves.
  Slot movedSlot() const;
  /// The PTX type of slot `s` ("" when the builtin has no such operand).
  const char *slotType(Slot s) const;
};

/// Every ID 678..770, in ID (= registration) order.
const std::vector<Builtin> &allBuiltins();
/// IDs and registered names (seed 004: 93 and 91).
constexpr int kFirstId = 678, kLastId = 770;
int registeredCount();

const Builtin *lookupBuiltin(std::string_view name);
const Builtin *lookupBuiltinId(int id);

const char *familyName(Family f); // "HMMA", ...
const char *operationName(Operation o); // "ld_a", "mma", ...

/// The C element type of a register of PTX element type `ptxType`: "i32"
/// for packed 16-bit, 8/4/1-bit, tf32 and s32 data, "f32", "f64".
const char *registerType(const std::string &ptxType);

/// The arch gate: `gate` with `minSm` as gateUnavailableReason reads them.
struct ArchGate {
  Gate gate;
  int minSm;
};
ArchGate archGate(const Builtin &b);
/// Seed 004's IMMA variant: 0 s8, 1 u8, 2 s4, 3 u4 (ld_c/st_c take their
/// shape's: 0 for the 8-bit shapes, 2 for m8n8k32); -1 outside IMMA.
int immaVariant(const Builtin &b);
/// Why `b` is not available on `t` ("" when it is): the family gate, the
/// SM72 partial-IMMA rule (variants > 1 refused on sm_72), and the
/// `.and.popc` / WGMMA hardware gates (docs/deviations.md).
std::string unavailableReason(const Builtin &b, const TargetInfo &t);
/// Sub-byte (s4/u4/b1) fragments exist only as row-major A and
/// column-major B (ptxas: "Illegal alayout '.col'"): the one rowcol value
/// ld_a (0), ld_b (1) and mma (1, row.col) accept; -1 when any is fine.
int requiredRowcol(const Builtin &b);
/// Lowest PTX ISA version (x10) of the instruction a builtin becomes.
int ptxIsa(const Builtin &b);

/// True when MLIR 22's nvvm.wmma.{load,store,mma} has the form (satf 0 for
/// the integer MMA); otherwise the lowering emits PtxBuilder's text.
bool hasNvvmForm(const Builtin &b, bool satf);
/// One line for `query` and the docs: "nvvm.wmma.mma" or "PTX <form>".
std::string loweringSummary(const Builtin &b);

/// WGMMA: seed 004's N dispatch. The pair of intrinsic IDs (integer-element,
/// float-element) for N, or nullopt when N is not one of its 32 cases.
std::optional<std::pair<int, int>> wgmmaNIntrinsics(int64_t n);

/// WGMMA config word (seed 004): bit 0 scale-d (1 accumulates into D),
/// bit 1 transpose B, bit 2 the A layout flag (transpose A), bit 4 negate A.
/// Bit 3 (the seed's B sign bit) is not part of the combined word.
struct WgmmaConfig {
  bool scaleD = true, transB = false, transA = false, negA = false;
  uint32_t pack() const;
  static WgmmaConfig unpack(uint32_t word);
};
/// WGMMA instruction K for the builtin's A/B type (16, 8 or 32).
int wgmmaK(const Builtin &b);
/// Which of the WGMMA constants a builtin takes (seed 004's per-builtin
/// argument layouts): f16 all; bf16 no negate; tf32/f8 no transposes.
bool wgmmaTakesNegate(const Builtin &b);
bool wgmmaTakesTranspose(const Builtin &b);

} // namespace cute_nvgpu::target::builtins

#endif
