//===- CuteIRTypes.cpp - the value types of CuTe IR -------------------------===//
//
//   !cute.int_tuple<"(2,?{i64})">        !cute.shape<"(8,?)">
//   !cute.stride<"(1,?{i64 div=8})">     !cute.coord<"(_,0)">
//   !cute.tile<"[8:1;_]">                !cute.tile<"_"> / <"2:1">
//   !cute.arith_tuple_iter<"(?,0)">
//   !cute.coord_tensor<"(0,0)", "(?,8):(1@1,1@0)">
//   !cute.ptr<f16, smem, align<1024>, S<3,4,3>>
//   !cute.fast_divmod_divisor<32>        !cute.i32<divby 8>
//
// The quoted strings are CuTe IR's spelling (layout::parseCuteIR); each type
// stores the canonical text (printCuteIR of the parsed value), so what the
// CuTe DSL prints comes back byte for byte, and the verifier re-checks the
// kind each type allows.
//
//===----------------------------------------------------------------------===//
#include "CuteDslTypes.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/Cute/IR/ParseMemo.h"
#include "cute-nvgpu/Layout/Layout.h"

#include "mlir/AsmParser/AsmParser.h"
#include "llvm/ADT/TypeSwitch.h"

#include <functional>

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

namespace {
/// What a quoted string in a type may hold.
enum class TextKind {
  IntTuple,
  Shape,
  Stride,
  Coord,
  Tile,
  Iterator,
  Layout,
  Composed,
  Swizzle,
  /// A coordinate tensor's layout: SHAPE:STRIDE, or OUTER o OFFSET o INNER
  /// with layouts on both sides (CuTe's im2col TMA tensor: the GEMM view
  /// read through a linearized pixel mode). A swizzle maps integer offsets,
  /// not coordinates, so it never composes a coordinate tensor.
  CoordLayout
};
} // namespace

static bool anyLeaf(const L::IntTuple &t,
                    bool (*pred)(const L::IntTuple &)) {
  if (t.isTuple()) {
    for (const L::IntTuple &e : t.elems())
      if (anyLeaf(e, pred))
        return true;
    return false;
  }
  return pred(t);
}
static bool isUnderscore(const L::IntTuple &t) { return t.isUnderscore(); }
static bool isBasis(const L::IntTuple &t) { return t.isBasis(); }

/// "" when `v` is a value of kind `k`, else why not.
static std::string checkKind(const L::CuteIRValue &v, TextKind k) {
  using VK = L::CuteIRValue::Kind;
  auto tupleOnly = [&](const char *what, bool underscoreOk,
                       bool basisOk) -> std::string {
    if (v.kind() != VK::IntTuple)
      return std::string("expected ") + what;
    if (!underscoreOk && anyLeaf(v.intTuple(), isUnderscore))
      return std::string("`_` is not allowed in ") + what;
    if (!basisOk && anyLeaf(v.intTuple(), isBasis))
      return std::string("scaled bases are not allowed in ") + what;
    return "";
  };
  switch (k) {
  case TextKind::IntTuple:
    return tupleOnly("an int tuple", false, false);
  case TextKind::Iterator:
    return tupleOnly("an int tuple iterator", false, false);
  case TextKind::Shape:
    return tupleOnly("a shape", false, false);
  case TextKind::Stride:
    return tupleOnly("a stride", false, true);
  case TextKind::Coord:
    return tupleOnly("a coordinate", true, false);
  case TextKind::Layout:
    return v.kind() == VK::Layout ? "" : "expected a layout SHAPE:STRIDE";
  case TextKind::Composed:
    return v.kind() == VK::Composed ? "" : "expected a composed layout";
  case TextKind::CoordLayout:
    if (v.kind() == VK::Layout ||
        (v.kind() == VK::Composed && v.composed().hasOuterLayout()))
      return "";
    return "expected a layout SHAPE:STRIDE or a composition of layouts "
           "OUTER o OFFSET o INNER";
  case TextKind::Swizzle:
    return v.kind() == VK::Swizzle ? "" : "expected a swizzle S<B,M,S>";
  case TextKind::Tile:
    // A tile, or one of its modes: a layout, a shape or `_`.
    if (v.kind() == VK::Tile || v.kind() == VK::Layout)
      return "";
    if (v.kind() == VK::IntTuple && !anyLeaf(v.intTuple(), isBasis))
      return "";
    return "expected a tile [M0;M1;...] or one mode";
  }
  return "";
}

/// Parse TEXT as kind `k` the way CuTe IR's reader does; on success `canon`
/// is its canonical spelling. Returns "" or why not (a parse error, or a
/// value that is not of kind `k`).
/// `errPos`, when given, receives the byte offset the reason refers to
/// (0 for a well-formed value of another kind).
static std::string parseText(StringRef text, TextKind k,
                             std::optional<L::CuteIRValue> *value = nullptr,
                             size_t *errPos = nullptr) {
  L::Result<L::CuteIRValue> v =
      L::parseCuteIRUnchecked(std::string_view(text.data(), text.size()));
  if (errPos)
    *errPos = 0;
  if (!v) {
    if (errPos && v.error().pos != std::string::npos)
      *errPos = std::min(v.error().pos, text.size());
    return L::formatError(v.error());
  }
  std::string why = checkKind(*v, k);
  if (why.empty() && value)
    *value = *v;
  return why;
}

/// CuTe IR's invariants on a well-parsed value of kind `k`: "" or its
/// diagnostic.
static std::string invariantDiagnostic(const L::CuteIRValue &v, TextKind k) {
  using VK = L::CuteIRValue::Kind;
  switch (v.kind()) {
  case VK::Layout:
    return cuteIRLayoutDiagnostic(v.layout());
  case VK::Tile:
    return cuteIRTileDiagnostic(v.tile());
  case VK::IntTuple:
    return k == TextKind::Stride ? cuteIRStrideDiagnostic(v.intTuple()) : "";
  case VK::Composed:
    return cuteIRComposedDiagnostic(v.composed());
  default:
    return "";
  }
}

static StringRef quotedBody(StringRef item) {
  StringRef t = item.trim();
  if (t.size() >= 2 && t.front() == '"' && t.back() == '"')
    return t.drop_front().drop_back();
  return {};
}

FailureOr<L::CuteIRValue> cute::parseQuotedCuteIR(DialectAsmParser &p,
                                                  StringRef body) {
  StringRef text = quotedBody(body);
  if (!text.data())
    return p.emitError(SMLoc::getFromPointer(body.data()))
           << "expected a quoted CuTe IR string, got `" << body << "`";
  L::Result<L::CuteIRValue> v =
      L::parseCuteIR(std::string_view(text.data(), text.size()));
  if (!v) {
    size_t pos = v.error().pos == std::string::npos ? 0 : v.error().pos;
    return p.emitError(
               SMLoc::getFromPointer(text.data() + std::min(pos, text.size())))
           << "invalid CuTe IR \"" << text << "\": "
           << L::formatError(v.error());
  }
  return *v;
}

/// Only static integer leaves: a shape that has a compact layout.
static bool isStaticShape(const L::IntTuple &t) {
  if (t.isTuple()) {
    for (const L::IntTuple &e : t.elems())
      if (!isStaticShape(e))
        return false;
    return true;
  }
  return t.isStaticInt();
}

/// CuTe IR holds a tile's slots as layouts or `_`: a static shape slot is
/// its compact (column-major) layout, `(2,2)` reading as `(2,2):(1,2)`.
static void shapeSlotsAsLayouts(L::CuteIRValue &v) {
  auto asLayout = [](const L::IntTuple &t) -> std::optional<L::Layout> {
    if (!isStaticShape(t))
      return std::nullopt;
    L::Result<L::Layout> l = L::makeCompactLayout(t);
    if (!l)
      return std::nullopt;
    return *l;
  };
  std::function<void(L::Tile &)> walk = [&](L::Tile &t) {
    for (L::Tile::Mode &m : t.modes) {
      if (auto *i = std::get_if<L::IntTuple>(&m)) {
        if (std::optional<L::Layout> l = asLayout(*i))
          m = std::move(*l);
      } else if (auto *n = std::get_if<L::NestedTile>(&m)) {
        L::Tile copy = **n;
        walk(copy);
        m = L::nestTile(std::move(copy));
      }
    }
  };
  if (v.kind() == L::CuteIRValue::Kind::IntTuple) {
    if (std::optional<L::Layout> l = asLayout(v.intTuple()))
      v = L::CuteIRValue{std::move(*l)};
  } else if (v.kind() == L::CuteIRValue::Kind::Tile) {
    L::Tile t = v.tile();
    walk(t);
    v = L::CuteIRValue{std::move(t)};
  }
}

/// One quoted item of kind `k`, as its canonical StringAttr. The
/// diagnostics start as CuTe IR's: "expected string" for an unquoted item,
/// "failed to parse MNEMONIC from \"TEXT\"" for text its reader refuses,
/// followed by the column and the reason, the error pointing at that column.
/// The invariants are left to the type's verifier.
static FailureOr<StringAttr> parseTextItem(DialectAsmParser &p,
                                           StringRef mnemonic, StringRef item,
                                           TextKind k) {
  StringRef text = quotedBody(item);
  if (!text.data())
    return p.emitError(SMLoc::getFromPointer(item.data())) << "expected string";
  std::optional<L::CuteIRValue> v;
  size_t pos = 0;
  std::string why = parseText(text, k, &v, &pos);
  if (!why.empty())
    return p.emitError(SMLoc::getFromPointer(text.data() + pos))
           << "failed to parse " << mnemonic << " from \"" << text
           << "\": " << why;
  if (k == TextKind::Tile)
    shapeSlotsAsLayouts(*v);
  return StringAttr::get(p.getContext(), L::printCuteIR(*v));
}

static const llvm::StringMap<TextKind> &textTypes() {
  static const llvm::StringMap<TextKind> m = {
      {"int_tuple", TextKind::IntTuple}, {"shape", TextKind::Shape},
      {"stride", TextKind::Stride},      {"coord", TextKind::Coord},
      {"tile", TextKind::Tile},          {"arith_tuple_iter", TextKind::Iterator}};
  return m;
}

bool cute::isCuteIRTypeMnemonic(StringRef m) {
  return textTypes().count(m) || m == "coord_tensor" || m == "ptr" ||
         m == "fast_divmod_divisor" || m == "i32" || m == "i64";
}

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

static LogicalResult verifyText(function_ref<InFlightDiagnostic()> emitError,
                                StringRef mnemonic, StringAttr value,
                                TextKind k) {
  if (!value)
    return emitError() << "!cute." << mnemonic << " needs a CuTe IR string";
  // A text valid for a kind stays valid: each (text, kind) is parsed once
  // per context (an invalid one every time, for its diagnostic).
  ParseMemo *memo = ParseMemo::of(value.getContext());
  const void *key[] = {value.getAsOpaquePointer(),
                       reinterpret_cast<const void *>(uintptr_t(k) + 1)};
  if (memo && memo->passedKeys("cute-text", key))
    return success();
  std::optional<L::CuteIRValue> v;
  std::string why = parseText(value.getValue(), k, &v);
  if (!why.empty())
    return emitError() << "invalid !cute." << mnemonic << " \""
                       << value.getValue() << "\": " << why;
  why = invariantDiagnostic(*v, k);
  if (!why.empty())
    return emitError() << why;
  if (memo)
    memo->rememberPassedKeys("cute-text", key);
  return success();
}

LogicalResult IntTupleType::verify(function_ref<InFlightDiagnostic()> e,
                                   StringAttr v) {
  return verifyText(e, "int_tuple", v, TextKind::IntTuple);
}
LogicalResult ShapeType::verify(function_ref<InFlightDiagnostic()> e,
                                StringAttr v) {
  return verifyText(e, "shape", v, TextKind::Shape);
}
LogicalResult StrideType::verify(function_ref<InFlightDiagnostic()> e,
                                 StringAttr v) {
  return verifyText(e, "stride", v, TextKind::Stride);
}
LogicalResult CoordType::verify(function_ref<InFlightDiagnostic()> e,
                                StringAttr v) {
  return verifyText(e, "coord", v, TextKind::Coord);
}
LogicalResult TileType::verify(function_ref<InFlightDiagnostic()> e,
                               StringAttr v) {
  return verifyText(e, "tile", v, TextKind::Tile);
}
LogicalResult ArithTupleIterType::verify(function_ref<InFlightDiagnostic()> e,
                                         StringAttr v) {
  return verifyText(e, "arith_tuple_iter", v, TextKind::Iterator);
}
LogicalResult CoordTensorType::verify(function_ref<InFlightDiagnostic()> e,
                                      StringAttr iter, StringAttr layout) {
  if (failed(verifyText(e, "coord_tensor", iter, TextKind::Iterator)) ||
      failed(verifyText(e, "coord_tensor", layout, TextKind::CoordLayout)))
    return failure();
  return success();
}

LogicalResult PtrType::verify(function_ref<InFlightDiagnostic()> emitError,
                              Type elementType, MemSpace space,
                              unsigned alignment, Attribute swizzle) {
  if (alignment & (alignment - 1))
    return emitError() << "!cute.ptr alignment must be a power of two, got "
                       << alignment;
  if (elementType && !elementType.isIntOrFloat() &&
      elementType.getDialect().getNamespace() != "cute_nvgpu")
    return emitError() << "!cute.ptr element type must be an integer, float "
                          "or cute_nvgpu type, got "
                       << elementType;
  if (swizzle && !isa<SwizzleAttr>(swizzle))
    return emitError() << "!cute.ptr swizzle must be a #cute.swizzle, got "
                       << swizzle;
  return success();
}

LogicalResult
FastDivmodDivisorType::verify(function_ref<InFlightDiagnostic()> emitError,
                              unsigned width) {
  if (width != 32 && width != 64)
    return emitError() << "!cute.fast_divmod_divisor width must be 32 or 64, "
                          "got "
                       << width;
  return success();
}

LogicalResult DivIntType::verify(function_ref<InFlightDiagnostic()> emitError,
                                 unsigned width, int64_t divisor) {
  if (width != 32 && width != 64)
    return emitError() << "!cute.divint width must be 32 or 64, got "
                       << width;
  if (divisor < 1)
    return emitError() << "!cute.i" << width
                       << " divisor must be positive, got " << divisor;
  return success();
}

//===----------------------------------------------------------------------===//
// Parsing and printing
//===----------------------------------------------------------------------===//

static Type parsePtrBody(DialectAsmParser &p, StringRef body, SMLoc loc) {
  MLIRContext *ctx = p.getContext();
  SmallVector<StringRef> parts = splitItems(body);
  // An untyped pointer (`!cute.ptr<smem, align<8>>`, CuTe DSL's mbarrier
  // and descriptor addresses) starts with its memory space.
  bool untyped = !parts.empty() && symbolizeMemSpace(parts[0]).has_value();
  if (untyped)
    parts.insert(parts.begin(), StringRef());
  if (parts.size() < 2 || parts.size() > 4) {
    p.emitError(loc) << "expected `!cute.ptr<[ELEMENT, ]SPACE[, align<N>][, "
                        "S<B,M,S>]>`, got `!cute.ptr<"
                     << body << ">`";
    return {};
  }
  size_t consumed = 0;
  Type elem = untyped ? Type() : mlir::parseType(parts[0], ctx, &consumed);
  if (!untyped && (!elem || consumed != parts[0].size())) {
    p.emitError(SMLoc::getFromPointer(parts[0].data()))
        << "invalid !cute.ptr element type `" << parts[0] << "`";
    return {};
  }
  std::optional<MemSpace> space = symbolizeMemSpace(parts[1]);
  if (!space) {
    p.emitError(SMLoc::getFromPointer(parts[1].data()))
        << "unknown memory space `" << parts[1]
        << "`; expected rmem, smem, gmem, tmem or generic";
    return {};
  }
  unsigned align = 0;
  Attribute swizzle;
  for (StringRef item : ArrayRef<StringRef>(parts).drop_front(2)) {
    StringRef v = item;
    if (!swizzle && v.consume_front("align<") && v.consume_back(">")) {
      if (align || v.getAsInteger(10, align) || align == 0 ||
          (align & (align - 1))) {
        p.emitError(SMLoc::getFromPointer(item.data()))
            << "invalid alignment `" << item << "`: a power of two, given once";
        return {};
      }
      continue;
    }
    L::Result<L::CuteIRValue> s =
        L::parseCuteIR(std::string_view(item.data(), item.size()));
    if (!swizzle && !s && item.starts_with("S<")) {
      p.emitError(SMLoc::getFromPointer(item.data()))
          << "invalid !cute.ptr swizzle `" << item
          << "`: " << L::formatError(s.error());
      return {};
    }
    if (swizzle || !s || s->kind() != L::CuteIRValue::Kind::Swizzle) {
      p.emitError(SMLoc::getFromPointer(item.data()))
          << "expected `align<N>` then at most one swizzle `S<B,M,S>`, got `"
          << item << "`";
      return {};
    }
    const L::Swizzle &sw = s->swizzle();
    swizzle = SwizzleAttr::getChecked([&] { return p.emitError(loc); }, ctx,
                                      sw.B, sw.M, sw.S);
    if (!swizzle)
      return {};
  }
  return PtrType::getChecked([&] { return p.emitError(loc); }, ctx, elem,
                             *space, align, swizzle);
}

static FailureOr<int64_t> parseIntBody(DialectAsmParser &p, StringRef body,
                                       StringRef prefix, StringRef mnemonic) {
  StringRef v = body.trim();
  int64_t n = 0;
  if (!v.consume_front(prefix) || v.trim().getAsInteger(10, n))
    return p.emitError(SMLoc::getFromPointer(body.data()))
           << "expected `!cute." << mnemonic << "<" << prefix << "N>`, got `"
           << body << "`";
  return n;
}

Type cute::parseCuteIRType(DialectAsmParser &p, StringRef m, StringRef body,
                           SMLoc loc) {
  MLIRContext *ctx = p.getContext();
  auto emitErr = [&] { return p.emitError(loc); };
  auto it = textTypes().find(m);
  if (it != textTypes().end()) {
    FailureOr<StringAttr> v = parseTextItem(p, m, body, it->second);
    if (failed(v))
      return {};
    switch (it->second) {
    case TextKind::IntTuple:
      return IntTupleType::getChecked(emitErr, ctx, *v);
    case TextKind::Shape:
      return ShapeType::getChecked(emitErr, ctx, *v);
    case TextKind::Stride:
      return StrideType::getChecked(emitErr, ctx, *v);
    case TextKind::Coord:
      return CoordType::getChecked(emitErr, ctx, *v);
    case TextKind::Tile:
      return TileType::getChecked(emitErr, ctx, *v);
    case TextKind::Iterator:
      return ArithTupleIterType::getChecked(emitErr, ctx, *v);
    case TextKind::Layout:
    case TextKind::Composed:
    case TextKind::Swizzle:
    case TextKind::CoordLayout:
      break;
    }
    return {};
  }
  if (m == "coord_tensor") {
    SmallVector<StringRef> parts = splitItems(body);
    if (parts.size() != 2) {
      p.emitError(loc) << "expected `!cute.coord_tensor<\"ITERATOR\", "
                          "\"LAYOUT\">`, got `!cute.coord_tensor<"
                       << body << ">`";
      return {};
    }
    FailureOr<StringAttr> iter =
        parseTextItem(p, m, parts[0], TextKind::Iterator);
    if (failed(iter))
      return {};
    FailureOr<StringAttr> layout =
        parseTextItem(p, m, parts[1], TextKind::CoordLayout);
    if (failed(layout))
      return {};
    return CoordTensorType::getChecked(emitErr, ctx, *iter, *layout);
  }
  if (m == "ptr")
    return parsePtrBody(p, body, loc);
  if (m == "fast_divmod_divisor") {
    FailureOr<int64_t> n = parseIntBody(p, body, "", m);
    if (failed(n))
      return {};
    if (*n < 0 || *n > 1024) {
      p.emitError(loc) << "!cute.fast_divmod_divisor width must be 32 or 64, "
                          "got "
                       << *n;
      return {};
    }
    return FastDivmodDivisorType::getChecked(emitErr, ctx,
                                             static_cast<unsigned>(*n));
  }
  if (m == "i32" || m == "i64") {
    FailureOr<int64_t> n = parseIntBody(p, body, "divby ", m);
    if (failed(n))
      return {};
    return DivIntType::getChecked(emitErr, ctx, m == "i32" ? 32u : 64u, *n);
  }
  p.emitError(loc) << "unknown type `" << m << "` in dialect `cute`";
  return {};
}

bool cute::printCuteIRType(Type type, DialectAsmPrinter &p) {
  auto text = [&](StringRef mnemonic, StringAttr v) {
    p << mnemonic << "<\"" << v.getValue() << "\">";
  };
  return llvm::TypeSwitch<Type, bool>(type)
      .Case([&](IntTupleType t) { return text("int_tuple", t.getValue()), true; })
      .Case([&](ShapeType t) { return text("shape", t.getValue()), true; })
      .Case([&](StrideType t) { return text("stride", t.getValue()), true; })
      .Case([&](CoordType t) { return text("coord", t.getValue()), true; })
      .Case([&](TileType t) { return text("tile", t.getValue()), true; })
      .Case([&](ArithTupleIterType t) {
        return text("arith_tuple_iter", t.getValue()), true;
      })
      .Case([&](CoordTensorType t) {
        p << "coord_tensor<\"" << t.getIterator().getValue() << "\", \""
          << t.getLayout().getValue() << "\">";
        return true;
      })
      .Case([&](PtrType t) {
        p << "ptr<";
        if (t.getElementType())
          p << t.getElementType() << ", ";
        p << stringifyMemSpace(t.getSpace());
        if (t.getAlignment())
          p << ", align<" << t.getAlignment() << ">";
        if (auto s = dyn_cast_if_present<SwizzleAttr>(t.getSwizzle()))
          p << ", S<" << s.getB() << "," << s.getM() << "," << s.getS() << ">";
        p << ">";
        return true;
      })
      .Case([&](FastDivmodDivisorType t) {
        p << "fast_divmod_divisor<" << t.getWidth() << ">";
        return true;
      })
      .Case([&](DivIntType t) {
        p << "i" << t.getWidth() << "<divby " << t.getDivisor() << ">";
        return true;
      })
      .Default([](Type) { return false; });
}

//===----------------------------------------------------------------------===//
// CuTe IR's attributes
//===----------------------------------------------------------------------===//

static LogicalResult verifyAttrText(function_ref<InFlightDiagnostic()> e,
                                    StringRef mnemonic, StringAttr value,
                                    TextKind k) {
  return verifyText(e, mnemonic, value, k);
}

LogicalResult IntTupleAttr::verify(function_ref<InFlightDiagnostic()> e,
                                   StringAttr v) {
  return verifyAttrText(e, "int_tuple", v, TextKind::IntTuple);
}
LogicalResult ShapeAttr::verify(function_ref<InFlightDiagnostic()> e,
                                StringAttr v) {
  return verifyAttrText(e, "shape", v, TextKind::Shape);
}
LogicalResult StrideAttr::verify(function_ref<InFlightDiagnostic()> e,
                                 StringAttr v) {
  return verifyAttrText(e, "stride", v, TextKind::Stride);
}
LogicalResult CoordAttr::verify(function_ref<InFlightDiagnostic()> e,
                                StringAttr v) {
  return verifyAttrText(e, "coord", v, TextKind::Coord);
}
LogicalResult TileAttr::verify(function_ref<InFlightDiagnostic()> e,
                               StringAttr v) {
  return verifyAttrText(e, "tile", v, TextKind::Tile);
}
LogicalResult LayoutTextAttr::verify(function_ref<InFlightDiagnostic()> e,
                                     StringAttr v) {
  return verifyAttrText(e, "layout", v, TextKind::Layout);
}
LogicalResult
ComposedLayoutTextAttr::verify(function_ref<InFlightDiagnostic()> e,
                               StringAttr v) {
  return verifyAttrText(e, "composed_layout", v, TextKind::Composed);
}
LogicalResult SwizzleTextAttr::verify(function_ref<InFlightDiagnostic()> e,
                                      StringAttr v) {
  return verifyAttrText(e, "swizzle", v, TextKind::Swizzle);
}

static const llvm::StringMap<TextKind> &textAttrs() {
  static const llvm::StringMap<TextKind> m = {
      {"int_tuple", TextKind::IntTuple}, {"shape", TextKind::Shape},
      {"stride", TextKind::Stride},      {"coord", TextKind::Coord},
      {"tile", TextKind::Tile},          {"layout", TextKind::Layout},
      {"composed_layout", TextKind::Composed},
      {"swizzle", TextKind::Swizzle}};
  return m;
}

bool cute::isCuteIRAttrSpelling(StringRef m, StringRef body) {
  if (m == "layout" || m == "composed_layout" || m == "swizzle")
    return body.ltrim().starts_with("\"");
  return textAttrs().count(m);
}

Attribute cute::parseCuteIRAttr(DialectAsmParser &p, StringRef m,
                                StringRef body, SMLoc loc) {
  MLIRContext *ctx = p.getContext();
  auto emitErr = [&] { return p.emitError(loc); };
  auto it = textAttrs().find(m);
  if (it == textAttrs().end())
    return {};
  FailureOr<StringAttr> v = parseTextItem(p, m, body, it->second);
  if (failed(v))
    return {};
  switch (it->second) {
  case TextKind::IntTuple:
    return IntTupleAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Shape:
    return ShapeAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Stride:
    return StrideAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Coord:
    return CoordAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Tile:
    return TileAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Layout:
    return LayoutTextAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Composed:
    return ComposedLayoutTextAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Swizzle:
    return SwizzleTextAttr::getChecked(emitErr, ctx, *v);
  case TextKind::Iterator:
  case TextKind::CoordLayout:
    break;
  }
  return {};
}

bool cute::printCuteIRAttr(Attribute attr, DialectAsmPrinter &p) {
  auto text = [&](StringRef mnemonic, StringAttr v) {
    p << mnemonic << "<\"" << v.getValue() << "\">";
    return true;
  };
  return llvm::TypeSwitch<Attribute, bool>(attr)
      .Case([&](IntTupleAttr a) { return text("int_tuple", a.getValue()); })
      .Case([&](ShapeAttr a) { return text("shape", a.getValue()); })
      .Case([&](StrideAttr a) { return text("stride", a.getValue()); })
      .Case([&](CoordAttr a) { return text("coord", a.getValue()); })
      .Case([&](TileAttr a) { return text("tile", a.getValue()); })
      .Case([&](LayoutTextAttr a) { return text("layout", a.getValue()); })
      .Case([&](ComposedLayoutTextAttr a) {
        return text("composed_layout", a.getValue());
      })
      .Case([&](SwizzleTextAttr a) { return text("swizzle", a.getValue()); })
      .Default([](Attribute) { return false; });
}
