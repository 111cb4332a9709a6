//===- TmaIm2colBasis.cpp - im2col TMA box and coordinate tensor ----------===//
//
// CuTe's make_tma_atom_im2col, step by step on the shared algebra:
//   inv   = right_inverse(smem)                  smem idx -> smem coord
//   full  = flatten(identity(product_each(shape(gmem))) o
//                   coalesce(ctaVMap o inv))     smem idx -> gmem mode
//   trunc = the leading (at most two) modes of full whose basis coefficient
//           is 1 (CuTe requires two: channels and pixels)
//   vt    = logical_divide(trunc, size(trunc) / multicast)
// and make_im2col_tma_copy_desc's TMA tensor: the GEMM extents
//   q/p/z = (w/h/d + upper_corner - lower_corner - 1) / stride_whd + 1
//   s/r/t = 1 + (upper_padding - upper_corner) / stride_srt   (stride > 0)
//           1 + (lower_corner - lower_padding) / stride_srt   (otherwise)
// with the TMA coordinate bases (c -> 1@0, w/h/d -> stride_whd@i@1,
// n -> 1@2, s/r/t -> stride_srt@i@3), based at (0, lower_corner_whd, 0,
// lower_srt), read through the identity of its linearized pixel mode.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/TmaIm2colBasis.h"

#include "cute-nvgpu/Layout/TmaBasis.h"

#include "LayoutDetail.h"

#include <cstdint>

namespace cute_nvgpu::layout {

using namespace detail;

namespace {

std::vector<IntTuple> modesOf(const IntTuple &t) {
  return t.isTuple() ? t.elems() : std::vector<IntTuple>{t};
}

/// The IntTuple of a static or run-time extent computed from `v`.
IntTuple extent(std::optional<int64_t> v) {
  return v ? I(*v) : IntTuple::dynamic();
}

std::optional<int64_t> staticValue(const IntTuple &t) {
  if (t.isStaticInt())
    return t.value();
  return std::nullopt;
}

IntTuple ints(const std::vector<int64_t> &v) {
  std::vector<IntTuple> e;
  for (int64_t x : v)
    e.push_back(I(x));
  return T(std::move(e));
}

} // namespace

Im2colParams Im2colParams::noOffsets(int spatialModes) {
  std::vector<int64_t> zero(spatialModes, 0), one(spatialModes, 1);
  return {zero, zero, zero, zero, one, zero, one};
}

Result<Im2colBasis> tmaIm2colBasis(const Layout &gmem, const Layout &smem,
                                   const Layout &ctaVMap, int64_t multicast) {
  auto fail = [](const std::string &m) { return Result<Im2colBasis>::fail(m); };
  if (rankOf(gmem) != 2)
    return fail("an im2col GMEM tensor has two modes, the pixels (w,h,d,n) "
                "and the channels (c), but " +
                toString(gmem) + " has " + std::to_string(rankOf(gmem)));
  Result<IntTuple> smemTop = productEach(smem.shape),
                   vmapTop = productEach(ctaVMap.shape);
  if (!smemTop.ok() || !vmapTop.ok())
    return fail("the SMEM layout and the CTA value map must be static");
  if (*smemTop != *vmapTop)
    return fail("TMA requires CTA_Tile and SLayout top-level shape "
                "equivalence: the SMEM layout's is " + toString(*smemTop) +
                ", the CTA tile's " + toString(*vmapTop));
  Result<Layout> inv = rightInverse(smem);
  if (!inv.ok())
    return inv.error();
  Result<IntTuple> gTop = productEach(gmem.shape);
  if (!gTop.ok())
    return gTop.error();

  Ctx c(/*tracer=*/nullptr);
  Layout sidx = coalesceLayout(
      c, compose(c, ctaVMap, *inv, Semantics::CuteCpp), CoalesceRule{});
  Layout full = flatten(
      compose(c, identityLayout(*gTop), sidx, Semantics::CuteCpp));
  if (c.bad())
    return fail("CTA value map o right_inverse(SMEM layout): " + c.err);

  std::vector<IntTuple> shapes = modesOf(full.shape),
                        strides = modesOf(full.stride);
  size_t smemRank = 0;
  while (smemRank < strides.size() && hasUnitCoefficient(strides[smemRank]))
    ++smemRank;
  if (smemRank < 2)
    return fail("IM2COL expects at least 2 modes of the smem to vectorize "
                "with gmem: SMEM index -> GMEM mode is " + toString(full) +
                ", whose leading unit-step modes are " +
                std::to_string(smemRank) +
                " (the SMEM tile must be contiguous over whole channels, then "
                "pixels)");
  Layout trunc{T({shapes[0], shapes[1]}), T({strides[0], strides[1]})};
  Result<int64_t> truncSize = size(trunc);
  if (!truncSize.ok())
    return truncSize.error();
  if (multicast < 1 || *truncSize % multicast != 0)
    return fail("multicast count " + std::to_string(multicast) +
                " does not divide the " + std::to_string(*truncSize) +
                " elements of one im2col box " + toString(trunc));
  int64_t slice = *truncSize / multicast;
  Layout divider{T({I(slice), I(multicast)}), T({I(1), I(slice)})};
  Layout vt = compose(c, trunc, divider, Semantics::CuteCpp);
  if (c.bad())
    return fail("logical_divide(" + toString(trunc) + ", " +
                std::to_string(slice) + "): " + c.err);
  Layout box = getMode(vt, 0);
  if (rankOf(box) != 2 || !box.shape[0].isStaticInt() ||
      !box.shape[1].isStaticInt())
    return fail("multicast count " + std::to_string(multicast) +
                " splits the channels of the im2col box " + toString(trunc) +
                ": each CTA's share " + toString(box) +
                " must hold whole pixels of " + toString(shapes[0]) +
                " channels");

  Im2colBasis b;
  b.vt = vt;
  b.channelMode = box.stride[0];
  b.pixelMode = box.stride[1];
  b.channels = box.shape[0].value();
  b.pixels = box.shape[1].value();
  b.valuesPerTma = *truncSize;
  return b;
}

Result<Layout> im2colCwhdn(const Layout &gmem, const Im2colBasis &b) {
  std::vector<IntTuple> s, d;
  for (const IntTuple *mode : {&b.channelMode, &b.pixelMode}) {
    const IntTuple *ms = basisGet(*mode, gmem.shape),
                   *md = basisGet(*mode, gmem.stride);
    if (!mode->isBasis() || !ms || !md)
      return Result<Layout>::fail("the im2col box mode " + toString(*mode) +
                                  " is not a mode of the GMEM tensor " +
                                  toString(gmem));
    std::vector<IntTuple> ls = leaves(*ms), ld = leaves(*md);
    s.insert(s.end(), ls.begin(), ls.end());
    d.insert(d.end(), ld.begin(), ld.end());
  }
  return Layout{T(std::move(s)), T(std::move(d))};
}

std::string toString(const Im2colTmaTensor &t) {
  return "ArithTuple" + toString(t.base) + " o " + toString(t.layout);
}

Result<Im2colTmaTensor> im2colTmaTensor(const Layout &cwhdn,
                                        const Im2colBasis &b,
                                        const Im2colParams &p) {
  using R = Result<Im2colTmaTensor>;
  std::vector<IntTuple> dims = modesOf(cwhdn.shape);
  if (dims.size() < 3)
    return R::fail("an im2col tensor has a channel mode, at least one "
                   "spatial mode and a batch mode, but (c,w,h,d,n) is " +
                   toString(cwhdn.shape));
  const size_t spatial = dims.size() - 2;
  const std::pair<const char *, const std::vector<int64_t> *> lists[] = {
      {"lower_corner_whd", &p.lowerCornerWhd},
      {"upper_corner_whd", &p.upperCornerWhd},
      {"lower_padding_whd", &p.lowerPaddingWhd},
      {"upper_padding_whd", &p.upperPaddingWhd},
      {"stride_whd", &p.strideWhd},
      {"lower_srt", &p.lowerSrt},
      {"stride_srt", &p.strideSrt}};
  for (const auto &[name, v] : lists)
    if (v->size() != spatial)
      return R::fail(std::string(name) + " has " + std::to_string(v->size()) +
                     (v->size() == 1 ? " entry" : " entries") +
                     ", but the tensor has " +
                     std::to_string(spatial) + " spatial modes " +
                     toString(cwhdn.shape));
  for (size_t i = 0; i < spatial; ++i) {
    if (p.strideWhd[i] < 1)
      return R::fail("stride_whd[" + std::to_string(i) + "] = " +
                     std::to_string(p.strideWhd[i]) +
                     " is not a positive traversal stride");
    if (p.strideSrt[i] == 0)
      return R::fail("stride_srt[" + std::to_string(i) +
                     "] = 0: the filter stride (dilation) is non-zero");
  }

  // GEMM extents: (q,p,z,n) and (c,s,r,t), in checked 64-bit arithmetic
  // (the parameters are arbitrary integers), each at least 1.
  auto overflow = [&](size_t i) {
    return R::fail("the im2col parameters of spatial mode " +
                   std::to_string(i) + " overflow 64-bit arithmetic");
  };
  std::vector<IntTuple> mn, k{dims[0]};
  std::optional<int64_t> pixelCount = 1;
  for (size_t i = 0; i < spatial; ++i) {
    std::optional<int64_t> w = staticValue(dims[i + 1]), q;
    if (w) {
      int64_t span, last;
      if (__builtin_sub_overflow(p.upperCornerWhd[i], p.lowerCornerWhd[i],
                                 &span) ||
          __builtin_add_overflow(*w, span, &last))
        return overflow(i);
      if (last < 1)
        return R::fail("spatial mode " + std::to_string(i) + " has no output "
                       "pixel: extent " + std::to_string(*w) +
                       " + upper corner " +
                       std::to_string(p.upperCornerWhd[i]) +
                       " - lower corner " +
                       std::to_string(p.lowerCornerWhd[i]) + " < 1");
      q = (last - 1) / p.strideWhd[i] + 1;
    }
    mn.push_back(extent(q));
    int64_t pad;
    if (p.strideSrt[i] > 0
            ? __builtin_sub_overflow(p.upperPaddingWhd[i], p.upperCornerWhd[i],
                                     &pad)
            : __builtin_sub_overflow(p.lowerCornerWhd[i], p.lowerPaddingWhd[i],
                                     &pad))
      return overflow(i);
    if (p.strideSrt[i] == -1 && pad == INT64_MIN)
      return overflow(i);
    int64_t taps = pad / p.strideSrt[i];
    if (taps < 0 || taps == INT64_MAX)
      return R::fail("spatial mode " + std::to_string(i) +
                     " has no filter tap: 1 + " + std::to_string(pad) + " / " +
                     std::to_string(p.strideSrt[i]) +
                     " < 1 (the paddings, corners and stride_srt disagree)");
    k.push_back(I(1 + taps));
    if (pixelCount && q && __builtin_mul_overflow(*pixelCount, *q, &*pixelCount))
      return overflow(i);
    if (!q)
      pixelCount = std::nullopt;
  }
  mn.push_back(dims[spatial + 1]);
  std::optional<int64_t> n = staticValue(dims[spatial + 1]);
  if (pixelCount && n && __builtin_mul_overflow(*pixelCount, *n, &*pixelCount))
    return overflow(spatial);
  if (!n)
    pixelCount = std::nullopt;

  // TMA coordinate bases: (w,h,d,n) and (c,s,r,t).
  std::vector<IntTuple> mnBasis, kBasis{IntTuple::basis(1, {0})};
  for (size_t i = 0; i < spatial; ++i) {
    mnBasis.push_back(IntTuple::basis(p.strideWhd[i], {1, int(i)}));
    kBasis.push_back(IntTuple::basis(p.strideSrt[i], {3, int(i)}));
  }
  mnBasis.push_back(IntTuple::basis(1, {2}));

  // Ordered as the GMEM tensor's modes: basis_get(pixel mode / channel
  // mode) of ((w,h,d,n), (c,s,r,t)).
  IntTuple shapes = T({T(mn), T(k)}), bases = T({T(mnBasis), T(kBasis)}),
           linear = T({extent(pixelCount), T(k)});
  const IntTuple *order[2] = {&b.pixelMode, &b.channelMode};
  std::vector<IntTuple> gs, gd, ls;
  for (const IntTuple *mode : order) {
    const IntTuple *s = basisGet(*mode, shapes), *d = basisGet(*mode, bases),
                   *l = basisGet(*mode, linear);
    if (!mode->isBasis() || mode->basisModes().size() != 1 || !s || !d || !l)
      return R::fail("the im2col box mode " + toString(*mode) +
                     " is not one of the two GMEM modes");
    gs.push_back(*s);
    gd.push_back(*d);
    ls.push_back(*l);
  }

  Im2colTmaTensor t;
  t.base = T({I(0), ints(p.lowerCornerWhd), I(0), ints(p.lowerSrt)});
  t.layout.outerLayout = Layout{T(gs), T(gd)};
  IntTuple linearShape = T(ls);
  t.layout.offset = zerosLike(linearShape);
  t.layout.layout = identityLayout(linearShape);
  return t;
}

} // namespace cute_nvgpu::layout
