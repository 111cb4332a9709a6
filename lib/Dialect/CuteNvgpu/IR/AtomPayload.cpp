//===- AtomPayload.cpp - atom payload schema, parser, printer, verifier --===//
#include "AtomPayload.h"

#include "cute-nvgpu/Target/CopyForms.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::payload;
using target::Mnemonic;

namespace {
const Field kElemType{"elem_type", Kind::TypeTuple, nullptr, 3};
const Field kAbMajor{"ab_major", Kind::KeywordTuple, "k|mn", 2};
const Field kCtaGroup{"cta_group", Kind::Int, "1|2", 0};
const Field kSfType{"sf_type", Kind::Type, nullptr, 0};
const Field kVecSize{"vec_size", Kind::Int, nullptr, 0};
} // namespace

const Schema &payload::schemaFor(Mnemonic m) {
  static const Schema kNone{Kind::None, nullptr, nullptr, {}};
  static const Schema kRegMma{Kind::Shape3, "shape", nullptr, {kElemType}};
  // sm80 integer forms may saturate (.satfinite); b1 forms pick the bit
  // operation before the popc (.xor.popc when absent).
  static const Schema kSm80{Kind::Shape3,
                            "shape",
                            nullptr,
                            {kElemType,
                             {"saturate", Kind::Keyword, "satfinite", 0},
                             {"bit_op", Kind::Keyword, "xor|and", 0}}};
  static const Schema kSm80Sp{Kind::Shape3,
                              "shape",
                              nullptr,
                              {kElemType,
                               {"saturate", Kind::Keyword, "satfinite", 0}}};
  // sm89.mma may select the SM120 unscaled `kind = f8f6f4` lattice row.
  static const Schema kSm89{Kind::Shape3,
                            "shape",
                            nullptr,
                            {kElemType, {"kind", Kind::Keyword, "f8f6f4", 0}}};
  static const Schema kSm90{
      Kind::Shape3,
      "shape",
      nullptr,
      {kAbMajor, kElemType, {"frag_kind", Kind::Keyword, "ss|rs", 0}}};
  static const Schema kSm100{
      Kind::Shape3,
      "shape",
      nullptr,
      {kAbMajor, kCtaGroup, kElemType, {"frag_kind", Kind::Keyword, "ss|ts", 0}}};
  static const Schema kSm100Bs{Kind::Shape3,
                               "shape",
                               nullptr,
                               {kAbMajor,
                                kCtaGroup,
                                kElemType,
                                {"frag_kind", Kind::Keyword, "ss|ts", 0},
                                kSfType,
                                kVecSize}};
  static const Schema kSm120Bs{
      Kind::Shape3, "shape", nullptr, {kElemType, kSfType, kVecSize}};
  // ldsm and stsm share their variants (the copy-form table).
  static const std::string kMatrixVariants =
      target::copyVariants(Mnemonic::Ldsm);
  static const Schema kMatrix{Kind::Keyword, "variant",
                              kMatrixVariants.c_str(), {}};
  // cp.async may name its cache operator (16 bytes: ca or the default cg).
  static const Schema kAsyncCopy{
      Kind::Int, "bytes", nullptr, {{"cache", Kind::Keyword, "ca|cg", 0}}};
  switch (m) {
  case Mnemonic::UniversalFma:
    return kRegMma;
  case Mnemonic::Sm80Mma:
    return kSm80;
  case Mnemonic::Sm80SparseMma:
    return kSm80Sp;
  case Mnemonic::Sm89Mma:
    return kSm89;
  case Mnemonic::Sm90Mma:
    return kSm90;
  case Mnemonic::Sm100Mma:
  case Mnemonic::Sm100MmaSp:
    return kSm100;
  case Mnemonic::Sm100MmaBs:
  case Mnemonic::Sm100MmaBsSp:
    return kSm100Bs;
  case Mnemonic::Sm120MmaBs:
    return kSm120Bs;
  case Mnemonic::Ldsm:
  case Mnemonic::Stsm:
    return kMatrix;
  case Mnemonic::SimtAsyncCopy:
    return kAsyncCopy;
  default:
    return kNone;
  }
}

static bool allowedWord(const char *allowed, StringRef w) {
  if (!allowed)
    return true;
  SmallVector<StringRef> opts;
  StringRef(allowed).split(opts, '|');
  return llvm::is_contained(opts, w);
}

static const Field *findField(const Schema &s, StringRef key) {
  for (const Field &f : s.fields)
    if (key == f.name)
      return &f;
  return nullptr;
}

static std::string allowedList(const char *allowed) {
  SmallVector<StringRef> opts;
  StringRef(allowed).split(opts, '|');
  return llvm::join(opts, ", ");
}

static const char *mnemonicOf(Mnemonic m) {
  return target::atomRecord(m).mnemonic;
}

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// `M x N x K`: the lexer gives `64` then the bare identifier `x128x16`.
static FailureOr<SmallVector<int64_t, 3>> parseShape(DialectAsmParser &p,
                                                     int64_t first) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<int64_t, 3> dims{first};
  StringRef rest;
  if (failed(p.parseOptionalKeyword(&rest)))
    return p.emitError(loc, "expected `MxNxK` shape, e.g. 64x128x16");
  while (!rest.empty()) {
    if (!rest.consume_front("x"))
      return p.emitError(loc, "expected `x` between shape extents, got `")
             << rest << "`";
    size_t n = rest.find('x');
    StringRef num = rest.substr(0, n);
    int64_t v;
    if (num.getAsInteger(10, v))
      return p.emitError(loc, "expected an integer shape extent, got `")
             << num << "`";
    dims.push_back(v);
    rest = n == StringRef::npos ? StringRef() : rest.substr(n);
  }
  if (dims.size() != 3) {
    InFlightDiagnostic d = p.emitError(loc, "expected an `MxNxK` shape of 3 "
                                            "extents, got ");
    llvm::interleave(dims, d, "x");
    return d;
  }
  return dims;
}

static FailureOr<Attribute> parseValue(DialectAsmParser &p, const Field &f) {
  MLIRContext *ctx = p.getContext();
  Builder b(ctx);
  SMLoc loc = p.getCurrentLocation();
  auto parseWord = [&]() -> FailureOr<Attribute> {
    StringRef w;
    SMLoc wl = p.getCurrentLocation();
    if (p.parseKeyword(&w))
      return failure();
    if (!allowedWord(f.allowed, w))
      return p.emitError(wl) << "invalid " << f.name << " `" << w
                             << "`; expected one of " << allowedList(f.allowed);
    return Attribute(b.getStringAttr(w));
  };
  switch (f.kind) {
  case Kind::Int: {
    int64_t v;
    if (p.parseInteger(v))
      return failure();
    if (f.allowed && !allowedWord(f.allowed, std::to_string(v)))
      return p.emitError(loc) << "invalid " << f.name << " " << v
                              << "; expected one of " << allowedList(f.allowed);
    return Attribute(b.getI64IntegerAttr(v));
  }
  case Kind::Keyword:
    return parseWord();
  case Kind::Type: {
    Type t;
    if (p.parseType(t))
      return failure();
    return Attribute(TypeAttr::get(t));
  }
  case Kind::KeywordTuple:
  case Kind::TypeTuple: {
    SmallVector<Attribute> elems;
    if (p.parseLParen())
      return failure();
    auto parseElem = [&]() -> ParseResult {
      if (f.kind == Kind::TypeTuple) {
        Type t;
        if (p.parseType(t))
          return failure();
        elems.push_back(TypeAttr::get(t));
        return success();
      }
      FailureOr<Attribute> w = parseWord();
      if (failed(w))
        return failure();
      elems.push_back(*w);
      return success();
    };
    if (p.parseCommaSeparatedList(parseElem) || p.parseRParen())
      return failure();
    if (static_cast<int>(elems.size()) != f.arity)
      return p.emitError(loc) << f.name << " expects " << f.arity
                              << " elements, got " << elems.size();
    return Attribute(b.getArrayAttr(elems));
  }
  case Kind::None:
  case Kind::Shape3:
    break;
  }
  return p.emitError(loc, "internal error: bad payload field kind");
}

FailureOr<DictionaryAttr> payload::parse(DialectAsmParser &p, Mnemonic m) {
  if (failed(p.parseOptionalLess()))
    return DictionaryAttr();
  const Schema &s = schemaFor(m);
  SMLoc start = p.getCurrentLocation();
  if (s.positional == Kind::None && s.fields.empty())
    return p.emitError(start) << "`" << mnemonicOf(m)
                              << "` takes no parameters";
  Builder b(p.getContext());
  NamedAttrList attrs;
  bool first = true;
  do {
    SMLoc loc = p.getCurrentLocation();
    // Positional item: only first, only where the schema has one.
    if (first && s.positional != Kind::None) {
      int64_t v;
      OptionalParseResult ir = p.parseOptionalInteger(v);
      if (ir.has_value()) {
        if (failed(*ir))
          return failure();
        if (s.positional == Kind::Shape3) {
          auto dims = parseShape(p, v);
          if (failed(dims))
            return failure();
          attrs.set(s.positionalName, b.getDenseI64ArrayAttr(*dims));
        } else if (s.positional == Kind::Int) {
          attrs.set(s.positionalName, b.getI64IntegerAttr(v));
        } else {
          return p.emitError(loc) << "`" << mnemonicOf(m)
                                  << "` expects a keyword first, got " << v;
        }
        first = false;
        continue;
      }
    }
    StringRef key;
    if (p.parseKeyword(&key))
      return failure();
    if (failed(p.parseOptionalEqual())) {
      if (first && s.positional == Kind::Keyword) {
        if (!allowedWord(s.positionalAllowed, key))
          return p.emitError(loc) << "invalid `" << mnemonicOf(m)
                                  << "` variant `" << key
                                  << "`; expected one of "
                                  << allowedList(s.positionalAllowed);
        attrs.set(s.positionalName, b.getStringAttr(key));
        first = false;
        continue;
      }
      return p.emitError(loc) << "expected `=` after `" << key << "`";
    }
    first = false;
    const Field *f = findField(s, key);
    if (!f) {
      std::string keys;
      for (const Field &ff : s.fields)
        keys += (keys.empty() ? "" : ", ") + std::string(ff.name);
      return p.emitError(loc) << "unknown `" << mnemonicOf(m)
                              << "` parameter `" << key << "`"
                              << (keys.empty() ? "" : "; expected one of ")
                              << keys;
    }
    if (attrs.get(key))
      return p.emitError(loc) << "duplicate `" << key << "` parameter";
    FailureOr<Attribute> v = parseValue(p, *f);
    if (failed(v))
      return failure();
    attrs.set(key, *v);
  } while (succeeded(p.parseOptionalComma()));
  if (p.parseGreater())
    return failure();
  return attrs.getDictionary(p.getContext());
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static void printValue(DialectAsmPrinter &p, Attribute v) {
  if (auto s = dyn_cast<StringAttr>(v))
    p << s.getValue();
  else if (auto i = dyn_cast<IntegerAttr>(v))
    p << i.getInt();
  else if (auto t = dyn_cast<TypeAttr>(v))
    p << t.getValue();
  else if (auto a = dyn_cast<ArrayAttr>(v)) {
    p << "(";
    llvm::interleaveComma(a, p, [&](Attribute e) { printValue(p, e); });
    p << ")";
  } else
    p << v;
}

void payload::print(DialectAsmPrinter &p, Mnemonic m, DictionaryAttr params) {
  if (!params)
    return;
  const Schema &s = schemaFor(m);
  bool first = true;
  auto sep = [&] {
    p << (first ? "<" : ", ");
    first = false;
  };
  if (s.positionalName)
    if (Attribute pos = params.get(s.positionalName)) {
      sep();
      if (auto shape = dyn_cast<DenseI64ArrayAttr>(pos))
        llvm::interleave(shape.asArrayRef(), p, "x");
      else
        printValue(p, pos);
    }
  for (const Field &f : s.fields)
    if (Attribute v = params.get(f.name)) {
      sep();
      p << f.name << " = ";
      printValue(p, v);
    }
  if (!first)
    p << ">";
}

//===----------------------------------------------------------------------===//
// Verification (also for payloads built in C++)
//===----------------------------------------------------------------------===//

static bool kindMatches(Kind k, Attribute v, int arity) {
  switch (k) {
  case Kind::Int:
    return isa<IntegerAttr>(v);
  case Kind::Keyword:
    return isa<StringAttr>(v);
  case Kind::Type:
    return isa<TypeAttr>(v);
  case Kind::Shape3:
    return isa<DenseI64ArrayAttr>(v) && cast<DenseI64ArrayAttr>(v).size() == 3;
  case Kind::KeywordTuple:
  case Kind::TypeTuple: {
    auto a = dyn_cast<ArrayAttr>(v);
    if (!a || static_cast<int>(a.size()) != arity)
      return false;
    return llvm::all_of(a, [&](Attribute e) {
      return k == Kind::TypeTuple ? isa<TypeAttr>(e) : isa<StringAttr>(e);
    });
  }
  case Kind::None:
    return false;
  }
  return false;
}

LogicalResult payload::verify(function_ref<InFlightDiagnostic()> emitError,
                              Mnemonic m, DictionaryAttr params) {
  if (!params)
    return success();
  const Schema &s = schemaFor(m);
  if (params.empty())
    return emitError() << "`" << mnemonicOf(m)
                       << "` payload must not be empty; omit the `<>`";
  for (NamedAttribute na : params) {
    StringRef key = na.getName().getValue();
    Attribute v = na.getValue();
    if (s.positionalName && key == s.positionalName) {
      if (!kindMatches(s.positional, v, 0))
        return emitError() << "`" << mnemonicOf(m) << "` " << key
                           << " has the wrong kind: " << v;
      if (auto shape = dyn_cast<DenseI64ArrayAttr>(v))
        for (int64_t d : shape.asArrayRef())
          if (d <= 0)
            return emitError() << "`" << mnemonicOf(m)
                               << "` shape extents must be positive, got "
                               << d;
      if (auto i = dyn_cast<IntegerAttr>(v); i && i.getInt() <= 0)
        return emitError() << "`" << mnemonicOf(m) << "` " << key
                           << " must be positive, got " << i.getInt();
      if (auto w = dyn_cast<StringAttr>(v);
          w && !allowedWord(s.positionalAllowed, w.getValue()))
        return emitError() << "invalid `" << mnemonicOf(m) << "` variant `"
                           << w.getValue() << "`";
      continue;
    }
    const Field *f = findField(s, key);
    if (!f)
      return emitError() << "unknown `" << mnemonicOf(m) << "` parameter `"
                         << key << "`";
    if (!kindMatches(f->kind, v, f->arity))
      return emitError() << "`" << mnemonicOf(m) << "` parameter `" << key
                         << "` has the wrong kind: " << v;
    if (auto i = dyn_cast<IntegerAttr>(v)) {
      if (i.getInt() <= 0 ||
          (f->allowed && !allowedWord(f->allowed, std::to_string(i.getInt()))))
        return emitError() << "invalid " << key << " " << i.getInt();
    }
    if (f->kind == Kind::Keyword || f->kind == Kind::KeywordTuple) {
      SmallVector<Attribute> words;
      if (auto a = dyn_cast<ArrayAttr>(v))
        words.append(a.begin(), a.end());
      else
        words.push_back(v);
      for (Attribute w : words)
        if (!allowedWord(f->allowed, cast<StringAttr>(w).getValue()))
          return emitError() << "invalid " << key << " `"
                             << cast<StringAttr>(w).getValue() << "`";
    }
  }
  return success();
}
