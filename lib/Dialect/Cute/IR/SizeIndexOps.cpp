//===- SizeIndexOps.cpp - size and index ops ----------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

using namespace mlir;
using namespace cute_nvgpu::cute;
