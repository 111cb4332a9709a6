//===- AtomSyntax.cpp - atom payloads as CuTe DSL prints them -------------===//
//
// One parser and one printer per atom family. The printed text is NVIDIA
// CuTe DSL's (its IR dumps are the reference, docs/cute-nvgpu-types.md lists
// every form); where the seeds only gave a bare mnemonic, the bare mnemonic
// stays valid. Older spellings this project printed before the DSL's were
// known (`cta_group =`, `ldsm<m8n8.x4>`, `simt_async_copy<16>`,
// `universal_fma<..., elem_type = (...)>`) still parse.
//
//===----------------------------------------------------------------------===//
#include "AtomSyntax.h"
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::syntax;
using target::Mnemonic;

namespace {

/// Every field any MMA atom payload may carry.
struct MmaFields {
  SmallVector<int64_t, 3> shape;
  Type a, b, c, sf;
  std::optional<Major> aMajor, bMajor;
  std::optional<FragKind> wgmmaFrag;
  std::optional<UmmaFragKind> ummaFrag;
  std::optional<MmaKind> kind;
  std::optional<int64_t> cScaleExp;
  std::optional<MmaBitOp> bitOp;
  bool saturate = false, weightStationary = false;
  unsigned numCta = 0, vecSize = 0;
};

bool isUmma(Mnemonic m) {
  return m == Mnemonic::Sm100Mma || m == Mnemonic::Sm100MmaSp ||
         m == Mnemonic::Sm100MmaBs || m == Mnemonic::Sm100MmaBsSp;
}
bool isBlockScaled(Mnemonic m) {
  return m == Mnemonic::Sm100MmaBs || m == Mnemonic::Sm100MmaBsSp ||
         m == Mnemonic::Sm120MmaBs;
}
/// CuTe DSL leaves a space before the closing `>` of the warp-level
/// register MMA payloads (`elem_type = (f16, f16, f32) >`).
bool closesWithSpace(Mnemonic m) {
  return m == Mnemonic::UniversalFma || m == Mnemonic::Sm80Mma ||
         m == Mnemonic::Sm80SparseMma || m == Mnemonic::Sm89Mma;
}

std::string mmaKeys(Mnemonic m) {
  if (m == Mnemonic::UniversalFma)
    return "`(A, B) -> C`";
  std::string keys;
  auto add = [&](const char *k) { keys += (keys.empty() ? "" : ", ") + std::string(k); };
  if (isUmma(m))
    add("num_cta");
  if (m == Mnemonic::Sm90Mma || isUmma(m))
    add("ab_major");
  add("elem_type");
  if (m == Mnemonic::Sm90Mma || isUmma(m))
    add("frag_kind");
  if (isUmma(m))
    add("c_scale_exp");
  if (m == Mnemonic::Sm100Mma)
    add("ws");
  if (m == Mnemonic::Sm89Mma)
    add("kind");
  if (m == Mnemonic::Sm80Mma || m == Mnemonic::Sm80SparseMma)
    add("saturate");
  if (m == Mnemonic::Sm80Mma)
    add("bit_op");
  if (isBlockScaled(m)) {
    add("sf_type");
    add("vec_size");
  }
  return keys;
}

ParseResult parseMmaKey(DialectAsmParser &p, Mnemonic m, StringRef key,
                        SMLoc loc, MmaFields &f) {
  bool umma = isUmma(m), sm90 = m == Mnemonic::Sm90Mma;
  if (key == "elem_type") {
    auto t = parseTypeTuple(p, 3, "elem_type");
    if (failed(t))
      return failure();
    f.a = (*t)[0], f.b = (*t)[1], f.c = (*t)[2];
    return success();
  }
  if (key == "ab_major" && (sm90 || umma)) {
    SMLoc ml = p.getCurrentLocation();
    SmallVector<Major, 2> majors;
    if (p.parseCommaSeparatedList(
            DialectAsmParser::Delimiter::Paren, [&]() -> ParseResult {
              auto v = parseEnumWord<Major>(p, "ab_major", symbolizeMajor,
                                            "k, mn");
              if (failed(v))
                return failure();
              majors.push_back(*v);
              return success();
            }))
      return failure();
    if (majors.size() != 2)
      return p.emitError(ml) << "ab_major expects 2 majors (A, B), got "
                             << majors.size();
    f.aMajor = majors[0];
    f.bMajor = majors[1];
    return success();
  }
  if (key == "frag_kind" && sm90) {
    auto v = parseEnumWord<FragKind>(p, key, symbolizeFragKind, "ss, rs");
    if (failed(v))
      return failure();
    f.wgmmaFrag = *v;
    return success();
  }
  if (key == "frag_kind" && umma) {
    auto v = parseEnumWord<UmmaFragKind>(p, key, symbolizeUmmaFragKind,
                                         "ss, ts");
    if (failed(v))
      return failure();
    f.ummaFrag = *v;
    return success();
  }
  if ((key == "num_cta" || key == "cta_group") && umma) {
    int64_t n;
    SMLoc nl = p.getCurrentLocation();
    if (p.parseInteger(n))
      return failure();
    if (n != 1 && n != 2)
      return p.emitError(nl) << "invalid num_cta " << n
                             << "; expected one of 1, 2";
    f.numCta = static_cast<unsigned>(n);
    return success();
  }
  if (key == "ws" && m == Mnemonic::Sm100Mma) {
    SMLoc wl = p.getCurrentLocation();
    if (p.parseOptionalKeyword("true"))
      return p.emitError(wl, "expected `ws = true`");
    f.weightStationary = true;
    return success();
  }
  if (key == "c_scale_exp" && umma) {
    int64_t n;
    if (p.parseInteger(n))
      return failure();
    f.cScaleExp = n;
    return success();
  }
  if (key == "kind" && m == Mnemonic::Sm89Mma) {
    auto v = parseEnumWord<MmaKind>(p, key, symbolizeMmaKind, "f8f6f4");
    if (failed(v))
      return failure();
    f.kind = *v;
    return success();
  }
  if (key == "saturate" &&
      (m == Mnemonic::Sm80Mma || m == Mnemonic::Sm80SparseMma)) {
    SMLoc wl = p.getCurrentLocation();
    if (p.parseOptionalKeyword("satfinite"))
      return p.emitError(wl, "expected `saturate = satfinite`");
    f.saturate = true;
    return success();
  }
  if (key == "bit_op" && m == Mnemonic::Sm80Mma) {
    auto v = parseEnumWord<MmaBitOp>(p, key, symbolizeMmaBitOp, "xor, and");
    if (failed(v))
      return failure();
    f.bitOp = *v;
    return success();
  }
  if (key == "sf_type" && isBlockScaled(m))
    return p.parseType(f.sf);
  if (key == "vec_size" && isBlockScaled(m)) {
    int64_t n;
    SMLoc nl = p.getCurrentLocation();
    if (p.parseInteger(n))
      return failure();
    if (n <= 0 || n > 1024)
      return p.emitError(nl) << "invalid vec_size " << n;
    f.vecSize = static_cast<unsigned>(n);
    return success();
  }
  return p.emitError(loc) << "unknown `" << target::atomRecord(m).mnemonic
                          << "` parameter `" << key << "`; expected one of "
                          << mmaKeys(m);
}

template <typename T, typename... Args>
Type checked(DialectAsmParser &p, SMLoc loc, Args &&...args) {
  return T::getChecked([&] { return p.emitError(loc); }, p.getContext(),
                       std::forward<Args>(args)...);
}

Type buildMma(DialectAsmParser &p, SMLoc loc, Mnemonic m, MmaFields &f) {
  ArrayRef<int64_t> s = f.shape;
  switch (m) {
  case Mnemonic::UniversalFma:
    return checked<UniversalFmaType>(p, loc, s, f.a, f.b, f.c);
  case Mnemonic::Sm80Mma:
    return checked<Sm80MmaType>(p, loc, s, f.a, f.b, f.c, f.saturate,
                                f.bitOp);
  case Mnemonic::Sm80SparseMma:
    return checked<Sm80SparseMmaType>(p, loc, s, f.a, f.b, f.c, f.saturate);
  case Mnemonic::Sm89Mma:
    return checked<Sm89MmaType>(p, loc, s, f.a, f.b, f.c, f.kind);
  case Mnemonic::Sm90Mma:
    return checked<Sm90MmaType>(p, loc, s, f.a, f.b, f.c, f.aMajor, f.bMajor,
                                f.wgmmaFrag);
  case Mnemonic::Sm100Mma:
    return checked<Sm100MmaType>(p, loc, s, f.a, f.b, f.c, f.numCta, f.aMajor,
                                 f.bMajor, f.ummaFrag, f.cScaleExp,
                                 f.weightStationary);
  case Mnemonic::Sm100MmaSp:
    return checked<Sm100MmaSpType>(p, loc, s, f.a, f.b, f.c, f.numCta,
                                   f.aMajor, f.bMajor, f.ummaFrag,
                                   f.cScaleExp);
  case Mnemonic::Sm100MmaBs:
    return checked<Sm100MmaBsType>(p, loc, s, f.a, f.b, f.c, f.numCta,
                                   f.aMajor, f.bMajor, f.ummaFrag, f.cScaleExp,
                                   f.sf, f.vecSize);
  case Mnemonic::Sm100MmaBsSp:
    return checked<Sm100MmaBsSpType>(p, loc, s, f.a, f.b, f.c, f.numCta,
                                     f.aMajor, f.bMajor, f.ummaFrag,
                                     f.cScaleExp, f.sf, f.vecSize);
  case Mnemonic::Sm120MmaBs:
    return checked<Sm120MmaBsType>(p, loc, s, f.a, f.b, f.c, f.sf, f.vecSize);
  default:
    return {};
  }
}

Type parseMma(DialectAsmParser &p, Mnemonic m, SMLoc loc) {
  MmaFields f;
  auto shape = parseShape(p);
  if (failed(shape))
    return {};
  f.shape = *shape;
  if (succeeded(p.parseOptionalGreater()))
    return buildMma(p, loc, m, f);
  if (p.parseComma())
    return {};
  // universal_fma: `(A, B) -> C`.
  if (m == Mnemonic::UniversalFma && succeeded(p.parseOptionalLParen())) {
    if (p.parseType(f.a) || p.parseComma() || p.parseType(f.b) ||
        p.parseRParen() || p.parseArrow() || p.parseType(f.c) ||
        p.parseGreater())
      return {};
    return buildMma(p, loc, m, f);
  }
  llvm::StringSet<> seen;
  do {
    SMLoc kl = p.getCurrentLocation();
    StringRef key;
    if (p.parseKeyword(&key))
      return {};
    StringRef canon = key == "cta_group" ? "num_cta" : key;
    if (!seen.insert(canon).second) {
      p.emitError(kl) << "duplicate `" << canon << "` parameter";
      return {};
    }
    if (failed(p.parseOptionalEqual())) {
      p.emitError(kl) << "expected `=` after `" << key << "`";
      return {};
    }
    if (parseMmaKey(p, m, key, kl, f))
      return {};
  } while (succeeded(p.parseOptionalComma()));
  if (p.parseGreater())
    return {};
  return buildMma(p, loc, m, f);
}

void printTypes(DialectAsmPrinter &p, Type a, Type b, Type c) {
  p << "(" << a << ", " << b << ", " << c << ")";
}

template <typename T> void printMajors(DialectAsmPrinter &p, T t) {
  if (t.getAMajor() && t.getBMajor())
    p << ", ab_major = (" << stringifyMajor(*t.getAMajor()) << ", "
      << stringifyMajor(*t.getBMajor()) << ")";
}

/// The register-MMA prefix shared by every MMA family: `<MxNxK`, then
/// `, elem_type = (...)` unless the family spells its types itself.
template <typename T> void printMmaHead(DialectAsmPrinter &p, T t) {
  p << "<";
  printShape(p, t.getShape());
}

template <typename T> void printUmma(DialectAsmPrinter &p, T t) {
  printMmaHead(p, t);
  if (t.getNumCta())
    p << ", num_cta = " << t.getNumCta();
  printMajors(p, t);
  if (t.getAType()) {
    p << ", elem_type = ";
    printTypes(p, t.getAType(), t.getBType(), t.getCType());
  }
  if (t.getFragKind())
    p << ", frag_kind = " << stringifyUmmaFragKind(*t.getFragKind());
  if (t.getCScaleExp())
    p << ", c_scale_exp = " << *t.getCScaleExp();
}

template <typename T> void printBlockScale(DialectAsmPrinter &p, T t) {
  if (t.getSfType())
    p << ", sf_type = " << t.getSfType();
  if (t.getVecSize())
    p << ", vec_size = " << t.getVecSize();
}

/// `, elem_type = (...)` then optional extras, then ` >` or `>`.
template <typename T>
void printRegisterMma(DialectAsmPrinter &p, T t, Mnemonic m) {
  printMmaHead(p, t);
  if (t.getAType()) {
    p << ", elem_type = ";
    printTypes(p, t.getAType(), t.getBType(), t.getCType());
  }
}

bool printMma(DialectAsmPrinter &p, Type type) {
  return llvm::TypeSwitch<Type, bool>(type)
      .Case([&](UniversalFmaType t) {
        if (t.getShape().empty())
          return true;
        printMmaHead(p, t);
        if (t.getAType())
          p << ", (" << t.getAType() << ", " << t.getBType() << ") -> "
            << t.getCType();
        p << (t.getAType() ? " >" : ">");
        return true;
      })
      .Case<Sm80MmaType, Sm80SparseMmaType>([&](auto t) {
        if (t.getShape().empty())
          return true;
        printRegisterMma(p, t, Mnemonic::Sm80Mma);
        if (t.getSaturate())
          p << ", saturate = satfinite";
        if constexpr (std::is_same_v<decltype(t), Sm80MmaType>)
          if (t.getBitOp())
            p << ", bit_op = " << stringifyMmaBitOp(*t.getBitOp());
        p << (t.getAType() ? " >" : ">");
        return true;
      })
      .Case([&](Sm89MmaType t) {
        if (t.getShape().empty())
          return true;
        printRegisterMma(p, t, Mnemonic::Sm89Mma);
        if (t.getKind())
          p << ", kind = " << stringifyMmaKind(*t.getKind());
        p << (t.getAType() ? " >" : ">");
        return true;
      })
      .Case([&](Sm90MmaType t) {
        if (t.getShape().empty())
          return true;
        printMmaHead(p, t);
        printMajors(p, t);
        if (t.getAType()) {
          p << ", elem_type = ";
          printTypes(p, t.getAType(), t.getBType(), t.getCType());
        }
        if (t.getFragKind())
          p << ", frag_kind = " << stringifyFragKind(*t.getFragKind());
        p << ">";
        return true;
      })
      .Case([&](Sm100MmaType t) {
        if (t.getShape().empty())
          return true;
        printUmma(p, t);
        if (t.getWeightStationary())
          p << ", ws = true";
        p << ">";
        return true;
      })
      .Case([&](Sm100MmaSpType t) {
        if (t.getShape().empty())
          return true;
        printUmma(p, t);
        p << ">";
        return true;
      })
      .Case<Sm100MmaBsType, Sm100MmaBsSpType>([&](auto t) {
        if (t.getShape().empty())
          return true;
        printUmma(p, t);
        printBlockScale(p, t);
        p << ">";
        return true;
      })
      .Case([&](Sm120MmaBsType t) {
        if (t.getShape().empty())
          return true;
        printRegisterMma(p, t, Mnemonic::Sm120MmaBs);
        printBlockScale(p, t);
        p << ">";
        return true;
      })
      .Default([](Type) { return false; });
}

} // namespace

// Copy and TMA families live in AtomSyntaxCopy.cpp.
namespace cute_nvgpu::syntax {
/// `hasPayload`: the `<` has been read; otherwise the bare mnemonic.
Type parseCopyPayload(DialectAsmParser &p, Mnemonic m, SMLoc loc,
                      bool hasPayload);
bool printCopyPayload(DialectAsmPrinter &p, Type type);
} // namespace cute_nvgpu::syntax

Type cute_nvgpu::syntax::parseAtomPayload(DialectAsmParser &p, Mnemonic m,
                                          SMLoc loc) {
  bool mma = target::atomRecord(m).ifaces & target::IfaceMmaAtom;
  bool hasPayload = succeeded(p.parseOptionalLess());
  if (!mma)
    return parseCopyPayload(p, m, loc, hasPayload);
  if (hasPayload)
    return parseMma(p, m, loc);
  MmaFields bare; // the seed's bare mnemonic
  return buildMma(p, loc, m, bare);
}

bool cute_nvgpu::syntax::printAtomPayload(DialectAsmPrinter &p, Type type) {
  return printMma(p, type) || printCopyPayload(p, type);
}
