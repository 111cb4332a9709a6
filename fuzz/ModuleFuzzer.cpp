//===- ModuleFuzzer.cpp - libFuzzer over whole cute/cute_nvgpu modules ----===//
//
// Feeds arbitrary text to the MLIR parser as a whole module, in a context
// with `cute`, `cute_nvgpu`, func, arith and scf. Parsing runs every op
// verifier and every op's result-type inference (InferTypeOpInterface
// checks the written result types against what the algebra infers), so
// op verifiers and the layout algebra behind them see hostile operands.
// Errors are swallowed; crashes, ASan reports, hangs and assertion
// failures are findings.
//
// For a module that parses and verifies:
//   - round trip: print it, parse the text again (it must verify) and print
//     again; both printings must be identical (custom and generic form);
//   - fold: run `cute-fold-static` on it, which replaces every op whose
//     result is fully static by a constant; the result must verify;
//   - lower: the folded module, printed and parsed again in a context with
//     every dialect the tools read and the lowering's interfaces
//     (registerAllCuteDialects; the input context keeps the parser's
//     surface to our dialects), goes through `cute-nvgpu compile`'s device
//     pipeline to the LLVM dialect (buildCuteNvgpuToLLVMPipeline: the cute
//     algebra traced at run-time leaves, every atom's lowering). A pass may
//     refuse an op with a diagnostic; when the pipeline succeeds, the LLVM
//     dialect module must verify;
//   - PTX: when one of sm_100a, sm_90a, sm_120a, sm_80 accepts the module's
//     atoms (cute-nvgpu-verify-target, first that does), the lowered module
//     is translated to LLVM IR and printed as PTX for that chip at the PTX
//     ISA the atoms need, as `cute-nvgpu compile --opt-level=0` does
//     (lib/Tools/PtxEmission.cpp). The translation may refuse with a
//     diagnostic, and a module `compile` refuses before the backend (a
//     symbol PTX cannot spell, a parameter that holds no bits) is not
//     emitted; a fatal error of LLVM's (uninstrumented) NVPTX backend is a
//     finding.
// A violation prints the input and both texts, then abort()s.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/InitAllDialects.h"
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Target/Targets.h"
#include "cute-nvgpu/Tools/PtxEmission.h"
#include "cute-nvgpu/Transforms/Passes.h"

#include "FuzzContext.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>

using namespace mlir;

namespace {

/// Replaced every 5000 inputs (FuzzContext.h).
cute_nvgpu::fuzz::CyclingContext &contexts() {
  static cute_nvgpu::fuzz::CyclingContext c(
      [] {
        DialectRegistry r;
        r.insert<cute_nvgpu::cute::CuteDialect, cute_nvgpu::CuteNvgpuDialect,
                 func::FuncDialect, arith::ArithDialect, scf::SCFDialect>();
        return r;
      }(),
      5000);
  return c;
}

/// The lowering's context: every dialect and interface the tools register.
cute_nvgpu::fuzz::CyclingContext &loweringContexts() {
  static cute_nvgpu::fuzz::CyclingContext c(
      [] {
        DialectRegistry r;
        cute_nvgpu::registerAllCuteDialects(r);
        return r;
      }(),
      5000);
  return c;
}

std::string printed(Operation *op, bool generic) {
  std::string s;
  llvm::raw_string_ostream os(s);
  OpPrintingFlags flags;
  if (generic)
    flags.printGenericOpForm();
  op->print(os, flags);
  return s;
}

[[noreturn]] void failure(const char *what, const std::string &input,
                          const std::string &text1, const std::string &text2) {
  std::fprintf(stderr,
               "\n==== cute-nvgpu module fuzz: %s ====\n"
               "input:\n%s\n---- first:\n%s\n---- second:\n%s\n",
               what, input.c_str(), text1.c_str(), text2.c_str());
  std::abort();
}

void roundTrip(MLIRContext &ctx, const std::string &input, ModuleOp module,
               bool generic) {
  std::string p1 = printed(module, generic);
  OwningOpRef<ModuleOp> again = parseSourceString<ModuleOp>(p1, &ctx);
  if (!again)
    failure(generic ? "generic form does not parse again"
                    : "printed form does not parse again",
            input, p1, "");
  std::string p2 = printed(*again, generic);
  if (p1 != p2)
    failure(generic ? "generic round trip differs" : "round trip differs",
            input, p1, p2);
}

void fold(MLIRContext &ctx, const std::string &input, ModuleOp module) {
  PassManager pm(&ctx);
  pm.enableVerifier(false);
  pm.addPass(cute_nvgpu::createCuteFoldStatic());
  // A pass may refuse an op with a diagnostic; it must leave valid IR.
  (void)pm.run(module);
  if (failed(verify(module)))
    failure("cute-fold-static left invalid IR", input,
            printed(module, /*generic=*/true), "");
}

/// The first of these chips whose target check accepts the module's atoms
/// (null when none does): the PTX stage's target.
const cute_nvgpu::target::TargetInfo *ptxTarget(MLIRContext &ctx,
                                                ModuleOp module) {
  for (const char *chip : {"sm_100a", "sm_90a", "sm_120a", "sm_80"}) {
    PassManager pm(&ctx);
    pm.enableVerifier(false);
    cute_nvgpu::CuteNvgpuVerifyTargetOptions opts;
    opts.targetName = chip;
    pm.addPass(cute_nvgpu::createCuteNvgpuVerifyTarget(opts));
    if (succeeded(pm.run(module)))
      return cute_nvgpu::target::lookupTarget(chip);
  }
  return nullptr;
}

void printPtx(const cute_nvgpu::target::TargetInfo &tgt, int ptxVersion,
              ModuleOp lowered) {
  // One target machine per chip and PTX ISA version for the whole run.
  static std::map<std::pair<std::string, int>,
                  std::unique_ptr<llvm::TargetMachine>>
      machines;
  std::unique_ptr<llvm::TargetMachine> &tm =
      machines[{std::string(tgt.name), ptxVersion}];
  if (!tm) {
    std::string err;
    tm = cute_nvgpu::tools::createNvptxTargetMachine(tgt.name, ptxVersion,
                                                     err);
    if (!tm)
      return;
  }
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> m =
      cute_nvgpu::tools::translateForNvptx(lowered, llvmCtx, *tm, "fuzz");
  // `compile` refuses what the NVPTX backend would stop on before it runs.
  if (!m || !cute_nvgpu::tools::unsupportedForPtx(*m).empty())
    return;
  llvm::SmallString<0> ptx;
  llvm::raw_svector_ostream os(ptx);
  (void)cute_nvgpu::tools::emitPtx(*m, *tm, os);
}

void lower(const std::string &input, ModuleOp folded) {
  std::string text = printed(folded, /*generic=*/true);
  MLIRContext &ctx = loweringContexts().next();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &ctx);
  if (!module)
    failure("the folded module does not parse in the lowering context",
            input, text, "");
  const cute_nvgpu::target::TargetInfo *tgt = ptxTarget(ctx, *module);
  int ptxVersion = tgt ? cute_nvgpu::tools::ptxVersionFor(*tgt, *module) : 0;
  PassManager pm(&ctx);
  pm.enableVerifier(false);
  cute_nvgpu::buildCuteNvgpuToLLVMPipeline(pm, /*runtimeChecks=*/false);
  if (failed(pm.run(*module)))
    return;
  if (failed(verify(*module)))
    failure("the device pipeline left invalid IR", input, text,
            printed(*module, /*generic=*/true));
  if (tgt)
    printPtx(*tgt, ptxVersion, *module);
}

} // namespace

// See TypeParserFuzzer.cpp: libMLIR is not instrumented, so BumpPtrAllocator
// slabs poisoned by our inlined copy would report false use-after-poison.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)contexts();
  (void)loweringContexts();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string in(reinterpret_cast<const char *>(data), size);
  MLIRContext &ctx = contexts().next();
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(in, &ctx);
  if (!module)
    return 0;
  roundTrip(ctx, in, *module, /*generic=*/false);
  roundTrip(ctx, in, *module, /*generic=*/true);
  fold(ctx, in, *module);
  lower(in, *module);
  return 0;
}
