//===- CuteNvgpuDialect.cpp - registration, type verifiers, contracts ----===//
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using target::AtomRecord;
using target::Mnemonic;

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuDialect.cpp.inc"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuEnums.cpp.inc"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypeInterfaces.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuAttrs.cpp.inc"

void CuteNvgpuDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.cpp.inc"
      >();
}

void CuteNvgpuDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuTypes.cpp.inc"
      >();
}

void CuteNvgpuDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Type verifiers
//===----------------------------------------------------------------------===//

static bool isSharedMemorySpace(Attribute ms) {
  if (auto i = dyn_cast_or_null<IntegerAttr>(ms))
    return i.getInt() == 3;
  if (auto g = dyn_cast_or_null<gpu::AddressSpaceAttr>(ms))
    return g.getValue() == gpu::AddressSpace::Workgroup;
  return false;
}

/// A diagnostic nobody sees: the view-part queries answer "no part" (a
/// null type) rather than report.
static InFlightDiagnostic unreported(MLIRContext *ctx) {
  InFlightDiagnostic d = mlir::emitError(UnknownLoc::get(ctx));
  d.abandon();
  return d;
}

// The roles the `cute` dialect's atom ops ask about, from the atom
// interfaces each type implements (seed 003's registry column).
unsigned cute::atomRolesOf(Type atom) {
  unsigned roles = 0;
  if (isa<CopyAtomTypeInterface>(atom))
    roles |= cute::kCopyAtomRole;
  if (isa<MmaAtomTypeInterface>(atom))
    roles |= cute::kMmaAtomRole;
  if (isa<PrefetchAtomTypeInterface>(atom))
    roles |= cute::kPrefetchAtomRole;
  return roles;
}

Type cute::mmaValueTypeOf(Type atom, unsigned operand) {
  auto mma = dyn_cast<MmaAtomTypeInterface>(atom);
  if (!mma)
    return {};
  MmaAtomContract c = mma.getMmaContract();
  return operand == 0 ? c.aType : operand == 1 ? c.bType : c.cType;
}

// The fields CuTe DSL's atom.set_value names (AtomMmaFieldSm90/Sm100).
unsigned cute::runtimeFieldCountOf(Type atom) {
  if (isa<Sm90MmaType>(atom))
    return 1; // accum_c
  if (isa<MmaAtomTypeInterface>(atom) && isa<TmemAtomTypeInterface>(atom))
    return 3; // accum_c, neg_a, neg_b
  return 0;
}

// An executable TMA atom moves copy_bits per instruction between the TMA
// coordinates of a global tensor and shared memory.
std::optional<cute::CoordinateCopy> cute::coordinateCopyOf(Type atom) {
  auto make = [](Type value, uint64_t bits,
                 bool load) -> std::optional<cute::CoordinateCopy> {
    unsigned b = value ? cute::storageBitsOf(value) : 0;
    if (!b || !bits || bits % b != 0)
      return std::nullopt;
    return cute::CoordinateCopy{(int64_t)(bits / b), load};
  };
  if (auto t = dyn_cast<TmaLoadType>(atom)) {
    std::optional<cute::CoordinateCopy> cc =
        make(t.getValueType(), t.getCopyBits(), true);
    if (cc)
      cc->multicast = t.getMcast();
    return cc;
  }
  if (auto t = dyn_cast<TmaStoreType>(atom))
    return make(t.getValueType(), t.getCopyBits(), false);
  if (auto t = dyn_cast<TmaReduceType>(atom))
    return make(t.getValueType(), t.getCopyBits(), false);
  return std::nullopt;
}

// A view: the descriptor (or shared-memory memref) and the layout, as
// cute.get_iter / cute.get_layout / cute.make_view read them.
Type SmemDescViewType::getIteratorType() const { return getSource(); }

Type SmemDescViewType::withViewLayout(Type layout) const {
  auto l = dyn_cast<cute::LayoutType>(layout);
  if (!l || !l.getValue().isLayout())
    return Type();
  MLIRContext *ctx = getContext();
  // The spelling of the layout follows the view's: CuTe DSL's quoted text
  // or seed 002's #cute.layout.
  Attribute attr =
      isa<StringAttr>(getLayout())
          ? Attribute(StringAttr::get(
                ctx, layout::printCuteIR(
                         layout::CuteIRValue{l.getValue().layout()})))
          : Attribute(cute::LayoutAttr::get(ctx, l.getValue()));
  return SmemDescViewType::getChecked([&] { return unreported(ctx); }, ctx,
                                      getSource(), attr);
}

Type SmemDescViewType::getViewLayoutType() const {
  MLIRContext *ctx = getContext();
  if (auto text = dyn_cast<StringAttr>(getLayout())) {
    layout::Result<layout::CuteIRValue> v =
        layout::parseCuteIR(text.getValue().str());
    if (!v.ok() || v->kind() != layout::CuteIRValue::Kind::Layout)
      return Type();
    return cute::LayoutType::getChecked(
        [&] { return unreported(ctx); }, ctx,
        layout::AnyLayout{v->layout()});
  }
  if (auto l = dyn_cast<cute::LayoutAttr>(getLayout()))
    return cute::LayoutType::getChecked(
        [&] { return unreported(ctx); }, ctx,
        l.getValue());
  return Type();
}

LogicalResult
SmemDescViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                         Type source, Attribute layout) {
  // CuTe DSL's form: the descriptor type and a quoted CuTe IR layout.
  if (isa<SmemDescType>(source)) {
    auto text = dyn_cast<StringAttr>(layout);
    if (!text)
      return emitError() << "smem_desc_view over !cute_nvgpu.smem_desc takes "
                            "a quoted layout, got "
                         << layout;
    std::string why = syntax::checkLayoutText(text.getValue());
    if (!why.empty())
      return emitError() << "smem_desc_view layout \"" << text.getValue()
                         << "\": " << why;
    return success();
  }
  auto memref = dyn_cast<MemRefType>(source);
  if (!memref)
    return emitError() << "smem_desc_view source must be a memref in shared "
                          "memory (address space 3) or !cute_nvgpu.smem_desc, "
                          "got "
                       << source;
  if (!isSharedMemorySpace(memref.getMemorySpace()))
    return emitError() << "smem_desc_view source must live in shared memory "
                          "(address space 3 or #gpu.address_space<workgroup>)"
                          ", got "
                       << source;
  if (!isa<cute::LayoutAttr, cute::ComposedLayoutAttr>(layout))
    return emitError() << "smem_desc_view layout must be a #cute.layout or "
                          "#cute.composed_layout attribute, got "
                       << layout;
  return success();
}

LogicalResult
UniversalCopyType::verify(function_ref<InFlightDiagnostic()> emitError,
                          Type valueType, unsigned bits, bool allowDsmem,
                          std::optional<MemOrder> memOrder,
                          std::optional<MemScope> memScope,
                          std::optional<CacheEvictionPriority>) {
  if (!valueType.isIntOrIndexOrFloat() && !isa<AtomIntegerType>(valueType))
    return emitError() << "atom.universal_copy value type must be an integer "
                          "or float type, got "
                       << valueType;
  unsigned elemBits = 0;
  if (auto ai = dyn_cast<AtomIntegerType>(valueType))
    elemBits = ai.getWidth();
  else if (!valueType.isIndex())
    elemBits = valueType.getIntOrFloatBitWidth();
  if (bits && elemBits && (bits < elemBits || bits % elemBits != 0))
    return emitError() << "atom.universal_copy bit width " << bits
                       << " must be a positive multiple of the value type's "
                       << elemBits << " bits";
  return success();
}

LogicalResult
AtomIntegerType::verify(function_ref<InFlightDiagnostic()> emitError,
                        unsigned width, unsigned divby) {
  if (width == 0)
    return emitError() << "atom integer width must be at least 1";
  return success();
}

//===----------------------------------------------------------------------===//
// Registry-backed interface defaults
//===----------------------------------------------------------------------===//

const AtomRecord *cute_nvgpu::lookupAtomRecord(Type type) {
#define CUTE_NVGPU_RECORD(T)                                                   \
  if (isa<T>(type))                                                            \
    return &target::atomRecord(T::kMnemonic);
  CUTE_NVGPU_MNEMONIC_TYPES(CUTE_NVGPU_RECORD)
#undef CUTE_NVGPU_RECORD
  return nullptr;
}

const AtomRecord &cute_nvgpu::getAtomRecordOf(Type type) {
  const AtomRecord *r = lookupAtomRecord(type);
  assert(r && "interface implemented by a type outside the registry");
  return *r;
}

MmaAtomContract cute_nvgpu::getMmaContractOf(Type type) {
  const AtomRecord &r = getAtomRecordOf(type);
  MmaAtomContract c;
  c.minTier = r.minTier;
  c.aResidency = r.mma.aResidency;
  c.bResidency = r.mma.bResidency;
  c.dResidency = r.mma.dResidency;
  c.supportsSparse = r.mma.supportsSparse;
  c.supportsBlockScale = r.mma.supportsBlockScale;
  if (std::optional<MmaAtomParams> p = getMmaAtomParams(type)) {
    c.mnk = p->shape;
    c.aType = p->a;
    c.bType = p->b;
    c.cType = p->c;
  }
  return c;
}

CopyAtomContract cute_nvgpu::getCopyContractOf(Type type) {
  const AtomRecord &r = getAtomRecordOf(type);
  CopyAtomContract c;
  c.minTier = r.minTier;
  c.source = r.copy.source;
  c.destination = r.copy.destination;
  c.valueBits = r.copy.valueBits;
  c.isAsync = r.copy.isAsync;
  c.usesTmaDescriptor = r.copy.usesTmaDescriptor;
  c.supportsPrefetch = r.copy.supportsPrefetch;
  if (auto u = dyn_cast<UniversalCopyType>(type)) {
    if (u.getBits())
      c.valueBits = u.getBits();
    else if (u.getValueType().isIntOrFloat())
      c.valueBits = u.getValueType().getIntOrFloatBitWidth();
  }
  if (auto a = dyn_cast<SimtAsyncCopyType>(type); a && a.getBits())
    c.valueBits = static_cast<int>(a.getBits());
  return c;
}

unsigned cute_nvgpu::getDescriptorBitsOf(Type type) {
  if (isa<TmaDescriptorTiledType, TmaDescriptorIm2colType>(type))
    return 1024; // CUtensorMap: 128 bytes
  return 64;     // SMEM matrix descriptor word
}

LogicalResult cute_nvgpu::verifyAtomAgainstTarget(
    Type type, const target::TargetInfo *tgt, ArrayRef<int64_t> useShape,
    function_ref<InFlightDiagnostic()> emitError) {
  const AtomRecord &r = getAtomRecordOf(type);
  if (tgt) {
    std::string why = target::atomUnavailableReason(r, *tgt);
    if (!why.empty())
      return emitError() << why;
  }
  if (!useShape.empty())
    if (std::optional<MmaAtomParams> p = getMmaAtomParams(type))
      if (!p->shape.empty() && ArrayRef<int64_t>(p->shape) != useShape) {
        InFlightDiagnostic d = emitError();
        d << "use shape ";
        llvm::interleave(useShape, d, "x");
        d << " does not match the `" << r.mnemonic << "` atom shape ";
        llvm::interleave(p->shape, d, "x");
        return d;
      }
  return success();
}

LogicalResult
cute_nvgpu::verifyAtomInstance(Type type, const target::TargetInfo *tgt,
                               ArrayRef<int64_t> useShape,
                               function_ref<InFlightDiagnostic()> emitError) {
  if (auto mma = dyn_cast<MmaAtomTypeInterface>(type))
    return mma.verifyInstance(tgt, useShape, emitError);
  if (auto copy = dyn_cast<CopyAtomTypeInterface>(type))
    return copy.verifyInstance(tgt, useShape, emitError);
  if (auto prefetch = dyn_cast<PrefetchAtomTypeInterface>(type))
    return prefetch.verifyPrefetch(tgt, useShape, emitError);
  return emitError()
         << "atom type does not implement a known cute_nvgpu interface";
}

//===----------------------------------------------------------------------===//
// Alias hints (seed 002)
//===----------------------------------------------------------------------===//

static std::string elementName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  for (char &c : s)
    if (!llvm::isAlnum(static_cast<unsigned char>(c)))
      c = '_';
  return s;
}

std::string cute_nvgpu::aliasForType(Type type) {
  if (auto m = dyn_cast<MemRefType>(type))
    return "memref_" + elementName(m.getElementType()) + "_" +
           std::to_string(m.getRank());
  const AtomRecord *r = lookupAtomRecord(type);
  if (!r)
    return "";
  if (isa<CopyAtomTypeInterface>(type) && r->copyAlias)
    return std::string("copy_") + r->copyAlias;
  if (isa<MmaAtomTypeInterface>(type)) {
    MmaAtomContract c = getMmaContractOf(type);
    if (!c.aType || c.mnk.size() != 3)
      return "";
    return "mma_" + elementName(c.aType) + "_" + elementName(c.bType) + "_" +
           elementName(c.cType) + "_" + std::to_string(c.mnk[0]) + "x" +
           std::to_string(c.mnk[1]) + "x" + std::to_string(c.mnk[2]);
  }
  return "";
}
