//===- Arithmetic.cpp - the ops the traced lowering cannot express --------===//
//
// Every cute op whose result leaves the layout algebra computes (size,
// cosize, tuple products and arithmetic, shape_div, ceil_div, crd2idx,
// idx2crd, the layout algebra ops) is lowered by Traced.cpp from its own
// type inference, so the run-time code is the static algebra by
// construction (layout_eval through a swizzle included: its AND, shift and
// XOR are traced leaf operations). What stays here has no such form:
// increment_coord (a carry chain, control the algebra does not trace) and
// the comparisons, whose i1 result is no cute value. Results are packed into the op's result type; a case whose
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

bool isInt(const RTuple &t) { return t.isInteger(); }

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

} // namespace

FailureOr<RInt> cute_lowering::compareOperands(
    Operation *op, ArrayRef<SmallVector<Value>> leaves, RIntBuilder &rb) {
  bool less = op->getName().getStringRef() == "cute.elem_less";
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
    return RInt::of(0);
  std::vector<const RTuple *> xl, yl;
  flattenLeaves(*x, xl);
  flattenLeaves(*y, yl);
  if (xl.size() != yl.size())
    return less ? FailureOr<RInt>(failure()) : FailureOr<RInt>(RInt::of(0));
  RInt all = RInt::of(1);
  for (size_t i = 0; i < xl.size(); ++i) {
    if (!isInt(*xl[i]) || !isInt(*yl[i])) {
      if (less)
        return failure();
      const L::IntTuple &a = xl[i]->leafType, &b = yl[i]->leafType;
      if (a == b)
        continue;
      // Two different static leaves (scaled bases, underscores, or one of
      // them an integer) are unequal; a dynamic basis coefficient is not
      // compared here.
      if (!isDynamicLeaf(a) && !isDynamicLeaf(b))
        return RInt::of(0);
      return failure();
    }
    RInt c = less ? rb.lt(xl[i]->leaf, yl[i]->leaf)
                  : rb.eq(xl[i]->leaf, yl[i]->leaf);
    all = rb.andI1(all, c);
  }
  return all;
}

namespace {
Results lowerCompare(Operation *op, ArrayRef<SmallVector<Value>> leaves,
                     RIntBuilder &rb) {
  FailureOr<RInt> c = compareOperands(op, leaves, rb);
  if (failed(c))
    return failure();
  return packI1(op, rb, *c);
}
} // namespace

void cute_lowering::populateArithmeticLowerings(const TypeConverter &converter,
                                                RewritePatternSet &patterns,
                                                const LoweringOptions &options) {
  auto add = [&](StringRef name, LowerFn fn) {
    addNamedLowering(converter, patterns, options, name, std::move(fn));
  };
  add("cute.increment_coord", lowerIncrementCoord);
  add("cute.elem_less", lowerCompare);
  add("cute.equal", lowerCompare);
}
