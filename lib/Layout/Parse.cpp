//===- Parse.cpp - CuTe notation parser -----------------------------------===//
//
// Grammar (whitespace allowed between tokens):
//   int-tuple := leaf | '(' [int-tuple (',' int-tuple)*] ')'
//   leaf      := ['_'] ['-'] digits ('@' digits)* | '?' [annotation]
//   annotation:= '{' key (' ' key)* '}'   key := 'i64' | 'div=' digits
//   layout    := int-tuple ':' int-tuple            (congruent)
//   composed  := ('Sw' '<' int ',' int ',' int '>' | layout) 'o' offset 'o'
//                layout
//   offset    := int-tuple | 'smem_ptr[' digits 'b](unset)'
//   tiler     := '<' elem (',' elem)* '>' | layout | shape
//   elem      := layout | integer
// Errors carry the byte offset of the offending token.
//
//===----------------------------------------------------------------------===//

#include "Parser.h"

namespace cute_nvgpu::layout {

using namespace detail;

Result<IntTuple> parseIntTuple(std::string_view text) {
  Parser p(text);
  IntTuple t;
  if (p.parseIntTuple(t, 0, false) && p.finish("int tuple"))
    return t;
  return p.error();
}

Result<Layout> parseLayout(std::string_view text) {
  Parser p(text);
  Layout l;
  if (p.parseLayout(l) && p.finish("layout"))
    return l;
  return p.error();
}

Result<Layout> parseLayoutOrShape(std::string_view text) {
  Parser p(text);
  IntTuple shape;
  if (!p.parseIntTuple(shape, 0, true))
    return p.error();
  Layout l;
  if (p.peek() == ':') {
    if (p.parseStrideAfterShape(shape, l) && p.finish("layout"))
      return l;
    return p.error();
  }
  if (!p.atEnd()) {
    p.fail("expected ':' after shape", p.pos_);
    return p.error();
  }
  Result<Layout> r = makeCompactLayout(shape);
  if (!r.ok())
    return Result<Layout>::fail(r.error().message, 0);
  return r;
}

Result<AnyLayout> parseAnyLayout(std::string_view text) {
  Parser p(text);
  if (p.startsWithSw()) {
    ComposedLayout c;
    if (p.parseComposed(c) && p.finish("layout"))
      return AnyLayout{c};
    return p.error();
  }
  IntTuple t;
  size_t at = (p.skipWs(), p.pos_);
  // Parse without shape restrictions first: the tuple form may hold bases.
  if (!p.parseIntTuple(t, 0, false))
    return p.error();
  if (p.atEnd())
    return AnyLayout{t};
  if (p.peek() != ':') {
    p.fail("expected ':' after shape", p.pos_);
    return p.error();
  }
  // Re-parse as a layout to get shape validation with exact positions.
  Parser q(text);
  q.pos_ = at;
  Layout l;
  if (!q.parseLayout(l))
    return q.error();
  if (q.peek() == 'o') {
    // `LAYOUT o OFFSET o LAYOUT`: CuTe's ComposedLayout<Layout,...>.
    Parser r(text);
    r.pos_ = at;
    ComposedLayout c;
    if (r.parseComposed(c) && r.finish("layout"))
      return AnyLayout{c};
    return r.error();
  }
  if (q.finish("layout"))
    return AnyLayout{l};
  return q.error();
}

Result<Tiler> parseTiler(std::string_view text) {
  Parser p(text);
  Tiler t;
  if (p.parseTiler(t) && p.finish("tiler"))
    return t;
  // cute::print shows a tile (a tuple of layouts) as `(_3:_3,(_2,_4):(_1,_8))`:
  // the same elements as `<...>`, in parentheses.
  Parser q(text);
  Tiler byMode;
  if (q.consume('(') && q.parseTilerList(byMode, ')') && q.finish("tiler"))
    return byMode;
  return p.error();
}

} // namespace cute_nvgpu::layout
