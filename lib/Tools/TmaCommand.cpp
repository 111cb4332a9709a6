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
    "16-byte alignment a tensor map needs.\n";

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
                                                    {"--address", true}},
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
  if (!op)
    return fail(err, "--op must be load, load-multicast, store or reduce, "
                     "got '" +
                         *opts->value("--op") + "'");
  int64_t multicast = 1;
  if (const std::string *m = opts->value("--multicast")) {
    std::optional<uint64_t> n = parseCount(*m, "--multicast", 1, 16, perr);
    if (!n)
      return fail(err, perr);
    if (*n > 1 && *op != Op::LoadMulticast)
      return fail(err, "--multicast " + *m +
                           " needs --op load-multicast (only a multicast "
                           "load shares its box across a cluster)");
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
