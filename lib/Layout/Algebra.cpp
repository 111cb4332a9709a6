//===- Algebra.cpp - CuTe layout algebra ----------------------------------===//
//
// coalesce, composition, complement, divides, products and inverses,
// following the algorithms of CuTe's include/cute/layout.hpp:
//   - coalesce / coalesce_x: bw_coalesce over the flattened layout;
//   - composition: right-distribute over the RHS, then per integral RHS mode
//     "divide out" the stride and "mod out" the shape of the coalesce_x'ed
//     LHS (its last mode unbounded), finishing with bw_coalesce;
//   - complement: filter, then the sorted-stride fold;
//   - right_inverse: follow strides from 1 over coalesce(layout);
//     left_inverse = right_inverse(make_layout(L, complement(L)));
//   - logical_divide(A,B) = A o (B, complement(B, shape(A)));
//     logical_product(A,B) = (A, complement(A, size(A)*cosize(B)) o B);
//     blocked/raked via append<R>, zip and by-mode coalesce.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>
#include <cstring>
#include <functional>
#include <map>

namespace cute_nvgpu::layout {

using namespace detail;

namespace detail {

/// A stride leaf: an integer or a scaled basis coefficient@modes.
struct SV {
  int64_t c = 0;
  std::vector<int> modes;
  bool basis = false;
  bool operator==(const SV &o) const {
    return c == o.c && basis == o.basis && modes == o.modes;
  }
  IntTuple toTuple() const {
    return basis ? IntTuple::basis(c, modes) : IntTuple::integer(c);
  }
};

SV toSV(const IntTuple &t) {
  SV s;
  s.c = t.value();
  if (t.isBasis()) {
    s.basis = true;
    s.modes = t.basisModes();
  }
  return s;
}

std::vector<SV> flatSV(const IntTuple &t) {
  std::vector<IntTuple> leaves;
  flattenInto(t, leaves);
  std::vector<SV> r;
  for (const IntTuple &l : leaves)
    r.push_back(toSV(l));
  return r;
}

/// CuTe detail::bw_coalesce<I>(old_shape, old_stride, new_shape, new_stride)
/// with an integral initial new mode. Processes old modes I..0.
Layout bwCoalesce(Ctx &c, const std::vector<int64_t> &os,
                  const std::vector<SV> &od, int start, int64_t ns, SV nd) {
  // Kept reversed: back() is the front of CuTe's new_shape.
  std::vector<int64_t> S{ns};
  std::vector<SV> D{nd};
  for (int i = start; i >= 0; --i) {
    if (os[i] == 1)
      continue;
    if (S.size() == 1 && S[0] == 1) {
      S[0] = os[i];
      D[0] = od[i];
      continue;
    }
    int64_t prod;
    bool ovf = __builtin_mul_overflow(os[i], od[i].c, &prod);
    SV merged = od[i];
    merged.c = prod;
    if (!ovf && merged == D.back()) {
      S.back() = mul(c, os[i], S.back());
      D.back() = od[i];
    } else {
      S.push_back(os[i]);
      D.push_back(od[i]);
    }
  }
  if (S.size() == 1 && S[0] == 1)
    return Layout{I(1), I(0)};
  std::reverse(S.begin(), S.end());
  std::reverse(D.begin(), D.end());
  if (S.size() == 1)
    return Layout{I(S[0]), D[0].toTuple()};
  std::vector<IntTuple> ss, dd;
  for (size_t i = 0; i < S.size(); ++i) {
    ss.push_back(I(S[i]));
    dd.push_back(D[i].toTuple());
  }
  return Layout{T(std::move(ss)), T(std::move(dd))};
}

/// Layout must be static with positive shapes (strides int or basis).
std::string checkCoalescable(const Layout &l, const char *op) {
  std::string pre = std::string(op) + ": layout";
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
  for (int64_t v : flatInts(l.shape))
    if (v <= 0)
      return pre + " has a non-positive shape extent";
  return "";
}

Layout coalesceImpl(Ctx &c, const Layout &l, bool extended) {
  std::vector<int64_t> os = flatInts(l.shape);
  std::vector<SV> od = flatSV(l.stride);
  if (os.empty())
    return Layout{I(1), I(0)};
  int R = (int)os.size();
  int64_t ns = os[R - 1];
  if (extended && ns == 1)
    ns = 2; // coalesce_x: keep the function beyond the domain
  return bwCoalesce(c, os, od, R - 2, ns, od[R - 1]);
}

int64_t ceilDivInt(int64_t a, int64_t b) { return a / b + (a % b != 0); }

/// CuTe shape_div on integers, with the weak divisibility condition.
int64_t sdiv(Ctx &c, int64_t a, int64_t b, const char *cond) {
  if (a <= 0 || b <= 0) {
    c.fail(std::string(cond) + " violated (" + std::to_string(a) + " vs " +
           std::to_string(b) + ")");
    return 1;
  }
  if (a % b != 0 && b % a != 0) {
    c.fail(std::string(cond) + " violated: neither of " + std::to_string(a) +
           " and " + std::to_string(b) + " divides the other");
    return 1;
  }
  return ceilDivInt(a, b);
}

/// CuTe detail::composition_impl for a coalesce_x'ed LHS (flat) and any RHS:
/// right-distribute over the RHS modes; for an integral RHS mode s:d walk the
/// LHS modes, dividing the stride out of each shape and taking min() of the
/// rest of the RHS shape, with CuTe's weak divisibility conditions.
Layout compImpl(Ctx &c, const std::vector<int64_t> &ls,
                const std::vector<int64_t> &ld, const IntTuple &rs,
                const IntTuple &rd) {
  if (c.bad())
    return Layout{I(1), I(0)};
  if (rs.isTuple()) {
    std::vector<Layout> parts;
    for (size_t i = 0; i < rs.elems().size(); ++i)
      parts.push_back(compImpl(c, ls, ld, rs.elems()[i], rd.elems()[i]));
    return concatLayouts(parts);
  }
  int64_t s = rs.value(), d = rd.value();
  if (d == 0)
    return Layout{rs, rd};
  if (ls.size() == 1)
    return Layout{rs, I(mul(c, d, ld[0]))};
  size_t R = ls.size();
  std::vector<int64_t> resShape, resStride;
  int64_t restShape = s, restStride = d;
  for (size_t i = 0; i + 1 < R; ++i) {
    int64_t currShape = ls[i];
    if (!(restStride % currShape == 0 || restStride < currShape)) {
      c.fail("stride divisibility condition violated: stride " +
             std::to_string(restStride) + " is neither a multiple of nor "
             "less than shape " + std::to_string(currShape));
      return Layout{I(1), I(0)};
    }
    int64_t absD = restStride < 0 ? -restStride : restStride;
    int64_t nextShape = ceilDivInt(currShape, absD);
    int64_t nextStride = ceilDivInt(absD, currShape) * (restStride < 0 ? -1 : 1);
    if (nextShape == 1 || restShape == 1) {
      restStride = nextStride;
      continue;
    }
    int64_t newShape = std::min(nextShape, restShape);
    if (restShape % newShape != 0) {
      c.fail("shape divisibility condition violated: " +
             std::to_string(restShape) + " is not a multiple of " +
             std::to_string(newShape));
      return Layout{I(1), I(0)};
    }
    resShape.push_back(newShape);
    resStride.push_back(mul(c, restStride, ld[i]));
    restShape /= newShape;
    restStride = nextStride;
  }
  if (resShape.empty())
    return Layout{I(restShape), I(mul(c, restStride, ld[R - 1]))};
  if (restShape != 1) {
    resShape.push_back(restShape);
    resStride.push_back(mul(c, restStride, ld[R - 1]));
  }
  return fromFlat(resShape, resStride);
}

Layout composeStatic(Ctx &c, const Layout &a, const Layout &b) {
  Layout fx = coalesceImpl(c, a, /*extended=*/true);
  std::vector<int64_t> ls = flatInts(fx.shape), ld = flatInts(fx.stride);
  return compImpl(c, ls, ld, b.shape, b.stride);
}

/// ceil_div(shape, int) followed by coalesce -> its (static) product.
int64_t ceilDivProduct(Ctx &c, const IntTuple &a, int64_t b) {
  if (a.isLeaf())
    return ceilDivInt(a.value(), b);
  int64_t rest = b, prod = 1;
  for (const IntTuple &e : a.elems()) {
    prod = mul(c, prod, ceilDivProduct(c, e, rest));
    rest = ceilDivInt(rest, product(c, e));
  }
  return prod;
}

/// filter(l) as flat vectors (a single 1:0 when nothing is left).
void filterFlat(Ctx &c, const Layout &l, std::vector<int64_t> &fs,
                std::vector<int64_t> &fd) {
  std::vector<int64_t> s = flatInts(l.shape), d = flatInts(l.stride);
  for (size_t i = 0; i < s.size(); ++i)
    if (d[i] == 0)
      s[i] = 1;
  Layout fz = fromFlat(s.empty() ? std::vector<int64_t>{1} : s,
                       d.empty() ? std::vector<int64_t>{0} : d);
  Layout f = coalesceImpl(c, fz, false);
  fs = flatInts(f.shape);
  fd = flatInts(f.stride);
}

Layout complementStatic(Ctx &c, const Layout &l, const IntTuple &cotarget) {
  std::vector<int64_t> shape, stride;
  filterFlat(c, l, shape, stride);
  if (c.bad())
    return Layout{I(1), I(0)};
  if (stride.size() == 1 && stride[0] == 0) {
    // make_layout(coalesce(cotarget)): compact, so a size-1 result is 1:0.
    int64_t n = product(c, cotarget);
    return Layout{I(n), I(n == 1 ? 0 : 1)};
  }
  for (int64_t d : stride)
    if (d < 0) {
      c.fail("negative strides are not supported");
      return Layout{I(1), I(0)};
    }
  size_t R = shape.size();
  std::vector<int64_t> rshape, rstride{1};
  for (size_t i = 0; i + 1 < R; ++i) {
    size_t minIdx = 0;
    for (size_t j = 1; j < stride.size(); ++j)
      if (stride[j] < stride[minIdx])
        minIdx = j;
    int64_t minStride = stride[minIdx];
    int64_t newShape = minStride / rstride[i];
    if (newShape == 0) {
      c.fail("cannot complement " + toString(l) +
           ": its modes overlap or interleave (non-injective layout)");
      return Layout{I(1), I(0)};
    }
    int64_t newStride = mul(c, minStride, shape[minIdx]);
    shape.erase(shape.begin() + minIdx);
    stride.erase(stride.begin() + minIdx);
    rshape.push_back(newShape);
    rstride.push_back(newStride);
  }
  int64_t newShape = stride[0] / rstride[R - 1];
  if (newShape == 0) {
    c.fail("cannot complement " + toString(l) +
           ": its modes overlap or interleave (non-injective layout)");
    return Layout{I(1), I(0)};
  }
  rshape.push_back(newShape);
  int64_t newStride = mul(c, stride[0], shape[0]);
  int64_t restShape = ceilDivProduct(c, cotarget, newStride);
  if (c.bad())
    return Layout{I(1), I(0)};
  rshape.push_back(restShape);
  rstride.push_back(newStride);
  return coalesceImpl(c, fromFlat(rshape, rstride), false);
}

int64_t evalStatic(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x) {
  if (s.isLeaf())
    return mul(c, x, d.value());
  const auto &se = s.elems();
  int64_t r = 0;
  for (size_t i = 0; i < se.size(); ++i) {
    if (i + 1 == se.size()) {
      r = add(c, r, evalStatic(c, se[i], d.elems()[i], x));
    } else {
      int64_t sz = product(c, se[i]);
      r = add(c, r, evalStatic(c, se[i], d.elems()[i], x % sz));
      x /= sz;
    }
  }
  return r;
}

int64_t cosizeStatic(Ctx &c, const Layout &l) {
  // |stride| layout evaluated at size-1, plus one.
  std::function<IntTuple(const IntTuple &)> absT;
  absT = [&](const IntTuple &t) -> IntTuple {
    if (t.isLeaf())
      return I(t.value() < 0 ? -t.value() : t.value());
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(absT(x));
    return T(std::move(e));
  };
  IntTuple ad = absT(l.stride);
  int64_t n = product(c, l.shape);
  return add(c, evalStatic(c, l.shape, ad, n - 1), 1);
}

Result<Layout> checked(const char *op, Ctx &c, Layout l) {
  if (c.bad())
    return failWith<Layout>(op, c);
  return l;
}

} // namespace detail

//===----------------------------------------------------------------------===//
// Evaluation
//===----------------------------------------------------------------------===//

Result<int64_t> evalAny(const Layout &l, int64_t idx) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  if (idx < 0)
    return Result<int64_t>::fail("eval: negative index " +
                                 std::to_string(idx));
  Ctx c;
  int64_t v = evalStatic(c, l.shape, l.stride, idx);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  return v;
}

Result<int64_t> eval(const Layout &l, int64_t idx) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c;
  int64_t n = product(c, l.shape);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  if (idx < 0 || idx >= n)
    return Result<int64_t>::fail("eval: index " + std::to_string(idx) +
                                 " is out of range [0," + std::to_string(n) +
                                 ")");
  return evalAny(l, idx);
}

static int64_t evalCoordRec(Ctx &c, const IntTuple &crd, const IntTuple &s,
                            const IntTuple &d) {
  if (c.bad())
    return 0;
  if (crd.isTuple()) {
    if (!s.isTuple() || s.elems().size() != crd.elems().size()) {
      c.fail("coordinate " + toString(crd) + " does not match shape " +
             toString(s));
      return 0;
    }
    int64_t r = 0;
    for (size_t i = 0; i < crd.elems().size(); ++i)
      r = add(c, r, evalCoordRec(c, crd.elems()[i], s.elems()[i],
                                 d.elems()[i]));
    return r;
  }
  if (!crd.isStaticInt()) {
    c.fail("coordinate must be static integers");
    return 0;
  }
  int64_t n = product(c, s);
  if (crd.value() < 0 || crd.value() >= n) {
    c.fail("coordinate " + std::to_string(crd.value()) +
           " is out of range for shape " + toString(s));
    return 0;
  }
  return evalStatic(c, s, d, crd.value());
}

Result<int64_t> evalCoord(const Layout &l, const IntTuple &coord) {
  std::string e = requireStaticIntegral(l, "eval", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c;
  int64_t v = evalCoordRec(c, coord, l.shape, l.stride);
  if (c.bad())
    return failWith<int64_t>("eval", c);
  return v;
}

namespace {
/// Collect (stride leaf, coordinate) contributions for a linear index.
void basisTerms(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x,
                std::vector<std::pair<SV, int64_t>> &out) {
  if (s.isLeaf()) {
    out.push_back({toSV(d), x});
    return;
  }
  const auto &se = s.elems();
  for (size_t i = 0; i < se.size(); ++i) {
    if (i + 1 == se.size()) {
      basisTerms(c, se[i], d.elems()[i], x, out);
    } else {
      int64_t sz = product(c, se[i]);
      basisTerms(c, se[i], d.elems()[i], x % sz, out);
      x /= sz;
    }
  }
}

struct BasisNode {
  bool isLeaf = true;
  int64_t value = 0;
  std::map<int, BasisNode> kids;
};

bool addPath(BasisNode &n, const std::vector<int> &path, size_t k,
             int64_t v, Ctx &c) {
  if (k == path.size()) {
    if (!n.kids.empty()) {
      c.fail("inconsistent scaled-basis nesting");
      return false;
    }
    n.value = add(c, n.value, v);
    return true;
  }
  if (n.isLeaf && n.value != 0) {
    c.fail("inconsistent scaled-basis nesting");
    return false;
  }
  n.isLeaf = false;
  return addPath(n.kids[path[k]], path, k + 1, v, c);
}

IntTuple buildBasis(const BasisNode &n) {
  if (n.isLeaf)
    return I(n.value);
  int maxIdx = n.kids.rbegin()->first;
  std::vector<IntTuple> e((size_t)maxIdx + 1, I(0));
  for (const auto &kv : n.kids)
    e[kv.first] = buildBasis(kv.second);
  return T(std::move(e));
}
} // namespace

Result<IntTuple> evalBasis(const Layout &l, int64_t idx) {
  if (!congruent(l.shape, l.stride))
    return Result<IntTuple>::fail(
        "eval: layout shape and stride are not congruent");
  if (anyLeaf(l.shape, IntTuple::Kind::Dynamic) ||
      anyLeaf(l.stride, IntTuple::Kind::Dynamic))
    return Result<IntTuple>::fail(
        "eval: layout has dynamic ('?') values; cannot evaluate");
  if (anyLeaf(l.shape, IntTuple::Kind::Underscore) ||
      anyLeaf(l.stride, IntTuple::Kind::Underscore))
    return Result<IntTuple>::fail("eval: layout has '_' leaves");
  if (anyLeaf(l.shape, IntTuple::Kind::Basis))
    return Result<IntTuple>::fail("eval: layout has a scaled-basis shape");
  Ctx c;
  int64_t n = product(c, l.shape);
  if (c.bad())
    return failWith<IntTuple>("eval", c);
  if (idx < 0 || idx >= n)
    return Result<IntTuple>::fail("eval: index " + std::to_string(idx) +
                                  " is out of range [0," + std::to_string(n) +
                                  ")");
  std::vector<std::pair<SV, int64_t>> terms;
  basisTerms(c, l.shape, l.stride, idx, terms);
  int64_t scalar = 0;
  bool anyBasis = false;
  BasisNode root;
  for (const auto &t : terms) {
    int64_t v = mul(c, t.first.c, t.second);
    if (!t.first.basis || t.first.modes.empty()) {
      scalar = add(c, scalar, v);
      continue;
    }
    anyBasis = true;
    addPath(root, t.first.modes, 0, v, c);
  }
  if (c.bad())
    return failWith<IntTuple>("eval", c);
  if (!anyBasis)
    return I(scalar);
  if (scalar != 0)
    return Result<IntTuple>::fail(
        "eval: cannot add an integer offset to a scaled-basis coordinate");
  return buildBasis(root);
}

//===----------------------------------------------------------------------===//
// Queries
//===----------------------------------------------------------------------===//

Result<int64_t> cosize(const Layout &l) {
  std::string e = requireStaticIntegral(l, "cosize", "layout");
  if (!e.empty())
    return Result<int64_t>::fail(e);
  Ctx c;
  int64_t v = cosizeStatic(c, l);
  if (c.bad())
    return failWith<int64_t>("cosize", c);
  return v;
}

Result<int64_t> shapeDiv(int64_t a, int64_t b) {
  Ctx c;
  int64_t v = sdiv(c, a, b, "divisibility condition");
  if (c.bad())
    return failWith<int64_t>("shape_div", c);
  return v;
}

//===----------------------------------------------------------------------===//
// Coalesce / filter
//===----------------------------------------------------------------------===//

Result<Layout> coalesce(const Layout &l) {
  std::string e = checkCoalescable(l, "coalesce");
  if (!e.empty())
    return Result<Layout>::fail(e);
  Ctx c;
  Layout r = coalesceImpl(c, l, false);
  return checked("coalesce", c, r);
}

Result<Layout> coalesceByMode(const Layout &l) {
  std::string e = checkCoalescable(l, "coalesce");
  if (!e.empty())
    return Result<Layout>::fail(e);
  Ctx c;
  if (l.shape.isLeaf())
    return checked("coalesce", c, coalesceImpl(c, l, false));
  std::vector<Layout> modes;
  for (int i = 0; i < l.shape.rank(); ++i)
    modes.push_back(coalesceImpl(c, getMode(l, i), false));
  return checked("coalesce", c, concatLayouts(modes));
}

Result<Layout> filter(const Layout &l) {
  REQUIRE_STATIC(l, "filter", "layout");
  Ctx c;
  std::vector<int64_t> s, d;
  filterFlat(c, l, s, d);
  return checked("filter", c, fromFlat(s, d));
}

Result<Layout> normalizeLayout(const Layout &l) { return coalesce(l); }

Result<bool> layoutsEquivalent(const Layout &a, const Layout &b) {
  Result<Layout> na = normalizeLayout(a);
  if (!na.ok())
    return na.error();
  Result<Layout> nb = normalizeLayout(b);
  if (!nb.ok())
    return nb.error();
  Result<int64_t> sa = size(a), sb = size(b);
  if (!sa.ok())
    return sa.error();
  if (!sb.ok())
    return sb.error();
  return *sa == *sb && *na == *nb;
}

//===----------------------------------------------------------------------===//
// Composition
//===----------------------------------------------------------------------===//

Result<Layout> composition(const Layout &a, const Layout &b) {
  REQUIRE_STATIC(a, "composition", "LHS layout");
  REQUIRE_STATIC(b, "composition", "RHS layout");
  Ctx c;
  Layout r = composeStatic(c, a, b);
  return checked("composition", c, r);
}


Result<Layout> composition(const Layout &a, const Tiler &b) {
  if (!b.byMode)
    return composition(a, b.layout);
  std::string e = tilerRankError("composition", a, b);
  if (!e.empty())
    return Result<Layout>::fail(e);
  std::vector<Layout> modes;
  for (size_t i = 0; i < b.modes.size(); ++i) {
    Result<Layout> r = composition(getMode(a, (int)i), b.modes[i]);
    if (!r.ok())
      return r;
    modes.push_back(*r);
  }
  return concatLayouts(modes);
}

//===----------------------------------------------------------------------===//
// Complement
//===----------------------------------------------------------------------===//

Result<Layout> complement(const Layout &l, int64_t cosizeHi) {
  REQUIRE_STATIC(l, "complement", "layout");
  if (cosizeHi < 1)
    return Result<Layout>::fail("complement: cosize_hi must be positive, got " +
                                std::to_string(cosizeHi));
  Ctx c;
  Layout r = complementStatic(c, l, I(cosizeHi));
  return checked("complement", c, r);
}

Result<Layout> complement(const Layout &l) {
  REQUIRE_STATIC(l, "complement", "layout");
  Ctx c;
  std::vector<int64_t> s, d;
  filterFlat(c, l, s, d);
  int64_t cot = cosizeStatic(c, fromFlat(s, d));
  if (c.bad())
    return failWith<Layout>("complement", c);
  Layout r = complementStatic(c, l, I(cot));
  return checked("complement", c, r);
}

} // namespace cute_nvgpu::layout
