//===- TmaArchOps.cpp - TMA instructions on addresses ---------------------===//
//
// The checks of the TMA copies on explicit addresses and of the descriptor
// mutation: memory spaces and alignments the instructions need, 1 to 5
// coordinates, the reductions PTX defines for the element type
// (Target/TmaPlan.h), and the three fields tensormap.replace may change.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"
#include "cute-nvgpu/Target/TmaPlan.h"

using namespace mlir;
using namespace cute_nvgpu;

namespace {
constexpr unsigned kMaxTmaRank = 5;
/// TMA's shared-memory box starts at a 128-byte aligned address.
constexpr unsigned kSmemBoxAlign = 128;
constexpr unsigned kMbarrierAlign = 8;

LogicalResult verifyDescAddress(Operation *op, Type t, bool allowSmem) {
  return verifyTmaDescriptorPointer(op, t, allowSmem, "descriptor address");
}

LogicalResult verifySmemBox(Operation *op, Type t) {
  auto p = cast<cute::PtrType>(t);
  if (p.getAlignment() && p.getAlignment() < kSmemBoxAlign)
    return op->emitOpError("expects the shared-memory box at a 128-byte "
                           "aligned address, got ")
           << t;
  return success();
}

LogicalResult verifyCoords(Operation *op, size_t n) {
  if (n < 1 || n > kMaxTmaRank)
    return op->emitOpError("expects 1 to 5 coordinates (the TMA rank), got ")
           << n;
  return success();
}
} // namespace

LogicalResult ArchTmaLoadOp::verify() {
  if (failed(verifyDescAddress(*this, getDesc().getType(), false)) ||
      failed(verifySmemBox(*this, getSmem().getType())) ||
      failed(verifyCoords(*this, getCoords().size())))
    return failure();
  auto mbar = cast<cute::PtrType>(getMbar().getType());
  if ((mbar.getElementType() && !mbar.getElementType().isInteger(64)) ||
      (mbar.getAlignment() && mbar.getAlignment() % kMbarrierAlign != 0))
    return emitOpError("expects an mbarrier (8 bytes at an 8-byte aligned "
                       "shared address), got ")
           << mbar;
  if (getMode() != TmaLoadMode::Tiled)
    return emitOpError("expects a tiled load (mode = <tiled>; the CTA pair "
                       "is num_cta = 2, multicast is the mask), got mode ")
           << stringifyTmaLoadMode(getMode());
  // An `im2col [...]` clause is PTX's .im2col form: the offsets are its
  // im2colInfo, one 16-bit filter offset per spatial mode of a rank-3 to
  // rank-5 (c, w[, h[, d]], n) tensor.
  if (size_t n = getIm2colOffsets().size(); n != 0) {
    size_t rank = getCoords().size();
    if (rank < 3)
      return emitOpError("expects 3 to 5 coordinates (c, w[, h[, d]], n) for "
                         "an im2col load, got ")
             << rank;
    if (n != rank - 2)
      return emitOpError("expects one im2col offset per spatial mode (")
             << rank - 2 << " for " << rank << " coordinates), got " << n;
  }
  if (getNumCta() != 1 && getNumCta() != 2)
    return emitOpError("expects num_cta 1 or 2 (cta_group::1 or ::2), got ")
           << getNumCta();
  return success();
}

/// A store or reduction: shared memory to the tensor at the coordinates.
template <typename OpT>
static LogicalResult verifyTmaToGlobal(OpT op, const char *what) {
  if (failed(verifyDescAddress(op, op.getDesc().getType(), false)) ||
      failed(verifySmemBox(op, op.getSmem().getType())) ||
      failed(verifyCoords(op, op.getCoords().size())))
    return failure();
  TmaStoreMode mode = op.getMode();
  if (mode != TmaStoreMode::Tiled && mode != TmaStoreMode::Im2col)
    return op.emitOpError("expects a tiled or im2col ")
           << what << " (mode = <tiled> or <im2col>; PTX has no "
           << stringifyTmaStoreMode(mode) << " form of it), got mode "
           << stringifyTmaStoreMode(mode);
  // PTX's .im2col_no_offs: the (c, w[, h[, d]], n) coordinates of a rank-3
  // to rank-5 tensor.
  if (mode == TmaStoreMode::Im2col && op.getCoords().size() < 3)
    return op.emitOpError("expects 3 to 5 coordinates (c, w[, h[, d]], n) "
                          "for an im2col ")
           << what << ", got " << op.getCoords().size();
  return success();
}

LogicalResult ArchTmaStoreOp::verify() {
  return verifyTmaToGlobal(*this, "store");
}

LogicalResult ArchTmaReduceOp::verify() {
  if (failed(verifyTmaToGlobal(*this, "reduction")))
    return failure();
  Type elem = cast<cute::PtrType>(getSmem().getType()).getElementType();
  if (!elem)
    return success(); // the descriptor's type decides; nothing to check
  std::string name;
  llvm::raw_string_ostream os(name);
  os << elem;
  std::string kind = stringifyTmaReduceKind(getKind()).str();
  if (!target::tma::reductionAllowed(kind, name))
    return emitOpError("expects a reduction PTX defines for ")
           << elem << ": " << kind << " takes "
           << target::tma::reductionTypes(kind);
  return success();
}

LogicalResult ArchTmaDescReplaceOp::verify() {
  if (failed(verifyDescAddress(*this, getDesc().getType(), true)))
    return failure();
  auto notMutable = [&](const Twine &why) {
    InFlightDiagnostic d =
        emitOpError("TMA descriptor field is not device-mutable");
    d.attachNote() << why;
    return d;
  };
  TmaDescField f = getField();
  if (f != TmaDescField::GlobalAddress && f != TmaDescField::GlobalDim &&
      f != TmaDescField::GlobalStride)
    return notMutable("only the base address, the extents and the non-leading "
                      "strides change on the device; " +
                      stringifyTmaDescField(f) +
                      " was fixed when the descriptor was built");
  std::optional<uint32_t> axis = getAxis();
  if (f == TmaDescField::GlobalAddress) {
    if (axis)
      return emitOpError("expects no axis for the global address");
    if (!getValue().getType().isInteger(64))
      return emitOpError("expects an i64 global address, got ")
             << getValue().getType();
    return success();
  }
  if (f == TmaDescField::GlobalStride && axis && *axis == 0)
    return notMutable("the leading stride is implicit (one element) and "
                      "never written; strides of axes 1 to 4 change");
  if (!axis || *axis >= kMaxTmaRank)
    return emitOpError("expects the axis of a ")
           << stringifyTmaDescField(f)
           << (f == TmaDescField::GlobalStride ? ", 1 to 4" : ", 0 to 4");
  unsigned want = f == TmaDescField::GlobalDim ? 32 : 64;
  if (!getValue().getType().isInteger(want))
    return emitOpError("expects an i")
           << want << " " << stringifyTmaDescField(f) << ", got "
           << getValue().getType();
  return success();
}

LogicalResult ArchTmaDescReleaseOp::verify() {
  return verifyDescAddress(*this, getGmem().getType(), false);
}

LogicalResult ArchTmaDescAcquireOp::verify() {
  return verifyDescAddress(*this, getDesc().getType(), false);
}

LogicalResult GetTmaDescAddrOp::verify() {
  return verifyDescAddress(*this, getAddr().getType(), false);
}
