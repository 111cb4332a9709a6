//===- QueryCommand.cpp - `cute-nvgpu query` -------------------------------===//
//
// Answers "what is legal on this target" from the same tables the verifier
// and the target pass read: the SM roster, the atom registry, the lattice,
// the copy-form table.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/QueryCommand.h"
#include "cute-nvgpu/Tools/Options.h"

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/Builtins.h"
#include "cute-nvgpu/Target/CopyForms.h"
#include "cute-nvgpu/Target/MmaLattice.h"
#include "cute-nvgpu/Target/Targets.h"

#include <limits>
#include <sstream>

namespace cute_nvgpu::tools {
namespace {
using namespace cute_nvgpu::target;

const char *kUsage =
    "usage: cute-nvgpu query targets\n"
    "       cute-nvgpu query atoms --target SM [--all]\n"
    "       cute-nvgpu query mma --target SM [--a TYPE] [--b TYPE] [--c TYPE]\n"
    "                            [--shape MxNxK] [--atom MNEMONIC]\n"
    "       cute-nvgpu query copy --target SM [--atom MNEMONIC]\n"
    "       cute-nvgpu query builtins [--target SM] [--name PATTERN]\n"
    "TYPE: f16 bf16 tf32 f32 f64 e4m3 e5m2 e2m3 e3m2 e2m1 s8 u8 s4 u4 b1 s32\n"
    "      (MLIR spellings such as f8E4M3FN, i8, i32 are accepted too)\n"
    "M, N, K: positive integers below 2^31. Options take --opt VALUE or\n"
    "--opt=VALUE, each at most once. Atoms registered without a builder\n"
    "and lowering are marked \"(not implemented yet)\".\n"
    "PATTERN: a substring of the builtin name, or a glob with * and ?.\n";

/// Appended to every row of an atom that has no builder and lowering: the
/// registry knows its contract, but nothing can be built or lowered with it.
const char *const kNotImplemented = "(not implemented yet)";

std::string ifaceList(uint16_t bits) {
  std::string out;
  for (int b = 0; b < 10; ++b)
    if (bits & (1u << b)) {
      if (!out.empty())
        out += ",";
      out += ifaceName(static_cast<Iface>(1u << b));
    }
  return out;
}

std::string pad(std::string s, size_t w) {
  if (s.size() < w)
    s.append(w - s.size(), ' ');
  return s;
}

const char *suffixWord(Suffix s) {
  switch (s) {
  case Suffix::None: return "";
  case Suffix::A: return ", arch-specific (a)";
  case Suffix::F: return ", family (f)";
  }
  return "";
}

const TargetInfo *requireTarget(const ParsedOptions &opts,
                                std::ostream &err) {
  const std::string *name = opts.value("--target");
  if (!name) {
    err << "error: --target SM is required (one of " << targetNameList()
        << ")\n";
    return nullptr;
  }
  const TargetInfo *t = lookupTarget(*name);
  if (!t)
    err << "error: unknown target '" << *name << "' (known: "
        << targetNameList() << ")\n";
  return t;
}

int queryTargets(std::ostream &out) {
  for (const TargetInfo &t : allTargets()) {
    out << pad(t.name, 9) << "SM" << t.sm << suffixWord(t.suffix)
        << "; atom surface SM" << t.surface << "; PTX ISA >= "
        << t.ptxVersion / 10 << "." << t.ptxVersion % 10 << "; ptxas 13.0 "
        << (t.ptxasAccepts ? "accepts" : "rejects") << " -arch=" << t.name
        << "\n";
  }
  return 0;
}

int queryAtoms(const ParsedOptions &opts, std::ostream &out,
               std::ostream &err) {
  const TargetInfo *t = requireTarget(opts, err);
  if (!t)
    return 1;
  bool all = opts.has("--all");
  int available = 0, implemented = 0;
  std::ostringstream rows;
  for (int i = 0; i < kNumMnemonics; ++i) {
    const AtomRecord &r = atomRecords()[i];
    std::string why = atomUnavailableReason(r, *t);
    if (why.empty()) {
      ++available;
      implemented += r.implemented;
    }
    if (!why.empty() && !all)
      continue;
    rows << pad(r.mnemonic, 32) << pad(ifaceList(r.ifaces), 44);
    if (why.empty())
      rows << r.residencyText;
    else
      rows << "unavailable: " << why;
    if (!r.implemented)
      rows << "  " << kNotImplemented;
    rows << "\n";
  }
  out << "# " << available << " of " << kNumMnemonics << " cute_nvgpu types on "
      << t->name << "; " << implemented << " implemented, "
      << available - implemented << " " << kNotImplemented << "\n"
      << rows.str();
  return 0;
}

/// MxNxK, each a positive integer below 2^31 (the lattice's int range):
/// exactly three fields, so that neither a wrapped nor a dropped value can
/// turn into a different filter (or none).
bool parseShape(const std::string &text, int dims[3], std::string &error) {
  std::vector<std::string> fields(1);
  for (char c : text) {
    if (c == 'x')
      fields.emplace_back();
    else
      fields.back() += c;
  }
  if (fields.size() != 3) {
    error = "--shape expects MxNxK, got '" + text + "' (" +
            std::to_string(fields.size()) + " field" +
            (fields.size() == 1 ? "" : "s") + ")";
    return false;
  }
  static const char *const kNames[3] = {"--shape M", "--shape N",
                                        "--shape K"};
  for (int i = 0; i < 3; ++i) {
    std::optional<uint64_t> v =
        parseCount(fields[i], kNames[i], 1,
                   std::numeric_limits<int32_t>::max(), error);
    if (!v)
      return false;
    dims[i] = static_cast<int>(*v);
  }
  return true;
}

/// The optional `--atom MNEMONIC` filter; false (with a message) when the
/// mnemonic is unknown.
bool atomFilter(const ParsedOptions &opts, std::ostream &err,
                std::string &onlyAtom) {
  const std::string *atom = opts.value("--atom");
  onlyAtom = atom ? *atom : "";
  if (!onlyAtom.empty() && lookupMnemonic(onlyAtom) < 0) {
    err << "error: unknown atom '" << onlyAtom << "'\n";
    return false;
  }
  return true;
}

int queryMma(const ParsedOptions &opts, std::ostream &out,
             std::ostream &err) {
  const TargetInfo *t = requireTarget(opts, err);
  if (!t)
    return 1;
  std::string want[3];
  const char *keys[3] = {"--a", "--b", "--c"};
  for (int i = 0; i < 3; ++i)
    if (const std::string *type = opts.value(keys[i])) {
      want[i] = canonicalElementName(*type);
      if (want[i].empty()) {
        err << "error: unknown element type '" << *type << "' for "
            << keys[i] << "\n";
        return 1;
      }
    }
  int shape[3] = {0, 0, 0};
  std::string shapeError;
  if (const std::string *text = opts.value("--shape"))
    if (!parseShape(*text, shape, shapeError))
      return fail(err, shapeError);
  std::string onlyAtom;
  if (!atomFilter(opts, err, onlyAtom))
    return 1;
  int hits = 0;
  for (const LatticeRow &row : mmaLattice()) {
    const AtomRecord &r = atomRecord(row.atom);
    if (!atomAvailable(r, *t) ||
        !rowUnavailableReason(row, "", *t).empty())
      continue;
    if (!onlyAtom.empty() && onlyAtom != r.mnemonic)
      continue;
    if ((!want[0].empty() && !rowHasType(row.aTypes, want[0])) ||
        (!want[1].empty() && !rowHasType(row.bTypes, want[1])) ||
        (!want[2].empty() && !rowHasType(row.cTypes, want[2])))
      continue;
    if (shape[0] && !rowHasShape(row, shape[0], shape[1], shape[2]))
      continue;
    ++hits;
    std::ostringstream mnk;
    mnk << row.m << "x";
    if (row.nMin == row.nMax)
      mnk << row.nMin;
    else
      mnk << "{" << row.nMin << ".." << row.nMax << " step " << row.nStep
          << "}";
    mnk << "x" << row.k;
    out << pad(r.mnemonic, 20) << pad(mnk.str(), 26) << "a=" << row.aTypes
        << " b=" << row.bTypes << " c=" << row.cTypes << "  " << row.form;
    if (*row.kind)
      out << "  [kind = " << row.kind << "]";
    if (row.minTier)
      out << "  [sm_" << row.minTier << " and newer]";
    if (row.vecSize)
      out << "  [vec_size = " << row.vecSize << ", scales " << row.scaleType
          << "]";
    if (!r.implemented)
      out << "  " << kNotImplemented;
    out << "\n";
  }
  if (!hits) {
    out << "no MMA atom on " << t->name << " matches";
    for (int i = 0; i < 3; ++i)
      if (!want[i].empty())
        out << " " << (char)('a' + i) << "=" << want[i];
    if (shape[0])
      out << " shape=" << shape[0] << "x" << shape[1] << "x" << shape[2];
    out << "\n";
    return 1;
  }
  return 0;
}

int queryCopy(const ParsedOptions &opts, std::ostream &out,
              std::ostream &err) {
  const TargetInfo *t = requireTarget(opts, err);
  if (!t)
    return 1;
  std::string onlyAtom;
  if (!atomFilter(opts, err, onlyAtom))
    return 1;
  int hits = 0;
  for (const CopyFormRow &row : copyForms()) {
    const AtomRecord &r = atomRecord(row.atom);
    if (!atomAvailable(r, *t) || (!onlyAtom.empty() && onlyAtom != r.mnemonic))
      continue;
    ++hits;
    std::string dir = residencyName(r.copy.source) + " -> " +
                      residencyName(r.copy.destination);
    if (row.atom == Mnemonic::UniversalCopy)
      dir = "gmem|smem <-> rmem";
    std::string moves = std::to_string(row.bitsPerThread) + " b/thread";
    if (row.elementBits)
      moves += " (" + std::to_string(row.bitsPerThread / row.elementBits) +
               " x b" + std::to_string(row.elementBits) + ")";
    std::string isa = row.ptxIsa ? "PTX " + std::to_string(row.ptxIsa / 10) +
                                       "." + std::to_string(row.ptxIsa % 10)
                                 : "any PTX";
    out << pad(r.mnemonic, 22) << pad(row.variant, 15) << pad(dir, 20)
        << pad(moves, 24) << pad(isa, 9) << row.form;
    if (!r.implemented)
      out << "  " << kNotImplemented;
    out << "\n";
  }
  if (!hits) {
    out << "no copy atom on " << t->name << " matches\n";
    return 1;
  }
  return 0;
}
/// `*` and `?` glob over the whole name.
bool globMatch(const char *p, const char *s) {
  if (!*p)
    return !*s;
  if (*p == '*')
    return globMatch(p + 1, s) || (*s && globMatch(p, s + 1));
  return *s && (*p == '?' || *p == *s) && globMatch(p + 1, s + 1);
}

std::string builtinGate(const builtins::Builtin &b) {
  builtins::ArchGate g = builtins::archGate(b);
  if (g.gate == Gate::Sm90aOnly)
    return "sm_90a only";
  std::string out = "SM" + std::to_string(g.minSm) + "+";
  if (g.minSm <= 72 && builtins::immaVariant(b) > 1)
    out += " but not sm_72 (variant " +
           std::to_string(builtins::immaVariant(b)) + ")";
  return out;
}

/// One line per builtin ID, from the builtin table; with --target only the
/// builtins the target has.
int queryBuiltins(const ParsedOptions &opts, std::ostream &out,
                  std::ostream &err) {
  const TargetInfo *t = nullptr;
  if (opts.has("--target") && !(t = requireTarget(opts, err)))
    return 1;
  const std::string *pattern = opts.value("--name");
  bool glob = pattern && pattern->find_first_of("*?") != std::string::npos;
  std::ostringstream rows;
  int hits = 0;
  for (const builtins::Builtin &b : builtins::allBuiltins()) {
    if (pattern && (!b.registered() ||
                    (glob ? !globMatch(pattern->c_str(), b.name)
                          : std::string(b.name).find(*pattern) ==
                                std::string::npos)))
      continue;
    if (t && (!b.registered() || !builtins::unavailableReason(b, *t).empty()))
      continue;
    ++hits;
    if (!b.registered()) {
      rows << b.id << "  (not registered)\n";
      continue;
    }
    int isa = builtins::ptxIsa(b);
    rows << b.id << "  " << pad(b.name, 34) << pad(builtins::familyName(b.family), 7)
         << pad(builtinGate(b), 34) << "PTX " << isa / 10 << "." << isa % 10
         << "  " << builtins::loweringSummary(b) << "\n";
  }
  if (!hits) {
    out << "no builtin" << (t ? std::string(" on ") + t->name : std::string())
        << " matches" << (pattern ? " '" + *pattern + "'" : std::string())
        << "\n";
    return 1;
  }
  const char *plural = hits == 1 ? "" : "s";
  out << "# " << hits
      << (t ? std::string(" builtin") + plural + " on " + t->name
            : std::string(" builtin ID") + plural)
      << " (" << builtins::registeredCount() << " registered, IDs "
      << builtins::kFirstId << "-" << builtins::kLastId << ")\n"
      << rows.str();
  return 0;
}
} // namespace

int runQueryCommand(const std::vector<std::string> &args, std::ostream &out,
                    std::ostream &err) {
  if (args.empty())
    return fail(err, "query needs targets, atoms, mma, copy or builtins (see 'cute-nvgpu "
                     "query --help')");
  const std::string &what = args[0];
  std::vector<std::string> rest(args.begin() + 1, args.end());
  std::string perr;
  std::optional<ParsedOptions> opts;
  if (what == "targets")
    opts = parseOptions(rest, {}, perr);
  else if (what == "atoms")
    opts = parseOptions(rest, {{"--target", true}, {"--all", false}}, perr);
  else if (what == "mma")
    opts = parseOptions(rest,
                        {{"--target", true},
                         {"--a", true},
                         {"--b", true},
                         {"--c", true},
                         {"--shape", true},
                         {"--atom", true}},
                        perr);
  else if (what == "copy")
    opts = parseOptions(rest, {{"--target", true}, {"--atom", true}}, perr);
  else if (what == "builtins")
    opts = parseOptions(rest, {{"--target", true}, {"--name", true}}, perr);
  else if (what == "--help" || what == "-h") {
    out << kUsage;
    return 0;
  } else if (what == "--version") {
    out << versionString() << "\n";
    return 0;
  } else if (!what.empty() && what[0] == '-') {
    return fail(err, "unknown option '" + what +
                         "' (expected targets, atoms, mma, copy or builtins first)");
  } else {
    return fail(err, "unknown query '" + what +
                         "' (expected targets, atoms, mma, copy or builtins)");
  }
  if (!opts)
    return fail(err, perr);
  if (answeredHelpOrVersion(*opts, kUsage, out))
    return 0;
  if (!opts->positional.empty())
    return fail(err, "unexpected argument '" + opts->positional[0] +
                         "' for 'query " + what + "'");
  if (what == "targets")
    return queryTargets(out);
  if (what == "atoms")
    return queryAtoms(*opts, out, err);
  if (what == "mma")
    return queryMma(*opts, out, err);
  if (what == "builtins")
    return queryBuiltins(*opts, out, err);
  return queryCopy(*opts, out, err);
}

} // namespace cute_nvgpu::tools
