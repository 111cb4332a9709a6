//===- ArithmeticOps.cpp - tuple arithmetic and comparisons ----------------===//
//
// Result types are CuTe IR's: the operation evaluated on the operand types'
// values, dynamic leaves by Layout/Dynamic.h's width rule. The checks before
// each evaluation name the first element that makes it ill-posed, with CuTe
// IR's wording.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

/// The int tuple an int_tuple / shape / coord / stride type holds.
static L::IntTuple tupleOf(Type t) {
  FailureOr<L::CuteIRValue> v = cuteValueOf(t);
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::IntTuple)
    return L::IntTuple::tuple({});
  return v->intTuple();
}

/// A shape when `kind` is one, else an int tuple, holding `t`.
static FailureOr<Type> tupleTypeLike(std::optional<Location> loc, Type kind,
                                     const L::IntTuple &t) {
  MLIRContext *ctx = kind.getContext();
  StringAttr text = StringAttr::get(ctx, L::printCuteIR(t));
  if (isa<ShapeType>(kind))
    return checkedType<ShapeType>(loc, ctx, text);
  return checkedType<IntTupleType>(loc, ctx, text);
}

static bool isStaticZero(const L::IntTuple &t) {
  return t.isStaticInt() && t.value() == 0;
}

static bool allLeavesStaticNonZero(const L::IntTuple &t) {
  if (t.isTuple()) {
    for (const L::IntTuple &e : t.elems())
      if (!allLeavesStaticNonZero(e))
        return false;
    return true;
  }
  return t.isStaticInt() && t.value() != 0;
}

//===----------------------------------------------------------------------===//
// tuple_add, tuple_sub
//===----------------------------------------------------------------------===//

/// Below the top level, paired elements must both be leaves or both tuples.
static LogicalResult checkNesting(std::optional<Location> loc,
                                  const L::IntTuple &a, const L::IntTuple &b,
                                  Type aTy, Type bTy) {
  size_t n = std::min(a.elems().size(), b.elems().size());
  for (size_t i = 0; i < n; ++i) {
    if (a[i].isLeaf() != b[i].isLeaf())
      return emitOptionalError(loc, "expects matching nesting at element ", i,
                               ", but got: ", aTy, " and ", bTy);
    if (a[i].isTuple() && failed(checkNesting(loc, a[i], b[i], aTy, bTy)))
      return failure();
  }
  return success();
}

static LogicalResult checkAddSubStructure(std::optional<Location> loc,
                                          const L::IntTuple &a,
                                          const L::IntTuple &b, Type aTy,
                                          Type bTy, bool zeroLhsIsIdentity) {
  if (a.isLeaf() && b.isTuple()) {
    if (zeroLhsIsIdentity && isStaticZero(a))
      return success();
    return emitOptionalError(loc,
                             "expects matching structure, but lhs is a scalar "
                             "and rhs is a tuple: ",
                             aTy, " and ", bTy);
  }
  if (a.isTuple() && b.isLeaf()) {
    if (isStaticZero(b))
      return success();
    return emitOptionalError(loc,
                             "expects matching structure, but rhs is a scalar "
                             "and lhs is a tuple: ",
                             aTy, " and ", bTy);
  }
  if (a.isLeaf())
    return success();
  return checkNesting(loc, a, b, aTy, bTy);
}

using TupleFn = L::Result<L::IntTuple> (*)(const L::IntTuple &,
                                           const L::IntTuple &,
                                           L::dyn::Tracer *);

/// Element-wise arithmetic takes two operands of one kind.
static LogicalResult checkSameKind(std::optional<Location> loc, Type aTy,
                                   Type bTy) {
  if (aTy.getTypeID() != bTy.getTypeID())
    return emitOptionalError(
        loc, "expects lhs and rhs to have the same kind, but got ", aTy,
        " and ", bTy);
  return success();
}

static LogicalResult inferAddSub(std::optional<Location> loc, Value lhs,
                                 Value rhs, bool zeroLhsIsIdentity, TupleFn fn,
                                 SmallVectorImpl<Type> &out,
                                 L::dyn::Tracer *tracer) {
  Type aTy = lhs.getType(), bTy = rhs.getType();
  if (failed(checkSameKind(loc, aTy, bTy)))
    return failure();
  L::IntTuple a = tupleOf(aTy), b = tupleOf(bTy);
  if (failed(checkAddSubStructure(loc, a, b, aTy, bTy, zeroLhsIsIdentity)))
    return failure();
  L::Result<L::IntTuple> r = fn(a, b, tracer);
  if (!r.ok())
    return emitOptionalError(
        loc, "expects valid operands, but cannot compute result for ", aTy,
        " and ", bTy);
  return pushType(out, tupleTypeLike(loc, aTy, *r));
}

LogicalResult TupleAddOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &out,
                                           L::dyn::Tracer *tracer) {
  return inferAddSub(loc, adaptor.getLhs(), adaptor.getRhs(),
                     /*zeroLhsIsIdentity=*/true, &L::tupleAdd, out, tracer);
}

LogicalResult TupleSubOp::inferReturnTypes(MLIRContext *,
                                           std::optional<Location> loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &out,
                                           L::dyn::Tracer *tracer) {
  return inferAddSub(loc, adaptor.getLhs(), adaptor.getRhs(),
                     /*zeroLhsIsIdentity=*/false, &L::tupleSub, out, tracer);
}

//===----------------------------------------------------------------------===//
// shape_div
//===----------------------------------------------------------------------===//

/// The first ill-posed step of shape_div(a, b), following its recursion.
static LogicalResult checkShapeDiv(std::optional<Location> loc,
                                   const L::IntTuple &a, const L::IntTuple &b,
                                   Type aTy, Type bTy) {
  auto prefix = [&](InFlightDiagnostic d) -> InFlightDiagnostic {
    d << "expects valid operands, but cannot compute shape_div for " << aTy
      << " and " << bTy;
    return d;
  };
  if (isStaticZero(b)) {
    if (!loc)
      return failure();
    return prefix(emitError(*loc)) << ": divisor is zero";
  }
  if (a.isLeaf() && b.isLeaf()) {
    if (a.isStaticInt() && b.isStaticInt()) {
      int64_t x = a.value(), y = b.value();
      if (x % y != 0 && (x == 0 || y % x != 0)) {
        if (!loc)
          return failure();
        return prefix(emitError(*loc))
               << ": " << x << " is not divisible by " << y << " (neither "
               << x << " % " << y << " == 0 nor " << y << " % " << x
               << " == 0)";
      }
    }
    return success();
  }
  if (a.isTuple() && b.isTuple()) {
    size_t n = std::min(a.elems().size(), b.elems().size());
    for (size_t i = 0; i < n; ++i)
      if (failed(checkShapeDiv(loc, a[i], b[i], aTy, bTy)))
        return failure();
    return success();
  }
  if (a.isTuple()) {
    L::IntTuple rest = b;
    for (const L::IntTuple &e : a.elems()) {
      if (failed(checkShapeDiv(loc, e, rest, aTy, bTy)))
        return failure();
      // Only the static leaves matter here: the evaluation below is the one
      // whose dynamic leaves are traced.
      L::Result<L::IntTuple> p = L::dyn::product(e, /*tracer=*/nullptr);
      if (!p.ok())
        return success(); // reported by the evaluation itself
      L::Result<L::IntTuple> next =
          L::tupleShapeDiv(rest, *p, /*tracer=*/nullptr);
      if (!next.ok())
        return success();
      rest = *next;
    }
  }
  return success();
}

LogicalResult ShapeDivOp::inferReturnTypes(MLIRContext *ctx,
                                           std::optional<Location> loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &out,
                                           L::dyn::Tracer *tracer) {
  Type aTy = adaptor.getA().getType(), bTy = adaptor.getB().getType();
  L::IntTuple a = tupleOf(aTy), b = tupleOf(bTy);
  if (failed(checkShapeDiv(loc, a, b, aTy, bTy)))
    return failure();
  L::Result<L::IntTuple> r = L::tupleShapeDiv(a, b, tracer);
  if (!r.ok())
    return emitOptionalError(
        loc, "expects valid operands, but cannot compute shape_div for ", aTy,
        " and ", bTy);
  return pushChecked<ShapeType>(out, loc, ctx, StringAttr::get(ctx, L::printCuteIR(*r)));
}

// Speculating past a run-time guard is safe only when no divisor can be 0.
Speculation::Speculatability ShapeDivOp::getSpeculatability() {
  return allLeavesStaticNonZero(tupleOf(getB().getType()))
             ? Speculation::Speculatable
             : Speculation::NotSpeculatable;
}

//===----------------------------------------------------------------------===//
// ceil_div
//===----------------------------------------------------------------------===//

/// ceil_div of an extent by one tile mode: a layout mode counts how many of
/// its images cover the extent (the complement's shape), a shape mode
/// divides.
static L::Result<L::IntTuple> ceilDivByTile(const L::IntTuple &a,
                                            const L::CuteIRValue &tile,
                                            L::dyn::Tracer *tracer);

static L::Result<L::IntTuple> ceilDivByMode(const L::IntTuple &a,
                                            const L::Tile::Mode &m,
                                            L::dyn::Tracer *tracer) {
  if (const auto *n = std::get_if<L::NestedTile>(&m))
    return ceilDivByTile(a, L::CuteIRValue{**n}, tracer);
  if (const auto *t = std::get_if<L::IntTuple>(&m)) {
    if (t->isUnderscore())
      return a;
    return L::tupleCeilDiv(a, *t, tracer);
  }
  const L::Layout &l = std::get<L::Layout>(m);
  L::Result<L::IntTuple> n = L::dyn::product(a, tracer);
  if (!n.ok())
    return n;
  if (n->isStaticInt() && n->value() == 0)
    return a; // no tile covers an empty extent
  if (!n->isStaticInt()) {
    // A compact tile (s:1, or one element) covers s consecutive elements:
    // its complement in a run-time extent n has the extent ceil(n/s).
    L::Result<L::IntTuple> s = L::dyn::product(l.shape, tracer);
    bool compact = s.ok() && s->isStaticInt() && s->value() > 0 &&
                   (s->value() == 1 ||
                    (l.stride.isStaticInt() && l.stride.value() == 1));
    if (!compact)
      return L::Result<L::IntTuple>::fail(
          "ceil_div of a run-time extent by a tile that is not compact");
    return L::tupleCeilDiv(a, *s, tracer);
  }
  L::Result<L::Layout> c = L::complement(l, n->value());
  if (!c.ok())
    return c.error();
  return c->shape;
}

static L::Result<L::IntTuple> ceilDivByTile(const L::IntTuple &a,
                                            const L::CuteIRValue &tile,
                                            L::dyn::Tracer *tracer) {
  if (tile.kind() == L::CuteIRValue::Kind::Layout)
    return ceilDivByMode(a, tile.layout(), tracer);
  if (tile.kind() == L::CuteIRValue::Kind::IntTuple)
    return L::tupleCeilDiv(a, tile.intTuple(), tracer);
  const std::vector<L::Tile::Mode> &modes = tile.tile().modes;
  if (a.isTuple()) {
    if (a.elems().size() < modes.size())
      return L::Result<L::IntTuple>::fail("tile of higher rank");
    std::vector<L::IntTuple> out = a.elems();
    for (size_t i = 0; i < modes.size(); ++i) {
      L::Result<L::IntTuple> r = ceilDivByMode(a[i], modes[i], tracer);
      if (!r.ok())
        return r;
      out[i] = *r;
    }
    return L::IntTuple::tuple(std::move(out));
  }
  L::IntTuple size = L::IntTuple::integer(1);
  for (const L::Tile::Mode &m : modes) {
    L::IntTuple extent;
    if (const auto *t = std::get_if<L::IntTuple>(&m)) {
      if (t->isUnderscore())
        return L::Result<L::IntTuple>::fail("'_' tile mode on a scalar");
      extent = *t;
    } else if (std::holds_alternative<L::NestedTile>(m)) {
      return L::Result<L::IntTuple>::fail("nested tile mode on a scalar");
    } else {
      extent = std::get<L::Layout>(m).shape;
    }
    L::Result<L::IntTuple> p = L::dyn::product(extent, tracer);
    if (!p.ok())
      return p;
    L::Result<L::IntTuple> s = L::dyn::mul(size, *p, tracer);
    if (!s.ok())
      return s;
    size = *s;
  }
  return L::tupleCeilDiv(a, size, tracer);
}

LogicalResult CeilDivOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &out,
                                          L::dyn::Tracer *tracer) {
  Type aTy = adaptor.getInput().getType(), bTy = adaptor.getTiler().getType();
  L::IntTuple a = tupleOf(aTy);
  auto cannot = [&]() {
    return emitOptionalError(
        loc, "expects valid operands, but cannot compute ceil_div for ", aTy,
        " and ", bTy);
  };
  if (isa<TileType>(bTy)) {
    FailureOr<L::CuteIRValue> tile = cuteValueOf(bTy);
    if (failed(tile))
      return cannot();
    L::Result<L::IntTuple> r = ceilDivByTile(a, *tile, tracer);
    if (!r.ok())
      return cannot();
    return pushType(out, tupleTypeLike(loc, aTy, *r));
  }
  L::IntTuple b = tupleOf(bTy);
  if (b.isLeaf() && isStaticZero(b))
    return emitOptionalError(
        loc, "expects valid operands, but cannot compute ceil_div for ", aTy,
        " and ", bTy, ": tiler is zero");
  if (a.isTuple() && b.isTuple()) {
    if (a.elems().size() < b.elems().size())
      return emitOptionalError(
          loc, "expects valid operands, but cannot compute ceil_div for ", aTy,
          " and ", bTy, ": rank(tiler)=", b.elems().size(),
          " > rank(input)=", a.elems().size());
  }
  L::Result<L::IntTuple> r = L::tupleCeilDiv(a, b, tracer);
  if (!r.ok())
    return cannot();
  return pushType(out, tupleTypeLike(loc, aTy, *r));
}

// Speculating past a run-time guard is safe only when no divisor can be 0.
Speculation::Speculatability CeilDivOp::getSpeculatability() {
  Type t = getTiler().getType();
  if (isa<TileType>(t))
    return Speculation::NotSpeculatable;
  return allLeavesStaticNonZero(tupleOf(t)) ? Speculation::Speculatable
                                            : Speculation::NotSpeculatable;
}

//===----------------------------------------------------------------------===//
// elem_less, equal
//===----------------------------------------------------------------------===//

LogicalResult ElemLessOp::verify() {
  Type a = getLhs().getType(), b = getRhs().getType();
  if (!L::congruent(tupleOf(a), tupleOf(b)))
    return emitOpError("expects congruent inputs, but got ")
           << a << " and " << b;
  return success();
}

LogicalResult EqualOp::verify() {
  Type a = getLhs().getType(), b = getRhs().getType();
  if (a.getTypeID() != b.getTypeID())
    return emitOpError("expects lhs and rhs to be the same kind, but got ")
           << a << " and " << b;
  return success();
}

ParseResult CeilDivOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseInferredBinaryOp<CeilDivOp>(parser, result);
}

ParseResult TupleAddOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseInferredBinaryOp<TupleAddOp>(parser, result);
}
void TupleAddOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

ParseResult TupleSubOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseInferredBinaryOp<TupleSubOp>(parser, result);
}
void TupleSubOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

void CeilDivOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

ParseResult ElemLessOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseBinaryOp(parser, result, [&](OperationState &state) {
    state.addTypes(parser.getBuilder().getI1Type());
    return success();
  });
}

void ElemLessOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }

LogicalResult FastDivmodCreateDivisorOp::verify() {
  unsigned width = getDivisor().getType().getIntOrFloatBitWidth();
  if (getResult().getType().getWidth() != width)
    return emitOpError("expects a divisor of the integer's width ")
           << width << ", got " << getResult().getType();
  return success();
}

LogicalResult FastDivmodComputeOp::verify() {
  unsigned width = getDividend().getType().getIntOrFloatBitWidth();
  if (getDivisor().getType().getWidth() != width)
    return emitOpError("expects a divisor of the dividend's width ")
           << width << ", got " << getDivisor().getType();
  return success();
}

//===----------------------------------------------------------------------===//
// tuple_mul, tuple_div, tuple_mod, tuple.product, tuple.product_each
//===----------------------------------------------------------------------===//

/// CuTe DSL's element-wise products and quotients: operands of one kind and
/// one structure.
static LogicalResult inferCongruent(std::optional<Location> loc, Value lhs,
                                    Value rhs, TupleFn fn,
                                    SmallVectorImpl<Type> &out,
                                    L::dyn::Tracer *tracer) {
  Type aTy = lhs.getType(), bTy = rhs.getType();
  if (failed(checkSameKind(loc, aTy, bTy)))
    return failure();
  // The DSL's types carry what divides a dynamic result; a lowering's
  // tracer names the leaves instead.
  L::dyn::KnownDivisorTracer divisors;
  L::Result<L::IntTuple> r =
      fn(tupleOf(aTy), tupleOf(bTy), tracer ? tracer : &divisors);
  if (!r.ok())
    return emitOptionalError(loc, "expects valid operands, but ", r.error().message,
                             ": ", aTy, " and ", bTy);
  return pushType(out, tupleTypeLike(loc, aTy, *r));
}

#define CUTE_CONGRUENT_TUPLE_OP(OP, FN)                                        \
  LogicalResult OP::inferReturnTypes(MLIRContext *,                            \
                                     std::optional<Location> loc,              \
                                     Adaptor adaptor,                          \
                                     SmallVectorImpl<Type> &out,               \
                                     L::dyn::Tracer *tracer) {                 \
    return inferCongruent(loc, adaptor.getLhs(), adaptor.getRhs(), &FN, out,   \
                          tracer);                                             \
  }                                                                            \
  ParseResult OP::parse(OpAsmParser &parser, OperationState &result) {         \
    return parseInferredBinaryOp<OP>(parser, result);                          \
  }                                                                            \
  void OP::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }
CUTE_CONGRUENT_TUPLE_OP(TupleMulOp, L::tupleMul)
CUTE_CONGRUENT_TUPLE_OP(TupleDivOp, L::tupleDiv)
CUTE_CONGRUENT_TUPLE_OP(TupleModOp, L::tupleMod)
#undef CUTE_CONGRUENT_TUPLE_OP

static LogicalResult inferDslProduct(std::optional<Location> loc, Value input,
                                  L::Result<L::IntTuple> (*fn)(
                                      const L::IntTuple &, L::dyn::Tracer *),
                                  SmallVectorImpl<Type> &out,
                                  L::dyn::Tracer *tracer) {
  L::dyn::KnownDivisorTracer divisors;
  L::Result<L::IntTuple> r =
      fn(tupleOf(input.getType()), tracer ? tracer : &divisors);
  if (!r.ok())
    return emitOptionalError(loc, "cannot compute the product of ",
                             input.getType(), ": ", r.error().message);
  return pushType(out, tupleTypeLike(loc, input.getType(), *r));
}

LogicalResult DslTupleProductOp::inferReturnTypes(MLIRContext *,
                                               std::optional<Location> loc,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &out,
                                               L::dyn::Tracer *tracer) {
  return inferDslProduct(loc, adaptor.getInput(), &L::dyn::product, out,
                         tracer);
}

LogicalResult DslTupleProductEachOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &out, L::dyn::Tracer *tracer) {
  return inferDslProduct(
      loc, adaptor.getInput(),
      [](const L::IntTuple &t, L::dyn::Tracer *tr) {
        return L::productEach(t, tr);
      },
      out, tracer);
}

ParseResult ShapeDivOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseInferredBinaryOp<ShapeDivOp>(parser, result);
}
void ShapeDivOp::print(OpAsmPrinter &p) { printBinaryOp(p, *this); }
