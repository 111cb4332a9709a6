//===- Composition.cpp - composition of layouts and tilers ----------------===//
//
// One composition for both semantics, on static or dynamic leaves (CuTe
// layout.hpp composition_impl, CuTe IR's cutegen composition):
//   right-distribute over the rhs's modes; for an integral rhs mode s:d walk
//   the flat lhs modes, dividing the stride out of each extent and taking
//   min() of the rest of s, under CuTe's weak divisibility conditions; the
//   last lhs mode is unbounded.
// The lhs is prepared as the semantics says: CuTe C++ coalesce_x's it by
// the rhs's coprofile (whole, for an integral rhs);
// CuTe IR coalesce_z's it by the rhs's coprofile, lets a scaled-basis rhs
// stride `k@m` select lhs mode m, and coalesces each result mode.
// A tiler composes mode by mode and drops the lhs modes it does not reach.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

Layout composeModes(Ctx &c, const IntTuple &ls, const IntTuple &ld,
                    const IntTuple &rs, const IntTuple &rd, Semantics sem);

/// A right-hand mode `s:k@m0@...` selects mode (m0, ...) of the left-hand
/// layout and composes it with `s:k` (CuTe IR's scaled-basis case).
Layout composeBasis(Ctx &c, const IntTuple &ls, const IntTuple &ld,
                    const IntTuple &rs, const IntTuple &rd, Semantics sem) {
  if (!rs.isStaticInt() || rd.basisDenominator() != 1) {
    c.fail("a scaled-basis mode needs a static shape and an integer "
           "coefficient");
    return Layout{rs, rd};
  }
  const IntTuple *s = &ls, *d = &ld;
  for (int m : rd.basisModes()) {
    if (!s->isTuple() || m >= s->rank()) {
      c.fail("the scaled basis selects no mode of the left-hand layout");
      return Layout{rs, rd};
    }
    s = &(*s)[m];
    d = &(*d)[m];
  }
  IntTuple k = rd.basisIsDynamic()
                   ? IntTuple::dynamic(rd.dynamicBits(), rd.divisibility())
                   : I(rd.value());
  return composeModes(c, *s, *d, rs, k, sem);
}

/// composition_impl: `ls:ld` is flat (or a leaf), or, for scaled-basis
/// right-hand strides, flat in the modes those select.
Layout composeModes(Ctx &c, const IntTuple &ls, const IntTuple &ld,
                    const IntTuple &rs, const IntTuple &rd, Semantics sem) {
  if (c.bad())
    return Layout{rs, rd};
  if (rs.isTuple()) {
    std::vector<Layout> parts;
    for (int i = 0; i < rs.rank(); ++i)
      parts.push_back(composeModes(c, ls, ld, rs[i], rd[i], sem));
    return concatLayouts(parts);
  }
  if (rd.isBasis())
    return composeBasis(c, ls, ld, rs, rd, sem);
  if (rd.isUnderscore() || rs.isUnderscore() || rs.isBasis()) {
    c.fail("needs an integer right-hand layout");
    return Layout{rs, rd};
  }
  if (isConst(rd, 0))
    return Layout{rs, rd};
  if (ls.isLeaf())
    return Layout{rs, c.mul(rd, ld)};
  if (ls.depth() > 1) {
    c.fail("needs a flat left-hand mode");
    return Layout{rs, rd};
  }
  int R = ls.rank();
  // A stride that is 0 only at run time: the walk below divides by it.
  c.require(dyn::Condition::NonZero, rd, I(0),
            "composition: right-hand stride %v is 0 at run time; the "
            "result's structure was decided for a non-zero stride");
  std::vector<IntTuple> resS, resD;
  IntTuple restS = rs, restD = rd;
  for (int i = 0; i < R - 1; ++i) {
    const IntTuple &cs = ls[i], &cd = ld[i];
    if (!c.require(dyn::Condition::StrideDivisible, restD, cs,
                   "composition: stride divisibility condition violated: "
                   "stride %v is neither a multiple of nor less than shape "
                   "%v")) {
      c.fail("stride divisibility condition violated: stride " +
             std::to_string(restD.value()) + " is neither a multiple of nor "
             "less than shape " + std::to_string(cs.value()));
      return Layout{rs, rd};
    }
    IntTuple absD = c.abs(restD);
    IntTuple nextShape = c.ceilDiv(cs, absD);
    IntTuple nextStride = c.mul(c.ceilDiv(absD, cs), c.signum(restD));
    if (isOne(nextShape) || isOne(restS)) {
      restD = nextStride;
      continue;
    }
    IntTuple newShape = c.min(nextShape, restS);
    if (!c.require(dyn::Condition::MultipleOf, restS, newShape,
                   "composition: shape divisibility condition violated: %v "
                   "is not a multiple of %v")) {
      c.fail("shape divisibility condition violated: " +
             std::to_string(restS.value()) + " is not a multiple of " +
             std::to_string(newShape.value()));
      return Layout{rs, rd};
    }
    resS.push_back(newShape);
    resD.push_back(c.mul(restD, cd));
    restS = c.div(restS, newShape);
    restD = nextStride;
  }
  if (resS.empty())
    return Layout{restS, c.mul(restD, ld[R - 1])};
  if (isOne(restS))
    return fromLeaves(resS, resD);
  resS.push_back(restS);
  resD.push_back(c.mul(restD, ld[R - 1]));
  if (sem == Semantics::CuteCpp)
    return fromLeaves(resS, resD);
  return coalesceLeaves(c, resS, resD, coalesceRule(sem));
}

void addBasisPath(IntTuple &node, const std::vector<int> &path, size_t k) {
  if (k == path.size())
    return;
  std::vector<IntTuple> e;
  if (node.isTuple())
    e = node.elems();
  while ((int)e.size() <= path[k])
    e.push_back(I(0));
  addBasisPath(e[path[k]], path, k + 1);
  node = T(std::move(e));
}

} // namespace

IntTuple detail::coprofile(const Layout &l) {
  IntTuple p = I(0);
  for (const IntTuple &d : leaves(l.stride))
    if (d.isBasis())
      addBasisPath(p, d.basisModes(), 0);
  return p;
}

Layout detail::compose(Ctx &c, const Layout &lhs, const Layout &rhs,
                       Semantics sem) {
  IntTuple prof = coprofile(rhs);
  if (sem == Semantics::CuteCpp) {
    // coalesce_x(lhs, coprofile(rhs)): a scaled-basis rhs keeps the lhs
    // modes it selects apart and coalesces within each.
    if (prof.isTuple() && prof.rank() > rankOf(lhs)) {
      c.fail("the right-hand layout's scaled bases reach more modes than the "
             "left-hand layout has");
      return rhs;
    }
    Layout fx = coalesceByProfile(c, lhs, prof,
                                  CoalesceRule{sem, /*extended=*/true});
    return composeModes(c, fx.shape, fx.stride, rhs.shape, rhs.stride, sem);
  }
  if (prof.isTuple() && prof.rank() > rankOf(lhs)) {
    c.fail("the right-hand layout's scaled bases reach more modes than the "
           "left-hand layout has");
    return rhs;
  }
  Layout z = coalesceByProfile(c, lhs, prof,
                               CoalesceRule{sem, false, /*keepLast=*/true});
  return composeModes(c, z.shape, z.stride, rhs.shape, rhs.stride, sem);
}

Layout detail::compose(Ctx &c, const Layout &lhs, const TileNode &rhs,
                       Semantics sem) {
  switch (rhs.kind) {
  case TileNode::Kind::Layout:
    return compose(c, lhs, rhs.layout, sem);
  case TileNode::Kind::Underscore:
    return lhs;
  case TileNode::Kind::Modes:
    break;
  }
  if ((int)rhs.modes.size() > rankOf(lhs)) {
    c.fail("tiler has " + std::to_string(rhs.modes.size()) +
           " modes but the layout has rank " + std::to_string(rankOf(lhs)));
    return lhs;
  }
  std::vector<Layout> modes;
  for (size_t i = 0; i < rhs.modes.size(); ++i)
    modes.push_back(compose(c, getMode(lhs, (int)i), rhs.modes[i], sem));
  return concatLayouts(modes);
}

Result<Layout> composition(const Layout &a, const Layout &b, Semantics sem,
                           dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp) {
    REQUIRE_STATIC(a, "composition", "LHS layout");
    REQUIRE_STATIC(b, "composition", "RHS layout");
  }
  Ctx c(tracer);
  Layout r = compose(c, a, b, sem);
  return checked("composition", c, r);
}

Result<Layout> composition(const Layout &a, const TileNode &b, Semantics sem,
                           dyn::Tracer *tracer) {
  Ctx c(tracer);
  Layout r = compose(c, a, b, sem);
  return checked("composition", c, r);
}

Result<Layout> composition(const Layout &a, const Tiler &b) {
  if (!b.byMode)
    return composition(a, b.layout, Semantics::CuteCpp, /*tracer=*/nullptr);
  std::string e = tilerRankError("composition", a, b);
  if (!e.empty())
    return Result<Layout>::fail(e);
  REQUIRE_STATIC(a, "composition", "LHS layout");
  // Composition reads a bare integer N as N:1 (the divides and products
  // read it as make_layout(N)).
  TileNode node;
  for (const Layout &m : b.modes) {
    REQUIRE_STATIC(m, "composition", "RHS layout");
    node.modes.push_back(TileNode::fromLayout(m));
  }
  return composition(a, node, Semantics::CuteCpp, /*tracer=*/nullptr);
}

Result<ComposedLayout> composition(const ComposedLayout &a, const Layout &b) {
  return withInner(a, composition(a.layout, b, Semantics::CuteCpp,
                                  /*tracer=*/nullptr));
}

Result<ComposedLayout> composition(const ComposedLayout &a, const Tiler &b) {
  return withInner(a, composition(a.layout, b));
}

} // namespace cute_nvgpu::layout
