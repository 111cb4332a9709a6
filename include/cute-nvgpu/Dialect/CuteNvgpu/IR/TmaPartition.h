//===- TmaPartition.h - the TMA partition verifier --------------*- C++ -*-===//
//
// The eleven checks a TMA copy's SMEM layout, GMEM tensor and CTA value map
// must pass, in order, each with its fixed diagnostic; on success the
// packed partition result: the TMA coordinate tensor type, the non-exec
// atom type the operands give, the tile's element count, the flags word of
// what the walk learned, the swizzle mode and the TMA rank.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_DIALECT_CUTENVGPU_IR_TMAPARTITION_H
#define CUTE_NVGPU_DIALECT_CUTENVGPU_IR_TMAPARTITION_H

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Layout/TmaBasis.h"
#include "cute-nvgpu/Target/TmaIm2colPlan.h"
#include "cute-nvgpu/Target/TmaPlan.h"

#include <optional>

namespace cute_nvgpu {

/// The bits of TmaPartitionResult::flags.
enum TmaPartitionFlag : uint16_t {
  kTmaFlagMulticast = 1u << 0,
  kTmaFlagIm2col = 1u << 1,
  kTmaFlagIm2colW = 1u << 2,
  kTmaFlagIm2colW128 = 1u << 3,
  kTmaFlagTwoCta = 1u << 4,
  kTmaFlagSparse = 1u << 5,
  kTmaFlagStaticSmem = 1u << 6,
  kTmaFlagStaticVMap = 1u << 7,
  kTmaFlagGmemIntStride = 1u << 8,
  kTmaFlagSmemIntStride = 1u << 9,
  kTmaFlagShapeEquiv = 1u << 10,
  kTmaFlagGbasisOk = 1u << 11,
  kTmaFlagS2tDescriptor = 1u << 12,
  kTmaFlagPrefetchEligible = 1u << 13,
};

struct TmaPartitionResult {
  mlir::Type tmaTensorType;     // the TMA coordinate tensor
  uint32_t tileElementCount = 0; // size(SMEM layout) * num_multicast
  uint16_t flags = 0;
  uint8_t swizzleMode = 0; // 0 none, 2 128B, 3 32B or 64B
  uint8_t rank = 0;        // TMA rank, 1..5
  mlir::Type nonExecAtom;  // the atom type the operands give
  target::tma::Plan plan;  // what cuTensorMapEncodeTiled receives
};

enum class TmaVariant { Load, Store, Reduce };

struct TmaPartitionInput {
  TmaVariant variant = TmaVariant::Load;
  mlir::Type smem, gmem, ctaVMap;
  std::optional<TiledTmaLoad> loadKind;       // load only
  std::optional<TmaReduceKind> reduceKind;    // reduce only
  std::optional<int64_t> numMulticast;        // load only; absent: unstated
  mlir::Type internalType;                    // null: the element type
};

/// The partition of a make_non_exec_tiled_tma_{load,store,reduce} op, as its
/// verifier computes it (the host lowering encodes the plan); failure
/// (diagnosed) for other ops.
mlir::FailureOr<TmaPartitionResult> nonExecTmaPartition(mlir::Operation *op);

/// The im2col plan of a make_non_exec_im2col_tma_{load,store} op, as its
/// verifier computes it (the host lowering encodes it); failure
/// (diagnosed) for other ops.
mlir::FailureOr<target::tma::Im2colPlan>
nonExecIm2colPlan(mlir::Operation *op);

/// An element type's printed name, as the TMA tables (target::tma) key
/// element types.
std::string tmaTypeName(mlir::Type elem);

/// A cluster has at most 16 CTAs (non-portable size); a multicast TMA
/// load's mask is 16 bits, one per CTA.
constexpr int64_t kMaxMulticastCtas = 16;
/// Whether `n` is a multicast TMA load's CTA count (1 to 16).
inline bool isMulticastCount(std::optional<int64_t> n) {
  return n && *n >= 1 && *n <= kMaxMulticastCtas;
}
/// The note on a multicast count out of range, for tiled and im2col loads.
void noteMulticastRange(mlir::InFlightDiagnostic &d, int64_t n);

/// The eleven steps; the first failure emits its diagnostic at `loc`.
mlir::FailureOr<TmaPartitionResult>
verifyTmaPartition(mlir::Location loc, const TmaPartitionInput &in);

/// What `cute_nvgpu.atom.tma_partition` computes (CuTe's tma_partition):
/// the SMEM and coordinate-tensor layouts grouped into ((TMA, TMA_Iter),
/// Rest...), and, for the CTA at `ctaCoord` of the multicast layout, the
/// offset of its share: CuTe's domain_offset of ((cta_layout(cta_coord) *
/// (values per TMA / cosize(cta_layout)), 0), 0...) in each layout (an
/// element offset for the SMEM tensor, a coordinate for the TMA tensor).
struct TmaPartitionLayoutsAndOffsets {
  layout::TmaPartitionLayouts layouts;
  layout::IntTuple smemOffset, gmemOffset;
};
/// `smem` and `gmem` are the layouts of the op's tensors (their dynamic
/// leaves may be a lowering's tags, reported to `tracer`); failure with
/// `why` when the operands cannot be partitioned.
mlir::FailureOr<TmaPartitionLayoutsAndOffsets>
tmaPartitionOf(mlir::Operation *tmaPartitionOp, const layout::AnyLayout &smem,
               const layout::Layout &gmem, const layout::IntTuple &ctaCoord,
               layout::dyn::Tracer *tracer, std::string &why);

/// A pointer to a TMA descriptor (a CUtensorMap: 128 bytes at a 64-byte
/// aligned address) in global or generic memory, or shared memory where
/// `allowSmem`; a stated alignment must allow 64. `noun` names it in the
/// alignment diagnostic ("descriptor slot", "descriptor address").
mlir::LogicalResult verifyTmaDescriptorPointer(mlir::Operation *op,
                                               mlir::Type ptr, bool allowSmem,
                                               llvm::StringRef noun);

} // namespace cute_nvgpu

#endif
