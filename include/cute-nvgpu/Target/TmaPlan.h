//===- TmaPlan.h - the TMA descriptor plan ----------------------*- C++ -*-===//
//
// What cuTensorMapEncodeTiled receives for a TMA copy, computed as CuTe's
// make_tma_copy computes it (the G-basis from Layout/TmaBasis.h, then
// make_tma_copy_desc's shapes, byte strides, box and enums), plus the TMA
// coordinate tensor and the mbarrier transaction bytes. One function, used
// by the cute_nvgpu verifiers (types only) and `cute-nvgpu tma plan`
// (numbers). Every refusal names the rule and the offending value.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_TMAPLAN_H
#define CUTE_NVGPU_TARGET_TMAPLAN_H

#include "cute-nvgpu/Layout/Layout.h"
#include "cute-nvgpu/Target/Targets.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace cute_nvgpu::target::tma {

enum class Op { Load, LoadMulticast, Store, Reduce };
std::optional<Op> opFromName(std::string_view name); // load, load-multicast, ...

/// An element type TMA can move: its MLIR spelling, the CUtensorMapDataType
/// CuTe's to_CUtensorMapDataType gives it and its width.
struct DataType {
  const char *name;  // "f16", "bf16", "tf32", "i8", "ui8", ...
  const char *cuda;  // "CU_TENSOR_MAP_DATA_TYPE_FLOAT16"
  int bits;
};
/// The row of `name` (MLIR spelling; u8 for ui8 and so on accepted), or null.
const DataType *dataTypeOf(std::string_view name);
/// The names of every row, for help texts.
std::string dataTypeNames();

/// The CUtensorMapSwizzle of a byte-address swizzle Sw<B,M,S> (CuTe's
/// get_tma_swizzle_bits/base): M=4 with B 0..3 (S=3 when B>0) are NONE,
/// 32B, 64B, 128B; Sw<2,5,2> and Sw<2,6,S> are sm_100's 128B_ATOM_32B and
/// 128B_ATOM_64B. Anything else has no TMA form.
layout::Result<const char *> swizzleMode(const layout::Swizzle &s);
/// A TMA SMEM layout split into its byte-address swizzle (Sw<0,4,3> when
/// none), the static plain layout and the swizzle's CUtensorMapSwizzle;
/// refused when it is neither `layout` nor `Sw o 0 o layout`.
struct TmaSmem {
  layout::Swizzle swizzle;
  layout::Layout layout;
  const char *swizzleMode = nullptr;
};
layout::Result<TmaSmem> tmaSmemOf(const layout::AnyLayout &smem);

/// The driver's rules on one global extent (1..2^32) and one global byte
/// stride (a 16-byte multiple below 2^40): "" or the refusal naming
/// globalDim[i] / globalStrides[i]. Unknown (run-time) values pass.
std::string globalDimRule(int i, std::optional<uint64_t> dim);
std::string globalStrideRule(int i, std::optional<uint64_t> bytes);

/// The bytes one swizzle row spans (0 without swizzle).
int swizzleSpanBytes(const layout::Swizzle &s);

/// Whether PTX's cp.reduce.async.bulk.tensor defines reduction `kind`
/// (ADD MIN MAX INC DEC AND OR XOR) for an element type (MLIR spelling;
/// signless integers are the signed formats their descriptors name): ADD
/// f16 bf16 f32 32-bit integers ui64; MIN/MAX f16 bf16 32- and 64-bit
/// integers; INC/DEC ui32; AND/OR/XOR 32- and 64-bit integers.
bool reductionAllowed(std::string_view kind, std::string_view elem);
/// The element types `kind` takes, for diagnostics ("f16, bf16, ...").
std::string reductionTypes(std::string_view kind);

/// The TMA instruction forms whose tiers differ (ptxas 13.0).
enum class TmaForm {
  Copy,       // cp.async.bulk.tensor load/store/reduce, the tensormap fences
  Multicast,  // .multicast::cluster
  CtaPair,    // cta_group::2
  Replace,    // tensormap.replace
};
/// "" when `t` has the form, else why not, naming `what` and the targets
/// that have it. Multicast off the "a"/"f" targets that ptxas recommends
/// is accepted with an advisory: `advisory` receives it and "" is returned.
std::string tmaFormUnavailableReason(TmaForm form, const std::string &what,
                                     const TargetInfo &t,
                                     std::string *advisory = nullptr);

struct PlanInput {
  Op op = Op::Load;
  const DataType *type = nullptr;
  /// The GMEM layout in elements: run-time leaves are `?` (they decide the
  /// structure exactly as CuTe's static/run-time integers do).
  layout::Layout gmem;
  /// The same layout with every leaf's value, when known (the CLI); the
  /// plan's numbers are then filled in and checked.
  std::optional<layout::Layout> gmemValues;
  /// The SMEM layout: a layout, or a composed one whose swizzle acts on the
  /// byte address (as CuTe's smem_ptr swizzles and CuTe DSL's do).
  layout::AnyLayout smem;
  /// The CTA value map: SMEM index -> GMEM coordinate (scaled bases).
  layout::Layout ctaVMap;
  int64_t multicast = 1;
};

struct Plan {
  layout::Layout gbasis; // TMA box mode -> GMEM mode(s)
  std::string tensorDataType;
  int tensorRank = 0;
  std::vector<std::optional<uint64_t>> globalDim;
  std::vector<std::optional<uint64_t>> globalStrides; // bytes, rank-1
  std::vector<uint32_t> boxDim, elementStrides;
  std::string interleave, swizzle, l2Promotion, oobFill;
  layout::Layout tmaTensor; // shape(gmem) : TMA coordinate bases
  int64_t expectTxBytes = 0;
  // CuTe's NumBitsPerTMA, size(gbasis) * element bits: the whole CTA tile
  // one TMA copy covers; under multicast each of the CTAs loads
  // copyBits / multicast of it (the box split along the outermost mode).
  int64_t copyBits = 0;
};

layout::Result<Plan> makePlan(const PlanInput &in);

/// The CTA value map CuTe's make_tma_copy builds from a CTA tile:
/// make_identity_layout(shape(gmem)) o tile.
layout::Result<layout::Layout> ctaVMapOfTile(const layout::Layout &gmem,
                                             const layout::TileNode &tile);

/// make_tma_copy's cta_tiler as written: a shape (nested ones included,
/// `(_128,(_32,_2))`) or a tiler (`<_64:_2,_64:_1>`); errors name --cta-tile.
layout::Result<layout::TileNode> ctaTileFromText(const std::string &tile);

/// The element type, GMEM layout (structure and values) and SMEM layout of
/// a plan, read as planInputFromText reads them; the rest left default.
layout::Result<PlanInput> planOperandsFromText(std::string_view elem,
                                               const std::string &gmem,
                                               const std::string &smem);

/// The input of `cute-nvgpu tma plan`, from layouts written as cute::print
/// shows them: in the GMEM layout `_N` is a compile-time integer and a plain
/// N a run-time one (which decides, as in CuTe, which modes are dropped and
/// merged); `smem_ptr[16b](unset)` in a swizzled SMEM layout reads as the
/// offset 0; the CTA tile is make_tma_copy's cta_tiler: a shape, nested
/// ones included (`(_128,(_32,_2))`), or a tiler (`<_64:_2,_64:_1>`).
/// Errors name the argument (`--gmem: ...`).
layout::Result<PlanInput> planInputFromText(Op op, std::string_view elem,
                                            const std::string &gmem,
                                            const std::string &smem,
                                            const std::string &ctaTile,
                                            int64_t multicast);

/// The value of a CUtensorMap* enumerator the plan names
/// ("CU_TENSOR_MAP_SWIZZLE_128B" -> 3; cuda.h: each enum counts from 0 in
/// the order listed), or -1.
int tensorMapEnumValue(std::string_view name);
/// `name: value` lines, lists as `[a,b]`, unknown numbers as `?`.
std::string formatPlan(const Plan &p);

/// A plan's list as `[a,b]`, an unknown (nullopt) entry as `?`.
template <typename T> std::string formatList(const std::vector<T> &v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) {
    s += i ? "," : "";
    if constexpr (std::is_same_v<T, std::optional<uint64_t>>)
      s += v[i] ? std::to_string(*v[i]) : "?";
    else
      s += std::to_string(v[i]);
  }
  return s + "]";
}

} // namespace cute_nvgpu::target::tma

#endif // CUTE_NVGPU_TARGET_TMAPLAN_H
