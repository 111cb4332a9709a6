//===- TmaIm2colPlan.cpp - cuTensorMapEncodeIm2col's arguments ------------===//
//
// CuTe's make_im2col_tma_copy_desc on the box of Layout/TmaIm2colBasis.h:
//   tensorRank, globalDim  the GMEM tensor flattened channels first
//                          (c,w,h,d,n): rank 3 to 5
//   globalStrides          its byte strides from w on
//   pixelBox*Corner        lower_corner_whd / upper_corner_whd
//   channelsPerPixel       the box's channels; pixelsPerColumn its pixels
//                          (one CTA's share under multicast)
//   elementStrides         1, stride_whd..., 1
//   interleave NONE; L2 promotion NONE and OOB fill NONE (CuTe's default
//   TMA::DescriptorAuxParams, unlike the tiled descriptor's L2_128B)
// then the driver's rules of cuTensorMapEncodeIm2col (cuda.h), each a
// refusal naming the rule and the value.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Target/TmaIm2colPlan.h"

#include <regex>

namespace cute_nvgpu::target::tma {

using layout::IntTuple;
using layout::Layout;
using layout::Result;

namespace {

constexpr uint32_t kMaxChannelsPerPixel = 256;
constexpr uint32_t kMaxPixelsPerColumn = 1024;
constexpr int64_t kMaxElementStride = 8;

std::optional<uint64_t> valueOf(const IntTuple &t) {
  if (!t.isStaticInt() || t.value() < 0)
    return std::nullopt;
  return (uint64_t)t.value();
}

/// cuda.h: the corner offsets' range shrinks with the rank (16, 8 and 5
/// signed bits for ranks 3, 4 and 5).
int64_t cornerBound(int rank) { return rank == 3 ? 32768 : rank == 4 ? 128 : 16; }


} // namespace

std::optional<Im2colOp> im2colOpFromName(std::string_view n) {
  if (n == "load-im2col")
    return Im2colOp::Load;
  if (n == "load-im2col-multicast")
    return Im2colOp::LoadMulticast;
  if (n == "store-im2col")
    return Im2colOp::Store;
  return std::nullopt;
}

Result<Im2colPlan> makeIm2colPlan(const Im2colPlanInput &in) {
  auto fail = [](std::string m) { return Result<Im2colPlan>::fail(std::move(m)); };
  if (!in.type)
    return fail("no element type");
  const int bits = in.type->bits;
  Result<TmaSmem> smem = tmaSmemOf(in.smem);
  if (!smem.ok())
    return smem.error();
  if (in.multicast > 1 && in.op != Im2colOp::LoadMulticast)
    return fail("multicast count " + std::to_string(in.multicast) +
                ": only a multicast im2col load shares its box across a "
                "cluster");

  Im2colPlan p;
  Result<layout::Im2colBasis> basis = layout::tmaIm2colBasis(
      in.gmem, smem->layout, in.ctaVMap, in.multicast);
  if (!basis.ok())
    return basis.error();
  p.basis = *basis;
  const Layout &g = in.gmemValues ? *in.gmemValues : in.gmem;
  Result<Layout> cwhdn = layout::im2colCwhdn(g, p.basis);
  if (!cwhdn.ok())
    return cwhdn.error();
  std::vector<IntTuple> dims = cwhdn->shape.elems(),
                        strides = cwhdn->stride.elems();
  p.tensorRank = (int)dims.size();
  if (p.tensorRank < 3 || p.tensorRank > 5)
    return fail("the im2col tensor (c,w,h,d,n) " + layout::toString(*cwhdn) +
                " has rank " + std::to_string(p.tensorRank) +
                "; im2col tensor maps have rank 3 to 5 (channels, 1 to 3 "
                "spatial modes, batch)");
  const int spatial = p.tensorRank - 2;

  // The channels must be GMEM's contiguous dimension (TMA's dimension 0).
  if (std::optional<uint64_t> s0 = valueOf(strides[0]); !s0 || *s0 != 1)
    return fail("the majorness of the SMEM layout does not match the GMEM "
                "layout: the SMEM tile's contiguous mode reaches GMEM mode " +
                layout::toString(p.basis.channelMode) + " (stride " +
                layout::toString(strides[0]) +
                "), and im2col's channel dimension must have stride 1");
  for (int i = 0; i < p.tensorRank; ++i) {
    std::optional<uint64_t> d = valueOf(dims[i]);
    if (std::string why = globalDimRule(i, d); !why.empty())
      return fail(why);
    p.globalDim.push_back(d);
  }
  for (int i = 1; i < p.tensorRank; ++i) {
    std::optional<uint64_t> b;
    if (std::optional<uint64_t> s = valueOf(strides[i]))
      b = *s * bits / 8;
    if (std::string why = globalStrideRule(i - 1, b); !why.empty())
      return fail(why);
    p.globalStrides.push_back(b);
  }

  layout::Im2colParams params = in.params;
  if (params.strideWhd.empty() && params.strideSrt.empty() &&
      params.lowerCornerWhd.empty() && params.upperCornerWhd.empty() &&
      params.lowerPaddingWhd.empty() && params.upperPaddingWhd.empty() &&
      params.lowerSrt.empty())
    params = layout::Im2colParams::noOffsets(spatial);
  Result<layout::Im2colTmaTensor> tensor =
      layout::im2colTmaTensor(*cwhdn, p.basis, params);
  if (!tensor.ok())
    return tensor.error();
  p.tmaTensor = *tensor;

  int64_t bound = cornerBound(p.tensorRank);
  for (const auto &[name, v] :
       {std::pair{"pixelBoxLowerCorner", &params.lowerCornerWhd},
        std::pair{"pixelBoxUpperCorner", &params.upperCornerWhd}})
    for (int i = 0; i < spatial; ++i)
      if ((*v)[i] < -bound || (*v)[i] >= bound)
        return fail(std::string(name) + "[" + std::to_string(i) + "] = " +
                    std::to_string((*v)[i]) + " is outside " +
                    std::to_string(-bound) + ".." + std::to_string(bound - 1) +
                    " (the corner range of a rank-" +
                    std::to_string(p.tensorRank) + " im2col tensor map)");
  p.pixelBoxLowerCorner = params.lowerCornerWhd;
  p.pixelBoxUpperCorner = params.upperCornerWhd;

  if (p.basis.channels > kMaxChannelsPerPixel)
    return fail("channelsPerPixel = " + std::to_string(p.basis.channels) +
                " exceeds 256");
  if (p.basis.pixels > kMaxPixelsPerColumn)
    return fail("pixelsPerColumn = " + std::to_string(p.basis.pixels) +
                " exceeds 1024");
  p.channelsPerPixel = (uint32_t)p.basis.channels;
  p.pixelsPerColumn = (uint32_t)p.basis.pixels;
  uint64_t innerBytes = (uint64_t)p.channelsPerPixel * bits / 8;
  if (int span = swizzleSpanBytes(smem->swizzle);
      span && innerBytes > (uint64_t)span)
    return fail("the inner box dimension, " +
                std::to_string(p.channelsPerPixel) + " channels, spans " +
                std::to_string(innerBytes) + " bytes, more than the " +
                std::to_string(span) + "-byte swizzle span of " +
                layout::toString(smem->swizzle));

  p.elementStrides.push_back(1);
  for (int i = 0; i < spatial; ++i) {
    int64_t s = params.strideWhd[i];
    if (s < 1 || s > kMaxElementStride)
      return fail("elementStrides[" + std::to_string(i + 1) + "] = " +
                  std::to_string(s) + " (stride_whd[" + std::to_string(i) +
                  "]) is outside 1..8");
    p.elementStrides.push_back((uint32_t)s);
  }
  p.elementStrides.push_back(1);

  p.tensorDataType = in.type->cuda;
  p.interleave = "CU_TENSOR_MAP_INTERLEAVE_NONE";
  p.swizzle = smem->swizzleMode;
  p.l2Promotion = "CU_TENSOR_MAP_L2_PROMOTION_NONE";
  p.oobFill = "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE";
  Result<int64_t> smemSize = layout::size(smem->layout);
  p.expectTxBytes = *smemSize * bits / 8;
  p.copyBits = p.basis.valuesPerTma * bits;
  return p;
}

Result<Im2colPlanInput>
im2colPlanInputFromText(Im2colOp op, std::string_view elem,
                        const std::string &gmemText,
                        const std::string &smemText,
                        const std::string &tileText, int64_t multicast,
                        const Im2colParamTexts &texts) {
  using R = Result<Im2colPlanInput>;
  // The tensor, SMEM and element type read as for a tiled plan; the CTA
  // value map is CuTe's identity(product_each(shape(gmem))) o tile.
  Result<PlanInput> tiled = planOperandsFromText(elem, gmemText, smemText);
  if (!tiled.ok())
    return tiled.error();
  Im2colPlanInput in;
  in.op = op;
  in.type = tiled->type;
  in.gmem = tiled->gmem;
  in.gmemValues = tiled->gmemValues;
  in.smem = tiled->smem;
  in.multicast = multicast;
  Result<layout::TileNode> tile = ctaTileFromText(tileText);
  if (!tile.ok())
    return tile.error();
  Result<IntTuple> top = layout::productEach(in.gmem.shape);
  if (!top.ok())
    return R::fail("--gmem: " + top.error().message);
  Result<Layout> vmap = layout::composition(layout::identityLayout(*top),
                                            *tile, layout::Semantics::CuteCpp);
  if (!vmap.ok())
    return R::fail("--cta-tile: " + vmap.error().message);
  in.ctaVMap = *vmap;

  const std::pair<const char *, std::pair<const std::string *,
                                          std::vector<int64_t> *>>
      lists[] = {
          {"--lower-corner-whd", {&texts.lowerCornerWhd, &in.params.lowerCornerWhd}},
          {"--upper-corner-whd", {&texts.upperCornerWhd, &in.params.upperCornerWhd}},
          {"--lower-padding-whd", {&texts.lowerPaddingWhd, &in.params.lowerPaddingWhd}},
          {"--upper-padding-whd", {&texts.upperPaddingWhd, &in.params.upperPaddingWhd}},
          {"--stride-whd", {&texts.strideWhd, &in.params.strideWhd}},
          {"--lower-srt", {&texts.lowerSrt, &in.params.lowerSrt}},
          {"--stride-srt", {&texts.strideSrt, &in.params.strideSrt}}};
  bool any = false, all = true;
  for (const auto &[flag, io] : lists) {
    const std::string &text = *io.first;
    if (text.empty()) {
      all = false;
      continue;
    }
    any = true;
    // cute::print writes static integers `_N`.
    std::string plain = std::regex_replace(text, std::regex("_(-?[0-9])"), "$1");
    Result<IntTuple> t = layout::parseIntTuple(plain);
    if (!t.ok())
      return R::fail(std::string(flag) + ": " + layout::formatError(t.error()));
    for (const IntTuple &leaf : layout::leaves(*t)) {
      if (!leaf.isStaticInt())
        return R::fail(std::string(flag) + ": " + text +
                       " must hold integers, one per spatial mode");
      io.second->push_back(leaf.value());
    }
  }
  if (any && !all)
    return R::fail("an im2col load takes all seven of --lower-corner-whd, "
                   "--upper-corner-whd, --lower-padding-whd, "
                   "--upper-padding-whd, --stride-whd, --lower-srt and "
                   "--stride-srt, or none (CuTe's copy without offsets)");
  if (any && op == Im2colOp::Store)
    return R::fail("an im2col store takes no convolution parameters (CuTe's "
                   "make_im2col_tma_copy without offsets)");
  return in;
}

std::string formatIm2colPlan(const Im2colPlan &p) {
  std::string s;
  auto line = [&](const char *k, const std::string &v) {
    s += std::string(k) + ": " + v + "\n";
  };
  line("tensorDataType", p.tensorDataType);
  line("tensorRank", std::to_string(p.tensorRank));
  line("globalDim", formatList(p.globalDim));
  line("globalStrides", formatList(p.globalStrides));
  line("pixelBoxLowerCorner", formatList(p.pixelBoxLowerCorner));
  line("pixelBoxUpperCorner", formatList(p.pixelBoxUpperCorner));
  line("channelsPerPixel", std::to_string(p.channelsPerPixel));
  line("pixelsPerColumn", std::to_string(p.pixelsPerColumn));
  line("elementStrides", formatList(p.elementStrides));
  line("interleave", p.interleave);
  line("swizzle", p.swizzle);
  line("l2Promotion", p.l2Promotion);
  line("oobFill", p.oobFill);
  line("tmaTensor", layout::toString(p.tmaTensor));
  line("expectTxBytes", std::to_string(p.expectTxBytes));
  return s;
}

} // namespace cute_nvgpu::target::tma
