//===- DescCommand.cpp - `cute-nvgpu desc` ---------------------------------===//
//
// The descriptor a layout gives, and the fields a descriptor holds, from the
// same canonical-family table the verifier uses (Target/SmemDescriptor.h).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/DescCommand.h"
#include "cute-nvgpu/Tools/Options.h"

#include "cute-nvgpu/Target/SmemDescriptor.h"
#include "cute-nvgpu/Target/Targets.h"

#include <cinttypes>
#include <cstdio>
#include <limits>

namespace cute_nvgpu::tools {
namespace {
using namespace cute_nvgpu::target::desc;

const char *kUsage =
    "usage: cute-nvgpu desc encode (--target SM | --arch sm90|sm100) --major K|MN\n"
    "                              --elem TYPE --layout LAYOUT [--start ADDR]\n"
    "       cute-nvgpu desc decode (--target SM | --arch sm90|sm100) WORD\n"
    "       cute-nvgpu desc instr ... (tcgen05.mma instruction descriptors;\n"
    "       see 'cute-nvgpu desc instr --help')\n"
    "SM: sm_90* uses the SM90 (wgmma) encoding; sm_100*, sm_103* and sm_110*\n"
    "(the tcgen05 tiers) use the SM100 encoding; other targets have none.\n"
    "LAYOUT: the whole SMEM tile (the first K block's descriptor) of the operand in element units, swizzle\n"
    "included, e.g. \"Sw<3,3,3> o 0 o (64,16):(64,1)\" (16-bit, 128B, K-major).\n"
    "TYPE: f16 bf16 tf32 f8E4M3FN f8E5M2 i8 e4m3 e5m2 s8 u8. ADDR: byte\n"
    "address in shared memory (decimal or 0x hex, default 0). WORD: the\n"
    "64-bit descriptor, decimal or 0x hex. decode marks the fields that\n"
    "encode would never write with \"(not producible: ...)\".\n";

std::string hex(uint64_t w) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "0x%016" PRIx64, w);
  return buf;
}

const char *swizzleBytes(Swizzle s) {
  switch (s) {
  case Swizzle::Interleave: return "none (interleave)";
  case Swizzle::B32: return "32B";
  case Swizzle::B64: return "64B";
  case Swizzle::B128: return "128B";
  case Swizzle::B128Base32: return "128B with 32B atoms (SWIZZLE_128B_BASE32B)";
  }
  return "?";
}

/// Why `desc encode` (deriveFields + encode) could never have written a
/// decoded field, or empty when it could. A hardware word can hold these
/// values, but no canonical layout yields them, so decode must not present
/// them as an ordinary descriptor.
struct Producibility {
  std::string baseOffset, lboMode;
  int count() const { return !baseOffset.empty() + !lboMode.empty(); }
};

/// A 0 leading/stride offset is what CuTe (and encode) write when the tile
/// has no second atom along that offset; say so, since the word alone does
/// not tell whether the tile it came from was such a tile.
std::string zeroOffsetNote(uint32_t bytes) {
  return bytes ? "" : "; 0: written only for a tile with one atom along this "
                      "offset, where the hardware does not read it";
}

Producibility producibility(Arch arch, const Fields &f) {
  Producibility p;
  uint32_t expected = baseOffsetFor(f.swizzle, f.startAddress);
  if (f.baseOffset != expected)
    p.baseOffset = "encode derives " + std::to_string(expected) +
                   " from the start address and the swizzle";
  if (arch == Arch::Sm100 && f.lboModeAbsolute)
    p.lboMode = "encode writes relative leading offsets only";
  return p;
}

/// ` (not producible: WHY)` after a field encode never writes.
std::string mark(const std::string &why) {
  return why.empty() ? "" : " (not producible: " + why + ")";
}

void printFields(std::ostream &out, Arch arch, const Fields &f, uint64_t w,
                 const std::string &family = "",
                 const Producibility &p = Producibility()) {
  out << "start_address: " << f.startAddress << " (encoded "
      << ((f.startAddress & 0x3FFFF) >> 4) << ")\n"
      << "leading_byte_offset: " << f.leadingByteOffset << " (encoded "
      << ((f.leadingByteOffset & 0x3FFFF) >> 4)
      << zeroOffsetNote(f.leadingByteOffset) << ")\n"
      << "stride_byte_offset: " << f.strideByteOffset << " (encoded "
      << ((f.strideByteOffset & 0x3FFFF) >> 4)
      << zeroOffsetNote(f.strideByteOffset) << ")\n"
      << "base_offset: " << f.baseOffset << mark(p.baseOffset) << "\n";
  if (arch == Arch::Sm90)
    out << "swizzle: " << swizzleBytes(f.swizzle) << " (code " << (w >> 62)
        << ")\n";
  else
    out << "lbo_mode: " << (f.lboModeAbsolute ? "absolute" : "relative")
        << mark(p.lboMode)
        << "\nswizzle: " << swizzleBytes(f.swizzle) << " (code "
        << ((w >> 61) & 7) << ")\n";
  if (!family.empty())
    out << "family: " << family << "\n";
  else
    out << "family: " << swizzleName(f.swizzle)
        << " (K-major or MN-major: the major is the MMA's transpose flag, "
           "not a descriptor field)\n";
  if (int n = p.count())
    out << "note: " << n
        << (n == 1 ? " field above holds a value" : " fields above hold values")
        << " that 'desc encode' never writes\n";
}

bool parseArch(const std::string &s, Arch &a) {
  if (s == "sm90" || s == "sm_90" || s == "sm_90a") {
    a = Arch::Sm90;
    return true;
  }
  if (s == "sm100" || s == "sm_100" || s == "sm_100a") {
    a = Arch::Sm100;
    return true;
  }
  return false;
}

/// The descriptor encoding a target's MMA reads: wgmma on the SM90 tier,
/// tcgen05 on the SM100/SM103/SM110 tiers. Empty error on success.
bool archOfTarget(const std::string &name, Arch &a, std::string &error) {
  const target::TargetInfo *t = target::lookupTarget(name);
  if (!t) {
    error = "unknown target '" + name + "' (known: " +
            target::targetNameList() + ")";
    return false;
  }
  if (t->sm == 90) {
    a = Arch::Sm90;
    return true;
  }
  if (t->surface == 100 || t->surface == 110) {
    a = Arch::Sm100;
    return true;
  }
  error = std::string("--target ") + t->name +
          " has no shared-memory matrix descriptor (wgmma on sm_90*, "
          "tcgen05 on sm_100*/sm_103*/sm_110* read one)";
  return false;
}
} // namespace

int runDescCommand(const std::vector<std::string> &args, std::ostream &out,
                   std::ostream &err) {
  if (args.empty())
    return fail(err, "desc needs encode, decode or instr (see 'cute-nvgpu "
                     "desc --help')");
  const std::string &verb = args[0];
  if (verb == "--help" || verb == "-h") {
    out << kUsage;
    return 0;
  }
  if (verb == "--version") {
    out << versionString() << "\n";
    return 0;
  }
  if (verb == "instr")
    return runInstrDescCommand(
        std::vector<std::string>(args.begin() + 1, args.end()), out, err);
  if (verb != "encode" && verb != "decode")
    return fail(err, (verb[0] == '-' ? "unknown option '" : "unknown desc "
                                                            "command '") +
                         verb + "' (expected encode, decode or instr)");
  std::string perr;
  std::vector<std::string> rest(args.begin() + 1, args.end());
  std::optional<ParsedOptions> opts =
      verb == "decode"
          ? parseOptions(rest, {{"--arch", true}, {"--target", true}}, perr)
          : parseOptions(rest,
                         {{"--arch", true},
                          {"--target", true},
                          {"--major", true},
                          {"--elem", true},
                          {"--layout", true},
                          {"--start", true}},
                         perr);
  if (!opts)
    return fail(err, perr);
  if (answeredHelpOrVersion(*opts, kUsage, out))
    return 0;
  Arch arch;
  const std::string *archText = opts->value("--arch");
  const std::string *targetText = opts->value("--target");
  if (archText && targetText)
    return fail(err, "give --target or --arch, not both");
  if (targetText) {
    if (!archOfTarget(*targetText, arch, perr))
      return fail(err, perr);
  } else if (!archText) {
    return fail(err, "desc " + verb + " needs --target SM or --arch sm90|sm100");
  } else if (!parseArch(*archText, arch)) {
    return fail(err, "--arch must be sm90 or sm100");
  }
  if (verb == "decode") {
    if (opts->positional.size() != 1)
      return fail(err, "decode takes one descriptor word, e.g. "
                       "0x4000004000010000");
    std::optional<uint64_t> w =
        parseCount(opts->positional[0], "WORD", 0,
                   std::numeric_limits<uint64_t>::max(), perr,
                   /*allowHex=*/true);
    if (!w)
      return fail(err, perr);
    auto f = decode(arch, *w);
    if (!f.ok())
      return fail(err, f.error().message);
    out << hex(*w) << "\n";
    printFields(out, arch, *f, *w, "", producibility(arch, *f));
    return 0;
  }
  if (!opts->positional.empty())
    return fail(err, "unexpected argument '" + opts->positional[0] + "'");
  std::string majorText = opts->value("--major") ? *opts->value("--major") : "";
  Major major;
  if (majorText == "K" || majorText == "k")
    major = Major::K;
  else if (majorText == "MN" || majorText == "mn")
    major = Major::MN;
  else
    return fail(err, "--major must be K or MN");
  std::string elem = opts->value("--elem") ? *opts->value("--elem") : "";
  int bits = elementBits(elem);
  if (!bits)
    return fail(err, "unknown --elem '" + elem +
                         "' (f16 bf16 tf32 f8E4M3FN f8E5M2 i8 e4m3 e5m2 s8 "
                         "u8)");
  const std::string *layoutText = opts->value("--layout");
  if (!layoutText)
    return fail(err, "--layout is required");
  auto block = cute_nvgpu::layout::parseAnyLayout(*layoutText);
  if (!block.ok())
    return fail(err, "--layout: " +
                         cute_nvgpu::layout::formatError(block.error()));
  uint64_t start = 0;
  if (const std::string *startText = opts->value("--start")) {
    // The descriptor holds 18 address bits; deriveFields names the limit.
    std::optional<uint64_t> v =
        parseCount(*startText, "--start", 0,
                   std::numeric_limits<uint32_t>::max(), perr,
                   /*allowHex=*/true);
    if (!v)
      return fail(err, perr);
    start = *v;
  }
  auto f =
      deriveFields(arch, major, bits, *block, static_cast<uint32_t>(start));
  if (!f.ok())
    return fail(err, f.error().message);
  uint64_t w = encode(arch, *f);
  out << hex(w) << "\n";
  printFields(out, arch, *f, w,
              std::string(majorName(major)) + "-major " +
                  swizzleName(f->swizzle) + ", " + std::to_string(bits) +
                  "-bit elements");
  return 0;
}

} // namespace cute_nvgpu::tools
