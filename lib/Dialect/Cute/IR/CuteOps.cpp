//===- CuteOps.cpp - the cute ops' generated definitions ------------------===//
//
// The op families' hand-written parts live in ConstructorOps.cpp,
// AccessorOps.cpp, AlgebraOps.cpp, TilingOps.cpp, SizeIndexOps.cpp and
// ArithmeticOps.cpp, ViewOps.cpp, MemRefOps.cpp and AtomOps.cpp.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.h"
#include "CuteValue.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu::cute;

#include "cute-nvgpu/Dialect/Cute/IR/CuteTracedInference.cpp.inc"

namespace {
/// The operand count `OpT`'s ODS definition fixes, from the operand-count
/// trait ODS gives it: {N, exact} for ZeroOperands, OneOperand and
/// NOperands<N>, {N, at least} for AtLeastNOperands<N>; none for an op
/// whose operands are all variadic.
template <typename OpT, unsigned... Ns>
std::optional<std::pair<unsigned, bool>>
odsOperandCount(std::integer_sequence<unsigned, 0, Ns...>) {
  if (OpT::template hasTrait<OpTrait::ZeroOperands>())
    return std::pair{0u, true};
  if (OpT::template hasTrait<OpTrait::OneOperand>())
    return std::pair{1u, true};
  std::optional<std::pair<unsigned, bool>> count;
  // NOperands<N> is for N >= 2 (OneOperand and ZeroOperands below it).
  ((Ns >= 2 && OpT::template hasTrait<
                    OpTrait::NOperands<(Ns >= 2 ? Ns : 2)>::template Impl>()
        ? (void)(count = std::pair{Ns, true})
        : (void)0),
   ...);
  ((OpT::template hasTrait<OpTrait::AtLeastNOperands<Ns>::template Impl>()
        ? (void)(count = std::pair{Ns, false})
        : (void)0),
   ...);
  return count;
}

/// Result-type inference reads its operands through the op's adaptor, which
/// indexes them by the counts ODS fixes; operands a builder passed in any
/// other number are refused here with the verifier's words, before the
/// adaptor reads past them.
template <typename OpT>
LogicalResult checkInferenceOperands(std::optional<Location> location,
                                     ValueRange operands) {
  auto count =
      odsOperandCount<OpT>(std::make_integer_sequence<unsigned, 9>{});
  if (!count)
    return success();
  auto [n, exact] = *count;
  if (exact ? operands.size() == n : operands.size() >= n)
    return success();
  return emitOptionalError(location, "'", OpT::getOperationName(),
                           "' op expected ", exact ? "" : "at least ", n,
                           " operands, but found ", operands.size());
}
} // namespace

#define GET_OP_CLASSES
#include "cute-nvgpu/Dialect/Cute/IR/CuteOps.cpp.inc"
