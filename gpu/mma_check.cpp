//===- mma_check.cpp - one tile of each MMA family on a GPU ---------------===//
//
// The GPU tile check (register MMA, ldmatrix and wgmma). For each case the host
//   1. writes its kernel in cute_nvgpu IR (`--emit-kernels`), the operand
//      fragments typed with the reference layouts the verifier checks
//      (lib/Target/MmaLayouts.cpp), SMEM operands with their layouts;
//   2. packs random A, B, C tiles through those same layouts (fragments or
//      shared-memory images), runs the kernel (compiled by `cute-nvgpu
//      compile`) and unpacks D through the C layout;
//   3. compares D with a CPU reference GEMM, exactly.
// A wrong reference layout, packing, descriptor or lowering is a mismatch.
//
// `--emulate` runs the kernels on a software warp instead (SoftwareWarp.cpp:
// the PTX ISA, written apart from MmaLayouts.cpp and the layout algebra),
// so CI checks the harness, the layouts and the descriptors without a GPU.
// `--emulate-umma` runs one tcgen05.mma tile per case on a software tensor
// core (SoftwareUmma.cpp): no SM100 GPU is lent here.
//
//===----------------------------------------------------------------------===//
#include "GpuCheck.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace cute_nvgpu;
using namespace cute_nvgpu::gpucheck;

namespace {

const char *kUsage =
    "usage: cute-nvgpu-gpu-check --emit-kernels --chip sm_XX\n"
    "       cute-nvgpu-gpu-check --module KERNELS.{ptx,cubin} [--chip sm_XX] "
    "[--markdown] [--perturb]\n"
    "       cute-nvgpu-gpu-check --emulate [--chip sm_XX] [--markdown] "
    "[--perturb]\n"
    "       cute-nvgpu-gpu-check --emulate-umma [--markdown]\n"
    "Exit: 0 every case matches, 1 a mismatch or error, 77 no GPU.\n";

struct Options {
  bool emit = false, emulate = false, markdown = false, perturb = false;
  bool emulateUmma = false;
  std::string chip, modulePath;
};

bool parseArgs(int argc, char **argv, Options &o) {
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--emit-kernels")
      o.emit = true;
    else if (args[i] == "--emulate")
      o.emulate = true;
    else if (args[i] == "--emulate-umma")
      o.emulateUmma = true;
    else if (args[i] == "--markdown")
      o.markdown = true;
    else if (args[i] == "--perturb")
      o.perturb = true;
    else if (args[i] == "--chip" && i + 1 < args.size())
      o.chip = args[++i];
    else if (args[i] == "--module" && i + 1 < args.size())
      o.modulePath = args[++i];
    else {
      std::fprintf(stderr, "error: unexpected argument '%s'\n%s",
                   args[i].c_str(), kUsage);
      return false;
    }
  }
  if (o.emit + o.emulate + o.emulateUmma + !o.modulePath.empty() != 1) {
    std::fprintf(stderr, "%s", kUsage);
    return false;
  }
  return true;
}

/// The host buffers of one case: A and B as the kernel reads them, C as
/// fragments.
void hostInputs(const Case &cs, const Frags &f, const Tiles &tiles,
                bool perturb, Bytes &ga, Bytes &gb, Bytes &gc) {
  int threads = threadsOf(cs);
  switch (cs.path) {
  case Path::Ldsm:
    // A row-major M x K; B row-major K x N (the tile is N x K col-major).
    ga = rowMajor(cs.a, tiles.a, cs.m, cs.k, false, cs.m);
    gb = rowMajor(cs.b, tiles.b, cs.k, cs.n, true, cs.n);
    break;
  case Path::Wgmma:
    ga = cs.smemA ? smemImage(cs.a, cs.smemA, cs.m, cs.k, tiles.a, perturb)
                  : pack(cs.a, f.a, threads, f.va, tiles.a, perturb);
    gb = smemImage(cs.b, cs.smemB, cs.n, cs.k, tiles.b, false);
    break;
  case Path::Fragments:
    ga = pack(cs.a, f.a, threads, f.va, tiles.a, perturb);
    gb = pack(cs.b, f.b, threads, f.vb, tiles.b, false);
    break;
  }
  gc = pack(cs.c, f.c, threads, f.vc, tiles.c,
            perturb && cs.path == Path::Ldsm);
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  if (!parseArgs(argc, argv, o))
    return 1;
  if (o.emulateUmma)
    return emulateUmmaTiles(o.markdown);
  const target::TargetInfo *tgt = nullptr;
  if (!o.chip.empty() && !(tgt = target::lookupTarget(o.chip))) {
    std::fprintf(stderr, "error: unknown target '%s' (known: %s)\n",
                 o.chip.c_str(), target::targetNameList().c_str());
    return 1;
  }
  if (o.emit) {
    if (!tgt) {
      std::fprintf(stderr, "error: --emit-kernels needs --chip sm_XX\n");
      return 1;
    }
    emitKernels(std::cout, *tgt);
    return 0;
  }

  CudaDevice gpu;
  std::string device = "software warp (PTX ISA fragment tables)", message;
  if (!o.emulate) {
    if (int rc = gpu.openAndLoad(o.modulePath, device); rc >= 0)
      return rc;
    if (!tgt)
      tgt = target::lookupTarget("sm_" + std::to_string(gpu.sm()));
  }
  if (!tgt)
    tgt = target::lookupTarget("sm_90");

  if (o.markdown)
    std::printf("Device: %s. Tolerance: exact (inputs in {0, +-0.5, +-1, "
                "+-1.5, +-2}, s8 in [-8, 8]: every product and partial sum "
                "is representable in the accumulator).\n\n"
                "| case | atom | shape | A | B | C | max abs err | result |\n"
                "|---|---|---|---|---|---|---|---|\n",
                device.c_str());
  else
    std::printf("# device: %s\n", device.c_str());
  int failures = 0, ran = 0;
  for (const Case &cs : cases()) {
    if (!caseOnTarget(cs, *tgt))
      continue;
    Frags f = fragsOf(cs);
    Tiles tiles = randomTiles(cs, 0x5EEDu + ran);
    Bytes ga, gb, gc, gd;
    hostInputs(cs, f, tiles, o.perturb, ga, gb, gc);
    bool ok = o.emulate ? emulateCase(cs, f, ga, gb, gc, gd)
                        : gpu.run(cs, ga, gb, gc, gd, message);
    if (!ok && !o.emulate)
      std::fprintf(stderr, "error: %s: %s\n", cs.name, message.c_str());
    ++ran;
    double maxErr = INFINITY;
    if (ok) {
      std::vector<double> got = unpack(cs.c, f.c, threadsOf(cs), f.vc, gd,
                                       cs.m * cs.n),
                          want = referenceD(cs, tiles);
      maxErr = 0;
      for (size_t i = 0; i < want.size(); ++i)
        maxErr = std::isnan(got[i])
                     ? INFINITY
                     : std::max(maxErr, std::fabs(got[i] - want[i]));
    }
    bool pass = ok && maxErr == 0;
    failures += !pass;
    std::string shape = std::to_string(cs.m) + "x" + std::to_string(cs.n) +
                        "x" + std::to_string(cs.k);
    const char *atom = target::atomRecord(cs.atom).mnemonic;
    if (o.markdown)
      std::printf("| %s | `%s` | %s | %s | %s | %s | %g | %s |\n", cs.name,
                  atom, shape.c_str(), cs.a, cs.b, cs.c, maxErr,
                  pass ? "PASS" : "FAIL");
    else
      std::printf("%-16s %-9s %-8s a=%-5s b=%-5s c=%-4s max|err|=%-8g %s\n",
                  cs.name, atom, shape.c_str(), cs.a, cs.b, cs.c, maxErr,
                  pass ? "PASS" : "FAIL");
  }
  std::printf("%s%d of %d cases match the CPU reference\n",
              o.markdown ? "\n" : "# ", ran - failures, ran);
  if (ran == 0) {
    // Nothing checked is not a pass.
    std::fprintf(stderr, "error: no case runs on %s (the tiles need sm_80 "
                         "or newer)\n",
                 tgt->name);
    return 1;
  }
  return failures ? 1 : 0;
}
