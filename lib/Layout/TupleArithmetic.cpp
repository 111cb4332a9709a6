//===- TupleArithmetic.cpp - element-wise arithmetic on int tuples --------===//
//
// CuTe's arithmetic-tuple operations (tuple +, -, shape_div, ceil_div) on
// tuples whose leaves may be dynamic; each leaf goes through Dynamic.h so the
// width rule and the folded identities are the same everywhere.
//
//===----------------------------------------------------------------------===//
#include "LayoutDetail.h"

namespace cute_nvgpu::layout {

using detail::isConst;

namespace {
using LeafFn = Result<IntTuple> (*)(const IntTuple &, const IntTuple &,
                                    dyn::Tracer *);

/// Element-wise `fn`, the longer tuple's extra modes passing through as they
/// are; a tuple combined with a static 0 is the tuple and `()` with a leaf N
/// is N (CuTe's arithmetic-tuple rules).
Result<IntTuple> elementwise(const IntTuple &a, const IntTuple &b, LeafFn fn,
                             dyn::Tracer *tracer) {
  if (a.isLeaf() && b.isLeaf())
    return fn(a, b, tracer);
  if (a.isTuple() && b.isTuple()) {
    std::vector<IntTuple> out;
    size_t n = std::max(a.elems().size(), b.elems().size());
    for (size_t i = 0; i < n; ++i) {
      if (i >= a.elems().size()) {
        out.push_back(b[i]);
        continue;
      }
      if (i >= b.elems().size()) {
        out.push_back(a[i]);
        continue;
      }
      Result<IntTuple> r = elementwise(a[i], b[i], fn, tracer);
      if (!r.ok())
        return r;
      out.push_back(*r);
    }
    return IntTuple::tuple(std::move(out));
  }
  const IntTuple &tup = a.isTuple() ? a : b;
  const IntTuple &leaf = a.isTuple() ? b : a;
  if (tup.elems().empty())
    return leaf;
  if (isConst(leaf, 0))
    return tup;
  return Result<IntTuple>::fail("a tuple and a non-zero scalar do not combine");
}

/// `fn` leaf by leaf on two tuples of one structure.
Result<IntTuple> congruentElementwise(const IntTuple &a, const IntTuple &b,
                                      LeafFn fn, dyn::Tracer *tracer) {
  if (a.isLeaf() && b.isLeaf())
    return fn(a, b, tracer);
  if (a.isLeaf() != b.isLeaf() || a.elems().size() != b.elems().size())
    return Result<IntTuple>::fail("operands of different structure");
  std::vector<IntTuple> out;
  for (size_t i = 0; i < a.elems().size(); ++i) {
    Result<IntTuple> r = congruentElementwise(a[i], b[i], fn, tracer);
    if (!r.ok())
      return r;
    out.push_back(*r);
  }
  return IntTuple::tuple(std::move(out));
}
} // namespace

Result<IntTuple> tupleAdd(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer) {
  return elementwise(a, b, &dyn::add, tracer);
}

Result<IntTuple> tupleSub(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer) {
  return elementwise(a, b, &dyn::sub, tracer);
}

Result<IntTuple> tupleMul(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer) {
  return congruentElementwise(a, b, &dyn::mul, tracer);
}

Result<IntTuple> tupleDiv(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer) {
  return congruentElementwise(a, b, &dyn::div, tracer);
}

Result<IntTuple> tupleMod(const IntTuple &a, const IntTuple &b,
                          dyn::Tracer *tracer) {
  return congruentElementwise(a, b, &dyn::mod, tracer);
}

Result<IntTuple> tupleShapeDiv(const IntTuple &a, const IntTuple &b,
                               dyn::Tracer *tracer) {
  if (isConst(b, 0))
    return Result<IntTuple>::fail("divisor is zero");
  if (a.isTuple()) {
    std::vector<IntTuple> out;
    if (b.isTuple()) {
      if (a.elems().size() != b.elems().size())
        return Result<IntTuple>::fail("shape_div of tuples of different ranks");
      for (size_t i = 0; i < a.elems().size(); ++i) {
        Result<IntTuple> r = tupleShapeDiv(a[i], b[i], tracer);
        if (!r.ok())
          return r;
        out.push_back(*r);
      }
      return IntTuple::tuple(std::move(out));
    }
    // The divisor is consumed mode by mode.
    IntTuple rest = b;
    for (const IntTuple &e : a.elems()) {
      Result<IntTuple> r = tupleShapeDiv(e, rest, tracer);
      if (!r.ok())
        return r;
      out.push_back(*r);
      Result<IntTuple> p = dyn::product(e, tracer);
      if (!p.ok())
        return p;
      Result<IntTuple> next = tupleShapeDiv(rest, *p, tracer);
      if (!next.ok())
        return next;
      rest = *next;
    }
    return IntTuple::tuple(std::move(out));
  }
  if (b.isTuple()) {
    Result<IntTuple> p = dyn::product(b, tracer);
    if (!p.ok())
      return p;
    return tupleShapeDiv(a, *p, tracer);
  }
  return dyn::shapeDiv(a, b, tracer);
}

Result<IntTuple> tupleCeilDiv(const IntTuple &a, const IntTuple &b,
                              dyn::Tracer *tracer) {
  if (a.isTuple()) {
    if (b.isTuple()) {
      if (a.elems().size() < b.elems().size())
        return Result<IntTuple>::fail("ceil_div by a tiler of higher rank");
      std::vector<IntTuple> out = a.elems();
      for (size_t i = 0; i < b.elems().size(); ++i) {
        Result<IntTuple> r = tupleCeilDiv(a[i], b[i], tracer);
        if (!r.ok())
          return r;
        out[i] = *r;
      }
      return IntTuple::tuple(std::move(out));
    }
    // The tiler is consumed mode by mode.
    std::vector<IntTuple> out;
    IntTuple rest = b;
    for (const IntTuple &e : a.elems()) {
      Result<IntTuple> r = tupleCeilDiv(e, rest, tracer);
      if (!r.ok())
        return r;
      out.push_back(*r);
      Result<IntTuple> next = tupleCeilDiv(rest, e, tracer);
      if (!next.ok())
        return next;
      rest = *next;
    }
    return IntTuple::tuple(std::move(out));
  }
  if (b.isTuple()) {
    Result<IntTuple> p = dyn::product(b, tracer);
    if (!p.ok())
      return p;
    return tupleCeilDiv(a, *p, tracer);
  }
  return dyn::ceilDiv(a, b, tracer);
}

} // namespace cute_nvgpu::layout
