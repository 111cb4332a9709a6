//===- CuteDialect.td - the `cute` layout-algebra dialect --*- tablegen -*-===//
#ifndef CUTE_DIALECT_TD
#define CUTE_DIALECT_TD

include "mlir/IR/OpBase.td"

def Cute_Dialect : Dialect {
  let name = "cute";
  let summary = "CuTe layout algebra in IR";
  let description = [{
    Layouts (`shape:stride`), swizzles and composed layouts as types and
    attributes, plus ops whose result types are the layout algebra evaluated
    statically. Values are stored as the plain-C++ library's objects
    (cute-nvgpu/Layout/Layout.h) so verifiers and tools share one algebra.
  }];
  let cppNamespace = "::cute_nvgpu::cute";
  // Layout text (`4@0`, `Sw<3,4,3> o 0 o ...`) is not MLIR-token friendly, so
  // the dialect parses the raw `<...>` body itself.
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

#endif // CUTE_DIALECT_TD
