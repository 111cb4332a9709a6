//===- CuteTypes.td - cute layout types ------------------*- tablegen -*-===//
#ifndef CUTE_TYPES_TD
#define CUTE_TYPES_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Cute_Type<string name, list<Trait> traits = []>
    : TypeDef<Cute_Dialect, name, traits>;

def Cute_LayoutType : Cute_Type<"Layout"> {
  let typeName = "cute.layout";
  let summary = "a static CuTe layout `!cute.layout<shape:stride>`";
  let description = [{
    `!cute.layout<(4,8):(1,4)>`. Also holds the tuple form (no `:`), e.g.
    `!cute.layout<(4@0, 32@1)>`: the coordinate box `(4,32):(1@0,1@1)`, see
    docs/cute-dialect.md.
  }];
  let parameters = (ins "::cute_nvgpu::layout::AnyLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_ComposedLayoutType : Cute_Type<"ComposedLayout"> {
  let typeName = "cute.composed_layout";
  let summary = "`!cute.composed_layout<Sw<B,M,S> o offset o layout>`";
  let parameters = (ins "::cute_nvgpu::layout::ComposedLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_SwizzleType : Cute_Type<"Swizzle"> {
  let typeName = "cute.swizzle";
  let summary = "`!cute.swizzle<B,M,S>`";
  let parameters = (ins "int":$b, "int":$m, "int":$s);
  let genVerifyDecl = 1;
}

def Cute_AnyLayoutType : AnyTypeOf<[Cute_LayoutType, Cute_ComposedLayoutType]>;

#endif // CUTE_TYPES_TD
