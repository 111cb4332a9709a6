//===- CuteConstructorOps.td - static, make_* constructors, print ---*- tablegen -*-===//
#ifndef CUTE_CONSTRUCTOR_OPS_TD
#define CUTE_CONSTRUCTOR_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

def Cute_MakeLayoutOp : Cute_Op<"make_layout", [Pure]> {
  let summary = "materialise a static layout value";
  let description = [{
    The layout is entirely in the result type:
    `%l = cute.make_layout : !cute.layout<(4,8):(1,4)>`.
  }];
  let results = (outs Cute_AnyLayoutType:$result);
  let assemblyFormat = "attr-dict `:` qualified(type($result))";
}


#endif // CUTE_CONSTRUCTOR_OPS_TD
