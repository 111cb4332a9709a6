//===- PassThrough.cpp - ops whose dynamic leaves pass through ------------===//
//
// Many cute ops only rearrange their operands' leaves (get, select,
// get_shape, group_modes, flatten, append_to_rank, slice, ...): each dynamic
// leaf of the result IS a dynamic leaf of an operand. Which one is learned
// from the op's own type inference: every dynamic operand leaf gets a
// distinct divisibility tag (`?{div=P}`, P a distinct large prime, which
// CuTe IR keeps on a leaf passed through unchanged and drops or combines
// under arithmetic), the op's inferReturnTypes runs on the tagged types,
// and each dynamic leaf of the inferred result names its source by its
// tag. A result leaf without a tag was computed, not passed through: the op
// is then not lowered here.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

/// The k-th tag: distinct primes above any divisibility a test states.
static int64_t tagOf(unsigned k) {
  static std::vector<int64_t> primes;
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

static std::string untaggedText(const L::CuteIRValue &v) {
  return L::printCuteIR(mapDynamicLeaves(v, [](const L::IntTuple &t) {
    return withDivisibility(t, 1);
  }));
}

namespace {
struct PassThroughLowering : ConversionPattern {
  PassThroughLowering(const TypeConverter &converter, MLIRContext *ctx)
      : ConversionPattern(converter, MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (op->getDialect()->getNamespace() != "cute")
      return failure();
    auto infer = dyn_cast<InferTypeOpInterface>(op);
    if (!infer)
      return rewriter.notifyMatchFailure(op, "no type inference");
    Location loc = op->getLoc();

    // Tagged stand-ins for the operands; `sources[k]` is tag k's value.
    SmallVector<Value> sources;
    SmallVector<Operation *> standIns;
    SmallVector<Value> tagged;
    OpBuilder detached(op->getContext());
    for (auto [orig, lowered] : llvm::zip(op->getOperands(), operands)) {
      Type t = orig.getType();
      FailureOr<L::CuteIRValue> v = valueOf(t);
      if (succeeded(v)) {
        SmallVector<Value> leaves = unpackLeaves(rewriter, loc, t, lowered);
        unsigned first = sources.size();
        sources.append(leaves);
        unsigned k = first;
        L::CuteIRValue tv = mapDynamicLeaves(*v, [&](const L::IntTuple &leaf) {
          return withDivisibility(leaf, tagOf(k++));
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
    SmallVector<Type> inferred;
    LogicalResult ok = infer.inferReturnTypes(
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
          untaggedText(*real) != untaggedText(*got))
        return rewriter.notifyMatchFailure(op, "result not passed through");
      SmallVector<Value> leaves;
      bool traced = true;
      forEachDynamicLeaf(*got, [&](const L::IntTuple &leaf) {
        for (unsigned k = 0; k < sources.size(); ++k)
          if (leaf.divisibility() == tagOf(k)) {
            leaves.push_back(sources[k]);
            return;
          }
        traced = false;
      });
      if (!traced)
        return rewriter.notifyMatchFailure(op, "a result leaf is computed");
      results.push_back(packLeaves(rewriter, loc, res.getType(), leaves));
    }
    rewriter.replaceOp(op, results);
    return success();
  }
};
} // namespace

void cute_lowering::populatePassThroughLowering(const TypeConverter &converter,
                                                RewritePatternSet &patterns) {
  patterns.add(
      std::make_unique<PassThroughLowering>(converter, patterns.getContext()));
}
