//===- NvvmExtensionOps.cpp - CuTe DSL's extra `nvvm` ops and attributes --===//
#include "ExtendedDialects.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu::nvvm_ext;

#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.cpp.inc"

namespace cute_nvgpu::detail {
/// Builds the extended NVVM dialect (see below).
struct ExtendedNvvmDialectFactory {
  std::unique_ptr<Dialect> (*make)(MLIRContext *);
};
} // namespace cute_nvgpu::detail

namespace mlir {
// MLIR 22's NVVMDialect constructor is private to its friend MLIRContext, and
// a dialect parses `#nvvm.<mnemonic>` attributes only in its own virtual
// parseAttribute. So the class that widens parseAttribute derives from
// NVVMDialect and is defined locally in a member of MLIRContext: this
// specialization of MLIRContext's member template for our own tag type. A
// local class may use what its enclosing member function may use (C++17
// [class.access]/2), which includes NVVMDialect's constructor.
template <>
cute_nvgpu::detail::ExtendedNvvmDialectFactory *
MLIRContext::getOrLoadDialect<cute_nvgpu::detail::ExtendedNvvmDialectFactory>() {
  /// MLIR 22's NVVM dialect plus CuTe DSL's attributes and ops. NVVMDialect's
  /// constructor registers everything MLIR 22 has under NVVMDialect's TypeID,
  /// so lookups by NVVMDialect (extensions, interfaces, getLoadedDialect)
  /// find this object; only attribute parsing and printing are widened.
  class ExtendedNvvmDialect : public NVVM::NVVMDialect {
  public:
    explicit ExtendedNvvmDialect(MLIRContext *ctx) : NVVM::NVVMDialect(ctx) {
      addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionAttrs.cpp.inc"
          >();
      addOperations<
#define GET_OP_LIST
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.cpp.inc"
          >();
    }

    Attribute parseAttribute(DialectAsmParser &parser,
                             Type type) const override {
      // The generated parser consumes the mnemonic before it knows whether
      // it is ours, so decide from the unconsumed text first.
      StringRef mnemonic =
          cute_nvgpu::attributeMnemonic(parser.getFullSymbolSpec());
      if (isExtensionMnemonic(mnemonic)) {
        StringRef tag;
        Attribute attr;
        (void)generatedAttributeParser(parser, &tag, type, attr);
        return attr;
      }
      return NVVM::NVVMDialect::parseAttribute(parser, type);
    }

    void printAttribute(Attribute attr,
                        DialectAsmPrinter &printer) const override {
      if (succeeded(generatedAttributePrinter(attr, printer)))
        return;
      NVVM::NVVMDialect::printAttribute(attr, printer);
    }

  private:
    static bool isExtensionMnemonic(StringRef mnemonic) {
      using namespace cute_nvgpu::nvvm_ext;
      return llvm::is_contained(
          {RoundingModeAttr::getMnemonic(),
           MBarrierTxnKindAttr::getMnemonic(),
           MBarrierScopeAttr::getMnemonic(), MBarrierSpaceAttr::getMnemonic(),
           MBarrierWaitKindAttr::getMnemonic(),
           Tcgen05GroupAttr::getMnemonic()},
          mnemonic);
    }
  };
  static cute_nvgpu::detail::ExtendedNvvmDialectFactory factory{
      [](MLIRContext *ctx) -> std::unique_ptr<Dialect> {
        return std::make_unique<ExtendedNvvmDialect>(ctx);
      }};
  return &factory;
}
} // namespace mlir

std::unique_ptr<Dialect> cute_nvgpu::makeExtendedNvvmDialect(MLIRContext *ctx) {
  return ctx->getOrLoadDialect<detail::ExtendedNvvmDialectFactory>()->make(ctx);
}
