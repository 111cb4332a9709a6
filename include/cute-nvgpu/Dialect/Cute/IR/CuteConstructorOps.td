//===- CuteConstructorOps.td - static, make_* constructors, print ---*- tablegen -*-===//
#ifndef CUTE_CONSTRUCTOR_OPS_TD
#define CUTE_CONSTRUCTOR_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

// Every type that carries a CuTe value (CuTe IR's "any CuTe type").
def Cute_AnyValueType : AnyTypeOf<[
    Cute_IntTupleType, Cute_CoordType, Cute_ShapeType, Cute_StrideType,
    Cute_LayoutType, Cute_TileType, Cute_ComposedLayoutType, Cute_SwizzleType
], "any CuTe type">;

def Cute_StaticOp : Cute_Op<"static", [Pure, ConstantLike]> {
  let summary = "a compile-time CuTe value, entirely in the result type";
  let description = [{
    `%l = cute.static : !cute.layout<"(4,8):(1,4)">`. The type must have no
    dynamic (`?`) leaf; two `cute.static` of one type are the same value.
  }];
  let results = (outs Cute_AnyValueType:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cute_PrintOp : Cute_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "print a CuTe value at run time";
  let description = [{
    `cute.print(%x) : !cute.layout<"(2,?):(1,?)">` writes the value, its
    dynamic leaves filled in, and a newline to stdout.
  }];
  let arguments = (ins Cute_AnyValueType:$value);
  let assemblyFormat = "`(` $value `)` `:` type($value) attr-dict";
}

#endif // CUTE_CONSTRUCTOR_OPS_TD
