//===- RegisterCopy.cpp - copy atoms: verification -----------------------===//
//
// seed 003 copy-atom operand-layout contracts: universal_copy (any pair the
// target supports, scalar/vector ld/st of the atom's width), ldsm/stsm
// (smem <-> rmem 8x8 b16 matrices, x1/x2/x4, .trans), simt_async_copy
// (cp.async gmem -> smem of 4/8/16 bytes). A per-thread memory view must be
// one contiguous vector of the atom's width; otherwise the seed's
// "cannot vectorize copy" diagnostics.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterCopy.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

using namespace mlir;
using namespace cute_nvgpu;
using target::Mnemonic;
namespace L = cute_nvgpu::layout;

static uint8_t residencyOf(cute::MemSpace s) {
  switch (s) {
  case cute::MemSpace::Rmem:
    return target::ResRmem;
  case cute::MemSpace::Smem:
    return target::ResSmem;
  case cute::MemSpace::Gmem:
    return target::ResGmem;
  case cute::MemSpace::Tmem:
    return target::ResTmem;
  case cute::MemSpace::Generic: // no atom takes a generic address
    return 0;
  }
  return 0;
}

static int bitsOf(Type t) {
  if (isa<FloatTF32Type>(t))
    return 32; // tf32 occupies a 32-bit container in memory and registers
  if (auto ai = dyn_cast<AtomIntegerType>(t))
    return static_cast<int>(ai.getWidth());
  if (t.isIntOrFloat())
    return static_cast<int>(t.getIntOrFloatBitWidth());
  return 0;
}

/// A memory-side view must be `n` contiguous elements (stride 1 after
/// coalescing); the seed's two vectorization failures.
static LogicalResult checkVector(function_ref<InFlightDiagnostic()> emitError,
                                 const char *atom, cute::CuteMemRefType src,
                                 cute::CuteMemRefType dst, int n) {
  auto coalesced = [](cute::CuteMemRefType t) -> std::optional<L::Layout> {
    L::AnyLayout v = t.getLayoutValue();
    if (!v.isLayout())
      return std::nullopt;
    L::Result<L::Layout> c = L::coalesce(v.layout());
    if (!c.ok())
      return std::nullopt;
    return *c;
  };
  bool srcMem = src.getSpace() != cute::MemSpace::Rmem;
  bool dstMem = dst.getSpace() != cute::MemSpace::Rmem;
  std::optional<L::Layout> s = srcMem ? coalesced(src) : std::nullopt;
  std::optional<L::Layout> d = dstMem ? coalesced(dst) : std::nullopt;
  L::Layout want{L::IntTuple::integer(n), L::IntTuple::integer(1)};
  if (n == 1)
    want = L::Layout{L::IntTuple::integer(1), L::IntTuple::integer(0)};
  // A view of the wrong size is not a stride problem: name the sizes.
  for (cute::CuteMemRefType view : {src, dst}) {
    L::AnyLayout v = view.getLayoutValue();
    if (view.getSpace() == cute::MemSpace::Rmem ||
        (!v.isLayout() && !v.isComposed()))
      continue;
    L::Result<int64_t> size =
        L::size(v.isLayout() ? v.layout() : v.composed().layout);
    if (size.ok() && *size != n)
      return emitError() << "'" << atom << "' moves " << n
                         << " elements per thread, but the "
                         << cute::stringifyMemSpace(view.getSpace())
                         << " view holds " << *size << ": " << view;
  }
  if (srcMem && dstMem && s && d && *s != *d)
    return emitError() << "'" << atom << "' cannot vectorize copy to " << n
                       << " elements (static strides must match)";
  for (auto [isMem, l] : {std::pair{srcMem, s}, std::pair{dstMem, d}})
    if (isMem && (!l || *l != want))
      return emitError() << "'" << atom << "' cannot vectorize copy to " << n
                         << " elements (static strides must be 1)";
  return success();
}

/// The register of each value of an rmem fragment: value i lives in
/// register layout(i) of the per-thread vector. Empty for the identity;
/// fails unless the layout places its values in distinct registers
/// 0..size-1 (the lowering holds exactly size(layout) registers).
static LogicalResult
fragmentRegisterOrder(function_ref<InFlightDiagnostic()> emitError,
                      cute::CuteMemRefType reg, SmallVector<int64_t> &order) {
  L::AnyLayout v = reg.getLayoutValue();
  L::Result<int64_t> n = v.isLayout() ? L::size(v.layout())
                                      : L::Result<int64_t>(-1);
  SmallVector<bool> seen(n.ok() && *n > 0 ? *n : 0, false);
  bool identity = true;
  for (int64_t i = 0; i < static_cast<int64_t>(seen.size()); ++i) {
    L::Result<int64_t> r = L::eval(v.layout(), i);
    if (!r.ok() || *r < 0 || *r >= *n || seen[*r]) {
      seen.clear();
      break;
    }
    seen[*r] = true;
    identity &= *r == i;
    order.push_back(*r);
  }
  if (seen.empty())
    return emitError() << "expects the register fragment to place each value "
                          "in its own register (a permutation of 0..size-1), "
                          "got "
                       << reg;
  if (identity)
    order.clear();
  return success();
}

FailureOr<CopyInfo>
cute_nvgpu::analyzeCopy(Type atomType, Type srcType, Type dstType,
                        function_ref<InFlightDiagnostic()> emitError,
                        bool zeroFill) {
  const target::AtomRecord *rec = lookupAtomRecord(atomType);
  if (!rec || !isa<CopyAtomTypeInterface>(atomType))
    return emitError() << "expects a copy atom, got " << atomType;
  auto src = dyn_cast<cute::CuteMemRefType>(srcType);
  auto dst = dyn_cast<cute::CuteMemRefType>(dstType);
  if (!src || !dst)
    return emitError() << "expects !cute.memref source and destination, got "
                       << srcType << " and " << dstType;
  CopyInfo info;
  info.atom = rec->slot;
  const char *name = rec->mnemonic;
  switch (rec->slot) {
  case Mnemonic::UniversalCopy:
  case Mnemonic::Ldsm:
  case Mnemonic::Stsm:
  case Mnemonic::SimtAsyncCopy:
    break;
  default:
    return emitError() << "`" << name
                       << "` copies are not lowered by the register-file "
                          "copy path (TMA and TMEM copies have their own "
                          "lowering)";
  }
  if (zeroFill && rec->slot != Mnemonic::SimtAsyncCopy)
    return emitError() << "`src_size` (cp.async zero-fill) applies to "
                          "`atom.simt_async_copy` only, got `"
                       << name << "`";
  uint8_t s = residencyOf(src.getSpace()), d = residencyOf(dst.getSpace());
  bool ok = (rec->copy.source & s) && (rec->copy.destination & d);
  if (rec->slot == Mnemonic::UniversalCopy)
    ok = (s == target::ResRmem) != (d == target::ResRmem) &&
         s != target::ResTmem && d != target::ResTmem;
  if (!ok)
    return emitError() << "`" << name << "` copies "
                       << (rec->slot == Mnemonic::UniversalCopy
                               ? std::string("gmem|smem <-> rmem")
                               : target::residencyName(rec->copy.source) +
                                     " -> " +
                                     target::residencyName(
                                         rec->copy.destination))
                       << ", but got src: " << srcType << ", dst: " << dstType;
  if (src.getElementType() != dst.getElementType())
    return emitError() << "expects source and destination of one element "
                          "type, got "
                       << src.getElementType() << " and "
                       << dst.getElementType();
  info.elementBits = bitsOf(src.getElementType());
  if (info.elementBits == 0)
    return emitError() << "unsupported copy element type "
                       << src.getElementType();
  cute::CuteMemRefType reg =
      src.getSpace() == cute::MemSpace::Rmem ? src : dst;
  int64_t regValues = reg.getSpace() == cute::MemSpace::Rmem
                          ? reg.getValuesPerThread()
                          : -1;

  if (rec->slot == Mnemonic::Ldsm || rec->slot == Mnemonic::Stsm) {
    unsigned matrices = 0;
    bool trans = false;
    ArrayRef<int64_t> mode;
    if (auto l = dyn_cast<LdsmType>(atomType))
      matrices = l.getNumMatrices(), trans = l.getTranspose(),
      mode = l.getMode();
    if (auto s = dyn_cast<StsmType>(atomType))
      matrices = s.getNumMatrices(), trans = s.getTranspose(),
      mode = s.getMode();
    if (!matrices)
      return emitError() << "`" << name
                         << "` needs its variant, e.g. !cute_nvgpu." << name
                         << "<m8n8.x4>";
    // The copy-form table names the variants `m<R>n<C>.x<N>[.trans]`.
    std::string v = "m" + std::to_string(mode[0]) + "n" +
                    std::to_string(mode[1]) + ".x" +
                    std::to_string(matrices) + (trans ? ".trans" : "");
    info.form = target::findCopyForm(rec->slot, v);
    if (!info.form)
      return emitError() << "`" << name << "` has no variant `" << v << "`";
    info.numMatrices = info.form->matrices;
    info.transpose = info.form->transpose;
    info.elements = 8; // one 16-byte row per lane
    if (info.elementBits != info.form->elementBits)
      return emitError() << "`" << name << "` moves " << info.form->elementBits
                         << "-bit elements, got " << src.getElementType();
    if (regValues != info.form->bitsPerThread / info.elementBits)
      return emitError() << "`" << name << "<" << v
                         << ">` moves "
                         << info.form->bitsPerThread / info.elementBits
                         << " values per thread, but the register fragment "
                            "holds "
                         << regValues;
    if (failed(checkVector(emitError, name, src, dst, 8)) ||
        failed(fragmentRegisterOrder(emitError, reg, info.registerOrder)))
      return failure();
    return info;
  }
  if (rec->slot == Mnemonic::SimtAsyncCopy) {
    auto async = cast<SimtAsyncCopyType>(atomType);
    if (!async.getBits())
      return emitError() << "`atom.simt_async_copy` needs its width, e.g. "
                            "!cute_nvgpu.atom.simt_async_copy<f16, cache = "
                            "global, 128 b>";
    info.bytes = static_cast<int>(async.getBits() / 8);
    int n = info.bytes * 8 / info.elementBits;
    info.elements = n;
    // always = .ca, global = .cg; absent: the width's default.
    std::string c;
    if (std::optional<AsyncCacheMode> cache = async.getCache()) {
      if (*cache != AsyncCacheMode::Always && *cache != AsyncCacheMode::Global)
        return emitError() << "`atom.simt_async_copy` with cache = "
                           << stringifyAsyncCacheMode(*cache)
                           << " has no cp.async form (cp.async has .ca = "
                              "always and .cg = global)";
      c = *cache == AsyncCacheMode::Always ? "ca" : "cg";
    }
    info.form = target::findAsyncCopyForm(info.bytes, c, zeroFill);
    if (!info.form && !c.empty() &&
        target::findAsyncCopyForm(info.bytes, "", zeroFill))
      return emitError() << "`atom.simt_async_copy` has no " << info.bytes
                         << "-byte ." << c << " form: cp.async.cg copies 16 "
                            "bytes only";
    if (!info.form) {
      InFlightDiagnostic diag = emitError();
      diag << "'" << name << "' cannot vectorize copy to " << n
           << " elements (static strides must be 1)";
      // "4, 8 or 16" from the widths of the table's rows.
      SmallVector<int> widths;
      for (const target::CopyFormRow &row : target::copyForms())
        if (row.atom == rec->slot &&
            !llvm::is_contained(widths, row.bitsPerThread / 8))
          widths.push_back(row.bitsPerThread / 8);
      std::string listed;
      for (size_t i = 0; i < widths.size(); ++i)
        listed += (i == 0                   ? ""
                   : i + 1 == widths.size() ? " or "
                                            : ", ") +
                  std::to_string(widths[i]);
      diag.attachNote() << "cp.async copies " << listed
                        << " bytes; the atom asks for " << info.bytes;
      return diag;
    }
    if (failed(checkVector(emitError, name, src, dst, n)))
      return failure();
    return info;
  }
  // universal_copy: one ld/st of the atom's width (default: one element).
  auto u = cast<UniversalCopyType>(atomType);
  if (u.getValueType() != src.getElementType())
    return emitError() << "expects operand element type "
                       << u.getValueType() << " of the atom, got "
                       << src.getElementType();
  int bits = u.getBits() ? static_cast<int>(u.getBits()) : info.elementBits;
  info.form = target::findCopyForm(rec->slot, std::to_string(bits));
  if (!info.form)
    return emitError() << "'" << name << "' cannot vectorize copy to "
                       << bits / info.elementBits
                       << " elements (static strides must be 1)";
  info.elements = bits / info.elementBits;
  if (regValues != info.elements)
    return emitError() << "`" << name << "` of " << bits
                       << " b moves " << info.elements
                       << " values per thread, but the register fragment "
                          "holds "
                       << regValues;
  if (failed(checkVector(emitError, name, src, dst, info.elements)) ||
      failed(fragmentRegisterOrder(emitError, reg, info.registerOrder)))
    return failure();
  if (u.getMemOrder() || u.getMemScope()) {
    if (bits > 64)
      return emitError() << "ordered/scoped universal copies are scalar "
                            "(at most 64 bits), got "
                         << bits << " b";
    std::optional<MemOrder> o = u.getMemOrder();
    bool load = dst.getSpace() == cute::MemSpace::Rmem;
    if (o && (*o == MemOrder::AcqRel || *o == MemOrder::Mmio ||
              *o == MemOrder::Constant || (load && *o == MemOrder::Release) ||
              (!load && *o == MemOrder::Acquire)))
      return emitError() << "mem_order=" << stringifyMemOrder(*o)
                         << " has no " << (load ? "ld" : "st")
                         << " form in this lowering";
  }
  return info;
}

LogicalResult CopyOp::verify() {
  Type dstType;
  if (getDst() && getResult())
    return emitOpError("takes a destination operand or produces a register "
                       "result, not both");
  if (getDst())
    dstType = getDst().getType();
  else if (getResult())
    dstType = getResult().getType();
  else
    return emitOpError("needs a destination operand or a register result");
  if (auto d = dyn_cast<cute::CuteMemRefType>(dstType)) {
    bool isReg = d.getSpace() == cute::MemSpace::Rmem;
    if (isReg && getDst())
      return emitOpError("an rmem destination is the op's result, not an "
                         "operand");
    if (!isReg && getResult())
      return emitOpError("a memory destination is an operand, not a result");
  }
  auto emit = [&] { return emitOpError(); };
  if (failed(verifyStaticView(getSrc().getType(), "the source", emit)) ||
      failed(verifyStaticView(dstType, "the destination", emit)))
    return failure();
  return analyzeCopy(getAtom().getType(), getSrc().getType(), dstType, emit,
                     !!getSrcSize());
}

LogicalResult MakeViewOp::verify() {
  auto view = dyn_cast<cute::CuteMemRefType>(getView().getType());
  auto ptr = dyn_cast<LLVM::LLVMPointerType>(getPtr().getType());
  if (!view || !ptr)
    return emitOpError("views an !llvm.ptr as a !cute.memref");
  unsigned want = view.getSpace() == cute::MemSpace::Smem   ? 3
                  : view.getSpace() == cute::MemSpace::Gmem ? 1
                                                            : 0;
  if (!want)
    return emitOpError("views only smem or gmem, got ") << view;
  if (ptr.getAddressSpace() != want)
    return emitOpError("a ") << cute::stringifyMemSpace(view.getSpace())
                             << " view needs an !llvm.ptr<" << want
                             << ">, got " << ptr;
  if (failed(verifyStaticView(view, "the view", [&] { return emitOpError(); })))
    return failure();
  // An element offset is a byte offset of offset * bits / 8: whole bytes.
  unsigned bits = view.getElementType().getIntOrFloatBitWidth();
  if (getOffset() && bits % 8 != 0)
    return emitOpError("an element offset needs whole-byte elements, but ")
           << view.getElementType() << " is " << bits << " bits";
  return success();
}
