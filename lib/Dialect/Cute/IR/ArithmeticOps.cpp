//===- ArithmeticOps.cpp - tuple arithmetic ops ----------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

using namespace mlir;
using namespace cute_nvgpu::cute;
