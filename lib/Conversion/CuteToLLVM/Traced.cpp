//===- Traced.cpp - ops lowered by tracing their own type inference -------===//
//
// A cute op's result type is computed by the layout algebra (lib/Layout) on
// its operands' types. Run once more on the same types, the same code also
// says how each dynamic leaf of the result is obtained: it is either a
// dynamic leaf of an operand passed through (get, select, group_modes,
// flatten, slice, ...) or computed from operand leaves by Dynamic.h's leaf
// arithmetic (composition, complement, the divides and products,
// recast_layout, ...). So this lowering
//   1. tags every dynamic operand leaf with a distinct divisibility (`?{div=P}`,
//      P a large prime: CuTe IR keeps a divisibility on a leaf passed through
//      and the algebra never decides anything on such a P);
//   2. infers the op's result types from the tagged types: an op whose
//      inference computes leaves (CuteTracedInferenceOpInterface) runs its
//      one inference body with a ValueTracer as the dyn::Tracer argument,
//      which emits each leaf operation the algebra performs on a dynamic
//      value as arith ops on the values its operands' tags stand for, and
//      tags the result in turn; any other op runs its inferReturnTypes;
//   3. reads every dynamic leaf of the inferred result as the value of its
//      tag.
// Structure is decided at compile time and identically in both runs (the
// untagged inferred type must equal the op's result type); a result leaf
// whose tag is unknown (a value the algebra made up rather than computed)
// fails the match, and the op is reported as not lowered.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"

#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

#include "llvm/ADT/DenseSet.h"

#include <mutex>
#include <optional>

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

/// The k-th tag: distinct primes above any divisibility a test states.
static int64_t tagOf(unsigned k) {
  static std::mutex lock;
  static std::vector<int64_t> primes;
  std::lock_guard<std::mutex> guard(lock);
  for (int64_t n = primes.empty() ? 1000003 : primes.back() + 2;
       primes.size() <= k; n += 2) {
    bool prime = true;
    for (int64_t d = 3; d * d <= n && prime; d += 2)
      prime = n % d != 0;
    if (prime)
      primes.push_back(n);
  }
  return primes[k];
}

/// `leaf` (a dynamic leaf) with divisibility `div`.
static L::IntTuple withDivisibility(const L::IntTuple &leaf, int64_t div) {
  if (leaf.isBasis())
    return L::IntTuple::dynamicBasis(leaf.dynamicBits(), div, leaf.basisModes());
  return L::IntTuple::dynamic(leaf.dynamicBits(), div);
}

std::string cute_nvgpu::cuteTextWithoutDivisibility(const L::CuteIRValue &v) {
  return L::printCuteIR(mapDynamicLeaves(v, [](const L::IntTuple &t) {
    return withDivisibility(t, 1);
  }));
}

namespace {
/// Emits the algebra's leaf arithmetic on run-time values, by tag.
class ValueTracer final : public L::dyn::Tracer {
public:
  ValueTracer(RIntBuilder &rb, llvm::DenseMap<int64_t, RInt> &values,
              unsigned &nextTag)
      : rb(rb), values(values), nextTag(nextTag) {}

  int64_t record(L::dyn::LeafOp op, const L::IntTuple &a, const L::IntTuple &b,
                 int bits) override {
    bool taint = false;
    RInt x = valueOf(a, taint), y = valueOf(b, taint), r;
    using Op = L::dyn::LeafOp;
    switch (op) {
    case Op::Mul: r = rb.mul(x, y); break;
    case Op::Add: r = rb.add(x, y); break;
    case Op::Sub: r = rb.sub(x, y); break;
    case Op::Max: r = rb.max(x, y); break;
    case Op::Min: r = rb.min(x, y); break;
    case Op::ShapeDiv: r = rb.shapeDiv(x, y); break;
    case Op::CeilDiv: r = rb.ceilDiv(x, y); break;
    case Op::Div: r = rb.div(x, y); break;
    case Op::Mod: r = rb.rem(x, y); break;
    case Op::Abs: r = rb.abs(x); break;
    case Op::Signum: r = rb.signum(x); break;
    case Op::BitAnd: r = rb.bitAnd(x, y); break;
    case Op::BitXor: r = rb.bitXor(x, y); break;
    }
    int64_t tag = tagOf(nextTag++);
    values[tag] = r;
    if (taint)
      tainted.insert(tag);
    return tag;
  }

  /// With checks on, the condition is tested at run time: a violation
  /// reports `what` with the two values and traps.
  void require(L::dyn::Condition cond, const L::IntTuple &a,
               const L::IntTuple &b, const std::string &what) override {
    if (!rb.checksOn())
      return;
    bool taint = false;
    RInt x = valueOf(a, taint), y = valueOf(b, taint), ok;
    if (taint)
      return; // a made-up value: the op is not lowered at all
    using C = L::dyn::Condition;
    RInt zero = RInt::of(0);
    // One emitting call per statement: the emitted order must not depend
    // on the order a compiler evaluates call arguments in.
    switch (cond) {
    case C::MultipleOf: {
      RInt divides = rb.eq(rb.remForTest(x, y), zero);
      RInt nonZero = rb.notI1(rb.eq(y, zero));
      ok = rb.andI1(nonZero, divides);
      break;
    }
    case C::StrideDivisible: {
      RInt divides = rb.eq(rb.remForTest(x, y), zero);
      RInt less = rb.lt(x, y);
      RInt notPositive = rb.lt(y, RInt::of(1));
      ok = rb.orI1(rb.orI1(notPositive, less), divides);
      break;
    }
    case C::NonZero:
      ok = rb.notI1(rb.eq(x, zero));
      break;
    case C::NotUnit: {
      RInt isMinusOne = rb.eq(x, RInt::of(-1));
      RInt isOne = rb.eq(x, RInt::of(1));
      ok = rb.notI1(rb.orI1(isOne, isMinusOne));
      break;
    }
    case C::Less:
      ok = rb.lt(x, y);
      break;
    case C::NotEqual:
      ok = rb.notI1(rb.eq(x, y));
      break;
    case C::Never:
      ok = RInt::of(0);
      break;
    }
    SmallVector<RInt> operands = {x};
    if (cond != C::NonZero && cond != C::NotUnit && cond != C::Never)
      operands.push_back(y);
    rb.check(rb.notI1(ok), what, operands);
  }

  /// A leaf's run-time value: its constant, or the value its tag names.
  /// `taint` is set when the leaf is a value the algebra made up rather than
  /// computed (or computed from one): no run-time value stands for it.
  RInt valueOf(const L::IntTuple &leaf, bool &taint) {
    if (leaf.isStaticInt())
      return RInt::of(leaf.value());
    auto it = values.find(leaf.divisibility());
    if (!isDynamicLeaf(leaf) || it == values.end() ||
        tainted.contains(leaf.divisibility())) {
      taint = true;
      return RInt::of(1);
    }
    return it->second;
  }

  /// The run-time value of a result leaf, if it has one.
  std::optional<RInt> resultValue(const L::IntTuple &leaf) {
    bool taint = false;
    RInt v = valueOf(leaf, taint);
    if (taint)
      return std::nullopt;
    return v;
  }

private:
  RIntBuilder &rb;
  llvm::DenseMap<int64_t, RInt> &values;
  unsigned &nextTag;
  llvm::DenseSet<int64_t> tainted;
};

struct TracedLowering : ConversionPattern {
  TracedLowering(const TypeConverter &converter, MLIRContext *ctx,
                 const LoweringOptions &options)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx),
        options(options) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getDialect()->getNamespace() != "cute")
      return failure();
    auto infer = dyn_cast<InferTypeOpInterface>(op);
    // make_layout of a shape alone checks its result against the compact
    // column-major strides (its verifier); the same function, traced,
    // computes them.
    auto makeLayout = dyn_cast<cute::MakeLayoutOp>(op);
    bool compactOfShape =
        makeLayout && makeLayout.getShape() && !makeLayout.getStride();
    if (!infer && !compactOfShape)
      return rewriter.notifyMatchFailure(op, "no type inference");
    Location loc = op->getLoc();

    // Tagged stand-ins for the operands; `values[tag]` is the leaf's value.
    llvm::DenseMap<int64_t, RInt> values;
    unsigned nextTag = 0;
    SmallVector<Operation *> standIns;
    SmallVector<Value> tagged;
    OpBuilder detached(op->getContext());
    for (auto [orig, lowered] : llvm::zip(op->getOperands(), operands)) {
      Type t = orig.getType();
      FailureOr<L::CuteIRValue> v = valueOf(t);
      if (succeeded(v)) {
        SmallVector<Value> leaves = unpackLeaves(rewriter, loc, t, lowered);
        unsigned k = 0;
        L::CuteIRValue tv = mapDynamicLeaves(*v, [&](const L::IntTuple &leaf) {
          int64_t tag = tagOf(nextTag++);
          values[tag] = RInt::of(leaves[k++]);
          return withDivisibility(leaf, tag);
        });
        t = typeWithValue(t, tv);
        if (!t)
          return failure();
      }
      Operation *standIn = UnrealizedConversionCastOp::create(
          detached, loc, TypeRange{t}, ValueRange{});
      standIns.push_back(standIn);
      tagged.push_back(standIn->getResult(0));
    }
    RIntBuilder rb(rewriter, loc, options.runtimeChecks ? op : nullptr);
    ValueTracer tracer(rb, values, nextTag);
    SmallVector<Type> inferred;
    LogicalResult ok = failure();
    if (compactOfShape) {
      FailureOr<L::CuteIRValue> shape = valueOf(tagged[0].getType());
      if (succeeded(shape) && shape->kind() == L::CuteIRValue::Kind::IntTuple) {
        L::Result<L::IntTuple> stride =
            L::compactColMajorStride(shape->intTuple(), &tracer);
        if (stride.ok()) {
          inferred.push_back(cute::LayoutType::get(
              op->getContext(),
              L::AnyLayout{L::Layout{shape->intTuple(), *stride}}));
          ok = success();
        }
      }
    } else if (auto traced = dyn_cast<cute::CuteTracedInferenceOpInterface>(op))
      ok = traced.inferTracedReturnTypes(
          op->getContext(), loc, tagged, op->getAttrDictionary(),
          op->getPropertiesStorage(), op->getRegions(), inferred, &tracer);
    else if (infer)
      ok = infer.inferReturnTypes(
          op->getContext(), loc, tagged, op->getAttrDictionary(),
          op->getPropertiesStorage(), op->getRegions(), inferred);
    for (Operation *s : standIns)
      s->destroy();
    if (failed(ok) || inferred.size() != op->getNumResults())
      return rewriter.notifyMatchFailure(op, "inference failed");

    SmallVector<Value> results;
    for (auto [res, inf] : llvm::zip(op->getResults(), inferred)) {
      FailureOr<L::CuteIRValue> real = valueOf(res.getType());
      FailureOr<L::CuteIRValue> got = valueOf(inf);
      if (failed(real) || failed(got) ||
          cuteTextWithoutDivisibility(*real) !=
              cuteTextWithoutDivisibility(*got))
        return rewriter.notifyMatchFailure(op, "inferred a different result");
      SmallVector<int> bits;
      dynamicLeafBits(*real, bits);
      SmallVector<Value> leaves;
      bool traced = true;
      forEachDynamicLeaf(*got, [&](const L::IntTuple &leaf) {
        std::optional<RInt> v = traced ? tracer.resultValue(leaf) : std::nullopt;
        if (!v) {
          traced = false;
          return;
        }
        leaves.push_back(rb.materialize(*v, bits[leaves.size()]));
      });
      if (!traced)
        return rewriter.notifyMatchFailure(op, "a result leaf is untraced");
      results.push_back(packLeaves(rewriter, loc, res.getType(), leaves));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

  LoweringOptions options;
};
} // namespace

void cute_lowering::populateTracedLowering(const TypeConverter &converter,
                                           RewritePatternSet &patterns,
                                           const LoweringOptions &options) {
  patterns.add(std::make_unique<TracedLowering>(converter,
                                                patterns.getContext(), options));
}

FailureOr<SmallVector<SmallVector<Value>>> cute_nvgpu::cuteTraceAlgebra(
    OpBuilder &b, Location loc, ArrayRef<cute_nvgpu::CuteRuntimeOperand> operands,
    function_ref<FailureOr<std::vector<L::CuteIRValue>>(ArrayRef<L::CuteIRValue>,
                                                        L::dyn::Tracer *)>
        compute,
    std::vector<L::CuteIRValue> *computed, Operation *checkedOp) {
  llvm::DenseMap<int64_t, RInt> values;
  unsigned nextTag = 0;
  std::vector<L::CuteIRValue> tagged;
  for (const cute_nvgpu::CuteRuntimeOperand &o : operands) {
    size_t k = 0;
    bool missing = false;
    tagged.push_back(mapDynamicLeaves(o.value, [&](const L::IntTuple &leaf) {
      if (k >= o.leaves.size()) {
        missing = true;
        return leaf;
      }
      int64_t tag = tagOf(nextTag++);
      values[tag] = RInt::of(o.leaves[k++]);
      return withDivisibility(leaf, tag);
    }));
    if (missing || k != o.leaves.size())
      return failure();
  }
  RIntBuilder rb(b, loc, checkedOp);
  ValueTracer tracer(rb, values, nextTag);
  FailureOr<std::vector<L::CuteIRValue>> results = compute(tagged, &tracer);
  if (failed(results))
    return failure();
  SmallVector<SmallVector<Value>> out;
  for (const L::CuteIRValue &r : *results) {
    SmallVector<Value> leaves;
    bool traced = true;
    forEachDynamicLeaf(r, [&](const L::IntTuple &leaf) {
      std::optional<RInt> v = traced ? tracer.resultValue(leaf) : std::nullopt;
      if (!v) {
        traced = false;
        return;
      }
      int bits = leaf.isBasis() || leaf.isDynamic() ? leaf.dynamicBits() : 32;
      leaves.push_back(rb.materialize(*v, bits));
    });
    if (!traced)
      return failure();
    out.push_back(std::move(leaves));
    if (computed)
      computed->push_back(mapDynamicLeaves(r, [](const L::IntTuple &leaf) {
        return withDivisibility(leaf, 1);
      }));
  }
  return out;
}
