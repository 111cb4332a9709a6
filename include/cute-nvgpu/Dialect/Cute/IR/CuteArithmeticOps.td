//===- CuteArithmeticOps.td - tuple arithmetic and comparisons ---*- tablegen -*-===//
#ifndef CUTE_ARITHMETIC_OPS_TD
#define CUTE_ARITHMETIC_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"


#endif // CUTE_ARITHMETIC_OPS_TD
