//===- AtomOps.cpp - atoms, tiled copies and MMAs -------------------------===//
//
// Structural checks of CuTe DSL's atom ops: the atom plays the role the op
// needs, tensors keep their kind, element type and memory through a
// partition, and fragments hold the MMA's value types.
//
//===----------------------------------------------------------------------===//
#include "CuteValue.h"

#include "cute-nvgpu/Layout/Dynamic.h"

#include "mlir/IR/OpImplementation.h"

#include <functional>

using namespace mlir;
using namespace cute_nvgpu;
using namespace cute_nvgpu::cute;
namespace L = cute_nvgpu::layout;

namespace {
enum class Role { Copy, Mma, Prefetch };

const char *roleName(Role r) {
  switch (r) {
  case Role::Copy:
    return "a copy atom";
  case Role::Mma:
    return "an MMA atom";
  case Role::Prefetch:
    return "an atom that can prefetch (a TMA load)";
  }
  return "";
}

bool plays(AtomTypeInterface atom, Role r) {
  switch (r) {
  case Role::Copy:
    return atom.isCopyAtom();
  case Role::Mma:
    return atom.isMmaAtom();
  case Role::Prefetch:
    return atom.isPrefetchAtom();
  }
  return false;
}

/// The atom of an atom, tiled copy or tiled MMA type.
AtomTypeInterface atomOf(Type t) {
  return dyn_cast<AtomTypeInterface>(cute::untiledAtom(t));
}

LogicalResult checkRole(Operation *op, Type t, Role r) {
  AtomTypeInterface atom = atomOf(t);
  if (!atom || !plays(atom, r))
    return op->emitOpError("expects ") << roleName(r) << ", got " << t;
  return success();
}

/// The layout shape of a view (the inner layout of a composed one).
std::optional<L::IntTuple> viewShape(Type t) {
  auto view = dyn_cast<ViewTypeInterface>(t);
  Type layout = view ? view.getViewLayoutType() : Type();
  if (!layout)
    return std::nullopt; // e.g. a descriptor view of a seed-style layout
  FailureOr<L::CuteIRValue> v = cuteValueOf(layout);
  if (failed(v))
    return std::nullopt;
  if (v->kind() == L::CuteIRValue::Kind::Layout)
    return v->layout().shape;
  if (v->kind() == L::CuteIRValue::Kind::Composed)
    return v->composed().layout.shape;
  return std::nullopt;
}

int rankOf(const L::IntTuple &t) { return t.isTuple() ? t.rank() : 1; }

std::optional<int> viewRank(Type t) {
  std::optional<L::IntTuple> s = viewShape(t);
  if (!s)
    return std::nullopt;
  return rankOf(*s);
}

/// A partition keeps the tensor's kind; a memref keeps its element type and
/// memory.
LogicalResult checkSameTensorKind(Operation *op, Type in, Type out) {
  if (in.getTypeID() != out.getTypeID())
    return op->emitOpError("expects a result of the tensor's kind ")
           << in << ", got " << out;
  auto mi = dyn_cast<CuteMemRefType>(in);
  auto mo = dyn_cast<CuteMemRefType>(out);
  if (mi && mo &&
      (mi.getElementType() != mo.getElementType() ||
       mi.getSpace() != mo.getSpace()))
    return op->emitOpError("expects a result of the tensor's element type ")
           << mi.getElementType() << " in " << stringifyMemSpace(mi.getSpace())
           << ", got " << out;
  return success();
}

/// A thread's partition has one mode more than the tensor: the atom's
/// values first, then a mode for each of the tensor's.
LogicalResult checkOneMoreMode(Operation *op, int inRank, Type out,
                               std::optional<int> outRank) {
  if (outRank && *outRank != inRank + 1)
    return op->emitOpError("expects a result of rank ")
           << inRank + 1 << " (the atom's values, then each of the " << inRank
           << " modes), got " << out;
  return success();
}

const char *operandName(int32_t id) {
  return id == 0 ? "A" : id == 1 ? "B" : "C";
}
} // namespace

//===----------------------------------------------------------------------===//
// A, B, C for operand_id 0, 1, 2
//===----------------------------------------------------------------------===//

namespace cute_nvgpu::cute {
Type untiledAtom(Type t) {
  if (auto tc = dyn_cast<TiledCopyType>(t))
    return tc.getAtom();
  if (auto tm = dyn_cast<TiledMmaType>(t))
    return tm.getAtom();
  return t;
}

ParseResult parseMmaOperandId(OpAsmParser &p, IntegerAttr &id) {
  SMLoc loc = p.getCurrentLocation();
  StringRef name;
  if (p.parseKeyword(&name))
    return failure();
  int32_t v = name == "A" ? 0 : name == "B" ? 1 : name == "C" ? 2 : -1;
  if (v < 0)
    return p.emitError(loc, "expected the MMA operand A, B or C, got ") << name;
  id = p.getBuilder().getI32IntegerAttr(v);
  return success();
}

void printMmaOperandId(OpAsmPrinter &p, Operation *, IntegerAttr id) {
  p << operandName(id.getInt()) << " ";
}
} // namespace cute_nvgpu::cute

//===----------------------------------------------------------------------===//
// make_atom, make_tiled_copy, make_tiled_mma
//===----------------------------------------------------------------------===//

LogicalResult MakeAtomOp::verify() {
  auto atom = cast<AtomTypeInterface>(getResult().getType());
  if (!atom.isCopyAtom() && !atom.isMmaAtom())
    return emitOpError("expects a copy or MMA atom type, got ")
           << getResult().getType();
  unsigned fields = atom.getRuntimeFieldCount();
  if (!getFields().empty() && fields == 0)
    return emitOpError("expects no run-time fields: ")
           << getResult().getType() << " has none, got " << getFields().size();
  if (!getFields().empty() && getFields().size() != fields)
    return emitOpError("expects none or all ")
           << fields << " run-time fields of " << getResult().getType()
           << ", got " << getFields().size();
  return success();
}

/// `(%atom) : TILED` (the atom type is the tiled type's) or
/// `(%atom) : (ATOM) -> TILED`.
template <typename TiledT>
static ParseResult parseTiledOf(OpAsmParser &parser, OperationState &result) {
  OpAsmParser::UnresolvedOperand atom;
  Type type;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperand(atom) ||
      parser.parseRParen() || parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonType(type))
    return failure();
  Type atomType;
  if (auto fn = dyn_cast<FunctionType>(type)) {
    if (fn.getNumInputs() != 1 || fn.getNumResults() != 1)
      return parser.emitError(loc, "expects (ATOM) -> TILED, got ") << type;
    atomType = fn.getInput(0);
    type = fn.getResult(0);
  }
  auto tiled = dyn_cast<TiledT>(type);
  if (!tiled)
    return parser.emitError(loc, "expects a tiled type, got ") << type;
  if (!atomType)
    atomType = tiled.getAtom();
  result.addTypes(tiled);
  return parser.resolveOperand(atom, atomType, result.operands);
}

template <typename OpT> static void printTiledOf(OpAsmPrinter &p, OpT op) {
  p << "(" << op.getAtom() << ")";
  p.printOptionalAttrDict(op->getAttrs());
  p << " : " << op.getResult().getType();
}

template <typename TiledT>
static LogicalResult verifyTiledOf(Operation *op, Type atom, TiledT tiled,
                                   Role role) {
  if (failed(checkRole(op, atom, role)))
    return failure();
  if (tiled.getAtom() != atom)
    return op->emitOpError("expects the result's atom to be the operand's ")
           << atom << ", got " << tiled.getAtom();
  return success();
}

ParseResult MakeTiledCopyOp::parse(OpAsmParser &p, OperationState &r) {
  return parseTiledOf<TiledCopyType>(p, r);
}
void MakeTiledCopyOp::print(OpAsmPrinter &p) { printTiledOf(p, *this); }
LogicalResult MakeTiledCopyOp::verify() {
  return verifyTiledOf(*this, getAtom().getType(), getResult().getType(),
                       Role::Copy);
}

ParseResult MakeTiledMmaOp::parse(OpAsmParser &p, OperationState &r) {
  return parseTiledOf<TiledMmaType>(p, r);
}
void MakeTiledMmaOp::print(OpAsmPrinter &p) { printTiledOf(p, *this); }
LogicalResult MakeTiledMmaOp::verify() {
  return verifyTiledOf(*this, getAtom().getType(), getResult().getType(),
                       Role::Mma);
}

//===----------------------------------------------------------------------===//
// Partitions
//===----------------------------------------------------------------------===//

namespace {
/// A layout attribute's text as a value; failure with `why` set.
FailureOr<L::CuteIRValue> parsedParam(StringAttr text, const char *what,
                                      std::string &why) {
  L::Result<L::CuteIRValue> v = L::parseCuteIR(text.getValue());
  if (!v.ok()) {
    why = std::string(what) + " `" + text.getValue().str() +
          "`: " + v.error().message;
    return failure();
  }
  return *v;
}

FailureOr<L::Layout> parsedLayout(StringAttr text, const char *what,
                                  std::string &why) {
  FailureOr<L::CuteIRValue> v = parsedParam(text, what, why);
  if (failed(v))
    return failure();
  if (v->kind() != L::CuteIRValue::Kind::Layout) {
    why = std::string(what) + " `" + text.getValue().str() +
          "` is not a layout";
    return failure();
  }
  return v->layout();
}

FailureOr<L::TileNode> parsedTile(StringAttr text, const char *what,
                                  std::string &why) {
  FailureOr<L::CuteIRValue> v = parsedParam(text, what, why);
  if (failed(v))
    return failure();
  if (v->kind() == L::CuteIRValue::Kind::Tile)
    return L::TileNode::fromTile(v->tile());
  if (v->kind() == L::CuteIRValue::Kind::Layout)
    return L::TileNode::fromLayout(v->layout());
  why = std::string(what) + " `" + text.getValue().str() + "` is not a tile";
  return failure();
}

struct TiledCopyParts {
  L::CopyAtomLayouts atom;
  L::Layout tv;
  L::TileNode tiler;
};

FailureOr<TiledCopyParts> tiledCopyParts(TiledCopyType t, std::string &why) {
  auto atomType = dyn_cast<AtomTypeInterface>(t.getAtom());
  std::optional<L::CopyAtomLayouts> atom =
      atomType ? atomType.getCopyAtomLayouts() : std::nullopt;
  if (!atom)
    return failure(); // `why` empty: no thread-value layouts
  FailureOr<L::Layout> tv = parsedLayout(t.getLayoutCopyTv(), "layout_copy_tv", why);
  FailureOr<L::TileNode> tiler = parsedTile(t.getTilerMn(), "tiler_mn", why);
  if (failed(tv) || failed(tiler))
    return failure();
  return TiledCopyParts{*atom, *tv, *tiler};
}

/// The layout of a view type (a memory or coordinate tensor).
std::optional<L::AnyLayout> viewLayoutOf(Type t) {
  auto view = dyn_cast<ViewTypeInterface>(t);
  Type layout = view ? view.getViewLayoutType() : Type();
  FailureOr<L::CuteIRValue> v =
      layout ? cuteValueOf(layout) : FailureOr<L::CuteIRValue>(failure());
  if (failed(v))
    return std::nullopt;
  if (v->kind() == L::CuteIRValue::Kind::Layout)
    return L::AnyLayout{v->layout()};
  if (v->kind() == L::CuteIRValue::Kind::Composed)
    return L::AnyLayout{v->composed()};
  return std::nullopt;
}

std::string printed(const L::AnyLayout &l) {
  return l.isComposed() ? L::printCuteIR(L::CuteIRValue{l.composed()})
                        : L::printCuteIR(L::CuteIRValue{l.layout()});
}
} // namespace

FailureOr<L::SliceAndOffset>
cute::threadPartition(Operation *op, const L::AnyLayout &tensor,
                      const L::IntTuple &thr, L::dyn::Tracer *tracer,
                      std::string &why) {
  L::Result<L::SliceAndOffset> r =
      L::Result<L::SliceAndOffset>::fail("not a partition op");
  if (isa<TiledCopyPartitionSOp, TiledCopyPartitionDOp>(op)) {
    FailureOr<TiledCopyParts> p =
        tiledCopyParts(cast<TiledCopyType>(op->getOperand(0).getType()), why);
    if (failed(p))
      return failure();
    r = L::partitionCopy(p->atom, isa<TiledCopyPartitionSOp>(op), p->tv,
                         p->tiler, tensor, thr, tracer);
  } else if (auto mma = dyn_cast<TiledMmaPartitionOp>(op)) {
    auto t = cast<TiledMmaType>(mma.getTiledMma().getType());
    auto atomType = dyn_cast<AtomTypeInterface>(t.getAtom());
    std::optional<L::MmaAtomLayouts> atom =
        atomType ? atomType.getMmaAtomLayouts() : std::nullopt;
    if (!atom)
      return failure(); // `why` empty: no thread-value layouts
    FailureOr<L::Layout> mnk =
        parsedLayout(t.getAtomLayoutMNK(), "atom_layout_MNK", why);
    if (failed(mnk))
      return failure();
    std::vector<L::TileNode> perm(3);
    for (L::TileNode &m : perm)
      m.kind = L::TileNode::Kind::Underscore;
    if (StringAttr p = t.getPermutationMNK()) {
      FailureOr<L::TileNode> tile = parsedTile(p, "permutation_MNK", why);
      if (failed(tile))
        return failure();
      if (tile->kind == L::TileNode::Kind::Modes && tile->modes.size() == 3)
        perm = tile->modes;
      else {
        why = "permutation_MNK is not an (M,N,K) tile";
        return failure();
      }
    }
    r = L::partitionMma(*atom, *mnk, perm, mma.getOperandId(), tensor, thr,
                        tracer);
  }
  if (!r.ok()) {
    why = r.error().message;
    return failure();
  }
  return *r;
}

FailureOr<L::Layout> cute::threadRetile(Operation *op, const L::Layout &tensor,
                                        std::string &why) {
  auto retile = dyn_cast<TiledCopyRetileOp>(op);
  if (!retile)
    return failure();
  FailureOr<TiledCopyParts> p = tiledCopyParts(
      cast<TiledCopyType>(retile.getTiledCopy().getType()), why);
  if (failed(p))
    return failure();
  L::Result<L::Layout> r = L::retileCopy(p->atom, p->tv, p->tiler, tensor);
  if (!r.ok()) {
    why = r.error().message;
    return failure();
  }
  return *r;
}

/// The partition's result type holds the thread's share the atoms compute
/// (the DSL writes it; it must be CuTe's).
static LogicalResult verifyPartition(Operation *op, Type tiled, Role role,
                                     Type tensor, Type thr, Type result) {
  if (failed(checkRole(op, tiled, role)) ||
      failed(checkSameTensorKind(op, tensor, result)))
    return failure();
  std::optional<int> in = viewRank(tensor);
  if (!in)
    return success();
  if (failed(checkOneMoreMode(op, *in, result, viewRank(result))))
    return failure();
  std::optional<L::AnyLayout> layout = viewLayoutOf(tensor),
                              want = viewLayoutOf(result);
  FailureOr<L::CuteIRValue> thrValue = cuteValueOf(thr);
  if (!layout || !want || failed(thrValue) ||
      thrValue->kind() != L::CuteIRValue::Kind::IntTuple)
    return success(); // the types' own verifiers speak
  std::string why;
  L::dyn::KnownDivisorTracer divisors;
  FailureOr<L::SliceAndOffset> got =
      threadPartition(op, *layout, thrValue->intTuple(), &divisors, why);
  if (failed(got)) {
    if (why.empty())
      return success(); // partitioned otherwise (TMA, tensor memory)
    return op->emitOpError("cannot partition ")
           << tensor << " for one thread: " << why;
  }
  if (printed(got->layout) != printed(*want))
    return op->emitOpError("expects the thread's partition `")
           << printed(got->layout) << "` of " << tensor << ", got " << result;
  return success();
}

LogicalResult TiledCopyPartitionSOp::verify() {
  return verifyPartition(*this, getTiledCopy().getType(), Role::Copy,
                         getTensor().getType(), getThrIdx().getType(),
                         getResult().getType());
}
LogicalResult TiledCopyPartitionDOp::verify() {
  return verifyPartition(*this, getTiledCopy().getType(), Role::Copy,
                         getTensor().getType(), getThrIdx().getType(),
                         getResult().getType());
}
LogicalResult TiledMmaPartitionOp::verify() {
  return verifyPartition(*this, getTiledMma().getType(), Role::Mma,
                         getTensor().getType(), getThrIdx().getType(),
                         getResult().getType());
}

LogicalResult TiledCopyRetileOp::verify() {
  if (failed(checkRole(*this, getTiledCopy().getType(), Role::Copy)) ||
      failed(checkSameTensorKind(*this, getTensor().getType(),
                                 getResult().getType())))
    return failure();
  std::optional<L::AnyLayout> layout = viewLayoutOf(getTensor().getType()),
                              want = viewLayoutOf(getResult().getType());
  if (!layout || !want || !layout->isLayout() || !L::isStatic(layout->layout()))
    return success();
  std::string why;
  FailureOr<L::Layout> got = threadRetile(*this, layout->layout(), why);
  if (failed(got)) {
    if (why.empty())
      return success();
    return emitOpError("cannot retile ")
           << getTensor().getType() << ": " << why;
  }
  if (printed(L::AnyLayout{*got}) != printed(*want))
    return emitOpError("expects the retiled layout `")
           << printed(L::AnyLayout{*got}) << "` of " << getTensor().getType()
           << ", got " << getResult().getType();
  return success();
}

LogicalResult TiledMmaPartitionShapeOp::verify() {
  if (failed(checkRole(*this, getTiledMma().getType(), Role::Mma)))
    return failure();
  FailureOr<L::CuteIRValue> in = cuteValueOf(getShape().getType());
  FailureOr<L::CuteIRValue> out = cuteValueOf(getResult().getType());
  if (failed(in) || failed(out))
    return success(); // the types' own verifiers speak
  return checkOneMoreMode(*this, rankOf(in->intTuple()), getResult().getType(),
                          rankOf(out->intTuple()));
}

/// An SMEM operand's descriptor view (CuTe's make_gmma_desc /
/// make_umma_desc iterators): mode 0, one instruction's operand, becomes
/// the descriptor (`1:0`), and the rest modes move its start address, a
/// count of 16 bytes: the partition's strides in 16-byte units.
static LogicalResult verifyDescriptorView(Operation *op, Type input,
                                          Type result) {
  auto smem = dyn_cast<CuteMemRefType>(input);
  if (!smem || smem.getSpace() != MemSpace::Smem)
    return op->emitOpError("expects a shared-memory partition for an SMEM "
                           "descriptor view, got ")
           << input;
  std::optional<L::AnyLayout> in = viewLayoutOf(input),
                              got = viewLayoutOf(result);
  if (!in || !got)
    return success(); // the types' own verifiers speak
  const L::Layout &l = in->isComposed() ? in->composed().layout : in->layout();
  unsigned bits = storageBitsOf(smem.getElementType());
  if (!bits || !L::isStatic(l) || L::rank(l) < 1)
    return op->emitOpError("expects a static partition of whole-bit elements "
                           "for an SMEM descriptor view, got ")
           << input;
  std::vector<L::IntTuple> shape = {L::IntTuple::integer(1)},
                           stride = {L::IntTuple::integer(0)};
  for (int i = 1; i < L::rank(l); ++i) {
    L::Layout mode = L::getMode(l, i);
    bool whole = true;
    std::function<L::IntTuple(const L::IntTuple &)> inUnits =
        [&](const L::IntTuple &t) {
          if (t.isTuple()) {
            std::vector<L::IntTuple> e;
            for (const L::IntTuple &c : t.elems())
              e.push_back(inUnits(c));
            return L::IntTuple::tuple(e);
          }
          int64_t b = t.value() * static_cast<int64_t>(bits);
          whole = whole && t.isStaticInt() && b % 128 == 0;
          return L::IntTuple::integer(b / 128);
        };
    L::IntTuple units = inUnits(mode.stride);
    if (!whole)
      return op->emitOpError("expects the partition's rest modes to move by "
                             "whole 16-byte units, got ")
             << input;
    shape.push_back(mode.shape);
    stride.push_back(units);
  }
  L::Layout want = L::makeLayout(L::IntTuple::tuple(shape),
                                 L::IntTuple::tuple(stride));
  if (printed(L::AnyLayout{want}) != printed(*got))
    return op->emitOpError("expects the descriptor view `")
           << printed(L::AnyLayout{want}) << "` of " << input << ", got "
           << result;
  return success();
}

LogicalResult MmaMakeFragmentOp::verify() {
  if (failed(checkRole(*this, getTiledMma().getType(), Role::Mma)))
    return failure();
  int32_t id = getOperandId();
  auto frag = dyn_cast<CuteMemRefType>(getResult().getType());
  if (!frag)
    return verifyDescriptorView(*this, getInput().getType(),
                                getResult().getType());
  if (frag.getSpace() != MemSpace::Rmem && frag.getSpace() != MemSpace::Tmem)
    return emitOpError("expects a fragment in registers or tensor memory, "
                       "got ")
           << getResult().getType();
  Type want = atomOf(getTiledMma().getType()).getMmaValueType(id);
  if (want && frag.getSpace() == MemSpace::Rmem &&
      frag.getElementType() != want)
    return emitOpError("expects a fragment of the MMA's ")
           << operandName(id) << " type " << want << ", got "
           << frag.getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// copy, prefetch, gemm
//===----------------------------------------------------------------------===//


/// The size of a tensor's mode (0,0) (mode 0 itself when it is a leaf),
/// when static.
static std::optional<int64_t> tmaModeSize(Type view) {
  Type layoutTy;
  if (auto v = dyn_cast<ViewTypeInterface>(view))
    layoutTy = v.getViewLayoutType();
  FailureOr<L::CuteIRValue> v = layoutTy ? cuteValueOf(layoutTy)
                                         : FailureOr<L::CuteIRValue>(failure());
  const L::Layout *l = nullptr;
  if (succeeded(v) && v->kind() == L::CuteIRValue::Kind::Layout)
    l = &v->layout();
  else if (succeeded(v) && v->kind() == L::CuteIRValue::Kind::Composed)
    l = &v->composed().layout;
  if (!l)
    return std::nullopt;
  const L::IntTuple &m0 = l->shape.isTuple() ? l->shape[0] : l->shape;
  L::Result<int64_t> n = L::size(m0.isTuple() ? m0[0] : m0);
  if (!n.ok())
    return std::nullopt;
  return *n;
}

/// A TMA copy: TMA coordinates on one side, shared memory on the other,
/// both with one instruction's elements in mode (0,0) (tma_partition's
/// ((TMA, TMA_Iter), Rest...)).
template <typename OpT>
static LogicalResult verifyCoordinateCopy(OpT op, const CoordinateCopy &cc) {
  Type srcT = op.getSrc().getType(), dstT = op.getDst().getType();
  Type coordsT = cc.coordinatesAreSource ? srcT : dstT;
  Type smemT = cc.coordinatesAreSource ? dstT : srcT;
  const char *coordsSide = cc.coordinatesAreSource ? "source" : "destination";
  const char *smemSide = cc.coordinatesAreSource ? "destination" : "source";
  if (!isa<CoordTensorType>(coordsT))
    return op.emitOpError("expects TMA coordinates (!cute.coord_tensor) as "
                          "the ")
           << coordsSide << " of a TMA copy, got " << coordsT;
  auto smem = dyn_cast<CuteMemRefType>(smemT);
  if (!smem || smem.getSpace() != MemSpace::Smem)
    return op.emitOpError("expects a shared-memory tensor as the ")
           << smemSide << " of a TMA copy, got " << smemT;
  // A multicast load's CTA loads its share: the instruction's values
  // divided among at most 16 CTAs.
  int64_t vpi = cc.valuesPerInstruction;
  auto fits = [&](int64_t n) {
    if (n == vpi)
      return true;
    return cc.multicast && n > 0 && vpi % n == 0 && vpi / n <= 16;
  };
  for (Type t : {coordsT, smemT}) {
    std::optional<int64_t> n = tmaModeSize(t);
    if (n && !fits(*n))
      return op.emitOpError("expects mode (0,0) of each side to be one TMA "
                            "instruction's ")
             << vpi << " elements"
             << (cc.multicast ? " or one CTA's share of them (at most 16 CTAs)"
                              : "")
             << " (tma_partition's grouping), got " << *n << " in " << t;
  }
  return success();
}

template <typename OpT> static LogicalResult verifyCopyLike(OpT op) {
  if (failed(checkRole(op, op.getAtom().getType(), Role::Copy)))
    return failure();
  if (std::optional<CoordinateCopy> cc =
          atomOf(op.getAtom().getType()).getCoordinateCopy())
    if (failed(verifyCoordinateCopy(op, *cc)))
      return failure();
  Type srcT = op.getSrc().getType(), dstT = op.getDst().getType();
  auto src = dyn_cast<CuteMemRefType>(srcT);
  auto dst = dyn_cast<CuteMemRefType>(dstT);
  if (src && dst) {
    unsigned sb = storageBitsOf(src.getElementType());
    unsigned db = storageBitsOf(dst.getElementType());
    if (sb && db && sb != db)
      return op.emitOpError("expects source and destination elements of one "
                            "width, got ")
             << src.getElementType() << " and " << dst.getElementType();
  }
  std::optional<int> sr = viewRank(srcT), dr = viewRank(dstT);
  if (sr && dr && *sr != *dr)
    return op.emitOpError("expects source and destination of one rank, got ")
           << *sr << " and " << *dr;
  if (Value pred = op.getPred()) {
    auto p = cast<CuteMemRefType>(pred.getType());
    if (p.getSpace() != MemSpace::Rmem || storageBitsOf(p.getElementType()) > 8 ||
        !isa<IntegerType>(p.getElementType()))
      return op.emitOpError("expects a predicate tensor of i1 or i8 in "
                            "registers, got ")
             << pred.getType();
  }
  return success();
}

LogicalResult CopyOp::verify() { return verifyCopyLike(*this); }
LogicalResult CopyAtomCallOp::verify() { return verifyCopyLike(*this); }

LogicalResult PrefetchOp::verify() {
  return checkRole(*this, getAtom().getType(), Role::Prefetch);
}
LogicalResult PrefetchAtomCallOp::verify() {
  return checkRole(*this, getAtom().getType(), Role::Prefetch);
}

template <typename OpT> static LogicalResult verifyMmaLike(OpT op) {
  if (failed(checkRole(op, op.getAtom().getType(), Role::Mma)))
    return failure();
  AtomTypeInterface atom = atomOf(op.getAtom().getType());
  Type dT = op.getD().getType(), cT = op.getC().getType();
  auto d = dyn_cast<CuteMemRefType>(dT);
  auto c = dyn_cast<CuteMemRefType>(cT);
  if (!d || !c)
    return op.emitOpError("expects C and D tensors (!cute.memref), got ")
           << cT << " and " << dT;
  if (d.getElementType() != c.getElementType())
    return op.emitOpError("expects C and D of one value type, got ")
           << c.getElementType() << " and " << d.getElementType();
  if (Type want = atom.getMmaValueType(2); want && d.getElementType() != want)
    return op.emitOpError("expects C and D of the MMA's C type ")
           << want << ", got " << d.getElementType();
  std::optional<int> dr = viewRank(dT), cr = viewRank(cT);
  if (dr && cr && *dr != *cr)
    return op.emitOpError("expects C and D of one rank, got ")
           << *cr << " and " << *dr;
  std::optional<int> ar = viewRank(op.getA().getType()),
                     br = viewRank(op.getB().getType());
  if (ar && br && *ar != *br)
    return op.emitOpError("expects A and B of one rank, got ")
           << *ar << " and " << *br;
  return success();
}

LogicalResult GemmOp::verify() { return verifyMmaLike(*this); }
LogicalResult MmaAtomCallOp::verify() { return verifyMmaLike(*this); }
