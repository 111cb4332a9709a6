//===- CuteDslTypes.cpp - !cute types as NVIDIA's CuTe DSL prints them ----===//
//
//   !cute.memref<f16, gmem, align<16>, "(?{div=8},?):(1,?{i64 div=8})">
//   !cute.memref<f16, smem, align<1024>, S<3,4,3>, "((8,16),(64,1)):(...)">
//   !cute.tiled_mma<ATOM, atom_layout_MNK = <"(1,1,1):(0,0,0)">
//                   [, permutation_MNK = <"[16:1;16:1;_]">]>
//   !cute.tiled_copy<ATOM, layout_copy_tv = <"L">, tiler_mn = <"[8:1;4:1]">>
//
// Layout strings are CuTe IR's spelling (layout::parseCuteIR). A memref's
// `S<B,M,S>` is the swizzle of its pointer, acting on byte addresses as
// CuTe's swizzle pointers do: it is kept as a composed layout whose pointer
// width is the element width (`Sw o smem_ptr[16b] o L` in CuTe notation).
// The older `!cute.memref<T, SPACE, L>` (unquoted CuTe notation) still
// parses; memrefs print in the DSL's form.
//
//===----------------------------------------------------------------------===//
#include "CuteDslTypes.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Layout/Layout.h"

#include "mlir/AsmParser/AsmParser.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

/// Splits at commas outside brackets and quotes; `->` is not a bracket.
SmallVector<StringRef> cute::splitItems(StringRef body) {
  SmallVector<StringRef> parts;
  int depth = 0;
  bool quoted = false;
  size_t start = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    char c = body[i];
    if (quoted) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        quoted = false;
      continue;
    }
    if (c == '"')
      quoted = true;
    else if (c == '(' || c == '[' || c == '<' || c == '{')
      ++depth;
    else if (c == '>' && i > 0 && body[i - 1] == '-')
      continue;
    else if (c == ')' || c == ']' || c == '>' || c == '}')
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push_back(body.substr(start).trim());
  return parts;
}

static InFlightDiagnostic errorAt(DialectAsmParser &p, StringRef at) {
  return p.emitError(SMLoc::getFromPointer(at.data()));
}

std::string cute::checkCuteIRText(StringRef text, CuteIRForm form) {
  L::Result<L::CuteIRValue> v =
      L::parseCuteIR(std::string_view(text.data(), text.size()));
  if (!v)
    return L::formatError(v.error());
  using K = L::CuteIRValue::Kind;
  K k = v->kind();
  switch (form) {
  case CuteIRForm::Layout:
    return k == K::Layout ? "" : "expected a layout SHAPE:STRIDE";
  case CuteIRForm::Tile:
    return k == K::Tile ? "" : "expected a tile [M0;M1;...]";
  case CuteIRForm::Any:
    return "";
  }
  return "";
}

Type cute::parseTiledStream(DialectAsmParser &p, StringRef mnemonic,
                            SMLoc loc) {
  bool mma = mnemonic == "tiled_mma";
  auto emitErr = [&] { return p.emitError(loc); };
  auto usage = [&]() -> Type {
    p.emitError(loc) << "expected `!cute." << mnemonic
                     << (mma ? "<ATOM, atom_layout_MNK = <\"L\">[, "
                               "permutation_MNK = <\"TILE\">]>`"
                             : "<ATOM, layout_copy_tv = <\"L\">, tiler_mn = "
                               "<\"TILE\">>`");
    return {};
  };
  Type atom;
  if (p.parseLess() || p.parseType(atom) || p.parseComma())
    return usage();
  // `key = <"TEXT">`, checked for `form`.
  auto item = [&](StringRef key, CuteIRForm form) -> FailureOr<StringAttr> {
    SMLoc at = p.getCurrentLocation();
    std::string text;
    if (p.parseKeyword(key) || p.parseEqual() || p.parseLess() ||
        p.parseString(&text) || p.parseGreater()) {
      usage();
      return failure();
    }
    std::string why = checkCuteIRText(text, form);
    if (!why.empty()) {
      p.emitError(at) << "invalid " << key << " \"" << text << "\": " << why;
      return failure();
    }
    return StringAttr::get(p.getContext(), text);
  };
  if (mma) {
    FailureOr<StringAttr> layout = item("atom_layout_MNK", CuteIRForm::Layout);
    if (failed(layout))
      return {};
    StringAttr perm;
    if (succeeded(p.parseOptionalComma())) {
      FailureOr<StringAttr> t = item("permutation_MNK", CuteIRForm::Tile);
      if (failed(t))
        return {};
      perm = *t;
    }
    if (p.parseGreater())
      return usage();
    return TiledMmaType::getChecked(emitErr, p.getContext(), atom, *layout,
                                    perm);
  }
  FailureOr<StringAttr> tv = item("layout_copy_tv", CuteIRForm::Layout);
  if (failed(tv) || p.parseComma())
    return failed(tv) ? Type() : usage();
  FailureOr<StringAttr> tiler = item("tiler_mn", CuteIRForm::Tile);
  if (failed(tiler))
    return {};
  if (p.parseGreater())
    return usage();
  return TiledCopyType::getChecked(emitErr, p.getContext(), atom, *tv,
                                   *tiler);
}

void cute::printTiled(DialectAsmPrinter &p, Type type) {
  llvm::TypeSwitch<Type>(type)
      .Case([&](TiledMmaType t) {
        p << "tiled_mma<" << t.getAtom() << ", atom_layout_MNK = <\""
          << t.getAtomLayoutMNK().getValue() << "\">";
        if (t.getPermutationMNK())
          p << ", permutation_MNK = <\"" << t.getPermutationMNK().getValue()
            << "\">";
        p << ">";
      })
      .Case([&](TiledCopyType t) {
        p << "tiled_copy<" << t.getAtom() << ", layout_copy_tv = <\""
          << t.getLayoutCopyTv().getValue() << "\">, tiler_mn = <\""
          << t.getTilerMn().getValue() << "\">>";
      });
}

static LogicalResult verifyAtomAndText(function_ref<InFlightDiagnostic()> emitError,
                                       StringRef what, Type atom,
                                       ArrayRef<std::pair<StringAttr, CuteIRForm>> texts) {
  if (atom.getDialect().getNamespace() != "cute_nvgpu")
    return emitError() << "!cute." << what
                       << " wraps a cute_nvgpu atom type, got " << atom;
  for (auto [text, form] : texts) {
    if (!text)
      continue;
    std::string why = checkCuteIRText(text.getValue(), form);
    if (!why.empty())
      return emitError() << "!cute." << what << " \"" << text.getValue()
                         << "\": " << why;
  }
  return success();
}

LogicalResult TiledMmaType::verify(function_ref<InFlightDiagnostic()> emitError,
                                   Type atom, StringAttr layout,
                                   StringAttr perm) {
  return verifyAtomAndText(emitError, "tiled_mma", atom,
                           {{layout, CuteIRForm::Layout},
                            {perm, CuteIRForm::Tile}});
}

LogicalResult
TiledCopyType::verify(function_ref<InFlightDiagnostic()> emitError, Type atom,
                      StringAttr tv, StringAttr tiler) {
  return verifyAtomAndText(emitError, "tiled_copy", atom,
                           {{tv, CuteIRForm::Layout},
                            {tiler, CuteIRForm::Tile}});
}

//===----------------------------------------------------------------------===//
// memref
//===----------------------------------------------------------------------===//

Type cute::parseMemRefBody(DialectAsmParser &p, StringRef body, SMLoc loc) {
  MLIRContext *ctx = p.getContext();
  SmallVector<StringRef> parts = splitItems(body);
  if (parts.size() < 3 || parts.size() > 5) {
    p.emitError(loc) << "expected `!cute.memref<ELEMENT, SPACE, [align<N>, ]"
                        "[S<B,M,S>, ]\"LAYOUT\">`, got `!cute.memref<"
                     << body << ">`";
    return {};
  }
  size_t consumed = 0;
  Type elem = mlir::parseType(parts[0], ctx, &consumed);
  if (!elem || consumed != parts[0].size()) {
    errorAt(p, parts[0]) << "invalid !cute.memref element type `" << parts[0]
                         << "`";
    return {};
  }
  std::optional<MemSpace> space = symbolizeMemSpace(parts[1]);
  if (!space) {
    errorAt(p, parts[1]) << "unknown memory space `" << parts[1]
                         << "`; expected rmem, smem, gmem, tmem or generic";
    return {};
  }
  unsigned align = 0;
  std::optional<L::Swizzle> swizzle;
  for (StringRef item : ArrayRef<StringRef>(parts).slice(2, parts.size() - 3)) {
    StringRef v = item;
    if (v.consume_front("align<") && v.consume_back(">")) {
      if (align || v.getAsInteger(10, align) || align == 0 ||
          (align & (align - 1))) {
        errorAt(p, item) << "invalid alignment `" << item
                         << "`: a power of two, given once";
        return {};
      }
      continue;
    }
    L::Result<L::CuteIRValue> s =
        L::parseCuteIR(std::string_view(item.data(), item.size()));
    if (swizzle || !s || s->kind() != L::CuteIRValue::Kind::Swizzle) {
      errorAt(p, item) << "expected `align<N>` or one swizzle `S<B,M,S>` "
                          "before the layout, got `"
                       << item << "`";
      return {};
    }
    swizzle = s->swizzle();
  }
  StringRef text = parts.back();
  L::AnyLayout layout;
  if (text.consume_front("\"")) {
    if (!text.consume_back("\"")) {
      errorAt(p, parts.back()) << "unterminated layout string";
      return {};
    }
    L::Result<L::CuteIRValue> v =
        L::parseCuteIR(std::string_view(text.data(), text.size()));
    if (!v) {
      size_t pos = v.error().pos == std::string::npos ? 0 : v.error().pos;
      p.emitError(SMLoc::getFromPointer(text.data() + std::min(pos, text.size())))
          << "invalid layout \"" << text << "\": " << L::formatError(v.error());
      return {};
    }
    if (v->kind() == L::CuteIRValue::Kind::Layout)
      layout.v = v->layout();
    else if (v->kind() == L::CuteIRValue::Kind::Composed)
      layout.v = v->composed();
    else {
      errorAt(p, text) << "!cute.memref layout must be SHAPE:STRIDE or a "
                          "composed layout, got \""
                       << text << "\"";
      return {};
    }
  } else {
    FailureOr<L::AnyLayout> l = parseLayoutBody(p, text, text.data());
    if (failed(l))
      return {};
    layout = *l;
  }
  if (swizzle) {
    if (!layout.isLayout() || !elem.isIntOrFloat()) {
      errorAt(p, parts.back())
          << "a memref swizzle `S<B,M,S>` needs a plain layout and an integer "
             "or float element type";
      return {};
    }
    // The pointer's width is the element's storage (tf32 is 32 bits).
    layout.v = L::ComposedLayout{*swizzle, L::IntTuple::integer(0),
                                 layout.layout(),
                                 static_cast<int>(storageBitsOf(elem))};
  }
  Attribute attr = layout.isComposed()
                       ? Attribute(ComposedLayoutAttr::get(ctx, layout.composed()))
                       : Attribute(LayoutAttr::get(ctx, layout));
  return CuteMemRefType::getChecked([&] { return p.emitError(loc); }, ctx,
                                    elem, *space, attr, align);
}

/// What follows `!cute.memref<ELEMENT`: the space, alignment, swizzle and
/// layout as CuTe DSL spells them.
static std::string memRefTail(CuteMemRefType t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << ", " << stringifyMemSpace(t.getSpace());
  if (t.getAlignment())
    os << ", align<" << t.getAlignment() << ">";
  L::AnyLayout v = t.getLayoutValue();
  if (v.isComposed()) {
    const L::ComposedLayout &c = v.composed();
    bool zeroOffset = c.offset.isStaticInt() && c.offset.value() == 0;
    Type e = t.getElementType();
    if (zeroOffset && e.isIntOrFloat() &&
        c.ptrBits == static_cast<int>(storageBitsOf(e))) {
      os << ", " << L::printCuteIR(c.swizzle) << ", \""
         << L::printCuteIR(c.layout) << "\">";
      return s;
    }
    if (c.ptrBits == 0) {
      os << ", \"" << L::printCuteIR(c) << "\">";
      return s;
    }
    // A pointer swizzle of another width has no CuTe IR spelling: CuTe
    // notation, unquoted, which the parser also reads.
    os << ", " << L::toString(v) << ">";
    return s;
  }
  os << ", \"" << L::printCuteIR(v.layout()) << "\">";
  return s;
}

void cute::printMemRef(DialectAsmPrinter &p, CuteMemRefType t) {
  p << "memref<" << t.getElementType();
  // A kernel names the same few tensor types over and over: each one's
  // layout text is made once.
  if (ParseMemo *memo = ParseMemo::of(t.getContext()))
    p << memo->printed(t, [&] { return memRefTail(t); });
  else
    p << memRefTail(t);
}
