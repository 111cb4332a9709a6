//===- CuteCoordOps.td - coordinates and coordinate tensors -*- tablegen -*-===//
//
// CuTe DSL's coordinate ops: identity (coordinate) tensors, a thread's
// coordinate in a thread layout, a CTA's tile of a tensor, and printing a
// tensor.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_COORD_OPS_TD
#define CUTE_COORD_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"
include "cute-nvgpu/Dialect/Cute/IR/CuteAtomOps.td"

def Cute_MakeIdentityTensorOp : Cute_Op<"make_identity_tensor",
    [Pure, DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let summary = "the tensor of a shape's coordinates";
  let description = [{
    `cute.make_identity_tensor(%s) : !cute.coord_tensor<"(0,0)",
    "(?,8):(1@0,1@1)">` (CuTe's make_identity_tensor): its element at a
    coordinate is the coordinate. The iterator is the shape's zero, the
    layout the shape with basis strides (`1@i`, nested modes `1@j@i`); the
    operand type, the result's shape, may be left out.
  }];
  let arguments = (ins Cute_ShapeType:$shape);
  let results = (outs Cute_CoordTensorType:$result);
  let hasCustomAssemblyFormat = 1;
}

def Cute_MakeArithTupleIterOp : Cute_Op<"make_arith_tuple_iter", [Pure]> {
  let summary = "an iterator over coordinates starting at a tuple";
  let description = [{
    `cute.make_arith_tuple_iter(%c) : (!cute.int_tuple<"(?,0)">) ->
    !cute.arith_tuple_iter<"(?,0)">`; without an operand the start is the
    result type's static tuple.
  }];
  let arguments = (ins Optional<Cute_IntTupleType>:$start);
  let results = (outs Cute_ArithTupleIterType:$result);
  let assemblyFormat = [{
    `(` ($start^)? `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

class Cute_ThreadCoordOp<string mnemonic, string summ, string doc>
    : Cute_Op<mnemonic, [Pure]> {
  let summary = summ;
  let description = doc;
  let arguments = (ins AnyTypeOf<[I32, I64]>:$index, Cute_LayoutType:$layout);
  let results = (outs Cute_CoordType:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def Cute_GetHierCoordOp : Cute_ThreadCoordOp<"get_hier_coord",
    "the coordinate a layout maps to an index", [{
    `cute.get_hier_coord(%tid, %l) : (i32, !cute.layout<"(2,4):(4,1)">) ->
    !cute.coord<"(?,?)">`: the coordinate c, congruent to the shape, with
    l(c) equal to the index (the first in column-major order). A mode of
    extent 1 has coordinate 0; a static coordinate needs a constant index
    (and is checked against it).
  }]>;

def Cute_GetFlatCoordOp : Cute_ThreadCoordOp<"get_flat_coord",
    "the per-mode index a layout maps to an index", [{
    `cute.get_flat_coord(%tid, %l) : (i32, !cute.layout<"((8,?),?):((1,?),8)">)
    -> !cute.coord<"(?,?)">`: as get_hier_coord, each top-level mode's
    coordinate given as one column-major index within the mode.
  }]>;

def Cute_LocalTileOp : Cute_Op<"local_tile", [Pure, AttrSizedOperandSegments]> {
  let summary = "the tile of a tensor at a tile coordinate";
  let description = [{
    `cute.local_tile(%t, %tile, %crd) : (!cute.memref<...>,
    !cute.tile<"[128:1;32:1]">, !cute.coord<"(?,_)">) -> !cute.memref<...>`
    (CuTe's local_tile): the tensor divided by the tile (zipped_divide),
    sliced at the tile modes whole and the rest at the coordinate (padded
    with `_`). With `proj` (a coordinate of `_` and 1), only the tile and
    coordinate modes `proj` marks 1 are used. The result type is checked
    against that computation.
  }];
  // CuTe DSL's generic form sizes three operand segments; the tile is
  // required (the verifier says so), the coordinate is not.
  let arguments = (ins Cute_ViewType:$tensor, Optional<Cute_TileType>:$tiler,
                       Optional<Cute_CoordType>:$coord,
                       OptionalAttr<Cute_CoordAttr>:$proj);
  let results = (outs Cute_ViewType:$result);
  // `(%t, %tile, %crd, "(1,_,1)") : (T, TILE, C) -> R`: the projection
  // quoted last, as CuTe DSL writes it.
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Cute_PrintViewOp : Cute_Op<"print_view",
    [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "print a tensor's elements";
  let description = [{
    `cute.print_view(%t) {is_signed = false, verbose = false} :
    !cute.memref<f32, generic, "...">`: prints the tensor (CuTe's
    print_tensor), integers as signed or unsigned, with the layout when
    verbose. Writes to the program's output.
  }];
  let arguments = (ins Arg<Cute_ViewType, "the tensor", [MemRead]>:$tensor,
                       DefaultValuedAttr<BoolAttr, "false">:$is_signed,
                       DefaultValuedAttr<BoolAttr, "false">:$verbose);
  let assemblyFormat = "`(` $tensor `)` attr-dict `:` type($tensor)";
}

#endif // CUTE_COORD_OPS_TD
