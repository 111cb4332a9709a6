//===- OneShotConversion.h - conversion without pattern rollback -*- C++ -*-===//
//
// MLIR's dialect conversion can run without pattern rollback
// (ConversionConfig::allowPatternRollback = false): it keeps no undo log and
// converts about half again as fast, but a pattern that refuses its op must
// leave the IR as it found it. When a pattern refuses, the driver erases the
// unrealized casts it built for that pattern's operands; an op the pattern
// built from them before refusing would keep using freed values. The
// conversion here wraps every pattern so that a refusal erases what the
// pattern built in front of its op first.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_CONVERSION_ONESHOTCONVERSION_H
#define CUTE_NVGPU_CONVERSION_ONESHOTCONVERSION_H

#include "mlir/Transforms/DialectConversion.h"

namespace cute_nvgpu::lowering {

/// applyPartialConversion without pattern rollback, each pattern of
/// `patterns` wrapped so that its refusals build nothing.
llvm::LogicalResult
applyOneShotPartialConversion(mlir::Operation *root,
                              const mlir::ConversionTarget &target,
                              mlir::RewritePatternSet &&patterns);

} // namespace cute_nvgpu::lowering

#endif // CUTE_NVGPU_CONVERSION_ONESHOTCONVERSION_H
