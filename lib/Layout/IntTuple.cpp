//===- IntTuple.cpp - IntTuple, Layout construction and queries -----------===//
//
// CuTe int_tuple.hpp basics: rank, depth, size, congruence, flatten and the
// Layout accessors (get<i>, make_layout(l0, l1, ...), append<N>).
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"
#include "cute-nvgpu/Layout/Dynamic.h"

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

IntTuple IntTuple::error() {
  IntTuple t;
  t.kind_ = Kind::Error;
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
  case Kind::Error:
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

IntTuple Ctx::mul(const IntTuple &a, const IntTuple &b) {
  if (!a.isBasis() && !b.isBasis())
    return take(dyn::mul(a, b, tracer));
  const IntTuple &e = a.isBasis() ? a : b;
  const IntTuple &k = a.isBasis() ? b : a;
  if (k.isBasis() || !k.isStaticInt() || e.basisIsDynamic() ||
      e.basisDenominator() != 1) {
    fail("a scaled basis can only be scaled by a static integer");
    return e;
  }
  IntTuple coef = take(dyn::mul(I(e.value()), k, tracer));
  if (isConst(coef, 0))
    return I(0);
  return IntTuple::basis(coef.value(), e.basisModes());
}

void flattenInto(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isLeaf()) {
    out.push_back(t);
    return;
  }
  for (const IntTuple &e : t.elems())
    flattenInto(e, out);
}

IntTuple unwrap(std::vector<IntTuple> v) {
  if (v.size() == 1)
    return v[0];
  return T(std::move(v));
}

Layout fromLeaves(std::vector<IntTuple> s, std::vector<IntTuple> d) {
  return Layout{unwrap(std::move(s)), unwrap(std::move(d))};
}

IntTuple basisLike(const IntTuple &shape, std::vector<int> prefix) {
  if (shape.isLeaf())
    return IntTuple::basis(1, prefix);
  std::vector<IntTuple> e;
  for (int i = 0; i < shape.rank(); ++i) {
    std::vector<int> p = prefix;
    p.push_back(i);
    e.push_back(basisLike(shape[i], p));
  }
  return T(std::move(e));
}

Layout compactLayout(Ctx &c, const IntTuple &shape) {
  return Layout{shape, c.take(compactOrder(shape, I(0), c.tracer))};
}

std::vector<int64_t> flatInts(const IntTuple &t) {
  std::vector<int64_t> r;
  for (const IntTuple &l : leaves(t))
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
  std::string e = staticIntegralError(l, what);
  return e.empty() ? e : std::string(op) + ": " + e;
}

std::string staticIntegralError(const Layout &l, const char *what,
                                bool basisStrides) {
  std::string pre = what;
  if (!congruent(l.shape, l.stride))
    return pre + " has a shape and stride that are not congruent";
  if (anyLeaf(l.shape, IntTuple::Kind::Dynamic) ||
      anyLeaf(l.stride, IntTuple::Kind::Dynamic))
    return pre + " has dynamic ('?') values; this operation needs static "
                 "integers";
  if (anyLeaf(l.shape, IntTuple::Kind::Underscore) ||
      anyLeaf(l.stride, IntTuple::Kind::Underscore))
    return pre + " has '_' leaves; this operation needs integers";
  if (anyLeaf(l.shape, IntTuple::Kind::Basis))
    return pre + " has a scaled-basis shape";
  if (!basisStrides && anyLeaf(l.stride, IntTuple::Kind::Basis))
    return pre + " has scaled-basis strides; this operation needs integer "
                 "strides";
  std::vector<int64_t> s = flatInts(l.shape);
  for (int64_t v : s)
    if (v <= 0)
      return pre + " has a non-positive shape extent";
  // The algorithms negate strides (|d|, sign(d)); INT64_MIN has no negation.
  for (const IntTuple &d : leaves(l.stride))
    if (d.isStaticInt() && d.value() == INT64_MIN)
      return pre + " has stride " + std::to_string(d.value()) +
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

std::vector<IntTuple> leaves(const IntTuple &t) {
  std::vector<IntTuple> out;
  detail::flattenInto(t, out);
  return out;
}

IntTuple flatten(const IntTuple &t) {
  if (t.isLeaf())
    return t;
  return T(leaves(t));
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

bool claimsLessDivisibility(const IntTuple &claimed, const IntTuple &known) {
  if (claimed.isTuple() || known.isTuple()) {
    if (!claimed.isTuple() || !known.isTuple() ||
        claimed.rank() != known.rank())
      return false;
    for (int i = 0; i < claimed.rank(); ++i)
      if (!claimsLessDivisibility(claimed[i], known[i]))
        return false;
    return true;
  }
  bool dynamicLeaf = claimed.isDynamic() && known.isDynamic();
  bool dynamicBasis = claimed.isBasis() && known.isBasis() &&
                      claimed.basisIsDynamic() && known.basisIsDynamic() &&
                      claimed.basisModes() == known.basisModes();
  if (!dynamicLeaf && !dynamicBasis)
    return claimed == known;
  return claimed.dynamicBits() == known.dynamicBits() &&
         known.divisibility() % claimed.divisibility() == 0;
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
  Ctx c(/*tracer=*/nullptr);
  Layout l = compactLayout(c, shape);
  if (c.bad())
    return Result<Layout>::fail("make_layout: " + c.err);
  return l;
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
  Ctx c(/*tracer=*/nullptr);
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

//===----------------------------------------------------------------------===//
// Size and index on static and dynamic leaves (CuTe IR's size/index ops)
//===----------------------------------------------------------------------===//

namespace {
bool isNumber(const IntTuple &t) { return t.isStaticInt() || t.isDynamic(); }

/// v * E<modes...>: v at the nested position, static zeros before it.
IntTuple basisValue(const IntTuple &v, const std::vector<int> &modes,
                    size_t i = 0) {
  if (i == modes.size())
    return v;
  std::vector<IntTuple> e(static_cast<size_t>(modes[i]), IntTuple::integer(0));
  e.push_back(basisValue(v, modes, i + 1));
  return IntTuple::tuple(std::move(e));
}

/// c times one stride leaf (an integer or a scaled basis).
Result<IntTuple> scaleStride(const IntTuple &c, const IntTuple &d,
                             dyn::Tracer *tracer) {
  if (d.isBasis()) {
    if (d.basisDenominator() != 1)
      return Result<IntTuple>::fail("a ratio basis coefficient");
    IntTuple coef = d.basisIsDynamic()
                        ? IntTuple::dynamic(d.dynamicBits(), d.divisibility())
                        : IntTuple::integer(d.value());
    Result<IntTuple> m = dyn::mul(c, coef, tracer);
    if (!m.ok())
      return m;
    return basisValue(*m, d.basisModes());
  }
  return dyn::mul(c, d, tracer);
}

/// `profile` with its leaves replaced, in order, by `leaves[next...]`.
IntTuple withLeaves(const IntTuple &profile, const std::vector<IntTuple> &leaves,
                    size_t &next) {
  if (!profile.isTuple())
    return leaves[next++];
  std::vector<IntTuple> e;
  for (const IntTuple &m : profile.elems())
    e.push_back(withLeaves(m, leaves, next));
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple>
mapLeaves(const IntTuple &t,
          const std::function<Result<IntTuple>(const IntTuple &)> &fn) {
  if (!t.isTuple())
    return fn(t);
  std::vector<IntTuple> e;
  for (const IntTuple &m : t.elems()) {
    Result<IntTuple> r = mapLeaves(m, fn);
    if (!r.ok())
      return r;
    e.push_back(*r);
  }
  return IntTuple::tuple(std::move(e));
}

/// Compact column-major strides (prefix products) of a possibly dynamic shape.
Result<IntTuple> colMajorStrides(const IntTuple &shape, IntTuple &current,
                                 dyn::Tracer *tracer) {
  if (!shape.isTuple()) {
    IntTuple d = current;
    Result<IntTuple> n = dyn::mul(current, shape, tracer);
    if (!n.ok())
      return n;
    current = *n;
    return d;
  }
  std::vector<IntTuple> e;
  for (const IntTuple &s : shape.elems()) {
    Result<IntTuple> r = colMajorStrides(s, current, tracer);
    if (!r.ok())
      return r;
    e.push_back(*r);
  }
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple> fail(const std::string &m) { return Result<IntTuple>::fail(m); }
} // namespace

Layout identityLayout(const IntTuple &shape) {
  return Layout{shape, basisLike(shape, {})};
}

namespace {
IntTuple zeroUnitStrides(const IntTuple &shape, const IntTuple &stride) {
  if (shape.isTuple()) {
    std::vector<IntTuple> e;
    for (int i = 0; i < shape.rank(); ++i)
      e.push_back(zeroUnitStrides(shape[i], stride[i]));
    return IntTuple::tuple(std::move(e));
  }
  return shape.isStaticInt() && shape.value() == 1 ? IntTuple::integer(0)
                                                   : stride;
}
} // namespace

Layout zeroUnitModeStrides(const Layout &l) {
  return Layout{l.shape, zeroUnitStrides(l.shape, l.stride)};
}

IntTuple zerosLike(const IntTuple &t) {
  if (t.isLeaf())
    return IntTuple::integer(0);
  std::vector<IntTuple> e;
  for (const IntTuple &x : t.elems())
    e.push_back(zerosLike(x));
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple> productEach(const IntTuple &t, dyn::Tracer *tracer) {
  std::vector<IntTuple> out;
  for (const IntTuple &e : t.isTuple() ? t.elems() : std::vector<IntTuple>{t}) {
    Result<IntTuple> p = dyn::product(e, tracer);
    if (!p.ok())
      return p;
    out.push_back(*p);
  }
  return IntTuple::tuple(std::move(out));
}

Result<IntTuple> arithTupleSum(const IntTuple &a, const IntTuple &b,
                               dyn::Tracer *tracer) {
  return tupleAdd(a, b, tracer);
}

Result<IntTuple> layoutEval(const IntTuple &coord, const IntTuple &shape,
                            const IntTuple &stride, dyn::Tracer *tracer) {
  if (!congruent(shape, stride))
    return fail("layout_eval: shape and stride are not congruent");
  if (shape.isTuple() && shape.elems().empty())
    return IntTuple::tuple({});
  if (coord.isUnderscore())
    return layoutEval(IntTuple::integer(0), shape, stride, tracer);
  if (!coord.isTuple()) {
    if (!isNumber(coord))
      return fail("layout_eval: coordinate leaves must be integers");
    if (!shape.isTuple())
      return scaleStride(coord, stride, tracer);
  }

  // The sum over the modes of each mode's coordinate under its layout.
  std::optional<IntTuple> idx;
  auto accumulate = [&](const IntTuple &c, size_t i) -> Result<IntTuple> {
    Result<IntTuple> part =
        layoutEval(c, shape.elems()[i], stride.elems()[i], tracer);
    if (!part.ok() || !idx)
      return part;
    return arithTupleSum(*idx, *part, tracer);
  };
  if (coord.isTuple()) {
    if (!shape.isTuple() || coord.elems().size() != shape.elems().size())
      return fail("layout_eval: coordinate rank does not match the shape");
    for (size_t i = 0; i < shape.elems().size(); ++i) {
      Result<IntTuple> s = accumulate(coord.elems()[i], i);
      if (!s.ok())
        return s;
      idx = *s;
    }
    return *idx;
  }
  // A leaf index unfolds column-major: every mode but the last takes c mod
  // its size; the last takes the rest, so out-of-range indices stay defined
  // (as CuTe allows).
  IntTuple c = coord;
  size_t r = shape.elems().size();
  for (size_t i = 0; i < r; ++i) {
    IntTuple here = c;
    if (i + 1 < r) {
      Result<IntTuple> p = dyn::product(shape.elems()[i], tracer);
      if (!p.ok())
        return p;
      Result<IntTuple> m = dyn::mod(c, *p, tracer);
      Result<IntTuple> q = dyn::div(c, *p, tracer);
      if (!m.ok())
        return m;
      if (!q.ok())
        return q;
      here = *m;
      c = *q;
    }
    Result<IntTuple> s = accumulate(here, i);
    if (!s.ok())
      return s;
    idx = *s;
  }
  return *idx;
}

Result<IntTuple> cosizeOf(const Layout &l, dyn::Tracer *tracer) {
  // CuTe's coshape takes |stride| of every leaf (abs_fn), dynamic ones too:
  // a run-time negative stride counts by its magnitude.
  Result<IntTuple> absStride = mapLeaves(l.stride, [&](const IntTuple &d) {
    if (d.isStaticInt() || d.isDynamic())
      return dyn::abs(d, tracer);
    if (d.isBasis() && !d.basisIsDynamic() && d.value() < 0)
      return Result<IntTuple>(IntTuple::basis(-d.value(), d.basisModes()));
    return Result<IntTuple>(d);
  });
  if (!absStride.ok())
    return absStride;
  Result<IntTuple> sz = dyn::product(l.shape, tracer);
  if (!sz.ok())
    return sz;
  Result<IntTuple> last = dyn::sub(*sz, IntTuple::integer(1), tracer);
  if (!last.ok())
    return last;
  Result<IntTuple> co = layoutEval(*last, l.shape, *absStride, tracer);
  if (!co.ok())
    return co;
  Result<IntTuple> coshape = mapLeaves(*co, [&](const IntTuple &x) {
    return dyn::add(x, IntTuple::integer(1), tracer);
  });
  if (!coshape.ok())
    return coshape;
  return dyn::product(*coshape, tracer);
}

bool weaklyCongruent(const IntTuple &a, const IntTuple &b) {
  if (!a.isTuple())
    return true;
  if (!b.isTuple() || a.elems().size() != b.elems().size())
    return false;
  for (size_t i = 0; i < a.elems().size(); ++i)
    if (!weaklyCongruent(a.elems()[i], b.elems()[i]))
      return false;
  return true;
}

Result<IntTuple> crd2idx(const IntTuple &coord, const IntTuple &shape,
                         dyn::Tracer *tracer) {
  IntTuple current = IntTuple::integer(1);
  Result<IntTuple> stride = colMajorStrides(shape, current, tracer);
  if (!stride.ok())
    return stride;
  return layoutEval(coord, shape, *stride, tracer);
}

Result<IntTuple> idx2crd(const IntTuple &index, const IntTuple &shape,
                         dyn::Tracer *tracer) {
  if (!index.isTuple()) {
    if (!shape.isTuple())
      return index;
    if (!isNumber(index))
      return fail("idx2crd: the index must be an integer");
    return layoutEval(index, shape, basisLike(shape, {}), tracer);
  }
  if (!shape.isTuple() || index.elems().size() != shape.elems().size())
    return fail("idx2crd: index rank does not match the shape");
  std::vector<IntTuple> e;
  for (size_t i = 0; i < shape.elems().size(); ++i) {
    Result<IntTuple> r = idx2crd(index.elems()[i], shape.elems()[i], tracer);
    if (!r.ok())
      return r;
    e.push_back(*r);
  }
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple> incrementCoord(const IntTuple &coord, const IntTuple &shape,
                                dyn::Tracer *tracer) {
  std::vector<IntTuple> c, s;
  flattenInto(coord, c);
  flattenInto(shape, s);
  if (c.size() != s.size() || c.empty())
    return fail("increment_coord: coordinate and shape are not congruent");
  std::vector<IntTuple> out(c.size(), IntTuple::integer(0));
  IntTuple carry = IntTuple::integer(1);
  for (size_t i = 0; i + 1 < c.size(); ++i) {
    // A static extent-1 mode stays 0 and passes the carry on.
    if (s[i].isStaticInt() && s[i].value() == 1)
      continue;
    Result<IntTuple> sum = dyn::add(c[i], carry, tracer);
    if (!sum.ok())
      return sum;
    if (sum->isStaticInt() && s[i].isStaticInt()) {
      bool inside = sum->value() < s[i].value();
      out[i] = inside ? *sum : IntTuple::integer(0);
      carry = IntTuple::integer(inside ? 0 : 1);
      continue;
    }
    // Whether it wraps is only known at run time.
    out[i] = dyn::dynamicResult(*sum, IntTuple::integer(0));
    carry = dyn::dynamicResult(IntTuple::integer(0), IntTuple::integer(1));
  }
  Result<IntTuple> last = dyn::add(c.back(), carry, tracer);
  if (!last.ok())
    return last;
  out.back() = *last;
  size_t next = 0;
  return withLeaves(coord, out, next);
}

Result<Layout> groupModes(const Layout &l, int begin, int end) {
  int r = rankOf(l);
  if (begin < 0 || end <= begin || end > r)
    return Result<Layout>::fail("group_modes: [begin, end) out of range");
  std::vector<Layout> modes, group;
  for (int i = 0; i < r; ++i) {
    if (i < begin || i >= end) {
      modes.push_back(getMode(l, i));
      continue;
    }
    group.push_back(getMode(l, i));
    if (i + 1 == end)
      modes.push_back(concatLayouts(group));
  }
  return concatLayouts(modes);
}

static Result<IntTuple> padToRank(const IntTuple &t, int n,
                                  const IntTuple &elem, bool append) {
  if (n > kMaxRank)
    return Result<IntTuple>::fail(
        std::string(append ? "append_to_rank" : "prepend_to_rank") +
        ": rank " + std::to_string(n) + " exceeds the largest rank " +
        std::to_string(kMaxRank));
  if (t.rank() >= n)
    return t;
  std::vector<IntTuple> e = t.isTuple() ? t.elems() : std::vector<IntTuple>{t};
  e.insert(append ? e.end() : e.begin(), static_cast<size_t>(n) - e.size(),
           elem);
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple> appendToRank(const IntTuple &t, int n, const IntTuple &elem) {
  return padToRank(t, n, elem, true);
}

Result<IntTuple> prependToRank(const IntTuple &t, int n,
                               const IntTuple &elem) {
  return padToRank(t, n, elem, false);
}

} // namespace cute_nvgpu::layout
