//===- Parse.cpp - CuTe notation parser -----------------------------------===//
//
// Grammar (whitespace allowed between tokens):
//   int-tuple := leaf | '(' [int-tuple (',' int-tuple)*] ')'
//   leaf      := ['_'] ['-'] digits ('@' digits)* | '?'
//   layout    := int-tuple ':' int-tuple            (congruent)
//   composed  := 'Sw' '<' int ',' int ',' int '>' 'o' int-tuple 'o' layout
//   tiler     := '<' elem (',' elem)* '>' | layout | shape
//   elem      := layout | integer
// Errors carry the byte offset of the offending token.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>
#include <cctype>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

constexpr int kMaxDepth = 64;
constexpr int kMaxMode = 1 << 20;

class Parser {
public:
  explicit Parser(std::string_view text) : s_(text) {}

  std::string_view s_;
  size_t pos_ = 0;
  std::string err_;
  size_t errPos_ = 0;

  bool failed() const { return !err_.empty(); }
  bool fail(std::string msg, size_t at) {
    if (err_.empty()) {
      err_ = std::move(msg);
      errPos_ = at;
    }
    return false;
  }
  Error error() const { return Error{err_, errPos_}; }

  void skipWs() {
    while (pos_ < s_.size() && std::isspace((unsigned char)s_[pos_]))
      ++pos_;
  }
  bool atEnd() {
    skipWs();
    return pos_ >= s_.size();
  }
  char peek() {
    skipWs();
    return pos_ < s_.size() ? s_[pos_] : '\0';
  }
  bool consume(char c) {
    if (peek() == c) {
      ++pos_;
      return true;
    }
    return false;
  }

  /// Unsigned or signed decimal integer (no leading whitespace skipping
  /// beyond the usual). Leaves pos_ after the digits.
  bool parseInteger(int64_t &out, bool allowSign, const char *expected) {
    skipWs();
    size_t start = pos_;
    bool neg = false;
    if (allowSign && pos_ < s_.size() && (s_[pos_] == '-' || s_[pos_] == '+')) {
      neg = s_[pos_] == '-';
      ++pos_;
    }
    if (pos_ >= s_.size() || !std::isdigit((unsigned char)s_[pos_])) {
      size_t at = pos_;
      pos_ = start;
      return fail(pos_ == at ? expected : "expected digits after sign", at);
    }
    // Accumulate negatively so that INT64_MIN parses.
    int64_t v = 0;
    while (pos_ < s_.size() && std::isdigit((unsigned char)s_[pos_])) {
      int d = s_[pos_] - '0';
      if (__builtin_mul_overflow(v, (int64_t)10, &v) ||
          __builtin_sub_overflow(v, (int64_t)d, &v))
        return fail("integer out of range (must fit in int64)", start);
      ++pos_;
    }
    if (!neg) {
      if (v == INT64_MIN)
        return fail("integer out of range (must fit in int64)", start);
      v = -v;
    }
    out = v;
    return true;
  }

  /// shapeCtx: leaves must be positive static integers or '?'.
  bool parseIntTuple(IntTuple &out, int depth, bool shapeCtx) {
    if (depth > kMaxDepth)
      return fail("nesting too deep (more than " + std::to_string(kMaxDepth) +
                      " levels)",
                  pos_);
    char c = peek();
    size_t at = pos_;
    if (c == '(') {
      ++pos_;
      std::vector<IntTuple> elems;
      if (consume(')')) {
        out = IntTuple::tuple({});
        return true;
      }
      while (true) {
        IntTuple e;
        if (!parseIntTuple(e, depth + 1, shapeCtx))
          return false;
        elems.push_back(std::move(e));
        if (consume(','))
          continue;
        if (consume(')'))
          break;
        return fail("expected ')' or ','", pos_);
      }
      out = IntTuple::tuple(std::move(elems));
      return true;
    }
    if (c == '?') {
      ++pos_;
      out = IntTuple::dynamic();
      return true;
    }
    if (c == '_')
      ++pos_; // CuTe's static-integer prefix `_8` is accepted.
    if (!(std::isdigit((unsigned char)peek()) || peek() == '-' ||
          peek() == '+')) {
      return fail("expected integer, '?' or '('", pos_);
    }
    int64_t v;
    if (!parseInteger(v, true, "expected integer, '?' or '('"))
      return false;
    std::vector<int> printed;
    while (consume('@')) {
      int64_t m;
      if (!parseInteger(m, false, "expected mode index after '@'"))
        return false;
      if (m > kMaxMode)
        return fail("basis mode index out of range", pos_);
      printed.push_back((int)m);
    }
    if (!printed.empty()) {
      if (shapeCtx)
        return fail("shape must not contain scaled-basis elements", at);
      std::reverse(printed.begin(), printed.end());
      out = IntTuple::basis(v, std::move(printed));
      return true;
    }
    if (shapeCtx && v <= 0)
      return fail("shape extents must be positive integers", at);
    out = IntTuple::integer(v);
    return true;
  }

  /// After a shape: ':' stride, with congruence check.
  bool parseStrideAfterShape(const IntTuple &shape, Layout &out) {
    if (!consume(':'))
      return fail("expected ':' after shape", pos_);
    skipWs();
    size_t strideAt = pos_;
    IntTuple stride;
    if (!parseIntTuple(stride, 0, false))
      return false;
    if (!congruent(shape, stride))
      return fail("shape and stride are not congruent", strideAt);
    out = Layout{shape, std::move(stride)};
    return true;
  }

  bool parseLayout(Layout &out) {
    IntTuple shape;
    if (!parseIntTuple(shape, 0, true))
      return false;
    return parseStrideAfterShape(shape, out);
  }

  bool parseSwizzle(Swizzle &sw) {
    skipWs();
    size_t at = pos_;
    if (s_.substr(pos_, 2) != "Sw")
      return fail("expected 'Sw'", pos_);
    pos_ += 2;
    if (!consume('<'))
      return fail("expected '<' after 'Sw'", pos_);
    int64_t v[3];
    for (int i = 0; i < 3; ++i) {
      if (i && !consume(','))
        return fail("expected ',' in swizzle parameters", pos_);
      if (!parseInteger(v[i], true, "expected integer swizzle parameter"))
        return false;
      if (v[i] < -64 || v[i] > 64)
        return fail("swizzle parameter out of range", pos_);
    }
    if (!consume('>'))
      return fail("expected '>' after swizzle parameters", pos_);
    sw = Swizzle{(int)v[0], (int)v[1], (int)v[2]};
    int absS = sw.S < 0 ? -sw.S : sw.S;
    if (sw.B < 0 || sw.M < 0 || absS < sw.B)
      return fail("invalid swizzle " + toString(sw) +
                      ": requires B >= 0, M >= 0 and |S| >= B",
                  at);
    if (sw.B + sw.M + absS > 62)
      return fail("invalid swizzle " + toString(sw) +
                      ": B + M + |S| must be at most 62",
                  at);
    return true;
  }

  bool expectO(const char *after) {
    skipWs();
    if (pos_ < s_.size() && s_[pos_] == 'o') {
      ++pos_;
      return true;
    }
    return fail(std::string("expected 'o' after ") + after, pos_);
  }

  bool parseComposed(ComposedLayout &out) {
    if (!parseSwizzle(out.swizzle))
      return false;
    if (!expectO("swizzle"))
      return false;
    if (!parseIntTuple(out.offset, 0, false))
      return false;
    if (!expectO("offset"))
      return false;
    return parseLayout(out.layout);
  }

  bool startsWithSw() {
    skipWs();
    return s_.substr(pos_, 2) == "Sw";
  }

  bool parseTilerElem(Layout &out) {
    skipWs();
    size_t at = pos_;
    if (peek() == '>' || peek() == ',' || peek() == '\0')
      return fail("expected layout or shape in tiler", pos_);
    IntTuple shape;
    if (!parseIntTuple(shape, 0, true))
      return false;
    if (peek() == ':')
      return parseStrideAfterShape(shape, out);
    if (shape.isTuple())
      return fail("nested shape tilers are not supported; write a layout "
                  "such as (2,4):(1,2)",
                  at);
    if (!shape.isStaticInt())
      return fail("tiler element must have a static size", at);
    out = Layout{shape, IntTuple::integer(1)};
    return true;
  }

  bool parseTiler(Tiler &out) {
    if (consume('<')) {
      out.byMode = true;
      while (true) {
        Layout l;
        if (!parseTilerElem(l))
          return false;
        out.modes.push_back(std::move(l));
        if (consume(','))
          continue;
        if (consume('>'))
          break;
        return fail("expected '>' or ','", pos_);
      }
      return true;
    }
    skipWs();
    size_t at = pos_;
    IntTuple shape;
    if (!parseIntTuple(shape, 0, true))
      return false;
    if (peek() == ':') {
      out.byMode = false;
      return parseStrideAfterShape(shape, out.layout);
    }
    if (!atEnd())
      return fail("expected ':' after shape", pos_);
    if (shape.isLeaf()) {
      if (!shape.isStaticInt())
        return fail("tiler must have a static size", at);
      out.byMode = false;
      out.layout = Layout{shape, IntTuple::integer(1)};
      return true;
    }
    // A bare shape is a by-mode tiler of stride-1 layouts (CuTe).
    out.byMode = true;
    for (const IntTuple &e : shape.elems()) {
      if (!e.isStaticInt())
        return fail("nested shape tilers are not supported; write a layout "
                    "such as (2,4):(1,2)",
                    at);
      out.modes.push_back(Layout{e, IntTuple::integer(1)});
    }
    if (out.modes.empty())
      return fail("expected layout or shape in tiler", at);
    return true;
  }

  bool finish(const char *what) {
    if (failed())
      return false;
    if (!atEnd())
      return fail(std::string("trailing characters after ") + what, pos_);
    return true;
  }
};

} // namespace

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
  if (q.parseLayout(l) && q.finish("layout"))
    return AnyLayout{l};
  return q.error();
}

Result<Tiler> parseTiler(std::string_view text) {
  Parser p(text);
  Tiler t;
  if (p.parseTiler(t) && p.finish("tiler"))
    return t;
  return p.error();
}

} // namespace cute_nvgpu::layout
