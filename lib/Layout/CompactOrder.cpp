//===- CompactOrder.cpp - CuTe IR's compact_order on dynamic leaves -------===//
//
// CuTe IR's compact_order(shape, order): the stride of a leaf (or subtree)
// of `shape` paired with the order leaf o starts at the product of every
// shape mode whose order leaf is smaller than o, then runs column-major
// through that mode; a static extent 1 gets stride 0. The order needs only
// be weakly congruent to the shape (an order leaf covers a whole subtree).
// Dynamic order leaves rank after every static one, left to right, which is
// how make_layout_like orders dynamic strides.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <cstdint>
#include <limits>

namespace cute_nvgpu::layout {

namespace {

bool intOrDynamicOnly(const IntTuple &t) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      if (!intOrDynamicOnly(e))
        return false;
    return true;
  }
  return t.isStaticInt() || t.isDynamic();
}

void maxStatic(const IntTuple &t, int64_t &m) {
  if (t.isStaticInt())
    m = std::max(m, t.value());
  for (const IntTuple &e : t.elems())
    maxStatic(e, m);
}

IntTuple rankDynamics(const IntTuple &t, int64_t &next) {
  if (t.isDynamic())
    return IntTuple::integer(++next);
  if (!t.isTuple())
    return t;
  std::vector<IntTuple> e;
  for (const IntTuple &x : t.elems())
    e.push_back(rankDynamics(x, next));
  return IntTuple::tuple(std::move(e));
}

/// The product of the shape modes whose order leaf is below `current`,
/// times `acc`.
Result<IntTuple> productBelow(int64_t current, const IntTuple &shape,
                              const IntTuple &order, IntTuple acc,
                              dyn::Tracer *tracer) {
  if (!order.isTuple()) {
    if (order.value() >= current)
      return acc;
    Result<IntTuple> p = dyn::product(shape, tracer);
    if (!p.ok())
      return p;
    return dyn::mul(acc, *p, tracer);
  }
  for (size_t i = 0; i < order.elems().size(); ++i) {
    Result<IntTuple> r = productBelow(current, shape[i], order[i], acc, tracer);
    if (!r.ok())
      return r;
    acc = *r;
  }
  return acc;
}

Result<IntTuple> compactColMajor(const IntTuple &shape, IntTuple &current,
                                 dyn::Tracer *tracer) {
  if (shape.isStaticInt() && shape.value() == 1)
    return IntTuple::integer(0);
  if (!shape.isTuple())
    return current;
  std::vector<IntTuple> e;
  for (const IntTuple &s : shape.elems()) {
    // The sub-tuple starts here; `current` then steps over all of it.
    IntTuple start = current;
    Result<IntTuple> r = compactColMajor(s, start, tracer);
    if (!r.ok())
      return r;
    e.push_back(*r);
    Result<IntTuple> p = dyn::product(s, tracer);
    if (!p.ok())
      return p;
    Result<IntTuple> n = dyn::mul(current, *p, tracer);
    if (!n.ok())
      return n;
    current = *n;
  }
  return IntTuple::tuple(std::move(e));
}

Result<IntTuple> compactOrderRec(const IntTuple &shape, const IntTuple &order,
                                 const IntTuple &origShape,
                                 const IntTuple &origOrder,
                                 dyn::Tracer *tracer) {
  if (!order.isTuple()) {
    Result<IntTuple> start = productBelow(order.value(), origShape, origOrder,
                                          IntTuple::integer(1), tracer);
    if (!start.ok())
      return start;
    IntTuple current = *start;
    return compactColMajor(shape, current, tracer);
  }
  std::vector<IntTuple> e;
  for (size_t i = 0; i < order.elems().size(); ++i) {
    Result<IntTuple> r =
        compactOrderRec(shape[i], order[i], origShape, origOrder, tracer);
    if (!r.ok())
      return r;
    e.push_back(*r);
  }
  return IntTuple::tuple(std::move(e));
}

/// filter_zeros(stride, shape): extent 1 where the stride is a static 0.
IntTuple filterZeros(const IntTuple &stride, const IntTuple &shape) {
  if (!stride.isTuple())
    return stride.isStaticInt() && stride.value() == 0 ? IntTuple::integer(1)
                                                       : shape;
  std::vector<IntTuple> e;
  for (size_t i = 0; i < stride.elems().size(); ++i)
    e.push_back(filterZeros(stride[i], shape[i]));
  return IntTuple::tuple(std::move(e));
}

} // namespace

Result<IntTuple> compactColMajorStride(const IntTuple &shape,
                                       dyn::Tracer *tracer) {
  if (!intOrDynamicOnly(shape))
    return Result<IntTuple>::fail(
        "compact strides: the shape must have integer or dynamic leaves");
  IntTuple current = IntTuple::integer(1);
  return compactColMajor(shape, current, tracer);
}

Result<IntTuple> compactOrder(const IntTuple &shape, const IntTuple &order,
                              dyn::Tracer *tracer) {
  if (!weaklyCongruent(order, shape))
    return Result<IntTuple>::fail("compact_order: order " + toString(order) +
                                  " is not weakly congruent to shape " +
                                  toString(shape));
  if (!intOrDynamicOnly(shape) || !intOrDynamicOnly(order))
    return Result<IntTuple>::fail(
        "compact_order: shape and order must be integers or dynamic");
  int64_t next = std::numeric_limits<int64_t>::min();
  maxStatic(order, next);
  IntTuple ranked = rankDynamics(order, next);
  return compactOrderRec(shape, ranked, shape, ranked, tracer);
}

/// The dynamic leaves of `t` in pre-order.
static void dynamicLeaves(const IntTuple &t, std::vector<IntTuple> &out) {
  if (t.isDynamic())
    out.push_back(t);
  for (const IntTuple &e : t.elems())
    dynamicLeaves(e, out);
}

Result<Layout> makeLayoutLike(const Layout &l, dyn::Tracer *tracer) {
  if (!congruent(l.shape, l.stride))
    return Result<Layout>::fail("make_layout_like: shape and stride are not "
                                "congruent");
  // The order is decided at compile time: a dynamic stride is taken to be
  // non-zero and to rank after every static stride and after the dynamic
  // strides left of it. Reported to the tracer, so a lowering can check it.
  std::vector<IntTuple> dyns;
  dynamicLeaves(l.stride, dyns);
  int64_t maxStaticStride = std::numeric_limits<int64_t>::min();
  maxStatic(l.stride, maxStaticStride);
  for (size_t i = 0; i < dyns.size(); ++i) {
    dyn::require(dyn::Condition::NonZero, dyns[i], IntTuple::integer(0),
                 "make_layout_like: stride %v is 0 at run time (the order "
                 "was decided for a non-zero dynamic stride)",
                 tracer);
    if (i > 0)
      dyn::require(dyn::Condition::Less, dyns[i - 1], dyns[i],
                   "make_layout_like: dynamic strides %v and %v are not "
                   "increasing left to right (the order was decided for "
                   "strides that are)",
                   tracer);
    else if (maxStaticStride != std::numeric_limits<int64_t>::min())
      dyn::require(dyn::Condition::Less, IntTuple::integer(maxStaticStride),
                   dyns[i],
                   "make_layout_like: the largest static stride %v is not "
                   "below the dynamic stride %v (the order was decided for "
                   "dynamic strides above every static one)",
                   tracer);
  }
  Result<IntTuple> stride =
      compactOrder(filterZeros(l.stride, l.shape), l.stride, tracer);
  if (!stride.ok())
    return stride.error();
  return Layout{l.shape, *stride};
}

Result<Layout> makeOrderedLayoutDynamic(const IntTuple &shape,
                                        const IntTuple &order,
                                        dyn::Tracer *tracer) {
  Result<IntTuple> stride = compactOrder(shape, order, tracer);
  if (!stride.ok())
    return stride.error();
  return Layout{shape, *stride};
}

} // namespace cute_nvgpu::layout
