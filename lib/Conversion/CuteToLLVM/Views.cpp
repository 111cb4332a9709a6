//===- Views.cpp - coordinate tensors at run time -------------------------===//
//
// A coordinate tensor is its iterator's (base coordinate's) dynamic leaves
// and its layout's, in that order: `cute.get_iter` and `cute.get_layout`
// take the first and the second part, `cute.make_view` joins them, and an
// arith-tuple iterator is its coordinate. Memory views (`!cute.memref`) keep
// their pointer form here; the atoms that take them lower them.
//
//===----------------------------------------------------------------------===//
#include "Patterns.h"

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute_lowering;

namespace {

/// How many dynamic leaves a lowered cute type holds.
FailureOr<size_t> leafCount(Type t) {
  if (!loweredType(t))
    return failure();
  SmallVector<int> bits;
  if (auto ct = dyn_cast<cute::CoordTensorType>(t)) {
    for (StringAttr text : {ct.getIterator(), ct.getLayout()}) {
      L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue().str());
      if (!v.ok())
        return failure();
      dynamicLeafBits(*v, bits);
    }
    return bits.size();
  }
  if (auto at = dyn_cast<cute::ArithTupleIterType>(t)) {
    L::Result<L::CuteIRValue> v = L::parseCuteIR(at.getValue().getValue().str());
    if (!v.ok())
      return failure();
    dynamicLeafBits(*v, bits);
    return bits.size();
  }
  FailureOr<L::CuteIRValue> v = valueOf(t);
  if (failed(v))
    return failure();
  dynamicLeafBits(*v, bits);
  return bits.size();
}

/// The leaves [from, from + n) of the operand as the lowered result.
FailureOr<SmallVector<Value>> slicePart(Operation *op,
                                        ArrayRef<Value> viewLeaves,
                                        size_t from, RIntBuilder &rb) {
  Type resultType = op->getResult(0).getType();
  FailureOr<size_t> n = leafCount(resultType);
  if (failed(n) || from + *n > viewLeaves.size())
    return failure();
  return SmallVector<Value>{packLeaves(rb.builder(), op->getLoc(), resultType,
                                       viewLeaves.slice(from, *n))};
}

bool isCoordTensor(Type t) { return isa<cute::CoordTensorType>(t); }

} // namespace

void cute_lowering::populateViewLowerings(const TypeConverter &converter,
                                          RewritePatternSet &patterns,
                                          const LoweringOptions &options) {
  addNamedLowering(
      converter, patterns, options, "cute.get_iter",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        if (!isCoordTensor(op->getOperand(0).getType()))
          return failure();
        return slicePart(op, leaves[0], 0, rb);
      });
  addNamedLowering(
      converter, patterns, options, "cute.get_layout",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        auto ct = dyn_cast<cute::CoordTensorType>(op->getOperand(0).getType());
        if (!ct)
          return failure();
        FailureOr<size_t> layoutLeaves = leafCount(op->getResult(0).getType());
        if (failed(layoutLeaves) || *layoutLeaves > leaves[0].size())
          return failure();
        return slicePart(op, leaves[0], leaves[0].size() - *layoutLeaves, rb);
      });
  addNamedLowering(
      converter, patterns, options, "cute.make_view",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        Type resultType = op->getResult(0).getType();
        if (!isCoordTensor(resultType))
          return failure();
        SmallVector<Value> joined;
        for (auto [operand, l] : llvm::zip(op->getOperands(), leaves)) {
          FailureOr<size_t> n = leafCount(operand.getType());
          if (failed(n) || *n != l.size())
            return failure();
          joined.append(l.begin(), l.end());
        }
        FailureOr<size_t> n = leafCount(resultType);
        if (failed(n) || *n != joined.size())
          return failure();
        return SmallVector<Value>{
            packLeaves(rb.builder(), op->getLoc(), resultType, joined)};
      });
  addNamedLowering(
      converter, patterns, options, "cute.deref_arith_tuple_iter",
      [](Operation *op, ArrayRef<SmallVector<Value>> leaves,
         RIntBuilder &rb) -> FailureOr<SmallVector<Value>> {
        return slicePart(op, leaves[0], 0, rb);
      });
}
