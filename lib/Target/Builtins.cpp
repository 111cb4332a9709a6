//===- Builtins.cpp - the CUDA tensor-core builtin table ------------------===//
#include "cute-nvgpu/Target/Builtins.h"
#include "cute-nvgpu/Target/PtxBuilder.h"

namespace cute_nvgpu::target::builtins {
namespace {
using F = Family;
using O = Operation;

// Seed 004, IDs 678-770 in registration order. The per-shape operation
// order is the seed's; fragment counts are registers per thread (the seed's
// fragment-size rules: HMMA A/B 8, f16 C/D 4, f32 C/D 8; IMMA by shape;
// BMMA and m8n8k32 A/B 1, C/D 2). Where the seed leaves a hole, CUDA's own
// names fill it: the TF32 store is `__mma_m16n16k8_st_c_f32` (ID 764, the
// seventh ID of the seed's "758-764" load range), and 769/770 (the
// warp-group barrier IDs the seed lowers inline) are not registered.
//
// id, name, family, operation, M, N, K, A/B type, C type, D type,
// registers per thread {A, B, C, D}
const Builtin kBuiltins[] = {
    {678, "__hmma_m16n16k16_ld_a", F::Hmma, O::LoadA, 16, 16, 16, "f16", "", "", {8, 0, 0, 0}},
    {679, "__hmma_m16n16k16_ld_b", F::Hmma, O::LoadB, 16, 16, 16, "f16", "", "", {0, 8, 0, 0}},
    {680, "__hmma_m16n16k16_ld_c_f16", F::Hmma, O::LoadC, 16, 16, 16, "", "f16", "", {0, 0, 4, 0}},
    {681, "__hmma_m16n16k16_ld_c_f32", F::Hmma, O::LoadC, 16, 16, 16, "", "f32", "", {0, 0, 8, 0}},
    {682, "__hmma_m16n16k16_st_c_f16", F::Hmma, O::StoreD, 16, 16, 16, "", "", "f16", {0, 0, 0, 4}},
    {683, "__hmma_m16n16k16_st_c_f32", F::Hmma, O::StoreD, 16, 16, 16, "", "", "f32", {0, 0, 0, 8}},
    {684, "__hmma_m16n16k16_mma_f16f16", F::Hmma, O::Mma, 16, 16, 16, "f16", "f16", "f16", {8, 8, 4, 4}},
    {685, "__hmma_m16n16k16_mma_f32f16", F::Hmma, O::Mma, 16, 16, 16, "f16", "f16", "f32", {8, 8, 4, 8}},
    {686, "__hmma_m16n16k16_mma_f16f32", F::Hmma, O::Mma, 16, 16, 16, "f16", "f32", "f16", {8, 8, 8, 4}},
    {687, "__hmma_m16n16k16_mma_f32f32", F::Hmma, O::Mma, 16, 16, 16, "f16", "f32", "f32", {8, 8, 8, 8}},
    {688, "__hmma_m32n8k16_ld_a", F::Hmma, O::LoadA, 32, 8, 16, "f16", "", "", {8, 0, 0, 0}},
    {689, "__hmma_m32n8k16_ld_b", F::Hmma, O::LoadB, 32, 8, 16, "f16", "", "", {0, 8, 0, 0}},
    {690, "__hmma_m32n8k16_ld_c_f16", F::Hmma, O::LoadC, 32, 8, 16, "", "f16", "", {0, 0, 4, 0}},
    {691, "__hmma_m32n8k16_ld_c_f32", F::Hmma, O::LoadC, 32, 8, 16, "", "f32", "", {0, 0, 8, 0}},
    {692, "__hmma_m32n8k16_st_c_f16", F::Hmma, O::StoreD, 32, 8, 16, "", "", "f16", {0, 0, 0, 4}},
    {693, "__hmma_m32n8k16_st_c_f32", F::Hmma, O::StoreD, 32, 8, 16, "", "", "f32", {0, 0, 0, 8}},
    {694, "__hmma_m32n8k16_mma_f16f16", F::Hmma, O::Mma, 32, 8, 16, "f16", "f16", "f16", {8, 8, 4, 4}},
    {695, "__hmma_m32n8k16_mma_f32f16", F::Hmma, O::Mma, 32, 8, 16, "f16", "f16", "f32", {8, 8, 4, 8}},
    {696, "__hmma_m32n8k16_mma_f16f32", F::Hmma, O::Mma, 32, 8, 16, "f16", "f32", "f16", {8, 8, 8, 4}},
    {697, "__hmma_m32n8k16_mma_f32f32", F::Hmma, O::Mma, 32, 8, 16, "f16", "f32", "f32", {8, 8, 8, 8}},
    {698, "__hmma_m8n32k16_ld_a", F::Hmma, O::LoadA, 8, 32, 16, "f16", "", "", {8, 0, 0, 0}},
    {699, "__hmma_m8n32k16_ld_b", F::Hmma, O::LoadB, 8, 32, 16, "f16", "", "", {0, 8, 0, 0}},
    {700, "__hmma_m8n32k16_ld_c_f16", F::Hmma, O::LoadC, 8, 32, 16, "", "f16", "", {0, 0, 4, 0}},
    {701, "__hmma_m8n32k16_ld_c_f32", F::Hmma, O::LoadC, 8, 32, 16, "", "f32", "", {0, 0, 8, 0}},
    {702, "__hmma_m8n32k16_st_c_f16", F::Hmma, O::StoreD, 8, 32, 16, "", "", "f16", {0, 0, 0, 4}},
    {703, "__hmma_m8n32k16_st_c_f32", F::Hmma, O::StoreD, 8, 32, 16, "", "", "f32", {0, 0, 0, 8}},
    {704, "__hmma_m8n32k16_mma_f16f16", F::Hmma, O::Mma, 8, 32, 16, "f16", "f16", "f16", {8, 8, 4, 4}},
    {705, "__hmma_m8n32k16_mma_f32f16", F::Hmma, O::Mma, 8, 32, 16, "f16", "f16", "f32", {8, 8, 4, 8}},
    {706, "__hmma_m8n32k16_mma_f16f32", F::Hmma, O::Mma, 8, 32, 16, "f16", "f32", "f16", {8, 8, 8, 4}},
    {707, "__hmma_m8n32k16_mma_f32f32", F::Hmma, O::Mma, 8, 32, 16, "f16", "f32", "f32", {8, 8, 8, 8}},
    {708, "__imma_m16n16k16_ld_a_s8", F::Imma, O::LoadA, 16, 16, 16, "s8", "", "", {2, 0, 0, 0}},
    {709, "__imma_m16n16k16_ld_a_u8", F::Imma, O::LoadA, 16, 16, 16, "u8", "", "", {2, 0, 0, 0}},
    {710, "__imma_m16n16k16_ld_b_s8", F::Imma, O::LoadB, 16, 16, 16, "s8", "", "", {0, 2, 0, 0}},
    {711, "__imma_m16n16k16_ld_b_u8", F::Imma, O::LoadB, 16, 16, 16, "u8", "", "", {0, 2, 0, 0}},
    {712, "__imma_m16n16k16_ld_c", F::Imma, O::LoadC, 16, 16, 16, "", "s32", "", {0, 0, 8, 0}},
    {713, "__imma_m16n16k16_st_c_i32", F::Imma, O::StoreD, 16, 16, 16, "", "", "s32", {0, 0, 0, 8}},
    {714, "__imma_m16n16k16_mma_s8", F::Imma, O::Mma, 16, 16, 16, "s8", "s32", "s32", {2, 2, 8, 8}},
    {715, "__imma_m16n16k16_mma_u8", F::Imma, O::Mma, 16, 16, 16, "u8", "s32", "s32", {2, 2, 8, 8}},
    {716, "__imma_m32n8k16_ld_a_s8", F::Imma, O::LoadA, 32, 8, 16, "s8", "", "", {4, 0, 0, 0}},
    {717, "__imma_m32n8k16_ld_a_u8", F::Imma, O::LoadA, 32, 8, 16, "u8", "", "", {4, 0, 0, 0}},
    {718, "__imma_m32n8k16_ld_b_s8", F::Imma, O::LoadB, 32, 8, 16, "s8", "", "", {0, 1, 0, 0}},
    {719, "__imma_m32n8k16_ld_b_u8", F::Imma, O::LoadB, 32, 8, 16, "u8", "", "", {0, 1, 0, 0}},
    {720, "__imma_m32n8k16_ld_c", F::Imma, O::LoadC, 32, 8, 16, "", "s32", "", {0, 0, 8, 0}},
    {721, "__imma_m32n8k16_st_c_i32", F::Imma, O::StoreD, 32, 8, 16, "", "", "s32", {0, 0, 0, 8}},
    {722, "__imma_m32n8k16_mma_s8", F::Imma, O::Mma, 32, 8, 16, "s8", "s32", "s32", {4, 1, 8, 8}},
    {723, "__imma_m32n8k16_mma_u8", F::Imma, O::Mma, 32, 8, 16, "u8", "s32", "s32", {4, 1, 8, 8}},
    {724, "__imma_m8n32k16_ld_a_s8", F::Imma, O::LoadA, 8, 32, 16, "s8", "", "", {1, 0, 0, 0}},
    {725, "__imma_m8n32k16_ld_a_u8", F::Imma, O::LoadA, 8, 32, 16, "u8", "", "", {1, 0, 0, 0}},
    {726, "__imma_m8n32k16_ld_b_s8", F::Imma, O::LoadB, 8, 32, 16, "s8", "", "", {0, 4, 0, 0}},
    {727, "__imma_m8n32k16_ld_b_u8", F::Imma, O::LoadB, 8, 32, 16, "u8", "", "", {0, 4, 0, 0}},
    {728, "__imma_m8n32k16_ld_c", F::Imma, O::LoadC, 8, 32, 16, "", "s32", "", {0, 0, 8, 0}},
    {729, "__imma_m8n32k16_st_c_i32", F::Imma, O::StoreD, 8, 32, 16, "", "", "s32", {0, 0, 0, 8}},
    {730, "__imma_m8n32k16_mma_s8", F::Imma, O::Mma, 8, 32, 16, "s8", "s32", "s32", {1, 4, 8, 8}},
    {731, "__imma_m8n32k16_mma_u8", F::Imma, O::Mma, 8, 32, 16, "u8", "s32", "s32", {1, 4, 8, 8}},
    {732, "__imma_m8n8k32_ld_a_s4", F::Imma, O::LoadA, 8, 8, 32, "s4", "", "", {1, 0, 0, 0}},
    {733, "__imma_m8n8k32_ld_a_u4", F::Imma, O::LoadA, 8, 8, 32, "u4", "", "", {1, 0, 0, 0}},
    {734, "__imma_m8n8k32_ld_b_s4", F::Imma, O::LoadB, 8, 8, 32, "s4", "", "", {0, 1, 0, 0}},
    {735, "__imma_m8n8k32_ld_b_u4", F::Imma, O::LoadB, 8, 8, 32, "u4", "", "", {0, 1, 0, 0}},
    {736, "__imma_m8n8k32_ld_c", F::Imma, O::LoadC, 8, 8, 32, "", "s32", "", {0, 0, 2, 0}},
    {737, "__imma_m8n8k32_st_c_i32", F::Imma, O::StoreD, 8, 8, 32, "", "", "s32", {0, 0, 0, 2}},
    {738, "__imma_m8n8k32_mma_s4", F::Imma, O::Mma, 8, 8, 32, "s4", "s32", "s32", {1, 1, 2, 2}},
    {739, "__imma_m8n8k32_mma_u4", F::Imma, O::Mma, 8, 8, 32, "u4", "s32", "s32", {1, 1, 2, 2}},
    {740, "__bmma_m8n8k128_ld_a_b1", F::Bmma, O::LoadA, 8, 8, 128, "b1", "", "", {1, 0, 0, 0}},
    {741, "__bmma_m8n8k128_ld_b_b1", F::Bmma, O::LoadB, 8, 8, 128, "b1", "", "", {0, 1, 0, 0}},
    {742, "__bmma_m8n8k128_ld_c", F::Bmma, O::LoadC, 8, 8, 128, "", "s32", "", {0, 0, 2, 0}},
    {743, "__bmma_m8n8k128_st_c_i32", F::Bmma, O::StoreD, 8, 8, 128, "", "", "s32", {0, 0, 0, 2}},
    {744, "__bmma_m8n8k128_mma_xor_popc_b1", F::Bmma, O::MmaXorPopc, 8, 8, 128, "b1", "s32", "s32", {1, 1, 2, 2}},
    {745, "__bmma_m8n8k128_mma_and_popc_b1", F::Bmma, O::MmaAndPopc, 8, 8, 128, "b1", "s32", "s32", {1, 1, 2, 2}},
    {746, "__dmma_m8n8k4_mma_f64", F::Dmma, O::Mma, 8, 8, 4, "f64", "f64", "f64", {1, 1, 2, 2}},
    {747, "__mma_tf32_m16n16k8_mma_f32", F::Tf32, O::Mma, 16, 16, 8, "tf32", "f32", "f32", {4, 4, 8, 8}},
    {748, "__mma_bf16_m16n16k16_mma_f32", F::Bf16, O::Mma, 16, 16, 16, "bf16", "f32", "f32", {4, 4, 8, 8}},
    {749, "__mma_bf16_m32n8k16_mma_f32", F::Bf16, O::Mma, 32, 8, 16, "bf16", "f32", "f32", {8, 2, 8, 8}},
    {750, "__mma_bf16_m8n32k16_mma_f32", F::Bf16, O::Mma, 8, 32, 16, "bf16", "f32", "f32", {2, 8, 8, 8}},
    {751, "__dmma_m8n8k4_st_c_f64", F::Dmma, O::StoreD, 8, 8, 4, "", "", "f64", {0, 0, 0, 2}},
    {752, "__dmma_m8n8k4_ld_a", F::Dmma, O::LoadA, 8, 8, 4, "f64", "", "", {1, 0, 0, 0}},
    {753, "__dmma_m8n8k4_ld_b", F::Dmma, O::LoadB, 8, 8, 4, "f64", "", "", {0, 1, 0, 0}},
    {754, "__dmma_m8n8k4_ld_c", F::Dmma, O::LoadC, 8, 8, 4, "", "f64", "", {0, 0, 2, 0}},
    {755, "__mma_tf32_m16n16k8_ld_a", F::Tf32, O::LoadA, 16, 16, 8, "tf32", "", "", {4, 0, 0, 0}},
    {756, "__mma_tf32_m16n16k8_ld_b", F::Tf32, O::LoadB, 16, 16, 8, "tf32", "", "", {0, 4, 0, 0}},
    {757, "__mma_tf32_m16n16k8_ld_c", F::Tf32, O::LoadC, 16, 16, 8, "", "f32", "", {0, 0, 8, 0}},
    {758, "__mma_bf16_m16n16k16_ld_a", F::Bf16, O::LoadA, 16, 16, 16, "bf16", "", "", {4, 0, 0, 0}},
    {759, "__mma_bf16_m16n16k16_ld_b", F::Bf16, O::LoadB, 16, 16, 16, "bf16", "", "", {0, 4, 0, 0}},
    {760, "__mma_bf16_m32n8k16_ld_a", F::Bf16, O::LoadA, 32, 8, 16, "bf16", "", "", {8, 0, 0, 0}},
    {761, "__mma_bf16_m32n8k16_ld_b", F::Bf16, O::LoadB, 32, 8, 16, "bf16", "", "", {0, 2, 0, 0}},
    {762, "__mma_bf16_m8n32k16_ld_a", F::Bf16, O::LoadA, 8, 32, 16, "bf16", "", "", {2, 0, 0, 0}},
    {763, "__mma_bf16_m8n32k16_ld_b", F::Bf16, O::LoadB, 8, 32, 16, "bf16", "", "", {0, 8, 0, 0}},
    {764, "__mma_m16n16k8_st_c_f32", F::Tf32, O::StoreD, 16, 16, 8, "", "", "f32", {0, 0, 0, 8}},
    {765, "__wgmma_mma_async_f16", F::Wgmma, O::WgmmaMma, 64, 0, 16, "f16", "", "", {0, 0, 0, 0}},
    {766, "__wgmma_mma_async_bf16", F::Wgmma, O::WgmmaMma, 64, 0, 16, "bf16", "", "", {0, 0, 0, 0}},
    {767, "__wgmma_mma_async_tf32", F::Wgmma, O::WgmmaMma, 64, 0, 8, "tf32", "", "", {0, 0, 0, 0}},
    {768, "__wgmma_mma_async_f8", F::Wgmma, O::WgmmaMma, 64, 0, 32, "e4m3", "", "", {0, 0, 0, 0}},
    {769, "", F::None, O::None, 0, 0, 0, "", "", "", {0, 0, 0, 0}},
    {770, "", F::None, O::None, 0, 0, 0, "", "", "", {0, 0, 0, 0}},
};
constexpr int kNumRows = sizeof(kBuiltins) / sizeof(kBuiltins[0]);
static_assert(kNumRows == kLastId - kFirstId + 1, "one row per ID");

bool isSubByte(const std::string &t) { return t == "s4" || t == "u4" || t == "b1"; }
} // namespace

Slot Builtin::movedSlot() const {
  switch (op) {
  case Operation::LoadA: return A;
  case Operation::LoadB: return B;
  case Operation::LoadC: return C;
  default: return D;
  }
}

const char *Builtin::slotType(Slot s) const {
  switch (s) {
  case A:
  case B: return abType;
  case C: return cType;
  case D: return dType;
  }
  return "";
}

const std::vector<Builtin> &allBuiltins() {
  static const std::vector<Builtin> rows(kBuiltins, kBuiltins + kNumRows);
  return rows;
}

int registeredCount() {
  int n = 0;
  for (const Builtin &b : allBuiltins())
    n += b.registered();
  return n;
}

const Builtin *lookupBuiltin(std::string_view name) {
  if (name.empty())
    return nullptr;
  for (const Builtin &b : allBuiltins())
    if (name == b.name)
      return &b;
  return nullptr;
}

const Builtin *lookupBuiltinId(int id) {
  if (id < kFirstId || id > kLastId)
    return nullptr;
  return &allBuiltins()[id - kFirstId];
}

const char *familyName(Family f) {
  switch (f) {
  case F::Hmma: return "HMMA";
  case F::Imma: return "IMMA";
  case F::Bmma: return "BMMA";
  case F::Dmma: return "DMMA";
  case F::Tf32: return "TF32";
  case F::Bf16: return "BF16";
  case F::Wgmma: return "WGMMA";
  case F::None: return "-";
  }
  return "-";
}

const char *operationName(Operation o) {
  switch (o) {
  case O::LoadA: return "ld_a";
  case O::LoadB: return "ld_b";
  case O::LoadC: return "ld_c";
  case O::StoreD: return "st_c";
  case O::Mma: return "mma";
  case O::MmaXorPopc: return "mma.xor.popc";
  case O::MmaAndPopc: return "mma.and.popc";
  case O::WgmmaMma: return "wgmma.mma_async";
  case O::None: return "-";
  }
  return "-";
}

const char *registerType(const std::string &t) {
  if (t == "f32")
    return "f32";
  if (t == "f64")
    return "f64";
  return "i32";
}

ArchGate archGate(const Builtin &b) {
  switch (b.family) {
  case F::Hmma: return {Gate::Any, 70};
  case F::Imma: return {Gate::Any, 72};
  // The seed's `v8 > 0x48`: SM73+, i.e. SM75 on the roster; `.and.popc`
  // needs SM80 (ptxas: "Modifier '.and' on 'wmma.mma' requires .target
  // sm_80").
  case F::Bmma: return {Gate::Any, b.op == O::MmaAndPopc ? 80 : 75};
  case F::Dmma:
  case F::Tf32:
  case F::Bf16: return {Gate::Any, 80};
  // wgmma assembles on sm_90a only.
  case F::Wgmma: return {Gate::Sm90aOnly, 90};
  case F::None: break;
  }
  return {Gate::Any, 0};
}

int immaVariant(const Builtin &b) {
  if (b.family != F::Imma)
    return -1;
  if (b.k == 32) // m8n8k32: the sub-byte shape
    return std::string(b.abType) == "u4" ? 3 : 2;
  return std::string(b.abType) == "u8" ? 1 : 0;
}

std::string unavailableReason(const Builtin &b, const TargetInfo &t) {
  if (!b.registered())
    return "builtin ID " + std::to_string(b.id) + " is not registered";
  std::string what = std::string("`") + b.name + "`";
  ArchGate g = archGate(b);
  std::string why = gateUnavailableReason(g.gate, g.minSm, what, t);
  if (!why.empty())
    return why;
  // Seed 004: immaldab/immamma reject `v8 == 72 && variant > 1`.
  if (t.sm == 72 && immaVariant(b) > 1)
    return what + " is IMMA variant " + std::to_string(immaVariant(b)) +
           "; sm_72 has only the 8-bit IMMA variants 0 and 1 (sub-byte "
           "forms need SM75 or newer)";
  return "";
}

int requiredRowcol(const Builtin &b) {
  if (!isSubByte(b.abType))
    return -1;
  if (b.op == O::LoadA)
    return 0;
  if (b.op == O::LoadB || b.isWmmaMma())
    return 1;
  return -1;
}

int ptxIsa(const Builtin &b) {
  switch (b.family) {
  // wmma takes `.aligned` from PTX 6.3 on; every spelling here has it.
  case F::Hmma:
  case F::Imma:
  case F::Bmma: return b.op == O::MmaAndPopc ? 71 : 63;
  case F::Dmma:
  case F::Tf32:
  case F::Bf16: return 70;
  case F::Wgmma: return 80;
  case F::None: break;
  }
  return 0;
}

bool hasNvvmForm(const Builtin &b, bool satf) {
  switch (b.family) {
  case F::Hmma:
    // nvvm.wmma.mma keys f16 forms by one accumulator type (C == D).
    return !b.isWmmaMma() || std::string(b.cType) == b.dType;
  case F::Imma:
    if (b.k == 32)
      return false; // no s4/u4 or m8n8k32 forms in MLIR 22
    if (b.isWmmaMma())
      return !satf; // nvvm.wmma.mma has no .satfinite
    // A single-register load result does not translate (MLIR 22 wants a
    // one-field struct that the intrinsic does not return).
    return !(b.isLoad() && b.frags[b.movedSlot()] == 1);
  case F::Dmma:
  case F::Tf32: return true;
  case F::Bmma:
  case F::Bf16:
  case F::Wgmma:
  case F::None: return false;
  }
  return false;
}

std::string loweringSummary(const Builtin &b) {
  namespace ptx = target::ptx;
  if (!b.registered())
    return "-";
  if (b.family == F::Wgmma) {
    layout::Result<std::string> s =
        ptx::spellWgmma(8, wgmmaK(b), "f32", b.abType, b.abType);
    std::string text = s.ok() ? *s : s.error().message;
    // N from the call: show the family, not one N.
    size_t at = text.find("m64n8k");
    if (at != std::string::npos)
      text.replace(at, 6, "m64nNk");
    return "PTX fence; " + text + "; commit; wait 0";
  }
  bool nvvm = hasNvvmForm(b, false);
  std::string out;
  if (b.isLoad())
    out = nvvm ? "nvvm.wmma.load" : "";
  else if (b.isStore())
    out = nvvm ? "nvvm.wmma.store" : "";
  else
    out = nvvm ? "nvvm.wmma.mma" : "";
  if (!out.empty()) {
    if (b.family == F::Imma && b.isWmmaMma())
      out += " (satf 1: PTX .satfinite)";
    return out;
  }
  uint8_t shape = ptx::shapeCode(b.m, b.n, b.k);
  layout::Result<std::string> s = std::string();
  if (b.isLoad()) {
    Slot sl = b.movedSlot();
    // Sub-byte B has only the column-major layout.
    s = ptx::spellWmmaLoad("abc"[sl], requiredRowcol(b) == 1, shape,
                           ptx::typeCode(b.slotType(sl)), "");
  } else if (b.isStore()) {
    s = ptx::spellWmmaStore(false, shape, ptx::typeCode(b.dType), "");
  } else {
    ptx::MmaWord w;
    w.shape = shape;
    w.al = 0;
    w.bl = 1;
    w.aty = w.bty = ptx::typeCode(b.abType);
    w.opc = b.op == O::MmaAndPopc ? 1 : b.op == O::MmaXorPopc ? 2 : 0;
    s = ptx::spellWmmaMma(w, ptx::typeCode(b.dType), ptx::typeCode(b.cType));
  }
  return "PTX " + (s.ok() ? *s : s.error().message);
}

std::optional<std::pair<int, int>> wgmmaNIntrinsics(int64_t n) {
  // Seed 004's N switch: (N, integer-element ID, float-element ID).
  static const int kTable[][3] = {
      {8, 10774, 10775},   {16, 10690, 10691},  {24, 10734, 10735},
      {32, 10742, 10743},  {40, 10746, 10747},  {48, 10750, 10751},
      {56, 10754, 10755},  {64, 10758, 10759},  {72, 10762, 10763},
      {80, 10766, 10767},  {88, 10770, 10771},  {96, 10778, 10779},
      {104, 10654, 10655}, {112, 10658, 10659}, {120, 10662, 10663},
      {128, 10666, 10667}, {136, 10670, 10671}, {144, 10674, 10675},
      {152, 10678, 10679}, {160, 10682, 10683}, {168, 10686, 10687},
      {176, 10694, 10695}, {184, 10698, 10699}, {192, 10702, 10703},
      {200, 10706, 10707}, {208, 10710, 10711}, {216, 10714, 10715},
      {224, 10718, 10719}, {232, 10722, 10723}, {240, 10726, 10727},
      {248, 10730, 10731}, {256, 10738, 10739}};
  for (const auto &row : kTable)
    if (row[0] == n)
      return std::make_pair(row[1], row[2]);
  return std::nullopt;
}

uint32_t WgmmaConfig::pack() const {
  return uint32_t(scaleD) | (uint32_t(transB) << 1) | (uint32_t(transA) << 2) |
         (uint32_t(negA) << 4);
}

WgmmaConfig WgmmaConfig::unpack(uint32_t w) {
  WgmmaConfig c;
  c.scaleD = w & 1;
  c.transB = (w >> 1) & 1;
  c.transA = (w >> 2) & 1;
  c.negA = (w >> 4) & 1;
  return c;
}

int wgmmaK(const Builtin &b) { return b.family == F::Wgmma ? b.k : 0; }

bool wgmmaTakesNegate(const Builtin &b) {
  return b.family == F::Wgmma && std::string(b.abType) != "bf16";
}

bool wgmmaTakesTranspose(const Builtin &b) {
  std::string t = b.abType;
  return b.family == F::Wgmma && (t == "f16" || t == "bf16");
}

} // namespace cute_nvgpu::target::builtins
