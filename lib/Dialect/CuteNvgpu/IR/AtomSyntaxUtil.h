//===- AtomSyntaxUtil.h - shared pieces of the atom payload text -*- C++ -*-===//
//
// The `<...>` payloads of the atom types are spelled as NVIDIA's CuTe DSL
// prints them. Their pieces recur across families (an `MxNxK` shape, a type
// tuple, a `key = value` list whose commas the DSL sometimes omits, a quoted
// CuTe IR layout in `<"...">`); these helpers read them once for every
// family's parser in AtomSyntax.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_ATOMSYNTAXUTIL_H
#define CUTE_NVGPU_LIB_ATOMSYNTAXUTIL_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/SmallVector.h"

namespace cute_nvgpu::syntax {

/// `M x N x K` after its first integer: the lexer gives `64` then the bare
/// identifier `x128x16`.
mlir::FailureOr<llvm::SmallVector<int64_t, 3>>
parseShapeRest(mlir::DialectAsmParser &p, int64_t first);
/// A whole `MxNxK` shape.
mlir::FailureOr<llvm::SmallVector<int64_t, 3>>
parseShape(mlir::DialectAsmParser &p);
void printShape(mlir::DialectAsmPrinter &p, llvm::ArrayRef<int64_t> shape);

/// `(T, T, ...)` with exactly `n` types.
mlir::FailureOr<llvm::SmallVector<mlir::Type, 3>>
parseTypeTuple(mlir::DialectAsmParser &p, unsigned n, llvm::StringRef what);

/// `<"TEXT">` where TEXT is a CuTe IR int tuple or layout, checked with the
/// layout library; returns the text verbatim.
mlir::FailureOr<mlir::StringAttr> parseQuotedLayout(mlir::DialectAsmParser &p,
                                                    llvm::StringRef what);
void printQuotedLayout(mlir::DialectAsmPrinter &p, mlir::StringAttr text);
/// Whether TEXT reads as a CuTe IR int tuple or layout ("" when it does,
/// else the layout library's message).
std::string checkLayoutText(llvm::StringRef text);

/// `KEYWORD` parsed into an enum through `symbolize`, naming the allowed
/// spellings on a miss.
template <typename E>
mlir::FailureOr<E>
parseEnumWord(mlir::DialectAsmParser &p, llvm::StringRef key,
              std::optional<E> (*symbolize)(llvm::StringRef),
              llvm::StringRef allowed) {
  llvm::SMLoc loc = p.getCurrentLocation();
  llvm::StringRef word;
  if (p.parseKeyword(&word))
    return mlir::failure();
  std::optional<E> v = symbolize(word);
  if (!v)
    return p.emitError(loc) << "invalid " << key << " `" << word
                            << "`; expected one of " << allowed;
  return *v;
}

/// Reads `key = value` items until `>`: `keyed(key, loc)` consumes the value
/// after `=`. Commas between items are optional because CuTe DSL omits the
/// one after `g_stride = <"...">`; a repeated key is an error.
mlir::ParseResult
parseKeyedItems(mlir::DialectAsmParser &p, llvm::StringRef mnemonic,
                llvm::function_ref<mlir::ParseResult(llvm::StringRef,
                                                     llvm::SMLoc)>
                    keyed);

} // namespace cute_nvgpu::syntax

#endif
