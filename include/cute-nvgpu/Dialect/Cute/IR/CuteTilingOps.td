//===- CuteTilingOps.td - tiling, partitioning and products -*- tablegen -*-===//
//
// CuTe IR's divides, products and tile_to_shape. Every result type is the
// algebra applied to the operand types (InferTypeOpInterface), so a written
// result type that disagrees is rejected.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_TILING_OPS_TD
#define CUTE_TILING_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteOpBase.td"

/// A divide's tiler: a layout, a tile, or a shape (one compact layout per
/// extent).
def Cute_DividerType
    : AnyTypeOf<[Cute_LayoutType, Cute_TileType, Cute_ShapeType],
                "!cute.layout, !cute.tile, or !cute.shape">;

class Cute_ProductOp<string mnemonic, string doc>
    : Cute_Op<mnemonic, [Pure, Cute_TracedInference]> {
  let summary = doc;
  let description = [{
    `%r = cute.OP(%block, %tiler) : (A, B) -> R`. The block is a layout or
    a composed layout whose inner layout is static (the product applies to
    the inner layout, the rest of a composed layout is kept); the tiler is a
    layout with integer strides, static or dynamic.
  }];
  let arguments = (ins Cute_AnyLayoutType:$lhs, Cute_LayoutType:$rhs);
  let results = (outs Cute_AnyLayoutType:$result);
  let assemblyFormat = [{
    `(` operands `)` attr-dict `:` functional-type(operands, results)
  }];
}

def Cute_DivisibleType : AnyTypeOf<[Cute_LayoutType, Cute_ComposedLayoutType,
    Cute_MemRefType, Cute_CoordTensorType],
    "!cute.layout, !cute.composed_layout, !cute.memref or !cute.coord_tensor">;

class Cute_DivideOp<string mnemonic, string doc>
    : Cute_Op<mnemonic, [Pure, Cute_TracedInference]> {
  let summary = doc;
  let description = [{
    `%r = cute.OP(%input, %tiler) : (A, T) -> R`. The input is a layout or a
    composed layout (the divide applies to its inner layout); the tiler is a
    layout, a tile `!cute.tile<"[...]">` (mode by mode; `_` keeps a mode
    whole) or a shape (`N` reads as `N:1`). CuTe DSL also divides a tensor
    (`!cute.memref`, `!cute.coord_tensor`): its layout, the iterator kept.
  }];
  let arguments = (ins Cute_DivisibleType:$input, Cute_DividerType:$tiler);
  let results = (outs Cute_DivisibleType:$result);
  // CuTe IR: `: (A, T) -> R`; CuTe DSL also `: A, T` (the result inferred).
  let hasCustomAssemblyFormat = 1;
  // A declared result may differ from the inferred one in the strides of
  // modes of extent 1 (CuTe DSL's types zero them).
  let extraClassDeclaration = [{
    static bool isCompatibleReturnTypes(::mlir::TypeRange inferred,
                                        ::mlir::TypeRange actual);
  }];
}

def Cute_LogicalProductOp : Cute_ProductOp<"logical_product",
    "(A, complement(A) o B): the block repeated as the tiler says">;
def Cute_ZippedProductOp : Cute_ProductOp<"zipped_product",
    "logical product, block modes and tile modes grouped apart">;
def Cute_TiledProductOp : Cute_ProductOp<"tiled_product",
    "zipped product with the tile modes flattened to the top level">;
def Cute_FlatProductOp : Cute_ProductOp<"flat_product",
    "zipped product with every mode at the top level">;
def Cute_BlockedProductOp : Cute_ProductOp<"blocked_product",
    "logical product zipped per axis: (block_i, repeat_i)">;
def Cute_RakedProductOp : Cute_ProductOp<"raked_product",
    "logical product zipped per axis the other way: (repeat_i, block_i)">;

def Cute_LogicalDivideOp : Cute_DivideOp<"logical_divide",
    "A o (T, complement(T)): the input split into tile and rest">;
def Cute_ZippedDivideOp : Cute_DivideOp<"zipped_divide",
    "logical divide, tile modes and rest modes grouped apart">;
def Cute_TiledDivideOp : Cute_DivideOp<"tiled_divide",
    "zipped divide with the rest modes at the top level">;
def Cute_FlatDivideOp : Cute_DivideOp<"flat_divide",
    "zipped divide with every mode at the top level">;

def Cute_TileToShapeOp : Cute_Op<"tile_to_shape", [Pure, Cute_TracedInference]> {
  let summary = "repeat a block layout until it covers a shape";
  let description = [{
    `%r = cute.tile_to_shape(%block, %shape[, %order]) : (L, S[, O]) -> R`:
    the block padded to the shape's rank, blocked-product with the layout of
    its repetitions, ceil(shape_i / block_i) per mode, laid out in `order`
    (a permutation of the modes; column-major by default).
  }];
  let arguments = (ins Cute_AnyLayoutType:$input, Cute_ShapeType:$shape,
                       Optional<Cute_IntTupleType>:$order);
  let results = (outs Cute_AnyLayoutType:$result);
  let assemblyFormat = [{
    `(` $input `,` $shape (`,` $order^)? `)` attr-dict `:`
    functional-type(operands, results)
  }];
}

#endif // CUTE_TILING_OPS_TD
