//===- CompileCommand.h - `cute-nvgpu compile` ------------------*- C++ -*-===//
#ifndef CUTE_NVGPU_TOOLS_COMPILECOMMAND_H
#define CUTE_NVGPU_TOOLS_COMPILECOMMAND_H

#include <ostream>
#include <string>
#include <vector>

namespace cute_nvgpu::tools {
/// `cute-nvgpu compile IN.mlir --target sm_XX -o OUT.ptx [--cubin OUT.cubin]
/// [--emit=llvm|ptx]`: target verification, convert-cute-nvgpu-to-nvvm,
/// upstream NVVM -> LLVM, then the LLVM NVPTX backend (PTX ISA high enough
/// for the target and the atoms); --cubin also runs `ptxas -c` (relocatable,
/// so device functions survive). Prints one `wrote ...` line on success and
/// refuses, before writing, outputs that name the input or each other.
int runCompileCommand(const std::vector<std::string> &args, std::ostream &out,
                      std::ostream &err);
} // namespace cute_nvgpu::tools

#endif
