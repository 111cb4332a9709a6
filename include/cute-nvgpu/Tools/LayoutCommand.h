//===- LayoutCommand.h - `cute-nvgpu layout` subcommand ---------*- C++ -*-===//
//
// `cute-nvgpu layout OP OPERAND...`: evaluates CuTe layout algebra on the
// command line. The result goes to `out` on one line; errors go to `err` as a
// single `error: ...` line.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TOOLS_LAYOUTCOMMAND_H
#define CUTE_NVGPU_TOOLS_LAYOUTCOMMAND_H

#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::tools {

/// `args` are the words after `cute-nvgpu layout`. Returns the process exit
/// status: 0 on success, 1 on bad input.
int runLayoutCommand(const std::vector<std::string> &args, std::ostream &out,
                     std::ostream &err);

} // namespace cute_nvgpu::tools

#endif // CUTE_NVGPU_TOOLS_LAYOUTCOMMAND_H
