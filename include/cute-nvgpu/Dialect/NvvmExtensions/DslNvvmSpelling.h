//===- DslNvvmSpelling.h - CuTe DSL's generic NVVM spellings -----*- C++ -*-===//
//
// NVIDIA's NVVM dialect, which CuTe DSL prints, is newer than MLIR 22's in
// two generic-form properties that MLIR 22's parser refuses before any
// dialect hook runs (a registered op's properties are converted by the op
// itself, and a registered name cannot be registered again):
//  - `"nvvm.fence.mbarrier.init"() <{useIntrinsic = false|true}>`: MLIR 22's
//    op has no properties. The flag chooses NVIDIA's intrinsic or inline-PTX
//    emission of the same `fence.mbarrier_init.release.cluster`, so it is
//    dropped.
//  - `"nvvm.barrier"(...) <{operandSegmentSizes = array<i32: a, b>}>`: MLIR
//    22's op has a third, optional segment (the reduction predicate), so the
//    DSL's (id, thread count) segments gain an empty third one.
// Like a dialect's bytecode version upgrade, the reader rewrites these
// spellings to MLIR 22's before parsing; nothing else of the text changes,
// and lines stay where they were.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_DSLNVVMSPELLING_H
#define CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_DSLNVVMSPELLING_H

#include "llvm/Support/MemoryBuffer.h"
#include <memory>
#include <string>

namespace cute_nvgpu {
/// `text` with CuTe DSL's generic NVVM spellings rewritten to MLIR 22's.
std::string upgradeDslNvvmSpellings(llvm::StringRef text);

/// The buffer upgraded (the same buffer when nothing changes), keeping its
/// identifier so diagnostics name the input file.
std::unique_ptr<llvm::MemoryBuffer>
upgradeDslNvvmSpellings(std::unique_ptr<llvm::MemoryBuffer> buffer);
} // namespace cute_nvgpu

#endif // CUTE_NVGPU_DIALECT_NVVMEXTENSIONS_DSLNVVMSPELLING_H
