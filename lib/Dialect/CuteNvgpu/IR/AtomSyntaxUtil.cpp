//===- AtomSyntaxUtil.cpp - shared pieces of the atom payload text --------===//
#include "AtomSyntaxUtil.h"

#include "cute-nvgpu/Layout/Layout.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace mlir;

namespace cute_nvgpu::syntax {

FailureOr<SmallVector<int64_t, 3>> parseShapeRest(DialectAsmParser &p,
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
  return dims; // extents are checked by the type verifier
}

FailureOr<SmallVector<int64_t, 3>> parseShape(DialectAsmParser &p) {
  int64_t first;
  SMLoc loc = p.getCurrentLocation();
  OptionalParseResult r = p.parseOptionalInteger(first);
  if (!r.has_value())
    return p.emitError(loc, "expected the `MxNxK` shape first, e.g. 16x8x16");
  if (failed(*r))
    return failure();
  return parseShapeRest(p, first);
}

void printShape(DialectAsmPrinter &p, ArrayRef<int64_t> shape) {
  llvm::interleave(shape, p, "x");
}

FailureOr<SmallVector<Type, 3>> parseTypeTuple(DialectAsmParser &p,
                                               unsigned n, StringRef what) {
  SMLoc loc = p.getCurrentLocation();
  SmallVector<Type, 3> types;
  if (p.parseLParen() || p.parseCommaSeparatedList([&]() -> ParseResult {
        Type t;
        if (p.parseType(t))
          return failure();
        types.push_back(t);
        return success();
      }) ||
      p.parseRParen())
    return failure();
  if (types.size() != n)
    return p.emitError(loc) << what << " expects " << n << " types, got "
                            << types.size();
  return types;
}

std::string checkLayoutText(StringRef text) {
  // CuTe IR's spelling: an int tuple (`()`, `(8,8)`) or a layout with
  // annotated dynamic leaves and scaled-basis strides.
  layout::Result<layout::CuteIRValue> v =
      layout::parseCuteIR(std::string_view(text.data(), text.size()));
  if (!v)
    return layout::formatError(v.error());
  using K = layout::CuteIRValue::Kind;
  if (v->kind() != K::IntTuple && v->kind() != K::Layout)
    return "expected an int tuple or a layout";
  return "";
}

FailureOr<StringAttr> parseQuotedLayout(DialectAsmParser &p, StringRef what) {
  std::string text;
  if (p.parseLess())
    return failure();
  SMLoc loc = p.getCurrentLocation();
  if (p.parseString(&text) || p.parseGreater())
    return failure();
  std::string why = checkLayoutText(text);
  if (!why.empty())
    return p.emitError(loc) << "invalid " << what << " \"" << text
                            << "\": " << why;
  return StringAttr::get(p.getContext(), text);
}

void printQuotedLayout(DialectAsmPrinter &p, StringAttr text) {
  p << "<\"" << text.getValue() << "\">";
}

ParseResult parseKeyedItems(
    DialectAsmParser &p, StringRef mnemonic,
    function_ref<ParseResult(StringRef, SMLoc)> keyed) {
  llvm::StringSet<> seen;
  while (failed(p.parseOptionalGreater())) {
    (void)p.parseOptionalComma();
    SMLoc loc = p.getCurrentLocation();
    StringRef key;
    if (p.parseKeyword(&key))
      return failure();
    if (!seen.insert(key).second)
      return p.emitError(loc) << "duplicate `" << key << "` in `" << mnemonic
                              << "`";
    if (p.parseEqual() || keyed(key, loc))
      return failure();
  }
  return success();
}

} // namespace cute_nvgpu::syntax
