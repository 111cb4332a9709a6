//===- AtomPayload.h - atom type payload schema (internal) ------*- C++ -*-===//
//
// An atom type's optional payload `<POSITIONAL, key = value, ...>` is kept as
// a DictionaryAttr. Which positional item and keys an atom takes is data:
// one schema per mnemonic (AtomPayload.cpp), read by the parser, the
// printer and the type verifier alike.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_ATOMPAYLOAD_H
#define CUTE_NVGPU_LIB_ATOMPAYLOAD_H

#include "cute-nvgpu/Target/AtomRegistry.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

namespace cute_nvgpu::payload {

enum class Kind { None, Shape3, Int, Keyword, Type, KeywordTuple, TypeTuple };

struct Field {
  const char *name;
  Kind kind;
  const char *allowed; // "k|mn" for keywords; null: any
  int arity;           // tuples
};

struct Schema {
  Kind positional;            // None, Shape3, Int or Keyword
  const char *positionalName; // key the positional item is stored under
  const char *positionalAllowed;
  std::vector<Field> fields; // printed in this (alphabetical) order
};

const Schema &schemaFor(target::Mnemonic m);

/// Parses an optional `<...>` payload; returns a null DictionaryAttr when
/// there is none.
mlir::FailureOr<mlir::DictionaryAttr> parse(mlir::DialectAsmParser &parser,
                                            target::Mnemonic m);
void print(mlir::DialectAsmPrinter &printer, target::Mnemonic m,
           mlir::DictionaryAttr params);
llvm::LogicalResult
verify(llvm::function_ref<mlir::InFlightDiagnostic()> emitError,
       target::Mnemonic m, mlir::DictionaryAttr params);

} // namespace cute_nvgpu::payload

#endif
