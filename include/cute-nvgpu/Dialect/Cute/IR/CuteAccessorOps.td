//===- CuteAccessorOps.td - get, select, to_*, composed_get_* ---*- tablegen -*-===//
#ifndef CUTE_ACCESSOR_OPS_TD
#define CUTE_ACCESSOR_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"


#endif // CUTE_ACCESSOR_OPS_TD
