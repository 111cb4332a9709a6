//===- LayoutOperandTypes.h - layout operand helpers (internal) ----------===//
//
// How the layout ops read their operand types: a composed layout's inner
// layout, a plain layout, a tuple kind's int tuple.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_LAYOUTOPERANDTYPES_H
#define CUTE_NVGPU_LIB_LAYOUTOPERANDTYPES_H

#include "CuteValue.h"

namespace cute_nvgpu::cute {
/// The result of an op on a composed layout that works on its inner layout:
/// the same outer parts around the new inner layout.
inline layout::ComposedLayout withInner(ComposedLayoutType c,
                                        const layout::Layout &inner) {
  layout::ComposedLayout v = c.getValue();
  v.layout = inner;
  return v;
}

inline layout::Layout innerLayout(mlir::Type t) {
  if (auto c = mlir::dyn_cast<ComposedLayoutType>(t))
    return c.getValue().layout;
  return mlir::cast<LayoutType>(t).getValue().layout();
}

/// The layout behind a `!cute.layout` that holds one (not the tuple form).
inline bool isPlainLayout(mlir::Type t) {
  auto l = mlir::dyn_cast<LayoutType>(t);
  return l && l.getValue().isLayout();
}

/// A `!cute.coord`'s / `!cute.shape`'s int tuple.
inline layout::IntTuple tupleOf(mlir::Type t) {
  mlir::FailureOr<layout::CuteIRValue> v = cuteValueOf(t);
  if (mlir::failed(v) || v->kind() != layout::CuteIRValue::Kind::IntTuple)
    return layout::IntTuple::tuple({});
  return v->intTuple();
}

} // namespace cute_nvgpu::cute

#endif
