//===- CuteIRSpelling.cpp - CuTe IR's quoted-string spelling --------------===//
//
// Grammar (whitespace allowed between tokens):
//   value     := tile | swizzle | composed | layout | int-tuple
//   tile      := '[' mode (';' mode)* ']'
//   mode      := '_' | layout | shape | tile
//   swizzle   := 'S' '<' int ',' int ',' int '>'
//   composed  := (swizzle | layout) 'o' int-tuple 'o' layout
//   layout    := shape ':' stride                (congruent)
//   leaf      := ['-'] digits ('@' digits)* | '?' [annotation] | '_'
//   annotation:= '{' key (' ' key)* '}'          key := 'i64' | 'div=' digits
// `_` is a leaf of int tuples (coordinates) only; shapes take positive or
// dynamic extents, strides integers, bases or dynamic values.
//
// The reader is the CuTe-notation one (Parser.h) in its CuTe IR mode, so
// the two spellings cannot drift apart on what a leaf or a layout is.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

Parser cuteIRParser(std::string_view text, bool lenient) {
  Parser p(text);
  p.cuteIR_ = true;
  p.lenient_ = lenient;
  return p;
}

/// Tile modes up to ']' (the '[' is consumed); `depth` counts the tiles
/// around this one, under the same cap as tuple nesting.
bool parseTileModes(Parser &p, Tile &out, int depth) {
  if (depth > kMaxDepth)
    return p.fail("nesting too deep (more than " + std::to_string(kMaxDepth) +
                      " levels)",
                  p.pos_);
  while (true) {
    char c = p.peek();
    if (c == ']' || c == ';' || c == '\0')
      return p.fail("expected a layout, a shape, a tile or '_' as tile mode",
                    p.pos_);
    if (c == '[') {
      ++p.pos_;
      Tile nested;
      if (!parseTileModes(p, nested, depth + 1))
        return false;
      out.modes.push_back(nestTile(std::move(nested)));
    } else if (c == '_') {
      ++p.pos_;
      out.modes.push_back(IntTuple::underscore());
    } else {
      IntTuple shape;
      if (!p.parseIntTuple(shape, 0, true))
        return false;
      if (p.peek() == ':') {
        Layout l;
        if (!p.parseStrideAfterShape(shape, l))
          return false;
        out.modes.push_back(std::move(l));
      } else {
        out.modes.push_back(std::move(shape));
      }
    }
    if (p.consume(';'))
      continue;
    if (p.consume(']'))
      return true;
    return p.fail("expected ';' or ']' in tile", p.pos_);
  }
}

} // namespace

static Result<CuteIRValue> parseCuteIRImpl(std::string_view text,
                                           bool lenient) {
  Parser p = cuteIRParser(text, lenient);
  p.skipWs();
  size_t start = p.pos_;
  if (p.consume('[')) {
    Tile t;
    if (parseTileModes(p, t, 0) && p.finish("tile"))
      return CuteIRValue{std::move(t)};
    return p.error();
  }
  if (p.startsWithSw()) {
    Swizzle sw;
    if (!p.parseSwizzle(sw))
      return p.error();
    if (p.atEnd())
      return CuteIRValue{sw};
    Parser q = cuteIRParser(text, lenient);
    q.pos_ = start;
    ComposedLayout c;
    if (q.parseComposed(c) && q.finish("composed layout"))
      return CuteIRValue{std::move(c)};
    return q.error();
  }
  // An int tuple may hold `_` and bases; as the shape of a layout it may
  // not, so a layout is read again with the shape rules for exact positions.
  p.allowUnderscore_ = true;
  IntTuple t;
  if (!p.parseIntTuple(t, 0, false))
    return p.error();
  if (p.atEnd())
    return CuteIRValue{std::move(t)};
  if (p.peek() != ':') {
    p.fail("expected ':' or the end of the int tuple", p.pos_);
    return p.error();
  }
  Parser q = cuteIRParser(text, lenient);
  q.pos_ = start;
  Layout l;
  if (!q.parseLayout(l))
    return q.error();
  if (q.atEnd())
    return CuteIRValue{std::move(l)};
  if (q.peek() != 'o') {
    q.finish("layout");
    return q.error();
  }
  // `LAYOUT o OFFSET o LAYOUT`: a composed layout whose outer function is
  // a layout.
  Parser r = cuteIRParser(text, lenient);
  r.pos_ = start;
  ComposedLayout c;
  if (r.parseComposed(c) && r.finish("composed layout"))
    return CuteIRValue{std::move(c)};
  return r.error();
}

Result<CuteIRValue> parseCuteIR(std::string_view text) {
  return parseCuteIRImpl(text, false);
}

Result<CuteIRValue> parseCuteIRUnchecked(std::string_view text) {
  return parseCuteIRImpl(text, true);
}

std::string printCuteIR(const IntTuple &t) { return toString(t); }

std::string printCuteIR(const Layout &l) { return toString(l); }

std::string printCuteIR(const Swizzle &s) {
  return "S<" + std::to_string(s.B) + "," + std::to_string(s.M) + "," +
         std::to_string(s.S) + ">";
}

std::string printCuteIR(const ComposedLayout &c) {
  return detail::composedText(c, printCuteIR(c.swizzle));
}

std::string printCuteIR(const Tile &t) {
  std::string s = "[";
  for (size_t i = 0; i < t.modes.size(); ++i) {
    if (i)
      s += ';';
    if (const auto *l = std::get_if<Layout>(&t.modes[i]))
      s += toString(*l);
    else if (const auto *n = std::get_if<NestedTile>(&t.modes[i]))
      s += printCuteIR(**n);
    else
      s += toString(std::get<IntTuple>(t.modes[i]));
  }
  return s + "]";
}

std::string printCuteIR(const CuteIRValue &v) {
  return std::visit([](const auto &x) { return printCuteIR(x); }, v.v);
}

Result<Tiler> toTiler(const Tile &t) {
  if (t.modes.empty())
    return Result<Tiler>::fail("tile has no modes");
  Tiler r;
  r.byMode = true;
  for (size_t i = 0; i < t.modes.size(); ++i) {
    std::string at = "tile mode " + std::to_string(i) + " ";
    if (const auto *l = std::get_if<Layout>(&t.modes[i])) {
      r.modes.push_back(*l);
      r.modeIsInt.push_back(false);
      continue;
    }
    // A by-mode tiler is one level deep: CuTe's composition with a tile of
    // tiles recurses into the layout's sub-modes, which Tiler cannot say.
    if (const auto *n = std::get_if<NestedTile>(&t.modes[i]))
      return Result<Tiler>::fail(at + "is the nested tile '" +
                                 printCuteIR(**n) +
                                 "'; a tiler needs a layout or a static size "
                                 "for every mode");
    const IntTuple &m = std::get<IntTuple>(t.modes[i]);
    // `_` keeps a mode whole, which needs the tiled layout's extent; the
    // Tiler has no such element, so the caller must resolve it first.
    if (m.isUnderscore())
      return Result<Tiler>::fail(at + "is '_'; a tiler needs a layout or a "
                                      "static size for every mode");
    if (!m.isStaticInt() || m.value() <= 0)
      return Result<Tiler>::fail(at + "'" + toString(m) +
                                 "' is not a positive static integer; write "
                                 "a layout such as (2,4):(1,2)");
    r.modes.push_back(Layout{m, IntTuple::integer(1)});
    r.modeIsInt.push_back(true);
  }
  return r;
}

} // namespace cute_nvgpu::layout
