//===- TmaOps.cpp - CuTe DSL's TMA and atom-field ops ---------------------===//
//
// The structural checks of the TMA atoms' construction, partition and
// descriptor ops, the run-time fields of atoms, and CuTe DSL's custom
// spelling of the non-executable atoms' properties
// (`<{kind = <sm_90> num_multicast = 1 internal_type = tf32}>`).
//
//===----------------------------------------------------------------------===//
#include "TmaProps.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/TmaPartition.h"
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/TmaBasis.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::tma_syntax;

//===----------------------------------------------------------------------===//
// make_non_exec_tiled_tma_load / store / reduce
//===----------------------------------------------------------------------===//

namespace {
/// The parts an executable TMA atom shares with its non-executable one.
struct TmaParts {
  StringRef op;
  Type valueType;
  uint64_t copyBits = 0;
  StringAttr gbasis;
};

std::optional<TmaParts> partsOf(Type t) {
  auto parts = [](StringRef op, auto a) {
    return std::optional<TmaParts>(
        TmaParts{op, a.getValueType(), a.getCopyBits(), a.getGbasis()});
  };
  return llvm::TypeSwitch<Type, std::optional<TmaParts>>(t)
      .Case<NonExecTiledTmaLoadType, NonExecIm2colTmaLoadType, TmaLoadType>(
          [&](auto a) { return parts("load", a); })
      .Case<NonExecTiledTmaStoreType, NonExecIm2colTmaStoreType,
            TmaStoreType>([&](auto a) { return parts("store", a); })
      .Case<NonExecTiledTmaReduceType, TmaReduceType>(
          [&](auto a) { return parts("reduce", a); })
      .Default([](Type) { return std::nullopt; });
}
} // namespace

ParseResult
tma_syntax::parseTmaProps(OpAsmParser &p, TmaProps &props,
                          function_ref<ParseResult(Attribute &)> kindParser) {
  if (failed(p.parseOptionalLess()))
    return success();
  if (p.parseLBrace())
    return failure();
  while (failed(p.parseOptionalRBrace())) {
    SMLoc loc = p.getCurrentLocation();
    StringRef key;
    if (p.parseKeyword(&key) || p.parseEqual())
      return failure();
    if (key == "kind") {
      if (!kindParser)
        return p.emitError(loc, "this TMA atom has no `kind`");
      if (kindParser(props.kind))
        return failure();
    } else if (key == "num_multicast") {
      int32_t n;
      if (p.parseInteger(n))
        return failure();
      Type t;
      if (succeeded(p.parseOptionalColon()) && p.parseType(t))
        return failure();
      props.numMulticast = p.getBuilder().getI32IntegerAttr(n);
      props.numMulticastLoc = loc;
    } else if (key == "tma_format") {
      if (parseEnumValue<TmaDataFormatAttr>(
              p, props.tmaFormat,
              [](StringRef s) { return symbolizeTmaDataFormat(s); },
              "TMA data format"))
        return failure();
    } else if (key == "internal_type") {
      Type t;
      if (p.parseType(t))
        return failure();
      props.internalType = TypeAttr::get(t);
    } else {
      return p.emitError(loc, "unknown TMA atom property `") << key << "`";
    }
    (void)p.parseOptionalComma();
  }
  return p.parseGreater();
}

void tma_syntax::printTmaProps(OpAsmPrinter &p, Attribute kind,
                               IntegerAttr numMulticast, Attribute tmaFormat,
                               TypeAttr internalType) {
  SmallVector<std::string> parts;
  auto shortEnum = [](Attribute a) {
    std::string s;
    llvm::raw_string_ostream os(s);
    if (auto k = dyn_cast<TiledTmaLoadAttr>(a))
      os << "<" << stringifyTiledTmaLoad(k.getValue()) << ">";
    else if (auto k = dyn_cast<Im2colTmaLoadAttr>(a))
      os << "<" << stringifyIm2colTmaLoad(k.getValue()) << ">";
    else if (auto k = dyn_cast<TmaReduceKindAttr>(a))
      os << "<" << stringifyTmaReduceKind(k.getValue()) << ">";
    else if (auto f = dyn_cast<TmaDataFormatAttr>(a))
      os << "<" << stringifyTmaDataFormat(f.getValue()) << ">";
    return s;
  };
  if (kind)
    parts.push_back("kind = " + shortEnum(kind));
  if (numMulticast)
    parts.push_back("num_multicast = " + std::to_string(numMulticast.getInt()));
  if (tmaFormat)
    parts.push_back("tma_format = " + shortEnum(tmaFormat));
  if (internalType) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << internalType.getValue();
    parts.push_back("internal_type = " + s);
  }
  if (parts.empty())
    return;
  p << " <{" << llvm::join(parts, " ") << "}>";
}

ParseResult
tma_syntax::parseMakeNonExec(OpAsmParser &parser, OperationState &result,
                             TmaProps &props,
                             function_ref<ParseResult(Attribute &)> kind) {
  SmallVector<OpAsmParser::UnresolvedOperand, 3> operands;
  SMLoc loc = parser.getCurrentLocation();
  FunctionType fn;
  if (parser.parseOperandList(operands, OpAsmParser::Delimiter::Paren) ||
      parseTmaProps(parser, props, kind) ||
      parser.parseOptionalAttrDict(result.attributes) || parser.parseColon() ||
      parser.parseType(fn))
    return failure();
  result.addTypes(fn.getResults());
  return parser.resolveOperands(operands, fn.getInputs(), loc, result.operands);
}

void tma_syntax::printMakeNonExec(OpAsmPrinter &p, Operation *op,
                                  Attribute kind, IntegerAttr numMulticast,
                                  Attribute tmaFormat, TypeAttr internalType) {
  p << "(" << op->getOperands() << ")";
  printTmaProps(p, kind, numMulticast, tmaFormat, internalType);
  p.printOptionalAttrDict(
      op->getAttrs(), {"kind", "num_multicast", "tma_format", "internal_type"});
  p << " : ";
  p.printFunctionalType(op->getOperandTypes(), op->getResultTypes());
}

namespace {
/// The partition verifier on the op's operands, then the declared
/// coordinate tensor type against the one they give (step 10).
FailureOr<TmaPartitionResult>
verifyNonExecPartition(Operation *op, TmaPartitionInput in, Type coords) {
  in.smem = op->getOperand(1).getType();
  in.gmem = op->getOperand(0).getType();
  in.ctaVMap = op->getOperand(2).getType();
  FailureOr<TmaPartitionResult> r = verifyTmaPartition(op->getLoc(), in);
  if (failed(r))
    return failure();
  if (r->tmaTensorType != coords) {
    InFlightDiagnostic d =
        op->emitError("Failed to construct the TMA tensor type");
    d.attachNote() << "the operands give " << r->tmaTensorType
                   << ", the op declares " << coords;
    return d;
  }
  return r;
}

/// The declared atom's copy bits and G-basis against the ones the operands
/// give (its element and internal types are checked by verifyMakeNonExec).
LogicalResult verifyAtomMatches(Operation *op, const TmaPartitionResult &r,
                                Type atom) {
  std::optional<TmaParts> want = partsOf(r.nonExecAtom), got = partsOf(atom);
  if (!want || !got)
    return success();
  if (got->copyBits != want->copyBits ||
      (got->gbasis && got->gbasis != want->gbasis))
    return op->emitOpError("expects the copy bits and G-basis the operands "
                           "give, ")
           << r.nonExecAtom << ", got " << atom;
  return success();
}

/// What every non-executable atom's construction checks: the atom holds
/// the global tensor's element type (or the internal type it is read as).
LogicalResult verifyMakeNonExec(Operation *op, cute::CuteMemRefType gmem,
                                Type atomValueType, TypeAttr internalType,
                                Type atomInternalType, Attribute tmaFormat,
                                std::optional<TmaDataFormat> atomFormat) {
  if (auto f = dyn_cast_or_null<TmaDataFormatAttr>(tmaFormat);
      f && atomFormat && f.getValue() != *atomFormat)
    return op->emitOpError("expects the atom's TMA data format ")
           << stringifyTmaDataFormat(f.getValue()) << ", got "
           << stringifyTmaDataFormat(*atomFormat);
  Type elem = gmem.getElementType();
  if (atomValueType && atomValueType != elem &&
      !(internalType && internalType.getValue() == atomValueType))
    return op->emitOpError("expects an atom of the tensor's element type ")
           << elem << ", got " << atomValueType;
  if (internalType && atomInternalType &&
      internalType.getValue() != atomInternalType)
    return op->emitOpError("expects the atom's internal type ")
           << internalType.getValue() << ", got " << atomInternalType;
  return success();
}
/// The partition verifier, then the properties' element, internal type and
/// format against the atom, then its copy bits and G-basis.
template <typename OpT, typename AtomT>
LogicalResult verifyNonExecOp(OpT op, AtomT atom, TmaPartitionInput in) {
  if (op.getInternalTypeAttr())
    in.internalType = op.getInternalTypeAttr().getValue();
  FailureOr<TmaPartitionResult> r =
      verifyNonExecPartition(op, in, op.getCoords().getType());
  if (failed(r))
    return failure();
  if (failed(verifyMakeNonExec(
          op, cast<cute::CuteMemRefType>(op.getGmem().getType()),
          atom.getValueType(), op.getInternalTypeAttr(),
          atom.getInternalValType(), op.getTmaFormatAttr(),
          atom.getTmaFormat())))
    return failure();
  return verifyAtomMatches(op, *r, atom);
}
} // namespace

ParseResult MakeNonExecTiledTmaLoadOp::parse(OpAsmParser &parser,
                                             OperationState &result) {
  TmaProps props;
  if (parseMakeNonExec(parser, result, props, [&](Attribute &a) {
        return parseEnumValue<TiledTmaLoadAttr>(
            parser, a, [](StringRef s) { return symbolizeTiledTmaLoad(s); },
            "TMA load kind");
      }))
    return failure();
  auto &p = result.getOrAddProperties<Properties>();
  p.kind = cast_or_null<TiledTmaLoadAttr>(props.kind);
  p.num_multicast = props.numMulticast;
  p.tma_format = cast_or_null<TmaDataFormatAttr>(props.tmaFormat);
  p.internal_type = props.internalType;
  return success();
}

void MakeNonExecTiledTmaLoadOp::print(OpAsmPrinter &p) {
  printMakeNonExec(p, *this, getKindAttr(), getNumMulticastAttr(),
                   getTmaFormatAttr(), getInternalTypeAttr());
}

/// The partition verifier's input for each op (operand types aside).
static TmaPartitionInput partitionInput(MakeNonExecTiledTmaLoadOp op,
                                        NonExecTiledTmaLoadType atom) {
  TmaPartitionInput in;
  in.variant = TmaVariant::Load;
  // The kind the properties name, else the declared atom's.
  in.loadKind = op.getKindAttr() ? std::optional(op.getKindAttr().getValue())
                                 : atom.getLoadKind();
  if (op.getNumMulticastAttr())
    in.numMulticast = op.getNumMulticastAttr().getInt();
  return in;
}
static TmaPartitionInput partitionInput(MakeNonExecTiledTmaStoreOp,
                                        NonExecTiledTmaStoreType) {
  TmaPartitionInput in;
  in.variant = TmaVariant::Store;
  return in;
}
static TmaPartitionInput partitionInput(MakeNonExecTiledTmaReduceOp op,
                                        NonExecTiledTmaReduceType atom) {
  TmaPartitionInput in;
  in.variant = TmaVariant::Reduce;
  in.reduceKind = op.getKindAttr() ? std::optional(op.getKindAttr().getValue())
                                   : atom.getKind();
  return in;
}

FailureOr<TmaPartitionResult> cute_nvgpu::nonExecTmaPartition(Operation *op) {
  auto partition = [&](auto o, auto atom) -> FailureOr<TmaPartitionResult> {
    if (!atom)
      return o.emitOpError("expects a non-executable TMA atom");
    TmaPartitionInput in = partitionInput(o, atom);
    if (o.getInternalTypeAttr())
      in.internalType = o.getInternalTypeAttr().getValue();
    return verifyNonExecPartition(o, in, o.getCoords().getType());
  };
  if (auto o = dyn_cast<MakeNonExecTiledTmaLoadOp>(op))
    return partition(o,
                     dyn_cast<NonExecTiledTmaLoadType>(o.getAtom().getType()));
  if (auto o = dyn_cast<MakeNonExecTiledTmaStoreOp>(op))
    return partition(o,
                     dyn_cast<NonExecTiledTmaStoreType>(o.getAtom().getType()));
  if (auto o = dyn_cast<MakeNonExecTiledTmaReduceOp>(op))
    return partition(
        o, dyn_cast<NonExecTiledTmaReduceType>(o.getAtom().getType()));
  return op->emitOpError("makes no non-executable TMA atom");
}

LogicalResult MakeNonExecTiledTmaLoadOp::verify() {
  auto atom = dyn_cast<NonExecTiledTmaLoadType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects a non-executable TMA load atom, got ")
           << getAtom().getType();
  if (getKindAttr() && atom.getLoadKind() &&
      getKindAttr().getValue() != *atom.getLoadKind())
    return emitOpError("expects the atom's load kind ")
           << stringifyTiledTmaLoad(getKindAttr().getValue()) << ", got "
           << getAtom().getType();
  return verifyNonExecOp(*this, atom, partitionInput(*this, atom));
}

ParseResult MakeNonExecTiledTmaStoreOp::parse(OpAsmParser &parser,
                                              OperationState &result) {
  TmaProps props;
  if (parseMakeNonExec(parser, result, props, nullptr))
    return failure();
  auto &p = result.getOrAddProperties<Properties>();
  if (props.numMulticast)
    return parser.emitError(props.numMulticastLoc,
                            "a TMA store has no multicast");
  p.tma_format = cast_or_null<TmaDataFormatAttr>(props.tmaFormat);
  p.internal_type = props.internalType;
  return success();
}

void MakeNonExecTiledTmaStoreOp::print(OpAsmPrinter &p) {
  printMakeNonExec(p, *this, nullptr, nullptr, getTmaFormatAttr(),
                   getInternalTypeAttr());
}

LogicalResult MakeNonExecTiledTmaStoreOp::verify() {
  auto atom = dyn_cast<NonExecTiledTmaStoreType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects a non-executable TMA store atom, got ")
           << getAtom().getType();
  return verifyNonExecOp(*this, atom, partitionInput(*this, atom));
}

ParseResult MakeNonExecTiledTmaReduceOp::parse(OpAsmParser &parser,
                                               OperationState &result) {
  TmaProps props;
  if (parseMakeNonExec(parser, result, props, [&](Attribute &a) {
        return parseEnumValue<TmaReduceKindAttr>(
            parser, a, [](StringRef s) { return symbolizeTmaReduceKind(s); },
            "TMA reduction");
      }))
    return failure();
  if (props.numMulticast)
    return parser.emitError(props.numMulticastLoc,
                            "a TMA reduction has no multicast");
  auto &p = result.getOrAddProperties<Properties>();
  p.kind = cast_or_null<TmaReduceKindAttr>(props.kind);
  p.tma_format = cast_or_null<TmaDataFormatAttr>(props.tmaFormat);
  p.internal_type = props.internalType;
  return success();
}

void MakeNonExecTiledTmaReduceOp::print(OpAsmPrinter &p) {
  printMakeNonExec(p, *this, getKindAttr(), nullptr, getTmaFormatAttr(),
                   getInternalTypeAttr());
}

LogicalResult MakeNonExecTiledTmaReduceOp::verify() {
  auto atom = dyn_cast<NonExecTiledTmaReduceType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects a non-executable TMA reduce atom, got ")
           << getAtom().getType();
  if (getKindAttr() && atom.getKind() &&
      getKindAttr().getValue() != *atom.getKind())
    return emitOpError("expects the atom's reduction ")
           << stringifyTmaReduceKind(getKindAttr().getValue()) << ", got "
           << getAtom().getType();
  return verifyNonExecOp(*this, atom, partitionInput(*this, atom));
}

//===----------------------------------------------------------------------===//
// make_exec_tma, tma_partition, the descriptor ops
//===----------------------------------------------------------------------===//

/// The bits one element occupies in memory (tf32: 32), or 0 where the type
/// says nothing (the checks that compare widths then do not apply).
static unsigned storageBits(Type t) {
  if (auto i = dyn_cast_or_null<AtomIntegerType>(t))
    return i.getWidth();
  return cute::storageBitsOf(t);
}

LogicalResult MakeExecTmaOp::verify() {
  std::optional<TmaParts> from = partsOf(getAtom().getType());
  std::optional<TmaParts> to = partsOf(getResult().getType());
  if (!from || !to)
    return emitOpError("expects TMA atoms");
  if (from->op != to->op)
    return emitOpError("expects an executable TMA ")
           << from->op << " atom, got " << getResult().getType();
  auto nonExecReduce = dyn_cast<NonExecTiledTmaReduceType>(getAtom().getType());
  auto execReduce = dyn_cast<TmaReduceType>(getResult().getType());
  if (nonExecReduce && execReduce && nonExecReduce.getKind() &&
      execReduce.getKind() && nonExecReduce.getKind() != execReduce.getKind())
    return emitOpError("expects the reduction of ") << getAtom().getType();
  if (from->valueType != to->valueType || from->copyBits != to->copyBits ||
      from->gbasis != to->gbasis)
    return emitOpError("expects the element type, copy bits and G-basis of ")
           << getAtom().getType() << ", got " << getResult().getType();
  // An im2col atom executes in im2col mode, a tiled one in tiled mode.
  bool im2col =
      isa<NonExecIm2colTmaLoadType, NonExecIm2colTmaStoreType>(getAtom().getType());
  std::optional<TmaCopyMode> mode =
      llvm::TypeSwitch<Type, std::optional<TmaCopyMode>>(getResult().getType())
          .Case<TmaLoadType, TmaStoreType, TmaReduceType>(
              [](auto t) { return t.getMode(); })
          .Default([](Type) { return std::nullopt; });
  if (im2col != (mode == TmaCopyMode::Im2col))
    return emitOpError("expects ")
           << (im2col ? "`mode = im2col`" : "no `mode = im2col`")
           << " on the executable atom of " << getAtom().getType() << ", got "
           << getResult().getType();
  // The im2col load kind decides the instruction as the tiled one does.
  if (auto l = dyn_cast<NonExecIm2colTmaLoadType>(getAtom().getType());
      l && l.getLoadKind()) {
    auto execLoad = cast<TmaLoadType>(getResult().getType());
    Im2colTmaLoad k = *l.getLoadKind();
    bool multicast = k == Im2colTmaLoad::Sm90Multicast ||
                     k == Im2colTmaLoad::Sm100TwoSmMulticast;
    unsigned ctas = k == Im2colTmaLoad::Sm100TwoSm ||
                            k == Im2colTmaLoad::Sm100TwoSmMulticast
                        ? 2
                        : 1;
    if (execLoad.getMcast() != multicast ||
        (execLoad.getNumCta() ? execLoad.getNumCta() : 1) != ctas)
      return emitOpError("expects ")
             << (multicast ? "`mcast = true`" : "no `mcast`")
             << " and num_cta = " << ctas << " on the executable atom of a "
             << stringifyIm2colTmaLoad(k) << " im2col TMA load, got "
             << getResult().getType();
  }
  // The load kind decides the instruction: a multicast kind emits
  // `.multicast::cluster` with the atom's mask, a 2-SM kind cta_group::2.
  auto nonExecLoad = dyn_cast<NonExecTiledTmaLoadType>(getAtom().getType());
  auto execLoad = dyn_cast<TmaLoadType>(getResult().getType());
  if (nonExecLoad && execLoad && nonExecLoad.getLoadKind()) {
    TiledTmaLoad k = *nonExecLoad.getLoadKind();
    bool multicast = k == TiledTmaLoad::Sm90Multicast ||
                     k == TiledTmaLoad::Sm100TwoSmMulticast;
    unsigned ctas =
        k == TiledTmaLoad::Sm100TwoSm || k == TiledTmaLoad::Sm100TwoSmMulticast
            ? 2
            : 1;
    if (execLoad.getMcast() != multicast)
      return emitOpError("expects ")
             << (multicast ? "`mcast = true`" : "no `mcast`")
             << " on the executable atom of a " << stringifyTiledTmaLoad(k)
             << " TMA load, got " << getResult().getType();
    unsigned got = execLoad.getNumCta() ? execLoad.getNumCta() : 1;
    if (got != ctas)
      return emitOpError("expects num_cta = ")
             << ctas << " on the executable atom of a "
             << stringifyTiledTmaLoad(k) << " TMA load, got "
             << getResult().getType();
  }
  return success();
}

LogicalResult TmaPartitionOp::verify() {
  auto smem = cast<cute::CuteMemRefType>(getSmem().getType());
  if (smem.getSpace() != cute::MemSpace::Smem)
    return emitOpError("expects a shared-memory tensor, got ") << smem;
  auto out = cast<cute::CuteMemRefType>(getSmemTensor().getType());
  if (out.getElementType() != smem.getElementType() ||
      out.getSpace() != smem.getSpace())
    return emitOpError("expects an SMEM partition of the tensor's element "
                       "type, got ")
           << out;
  std::optional<TmaParts> parts = partsOf(getAtom().getType());
  unsigned atomBits = parts ? storageBits(parts->valueType) : 0;
  unsigned smemBits = storageBits(smem.getElementType());
  if (atomBits && smemBits && atomBits != smemBits)
    return emitOpError("expects SMEM elements of the atom's width, got ")
           << smem.getElementType() << " for " << getAtom().getType();
  // The results are CuTe's tma_partition of the operands.
  auto coords = cast<cute::CoordTensorType>(getGmem().getType());
  auto outCoords = cast<cute::CoordTensorType>(getGmemTensor().getType());
  layout::Result<layout::CuteIRValue> g =
      layout::parseCuteIR(coords.getLayout().getValue().str());
  // A composed coordinate layout is CuTe's im2col TMA tensor (the GEMM view
  // read through a linearized pixel mode); the tiled atoms address a box of
  // the tensor's own modes.
  bool im2col = isa<NonExecIm2colTmaLoadType, NonExecIm2colTmaStoreType>(
      getAtom().getType());
  bool composed = g.ok() && g->kind() == layout::CuteIRValue::Kind::Composed &&
                  g->composed().hasOuterLayout();
  if (!im2col && g.ok() && g->kind() == layout::CuteIRValue::Kind::Composed)
    return emitOpError("expects TMA coordinates over a plain layout for a "
                       "tiled TMA atom (a composed layout is an im2col "
                       "tensor's), got ")
           << coords;
  if (im2col && g.ok() && !composed)
    return emitOpError("expects an im2col coordinate tensor (a composed "
                       "layout `GEMM o offset o linear`) for an im2col TMA "
                       "atom, got ")
           << coords;
  layout::Result<layout::CuteIRValue> crd = layout::parseCuteIR(
      cast<cute::CoordType>(getCtaCoord().getType()).getValue().str());
  if (!atomBits || !parts->copyBits || !g.ok() ||
      (g->kind() != layout::CuteIRValue::Kind::Layout && !composed) ||
      !crd.ok() || crd->kind() != layout::CuteIRValue::Kind::IntTuple)
    return success();
  // An im2col tensor partitions its linear (inner) layout.
  const layout::Layout &gLayout =
      composed ? g->composed().layout : g->layout();
  std::string why;
  FailureOr<TmaPartitionLayoutsAndOffsets> want = tmaPartitionOf(
      *this, smem.getLayoutValue(), gLayout, crd->intTuple(), nullptr, why);
  if (failed(want)) {
    if (why.empty())
      return success();
    return emitOpError("cannot partition for this TMA atom: ") << why;
  }
  layout::AnyLayout gotSmem = out.getLayoutValue();
  const layout::Layout *gotSmemPlain = gotSmem.isLayout() ? &gotSmem.layout()
                                       : gotSmem.isComposed()
                                           ? &gotSmem.composed().layout
                                           : nullptr;
  if (!gotSmemPlain || *gotSmemPlain != want->layouts.smem)
    return emitOpError("expects the SMEM partition ")
           << layout::printCuteIR(want->layouts.smem)
           << " (CuTe's tma_partition of the operands), got " << out;
  layout::Result<layout::CuteIRValue> gotG =
      layout::parseCuteIR(outCoords.getLayout().getValue().str());
  if (composed) {
    // CuTe's domain_offset of a ComposedLayout tensor: the CTA's share
    // moves the composition's offset; the iterator stays.
    layout::ComposedLayout c = g->composed();
    layout::Result<layout::IntTuple> offset =
        layout::arithTupleSum(c.offset, want->gmemOffset, nullptr);
    if (!offset.ok())
      return emitOpError("cannot partition for this TMA atom: ")
             << offset.error().message;
    c.offset = *offset;
    c.layout = want->layouts.gmem;
    if (!gotG.ok() || gotG->kind() != layout::CuteIRValue::Kind::Composed ||
        !(gotG->composed() == c) ||
        outCoords.getIterator() != coords.getIterator())
      return emitOpError("expects the im2col coordinate partition ")
             << layout::printCuteIR(c) << " at the iterator "
             << coords.getIterator()
             << " (CuTe's tma_partition of the operands), got " << outCoords;
    return success();
  }
  if (!gotG.ok() || gotG->kind() != layout::CuteIRValue::Kind::Layout ||
      gotG->layout() != want->layouts.gmem)
    return emitOpError("expects the TMA coordinate partition ")
           << layout::printCuteIR(want->layouts.gmem)
           << " (CuTe's tma_partition of the operands), got " << outCoords;
  return success();
}

FailureOr<TmaPartitionLayoutsAndOffsets>
cute_nvgpu::tmaPartitionOf(Operation *o, const layout::AnyLayout &smem,
                           const layout::Layout &gmem,
                           const layout::IntTuple &ctaCoord,
                           layout::dyn::Tracer *tracer, std::string &why) {
  namespace L = cute_nvgpu::layout;
  auto op = cast<TmaPartitionOp>(o);
  std::optional<TmaParts> parts = partsOf(op.getAtom().getType());
  unsigned atomBits = parts ? storageBits(parts->valueType) : 0;
  if (!atomBits || !parts->copyBits || !(smem.isLayout() || smem.isComposed()))
    return failure();
  int64_t perTma = (int64_t)(parts->copyBits / atomBits);
  const L::Layout &plainSmem =
      smem.isLayout() ? smem.layout() : smem.composed().layout;
  L::Result<L::TmaPartitionLayouts> lay =
      L::tmaPartitionLayouts(plainSmem, gmem, perTma, tracer);
  if (!lay.ok()) {
    why = lay.error().message;
    return failure();
  }
  // The CTA's share of the TMA mode: cta_layout(cta_coord) * (values per
  // TMA / cosize(cta_layout)).
  L::AnyLayout cta =
      cast<cute::LayoutType>(op.getCtaLayout().getType()).getValue();
  if (!cta.isLayout() || !L::isStatic(cta.layout())) {
    why = "the CTA layout must be static";
    return failure();
  }
  L::Result<L::IntTuple> cosize = L::cosizeOf(cta.layout());
  L::Result<L::IntTuple> at =
      L::layoutEval(ctaCoord, cta.layout().shape, cta.layout().stride, tracer);
  if (!cosize.ok() || !cosize->isStaticInt() || cosize->value() < 1 ||
      perTma % cosize->value() != 0 || !at.ok()) {
    why = "the CTA layout must divide the values of one TMA";
    return failure();
  }
  L::Result<L::IntTuple> share =
      L::dyn::mul(*at, L::IntTuple::integer(perTma / cosize->value()), tracer);
  if (!share.ok()) {
    why = share.error().message;
    return failure();
  }
  auto offsetIn = [&](const L::Layout &l) -> L::Result<L::IntTuple> {
    std::vector<L::IntTuple> crd = {
        L::IntTuple::tuple({*share, L::IntTuple::integer(0)})};
    for (int i = 1; i < l.shape.rank(); ++i)
      crd.push_back(L::IntTuple::integer(0));
    return L::layoutEval(L::IntTuple::tuple(std::move(crd)), l.shape, l.stride,
                         tracer);
  };
  L::Result<L::IntTuple> so = offsetIn(lay->smem), go = offsetIn(lay->gmem);
  if (!so.ok() || !go.ok()) {
    why = !so.ok() ? so.error().message : go.error().message;
    return failure();
  }
  return TmaPartitionLayoutsAndOffsets{*lay, *so, *go};
}

LogicalResult cute_nvgpu::verifyTmaDescriptorPointer(Operation *op, Type t,
                                                     bool allowSmem,
                                                     StringRef noun) {
  auto ptr = cast<cute::PtrType>(t);
  cute::MemSpace s = ptr.getSpace();
  if (s != cute::MemSpace::Gmem && s != cute::MemSpace::Generic &&
      !(allowSmem && s == cute::MemSpace::Smem))
    return op->emitOpError("expects a descriptor in ")
           << (allowSmem ? "shared, global" : "global")
           << " or generic memory, got " << t;
  // A CUtensorMap is 128 bytes at a 64-byte aligned address (PTX
  // tensormap); a stated alignment must allow that.
  if (ptr.getAlignment() != 0 && ptr.getAlignment() % 64 != 0)
    return op->emitOpError("expects a ")
           << noun << " aligned to 64 bytes (a tensor map's alignment), got "
           << t;
  return success();
}

LogicalResult CopyTmaDescOp::verify() {
  return verifyTmaDescriptorPointer(*this, getDst().getType(), true,
                                    "descriptor slot");
}

/// The GMEM leaf at a basis's mode path, or null.
static const layout::IntTuple *leafAt(const layout::IntTuple &t,
                                      const layout::IntTuple &basis) {
  const layout::IntTuple *x = layout::basisGet(basis, t);
  return x && !x->isTuple() ? x : nullptr;
}

/// Only the base address, the extents and the non-leading strides of a
/// descriptor can change on the device (tensormap.replace); the element
/// type, the rank (which GMEM modes the descriptor's modes are) and the
/// implicit unit leading stride were fixed when it was built.
LogicalResult UpdateTmaDescOp::verify() {
  if (failed(verifyTmaDescriptorPointer(*this, getDesc().getType(), true,
                                        "descriptor slot")))
    return failure();
  std::optional<TmaParts> parts = partsOf(getAtom().getType());
  auto gmem = cast<cute::CuteMemRefType>(getGmem().getType());
  auto notMutable = [&](const Twine &why) {
    InFlightDiagnostic d =
        emitOpError("TMA descriptor field is not device-mutable");
    d.attachNote() << why;
    return d;
  };
  Type elem = gmem.getElementType();
  unsigned atomBits = parts ? storageBits(parts->valueType) : 0;
  if (atomBits && parts->valueType != elem && atomBits != storageBits(elem)) {
    std::string a, e;
    llvm::raw_string_ostream as(a), es(e);
    as << parts->valueType;
    es << elem;
    return notMutable("the element type is fixed when the descriptor is "
                      "built: the atom moves " +
                      a + ", the tensor holds " + e);
  }
  layout::AnyLayout g = gmem.getLayoutValue();
  if (!parts || !parts->gbasis || !g.isLayout())
    return success();
  layout::Result<layout::CuteIRValue> gb =
      layout::parseCuteIR(parts->gbasis.getValue().str());
  if (!gb.ok() || gb->kind() != layout::CuteIRValue::Kind::Layout)
    return success();
  const layout::Layout &basis = gb->layout();
  const layout::Layout &gl = g.layout();
  std::vector<layout::IntTuple> bases = layout::leaves(basis.stride);
  for (const layout::IntTuple &e : bases) {
    if (!e.isBasis())
      continue;
    if (!leafAt(gl.shape, e))
      return notMutable("the rank is fixed: the descriptor's mode " +
                        layout::toString(e) + " names no mode of " +
                        layout::toString(gl));
  }
  // A GMEM mode the descriptor does not map would need another rank.
  layout::Layout ident = layout::identityLayout(gl.shape);
  std::vector<layout::IntTuple> gs = layout::leaves(gl.shape),
                                gd = layout::leaves(gl.stride),
                                ge = layout::leaves(ident.stride);
  for (size_t i = 0; i < gs.size(); ++i) {
    bool dropped = (gs[i].isStaticInt() && gs[i].value() == 1) ||
                   (gd[i].isStaticInt() && gd[i].value() == 0);
    if (!dropped && std::find(bases.begin(), bases.end(), ge[i]) == bases.end())
      return notMutable("the rank is fixed: mode " + layout::toString(ge[i]) +
                        " of " + layout::toString(gl) +
                        " is not one of the descriptor's");
  }
  // The leading stride is implicit: TMA mode 0's GMEM mode has stride 1.
  std::vector<layout::IntTuple> mode0 =
      layout::leaves(basis.stride.isTuple() ? basis.stride[0] : basis.stride);
  for (const layout::IntTuple &e : mode0) {
    const layout::IntTuple *d = e.isBasis() ? leafAt(gl.stride, e) : nullptr;
    if (d && d->isStaticInt() && d->value() != 1)
      return notMutable("the leading stride is implicit (one element): mode " +
                        layout::toString(e) + " of " + layout::toString(gl) +
                        " has stride " + std::to_string(d->value()));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// atom.set_value, atom.get_value
//===----------------------------------------------------------------------===//

/// The value type a field holds, or failure (with a diagnostic) when the
/// field does not belong to the atom.
static FailureOr<Type> fieldValueType(Operation *op, Type atomOrTiled,
                                      Attribute field) {
  Type atom = atomOrTiled;
  if (auto t = dyn_cast<cute::TiledCopyType>(atom))
    atom = t.getAtom();
  else if (auto t = dyn_cast<cute::TiledMmaType>(atom))
    atom = t.getAtom();
  MLIRContext *ctx = op->getContext();
  Type i1 = IntegerType::get(ctx, 1);
  auto wrong = [&]() -> FailureOr<Type> {
    return op->emitOpError("expects a field of ") << atom << ", got " << field;
  };
  if (auto f = dyn_cast<AtomCopyFieldTmaLoadAttr>(field)) {
    if (!isa<TmaLoadType>(atom))
      return wrong();
    switch (f.getValue()) {
    case AtomCopyFieldTmaLoad::TmaBar:
      return Type(cute::PtrType::get(ctx, IntegerType::get(ctx, 64),
                                     cute::MemSpace::Smem, 0, Attribute()));
    case AtomCopyFieldTmaLoad::McastMask:
      return Type(IntegerType::get(ctx, 16));
    case AtomCopyFieldTmaLoad::CachePolicy:
      return Type(IntegerType::get(ctx, 64));
    case AtomCopyFieldTmaLoad::TmaDescriptorPtr:
      return Type(); // a pointer to the descriptor, in any memory
    }
  }
  if (isa<AtomCopyFieldTmaStoreAttr>(field))
    return isa<TmaStoreType, TmaReduceType>(atom) ? FailureOr<Type>(Type())
                                                  : wrong();
  if (isa<AtomMmaFieldSm90Attr>(field))
    return isa<Sm90MmaType>(atom) ? FailureOr<Type>(i1) : wrong();
  if (auto f = dyn_cast<AtomMmaFieldSm100Attr>(field)) {
    if (!isa<TmemAtomTypeInterface>(atom) || !isa<MmaAtomTypeInterface>(atom))
      return wrong();
    if (f.getValue() == AtomMmaFieldSm100::SfA ||
        f.getValue() == AtomMmaFieldSm100::SfB) {
      if (!isa<BlockScaleAtomTypeInterface>(atom))
        return wrong(); // only a block-scaled MMA has scale factors
      return Type();    // a scale-factor tensor in TMEM
    }
    if (f.getValue() == AtomMmaFieldSm100::Metadata) {
      if (!isa<SparseMetadataAtomTypeInterface>(atom))
        return wrong(); // only a sparse MMA has metadata
      return Type();    // the metadata tensor in TMEM
    }
    return i1;
  }
  return wrong();
}

static LogicalResult checkFieldValue(Operation *op, Type atom, Attribute field,
                                     Type value) {
  FailureOr<Type> want = fieldValueType(op, atom, field);
  if (failed(want))
    return failure();
  if (!*want) {
    if (!isa<cute::PtrType, cute::CuteMemRefType>(value))
      return op->emitOpError("expects a pointer or tensor for ")
             << field << ", got " << value;
    return success();
  }
  auto wantPtr = dyn_cast<cute::PtrType>(*want);
  auto gotPtr = dyn_cast<cute::PtrType>(value);
  if (wantPtr && gotPtr &&
      (!gotPtr.getElementType() ||
       wantPtr.getElementType() == gotPtr.getElementType()) &&
      wantPtr.getSpace() == gotPtr.getSpace())
    return success(); // any alignment; an untyped address of that memory
  if (*want != value)
    return op->emitOpError("expects ")
           << *want << " for " << field << ", got " << value;
  return success();
}

LogicalResult AtomSetValueOp::verify() {
  return checkFieldValue(*this, getAtom().getType(), getField(),
                         getValue().getType());
}

LogicalResult AtomGetValueOp::verify() {
  return checkFieldValue(*this, getAtom().getType(), getField(),
                         getValue().getType());
}
