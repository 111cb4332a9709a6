//===- FuzzContext.h - one MLIRContext for many fuzz inputs -----*- C++ -*-===//
//
// Creating a context per input costs more than the work on it, so the
// fuzzers share one; but every uniqued type, attribute and identifier lives
// as long as its context, so a long run replaces it every `lifetime` inputs
// or it would grow past libFuzzer's -rss_limit_mb.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_FUZZ_FUZZCONTEXT_H
#define CUTE_NVGPU_FUZZ_FUZZCONTEXT_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include <memory>

namespace cute_nvgpu::fuzz {

class CyclingContext {
public:
  CyclingContext(mlir::DialectRegistry registry, unsigned lifetime)
      : registry(std::move(registry)), lifetime(lifetime) {}

  /// The context for the next input; call once per input, before anything
  /// is built in it (a replacement frees what the previous one held).
  mlir::MLIRContext &next() {
    if (!context || uses >= lifetime) {
      context.reset();
      context = std::make_unique<mlir::MLIRContext>(
          registry, mlir::MLIRContext::Threading::DISABLED);
      context->loadAllAvailableDialects();
      // Swallow every diagnostic: malformed input is the normal case.
      context->getDiagEngine().registerHandler(
          [](mlir::Diagnostic &) { return mlir::success(); });
      uses = 0;
    }
    ++uses;
    return *context;
  }

private:
  mlir::DialectRegistry registry;
  unsigned lifetime;
  std::unique_ptr<mlir::MLIRContext> context;
  unsigned uses = 0;
};

} // namespace cute_nvgpu::fuzz

#endif // CUTE_NVGPU_FUZZ_FUZZCONTEXT_H
