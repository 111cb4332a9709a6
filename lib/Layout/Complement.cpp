//===- Complement.cpp - complement and complement_extend ------------------===//
//
// One complement for both semantics, on static or dynamic leaves (CuTe
// layout.hpp complement, CuTe IR's cutegen complement):
//   visit the modes that move (stride != 0, extent != 1) by increasing
//   stride; each gap below a mode is a result mode (stride / reach so far,
//   at that reach), and the reach grows to stride * extent;
//   then the rest: up to a cotarget, ceil_div(cotarget, reach) at the reach,
//   coalesced by the semantics' rule; without a cotarget (CuTe IR) an
//   open-ended size-1 mode at the reach, coalesce_z'ed.
// A layout that moves nothing complements to make_layout(coalesce(cotarget)).
// Scaled-basis strides (CuTe IR, no cotarget) get one integer complement per
// basis direction E<i>, recursively for hierarchical bases.
// complement_extend(L, shapeA) (CuTe IR's logical_divide) replaces the rest
// mode with modes that cover shapeA.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

#include <algorithm>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

Layout dummy() { return Layout{I(1), I(0)}; }

/// A mode of a scaled-basis layout: extent, coefficient, and the basis path
/// still to descend (outermost first).
struct BasisMode {
  IntTuple shape;
  int64_t coef;
  std::vector<int> path;
};

/// `t`'s non-zero integer leaves as scaled bases along `prefix`.
IntTuple toBasis(const IntTuple &t, const std::vector<int> &prefix) {
  if (t.isTuple()) {
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(toBasis(x, prefix));
    return T(std::move(e));
  }
  if (isConst(t, 0) || prefix.empty() || !t.isStaticInt())
    return t;
  return IntTuple::basis(t.value(), prefix);
}

/// The complement of the modes along one direction: an integer complement
/// where every path is used up, else one result mode per next direction
/// E<i>, recursively (CuTe IR's hierarchical scaled bases); the strides are
/// scaled bases of `prefix` + the direction.
Layout complementBasisModes(Ctx &c, const std::vector<BasisMode> &ms,
                            const std::vector<int> &prefix) {
  bool leaf = !ms.empty() && ms[0].path.empty();
  for (const BasisMode &m : ms)
    if (m.path.empty() != leaf) {
      c.fail("a scaled basis direction holds both integer and deeper modes");
      return dummy();
    }
  if (ms.empty() || leaf) {
    std::vector<IntTuple> bs, bd;
    for (const BasisMode &m : ms) {
      bs.push_back(m.shape);
      bd.push_back(I(m.coef));
    }
    Layout r = complementCore(c, fromLeaves(bs, bd), nullptr,
                              Semantics::CuteIR);
    return Layout{r.shape, toBasis(r.stride, prefix)};
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
    modes.push_back(complementBasisModes(c, sub, p));
  }
  return concatLayouts(modes);
}

/// The complement of a layout with scaled-basis strides: one complement per
/// basis direction (static-0 strides are skipped), the result's mode i in
/// direction E<i>.
Layout complementBasis(Ctx &c, const std::vector<IntTuple> &s,
                       const std::vector<IntTuple> &d) {
  std::vector<BasisMode> ms;
  for (size_t i = 0; i < d.size(); ++i) {
    if (isConst(d[i], 0))
      continue;
    if (!d[i].isBasis() || d[i].basisIsDynamic() ||
        d[i].basisDenominator() != 1) {
      c.fail("needs scaled-basis strides with static integer coefficients, "
             "or static zeros among them");
      return dummy();
    }
    ms.push_back({s[i], d[i].value(), d[i].basisModes()});
  }
  return complementBasisModes(c, ms, {});
}

/// prefix_product(shape, init): strides that start at `init`'s leaves and
/// grow by the shape inside a tuple that `init` leaves as one leaf.
IntTuple prefixProduct(Ctx &c, const IntTuple &shape, const IntTuple &init) {
  if (shape.isTuple() && init.isTuple() && shape.rank() == init.rank()) {
    std::vector<IntTuple> out;
    for (int i = 0; i < shape.rank(); ++i)
      out.push_back(prefixProduct(c, shape[i], init[i]));
    return T(std::move(out));
  }
  if (shape.isLeaf())
    return init;
  IntTuple acc = init;
  std::vector<IntTuple> out;
  for (const IntTuple &e : shape.elems()) {
    out.push_back(prefixProduct(c, e, acc));
    acc = c.mul(acc, c.product(e));
  }
  return T(std::move(out));
}

/// The complement `cS:cD` (of one basis direction, or all of it) with its
/// last mode replaced by modes that cover `shapeA` from its last stride on.
Layout extendLastMode(Ctx &c, const IntTuple &cS, const IntTuple &cD,
                      const IntTuple &shapeA) {
  IntTuple last = cD.isTuple() ? cD.elems().back() : cD;
  IntTuple sizeC;
  if (last.isBasis() && !last.basisIsDynamic() &&
      last.basisDenominator() == 1)
    sizeC = I(last.value());
  else if (last.isStaticInt() || last.isDynamic())
    sizeC = last;
  else {
    c.fail("complement has no integer last stride to extend");
    return Layout{cS, cD};
  }
  if (isConst(sizeC, 0)) {
    c.fail("complement has a zero last stride");
    return Layout{cS, cD};
  }
  std::vector<IntTuple> shapeR;
  for (const IntTuple &s : leaves(shapeA)) {
    shapeR.push_back(c.ceilDiv(s, sizeC));
    sizeC = c.ceilDiv(sizeC, s);
  }
  IntTuple newShape;
  if (cS.isTuple()) {
    std::vector<IntTuple> e = cS.elems();
    e.back() = T(shapeR);
    newShape = T(std::move(e));
  } else {
    newShape = T(shapeR);
  }
  return coalesceLayout(c, Layout{newShape, prefixProduct(c, newShape, cD)},
                        coalesceRule(Semantics::CuteIR));
}

/// complement_extend of a scaled-basis layout: walked along its coprofile;
/// a direction the layout does not reach keeps all of shapeA's mode, in
/// that mode's basis.
Layout extendByCoprofile(Ctx &c, const IntTuple &prof, const Layout &comp,
                         const IntTuple &shapeA, const IntTuple &basisA) {
  if (prof.isLeaf())
    return extendLastMode(c, comp.shape, comp.stride, shapeA);
  int n = std::max(prof.rank(), shapeA.rank());
  if (shapeA.isTuple() && shapeA.rank() < prof.rank()) {
    c.fail("the tiler's scaled bases reach more modes than the layout has");
    return comp;
  }
  std::vector<Layout> modes;
  for (int i = 0; i < n; ++i) {
    const IntTuple &sA = shapeA.isTuple() ? shapeA[i] : shapeA;
    const IntTuple &dA = basisA.isTuple() ? basisA[i] : basisA;
    if (i < prof.rank())
      modes.push_back(
          extendByCoprofile(c, prof[i], getMode(comp, i), sA, dA));
    else
      modes.push_back(Layout{sA, dA});
  }
  return concatLayouts(modes);
}

} // namespace

namespace detail {

Layout complementCore(Ctx &c, const Layout &l, const IntTuple *cotarget,
                      Semantics sem) {
  std::vector<IntTuple> s = leaves(l.shape), d = leaves(l.stride);
  if (s.size() != d.size()) {
    c.fail("shape and stride are not congruent");
    return dummy();
  }
  for (const IntTuple &x : d)
    if (x.isBasis()) {
      if (cotarget) {
        c.fail("a complement to a cotarget needs integer strides");
        return dummy();
      }
      return complementBasis(c, s, d);
    }
  if (cotarget)
    for (const IntTuple &e : leaves(*cotarget)) {
      if (e.isStaticInt() && e.value() <= 0) {
        c.fail("the cotarget " + toString(*cotarget) +
               " has the extent " + std::to_string(e.value()) +
               "; a cotarget is a shape, whose extents are positive");
        return dummy();
      }
      if (!e.isStaticInt() && !e.isDynamic()) {
        c.fail("the cotarget " + toString(*cotarget) +
               " must hold integer extents");
        return dummy();
      }
    }

  std::vector<size_t> moving;
  for (size_t i = 0; i < s.size(); ++i)
    if (!isConst(d[i], 0) && !isOne(s[i]))
      moving.push_back(i);
  if (moving.empty()) {
    if (!cotarget)
      return Layout{I(1), I(1)};
    // make_layout(coalesce(cotarget)): compact column-major.
    std::vector<IntTuple> cs = leaves(*cotarget), cd;
    IntTuple run = I(1);
    for (const IntTuple &e : cs) {
      cd.push_back(run);
      run = c.mul(run, e);
    }
    if (cs.empty()) {
      cs.push_back(I(1));
      cd.push_back(I(1));
    }
    return coalesceLeaves(c, cs, cd, coalesceRule(sem));
  }

  // One mode has no order to know: its stride and extent may be dynamic
  // (complemented symbolically, as CuTe IR does: `?:2` to the cotarget 6 is
  // `(2,?):(1,?)`). Several modes must have static strides, to be sorted,
  // and, to a cotarget, static extents.
  bool oneMode = s.size() == 1;
  if (oneMode && d[0].isStaticInt() && d[0].value() < 0) {
    c.fail("negative strides are not supported");
    return dummy();
  }
  if (!oneMode) {
    for (size_t i : moving) {
      if (!d[i].isStaticInt()) {
        c.fail("needs static integer strides, or a single mode");
        return dummy();
      }
      if (d[i].value() < 0) {
        c.fail("negative strides are not supported");
        return dummy();
      }
      if (cotarget && !s[i].isStaticInt()) {
        c.fail("a complement to a cotarget needs static extents, or a single "
               "mode");
        return dummy();
      }
    }
    std::stable_sort(moving.begin(), moving.end(), [&](size_t x, size_t y) {
      return d[x].value() < d[y].value();
    });
  }

  std::vector<IntTuple> rs, rd{I(1)};
  for (size_t i : moving) {
    if (d[i].isStaticInt() && rd.back().isStaticInt() &&
        d[i].value() < rd.back().value()) {
      c.fail("cannot complement " + toString(l) +
             ": its modes overlap or interleave (non-injective layout)");
      return dummy();
    }
    rs.push_back(c.div(d[i], rd.back()));
    rd.push_back(c.mul(d[i], s[i]));
  }
  if (!cotarget) {
    rs.push_back(I(1));
    return coalesceLeaves(c, rs, rd,
                          CoalesceRule{Semantics::CuteIR, false, true});
  }
  rs.push_back(c.product(c.take(tupleCeilDiv(*cotarget, rd.back(), c.tracer))));
  return coalesceLeaves(c, rs, rd, coalesceRule(sem));
}

Layout complementExtend(Ctx &c, const Layout &l, const IntTuple &shapeA) {
  Layout comp = complementCore(c, l, nullptr, Semantics::CuteIR);
  if (c.bad())
    return l;
  IntTuple prof = coprofile(l);
  if (prof.isTuple())
    return extendByCoprofile(c, prof, comp, shapeA, basisLike(shapeA, {}));
  return extendLastMode(c, comp.shape, comp.stride, shapeA);
}

} // namespace detail

Result<Layout> complement(const Layout &l, int64_t cosizeHi) {
  REQUIRE_STATIC(l, "complement", "layout");
  if (cosizeHi < 1)
    return Result<Layout>::fail("complement: cosize_hi must be positive, got " +
                                std::to_string(cosizeHi));
  Ctx c(/*tracer=*/nullptr);
  IntTuple cot = I(cosizeHi);
  Layout r = complementCore(c, l, &cot, Semantics::CuteCpp);
  return checked("complement", c, r);
}

Result<Layout> complement(const Layout &l, Semantics sem, dyn::Tracer *tracer) {
  Ctx c(tracer);
  if (sem == Semantics::CuteIR)
    return checked("complement", c, complementCore(c, l, nullptr, sem));
  REQUIRE_STATIC(l, "complement", "layout");
  // CuTe C++'s default cotarget: the cosize of the modes that move.
  Result<Layout> f = filter(l);
  if (!f.ok())
    return f;
  IntTuple cot = I(cosizeStatic(c, *f));
  if (c.bad())
    return failWith<Layout>("complement", c);
  return checked("complement", c, complementCore(c, l, &cot, sem));
}

Result<Layout> complement(const Layout &l, const IntTuple &cotarget,
                          Semantics sem, dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp)
    REQUIRE_STATIC(l, "complement", "layout");
  Ctx c(tracer);
  return checked("complement", c, complementCore(c, l, &cotarget, sem));
}

} // namespace cute_nvgpu::layout
