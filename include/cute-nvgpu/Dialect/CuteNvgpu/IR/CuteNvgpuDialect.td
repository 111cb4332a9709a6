//===- CuteNvgpuDialect.td - tensor-core atoms dialect -----*- tablegen -*-===//
#ifndef CUTE_NVGPU_DIALECT_TD
#define CUTE_NVGPU_DIALECT_TD

include "mlir/IR/OpBase.td"

def CuteNvgpu_Dialect : Dialect {
  let name = "cute_nvgpu";
  let summary = "NVIDIA tensor-core MMA, copy, descriptor and TMA atoms";
  let description = [{
    Atoms from SM70 to SM120 as types (seed 002's 27 mnemonics, CuTe DSL's two
    non-executable im2col TMA atoms after them, the i<N> atom integers), behind atom type interfaces backed by one registry
    (seed 003). See docs/cute-nvgpu-types.md.
  }];
  let cppNamespace = "::cute_nvgpu";
  let dependentDialects = ["::cute_nvgpu::cute::CuteDialect"];
  // Types are dispatched by seed 002's walk, hand-written in
  // CuteNvgpuTypeParser.cpp; only the enum attributes use ODS syntax.
  let useDefaultTypePrinterParser = 0;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;
  private:
    void registerTypes();
    void registerAttributes();
  public:
  }];
}

#endif
