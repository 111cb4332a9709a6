//===- CuteSizeIndexOps.td - size, cosize, crd2idx, ranks ---*- tablegen -*-===//
#ifndef CUTE_SIZE_INDEX_OPS_TD
#define CUTE_SIZE_INDEX_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"


#endif // CUTE_SIZE_INDEX_OPS_TD
