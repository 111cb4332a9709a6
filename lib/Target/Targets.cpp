//===- Targets.cpp - the SM target roster (the one table) ----------------===//
#include "cute-nvgpu/Target/Targets.h"

namespace cute_nvgpu::target {

const std::vector<TargetInfo> &allTargets() {
  // name, sm, suffix, atom surface, ptxas 13.0 accepts, PTX ISA (x10).
  static const std::vector<TargetInfo> kTargets = {
      {"sm_70", 70, Suffix::None, 70, false, 60},
      {"sm_72", 72, Suffix::None, 72, false, 61},
      {"sm_75", 75, Suffix::None, 75, true, 63},
      {"sm_80", 80, Suffix::None, 80, true, 70},
      {"sm_86", 86, Suffix::None, 86, true, 71},
      {"sm_87", 87, Suffix::None, 87, true, 74},
      {"sm_89", 89, Suffix::None, 89, true, 78},
      {"sm_90", 90, Suffix::None, 90, true, 78},
      {"sm_90a", 90, Suffix::A, 90, true, 80},
      {"sm_100", 100, Suffix::None, 100, true, 86},
      {"sm_100a", 100, Suffix::A, 100, true, 86},
      {"sm_100f", 100, Suffix::F, 100, true, 88},
      {"sm_103", 103, Suffix::None, 100, true, 88},
      {"sm_103a", 103, Suffix::A, 100, true, 88},
      {"sm_103f", 103, Suffix::F, 100, true, 88},
      {"sm_110", 110, Suffix::None, 110, true, 90},
      {"sm_110a", 110, Suffix::A, 110, true, 90},
      {"sm_110f", 110, Suffix::F, 110, true, 90},
      {"sm_120", 120, Suffix::None, 120, true, 87},
      {"sm_120a", 120, Suffix::A, 120, true, 87},
      {"sm_120f", 120, Suffix::F, 120, true, 88},
      {"sm_121", 121, Suffix::None, 120, true, 88},
      {"sm_121a", 121, Suffix::A, 120, true, 88},
      {"sm_121f", 121, Suffix::F, 120, true, 88},
  };
  return kTargets;
}

const TargetInfo *lookupTarget(std::string_view name) {
  std::string key(name);
  if (key.rfind("sm_", 0) != 0) {
    if (key.rfind("sm", 0) == 0)
      key = "sm_" + key.substr(2);
    else
      key = "sm_" + key;
  }
  for (const TargetInfo &t : allTargets())
    if (key == t.name)
      return &t;
  return nullptr;
}

std::string targetNameList() {
  std::string out;
  for (const TargetInfo &t : allTargets()) {
    if (!out.empty())
      out += ", ";
    out += t.name;
  }
  return out;
}

} // namespace cute_nvgpu::target
