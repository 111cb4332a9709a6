//===- CuteNvgpuDialect.cpp - registration, type verifiers, contracts ----===//
#include "AtomPayload.h"
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

#define CUTE_NVGPU_PAYLOAD_VERIFY(T)                                           \
  LogicalResult T::verify(function_ref<InFlightDiagnostic()> emitError,        \
                          DictionaryAttr params) {                             \
    return payload::verify(emitError, kMnemonic, params);                      \
  }
/// A type that cannot exist is refused when it is built: an MMA payload's
/// shape and element types go through the same lattice and seed ladders as
/// the builder ops, so `sm80.mma<16x8x17, ...>` fails at parse, not at a use.
static LogicalResult
verifyMmaPayloadAgainstLattice(function_ref<InFlightDiagnostic()> emitError,
                               target::Mnemonic m, DictionaryAttr params) {
  if (!params)
    return success();
  auto shape = dyn_cast_or_null<DenseI64ArrayAttr>(params.get("shape"));
  if (!shape)
    return success();
  Type a, b, c;
  if (auto elems = dyn_cast_or_null<ArrayAttr>(params.get("elem_type"));
      elems && elems.size() == 3) {
    auto typeAt = [&](unsigned i) {
      auto t = dyn_cast<TypeAttr>(elems[i]);
      return t ? t.getValue() : Type();
    };
    a = typeAt(0);
    b = typeAt(1);
    c = typeAt(2);
  }
  auto word = [&](StringRef key) -> StringRef {
    auto w = dyn_cast_or_null<StringAttr>(params.get(key));
    return w ? w.getValue() : StringRef();
  };
  if (m == target::Mnemonic::Sm90Mma) {
    bool aMn = false, bMn = false;
    if (auto majors = dyn_cast_or_null<ArrayAttr>(params.get("ab_major"));
        majors && majors.size() == 2) {
      aMn = cast<StringAttr>(majors[0]).getValue() == "mn";
      bMn = cast<StringAttr>(majors[1]).getValue() == "mn";
    }
    return checkWgmmaAtom(emitError, shape.asArrayRef(), a, b, c, aMn, bMn,
                          word("frag_kind") == "rs");
  }
  std::optional<int64_t> vecSize;
  if (auto v = dyn_cast_or_null<IntegerAttr>(params.get("vec_size")))
    vecSize = v.getInt();
  if (failed(checkRegisterMmaTypes(emitError, m, shape.asArrayRef(), a, b, c,
                                   vecSize, word("kind"))))
    return failure();
  return checkMmaOptions(emitError, a, !word("saturate").empty(),
                         word("bit_op") == "and");
}

#define CUTE_NVGPU_MMA_PAYLOAD_VERIFY(T)                                       \
  LogicalResult T::verify(function_ref<InFlightDiagnostic()> emitError,        \
                          DictionaryAttr params) {                             \
    if (failed(payload::verify(emitError, kMnemonic, params)))                 \
      return failure();                                                        \
    return verifyMmaPayloadAgainstLattice(emitError, kMnemonic, params);       \
  }
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(UniversalFmaType)
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(Sm80MmaType)
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(Sm80SparseMmaType)
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(Sm89MmaType)
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(Sm90MmaType)
CUTE_NVGPU_MMA_PAYLOAD_VERIFY(Sm120MmaBsType)
#undef CUTE_NVGPU_MMA_PAYLOAD_VERIFY
CUTE_NVGPU_PAYLOAD_VERIFY(Sm100MmaType)
CUTE_NVGPU_PAYLOAD_VERIFY(Sm100MmaSpType)
CUTE_NVGPU_PAYLOAD_VERIFY(Sm100MmaBsType)
CUTE_NVGPU_PAYLOAD_VERIFY(Sm100MmaBsSpType)
CUTE_NVGPU_PAYLOAD_VERIFY(TmemLoadType)
CUTE_NVGPU_PAYLOAD_VERIFY(TmemStoreType)
CUTE_NVGPU_PAYLOAD_VERIFY(S2tCopyType)
CUTE_NVGPU_PAYLOAD_VERIFY(TmaLoadType)
CUTE_NVGPU_PAYLOAD_VERIFY(TmaStoreType)
CUTE_NVGPU_PAYLOAD_VERIFY(TmaReduceType)
CUTE_NVGPU_PAYLOAD_VERIFY(SimtAsyncCopyType)
CUTE_NVGPU_PAYLOAD_VERIFY(LdsmType)
CUTE_NVGPU_PAYLOAD_VERIFY(StsmType)
CUTE_NVGPU_PAYLOAD_VERIFY(NonExecTiledTmaLoadType)
CUTE_NVGPU_PAYLOAD_VERIFY(NonExecTiledTmaStoreType)
CUTE_NVGPU_PAYLOAD_VERIFY(NonExecTiledTmaReduceType)
#undef CUTE_NVGPU_PAYLOAD_VERIFY

static bool isSharedMemorySpace(Attribute ms) {
  if (auto i = dyn_cast_or_null<IntegerAttr>(ms))
    return i.getInt() == 3;
  if (auto g = dyn_cast_or_null<gpu::AddressSpaceAttr>(ms))
    return g.getValue() == gpu::AddressSpace::Workgroup;
  return false;
}

LogicalResult
SmemDescViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                         Type source, Attribute layout) {
  auto memref = dyn_cast<MemRefType>(source);
  if (!memref)
    return emitError() << "smem_desc_view source must be a memref in shared "
                          "memory (address space 3), got "
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
                          std::optional<MemScope> memScope) {
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

DictionaryAttr cute_nvgpu::getAtomParams(Type type) {
  return llvm::TypeSwitch<Type, DictionaryAttr>(type)
      .Case<UniversalFmaType, Sm80MmaType, Sm80SparseMmaType, Sm89MmaType,
            Sm90MmaType, Sm100MmaType, Sm100MmaSpType, Sm100MmaBsType,
            Sm100MmaBsSpType, Sm120MmaBsType, TmemLoadType, TmemStoreType,
            S2tCopyType, TmaLoadType, TmaStoreType, TmaReduceType,
            SimtAsyncCopyType, LdsmType, StsmType, NonExecTiledTmaLoadType,
            NonExecTiledTmaStoreType, NonExecTiledTmaReduceType>(
          [](auto t) { return t.getParams(); })
      .Default([](Type) { return DictionaryAttr(); });
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
  if (DictionaryAttr p = getAtomParams(type)) {
    if (auto s = p.getAs<DenseI64ArrayAttr>("shape"))
      c.mnk.assign(s.asArrayRef().begin(), s.asArrayRef().end());
    if (auto e = p.getAs<ArrayAttr>("elem_type")) {
      c.aType = cast<TypeAttr>(e[0]).getValue();
      c.bType = cast<TypeAttr>(e[1]).getValue();
      c.cType = cast<TypeAttr>(e[2]).getValue();
    }
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
  if (DictionaryAttr p = getAtomParams(type))
    if (auto b = p.getAs<IntegerAttr>("bytes"))
      c.valueBits = static_cast<int>(b.getInt() * 8);
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
    if (DictionaryAttr p = getAtomParams(type))
      if (auto s = p.getAs<DenseI64ArrayAttr>("shape"))
        if (s.asArrayRef() != useShape) {
          InFlightDiagnostic d = emitError();
          d << "use shape ";
          llvm::interleave(useShape, d, "x");
          d << " does not match the `" << r.mnemonic << "` atom shape ";
          llvm::interleave(s.asArrayRef(), d, "x");
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
