//===- Dynamic.cpp - CuTe IR's arithmetic on static and dynamic leaves ----===//

#include "cute-nvgpu/Layout/Dynamic.h"

#include <algorithm>
#include <climits>
#include <numeric>

namespace cute_nvgpu::layout::dyn {

int widthOf(const IntTuple &leaf) {
  if (leaf.isDynamic())
    return leaf.dynamicBits();
  int64_t v = leaf.value();
  return (v >= INT32_MIN && v <= INT32_MAX) ? 32 : 64;
}

IntTuple dynamicOfWidth(int bits) { return IntTuple::dynamic(bits, 1); }

IntTuple dynamicResult(const IntTuple &a, const IntTuple &b) {
  return dynamicOfWidth(std::max(widthOf(a), widthOf(b)));
}

Tracer::~Tracer() = default;

bool holds(Condition c, int64_t a, int64_t b) {
  switch (c) {
  case Condition::MultipleOf:
    return b != 0 && a % b == 0;
  case Condition::StrideDivisible:
    return b <= 0 || a < b || a % b == 0;
  case Condition::NonZero:
    return a != 0;
  case Condition::NotUnit:
    return a != 1 && a != -1;
  case Condition::Less:
    return a < b;
  case Condition::NotEqual:
    return a != b;
  case Condition::Never:
    return false;
  }
  return false;
}

namespace {
/// What is known to divide a leaf: a static value itself (0 for 0, which
/// every integer divides), a dynamic leaf its annotation.
int64_t knownDivisor(const IntTuple &leaf) {
  if (leaf.isStaticInt())
    return leaf.value() < 0 ? -leaf.value() : leaf.value();
  return leaf.isDynamic() ? leaf.divisibility() : 1;
}
} // namespace

int64_t KnownDivisorTracer::record(LeafOp op, const IntTuple &a,
                                   const IntTuple &b, int) {
  int64_t da = knownDivisor(a), db = knownDivisor(b), d = 1;
  switch (op) {
  case LeafOp::Mul:
    if (__builtin_mul_overflow(da, db, &d))
      d = 1;
    break;
  case LeafOp::Add:
  case LeafOp::Sub:
  case LeafOp::Max:
  case LeafOp::Min:
  case LeafOp::Mod:
    d = std::gcd(da, db);
    break;
  case LeafOp::Div:
    // Exact when the static divisor divides what divides the dividend.
    if (b.isStaticInt() && db != 0 && da != 0 && da % db == 0)
      d = da / db;
    break;
  case LeafOp::ShapeDiv:
  case LeafOp::CeilDiv:
    // The DSL keeps nothing of a divided extent (`(?{div=64},4)` divided by
    // 8 has the rest `?`).
    break;
  case LeafOp::Abs:
    d = da;
    break;
  case LeafOp::Signum:
  case LeafOp::BitAnd:
  case LeafOp::BitXor:
    break;
  }
  return d < 1 ? 1 : d;
}

bool require(Condition c, const IntTuple &a, const IntTuple &b,
             const std::string &what, Tracer *tracer) {
  if (a.isStaticInt() && b.isStaticInt())
    return holds(c, a.value(), b.value());
  if (tracer)
    tracer->require(c, a, b, what);
  return true;
}

namespace {

/// The dynamic result of `op` on `a`, `b`: named by `tracer`, if any.
IntTuple computed(LeafOp op, const IntTuple &a, const IntTuple &b,
                  Tracer *tracer) {
  IntTuple r = dynamicResult(a, b);
  if (!tracer)
    return r;
  return IntTuple::dynamic(r.dynamicBits(),
                           tracer->record(op, a, b, r.dynamicBits()));
}

bool scalar(const IntTuple &t) { return t.isStaticInt() || t.isDynamic(); }
bool isConst(const IntTuple &t, int64_t v) {
  return t.isStaticInt() && t.value() == v;
}
Result<IntTuple> notScalar(const char *op) {
  return Result<IntTuple>::fail(std::string(op) +
                                " needs integer leaves (static or dynamic)");
}
Result<IntTuple> overflow() {
  return Result<IntTuple>::fail(
      "integer overflow (result does not fit in int64)");
}
Result<IntTuple> byZero(const char *op) {
  return Result<IntTuple>::fail(std::string(op) + " by zero");
}
} // namespace

Result<IntTuple> mul(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("multiplication");
  if (a.isStaticInt() && b.isStaticInt()) {
    int64_t r;
    if (__builtin_mul_overflow(a.value(), b.value(), &r))
      return overflow();
    return IntTuple::integer(r);
  }
  if (isConst(a, 0) || isConst(b, 0))
    return IntTuple::integer(0);
  if (isConst(a, 1))
    return b;
  if (isConst(b, 1))
    return a;
  return computed(LeafOp::Mul, a, b, tracer);
}

Result<IntTuple> add(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("addition");
  if (a.isStaticInt() && b.isStaticInt()) {
    int64_t r;
    if (__builtin_add_overflow(a.value(), b.value(), &r))
      return overflow();
    return IntTuple::integer(r);
  }
  if (isConst(a, 0))
    return b;
  if (isConst(b, 0))
    return a;
  return computed(LeafOp::Add, a, b, tracer);
}

Result<IntTuple> sub(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("subtraction");
  if (a.isStaticInt() && b.isStaticInt()) {
    int64_t r;
    if (__builtin_sub_overflow(a.value(), b.value(), &r))
      return overflow();
    return IntTuple::integer(r);
  }
  if (isConst(b, 0))
    return a;
  return computed(LeafOp::Sub, a, b, tracer);
}

Result<IntTuple> max(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("max");
  if (a.isStaticInt() && b.isStaticInt())
    return IntTuple::integer(std::max(a.value(), b.value()));
  return computed(LeafOp::Max, a, b, tracer);
}

Result<IntTuple> min(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("min");
  if (a.isStaticInt() && b.isStaticInt())
    return IntTuple::integer(std::min(a.value(), b.value()));
  return computed(LeafOp::Min, a, b, tracer);
}

Result<IntTuple> shapeDiv(const IntTuple &a, const IntTuple &b,
                          Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("shape_div");
  if (a.isStaticInt() && b.isStaticInt()) {
    Result<int64_t> r = layout::shapeDiv(a.value(), b.value());
    if (!r.ok())
      return r.error();
    return IntTuple::integer(*r);
  }
  if (isConst(b, 0))
    return byZero("shape_div");
  if (isConst(b, 1))
    return a;
  return computed(LeafOp::ShapeDiv, a, b, tracer);
}

Result<IntTuple> ceilDiv(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("ceil_div");
  if (isConst(b, 0))
    return byZero("ceil_div");
  if (a.isStaticInt() && b.isStaticInt()) {
    int64_t x = a.value(), y = b.value();
    // Round toward +inf for positive divisors, as CuTe's (a + b - 1) / b
    // does for the non-negative extents it is used on.
    int64_t q = x / y, r = x % y;
    if (r != 0 && ((r > 0) == (y > 0)))
      ++q;
    return IntTuple::integer(q);
  }
  if (isConst(a, 0))
    return IntTuple::integer(0);
  if (isConst(b, 1))
    return a;
  return computed(LeafOp::CeilDiv, a, b, tracer);
}

Result<IntTuple> div(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("division");
  if (isConst(b, 0))
    return byZero("division");
  if (a.isStaticInt() && b.isStaticInt()) {
    if (a.value() == INT64_MIN && b.value() == -1)
      return overflow();
    return IntTuple::integer(a.value() / b.value());
  }
  if (isConst(a, 0))
    return IntTuple::integer(0);
  if (isConst(b, 1))
    return a;
  return computed(LeafOp::Div, a, b, tracer);
}

Result<IntTuple> mod(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("modulo");
  if (isConst(b, 0))
    return byZero("modulo");
  if (a.isStaticInt() && b.isStaticInt()) {
    if (b.value() == -1)
      return IntTuple::integer(0);
    return IntTuple::integer(a.value() % b.value());
  }
  if (isConst(a, 0) || isConst(b, 1))
    return IntTuple::integer(0);
  return computed(LeafOp::Mod, a, b, tracer);
}

Result<IntTuple> bitAnd(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("bitwise and");
  if (a.isStaticInt() && b.isStaticInt())
    return IntTuple::integer(a.value() & b.value());
  if (isConst(a, 0) || isConst(b, 0))
    return IntTuple::integer(0);
  return computed(LeafOp::BitAnd, a, b, tracer);
}

Result<IntTuple> bitXor(const IntTuple &a, const IntTuple &b, Tracer *tracer) {
  if (!scalar(a) || !scalar(b))
    return notScalar("bitwise xor");
  if (a.isStaticInt() && b.isStaticInt())
    return IntTuple::integer(a.value() ^ b.value());
  if (isConst(b, 0))
    return a;
  if (isConst(a, 0))
    return b;
  return computed(LeafOp::BitXor, a, b, tracer);
}

Result<IntTuple> abs(const IntTuple &a, Tracer *tracer) {
  if (!scalar(a))
    return notScalar("abs");
  if (a.isStaticInt()) {
    if (a.value() == INT64_MIN)
      return overflow();
    return IntTuple::integer(a.value() < 0 ? -a.value() : a.value());
  }
  return computed(LeafOp::Abs, a, IntTuple::integer(0), tracer);
}

Result<IntTuple> signum(const IntTuple &a, Tracer *tracer) {
  if (!scalar(a))
    return notScalar("signum");
  if (a.isStaticInt())
    return IntTuple::integer(a.value() < 0 ? -1 : (a.value() > 0 ? 1 : 0));
  return computed(LeafOp::Signum, a, IntTuple::integer(0), tracer);
}

Result<IntTuple> product(const IntTuple &t, Tracer *tracer) {
  if (!t.isTuple())
    return mul(IntTuple::integer(1), t, tracer);
  IntTuple acc = IntTuple::integer(1);
  for (const IntTuple &e : t.elems()) {
    Result<IntTuple> p = product(e, tracer);
    if (!p.ok())
      return p;
    Result<IntTuple> m = mul(acc, *p, tracer);
    if (!m.ok())
      return m;
    acc = *m;
  }
  return acc;
}

bool hasDynamic(const IntTuple &t) {
  if (t.isDynamic())
    return true;
  if (!t.isTuple())
    return false;
  for (const IntTuple &e : t.elems())
    if (hasDynamic(e))
      return true;
  return false;
}

} // namespace cute_nvgpu::layout::dyn
