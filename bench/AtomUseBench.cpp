//===- AtomUseBench.cpp - one MMA atom per function, ours against upstream -===//
//
// Google Benchmark of what a kernel author pays per MMA atom: F functions,
// each building an SM80 f16 16x8x16 atom (`cute_nvgpu.make_sm80_mma`) and
// using it once (`cute_nvgpu.mma` on register fragments), against F
// functions each holding one upstream `nvgpu.mma.sync` of that shape on
// vectors, both in this process with MLIR 22's parser, verifier, printer
// and pass manager (what `mlir-opt` runs):
//   parse+verify+print  a fresh context parses and verifies the module and
//                       prints it (generic op names, to a null stream);
//   lower               the module parsed outside the timing, then
//                       `convert-cute-nvgpu-to-nvvm` against upstream's
//                       `convert-nvgpu-to-nvvm` (both end in nvvm.mma.sync).
// main() checks both modules parse, verify and lower before timing. After
// the runs, one line per size and measure:
//   atom use [F fns] parse+verify+print: cute X us/fn, nvgpu Y us/fn,
//     speedup (nvgpu/cute) Z.ZZx
// from the real times of the runs above it; nothing is hard-coded.
// `--print-module KIND F` prints a module instead (bench/atom-use-opt.sh
// times the same text through the opt tools).
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/InitAllDialects.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>

namespace {

/// F functions of three register-fragment arguments returning one; with
/// `atom`, each builds the SM80 f16 16x8x16 atom and uses it once, else it
/// returns its third argument (what the function costs without an atom).
std::string cuteModule(int functions, bool atom = true) {
  const std::string a = "!cute.memref<f16, rmem, \"((2,2,2)):((1,2,4))\">",
                    b = "!cute.memref<f16, rmem, \"((2,2)):((1,2))\">",
                    c = "!cute.memref<f32, rmem, \"((2,2)):((1,2))\">";
  std::string s;
  for (int i = 0; i < functions; ++i) {
    s += "func.func @f" + std::to_string(i) + "(%a: " + a + ", %b: " + b +
         ", %c: " + c + ") -> " + c + " {\n";
    if (!atom) {
      s += "  return %c : " + c + "\n}\n";
      continue;
    }
    s += "  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], "
         "a_type = f16, b_type = f16, c_type = f32}\n";
    s += "  %d = cute_nvgpu.mma %atom, %a, %b, %c : "
         "!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, " +
         a + ", " + b + ", " + c + " -> " + c + "\n";
    s += "  return %d : " + c + "\n}\n";
  }
  return s;
}

/// The same F functions on vectors; with `atom`, each holds one upstream
/// `nvgpu.mma.sync` of that shape.
std::string nvgpuModule(int functions, bool atom = true) {
  const std::string a = "vector<4x2xf16>", b = "vector<2x2xf16>",
                    c = "vector<2x2xf32>";
  std::string s;
  for (int i = 0; i < functions; ++i) {
    s += "func.func @f" + std::to_string(i) + "(%a: " + a + ", %b: " + b +
         ", %c: " + c + ") -> " + c + " {\n";
    if (!atom) {
      s += "  return %c : " + c + "\n}\n";
      continue;
    }
    s += "  %d = nvgpu.mma.sync(%a, %b, %c) {mmaShape = [16, 8, 16]} : (" + a +
         ", " + b + ", " + c + ") -> " + c + "\n";
    s += "  return %d : " + c + "\n}\n";
  }
  return s;
}

mlir::DialectRegistry registry() {
  mlir::DialectRegistry r;
  cute_nvgpu::registerAllCuteDialects(r);
  r.insert<mlir::nvgpu::NVGPUDialect>();
  return r;
}

mlir::OwningOpRef<mlir::ModuleOp> parse(const std::string &text,
                                        mlir::MLIRContext &ctx) {
  ctx.printOpOnDiagnostic(false);
  return mlir::parseSourceString<mlir::ModuleOp>(text, &ctx);
}

bool parseVerifyPrint(const std::string &text) {
  mlir::MLIRContext ctx(registry());
  mlir::OwningOpRef<mlir::ModuleOp> m = parse(text, ctx);
  if (!m || mlir::failed(mlir::verify(*m)))
    return false;
  llvm::raw_null_ostream os;
  m->print(os, mlir::OpPrintingFlags().printGenericOpForm());
  return true;
}

bool lower(mlir::ModuleOp m, bool cute) {
  mlir::PassManager pm(m->getContext());
  pm.addPass(cute ? cute_nvgpu::createConvertCuteNvgpuToNVVM()
                  : mlir::createConvertNVGPUToNVVMPass());
  return mlir::succeeded(pm.run(m));
}

enum Measure { ParseVerifyPrint, Lower };
std::map<std::tuple<Measure, bool, int64_t>, double> usPerModule;

void BM_ParseVerifyPrint(benchmark::State &state, bool cute) {
  int functions = static_cast<int>(state.range(0));
  std::string text = cute ? cuteModule(functions) : nvgpuModule(functions);
  for (auto _ : state)
    benchmark::DoNotOptimize(parseVerifyPrint(text));
  state.SetItemsProcessed(state.iterations() * functions);
}

void BM_Lower(benchmark::State &state, bool cute) {
  int functions = static_cast<int>(state.range(0));
  std::string text = cute ? cuteModule(functions) : nvgpuModule(functions);
  for (auto _ : state) {
    state.PauseTiming();
    auto ctx = std::make_unique<mlir::MLIRContext>(registry());
    mlir::OwningOpRef<mlir::ModuleOp> m = parse(text, *ctx);
    state.ResumeTiming();
    benchmark::DoNotOptimize(lower(*m, cute));
    state.PauseTiming();
    m = nullptr;
    ctx.reset();
    state.ResumeTiming();
  }
  state.SetItemsProcessed(state.iterations() * functions);
}

void BM_CuteParse(benchmark::State &s) { BM_ParseVerifyPrint(s, true); }
void BM_NvgpuParse(benchmark::State &s) { BM_ParseVerifyPrint(s, false); }
void BM_CuteLower(benchmark::State &s) { BM_Lower(s, true); }
void BM_NvgpuLower(benchmark::State &s) { BM_Lower(s, false); }
#define SIZES ->Arg(1000)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)
BENCHMARK(BM_CuteParse) SIZES;
BENCHMARK(BM_NvgpuParse) SIZES;
BENCHMARK(BM_CuteLower) SIZES;
BENCHMARK(BM_NvgpuLower) SIZES;

class Recorder : public benchmark::ConsoleReporter {
public:
  void ReportRuns(const std::vector<Run> &runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run &r : runs) {
      std::string name = r.benchmark_name();
      Measure m = name.find("Lower") != std::string::npos ? Lower
                                                          : ParseVerifyPrint;
      bool cute = name.find("BM_Cute") != std::string::npos;
      int64_t arg = std::atoll(name.substr(name.find('/') + 1).c_str());
      // Milliseconds (the runs' unit) to microseconds per module.
      usPerModule[{m, cute, arg}] = r.GetAdjustedRealTime() * 1000.0;
    }
  }
};

} // namespace

int main(int argc, char **argv) {
  // `--print-module KIND F`: the module text instead of timing, for
  // bench/atom-use-opt.sh (KIND cute, cute-empty, nvgpu or nvgpu-empty).
  if (argc == 4 && std::string(argv[1]) == "--print-module") {
    std::string kind = argv[2];
    int functions = std::atoi(argv[3]);
    bool cute = kind == "cute" || kind == "cute-empty",
         atom = kind == "cute" || kind == "nvgpu";
    if (functions <= 0 || (!cute && kind != "nvgpu" && kind != "nvgpu-empty")) {
      std::fprintf(stderr, "error: --print-module takes cute, cute-empty, "
                           "nvgpu or nvgpu-empty and a positive count\n");
      return 1;
    }
    std::string text = cute ? cuteModule(functions, atom)
                            : nvgpuModule(functions, atom);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
  }
  for (bool cute : {true, false}) {
    std::string text = cute ? cuteModule(2) : nvgpuModule(2);
    mlir::MLIRContext ctx(registry());
    mlir::OwningOpRef<mlir::ModuleOp> m = parse(text, ctx);
    if (!m || mlir::failed(mlir::verify(*m)) || !parseVerifyPrint(text) ||
        !lower(*m, cute)) {
      std::fprintf(stderr, "error: the %s module does not parse, verify and "
                           "lower\n",
                   cute ? "cute_nvgpu" : "nvgpu");
      return 1;
    }
  }
  benchmark::Initialize(&argc, argv);
  Recorder reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  for (Measure m : {ParseVerifyPrint, Lower})
    for (int64_t f : {1000, 10000, 100000}) {
      auto c = usPerModule.find({m, true, f}),
           n = usPerModule.find({m, false, f});
      if (c == usPerModule.end() || n == usPerModule.end())
        continue;
      std::printf("atom use [%lld fns] %s: cute %.2f us/fn, nvgpu %.2f us/fn, "
                  "speedup (nvgpu/cute) %.2fx\n",
                  static_cast<long long>(f),
                  m == Lower ? "lower" : "parse+verify+print",
                  c->second / f, n->second / f, n->second / c->second);
    }
  benchmark::Shutdown();
  return 0;
}
