//===- TmaCommand.cpp - `cute-nvgpu tma plan` ------------------------------===//
//
// The TMA descriptor plan of Target/TmaPlan.h for layouts written as
// cute::print shows them: in the GMEM layout `_N` is a compile-time integer
// and a plain N a run-time one (the distinction decides which modes CuTe
// drops and merges); `smem_ptr[16b](unset)` in a swizzled SMEM layout reads
// as the offset 0.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/TmaCommand.h"
#include "cute-nvgpu/Tools/Options.h"

#include "cute-nvgpu/Target/TmaIm2colPlan.h"
#include "cute-nvgpu/Target/TmaPlan.h"

#include <limits>


namespace cute_nvgpu::tools {
namespace {
using namespace cute_nvgpu::target::tma;
namespace L = cute_nvgpu::layout;

const char *kUsage =
    "usage: cute-nvgpu tma plan --op load|load-multicast|store|reduce\n"
    "                           --elem TYPE --gmem LAYOUT --smem LAYOUT\n"
    "                           --cta-tile TILE [--multicast N]\n"
    "                           [--address ADDR]\n"
    "Prints what CuTe's make_tma_copy passes cuTensorMapEncodeTiled for this\n"
    "copy (tensorDataType, tensorRank, globalDim, globalStrides in bytes,\n"
    "boxDim, elementStrides, interleave, swizzle, l2Promotion, oobFill), the\n"
    "TMA coordinate tensor (tmaTensor) and the bytes one CTA's mbarrier\n"
    "expects (expectTxBytes), one `name: value` line each; or the one rule\n"
    "the copy breaks.\n"
    "LAYOUT as cute::print shows it. GMEM: `_N` is a compile-time integer,\n"
    "a plain N a run-time one, e.g. \"(4096,1024):(_1,4096)\". SMEM: static,\n"
    "swizzle on the byte address, e.g. \"Sw<3,4,3> o smem_ptr[16b](unset) o\n"
    "(_64,_64):(_64,_1)\" or \"Sw<3,4,3> o 0 o (64,64):(64,1)\".\n"
    "TILE: the CTA tile, a shape such as \"(_128,_64)\" or a by-mode tiler.\n"
    "N: the multicast cluster size (load-multicast only; default 1).\n"
    "ADDR: the tensor's global address (decimal or 0x hex), checked for the\n"
    "16-byte alignment a tensor map needs.\n"
    "\n"
    "usage: cute-nvgpu tma plan --op load-im2col|load-im2col-multicast|\n"
    "                                store-im2col\n"
    "                           --elem TYPE --gmem LAYOUT --smem LAYOUT\n"
    "                           --cta-tile TILE [--multicast N]\n"
    "                           [--lower-corner-whd T --upper-corner-whd T\n"
    "                            --lower-padding-whd T --upper-padding-whd T\n"
    "                            --stride-whd T --lower-srt T --stride-srt T]\n"
    "Prints what CuTe's make_im2col_tma_copy passes cuTensorMapEncodeIm2col\n"
    "(tensorDataType, tensorRank, globalDim, globalStrides, pixelBoxLowerCorner,\n"
    "pixelBoxUpperCorner, channelsPerPixel, pixelsPerColumn, elementStrides,\n"
    "interleave, swizzle, l2Promotion, oobFill), the im2col coordinate tensor\n"
    "and the mbarrier's bytes. GMEM has two modes, pixels and channels, e.g.\n"
    "\"((_12,_10,_2),_64):((_64,_768,_7680),_1)\" for NHWC. Each T is one\n"
    "integer per spatial mode (w,h,d), e.g. \"(-1,-1)\"; all seven or none\n"
    "(CuTe's copy without offsets, the only form of a store).\n";

/// The convolution parameters of an im2col plan, by flag.
const std::pair<const char *, std::string Im2colParamTexts::*> kIm2colFlags[] =
    {{"--lower-corner-whd", &Im2colParamTexts::lowerCornerWhd},
     {"--upper-corner-whd", &Im2colParamTexts::upperCornerWhd},
     {"--lower-padding-whd", &Im2colParamTexts::lowerPaddingWhd},
     {"--upper-padding-whd", &Im2colParamTexts::upperPaddingWhd},
     {"--stride-whd", &Im2colParamTexts::strideWhd},
     {"--lower-srt", &Im2colParamTexts::lowerSrt},
     {"--stride-srt", &Im2colParamTexts::strideSrt}};

} // namespace

int runTmaCommand(const std::vector<std::string> &args, std::ostream &out,
                  std::ostream &err) {
  if (args.empty())
    return fail(err, "tma needs a command: plan (see 'cute-nvgpu tma --help')");
  const std::string &verb = args[0];
  if (verb == "--help" || verb == "-h") {
    out << kUsage;
    return 0;
  }
  if (verb == "--version") {
    out << versionString() << "\n";
    return 0;
  }
  if (verb != "plan")
    return fail(err, (verb[0] == '-' ? "unknown option '"
                                     : "unknown tma command '") +
                         verb + "' (expected plan)");
  std::string perr;
  std::vector<std::string> rest(args.begin() + 1, args.end());
  std::optional<ParsedOptions> opts = parseOptions(rest,
                                                   {{"--op", true},
                                                    {"--elem", true},
                                                    {"--gmem", true},
                                                    {"--smem", true},
                                                    {"--cta-tile", true},
                                                    {"--multicast", true},
                                                    {"--address", true},
                                                    {"--lower-corner-whd", true},
                                                    {"--upper-corner-whd", true},
                                                    {"--lower-padding-whd", true},
                                                    {"--upper-padding-whd", true},
                                                    {"--stride-whd", true},
                                                    {"--lower-srt", true},
                                                    {"--stride-srt", true}},
                                                   perr);
  if (!opts)
    return fail(err, perr);
  if (answeredHelpOrVersion(*opts, kUsage, out))
    return 0;
  if (!opts->positional.empty())
    return fail(err, "unexpected argument '" + opts->positional[0] + "'");
  for (const char *req : {"--op", "--elem", "--gmem", "--smem", "--cta-tile"})
    if (!opts->value(req))
      return fail(err, std::string(req) + " is required");

  std::optional<Op> op = opFromName(*opts->value("--op"));
  std::optional<Im2colOp> im2col = im2colOpFromName(*opts->value("--op"));
  if (!op && !im2col)
    return fail(err, "--op must be load, load-multicast, store, reduce, "
                     "load-im2col, load-im2col-multicast or store-im2col, "
                     "got '" +
                         *opts->value("--op") + "'");
  bool multicastOp = op ? *op == Op::LoadMulticast
                        : *im2col == Im2colOp::LoadMulticast;
  int64_t multicast = 1;
  if (const std::string *m = opts->value("--multicast")) {
    std::optional<uint64_t> n = parseCount(*m, "--multicast", 1, 16, perr);
    if (!n)
      return fail(err, perr);
    if (*n > 1 && !multicastOp)
      return fail(err, "--multicast " + *m + " needs --op " +
                           (op ? "load-multicast" : "load-im2col-multicast") +
                           " (only a multicast load shares its box across a "
                           "cluster)");
    multicast = (int64_t)*n;
  }
  if (const std::string *a = opts->value("--address")) {
    std::optional<uint64_t> addr =
        parseCount(*a, "--address", 0, std::numeric_limits<uint64_t>::max(),
                   perr, /*allowHex=*/true);
    if (!addr)
      return fail(err, perr);
    if (*addr % 16 != 0)
      return fail(err, "--address " + *a +
                           " is not 16-byte aligned (a tensor map's global "
                           "address must be)");
  }
  if (im2col) {
    Im2colParamTexts texts;
    for (const auto &[flag, member] : kIm2colFlags)
      if (const std::string *v = opts->value(flag))
        texts.*member = *v;
    L::Result<Im2colPlanInput> in = im2colPlanInputFromText(
        *im2col, *opts->value("--elem"), *opts->value("--gmem"),
        *opts->value("--smem"), *opts->value("--cta-tile"), multicast, texts);
    if (!in.ok())
      return fail(err, in.error().message);
    L::Result<Im2colPlan> plan = makeIm2colPlan(*in);
    if (!plan.ok())
      return fail(err, plan.error().message);
    out << formatIm2colPlan(*plan);
    return 0;
  }
  for (const auto &[flag, member] : kIm2colFlags)
    if (opts->value(flag))
      return fail(err, std::string(flag) + " needs an im2col --op "
                                           "(load-im2col, "
                                           "load-im2col-multicast)");
  L::Result<PlanInput> in = planInputFromText(
      *op, *opts->value("--elem"), *opts->value("--gmem"),
      *opts->value("--smem"), *opts->value("--cta-tile"), multicast);
  if (!in.ok())
    return fail(err, in.error().message);
  L::Result<Plan> plan = makePlan(*in);
  if (!plan.ok())
    return fail(err, plan.error().message);
  out << formatPlan(*plan);
  return 0;
}

} // namespace cute_nvgpu::tools
