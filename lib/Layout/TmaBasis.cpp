//===- TmaBasis.cpp - the TMA G-basis, coalesce_256, TMA tensor strides ---===//
//
// CuTe's construct_tma_gbasis, step by step on the shared algebra:
//   inv    = right_inverse(smem)                 smem idx -> smem coord
//   full   = coalesce(ctaVMap o inv)             smem idx -> gmem mode
//   s2g    = the leading modes of full whose basis coefficient is 1
//   tileG  = gmem o s2g                          box idx -> gmem stride
//   boxG   = coalesce_256(tileG)                 box modes of <= 256
//   tileB  = (shape(tileG)) : stride(identity(shape(gmem)) o s2g)
//   boxB   = tileB o make_layout(wrap(shape(boxG)))
//   then every GMEM leaf that matters (not static size 1 or stride 0) and
//   that no box mode holds is appended as a size-1 mode, and the modes past
//   the fourth are grouped into the fifth (TMA's rank limit).
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/TmaBasis.h"

#include "LayoutDetail.h"

#include <algorithm>
#include <functional>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

Layout takeModes(const Layout &l, int n) {
  if (!l.shape.isTuple())
    return l;
  std::vector<IntTuple> s(l.shape.elems().begin(),
                          l.shape.elems().begin() + n),
      d(l.stride.elems().begin(), l.stride.elems().begin() + n);
  return Layout{T(std::move(s)), T(std::move(d))};
}

IntTuple wrap(const IntTuple &t) { return t.isTuple() ? t : T({t}); }

} // namespace

const IntTuple *basisGet(const IntTuple &e, const IntTuple &t) {
  const IntTuple *x = &t;
  for (int m : e.basisModes()) {
    if (x->isTuple()) {
      if (m >= x->rank())
        return nullptr;
      x = &(*x)[m];
    } else if (m != 0) {
      return nullptr;
    }
  }
  return x;
}

Layout coalesce256(const Layout &l) {
  std::vector<IntTuple> s = leaves(l.shape), d = leaves(l.stride);
  std::vector<IntTuple> ns{s[0]}, nd{d[0]};
  for (size_t i = 1; i < s.size(); ++i) {
    if (isOne(s[i]))
      continue;
    if (ns.size() == 1 && isOne(ns[0])) {
      ns[0] = s[i];
      nd[0] = d[i];
      continue;
    }
    const IntTuple &bs = ns.back(), &bd = nd.back();
    bool merge = false;
    if (bs.isStaticInt() && s[i].isStaticInt() && bd.isStaticInt() &&
        d[i].isStaticInt()) {
      int64_t next, ext;
      merge = !__builtin_mul_overflow(bs.value(), bd.value(), &next) &&
              next == d[i].value() &&
              !__builtin_mul_overflow(bs.value(), s[i].value(), &ext) &&
              ext <= 256;
    }
    if (merge) {
      ns.back() = I(bs.value() * s[i].value());
      continue;
    }
    ns.push_back(s[i]);
    nd.push_back(d[i]);
  }
  if (ns.size() == 1 && isOne(ns[0]))
    return Layout{I(1), I(0)};
  return ns.size() == 1 ? Layout{ns[0], nd[0]}
                        : Layout{T(std::move(ns)), T(std::move(nd))};
}

Result<Layout> tmaGbasis(const Layout &gmem, const Layout &smem,
                         const Layout &ctaVMap) {
  auto fail = [](const std::string &m) { return Result<Layout>::fail(m); };
  Result<int64_t> smemSize = size(smem), vmapSize = size(ctaVMap);
  if (!smemSize.ok() || !vmapSize.ok())
    return fail("the SMEM layout and the CTA value map must be static");
  if (*smemSize != *vmapSize)
    return fail("the SMEM layout has " + std::to_string(*smemSize) +
                " elements but the CTA value map " +
                std::to_string(*vmapSize) + " (TMA needs equal sizes)");
  Result<Layout> inv = rightInverse(smem);
  if (!inv.ok())
    return inv;

  Ctx c(/*tracer=*/nullptr);
  Layout full = coalesceLayout(
      c, compose(c, ctaVMap, *inv, Semantics::CuteCpp), CoalesceRule{});
  if (c.bad())
    return fail("CTA value map o right_inverse(SMEM layout): " + c.err);

  // The SMEM-contiguous vector must start at a GMEM mode's first element.
  std::vector<IntTuple> fullStrides =
      full.stride.isTuple() ? full.stride.elems()
                            : std::vector<IntTuple>{full.stride};
  int smemRank = 0;
  while (smemRank < (int)fullStrides.size() &&
         hasUnitCoefficient(fullStrides[smemRank]))
    ++smemRank;
  if (smemRank == 0)
    return fail("no common tile-GMEM vectorization: SMEM index 1 maps to " +
                toString(fullStrides[0]) +
                ", not to a unit step of a GMEM mode (does the tile select "
                "out the major GMEM mode?)");
  Layout s2g = takeModes(full, smemRank);

  Layout tileG = compose(c, gmem, s2g, Semantics::CuteCpp);
  Layout boxG = coalesce256(tileG);
  Layout tileBtmp =
      compose(c, identityLayout(gmem.shape), s2g, Semantics::CuteCpp);
  if (c.bad())
    return fail("GMEM layout o SMEM-to-GMEM map: " + c.err);
  if (!congruent(tileG.shape, tileBtmp.stride))
    return fail("the GMEM tile " + toString(tileG) +
                " and its G-basis " + toString(tileBtmp) +
                " are not congruent");
  Layout tileB{tileG.shape, tileBtmp.stride};
  Result<Layout> boxShape = makeCompactLayout(wrap(boxG.shape));
  if (!boxShape.ok())
    return boxShape;
  Layout boxB = compose(c, tileB, *boxShape, Semantics::CuteCpp);
  if (c.bad())
    return fail("G-basis o box shape: " + c.err);

  // GMEM leaves the box does not cover still take a TMA mode of extent 1.
  std::vector<IntTuple> boxStrides = leaves(boxB.stride);
  std::vector<IntTuple> gs = leaves(gmem.shape), gd = leaves(gmem.stride),
                        ge = leaves(identityLayout(gmem.shape).stride);
  std::vector<IntTuple> shapeModes = wrap(boxB.shape).elems(),
                        strideModes = wrap(boxB.stride).elems();
  for (size_t i = 0; i < gs.size(); ++i) {
    if (isOne(gs[i]) || isConst(gd[i], 0))
      continue;
    if (std::find(boxStrides.begin(), boxStrides.end(), ge[i]) !=
        boxStrides.end())
      continue;
    shapeModes.push_back(I(1));
    strideModes.push_back(ge[i]);
  }
  // group<min(rank,4), -1>: modes 4.. become one (TMA has at most 5).
  if (shapeModes.size() > 4) {
    std::vector<IntTuple> gS(shapeModes.begin() + 4, shapeModes.end()),
        gD(strideModes.begin() + 4, strideModes.end());
    shapeModes.resize(4);
    strideModes.resize(4);
    shapeModes.push_back(T(std::move(gS)));
    strideModes.push_back(T(std::move(gD)));
  }
  return Layout{T(std::move(shapeModes)), T(std::move(strideModes))};
}

Result<IntTuple>
tmaCoordStrides(const Layout &gmem, const Layout *gmemValues,
                const Layout &gbasis, int64_t elemBits,
                const std::vector<std::optional<uint64_t>> &byteStrides) {
  std::vector<IntTuple> gs = leaves(gmem.shape), gd = leaves(gmem.stride),
                        ge = leaves(identityLayout(gmem.shape).stride);
  std::vector<IntTuple> vd = gmemValues ? leaves(gmemValues->stride) : gd;
  if (vd.size() != gd.size())
    return Result<IntTuple>::fail("the GMEM values " +
                                  toString(*gmemValues) +
                                  " are not congruent with " + toString(gmem));
  std::vector<IntTuple> modes = wrap(gbasis.stride).elems();
  std::vector<IntTuple> out;
  for (size_t i = 0; i < gs.size(); ++i) {
    if (isOne(gs[i]) || isConst(gd[i], 0)) {
      out.push_back(I(0));
      continue;
    }
    size_t j = 0;
    for (; j < modes.size(); ++j) {
      std::vector<IntTuple> l = leaves(modes[j]);
      if (std::find(l.begin(), l.end(), ge[i]) != l.end())
        break;
    }
    if (j == modes.size()) {
      out.push_back(I(0));
      continue;
    }
    int jm = (int)j;
    if (j == 0) {
      // Box mode 0 is the unit-stride one: scaled by the GMEM stride.
      const IntTuple &d = vd[i];
      if (d.isStaticInt())
        out.push_back(IntTuple::basis(d.value(), {jm}));
      else
        out.push_back(IntTuple::dynamicBasis(32, 1, {jm}));
      continue;
    }
    if (rankOf(modes[j]) == 1) {
      out.push_back(IntTuple::basis(1, {jm}));
      continue;
    }
    // ceil_div(d * bits / max(globalStride[j], 16), 8), known only when
    // both the leaf's stride and the descriptor's stride are.
    std::optional<uint64_t> bs =
        j < byteStrides.size() ? byteStrides[j] : std::nullopt;
    if (!vd[i].isStaticInt() || !bs) {
      out.push_back(IntTuple::dynamicBasis(32, 1, {jm}));
      continue;
    }
    int64_t num = vd[i].value() * elemBits /
                  (int64_t)std::max<uint64_t>(*bs, 16);
    out.push_back(IntTuple::basis((num + 7) / 8, {jm}));
  }
  // Back into the GMEM shape's profile.
  size_t k = 0;
  std::function<IntTuple(const IntTuple &)> rebuild =
      [&](const IntTuple &s) -> IntTuple {
    if (!s.isTuple())
      return out[k++];
    std::vector<IntTuple> e;
    for (const IntTuple &x : s.elems())
      e.push_back(rebuild(x));
    return T(std::move(e));
  };
  return rebuild(gmem.shape);
}

Result<TmaPartitionLayouts> tmaPartitionLayouts(const Layout &smem,
                                                const Layout &gmem,
                                                int64_t valuesPerTma,
                                                dyn::Tracer *tracer) {
  using R = Result<TmaPartitionLayouts>;
  Layout smemTile = getMode(smem, 0);
  if (!isStatic(smemTile) || !hasIntegerStrides(smemTile))
    return R::fail("the SMEM tile " + toString(smemTile) +
                   " must be static with integer strides");
  Result<int64_t> tileSize = size(smemTile);
  if (!tileSize.ok() || valuesPerTma < 1 || *tileSize % valuesPerTma != 0)
    return R::fail("one TMA moves " + std::to_string(valuesPerTma) +
                   " elements, which does not divide the SMEM tile " +
                   toString(smemTile));
  // smem idx -> smem coord, over the whole tile, divided per instruction.
  Result<Layout> inv = rightInverse(smemTile);
  if (!inv.ok())
    return R::fail(inv.error().message);
  // tile_to_shape(make_layout(inv), size): inv as one mode.
  Result<Layout> v =
      tileToShape(Layout{T({inv->shape}), T({inv->stride})}, T({I(*tileSize)}));
  if (!v.ok())
    return R::fail(v.error().message);
  Result<Layout> perTma =
      divide(*v, TileNode::fromLayout(Layout{I(valuesPerTma), I(1)}),
             Grouping::Logical, Semantics::CuteCpp);
  if (!perTma.ok())
    return R::fail(perTma.error().message);
  // Mode 0 through the division, the other modes kept; then each half of
  // mode 0 coalesced on its own (CuTe's coalesce by Shape<Shape<_1,_1>>).
  auto regroup = [&](const Layout &t) -> Result<Layout> {
    TileNode tile;
    tile.kind = TileNode::Kind::Modes;
    tile.modes.push_back(TileNode::fromLayout(*perTma));
    for (int i = 1; i < rankOf(t); ++i) {
      TileNode keep;
      keep.kind = TileNode::Kind::Underscore;
      tile.modes.push_back(keep);
    }
    Ctx c(tracer);
    Layout composed = compose(c, t, tile, Semantics::CuteCpp);
    Layout grouped = coalesceByProfile(c, composed, T({T({I(0), I(0)})}),
                                       CoalesceRule{});
    if (c.bad())
      return Result<Layout>::fail(c.err);
    return grouped;
  };
  Result<Layout> s = regroup(smem), g = regroup(gmem);
  if (!s.ok())
    return R::fail("SMEM tensor " + toString(smem) + ": " + s.error().message);
  if (!g.ok())
    return R::fail("TMA coordinate tensor " + toString(gmem) + ": " +
                   g.error().message);
  return TmaPartitionLayouts{*s, *g};
}

} // namespace cute_nvgpu::layout
