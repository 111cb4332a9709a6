//===- TilingIR.cpp - divides, products and tile_to_shape as CuTe IR does --===//
//
// CuTe IR infers the result types of its tiling ops with its own algebra,
// which follows pycute rather than CuTe C++ where the two differ:
//   complement(A)           has no cotarget: its last mode is the open-ended
//                           "rest" (a trailing size-1 mode keeps its stride);
//   logical_product(A, B) = (A, complement(A) o B);
//   logical_divide(A, B)  = A o (B, complement(B) extended over shape(A));
//   composition             extends the last mode of its left operand.
// Every leaf computation goes through Layout/Dynamic.h, so dynamic (`?`)
// shapes and strides flow through as CuTe IR's width rule says.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <algorithm>
#include <functional>
#include <optional>

namespace cute_nvgpu::layout::tiling {

namespace {

/// First error wins; callers check `bad()` after each step.
struct Alg {
  std::string err;
  bool bad() const { return !err.empty(); }
  void fail(const std::string &m) {
    if (err.empty())
      err = m;
  }
  IntTuple take(Result<IntTuple> r) {
    if (r.ok())
      return *r;
    fail(r.error().message);
    return IntTuple::integer(1);
  }

  // Leaf arithmetic. A scaled basis times a static integer scales the
  // basis's coefficient; anything else needs integer leaves.
  IntTuple mul(const IntTuple &a, const IntTuple &b) {
    if (a.isBasis() || b.isBasis()) {
      const IntTuple &e = a.isBasis() ? a : b;
      const IntTuple &k = a.isBasis() ? b : a;
      if (k.isBasis() || !k.isStaticInt()) {
        fail("a scaled basis can only be scaled by a static integer");
        return e;
      }
      Result<IntTuple> c =
          dyn::mul(IntTuple::integer(e.value()), IntTuple::integer(k.value()));
      if (!c.ok()) {
        fail(c.error().message);
        return e;
      }
      if (c->value() == 0)
        return IntTuple::integer(0);
      return IntTuple::basis(c->value(), e.basisModes());
    }
    return take(dyn::mul(a, b));
  }
  IntTuple div(const IntTuple &a, const IntTuple &b) {
    return take(dyn::div(a, b));
  }
  IntTuple ceilDiv(const IntTuple &a, const IntTuple &b) {
    return take(dyn::ceilDiv(a, b));
  }
  IntTuple min(const IntTuple &a, const IntTuple &b) {
    return take(dyn::min(a, b));
  }
};

bool isConst(const IntTuple &t, int64_t v) {
  return t.isStaticInt() && t.value() == v;
}
bool isOne(const IntTuple &t) { return isConst(t, 1); }

void flattenInto(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isLeaf()) {
    out.push_back(t);
    return;
  }
  for (const IntTuple &e : t.elems())
    flattenInto(e, out);
}
std::vector<IntTuple> leaves(const IntTuple &t) {
  std::vector<IntTuple> out;
  flattenInto(t, out);
  return out;
}
/// A rank-1 list is its element (cutegen's unwrap).
IntTuple unwrap(std::vector<IntTuple> v) {
  if (v.size() == 1)
    return v[0];
  return IntTuple::tuple(std::move(v));
}
int rankOf(const Layout &l) { return l.shape.rank(); }
Layout modeOf(const Layout &l, int i) {
  if (l.shape.isLeaf())
    return l;
  return Layout{l.shape[i], l.stride[i]};
}
/// make_layout(l0, l1, ...): always a tuple, even of one mode.
Layout tupleOf(const std::vector<Layout> &modes) {
  std::vector<IntTuple> s, d;
  for (const Layout &m : modes) {
    s.push_back(m.shape);
    d.push_back(m.stride);
  }
  return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
}

/// cutegen's coalesce_ on flat modes: a pending size-1 mode is dropped when
/// another follows; adjacent static modes merge when contiguous.
void coalesceFlat(Alg &a, std::vector<IntTuple> &shp,
                  std::vector<IntTuple> &str) {
  std::vector<IntTuple> s, d;
  for (size_t i = 0; i < shp.size(); ++i) {
    while (!s.empty() && isOne(s.back())) {
      s.pop_back();
      d.pop_back();
    }
    if (!s.empty() && s.back().isStaticInt() && shp[i].isStaticInt() &&
        (d.back().isStaticInt() || d.back().isBasis()) &&
        (str[i].isStaticInt() || str[i].isBasis()) &&
        str[i] == a.mul(s.back(), d.back())) {
      s.back() = a.mul(s.back(), shp[i]);
      continue;
    }
    s.push_back(shp[i]);
    d.push_back(str[i]);
  }
  shp.swap(s);
  str.swap(d);
}

/// coalesce_z: flatten and merge, keeping a trailing size-1 mode.
Layout coalesceZ(Alg &a, const Layout &l) {
  std::vector<IntTuple> s = leaves(l.shape), d = leaves(l.stride);
  coalesceFlat(a, s, d);
  return Layout{unwrap(s), unwrap(d)};
}

/// coalesce: the algebra ops' coalesce (one rule for both families); the
/// divides only add coalesce_z above, which keeps a trailing size-1 mode.
Layout coalesce(Alg &a, const Layout &l) {
  Result<Layout> c = coalesceDynamic(l);
  if (!c.ok()) {
    a.fail(c.error().message);
    return l;
  }
  return *c;
}

IntTuple absLeaf(Alg &a, const IntTuple &t) { return a.take(dyn::abs(t)); }
IntTuple signumLeaf(Alg &a, const IntTuple &t) {
  return a.take(dyn::signum(t));
}

Layout compose(Alg &a, const IntTuple &ls, const IntTuple &ld,
               const IntTuple &rs, const IntTuple &rd);

/// A right-hand mode `s:k@m0@...` selects mode (m0, ...) of the left-hand
/// layout and composes it with `s:k` (cutegen's scaled-basis case).
Layout composeBasis(Alg &a, const IntTuple &ls, const IntTuple &ld,
                    const IntTuple &rs, const IntTuple &rd) {
  if (!rs.isStaticInt() || rd.basisDenominator() != 1) {
    a.fail("composition with a scaled-basis mode needs a static shape and "
           "an integer coefficient");
    return Layout{rs, rd};
  }
  const IntTuple *s = &ls, *d = &ld;
  for (int m : rd.basisModes()) {
    if (!s->isTuple() || m >= s->rank()) {
      a.fail("composition: the scaled basis selects no mode of the left-hand "
             "layout");
      return Layout{rs, rd};
    }
    s = &(*s)[m];
    d = &(*d)[m];
  }
  IntTuple k = rd.basisIsDynamic()
                   ? IntTuple::dynamic(rd.dynamicBits(), rd.divisibility())
                   : IntTuple::integer(rd.value());
  return compose(a, *s, *d, rs, k);
}

/// composition_impl: `ls:ld` is flat (or a leaf), or, for scaled-basis
/// right-hand strides, flat in the modes those select.
Layout compose(Alg &a, const IntTuple &ls, const IntTuple &ld,
               const IntTuple &rs, const IntTuple &rd) {
  if (rs.isTuple()) {
    std::vector<IntTuple> s, d;
    for (int i = 0; i < rs.rank(); ++i) {
      Layout m = compose(a, ls, ld, rs[i], rd[i]);
      s.push_back(m.shape);
      d.push_back(m.stride);
    }
    return Layout{IntTuple::tuple(std::move(s)), IntTuple::tuple(std::move(d))};
  }
  if (rd.isBasis())
    return composeBasis(a, ls, ld, rs, rd);
  if (rd.isUnderscore() || rs.isUnderscore() || rs.isBasis()) {
    a.fail("composition needs an integer right-hand layout");
    return Layout{rs, rd};
  }
  if (isConst(rd, 0))
    return Layout{rs, rd};
  if (ls.isLeaf())
    return Layout{rs, a.mul(rd, ld)};
  if (ls.depth() > 1) {
    a.fail("composition needs a flat left-hand mode");
    return Layout{rs, rd};
  }
  int R = ls.rank();
  std::vector<IntTuple> resS, resD;
  IntTuple restS = rs, restD = rd;
  for (int i = 0; i < R - 1; ++i) {
    const IntTuple &cs = ls[i], &cd = ld[i];
    if (cs.isStaticInt() && restD.isStaticInt() && cs.value() != 0 &&
        restD.value() % cs.value() != 0 && restD.value() >= cs.value()) {
      a.fail("composition: stride divisibility condition violated");
      return Layout{rs, rd};
    }
    IntTuple absD = absLeaf(a, restD);
    IntTuple nextShape = a.ceilDiv(cs, absD);
    IntTuple nextStride = a.mul(a.ceilDiv(absD, cs), signumLeaf(a, restD));
    if (isOne(nextShape) || isOne(restS)) {
      restD = nextStride;
      continue;
    }
    IntTuple newShape = a.min(nextShape, restS);
    if (newShape.isStaticInt() && restS.isStaticInt() &&
        (newShape.value() == 0 || restS.value() % newShape.value() != 0)) {
      a.fail("composition: shape divisibility condition violated");
      return Layout{rs, rd};
    }
    resS.push_back(newShape);
    resD.push_back(a.mul(restD, cd));
    restS = a.div(restS, newShape);
    restD = nextStride;
  }
  if (resS.empty())
    return Layout{restS, a.mul(restD, ld[R - 1])};
  if (isOne(restS))
    return Layout{unwrap(resS), unwrap(resD)};
  resS.push_back(restS);
  resD.push_back(a.mul(restD, ld[R - 1]));
  return coalesce(a, Layout{IntTuple::tuple(resS), IntTuple::tuple(resD)});
}

void addBasisPath(IntTuple &node, const std::vector<int> &path, size_t k) {
  if (k == path.size())
    return;
  std::vector<IntTuple> e;
  if (node.isTuple())
    e = node.elems();
  while ((int)e.size() <= path[k])
    e.push_back(IntTuple::integer(0));
  addBasisPath(e[path[k]], path, k + 1);
  node = IntTuple::tuple(std::move(e));
}

/// The coprofile of a layout, l(0): 0 for integer strides, else the tuple
/// of zeros that its scaled-basis strides' modes span.
IntTuple coprofile(const Layout &l) {
  IntTuple p = IntTuple::integer(0);
  for (const IntTuple &d : leaves(l.stride))
    if (d.isBasis())
      addBasisPath(p, d.basisModes(), 0);
  return p;
}

/// coalesce_z by a profile: the modes the profile reaches with a leaf are
/// coalesced, the others kept as they are.
Layout coalesceZByProfile(Alg &a, const Layout &l, const IntTuple &prof) {
  if (prof.isLeaf())
    return coalesceZ(a, l);
  std::vector<Layout> modes;
  for (int i = 0; i < rankOf(l); ++i)
    modes.push_back(i < prof.rank()
                        ? coalesceZByProfile(a, modeOf(l, i), prof[i])
                        : modeOf(l, i));
  return tupleOf(modes);
}

Layout composition(Alg &a, const Layout &lhs, const Layout &rhs) {
  IntTuple prof = coprofile(rhs);
  if (prof.isTuple() && prof.rank() > rankOf(lhs)) {
    a.fail("composition: the right-hand layout's scaled bases reach more "
           "modes than the left-hand layout has");
    return rhs;
  }
  Layout c = coalesceZByProfile(a, lhs, prof);
  return compose(a, c.shape, c.stride, rhs.shape, rhs.stride);
}

Layout complementInt(Alg &a, const std::vector<IntTuple> &s,
                     const std::vector<IntTuple> &d);

/// A mode of a scaled-basis layout: extent, coefficient, and the basis path
/// still to descend (outermost first).
struct BasisMode {
  IntTuple shape;
  int64_t coef;
  std::vector<int> path;
};

/// The complement of the modes along one direction: an integer complement
/// where every path is used up, else one result mode per next direction
/// E<i>, recursively (CuTe IR's hierarchical scaled bases); the strides are
/// scaled bases of `prefix` + the direction.
Layout complementBasisModes(Alg &a, const std::vector<BasisMode> &ms,
                            const std::vector<int> &prefix) {
  bool leaf = !ms.empty() && ms[0].path.empty();
  for (const BasisMode &m : ms)
    if (m.path.empty() != leaf) {
      a.fail("complement: a scaled basis direction holds both integer and "
             "deeper modes");
      return Layout{};
    }
  if (ms.empty() || leaf) {
    std::vector<IntTuple> bs, bd;
    for (const BasisMode &m : ms) {
      bs.push_back(m.shape);
      bd.push_back(IntTuple::integer(m.coef));
    }
    Layout c = complementInt(a, bs, bd);
    std::function<IntTuple(const IntTuple &)> toBasis =
        [&](const IntTuple &t) {
          if (t.isTuple()) {
            std::vector<IntTuple> e;
            for (const IntTuple &x : t.elems())
              e.push_back(toBasis(x));
            return IntTuple::tuple(std::move(e));
          }
          if (isConst(t, 0) || prefix.empty())
            return t;
          return IntTuple::basis(t.value(), prefix);
        };
    return Layout{c.shape, toBasis(c.stride)};
  }
  int buckets = 0;
  for (const BasisMode &m : ms)
    buckets = std::max(buckets, m.path[0] + 1);
  std::vector<Layout> modes;
  for (int b = 0; b < buckets; ++b) {
    std::vector<BasisMode> sub;
    for (const BasisMode &m : ms)
      if (m.path[0] == b)
        sub.push_back({m.shape, m.coef,
                       std::vector<int>(m.path.begin() + 1, m.path.end())});
    // CuTe's E<i> under E<j> is the basis path (j, i): inner modes last.
    std::vector<int> p = prefix;
    p.push_back(b);
    modes.push_back(complementBasisModes(a, sub, p));
  }
  return tupleOf(modes);
}

/// The complement of a layout with scaled-basis strides: one complement per
/// basis direction (static-0 strides are skipped), the result's mode i in
/// direction E<i>, recursively for hierarchical bases.
Layout complementBasis(Alg &a, const std::vector<IntTuple> &s,
                       const std::vector<IntTuple> &d) {
  std::vector<BasisMode> ms;
  for (size_t i = 0; i < d.size(); ++i) {
    if (isConst(d[i], 0))
      continue;
    if (!d[i].isBasis() || d[i].basisIsDynamic() ||
        d[i].basisDenominator() != 1) {
      a.fail("complement needs scaled-basis strides with static integer "
             "coefficients, or static zeros among them");
      return Layout{};
    }
    ms.push_back({s[i], d[i].value(), d[i].basisModes()});
  }
  return complementBasisModes(a, ms, {});
}

/// complement(l) without a cotarget (integer or single dynamic strides,
/// or scaled bases).
Layout complement(Alg &a, const Layout &l) {
  std::vector<IntTuple> d = leaves(l.stride), s = leaves(l.shape);
  if (d.size() == s.size())
    for (const IntTuple &x : d)
      if (x.isBasis())
        return complementBasis(a, s, d);
  return complementInt(a, s, d);
}

Layout complementInt(Alg &a, const std::vector<IntTuple> &s,
                     const std::vector<IntTuple> &d) {
  Layout l{IntTuple::integer(1), IntTuple::integer(0)};
  int dynCount = 0;
  for (const IntTuple &x : d) {
    if (x.isDynamic())
      ++dynCount;
    else if (!x.isStaticInt())
      a.fail("complement needs integer strides");
  }
  if (dynCount > 1 || (dynCount == 1 && d.size() != 1))
    a.fail("complement needs static strides or a rank-1 dynamic stride");
  if (a.bad() || d.size() != s.size())
    return l;
  std::vector<size_t> idx(d.size());
  for (size_t i = 0; i < idx.size(); ++i)
    idx[i] = i;
  if (dynCount == 0)
    std::stable_sort(idx.begin(), idx.end(), [&](size_t x, size_t y) {
      return d[x].value() < d[y].value();
    });
  std::vector<IntTuple> rs, rd{IntTuple::integer(1)};
  for (size_t i : idx) {
    if (isConst(d[i], 0) || isOne(s[i]))
      continue;
    if (d[i].isStaticInt() && rd.back().isStaticInt() &&
        d[i].value() < rd.back().value()) {
      a.fail("complement of a non-injective layout");
      return l;
    }
    rs.push_back(a.div(d[i], rd.back()));
    rd.push_back(a.mul(d[i], s[i]));
  }
  if (rs.empty())
    return Layout{IntTuple::integer(1), IntTuple::integer(1)};
  rs.push_back(IntTuple::integer(1));
  return coalesceZ(a, Layout{IntTuple::tuple(rs), IntTuple::tuple(rd)});
}

/// prefix_product(shape, init): strides that start at `init`'s leaves and
/// grow by the shape inside a tuple that `init` leaves as one leaf.
IntTuple prefixProduct(Alg &a, const IntTuple &shape, const IntTuple &init) {
  if (shape.isTuple() && init.isTuple() && shape.rank() == init.rank()) {
    std::vector<IntTuple> out;
    for (int i = 0; i < shape.rank(); ++i)
      out.push_back(prefixProduct(a, shape[i], init[i]));
    return IntTuple::tuple(std::move(out));
  }
  if (shape.isLeaf())
    return init;
  IntTuple acc = init;
  std::vector<IntTuple> out;
  for (const IntTuple &e : shape.elems()) {
    out.push_back(prefixProduct(a, e, acc));
    acc = a.mul(acc, a.take(dyn::product(e)));
  }
  return IntTuple::tuple(std::move(out));
}

/// make_basis_like(shape): E<path> at every leaf of `shape`, the path
/// starting with `prefix`.
IntTuple basisLike(const IntTuple &shape, std::vector<int> prefix) {
  if (shape.isLeaf())
    return IntTuple::basis(1, prefix);
  std::vector<IntTuple> e;
  for (int i = 0; i < shape.rank(); ++i) {
    std::vector<int> p = prefix;
    p.push_back(i);
    e.push_back(basisLike(shape[i], p));
  }
  return IntTuple::tuple(std::move(e));
}

/// One basis direction of complement_extend: the complement `cS:cD` in that
/// direction gets a last mode that covers `shapeA`.
Layout extendBucket(Alg &a, const IntTuple &cS, const IntTuple &cD,
                    const IntTuple &shapeA) {
  IntTuple last = cD.isTuple() ? cD.elems().back() : cD;
  if (!last.isLeaf() || (!last.isStaticInt() && !last.isBasis()) ||
      (last.isBasis() &&
       (last.basisIsDynamic() || last.basisDenominator() != 1))) {
    a.fail("complement has no static last stride to extend");
    return Layout{cS, cD};
  }
  IntTuple sizeC = IntTuple::integer(last.value());
  if (isConst(sizeC, 0)) {
    a.fail("complement has a zero last stride");
    return Layout{cS, cD};
  }
  std::vector<IntTuple> shapeR;
  for (const IntTuple &s : leaves(shapeA)) {
    shapeR.push_back(a.ceilDiv(s, sizeC));
    sizeC = a.ceilDiv(sizeC, s);
  }
  IntTuple newShape;
  if (cS.isTuple()) {
    std::vector<IntTuple> e = cS.elems();
    e.back() = IntTuple::tuple(shapeR);
    newShape = IntTuple::tuple(std::move(e));
  } else {
    newShape = IntTuple::tuple(shapeR);
  }
  return coalesce(a, Layout{newShape, prefixProduct(a, newShape, cD)});
}

/// complement_extend of a scaled-basis layout: walked along its coprofile;
/// a direction the layout does not reach keeps all of shapeA's mode, in
/// that mode's basis.
Layout extendByCoprofile(Alg &a, const IntTuple &prof, const Layout &c,
                         const IntTuple &shapeA, const IntTuple &basisA) {
  if (prof.isLeaf())
    return extendBucket(a, c.shape, c.stride, shapeA);
  int n = std::max(prof.rank(), shapeA.rank());
  if (shapeA.isTuple() && shapeA.rank() < prof.rank()) {
    a.fail("the tiler's scaled bases reach more modes than the layout has");
    return c;
  }
  std::vector<Layout> modes;
  for (int i = 0; i < n; ++i) {
    const IntTuple &sA = shapeA.isTuple() ? shapeA[i] : shapeA;
    const IntTuple &dA = basisA.isTuple() ? basisA[i] : basisA;
    if (i < prof.rank())
      modes.push_back(
          extendByCoprofile(a, prof[i], modeOf(c, i), sA, dA));
    else
      modes.push_back(Layout{sA, dA});
  }
  return tupleOf(modes);
}

/// complement_extend(b, shapeA): complement(b) whose rest mode covers
/// shapeA.
Layout complementExtend(Alg &a, const Layout &b, const IntTuple &shapeA) {
  Layout c = complement(a, b);
  if (a.bad())
    return b;
  IntTuple prof = coprofile(b);
  if (prof.isTuple())
    return extendByCoprofile(a, prof, c, shapeA, basisLike(shapeA, {}));
  IntTuple last = c.stride.isTuple() ? c.stride.elems().back() : c.stride;
  if (!last.isLeaf()) {
    a.fail("complement has a nested last mode");
    return b;
  }
  IntTuple sizeC = last;
  std::vector<IntTuple> shapeR;
  for (const IntTuple &s : leaves(shapeA)) {
    shapeR.push_back(a.ceilDiv(s, sizeC));
    sizeC = a.ceilDiv(sizeC, s);
  }
  IntTuple newShape;
  if (c.shape.isTuple()) {
    std::vector<IntTuple> e = c.shape.elems();
    e.back() = IntTuple::tuple(shapeR);
    newShape = IntTuple::tuple(std::move(e));
  } else {
    newShape = IntTuple::tuple(shapeR);
  }
  return coalesce(a, Layout{newShape, prefixProduct(a, newShape, c.stride)});
}

Layout divideLayout(Alg &a, const Layout &x, const Layout &t) {
  Layout rest = complementExtend(a, t, x.shape);
  if (a.bad())
    return x;
  return composition(a, x, tupleOf({t, rest}));
}

Layout productLayout(Alg &a, const Layout &x, const Layout &t) {
  Layout c = complement(a, x);
  if (a.bad())
    return x;
  Layout r = composition(a, c, t);
  return tupleOf({x, r});
}

/// A layout of a shape as a tiler element: compact column-major, so a
/// size-1 extent gets stride 0.
Layout shapeLayout(Alg &a, const IntTuple &s) {
  if (s.isLeaf())
    return Layout{s, isOne(s) ? IntTuple::integer(0) : IntTuple::integer(1)};
  IntTuple acc = IntTuple::integer(1);
  std::vector<IntTuple> d;
  std::vector<IntTuple> ls = leaves(s);
  for (const IntTuple &e : ls) {
    d.push_back(isOne(e) ? IntTuple::integer(0) : acc);
    acc = a.mul(acc, e);
  }
  size_t k = 0;
  std::function<IntTuple(const IntTuple &)> like = [&](const IntTuple &t) {
    if (t.isLeaf())
      return d[k++];
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(like(x));
    return IntTuple::tuple(std::move(e));
  };
  return Layout{s, like(s)};
}

enum class Op { Divide, Product };

Layout applyOp(Alg &a, Op op, const Layout &x, const Layout &t) {
  return op == Op::Divide ? divideLayout(a, x, t) : productLayout(a, x, t);
}

Layout productDivide(Alg &a, Op op, const Layout &x, const TileNode &t,
                     bool zip) {
  switch (t.kind) {
  case TileNode::Kind::Underscore:
    return x;
  case TileNode::Kind::Layout:
    return applyOp(a, op, x, t.layout);
  case TileNode::Kind::Modes:
    break;
  }
  int n = (int)t.modes.size();
  if (n > rankOf(x)) {
    a.fail("the tiler has more modes than the layout");
    return x;
  }
  std::vector<Layout> lys;
  for (int i = 0; i < n; ++i)
    lys.push_back(productDivide(a, op, modeOf(x, i), t.modes[i], zip));
  for (int i = n; i < rankOf(x); ++i)
    lys.push_back(modeOf(x, i));
  if (!zip)
    return tupleOf(lys);
  std::vector<Layout> m0, m1;
  for (int i = 0; i < n; ++i) {
    if (rankOf(lys[i]) != 2 || lys[i].shape.isLeaf()) {
      a.fail("a tiled mode is not rank 2");
      return x;
    }
    m0.push_back(modeOf(lys[i], 0));
    m1.push_back(modeOf(lys[i], 1));
  }
  for (int i = n; i < rankOf(x); ++i)
    m1.push_back(lys[i]);
  return tupleOf({tupleOf(m0), tupleOf(m1)});
}

/// Mode i of the rank-2 `z`, kept whole or with its sub-modes lifted.
void sliceInto(const Layout &z, int i, bool lift, std::vector<Layout> &out) {
  Layout m = modeOf(z, i);
  if (!lift || m.shape.isLeaf()) {
    out.push_back(m);
    return;
  }
  for (int j = 0; j < m.shape.rank(); ++j)
    out.push_back(modeOf(m, j));
}

Layout regroup(const Layout &z, Grouping g) {
  if (g == Grouping::Logical || g == Grouping::Zipped)
    return z;
  std::vector<Layout> modes;
  sliceInto(z, 0, g == Grouping::Flat, modes);
  sliceInto(z, 1, true, modes);
  return tupleOf(modes);
}

Result<Layout> finish(const Alg &a, const char *op, Layout l) {
  if (a.bad())
    return Result<Layout>::fail(std::string(op) + ": " + a.err);
  return l;
}

/// CuTe zip of a rank-2 layout's two modes (a leaf pair zips to one mode).
Layout zip2(const Layout &p, const Layout &q) {
  if (p.shape.isLeaf() || q.shape.isLeaf() || p.shape.rank() != q.shape.rank())
    return tupleOf({tupleOf({p, q})});
  std::vector<Layout> modes;
  for (int j = 0; j < p.shape.rank(); ++j)
    modes.push_back(tupleOf({modeOf(p, j), modeOf(q, j)}));
  return tupleOf(modes);
}

Layout padToRank(const Layout &l, int r) {
  std::vector<Layout> modes;
  for (int i = 0; i < rankOf(l); ++i)
    modes.push_back(modeOf(l, i));
  while ((int)modes.size() < r)
    modes.push_back(Layout{IntTuple::integer(1), IntTuple::integer(0)});
  return tupleOf(modes);
}

} // namespace

TileNode TileNode::fromShape(const IntTuple &s) {
  TileNode n;
  if (s.isUnderscore()) {
    n.kind = Kind::Underscore;
    return n;
  }
  if (s.isLeaf()) {
    Alg a;
    n.kind = Kind::Layout;
    n.layout = shapeLayout(a, s);
    return n;
  }
  n.kind = Kind::Modes;
  for (const IntTuple &e : s.elems())
    n.modes.push_back(fromShape(e));
  return n;
}

TileNode TileNode::fromTile(const Tile &t) {
  TileNode n;
  n.kind = Kind::Modes;
  for (const Tile::Mode &m : t.modes) {
    if (const auto *l = std::get_if<Layout>(&m)) {
      TileNode c;
      c.kind = Kind::Layout;
      c.layout = *l;
      n.modes.push_back(c);
    } else if (const auto *nested = std::get_if<NestedTile>(&m)) {
      n.modes.push_back(fromTile(**nested));
    } else {
      n.modes.push_back(fromShape(std::get<IntTuple>(m)));
    }
  }
  return n;
}

TileNode TileNode::fromLayout(const Layout &l) {
  TileNode n;
  n.kind = Kind::Layout;
  n.layout = l;
  return n;
}

namespace {
Layout composeTile(Alg &a, const Layout &x, const TileNode &t) {
  switch (t.kind) {
  case TileNode::Kind::Layout:
    return composition(a, x, t.layout);
  case TileNode::Kind::Underscore:
    return x;
  case TileNode::Kind::Modes:
    break;
  }
  if ((int)t.modes.size() > rankOf(x)) {
    a.fail("the tiler has " + std::to_string(t.modes.size()) +
           " modes but the layout only " + std::to_string(rankOf(x)));
    return x;
  }
  std::vector<Layout> modes;
  for (size_t i = 0; i < t.modes.size(); ++i)
    modes.push_back(composeTile(a, modeOf(x, i), t.modes[i]));
  return tupleOf(modes);
}
} // namespace

Result<Layout> composition(const Layout &lhs, const Layout &rhs) {
  Alg a;
  Layout r = composition(a, lhs, rhs);
  return finish(a, "composition", r);
}

Result<Layout> composition(const Layout &lhs, const TileNode &rhs) {
  Alg a;
  Layout r = composeTile(a, lhs, rhs);
  return finish(a, "composition", r);
}

Result<Layout> complementByBasis(const Layout &l) {
  Alg a;
  Layout r = complementBasis(a, leaves(l.shape), leaves(l.stride));
  return finish(a, "complement", r);
}

Result<Layout> divide(const Layout &x, const TileNode &t, Grouping g) {
  Alg a;
  bool zip = g != Grouping::Logical && t.kind == TileNode::Kind::Modes;
  Layout r = productDivide(a, Op::Divide, x, t, zip);
  if (zip || t.kind != TileNode::Kind::Modes)
    r = regroup(r, g);
  return finish(a, "divide", r);
}

Result<Layout> product(const Layout &x, const TileNode &t, Grouping g) {
  Alg a;
  bool zip = g != Grouping::Logical && t.kind == TileNode::Kind::Modes;
  Layout r = productDivide(a, Op::Product, x, t, zip);
  if (zip || t.kind != TileNode::Kind::Modes)
    r = regroup(r, g);
  return finish(a, "product", r);
}

Result<Layout> blockedProduct(const Layout &x, const Layout &t, bool raked) {
  Alg a;
  int r = std::max(rankOf(x), rankOf(t));
  Layout p = rankOf(x) == rankOf(t)
                 ? productLayout(a, x, t)
                 : productLayout(a, padToRank(x, r), padToRank(t, r));
  if (a.bad())
    return finish(a, "product", p);
  Layout p0 = modeOf(p, 0), p1 = modeOf(p, 1);
  if (!raked)
    return finish(a, "product", zip2(p0, p1));
  Layout z = zip2(p1, p0);
  std::vector<Layout> modes;
  for (int i = 0; i < rankOf(z); ++i)
    modes.push_back(coalesce(a, modeOf(z, i)));
  return finish(a, "product", z.shape.isLeaf() ? z : tupleOf(modes));
}

Result<Layout> tileToShape(const Layout &block, const IntTuple &target,
                           const IntTuple &order) {
  Alg a;
  int r = target.rank();
  if (rankOf(block) > r)
    return Result<Layout>::fail("tile_to_shape: block rank exceeds target");
  Layout padded = padToRank(block, r);
  std::vector<IntTuple> ps;
  for (int i = 0; i < r; ++i) {
    IntTuple bs = a.take(dyn::product(modeOf(padded, i).shape));
    IntTuple ts = a.take(dyn::product(target.isLeaf() ? target : target[i]));
    ps.push_back(a.ceilDiv(ts, bs));
  }
  // compact_order: a mode starts at the product of the modes of lower order;
  // a size-1 mode gets stride 0.
  std::vector<IntTuple> ord = leaves(order);
  std::vector<IntTuple> d;
  for (int i = 0; i < r; ++i) {
    IntTuple start = IntTuple::integer(1);
    for (int j = 0; j < r; ++j)
      if (ord[j].value() < ord[i].value())
        start = a.mul(start, ps[j]);
    d.push_back(isOne(ps[i]) ? IntTuple::integer(0) : start);
  }
  if (a.bad())
    return finish(a, "tile_to_shape", block);
  Layout tiler{IntTuple::tuple(ps), IntTuple::tuple(d)};
  return blockedProduct(padded, tiler, false);
}

} // namespace cute_nvgpu::layout::tiling
