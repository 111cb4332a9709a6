//===- PtxEmission.h - LLVM-dialect module to PTX ---------------*- C++ -*-===//
//
// The NVPTX half of `cute-nvgpu compile`, shared with the module fuzzer.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TOOLS_PTXEMISSION_H
#define CUTE_NVGPU_TOOLS_PTXEMISSION_H

#include "llvm/ADT/StringRef.h"

#include <memory>
#include <string>

namespace llvm {
class LLVMContext;
class Module;
class TargetMachine;
class raw_pwrite_stream;
} // namespace llvm
namespace mlir {
class ModuleOp;
} // namespace mlir
namespace cute_nvgpu::target {
struct TargetInfo;
} // namespace cute_nvgpu::target

namespace cute_nvgpu::tools {

/// The PTX ISA version `module` (before lowering) needs on `t`.
int ptxVersionFor(const target::TargetInfo &t, mlir::ModuleOp module);

/// LLVM's NVPTX target machine for `chip` emitting PTX ISA `ptxVersion`
/// (e.g. 87 for 8.7); null, with `err` set, when the backend is missing.
std::unique_ptr<llvm::TargetMachine>
createNvptxTargetMachine(llvm::StringRef chip, int ptxVersion,
                         std::string &err);

/// An LLVM-dialect module as LLVM IR for `tm` (its triple and data layout;
/// kernels' grid-constant parameters given generic addresses where they
/// escape). Null when the translation fails; MLIR has reported why.
std::unique_ptr<llvm::Module> translateForNvptx(mlir::ModuleOp module,
                                                llvm::LLVMContext &ctx,
                                                llvm::TargetMachine &tm,
                                                llvm::StringRef name);

/// Why the NVPTX backend would stop on `m`, as one diagnostic line without
/// the "error: " prefix, or "" when nothing does: a function or global name
/// PTX cannot spell (identifiers take letters, digits, `_`, `$` and `.`),
/// or a parameter of a defined function whose type holds no bits (`i0`, an
/// empty struct or array; PTX has no empty parameters).
std::string unsupportedForPtx(const llvm::Module &m);

/// LLVM's O3 pipeline with the NVPTX target's passes.
void optimizeO3(llvm::Module &m, llvm::TargetMachine &tm);

/// The NVPTX backend: `m` as PTX on `os`; false when it cannot emit.
bool emitPtx(llvm::Module &m, llvm::TargetMachine &tm,
             llvm::raw_pwrite_stream &os);

} // namespace cute_nvgpu::tools

#endif // CUTE_NVGPU_TOOLS_PTXEMISSION_H
