//===- CuteNvgpuDialect.cpp - registration, type verifiers, contracts ----===//
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"
#include "cute-nvgpu/Target/CopyForms.h"
#include "cute-nvgpu/Target/MmaLayouts.h"

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
  // accum_c, neg_a, neg_b[, sf_a, sf_b][, metadata]
  if (isa<MmaAtomTypeInterface>(atom) && isa<TmemAtomTypeInterface>(atom))
    return 3 + (isa<BlockScaleAtomTypeInterface>(atom) ? 2 : 0) +
           (isa<SparseMetadataAtomTypeInterface>(atom) ? 1 : 0);
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

static std::string makeAliasForType(Type type) {
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

std::string cute_nvgpu::aliasForType(Type type) {
  // The printer asks once per atom value; the name depends on the uniqued
  // type alone, so it is made once per context.
  cute::ParseMemo *memo = cute::ParseMemo::of(type.getContext());
  if (!memo)
    return makeAliasForType(type);
  return *memo->derived<std::string>(
      cute::ParseMemo::key("asm-alias", {type.getAsOpaquePointer()}), [&] {
        return std::make_shared<const std::string>(makeAliasForType(type));
      });
}

//===----------------------------------------------------------------------===//
// Thread-value layouts of copy and MMA atoms (the cute dialect's partitions)
//===----------------------------------------------------------------------===//
//
// What tiled.copy.partition_S/D, retile and tiled.mma.partition need of an
// atom: CuTe's Copy_Traits / MMA_Traits layouts in units of the atom's
// values. Copy layouts come from the copy-form table (target::copyTraits, in
// bits) recast to the value type; register MMA layouts from the synthesizer
// the MMA verifier checks fragments with; SM90 layouts are CuTe's GMMA
// traits (a warpgroup of 128 threads, shared-memory operands seen whole by
// every thread).

namespace L = cute_nvgpu::layout;

namespace {
std::optional<L::Layout> parsed(const std::string &text) {
  L::Result<L::Layout> l = L::parseLayout(text);
  if (!l.ok())
    return std::nullopt;
  return *l;
}

/// A layout in bits as a layout of `valueBits`-wide values.
std::optional<L::Layout> inValues(const std::string &bits, int64_t valueBits) {
  std::optional<L::Layout> l = parsed(bits);
  if (!l || valueBits <= 0)
    return std::nullopt;
  L::Result<L::Layout> v = L::upcast(*l, valueBits);
  if (!v.ok())
    return std::nullopt;
  return *v;
}

std::optional<L::CopyAtomLayouts>
fromTraits(const target::CopyTraitsText &t, Type valueType) {
  int64_t bits = cute::storageBitsOf(valueType);
  std::optional<L::Layout> thr = parsed(t.thrId), src = inValues(t.src, bits),
                           dst = inValues(t.dst, bits),
                           ref = inValues(t.ref, bits);
  if (!thr || !src || !dst || !ref)
    return std::nullopt;
  return L::CopyAtomLayouts{*thr, *src, *dst, *ref};
}

/// The single-thread copy of `bits` bits of `valueType`.
std::optional<L::CopyAtomLayouts> oneThreadCopy(Type valueType,
                                                unsigned bits) {
  if (!valueType)
    return std::nullopt;
  target::CopyFormRow row{};
  row.atom = target::Mnemonic::UniversalCopy;
  row.bitsPerThread = bits ? static_cast<int>(bits)
                           : static_cast<int>(cute::storageBitsOf(valueType));
  std::optional<target::CopyTraitsText> t = target::copyTraits(row);
  return t ? fromTraits(*t, valueType) : std::nullopt;
}

std::optional<L::CopyAtomLayouts> matrixCopy(target::Mnemonic m,
                                             Type valueType, unsigned matrices,
                                             bool transpose) {
  for (const target::CopyFormRow &row : target::copyForms()) {
    if (row.atom != m || row.matrices != static_cast<int>(matrices) ||
        row.transpose != transpose)
      continue;
    std::optional<target::CopyTraitsText> t = target::copyTraits(row);
    return t ? fromTraits(*t, valueType) : std::nullopt;
  }
  return std::nullopt;
}
/// CuTe's SM100_TMEM_LOAD/STORE_<shape><N>x traits (bits, as
/// cute/atom/copy_traits_sm100.hpp writes them): a warp, every thread
/// seeing the warp's whole TMEM tile (Src (32, bits*DP*N):(0,1)), and the
/// thread's registers (Dst) per shape; a store swaps source and
/// destination. 32dp32b: thread t holds lane t's N values; 16dp64b,
/// 16dp128b, 16dp256b spread each of 16 lanes over 2, 4 or 8 threads;
/// 16dp32bx2 gives lane l's first N values to thread l and its second N
/// (N columns on) to thread l + 16.
std::optional<L::CopyAtomLayouts> tmemCopy(Type valueType, unsigned dataPaths,
                                           unsigned bits, unsigned repeat,
                                           bool load) {
  // The traits are in bits; 16-bit values pack two to a 32-bit column
  // (and register), as CuTe's Copy_Atom<TMEM op, half_t> recasts them.
  unsigned valueBits = valueType ? cute::storageBitsOf(valueType) : 0;
  if (!valueType || repeat == 0 || (valueBits != 32 && valueBits != 16))
    return std::nullopt;
  int64_t n = repeat;
  auto str = [](int64_t v) { return std::to_string(v); };
  // A repeat mode of size 1 is left out, as CuTe writes N = 1.
  std::string regs;
  if (dataPaths == 32 && bits == 32) {
    regs = "(32," + str(32 * n) + "):(" + str(32 * n) + ",1)";
  } else if (dataPaths == 16 && (bits == 128 || bits == 256)) {
    int64_t w = bits / 4; // a lane's 32-bit run per thread: 64 (256b), 32
    std::string shape = "(" + str(w) + ",2" + (n == 1 ? "" : "," + str(n)) +
                        ")";
    std::string stride = "(1," + str(32 * w * n) +
                         (n == 1 ? "" : "," + str(4 * w)) + ")";
    regs = "((4,8)," + shape + "):((" + str(w) + "," + str(4 * w * n) + ")," +
           stride + ")";
  } else if (dataPaths == 16 && bits == 32) {
    regs = "((16,2)," + str(32 * n) + "):((" + str(64 * n) + "," +
           str(32 * n) + "),1)";
  } else if (dataPaths == 16 && bits == 64) {
    regs = n == 1 ? std::string("((2,2,8),32):((512,32,64),1)")
                  : "((2,2,8),(32," + str(n) + ")):((" + str(512 * n) +
                        ",32," + str(64 * n) + "),(1,64))";
  } else {
    return std::nullopt;
  }
  // A 16x32bx2 call reads two 16x32b tiles: 1024 bits a repetition.
  int64_t tileBits = dataPaths == 16 && bits == 32
                         ? 1024
                         : static_cast<int64_t>(bits) * dataPaths;
  std::string tmem = "(32," + str(tileBits * n) + "):(0,1)";
  target::CopyTraitsText t{"32:1", load ? tmem : regs, load ? regs : tmem,
                           tmem};
  return fromTraits(t, valueType);
}
/// CuTe's SM100_UTCCP_* traits (bits, cute/atom/copy_traits_sm100.hpp):
/// one thread a CTA of the group, each seeing the whole call. 128x256b and
/// 128x128b copy 128 rows; 4x256b refreshes 4 rows of each 32-lane quarter
/// (Src = Dst = (4,256):(32,128)); the broadcast shapes read 32 or 64 rows
/// of 128 bits (SMEM side) and write 16384 bits of TMEM.
std::optional<L::CopyAtomLayouts> s2tCopy(S2tCopyType t) {
  if (!t.getValueType() || (t.getNumCta() != 1 && t.getNumCta() != 2))
    return std::nullopt;
  std::string n = std::to_string(t.getNumCta());
  std::string src, dst;
  unsigned dp = t.getDataPaths(), bits = t.getBits();
  if (dp == 128) {
    src = dst = "(" + n + "," + std::to_string(128 * bits) + "):(0,1)";
  } else if (dp == 4) {
    src = dst = "(" + n + ",(4,256)):(0,(32,128))";
  } else {
    dst = "(" + n + ",16384):(0,1)";
    if (t.getBroadcast() == S2tBroadcast::X4)
      src = "(" + n + ",(32,128,4)):(0,(1,32,0))";
    else if (t.getBroadcast() == S2tBroadcast::Lw0213)
      src = "(" + n + ",(64,128,2)):(0,(1,64,0))";
    else
      src = "(" + n + ",(32,128,2,2)):(0,(1,32,4096,0))";
  }
  target::CopyTraitsText text{n + ":1", src, dst, dst};
  return fromTraits(text, t.getValueType());
}
} // namespace

std::optional<L::CopyAtomLayouts> cute::copyAtomLayoutsOf(Type atom) {
  if (auto u = dyn_cast<UniversalCopyType>(atom))
    return oneThreadCopy(u.getValueType(), u.getBits());
  if (auto a = dyn_cast<SimtAsyncCopyType>(atom))
    return oneThreadCopy(a.getValueType(), a.getBits());
  if (auto l = dyn_cast<LdsmType>(atom))
    return matrixCopy(target::Mnemonic::Ldsm, l.getValueType(),
                      l.getNumMatrices(), l.getTranspose());
  if (auto s = dyn_cast<StsmType>(atom))
    return matrixCopy(target::Mnemonic::Stsm, s.getValueType(),
                      s.getNumMatrices(), s.getTranspose());
  if (auto l = dyn_cast<TmemLoadType>(atom))
    return tmemCopy(l.getValueType(), l.getDataPaths(), l.getBits(),
                    l.getRepeat(), /*load=*/true);
  if (auto s = dyn_cast<TmemStoreType>(atom))
    return tmemCopy(s.getValueType(), s.getDataPaths(), s.getBits(),
                    s.getRepeat(), /*load=*/false);
  if (auto c = dyn_cast<S2tCopyType>(atom))
    return s2tCopy(c);
  return std::nullopt;
}

std::optional<L::MmaAtomLayouts> cute::mmaAtomLayoutsOf(Type atom) {
  auto mma = dyn_cast<MmaAtomTypeInterface>(atom);
  if (!mma)
    return std::nullopt;
  MmaAtomContract c = mma.getMmaContract();
  if (c.mnk.size() != 3)
    return std::nullopt;
  L::MmaAtomLayouts out;
  out.m = c.mnk[0];
  out.n = c.mnk[1];
  out.k = c.mnk[2];
  auto compact = [](int64_t n) {
    return L::makeLayout(L::IntTuple::integer(n), L::IntTuple::integer(1));
  };
  if (auto wg = dyn_cast<Sm90MmaType>(atom)) {
    // CuTe's GMMA traits: ThrID 128; shared-memory A and B are seen whole by
    // every thread, (128,(M,K)):(0,(1,M)); register A is ALayout_64xK.
    auto whole = [](int64_t mn, int64_t k) {
      L::IntTuple i = L::IntTuple::integer(128), z = L::IntTuple::integer(0);
      return L::makeLayout(
          L::IntTuple::tuple({i, L::IntTuple::tuple({L::IntTuple::integer(mn),
                                                    L::IntTuple::integer(k)})}),
          L::IntTuple::tuple({z, L::IntTuple::tuple({L::IntTuple::integer(1),
                                                    L::IntTuple::integer(mn)})}));
    };
    out.thrId = compact(128);
    bool registerA = wg.getFragKind() == FragKind::RS;
    out.a = registerA ? target::wgmmaRegisterALayout(
                            cute::storageBitsOf(c.aType), out.k)
                      : whole(out.m, out.k);
    out.b = whole(out.n, out.k);
    out.c = target::wgmmaAccumulatorLayout(out.n);
    return out;
  }
  // CuTe's UMMA traits: one thread stands for the CTA (two for a 2-SM
  // MMA, each holding half of M and N); every operand is seen whole.
  unsigned numCta = 0;
  if (auto t = dyn_cast<Sm100MmaType>(atom))
    numCta = t.getNumCta();
  else if (auto t = dyn_cast<Sm100MmaSpType>(atom))
    numCta = t.getNumCta();
  else if (auto t = dyn_cast<Sm100MmaBsType>(atom))
    numCta = t.getNumCta();
  else if (auto t = dyn_cast<Sm100MmaBsSpType>(atom))
    numCta = t.getNumCta();
  if (numCta == 1 || numCta == 2) {
    int64_t cta = numCta;
    auto split = [&](int64_t mn, int64_t k) {
      using I = L::IntTuple;
      return L::makeLayout(
          I::tuple({I::integer(cta),
                    I::tuple({I::integer(mn / cta), I::integer(k)})}),
          I::tuple({I::integer(cta == 1 ? 0 : mn / cta),
                    I::tuple({I::integer(1), I::integer(mn)})}));
    };
    out.thrId = cta == 1 ? L::makeLayout(L::IntTuple::integer(1),
                                         L::IntTuple::integer(0))
                         : compact(2);
    out.a = split(out.m, out.k);
    out.b = split(out.n, out.k);
    out.c = split(out.m, out.n);
    return out;
  }
  FailureOr<RegisterMmaInfo> info = analyzeRegisterMma(
      atom, c.aType, c.bType, c.cType, [&]() -> InFlightDiagnostic {
        InFlightDiagnostic d =
            mlir::emitError(UnknownLoc::get(atom.getContext()));
        d.abandon();
        return d;
      });
  if (failed(info))
    return std::nullopt;
  out.a = info->layouts.slots[0];
  out.b = info->layouts.slots[1];
  out.c = info->layouts.slots[2];
  L::Result<int64_t> threads = L::size(L::getMode(out.c, 0));
  if (!threads.ok())
    return std::nullopt;
  out.thrId = compact(*threads);
  return out;
}
