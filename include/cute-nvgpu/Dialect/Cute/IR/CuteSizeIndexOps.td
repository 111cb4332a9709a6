//===- CuteSizeIndexOps.td - size, cosize, crd2idx, ranks ---*- tablegen -*-===//
#ifndef CUTE_SIZE_INDEX_OPS_TD
#define CUTE_SIZE_INDEX_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAccessorOps.td"

// Sizes, products and index conversions compute their dynamic leaves
// (traced inference); rank padding only moves leaves.
class Cute_SizeIndexOp<string mnemonic, string doc,
                       list<Trait> inference = [Cute_TracedInference]>
    : Cute_Op<mnemonic, !listconcat([Pure], inference)> {
  let summary = doc;
}

def Cute_SizeOp : Cute_SizeIndexOp<"size",
    "the number of elements of a tuple or of a layout's domain"> {
  let description = [{
    `cute.size<[1]> (%l) : (!cute.layout<"(4,(16,32)):(1,(4,64))">) ->
    !cute.int_tuple<"512">`: the product of the extents at the mode path
    (dynamic when one of them is).
  }];
  let arguments = (ins AnyTypeOf<[CuteIR_Shape, CuteIR_IntTuple, CuteIR_Layout,
                                  CuteIR_ComposedLayout,
                                  Type<CPred<"::llvm::isa<::cute_nvgpu::cute::ViewTypeInterface>($_self)">,
                                       "a tensor (!cute.memref, !cute.coord_tensor, !cute_nvgpu.smem_desc_view)">]>:$input,
                       OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs CuteIR_IntTuple:$result);
  // CuTe IR: `<[1]> (%l)`; CuTe DSL: `(%l) <{mode = [1]}>`, and a tensor's
  // size is its layout's (typed as the DSL types it: what divides a
  // dynamic size is kept), while CuTe IR types it `?`: both are accepted.
  let hasCustomAssemblyFormat = 1;
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def Cute_CosizeOp : Cute_SizeIndexOp<"cosize",
    "the extent of a layout's codomain: l(size(l) - 1) + 1"> {
  let description = [{
    A composed layout's cosize is its outer layout's, and needs a swizzle
    inner function.
  }];
  let arguments = (ins CuteIR_AnyLayout:$input,
                       OptionalAttr<DenseI32ArrayAttr>:$mode);
  let results = (outs CuteIR_IntTuple:$result);
  let assemblyFormat = [{
    (`<` $mode^ `>`)? `(` $input `)` attr-dict `:`
    functional-type($input, $result)
  }];
}

def Cute_TupleProductOp : Cute_SizeIndexOp<"tuple_product",
    "the product of all leaves, of the input's kind"> {
  let description = [{
    CuTe's `product` of an int tuple or shape: the product of all leaves, as
    a value of the input's kind (run-time when a leaf is).

    ```mlir
    %p = cute.tuple_product(%s) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"?">
    ```
  }];
  let arguments = (ins AnyTypeOf<[CuteIR_IntTuple, CuteIR_Shape]>:$input);
  let results = (outs AnyTypeOf<[CuteIR_IntTuple, CuteIR_Shape]>:$result);
  let assemblyFormat =
    "`(` $input `)` attr-dict `:` functional-type($input, $result)";
}

def Cute_TupleProductEachOp : Cute_SizeIndexOp<"tuple_product_each",
    "the product of each top-level mode, of the input's kind"> {
  let description = [{
    CuTe's `product_each`: the product of each top-level mode.

    ```mlir
    %p = cute.tuple_product_each(%s) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(6,?,4)">
    ```
  }];
  let arguments = (ins AnyTypeOf<[CuteIR_IntTuple, CuteIR_Shape]>:$input);
  let results = (outs AnyTypeOf<[CuteIR_IntTuple, CuteIR_Shape]>:$result);
  let assemblyFormat =
    "`(` $input `)` attr-dict `:` functional-type($input, $result)";
}

def Cute_LayoutEvalOp : Cute_SizeIndexOp<"layout_eval",
    "a layout applied to a coordinate"> {
  let description = [{
    `cute.layout_eval(%c, %l) : (!cute.coord<"(1,2)">,
    !cute.layout<"(4,8):(1,4)">) -> !cute.int_tuple<"9">`; scaled-basis
    strides give a tuple; a composed layout A o off o B gives A(off + B(c)).
  }];
  let arguments = (ins CuteIR_Coord:$coord, CuteIR_AnyLayout:$layout);
  let results = (outs CuteIR_IntTuple:$result);
  let assemblyFormat = [{
    `(` $coord `,` $layout `)` attr-dict `:` functional-type(operands, results)
  }];
}

class Cute_CoordShapeOp<string mnemonic, string doc, Type res>
    : Cute_SizeIndexOp<mnemonic, doc> {
  let results = (outs res:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_Crd2IdxOp : Cute_CoordShapeOp<"crd2idx",
    "a coordinate as a column-major index into a shape", CuteIR_IntTuple> {
  let description = [{
    `cute.crd2idx(%c, %s) : (!cute.coord<"(1,2)">, !cute.shape<"(4,8)">) ->
    !cute.int_tuple<"9">`. CuTe DSL also gives a layout,
    `cute.crd2idx(%c, %l) : (!cute.coord<"(_,?)">, !cute.layout<...>) ->
    !cute.int_tuple<"?{div=16}">`: the layout's value at the coordinate
    (`_` counts 0; a composed layout's outer function applied), typed as
    the DSL types it (what divides a dynamic index is kept).
  }];
  let arguments = (ins CuteIR_Coord:$coord,
                       AnyTypeOf<[CuteIR_Shape, CuteIR_Layout,
                                  CuteIR_ComposedLayout]>:$shape);
}
def Cute_Idx2CrdOp : Cute_CoordShapeOp<"idx2crd",
    "a column-major index as a coordinate in a shape", CuteIR_Coord> {
  let description = [{
    CuTe's `idx2crd(index, shape)`: the coordinate of a column-major index
    in the shape (an index tuple maps mode by mode).

    ```mlir
    %c = cute.idx2crd(%i, %s) : (!cute.int_tuple<"5">, !cute.shape<"(4,2)">) -> !cute.coord<"(1,1)">
    ```
  }];
  let arguments = (ins CuteIR_IntTuple:$index, CuteIR_Shape:$shape);
}
def Cute_IncrementCoordOp : Cute_CoordShapeOp<"increment_coord",
    "the next coordinate of a shape in column-major order", CuteIR_Coord> {
  let description = [{
    The coordinate after `coord` in the shape's column-major order (the
    first mode fastest, wrapping into the next).

    ```mlir
    %n = cute.increment_coord(%c, %s) : (!cute.coord<"(3,0)">, !cute.shape<"(4,2)">) -> !cute.coord<"(0,1)">
    ```
  }];
  let arguments = (ins CuteIR_Coord:$coord, CuteIR_Shape:$shape);
}

def CuteIR_TupleOrLayout : AnyTypeOf<[CuteIR_IntTuple, CuteIR_Coord,
    CuteIR_Stride, CuteIR_Shape, CuteIR_Layout, CuteIR_ComposedLayout],
    "!cute.int_tuple, !cute.coord, !cute.stride, !cute.shape, "
    "!cute.layout, or !cute.composed_layout">;

class Cute_PadToRankOp<string mnemonic, string doc>
    : Cute_SizeIndexOp<mnemonic, doc,
                       [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  // CuTe DSL's generic form types the rank `si32`; either sign reads.
  let arguments = (ins AnyI32Attr:$rank, CuteIR_TupleOrLayout:$input,
                       CuteIR_TupleOrLayout:$element);
  let results = (outs CuteIR_TupleOrLayout:$result);
  let assemblyFormat = [{
    `<` custom<I32Value>($rank) `>` `(` $input `,` $element `)` attr-dict `:`
    qualified(type($input)) `,` qualified(type($element))
  }];
}

def Cute_AppendToRankOp : Cute_PadToRankOp<"append_to_rank",
    "pad with copies of an element after the modes up to a rank"> {
  let description = [{
    CuTe's `append<N>(t, x)`: `t` with copies of `x` after its modes until
    it has `rank` modes; `x` is of `t`'s kind.

    ```mlir
    %r = cute.append_to_rank<3> (%s, %one) : !cute.shape<"(2,?)">, !cute.shape<"1">
    ```
  }];
}
def Cute_PrependToRankOp : Cute_PadToRankOp<"prepend_to_rank",
    "pad with copies of an element before the modes up to a rank"> {
  let description = [{
    CuTe's `prepend<N>(t, x)`: `t` with copies of `x` before its modes until
    it has `rank` modes; `x` is of `t`'s kind.

    ```mlir
    %r = cute.prepend_to_rank<3> (%s, %one) : !cute.shape<"(2,?)">, !cute.shape<"1">
    ```
  }];
}

#endif // CUTE_SIZE_INDEX_OPS_TD
