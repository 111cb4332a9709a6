//===- AtomVerify.cpp - atom type verifiers and typed parameter views -----===//
//
// A type that cannot exist is refused when it is built: an MMA atom's shape
// and element types go through the same lattice and seed ladders as the
// builder ops (`sm80.mma<16x8x17, ...>` fails at parse, not at a use), and
// every copy/TMA parameter is range-checked here, for text and C++ alike.
//
//===----------------------------------------------------------------------===//
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using target::Mnemonic;

using EmitFn = function_ref<InFlightDiagnostic()>;

static const char *nameOf(Mnemonic m) { return target::atomRecord(m).mnemonic; }

/// Shape first, then all three element types or none.
static LogicalResult verifyMmaHead(EmitFn emitError, Mnemonic m,
                                   ArrayRef<int64_t> shape, Type a, Type b,
                                   Type c, bool extras) {
  if (shape.empty()) {
    if (a || b || c || extras)
      return emitError() << "`" << nameOf(m)
                         << "` parameters need the MxNxK shape first";
    return success();
  }
  if (shape.size() != 3)
    return emitError() << "`" << nameOf(m) << "` shape must be MxNxK";
  for (int64_t d : shape)
    if (d <= 0)
      return emitError() << "`" << nameOf(m)
                         << "` shape extents must be positive, got " << d;
  if (bool(a) != bool(b) || bool(a) != bool(c))
    return emitError() << "`" << nameOf(m)
                       << "` needs all three element types or none";
  return success();
}

static LogicalResult verifyRegisterMma(EmitFn emitError, Mnemonic m,
                                       ArrayRef<int64_t> shape, Type a, Type b,
                                       Type c, bool extras,
                                       std::optional<int64_t> vecSize,
                                       StringRef kind) {
  if (failed(verifyMmaHead(emitError, m, shape, a, b, c, extras)))
    return failure();
  if (shape.empty())
    return success();
  return checkRegisterMmaTypes(emitError, m, shape, a, b, c, vecSize, kind);
}

LogicalResult UniversalFmaType::verify(EmitFn emitError,
                                       ArrayRef<int64_t> shape, Type a, Type b,
                                       Type c) {
  return verifyRegisterMma(emitError, kMnemonic, shape, a, b, c, false,
                           std::nullopt, "");
}
LogicalResult Sm80MmaType::verify(EmitFn emitError, ArrayRef<int64_t> shape,
                                  Type a, Type b, Type c, bool saturate,
                                  std::optional<MmaBitOp> bitOp) {
  if (failed(verifyRegisterMma(emitError, kMnemonic, shape, a, b, c,
                               saturate || bitOp, std::nullopt, "")))
    return failure();
  return checkMmaOptions(emitError, a, saturate, bitOp == MmaBitOp::And);
}
LogicalResult Sm80SparseMmaType::verify(EmitFn emitError,
                                        ArrayRef<int64_t> shape, Type a,
                                        Type b, Type c, bool saturate) {
  if (failed(verifyRegisterMma(emitError, kMnemonic, shape, a, b, c, saturate,
                               std::nullopt, "")))
    return failure();
  return checkMmaOptions(emitError, a, saturate, false);
}
LogicalResult Sm89MmaType::verify(EmitFn emitError, ArrayRef<int64_t> shape,
                                  Type a, Type b, Type c,
                                  std::optional<MmaKind> kind) {
  return verifyRegisterMma(emitError, kMnemonic, shape, a, b, c,
                           kind.has_value(), std::nullopt,
                           kind ? stringifyMmaKind(*kind) : "");
}
LogicalResult Sm120MmaBsType::verify(EmitFn emitError, ArrayRef<int64_t> shape,
                                     Type a, Type b, Type c, Type sf,
                                     unsigned vecSize) {
  std::optional<int64_t> vec;
  if (vecSize)
    vec = vecSize;
  return verifyRegisterMma(emitError, kMnemonic, shape, a, b, c,
                           sf || vecSize, vec, "");
}

LogicalResult Sm90MmaType::verify(EmitFn emitError, ArrayRef<int64_t> shape,
                                  Type a, Type b, Type c,
                                  std::optional<Major> aMajor,
                                  std::optional<Major> bMajor,
                                  std::optional<FragKind> frag) {
  if (failed(verifyMmaHead(emitError, kMnemonic, shape, a, b, c,
                           aMajor || bMajor || frag)))
    return failure();
  if (bool(aMajor) != bool(bMajor))
    return emitError() << "`sm90.mma` ab_major needs both majors";
  if (shape.empty())
    return success();
  return checkWgmmaAtom(emitError, shape, a, b, c, aMajor == Major::MN,
                        bMajor == Major::MN, frag == FragKind::RS);
}

static LogicalResult verifyUmma(EmitFn emitError, Mnemonic m,
                                ArrayRef<int64_t> shape, Type a, Type b,
                                Type c, unsigned numCta,
                                std::optional<Major> aMajor,
                                std::optional<Major> bMajor,
                                std::optional<UmmaFragKind> frag,
                                std::optional<int64_t> cScaleExp,
                                bool otherParams) {
  if (failed(verifyMmaHead(emitError, m, shape, a, b, c,
                           numCta || aMajor || bMajor || frag || cScaleExp ||
                               otherParams)))
    return failure();
  if (numCta > 2)
    return emitError() << "`" << nameOf(m) << "` num_cta must be 1 or 2, got "
                       << numCta;
  if (bool(aMajor) != bool(bMajor))
    return emitError() << "`" << nameOf(m) << "` ab_major needs both majors";
  // tcgen05.mma's scale-input-d is a 4-bit immediate.
  if (cScaleExp && (*cScaleExp < 0 || *cScaleExp > 15))
    return emitError() << "`" << nameOf(m)
                       << "` c_scale_exp must be in [0, 15], got "
                       << *cScaleExp;
  return success();
}

#define CUTE_NVGPU_UMMA_VERIFY(T)                                              \
  LogicalResult T::verify(EmitFn emitError, ArrayRef<int64_t> shape, Type a,   \
                          Type b, Type c, unsigned numCta,                     \
                          std::optional<Major> aMajor,                         \
                          std::optional<Major> bMajor,                         \
                          std::optional<UmmaFragKind> frag,                    \
                          std::optional<int64_t> cScaleExp) {                  \
    return verifyUmma(emitError, kMnemonic, shape, a, b, c, numCta, aMajor,    \
                      bMajor, frag, cScaleExp, false);                         \
  }
CUTE_NVGPU_UMMA_VERIFY(Sm100MmaSpType)
#undef CUTE_NVGPU_UMMA_VERIFY
/// `ws = true` is tcgen05.mma.ws: one CTA, M 32, 64 or 128, N 64, 128 or
/// 256 (the PTX ISA's shapes for .ws).
LogicalResult Sm100MmaType::verify(EmitFn emitError, ArrayRef<int64_t> shape,
                                   Type a, Type b, Type c, unsigned numCta,
                                   std::optional<Major> aMajor,
                                   std::optional<Major> bMajor,
                                   std::optional<UmmaFragKind> frag,
                                   std::optional<int64_t> cScaleExp,
                                   bool weightStationary) {
  if (failed(verifyUmma(emitError, kMnemonic, shape, a, b, c, numCta, aMajor,
                        bMajor, frag, cScaleExp, weightStationary)))
    return failure();
  if (!weightStationary)
    return success();
  if (numCta == 2)
    return emitError() << "`sm100.mma` ws = true (tcgen05.mma.ws) runs on "
                          "one CTA (cta_group::1), got num_cta = 2";
  if ((shape[0] != 32 && shape[0] != 64 && shape[0] != 128) ||
      (shape[1] != 64 && shape[1] != 128 && shape[1] != 256))
    return emitError() << "`sm100.mma` ws = true (tcgen05.mma.ws) takes M "
                          "32, 64 or 128 and N 64, 128 or 256, got "
                       << shape[0] << "x" << shape[1];
  if (cScaleExp)
    return emitError() << "`sm100.mma` ws = true (tcgen05.mma.ws) has no "
                          "c_scale_exp";
  return success();
}
#define CUTE_NVGPU_UMMA_BS_VERIFY(T)                                           \
  LogicalResult T::verify(                                                     \
      EmitFn emitError, ArrayRef<int64_t> shape, Type a, Type b, Type c,       \
      unsigned numCta, std::optional<Major> aMajor,                            \
      std::optional<Major> bMajor, std::optional<UmmaFragKind> frag,           \
      std::optional<int64_t> cScaleExp, Type sf, unsigned vecSize) {           \
    return verifyUmma(emitError, kMnemonic, shape, a, b, c, numCta, aMajor,    \
                      bMajor, frag, cScaleExp, sf || vecSize);                 \
  }
CUTE_NVGPU_UMMA_BS_VERIFY(Sm100MmaBsType)
CUTE_NVGPU_UMMA_BS_VERIFY(Sm100MmaBsSpType)
#undef CUTE_NVGPU_UMMA_BS_VERIFY

//===----------------------------------------------------------------------===//
// Copy and TMA atoms
//===----------------------------------------------------------------------===//

static bool isPowerOf2(uint64_t v) { return v && !(v & (v - 1)); }

static LogicalResult verifyTmem(EmitFn emitError, Mnemonic m, Type t,
                                unsigned dp, unsigned bits, unsigned rep,
                                bool packed16) {
  if (!t) {
    if (dp || bits || rep || packed16)
      return emitError() << "`" << nameOf(m)
                         << "` parameters need the value type first";
    return success();
  }
  // tcgen05.ld/st shapes: .32x32b, .16x64b, .16x128b, .16x256b, .16x32bx2.
  bool shapeOk = (dp == 32 && bits == 32) ||
                 (dp == 16 && (bits == 32 || bits == 64 || bits == 128 ||
                               bits == 256));
  if (!shapeOk)
    return emitError() << "`" << nameOf(m) << "` has no " << dp << " DP, "
                       << bits
                       << " bit shape; tcgen05.ld/st have 32 DP x 32 bit and "
                          "16 DP x 32|64|128|256 bit";
  if (!isPowerOf2(rep) || rep > 128)
    return emitError() << "`" << nameOf(m)
                       << "` repetition must be x1, x2, x4, ..., x128, got x"
                       << rep;
  // A thread receives rep 32-bit registers per 32 bits of its lane's share
  // (16x128b two, 16x256b four); tcgen05.ld/st move at most 128.
  unsigned perRepeat = dp == 16 && bits >= 128 ? bits / 64 : 1;
  if (rep * perRepeat > 128)
    return emitError() << "`" << nameOf(m) << "` " << dp << " DP, " << bits
                       << " bit x" << rep << " moves " << rep * perRepeat
                       << " registers a thread; tcgen05.ld/st move at most "
                          "128 (16x128b up to x64, 16x256b up to x32)";
  // .pack::16b joins the 16-bit values of two adjacent TMEM columns into
  // one register (.unpack::16b splits a register over two columns).
  if (packed16 && cute::storageBitsOf(t) != 16)
    return emitError() << "`" << nameOf(m) << "` "
                       << (m == Mnemonic::TmemLoad ? "pack_16b" : "unpack_16b")
                       << " moves 16-bit values, one a TMEM column and two a "
                          "register; got "
                       << t;
  return success();
}
/// tcgen05.cp shapes: .128x256b, .128x128b, .4x256b, .64x128b with a
/// warpx2 broadcast, .32x128b with warpx4.
LogicalResult S2tCopyType::verify(EmitFn emitError, Type t, unsigned dp,
                                  unsigned bits, unsigned numCta,
                                  std::optional<S2tBroadcast> bcast) {
  if (!t) {
    if (dp || bits || numCta || bcast)
      return emitError() << "`" << nameOf(kMnemonic)
                         << "` parameters need the value type first";
    return success();
  }
  unsigned vb = cute::storageBitsOf(t);
  if (vb != 8 && vb != 16 && vb != 32 && vb != 64)
    return emitError() << "`" << nameOf(kMnemonic)
                       << "` copies 8-, 16-, 32- or 64-bit values, got " << t;
  bool none = !bcast;
  bool shapeOk = (dp == 128 && (bits == 256 || bits == 128) && none) ||
                 (dp == 4 && bits == 256 && none) ||
                 (dp == 64 && bits == 128 &&
                  (bcast == S2tBroadcast::Lw0213 ||
                   bcast == S2tBroadcast::Lw0123)) ||
                 (dp == 32 && bits == 128 && bcast == S2tBroadcast::X4);
  if (!shapeOk)
    return emitError() << "`" << nameOf(kMnemonic) << "` has no " << dp
                       << " DP, " << bits << " bit"
                       << (bcast ? ", bcast = " +
                                       stringifyS2tBroadcast(*bcast).str()
                                 : std::string())
                       << " shape; tcgen05.cp has 128 DP x 256|128 bit, 4 DP "
                          "x 256 bit, 64 DP x 128 bit with bcast = lw_0213 or "
                          "lw_0123, and 32 DP x 128 bit with bcast = x4";
  if (numCta != 1 && numCta != 2)
    return emitError() << "`" << nameOf(kMnemonic)
                       << "` num_cta must be 1 or 2, got " << numCta;
  return success();
}

LogicalResult TmemLoadType::verify(EmitFn emitError, Type t, unsigned dp,
                                   unsigned bits, unsigned rep, bool packed16) {
  return verifyTmem(emitError, kMnemonic, t, dp, bits, rep, packed16);
}
LogicalResult TmemStoreType::verify(EmitFn emitError, Type t, unsigned dp,
                                    unsigned bits, unsigned rep,
                                    bool packed16) {
  return verifyTmem(emitError, kMnemonic, t, dp, bits, rep, packed16);
}

LogicalResult SimtAsyncCopyType::verify(EmitFn emitError, Type t,
                                        std::optional<AsyncCacheMode> cache,
                                        unsigned bits) {
  if (t && !cache)
    return emitError() << "`atom.simt_async_copy` needs its cache mode";
  if ((t || cache) && !bits)
    return emitError() << "`atom.simt_async_copy` needs its bit width";
  if (bits % 8)
    return emitError() << "`atom.simt_async_copy` copies whole bytes, got "
                       << bits << " b";
  return success();
}

static LogicalResult verifyMatrix(EmitFn emitError, Mnemonic m, Type t,
                                  ArrayRef<int64_t> mode,
                                  std::optional<LdsmSzPattern> sz,
                                  unsigned n) {
  if (!n) {
    if (t || !mode.empty() || sz)
      return emitError() << "`" << nameOf(m) << "` needs num_matrices";
    return success();
  }
  if (n != 1 && n != 2 && n != 4)
    return emitError() << "`" << nameOf(m)
                       << "` num_matrices must be 1, 2 or 4, got " << n;
  if (mode.size() != 2)
    return emitError() << "`" << nameOf(m) << "` mode must be (ROWS,COLS)";
  if (m == Mnemonic::Stsm && sz)
    return emitError() << "`atom.stsm` takes no sz_pattern";
  return success();
}
LogicalResult LdsmType::verify(EmitFn emitError, Type t,
                               ArrayRef<int64_t> mode,
                               std::optional<LdsmSzPattern> sz, unsigned n,
                               bool) {
  return verifyMatrix(emitError, kMnemonic, t, mode, sz, n);
}
LogicalResult StsmType::verify(EmitFn emitError, Type t,
                               ArrayRef<int64_t> mode,
                               std::optional<LdsmSzPattern> sz, unsigned n,
                               bool) {
  return verifyMatrix(emitError, kMnemonic, t, mode, sz, n);
}

static LogicalResult verifyLayoutText(EmitFn emitError, Mnemonic m,
                                      StringRef key, StringAttr text) {
  if (!text)
    return success();
  std::string why = syntax::checkLayoutText(text.getValue());
  if (!why.empty())
    return emitError() << "`" << nameOf(m) << "` " << key << " \""
                       << text.getValue() << "\": " << why;
  return success();
}

static LogicalResult verifyTma(EmitFn emitError, Mnemonic m, Type t,
                               uint64_t copyBits, StringAttr gStride,
                               StringAttr gbasis, bool extras) {
  if (!t) {
    if (copyBits || gStride || gbasis || extras)
      return emitError() << "`" << nameOf(m)
                         << "` parameters need the value type first";
    return success();
  }
  if (copyBits == 0 || copyBits % 8)
    return emitError() << "`" << nameOf(m)
                       << "` copy_bits must be a positive number of whole "
                          "bytes, got "
                       << copyBits;
  if (!gbasis)
    return emitError() << "`" << nameOf(m) << "` needs tma_gbasis";
  if (failed(verifyLayoutText(emitError, m, "g_stride", gStride)))
    return failure();
  return verifyLayoutText(emitError, m, "tma_gbasis", gbasis);
}
LogicalResult TmaLoadType::verify(EmitFn emitError, Type t, uint64_t copyBits,
                                  std::optional<TmaCopyMode> mode,
                                  unsigned numCta, bool mcast,
                                  StringAttr gStride, StringAttr gbasis) {
  return verifyTma(emitError, kMnemonic, t, copyBits, gStride, gbasis,
                   mode || numCta || mcast);
}
LogicalResult TmaStoreType::verify(EmitFn emitError, Type t, uint64_t copyBits,
                                   std::optional<TmaCopyMode> mode,
                                   StringAttr gStride, StringAttr gbasis) {
  return verifyTma(emitError, kMnemonic, t, copyBits, gStride, gbasis,
                   mode.has_value());
}
LogicalResult TmaReduceType::verify(EmitFn emitError, Type t,
                                    uint64_t copyBits,
                                    std::optional<TmaCopyMode> mode,
                                    std::optional<TmaReduceKind> kind,
                                    StringAttr gStride, StringAttr gbasis) {
  if (t && !kind)
    return emitError() << "`atom.tma_reduce` needs its reduction kind";
  return verifyTma(emitError, kMnemonic, t, copyBits, gStride, gbasis,
                   mode || kind);
}

static LogicalResult verifyNonExec(EmitFn emitError, Mnemonic m, bool head,
                                   Type t, uint64_t copyBits, StringAttr gbasis,
                                   std::optional<TmaDataFormat> format,
                                   Type internal) {
  if (!t) {
    if (head || copyBits || gbasis || format || internal)
      return emitError() << "`" << nameOf(m)
                         << "` parameters need the value type";
    return success();
  }
  if (format && internal)
    return emitError() << "`" << nameOf(m)
                       << "` takes tma_format or internal_val_type, not both";
  return verifyTma(emitError, m, t, copyBits, StringAttr(), gbasis, false);
}
LogicalResult NonExecTiledTmaLoadType::verify(
    EmitFn emitError, std::optional<TiledTmaLoad> kind, Type t,
    uint64_t copyBits, StringAttr gbasis, std::optional<TmaDataFormat> format,
    Type internal) {
  if (t && !kind)
    return emitError() << "`atom.non_exec_tiled_tma_load` needs its kind "
                          "(sm_90, sm_100_2sm, ...)";
  return verifyNonExec(emitError, kMnemonic, kind.has_value(), t, copyBits,
                       gbasis, format, internal);
}
LogicalResult NonExecTiledTmaStoreType::verify(
    EmitFn emitError, Type t, uint64_t copyBits, StringAttr gbasis,
    std::optional<TmaDataFormat> format, Type internal) {
  return verifyNonExec(emitError, kMnemonic, false, t, copyBits, gbasis,
                       format, internal);
}
LogicalResult NonExecIm2colTmaLoadType::verify(
    EmitFn emitError, std::optional<Im2colTmaLoad> kind, Type t,
    uint64_t copyBits, StringAttr gbasis, std::optional<TmaDataFormat> format,
    Type internal) {
  if (t && !kind)
    return emitError() << "`atom.non_exec_im2col_tma_load` needs its kind "
                          "(sm_90, sm_100_2sm, ...)";
  return verifyNonExec(emitError, kMnemonic, kind.has_value(), t, copyBits,
                       gbasis, format, internal);
}
LogicalResult NonExecIm2colTmaStoreType::verify(
    EmitFn emitError, Type t, uint64_t copyBits, StringAttr gbasis,
    std::optional<TmaDataFormat> format, Type internal) {
  return verifyNonExec(emitError, kMnemonic, false, t, copyBits, gbasis,
                       format, internal);
}
LogicalResult NonExecTiledTmaReduceType::verify(
    EmitFn emitError, std::optional<TmaReduceKind> kind, Type t,
    uint64_t copyBits, StringAttr gbasis, std::optional<TmaDataFormat> format,
    Type internal) {
  if (t && !kind)
    return emitError() << "`atom.non_exec_tiled_tma_reduce` needs its "
                          "reduction kind";
  return verifyNonExec(emitError, kMnemonic, kind.has_value(), t, copyBits,
                       gbasis, format, internal);
}

//===----------------------------------------------------------------------===//
// Typed views for the verifiers and the lowering
//===----------------------------------------------------------------------===//

std::optional<MmaAtomParams> cute_nvgpu::getMmaAtomParams(Type type) {
  MmaAtomParams out;
  auto head = [&](auto t) {
    out.shape.assign(t.getShape().begin(), t.getShape().end());
    out.a = t.getAType();
    out.b = t.getBType();
    out.c = t.getCType();
  };
  bool known =
      llvm::TypeSwitch<Type, bool>(type)
          .Case([&](UniversalFmaType t) {
            head(t);
            return true;
          })
          .Case([&](Sm80MmaType t) {
            head(t);
            out.saturate = t.getSaturate();
            out.bitOp = t.getBitOp();
            return true;
          })
          .Case([&](Sm80SparseMmaType t) {
            head(t);
            out.saturate = t.getSaturate();
            return true;
          })
          .Case([&](Sm89MmaType t) {
            head(t);
            out.kind = t.getKind();
            return true;
          })
          .Case([&](Sm90MmaType t) {
            head(t);
            out.aMajor = t.getAMajor();
            out.bMajor = t.getBMajor();
            out.wgmmaFrag = t.getFragKind();
            return true;
          })
          .Case<Sm100MmaType, Sm100MmaSpType>([&](auto t) {
            head(t);
            out.aMajor = t.getAMajor();
            out.bMajor = t.getBMajor();
            out.numCta = t.getNumCta();
            return true;
          })
          .Case<Sm100MmaBsType, Sm100MmaBsSpType>([&](auto t) {
            head(t);
            out.aMajor = t.getAMajor();
            out.bMajor = t.getBMajor();
            out.numCta = t.getNumCta();
            out.sfType = t.getSfType();
            out.vecSize = t.getVecSize();
            return true;
          })
          .Case([&](Sm120MmaBsType t) {
            head(t);
            out.sfType = t.getSfType();
            out.vecSize = t.getVecSize();
            return true;
          })
          .Default([](Type) { return false; });
  if (!known)
    return std::nullopt;
  return out;
}
