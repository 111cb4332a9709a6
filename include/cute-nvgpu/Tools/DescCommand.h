//===- DescCommand.h - `cute-nvgpu desc` ------------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_TOOLS_DESCCOMMAND_H
#define CUTE_NVGPU_TOOLS_DESCCOMMAND_H

#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::tools {
/// `cute-nvgpu desc encode (--target sm_XX | --arch sm90|sm100) --major K|MN
/// --elem TYPE --layout "..." [--start ADDR]` and `cute-nvgpu desc decode
/// (--target ... | --arch ...) WORD`: shared-memory matrix descriptors
/// from/to their fields; decode marks fields encode would never write.
int runDescCommand(const std::vector<std::string> &args, std::ostream &out,
                   std::ostream &err);
/// `cute-nvgpu desc instr --kind KIND --a T --b T --c T --m M --n N
/// --a-major K|MN --b-major K|MN [...]` and `desc instr --kind KIND
/// --decode WORD`: tcgen05.mma instruction descriptors (InstrDescCommand.cpp).
int runInstrDescCommand(const std::vector<std::string> &args,
                        std::ostream &out, std::ostream &err);
} // namespace cute_nvgpu::tools

#endif
