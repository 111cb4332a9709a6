//===- Arithmetic.cpp - size, index and arithmetic ops at run time --------===//
#include "Patterns.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

void cute_lowering::populateArithmeticLowerings(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {}
