//===- Parser.h - The recursive-descent reader behind the parsers -*- C++ -*-===//
//
// Internal to lib/Layout. One reader serves both spellings: CuTe notation
// (Parse.cpp) and CuTe IR's quoted strings (CuteIRSpelling.cpp), so that leaves,
// layouts and swizzles are checked by the same code whichever way they are
// written. Grammar and error conventions are documented in Parse.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_LAYOUT_PARSER_H
#define CUTE_NVGPU_LIB_LAYOUT_PARSER_H

#include "LayoutDetail.h"

#include <algorithm>
#include <cctype>

namespace cute_nvgpu::layout::detail {

constexpr int kMaxMode = 1 << 20;

class Parser {
public:
  explicit Parser(std::string_view text) : s_(text) {}

  std::string_view s_;
  size_t pos_ = 0;
  std::string err_;
  size_t errPos_ = 0;
  bool lastElemHadStride_ = false;
  /// CuTe IR spelling: the swizzle is written `S<B,M,S>`, and `_` (when
  /// allowUnderscore_) is a leaf rather than CuTe's static-integer prefix.
  bool cuteIR_ = false;
  bool allowUnderscore_ = false;
  /// Read what CuTe IR's parser reads and leave the checks to the caller:
  /// non-positive shape extents, non-congruent layouts, ratio coefficients.
  bool lenient_ = false;

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
      if (!parseDynamicAnnotation(out))
        return false;
      if (peek() != '@')
        return true;
      if (shapeCtx)
        return fail("shape must not contain scaled-basis elements", at);
      std::vector<int> modes;
      if (!parseBasisModes(modes))
        return false;
      out = IntTuple::dynamicBasis(out.dynamicBits(), out.divisibility(),
                                   std::move(modes));
      return true;
    }
    // CuTe IR's error leaf, read where an int tuple (not a layout) is read.
    if (c == 'x' && cuteIR_ && lenient_ && allowUnderscore_) {
      ++pos_;
      out = IntTuple::error();
      return true;
    }
    if (c == '_' && cuteIR_) {
      if (shapeCtx || !allowUnderscore_)
        return fail(shapeCtx ? "'_' is not allowed in a shape"
                             : "'_' is not allowed here",
                    at);
      ++pos_;
      out = IntTuple::underscore();
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
    // CuTe IR reads a ratio coefficient `1/2@0`; only the lenient reader
    // keeps it (for the verifier to refuse in CuTe IR's words).
    int64_t den = 1;
    if (cuteIR_ && peek() == '/') {
      size_t slashAt = pos_;
      ++pos_;
      if (!parseInteger(den, false, "expected the denominator after '/'"))
        return false;
      if (den <= 0)
        return fail("a ratio's denominator must be positive", slashAt);
      if (peek() != '@')
        return fail("a ratio is only allowed as a scaled-basis coefficient",
                    slashAt);
      if (!lenient_)
        return fail("scaled-basis coefficients must be integers, not ratios",
                    at);
    }
    if (peek() == '@') {
      if (shapeCtx)
        return fail("shape must not contain scaled-basis elements", at);
      std::vector<int> modes;
      if (!parseBasisModes(modes))
        return false;
      out = den == 1 ? IntTuple::basis(v, std::move(modes))
                     : IntTuple::ratioBasis(v, den, std::move(modes));
      return true;
    }
    if (shapeCtx && v <= 0 && !lenient_)
      return fail("shape extents must be positive integers", at);
    out = IntTuple::integer(v);
    return true;
  }

  /// `@m1@m0...` after a basis coefficient, as the basis' modes (outermost
  /// first, so reversed from the written order).
  bool parseBasisModes(std::vector<int> &modes) {
    std::vector<int> printed;
    while (consume('@')) {
      int64_t m;
      if (!parseInteger(m, false, "expected mode index after '@'"))
        return false;
      if (m > kMaxMode)
        return fail("basis mode index out of range", pos_);
      printed.push_back((int)m);
    }
    std::reverse(printed.begin(), printed.end());
    modes = std::move(printed);
    return true;
  }

  /// After `?`: an optional CuTe IR annotation `{KEY( KEY)*}` written right
  /// against the `?`, with KEY `i64` (the value is 64-bit) or `div=N` (the
  /// value is a multiple of N >= 1). Each key at most once; `div=1` says
  /// nothing and reads as a plain `?`.
  bool parseDynamicAnnotation(IntTuple &out) {
    int bits = 32;
    int64_t div = 1;
    if (pos_ >= s_.size() || s_[pos_] != '{') {
      out = IntTuple::dynamic();
      return true;
    }
    ++pos_;
    bool sawWidth = false, sawDiv = false, first = true;
    while (true) {
      skipWs();
      if (pos_ >= s_.size())
        return fail("expected '}' to close the '?{' annotation", pos_);
      if (s_[pos_] == '}') {
        if (first)
          return fail("empty '?{}' annotation: expected 'i64' or 'div=N'",
                      pos_);
        ++pos_;
        break;
      }
      if (!first && !std::isspace((unsigned char)s_[pos_ - 1]))
        return fail("expected ' ' or '}' in the '?{' annotation", pos_);
      first = false;
      size_t keyAt = pos_;
      while (pos_ < s_.size() &&
             (std::isalnum((unsigned char)s_[pos_]) || s_[pos_] == '_'))
        ++pos_;
      std::string_view key = s_.substr(keyAt, pos_ - keyAt);
      if (key == "i64") {
        if (sawWidth)
          return fail("'i64' given twice in the '?{' annotation", keyAt);
        sawWidth = true;
        bits = 64;
        continue;
      }
      if (key == "div") {
        if (sawDiv)
          return fail("'div' given twice in the '?{' annotation", keyAt);
        sawDiv = true;
        if (pos_ >= s_.size() || s_[pos_] != '=')
          return fail("expected '=' after 'div'", pos_);
        ++pos_;
        size_t numAt = pos_;
        if (pos_ >= s_.size() || !std::isdigit((unsigned char)s_[pos_]))
          return fail("expected the divisibility (a positive integer) after "
                      "'div='",
                      numAt);
        if (!parseInteger(div, false, "expected the divisibility"))
          return false;
        if (div <= 0)
          return fail("divisibility must be positive, got 'div=" +
                          std::to_string(div) + "'",
                      numAt);
        continue;
      }
      if (key.empty())
        return fail("expected 'i64', 'div=N' or '}' in the '?{' annotation",
                    keyAt);
      return fail("unknown annotation '" + std::string(key) +
                      "': expected 'i64' or 'div=N'",
                  keyAt);
    }
    out = IntTuple::dynamic(bits, div);
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
    if (!lenient_ && !congruent(shape, stride))
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
    const std::string_view name = cuteIR_ ? "S" : "Sw";
    if (s_.substr(pos_, name.size()) != name)
      return fail("expected '" + std::string(name) + "<'", pos_);
    pos_ += name.size();
    if (!consume('<'))
      return fail("expected '<' after '" + std::string(name) + "'", pos_);
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
    if (!isValidSwizzle(v[0], v[1], v[2]))
      return fail("invalid swizzle " + std::string(name) + "<" +
                      std::to_string(v[0]) + "," +
                      std::to_string(v[1]) + "," + std::to_string(v[2]) +
                      ">: " + kSwizzleRequirement,
                  at);
    sw = Swizzle{(int)v[0], (int)v[1], (int)v[2]};
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

  /// CuTe's `smem_ptr[16b](unset)` (print of smem_ptr_flag_bits<16>).
  bool parseSmemPtrFlag(int &bits) {
    skipWs();
    size_t at = pos_;
    static const char kHead[] = "smem_ptr[";
    if (s_.substr(pos_, sizeof(kHead) - 1) != kHead)
      return fail("expected 'smem_ptr['", at);
    pos_ += sizeof(kHead) - 1;
    int64_t v;
    if (!parseInteger(v, false, "expected the pointer width in bits"))
      return false;
    if (v != 1 && v != 2 && v != 4 && v != 8 && v != 16 && v != 32 &&
        v != 64 && v != 128)
      return fail("smem_ptr width must be 1, 2, 4, 8, 16, 32, 64 or 128 "
                  "bits, got " + std::to_string(v),
                  at);
    static const char kTail[] = "b](unset)";
    if (s_.substr(pos_, sizeof(kTail) - 1) != kTail)
      return fail("expected 'b](unset)' after the smem_ptr width", pos_);
    pos_ += sizeof(kTail) - 1;
    bits = (int)v;
    return true;
  }

  /// `OUTER o OFFSET o LAYOUT`, OUTER a swizzle or a layout.
  bool parseComposed(ComposedLayout &out) {
    if (startsWithSw()) {
      if (!parseSwizzle(out.swizzle))
        return false;
    } else {
      Layout outer;
      if (!parseLayout(outer))
        return false;
      out.outerLayout = std::move(outer);
    }
    if (!expectO(out.outerLayout ? "layout" : "swizzle"))
      return false;
    skipWs();
    size_t offsetAt = pos_;
    if (!cuteIR_ && s_.substr(pos_, 8) == "smem_ptr") {
      if (!parseSmemPtrFlag(out.ptrBits))
        return false;
      out.offset = IntTuple::integer(0);
    } else {
      if (!parseIntTuple(out.offset, 0, false))
        return false;
    }
    skipWs();
    // CuTe always prints three parts, `Sw<B,M,S> o OFFSET o LAYOUT`; a layout
    // right after the swizzle shows up here as an offset followed by ':'.
    if (peek() == ':')
      return fail(cuteIR_ ? "composed layout is missing its offset: CuTe IR "
                            "writes 'S<B,M,S> o OFFSET o SHAPE:STRIDE', "
                            "e.g. 'S<3,4,3> o 0 o (8,64):(64,1)'"
                          : "composed layout is missing its offset: CuTe "
                            "prints 'Sw<B,M,S> o OFFSET o SHAPE:STRIDE', "
                            "e.g. 'Sw<3,4,3> o 0 o (8,64):(64,1)'",
                  offsetAt);
    if (!expectO("offset"))
      return false;
    return parseLayout(out.layout);
  }

  bool startsWithSw() {
    skipWs();
    return s_.substr(pos_, 2) == (cuteIR_ ? "S<" : "Sw");
  }

  bool parseTilerElem(Layout &out) {
    skipWs();
    size_t at = pos_;
    if (peek() == '>' || peek() == ',' || peek() == '\0')
      return fail("expected layout or shape in tiler", pos_);
    IntTuple shape;
    if (!parseIntTuple(shape, 0, true))
      return false;
    lastElemHadStride_ = peek() == ':';
    if (lastElemHadStride_)
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

  /// Tiler elements up to `close` (the opening bracket is consumed).
  bool parseTilerList(Tiler &out, char close) {
    out.byMode = true;
    while (true) {
      Layout l;
      if (!parseTilerElem(l))
        return false;
      out.modeIsInt.push_back(l.shape.isLeaf() && l.stride.isStaticInt() &&
                              l.stride.value() == 1 && !lastElemHadStride_);
      out.modes.push_back(std::move(l));
      if (consume(','))
        continue;
      if (consume(close))
        return true;
      return fail(std::string("expected '") + close + "' or ','", pos_);
    }
  }

  bool parseTiler(Tiler &out) {
    if (consume('<'))
      return parseTilerList(out, '>');
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
      out.layoutIsInt = true;
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
      out.modeIsInt.push_back(true);
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

} // namespace cute_nvgpu::layout::detail

#endif // CUTE_NVGPU_LIB_LAYOUT_PARSER_H
