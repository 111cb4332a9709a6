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

// CuTe IR's attributes: a quoted string in CuTe IR's spelling, held in its
// canonical form (`#cute.shape<"(?,4)">`). The quoted layout, composed
// layout and swizzle forms sit beside the unquoted CuTe-notation attributes
// above, which cute_nvgpu types embed.
class Cute_TextAttr<string name, string mnemonicText, string what,
                    string attrKey = mnemonicText>
    : Cute_Attr<name> {
  // The registered name must be unique; the quoted layout forms share their
  // mnemonic with the unquoted attributes, so they register as `*_text`.
  let attrName = "cute." # attrKey;
  let summary = "CuTe IR " # what # " `#cute." # mnemonicText # "<\"...\">`";
  let parameters = (ins "::mlir::StringAttr":$value);
  let genVerifyDecl = 1;
}

def Cute_IntTupleAttr : Cute_TextAttr<"IntTuple", "int_tuple", "int tuple">;
def Cute_ShapeAttr : Cute_TextAttr<"Shape", "shape", "shape">;
def Cute_StrideAttr : Cute_TextAttr<"Stride", "stride", "stride">;
def Cute_CoordAttr : Cute_TextAttr<"Coord", "coord", "coordinate">;
def Cute_TileAttr : Cute_TextAttr<"Tile", "tile", "tile">;
def Cute_LayoutTextAttr : Cute_TextAttr<"LayoutText", "layout", "layout",
                                          "layout_text">;
def Cute_ComposedLayoutTextAttr
    : Cute_TextAttr<"ComposedLayoutText", "composed_layout", "composed layout",
                    "composed_layout_text">;
def Cute_SwizzleTextAttr : Cute_TextAttr<"SwizzleText", "swizzle", "swizzle",
                                           "swizzle_text">;

#endif // CUTE_ATTRS_TD
