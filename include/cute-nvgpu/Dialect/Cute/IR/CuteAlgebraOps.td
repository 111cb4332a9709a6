//===- CuteAlgebraOps.td - layout algebra, products, divides ---*- tablegen -*-===//
#ifndef CUTE_ALGEBRA_OPS_TD
#define CUTE_ALGEBRA_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAttrs.td"

// Layout algebra in CuTe IR's spelling: `cute.coalesce(%l) : (A) -> B`.
// Every result type is the algebra evaluated on the operand types; a wrong
// written result type is rejected by InferTypeOpInterface's check.

def Cute_CompositionRhsType
    : AnyTypeOf<[Cute_LayoutType, Cute_ShapeType, Cute_TileType],
                "!cute.layout, !cute.shape, or !cute.tile">;

// Types flatten accepts (CuTe IR's indexable values).
def Cute_FlattenableType : AnyTypeOf<[Cute_ShapeType, Cute_IntTupleType,
    Cute_CoordType, Cute_StrideType, Cute_TileType, Cute_LayoutType,
    Cute_ComposedLayoutType],
    "!cute.shape, !cute.int_tuple, !cute.coord, !cute.stride, "
    "!cute.tile, !cute.layout, or !cute.composed_layout">;

// CuTe DSL applies the layout ops to a tensor's layout as well.
def Cute_LayoutOrTensorType : AnyTypeOf<[Cute_LayoutType,
    Cute_ComposedLayoutType, Cute_MemRefType, Cute_CoordTensorType],
    "!cute.layout or !cute.composed_layout (or a tensor: !cute.memref, "
    "!cute.coord_tensor)">;

def Cute_CompositionOp : Cute_Op<"composition", [Pure, Cute_TracedInference]> {
  let summary = "functional composition `lhs o rhs`";
  let description = [{
    `cute.composition(%a, %b) : (!cute.layout<"(4,8):(1,4)">,
    !cute.shape<"(2,4)">) -> !cute.layout<"(2,4):(1,4)">`. The rhs is a
    layout, a shape (its compact layout) or a tile (composed mode by mode);
    the result has the lhs's kind. CuTe DSL composes a tensor's layout as
    well (the iterator kept).
  }];
  let arguments = (ins Cute_LayoutOrTensorType:$lhs,
                       Cute_CompositionRhsType:$rhs);
  let results = (outs Cute_LayoutOrTensorType:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` attr-dict `:`
    `(` qualified(type($lhs)) `,` qualified(type($rhs)) `)` `->`
    qualified(type($result))
  }];
}

def Cute_CoalesceOp : Cute_Op<"coalesce", [Pure, Cute_TracedInference]> {
  let summary = "merge consecutive modes that form one arithmetic progression";
  let description = [{
    `cute.coalesce(%l) : (!cute.layout<"(4,5):(1,4)">) -> !cute.layout<"20:1">`.
    With a target profile (a `!cute.coord`), each mode the profile names is
    coalesced on its own: `cute.coalesce(%l, %p) : (L, !cute.coord<"(1,1)">)
    -> R`. A composed layout coalesces its inner (rightmost) layout.
  }];
  let arguments = (ins Cute_AnyLayoutType:$input,
                       Optional<Cute_CoordType>:$target_profile);
  let results = (outs Cute_AnyLayoutType:$result);
  let assemblyFormat = [{
    `(` $input (`,` $target_profile^)? `)` attr-dict `:`
    functional-type(operands, results)
  }];
}

def Cute_FlattenOp : Cute_Op<"flatten", [Pure, InferTypeOpAdaptor]> {
  let description = [{
    CuTe's `flatten`: the leaves of the value as one tuple of depth 1 (a
    layout flattens its shape and stride together; a swizzle is itself).

    ```mlir
    %f = cute.flatten(%s) : (!cute.shape<"((2,3),?,(4,1))">) -> !cute.shape<"(2,3,?,4,1)">
    ```
  }];
  let summary = "the value's modes at depth 1";
  let arguments = (ins Cute_FlattenableType:$input);
  let results = (outs Cute_FlattenableType:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_ComplementOp : Cute_Op<"complement", [Pure, Cute_TracedInference]> {
  let summary = "the layout of the codomain points the input does not reach";
  let description = [{
    `cute.complement(%l, %c) : (!cute.layout<"4:2">, !cute.shape<"16">)
    -> !cute.layout<"(2,2):(1,8)">`: the complement up to the cotarget's
    size (a shape, or a layout's shape); without a cotarget, up to the
    input's cosize.
  }];
  let arguments = (ins Cute_LayoutType:$input,
                       Optional<AnyTypeOf<[Cute_LayoutType, Cute_ShapeType],
                                          "!cute.layout or !cute.shape">>:$cotarget);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    `(` $input (`,` $cotarget^)? `)` attr-dict `:`
    functional-type(operands, results)
  }];
}

def Cute_GroupModesOp : Cute_Op<"group_modes", [Pure, InferTypeOpAdaptor]> {
  let summary = "modes [begin, end) as one nested mode";
  let description = [{
    `cute.group_modes<1, 3> (%l) : (!cute.layout<"(2,3,4,5):(1,2,6,24)">) ->
    !cute.layout<"(2,(3,4),5):(1,(2,6),24)">`. CuTe DSL writes the range
    after the operand (`cute.group_modes(%l) <1, 3> : ...`) and groups a
    tensor's layout as well.
  }];
  let arguments = (ins Cute_LayoutOrTensorType:$input, I32Attr:$begin,
                       I32Attr:$end);
  let results = (outs Cute_LayoutOrTensorType:$result);
  let hasCustomAssemblyFormat = 1;
}

def Cute_RecastLayoutOp : Cute_Op<"recast_layout", [Pure, Cute_TracedInference]> {
  let summary = "the same memory seen through elements of another bit width";
  let description = [{
    CuTe's `recast_layout<uint_bit_t<old>, uint_bit_t<new>>`:
    `cute.recast_layout<32, 8>(%l) : !cute.layout<"(8,4):(1,8)">
    -> !cute.layout<"(2,4):(1,2)">` (new width first). A composed layout
    recasts its swizzle and offset too.
  }];
  let arguments = (ins I32Attr:$new_type_bits, I32Attr:$old_type_bits,
                       Cute_AnyLayoutType:$src);
  let results = (outs Cute_AnyLayoutType:$dst);
  let assemblyFormat = [{
    `<` $new_type_bits `,` $old_type_bits `>` `(` $src `)` attr-dict `:`
    custom<ArrowType>(type($src), type($dst))
  }];
}

def Cute_RightInverseOp : Cute_Op<"right_inverse", [Pure, Cute_TracedInference]> {
  let description = [{
    CuTe's `right_inverse(L)`: the layout R with L(R(i)) = i on the largest
    contiguous range of L's image starting at 0. The shape must be static.

    ```mlir
    %r = cute.right_inverse(%l) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
    ```
  }];
  let summary = "right inverse of a layout with a static shape";
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_LeftInverseOp : Cute_Op<"left_inverse", [Pure, InferTypeOpAdaptor]> {
  let description = [{
    CuTe's `left_inverse(L)`: the layout R with R(L(i)) = i for every i of
    L's domain; L must be static and injective.

    ```mlir
    %r = cute.left_inverse(%l) : (!cute.layout<"(4,8):(8,1)">) -> !cute.layout<"(8,4):(4,1)">
    ```
  }];
  let summary = "left inverse of a static injective layout";
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    `(` $input `)` attr-dict `:` functional-type(operands, results)
  }];
}

// Not in CuTe IR; CuTe's filter, max_common_layout and max_common_vector in
// the same assembly style.
def Cute_FilterOp : Cute_Op<"filter", [Pure, InferTypeOpAdaptor]> {
  let description = [{
    CuTe's `filter`: the layout without its stride-0 and size-1 modes,
    coalesced.

    ```mlir
    %f = cute.filter(%l) : (!cute.layout<"(4,1,8):(1,7,0)">) -> !cute.layout<"4:1">
    ```
  }];
  let summary = "drop stride-0 and size-1 modes, then coalesce";
  let arguments = (ins Cute_LayoutType:$input);
  let results = (outs Cute_LayoutType:$result);
  // CuTe IR: `: (T) -> R`; CuTe DSL also `: T` (the result inferred).
  let hasCustomAssemblyFormat = 1;
}

def Cute_MaxCommonLayoutOp
    : Cute_Op<"max_common_layout", [Pure, InferTypeOpAdaptor]> {
  let description = [{
    CuTe's `max_common_layout(a, b)`: the largest layout of contiguous
    elements on which `a` and `b` agree (the vectorizable part of a copy
    between two tensors).

    ```mlir
    %m = cute.max_common_layout(%a, %b) : (!cute.layout<"(4,8):(1,4)">, !cute.layout<"(4,8):(1,8)">) -> !cute.layout<"4:1">
    ```
  }];
  let summary = "the layout of the elements lhs and rhs agree on";
  let arguments = (ins Cute_LayoutType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_MaxCommonVectorOp
    : Cute_Op<"max_common_vector", [Pure, InferTypeOpAdaptor]> {
  let summary = "how many leading elements lhs and rhs agree on contiguously";
  let description = [{
    `cute.max_common_vector(%a, %b) : (A, B) -> !cute.int_tuple<"4">`.
  }];
  let arguments = (ins Cute_LayoutType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs Cute_IntTupleType:$result);
  let assemblyFormat = [{
    `(` $lhs `,` $rhs `)` attr-dict `:` functional-type(operands, results)
  }];
}


// Values slice and dice select modes of.
def Cute_SliceableType : AnyTypeOf<[Cute_ShapeType, Cute_StrideType,
    Cute_IntTupleType, Cute_CoordType, Cute_LayoutType,
    Cute_ComposedLayoutType,
    Type<CPred<"::llvm::isa<::cute_nvgpu::cute::ViewTypeInterface>($_self)">>],
    "!cute.shape, !cute.stride, !cute.int_tuple, !cute.coord, !cute.layout, "
    "!cute.composed_layout, or a tensor (!cute.memref, !cute.coord_tensor, "
    "!cute_nvgpu.smem_desc_view)">;

def Cute_SliceableOrTileType : AnyTypeOf<[Cute_SliceableType, Cute_TileType],
    "a sliceable value or !cute.tile">;

def Cute_SliceOp : Cute_Op<"slice", [Pure, Cute_TracedInference]> {
  let summary = "keep the modes the coordinate marks `_`";
  let description = [{
    `cute.slice(%l, %c) : !cute.layout<"(2,3,4):(1,2,6)">,
    !cute.coord<"(_,1,_)">` has type `!cute.layout<"(2,4):(1,6)">`: the
    integer-marked modes are dropped. A composed layout is sliced on its
    inner layout; an outer layout absorbs the dropped modes' contribution
    into the offset, a swizzle may decay to a plain layout. A tensor
    (CuTe DSL) is sliced on its layout: a memref's pointer moves by the
    dropped modes' offset and keeps the alignment that divides it.
  }];
  let arguments = (ins Cute_SliceableType:$input, Cute_CoordType:$coord);
  let results = (outs Cute_SliceableType:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` type(operands)
  }];
}

def Cute_DiceOp : Cute_Op<"dice", [Pure, InferTypeOpAdaptor]> {
  let summary = "keep the modes the coordinate marks with an integer";
  let description = [{
    `cute.dice(%l, %c) : !cute.layout<"(2,3,4):(1,2,6)">,
    !cute.coord<"(_,1,_)">` has type `!cute.layout<"(3):(2)">`. The
    coordinate is static; a composed layout keeps its outer part and offset.
    CuTe DSL writes the coordinate as a property:
    `cute.dice(%l, "(_,1,_)") : (!cute.layout<...>) -> !cute.layout<...>`
    (generic: `<{coord = #cute.coord<"(_,1,_)">}>`); a tile is diced by
    its slots.
  }];
  let arguments = (ins Cute_SliceableOrTileType:$input,
                       Optional<Cute_CoordType>:$coordOperand,
                       OptionalAttr<Cute_CoordAttr>:$coord);
  let results = (outs Cute_SliceableOrTileType:$result);
  let hasCustomAssemblyFormat = 1;
}

#endif // CUTE_ALGEBRA_OPS_TD
