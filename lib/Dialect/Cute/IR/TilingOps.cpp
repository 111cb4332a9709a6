//===- TilingOps.cpp - tiling, partitioning and product ops ---------------===//
//
// Divides, products and tile_to_shape: the result type is the library's
// answer for the operand types, so the IR carries the evaluated algebra and a
// hand-written wrong result type is rejected by InferTypeOpInterface.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

/// The shape:stride layout behind an operand type, or a diagnostic.
static FailureOr<L::Layout> plainLayout(std::optional<Location> loc, Type t,
                                        StringRef op, StringRef role) {
  auto lt = dyn_cast<LayoutType>(t);
  if (!lt || !lt.getValue().isLayout()) {
    (void)emitOptionalError(loc, "'cute.", op, "' op ", role,
                            " must be a shape:stride layout, got ", t);
    return failure();
  }
  return lt.getValue().layout();
}

template <typename T>
static FailureOr<T> unwrap(std::optional<Location> loc, L::Result<T> r,
                           StringRef op) {
  if (r.ok())
    return r.value();
  (void)emitOptionalError(loc, "'cute.", op, "' op ", r.error().message);
  return failure();
}

static LogicalResult pushLayout(MLIRContext *ctx, FailureOr<L::Layout> l,
                                SmallVectorImpl<Type> &out) {
  if (failed(l))
    return failure();
  out.push_back(LayoutType::get(ctx, L::AnyLayout{*l}));
  return success();
}

using TilerFn = L::Result<L::Layout> (*)(const L::Layout &, const L::Tiler &);

static LogicalResult inferBinary(MLIRContext *ctx, std::optional<Location> loc,
                                 Value lhs, Value rhs, StringRef op,
                                 TilerFn fn, SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a = plainLayout(loc, lhs.getType(), op, "lhs");
  FailureOr<L::Layout> b = plainLayout(loc, rhs.getType(), op, "rhs");
  if (failed(a) || failed(b))
    return failure();
  L::Tiler tiler;
  tiler.byMode = false;
  tiler.layout = *b;
  return pushLayout(ctx, unwrap(loc, fn(*a, tiler), op), out);
}

#define CUTE_TILER_OP(OP, NAME, FN)                                            \
  LogicalResult OP::inferReturnTypes(MLIRContext *ctx,                         \
                                     std::optional<Location> loc,              \
                                     Adaptor adaptor,                          \
                                     SmallVectorImpl<Type> &out) {             \
    return inferBinary(ctx, loc, adaptor.getLhs(), adaptor.getRhs(), NAME,     \
                       &L::FN, out);                                           \
  }
CUTE_TILER_OP(LogicalDivideOp, "logical_divide", logicalDivide)
CUTE_TILER_OP(ZippedDivideOp, "zipped_divide", zippedDivide)
CUTE_TILER_OP(TiledDivideOp, "tiled_divide", tiledDivide)
CUTE_TILER_OP(LogicalProductOp, "logical_product", logicalProduct)
CUTE_TILER_OP(BlockedProductOp, "blocked_product", blockedProduct)
CUTE_TILER_OP(RakedProductOp, "raked_product", rakedProduct)
CUTE_TILER_OP(ZippedProductOp, "zipped_product", zippedProduct)
CUTE_TILER_OP(TiledProductOp, "tiled_product", tiledProduct)
CUTE_TILER_OP(FlatProductOp, "flat_product", flatProduct)
CUTE_TILER_OP(FlatDivideOp, "flat_divide", flatDivide)
#undef CUTE_TILER_OP

/// A CuTe int tuple written in an op attribute.
static FailureOr<L::IntTuple> tupleAttr(std::optional<Location> loc,
                                        StringRef text, StringRef op,
                                        StringRef name) {
  L::Result<L::IntTuple> t =
      L::parseIntTuple(std::string_view(text.data(), text.size()));
  if (t.ok())
    return t.value();
  (void)emitOptionalError(loc, "'cute.", op, "' op invalid ", name, " \"",
                          text, "\": ", L::formatError(t.error()));
  return failure();
}

LogicalResult TileToShapeOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> block = plainLayout(loc, adaptor.getInput().getType(),
                                           "tile_to_shape", "operand");
  if (failed(block))
    return failure();
  FailureOr<L::IntTuple> shape =
      tupleAttr(loc, adaptor.getShape(), "tile_to_shape", "shape");
  if (failed(shape))
    return failure();
  std::optional<L::IntTuple> order;
  if (std::optional<StringRef> o = adaptor.getOrder()) {
    FailureOr<L::IntTuple> t = tupleAttr(loc, *o, "tile_to_shape", "order");
    if (failed(t))
      return failure();
    order = *t;
  }
  return pushLayout(ctx,
                    unwrap(loc,
                           L::tileToShape(*block, *shape,
                                          order ? &*order : nullptr),
                           "tile_to_shape"),
                    out);
}
