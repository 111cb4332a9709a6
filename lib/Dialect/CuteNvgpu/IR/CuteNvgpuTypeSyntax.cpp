//===- CuteNvgpuTypeSyntax.cpp - the cute_nvgpu type text (seed 002) -----===//
//
// parseType fetches one keyword and walks seed 002's 27 arms in order,
// then the two im2col TMA atoms' (target::lookupMnemonic: length gate, packed 8-byte XOR compares, tail);
// the `i<N>[<divby M>]` branch runs only after every literal arm missed; a
// total miss is ``unknown  type `TOKEN` in dialect `cute_nvgpu` ``.
//
//===----------------------------------------------------------------------===//
#include "AtomSyntax.h"
#include "AtomSyntaxUtil.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using target::Mnemonic;

//===----------------------------------------------------------------------===//
// Parameterized types
//===----------------------------------------------------------------------===//

static Type parseSmemDescView(DialectAsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type source;
  Attribute layout;
  if (p.parseLess() || p.parseType(source) || p.parseComma())
    return {};
  // CuTe DSL spells the layout as a quoted CuTe IR string, seed 002 as an
  // attribute.
  std::string text;
  if (succeeded(p.parseOptionalString(&text)))
    layout = StringAttr::get(p.getContext(), text);
  else if (p.parseAttribute(layout))
    return {};
  if (p.parseGreater())
    return {};
  return SmemDescViewType::getChecked([&] { return p.emitError(loc); },
                                      p.getContext(), source, layout);
}

static Type parseUniversalCopy(DialectAsmParser &p) {
  SMLoc loc = p.getCurrentLocation();
  Type valueType;
  if (p.parseLess() || p.parseType(valueType))
    return {};
  unsigned bits = 0;
  bool allowDsmem = false, seenBits = false;
  std::optional<MemOrder> order;
  std::optional<MemScope> scope;
  std::optional<CacheEvictionPriority> l1;
  while (succeeded(p.parseOptionalComma())) {
    SMLoc fl = p.getCurrentLocation();
    int64_t n = 0;
    OptionalParseResult ir = p.parseOptionalInteger(n);
    if (ir.has_value()) {
      if (failed(*ir))
        return {};
      if (seenBits || allowDsmem || order || scope) {
        p.emitError(fl, "bit width must come right after the value type "
                        "and only once");
        return {};
      }
      if (p.parseKeyword("b", " after the bit width (e.g. `128 b`)"))
        return {};
      if (n <= 0 || n > 1024) {
        p.emitError(fl) << "bit width must be in [1, 1024], got " << n;
        return {};
      }
      bits = static_cast<unsigned>(n);
      seenBits = true;
      continue;
    }
    StringRef kw;
    if (p.parseKeyword(&kw))
      return {};
    if (kw == "allow_dsmem") {
      if (allowDsmem || order || scope) {
        p.emitError(fl, "`allow_dsmem` must come before mem_order/mem_scope "
                        "and only once");
        return {};
      }
      allowDsmem = true;
      continue;
    }
    if (kw == "l1_cache_eviction_priority") {
      if (l1 || p.parseEqual()) {
        p.emitError(fl, "duplicate `l1_cache_eviction_priority`");
        return {};
      }
      auto v = syntax::parseEnumWord<CacheEvictionPriority>(
          p, kw, symbolizeCacheEvictionPriority,
          "evict_normal, evict_first, evict_last, evict_unchanged, "
          "no_allocate");
      if (failed(v))
        return {};
      l1 = *v;
      continue;
    }
    if (l1) {
      p.emitError(fl, "`l1_cache_eviction_priority` must come last");
      return {};
    }
    if (kw != "mem_order" && kw != "mem_scope") {
      p.emitError(fl) << "unknown atom.universal_copy field `" << kw
                      << "`; expected `N b`, allow_dsmem, mem_order=ORDER, "
                         "mem_scope=SCOPE or l1_cache_eviction_priority=P";
      return {};
    }
    StringRef value;
    if (p.parseEqual())
      return {};
    SMLoc vl = p.getCurrentLocation();
    if (p.parseKeyword(&value))
      return {};
    if (kw == "mem_order") {
      if (order || scope) {
        p.emitError(fl, "`mem_order` must come before mem_scope and only once");
        return {};
      }
      order = symbolizeMemOrder(value);
      if (!order) {
        p.emitError(vl) << "unknown mem_order `" << value
                        << "`; expected one of relaxed, acquire, release, "
                           "acq_rel, sc, mmio, constant, volatile";
        return {};
      }
    } else {
      if (scope) {
        p.emitError(fl, "duplicate `mem_scope`");
        return {};
      }
      scope = symbolizeMemScope(value);
      if (!scope) {
        p.emitError(vl) << "unknown mem_scope `" << value
                        << "`; expected one of cluster, gpu, sys";
        return {};
      }
    }
  }
  if (p.parseGreater())
    return {};
  return UniversalCopyType::getChecked([&] { return p.emitError(loc); },
                                       p.getContext(), valueType, bits,
                                       allowDsmem, order, scope, l1);
}

/// seed 002's i-prefix branch: `i<N>` then an optional `<divby M>`.
static Type parseAtomInteger(DialectAsmParser &p, StringRef token,
                             SMLoc loc) {
  StringRef digits = token.drop_front();
  uint32_t width;
  if (digits.empty()) {
    p.emitError(loc) << "invalid atom integer type `" << token
                     << "`: expected a decimal bit width after 'i'";
    return {};
  }
  if (digits.getAsInteger(10, width)) {
    p.emitError(loc) << "invalid atom integer type `" << token
                     << "`: bit width does not fit in 32 bits";
    return {};
  }
  unsigned divby = 0;
  if (succeeded(p.parseOptionalLess())) {
    SMLoc dl = p.getCurrentLocation();
    if (failed(p.parseOptionalKeyword("divby"))) {
      p.emitError(dl) << "expected `divby` in `" << token << "<divby M>`";
      return {};
    }
    int64_t m;
    SMLoc ml = p.getCurrentLocation();
    OptionalParseResult ir = p.parseOptionalInteger(m);
    if (!ir.has_value()) {
      p.emitError(ml) << "expected an integer divisor after `divby`";
      return {};
    }
    if (failed(*ir))
      return {};
    if (m < 1 || m > UINT32_MAX) {
      p.emitError(ml) << "divby must be in [1, 4294967295], got " << m;
      return {};
    }
    divby = static_cast<unsigned>(m);
    if (p.parseGreater())
      return {};
  }
  return AtomIntegerType::getChecked([&] { return p.emitError(loc); },
                                     p.getContext(), width, divby);
}

//===----------------------------------------------------------------------===//
// Dispatch
//===----------------------------------------------------------------------===//

static Type parseTypeText(DialectAsmParser &p, MLIRContext *ctx);

Type CuteNvgpuDialect::parseType(DialectAsmParser &p) const {
  // A spelling parsed before in this context denotes the same type (types
  // are uniqued and made of their text alone), so a kernel's atom types are
  // parsed once. A spelling naming an alias (`!x`, `#x`) depends on the
  // parser's alias table, not on the context, and is parsed every time.
  StringRef spec = p.getFullSymbolSpec();
  cute::ParseMemo *memo = cute::ParseMemo::of(getContext());
  if (!memo || spec.find_first_of("!#") != StringRef::npos)
    return parseTypeText(p, getContext());
  SmallString<128> key("cute_nvgpu.");
  key += spec;
  return memo->parsedType(key, [&] { return parseTypeText(p, getContext()); });
}

static Type parseTypeText(DialectAsmParser &p, MLIRContext *ctx) {
  SMLoc loc = p.getCurrentLocation();
  StringRef token;
  if (failed(p.parseOptionalKeyword(&token))) {
    StringRef spec = p.getFullSymbolSpec();
    p.emitError(loc) << "unknown  type `" << spec.take_until([](char c) {
      return c == '<';
    }) << "` in dialect `cute_nvgpu`";
    return {};
  }
  int slot = target::lookupMnemonic(std::string_view(token.data(), token.size()));
  switch (slot) {
  case static_cast<int>(Mnemonic::SmemDesc):
    return SmemDescType::get(ctx);
  case static_cast<int>(Mnemonic::TmaDescriptorTiled):
    return TmaDescriptorTiledType::get(ctx);
  case static_cast<int>(Mnemonic::TmaDescriptorIm2col):
    return TmaDescriptorIm2colType::get(ctx);
  case static_cast<int>(Mnemonic::SmemDescView):
    return parseSmemDescView(p);
  case static_cast<int>(Mnemonic::UniversalCopy):
    return parseUniversalCopy(p);

  default:
    if (slot >= 0)
      return syntax::parseAtomPayload(p, static_cast<Mnemonic>(slot), loc);
    break;
  }
  // Every literal arm missed: the i-prefix branch, then the diagnostic.
  if (token.starts_with("i") &&
      llvm::all_of(token.drop_front(), llvm::isDigit))
    return parseAtomInteger(p, token, loc);
  p.emitError(loc) << "unknown  type `" << token << "` in dialect `cute_nvgpu`";
  return {};
}

void CuteNvgpuDialect::printType(Type type, DialectAsmPrinter &p) const {
  if (const target::AtomRecord *rec = lookupAtomRecord(type))
    p << rec->mnemonic;
  llvm::TypeSwitch<Type>(type)
      .Case([&](SmemDescViewType t) {
        p << "<" << t.getSource() << ", ";
        if (auto text = dyn_cast<StringAttr>(t.getLayout()))
          p << "\"" << text.getValue() << "\"";
        else
          p << t.getLayout();
        p << ">";
      })
      .Case([&](UniversalCopyType t) {
        p << "<" << t.getValueType();
        if (t.getBits())
          p << ", " << t.getBits() << " b";
        if (t.getAllowDsmem())
          p << ", allow_dsmem";
        if (t.getMemOrder())
          p << ", mem_order=" << stringifyMemOrder(*t.getMemOrder());
        if (t.getMemScope())
          p << ", mem_scope=" << stringifyMemScope(*t.getMemScope());
        if (t.getL1Eviction())
          p << ", l1_cache_eviction_priority="
            << stringifyCacheEvictionPriority(*t.getL1Eviction());
        p << ">";
      })
      .Case([&](AtomIntegerType t) {
        p << "i" << t.getWidth();
        if (t.getDivby())
          p << "<divby " << t.getDivby() << ">";
      })
      .Default([&](Type t) { syntax::printAtomPayload(p, t); });
}
