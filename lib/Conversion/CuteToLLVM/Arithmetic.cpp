//===- Arithmetic.cpp - the ops the traced lowering cannot express --------===//
//
// Every cute op whose result leaves the layout algebra computes (size,
// cosize, tuple products and arithmetic, shape_div, ceil_div, crd2idx,
// idx2crd, the layout algebra ops) is lowered by Traced.cpp from its own
// type inference, so the run-time code is the static algebra by
// construction. What stays here has no such form: layout_eval through a
// swizzle (an XOR of run-time bits), increment_coord (a carry chain, control
// the algebra does not trace) and the comparisons, whose i1 result is no
// cute value. Results are packed into the op's result type; a case whose
// computed structure differs from that type is left unlowered.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

namespace {
using Results = FailureOr<SmallVector<Value>>;

/// Operand `i` as a run-time tuple (int tuple kinds) or layout.
std::optional<RTuple> tupleOperand(Operation *op, unsigned i,
                                   ArrayRef<SmallVector<Value>> leaves) {
  FailureOr<L::CuteIRValue> v = valueOf(op->getOperand(i).getType());
  if (failed(v) || v->kind() != L::CuteIRValue::Kind::IntTuple)
    return std::nullopt;
  ArrayRef<Value> l = leaves[i];
  return runtimeTuple(v->intTuple(), l);
}

/// A layout operand; a composed layout gives its B layout, offset and swizzle.
struct RAnyLayout {
  RLayout layout;
  std::optional<L::Swizzle> swizzle;
  RTuple offset;
};
std::optional<RAnyLayout> layoutOperand(Operation *op, unsigned i,
                                        ArrayRef<SmallVector<Value>> leaves) {
  FailureOr<L::CuteIRValue> v = valueOf(op->getOperand(i).getType());
  if (failed(v))
    return std::nullopt;
  ArrayRef<Value> l = leaves[i];
  RAnyLayout r;
  if (v->kind() == L::CuteIRValue::Kind::Layout) {
    r.layout = runtimeLayout(v->layout(), l);
    return r;
  }
  if (v->kind() == L::CuteIRValue::Kind::Composed &&
      v->composed().ptrBits == 0 && !v->composed().hasOuterLayout()) {
    r.offset = runtimeTuple(v->composed().offset, l);
    r.layout = runtimeLayout(v->composed().layout, l);
    r.swizzle = v->composed().swizzle;
    return r;
  }
  return std::nullopt;
}

RInt product(RIntBuilder &rb, const RTuple &t) {
  if (t.isLeaf())
    return t.isInteger() ? t.leaf : RInt::of(1);
  RInt p = RInt::of(1);
  for (const RTuple &e : t.elems)
    p = rb.mul(p, product(rb, e));
  return p;
}

bool isInt(const RTuple &t) { return t.isInteger(); }

/// CuTe crd2idx(coord, shape, stride).
std::optional<RInt> crd2idx(RIntBuilder &rb, const RTuple &c, const RTuple &s,
                            const RTuple &d) {
  if (c.tuple) {
    if (!s.tuple || s.elems.size() != c.elems.size() ||
        d.rank() != s.rank())
      return std::nullopt;
    RInt sum = RInt::of(0);
    for (size_t i = 0; i < c.elems.size(); ++i) {
      std::optional<RInt> r = crd2idx(rb, c.elems[i], s.elems[i], d.mode(i));
      if (!r)
        return std::nullopt;
      sum = rb.add(sum, *r);
    }
    return sum;
  }
  if (!isInt(c))
    return std::nullopt;
  if (!s.tuple) {
    if (!isInt(d))
      return std::nullopt;
    return rb.mul(c.leaf, d.leaf);
  }
  // An integer coordinate on a tuple shape: split it colexicographically.
  RInt rest = c.leaf, sum = RInt::of(0);
  for (size_t i = 0; i < s.elems.size(); ++i) {
    RInt ci = rest;
    if (i + 1 < s.elems.size()) {
      RInt si = product(rb, s.elems[i]);
      ci = rb.rem(rest, si);
      rest = rb.div(rest, si);
    }
    std::optional<RInt> r =
        crd2idx(rb, RTuple::ofInt(ci), s.elems[i], d.mode(i));
    if (!r)
      return std::nullopt;
    sum = rb.add(sum, *r);
  }
  return sum;
}

/// The compact column-major stride of `s` (CuTe's default stride).
RTuple colMajor(RIntBuilder &rb, const RTuple &s, RInt &current) {
  if (!s.tuple) {
    RTuple d = RTuple::ofInt(current);
    current = rb.mul(current, s.isInteger() ? s.leaf : RInt::of(1));
    return d;
  }
  std::vector<RTuple> elems;
  for (const RTuple &e : s.elems)
    elems.push_back(colMajor(rb, e, current));
  return RTuple::ofTuple(std::move(elems));
}

/// CuTe idx2crd(idx, shape): the colexicographic split crd2idx undoes;
/// every mode but the last takes idx modulo its size, the last mode takes
/// what remains (an index beyond the size stays in the last mode, as CuTe's
/// crd2idx(idx, shape, basis) computes it).
std::optional<RTuple> idx2crd(RIntBuilder &rb, RInt idx, const RTuple &s) {
  if (!s.tuple) {
    if (!isInt(s))
      return std::nullopt;
    return RTuple::ofInt(idx);
  }
  std::vector<RTuple> elems;
  RInt rest = idx;
  for (size_t i = 0; i < s.elems.size(); ++i) {
    RInt ci = rest;
    if (i + 1 < s.elems.size()) {
      RInt si = product(rb, s.elems[i]);
      ci = rb.rem(rest, si);
      rest = rb.div(rest, si);
    }
    std::optional<RTuple> e = idx2crd(rb, ci, s.elems[i]);
    if (!e)
      return std::nullopt;
    elems.push_back(*e);
  }
  return RTuple::ofTuple(std::move(elems));
}

RInt applySwizzle(RIntBuilder &rb, const L::Swizzle &sw, RInt x) {
  if (sw.B == 0)
    return x;
  if (x.isStatic())
    return RInt::of(sw.apply(x.constant));
  OpBuilder &b = rb.builder();
  Location loc = rb.location();
  Value v = rb.materialize(x, 32);
  Type t = v.getType();
  auto cst = [&](int64_t c) {
    return arith::ConstantOp::create(b, loc, b.getIntegerAttr(t, c));
  };
  int64_t yyy = ((int64_t(1) << sw.B) - 1) << (sw.M + std::max(0, sw.S));
  Value masked = arith::AndIOp::create(b, loc, v, cst(yyy));
  Value shifted =
      sw.S >= 0 ? Value(arith::ShRUIOp::create(b, loc, masked, cst(sw.S)))
                : Value(arith::ShLIOp::create(b, loc, masked, cst(-sw.S)));
  return RInt::of(arith::XOrIOp::create(b, loc, v, shifted));
}

void flattenLeaves(const RTuple &t, std::vector<const RTuple *> &out) {
  if (t.isLeaf()) {
    out.push_back(&t);
    return;
  }
  for (const RTuple &e : t.elems)
    flattenLeaves(e, out);
}

/// Rebuild `like`'s structure from leaves given in order.
RTuple rebuild(const RTuple &like, ArrayRef<RInt> &leaves) {
  if (like.isLeaf()) {
    if (!like.isInteger())
      return like;
    RTuple r = RTuple::ofInt(leaves.front());
    leaves = leaves.drop_front();
    return r;
  }
  std::vector<RTuple> elems;
  for (const RTuple &e : like.elems)
    elems.push_back(rebuild(e, leaves));
  return RTuple::ofTuple(std::move(elems));
}

/// Element-wise `fn` over congruent tuples (a scalar `b` broadcasts).
std::optional<RTuple> zipWith(const RTuple &a, const RTuple &b,
                              function_ref<RInt(RInt, RInt)> fn) {
  if (a.tuple) {
    std::vector<RTuple> elems;
    for (size_t i = 0; i < a.elems.size(); ++i) {
      if (b.tuple && i >= b.elems.size()) {
        elems.push_back(a.elems[i]);
        continue;
      }
      std::optional<RTuple> e = zipWith(a.elems[i], b.tuple ? b.elems[i] : b, fn);
      if (!e)
        return std::nullopt;
      elems.push_back(*e);
    }
    return RTuple::ofTuple(std::move(elems));
  }
  if (b.tuple || !isInt(a) || !isInt(b))
    return std::nullopt;
  return RTuple::ofInt(fn(a.leaf, b.leaf));
}

Results one(FailureOr<Value> v) {
  if (failed(v))
    return failure();
  return SmallVector<Value>{*v};
}

Results packResult(Operation *op, OpBuilder &b, const RTuple &t) {
  return one(packTuple(b, op->getLoc(), op->getResult(0).getType(), t));
}

Results packI1(Operation *op, RIntBuilder &rb, RInt v) {
  OpBuilder &b = rb.builder();
  if (v.isStatic())
    return SmallVector<Value>{arith::ConstantOp::create(
        b, op->getLoc(), b.getBoolAttr(v.constant != 0))};
  return SmallVector<Value>{v.value};
}

//===----------------------------------------------------------------------===//
// The ops
//===----------------------------------------------------------------------===//

Results lowerLayoutEval(Operation *op, ArrayRef<SmallVector<Value>> leaves,
                        RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  std::optional<RTuple> c = tupleOperand(op, 0, leaves);
  std::optional<RAnyLayout> l = layoutOperand(op, 1, leaves);
  if (!c || !l)
    return failure();
  std::optional<RInt> idx =
      crd2idx(rb, *c, l->layout.shape, l->layout.stride);
  if (!idx)
    return failure();
  RInt r = *idx;
  if (l->swizzle) {
    if (!isInt(l->offset))
      return failure();
    r = applySwizzle(rb, *l->swizzle, rb.add(l->offset.leaf, r));
  }
  return packResult(op, b, RTuple::ofInt(r));
}

Results lowerIncrementCoord(Operation *op, ArrayRef<SmallVector<Value>> leaves,
                            RIntBuilder &rb) {
  OpBuilder &b = rb.builder();
  std::optional<RTuple> c = tupleOperand(op, 0, leaves);
  std::optional<RTuple> s = tupleOperand(op, 1, leaves);
  if (!c || !s)
    return failure();
  std::vector<const RTuple *> cl, sl;
  flattenLeaves(*c, cl);
  flattenLeaves(*s, sl);
  if (cl.size() != sl.size() || cl.empty())
    return failure();
  // Colexicographic increment: the first mode counts, each full mode wraps
  // to 0 and carries; the last mode does not wrap.
  SmallVector<RInt> out;
  RInt carry = RInt::of(1);
  for (size_t i = 0; i < cl.size(); ++i) {
    if (!isInt(*cl[i]) || !isInt(*sl[i]))
      return failure();
    RInt n = rb.add(cl[i]->leaf, carry);
    if (i + 1 == cl.size()) {
      out.push_back(n);
      break;
    }
    RInt wrap = rb.eq(n, sl[i]->leaf);
    out.push_back(rb.select(wrap, RInt::of(0), n));
    if (wrap.isStatic())
      carry = RInt::of(wrap.constant);
    else
      carry = RInt::of(arith::ExtUIOp::create(
          b, op->getLoc(), b.getI32Type(), wrap.value));
  }
  ArrayRef<RInt> flat = out;
  return packResult(op, b, rebuild(*c, flat));
}

RInt shapeDivInt(RIntBuilder &rb, RInt a, RInt b) { return rb.shapeDiv(a, b); }

std::optional<RTuple> shapeDiv(RIntBuilder &rb, const RTuple &a,
                               const RTuple &b) {
  if (a.tuple && b.tuple)
    return zipWith(a, b, [&](RInt x, RInt y) { return shapeDivInt(rb, x, y); });
  if (a.tuple) {
    // Divide the modes in turn, the divisor shrinking by each mode's size.
    RInt d = b.leaf;
    std::vector<RTuple> elems;
    for (const RTuple &e : a.elems) {
      std::optional<RTuple> q = shapeDiv(rb, e, RTuple::ofInt(d));
      if (!q)
        return std::nullopt;
      elems.push_back(*q);
      d = shapeDivInt(rb, d, product(rb, e));
    }
    return RTuple::ofTuple(std::move(elems));
  }
  if (b.tuple || !isInt(a) || !isInt(b))
    return std::nullopt;
  return RTuple::ofInt(shapeDivInt(rb, a.leaf, product(rb, b)));
}

/// CuTe ceil_div: tuple/tuple mode by mode (missing divisor modes are 1),
/// tuple/integer in turn (each mode divides by what the earlier modes left:
/// r_i = ceil(a_i / d), then d = ceil(d / size(a_i))), integer/tuple by the
/// tuple's size.
std::optional<RTuple> ceilDiv(RIntBuilder &rb, const RTuple &a,
                              const RTuple &b) {
  if (a.tuple && b.tuple)
    return zipWith(a, b, [&](RInt x, RInt y) { return rb.ceilDiv(x, y); });
  if (a.tuple) {
    if (!isInt(b))
      return std::nullopt;
    RInt d = b.leaf;
    std::vector<RTuple> elems;
    for (const RTuple &e : a.elems) {
      std::optional<RTuple> q = ceilDiv(rb, e, RTuple::ofInt(d));
      if (!q)
        return std::nullopt;
      elems.push_back(*q);
      d = rb.ceilDiv(d, product(rb, e));
    }
    return RTuple::ofTuple(std::move(elems));
  }
  if (!isInt(a))
    return std::nullopt;
  if (b.tuple)
    return RTuple::ofInt(rb.ceilDiv(a.leaf, product(rb, b)));
  if (!isInt(b))
    return std::nullopt;
  return RTuple::ofInt(rb.ceilDiv(a.leaf, b.leaf));
}

/// Same nesting of tuples (leaves of any kind).
bool sameStructure(const RTuple &a, const RTuple &b) {
  if (a.tuple != b.tuple)
    return false;
  if (!a.tuple)
    return true;
  if (a.elems.size() != b.elems.size())
    return false;
  for (size_t i = 0; i < a.elems.size(); ++i)
    if (!sameStructure(a.elems[i], b.elems[i]))
      return false;
  return true;
}

Results lowerCompare(Operation *op, ArrayRef<SmallVector<Value>> leaves,
                     RIntBuilder &rb, bool less) {
  std::optional<RTuple> x = tupleOperand(op, 0, leaves);
  std::optional<RTuple> y = tupleOperand(op, 1, leaves);
  if (!less && (!x || !y)) {
    // Layouts are equal when their shapes and strides are.
    auto asTuple = [&](unsigned i) -> std::optional<RTuple> {
      std::optional<RAnyLayout> l = layoutOperand(op, i, leaves);
      if (!l || l->swizzle)
        return std::nullopt;
      return RTuple::ofTuple({l->layout.shape, l->layout.stride});
    };
    x = asTuple(0);
    y = asTuple(1);
  }
  if (!x || !y)
    return failure();
  if (!less && !sameStructure(*x, *y))
    return packI1(op, rb, RInt::of(0));
  std::vector<const RTuple *> xl, yl;
  flattenLeaves(*x, xl);
  flattenLeaves(*y, yl);
  if (xl.size() != yl.size())
    return less ? Results(failure()) : packI1(op, rb, RInt::of(0));
  RInt all = RInt::of(1);
  for (size_t i = 0; i < xl.size(); ++i) {
    if (!isInt(*xl[i]) || !isInt(*yl[i])) {
      if (less || !(xl[i]->leafType == yl[i]->leafType))
        return failure();
      continue;
    }
    RInt c = less ? rb.lt(xl[i]->leaf, yl[i]->leaf)
                  : rb.eq(xl[i]->leaf, yl[i]->leaf);
    all = rb.andI1(all, c);
  }
  return packI1(op, rb, all);
}
} // namespace

void cute_lowering::populateArithmeticLowerings(const TypeConverter &converter,
                                                RewritePatternSet &patterns,
                                                const LoweringOptions &options) {
  auto add = [&](StringRef name, LowerFn fn) {
    addNamedLowering(converter, patterns, options, name, std::move(fn));
  };
  add("cute.layout_eval", lowerLayoutEval);
  add("cute.increment_coord", lowerIncrementCoord);
  add("cute.elem_less", [](Operation *op, ArrayRef<SmallVector<Value>> l,
                           RIntBuilder &rb) { return lowerCompare(op, l, rb, true); });
  add("cute.equal", [](Operation *op, ArrayRef<SmallVector<Value>> l,
                       RIntBuilder &rb) { return lowerCompare(op, l, rb, false); });
}
