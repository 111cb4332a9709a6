//===- CuteDslTypes.h - !cute types in CuTe DSL's spelling (internal) -----===//
#ifndef CUTE_NVGPU_LIB_CUTEDSLTYPES_H
#define CUTE_NVGPU_LIB_CUTEDSLTYPES_H

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "mlir/IR/DialectImplementation.h"

namespace cute_nvgpu::cute {

/// Splits at commas outside brackets and quotes; `->` is not a bracket.
llvm::SmallVector<llvm::StringRef> splitItems(llvm::StringRef body);

enum class CuteIRForm { Layout, Tile, Any };
/// "" when TEXT is CuTe IR's spelling of `form`, else why not.
std::string checkCuteIRText(llvm::StringRef text, CuteIRForm form);

/// The text between `memref<` and `>`.
mlir::Type parseMemRefBody(mlir::DialectAsmParser &p, llvm::StringRef body,
                           llvm::SMLoc loc);
void printMemRef(mlir::DialectAsmPrinter &p, CuteMemRefType t);
/// `tiled_mma` / `tiled_copy` after their keyword, from the parser's
/// stream: `<ATOM, key = <"TEXT">...>` (ATOM may be a type alias).
mlir::Type parseTiledStream(mlir::DialectAsmParser &p, llvm::StringRef mnemonic,
                            llvm::SMLoc loc);

void printTiled(mlir::DialectAsmPrinter &p, mlir::Type type);


/// The CuTe IR value of a quoted body `"TEXT"` (errors at the bad byte).
mlir::FailureOr<layout::CuteIRValue>
parseQuotedCuteIR(mlir::DialectAsmParser &p, llvm::StringRef body);
/// The types of CuteIRTypes.cpp: int_tuple, shape, stride, coord, tile,
/// arith_tuple_iter, coord_tensor, ptr, fast_divmod_divisor, i32, i64.
bool isCuteIRTypeMnemonic(llvm::StringRef mnemonic);
mlir::Type parseCuteIRType(mlir::DialectAsmParser &p, llvm::StringRef mnemonic,
                           llvm::StringRef body, llvm::SMLoc loc);
/// False when `type` is not one of them.
bool printCuteIRType(mlir::Type type, mlir::DialectAsmPrinter &p);

/// CuTe IR's attributes (CuteIRTypes.cpp): `#cute.int_tuple<"...">`,
/// shape, stride, coord, tile, and the quoted forms of layout,
/// composed_layout and swizzle. True when MNEMONIC<BODY> is one of them.
bool isCuteIRAttrSpelling(llvm::StringRef mnemonic, llvm::StringRef body);
mlir::Attribute parseCuteIRAttr(mlir::DialectAsmParser &p,
                                llvm::StringRef mnemonic, llvm::StringRef body,
                                llvm::SMLoc loc);
/// False when `attr` is not one of them.
bool printCuteIRAttr(mlir::Attribute attr, mlir::DialectAsmPrinter &p);

/// CuTe IR's invariants on the values its types hold (CuteIRTypeChecks.cpp):
/// "" when well formed, else CuTe IR's diagnostic.
std::string cuteIRStrideDiagnostic(const layout::IntTuple &stride);
std::string cuteIRLayoutDiagnostic(const layout::Layout &l);
std::string cuteIRComposedDiagnostic(const layout::ComposedLayout &c);
std::string cuteIRTileDiagnostic(const layout::Tile &t);

} // namespace cute_nvgpu::cute

#endif
