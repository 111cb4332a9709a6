//===- TmaCommand.h - `cute-nvgpu tma` --------------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_TOOLS_TMACOMMAND_H
#define CUTE_NVGPU_TOOLS_TMACOMMAND_H

#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::tools {
/// `cute-nvgpu tma plan --op load|load-multicast|store|reduce --elem TYPE
/// --gmem LAYOUT --smem LAYOUT --cta-tile TILE [--multicast N]`: the
/// arguments cuTensorMapEncodeTiled receives for CuTe's make_tma_copy, the
/// TMA coordinate tensor and the mbarrier's transaction bytes, or the rule
/// the copy breaks.
int runTmaCommand(const std::vector<std::string> &args, std::ostream &out,
                  std::ostream &err);
} // namespace cute_nvgpu::tools

#endif
