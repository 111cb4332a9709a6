//===- TmaProps.h - CuTe DSL's custom form of TMA atom properties -*- C++
//-*-===//
//
// `<{kind = <sm_90> num_multicast = 1 tma_format = <F16_RN>}>`, as CuTe DSL
// writes the properties of its make_non_exec_{tiled,im2col}_tma_* ops, and
// the shared `(operands) <{...}> {attrs} : (types) -> (types)` form of
// those ops.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_DIALECT_CUTENVGPU_IR_TMAPROPS_H
#define CUTE_NVGPU_LIB_DIALECT_CUTENVGPU_IR_TMAPROPS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"

namespace cute_nvgpu::tma_syntax {

/// The properties as CuTe DSL's custom form writes them; absent ones null.
struct TmaProps {
  mlir::Attribute kind;
  mlir::IntegerAttr numMulticast;
  llvm::SMLoc numMulticastLoc;
  mlir::Attribute tmaFormat;
  mlir::TypeAttr internalType;
};

/// `<X>` (the enum's case, CuTe DSL's short form) or the whole attribute.
template <typename AttrT, typename SymbolizeFn>
mlir::ParseResult parseEnumValue(mlir::OpAsmParser &p, mlir::Attribute &out,
                                 SymbolizeFn fn, llvm::StringRef what) {
  llvm::SMLoc loc = p.getCurrentLocation();
  if (mlir::succeeded(p.parseOptionalLess())) {
    llvm::StringRef name;
    if (p.parseKeyword(&name) || p.parseGreater())
      return mlir::failure();
    auto v = fn(name);
    if (!v)
      return p.emitError(loc, "expected a ") << what << ", got " << name;
    out = AttrT::get(p.getContext(), *v);
    return mlir::success();
  }
  if (p.parseAttribute(out))
    return mlir::failure();
  if (!llvm::isa<AttrT>(out))
    return p.emitError(loc, "expected a ") << what << ", got " << out;
  return mlir::success();
}

/// `<{key = value[,] ...}>`, optional; `kindParser` reads `kind` (null:
/// the op has none).
mlir::ParseResult parseTmaProps(
    mlir::OpAsmParser &p, TmaProps &props,
    llvm::function_ref<mlir::ParseResult(mlir::Attribute &)> kindParser);
void printTmaProps(mlir::OpAsmPrinter &p, mlir::Attribute kind,
                   mlir::IntegerAttr numMulticast, mlir::Attribute tmaFormat,
                   mlir::TypeAttr internalType);
mlir::ParseResult
parseMakeNonExec(mlir::OpAsmParser &parser, mlir::OperationState &result,
                 TmaProps &props,
                 llvm::function_ref<mlir::ParseResult(mlir::Attribute &)> kind);
void printMakeNonExec(mlir::OpAsmPrinter &p, mlir::Operation *op,
                      mlir::Attribute kind, mlir::IntegerAttr numMulticast,
                      mlir::Attribute tmaFormat, mlir::TypeAttr internalType);

} // namespace cute_nvgpu::tma_syntax

#endif
