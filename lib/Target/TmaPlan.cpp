//===- TmaPlan.cpp - cuTensorMapEncodeTiled's arguments for a TMA copy ----===//
//
// CuTe's make_tma_copy_desc on the G-basis of Layout/TmaBasis.h:
//   globalDim/Strides  each box mode's GMEM extent and stride, several GMEM
//                      leaves in one mode folded by CuTe's recurrence
//                      (stride = gcd, extent = (s-1)*(d/gcd)+1 accumulated)
//   boxDim             size of each box mode, the last modes divided by the
//                      multicast count (each CTA of the cluster loads a slice)
//   elementStrides     all 1; interleave NONE; L2 promotion 128B; OOB fill NONE
// and the driver's rules CuTe asserts (and some it passes through), each a
// refusal naming the rule.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Target/TmaPlan.h"

#include "cute-nvgpu/Layout/TmaBasis.h"

#include <algorithm>
#include <numeric>
#include <regex>

namespace cute_nvgpu::target::tma {

using layout::IntTuple;
using layout::Layout;
using layout::Result;

namespace {

// CuTe's to_CUtensorMapDataType (cute/arch/copy_sm90_desc.hpp). Signless
// MLIR integers move as the unsigned format of their width where CuTe has
// no signed one (TMA copies bits; i32 and i64 have signed formats).
constexpr DataType kDataTypes[] = {
    {"i8", "CU_TENSOR_MAP_DATA_TYPE_UINT8", 8},
    {"ui8", "CU_TENSOR_MAP_DATA_TYPE_UINT8", 8},
    {"f8E4M3FN", "CU_TENSOR_MAP_DATA_TYPE_UINT8", 8},
    {"f8E5M2", "CU_TENSOR_MAP_DATA_TYPE_UINT8", 8},
    {"f8E8M0FNU", "CU_TENSOR_MAP_DATA_TYPE_UINT8", 8},
    {"i16", "CU_TENSOR_MAP_DATA_TYPE_UINT16", 16},
    {"ui16", "CU_TENSOR_MAP_DATA_TYPE_UINT16", 16},
    {"ui32", "CU_TENSOR_MAP_DATA_TYPE_UINT32", 32},
    {"ui64", "CU_TENSOR_MAP_DATA_TYPE_UINT64", 64},
    {"i32", "CU_TENSOR_MAP_DATA_TYPE_INT32", 32},
    {"i64", "CU_TENSOR_MAP_DATA_TYPE_INT64", 64},
    {"f16", "CU_TENSOR_MAP_DATA_TYPE_FLOAT16", 16},
    {"f32", "CU_TENSOR_MAP_DATA_TYPE_FLOAT32", 32},
    {"f64", "CU_TENSOR_MAP_DATA_TYPE_FLOAT64", 64},
    {"bf16", "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", 16},
    {"tf32", "CU_TENSOR_MAP_DATA_TYPE_TFLOAT32", 32},
};

constexpr uint64_t kMaxGlobalDim = uint64_t(1) << 32;
constexpr uint64_t kMaxGlobalStride = uint64_t(1) << 40;
constexpr uint32_t kMaxBoxDim = 256;



std::optional<uint64_t> valueOf(const IntTuple *t) {
  if (!t || !t->isStaticInt() || t->value() < 0)
    return std::nullopt;
  return (uint64_t)t->value();
}

} // namespace

std::optional<Op> opFromName(std::string_view n) {
  if (n == "load")
    return Op::Load;
  if (n == "load-multicast")
    return Op::LoadMulticast;
  if (n == "store")
    return Op::Store;
  if (n == "reduce")
    return Op::Reduce;
  return std::nullopt;
}

const DataType *dataTypeOf(std::string_view name) {
  std::string n(name);
  if (n.size() > 1 && n[0] == 'u' && n[1] != 'i')
    n = "ui" + n.substr(1); // u8 -> ui8
  for (const DataType &d : kDataTypes)
    if (n == d.name)
      return &d;
  return nullptr;
}

std::string dataTypeNames() {
  std::string s;
  for (const DataType &d : kDataTypes)
    s += (s.empty() ? "" : " ") + std::string(d.name);
  return s;
}

namespace {
struct ReductionRow {
  const char *kind;
  std::vector<const char *> types;
};
// PTX ISA, cp.reduce.async.bulk.tensor: the element types of each .redOp
// (.add .u32 .s32 .u64 .f32 .f16 .bf16; .min/.max .u32 .s32 .u64 .s64 .f16
// .bf16; .inc/.dec .u32; .and/.or/.xor .b32 .b64). A signless integer is
// the signed format its descriptor names (i32 -> INT32, i64 -> INT64).
const std::vector<ReductionRow> &reductionTable() {
  static const std::vector<ReductionRow> t = {
      {"ADD", {"f16", "bf16", "f32", "i32", "si32", "ui32", "ui64"}},
      {"MIN", {"f16", "bf16", "i32", "si32", "ui32", "i64", "si64", "ui64"}},
      {"MAX", {"f16", "bf16", "i32", "si32", "ui32", "i64", "si64", "ui64"}},
      {"INC", {"ui32"}},
      {"DEC", {"ui32"}},
      {"AND", {"i32", "si32", "ui32", "i64", "si64", "ui64"}},
      {"OR", {"i32", "si32", "ui32", "i64", "si64", "ui64"}},
      {"XOR", {"i32", "si32", "ui32", "i64", "si64", "ui64"}},
  };
  return t;
}
} // namespace

bool reductionAllowed(std::string_view kind, std::string_view elem) {
  for (const ReductionRow &r : reductionTable())
    if (kind == r.kind)
      return std::find(r.types.begin(), r.types.end(), elem) != r.types.end();
  return false;
}

std::string reductionTypes(std::string_view kind) {
  std::string s;
  for (const ReductionRow &r : reductionTable())
    if (kind == r.kind)
      for (const char *t : r.types)
        s += (s.empty() ? "" : " ") + std::string(t);
  return s;
}

std::string tmaFormUnavailableReason(TmaForm form, const std::string &what,
                                     const TargetInfo &t,
                                     std::string *advisory) {
  bool archOrFamily = t.suffix != Suffix::None;
  // sm_100, sm_103 and sm_110 (the tcgen05 surfaces 100 and 110).
  bool blackwellDatacenter = t.surface == 100 || t.surface == 110;
  std::string on = std::string(", but the target is ") + t.name;
  if (t.sm < 90)
    return what + " requires SM90 or newer (sm_90)" + on;
  switch (form) {
  case TmaForm::Copy:
    return "";
  case TmaForm::Multicast:
    if (!(archOrFamily && (t.sm == 90 || blackwellDatacenter)) && advisory)
      *advisory = what + " on " + t.name +
                  ": ptxas advises sm_90a, sm_100a/f, sm_103a/f or "
                  "sm_110a/f (multicast is expected to be slow elsewhere)";
    return "";
  case TmaForm::CtaPair:
    if (archOrFamily && blackwellDatacenter)
      return "";
    return what + " requires sm_100a/f, sm_103a/f or sm_110a/f" + on;
  case TmaForm::Replace:
    if (archOrFamily)
      return "";
    return what + " requires an arch-specific or family target (sm_90a, "
                  "sm_100a/f, sm_103a/f, sm_110a/f, sm_120a/f, sm_121a/f)" +
           on;
  }
  return "";
}

Result<const char *> swizzleMode(const layout::Swizzle &s) {
  if (s.M == 4 && s.B == 0)
    return "CU_TENSOR_MAP_SWIZZLE_NONE";
  if (s.M == 4 && s.S == 3 && s.B >= 1 && s.B <= 3) {
    static const char *const kModes[] = {"", "CU_TENSOR_MAP_SWIZZLE_32B",
                                         "CU_TENSOR_MAP_SWIZZLE_64B",
                                         "CU_TENSOR_MAP_SWIZZLE_128B"};
    return kModes[s.B];
  }
  if (s.B == 0)
    return "CU_TENSOR_MAP_SWIZZLE_NONE";
  if (s.M == 5 && s.B == 2 && s.S == 2)
    return "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_32B";
  if (s.M == 6 && s.B == 2)
    return "CU_TENSOR_MAP_SWIZZLE_128B_ATOM_64B";
  return Result<const char *>::fail(
      "swizzle " + layout::toString(s) +
      " has no TMA swizzle mode (TMA swizzles 16-byte units of the byte "
      "address: Sw<1,4,3>, Sw<2,4,3>, Sw<3,4,3>, or sm_100's Sw<2,5,2> and "
      "Sw<2,6,S>)");
}

int swizzleSpanBytes(const layout::Swizzle &s) {
  if (s.B == 0)
    return 0;
  return 1 << (s.B + s.M);
}

Result<TmaSmem> tmaSmemOf(const layout::AnyLayout &in) {
  auto fail = [](std::string m) { return Result<TmaSmem>::fail(std::move(m)); };
  TmaSmem t;
  if (in.isComposed()) {
    const layout::ComposedLayout &c = in.composed();
    if (c.hasOuterLayout() || !(c.offset.isStaticInt() && c.offset.value() == 0))
      return fail("SMEM layout " + layout::toString(in) +
                  ": TMA needs a swizzle o 0 o layout (no offset, no outer "
                  "layout)");
    t.swizzle = c.swizzle;
    t.layout = c.layout;
  } else if (in.isLayout()) {
    t.layout = in.layout();
  } else {
    return fail("SMEM layout " + layout::toString(in) +
                " is a shape, not a layout");
  }
  if (!layout::isStatic(t.layout) || !layout::hasIntegerStrides(t.layout))
    return fail("SMEM layout " + layout::toString(t.layout) +
                " must be static with integer strides");
  Result<const char *> swName = swizzleMode(t.swizzle);
  if (!swName.ok())
    return swName.error();
  t.swizzleMode = *swName;
  return t;
}

std::string globalDimRule(int i, std::optional<uint64_t> dim) {
  if (dim && (*dim < 1 || *dim > kMaxGlobalDim))
    return "globalDim[" + std::to_string(i) + "] = " + std::to_string(*dim) +
           " is outside 1..2^32";
  return "";
}

std::string globalStrideRule(int i, std::optional<uint64_t> bytes) {
  if (bytes && *bytes % 16 != 0)
    return "globalStrides[" + std::to_string(i) + "] = " +
           std::to_string(*bytes) +
           " bytes is not a multiple of 16 (TMA global strides are 16-byte "
           "multiples)";
  if (bytes && *bytes >= kMaxGlobalStride)
    return "globalStrides[" + std::to_string(i) + "] = " +
           std::to_string(*bytes) + " bytes is not below 2^40";
  return "";
}

Result<Layout> ctaVMapOfTile(const Layout &gmem, const layout::TileNode &tile) {
  return layout::composition(layout::identityLayout(gmem.shape), tile,
                             layout::Semantics::CuteCpp);
}

Result<Plan> makePlan(const PlanInput &in) {
  auto fail = [](std::string m) { return Result<Plan>::fail(std::move(m)); };
  if (!in.type)
    return fail("no element type");
  const int bits = in.type->bits;
  Plan p;

  Result<TmaSmem> tsm = tmaSmemOf(in.smem);
  if (!tsm.ok())
    return tsm.error();
  const layout::Swizzle &sw = tsm->swizzle;
  const Layout &smem = tsm->layout;

  Result<Layout> gb = layout::tmaGbasis(in.gmem, smem, in.ctaVMap);
  if (!gb.ok())
    return fail(gb.error().message);
  p.gbasis = *gb;
  std::vector<IntTuple> modeStrides = p.gbasis.stride.elems();
  std::vector<IntTuple> modeShapes = p.gbasis.shape.elems();
  p.tensorRank = (int)modeStrides.size();
  if (p.tensorRank > 5)
    return fail("the TMA G-basis " + layout::toString(p.gbasis) +
                " has rank " + std::to_string(p.tensorRank) +
                "; TMA tensors have rank 1 to 5");

  // globalDim / globalStrides in elements, folded per mode.
  const Layout &g = in.gmemValues ? *in.gmemValues : in.gmem;
  std::vector<std::optional<uint64_t>> dim(p.tensorRank), stride(p.tensorRank);
  for (int i = 0; i < p.tensorRank; ++i) {
    std::vector<IntTuple> es = layout::leaves(modeStrides[i]);
    if (es.size() == 1) {
      dim[i] = valueOf(layout::basisGet(es[0], g.shape));
      stride[i] = valueOf(layout::basisGet(es[0], g.stride));
      continue;
    }
    std::optional<uint64_t> d = 1, s = 0;
    for (const IntTuple &e : es) {
      std::optional<uint64_t> sj = valueOf(layout::basisGet(e, g.shape)),
                              dj = valueOf(layout::basisGet(e, g.stride));
      if (!sj || !dj || !d || !s) {
        d = s = std::nullopt;
        continue;
      }
      uint64_t old = *s;
      s = std::gcd(*s, *dj);
      if (*s == 0) {
        d = sj;
        continue;
      }
      uint64_t a, b, sum;
      if (__builtin_mul_overflow(*d - 1, old / *s, &a) ||
          __builtin_mul_overflow(*sj - 1, *dj / *s, &b) ||
          __builtin_add_overflow(a, b, &sum) ||
          __builtin_add_overflow(sum, uint64_t(1), &sum))
        return fail("globalDim[" + std::to_string(i) +
                    "]: folding the GMEM modes of " +
                    layout::toString(Layout{modeShapes[i], modeStrides[i]}) +
                    " overflows 64 bits (a TMA extent is at most 2^32)");
      d = sum;
    }
    dim[i] = d;
    stride[i] = s;
  }
  auto majorness = [&](const std::string &stride0) {
    return fail("the majorness of the SMEM layout does not match the GMEM "
                "layout: TMA box mode 0 " +
                layout::toString(Layout{modeShapes[0], modeStrides[0]}) +
                " has GMEM stride " + stride0 +
                ", and TMA's innermost dimension must have stride 1");
  };
  if (stride[0] && *stride[0] != 1)
    return majorness(std::to_string(*stride[0]));
  if (!stride[0]) {
    // A run-time stride cannot be the unit one when another GMEM mode has
    // the static unit stride.
    std::vector<IntTuple> mode0 = layout::leaves(modeStrides[0]);
    std::vector<IntTuple> gs = layout::leaves(in.gmem.shape),
                          gd = layout::leaves(in.gmem.stride),
                          ge = layout::leaves(layout::identityLayout(in.gmem.shape).stride);
    for (size_t i = 0; i < gs.size(); ++i)
      if (gd[i].isStaticInt() && gd[i].value() == 1 &&
          !(gs[i].isStaticInt() && gs[i].value() == 1) &&
          std::find(mode0.begin(), mode0.end(), ge[i]) == mode0.end())
        return majorness("? (run time; GMEM mode " + layout::toString(ge[i]) +
                         " has the unit stride)");
  }
  for (int i = 0; i < p.tensorRank; ++i) {
    if (std::string why = globalDimRule(i, dim[i]); !why.empty())
      return fail(why);
    p.globalDim.push_back(dim[i]);
  }
  for (int i = 1; i < p.tensorRank; ++i) {
    std::optional<uint64_t> b;
    if (stride[i])
      b = *stride[i] * bits / 8;
    if (std::string why = globalStrideRule(i - 1, b); !why.empty())
      return fail(why);
    p.globalStrides.push_back(b);
  }

  // The box, split over the multicast CTAs from the outermost mode in.
  for (int i = 0; i < p.tensorRank; ++i) {
    Result<int64_t> n = layout::size(modeShapes[i]);
    p.boxDim.push_back(n.ok() ? (uint32_t)*n : 0);
  }
  if (in.multicast < 1)
    return fail("multicast count " + std::to_string(in.multicast) +
                " is not positive");
  uint64_t mc = (uint64_t)in.multicast;
  for (int i = p.tensorRank - 1; mc > 1; --i) {
    if (i < 0)
      return fail("multicast count " + std::to_string(in.multicast) +
                  " exceeds the box " + formatList(p.boxDim) +
                  " (each CTA loads a non-empty slice)");
    uint64_t b = p.boxDim[i];
    if (b % mc != 0 && mc % b != 0)
      return fail("multicast count " + std::to_string(in.multicast) +
                  " does not divide the box: boxDim[" + std::to_string(i) +
                  "] = " + std::to_string(b) + " and the remaining count " +
                  std::to_string(mc) + " do not divide one another");
    uint64_t next = (mc + b - 1) / b;
    p.boxDim[i] = (uint32_t)((b + mc - 1) / mc);
    mc = next;
  }
  for (int i = 0; i < p.tensorRank; ++i)
    if (p.boxDim[i] < 1 || p.boxDim[i] > kMaxBoxDim)
      return fail("boxDim[" + std::to_string(i) + "] = " +
                  std::to_string(p.boxDim[i]) + " is outside 1..256");
  // The driver's rules CuTe does not check.
  uint64_t innerBytes = (uint64_t)p.boxDim[0] * bits / 8;
  if ((uint64_t)p.boxDim[0] * bits % 128 != 0)
    return fail("the inner box dimension, " + std::to_string(p.boxDim[0]) +
                " elements of " + std::to_string(bits) +
                " bits, is not a multiple of 16 bytes (required without "
                "interleave)");
  if (int span = swizzleSpanBytes(sw); span && innerBytes > (uint64_t)span)
    return fail("the inner box dimension spans " + std::to_string(innerBytes) +
                " bytes, more than the " + std::to_string(span) +
                "-byte swizzle span of " + layout::toString(sw));
  p.elementStrides.assign(p.tensorRank, 1);

  p.tensorDataType = in.type->cuda;
  p.interleave = "CU_TENSOR_MAP_INTERLEAVE_NONE";
  p.swizzle = tsm->swizzleMode;
  p.l2Promotion = "CU_TENSOR_MAP_L2_PROMOTION_L2_128B";
  p.oobFill = "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE";

  // CuTe's gmem_prob_stride in bytes, mode 0 included.
  std::vector<std::optional<uint64_t>> byteStrides{uint64_t(bits / 8)};
  byteStrides.insert(byteStrides.end(), p.globalStrides.begin(),
                     p.globalStrides.end());
  Result<IntTuple> coord = layout::tmaCoordStrides(
      in.gmem, in.gmemValues ? &*in.gmemValues : nullptr, p.gbasis, bits,
      byteStrides);
  if (!coord.ok())
    return fail(coord.error().message);
  p.tmaTensor = Layout{g.shape, *coord};

  Result<int64_t> smemSize = layout::size(smem), boxSize = layout::size(p.gbasis);
  p.expectTxBytes = *smemSize * bits / 8;
  p.copyBits = (boxSize.ok() ? *boxSize : 0) * bits;
  return p;
}

Result<layout::TileNode> ctaTileFromText(const std::string &tileText) {
  if (Result<IntTuple> shape = layout::parseIntTuple(tileText); shape.ok())
    return layout::TileNode::fromShape(*shape);
  Result<layout::Tiler> tiler = layout::parseTiler(tileText);
  if (!tiler.ok())
    return Result<layout::TileNode>::fail("--cta-tile: " +
                                          layout::formatError(tiler.error()));
  return layout::tileNodeOf(*tiler);
}

Result<PlanInput> planOperandsFromText(std::string_view elem,
                                       const std::string &gmemText,
                                       const std::string &smemText) {
  using R = Result<PlanInput>;
  PlanInput in;
  in.type = dataTypeOf(elem);
  if (!in.type)
    return R::fail("--elem '" + std::string(elem) +
                   "' has no TMA data type (known: " + dataTypeNames() + ")");
  // Run-time integers of cute::print become `?` for the structure.
  static const std::regex plain("(^|[^_0-9@])(-?[0-9]+)");
  Result<Layout> values = layout::parseLayout(gmemText);
  if (!values.ok())
    return R::fail("--gmem: " + layout::formatError(values.error()));
  Result<Layout> gmem =
      layout::parseLayout(std::regex_replace(gmemText, plain, "$1?"));
  if (!gmem.ok())
    return R::fail("--gmem: " + layout::formatError(gmem.error()));
  if (layout::hasScaledBasis(*values))
    return R::fail("--gmem: a GMEM layout has integer strides, got " +
                   gmemText);
  for (const IntTuple &d : layout::leaves(values->stride))
    if (d.isStaticInt() && d.value() < 0)
      return R::fail("--gmem: stride " + std::to_string(d.value()) +
                     " is negative; TMA walks a tensor with non-negative "
                     "strides only");
  in.gmem = *gmem;
  in.gmemValues = *values;
  static const std::regex ptr(R"(smem_ptr\[[0-9]+b\]\([^)]*\))");
  Result<layout::AnyLayout> smem =
      layout::parseAnyLayout(std::regex_replace(smemText, ptr, "0"));
  if (!smem.ok())
    return R::fail("--smem: " + layout::formatError(smem.error()));
  in.smem = *smem;
  return in;
}

Result<PlanInput> planInputFromText(Op op, std::string_view elem,
                                    const std::string &gmemText,
                                    const std::string &smemText,
                                    const std::string &tileText,
                                    int64_t multicast) {
  using R = Result<PlanInput>;
  Result<PlanInput> operands = planOperandsFromText(elem, gmemText, smemText);
  if (!operands.ok())
    return operands;
  PlanInput in = *operands;
  in.op = op;
  in.multicast = multicast;
  Result<layout::TileNode> tile = ctaTileFromText(tileText);
  if (!tile.ok())
    return tile.error();
  Result<Layout> vmap = ctaVMapOfTile(in.gmem, *tile);
  if (!vmap.ok())
    return R::fail("--cta-tile: " + vmap.error().message);
  in.ctaVMap = *vmap;
  return in;
}

std::string formatPlan(const Plan &p) {
  std::string s;
  auto line = [&](const char *k, const std::string &v) {
    s += std::string(k) + ": " + v + "\n";
  };
  line("tensorDataType", p.tensorDataType);
  line("tensorRank", std::to_string(p.tensorRank));
  line("globalDim", formatList(p.globalDim));
  line("globalStrides", formatList(p.globalStrides));
  line("boxDim", formatList(p.boxDim));
  line("elementStrides", formatList(p.elementStrides));
  line("interleave", p.interleave);
  line("swizzle", p.swizzle);
  line("l2Promotion", p.l2Promotion);
  line("oobFill", p.oobFill);
  line("tmaTensor", layout::toString(p.tmaTensor));
  line("expectTxBytes", std::to_string(p.expectTxBytes));
  return s;
}

/// The value of a CUtensorMap* enumerator (cuda.h: each enum counts from 0
/// in this order).
int tensorMapEnumValue(std::string_view name) {
  static const char *const kNames[][8] = {
      {"UINT8", "UINT16", "UINT32", "INT32", "UINT64", "INT64", "FLOAT16",
       "FLOAT32"},
      {"FLOAT64", "BFLOAT16", "FLOAT32_FTZ", "TFLOAT32", "TFLOAT32_FTZ",
       "16U4_ALIGN8B", "16U4_ALIGN16B", "16U6_ALIGN16B"},
  };
  static const std::pair<const char *, std::vector<const char *>> kEnums[] = {
      {"CU_TENSOR_MAP_INTERLEAVE_", {"NONE", "16B", "32B"}},
      {"CU_TENSOR_MAP_SWIZZLE_",
       {"NONE", "32B", "64B", "128B", "128B_ATOM_32B", "128B_ATOM_32B_FLIP_8B",
        "128B_ATOM_64B"}},
      {"CU_TENSOR_MAP_L2_PROMOTION_", {"NONE", "L2_64B", "L2_128B", "L2_256B"}},
      {"CU_TENSOR_MAP_FLOAT_OOB_FILL_", {"NONE", "NAN_REQUEST_ZERO_FMA"}},
  };
  const std::string dt = "CU_TENSOR_MAP_DATA_TYPE_";
  if (name.rfind(dt, 0) == 0)
    for (int i = 0; i < 16; ++i)
      if (name.substr(dt.size()) == kNames[i / 8][i % 8])
        return i;
  for (const auto &[prefix, values] : kEnums)
    if (name.rfind(prefix, 0) == 0)
      for (size_t i = 0; i < values.size(); ++i)
        if (name.substr(std::string(prefix).size()) == values[i])
          return int(i);
  return -1;
}


} // namespace cute_nvgpu::target::tma
