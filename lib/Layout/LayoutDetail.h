//===- LayoutDetail.h - Private helpers of the layout library ---*- C++ -*-===//
//
// Internal to lib/Layout: the one error-accumulating context every algorithm
// runs in (with its checked integer and leaf arithmetic), tuple and mode
// helpers, and the cores of the algebra that the public entry points of
// both semantics (Layout.h's Semantics) call.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H
#define CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <functional>
#include <string>
#include <vector>

namespace cute_nvgpu::layout::detail {

//===----------------------------------------------------------------------===//
// The context
//===----------------------------------------------------------------------===//

/// First error wins; algorithms keep going with dummy values after a failure
/// and the caller turns `err` into a Result. The leaf arithmetic works on
/// static or dynamic leaves (Dynamic.h) and reports each dynamic result to
/// `tracer` (null: only types are wanted), which every entry point that can
/// compute a dynamic leaf receives from its caller; a scaled basis times a
/// static integer scales the basis's coefficient.
struct Ctx {
  explicit Ctx(dyn::Tracer *tracer) : tracer(tracer) {}

  std::string err;
  dyn::Tracer *tracer;
  bool bad() const { return !err.empty(); }
  void fail(std::string m) {
    if (err.empty())
      err = std::move(m);
  }
  IntTuple take(Result<IntTuple> r) {
    if (r.ok())
      return *r;
    fail(r.error().message);
    return IntTuple::integer(1);
  }

  IntTuple mul(const IntTuple &a, const IntTuple &b);
  IntTuple div(const IntTuple &a, const IntTuple &b) {
    return take(dyn::div(a, b, tracer));
  }
  IntTuple ceilDiv(const IntTuple &a, const IntTuple &b) {
    return take(dyn::ceilDiv(a, b, tracer));
  }
  IntTuple min(const IntTuple &a, const IntTuple &b) {
    return take(dyn::min(a, b, tracer));
  }
  IntTuple abs(const IntTuple &a) { return take(dyn::abs(a, tracer)); }
  IntTuple signum(const IntTuple &a) { return take(dyn::signum(a, tracer)); }
  /// The product of all leaves (1 for `()`).
  IntTuple product(const IntTuple &t) { return take(dyn::product(t, tracer)); }
  /// False when a and b are static and `cond` fails; on a dynamic leaf the
  /// condition is reported to the tracer (Dynamic.h's Condition).
  bool require(dyn::Condition cond, const IntTuple &a, const IntTuple &b,
               const std::string &what) {
    return dyn::require(cond, a, b, what, tracer);
  }
};

inline int64_t mul(Ctx &c, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_mul_overflow(a, b, &r)) {
    c.fail("integer overflow (result does not fit in int64)");
    return 1;
  }
  return r;
}
inline int64_t add(Ctx &c, int64_t a, int64_t b) {
  int64_t r;
  if (__builtin_add_overflow(a, b, &r)) {
    c.fail("integer overflow (result does not fit in int64)");
    return 0;
  }
  return r;
}

//===----------------------------------------------------------------------===//
// Tuple and mode helpers
//===----------------------------------------------------------------------===//

inline IntTuple I(int64_t v) { return IntTuple::integer(v); }
inline IntTuple T(std::vector<IntTuple> e) {
  return IntTuple::tuple(std::move(e));
}
inline bool isConst(const IntTuple &t, int64_t v) {
  return t.isStaticInt() && t.value() == v;
}
inline bool isOne(const IntTuple &t) { return isConst(t, 1); }
/// CuTe's basis_value(d) is a static 1: the integer 1 or a static 1@...
/// basis (a unit step of one GMEM mode, in the TMA algebras).
inline bool hasUnitCoefficient(const IntTuple &d) {
  return isOne(d) || (d.isBasis() && !d.basisIsDynamic() && d.value() == 1 &&
                      d.basisDenominator() == 1);
}

/// Number of top-level elements (1 for a leaf).
inline int rankOf(const IntTuple &t) {
  return t.isTuple() ? (int)t.elems().size() : 1;
}
inline int rankOf(const Layout &l) { return rankOf(l.shape); }
/// get<i>: a leaf is its own element 0.
inline const IntTuple &getElem(const IntTuple &t, int i) {
  return t.isTuple() ? t.elems()[i] : t;
}

void flattenInto(const IntTuple &t, std::vector<IntTuple> &out);
/// A rank-1 list is its element, anything else a tuple (cutegen's unwrap).
IntTuple unwrap(std::vector<IntTuple> v);
/// Static leaf values in order (caller has verified staticness).
std::vector<int64_t> flatInts(const IntTuple &t);
/// Product of a static shape, with overflow checking.
int64_t product(Ctx &c, const IntTuple &t);

bool anyLeaf(const IntTuple &t, IntTuple::Kind k);
/// make_basis_like(shape): E<path> at every leaf of `shape`, the path
/// starting with `prefix`.
IntTuple basisLike(const IntTuple &shape, std::vector<int> prefix);
/// CuTe's compact column-major layout of a (possibly dynamic) shape: a
/// static extent 1 gets stride 0.
Layout compactLayout(Ctx &c, const IntTuple &shape);

/// "" if the layout is usable by an integer algebra op (with
/// `basisStrides`, its strides may be scaled bases), else a message
/// "WHAT has ...".
std::string staticIntegralError(const Layout &l, const char *what,
                                bool basisStrides = false);
/// The same message prefixed "OP: ".
std::string requireStaticIntegral(const Layout &l, const char *op,
                                  const char *what);

/// Build a Layout from flat vectors: a single mode becomes a leaf layout,
/// several a flat tuple.
Layout fromFlat(const std::vector<int64_t> &s, const std::vector<int64_t> &d);
/// The same for leaves that may be dynamic or scaled bases.
Layout fromLeaves(std::vector<IntTuple> s, std::vector<IntTuple> d);

template <typename T> Result<T> failWith(const char *op, const Ctx &c) {
  return Result<T>::fail(std::string(op) + ": " + c.err);
}
/// `l` as a Result, or the first error in `c` prefixed with `op`.
Result<Layout> checked(const char *op, Ctx &c, Layout l);
/// A composed layout with its inner layout replaced by `inner`'s value (the
/// algebra CuTe forwards to the inner layout).
Result<ComposedLayout> withInner(const ComposedLayout &c,
                                 const Result<Layout> &inner);

#define REQUIRE_STATIC(L, OP, WHAT)                                            \
  do {                                                                         \
    std::string e_ = requireStaticIntegral(L, OP, WHAT);                       \
    if (!e_.empty())                                                           \
      return Result<Layout>::fail(e_);                                         \
  } while (0)

//===----------------------------------------------------------------------===//
// Cores of the algebra, one per operation (failures go to the context)
//===----------------------------------------------------------------------===//

// Coalesce.cpp
/// CuTe's back-to-front coalesce (bw_coalesce) of flat modes. A mode joins
/// the next when that is known statically (static extents, static integer
/// or scaled-basis strides with s*d == next stride); static size-1 modes drop
/// out. `extended` is CuTe's coalesce_x (a trailing size-1 mode counts as
/// extent 2, keeping the function beyond the domain); `keepLastSizeOne` is
/// CuTe IR's coalesce_z (a trailing size-1 mode stays unless the mode before
/// it continues into it). What is left when every mode drops out: 1:0 in
/// CuTe C++ (`():()` for no modes), the last mode in CuTe IR.
struct CoalesceRule {
  Semantics semantics = Semantics::CuteCpp;
  bool extended = false;
  bool keepLastSizeOne = false;
};
Layout coalesceLeaves(Ctx &c, const std::vector<IntTuple> &s,
                      const std::vector<IntTuple> &d, CoalesceRule rule);
/// coalesceLeaves of the flattened layout.
Layout coalesceLayout(Ctx &c, const Layout &l, CoalesceRule rule);
/// By a profile: a leaf profile coalesces the whole layout, a tuple one each
/// mode it names by its entry (the other modes are kept).
Layout coalesceByProfile(Ctx &c, const Layout &l, const IntTuple &profile,
                         CoalesceRule rule);
inline CoalesceRule coalesceRule(Semantics s) { return CoalesceRule{s}; }

// Complement.cpp
/// complement(l, cotarget): the modes `l` leaves out of the codomain, up to
/// `cotarget` (a shape, or any static or dynamic extent). With no cotarget
/// (CuTe IR only) the last mode is the open-ended "rest", a size-1 mode at
/// the input's reach; scaled-basis strides complement per basis direction.
Layout complementCore(Ctx &c, const Layout &l, const IntTuple *cotarget,
                      Semantics sem);
/// CuTe IR's complement_extend(l, shapeA): complement(l) whose rest mode
/// covers shapeA (per basis direction for scaled-basis strides).
Layout complementExtend(Ctx &c, const Layout &l, const IntTuple &shapeA);

// Composition.cpp
/// lhs o rhs. CuTe C++: the lhs is coalesce_x'ed first; CuTe IR: coalesce_z
/// by the rhs's coprofile, scaled-basis rhs strides select lhs modes, and
/// the result's modes are coalesced.
Layout compose(Ctx &c, const Layout &lhs, const Layout &rhs, Semantics sem);
Layout compose(Ctx &c, const Layout &lhs, const TileNode &rhs, Semantics sem);
/// The coprofile of a layout, l(0): 0 for integer strides, else the tuple
/// of zeros that its scaled-basis strides' modes span.
IntTuple coprofile(const Layout &l);

// Eval.cpp
int64_t cosizeStatic(Ctx &c, const Layout &l);
int64_t evalStatic(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x);
int64_t ceilDivInt(int64_t a, int64_t b);

// Tiler.cpp
/// "" when a by-mode tiler fits the layout (1..rank(a) modes), else the
/// message naming `op`.
std::string tilerRankError(const char *op, const Layout &a, const Tiler &t);
/// A divide's or product's operation on one layout and one tiler layout.
using LayoutOp =
    std::function<Layout(Ctx &, const Layout &, const Layout &)>;
/// `f` applied through the tiler (mode by mode for a tuple tiler, `_`
/// keeping a mode), the result grouped by `g`.
Layout applyTiler(Ctx &c, const Layout &x, const TileNode &t, Grouping g,
                  Semantics sem, const LayoutOp &f);
/// "zipped_divide", "flat_product", ...
const char *groupedName(bool divide, Grouping g);
/// A divide's or product's entry point: `f` through the tiler, grouped,
/// errors named for the operation.
Result<Layout> tileAndGroup(bool divide, const Layout &a, const TileNode &t,
                            Grouping g, Semantics sem, dyn::Tracer *tracer,
                            const LayoutOp &f);
/// The CuTe C++ entry point with a Tiler (its rank checked first).
Result<Layout> tileAndGroup(bool divide, const Layout &a, const Tiler &b,
                            Grouping g);

// Products.cpp
/// (A, complement(A, size(A)*cosize(B)) o B) in CuTe C++, (A, complement(A)
/// o B) in CuTe IR.
Layout productCore(Ctx &c, const Layout &a, const Layout &b, Semantics sem);

/// A composed layout's text, `OUTER o OFFSET o LAYOUT`, with the swizzle
/// spelled `swizzle` (CuTe's `Sw<..>` or CuTe IR's `S<..>`).
std::string composedText(const ComposedLayout &c, const std::string &swizzle);

} // namespace cute_nvgpu::layout::detail

#endif // CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H
