//===- InstrDescCommand.cpp - `cute-nvgpu desc instr` ----------------------===//
//
// The tcgen05.mma instruction descriptor of an MMA's fields, and the fields
// of a word, from the one encoder the UMMA lowering uses
// (Target/UmmaInstrDesc.h).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/DescCommand.h"
#include "cute-nvgpu/Tools/Options.h"

#include "cute-nvgpu/Target/UmmaInstrDesc.h"

#include <cstdio>

namespace cute_nvgpu::tools {
namespace {
using namespace cute_nvgpu::target;
using namespace cute_nvgpu::target::umma;

const char *kInstrUsage =
    "usage: cute-nvgpu desc instr --kind KIND --a T --b T --c T --m M --n N\n"
    "           --a-major K|MN --b-major K|MN [--negate-a] [--negate-b]\n"
    "           [--saturate] [--sparse-id2 N] [--max-shift 8|16|32]\n"
    "           [--sf ue8m0|ue4m3] [--sfa-id N] [--sfb-id N]\n"
    "       cute-nvgpu desc instr --kind KIND --decode WORD\n"
    "The 32-bit tcgen05.mma instruction descriptor (CuTe's\n"
    "UMMA::make_instr_desc / make_instr_desc_block_scaled) on the first\n"
    "line as 0x%08x, then its fields. KIND: f16 tf32 f8f6f4 i8 mxf8f6f4\n"
    "mxf4 mxf4nvf4. T: f16 bf16 tf32 f32 e4m3 e5m2 e2m3 e3m2 e2m1 s8 u8 s32,\n"
    "or the MLIR names (f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN, i8,\n"
    "i32). --sparse-id2 marks the MMA sparse; --sf, --sfa-id and --sfb-id\n"
    "are the block-scaled kinds' scale factors.\n";

Elem typeOf(const std::string &t) {
  static const std::pair<const char *, Elem> mlir[] = {
      {"f8E4M3FN", Elem::E4M3}, {"f8E5M2", Elem::E5M2},
      {"f6E2M3FN", Elem::E2M3}, {"f6E3M2FN", Elem::E3M2},
      {"f4E2M1FN", Elem::E2M1}, {"i8", Elem::S8},
      {"i32", Elem::S32},       {"f8E8M0FNU", Elem::UE8M0}};
  for (auto [name, e] : mlir)
    if (t == name)
      return e;
  return elemFromName(t);
}

std::string hex32(uint32_t w) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%08x", w);
  return buf;
}

void printFields(std::ostream &out, const InstrDesc &d) {
  bool scaled = tcgen05::isBlockScaled(d.kind);
  out << "kind: " << tcgen05::kindName(d.kind) << "\n"
      << "a: " << elemName(d.a) << (d.aMnMajor ? " (MN-major)" : " (K-major)")
      << (d.negateA ? ", negated" : "") << "\n"
      << "b: " << elemName(d.b) << (d.bMnMajor ? " (MN-major)" : " (K-major)")
      << (d.negateB ? ", negated" : "") << "\n"
      << "d: " << elemName(d.c) << "\n"
      << "m: " << d.m << "\n"
      << "n: " << d.n << "\n"
      << "sparse: " << (d.sparse ? "yes, selector " : "no")
      << (d.sparse ? std::to_string(d.sparseId2) : "") << "\n";
  if (scaled) {
    out << "scale factors: " << elemName(d.scale) << ", A id " << d.sfaId
        << ", B id " << d.sfbId << "\n";
    if (d.kind == tcgen05::Kind::MxF4)
      out << "k: " << (d.k96 ? 96 : 64) << "\n";
  } else {
    out << "saturate: " << (d.saturate ? "yes" : "no") << "\n"
        << "max shift: " << d.maxShift << "\n";
  }
}

} // namespace

int runInstrDescCommand(const std::vector<std::string> &args,
                        std::ostream &out, std::ostream &err) {
  std::string perr;
  std::optional<ParsedOptions> opts = parseOptions(
      args,
      {{"--kind", true},     {"--a", true},          {"--b", true},
       {"--c", true},        {"--m", true},          {"--n", true},
       {"--a-major", true},  {"--b-major", true},    {"--negate-a", false},
       {"--negate-b", false}, {"--saturate", false}, {"--sparse-id2", true},
       {"--max-shift", true}, {"--sf", true},        {"--sfa-id", true},
       {"--sfb-id", true},   {"--decode", true}},
      perr);
  if (!opts)
    return fail(err, perr);
  if (answeredHelpOrVersion(*opts, kInstrUsage, out))
    return 0;
  if (!opts->positional.empty())
    return fail(err, "unexpected argument '" + opts->positional[0] + "'");
  const std::string *kindText = opts->value("--kind");
  if (!kindText)
    return fail(err, "desc instr needs --kind (f16 tf32 f8f6f4 i8 mxf8f6f4 "
                     "mxf4 mxf4nvf4)");
  std::optional<tcgen05::Kind> kind = tcgen05::kindFromName(*kindText);
  if (!kind)
    return fail(err, "unknown --kind '" + *kindText +
                         "' (f16 tf32 f8f6f4 i8 mxf8f6f4 mxf4 mxf4nvf4)");
  if (const std::string *word = opts->value("--decode")) {
    std::optional<uint64_t> w =
        parseCount(*word, "--decode", 0, 0xffffffffULL, perr,
                   /*allowHex=*/true);
    if (!w)
      return fail(err, perr);
    auto d = decodeInstrDesc(*kind, static_cast<uint32_t>(*w));
    if (!d.ok())
      return fail(err, d.error().message);
    out << hex32(static_cast<uint32_t>(*w)) << "\n";
    printFields(out, *d);
    return 0;
  }
  InstrDesc d;
  d.kind = *kind;
  auto type = [&](const char *opt, Elem &slot, bool required) -> bool {
    const std::string *t = opts->value(opt);
    if (!t) {
      if (required)
        perr = std::string(opt) + " is required";
      return !required;
    }
    slot = typeOf(*t);
    if (slot == Elem::None) {
      perr = std::string("unknown ") + opt + " '" + *t + "'";
      return false;
    }
    return true;
  };
  if (!type("--a", d.a, true) || !type("--b", d.b, true) ||
      !type("--c", d.c, true))
    return fail(err, perr);
  auto count = [&](const char *opt, int &slot, uint64_t min, uint64_t max,
                   bool required) -> bool {
    const std::string *t = opts->value(opt);
    if (!t) {
      if (required)
        perr = std::string(opt) + " is required";
      return !required;
    }
    std::optional<uint64_t> v = parseCount(*t, opt, min, max, perr);
    if (!v)
      return false;
    slot = static_cast<int>(*v);
    return true;
  };
  if (!count("--m", d.m, 1, 1024, true) || !count("--n", d.n, 1, 1024, true))
    return fail(err, perr);
  auto major = [&](const char *opt, bool &mn) -> bool {
    const std::string *t = opts->value(opt);
    if (!t) {
      perr = std::string(opt) + " is required (K or MN)";
      return false;
    }
    if (*t == "K" || *t == "k")
      mn = false;
    else if (*t == "MN" || *t == "mn")
      mn = true;
    else {
      perr = std::string(opt) + " must be K or MN, got '" + *t + "'";
      return false;
    }
    return true;
  };
  if (!major("--a-major", d.aMnMajor) || !major("--b-major", d.bMnMajor))
    return fail(err, perr);
  d.negateA = opts->has("--negate-a");
  d.negateB = opts->has("--negate-b");
  d.saturate = opts->has("--saturate");
  if (opts->value("--sparse-id2")) {
    d.sparse = true;
    if (!count("--sparse-id2", d.sparseId2, 0, 3, false))
      return fail(err, perr);
  }
  if (!count("--max-shift", d.maxShift, 0, 32, false) ||
      !count("--sfa-id", d.sfaId, 0, 3, false) ||
      !count("--sfb-id", d.sfbId, 0, 3, false))
    return fail(err, perr);
  if (const std::string *sf = opts->value("--sf")) {
    d.scale = typeOf(*sf);
    if (d.scale != Elem::UE8M0 && d.scale != Elem::UE4M3)
      return fail(err, "--sf must be ue8m0 or ue4m3, got '" + *sf + "'");
  }
  auto w = encodeInstrDesc(d);
  if (!w.ok())
    return fail(err, w.error().message);
  out << hex32(*w) << "\n";
  printFields(out, d);
  return 0;
}

} // namespace cute_nvgpu::tools
