//===- AlgebraOps.cpp - layout algebra ops: result-type inference ---------===//
//
// Every algebra op's result type is the library's answer for the operand
// types, so the IR carries the evaluated algebra and a hand-written wrong
// result type is rejected by InferTypeOpInterface.
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

using UnaryFn = L::Result<L::Layout> (*)(const L::Layout &);

static LogicalResult inferUnary(MLIRContext *ctx, std::optional<Location> loc,
                                Value input, StringRef op, UnaryFn fn,
                                SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a = plainLayout(loc, input.getType(), op, "operand");
  if (failed(a))
    return failure();
  return pushLayout(ctx, unwrap(loc, fn(*a), op), out);
}

LogicalResult CoalesceOp::inferReturnTypes(MLIRContext *ctx,
                                           std::optional<Location> loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &out) {
  return inferUnary(ctx, loc, adaptor.getInput(), "coalesce",
                    adaptor.getByMode() ? &L::coalesceByMode
                                        : static_cast<UnaryFn>(&L::coalesce),
                    out);
}

LogicalResult RightInverseOp::inferReturnTypes(MLIRContext *ctx,
                                               std::optional<Location> loc,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &out) {
  return inferUnary(ctx, loc, adaptor.getInput(), "right_inverse",
                    &L::rightInverse, out);
}

LogicalResult LeftInverseOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out) {
  return inferUnary(ctx, loc, adaptor.getInput(), "left_inverse",
                    &L::leftInverse, out);
}

LogicalResult ComplementOp::inferReturnTypes(MLIRContext *ctx,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getInput().getType(), "complement", "operand");
  if (failed(a))
    return failure();
  std::optional<uint64_t> hi = adaptor.getCosizeHi();
  if (hi && static_cast<int64_t>(*hi) < 1)
    return emitOptionalError(loc, "'cute.complement' op cosize_hi must be >= 1, "
                                  "got ",
                             static_cast<int64_t>(*hi));
  return pushLayout(ctx,
                    unwrap(loc,
                           hi ? L::complement(*a, static_cast<int64_t>(*hi))
                              : L::complement(*a),
                           "complement"),
                    out);
}

LogicalResult CompositionOp::inferReturnTypes(MLIRContext *ctx,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> b =
      plainLayout(loc, adaptor.getRhs().getType(), "composition", "rhs");
  if (failed(b))
    return failure();
  if (auto c = dyn_cast<ComposedLayoutType>(adaptor.getLhs().getType())) {
    FailureOr<L::ComposedLayout> r =
        unwrap(loc, L::composition(c.getValue(), *b), "composition");
    if (failed(r))
      return failure();
    out.push_back(ComposedLayoutType::get(ctx, *r));
    return success();
  }
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getLhs().getType(), "composition", "lhs");
  if (failed(a))
    return failure();
  return pushLayout(ctx, unwrap(loc, L::composition(*a, *b), "composition"),
                    out);
}

LogicalResult FilterOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &out) {
  return inferUnary(ctx, loc, adaptor.getInput(), "filter", &L::filter, out);
}

LogicalResult MaxCommonLayoutOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getLhs().getType(), "max_common_layout", "lhs");
  FailureOr<L::Layout> b =
      plainLayout(loc, adaptor.getRhs().getType(), "max_common_layout", "rhs");
  if (failed(a) || failed(b))
    return failure();
  return pushLayout(
      ctx, unwrap(loc, L::maxCommonLayout(*a, *b), "max_common_layout"), out);
}

LogicalResult MaxCommonVectorOp::inferReturnTypes(
    MLIRContext *ctx, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &out) {
  FailureOr<L::Layout> a =
      plainLayout(loc, adaptor.getLhs().getType(), "max_common_vector", "lhs");
  FailureOr<L::Layout> b =
      plainLayout(loc, adaptor.getRhs().getType(), "max_common_vector", "rhs");
  if (failed(a) || failed(b))
    return failure();
  FailureOr<int64_t> n =
      unwrap(loc, L::maxCommonVector(*a, *b), "max_common_vector");
  if (failed(n))
    return failure();
  out.push_back(IntTupleType::get(
      ctx, StringAttr::get(ctx, L::printCuteIR(L::IntTuple::integer(*n)))));
  return success();
}

LogicalResult RecastOp::inferReturnTypes(MLIRContext *ctx,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &out) {
  Type in = adaptor.getInput().getType();
  L::AnyLayout value;
  if (auto l = dyn_cast<LayoutType>(in))
    value = l.getValue();
  else if (auto c = dyn_cast<ComposedLayoutType>(in))
    value.v = c.getValue();
  else
    return emitOptionalError(loc, "'cute.recast' op operand must be a layout, "
                                  "got ",
                             in);
  FailureOr<L::AnyLayout> r =
      unwrap(loc,
             L::recast(value, adaptor.getFromBits(), adaptor.getToBits()),
             "recast");
  if (failed(r))
    return failure();
  if (r->isComposed())
    out.push_back(ComposedLayoutType::get(ctx, r->composed()));
  else
    out.push_back(LayoutType::get(ctx, *r));
  return success();
}
