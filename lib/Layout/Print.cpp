//===- Print.cpp - CuTe notation printing ---------------------------------===//
//
// Prints exactly like CuTe's print() except that static integers have no
// leading underscore: `(2,(1,6)):(1,(6,2))`, `?`, `?{i64 div=8}`, `5@1@0`,
// `Sw<3,4,3> o 0 o (8,8):(8,1)`, `<3:3,(2,4):(1,8)>`.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

/// `?` with CuTe IR's annotations, in its order; a plain 32-bit `?` with
/// nothing known has none. Also the coefficient of a dynamic basis.
static void printDynamic(std::string &out, const IntTuple &t) {
  out += '?';
  if (t.dynamicBits() != 32 || t.divisibility() != 1) {
    out += '{';
    if (t.dynamicBits() != 32)
      out += "i" + std::to_string(t.dynamicBits());
    if (t.divisibility() != 1) {
      if (t.dynamicBits() != 32)
        out += ' ';
      out += "div=" + std::to_string(t.divisibility());
    }
    out += '}';
  }
}

static void print(std::string &out, const IntTuple &t, const char *sep) {
  switch (t.kind()) {
  case IntTuple::Kind::Static:
    out += std::to_string(t.value());
    return;
  case IntTuple::Kind::Dynamic:
    printDynamic(out, t);
    return;
  case IntTuple::Kind::Underscore:
    out += '_';
    return;
  case IntTuple::Kind::Error:
    out += 'x';
    return;
  case IntTuple::Kind::Basis: {
    if (t.basisIsDynamic())
      printDynamic(out, t);
    else
      out += std::to_string(t.value());
    if (t.basisDenominator() != 1)
      out += "/" + std::to_string(t.basisDenominator());
    // CuTe prints ScaledBasis<T,N0,N1,...> modes in reverse: `c@N1@N0`.
    const std::vector<int> &m = t.basisModes();
    for (auto it = m.rbegin(); it != m.rend(); ++it) {
      out += '@';
      out += std::to_string(*it);
    }
    return;
  }
  case IntTuple::Kind::Tuple: {
    out += '(';
    bool first = true;
    for (const IntTuple &e : t.elems()) {
      if (!first)
        out += sep;
      first = false;
      print(out, e, sep);
    }
    out += ')';
    return;
  }
  }
}

std::string toString(const IntTuple &t) {
  std::string s;
  print(s, t, ",");
  return s;
}

std::string toString(const Layout &l) {
  return toString(l.shape) + ":" + toString(l.stride);
}

std::string toString(const Swizzle &s) {
  return "Sw<" + std::to_string(s.B) + "," + std::to_string(s.M) + "," +
         std::to_string(s.S) + ">";
}

std::string detail::composedText(const ComposedLayout &c,
                                 const std::string &swizzle) {
  std::string off = c.ptrBits ? "smem_ptr[" + std::to_string(c.ptrBits) +
                                    "b](unset)"
                              : toString(c.offset);
  std::string outer = c.outerLayout ? toString(*c.outerLayout) : swizzle;
  return outer + " o " + off + " o " + toString(c.layout);
}

std::string toString(const ComposedLayout &c) {
  return detail::composedText(c, toString(c.swizzle));
}

std::string toString(const AnyLayout &l) {
  if (l.isLayout())
    return toString(l.layout());
  if (l.isComposed())
    return toString(l.composed());
  std::string s;
  print(s, l.tuple(), ", ");
  return s;
}

std::string toString(const Tiler &t) {
  if (!t.byMode)
    return toString(t.layout);
  std::string s = "<";
  for (size_t i = 0; i < t.modes.size(); ++i) {
    if (i)
      s += ',';
    s += toString(t.modes[i]);
  }
  return s + ">";
}

std::string formatError(const Error &e) {
  if (e.pos == std::string::npos)
    return e.message;
  return "at column " + std::to_string(e.pos + 1) + ": " + e.message;
}

} // namespace cute_nvgpu::layout
