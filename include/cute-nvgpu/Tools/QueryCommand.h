//===- QueryCommand.h - `cute-nvgpu query` ----------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_TOOLS_QUERYCOMMAND_H
#define CUTE_NVGPU_TOOLS_QUERYCOMMAND_H

#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::tools {
/// `cute-nvgpu query targets|atoms|mma ...`: what is legal on a target, read
/// from the roster, the atom registry and the MMA lattice; atoms without a
/// builder and lowering are marked "(not implemented yet)".
int runQueryCommand(const std::vector<std::string> &args, std::ostream &out,
                    std::ostream &err);
} // namespace cute_nvgpu::tools

#endif
