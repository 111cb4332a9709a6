//===- DescCommand.cpp - `cute-nvgpu desc` ---------------------------------===//
//
// The descriptor a layout gives, and the fields a descriptor holds, from the
// same canonical-family table the verifier uses (Target/SmemDescriptor.h).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/DescCommand.h"

#include "cute-nvgpu/Target/SmemDescriptor.h"

#include <cinttypes>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <map>

namespace cute_nvgpu::tools {
namespace {
using namespace cute_nvgpu::target::desc;

const char *kUsage =
    "usage: cute-nvgpu desc encode --arch sm90|sm100 --major K|MN --elem TYPE\n"
    "                              --layout LAYOUT [--start ADDR]\n"
    "       cute-nvgpu desc decode --arch sm90|sm100 0xWORD\n"
    "LAYOUT: one MMA K block of the operand in element units, swizzle\n"
    "included, e.g. \"Sw<3,3,3> o 0 o (64,16):(64,1)\" (16-bit, 128B, K-major).\n"
    "TYPE: f16 bf16 tf32 f8E4M3FN f8E5M2 i8 e4m3 e5m2 s8 u8. ADDR: byte\n"
    "address in shared memory (decimal or 0x hex, default 0).\n";

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

void printFields(std::ostream &out, Arch arch, const Fields &f, uint64_t w,
                 const std::string &family = "") {
  out << "start_address: " << f.startAddress << " (encoded "
      << ((f.startAddress & 0x3FFFF) >> 4) << ")\n"
      << "leading_byte_offset: " << f.leadingByteOffset << " (encoded "
      << ((f.leadingByteOffset & 0x3FFFF) >> 4) << ")\n"
      << "stride_byte_offset: " << f.strideByteOffset << " (encoded "
      << ((f.strideByteOffset & 0x3FFFF) >> 4) << ")\n"
      << "base_offset: " << f.baseOffset << "\n";
  if (arch == Arch::Sm90)
    out << "swizzle: " << swizzleBytes(f.swizzle) << " (code " << (w >> 62)
        << ")\n";
  else
    out << "lbo_mode: " << (f.lboModeAbsolute ? "absolute" : "relative")
        << "\nswizzle: " << swizzleBytes(f.swizzle) << " (code "
        << ((w >> 61) & 7) << ")\n";
  if (!family.empty())
    out << "family: " << family << "\n";
  else
    out << "family: " << swizzleName(f.swizzle)
        << " (K-major or MN-major: the major is the MMA's transpose flag, "
           "not a descriptor field)\n";
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

bool parseNumber(const std::string &s, uint64_t &v) {
  if (s.empty())
    return false;
  char *end = nullptr;
  errno = 0;
  v = std::strtoull(s.c_str(), &end, 0);
  return errno == 0 && end && *end == '\0' && s[0] != '-';
}
} // namespace

int runDescCommand(const std::vector<std::string> &args, std::ostream &out,
                   std::ostream &err) {
  if (args.empty()) {
    err << kUsage;
    return 1;
  }
  if (args[0] == "--help" || args[0] == "-h") {
    out << kUsage;
    return 0;
  }
  const std::string &verb = args[0];
  if (verb != "encode" && verb != "decode") {
    err << "error: unknown desc command '" << verb
        << "' (expected encode or decode)\n";
    return 1;
  }
  std::map<std::string, std::string> opts;
  std::vector<std::string> positional;
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "--arch" || a == "--major" || a == "--elem" || a == "--layout" ||
        a == "--start") {
      if (i + 1 >= args.size()) {
        err << "error: option " << a << " needs a value\n";
        return 1;
      }
      opts[a] = args[++i];
    } else if (!a.empty() && a[0] == '-' && a.rfind("-0", 0) != 0) {
      err << "error: unknown option '" << a << "'\n";
      return 1;
    } else {
      positional.push_back(a);
    }
  }
  Arch arch;
  if (!opts.count("--arch") || !parseArch(opts["--arch"], arch)) {
    err << "error: --arch must be sm90 or sm100\n";
    return 1;
  }
  if (verb == "decode") {
    uint64_t w;
    if (positional.size() != 1 || !parseNumber(positional[0], w)) {
      err << "error: decode takes one descriptor word, e.g. "
             "0x4000004000010000\n";
      return 1;
    }
    auto f = decode(arch, w);
    if (!f.ok()) {
      err << "error: " << f.error().message << "\n";
      return 1;
    }
    out << hex(w) << "\n";
    printFields(out, arch, *f, w);
    return 0;
  }
  if (!positional.empty()) {
    err << "error: unexpected argument '" << positional[0] << "'\n";
    return 1;
  }
  Major major;
  if (opts["--major"] == "K" || opts["--major"] == "k")
    major = Major::K;
  else if (opts["--major"] == "MN" || opts["--major"] == "mn")
    major = Major::MN;
  else {
    err << "error: --major must be K or MN\n";
    return 1;
  }
  int bits = elementBits(opts["--elem"]);
  if (!bits) {
    err << "error: unknown --elem '" << opts["--elem"]
        << "' (f16 bf16 tf32 f8E4M3FN f8E5M2 i8 e4m3 e5m2 s8 u8)\n";
    return 1;
  }
  if (!opts.count("--layout")) {
    err << "error: --layout is required\n";
    return 1;
  }
  auto block = cute_nvgpu::layout::parseAnyLayout(opts["--layout"]);
  if (!block.ok()) {
    err << "error: --layout: " << cute_nvgpu::layout::formatError(block.error())
        << "\n";
    return 1;
  }
  uint64_t start = 0;
  if (opts.count("--start") &&
      (!parseNumber(opts["--start"], start) || start > 0xFFFFFFFFull)) {
    err << "error: --start must be a byte address, got '" << opts["--start"]
        << "'\n";
    return 1;
  }
  auto f =
      deriveFields(arch, major, bits, *block, static_cast<uint32_t>(start));
  if (!f.ok()) {
    err << "error: " << f.error().message << "\n";
    return 1;
  }
  uint64_t w = encode(arch, *f);
  out << hex(w) << "\n";
  printFields(out, arch, *f, w,
              std::string(majorName(major)) + "-major " +
                  swizzleName(f->swizzle) + ", " + std::to_string(bits) +
                  "-bit elements");
  return 0;
}

} // namespace cute_nvgpu::tools
