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

} // namespace cute_nvgpu::layout::detail

#endif // CUTE_NVGPU_LIB_LAYOUT_LAYOUTDETAIL_H
