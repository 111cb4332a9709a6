//===- NvgpuExtensionOps.cpp - CuTe DSL's extra `nvgpu` ops and attributes ===//
#include "ExtendedDialects.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensionOps.h"

#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu::nvgpu_ext;

#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionAttrs.cpp.inc"
#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionOps.cpp.inc"

LogicalResult CvtFpTruncOp::verify() {
  auto in = cast<VectorType>(getIn().getType());
  auto out = cast<VectorType>(getOut().getType());
  if (in.getShape() != out.getShape())
    return emitOpError("converts element-wise, but the result shape (")
           << out << ") differs from the operand's (" << in << ")";
  unsigned inBits = in.getElementType().getIntOrFloatBitWidth();
  unsigned outBits = out.getElementType().getIntOrFloatBitWidth();
  if (outBits >= inBits)
    return emitOpError("narrows, but ")
           << out.getElementType() << " is not narrower than "
           << in.getElementType();
  if (outBits <= 8 && getRnd() != RoundingMode::RN)
    return emitOpError("rounds to ")
           << out.getElementType() << " with `"
           << stringifyRoundingMode(getRnd())
           << "`, but PTX's cvt to 8-, 6- and 4-bit floats rounds to "
              "nearest even (`rn`) only";
  return success();
}

namespace cute_nvgpu::detail {
/// Builds the extended NVGPU dialect (see below).
struct ExtendedNvgpuDialectFactory {
  std::unique_ptr<Dialect> (*make)(MLIRContext *);
};
} // namespace cute_nvgpu::detail

namespace mlir {
// As for NVVM (NvvmExtensionOps.cpp): NVGPUDialect's constructor is private
// to MLIRContext, so the subclass is local to a specialization of an
// MLIRContext member template for our own tag type.
template <>
cute_nvgpu::detail::ExtendedNvgpuDialectFactory *
MLIRContext::getOrLoadDialect<cute_nvgpu::detail::ExtendedNvgpuDialectFactory>() {
  /// MLIR 22's NVGPU dialect plus CuTe DSL's attributes and ops.
  class ExtendedNvgpuDialect : public nvgpu::NVGPUDialect {
  public:
    explicit ExtendedNvgpuDialect(MLIRContext *ctx)
        : nvgpu::NVGPUDialect(ctx) {
      addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionAttrs.cpp.inc"
          >();
      addOperations<
#define GET_OP_LIST
#include "cute-nvgpu/Dialect/NvvmExtensions/NvgpuExtensionOps.cpp.inc"
          >();
    }

    Attribute parseAttribute(DialectAsmParser &parser,
                             Type type) const override {
      using namespace cute_nvgpu::nvgpu_ext;
      StringRef mnemonic =
          cute_nvgpu::attributeMnemonic(parser.getFullSymbolSpec());
      if (mnemonic == RoundingModeAttr::getMnemonic() ||
          mnemonic == SubbytePackedKindAttr::getMnemonic()) {
        StringRef tag;
        Attribute attr;
        (void)generatedAttributeParser(parser, &tag, type, attr);
        return attr;
      }
      return nvgpu::NVGPUDialect::parseAttribute(parser, type);
    }

    void printAttribute(Attribute attr,
                        DialectAsmPrinter &printer) const override {
      if (succeeded(generatedAttributePrinter(attr, printer)))
        return;
      nvgpu::NVGPUDialect::printAttribute(attr, printer);
    }
  };
  static cute_nvgpu::detail::ExtendedNvgpuDialectFactory factory{
      [](MLIRContext *ctx) -> std::unique_ptr<Dialect> {
        return std::make_unique<ExtendedNvgpuDialect>(ctx);
      }};
  return &factory;
}
} // namespace mlir

std::unique_ptr<Dialect>
cute_nvgpu::makeExtendedNvgpuDialect(MLIRContext *ctx) {
  return ctx->getOrLoadDialect<detail::ExtendedNvgpuDialectFactory>()->make(ctx);
}
