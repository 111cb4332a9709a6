//===- TmaPartition.cpp - the eleven-step TMA partition verifier ----------===//
//
// The checks run cheapest first, in a fixed order, and the first failure is
// the one diagnostic:
//    1 operand types: a layout-like SMEM operand, a !cute.memref, a
//      !cute.layout CTA value map (scaled-basis or 0 strides), none above
//      TMA's rank 5
//    2 the SMEM layout is a !cute.layout or !cute.composed_layout
//    3 the GMEM tensor is in global memory with a plain layout
//    4 integer strides: no scaled bases; static GMEM strides other than the
//      unit and 0 ones are 16-byte multiples (TMA global strides)
//    5 a composed SMEM layout is a swizzle TMA can express
//    6 the SMEM layout and the CTA value map are static
//    7 product_each(shape(SMEM)) == product_each(shape(CTA value map))
//    8 the TMA G-basis (Layout/TmaBasis.h)
//    9 the descriptor rules on it (Target/TmaPlan.h): rank, box, majorness,
//      inner box bytes, swizzle span, the multicast split
//   10 the TMA coordinate tensor type
//   11 (loads) the multicast count agrees with the load kind
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"

#include "cute-nvgpu/Layout/TmaBasis.h"
#include "cute-nvgpu/Target/TmaPlan.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

constexpr int kMaxTmaRank = 5;

int topRank(const L::IntTuple &t) { return t.isTuple() ? t.rank() : 1; }

std::optional<L::AnyLayout> layoutOf(Type t) {
  if (auto l = dyn_cast<cute::LayoutType>(t))
    return l.getValue();
  if (auto c = dyn_cast<cute::ComposedLayoutType>(t))
    return L::AnyLayout{c.getValue()};
  if (auto m = dyn_cast<cute::CuteMemRefType>(t))
    return m.getLayoutValue();
  return std::nullopt;
}

const L::Layout *plainOf(const L::AnyLayout &a) {
  if (a.isLayout())
    return &a.layout();
  if (a.isComposed())
    return &a.composed().layout;
  return nullptr;
}

/// A CTA value map's strides are GMEM coordinates: scaled bases, or 0.
bool isValueMapStride(const L::IntTuple &d) {
  if (d.isTuple()) {
    for (const L::IntTuple &e : d.elems())
      if (!isValueMapStride(e))
        return false;
    return true;
  }
  return d.isBasis() || (d.isStaticInt() && d.value() == 0);
}

/// A static GMEM stride TMA cannot hold: not 0, not the unit stride, and not
/// a 16-byte multiple.
std::optional<int64_t> misalignedStride(const L::IntTuple &t, unsigned bits) {
  if (t.isTuple()) {
    for (const L::IntTuple &e : t.elems())
      if (auto v = misalignedStride(e, bits))
        return v;
    return std::nullopt;
  }
  if (!t.isStaticInt() || t.value() == 0 || t.value() == 1)
    return std::nullopt;
  if ((t.value() * (int64_t)bits) % 128 != 0)
    return t.value();
  return std::nullopt;
}

uint8_t seedSwizzleMode(const L::Swizzle &s) {
  if (s.B == 0)
    return 0;
  return s.B == 3 || s.M > 4 ? 2 : 3;
}

bool isMulticastKind(TiledTmaLoad k) {
  return k == TiledTmaLoad::Sm90Multicast ||
         k == TiledTmaLoad::Sm100TwoSmMulticast;
}

} // namespace

FailureOr<TmaPartitionResult>
cute_nvgpu::verifyTmaPartition(Location loc, const TmaPartitionInput &in) {
  MLIRContext *ctx = loc.getContext();
  TmaPartitionResult r;

  // 1. The operand types, as one unit.
  std::optional<L::AnyLayout> smemAny = layoutOf(in.smem);
  auto gmemTy = dyn_cast<cute::CuteMemRefType>(in.gmem);
  auto vmapTy = dyn_cast<cute::LayoutType>(in.ctaVMap);
  auto tooDeep = [](const std::optional<L::AnyLayout> &l) {
    const L::Layout *p = l ? plainOf(*l) : nullptr;
    return p && topRank(p->shape) > kMaxTmaRank;
  };
  auto notVMap = [](cute::LayoutType v) {
    return !v || !v.getValue().isLayout() ||
           !isValueMapStride(v.getValue().layout().stride);
  };
  if (!smemAny || !gmemTy || notVMap(vmapTy) ||
      tooDeep(smemAny) || tooDeep(gmemTy.getLayoutValue()) ||
      tooDeep(vmapTy.getValue()))
    return emitError(loc) << "invalid operand types, got " << in.smem << ", "
                          << in.gmem << ", and " << in.ctaVMap;

  // 2. The SMEM layout's kind.
  if (!isa<cute::LayoutType, cute::ComposedLayoutType>(in.smem) ||
      !plainOf(*smemAny))
    return emitError(loc) << "invalid smem layout type, expected LayoutType "
                             "or ComposedLayoutType, got "
                          << in.smem;
  const L::Layout &smem = *plainOf(*smemAny);
  const L::Layout vmap = vmapTy.getValue().layout();

  // 3. The GMEM tensor.
  L::AnyLayout gmemAny = gmemTy.getLayoutValue();
  if (gmemTy.getSpace() != cute::MemSpace::Gmem || !gmemAny.isLayout())
    return emitError(loc) << "unsupported layout for the GMEM tensor, got "
                          << in.gmem;
  const L::Layout gmem = gmemAny.layout();

  // 4. Integer strides.
  Type elem = in.internalType ? in.internalType : gmemTy.getElementType();
  unsigned bits = cute::storageBitsOf(elem);
  if (!L::hasIntegerStrides(gmem) || !L::hasIntegerStrides(smem) ||
      (bits && misalignedStride(gmem.stride, bits)))
    return emitError(loc) << "expected the GMEM and SMEM layouts to have "
                             "integer stride elements, but got "
                          << in.smem << ", and " << in.gmem;
  r.flags |= kTmaFlagGmemIntStride | kTmaFlagSmemIntStride;

  // 5. A swizzle TMA can express.
  L::Swizzle swizzle;
  if (smemAny->isComposed()) {
    const L::ComposedLayout &c = smemAny->composed();
    if (c.hasOuterLayout() ||
        !(c.offset.isStaticInt() && c.offset.value() == 0) ||
        !target::tma::swizzleMode(c.swizzle).ok())
      return emitError(loc) << "expected the SMEM layout to be a swizzle "
                               "layout, but got "
                            << in.smem;
    swizzle = c.swizzle;
  }
  r.swizzleMode = seedSwizzleMode(swizzle);

  // 6. Static SMEM layout and CTA value map.
  if (!L::isStatic(smem) || !L::isStatic(vmap))
    return emitError(loc) << "expected the SMEM layout and the CTA V-map to "
                             "be static, but got "
                          << in.smem << ", and " << in.ctaVMap;
  r.flags |= kTmaFlagStaticSmem | kTmaFlagStaticVMap;

  // 7. Top-level shape equivalence.
  L::Result<L::IntTuple> smemEach = L::productEach(smem.shape);
  L::Result<L::IntTuple> vmapEach = L::productEach(vmap.shape);
  if (!smemEach.ok() || !vmapEach.ok() || *smemEach != *vmapEach)
    return emitError(loc) << "expected top-level shape equivalence between "
                             "the SMEM layout and the CTA V-map, but got "
                          << in.smem << ", and " << in.ctaVMap;
  r.flags |= kTmaFlagShapeEquiv;

  // 8. The G-basis.
  L::Result<L::Layout> gbasis = L::tmaGbasis(gmem, smem, vmap);
  if (!gbasis.ok())
    return emitError(loc) << "failed to compute the TMA G-basis, got "
                          << gbasis.error().message;
  r.flags |= kTmaFlagGbasisOk;

  // 9. The descriptor's rules on it.
  const target::tma::DataType *dt = target::tma::dataTypeOf(tmaTypeName(elem));
  if (!dt)
    return emitError(loc) << "Computed TMA layout is invalid, got "
                          << L::printCuteIR(*gbasis) << ": element type "
                          << elem << " has no TMA data type";
  target::tma::PlanInput pin;
  pin.op = in.variant == TmaVariant::Store    ? target::tma::Op::Store
           : in.variant == TmaVariant::Reduce ? target::tma::Op::Reduce
                                              : target::tma::Op::Load;
  pin.type = dt;
  pin.gmem = gmem;
  pin.smem = *smemAny;
  pin.ctaVMap = vmap;
  // The box is split only by a count step 11 accepts; any other count is
  // step 11's to report.
  bool multicastLoad = in.variant == TmaVariant::Load && in.loadKind &&
                       isMulticastKind(*in.loadKind);
  pin.multicast = multicastLoad && isMulticastCount(in.numMulticast)
                      ? *in.numMulticast
                      : 1;
  L::Result<target::tma::Plan> plan = target::tma::makePlan(pin);
  if (!plan.ok())
    return emitError(loc) << "Computed TMA layout is invalid, got "
                          << L::printCuteIR(*gbasis) << ": "
                          << plan.error().message;
  // The descriptor's global address is 16-byte aligned.
  if (gmemTy.getAlignment() && gmemTy.getAlignment() % 16 != 0)
    return emitError(loc) << "Computed TMA layout is invalid, got "
                          << L::printCuteIR(*gbasis)
                          << ": the global address must be 16-byte aligned, "
                             "the tensor states align<"
                          << gmemTy.getAlignment() << ">";
  // A reduction PTX defines for the element type.
  if (in.variant == TmaVariant::Reduce && in.reduceKind) {
    std::string kind = stringifyTmaReduceKind(*in.reduceKind).str();
    if (!target::tma::reductionAllowed(kind, tmaTypeName(elem)))
      return emitError(loc) << "Computed TMA layout is invalid, got "
                            << L::printCuteIR(*gbasis) << ": the reduction "
                            << kind << " is not defined for " << elem
                            << " (it takes "
                            << target::tma::reductionTypes(kind) << ")";
  }
  r.rank = (uint8_t)plan->tensorRank;
  r.plan = *plan;

  // 10. The TMA coordinate tensor type.
  std::string iter = "(";
  for (int i = 0; i < plan->tensorRank; ++i)
    iter += i ? ",0" : "0";
  iter += ")";
  L::Layout coord{gmem.shape, plan->tmaTensor.stride};
  r.tmaTensorType = cute::CoordTensorType::getChecked(
      [&]() -> InFlightDiagnostic {
        return emitError(loc) << "Failed to construct the TMA tensor type: ";
      },
      ctx, StringAttr::get(ctx, iter),
      StringAttr::get(ctx, L::printCuteIR(coord)));
  if (!r.tmaTensorType)
    return failure();

  // 11. The multicast count (loads only).
  if (in.variant == TmaVariant::Load) {
    if (multicastLoad && !isMulticastCount(in.numMulticast)) {
      InFlightDiagnostic d = emitError(loc)
          << "missing or invalid num_multicast for a multicast TMA load";
      if (in.numMulticast)
        noteMulticastRange(d, *in.numMulticast);
      return d;
    }
    if (!multicastLoad && in.numMulticast && *in.numMulticast != 1) {
      InFlightDiagnostic d = emitError(loc)
          << "got num_multicast of " << *in.numMulticast;
      if (in.loadKind)
        d << " for the non-multicast TMA load kind "
          << stringifyTiledTmaLoad(*in.loadKind);
      else
        d << " for a TMA load without a multicast kind";
      d << " (only a multicast load takes a count other than 1)";
      return d;
    }
    if (multicastLoad)
      r.flags |= kTmaFlagMulticast;
    if (in.loadKind && (*in.loadKind == TiledTmaLoad::Sm100TwoSm ||
                        *in.loadKind == TiledTmaLoad::Sm100TwoSmMulticast))
      r.flags |= kTmaFlagTwoCta;
  }

  if (L::isStatic(gmem))
    r.flags |= kTmaFlagPrefetchEligible;
  L::Result<int64_t> smemSize = L::size(smem);
  r.tileElementCount =
      (uint32_t)(*smemSize * (in.numMulticast ? *in.numMulticast : 1));

  // The atom the operands give.
  StringAttr gb = StringAttr::get(ctx, L::printCuteIR(*gbasis));
  Type value = gmemTy.getElementType();
  Type internal = in.internalType ? in.internalType : value;
  uint64_t copyBits = (uint64_t)plan->copyBits;
  auto emitAtomError = [&]() {
    return emitError(loc) << "cannot build the TMA atom the operands give: ";
  };
  switch (in.variant) {
  case TmaVariant::Load:
    r.nonExecAtom = NonExecTiledTmaLoadType::getChecked(
        emitAtomError, ctx, in.loadKind, value, copyBits, gb,
        std::optional<TmaDataFormat>(),
        internal);
    break;
  case TmaVariant::Store:
    r.nonExecAtom = NonExecTiledTmaStoreType::getChecked(
        emitAtomError, ctx, value, copyBits, gb,
        std::optional<TmaDataFormat>(), internal);
    break;
  case TmaVariant::Reduce:
    r.nonExecAtom = NonExecTiledTmaReduceType::getChecked(
        emitAtomError, ctx, in.reduceKind, value, copyBits, gb,
        std::optional<TmaDataFormat>(),
        internal);
    break;
  }
  if (!r.nonExecAtom)
    return failure();
  return r;
}

std::string cute_nvgpu::tmaTypeName(Type elem) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << elem;
  return s;
}

void cute_nvgpu::noteMulticastRange(InFlightDiagnostic &d, int64_t n) {
  d.attachNote() << "a multicast load serves 1 to " << kMaxMulticastCtas
                 << " CTAs of its cluster (one bit each of the 16-bit mask), "
                    "got "
                 << n;
}
