//===- IntTuple.cpp - IntTuple, Layout construction and queries -----------===//
//
// CuTe int_tuple.hpp basics: rank, depth, size, congruence, flatten and the
// Layout accessors (get<i>, make_layout(l0, l1, ...), append<N>).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>

namespace cute_nvgpu::layout {

using namespace detail;

//===----------------------------------------------------------------------===//
// IntTuple
//===----------------------------------------------------------------------===//

IntTuple IntTuple::integer(int64_t v) {
  IntTuple t;
  t.kind_ = Kind::Static;
  t.value_ = v;
  return t;
}

IntTuple IntTuple::dynamic() {
  IntTuple t;
  t.kind_ = Kind::Dynamic;
  t.value_ = 0;
  return t;
}

IntTuple IntTuple::dynamic(int bits, int64_t divisibility) {
  IntTuple t = dynamic();
  t.bits_ = bits;
  t.div_ = divisibility;
  return t;
}

IntTuple IntTuple::underscore() {
  IntTuple t;
  t.kind_ = Kind::Underscore;
  t.value_ = 0;
  return t;
}

IntTuple IntTuple::basis(int64_t coefficient, std::vector<int> modes) {
  IntTuple t;
  t.kind_ = Kind::Basis;
  t.value_ = coefficient;
  t.modes_ = std::move(modes);
  return t;
}

IntTuple IntTuple::dynamicBasis(int bits, int64_t divisibility,
                                std::vector<int> modes) {
  IntTuple t = basis(0, std::move(modes));
  t.coefDynamic_ = true;
  t.bits_ = bits;
  t.div_ = divisibility;
  return t;
}

IntTuple IntTuple::ratioBasis(int64_t num, int64_t den,
                              std::vector<int> modes) {
  IntTuple t = basis(num, std::move(modes));
  t.den_ = den;
  return t;
}

IntTuple IntTuple::tuple(std::vector<IntTuple> elems) {
  IntTuple t;
  t.kind_ = Kind::Tuple;
  t.value_ = 0;
  t.elems_ = std::move(elems);
  return t;
}

int IntTuple::rank() const { return isTuple() ? (int)elems_.size() : 1; }

int IntTuple::depth() const {
  if (!isTuple())
    return 0;
  int d = 0;
  for (const IntTuple &e : elems_)
    d = std::max(d, e.depth());
  return 1 + d;
}

bool IntTuple::operator==(const IntTuple &o) const {
  if (kind_ != o.kind_)
    return false;
  switch (kind_) {
  case Kind::Static:
    return value_ == o.value_;
  case Kind::Dynamic:
    return bits_ == o.bits_ && div_ == o.div_;
  case Kind::Underscore:
    return true;
  case Kind::Basis:
    if (coefDynamic_ != o.coefDynamic_ || modes_ != o.modes_)
      return false;
    if (coefDynamic_)
      return bits_ == o.bits_ && div_ == o.div_;
    return value_ == o.value_ && den_ == o.den_;
  case Kind::Tuple:
    return elems_ == o.elems_;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// detail helpers
//===----------------------------------------------------------------------===//

namespace detail {

void flattenInto(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isLeaf()) {
    out.push_back(t);
    return;
  }
  for (const IntTuple &e : t.elems())
    flattenInto(e, out);
}

std::vector<int64_t> flatInts(const IntTuple &t) {
  std::vector<IntTuple> leaves;
  flattenInto(t, leaves);
  std::vector<int64_t> r;
  r.reserve(leaves.size());
  for (const IntTuple &l : leaves)
    r.push_back(l.value());
  return r;
}

int64_t product(Ctx &c, const IntTuple &t) {
  if (t.isLeaf())
    return t.value();
  int64_t p = 1;
  for (const IntTuple &e : t.elems())
    p = mul(c, p, product(c, e));
  return p;
}

bool anyLeaf(const IntTuple &t, IntTuple::Kind k) {
  // A basis with a dynamic coefficient is dynamic too: the static algebra
  // that refuses dynamic leaves must refuse it.
  if (t.isLeaf())
    return t.kind() == k ||
           (k == IntTuple::Kind::Dynamic && t.isBasis() && t.basisIsDynamic());
  for (const IntTuple &e : t.elems())
    if (anyLeaf(e, k))
      return true;
  return false;
}

std::string requireStaticIntegral(const Layout &l, const char *op,
                                  const char *what) {
  std::string pre = std::string(op) + ": " + what;
  if (!congruent(l.shape, l.stride))
    return pre + " has a shape and stride that are not congruent";
  if (anyLeaf(l.shape, IntTuple::Kind::Dynamic) ||
      anyLeaf(l.stride, IntTuple::Kind::Dynamic))
    return pre + " has dynamic ('?') values; this operation needs static "
                 "integers";
  if (anyLeaf(l.shape, IntTuple::Kind::Underscore) ||
      anyLeaf(l.stride, IntTuple::Kind::Underscore))
    return pre + " has '_' leaves; this operation needs integers";
  if (anyLeaf(l.shape, IntTuple::Kind::Basis) ||
      anyLeaf(l.stride, IntTuple::Kind::Basis))
    return pre + " has scaled-basis strides; this operation needs integer "
                 "strides";
  std::vector<int64_t> s = flatInts(l.shape);
  for (int64_t v : s)
    if (v <= 0)
      return pre + " has a non-positive shape extent";
  // The algorithms negate strides (|d|, sign(d)); INT64_MIN has no negation.
  for (int64_t v : flatInts(l.stride))
    if (v == INT64_MIN)
      return pre + " has stride " + std::to_string(v) +
             ", whose magnitude does not fit in int64 (integer overflow)";
  return "";
}

Layout fromFlat(const std::vector<int64_t> &s, const std::vector<int64_t> &d) {
  if (s.size() == 1)
    return Layout{I(s[0]), I(d[0])};
  std::vector<IntTuple> ss, dd;
  for (size_t i = 0; i < s.size(); ++i) {
    ss.push_back(I(s[i]));
    dd.push_back(I(d[i]));
  }
  return Layout{T(std::move(ss)), T(std::move(dd))};
}

} // namespace detail

//===----------------------------------------------------------------------===//
// Public helpers
//===----------------------------------------------------------------------===//

IntTuple flatten(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  std::vector<IntTuple> leaves;
  flattenInto(t, leaves);
  return T(std::move(leaves));
}

Layout flatten(const Layout &l) {
  return Layout{flatten(l.shape), flatten(l.stride)};
}

Layout getMode(const Layout &l, int i) {
  return Layout{getElem(l.shape, i), getElem(l.stride, i)};
}

Layout concatLayouts(const std::vector<Layout> &modes) {
  std::vector<IntTuple> s, d;
  for (const Layout &m : modes) {
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return Layout{T(std::move(s)), T(std::move(d))};
}

Layout appendToRank(const Layout &l, int n) {
  int r = rankOf(l.shape);
  if (r >= n)
    return l;
  std::vector<Layout> modes;
  for (int i = 0; i < r; ++i)
    modes.push_back(getMode(l, i));
  while ((int)modes.size() < n)
    modes.push_back(Layout{I(1), I(0)});
  return concatLayouts(modes);
}

Layout makeLayout(IntTuple shape, IntTuple stride) {
  return Layout{std::move(shape), std::move(stride)};
}

bool congruent(const IntTuple &a, const IntTuple &b) {
  if (a.isLeaf() || b.isLeaf())
    return a.isLeaf() && b.isLeaf();
  if (a.elems().size() != b.elems().size())
    return false;
  for (size_t i = 0; i < a.elems().size(); ++i)
    if (!congruent(a.elems()[i], b.elems()[i]))
      return false;
  return true;
}

static IntTuple compactStrides(Ctx &c, const IntTuple &shape,
                               int64_t &current) {
  if (shape.isLeaf()) {
    // CuTe's compact strides give a size-1 mode stride 0.
    if (shape.value() == 1)
      return I(0);
    IntTuple r = I(current);
    current = mul(c, current, shape.value());
    return r;
  }
  std::vector<IntTuple> e;
  for (const IntTuple &s : shape.elems())
    e.push_back(compactStrides(c, s, current));
  return T(std::move(e));
}

Result<Layout> makeCompactLayout(const IntTuple &shape) {
  if (anyLeaf(shape, IntTuple::Kind::Dynamic))
    return Result<Layout>::fail(
        "make_layout: shape has dynamic ('?') extents");
  if (anyLeaf(shape, IntTuple::Kind::Underscore))
    return Result<Layout>::fail("make_layout: shape has '_' extents");
  if (anyLeaf(shape, IntTuple::Kind::Basis))
    return Result<Layout>::fail(
        "make_layout: shape must not contain scaled-basis elements");
  for (int64_t v : flatInts(shape))
    if (v <= 0)
      return Result<Layout>::fail(
          "make_layout: shape extents must be positive");
  Ctx c;
  int64_t cur = 1;
  IntTuple stride = compactStrides(c, shape, cur);
  if (c.bad())
    return Result<Layout>::fail("make_layout: " + c.err);
  return Layout{shape, stride};
}

Result<int64_t> size(const IntTuple &shape) {
  if (anyLeaf(shape, IntTuple::Kind::Dynamic))
    return Result<int64_t>::fail(
        "size: shape has dynamic ('?') extents; size is unknown");
  if (anyLeaf(shape, IntTuple::Kind::Underscore))
    return Result<int64_t>::fail("size: shape has '_' extents");
  if (anyLeaf(shape, IntTuple::Kind::Basis))
    return Result<int64_t>::fail(
        "size: shape must not contain scaled-basis elements");
  Ctx c;
  int64_t p = product(c, shape);
  if (c.bad())
    return Result<int64_t>::fail("size: " + c.err);
  return p;
}

Result<int64_t> size(const Layout &l) { return size(l.shape); }

int rank(const Layout &l) { return l.shape.rank(); }
int depth(const Layout &l) { return l.shape.depth(); }

bool isStatic(const Layout &l) {
  return !anyLeaf(l.shape, IntTuple::Kind::Dynamic) &&
         !anyLeaf(l.stride, IntTuple::Kind::Dynamic);
}

bool hasScaledBasis(const Layout &l) {
  return anyLeaf(l.shape, IntTuple::Kind::Basis) ||
         anyLeaf(l.stride, IntTuple::Kind::Basis);
}

bool hasIntegerStrides(const Layout &l) {
  return !anyLeaf(l.stride, IntTuple::Kind::Basis);
}

bool isStatic(const AnyLayout &l) {
  if (l.isLayout())
    return isStatic(l.layout());
  if (l.isComposed())
    return isStatic(l.composed().layout) &&
           !anyLeaf(l.composed().offset, IntTuple::Kind::Dynamic);
  return !anyLeaf(l.tuple(), IntTuple::Kind::Dynamic);
}

bool hasScaledBasis(const AnyLayout &l) {
  if (l.isLayout())
    return hasScaledBasis(l.layout());
  if (l.isComposed())
    return hasScaledBasis(l.composed().layout) ||
           anyLeaf(l.composed().offset, IntTuple::Kind::Basis);
  return anyLeaf(l.tuple(), IntTuple::Kind::Basis);
}

bool isSwizzled(const AnyLayout &l) {
  return l.isComposed() && l.composed().swizzle.B > 0;
}

bool isComposed(const AnyLayout &l) { return l.isComposed(); }

} // namespace cute_nvgpu::layout
