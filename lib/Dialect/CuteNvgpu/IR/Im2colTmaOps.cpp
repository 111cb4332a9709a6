//===- Im2colTmaOps.cpp - CuTe DSL's im2col TMA atoms ----------------------===//
//
// atom.make_non_exec_im2col_tma_load / store: CuTe DSL's custom spelling,
// and the verifier, which runs the im2col descriptor plan on the operands
// (Target/TmaIm2colPlan.h, CuTe's make_im2col_tma_copy) and requires the
// declared atom and coordinate tensor to be the ones it gives.
//
//===----------------------------------------------------------------------===//
#include "TmaProps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"
#include "cute-nvgpu/Target/TmaIm2colPlan.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::tma_syntax;
namespace L = cute_nvgpu::layout;
namespace tma = cute_nvgpu::target::tma;

namespace {

/// The leaves of a static integer tuple operand, in order (`3` is a list
/// of one).
FailureOr<std::vector<int64_t>> staticList(Operation *op, Value v,
                                           StringRef name) {
  auto t = cast<cute::IntTupleType>(v.getType());
  L::Result<L::CuteIRValue> parsed = L::parseCuteIR(t.getValue().str());
  if (!parsed.ok() || parsed->kind() != L::CuteIRValue::Kind::IntTuple)
    return op->emitOpError("expects ") << name << " as an integer tuple, got "
                                       << t;
  std::vector<int64_t> out;
  bool dynamic = false;
  std::function<void(const L::IntTuple &)> walk = [&](const L::IntTuple &x) {
    if (x.isTuple()) {
      for (const L::IntTuple &e : x.elems())
        walk(e);
      return;
    }
    if (!x.isStaticInt()) {
      dynamic = true;
      return;
    }
    out.push_back(x.value());
  };
  walk(parsed->intTuple());
  if (dynamic)
    return op->emitOpError("expects a static ")
           << name
           << " (the im2col descriptor and the coordinate tensor's type are "
              "made from it), got "
           << t;
  return out;
}

/// The plan input of either op, the parameter lists aside.
FailureOr<tma::Im2colPlanInput> planInput(Operation *op, tma::Im2colOp kind,
                                          int64_t multicast) {
  tma::Im2colPlanInput in;
  in.op = kind;
  in.multicast = multicast;
  auto gmem = cast<cute::CuteMemRefType>(op->getOperand(0).getType());
  Type elem = gmem.getElementType();
  in.type = tma::dataTypeOf(tmaTypeName(elem));
  if (!in.type)
    return op->emitOpError("expects an element type with a TMA data type ("
                           "the descriptor's tensorDataType), got ")
           << elem;
  L::AnyLayout g = gmem.getLayoutValue();
  if (!g.isLayout())
    return op->emitOpError("expects a global tensor with a plain layout, got ")
           << gmem;
  in.gmem = g.layout();
  Type smem = op->getOperand(1).getType();
  if (auto l = dyn_cast<cute::LayoutType>(smem))
    in.smem = l.getValue();
  else
    in.smem = L::AnyLayout{cast<cute::ComposedLayoutType>(smem).getValue()};
  // A layout type may hold the bare tuple form `(4@0, 32@1)`, which maps
  // no coordinate.
  Type vmapType = op->getOperand(2).getType();
  L::AnyLayout vmap = cast<cute::LayoutType>(vmapType).getValue();
  if (!vmap.isLayout())
    return op->emitOpError("expects the CTA value map as a layout "
                           "(shape:stride), got ")
           << vmapType;
  in.ctaVMap = vmap.layout();
  return in;
}

/// The plan, then the declared atom and coordinate tensor against the ones
/// it gives. `wantAtom` builds the atom for the plan's copy bits and box.
LogicalResult
verifyAgainstPlan(Operation *op, const tma::Im2colPlanInput &in, Type atom,
                  Type coords,
                  function_ref<Type(uint64_t, StringAttr)> wantAtom) {
  L::Result<tma::Im2colPlan> plan = tma::makeIm2colPlan(in);
  if (!plan.ok())
    return op->emitOpError("cannot make the im2col TMA descriptor: ")
           << plan.error().message;
  MLIRContext *ctx = op->getContext();
  auto emitTensorError = [&]() {
    return op->emitOpError("cannot type the im2col coordinate tensor: ");
  };
  Type tensor = cute::CoordTensorType::getChecked(
      emitTensorError, ctx,
      StringAttr::get(ctx, L::printCuteIR(plan->tmaTensor.base)),
      StringAttr::get(ctx, L::printCuteIR(plan->tmaTensor.layout)));
  if (!tensor)
    return failure();
  if (tensor != coords)
    return op->emitOpError("expects the im2col coordinate tensor the operands "
                           "give, ")
           << tensor << ", got " << coords;
  Type want = wantAtom((uint64_t)plan->copyBits,
                       StringAttr::get(ctx, L::printCuteIR(plan->basis.vt)));
  if (want != atom)
    return op->emitOpError("expects the im2col TMA atom the operands give, ")
           << want << ", got " << atom;
  return success();
}

/// The declared format against the property; the declared atom's element
/// type against the tensor's.
template <typename AtomT>
LogicalResult verifyAtomHead(Operation *op, AtomT atom,
                             TmaDataFormatAttr format) {
  if (format && atom.getTmaFormat() &&
      format.getValue() != *atom.getTmaFormat())
    return op->emitOpError("expects the atom's TMA data format ")
           << stringifyTmaDataFormat(format.getValue()) << ", got "
           << stringifyTmaDataFormat(*atom.getTmaFormat());
  if (atom.getInternalValType())
    return op->emitOpError("expects an im2col TMA atom without "
                           "internal_val_type (CuTe DSL states the format as "
                           "tma_format), got ")
           << Type(atom);
  Type elem =
      cast<cute::CuteMemRefType>(op->getOperand(0).getType()).getElementType();
  if (atom.getValueType() != elem)
    return op->emitOpError("expects an atom of the tensor's element type ")
           << elem << ", got " << Type(atom);
  return success();
}

ParseResult refuseInternalType(OpAsmParser &parser, const TmaProps &props) {
  if (props.internalType)
    return parser.emitError(parser.getNameLoc(),
                            "an im2col TMA atom takes tma_format, not "
                            "internal_type");
  return success();
}

bool isMulticast(Im2colTmaLoad k) {
  return k == Im2colTmaLoad::Sm90Multicast ||
         k == Im2colTmaLoad::Sm100TwoSmMulticast;
}

} // namespace

//===----------------------------------------------------------------------===//
// make_non_exec_im2col_tma_load
//===----------------------------------------------------------------------===//

ParseResult MakeNonExecIm2colTmaLoadOp::parse(OpAsmParser &parser,
                                              OperationState &result) {
  TmaProps props;
  if (parseMakeNonExec(parser, result, props,
                       [&](Attribute &a) {
                         return parseEnumValue<Im2colTmaLoadAttr>(
                             parser, a,
                             [](StringRef s) {
                               return symbolizeIm2colTmaLoad(s);
                             },
                             "im2col TMA load kind");
                       }) ||
      refuseInternalType(parser, props))
    return failure();
  auto &p = result.getOrAddProperties<Properties>();
  p.kind = cast_or_null<Im2colTmaLoadAttr>(props.kind);
  p.num_multicast = props.numMulticast;
  p.tma_format = cast_or_null<TmaDataFormatAttr>(props.tmaFormat);
  return success();
}

void MakeNonExecIm2colTmaLoadOp::print(OpAsmPrinter &p) {
  printMakeNonExec(p, *this, getKindAttr(), getNumMulticastAttr(),
                   getTmaFormatAttr(), nullptr);
}

/// The load's plan input from its properties and operands: the multicast
/// count (1 to 16 for a multicast kind, else 1) and the seven static lists.
static FailureOr<tma::Im2colPlanInput>
loadPlanInput(MakeNonExecIm2colTmaLoadOp op, Im2colTmaLoad kind) {
  std::optional<int64_t> n;
  if (op.getNumMulticastAttr())
    n = op.getNumMulticastAttr().getInt();
  if (isMulticast(kind) && !isMulticastCount(n)) {
    InFlightDiagnostic d =
        op.emitOpError("missing or invalid num_multicast for a multicast "
                       "im2col TMA load");
    if (n)
      noteMulticastRange(d, *n);
    return d;
  }
  if (!isMulticast(kind) && n && *n != 1)
    return op.emitOpError("got num_multicast of ")
           << *n << " for the non-multicast im2col TMA load kind "
           << stringifyIm2colTmaLoad(kind)
           << " (only a multicast load takes a count other than 1)";

  FailureOr<tma::Im2colPlanInput> in =
      planInput(op,
                isMulticast(kind) ? tma::Im2colOp::LoadMulticast
                                  : tma::Im2colOp::Load,
                n.value_or(1));
  if (failed(in))
    return failure();
  L::Im2colParams &params = in->params;
  for (auto [v, name, out] :
       {std::tuple{op.getLowerCornerWhd(), "lower_corner_whd",
                   &params.lowerCornerWhd},
        std::tuple{op.getUpperCornerWhd(), "upper_corner_whd",
                   &params.upperCornerWhd},
        std::tuple{op.getLowerPaddingWhd(), "lower_padding_whd",
                   &params.lowerPaddingWhd},
        std::tuple{op.getUpperPaddingWhd(), "upper_padding_whd",
                   &params.upperPaddingWhd},
        std::tuple{op.getStrideWhd(), "stride_whd", &params.strideWhd},
        std::tuple{op.getLowerSrt(), "lower_srt", &params.lowerSrt},
        std::tuple{op.getStrideSrt(), "stride_srt", &params.strideSrt}}) {
    FailureOr<std::vector<int64_t>> list = staticList(op, v, name);
    if (failed(list))
      return failure();
    *out = std::move(*list);
  }
  return in;
}

/// The kind the properties name, else the declared atom's.
static std::optional<Im2colTmaLoad> loadKindOf(MakeNonExecIm2colTmaLoadOp op) {
  if (op.getKindAttr())
    return op.getKindAttr().getValue();
  if (auto atom = dyn_cast<NonExecIm2colTmaLoadType>(op.getAtom().getType()))
    return atom.getLoadKind();
  return std::nullopt;
}

LogicalResult MakeNonExecIm2colTmaLoadOp::verify() {
  auto atom = dyn_cast<NonExecIm2colTmaLoadType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects a non-executable im2col TMA load atom, got ")
           << getAtom().getType();
  if (!atom.getValueType())
    return emitOpError("expects the atom's parameters (the operands give "
                       "them), got ")
           << getAtom().getType();
  if (getKindAttr() && atom.getLoadKind() &&
      getKindAttr().getValue() != *atom.getLoadKind())
    return emitOpError("expects the atom's load kind ")
           << stringifyIm2colTmaLoad(getKindAttr().getValue()) << ", got "
           << getAtom().getType();
  Im2colTmaLoad kind = *loadKindOf(*this);
  if (failed(verifyAtomHead(*this, atom, getTmaFormatAttr())))
    return failure();
  FailureOr<tma::Im2colPlanInput> in = loadPlanInput(*this, kind);
  if (failed(in))
    return failure();
  MLIRContext *ctx = getContext();
  return verifyAgainstPlan(
      *this, *in, atom, getCoords().getType(),
      [&](uint64_t bits, StringAttr gbasis) -> Type {
        return NonExecIm2colTmaLoadType::get(ctx, kind, atom.getValueType(),
                                             bits, gbasis, atom.getTmaFormat(),
                                             Type());
      });
}

//===----------------------------------------------------------------------===//
// make_non_exec_im2col_tma_store
//===----------------------------------------------------------------------===//

ParseResult MakeNonExecIm2colTmaStoreOp::parse(OpAsmParser &parser,
                                               OperationState &result) {
  TmaProps props;
  if (parseMakeNonExec(parser, result, props, nullptr) ||
      refuseInternalType(parser, props))
    return failure();
  if (props.numMulticast)
    return parser.emitError(props.numMulticastLoc,
                            "a TMA store has no multicast");
  auto &p = result.getOrAddProperties<Properties>();
  p.tma_format = cast_or_null<TmaDataFormatAttr>(props.tmaFormat);
  return success();
}

void MakeNonExecIm2colTmaStoreOp::print(OpAsmPrinter &p) {
  printMakeNonExec(p, *this, nullptr, nullptr, getTmaFormatAttr(), nullptr);
}

LogicalResult MakeNonExecIm2colTmaStoreOp::verify() {
  auto atom = dyn_cast<NonExecIm2colTmaStoreType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects a non-executable im2col TMA store atom, got ")
           << getAtom().getType();
  if (!atom.getValueType())
    return emitOpError("expects the atom's parameters (the operands give "
                       "them), got ")
           << getAtom().getType();
  if (failed(verifyAtomHead(*this, atom, getTmaFormatAttr())))
    return failure();
  // No parameter lists: the plan takes CuTe's no-offset defaults.
  FailureOr<tma::Im2colPlanInput> in =
      planInput(*this, tma::Im2colOp::Store, 1);
  if (failed(in))
    return failure();
  MLIRContext *ctx = getContext();
  return verifyAgainstPlan(
      *this, *in, atom, getCoords().getType(),
      [&](uint64_t bits, StringAttr gbasis) -> Type {
        return NonExecIm2colTmaStoreType::get(ctx, atom.getValueType(), bits,
                                              gbasis, atom.getTmaFormat(),
                                              Type());
      });
}

//===----------------------------------------------------------------------===//
// The plan of either op, for the lowering
//===----------------------------------------------------------------------===//

FailureOr<tma::Im2colPlan> cute_nvgpu::nonExecIm2colPlan(Operation *op) {
  FailureOr<tma::Im2colPlanInput> in = failure();
  if (auto load = dyn_cast<MakeNonExecIm2colTmaLoadOp>(op)) {
    std::optional<Im2colTmaLoad> kind = loadKindOf(load);
    if (!kind)
      return load.emitOpError("expects an im2col TMA load kind");
    in = loadPlanInput(load, *kind);
  } else if (isa<MakeNonExecIm2colTmaStoreOp>(op)) {
    in = planInput(op, tma::Im2colOp::Store, 1);
  } else {
    return op->emitOpError("makes no non-executable im2col TMA atom");
  }
  if (failed(in))
    return failure();
  L::Result<tma::Im2colPlan> plan = tma::makeIm2colPlan(*in);
  if (!plan.ok())
    return op->emitOpError("cannot make the im2col TMA descriptor: ")
           << plan.error().message;
  return *plan;
}
