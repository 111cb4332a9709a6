//===- CuteViewType.td - a view: iterator and layout ------*- tablegen -*-===//
//
// CuTe's Tensor is an iterator and a layout. In CuTe DSL's IR several types
// are such views: `!cute.memref` (a pointer and a layout),
// `!cute.coord_tensor` (an arith-tuple iterator and a layout) and
// cute_nvgpu's `!cute_nvgpu.smem_desc_view` (an SMEM descriptor and a
// layout). `cute.get_iter`, `cute.get_layout` and `cute.make_view` take any
// of them through this interface.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_VIEW_TYPE_TD
#define CUTE_VIEW_TYPE_TD

include "mlir/IR/OpBase.td"

def Cute_ViewTypeInterface : TypeInterface<"ViewTypeInterface"> {
  let cppNamespace = "::cute_nvgpu::cute";
  let description = [{
    A view type: an iterator type and a layout type, the parts CuTe's
    Tensor is made of.
  }];
  let methods = [
    InterfaceMethod<"The iterator's type (what cute.get_iter yields).",
                    "::mlir::Type", "getIteratorType">,
    InterfaceMethod<"The layout's type, `!cute.layout` or "
                    "`!cute.composed_layout` (what cute.get_layout yields).",
                    "::mlir::Type", "getViewLayoutType">,
    InterfaceMethod<[{
        The same view over another layout (a layout op applied to the
        view): the iterator kept. Null when this kind of view cannot hold
        the layout.
      }],
      "::mlir::Type", "withViewLayout", (ins "::mlir::Type":$layout)>,
  ];
}

#endif // CUTE_VIEW_TYPE_TD
