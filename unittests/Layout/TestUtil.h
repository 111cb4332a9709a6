//===- TestUtil.h - Helpers for the layout unit tests -----------*- C++ -*-===//
#ifndef CUTE_NVGPU_UNITTESTS_LAYOUT_TESTUTIL_H
#define CUTE_NVGPU_UNITTESTS_LAYOUT_TESTUTIL_H

#include "cute-nvgpu/Layout/Layout.h"

#include <gtest/gtest.h>

#include <optional>

namespace cute_nvgpu::layout::test {

inline Layout L(const std::string &s) {
  Result<Layout> r = parseLayout(s);
  EXPECT_TRUE(r.ok()) << s << ": " << (r.ok() ? "" : formatError(r.error()));
  return r.ok() ? *r : Layout{IntTuple::integer(1), IntTuple::integer(0)};
}

inline Tiler Tl(const std::string &s) {
  Result<Tiler> r = parseTiler(s);
  EXPECT_TRUE(r.ok()) << s << ": " << (r.ok() ? "" : formatError(r.error()));
  return r.ok() ? *r : Tiler{};
}

/// Printed result, or "error: MSG".
template <typename T> std::string S(const Result<T> &r) {
  if (!r.ok())
    return "error: " + formatError(r.error());
  return toString(*r);
}

inline std::string SI(const Result<int64_t> &r) {
  if (!r.ok())
    return "error: " + formatError(r.error());
  return std::to_string(*r);
}

/// size(l) of a static layout.
inline int64_t sz(const Layout &l) { return *size(l); }

/// l(i), failing the test (and returning -1) when l cannot be evaluated.
inline int64_t at(const Layout &l, int64_t i) {
  Result<int64_t> r = evalAny(l, i);
  EXPECT_TRUE(r.ok()) << toString(l) << " at " << i;
  return r.ok() ? *r : -1;
}

/// left_inverse(l), or nullopt when CuTe rejects l as it does (the
/// divisibility condition on the strides); any other failure fails the test.
inline std::optional<Layout> leftInverseOrCuteRefusal(const Layout &l) {
  Result<Layout> li = leftInverse(l);
  if (li.ok())
    return *li;
  EXPECT_NE(li.error().message.find("divisibility condition"),
            std::string::npos)
      << li.error().message;
  return std::nullopt;
}

/// li(l(i)) == i over l's domain.
inline void expectLeftInverse(const Layout &l, const Layout &li) {
  for (int64_t i = 0; i < sz(l); ++i)
    ASSERT_EQ(at(li, at(l, i)), i)
        << toString(l) << " left inverse " << toString(li);
}

} // namespace cute_nvgpu::layout::test

#endif
