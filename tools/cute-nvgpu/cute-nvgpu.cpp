//===- cute-nvgpu.cpp - the cute-nvgpu command line ------------------------===//
//
// `cute-nvgpu SUBCOMMAND ...`: one binary, one table of subcommands.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Tools/CompileCommand.h"
#include "cute-nvgpu/Tools/DescCommand.h"
#include "cute-nvgpu/Tools/TmaCommand.h"
#include "cute-nvgpu/Tools/LayoutCommand.h"
#include "cute-nvgpu/Tools/Options.h"
#include "cute-nvgpu/Tools/QueryCommand.h"

#include <cstring>
#include <iostream>
#include <string>
#include <vector>

namespace {
using Runner = int (*)(const std::vector<std::string> &, std::ostream &,
                       std::ostream &);
struct Subcommand {
  const char *name;
  const char *summary;
  Runner run;
};

const Subcommand kSubcommands[] = {
    {"layout", "CuTe layout algebra: size, coalesce, composition, divides, "
               "products, inverses, eval, draw",
     &cute_nvgpu::tools::runLayoutCommand},
    {"query", "what a target supports: targets, atoms, mma shapes x types",
     &cute_nvgpu::tools::runQueryCommand},
    {"desc", "encode/decode WGMMA/UMMA shared-memory descriptors from layouts",
     &cute_nvgpu::tools::runDescCommand},
    {"tma", "plan a TMA copy: the cuTensorMapEncodeTiled arguments CuTe's "
            "make_tma_copy computes",
     &cute_nvgpu::tools::runTmaCommand},
    {"compile", "IN.mlir --target SM -o OUT.ptx [--cubin OUT.cubin]: lower "
                "and run the NVPTX backend (and ptxas)",
     &cute_nvgpu::tools::runCompileCommand},
};

void printUsage(std::ostream &os) {
  os << "usage: cute-nvgpu SUBCOMMAND [ARGS...]\n\nsubcommands:\n";
  for (const Subcommand &s : kSubcommands)
    os << "  " << s.name << "  " << s.summary << "\n";
  os << "\n'cute-nvgpu SUBCOMMAND --help' describes one subcommand; "
        "'--version' prints the version.\n";
}
} // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::cerr << "error: missing subcommand (see 'cute-nvgpu --help')\n";
    return 1;
  }
  if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") ||
      !std::strcmp(argv[1], "help")) {
    printUsage(std::cout);
    return 0;
  }
  if (!std::strcmp(argv[1], "--version")) {
    std::cout << cute_nvgpu::tools::versionString() << "\n";
    return 0;
  }
  std::vector<std::string> args(argv + 2, argv + argc);
  for (const Subcommand &s : kSubcommands)
    if (!std::strcmp(argv[1], s.name))
      return s.run(args, std::cout, std::cerr);
  if (argv[1][0] == '-') {
    std::cerr << "error: unknown option '" << argv[1]
              << "' (before the subcommand only --help and --version)\n";
    return 1;
  }
  std::cerr << "error: unknown subcommand '" << argv[1]
            << "' (expected one of:";
  for (const Subcommand &s : kSubcommands)
    std::cerr << " " << s.name;
  std::cerr << ")\n";
  return 1;
}
