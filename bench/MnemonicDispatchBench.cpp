//===- MnemonicDispatchBench.cpp - packed-XOR walk vs llvm::StringSwitch --===//
//
// Google Benchmark of the cute_nvgpu type-mnemonic dispatch (seed 002
// "Mnemonic Perfect-Hash Dispatch"): `cute_nvgpu::target::lookupMnemonic`,
// the length-gated packed-XOR walk the parser uses, against an
// `llvm::StringSwitch<int>` over the same 29 literals.
//
// Both benchmarks walk the same fixed, shuffled corpus (all 29 mnemonics
// plus realistic misses). Before anything is timed, main() checks that both
// dispatchers give the identical answer for every corpus entry and that
// every `atomRecords()` row maps to its own slot, and aborts otherwise.
//
// After the runs a summary line per (corpus, repetition) pairs the two
// measurements of the same run:
//   mnemonic dispatch [mixed]: packed-walk X.XX ns/lookup, StringSwitch
//   Y.YY ns/lookup, ratio (StringSwitch/packed) Z.ZZx
// Nothing here is hard-coded; the ratio is computed from the runs above it.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Target/AtomRegistry.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <random>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include <unistd.h>

using cute_nvgpu::target::atomRecords;
using cute_nvgpu::target::kNumMnemonics;
using cute_nvgpu::target::lookupMnemonic;

namespace {

/// The baseline: the textbook LLVM way to dispatch the same 29 mnemonics,
/// with the same slot numbers as the walk (seed 002 table order, then the
/// two im2col atoms). Kept out
/// of line like `lookupMnemonic` (which lives in another translation unit),
/// so both sides pay one call per lookup, as in the parser.
[[gnu::noinline]] int stringSwitchLookup(std::string_view s) {
  return llvm::StringSwitch<int>(llvm::StringRef(s.data(), s.size()))
      .Case("atom.universal_fma", 0)
      .Case("sm80.mma", 1)
      .Case("sm80.sparse_mma", 2)
      .Case("sm89.mma", 3)
      .Case("smem_desc", 4)
      .Case("smem_desc_view", 5)
      .Case("sm90.mma", 6)
      .Case("sm100.mma", 7)
      .Case("sm100.mma_sp", 8)
      .Case("sm100.mma_bs", 9)
      .Case("sm100.mma_bs_sp", 10)
      .Case("SM120.mma_bs", 11)
      .Case("atom.tmem_load", 12)
      .Case("atom.tmem_store", 13)
      .Case("atom.s2t_copy", 14)
      .Case("tma_descriptor_tiled", 15)
      .Case("tma_descriptor_im2col", 16)
      .Case("atom.tma_load", 17)
      .Case("atom.tma_store", 18)
      .Case("atom.tma_reduce", 19)
      .Case("atom.universal_copy", 20)
      .Case("atom.simt_async_copy", 21)
      .Case("atom.ldsm", 22)
      .Case("atom.stsm", 23)
      .Case("atom.non_exec_tiled_tma_load", 24)
      .Case("atom.non_exec_tiled_tma_store", 25)
      .Case("atom.non_exec_tiled_tma_reduce", 26)
      .Case("atom.non_exec_im2col_tma_load", 27)
      .Case("atom.non_exec_im2col_tma_store", 28)
      .Default(-1);
}

/// Realistic misses: what the dispatcher sees when a token is not one of
/// the 29 (typos, case slips, prefixes, the `i<N>` branch's tokens, other
/// dialects' mnemonics, long garbage).
const char *const kMisses[] = {
    // Same length as a real mnemonic, differing in one byte (first qword,
    // second qword or tail).
    "sm80.mmb", "sm81.mma", "sm90.mmx", "sm100.mmb", "smem_desx",
    "smem_desc_vieW", "sm100.mma_sq", "sm100.mma_bt", "sm100.mma_bs_sq",
    "atom.universal_fmb", "atom.universal_cop_", "atom.tma_lOad",
    "atom.tma_storf", "atom.tmem_loaf", "atom.s2t_copz",
    "tma_descriptor_tilex", "tma_descriptor_im2coL", "atom.simt_async_cop0",
    "atom.ldsn", "atom.stsn", "atom.non_exec_tiled_tma_loaf",
    "atom.non_exec_tiled_tma_storf", "atom.non_exec_tiled_tma_reducf",
    // Case: the SM120 arm is uppercase only; every other arm lowercase.
    "sm120.mma_bs", "Sm120.mma_bs", "SM100.mma", "SM90.mma", "ATOM.LDSM",
    // Different lengths (prefixes, suffixes, short tokens).
    "sm80", "sm100", "atom", "mma", "a", "sm90.mma_", "atom.tma_loads",
    "smem_desc_views", "smem_de", "atom.universal", "tma_descriptor",
    "SM120.mma_bs_sp", "sm120.mma",
    // The i<N>[divby M] branch's tokens (misses for the 29-arm walk).
    "i4", "i8", "i16", "i4_divby_2", "i2_divby_4",
    // Other dialects' / builtin mnemonics.
    "layout", "composed_layout", "f16", "ptr", "tmem", "memref",
    // Long strings.
    "atom.non_exec_tiled_tma_reduce_with_a_long_suffix",
    "sm100.mma_bs_sp.this.is.a.really.long.token.that.no.arm.can.match.at.all",
};

struct Corpus {
  std::vector<std::string> storage;
  std::vector<std::string_view> items;
};

/// kind 0: mixed (29 hits + all misses), 1: hits only, 2: misses only.
/// Order is a fixed Fisher-Yates shuffle (mt19937 is specified bit-exactly;
/// std::shuffle's algorithm is not, so it is spelled out here).
const Corpus &corpus(int kind) {
  static std::map<int, Corpus> cache;
  auto it = cache.find(kind);
  if (it != cache.end())
    return it->second;
  Corpus &c = cache[kind];
  if (kind != 2)
    for (int i = 0; i < kNumMnemonics; ++i)
      c.storage.emplace_back(atomRecords()[i].mnemonic);
  if (kind != 1)
    for (const char *m : kMisses)
      c.storage.emplace_back(m);
  std::mt19937 rng(0xC07E5EEDu + kind);
  for (size_t i = c.storage.size(); i > 1; --i) {
    size_t j = rng() % i;
    std::swap(c.storage[i - 1], c.storage[j]);
  }
  for (const std::string &s : c.storage)
    c.items.emplace_back(s);
  return c;
}

const char *corpusName(int kind) {
  switch (kind) {
  case 0: return "mixed";
  case 1: return "hits";
  case 2: return "misses";
  }
  return "?";
}

template <int (*Lookup)(std::string_view)>
void runDispatch(benchmark::State &state) {
  const Corpus &c = corpus(static_cast<int>(state.range(0)));
  const std::string_view *items = c.items.data();
  const size_t n = c.items.size();
  for (auto _ : state) {
    for (size_t i = 0; i < n; ++i) {
      std::string_view s = items[i];
      benchmark::DoNotOptimize(s);
      int r = Lookup(s);
      benchmark::DoNotOptimize(r);
    }
  }
  state.SetItemsProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(n));
  state.SetLabel(corpusName(static_cast<int>(state.range(0))));
}

void BM_PackedWalk(benchmark::State &state) { runDispatch<lookupMnemonic>(state); }
void BM_StringSwitch(benchmark::State &state) {
  runDispatch<stringSwitchLookup>(state);
}

BENCHMARK(BM_PackedWalk)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kNanosecond);
BENCHMARK(BM_StringSwitch)->Arg(0)->Arg(1)->Arg(2)->Unit(benchmark::kNanosecond);

/// Startup check: identical answers on every input, every row to its slot.
void checkAgreement() {
  int failures = 0;
  for (int i = 0; i < kNumMnemonics; ++i) {
    std::string_view m = atomRecords()[i].mnemonic;
    if (lookupMnemonic(m) != i || stringSwitchLookup(m) != i) {
      std::fprintf(stderr,
                   "error: row %d `%s`: packed-walk %d, StringSwitch %d\n", i,
                   atomRecords()[i].mnemonic, lookupMnemonic(m),
                   stringSwitchLookup(m));
      ++failures;
    }
  }
  for (int kind = 0; kind < 3; ++kind) {
    int hits = 0;
    for (std::string_view s : corpus(kind).items) {
      int a = lookupMnemonic(s), b = stringSwitchLookup(s);
      if (a != b) {
        std::fprintf(stderr,
                     "error: `%.*s`: packed-walk %d, StringSwitch %d\n",
                     static_cast<int>(s.size()), s.data(), a, b);
        ++failures;
      }
      hits += a >= 0;
    }
    int expectHits = kind == 2 ? 0 : kNumMnemonics;
    if (hits != expectHits) {
      std::fprintf(stderr, "error: corpus %s has %d hits, expected %d\n",
                   corpusName(kind), hits, expectHits);
      ++failures;
    }
  }
  if (failures) {
    std::fprintf(stderr, "mnemonic dispatch: %d disagreement(s); aborting\n",
                 failures);
    std::abort();
  }
  std::printf("mnemonic dispatch: packed-walk and StringSwitch agree on all "
              "%zu corpus entries (%d hits, %zu misses)\n",
              corpus(0).items.size(), kNumMnemonics,
              corpus(0).items.size() - kNumMnemonics);
}

/// Forwards to the console reporter and keeps ns/lookup of every run.
class CollectingReporter : public benchmark::ConsoleReporter {
public:
  explicit CollectingReporter(OutputOptions opts) : ConsoleReporter(opts) {}
  struct Key {
    int64_t arg;          // corpus kind
    std::string instance; // repetition index or aggregate name
    bool operator<(const Key &o) const {
      return std::tie(arg, instance) < std::tie(o.arg, o.instance);
    }
  };
  std::map<Key, std::pair<double, double>> nsPerLookup; // (packed, switch)
  std::vector<Key> order;

  void ReportRuns(const std::vector<Run> &runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run &r : runs) {
      if (r.error_occurred ||
          (r.run_type == Run::RT_Aggregate && r.aggregate_name != "mean" &&
           r.aggregate_name != "median"))
        continue;
      const std::string &fn = r.run_name.function_name;
      bool packed = fn == "BM_PackedWalk";
      if (!packed && fn != "BM_StringSwitch")
        continue;
      // run_name.args is "0"/"1"/"2" (the corpus kind).
      int64_t arg = std::atoll(r.run_name.args.c_str());
      Key key{arg, r.run_type == Run::RT_Aggregate
                       ? r.aggregate_name
                       : "rep" + std::to_string(r.repetition_index)};
      double ns = r.GetAdjustedCPUTime() /
                  benchmark::GetTimeUnitMultiplier(r.time_unit) * 1e9 /
                  static_cast<double>(corpus(static_cast<int>(arg)).items.size());
      auto it = nsPerLookup.find(key);
      if (it == nsPerLookup.end()) {
        order.push_back(key);
        it = nsPerLookup.emplace(key, std::make_pair(-1.0, -1.0)).first;
      }
      (packed ? it->second.first : it->second.second) = ns;
    }
  }
};

} // namespace

int main(int argc, char **argv) {
  checkAgreement();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  // Colour only on a terminal (the log files and ctest output stay clean).
  CollectingReporter reporter(
      isatty(fileno(stdout))
          ? benchmark::ConsoleReporter::OO_ColorTabular
          : benchmark::ConsoleReporter::OO_Tabular);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  bool repeated = false;
  for (const CollectingReporter::Key &k : reporter.order)
    repeated |= k.instance != "rep0";
  int printed = 0;
  for (const CollectingReporter::Key &k : reporter.order) {
    auto [packed, sw] = reporter.nsPerLookup[k];
    if (packed < 0 || sw < 0)
      continue; // a filter ran only one side
    std::string tag = corpusName(static_cast<int>(k.arg));
    if (repeated)
      tag += ", " + k.instance;
    std::printf("mnemonic dispatch [%s, %zu lookups]: packed-walk %.2f "
                "ns/lookup, StringSwitch %.2f ns/lookup, ratio "
                "(StringSwitch/packed) %.2fx%s\n",
                tag.c_str(), corpus(static_cast<int>(k.arg)).items.size(),
                packed, sw, sw / packed,
                sw / packed >= 1.0 ? " (packed walk faster)"
                                   : " (StringSwitch faster)");
    ++printed;
  }
  if (!printed)
    std::printf("mnemonic dispatch: no paired runs (a --benchmark_filter "
                "left out one side); no ratio\n");
  benchmark::Shutdown();
  return 0;
}
