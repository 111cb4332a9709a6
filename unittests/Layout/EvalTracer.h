//===- EvalTracer.h - a dyn::Tracer that computes on integers ---*- C++ -*-===//
//
// The lowering replays the algebra with a dyn::Tracer that emits IR for
// each leaf operation on a run-time value. The tests replay it with this
// one, which computes each operation on the integers the tags stand for,
// so a traced result can be compared with the static algebra's (or CuTe's)
// answer for the same values.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_UNITTESTS_LAYOUT_EVALTRACER_H
#define CUTE_NVGPU_UNITTESTS_LAYOUT_EVALTRACER_H

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace cute_nvgpu::layout::test {

/// Tags are large odd numbers; values[tag] is the integer a tag stands for.
class EvalTracer final : public dyn::Tracer {
public:
  std::map<int64_t, int64_t> values;
  std::vector<dyn::LeafOp> ops;
  /// The conditions that fail for the bound values, each as its message.
  std::vector<std::string> violated;
  int64_t next = 1000001;

  int64_t fresh(int64_t v) {
    values[next] = v;
    int64_t t = next;
    next += 2;
    return t;
  }
  int64_t valueOf(const IntTuple &t) {
    if (t.isStaticInt())
      return t.value();
    EXPECT_TRUE(values.count(t.divisibility())) << "untraced leaf";
    return values[t.divisibility()];
  }
  int64_t record(dyn::LeafOp op, const IntTuple &a, const IntTuple &b,
                 int) override {
    ops.push_back(op);
    int64_t x = valueOf(a), y = valueOf(b), r = 0;
    bool divides = op == dyn::LeafOp::ShapeDiv || op == dyn::LeafOp::CeilDiv ||
                   op == dyn::LeafOp::Div || op == dyn::LeafOp::Mod;
    if (divides && y == 0) {
      // The lowering's run-time check traps here.
      violated.push_back("division by zero");
      return fresh(0);
    }
    switch (op) {
    case dyn::LeafOp::Mul: r = x * y; break;
    case dyn::LeafOp::Add: r = x + y; break;
    case dyn::LeafOp::Sub: r = x - y; break;
    case dyn::LeafOp::Max: r = std::max(x, y); break;
    case dyn::LeafOp::Min: r = std::min(x, y); break;
    case dyn::LeafOp::ShapeDiv:
      r = x / y != 0 ? x / y : ((x > 0) - (x < 0)) * ((y > 0) - (y < 0));
      break;
    case dyn::LeafOp::CeilDiv:
      r = x / y + ((x % y != 0) && ((x < 0) == (y < 0)));
      break;
    case dyn::LeafOp::Div: r = x / y; break;
    case dyn::LeafOp::Mod: r = x % y; break;
    case dyn::LeafOp::Abs: r = x < 0 ? -x : x; break;
    case dyn::LeafOp::Signum: r = (x > 0) - (x < 0); break;
    case dyn::LeafOp::BitAnd: r = x & y; break;
    case dyn::LeafOp::BitXor: r = x ^ y; break;
    }
    return fresh(r);
  }
  void require(dyn::Condition c, const IntTuple &a, const IntTuple &b,
               const std::string &what) override {
    if (!dyn::holds(c, valueOf(a), valueOf(b)))
      violated.push_back(what);
  }
};

/// `t` with each static leaf whose pre-order index `k` is in `dyn` made a
/// tagged `?` bound to its value.
inline IntTuple tagLeaves(EvalTracer &tr, const IntTuple &t, const std::set<int> &dyn,
                   int &k) {
  if (t.isTuple()) {
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(tagLeaves(tr, x, dyn, k));
    return IntTuple::tuple(std::move(e));
  }
  if (dyn.count(k++) && t.isStaticInt())
    return IntTuple::dynamic(32, tr.fresh(t.value()));
  return t;
}

inline IntTuple bindLeaves(EvalTracer &tr, const IntTuple &t) {
  if (t.isTuple()) {
    std::vector<IntTuple> e;
    for (const IntTuple &x : t.elems())
      e.push_back(bindLeaves(tr, x));
    return IntTuple::tuple(std::move(e));
  }
  return t.isDynamic() ? IntTuple::integer(tr.valueOf(t)) : t;
}

inline Layout bindLayout(EvalTracer &tr, const Layout &l) {
  return Layout{bindLeaves(tr, l.shape), bindLeaves(tr, l.stride)};
}

} // namespace cute_nvgpu::layout::test

#endif // CUTE_NVGPU_UNITTESTS_LAYOUT_EVALTRACER_H
