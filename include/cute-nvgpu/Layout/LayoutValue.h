//===- LayoutValue.h - a layout's value at a coordinate ---------*- C++ -*-===//
//
// CuTe's layout(coord) for every layout a CuTe IR value can hold, plain or
// composed, on static or run-time leaves: the one function behind
// cute.layout_eval's result type and the lowerings that read a composed
// tensor's element (an im2col coordinate tensor's box origins).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LAYOUT_LAYOUTVALUE_H
#define CUTE_NVGPU_LAYOUT_LAYOUTVALUE_H

#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

namespace cute_nvgpu::layout {

/// The value of `layout` (a CuteIRValue holding a Layout or a
/// ComposedLayout) at `coord`: the coordinate enters the inner layout B
/// (layoutEval: a leaf is a column-major index, scaled-basis strides give
/// arithmetic tuples); a composed layout adds its offset and applies its
/// outer function, a swizzle or a layout the sum enters as a coordinate
/// (CuTe's ComposedLayout: A(offset + B(c))). Run-time leaves go through
/// `tracer`.
Result<IntTuple> layoutValueAt(const IntTuple &coord, const CuteIRValue &layout,
                               dyn::Tracer *tracer = nullptr);

} // namespace cute_nvgpu::layout

#endif // CUTE_NVGPU_LAYOUT_LAYOUTVALUE_H
