//===- CuteAccessorOps.td - get, select, to_*, composed_get_* ---*- tablegen -*-===//
#ifndef CUTE_ACCESSOR_OPS_TD
#define CUTE_ACCESSOR_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

//===----------------------------------------------------------------------===//
// Operand and result constraints, worded as CuTe IR words them (the words
// appear in "operand #0 must be ..." diagnostics).
//===----------------------------------------------------------------------===//

class CuteIR_TypeIs<string cppType, string summary>
    : Type<CPred<"::llvm::isa<" # cppType # ">($_self)">, summary, cppType>;

def CuteIR_IntTuple : CuteIR_TypeIs<"::cute_nvgpu::cute::IntTupleType",
    "Scalar integer or recursive tuple of integers">;
def CuteIR_Coord : CuteIR_TypeIs<"::cute_nvgpu::cute::CoordType",
    "Scalar integer, underscore wildcard, or recursive tuple of coordinates">;
def CuteIR_Shape : CuteIR_TypeIs<"::cute_nvgpu::cute::ShapeType",
    "Scalar integer or recursive tuple of shape extents">;
def CuteIR_Stride : CuteIR_TypeIs<"::cute_nvgpu::cute::StrideType",
    "Scalar or recursive tuple of stride elements">;
def CuteIR_Layout : CuteIR_TypeIs<"::cute_nvgpu::cute::LayoutType",
    "CuTe layout: a shape/stride pair">;
def CuteIR_Tile : CuteIR_TypeIs<"::cute_nvgpu::cute::TileType",
    "CuTe tile: a recursive sequence of layouts and underscores">;
def CuteIR_ComposedLayout
    : CuteIR_TypeIs<"::cute_nvgpu::cute::ComposedLayoutType",
                    "CuTe composed layout: A ∘ offset ∘ B">;
def CuteIR_Swizzle : CuteIR_TypeIs<"::cute_nvgpu::cute::SwizzleType",
    "CuTe swizzle: S<num_bits, num_base, num_shift>">;

def CuteIR_AnyLayout : AnyTypeOf<[CuteIR_Layout, CuteIR_ComposedLayout],
    "!cute.layout or !cute.composed_layout">;
def CuteIR_AnyIndexable : AnyTypeOf<[CuteIR_Shape, CuteIR_IntTuple,
                                     CuteIR_Coord, CuteIR_Stride, CuteIR_Tile,
                                     CuteIR_Layout, CuteIR_ComposedLayout],
    "!cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, "
    "!cute.tile, !cute.layout, or !cute.composed_layout">;
def CuteIR_AnyTuple : AnyTypeOf<[CuteIR_Shape, CuteIR_Stride, CuteIR_Coord,
                                 CuteIR_IntTuple, CuteIR_Tile],
    "!cute.shape, !cute.stride, !cute.coord, !cute.int_tuple, or !cute.tile">;
def CuteIR_AnyValue : AnyTypeOf<[CuteIR_IntTuple, CuteIR_Shape, CuteIR_Stride,
                                 CuteIR_Coord, CuteIR_Tile, CuteIR_Layout,
                                 CuteIR_ComposedLayout, CuteIR_Swizzle]>;

//===----------------------------------------------------------------------===//
// Accessors
//===----------------------------------------------------------------------===//

class Cute_AccessorOp<string mnemonic, string doc>
    : Cute_Op<mnemonic, [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = doc;
}

def Cute_GetShapeOp : Cute_AccessorOp<"get_shape",
    "the shape of a layout, of a composed layout's outer layout, or of each tile slot"> {
  let description = [{
    `cute.get_shape(%l) : !cute.layout<"(4,8):(1,4)"> -> !cute.shape<"(4,8)">`;
    a tile gives the tuple of its slots' shapes and may hold no `_` slot.
  }];
  let arguments = (ins AnyTypeOf<[CuteIR_Layout, CuteIR_ComposedLayout,
                                  CuteIR_Tile]>:$input);
  let results = (outs CuteIR_Shape:$result);
  // CuTe IR writes `: T -> R`, CuTe DSL `: (T) -> R`; both read, CuTe IR's
  // printed.
  let assemblyFormat =
    "`(` $input `)` attr-dict `:` custom<ArrowType>(type($input), type($result))";
}

def Cute_GetStrideOp : Cute_AccessorOp<"get_stride", "the stride of a layout"> {
  let description = [{
    The stride of a layout (CuTe's `stride(layout)`), its leaves static or
    run-time as the layout's.

    ```mlir
    %s = cute.get_stride(%l) : !cute.layout<"(4,8):(8,1)"> -> !cute.stride<"(8,1)">
    ```
  }];
  let arguments = (ins CuteIR_Layout:$input);
  let results = (outs CuteIR_Stride:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` custom<LayoutArrowType>(type($input),
                                                         type($result))
  }];
}

def Cute_ComposedGetInnerOp : Cute_AccessorOp<"composed_get_inner",
    "the inner (A) function of a composed layout A o offset o B"> {
  let description = [{
    The inner function A of a composed layout `A o offset o B`: a swizzle or
    a layout (CuTe's `layout<0>` of a ComposedLayout).

    ```mlir
    %a = cute.composed_get_inner(%c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.swizzle<"S<3,4,3>">
    ```
  }];
  let arguments = (ins CuteIR_ComposedLayout:$input);
  let results = (outs AnyTypeOf<[CuteIR_Layout, CuteIR_Swizzle]>:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:`
    custom<ComposedLayoutArrowType>(type($input), type($result))
  }];
  // A composed layout whose swizzle has B = 0 prints as its bare layout, so
  // the type no longer says which identity swizzle it holds (CuTe DSL's
  // S<0,4,3> reads back as S<0,0,0>): any S<0,M,S> result is the same
  // identity function and is accepted.
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def Cute_ComposedGetOffsetOp : Cute_AccessorOp<"composed_get_offset",
    "the offset of a composed layout A o offset o B"> {
  let description = [{
    The offset between the two functions of a composed layout
    `A o offset o B`, an int tuple (static or run-time).

    ```mlir
    %o = cute.composed_get_offset(%c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.int_tuple<"0">
    ```
  }];
  let arguments = (ins CuteIR_ComposedLayout:$input);
  let results = (outs CuteIR_IntTuple:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:`
    custom<ComposedLayoutArrowType>(type($input), type($result))
  }];
}

def Cute_ComposedGetOuterOp : Cute_AccessorOp<"composed_get_outer",
    "the outer (B) layout of a composed layout A o offset o B"> {
  let description = [{
    The outer layout B of a composed layout `A o offset o B`: the layout the
    composed one is indexed through first.

    ```mlir
    %b = cute.composed_get_outer(%c) : !cute.composed_layout<"S<3,4,3> o 0 o (8,64):(64,1)"> -> !cute.layout<"(8,64):(64,1)">
    ```
  }];
  let arguments = (ins CuteIR_ComposedLayout:$input);
  let results = (outs CuteIR_Layout:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:`
    custom<ComposedOuterArrowType>(type($input), type($result))
  }];
}

def Cute_GetLeavesOp : Cute_AccessorOp<"get_leaves",
    "one result per leaf of a tuple, or per slot of a tile"> {
  let description = [{
    `%a, %b, %c = cute.get_leaves(%s) : !cute.shape<"(4,(2,3))">`: the
    leaves in depth-first order, each of the input's kind; a tile gives a
    `!cute.layout` per layout slot and a `!cute.tile<"_">` per `_` slot,
    nested tiles opened depth first.
  }];
  let arguments = (ins CuteIR_AnyTuple:$input);
  let results = (outs Variadic<AnyTypeOf<[CuteIR_Shape, CuteIR_Stride,
      CuteIR_Coord, CuteIR_IntTuple, CuteIR_Layout, CuteIR_Tile]>>:$results);
  let assemblyFormat = "`(` $input `)` attr-dict `:` type($input)";
}

def Cute_GetScalarsOp : Cute_AccessorOp<"get_scalars",
    "the integers of a CuTe value, or only its dynamic ones"> {
  let description = [{
    One i32 or i64 per integer (its width: a dynamic leaf's annotation, a
    static one 32 bits when it fits); a layout gives its shape's then its
    stride's, a scaled basis its coefficient then its mode indices, a
    swizzle three i32. `<{only_dynamic}>` keeps the dynamic leaves.
  }];
  let arguments = (ins CuteIR_AnyValue:$cute_value, UnitAttr:$only_dynamic);
  let results = (outs Variadic<AnyTypeOf<[I32, I64]>>:$scalars);
  // CuTe IR: `<{only_dynamic}> (%v) : T`; CuTe DSL: `(%v) <{only_dynamic}> : T`.
  let hasCustomAssemblyFormat = 1;
}

def Cute_GetOp : Cute_AccessorOp<"get",
    "the mode at a hierarchical mode path, of the input's kind"> {
  let description = [{
    `cute.get<[1, 0]> (%s) : !cute.shape<"(4,(2,3))"> -> !cute.shape<"2">`;
    no path (or `<[]>`) is the identity. A tile gives the slot as a tile, a
    composed layout keeps its inner function and offset around the mode of
    its outer layout.
  }];
  let arguments = (ins CuteIR_AnyIndexable:$input,
                       OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs CuteIR_AnyIndexable:$result);
  // CuTe IR: `<[1, 0]> (%s) : T -> R`; CuTe DSL also `(%s) <{mode = [1]}> :
  // T -> R`.
  let hasCustomAssemblyFormat = 1;
}

def Cute_SelectOp : Cute_AccessorOp<"select",
    "the listed top-level modes, as a tuple of the input's kind"> {
  let description = [{
    `cute.select<[2, 0]> (%l) : !cute.layout<"(4,2,8):(1,4,8)"> ->
    !cute.layout<"(8,4):(8,1)">`; modes may repeat; `<[]>` gives rank 0.
  }];
  let arguments = (ins CuteIR_AnyIndexable:$input, DenseI32ArrayAttr:$mode);
  let results = (outs CuteIR_AnyIndexable:$result);
  let assemblyFormat = [{
    `<` $mode `>` `(` $input `)` attr-dict `:`
    custom<ArrowType>(type($input), type($result))
  }];
}

class Cute_CastOp<string mnemonic, string doc, Type src, Type res>
    : Cute_AccessorOp<mnemonic, doc> {
  let arguments = (ins src:$src);
  let results = (outs res:$result);
  let assemblyFormat = [{
    `(` $src `)` attr-dict `:` custom<ArrowType>(type($src), type($result))
  }];
}

def Cute_ToIntTupleOp : Cute_CastOp<"to_int_tuple",
    "a shape, stride or coord as an int_tuple (no `_`, no scaled basis)",
    AnyTypeOf<[CuteIR_Shape, CuteIR_Stride, CuteIR_Coord, CuteIR_IntTuple]>,
    CuteIR_IntTuple> {
  let description = [{
    The same leaves as an int tuple. A coordinate with `_` or a stride with a
    scaled basis has no int-tuple form and is refused.

    ```mlir
    %t = cute.to_int_tuple(%s) : !cute.shape<"(2,?)"> -> !cute.int_tuple<"(2,?)">
    ```
  }];
}
def Cute_ToShapeOp : Cute_CastOp<"to_shape", "an int_tuple as a shape",
    CuteIR_IntTuple, CuteIR_Shape> {
  let description = [{
    The same leaves as a shape.

    ```mlir
    %s = cute.to_shape(%t) : !cute.int_tuple<"(2,?)"> -> !cute.shape<"(2,?)">
    ```
  }];
}
def Cute_ToStrideOp : Cute_CastOp<"to_stride", "an int_tuple as a stride",
    CuteIR_IntTuple, CuteIR_Stride> {
  let description = [{
    The same leaves as a stride.

    ```mlir
    %d = cute.to_stride(%t) : !cute.int_tuple<"(2,?)"> -> !cute.stride<"(2,?)">
    ```
  }];
}
def Cute_ToCoordOp : Cute_CastOp<"to_coord", "an int_tuple as a coord",
    CuteIR_IntTuple, CuteIR_Coord> {
  let description = [{
    The same leaves as a coordinate.

    ```mlir
    %c = cute.to_coord(%t) : !cute.int_tuple<"(2,?)"> -> !cute.coord<"(2,?)">
    ```
  }];
}

def Cute_GetLayoutsFromTileOp : Cute_AccessorOp<"get_layouts_from_tile",
    "one layout per layout slot of a tile, skipping `_` slots"> {
  let description = [{
    Nested tiles are opened depth first, left to right:
    `[4:1;[2:1;3:1]]` gives 4:1, 2:1 and 3:1.
  }];
  let arguments = (ins CuteIR_Tile:$tile);
  let results = (outs Variadic<CuteIR_Layout>:$layouts);
  let assemblyFormat =
    "`(` $tile `)` attr-dict `:` custom<TileTypeBody>(type($tile))";
}

#endif // CUTE_ACCESSOR_OPS_TD
