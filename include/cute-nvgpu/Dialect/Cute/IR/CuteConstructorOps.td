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
    CuTe DSL also writes a tiled copy or tiled MMA this way (`cute.static :
    !cute.tiled_copy<...>`): its atom and layouts are all in the type.
  }];
  let results = (outs AnyTypeOf<[Cute_AnyValueType, Cute_TiledCopyType,
                                 Cute_TiledMmaType],
                                "any CuTe type">:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def Cute_PrintOp : Cute_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "print a CuTe value at run time";
  let description = [{
    `cute.print(%x) : !cute.layout<"(2,?):(1,?)">` writes the value, its
    dynamic leaves filled in, and a newline to stdout. CuTe DSL's form
    starts with a format string whose `{}` take the values in turn:
    `cute.print("x = {}\0A", %x) : f32`, `cute.print("Hello\0A", ) : `
    (no values); its generic form carries the format as `fmt`.
  }];
  let arguments = (ins Variadic<AnyType>:$values, OptionalAttr<StrAttr>:$fmt);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

// A dynamic leaf's value: an integer, or an int tuple that is one leaf.
def Cute_Depth0IntTupleType : Type<
    And<[Cute_IntTupleType.predicate,
         CPred<"!::llvm::cast<::cute_nvgpu::cute::IntTupleType>($_self)"
               ".getValue().getValue().starts_with(\"(\")">]>,
    "depth-0 !cute.int_tuple">;
// CuTe IR's wording; CuTe DSL's `!cute.i64<divby 16>` counts as an i64.
def Cute_IntegerType : AnyTypeOf<[I32, I64, Cute_DivIntType,
                                   Cute_Depth0IntTupleType],
    "i32, i64, or depth-0 !cute.int_tuple">;

// The constructors of int tuples, shapes, strides, coordinates and tiles:
// the result type holds the whole value, the operands fill its dynamic
// (`?`) leaves in depth-first order, widths matching.
class Cute_MakeLeavesOp<string mnemonic, Type resultType, string what>
    : Cute_Op<mnemonic, [Pure]> {
  let summary = "a " # what # " from its dynamic leaves";
  let description = [{
    `cute.}] # mnemonic # [{(%a, %b) : (i32, i64) -> TYPE`: one operand per
    `?` leaf of the result type, left to right; a `?{i64}` leaf takes an
    i64, a plain `?` an i32 (or a one-leaf !cute.int_tuple of that width).
  }];
  let arguments = (ins Variadic<Cute_IntegerType>:$operands);
  let results = (outs resultType:$result);
  let assemblyFormat =
      "`(` $operands `)` attr-dict `:` functional-type($operands, $result)";
  let hasVerifier = 1;
}

def Cute_MakeIntTupleOp
    : Cute_MakeLeavesOp<"make_int_tuple", Cute_IntTupleType, "int tuple">;
def Cute_MakeShapeOp : Cute_MakeLeavesOp<"make_shape", Cute_ShapeType, "shape">;
def Cute_MakeStrideOp
    : Cute_MakeLeavesOp<"make_stride", Cute_StrideType, "stride">;
def Cute_MakeCoordOp
    : Cute_MakeLeavesOp<"make_coord", Cute_CoordType, "coordinate">;
def Cute_MakeTileOp : Cute_MakeLeavesOp<"make_tile", Cute_TileType, "tile">;

def Cute_MakeLayoutOp : Cute_Op<"make_layout",
    [Pure, AttrSizedOperandSegments]> {
  let summary = "the layout shape:stride";
  let description = [{
    `cute.make_layout(%s, %d) : (!cute.shape<"(?,2)">, !cute.stride<"(1,?)">)
    -> !cute.layout<"(?,2):(1,?)">` (CuTe IR's form): the result type is the
    operands' shape and stride put together. CuTe DSL's forms name the
    result type alone: `cute.make_layout(%s, %d) : !cute.layout<"...">` (the
    operands are the result's shape and stride), `cute.make_layout(%s) :
    !cute.layout<"(?,2):(1,?)">` (the stride is the shape's compact
    column-major one, an extent 1 getting stride 0), and
    `cute.make_layout() : !cute.layout<"4:1">` (a static layout). The
    generic form carries `operandSegmentSizes` (shape, stride).
  }];
  let arguments = (ins Optional<Cute_ShapeType>:$shape,
                       Optional<Cute_StrideType>:$stride);
  let results = (outs Cute_LayoutType:$layout);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_LayoutOrSwizzleType : AnyTypeOf<[Cute_LayoutType, Cute_SwizzleType],
    "!cute.layout or !cute.swizzle">;

def Cute_MakeComposedLayoutOp : Cute_Op<"make_composed_layout",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the composed layout INNER o OFFSET o OUTER";
  let description = [{
    `cute.make_composed_layout(%sw, %off, %l) : (!cute.swizzle<"S<3,4,3>">,
    !cute.int_tuple<"0">, !cute.layout<"(8,8):(8,1)">) ->
    !cute.composed_layout<"S<3,4,3> o 0 o (8,8):(8,1)">`. INNER (CuTe IR's
    name for the function applied last) is a swizzle or a layout; OUTER is
    applied first.
  }];
  let arguments = (ins Cute_LayoutOrSwizzleType:$inner,
                       Cute_IntTupleType:$offset, Cute_LayoutType:$outer);
  let results = (outs Cute_ComposedLayoutType:$result);
  // CuTe IR: `: (I, O, L) -> R`; CuTe DSL also `: R` (the parts' types are
  // the result's).
  let hasCustomAssemblyFormat = 1;
  // CuTe DSL types an identity-swizzle composition (`S<0,4,3> o 0 o L`) by
  // its bare layout, which reads back as S<0,0,0>; both are accepted.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

//===----------------------------------------------------------------------===//
// Advanced constructors
//===----------------------------------------------------------------------===//

def Cute_MakeLayoutLikeOp : Cute_Op<"make_layout_like",
    [Pure, Cute_TracedInference]> {
  let summary = "a compact layout with the source's shape and stride order";
  let description = [{
    `cute.make_layout_like(%l) : !cute.layout<"(4,2):(4,1)"> ->
    !cute.layout<"(4,2):(2,1)">` (CuTe make_layout_like): the modes keep
    the order of their strides. A composed source gives the like of its
    layout; its outer function must be a swizzle.
  }];
  let arguments = (ins Cute_AnyLayoutType:$src);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat =
      "`(` $src `)` attr-dict `:` custom<ArrowType>(type($src), type($result))";
}

def Cute_MakeOrderedLayoutOp : Cute_Op<"make_ordered_layout",
    [Pure, Cute_TracedInference]> {
  let summary = "a compact layout whose modes grow in the given order";
  let description = [{
    `cute.make_ordered_layout(%s, %o) : (!cute.shape<"(4,2)">,
    !cute.int_tuple<"(1,0)">) -> !cute.layout<"(4,2):(2,1)">` (CuTe
    make_ordered_layout): the mode of smallest order gets stride 1.
  }];
  let arguments = (ins Cute_ShapeType:$shape, Cute_IntTupleType:$order);
  let results = (outs Cute_LayoutType:$layout);
  let assemblyFormat = [{
    `(` $shape `,` $order `)` attr-dict `:`
    `(` qualified(type($shape)) `,` qualified(type($order)) `)` `->`
    qualified(type($layout))
  }];
  // CuTe DSL's strides keep what divides them, CuTe IR's may not.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def Cute_MakeIdentityLayoutOp : Cute_Op<"make_identity_layout",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the layout that maps each coordinate to itself";
  let description = [{
    `cute.make_identity_layout(%s) : !cute.shape<"(4,?)"> ->
    !cute.layout<"(4,?):(1@0,1@1)">` (CuTe make_identity_layout): the
    strides are the basis elements shaped like the shape.
  }];
  let arguments = (ins Cute_ShapeType:$shape);
  let results = (outs Cute_LayoutType:$result);
  // CuTe IR: `: S -> R`; CuTe DSL also `: R` (the shape is the result's).
  let hasCustomAssemblyFormat = 1;
}

#endif // CUTE_CONSTRUCTOR_OPS_TD
