//===- Im2colTmaCopy.cpp - the boxes of an im2col coordinate tensor -------===//
//
// CuTe's copy of an im2col TMA atom (copy_traits_sm90_im2col.hpp,
// copy_unpack): the coordinate tensor is the TMA tensor make_im2col_tma_copy
// builds, iterator + A o offset o B, after tma_partition and slicing. Each
// box's instruction operands are the tensor's value at the box's first
// element, src(0), read as (c, (w,h,d), n, (s,r,t)) and flattened: the load
// passes c,w,h,d,n as the tensor coordinates and s,r,t as the im2col
// offsets (the filter tap, PTX's 16-bit im2colInfo), the store
// take<0,3>: c,w,h,d,n only (.im2col_no_offs). The value is computed by the
// layout algebra's layoutValueAt, the function cute.layout_eval's type
// inference runs, traced where the offset, the extents or the iterator are
// run-time values.
//
//===----------------------------------------------------------------------===//
#include "CoordTensorParts.h"
#include "TmaBoxes.h"

#include "cute-nvgpu/Conversion/CuteToLLVM/CuteToLLVM.h"
#include "cute-nvgpu/Layout/LayoutValue.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

namespace {

/// `v` (a run-time integer of any width) as an integer of `width` bits.
Value withWidth(OpBuilder &b, Location loc, Value v, unsigned width) {
  Type t = b.getIntegerType(width);
  unsigned have = v.getType().getIntOrFloatBitWidth();
  if (have == width)
    return v;
  if (have > width)
    return LLVM::TruncOp::create(b, loc, t, v);
  return LLVM::SExtOp::create(b, loc, t, v);
}

/// Rank of an im2col spatial mode: a leaf is one mode, a tuple of leaves
/// one per element; 0 when it nests further.
int spatialRank(const L::IntTuple &t) {
  if (!t.isTuple())
    return 1;
  for (const L::IntTuple &e : t.elems())
    if (e.isTuple())
      return 0;
  return t.rank();
}

} // namespace

FailureOr<lowering::TmaBoxSource>
lowering::readIm2colBoxes(OpBuilder &b, Location loc,
                          cute::CoordTensorType tensor, Value lowered,
                          bool withOffsets, std::string &why) {
  std::optional<CoordTensorParts> parts =
      coordTensorParts(b, loc, tensor, lowered);
  if (!parts || parts->layout.kind() != L::CuteIRValue::Kind::Composed ||
      !parts->layout.composed().hasOuterLayout()) {
    why = "an im2col TMA copy reads an im2col coordinate tensor (iterator "
          "+ A o offset o B, make_im2col_tma_copy's), not " +
          tensor.getLayout().str();
    return failure();
  }
  const L::CuteIRValue &layout = parts->layout;
  const L::Layout &inner = layout.composed().layout;
  // The boxes: modes 1.. of the inner layout, column-major over their
  // flattened (static) extents, as for a tiled tensor.
  std::vector<int64_t> rest;
  if (inner.shape.isTuple())
    for (int m = 1; m < inner.shape.rank(); ++m) {
      int64_t n = 1;
      for (const L::IntTuple &e : L::leaves(inner.shape[m])) {
        if (!e.isStaticInt()) {
          why = "the copy's rest modes must have static extents, but " +
                L::toString(inner) + " has a run-time one";
          return failure();
        }
        n *= e.value();
      }
      rest.push_back(n);
    }
  TmaBoxSource src;
  src.count = 1;
  for (int64_t n : rest)
    src.count *= n;

  std::vector<CuteRuntimeOperand> operands = {
      {parts->iter, parts->iterLeaves}, {layout, parts->layoutLeaves}};
  bool tupleCoord = inner.shape.isTuple();

  src.operandsOf = [operands, rest, tupleCoord, withOffsets](
                       OpBuilder &b, Location loc, int64_t box,
                       std::string &why) -> FailureOr<TmaBoxOperands> {
    // The box's first element: (0, i_1, i_2, ...), each i_m a column-major
    // index within mode m.
    std::vector<L::IntTuple> crd{L::IntTuple::integer(0)};
    for (int64_t n : rest) {
      crd.push_back(L::IntTuple::integer(box % n));
      box /= n;
    }
    L::IntTuple coord =
        tupleCoord ? L::IntTuple::tuple(std::move(crd)) : crd.front();
    auto compute = [&](ArrayRef<L::CuteIRValue> in, L::dyn::Tracer *tracer)
        -> FailureOr<std::vector<L::CuteIRValue>> {
      L::Result<L::IntTuple> v = L::layoutValueAt(coord, in[1], tracer);
      if (v.ok())
        v = L::arithTupleSum(in[0].intTuple(), *v, tracer);
      if (!v.ok()) {
        why = v.error().message;
        return failure();
      }
      return std::vector<L::CuteIRValue>{L::CuteIRValue{*v}};
    };
    std::vector<L::CuteIRValue> computed;
    FailureOr<SmallVector<SmallVector<Value>>> leaves =
        cuteTraceAlgebra(b, loc, operands, compute, &computed);
    if (failed(leaves)) {
      if (why.empty())
        why = "the box's im2col coordinates are not computable here";
      return failure();
    }
    // CuTe's (c, (w,h,d), n, (s,r,t)): one filter offset per spatial mode.
    const L::IntTuple &at = computed[0].intTuple();
    int spatial = at.isTuple() && at.rank() == 4 ? spatialRank(at[1]) : 0;
    if (spatial == 0 || spatial > 3 || spatialRank(at[3]) != spatial ||
        at[0].isTuple() || at[2].isTuple()) {
      why = "the im2col coordinate tensor's value " + L::toString(at) +
            " is not (c, (w,h,d), n, (s,r,t)) with one filter offset per "
            "spatial mode";
      return failure();
    }
    ArrayRef<Value> dynamic = (*leaves)[0];
    TmaBoxOperands out;
    std::vector<L::IntTuple> flat = L::leaves(at);
    for (size_t i = 0; i < flat.size(); ++i) {
      bool offset = i >= size_t(spatial) + 2;
      if (offset && !withOffsets)
        break;
      unsigned width = offset ? 16 : 32;
      Value v;
      if (flat[i].isStaticInt()) {
        v = LLVM::ConstantOp::create(b, loc, b.getIntegerType(width),
                                     flat[i].value());
      } else if (flat[i].isDynamic() && !dynamic.empty()) {
        v = withWidth(b, loc, dynamic.front(), width);
        dynamic = dynamic.drop_front();
      } else {
        why = "the im2col coordinate " + L::toString(flat[i]) + " of " +
              L::toString(at) + " is not an integer";
        return failure();
      }
      (offset ? out.im2colOffsets : out.coords).push_back(v);
    }
    return out;
  };
  return src;
}
