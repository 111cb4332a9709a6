//===- CompileCommand.cpp - `cute-nvgpu compile` ---------------------------===//
//
// IN.mlir -> verify target -> the cute-nvgpu-to-llvm pipeline
// (Conversion/CuteNvgpuToNVVM) -> LLVM IR -> NVPTX backend -> PTX
// [-> ptxas -> cubin]. Everything runs in-process except ptxas.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/CompileCommand.h"
#include "cute-nvgpu/Tools/Options.h"
#include "cute-nvgpu/Tools/PtxEmission.h"
#include "cute-nvgpu/InitAllDialects.h"

#include "cute-nvgpu/Conversion/CuteNvgpuToNVVM/CuteNvgpuToNVVM.h"
#include "cute-nvgpu/Conversion/CudaToLLVM/HostLaunch.h"
#include "cute-nvgpu/Conversion/Passes.h"
#include "cute-nvgpu/Dialect/Cuda/IR/Cuda.h"
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensions.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/DslNvvmSpelling.h"
#include "cute-nvgpu/Target/Targets.h"
#include "cute-nvgpu/Transforms/Passes.h"

#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/CallingConv.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/Host.h"

#include <chrono>
#include <cstdio>
#include "llvm/Support/raw_ostream.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>


namespace cute_nvgpu::tools {
namespace {

const char *kUsage =
    "usage: cute-nvgpu compile IN.mlir --target SM -o OUT.ptx "
    "[--cubin OUT.cubin] [--host OUT.ll] [--emit=ptx|llvm] [--opt-level=0|3]\n"
    "       [--device-assert=trap|report] [--time] [--verify-each]\n"
    "       [--mlir-OPTION ...]\n"
    "Lowers IN.mlir (a module, or a module holding one gpu.module) for SM and\n"
    "writes PTX (or, with --emit=llvm, LLVM IR) to OUT; --cubin also runs\n"
    "ptxas: a module with kernels assembles whole-program (an executable\n"
    "cubin the CUDA driver loads), a module of device functions only with\n"
    "`ptxas -c` (relocatable: every function is kept). Prints one line on\n"
    "success: \"wrote OUT.ptx\" or \"wrote OUT.ptx, OUT.cubin\", then with\n"
    "--cubin one line per kernel from ptxas -v: \"kernel NAME: R registers,\n"
    "S bytes stack, T bytes spill stores, L bytes spill loads, M bytes static\n"
    "shared memory, B barriers\", and ptxas's advisories on stderr as\n"
    "\"warning: ptxas: (CODE) ...\". Refuses an\n"
    "output path that names the input, and -o equal to --cubin.\n"
    "--opt-level 3 (the default) runs LLVM's O3 pipeline before the NVPTX\n"
    "backend (register tensors become registers); 0 emits the lowering as\n"
    "is.\n"
    "--device-assert: a failed cf.assert in a kernel traps (trap, the\n"
    "default), or calls CUDA's __assertfail to print its message first\n"
    "(report; a call, so ptxas serializes the kernel's wgmma).\n"
    "--mlir-OPTION: MLIR's own pass-manager, timing, IR-printing and context\n"
    "options for the device pipeline, read by MLIR's option parser (on\n"
    "stderr): --mlir-timing, --mlir-timing-display=tree,\n"
    "--mlir-print-ir-after-all, --mlir-print-ir-before=PASS,\n"
    "--mlir-print-ir-after-change, --mlir-pass-statistics,\n"
    "--mlir-pass-pipeline-crash-reproducer=FILE, --mlir-print-op-generic,\n"
    "--mlir-disable-threading, ... (all listed by cute-nvgpu-opt --help).\n"
    "--verify-each verifies the IR after every pass of the device pipeline\n"
    "(by default: once after parsing and once after the pipeline).\n"
    "--time prints the time of each phase (parse and verify, host and\n"
    "device lowering, LLVM IR and O3, the NVPTX backend, ptxas) and our\n"
    "share against ptxas's.\n"
    "--host also lowers the host functions (outside the gpu.module) to LLVM\n"
    "IR for this machine: each cuda.launch_ex calls cuLaunchKernelEx on the\n"
    "kernels' image (the cubin with --cubin, else the PTX), the CUDA driver\n"
    "loaded at run time (dlopen of libcuda.so.1); a function marked\n"
    "llvm.emit_c_interface gets a C entry point _mlir_ciface_NAME taking each\n"
    "tensor argument by pointer.\n";

std::string findPtxas() {
  if (auto p = llvm::sys::findProgramByName("ptxas"))
    return *p;
  if (llvm::sys::fs::can_execute("/usr/local/cuda/bin/ptxas"))
    return "/usr/local/cuda/bin/ptxas";
  return "";
}

/// The path with symlinks, `.` and `..` resolved; for a file that does not
/// exist yet, its directory is resolved and the name appended, so that a
/// new output can still be compared against an existing input.
std::string canonicalPath(llvm::StringRef path) {
  llvm::SmallString<256> abs(path);
  llvm::sys::fs::make_absolute(abs);
  llvm::SmallString<256> real;
  if (!llvm::sys::fs::real_path(abs, real))
    return std::string(real);
  if (!llvm::sys::fs::real_path(llvm::sys::path::parent_path(abs), real)) {
    llvm::sys::path::append(real, llvm::sys::path::filename(abs));
    return std::string(real);
  }
  llvm::sys::path::remove_dots(abs, /*remove_dot_dot=*/true);
  return std::string(abs);
}

/// Runs `ptxas [-c] -arch=SM IN.ptx -o OUT.cubin`. A module with kernels
/// assembles whole-program: the driver loads only an executable cubin once
/// a kernel addresses a `.shared` variable (a relocatable one fails
/// cuModuleGetFunction with CUDA_ERROR_INVALID_IMAGE: nothing resolved the
/// relocation). A module of device functions only, as most atom tests are,
/// assembles relocatable (-c), because whole-program mode keeps only
/// kernels and would leave an empty cubin. ptxas's own report is folded
/// into the one error line.
/// ptxas -v's report of each kernel, one line each:
/// `kernel NAME: R registers, S bytes stack, T bytes spill stores, L bytes
/// spill loads, M bytes static shared memory, B barriers`.
std::string kernelResources(llvm::StringRef log) {
  std::string out, name;
  unsigned long long stack = 0, spillSt = 0, spillLd = 0;
  auto number = [](llvm::StringRef line, llvm::StringRef unit) {
    // The integer just before `unit`.
    size_t at = line.find(unit);
    if (at == llvm::StringRef::npos)
      return 0ULL;
    llvm::StringRef head = line.take_front(at).rtrim();
    size_t start = head.find_last_not_of("0123456789");
    unsigned long long v = 0;
    head.drop_front(start == llvm::StringRef::npos ? 0 : start + 1)
        .getAsInteger(10, v);
    return v;
  };
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.trim();
    if (line.consume_front("ptxas info    : Compiling entry function '")) {
      name = line.take_until([](char c) { return c == '\''; }).str();
      stack = spillSt = spillLd = 0;
    } else if (line.contains("bytes stack frame")) {
      stack = number(line, " bytes stack frame");
      spillSt = number(line, " bytes spill stores");
      spillLd = number(line, " bytes spill loads");
    } else if (!name.empty() && line.starts_with("ptxas info    : Used ")) {
      out += "kernel " + name + ": " +
             std::to_string(number(line, " registers")) + " registers, " +
             std::to_string(stack) + " bytes stack, " +
             std::to_string(spillSt) + " bytes spill stores, " +
             std::to_string(spillLd) + " bytes spill loads, " +
             std::to_string(number(line, " bytes smem")) +
             " bytes static shared memory, " +
             std::to_string(number(line, " barriers")) + " barriers\n";
      name.clear();
    }
  }
  return out;
}

/// ptxas's advisories in a -v log: its coded information lines ("ptxas
/// info    : (C7510) Potential Performance Loss: ...") and its warnings,
/// each as "warning: ptxas: TEXT".
std::string ptxasAdvisories(llvm::StringRef log) {
  std::string out;
  llvm::SmallVector<llvm::StringRef> lines;
  log.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    line = line.trim();
    llvm::StringRef text;
    if (line.starts_with("ptxas info")) {
      text =
          line.drop_until([](char c) { return c == ':'; }).drop_front().trim();
      if (!text.starts_with("(C"))
        continue;
    } else if (line.starts_with("ptxas warning")) {
      text =
          line.drop_until([](char c) { return c == ':'; }).drop_front().trim();
    } else {
      continue;
    }
    out += "warning: ptxas: " + text.str() + "\n";
  }
  return out;
}

bool runPtxas(const std::string &ptxas, const target::TargetInfo &tgt,
              const std::string &ptx, const std::string &cubin,
              bool relocatable, std::ostream &err, std::string &resources) {
  llvm::SmallString<128> log;
  if (llvm::sys::fs::createTemporaryFile("cute-nvgpu-ptxas", "log", log)) {
    err << "error: cannot create a temporary file for ptxas output\n";
    return false;
  }
  llvm::FileRemover removeLog(log);
  std::string arch = std::string("-arch=") + tgt.name;
  llvm::SmallVector<llvm::StringRef> argv = {ptxas};
  if (relocatable)
    argv.push_back("-c");
  argv.append({"-v", arch, ptx, "-o", cubin});
  std::optional<llvm::StringRef> redirects[] = {std::nullopt, log.str(),
                                                log.str()};
  std::string execErr;
  int rc = llvm::sys::ExecuteAndWait(ptxas, argv, std::nullopt, redirects, 0,
                                     0, &execErr);
  auto buf = llvm::MemoryBuffer::getFile(log);
  if (rc == 0) {
    if (buf) {
      resources = kernelResources((*buf)->getBuffer());
      err << ptxasAdvisories((*buf)->getBuffer());
    }
    return true;
  }
  std::string first;
  if (buf) {
    // The first line that is not -v's information.
    llvm::SmallVector<llvm::StringRef> lines;
    (*buf)->getBuffer().split(lines, '\n');
    for (llvm::StringRef l : lines)
      if (!l.trim().empty() && !l.starts_with("ptxas info") &&
          !l.starts_with("    ")) {
        first = l.trim().str();
        break;
      }
  }
  if (first.empty())
    first = execErr;
  err << "error: ptxas " << (relocatable ? "-c " : "") << "-arch=" << tgt.name << " failed (exit " << rc
      << ")" << (first.empty() ? "" : ": ") << first << "\n";
  return false;
}

} // namespace


/// The host copy of the program: launches become driver calls, the cute
/// values the host computes become LLVM, the gpu.module goes.
static mlir::LogicalResult lowerHostModule(mlir::ModuleOp host) {
  mlir::PassManager launches(host.getContext());
  launches.addPass(createConvertCudaHostToLLVM());
  if (mlir::failed(launches.run(host)))
    return mlir::failure();
  for (auto gm : llvm::make_early_inc_range(host.getOps<mlir::gpu::GPUModuleOp>()))
    gm.erase();
  host->removeAttr("gpu.container_module");
  mlir::PassManager pm(host.getContext());
  buildCuteNvgpuToLLVMPipeline(pm);
  return pm.run(host);
}

/// The host module with its launchers, the driver loader and `image`, as
/// LLVM IR for the machine compile runs on.
static bool writeHostModule(mlir::ModuleOp host, llvm::StringRef image,
                            bool imageIsPtx, const std::string &path,
                            const std::string &input, std::ostream &err) {
  if (mlir::failed(host::materializeHostLaunchers(host, image, imageIsPtx)))
    return false;
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> m =
      mlir::translateModuleToLLVMIR(host, llvmCtx, input + ".host");
  if (!m) {
    err << "error: translation of the host code to LLVM IR failed\n";
    return false;
  }
  m->setTargetTriple(llvm::Triple(llvm::sys::getDefaultTargetTriple()));
  std::error_code ec;
  llvm::raw_fd_ostream file(path, ec, llvm::sys::fs::OF_None);
  if (ec) {
    err << "error: cannot write '" << path << "': " << ec.message() << "\n";
    return false;
  }
  m->print(file, nullptr);
  return true;
}

/// MLIR's own options (`--mlir-...`): its pass-manager, timing, printing
/// and context cl::opts, registered and read by LLVM's option parser as
/// `mlir-opt` reads them. False (with the parser's message) on a word it
/// does not know.
bool parseMlirOptions(const std::vector<std::string> &flags,
                      std::ostream &err) {
  // Pass names in the options (--mlir-print-ir-before=PASS) resolve
  // through the pass registry: the device pipeline's passes, ours and
  // MLIR's conversions.
  cute_nvgpu::registerCuteNvgpuPasses();
  cute_nvgpu::registerCuteNvgpuConversionPasses();
  mlir::registerConversionPasses();
  mlir::registerPassManagerCLOptions();
  mlir::registerDefaultTimingManagerCLOptions();
  mlir::registerAsmPrinterCLOptions();
  mlir::registerMLIRContextCLOptions();
  std::vector<const char *> argv{"cute-nvgpu compile"};
  for (const std::string &f : flags)
    argv.push_back(f.c_str());
  std::string message;
  llvm::raw_string_ostream os(message);
  bool ok = llvm::cl::ParseCommandLineOptions(
      static_cast<int>(argv.size()), argv.data(), "", &os);
  err << message;
  return ok;
}

int runCompileCommand(const std::vector<std::string> &all, std::ostream &out,
                      std::ostream &err) {
  // `--mlir-...` words are MLIR's options; every other word is ours.
  std::vector<std::string> args, mlirFlags;
  bool operandsOnly = false;
  for (const std::string &a : all) {
    operandsOnly = operandsOnly || a == "--";
    (!operandsOnly && llvm::StringRef(a).starts_with("--mlir-") ? mlirFlags
                                                                : args)
        .push_back(a);
  }
  std::string perr;
  std::optional<ParsedOptions> opts = parseOptions(args,
                                                   {{"--target", true},
                                                    {"-o", true},
                                                    {"--cubin", true},
                                                    {"--emit", true},
                                                    {"--opt-level", true},
                                                    {"--host", true},
                                                    {"--device-assert", true},
                                                    {"--time", false},
                                                    {"--verify-each", false}},
                                                   perr);
  if (!opts)
    return fail(err, perr);
  if (answeredHelpOrVersion(*opts, kUsage, out))
    return 0;
  if (opts->positional.size() > 1)
    return fail(err, "more than one input file ('" + opts->positional[0] +
                         "', '" + opts->positional[1] + "')");
  auto valueOf = [&](const char *name) {
    const std::string *v = opts->value(name);
    return v ? *v : std::string();
  };
  std::string input = opts->positional.empty() ? "" : opts->positional[0];
  std::string output = valueOf("-o"), cubin = valueOf("--cubin");
  std::string hostOutput = valueOf("--host");
  // --time: where the time goes, and our share against ptxas's.
  bool timePhases = opts->has("--time");
  using Clock = std::chrono::steady_clock;
  Clock::time_point phaseStart = Clock::now();
  std::vector<std::pair<const char *, double>> phases;
  auto endPhase = [&](const char *name) {
    Clock::time_point now = Clock::now();
    phases.push_back(
        {name, std::chrono::duration<double, std::milli>(now - phaseStart)
                   .count()});
    phaseStart = now;
  };
  std::string targetName = valueOf("--target");
  std::string emit = opts->value("--emit") ? valueOf("--emit") : "ptx";
  if (input.empty() || targetName.empty() || output.empty())
    return fail(err, "compile needs IN.mlir, --target and -o (see "
                     "'cute-nvgpu compile --help')");
  if (emit != "ptx" && emit != "llvm")
    return fail(err, "--emit must be ptx or llvm, got '" + emit + "'");
  std::string optLevel =
      opts->value("--opt-level") ? valueOf("--opt-level") : "3";
  if (optLevel != "0" && optLevel != "3")
    return fail(err, "--opt-level must be 0 or 3, got '" + optLevel + "'");
  std::string deviceAssert =
      opts->value("--device-assert") ? valueOf("--device-assert") : "trap";
  if (deviceAssert != "trap" && deviceAssert != "report")
    return fail(err, "--device-assert must be trap or report, got '" +
                         deviceAssert + "'");
  if (opts->value("--cubin") && cubin.empty())
    return fail(err, "--cubin needs a file name");
  if (!cubin.empty() && emit != "ptx")
    return fail(err, "--cubin assembles PTX; it cannot follow --emit=" + emit);
  if (!cubin.empty() && output == "-")
    return fail(err, "--cubin needs -o FILE: ptxas reads the PTX from a file");
  if (opts->value("--host") && hostOutput.empty())
    return fail(err, "--host needs a file name");
  if (!hostOutput.empty() && emit != "ptx")
    return fail(err, "--host embeds the kernels' PTX or cubin; it cannot "
                     "follow --emit=" + emit);
  if (!hostOutput.empty() && output == "-")
    return fail(err, "--host needs -o FILE");
  const target::TargetInfo *tgt = target::lookupTarget(targetName);
  if (!tgt)
    return fail(err, "unknown target '" + targetName + "' (known: " +
                         target::targetNameList() + ")");
  // Refuse before anything is written: an output that names the input
  // would destroy it, and -o == --cubin would have ptxas overwrite the PTX
  // it reads.
  if (input != "-") {
    std::string in = canonicalPath(input);
    if (output != "-" && canonicalPath(output) == in)
      return fail(err, "-o '" + output + "' names the input file '" + input +
                           "'");
    if (!cubin.empty() && canonicalPath(cubin) == in)
      return fail(err, "--cubin '" + cubin + "' names the input file '" +
                           input + "'");
  }
  if (!cubin.empty() && output != "-" &&
      canonicalPath(cubin) == canonicalPath(output))
    return fail(err, "-o and --cubin name the same file '" + output + "'");
  std::string ptxas;
  if (!cubin.empty()) {
    if (!tgt->ptxasAccepts)
      return fail(err, std::string("ptxas 13.0 does not accept -arch=") +
                           tgt->name);
    ptxas = findPtxas();
    if (ptxas.empty())
      return fail(err, "--cubin needs ptxas (PATH or /usr/local/cuda/bin)");
  }

  // Before the context exists: MLIR's context options apply when it is made.
  if (!mlirFlags.empty() && !parseMlirOptions(mlirFlags, err))
    return 1;
  mlir::DialectRegistry registry;
  registerAllCuteDialects(registry);
  mlir::MLIRContext ctx(registry);
  // One line per error: the failing op is named by its location, not
  // printed whole (a kernel would print as a note).
  ctx.printOpOnDiagnostic(false);

  // Diagnostics go to stderr as file:line:col: error: ...
  llvm::SourceMgr sourceMgr;
  mlir::SourceMgrDiagnosticHandler diag(sourceMgr, &ctx, llvm::errs());
  std::string errMsg;
  auto file = mlir::openInputFile(input, &errMsg);
  if (!file) {
    err << "error: " << errMsg << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(upgradeDslNvvmSpellings(std::move(file)),
                               llvm::SMLoc());
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(sourceMgr, &ctx);
  if (!module)
    return 1;
  endPhase("parse+verify");

  // The host functions (everything outside the gpu.module) lower on their
  // own copy of the program, whose launches still see the kernels.
  mlir::OwningOpRef<mlir::ModuleOp> hostModule;
  if (!hostOutput.empty()) {
    hostModule = module->clone();
    if (mlir::failed(lowerHostModule(*hostModule)))
      return 1;
    endPhase("host lowering");
  }

  // A gpu.module input: compile its body as the device module (host code
  // around it is not ours to compile); its #nvvm.target must agree with
  // --target.
  llvm::SmallVector<mlir::gpu::GPUModuleOp> gpuModules(
      module->getOps<mlir::gpu::GPUModuleOp>());
  if (gpuModules.size() > 1) {
    err << "error: compile takes one gpu.module at a time, found "
        << gpuModules.size() << "\n";
    return 1;
  }
  if (gpuModules.size() == 1) {
    mlir::gpu::GPUModuleOp gm = gpuModules.front();
    // CuTe DSL's kernels are cuda.kernel, which lives only in a gpu.module:
    // they become kernel func.funcs before the body leaves it.
    // The host's cuda.launch_ex names them as cuda.kernels, so the module
    // is not verified in between; the device module is, by the pipeline.
    mlir::PassManager kernels(&ctx);
    kernels.enableVerifier(false);
    kernels.addPass(createConvertCudaKernels());
    if (mlir::failed(kernels.run(*module)))
      return 1;
    if (mlir::ArrayAttr targets = gm.getTargetsAttr())
      for (mlir::Attribute a : targets)
        if (auto nv = llvm::dyn_cast<mlir::NVVM::NVVMTargetAttr>(a))
          if (target::lookupTarget(nv.getChip().str()) != tgt) {
            err << "error: --target " << tgt->name << " disagrees with the "
                << "gpu.module's #nvvm.target chip \"" << nv.getChip().str()
                << "\"\n";
            return 1;
          }
    mlir::OwningOpRef<mlir::ModuleOp> device =
        mlir::ModuleOp::create(gm.getLoc());
    for (mlir::Operation &op :
         llvm::make_early_inc_range(gm.getBody()->getOperations()))
      op.moveBefore(device->getBody(), device->getBody()->end());
    module = std::move(device);
  }
  // Everything `compile` lowers is device code (a print is vprintf).
  (*module)->setAttr("cute_nvgpu.device", mlir::UnitAttr::get(&ctx));
  int ptx = ptxVersionFor(*tgt, *module);
  mlir::PassManager pm(&ctx);
  // The input was verified when parsed and the output is verified once
  // after the pipeline; verifying between every two passes roughly
  // doubled the device lowering's time. `--verify-each` restores it.
  pm.enableVerifier(opts->has("--verify-each"));
  // MLIR's own instrumentation of the device pipeline, on stderr. IR
  // printing needs one thread (module-scope printing refuses more).
  if (!mlirFlags.empty()) {
    if (llvm::any_of(mlirFlags, [](const std::string &f) {
          return llvm::StringRef(f).starts_with("--mlir-print-ir");
        }))
      ctx.disableMultithreading();
    if (mlir::failed(mlir::applyPassManagerCLOptions(pm)))
      return 1;
    mlir::applyDefaultTimingPassManagerCLOptions(pm);
  }
  CuteNvgpuVerifyTargetOptions verifyOpts;
  verifyOpts.targetName = tgt->name;
  pm.addPass(createCuteNvgpuVerifyTarget(verifyOpts));
  pm.addPass(createCuteNvgpuCheckTmem());
  buildCuteNvgpuToLLVMPipeline(pm, /*runtimeChecks=*/false,
                               deviceAssert == "report" ? DeviceAssert::Report
                                                        : DeviceAssert::Trap);
  if (mlir::failed(pm.run(*module)) || mlir::failed(mlir::verify(*module)))
    return 1;
  endPhase("device lowering");

  std::string nvptxErr;
  std::unique_ptr<llvm::TargetMachine> tm =
      createNvptxTargetMachine(tgt->name, ptx, nvptxErr);
  if (!tm) {
    err << "error: " << nvptxErr << "\n";
    return 1;
  }
  llvm::LLVMContext llvmCtx;
  std::unique_ptr<llvm::Module> llvmModule =
      translateForNvptx(*module, llvmCtx, *tm, input);
  if (!llvmModule) {
    err << "error: translation to LLVM IR failed\n";
    return 1;
  }
  std::string unsupported = unsupportedForPtx(*llvmModule);
  if (!unsupported.empty()) {
    err << "error: " << unsupported << "\n";
    return 1;
  }
  // A backend failure is a cute-nvgpu bug, but the user still gets one
  // error line and exit status 1, not an abort.
  llvm::ScopedFatalErrorHandler fatal(
      [](void *, const char *reason, bool) {
        llvm::errs() << "error: LLVM NVPTX backend: " << reason << "\n";
        llvm::errs().flush();
        std::_Exit(1);
      },
      nullptr);
  if (optLevel == "3")
    optimizeO3(*llvmModule, *tm);
  endPhase("LLVM IR + O3");

  // Emit into memory first: the AsmPrinter's stream must be gone before the
  // file is closed and handed to ptxas.
  llvm::SmallString<0> text;
  {
    llvm::raw_svector_ostream os(text);
    if (emit == "llvm") {
      llvmModule->print(os, nullptr);
    } else {
      if (!emitPtx(*llvmModule, *tm, os)) {
        err << "error: the NVPTX backend cannot emit assembly\n";
        return 1;
      }
    }
  }
  endPhase("NVPTX backend");
  {
    std::error_code ec;
    llvm::raw_fd_ostream file(output, ec, llvm::sys::fs::OF_None);
    if (ec) {
      err << "error: cannot write '" << output << "': " << ec.message()
          << "\n";
      return 1;
    }
    file << text;
  }
  // PTX on stdout is the whole output; a status line would corrupt it.
  if (output == "-")
    return 0;
  bool hasKernel = llvm::any_of(*llvmModule, [](const llvm::Function &f) {
    return f.getCallingConv() == llvm::CallingConv::PTX_Kernel;
  });
  std::string resources;
  phaseStart = Clock::now();
  if (!cubin.empty() && !runPtxas(ptxas, *tgt, output, cubin,
                                  /*relocatable=*/!hasKernel, err, resources))
    return 1;
  double ptxasMs = 0;
  if (!cubin.empty()) {
    endPhase("ptxas");
    ptxasMs = phases.back().second;
  }
  if (!hostOutput.empty()) {
    std::string image;
    if (!cubin.empty()) {
      auto bytes = llvm::MemoryBuffer::getFile(cubin, /*IsText=*/false);
      if (!bytes) {
        err << "error: cannot read '" << cubin << "'\n";
        return 1;
      }
      image = (*bytes)->getBuffer().str();
    } else {
      image = text.str().str();
    }
    if (!writeHostModule(*hostModule, image, /*imageIsPtx=*/cubin.empty(),
                         hostOutput, input, err))
      return 1;
  }
  out << "wrote " << output << (cubin.empty() ? "" : ", " + cubin)
      << (hostOutput.empty() ? "" : ", " + hostOutput) << "\n"
      << resources;
  if (timePhases) {
    double ours = 0;
    out << "time:";
    for (auto [i, phase] : llvm::enumerate(phases)) {
      char buf[64];
      std::snprintf(buf, sizeof(buf), " %s %.1f ms", phase.first,
                    phase.second);
      out << (i ? "," : "") << buf;
      if (std::string(phase.first) != "ptxas")
        ours += phase.second;
    }
    char buf[128];
    std::snprintf(buf, sizeof(buf), "\ntime: cute-nvgpu %.1f ms", ours);
    out << buf;
    if (ptxasMs > 0) {
      std::snprintf(buf, sizeof(buf), ", ptxas %.1f ms, ratio %.2f",
                    ptxasMs, ours / ptxasMs);
      out << buf;
    }
    out << "\n";
  }
  return 0;
}

} // namespace cute_nvgpu::tools
