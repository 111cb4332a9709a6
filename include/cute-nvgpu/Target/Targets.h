//===- Targets.h - the SM target roster --------------------------*- C++ -*-===//
//
// One table (lib/Target/Targets.cpp) lists every target cute-nvgpu knows.
// The verifier, the target pass, `cute-nvgpu query` and the lowering all
// read it; nothing else spells a target.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TARGET_TARGETS_H
#define CUTE_NVGPU_TARGET_TARGETS_H

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cute_nvgpu::target {

/// "a" targets run only on exactly that chip and unlock its arch-specific
/// instructions (wgmma, tcgen05, SM120 block scale); "f" targets run within
/// the chip family and unlock the family-portable subset.
enum class Suffix { None, A, F };

struct TargetInfo {
  const char *name;  // "sm_90a"
  int sm;            // 90
  Suffix suffix;     // A
  int surface;       // atom surface tier: 103 -> 100, 121 -> 120
  bool ptxasAccepts; // ptxas 13.0 -arch= accepts it (sm_70 does not)
  int ptxVersion;    // lowest PTX ISA (x10) that knows the target
};

const std::vector<TargetInfo> &allTargets();
/// Accepts "sm_90a", "sm90a" and "90a".
const TargetInfo *lookupTarget(std::string_view name);
/// A comma-separated list of every target name, for diagnostics.
std::string targetNameList();

} // namespace cute_nvgpu::target

#endif
