//===- CuteTilingOps.td - tiling, partitioning and products -*- tablegen -*-===//
#ifndef CUTE_TILING_OPS_TD
#define CUTE_TILING_OPS_TD

include "cute-nvgpu/Dialect/Cute/IR/CuteAlgebraOps.td"

def Cute_LogicalDivideOp
    : Cute_BinaryLayoutOp<"logical_divide", "logical divide by a tiler">;
def Cute_ZippedDivideOp
    : Cute_BinaryLayoutOp<"zipped_divide", "zipped divide by a tiler">;
def Cute_TiledDivideOp
    : Cute_BinaryLayoutOp<"tiled_divide", "tiled divide by a tiler">;
def Cute_LogicalProductOp
    : Cute_BinaryLayoutOp<"logical_product", "logical product with a tiler">;
def Cute_BlockedProductOp
    : Cute_BinaryLayoutOp<"blocked_product", "blocked product with a tiler">;
def Cute_RakedProductOp
    : Cute_BinaryLayoutOp<"raked_product", "raked product with a tiler">;
def Cute_ZippedProductOp
    : Cute_BinaryLayoutOp<"zipped_product", "zipped product with a tiler">;
def Cute_TiledProductOp
    : Cute_BinaryLayoutOp<"tiled_product", "tiled product with a tiler">;
def Cute_FlatProductOp
    : Cute_BinaryLayoutOp<"flat_product", "flat product with a tiler">;
def Cute_FlatDivideOp
    : Cute_BinaryLayoutOp<"flat_divide", "flat divide by a tiler">;
def Cute_TileToShapeOp : Cute_Op<"tile_to_shape", [Pure, InferTypeOpAdaptor]> {
  let summary = "repeat a block layout until it covers a shape";
  let description = [{
    CuTe's `tile_to_shape(block, shape[, order])`; the shape and the
    optional mode order are CuTe int tuples:
    `%t = cute.tile_to_shape %b {shape = "(8,16)", order = "(1,0)"}
        : !cute.layout<...> -> !cute.layout<...>`.
  }];
  let arguments = (ins Cute_LayoutType:$input, StrAttr:$shape,
                       OptionalAttr<StrAttr>:$order);
  let results = (outs Cute_LayoutType:$result);
  let assemblyFormat = [{
    $input attr-dict `:` qualified(type($input)) `->` qualified(type($result))
  }];
}


#endif // CUTE_TILING_OPS_TD
