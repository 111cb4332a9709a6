//===- tma_check.cpp - TMA tile loads on a GPU ----------------------------===//
//
// `cute-nvgpu-tma-check`: for each TMA case the host
//   1. writes its kernel in cute_nvgpu IR (`--emit-kernels`): the
//      non-executable TMA atom as the kernel's descriptor parameter, an
//      mbarrier expecting the plan's transaction bytes, one `cute.copy` of
//      a coordinate tensor (this CTA's box) into an SMEM memref per CTA
//      (multicast across the cluster where the case has one);
//   2. encodes the descriptor with the driver's cuTensorMapEncodeTiled from
//      the plan's arguments (target::tma::makePlan, what `cute-nvgpu tma
//      plan` prints) and runs the kernel, which copies shared memory out;
//   3. compares every CTA's shared memory with the image the SMEM layout
//      gives, byte for byte.
// `--emulate` runs step 2 on a model of the copy engine (PTX ISA) instead.
//
//===----------------------------------------------------------------------===//
#include "GpuCheck.h"

#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

using namespace cute_nvgpu;
using namespace cute_nvgpu::gpucheck;

namespace {

const char *kUsage =
    "usage: cute-nvgpu-tma-check --emit-kernels --chip sm_XX\n"
    "       cute-nvgpu-tma-check --module KERNELS.{ptx,cubin} [--markdown] "
    "[--perturb]\n"
    "       cute-nvgpu-tma-check --emulate [--markdown] [--perturb]\n"
    "       cute-nvgpu-tma-check --module M.cubin --launch KERNEL  (one "
    "thread, no parameters)\n"
    "Exit: 0 every case matches, 1 a mismatch or error, 77 no GPU.\n";

std::string list(const std::vector<uint32_t> &v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i)
    s += (i ? "," : "") + std::to_string(v[i]);
  return s + "]";
}

} // namespace

int main(int argc, char **argv) {
  bool emit = false, emulate = false, markdown = false, perturb = false;
  std::string chip, modulePath, launch;
  std::vector<std::string> args(argv + 1, argv + argc);
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i] == "--emit-kernels")
      emit = true;
    else if (args[i] == "--emulate")
      emulate = true;
    else if (args[i] == "--markdown")
      markdown = true;
    else if (args[i] == "--perturb")
      perturb = true;
    else if (args[i] == "--chip" && i + 1 < args.size())
      chip = args[++i];
    else if (args[i] == "--module" && i + 1 < args.size())
      modulePath = args[++i];
    else if (args[i] == "--launch" && i + 1 < args.size())
      launch = args[++i];
    else {
      std::fprintf(stderr, "error: unexpected argument '%s'\n%s",
                   args[i].c_str(), kUsage);
      return 1;
    }
  }
  if (emit + emulate + !modulePath.empty() != 1) {
    std::fprintf(stderr, "%s", kUsage);
    return 1;
  }
  if (emit) {
    const target::TargetInfo *t = target::lookupTarget(chip);
    if (!t) {
      std::fprintf(stderr, "error: --emit-kernels needs --chip sm_XX "
                           "(known: %s)\n",
                   target::targetNameList().c_str());
      return 1;
    }
    emitTmaKernels(std::cout, *t);
    return 0;
  }

  CudaDevice gpu;
  std::string device = "copy-engine model (PTX ISA box placement)", message;
  if (!emulate) {
    if (int rc = gpu.openAndLoad(modulePath, device); rc >= 0)
      return rc;
  }
  if (!launch.empty()) {
    std::fflush(stdout);
    if (!gpu.launchAlone(launch, message)) {
      std::fprintf(stderr, "error: %s\n", message.c_str());
      return 1;
    }
    return 0;
  }

  if (markdown)
    std::printf("Device: %s. Each CTA's shared memory is compared byte for "
                "byte with the image the SMEM layout gives.\n\n"
                "| case | elem | GMEM | SMEM | tile at | box | swizzle | "
                "CTAs | tx bytes | result |\n"
                "|---|---|---|---|---|---|---|---|---|---|\n",
                device.c_str());
  else
    std::printf("# device: %s\n", device.c_str());
  int failures = 0, ran = 0;
  for (const TmaCase &cs : tmaCases()) {
    TmaSetup s = tmaSetup(cs);
    Bytes g = gmemTensor(cs);
    Bytes want = expectedImage(cs, s, g, perturb);
    std::vector<Bytes> got;
    bool ok = emulate ? emulateTmaLoad(cs, s, g, got, message)
                      : gpu.runTma(cs, s, g, got, message);
    if (!ok)
      std::fprintf(stderr, "error: %s: %s\n", cs.name, message.c_str());
    ++ran;
    int64_t bad = 0;
    for (const Bytes &img : got)
      for (size_t i = 0; i < img.size(); ++i)
        bad += img[i] != want[i];
    bool pass = ok && bad == 0;
    failures += !pass;
    std::string sw = s.plan.swizzle.substr(s.plan.swizzle.rfind('_') + 1);
    std::string at = "(" + std::to_string(cs.m0) + "," +
                     std::to_string(cs.k0) + ")";
    std::string result = pass ? "PASS"
                         : ok ? "FAIL (" + std::to_string(bad) + " bytes)"
                              : "ERROR";
    if (markdown)
      std::printf("| %s | %s | `%s` | `%s` | %dx%d at %s | %s | %s | %d | "
                  "%lld | %s |\n",
                  cs.name, cs.elem, gmemLayoutText(cs).c_str(), cs.smem,
                  cs.tileM, cs.tileK, at.c_str(), list(s.plan.boxDim).c_str(),
                  sw.c_str(), cs.multicast, (long long)s.plan.expectTxBytes,
                  result.c_str());
    else
      std::printf("%-22s %-5s box=%-10s swizzle=%-4s ctas=%d tx=%-6lld %s\n",
                  cs.name, cs.elem, list(s.plan.boxDim).c_str(), sw.c_str(),
                  cs.multicast, (long long)s.plan.expectTxBytes,
                  result.c_str());
  }
  std::printf("%s%d of %d TMA cases match the SMEM layout's image\n",
              markdown ? "\n" : "# ", ran - failures, ran);
  return failures ? 1 : 0;
}
