//===- TmemOps.cpp - SM100 tensor-memory allocation -----------------------===//
//
// CuTe DSL writes the CTA group of these ops as `[ cta_1]` (one CTA) or
// `[cta_2]` (the pair, `is_two_cta`); both spellings read and print as
// written. The column count follows PTX tcgen05.alloc: a power of 2 from
// 32 to 512.
//
// make_tmem_copy's result is CuTe's make_tmem_copy of the atom over the
// tensor (make_cotiled_copy with the atom's values as TMEM addresses: four
// warps, each at its own quarter of the lanes, each value where the atom's
// ValID puts it), checked whenever the tensor's layout is static.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Layout/TiledCopy.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/DenseSet.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace cute_nvgpu;
namespace L = cute_nvgpu::layout;

/// `[ cta_1]` or `[cta_2]`.
static ParseResult parseCtaGroup(OpAsmParser &p, bool &twoCta) {
  SMLoc loc = p.getCurrentLocation();
  StringRef group;
  if (p.parseLSquare() || p.parseKeyword(&group) || p.parseRSquare())
    return failure();
  if (group != "cta_1" && group != "cta_2")
    return p.emitError(loc, "expected the CTA group cta_1 or cta_2, got ")
           << group;
  twoCta = group == "cta_2";
  return success();
}

static void printCtaGroup(OpAsmPrinter &p, bool twoCta) {
  p << (twoCta ? " [cta_2]" : " [ cta_1]");
}

/// PTX tcgen05.alloc/dealloc: ncols is a power of 2 in [32, 512].
static LogicalResult verifyColumns(Operation *op, Value ncols) {
  APInt n;
  if (!matchPattern(ncols, m_ConstantInt(&n)))
    return success();
  int64_t v = n.getSExtValue();
  if (v < 32 || v > 512 || (v & (v - 1)) != 0)
    return op->emitOpError("expects a power of 2 from 32 to 512 tensor-memory "
                           "columns (PTX tcgen05.alloc), got ")
           << v;
  return success();
}

template <typename OpT>
static ParseResult parseTwoOperandGroupOp(OpAsmParser &parser,
                                          OperationState &result) {
  SmallVector<OpAsmParser::UnresolvedOperand, 2> operands;
  SmallVector<Type, 2> types;
  SMLoc loc = parser.getCurrentLocation();
  bool twoCta = false;
  if (parser.parseOperandList(operands, 2, OpAsmParser::Delimiter::Paren) ||
      parseCtaGroup(parser, twoCta) ||
      parser.parseOptionalAttrDict(result.attributes) ||
      parser.parseColonTypeList(types))
    return failure();
  if (twoCta)
    result.getOrAddProperties<typename OpT::Properties>().is_two_cta =
        parser.getBuilder().getUnitAttr();
  return parser.resolveOperands(operands, types, loc, result.operands);
}

template <typename OpT>
static void printTwoOperandGroupOp(OpAsmPrinter &p, OpT op) {
  p << "(" << op->getOperands() << ")";
  printCtaGroup(p, op.getIsTwoCta());
  p.printOptionalAttrDict(op->getAttrs(), {"is_two_cta"});
  p << " : ";
  llvm::interleaveComma(op->getOperandTypes(), p);
}

ParseResult AllocTmemOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseTwoOperandGroupOp<AllocTmemOp>(parser, result);
}
void AllocTmemOp::print(OpAsmPrinter &p) { printTwoOperandGroupOp(p, *this); }
LogicalResult AllocTmemOp::verify() {
  auto slot = cast<cute::PtrType>(getDst().getType());
  if (!slot.getElementType() || !slot.getElementType().isInteger(32))
    return emitOpError("expects an i32 slot in SMEM for the TMEM address, got ")
           << slot;
  return verifyColumns(*this, getNumColumns());
}

ParseResult DeallocTmemOp::parse(OpAsmParser &parser, OperationState &result) {
  return parseTwoOperandGroupOp<DeallocTmemOp>(parser, result);
}
void DeallocTmemOp::print(OpAsmPrinter &p) { printTwoOperandGroupOp(p, *this); }
LogicalResult DeallocTmemOp::verify() {
  return verifyColumns(*this, getNumColumns());
}

ParseResult RelinquishTmemAllocPermitOp::parse(OpAsmParser &parser,
                                               OperationState &result) {
  bool twoCta = false;
  if (parseCtaGroup(parser, twoCta) ||
      parser.parseOptionalAttrDict(result.attributes))
    return failure();
  if (twoCta)
    result.getOrAddProperties<Properties>().is_two_cta =
        parser.getBuilder().getUnitAttr();
  return success();
}

void RelinquishTmemAllocPermitOp::print(OpAsmPrinter &p) {
  printCtaGroup(p, getIsTwoCta());
  p.printOptionalAttrDict((*this)->getAttrs(), {"is_two_cta"});
}

LogicalResult RetrieveTmemPtrOp::verify() {
  auto slot = cast<cute::PtrType>(getSlot().getType());
  Type elem = slot.getElementType();
  if (!elem || !elem.isInteger(32))
    return emitOpError("expects the 32-bit address slot alloc_tmem writes "
                       "(an i32 in SMEM), got ")
           << slot;
  return success();
}

//===----------------------------------------------------------------------===//
// make_tmem_copy
//===----------------------------------------------------------------------===//

namespace {
/// A TMEM lane in bits (CuTe's TMEM::DP_b): the address's lane field
/// starts at bit 16, in 32-bit columns.
constexpr int64_t kLaneBits = int64_t(1) << 21;

L::Layout lay(std::initializer_list<L::IntTuple> shape,
              std::initializer_list<L::IntTuple> stride) {
  return L::makeLayout(L::IntTuple::tuple(shape), L::IntTuple::tuple(stride));
}
L::IntTuple n(int64_t v) { return L::IntTuple::integer(v); }

/// CuTe's ValID of a tcgen05.ld/st atom (SM100_TMEM_LOAD/STORE_*): a
/// lane's bits, then the lanes. A lane holds 1024 * registers / DP bits a
/// call; with .pack::16b each 16 of them sit at the bottom of a 32-bit
/// column.
template <typename AtomT>
L::Layout tmemValId(AtomT t) {
  unsigned dp = t.getDataPaths(), bits = t.getBits();
  int64_t regs = t.getRepeat() * (dp == 16 && bits >= 128 ? bits / 64 : 1);
  int64_t laneBits = 1024 * regs / dp;
  if (t.getPacked16())
    return lay({L::IntTuple::tuple({n(16), n(laneBits / 16)}), n(dp)},
               {L::IntTuple::tuple({n(1), n(32)}), n(kLaneBits)});
  return lay({n(laneBits), n(dp)}, {n(1), n(kLaneBits)});
}

/// make_tmem_copy's (thread, value) -> TMEM address layout for values of
/// `valueBits`: threads (32,4):(0, 32 lanes), values
/// coalesce(upcast<valueBits>(ValID)).
template <typename AtomT>
L::Result<L::Layout> tmemAtomTv(AtomT t, unsigned valueBits) {
  L::Result<L::Layout> v = L::upcast(tmemValId(t), valueBits);
  if (!v.ok())
    return v;
  L::Result<L::Layout> vc = L::coalesce(*v);
  if (!vc.ok())
    return vc;
  L::Layout threads = lay({n(32), n(4)}, {n(0), n(32 * kLaneBits / valueBits)});
  return L::concatLayouts({threads, *vc});
}
/// The first (warp, value) of `atomTv` whose TMEM address `data` does not
/// hold, as "warp W's value V at lane L, column C"; empty when it holds
/// them all. Warp w of the four reaches only lanes 32w to 32w+31 (PTX
/// tcgen05.ld/st), so a tensor without them cannot be copied by that warp.
std::string firstUnheldAddress(const L::Layout &atomTv, const L::Layout &data,
                               unsigned valueBits) {
  L::Result<int64_t> size = L::size(data);
  L::Result<int64_t> values = L::size(L::getMode(atomTv, 1));
  if (!size.ok() || !values.ok())
    return {};
  llvm::DenseSet<int64_t> held;
  for (int64_t i = 0; i < *size; ++i) {
    L::Result<int64_t> a = L::eval(data, i);
    if (!a.ok())
      return {};
    held.insert(*a);
  }
  int64_t lane = 32 * kLaneBits / valueBits / 32;
  for (int64_t w = 0; w < 4; ++w)
    for (int64_t v = 0; v < *values; ++v) {
      L::Result<int64_t> a = L::eval(atomTv, 32 * w + 128 * v);
      if (!a.ok())
        return {};
      if (!held.contains(*a))
        return "warp " + std::to_string(w) + "'s value " + std::to_string(v) +
               " at lane " + std::to_string(*a / lane) + ", column " +
               std::to_string((*a % lane) * valueBits / 32);
    }
  return {};
}
} // namespace

LogicalResult MakeTmemCopyOp::verify() {
  Type atom = getAtom().getType();
  if (!isa<TmemLoadType, TmemStoreType>(atom))
    return emitOpError("expects a TMEM load or store atom, got ") << atom;
  auto tmem = cast<cute::CuteMemRefType>(getTmem().getType());
  if (tmem.getSpace() != cute::MemSpace::Tmem)
    return emitOpError("expects a tensor-memory tensor, got ") << tmem;
  Type atomValue = isa<TmemLoadType>(atom)
                       ? cast<TmemLoadType>(atom).getValueType()
                       : cast<TmemStoreType>(atom).getValueType();
  unsigned atomBits = cute::storageBitsOf(atomValue);
  unsigned tmemBits = cute::storageBitsOf(tmem.getElementType());
  if (atomBits && tmemBits && atomBits != tmemBits)
    return emitOpError("expects a tensor of the atom's ")
           << atomBits << "-bit elements, got " << tmem.getElementType();
  auto tiled = cast<cute::TiledCopyType>(getResult().getType());
  if (tiled.getAtom() != atom)
    return emitOpError("expects the result's atom to be the operand's ")
           << atom << ", got " << tiled.getAtom();

  // The tiled copy itself, where the tensor's layout is static.
  L::AnyLayout data = tmem.getLayoutValue();
  if (!atomBits || data.isComposed() || !L::isStatic(data.layout()))
    return success();
  L::Result<L::Layout> atomTv =
      isa<TmemLoadType>(atom) ? tmemAtomTv(cast<TmemLoadType>(atom), atomBits)
                              : tmemAtomTv(cast<TmemStoreType>(atom), atomBits);
  L::Result<L::CotiledCopy> want =
      atomTv.ok() ? L::makeCotiledCopy(*atomTv, data.layout())
                  : L::Result<L::CotiledCopy>::fail(atomTv.error().message);
  if (!want.ok())
    return emitOpError("cannot tile ")
           << atom << " over the tensor's layout `"
           << L::printCuteIR(data.layout()) << "`: " << want.error().message;
  std::string missing = firstUnheldAddress(*atomTv, data.layout(), atomBits);
  if (!missing.empty())
    return emitOpError("expects the TMEM tensor to hold every address the "
                       "atom's four warps copy (warp w reaches lanes 32w to "
                       "32w+31 only, PTX tcgen05.ld/st); `")
           << L::printCuteIR(data.layout()) << "` does not hold " << missing;
  std::string tv = L::printCuteIR(want->layoutTv);
  std::string tiler = L::printCuteIR(want->tiler);
  if (tiled.getLayoutCopyTv().getValue() != tv ||
      tiled.getTilerMn().getValue() != tiler)
    return emitOpError("expects the tiled copy make_tmem_copy makes over the "
                       "tensor's layout `")
           << L::printCuteIR(data.layout()) << "`: layout_copy_tv = <\""
           << tv << "\">, tiler_mn = <\"" << tiler << "\">; got layout_copy_tv = <\""
           << tiled.getLayoutCopyTv().getValue() << "\">, tiler_mn = <\""
           << tiled.getTilerMn().getValue() << "\">";
  return success();
}
