//===- AtomSyntaxCopy.cpp - copy and TMA atom payloads (CuTe DSL text) ----===//
//
//   atom.tmem_load<f32, 32 DP, 32 bit, x32>          (tmem_store alike)
//   atom.s2t_copy<f8E8M0FNU, 32 DP, 128 bit, num_cta = 1, bcast = x4>
//   atom.simt_async_copy<f32, cache = always, 32 b>  (older: `<16>` bytes)
//   atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16,
//             num_matrices = 4, t>                   (older: `<m8n8.x4.trans>`)
//   atom.stsm<f16, mode = <"(8,8)">, num_matrices = 4, n>
//   atom.tma_load<T, copy_bits = N, mode = tiled, num_cta = 1,
//                 g_stride = <"()"> [mcast = true ]tma_gbasis = <"L">>
//   atom.tma_store / tma_reduce (`kind = ADD` after mode, no num_cta)
//   atom.non_exec_tiled_tma_load<sm_90, T, copy_bits = N, tma_gbasis = <"L">,
//             tma_format = F16_RN | internal_val_type = T>
//   atom.non_exec_tiled_tma_store<T, ...>, ..._reduce<ADD, T, ...>
//
//===----------------------------------------------------------------------===//
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::syntax;
using target::Mnemonic;

namespace {

template <typename T, typename... Args>
Type checked(DialectAsmParser &p, SMLoc loc, Args &&...args) {
  return T::getChecked([&] { return p.emitError(loc); }, p.getContext(),
                       std::forward<Args>(args)...);
}

/// `N WORD` (e.g. `32 DP`, `128 b`).
ParseResult parseCountWord(DialectAsmParser &p, StringRef word,
                           unsigned &out) {
  int64_t n;
  SMLoc loc = p.getCurrentLocation();
  if (p.parseInteger(n) || p.parseKeyword(word))
    return failure();
  if (n <= 0 || n > (1 << 20))
    return p.emitError(loc) << "invalid `" << n << " " << word << "`";
  out = static_cast<unsigned>(n);
  return success();
}

ParseResult parseUnsigned(DialectAsmParser &p, uint64_t &out) {
  SMLoc loc = p.getCurrentLocation();
  int64_t n;
  if (p.parseInteger(n))
    return failure();
  if (n < 0)
    return p.emitError(loc) << "expected a non-negative integer, got " << n;
  out = static_cast<uint64_t>(n);
  return success();
}

Type parseTmem(DialectAsmParser &p, Mnemonic m, SMLoc loc) {
  Type t;
  unsigned dp = 0, bits = 0, rep = 0;
  StringRef xs;
  SMLoc rl;
  if (p.parseType(t) || p.parseComma() || parseCountWord(p, "DP", dp) ||
      p.parseComma() || parseCountWord(p, "bit", bits) || p.parseComma())
    return {};
  rl = p.getCurrentLocation();
  if (failed(p.parseOptionalKeyword(&xs)) || !xs.consume_front("x") ||
      xs.getAsInteger(10, rep)) {
    p.emitError(rl) << "expected a repetition `xN` (x1 .. x128)";
    return {};
  }
  // `.pack::16b` (tcgen05.ld) / `.unpack::16b` (tcgen05.st).
  StringRef packWord = m == Mnemonic::TmemLoad ? "pack_16b" : "unpack_16b";
  bool packed16 = false;
  if (succeeded(p.parseOptionalComma())) {
    if (p.parseKeyword(packWord))
      return {};
    packed16 = true;
  }
  if (p.parseGreater())
    return {};
  if (m == Mnemonic::TmemLoad)
    return checked<TmemLoadType>(p, loc, t, dp, bits, rep, packed16);
  return checked<TmemStoreType>(p, loc, t, dp, bits, rep, packed16);
}

/// `<T, 128 DP, 256 bit, num_cta = 1[, bcast = x4|lw_0213|lw_0123]>`.
Type parseS2t(DialectAsmParser &p, SMLoc loc) {
  Type t;
  unsigned dp = 0, bits = 0;
  int64_t ctas = 0;
  std::optional<S2tBroadcast> bcast;
  if (p.parseType(t) || p.parseComma() || parseCountWord(p, "DP", dp) ||
      p.parseComma() || parseCountWord(p, "bit", bits) || p.parseComma() ||
      p.parseKeyword("num_cta") || p.parseEqual() || p.parseInteger(ctas))
    return {};
  if (succeeded(p.parseOptionalComma())) {
    StringRef word;
    SMLoc wl;
    if (p.parseKeyword("bcast") || p.parseEqual())
      return {};
    wl = p.getCurrentLocation();
    if (p.parseKeyword(&word))
      return {};
    bcast = symbolizeS2tBroadcast(word);
    if (!bcast) {
      p.emitError(wl) << "expected bcast = x4, lw_0213 or lw_0123, got `"
                      << word << "`";
      return {};
    }
  }
  if (p.parseGreater())
    return {};
  if (ctas < 0 || ctas > 1024) {
    p.emitError(loc) << "invalid num_cta " << ctas;
    return {};
  }
  return checked<S2tCopyType>(p, loc, t, dp, bits,
                              static_cast<unsigned>(ctas), bcast);
}

Type parseSimtAsync(DialectAsmParser &p, SMLoc loc) {
  int64_t bytes;
  OptionalParseResult legacy = p.parseOptionalInteger(bytes);
  if (legacy.has_value()) {
    // `<BYTES[, cache = ca|cg]>`: without a cache operator, the width's
    // default from the copy-form table.
    if (failed(*legacy))
      return {};
    std::optional<AsyncCacheMode> cache;
    if (succeeded(p.parseOptionalComma())) {
      SMLoc cl = p.getCurrentLocation();
      StringRef op;
      if (p.parseKeyword("cache") || p.parseEqual() || p.parseKeyword(&op))
        return {};
      if (op != "ca" && op != "cg") {
        p.emitError(cl) << "invalid cache `" << op
                        << "`; expected one of ca, cg";
        return {};
      }
      cache = op == "ca" ? AsyncCacheMode::Always : AsyncCacheMode::Global;
    }
    if (p.parseGreater())
      return {};
    if (bytes <= 0 || bytes > 1024) {
      p.emitError(loc) << "invalid cp.async width " << bytes << " bytes";
      return {};
    }
    return checked<SimtAsyncCopyType>(p, loc, Type(), cache,
                                      static_cast<unsigned>(bytes * 8));
  }
  Type t;
  unsigned bits = 0;
  if (p.parseType(t) || p.parseComma() || p.parseKeyword("cache") ||
      p.parseEqual())
    return {};
  auto cache = parseEnumWord<AsyncCacheMode>(
      p, "cache", symbolizeAsyncCacheMode,
      "always, global, streaming, last_use, none");
  if (failed(cache) || p.parseComma() || parseCountWord(p, "b", bits) ||
      p.parseGreater())
    return {};
  return checked<SimtAsyncCopyType>(p, loc, t,
                                    std::optional<AsyncCacheMode>(*cache), bits);
}

/// `m8n8.x4[.trans]`: the variant keyword of the copy-form table.
Type parseMatrixLegacy(DialectAsmParser &p, Mnemonic m, SMLoc loc,
                       StringRef word) {
  StringRef v = word;
  bool trans = v.consume_back(".trans");
  unsigned n = 0;
  if (!v.consume_front("m8n8.x") || v.getAsInteger(10, n)) {
    p.emitError(loc) << "invalid `" << target::atomRecord(m).mnemonic
                     << "` variant `" << word
                     << "`; expected m8n8.x1|x2|x4[.trans]";
    return {};
  }
  if (p.parseGreater())
    return {};
  SmallVector<int64_t, 2> mode{8, 8};
  ArrayRef<int64_t> modeRef = mode;
  std::optional<LdsmSzPattern> none;
  if (m == Mnemonic::Ldsm)
    return checked<LdsmType>(p, loc, Type(), modeRef, none, n, trans);
  return checked<StsmType>(p, loc, Type(), modeRef, none, n, trans);
}

FailureOr<SmallVector<int64_t, 2>> parseMatrixMode(DialectAsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  auto text = parseQuotedLayout(p, "matrix mode");
  if (failed(text))
    return failure();
  StringRef s = text->getValue();
  int64_t r = 0, c = 0;
  if (!s.consume_front("(") || !s.consume_back(")"))
    return p.emitError(loc, "matrix mode must be `(ROWS,COLS)`");
  auto [rs, cs] = s.split(',');
  if (rs.getAsInteger(10, r) || cs.getAsInteger(10, c) || r <= 0 || c <= 0)
    return p.emitError(loc, "matrix mode must be `(ROWS,COLS)`");
  return SmallVector<int64_t, 2>{r, c};
}

Type parseMatrix(DialectAsmParser &p, Mnemonic m, SMLoc loc) {
  Type t;
  SmallVector<int64_t, 2> mode;
  std::optional<LdsmSzPattern> sz;
  unsigned n = 0;
  bool ldsm = m == Mnemonic::Ldsm;
  // stsm starts with its type, ldsm with `val_type = T`; either may be the
  // older variant keyword.
  SMLoc wl = p.getCurrentLocation();
  OptionalParseResult typed = p.parseOptionalType(t);
  if (typed.has_value()) {
    if (failed(*typed))
      return {};
    if (ldsm) {
      p.emitError(wl, "expected `val_type = T` first");
      return {};
    }
  } else {
    StringRef word;
    if (p.parseKeyword(&word))
      return {};
    if (word.starts_with("m8n8"))
      return parseMatrixLegacy(p, m, wl, word);
    if (!ldsm || word != "val_type") {
      p.emitError(wl) << "expected " << (ldsm ? "`val_type = T`" : "a type")
                      << " first";
      return {};
    }
    if (p.parseEqual() || p.parseType(t))
      return {};
  }
  if (p.parseComma() || p.parseKeyword("mode") ||
      p.parseEqual())
    return {};
  auto md = parseMatrixMode(p);
  if (failed(md) || p.parseComma())
    return {};
  mode = *md;
  if (ldsm) {
    if (p.parseKeyword("sz_pattern") || p.parseEqual())
      return {};
    auto v = parseEnumWord<LdsmSzPattern>(
        p, "sz_pattern", symbolizeLdsmSzPattern,
        "u16, u8, u4x16p64to8, u6x16p32to8");
    if (failed(v) || p.parseComma())
      return {};
    sz = *v;
  }
  int64_t count;
  SMLoc cl;
  if (p.parseKeyword("num_matrices") || p.parseEqual())
    return {};
  cl = p.getCurrentLocation();
  if (p.parseInteger(count) || p.parseComma())
    return {};
  if (count <= 0 || count > 16) {
    p.emitError(cl) << "invalid num_matrices " << count;
    return {};
  }
  n = static_cast<unsigned>(count);
  SMLoc tl = p.getCurrentLocation();
  StringRef tn;
  if (p.parseKeyword(&tn))
    return {};
  if (tn != "t" && tn != "n") {
    p.emitError(tl) << "expected `t` (transposed) or `n`, got `" << tn << "`";
    return {};
  }
  if (p.parseGreater())
    return {};
  ArrayRef<int64_t> modeRef = mode;
  bool trans = tn == "t";
  if (ldsm)
    return checked<LdsmType>(p, loc, t, modeRef, sz, n, trans);
  return checked<StsmType>(p, loc, t, modeRef, sz, n, trans);
}

/// Executable TMA atoms.
Type parseTma(DialectAsmParser &p, Mnemonic m, SMLoc loc) {
  Type t;
  uint64_t copyBits = 0;
  std::optional<TmaCopyMode> mode;
  std::optional<TmaReduceKind> kind;
  unsigned numCta = 0;
  bool mcast = false;
  StringAttr gStride, gbasis;
  const char *name = target::atomRecord(m).mnemonic;
  OptionalParseResult typed = p.parseOptionalType(t);
  if (!typed.has_value()) {
    p.emitError(loc) << "`" << name
                     << "` expects its value type first, e.g. <f16, "
                        "copy_bits = 1024, ...>";
    return {};
  }
  if (failed(*typed))
    return {};
  auto keyed = [&](StringRef key, SMLoc kl) -> ParseResult {
    if (key == "copy_bits")
      return parseUnsigned(p, copyBits);
    if (key == "mode") {
      auto v = parseEnumWord<TmaCopyMode>(p, key, symbolizeTmaCopyMode,
                                          "tiled, im2col");
      if (failed(v))
        return failure();
      mode = *v;
      return success();
    }
    if (key == "num_cta" && m == Mnemonic::TmaLoad) {
      uint64_t n;
      if (parseUnsigned(p, n))
        return failure();
      if (n < 1 || n > 16)
        return p.emitError(kl) << "invalid num_cta " << n;
      numCta = static_cast<unsigned>(n);
      return success();
    }
    if (key == "mcast" && m == Mnemonic::TmaLoad) {
      StringRef b;
      if (p.parseKeyword(&b))
        return failure();
      if (b != "true" && b != "false")
        return p.emitError(kl, "expected `mcast = true|false`");
      mcast = b == "true";
      return success();
    }
    if (key == "kind" && m == Mnemonic::TmaReduce) {
      auto v = parseEnumWord<TmaReduceKind>(
          p, key, symbolizeTmaReduceKind, "ADD, MIN, MAX, INC, DEC, AND, OR, XOR");
      if (failed(v))
        return failure();
      kind = *v;
      return success();
    }
    if (key == "g_stride" || key == "tma_gbasis") {
      auto s = parseQuotedLayout(p, key);
      if (failed(s))
        return failure();
      (key == "g_stride" ? gStride : gbasis) = *s;
      return success();
    }
    return p.emitError(kl) << "unknown `" << name << "` parameter `" << key
                           << "`";
  };
  if (parseKeyedItems(p, name, keyed))
    return {};
  if (m == Mnemonic::TmaLoad)
    return checked<TmaLoadType>(p, loc, t, copyBits, mode, numCta, mcast,
                                gStride, gbasis);
  if (m == Mnemonic::TmaStore)
    return checked<TmaStoreType>(p, loc, t, copyBits, mode, gStride, gbasis);
  return checked<TmaReduceType>(p, loc, t, copyBits, mode, kind, gStride,
                                gbasis);
}

Type parseNonExec(DialectAsmParser &p, Mnemonic m, SMLoc loc) {
  std::optional<TiledTmaLoad> loadKind;
  std::optional<Im2colTmaLoad> im2colKind;
  std::optional<TmaReduceKind> kind;
  std::optional<TmaDataFormat> format;
  Type t, internal;
  uint64_t copyBits = 0;
  StringAttr gbasis;
  const char *name = target::atomRecord(m).mnemonic;
  if (m == Mnemonic::NonExecTiledTmaLoad) {
    auto v = parseEnumWord<TiledTmaLoad>(
        p, "tiled TMA load kind", symbolizeTiledTmaLoad,
        "sm_90, sm_90_multicast, sm_100_2sm, sm_100_2sm_multicast");
    if (failed(v) || p.parseComma())
      return {};
    loadKind = *v;
  }
  if (m == Mnemonic::NonExecIm2colTmaLoad) {
    auto v = parseEnumWord<Im2colTmaLoad>(
        p, "im2col TMA load kind", symbolizeIm2colTmaLoad,
        "sm_90, sm_90_multicast, sm_100_2sm, sm_100_2sm_multicast");
    if (failed(v) || p.parseComma())
      return {};
    im2colKind = *v;
  }
  if (m == Mnemonic::NonExecTiledTmaReduce) {
    auto v = parseEnumWord<TmaReduceKind>(
        p, "reduce kind", symbolizeTmaReduceKind,
        "ADD, MIN, MAX, INC, DEC, AND, OR, XOR");
    if (failed(v) || p.parseComma())
      return {};
    kind = *v;
  }
  if (p.parseType(t))
    return {};
  auto keyed = [&](StringRef key, SMLoc kl) -> ParseResult {
    if (key == "copy_bits")
      return parseUnsigned(p, copyBits);
    if (key == "tma_gbasis") {
      auto s = parseQuotedLayout(p, key);
      if (failed(s))
        return failure();
      gbasis = *s;
      return success();
    }
    if (key == "tma_format") {
      auto v = parseEnumWord<TmaDataFormat>(
          p, key, symbolizeTmaDataFormat,
          "U8, U16, U32, S32, U64, S64, F16_RN, F32_RN, F32_FTZ_RN, F64_RN, "
          "BF16_RN, TF32_RN, TF32_FTZ_RN");
      if (failed(v))
        return failure();
      format = *v;
      return success();
    }
    if (key == "internal_val_type")
      return p.parseType(internal);
    return p.emitError(kl) << "unknown `" << name << "` parameter `" << key
                           << "`";
  };
  if (parseKeyedItems(p, name, keyed))
    return {};
  if (m == Mnemonic::NonExecTiledTmaLoad)
    return checked<NonExecTiledTmaLoadType>(p, loc, loadKind, t, copyBits,
                                            gbasis, format, internal);
  if (m == Mnemonic::NonExecTiledTmaStore)
    return checked<NonExecTiledTmaStoreType>(p, loc, t, copyBits, gbasis,
                                             format, internal);
  if (m == Mnemonic::NonExecIm2colTmaLoad)
    return checked<NonExecIm2colTmaLoadType>(p, loc, im2colKind, t, copyBits,
                                             gbasis, format, internal);
  if (m == Mnemonic::NonExecIm2colTmaStore)
    return checked<NonExecIm2colTmaStoreType>(p, loc, t, copyBits, gbasis,
                                              format, internal);
  return checked<NonExecTiledTmaReduceType>(p, loc, kind, t, copyBits, gbasis,
                                            format, internal);
}

template <typename T> void printNonExecTail(DialectAsmPrinter &p, T t) {
  p << t.getValueType() << ", copy_bits = " << t.getCopyBits();
  if (t.getGbasis()) {
    p << ", tma_gbasis = ";
    printQuotedLayout(p, t.getGbasis());
  }
  if (t.getTmaFormat())
    p << ", tma_format = " << stringifyTmaDataFormat(*t.getTmaFormat());
  if (t.getInternalValType())
    p << ", internal_val_type = " << t.getInternalValType();
  p << ">";
}

template <typename T> void printTmaTail(DialectAsmPrinter &p, T t) {
  // CuTe DSL prints no comma after the g_stride item.
  if (t.getGStride()) {
    p << ", g_stride = ";
    printQuotedLayout(p, t.getGStride());
  }
}

void printGbasis(DialectAsmPrinter &p, StringAttr gbasis, bool afterStride) {
  if (!gbasis)
    return;
  p << (afterStride ? " " : ", ") << "tma_gbasis = ";
  printQuotedLayout(p, gbasis);
}

} // namespace

namespace cute_nvgpu::syntax {

Type parseCopyPayload(DialectAsmParser &p, Mnemonic m, SMLoc loc,
                      bool hasPayload) {
  MLIRContext *ctx = p.getContext();
  if (!hasPayload) {
    switch (m) {
#define CUTE_NVGPU_BARE(T)                                                     \
  case T::kMnemonic:                                                           \
    return T::get(ctx);
      CUTE_NVGPU_BARE(TmemLoadType)
      CUTE_NVGPU_BARE(TmemStoreType)
      CUTE_NVGPU_BARE(S2tCopyType)
      CUTE_NVGPU_BARE(TmaLoadType)
      CUTE_NVGPU_BARE(TmaStoreType)
      CUTE_NVGPU_BARE(TmaReduceType)
      CUTE_NVGPU_BARE(SimtAsyncCopyType)
      CUTE_NVGPU_BARE(LdsmType)
      CUTE_NVGPU_BARE(StsmType)
      CUTE_NVGPU_BARE(NonExecTiledTmaLoadType)
      CUTE_NVGPU_BARE(NonExecTiledTmaStoreType)
      CUTE_NVGPU_BARE(NonExecTiledTmaReduceType)
      CUTE_NVGPU_BARE(NonExecIm2colTmaLoadType)
      CUTE_NVGPU_BARE(NonExecIm2colTmaStoreType)
#undef CUTE_NVGPU_BARE
    default:
      return {};
    }
  }
  switch (m) {
  case Mnemonic::TmemLoad:
  case Mnemonic::TmemStore:
    return parseTmem(p, m, loc);
  case Mnemonic::SimtAsyncCopy:
    return parseSimtAsync(p, loc);
  case Mnemonic::S2tCopy:
    return parseS2t(p, loc);
  case Mnemonic::Ldsm:
  case Mnemonic::Stsm:
    return parseMatrix(p, m, loc);
  case Mnemonic::TmaLoad:
  case Mnemonic::TmaStore:
  case Mnemonic::TmaReduce:
    return parseTma(p, m, loc);
  case Mnemonic::NonExecTiledTmaLoad:
  case Mnemonic::NonExecTiledTmaStore:
  case Mnemonic::NonExecTiledTmaReduce:
  case Mnemonic::NonExecIm2colTmaLoad:
  case Mnemonic::NonExecIm2colTmaStore:
    return parseNonExec(p, m, loc);
  default:
    p.emitError(loc) << "`" << target::atomRecord(m).mnemonic
                     << "` takes no parameters";
    return {};
  }
}

bool printCopyPayload(DialectAsmPrinter &p, Type type) {
  return llvm::TypeSwitch<Type, bool>(type)
      .Case<TmemLoadType, TmemStoreType>([&](auto t) {
        if (t.getValueType())
          p << "<" << t.getValueType() << ", " << t.getDataPaths() << " DP, "
            << t.getBits() << " bit, x" << t.getRepeat()
            << (!t.getPacked16()                 ? ""
                : std::is_same_v<decltype(t), TmemLoadType> ? ", pack_16b"
                                                           : ", unpack_16b")
            << ">";
        return true;
      })
      .Case([&](SimtAsyncCopyType t) {
        if (!t.getBits())
          return true;
        if (!t.getValueType()) {
          p << "<" << t.getBits() / 8;
          if (t.getCache())
            p << ", cache = "
              << (*t.getCache() == AsyncCacheMode::Always ? "ca" : "cg");
          p << ">";
          return true;
        }
        p << "<" << t.getValueType() << ", cache = "
          << stringifyAsyncCacheMode(*t.getCache()) << ", " << t.getBits()
          << " b>";
        return true;
      })
      .Case<LdsmType, StsmType>([&](auto t) {
        if (!t.getNumMatrices())
          return true;
        if (!t.getValueType()) {
          p << "<m8n8.x" << t.getNumMatrices()
            << (t.getTranspose() ? ".trans" : "") << ">";
          return true;
        }
        p << "<";
        if (isa<LdsmType>(type))
          p << "val_type = ";
        p << t.getValueType() << ", mode = <\"(" << t.getMode()[0] << ","
          << t.getMode()[1] << ")\">";
        if (t.getSzPattern())
          p << ", sz_pattern = " << stringifyLdsmSzPattern(*t.getSzPattern());
        p << ", num_matrices = " << t.getNumMatrices() << ", "
          << (t.getTranspose() ? "t" : "n") << ">";
        return true;
      })
      .Case([&](TmaLoadType t) {
        if (!t.getValueType())
          return true;
        p << "<" << t.getValueType() << ", copy_bits = " << t.getCopyBits();
        if (t.getMode())
          p << ", mode = " << stringifyTmaCopyMode(*t.getMode());
        if (t.getNumCta())
          p << ", num_cta = " << t.getNumCta();
        printTmaTail(p, t);
        if (t.getMcast())
          p << (t.getGStride() ? " " : ", ") << "mcast = true";
        printGbasis(p, t.getGbasis(), t.getGStride() || t.getMcast());
        p << ">";
        return true;
      })
      .Case([&](TmaStoreType t) {
        if (!t.getValueType())
          return true;
        p << "<" << t.getValueType() << ", copy_bits = " << t.getCopyBits();
        if (t.getMode())
          p << ", mode = " << stringifyTmaCopyMode(*t.getMode());
        printTmaTail(p, t);
        printGbasis(p, t.getGbasis(), bool(t.getGStride()));
        p << ">";
        return true;
      })
      .Case([&](TmaReduceType t) {
        if (!t.getValueType())
          return true;
        p << "<" << t.getValueType() << ", copy_bits = " << t.getCopyBits();
        if (t.getMode())
          p << ", mode = " << stringifyTmaCopyMode(*t.getMode());
        if (t.getKind())
          p << ", kind = " << stringifyTmaReduceKind(*t.getKind());
        printTmaTail(p, t);
        printGbasis(p, t.getGbasis(), bool(t.getGStride()));
        p << ">";
        return true;
      })
      .Case([&](NonExecTiledTmaLoadType t) {
        if (!t.getValueType())
          return true;
        p << "<" << stringifyTiledTmaLoad(*t.getLoadKind()) << ", ";
        printNonExecTail(p, t);
        return true;
      })
      .Case([&](NonExecIm2colTmaLoadType t) {
        if (!t.getValueType())
          return true;
        p << "<" << stringifyIm2colTmaLoad(*t.getLoadKind()) << ", ";
        printNonExecTail(p, t);
        return true;
      })
      .Case<NonExecTiledTmaStoreType, NonExecIm2colTmaStoreType>([&](auto t) {
        if (!t.getValueType())
          return true;
        p << "<";
        printNonExecTail(p, t);
        return true;
      })
      .Case([&](NonExecTiledTmaReduceType t) {
        if (!t.getValueType())
          return true;
        p << "<" << stringifyTmaReduceKind(*t.getKind()) << ", ";
        printNonExecTail(p, t);
        return true;
      })
      .Case([&](S2tCopyType t) {
        if (!t.getValueType())
          return true;
        p << "<" << t.getValueType() << ", " << t.getDataPaths() << " DP, "
          << t.getBits() << " bit, num_cta = " << t.getNumCta();
        if (t.getBroadcast())
          p << ", bcast = " << stringifyS2tBroadcast(*t.getBroadcast());
        p << ">";
        return true;
      })
      .Default([](Type) { return false; });
}

} // namespace cute_nvgpu::syntax
