//===- LayoutDetail.h - Private helpers of the layout library ---*- C++ -*-===//
//
// Internal to lib/Layout: checked arithmetic, an error accumulator and
// tuple helpers shared by the implementation files.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H
#define CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H

#include "cute-nvgpu/Layout/Layout.h"

#include <string>
#include <vector>

#include <functional>

namespace cute_nvgpu::layout::detail {

/// First error wins; algorithms keep going with dummy values after a failure
/// and the caller turns `err` into a Result.
struct Ctx {
  std::string err;
  bool bad() const { return !err.empty(); }
  void fail(std::string m) {
    if (err.empty())
      err = std::move(m);
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

inline IntTuple I(int64_t v) { return IntTuple::integer(v); }
inline IntTuple T(std::vector<IntTuple> e) {
  return IntTuple::tuple(std::move(e));
}

/// Number of top-level elements (1 for a leaf).
inline int rankOf(const IntTuple &t) {
  return t.isTuple() ? (int)t.elems().size() : 1;
}
/// get<i>: a leaf is its own element 0.
inline const IntTuple &getElem(const IntTuple &t, int i) {
  return t.isTuple() ? t.elems()[i] : t;
}

void flattenInto(const IntTuple &t, std::vector<IntTuple> &out);
/// Static leaf values in order (caller has verified staticness).
std::vector<int64_t> flatInts(const IntTuple &t);
/// Product of a static shape, with overflow checking.
int64_t product(Ctx &c, const IntTuple &t);

bool anyLeaf(const IntTuple &t, IntTuple::Kind k);

/// "" if the layout is usable by an integer algebra op, else a message
/// "OP: WHAT has ...".
std::string requireStaticIntegral(const Layout &l, const char *op,
                                  const char *what);

/// Build a Layout from flat vectors: a single mode becomes a leaf layout,
/// several a flat tuple.
Layout fromFlat(const std::vector<int64_t> &s, const std::vector<int64_t> &d);

template <typename T> Result<T> failWith(const char *op, const Ctx &c) {
  return Result<T>::fail(std::string(op) + ": " + c.err);
}
/// `l` as a Result, or the first error in `c` prefixed with `op`.
Result<Layout> checked(const char *op, Ctx &c, Layout l);

#define REQUIRE_STATIC(L, OP, WHAT)                                            \
  do {                                                                         \
    std::string e_ = requireStaticIntegral(L, OP, WHAT);                       \
    if (!e_.empty())                                                           \
      return Result<Layout>::fail(e_);                                         \
  } while (0)

// The static-integer cores of the algebra (Algebra.cpp). Inputs have passed
// requireStaticIntegral; failures go to `c`.
int64_t ceilDivInt(int64_t a, int64_t b);
/// coalesce (extended == false) or coalesce_x (extended == true).
Layout coalesceImpl(Ctx &c, const Layout &l, bool extended);
Layout composeStatic(Ctx &c, const Layout &a, const Layout &b);
/// CuTe ceil_div(shape, int), then the product of the result.
int64_t ceilDivProduct(Ctx &c, const IntTuple &a, int64_t b);
/// complement(l, shape(cotarget)).
Layout complementStatic(Ctx &c, const Layout &l, const IntTuple &cotarget);
int64_t evalStatic(Ctx &c, const IntTuple &s, const IntTuple &d, int64_t x);
int64_t cosizeStatic(Ctx &c, const Layout &l);
/// The rank-2 result of a logical divide/product regrouped by the tiler's
/// modes (CuTe tile_unzip): ((tiles...),(rests...)).
Layout tileUnzip(const Layout &l, const Tiler &b);
/// Slice `_` over mode 0 (unpackFirst) and mode 1 of a rank-2 layout, lifting
/// the sub-modes of each unpacked mode to the top level (CuTe's
/// result(_, repeat<R1>(_)) and result(repeat<R0>(_), repeat<R1>(_))).
Layout unpackModes(const Layout &z, bool unpackFirst);

/// "" when a by-mode tiler fits the layout (1..rank(a) modes), else the
/// message naming `op`.
std::string tilerRankError(const char *op, const Layout &a, const Tiler &t);
/// CuTe's by-mode rule for divides and products: `f(mode i of a, tiler
/// element i)` for the modes the tiler covers, the other modes as they are.
Result<Layout> applyByMode(
    const char *op, const Layout &a, const Tiler &b,
    const std::function<Result<Layout>(const Layout &, const Layout &)> &f);

} // namespace cute_nvgpu::layout::detail

#endif // CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H
