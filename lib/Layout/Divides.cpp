//===- Divides.cpp - logical/zipped/tiled/flat divide ---------------------===//
//
// One divide for both semantics (Semantics in Layout.h):
//   CuTe C++ (layout.hpp):  logical_divide(A, T) =
//                             A o (T, complement(T, shape(coalesce(A))));
//   CuTe IR (cutegen):      logical_divide(A, T) =
//                             A o (T, complement_extend(T, shape(A))),
//                           on static or dynamic leaves;
// mode by mode through a tuple tiler, then grouped (Tiler.cpp) into the
// zipped, tiled and flat forms.
//
//===----------------------------------------------------------------------===//

#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

Layout divideCore(Ctx &c, const Layout &a, const Layout &t, Semantics sem) {
  if (sem == Semantics::CuteCpp) {
    std::string e = staticIntegralError(a, "layout");
    if (e.empty())
      e = staticIntegralError(t, "tiler");
    if (!e.empty()) {
      c.fail(e);
      return a;
    }
    Layout ca = coalesceLayout(c, a, coalesceRule(sem));
    Layout comp = complementCore(c, t, &ca.shape, sem);
    if (c.bad())
      return a;
    return compose(c, a, concatLayouts({t, comp}), sem);
  }
  Layout rest = complementExtend(c, t, a.shape);
  if (c.bad())
    return a;
  return compose(c, a, concatLayouts({t, rest}), sem);
}

} // namespace

Result<Layout> divide(const Layout &a, const TileNode &tiler, Grouping g,
                      Semantics sem, dyn::Tracer *tracer) {
  return tileAndGroup(true, a, tiler, g, sem, tracer,
                      [sem](Ctx &c, const Layout &x, const Layout &t) {
                        return divideCore(c, x, t, sem);
                      });
}

Result<Layout> logicalDivide(const Layout &a, const Tiler &b) {
  return tileAndGroup(true, a, b, Grouping::Logical);
}

Result<Layout> zippedDivide(const Layout &a, const Tiler &b) {
  return tileAndGroup(true, a, b, Grouping::Zipped);
}

Result<Layout> tiledDivide(const Layout &a, const Tiler &b) {
  return tileAndGroup(true, a, b, Grouping::Tiled);
}

Result<Layout> flatDivide(const Layout &a, const Tiler &b) {
  return tileAndGroup(true, a, b, Grouping::Flat);
}

} // namespace cute_nvgpu::layout
