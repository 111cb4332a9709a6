//===- QueryCommand.cpp - `cute-nvgpu query` -------------------------------===//
//
// Answers "what is legal on this target" from the same tables the verifier
// and the target pass read: the SM roster, the atom registry, the lattice,
// the copy-form table.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/QueryCommand.h"

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "cute-nvgpu/Target/CopyForms.h"
#include "cute-nvgpu/Target/MmaLattice.h"
#include "cute-nvgpu/Target/Targets.h"

#include <cstdio>
#include <map>
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
    "TYPE: f16 bf16 tf32 f32 f64 e4m3 e5m2 e2m3 e3m2 e2m1 s8 u8 s4 u4 b1 s32\n"
    "      (MLIR spellings such as f8E4M3FN, i8, i32 are accepted too)\n";

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

/// Parses `--key VALUE` options; returns false with a message on error.
bool parseOptions(const std::vector<std::string> &args, size_t start,
                  const std::vector<std::string> &valued,
                  const std::vector<std::string> &flags,
                  std::map<std::string, std::string> &opts, std::string &err) {
  for (size_t i = start; i < args.size(); ++i) {
    const std::string &a = args[i];
    bool isValued = false, isFlag = false;
    for (const std::string &v : valued)
      isValued |= a == v;
    for (const std::string &f : flags)
      isFlag |= a == f;
    if (isFlag) {
      opts[a] = "1";
    } else if (isValued) {
      if (i + 1 >= args.size()) {
        err = "option " + a + " needs a value";
        return false;
      }
      opts[a] = args[++i];
    } else {
      err = "unexpected argument '" + a + "'";
      return false;
    }
  }
  return true;
}

const TargetInfo *requireTarget(std::map<std::string, std::string> &opts,
                                std::ostream &err) {
  auto it = opts.find("--target");
  if (it == opts.end()) {
    err << "error: --target SM is required (one of " << targetNameList()
        << ")\n";
    return nullptr;
  }
  const TargetInfo *t = lookupTarget(it->second);
  if (!t)
    err << "error: unknown target '" << it->second << "' (known: "
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

int queryAtoms(std::map<std::string, std::string> &opts, std::ostream &out,
               std::ostream &err) {
  const TargetInfo *t = requireTarget(opts, err);
  if (!t)
    return 1;
  bool all = opts.count("--all");
  int available = 0;
  std::ostringstream rows;
  for (int i = 0; i < kNumMnemonics; ++i) {
    const AtomRecord &r = atomRecords()[i];
    std::string why = atomUnavailableReason(r, *t);
    if (why.empty())
      ++available;
    if (!why.empty() && !all)
      continue;
    rows << pad(r.mnemonic, 32) << pad(ifaceList(r.ifaces), 44);
    if (why.empty())
      rows << r.residencyText << "\n";
    else
      rows << "unavailable: " << why << "\n";
  }
  out << "# " << available << " of " << kNumMnemonics << " cute_nvgpu types on "
      << t->name << "\n"
      << rows.str();
  return 0;
}

bool parseShape(const std::string &s, int dims[3]) {
  return std::sscanf(s.c_str(), "%dx%dx%d", &dims[0], &dims[1], &dims[2]) ==
             3 &&
         s.find_first_not_of("0123456789x") == std::string::npos;
}

/// The optional `--atom MNEMONIC` filter; false (with a message) when the
/// mnemonic is unknown.
bool atomFilter(std::map<std::string, std::string> &opts, std::ostream &err,
                std::string &onlyAtom) {
  onlyAtom = opts.count("--atom") ? opts["--atom"] : "";
  if (!onlyAtom.empty() && lookupMnemonic(onlyAtom) < 0) {
    err << "error: unknown atom '" << onlyAtom << "'\n";
    return false;
  }
  return true;
}

int queryMma(std::map<std::string, std::string> &opts, std::ostream &out,
             std::ostream &err) {
  const TargetInfo *t = requireTarget(opts, err);
  if (!t)
    return 1;
  std::string want[3];
  const char *keys[3] = {"--a", "--b", "--c"};
  for (int i = 0; i < 3; ++i)
    if (opts.count(keys[i])) {
      want[i] = canonicalElementName(opts[keys[i]]);
      if (want[i].empty()) {
        err << "error: unknown element type '" << opts[keys[i]] << "' for "
            << keys[i] << "\n";
        return 1;
      }
    }
  int shape[3] = {0, 0, 0};
  if (opts.count("--shape") && !parseShape(opts["--shape"], shape)) {
    err << "error: --shape expects MxNxK, got '" << opts["--shape"] << "'\n";
    return 1;
  }
  std::string onlyAtom;
  if (!atomFilter(opts, err, onlyAtom))
    return 1;
  int hits = 0;
  for (const LatticeRow &row : mmaLattice()) {
    const AtomRecord &r = atomRecord(row.atom);
    if (!atomAvailable(r, *t) ||
        !gateUnavailableReason(row.gate, 0, true, "", *t).empty())
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

int queryCopy(std::map<std::string, std::string> &opts, std::ostream &out,
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
        << pad(moves, 24) << pad(isa, 9) << row.form << "\n";
  }
  if (!hits) {
    out << "no copy atom on " << t->name << " matches\n";
    return 1;
  }
  return 0;
}
} // namespace

int runQueryCommand(const std::vector<std::string> &args, std::ostream &out,
                    std::ostream &err) {
  if (args.empty()) {
    err << kUsage;
    return 1;
  }
  const std::string &what = args[0];
  if (what == "--help" || what == "-h") {
    out << kUsage;
    return 0;
  }
  std::map<std::string, std::string> opts;
  std::string perr;
  if (what == "targets") {
    if (args.size() > 1) {
      err << "error: 'query targets' takes no arguments\n";
      return 1;
    }
    return queryTargets(out);
  }
  if (what == "atoms") {
    if (!parseOptions(args, 1, {"--target"}, {"--all"}, opts, perr)) {
      err << "error: " << perr << "\n";
      return 1;
    }
    return queryAtoms(opts, out, err);
  }
  if (what == "mma") {
    if (!parseOptions(args, 1,
                      {"--target", "--a", "--b", "--c", "--shape", "--atom"},
                      {}, opts, perr)) {
      err << "error: " << perr << "\n";
      return 1;
    }
    return queryMma(opts, out, err);
  }
  if (what == "copy") {
    if (!parseOptions(args, 1, {"--target", "--atom"}, {}, opts, perr)) {
      err << "error: " << perr << "\n";
      return 1;
    }
    return queryCopy(opts, out, err);
  }
  err << "error: unknown query '" << what
      << "' (expected targets, atoms, mma or copy)\n";
  return 1;
}

} // namespace cute_nvgpu::tools
