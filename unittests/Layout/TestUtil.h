//===- TestUtil.h - Helpers for the layout unit tests -----------*- C++ -*-===//
#ifndef CUTE_NVGPU_UNITTESTS_LAYOUT_TESTUTIL_H
#define CUTE_NVGPU_UNITTESTS_LAYOUT_TESTUTIL_H

#include "cute-nvgpu/Layout/Layout.h"

#include <gtest/gtest.h>

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

} // namespace cute_nvgpu::layout::test

#endif
