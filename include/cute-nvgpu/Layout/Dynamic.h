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

//===----------------------------------------------------------------------===//
// Tracing: what a dynamic result is computed from
//===----------------------------------------------------------------------===//
//
// The algebra runs once on types (the `?` leaves carry no value) and, when an
// op is lowered, once more on the same types with a Tracer: every leaf
// operation below that yields a dynamic result reports its operation and
// operands to the Tracer it is given, and the Tracer names the result by
// returning a tag that becomes the result leaf's divisibility. A lowering
// that tags its operands' dynamic leaves the same way can then emit, for each
// reported operation, the run-time arithmetic on the values the operand tags
// stand for, and read each dynamic leaf of the algebra's result as one of
// those values. Nothing else changes: the same code decides the result's
// structure at compile time and its dynamic leaves at run time.
//
// The Tracer is an argument, never ambient state: each leaf operation takes
// it (null: only types are wanted), the algebra's context carries it from a
// public entry point (whose trailing `tracer` argument it is) to every leaf
// operation that entry point performs, and the `cute` ops hand it to the
// algebra through their traced type inference.

enum class LeafOp { Mul, Add, Sub, Max, Min, ShapeDiv, CeilDiv, Div, Mod, Abs,
                    Signum, BitAnd, BitXor };

/// A condition the algebra takes to hold where a leaf it tests is dynamic.
/// On static leaves the algebra tests it and refuses the operands; on a
/// dynamic leaf it decides the result's structure as if it held and reports
/// it to the tracer, so that a lowering can check it at run time.
enum class Condition {
  /// a is a multiple of b: b != 0 and a % b == 0.
  MultipleOf,
  /// CuTe composition's stride condition for stride a and shape b:
  /// b <= 0, or a < b, or a % b == 0.
  StrideDivisible,
  /// a != 0 (b unused).
  NonZero,
  /// |a| != 1 (b unused).
  NotUnit,
  /// a < b.
  Less,
  /// a != b.
  NotEqual,
  /// Never holds: the structure the algebra derives has no binding of the
  /// dynamic leaf a at all (b unused), so the program reports it when it
  /// gets there.
  Never,
};

/// Whether `c` holds of the integers a and b.
bool holds(Condition c, int64_t a, int64_t b);

class Tracer {
public:
  virtual ~Tracer();
  /// `a` (and `b`, a static 0 for the unary Abs and Signum) are static or
  /// dynamic leaves; the result is dynamic of `bits` bits. Returns the tag
  /// (> 1) the result leaf carries as its divisibility.
  virtual int64_t record(LeafOp op, const IntTuple &a, const IntTuple &b,
                         int bits) = 0;
  /// The algebra's result is right only if `c` holds of the leaves a and b
  /// (at least one dynamic). `what` says what breaks and why, with `%v`
  /// standing for a's and then b's value.
  virtual void require(Condition c, const IntTuple &a, const IntTuple &b,
                       const std::string &what) = 0;
};

/// CuTe DSL's types annotate a dynamic leaf with what is known to divide
/// it (`?{div=8}`), where CuTe IR's types leave it `?`. This tracer is that
/// rule: the tag of each computed leaf is its known divisor, from the
/// operands' (a static value divides itself, 0 is divided by everything):
/// a product the product, a sum, difference, min, max or remainder the
/// gcd, an exact quotient (Div) by a static divisor the quotient, anything
/// else (a shape_div or ceil_div of an extent included) 1. Running an algebra entry point with it gives the DSL's result type;
/// it checks no condition (types only).
class KnownDivisorTracer : public Tracer {
public:
  int64_t record(LeafOp op, const IntTuple &a, const IntTuple &b,
                 int bits) override;
  void require(Condition, const IntTuple &, const IntTuple &,
               const std::string &) override {}
};

/// Reports `c` of a and b to `tracer` when one of them is dynamic and a
/// tracer is given; returns false when both are static and `c` fails (the
/// caller refuses the operands with its own message).
bool require(Condition c, const IntTuple &a, const IntTuple &b,
             const std::string &what, Tracer *tracer);

/// Leaf arithmetic. Both operands are static integers or dynamic leaves
/// (not tuples, bases or `_`); two statics fold (checked for overflow),
/// otherwise the result is dynamic by the width rule and reported to
/// `tracer` when it is not null. Identities CuTe folds even with a dynamic
/// operand are folded too: x*1, 1*x and x+0, 0+x return x; x*0 and 0*x
/// return 0; x/1 returns x.
Result<IntTuple> mul(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> add(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> sub(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> max(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> min(const IntTuple &a, const IntTuple &b, Tracer *tracer);
/// CuTe shape_div(a, b): a / b when b divides a, else 1 when a divides b
/// (static); ceil_div(a, b) = (a + b - 1) / b; and floor a / b, a % b.
Result<IntTuple> shapeDiv(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> ceilDiv(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> div(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> mod(const IntTuple &a, const IntTuple &b, Tracer *tracer);

/// a & b and a ^ b (two's complement), for swizzle bits: x & 0 is 0, x ^ 0
/// is x.
Result<IntTuple> bitAnd(const IntTuple &a, const IntTuple &b, Tracer *tracer);
Result<IntTuple> bitXor(const IntTuple &a, const IntTuple &b, Tracer *tracer);

/// |a| and the sign of a (-1, 0, 1): folded when static.
Result<IntTuple> abs(const IntTuple &a, Tracer *tracer);
Result<IntTuple> signum(const IntTuple &a, Tracer *tracer);

/// CuTe's Swizzle<B,M,S> of a static or dynamic integer leaf: on a dynamic
/// one, x ^ ((x & yyy_msk) / 2^S) (or * 2^-S), traced. x & yyy_msk is never
/// negative, so the division is the logical shift CuTe's shiftr is.
Result<IntTuple> swizzle(const Swizzle &s, const IntTuple &x, Tracer *tracer);

/// CuTe product over all leaves of a (possibly nested) tuple: 1 for `()`.
Result<IntTuple> product(const IntTuple &t, Tracer *tracer);
/// True when the value has a dynamic leaf anywhere.
bool hasDynamic(const IntTuple &t);

} // namespace cute_nvgpu::layout::dyn

#endif // CUTE_NVGPU_LAYOUT_DYNAMIC_H
