//===- CuteDialect.cpp - cute dialect registration and text -------------===//
//
// Types and attributes share one text form (`MNEMONIC<BODY>`), parsed from
// the raw symbol body because CuTe notation (`4@0`, `Sw<3,4,3> o 0 o ...`)
// is not made of MLIR tokens.
//
//===----------------------------------------------------------------------===//
#include "CuteDslTypes.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

#include "cute-nvgpu/Dialect/Cute/IR/CuteDialect.cpp.inc"
#include "cute-nvgpu/Dialect/Cute/IR/CuteViewType.cpp.inc"
#include "cute-nvgpu/Dialect/Cute/IR/CuteAtomType.cpp.inc"

void CuteDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.cpp.inc"
      >();
  addInterfaces<ParseMemo>();
}

ParseMemo *ParseMemo::of(MLIRContext *ctx) {
  Dialect *d = ctx->getLoadedDialect<CuteDialect>();
  return d ? d->getRegisteredInterface<ParseMemo>() : nullptr;
}

Type ParseMemo::parsedType(StringRef spelling, function_ref<Type()> parse) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = types_.find(spelling);
    if (it != types_.end())
      return it->second;
  }
  Type t = parse();
  if (t) {
    std::lock_guard<std::mutex> lock(mu_);
    types_.try_emplace(spelling, t);
  }
  return t;
}

ParseMemo::Key ParseMemo::key(const char *kind, ArrayRef<const void *> parts) {
  Key k(kind);
  for (const void *p : parts)
    k.append(StringRef(reinterpret_cast<const char *>(&p), sizeof(p)));
  return k;
}

static SmallVector<const void *, 8> opaque(ArrayRef<Type> types) {
  SmallVector<const void *, 8> keys;
  for (Type t : types)
    keys.push_back(t.getAsOpaquePointer());
  return keys;
}

bool ParseMemo::passed(const char *check, ArrayRef<Type> types) {
  return passedKeys(check, opaque(types));
}

void ParseMemo::rememberPassed(const char *check, ArrayRef<Type> types) {
  rememberPassedKeys(check, opaque(types));
}

bool ParseMemo::passedKeys(const char *check, ArrayRef<const void *> keys) {
  Key k = key(check, keys);
  std::lock_guard<std::mutex> lock(mu_);
  return passed_.contains(k);
}

void ParseMemo::rememberPassedKeys(const char *check,
                                   ArrayRef<const void *> keys) {
  Key k = key(check, keys);
  std::lock_guard<std::mutex> lock(mu_);
  passed_.insert(k);
}

StringRef ParseMemo::printed(Type t, function_ref<std::string()> print) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = printed_.find(t);
    if (it != printed_.end())
      return it->second;
  }
  std::string text = print();
  std::lock_guard<std::mutex> lock(mu_);
  return printed_.try_emplace(t, texts_.save(text)).first->second;
}

std::shared_ptr<const L::CuteIRValue> ParseMemo::value(StringAttr text) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = values_.find(text);
    if (it != values_.end())
      return it->second;
  }
  L::Result<L::CuteIRValue> v = L::parseCuteIR(
      std::string_view(text.getValue().data(), text.getValue().size()));
  std::shared_ptr<const L::CuteIRValue> p =
      v.ok() ? std::make_shared<const L::CuteIRValue>(std::move(v.value()))
             : nullptr;
  std::lock_guard<std::mutex> lock(mu_);
  return values_.try_emplace(text, std::move(p)).first->second;
}

//===----------------------------------------------------------------------===//
// Shared body parsing
//===----------------------------------------------------------------------===//

FailureOr<L::AnyLayout> cute::parseLayoutBody(DialectAsmParser &parser,
                                             StringRef text,
                                             const char *textStart) {
  L::Result<L::AnyLayout> r =
      L::parseAnyLayout(std::string_view(text.data(), text.size()));
  if (r.ok())
    return r.value();
  const L::Error &e = r.error();
  size_t pos = e.pos == std::string::npos ? 0 : e.pos;
  SMLoc loc = SMLoc::getFromPointer(textStart + std::min(pos, text.size()));
  return parser.emitError(loc) << "invalid layout `" << text
                               << "`: " << L::formatError(e);
}

namespace {
/// A dialect symbol `MNEMONIC<BODY>` split into its parts.
struct SymbolSpec {
  StringRef mnemonic;
  StringRef body;
  const char *bodyStart = nullptr;
};
} // namespace

static FailureOr<SymbolSpec> splitSpec(DialectAsmParser &parser,
                                       StringRef kindWord) {
  StringRef spec = parser.getFullSymbolSpec();
  SymbolSpec out;
  size_t lt = spec.find('<');
  out.mnemonic = spec.substr(0, lt).trim();
  if (lt == StringRef::npos || !spec.rtrim().ends_with(">")) {
    // A bare mnemonic: let the caller report unknown/missing body.
    out.body = StringRef();
    return out;
  }
  StringRef inner = spec.rtrim();
  out.body = inner.substr(lt + 1, inner.size() - lt - 2);
  out.bodyStart = out.body.data();
  (void)kindWord;
  return out;
}

/// Parse `B,M,S` of a swizzle body.
static FailureOr<std::array<int, 3>> parseSwizzleBody(DialectAsmParser &parser,
                                                      StringRef body) {
  SmallVector<StringRef, 3> parts;
  body.split(parts, ',');
  std::array<int, 3> v{};
  if (parts.size() != 3)
    return parser.emitError(SMLoc::getFromPointer(body.data()))
           << "expected swizzle parameters `B,M,S`, got `" << body << "`";
  for (int i = 0; i < 3; ++i) {
    StringRef p = parts[i].trim();
    if (p.getAsInteger(10, v[i]))
      return parser.emitError(SMLoc::getFromPointer(parts[i].data()))
             << "expected an integer swizzle parameter, got `" << p << "`";
  }
  return v;
}

static LogicalResult checkSwizzle(function_ref<InFlightDiagnostic()> emitError,
                                  int b, int m, int s) {
  // The library's rule, so the IR and the CLI accept the same swizzles.
  if (!L::isValidSwizzle(b, m, s))
    return emitError() << "invalid swizzle Sw<" << b << "," << m << "," << s
                       << ">: " << L::kSwizzleRequirement;
  return success();
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Dialect/Cute/IR/CuteEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteTypes.cpp.inc"

void CuteDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cute-nvgpu/Dialect/Cute/IR/CuteTypes.cpp.inc"
      >();
}

static LogicalResult
verifyPlainOrTuple(function_ref<InFlightDiagnostic()> emitError,
                   const L::AnyLayout &v, StringRef what) {
  if (v.isComposed())
    return emitError() << what << " holds a shape:stride layout; write the "
                       << "composed layout `" << L::toString(v)
                       << "` as the composed_layout form";
  if (v.isLayout() && !L::congruent(v.layout().shape, v.layout().stride))
    return emitError() << "layout shape and stride are not congruent: "
                       << L::toString(v);
  return success();
}

LogicalResult LayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 L::AnyLayout value) {
  if (value.isLayout()) {
    std::string why = cuteIRLayoutDiagnostic(value.layout());
    if (!why.empty())
      return emitError() << why;
  }
  return verifyPlainOrTuple(emitError, value, "!cute.layout");
}

LogicalResult
ComposedLayoutType::verify(function_ref<InFlightDiagnostic()> emitError,
                           L::ComposedLayout value) {
  const L::Swizzle &s = value.swizzle;
  if (failed(checkSwizzle(emitError, s.B, s.M, s.S)))
    return failure();
  if (value.ptrBits)
    return success();
  std::string why = cuteIRComposedDiagnostic(value);
  if (!why.empty())
    return emitError() << why;
  return success();
}

LogicalResult SwizzleType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int b, int m, int s) {
  return checkSwizzle(emitError, b, m, s);
}

LogicalResult
CuteMemRefType::verify(function_ref<InFlightDiagnostic()> emitError,
                       Type elementType, MemSpace space, Attribute layout,
                       unsigned alignment) {
  if (alignment & (alignment - 1))
    return emitError() << "!cute.memref alignment must be a power of two, got "
                       << alignment;
  bool elementOk = elementType.isIntOrFloat() ||
                   elementType.getDialect().getNamespace() == "cute_nvgpu";
  if (!elementOk)
    return emitError() << "!cute.memref element type must be an integer, "
                          "float or cute_nvgpu element type, got "
                       << elementType;
  // The layout obeys what !cute.layout / !cute.composed_layout require:
  // the lowering reads it back as that type.
  if (auto l = dyn_cast<LayoutAttr>(layout)) {
    if (!l.getValue().isLayout())
      return emitError() << "!cute.memref layout must be a shape:stride or "
                            "composed layout, got the tuple form "
                         << L::toString(l.getValue());
    std::string why = cuteIRLayoutDiagnostic(l.getValue().layout());
    if (!why.empty())
      return emitError() << "!cute.memref layout: " << why;
    return success();
  }
  if (auto c = dyn_cast<ComposedLayoutAttr>(layout)) {
    std::string why =
        c.getValue().ptrBits ? "" : cuteIRComposedDiagnostic(c.getValue());
    if (!why.empty())
      return emitError() << "!cute.memref layout: " << why;
    return success();
  }
  return emitError() << "!cute.memref layout must be a #cute.layout or "
                        "#cute.composed_layout, got "
                     << layout;
}

unsigned cute::storageBitsOf(Type element) {
  if (!element)
    return 0;
  if (element.isTF32())
    return 32;
  return element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 0;
}

L::AnyLayout CuteMemRefType::getLayoutValue() const {
  if (auto l = dyn_cast<LayoutAttr>(getLayout()))
    return l.getValue();
  return L::AnyLayout{cast<ComposedLayoutAttr>(getLayout()).getValue()};
}

int64_t CuteMemRefType::getValuesPerThread() const {
  auto l = dyn_cast<LayoutAttr>(getLayout());
  if (!l || !l.getValue().isLayout())
    return -1;
  // An rmem memref is one thread's fragment: every value of the layout is
  // in this thread's registers.
  L::Result<int64_t> n = L::size(l.getValue().layout());
  return n.ok() ? *n : -1;
}

/// `layout<"L">`, `composed_layout<"S<B,M,S> o 0 o L">`, `swizzle<"S<B,M,S>">`:
/// CuTe IR's quoted spelling of the three layout types, read as CuTe IR
/// reads them: text its reader refuses is "failed to parse MNEMONIC from
/// \"TEXT\"", the invariants are the verifiers' (CuteIRTypeChecks.cpp).
static Type parseQuotedLayoutType(DialectAsmParser &parser, StringRef m,
                                  StringRef body, SMLoc loc) {
  MLIRContext *ctx = parser.getContext();
  auto emitErr = [&] { return parser.emitError(loc); };
  StringRef t = body.trim();
  StringRef text = t.size() >= 2 && t.back() == '"' ? t.drop_front().drop_back()
                                                    : t.drop_front();
  L::Result<L::CuteIRValue> v =
      L::parseCuteIRUnchecked(std::string_view(text.data(), text.size()));
  using K = L::CuteIRValue::Kind;
  // The error points into the quoted text at the offending column when the
  // reader names one.
  auto failedToParse = [&](const std::string &why, size_t pos) -> Type {
    SMLoc at = text.data() ? SMLoc::getFromPointer(
                                 text.data() + std::min(pos, text.size()))
                           : loc;
    parser.emitError(at) << "failed to parse " << m << " from \"" << text
                         << "\": " << why;
    return {};
  };
  if (!v) {
    size_t pos = v.error().pos == std::string::npos ? 0 : v.error().pos;
    return failedToParse(L::formatError(v.error()), pos);
  }
  if (m == "swizzle") {
    if (v->kind() != K::Swizzle)
      return failedToParse("expected a swizzle S<B,M,S>", 0);
    const L::Swizzle &s = v->swizzle();
    return SwizzleType::getChecked(emitErr, ctx, s.B, s.M, s.S);
  }
  if (m == "composed_layout") {
    // CuTe DSL prints a composed layout whose swizzle is the identity and
    // whose offset is 0 as its inner layout alone.
    if (v->kind() == K::Layout)
      return ComposedLayoutType::getChecked(
          emitErr, ctx,
          L::ComposedLayout{L::Swizzle{0, 0, 0}, L::IntTuple::integer(0),
                            v->layout(), 0});
    if (v->kind() != K::Composed)
      return failedToParse("expected a composed layout", 0);
    return ComposedLayoutType::getChecked(emitErr, ctx, v->composed());
  }
  // The tuple form (`(4@0,32@1)`) has a quoted spelling too: an int tuple.
  if (v->kind() == K::Layout)
    return LayoutType::getChecked(emitErr, ctx, L::AnyLayout{v->layout()});
  if (v->kind() == K::IntTuple && !v->intTuple().isUnderscore())
    return LayoutType::getChecked(emitErr, ctx, L::AnyLayout{v->intTuple()});
  return failedToParse("expected a layout SHAPE:STRIDE", 0);
}

/// An unquoted body that CuTe notation cannot mean either: CuTe IR's
/// "expected string" (its types take a quoted string).
static bool isBareNonLayout(StringRef m, StringRef body) {
  StringRef b = body.trim();
  if (m == "swizzle")
    return b.count(',') != 2;
  if (m == "composed_layout")
    return !b.contains(" o ");
  return !b.contains(':') && !b.starts_with("(");
}

/// CuTe IR's quoted spelling of a layout type's value, or CuTe notation
/// (unquoted) where CuTe IR has none: a pointer-width swizzle offset.
static void printLayoutValue(DialectAsmPrinter &p, const L::AnyLayout &v) {
  if (v.isLayout())
    p << "\"" << L::printCuteIR(v.layout()) << "\"";
  else if (v.isTupleForm())
    p << "\"" << L::printCuteIR(v.tuple()) << "\"";
  else if (v.composed().ptrBits == 0)
    p << "\"" << L::printCuteIR(v.composed()) << "\"";
  else
    p << L::toString(v);
}

/// A type spelled `!cute.MNEMONIC<BODY>` (all but the tiled types).
static Type parseSpelledType(MLIRContext *ctx, DialectAsmParser &parser,
                             const SymbolSpec &specRef, SMLoc loc) {
  const SymbolSpec *spec = &specRef;
  auto emitErr = [&] { return parser.emitError(loc); };
  StringRef m = spec->mnemonic;
  if (isCuteIRTypeMnemonic(m))
    return parseCuteIRType(parser, m, spec->body, loc);
  if (m == "memref")
    return parseMemRefBody(parser, spec->body, loc);
  if (spec->body.ltrim().starts_with("\""))
    return parseQuotedLayoutType(parser, m, spec->body, loc);
  if ((m == "layout" || m == "composed_layout" || m == "swizzle") &&
      isBareNonLayout(m, spec->body)) {
    parser.emitError(loc) << "expected string";
    return {};
  }
  if (m == "swizzle") {
    auto v = parseSwizzleBody(parser, spec->body);
    if (failed(v))
      return {};
    return SwizzleType::getChecked(emitErr, ctx, (*v)[0], (*v)[1], (*v)[2]);
  }
  FailureOr<L::AnyLayout> l =
      parseLayoutBody(parser, spec->body, spec->bodyStart);
  if (failed(l))
    return {};
  if (m == "layout")
    return LayoutType::getChecked(emitErr, ctx, *l);
  if (!l->isComposed()) {
    parser.emitError(loc) << "expected a composed layout `Sw<B,M,S> o OFFSET "
                             "o LAYOUT` in !cute.composed_layout, got `"
                          << L::toString(*l) << "`";
    return {};
  }
  return ComposedLayoutType::getChecked(emitErr, ctx, l->composed());
}

Type CuteDialect::parseType(DialectAsmParser &parser) const {
  SMLoc loc = parser.getCurrentLocation();
  // A tiled type is read from the stream, so that its atom may be a type
  // alias (`!cute.tiled_mma<!atom, ...>`); the others from their text.
  if (succeeded(parser.parseOptionalKeyword("tiled_mma")))
    return parseTiledStream(parser, "tiled_mma", loc);
  if (succeeded(parser.parseOptionalKeyword("tiled_copy")))
    return parseTiledStream(parser, "tiled_copy", loc);
  FailureOr<SymbolSpec> spec = splitSpec(parser, "type");
  if (failed(spec))
    return {};
  StringRef m = spec->mnemonic;
  bool irType = isCuteIRTypeMnemonic(m);
  if (m != "layout" && m != "composed_layout" && m != "swizzle" &&
      m != "memref" && m != "tiled_mma" && m != "tiled_copy" && !irType) {
    parser.emitError(loc) << "unknown  type `" << m << "` in dialect `cute`";
    return {};
  }
  if (!spec->bodyStart) {
    parser.emitError(loc) << "expected `<...>` after `!cute." << m << "`";
    return {};
  }
  // A spelling seen before in this context denotes the same type.
  ParseMemo *memo = ParseMemo::of(getContext());
  std::string spelling = (m + "<" + spec->body + ">").str();
  return memo->parsedType(spelling, [&] {
    return parseSpelledType(getContext(), parser, *spec, loc);
  });
}

void CuteDialect::printType(Type type, DialectAsmPrinter &p) const {
  llvm::TypeSwitch<Type>(type)
      .Case([&](LayoutType t) {
        p << "layout<";
        printLayoutValue(p, t.getValue());
        p << ">";
      })
      .Case([&](ComposedLayoutType t) {
        p << "composed_layout<";
        const L::ComposedLayout &c = t.getValue();
        if (!c.outerLayout && c.swizzle == L::Swizzle{0, 0, 0} &&
            c.ptrBits == 0 &&
            c.offset.isStaticInt() &&
            c.offset.value() == 0)
          p << "\"" << L::printCuteIR(c.layout) << "\"";
        else
          printLayoutValue(p, L::AnyLayout{c});
        p << ">";
      })
      .Case([&](SwizzleType t) {
        p << "swizzle<\"S<" << t.getB() << "," << t.getM() << "," << t.getS()
          << ">\">";
      })
      .Case([&](CuteMemRefType t) { printMemRef(p, t); })
      .Case<TiledMmaType, TiledCopyType>([&](Type t) { printTiled(p, t); })
      .Default([&](Type t) { (void)printCuteIRType(t, p); });
}

//===----------------------------------------------------------------------===//
// Attributes
//===----------------------------------------------------------------------===//

#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteAttrs.cpp.inc"

void CuteDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-nvgpu/Dialect/Cute/IR/CuteAttrs.cpp.inc"
      >();
}

LogicalResult LayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 L::AnyLayout value) {
  return verifyPlainOrTuple(emitError, value, "#cute.layout");
}

LogicalResult
ComposedLayoutAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           L::ComposedLayout value) {
  const L::Swizzle &s = value.swizzle;
  return checkSwizzle(emitError, s.B, s.M, s.S);
}

LogicalResult SwizzleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                  int b, int m, int s) {
  return checkSwizzle(emitError, b, m, s);
}

Attribute CuteDialect::parseAttribute(DialectAsmParser &parser,
                                      Type type) const {
  SMLoc loc = parser.getCurrentLocation();
  FailureOr<SymbolSpec> spec = splitSpec(parser, "attribute");
  if (failed(spec))
    return {};
  MLIRContext *ctx = getContext();
  auto emitErr = [&] { return parser.emitError(loc); };
  StringRef m = spec->mnemonic;
  if (m != "layout" && m != "composed_layout" && m != "swizzle" &&
      !isCuteIRAttrSpelling(m, "")) {
    parser.emitError(loc) << "unknown attribute `" << m
                          << "` in dialect `cute`";
    return {};
  }
  if (!spec->bodyStart) {
    parser.emitError(loc) << "expected `<...>` after `#cute." << m << "`";
    return {};
  }
  if (isCuteIRAttrSpelling(m, spec->body))
    return parseCuteIRAttr(parser, m, spec->body, loc);
  if (m == "swizzle") {
    auto v = parseSwizzleBody(parser, spec->body);
    if (failed(v))
      return {};
    return SwizzleAttr::getChecked(emitErr, ctx, (*v)[0], (*v)[1], (*v)[2]);
  }
  FailureOr<L::AnyLayout> l =
      parseLayoutBody(parser, spec->body, spec->bodyStart);
  if (failed(l))
    return {};
  if (m == "layout")
    return LayoutAttr::getChecked(emitErr, ctx, *l);
  if (!l->isComposed()) {
    parser.emitError(loc) << "expected a composed layout `Sw<B,M,S> o OFFSET "
                             "o LAYOUT` in #cute.composed_layout, got `"
                          << L::toString(*l) << "`";
    return {};
  }
  return ComposedLayoutAttr::getChecked(emitErr, ctx, l->composed());
}

void CuteDialect::printAttribute(Attribute attr, DialectAsmPrinter &p) const {
  llvm::TypeSwitch<Attribute>(attr)
      .Case([&](LayoutAttr a) {
        p << "layout<" << L::toString(a.getValue()) << ">";
      })
      .Case([&](ComposedLayoutAttr a) {
        p << "composed_layout<" << L::toString(a.getValue()) << ">";
      })
      .Case([&](SwizzleAttr a) {
        p << "swizzle<" << a.getB() << "," << a.getM() << "," << a.getS()
          << ">";
      })
      .Default([&](Attribute a) { (void)printCuteIRAttr(a, p); });
}
