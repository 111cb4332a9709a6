//===- CuteDslTypes.h - !cute types in CuTe DSL's spelling (internal) -----===//
#ifndef CUTE_NVGPU_LIB_CUTEDSLTYPES_H
#define CUTE_NVGPU_LIB_CUTEDSLTYPES_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "mlir/IR/DialectImplementation.h"

namespace cute_nvgpu::cute {

enum class CuteIRForm { Layout, Tile, Any };
/// "" when TEXT is CuTe IR's spelling of `form`, else why not.
std::string checkCuteIRText(llvm::StringRef text, CuteIRForm form);

/// The text between `memref<` and `>`.
mlir::Type parseMemRefBody(mlir::DialectAsmParser &p, llvm::StringRef body,
                           llvm::SMLoc loc);
void printMemRef(mlir::DialectAsmPrinter &p, CuteMemRefType t);
/// `tiled_mma` / `tiled_copy` bodies.
mlir::Type parseTiledBody(mlir::DialectAsmParser &p, llvm::StringRef mnemonic,
                          llvm::StringRef body, llvm::SMLoc loc);
void printTiled(mlir::DialectAsmPrinter &p, mlir::Type type);

} // namespace cute_nvgpu::cute

#endif
