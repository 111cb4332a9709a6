//===- CuteAttrs.td - cute layout attributes -------------*- tablegen -*-===//
#ifndef CUTE_ATTRS_TD
#define CUTE_ATTRS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteDialect.td"
include "mlir/IR/AttrTypeBase.td"

class Cute_Attr<string name, list<Trait> traits = []>
    : AttrDef<Cute_Dialect, name, traits>;

def Cute_LayoutAttr : Cute_Attr<"Layout"> {
  let attrName = "cute.layout";
  let summary = "`#cute.layout<shape:stride>` or the tuple form `#cute.layout<(4@0, 32@1)>`";
  let parameters = (ins "::cute_nvgpu::layout::AnyLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_ComposedLayoutAttr : Cute_Attr<"ComposedLayout"> {
  let attrName = "cute.composed_layout";
  let summary = "`#cute.composed_layout<Sw<B,M,S> o offset o layout>`";
  let parameters = (ins "::cute_nvgpu::layout::ComposedLayout":$value);
  let genVerifyDecl = 1;
}

def Cute_SwizzleAttr : Cute_Attr<"Swizzle"> {
  let attrName = "cute.swizzle";
  let summary = "`#cute.swizzle<B,M,S>`";
  let parameters = (ins "int":$b, "int":$m, "int":$s);
  let genVerifyDecl = 1;
}

#endif // CUTE_ATTRS_TD
