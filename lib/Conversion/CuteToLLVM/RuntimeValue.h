//===- RuntimeValue.h - cute values as SSA leaves (internal) ----*- C++ -*-===//
//
// A cute value at run time is the value its type denotes plus one SSA
// integer per dynamic leaf. Leaves are listed in PRINT ORDER: the order their
// `?` appear in the type's CuTe IR text (a layout's shape then stride, a
// composed layout's A, offset, then B). The LLVM struct a value lowers to is
// described in cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h; `packLeaves`
// and `unpackLeaves` move between the two.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_CONVERSION_CUTETOLLVM_RUNTIMEVALUE_H
#define CUTE_NVGPU_LIB_CONVERSION_CUTETOLLVM_RUNTIMEVALUE_H

#include "cute-nvgpu/Layout/Layout.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"

#include <optional>

namespace cute_nvgpu::cute_lowering {

namespace L = cute_nvgpu::layout;

/// A leaf that holds a run-time integer: `?` or a scaled basis whose
/// coefficient is `?` (`?@0`); both are one `?` in the printed text.
inline bool isDynamicLeaf(const L::IntTuple &t) {
  return t.isDynamic() || (t.isBasis() && t.basisIsDynamic());
}

/// The value a cute value type denotes; failure for other types.
mlir::FailureOr<L::CuteIRValue> valueOf(mlir::Type t);
/// A type of `like`'s kind holding `v` (int_tuple/shape/stride/coord/tile
/// from text, layout, composed layout, swizzle).
mlir::Type typeWithValue(mlir::Type like, const L::CuteIRValue &v);

/// The dynamic leaves of a value in print order (their bit widths).
void dynamicLeafBits(const L::CuteIRValue &v, llvm::SmallVectorImpl<int> &bits);
void dynamicLeafBits(const L::IntTuple &t, llvm::SmallVectorImpl<int> &bits);

/// The LLVM type a cute value type lowers to; null for non-cute types.
mlir::Type loweredType(mlir::Type cuteType);
/// How many dynamic leaves a lowered cute type holds; nothing for types
/// loweredType does not lower.
std::optional<size_t> dynamicLeafCount(mlir::Type cuteType);
/// The dynamic leaves of `lowered` (a value of loweredType(cuteType)).
llvm::SmallVector<mlir::Value> unpackLeaves(mlir::OpBuilder &b,
                                            mlir::Location loc,
                                            mlir::Type cuteType,
                                            mlir::Value lowered);
/// The lowered value of `cuteType` whose dynamic leaves are `leaves` (print
/// order; each extended or truncated to its leaf's width).
mlir::Value packLeaves(mlir::OpBuilder &b, mlir::Location loc,
                       mlir::Type cuteType, mlir::ValueRange leaves);

/// An integer at run time: a constant, or an SSA value of some width.
struct RInt {
  mlir::Value value; // null: static
  int64_t constant = 0;
  bool isStatic() const { return !value; }
  static RInt of(int64_t c) { return RInt{nullptr, c}; }
  static RInt of(mlir::Value v) { return RInt{v, 0}; }
};

/// An IntTuple at run time: the type's structure with a leaf value each.
/// Underscores and scaled bases are kept as the type's leaf (`leafType`).
struct RTuple {
  L::IntTuple leafType; // the leaf (Static/Dynamic/Basis/Underscore)
  bool tuple = false;
  std::vector<RTuple> elems;
  RInt leaf;

  bool isLeaf() const { return !tuple; }
  bool isUnderscore() const { return !tuple && leafType.isUnderscore(); }
  bool isInteger() const {
    return !tuple && (leafType.isStaticInt() || leafType.isDynamic());
  }
  int rank() const { return tuple ? static_cast<int>(elems.size()) : 1; }
  const RTuple &mode(int i) const { return tuple ? elems[i] : *this; }
  static RTuple ofInt(RInt v);
  static RTuple ofTuple(std::vector<RTuple> elems);
};

/// `t` with its dynamic leaves taken from `leaves` (consumed in order).
RTuple runtimeTuple(const L::IntTuple &t, llvm::ArrayRef<mlir::Value> &leaves);
/// A runtime layout: shape and stride.
struct RLayout {
  RTuple shape, stride;
};
RLayout runtimeLayout(const L::Layout &l, llvm::ArrayRef<mlir::Value> &leaves);

/// The dynamic leaves a result of profile `profile` takes from `value`,
/// appended to `out` (constants materialised). Fails when the structures
/// differ or a static leaf of `profile` is not the value's (known) leaf.
mlir::LogicalResult leavesFor(mlir::OpBuilder &b, mlir::Location loc,
                              const L::IntTuple &profile, const RTuple &value,
                              llvm::SmallVectorImpl<mlir::Value> &out);

/// Integer arithmetic on run-time leaves: constants fold, x*1, x+0, x*0 and
/// x/1 fold as CuTe folds them; mixed widths compute in the wider one (CuTe
/// IR's width rule, Layout/Dynamic.h). Division rounds as the layout
/// algebra's static leaf arithmetic does (lib/Layout/Dynamic.cpp), so a leaf
/// computed at run time equals the one the algebra computes on the same
/// values.
///
/// With run-time checks on (`checkedOp` set), every emitted operation whose
/// static counterpart would refuse its operands is guarded: a zero divisor,
/// a quotient that overflows, a sum, difference or product that does not fit
/// in its width (i32 leaves included: CuTe IR keeps `?` * `?` an i32), and
/// shape_div's divisibility condition. A violation prints one line naming
/// the op, its location and the operands, then traps (RuntimeChecks.cpp).
/// Without checks the arithmetic is emitted alone.
class RIntBuilder {
public:
  RIntBuilder(mlir::OpBuilder &b, mlir::Location loc,
              mlir::Operation *checkedOp = nullptr)
      : b(b), loc(loc), checkedOp(checkedOp) {}
  mlir::Value materialize(RInt v, int bits = 32);
  RInt mul(RInt x, RInt y);
  RInt add(RInt x, RInt y);
  RInt sub(RInt x, RInt y);
  /// Truncating division and its remainder (C's / and %).
  RInt div(RInt x, RInt y);
  RInt rem(RInt x, RInt y);
  /// x / y rounded toward +inf for a positive divisor (the static rule).
  RInt ceilDiv(RInt x, RInt y);
  /// CuTe shape_div on integers: x / y, or signum(x) * signum(y) when that
  /// quotient is 0; checked: one of x and y divides the other.
  RInt shapeDiv(RInt x, RInt y);
  RInt abs(RInt x);
  /// -1, 0 or 1.
  RInt signum(RInt x);
  RInt min(RInt x, RInt y);
  RInt max(RInt x, RInt y);
  /// x < y, x == y as i1 (constants fold).
  RInt lt(RInt x, RInt y);
  RInt eq(RInt x, RInt y);
  RInt andI1(RInt x, RInt y);
  RInt orI1(RInt x, RInt y);
  RInt notI1(RInt x);
  /// x & y and x ^ y on integers of the wider width.
  RInt bitAnd(RInt x, RInt y);
  RInt bitXor(RInt x, RInt y);
  RInt select(RInt cond, RInt x, RInt y);
  /// x % y, 0 where y is 0 or -1: a remainder for a condition test, which
  /// neither divides by zero nor overflows and needs no check of its own.
  RInt remForTest(RInt x, RInt y);
  /// With checks on: reports `what` with `operands` and traps when `violated`
  /// (an i1) holds at run time. `what` is a printf format whose `%v` are the
  /// operands in order. Without checks: nothing.
  void check(RInt violated, llvm::StringRef what,
             llvm::ArrayRef<RInt> operands);
  bool checksOn() const { return checkedOp != nullptr; }
  mlir::OpBuilder &builder() { return b; }
  mlir::Location location() const { return loc; }

private:
  std::pair<mlir::Value, mlir::Value> widen(RInt x, RInt y);
  /// Guards a division x / y (and x % y): y != 0, and no MIN / -1.
  void checkDivisor(llvm::StringRef op, mlir::Value x, mlir::Value y);
  mlir::OpBuilder &b;
  mlir::Location loc;
  mlir::Operation *checkedOp;
};

} // namespace cute_nvgpu::cute_lowering

#endif
