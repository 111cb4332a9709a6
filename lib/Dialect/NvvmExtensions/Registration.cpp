//===- Registration.cpp - registering CuTe DSL's extra upstream ops -------===//
#include "ExtendedDialects.h"
#include "cute-nvgpu/Dialect/NvvmExtensions/NvvmExtensions.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/MLIRContext.h"

using namespace mlir;

namespace {
/// A registry entry that builds dialect `Base` as `make` does, under Base's
/// namespace and TypeID.
template <typename Base>
void insertExtended(DialectRegistry &registry,
                    std::unique_ptr<Dialect> (*make)(MLIRContext *)) {
  registry.insert(TypeID::get<Base>(), Base::getDialectNamespace(),
                  [make](MLIRContext *ctx) -> Dialect * {
                    return ctx->getOrLoadDialect(
                        Base::getDialectNamespace(), TypeID::get<Base>(),
                        [&] { return make(ctx); });
                  });
}
} // namespace

void cute_nvgpu::registerDslDialectExtensions(DialectRegistry &registry) {
  insertExtended<NVVM::NVVMDialect>(registry, &makeExtendedNvvmDialect);
  insertExtended<nvgpu::NVGPUDialect>(registry, &makeExtendedNvgpuDialect);
  registry.insert<vector::VectorDialect>();
  registry.addExtension(+[](MLIRContext *, vector::VectorDialect *dialect) {
    addDslVectorOps(*dialect);
  });
}
