//===- Dynamic.h - CuTe IR's arithmetic on static and dynamic leaves -*- C++ -*-===//
//
// CuTe IR computes result types on values whose leaves may be dynamic (`?`,
// `?{i64}`): a static operand folds, a dynamic one makes the result dynamic.
// The only fact a dynamic leaf carries in CuTe IR is its integer width; a
// binary operation's result has the wider of its operands' widths, where a
// static operand counts as 32 bits when it fits in int32 and 64 otherwise.
// (CuTe DSL adds a divisibility annotation `?{div=N}`; it is kept on a leaf
// that passes through unchanged and dropped by arithmetic.)
//
// Every consumer (the `cute` ops' type inference, their lowering and the
// host/device code they produce) goes through these functions so that one
// rule decides what is static.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_DYNAMIC_H
#define CUTE_NVGPU_LAYOUT_DYNAMIC_H

#include "cute-nvgpu/Layout/Layout.h"

namespace cute_nvgpu::layout::dyn {

/// The width a leaf counts as in CuTe IR's width rule: a dynamic leaf's
/// annotation, 32 for a static value that fits in int32, else 64.
int widthOf(const IntTuple &leaf);
/// A dynamic leaf of the given width (`?` or `?{i64}`).
IntTuple dynamicOfWidth(int bits);
/// The dynamic result of a binary operation on `a` and `b`: the wider width.
IntTuple dynamicResult(const IntTuple &a, const IntTuple &b);

/// Leaf arithmetic. Both operands are static integers or dynamic leaves
/// (not tuples, bases or `_`); two statics fold (checked for overflow),
/// otherwise the result is dynamic by the width rule. Identities CuTe
/// folds even with a dynamic operand are folded too: x*1, 1*x and x+0, 0+x
/// return x; x*0 and 0*x return 0; x/1 returns x.
Result<IntTuple> mul(const IntTuple &a, const IntTuple &b);
Result<IntTuple> add(const IntTuple &a, const IntTuple &b);
Result<IntTuple> sub(const IntTuple &a, const IntTuple &b);
Result<IntTuple> max(const IntTuple &a, const IntTuple &b);
Result<IntTuple> min(const IntTuple &a, const IntTuple &b);
/// CuTe shape_div(a, b): a / b when b divides a, else 1 when a divides b
/// (static); ceil_div(a, b) = (a + b - 1) / b; and floor a / b, a % b.
Result<IntTuple> shapeDiv(const IntTuple &a, const IntTuple &b);
Result<IntTuple> ceilDiv(const IntTuple &a, const IntTuple &b);
Result<IntTuple> div(const IntTuple &a, const IntTuple &b);
Result<IntTuple> mod(const IntTuple &a, const IntTuple &b);

/// CuTe product over all leaves of a (possibly nested) tuple: 1 for `()`.
Result<IntTuple> product(const IntTuple &t);
/// True when the value has a dynamic leaf anywhere.
bool hasDynamic(const IntTuple &t);

} // namespace cute_nvgpu::layout::dyn

#endif // CUTE_NVGPU_LAYOUT_DYNAMIC_H
