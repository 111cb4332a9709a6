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
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"
#include "cute-nvgpu/Layout/TiledCopy.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
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

/// A copy builder's (thread, value) -> TMEM address layout: `threads`,
/// then the values coalesce(upcast<valueBits>(valId)), as CuTe's
/// make_tmem_copy and make_utccp_copy cast the ValID to the data width.
L::Result<L::Layout> atomTvOf(const L::Layout &threads, const L::Layout &valId,
                              unsigned valueBits) {
  L::Result<L::Layout> v = L::upcast(valId, valueBits);
  if (!v.ok())
    return v;
  L::Result<L::Layout> vc = L::coalesce(*v);
  if (!vc.ok())
    return vc;
  return L::concatLayouts({threads, *vc});
}

/// make_tmem_copy's: threads (32,4):(0, 32 lanes), four warps each at its
/// own quarter of the lanes.
template <typename AtomT>
L::Result<L::Layout> tmemAtomTv(AtomT t, unsigned valueBits) {
  return atomTvOf(lay({n(32), n(4)}, {n(0), n(32 * kLaneBits / valueBits)}),
                  tmemValId(t), valueBits);
}

/// Every offset of a static layout in index order (column-major over its
/// flattened modes), by an odometer over the leaves: no per-element
/// coordinate arithmetic.
std::optional<std::vector<int64_t>> offsetsOf(const L::Layout &l) {
  L::Layout flat = L::flatten(l);
  std::vector<L::IntTuple> shape = L::leaves(flat.shape),
                           stride = L::leaves(flat.stride);
  int64_t total = 1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (!shape[i].isStaticInt() || !stride[i].isStaticInt() ||
        shape[i].value() <= 0)
      return std::nullopt;
    total *= shape[i].value();
    if (total > (int64_t(1) << 20)) // beyond any TMEM tensor
      return std::nullopt;
  }
  std::vector<int64_t> out;
  out.reserve(total);
  std::vector<int64_t> idx(shape.size(), 0);
  int64_t off = 0;
  for (int64_t k = 0; k < total; ++k) {
    out.push_back(off);
    for (size_t i = 0; i < shape.size(); ++i) {
      off += stride[i].value();
      if (++idx[i] < shape[i].value())
        break;
      off -= stride[i].value() * shape[i].value();
      idx[i] = 0;
    }
  }
  return out;
}

/// The first (thread, value) of `atomTv` whose TMEM address `data` does
/// not hold, as "[warp W's ]value V at lane L, column C"; empty when it
/// holds them all (or the layouts are too large to walk). Warp w of the
/// four reaches only lanes 32w to 32w+31 (PTX tcgen05.ld/st), so a tensor
/// without them cannot be copied by that warp.
std::string firstUnheldAddress(const L::Layout &atomTv, const L::Layout &data,
                               unsigned valueBits,
                               ArrayRef<int64_t> threads = {0, 32, 64, 96}) {
  std::optional<std::vector<int64_t>> dataOffsets = offsetsOf(data);
  std::optional<std::vector<int64_t>> valueOffsets =
      offsetsOf(L::getMode(atomTv, 1));
  if (!dataOffsets || !valueOffsets)
    return {};
  std::vector<int64_t> &held = *dataOffsets;
  llvm::sort(held);
  int64_t lane = kLaneBits / valueBits;
  for (int64_t t : threads) {
    L::Result<int64_t> base = L::eval(L::getMode(atomTv, 0), t);
    if (!base.ok())
      return {};
    for (size_t v = 0; v < valueOffsets->size(); ++v) {
      int64_t a = *base + (*valueOffsets)[v];
      if (!std::binary_search(held.begin(), held.end(), a))
        return (threads.size() > 1 ? "warp " + std::to_string(t / 32) + "'s "
                                   : std::string()) +
               "value " + std::to_string(v) + " at lane " +
               std::to_string(a / lane) + ", column " +
               std::to_string((a % lane) * valueBits / 32);
    }
  }
  return {};
}
} // namespace

//===----------------------------------------------------------------------===//
// make_s2t_copy, get_copy_s2t_smem_desc_view
//===----------------------------------------------------------------------===//

namespace {
/// CuTe's ValID of a tcgen05.cp atom (SM100_UTCCP_*), TMEM bit addresses
/// of the logical bits (core-matrix rows, row bits[, repeat], broadcast):
/// 128x256b, 128x128b and 4x256b 128 rows (4x256b as the refresh of the
/// 128 rows it serves), 32x128b.warpx4 32 rows to each quarter,
/// 64x128b.warpx2::02_13 64 rows to two pairs of quarters, ::01_23 two 32-row
/// halves.
L::Layout s2tValId(S2tCopyType t) {
  unsigned dp = t.getDataPaths(), bits = t.getBits();
  if (dp == 128 || dp == 4)
    return lay({n(128), n(bits)}, {n(kLaneBits), n(1)});
  if (dp == 32)
    return lay({n(32), n(128), n(4)}, {n(kLaneBits), n(1), n(32 * kLaneBits)});
  if (t.getBroadcast() == S2tBroadcast::Lw0213)
    return lay({n(64), n(128), n(2)}, {n(kLaneBits), n(1), n(64 * kLaneBits)});
  return lay({n(32), n(128), n(2), n(2)},
             {n(kLaneBits), n(1), n(64 * kLaneBits), n(32 * kLaneBits)});
}

/// make_utccp_copy's (thread, value) -> TMEM address layout: one thread a
/// CTA, all at the same place; values coalesce(upcast<valueBits>(ValID)).
L::Result<L::Layout> s2tAtomTv(S2tCopyType t, unsigned valueBits) {
  return atomTvOf(L::makeLayout(n(t.getNumCta()), n(0)), s2tValId(t),
                  valueBits);
}

/// The check both tiled-copy builders share: the result's atom is the
/// operand's, and over a static tensor the tiled copy is make_cotiled_copy
/// of the atom's layout and the tensor holds every address it reaches.
LogicalResult
verifyCotiledResult(Operation *op, StringRef builder, Type atom,
                    cute::CuteMemRefType tensor, cute::TiledCopyType tiled,
                    unsigned valueBits,
                    llvm::function_ref<L::Result<L::Layout>()> atomTvOf,
                    ArrayRef<int64_t> threads, StringRef whoReaches) {
  if (tiled.getAtom() != atom)
    return op->emitOpError("expects the result's atom to be the operand's ")
           << atom << ", got " << tiled.getAtom();
  L::AnyLayout data = tensor.getLayoutValue();
  if (!valueBits || data.isComposed() || !L::isStatic(data.layout()))
    return success();
  L::Result<L::Layout> atomTv = atomTvOf();
  L::Result<L::CotiledCopy> want =
      atomTv.ok() ? L::makeCotiledCopy(*atomTv, data.layout())
                  : L::Result<L::CotiledCopy>::fail(atomTv.error().message);
  if (!want.ok())
    return op->emitOpError("cannot tile ")
           << atom << " over the tensor's layout `"
           << L::printCuteIR(data.layout()) << "`: " << want.error().message;
  std::string missing =
      firstUnheldAddress(*atomTv, data.layout(), valueBits, threads);
  if (!missing.empty())
    return op->emitOpError("expects the TMEM tensor to hold every address ")
           << whoReaches << "; `" << L::printCuteIR(data.layout())
           << "` does not hold " << missing;
  std::string tv = L::printCuteIR(want->layoutTv);
  std::string tiler = L::printCuteIR(want->tiler);
  if (tiled.getLayoutCopyTv().getValue() != tv ||
      tiled.getTilerMn().getValue() != tiler)
    return op->emitOpError("expects the tiled copy ")
           << builder << " makes over the tensor's layout `"
           << L::printCuteIR(data.layout()) << "`: layout_copy_tv = <\""
           << tv << "\">, tiler_mn = <\"" << tiler
           << "\">; got layout_copy_tv = <\""
           << tiled.getLayoutCopyTv().getValue() << "\">, tiler_mn = <\""
           << tiled.getTilerMn().getValue() << "\">";
  return success();
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
  return verifyCotiledResult(
      *this, "make_tmem_copy", atom, tmem,
      cast<cute::TiledCopyType>(getResult().getType()), atomBits,
      [&] {
        return isa<TmemLoadType>(atom)
                   ? tmemAtomTv(cast<TmemLoadType>(atom), atomBits)
                   : tmemAtomTv(cast<TmemStoreType>(atom), atomBits);
      },
      {0, 32, 64, 96},
      "the atom's four warps copy (warp w reaches lanes 32w to 32w+31 "
      "only, PTX tcgen05.ld/st)");
}

LogicalResult MakeS2tCopyOp::verify() {
  auto atom = dyn_cast<S2tCopyType>(getAtom().getType());
  if (!atom || !atom.getValueType())
    return emitOpError("expects an SMEM-to-TMEM copy atom, got ")
           << getAtom().getType();
  auto tmem = cast<cute::CuteMemRefType>(getTmem().getType());
  if (tmem.getSpace() != cute::MemSpace::Tmem)
    return emitOpError("expects a tensor-memory tensor, got ") << tmem;
  unsigned bits = cute::storageBitsOf(atom.getValueType());
  if (cute::storageBitsOf(tmem.getElementType()) != bits)
    return emitOpError("expects a tensor of the atom's ")
           << bits << "-bit elements, got " << tmem.getElementType();
  return verifyCotiledResult(
      *this, "make_s2t_copy", atom, tmem,
      cast<cute::TiledCopyType>(getResult().getType()), bits,
      [&] { return s2tAtomTv(atom, bits); }, {0},
      "the tcgen05.cp shape writes");
}

FailureOr<S2tCoreMatrices>
cute_nvgpu::s2tCoreMatrices(GetCopyS2tSmemDescViewOp op) {
  auto atom = dyn_cast<S2tCopyType>(op.getAtom().getType());
  if (!atom || !atom.getValueType())
    return op.emitOpError("expects an SMEM-to-TMEM copy atom, got ")
           << op.getAtom().getType();
  auto smem = cast<cute::CuteMemRefType>(op.getSmem().getType());
  if (smem.getSpace() != cute::MemSpace::Smem)
    return op.emitOpError("expects a shared-memory tensor, got ") << smem;
  unsigned bits = cute::storageBitsOf(atom.getValueType());
  if (cute::storageBitsOf(smem.getElementType()) != bits)
    return op.emitOpError("expects a tensor of the atom's ")
           << bits << "-bit elements, got " << smem.getElementType();
  L::AnyLayout whole = smem.getLayoutValue();
  if (whole.isComposed() || !L::isStatic(whole.layout()))
    return op.emitOpError("expects a static, unswizzled shared-memory "
                          "partition (tcgen05.cp's core matrices are "
                          "described without swizzle), got `")
           << L::toString(whole) << "`";
  L::Layout vec = L::getMode(whole.layout(), 0);
  L::Result<int64_t> unit =
      L::rank(vec) == 2 ? L::size(L::getMode(vec, 1)) : L::Result<int64_t>(0);
  if (!unit.ok() || *unit != 1)
    return op.emitOpError("expects mode 0 of the partition to be one call's "
                          "values as (V, 1), got `")
           << L::printCuteIR(vec) << "`";
  // The core matrices: CuTe takes ValID's first two modes (rows, row bits)
  // in elements and reads mode 0's values in that shape.
  L::Result<L::Layout> core = L::upcast(s2tValId(atom), bits);
  if (!core.ok())
    return op.emitOpError("cannot read ")
           << atom << " in " << bits << "-bit values: " << core.error().message;
  int64_t rows = core->shape[0].value(), cols = core->shape[1].value();
  L::Layout flat = L::flatten(L::getMode(vec, 0));
  L::Result<int64_t> v = L::size(flat);
  if (!v.ok() || *v < rows * cols)
    return op.emitOpError("expects mode 0 of the partition to hold the "
                          "tcgen05.cp core matrices, ")
           << rows << " rows of " << cols << " values, got "
           << (v.ok() ? *v : 0) << " values";
  L::Result<L::Layout> tile = L::composition(
      flat, L::makeLayout(L::IntTuple::tuple({n(rows), n(cols)}),
                          L::IntTuple::tuple({n(1), n(rows)})));
  if (!tile.ok())
    return op.emitOpError("cannot shape mode 0 as the core matrices: ")
           << tile.error().message;
  S2tCoreMatrices out;
  out.elemBits = bits;
  out.rows = rows;
  out.cols = cols;
  // K-major, no swizzle: each 8 rows of 16 bytes one 128-byte core matrix,
  // row r at 16 bytes x (r mod 8); core matrices 16 bytes apart along K
  // (LBO) and SBO apart down the rows.
  int64_t rowElems = 128 / bits; // 16 bytes
  auto at = [&](int64_t r, int64_t c) { return L::evalCoord(*tile, L::IntTuple::tuple({n(r), n(c)})); };
  L::Result<int64_t> sbo = rows > 8 ? at(8, 0) : L::Result<int64_t>(0);
  L::Result<int64_t> lbo = cols > rowElems ? at(0, rowElems)
                                           : L::Result<int64_t>(0);
  bool ok = sbo.ok() && lbo.ok();
  for (int64_t r = 0; ok && r < rows; ++r)
    for (int64_t c = 0; ok && c < cols; ++c) {
      L::Result<int64_t> e = at(r, c);
      ok = e.ok() && *e == (c % rowElems) + (r % 8) * rowElems +
                               (r / 8) * *sbo + (c / rowElems) * *lbo;
    }
  if (!ok || (*sbo * bits) % 128 || (*lbo * bits) % 128)
    return op.emitOpError("expects the core matrices (")
           << rows << " rows of " << cols
           << " values) in the K-major no-swizzle SMEM form, 8 rows of 16 "
              "bytes each 128 contiguous bytes, got `"
           << L::printCuteIR(*tile) << "`";
  out.fields.leadingByteOffset = static_cast<uint32_t>(*lbo * bits / 8);
  out.fields.strideByteOffset = static_cast<uint32_t>(*sbo * bits / 8);
  out.fields.swizzle = target::desc::Swizzle::Interleave;
  if (out.fields.leadingByteOffset >= (1u << 18) ||
      out.fields.strideByteOffset >= (1u << 18))
    return op.emitOpError("expects the core matrices' byte offsets to fit "
                          "the descriptor's 14-bit fields (16-byte units), "
                          "got LBO ")
           << out.fields.leadingByteOffset << ", SBO "
           << out.fields.strideByteOffset;
  // The view: the partition in 16-byte units.
  L::Result<L::AnyLayout> units = L::recast(whole, bits, 128);
  if (!units.ok() || units->isComposed())
    return op.emitOpError("cannot recast the partition `")
           << L::toString(whole) << "` to 16-byte units"
           << (units.ok() ? std::string() : ": " + units.error().message);
  out.view = units->layout();
  return out;
}

LogicalResult GetCopyS2tSmemDescViewOp::verify() {
  FailureOr<S2tCoreMatrices> core = s2tCoreMatrices(*this);
  if (failed(core))
    return failure();
  auto view = cast<SmemDescViewType>(getView().getType());
  std::string want = L::printCuteIR(core->view);
  auto text = dyn_cast<StringAttr>(view.getLayout());
  L::Result<L::CuteIRValue> got =
      text ? L::parseCuteIR(text.getValue())
           : L::Result<L::CuteIRValue>::fail("not quoted");
  if (!isa<SmemDescType>(view.getSource()) || !got.ok() ||
      got->kind() != L::CuteIRValue::Kind::Layout ||
      got->layout() != core->view)
    return emitOpError("expects the result `!cute_nvgpu.smem_desc_view<"
                       "!cute_nvgpu.smem_desc, \"")
           << want << "\">`, got " << view;
  return success();
}
