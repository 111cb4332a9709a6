//===- Wgmma.cpp - SM90 WGMMA atom verification ---------------------------===//
//
// seed 000's GMMA K table (K = 256 / element bits: tf32 8, f16/bf16 16,
// e4m3/e5m2/s8/u8 32, s4/u4 64, b1 256) with its four verbatim type
// diagnostics, and seed 004's N dispatch (the 33-entry switch of multiples
// of 8 up to 256; anything else that is not a power of two is "N only
// supported for powers of two").
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/RegisterMma.h"

#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace cute_nvgpu;

LogicalResult cute_nvgpu::checkWgmmaAtom(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> mnk,
    Type a, Type b, Type c, bool aMnMajor, bool bMnMajor, bool registerA) {
  if (mnk.size() != 3 || llvm::any_of(mnk, [](int64_t d) { return d <= 0; }))
    return emitError() << "shape_MNK must be [M, N, K] with positive extents";
  if (mnk[0] != 64)
    return emitError() << "`sm90.mma` M is 64 (one warpgroup), got M = "
                       << mnk[0];
  int64_t n = mnk[1];
  if (n % 8 != 0 || n > 256) {
    if ((n & (n - 1)) != 0)
      return emitError() << "N only supported for powers of two";
    return emitError() << "`sm90.mma` N must be a multiple of 8 in [8, 256], "
                          "got N = "
                       << n;
  }
  if (registerA && aMnMajor)
    return emitError() << "`sm90.mma` with A in registers (rs) requires a "
                          "K-major A";
  if (!a || !b || !c)
    return success();
  std::string ca = canonicalMmaElement(a), cb = canonicalMmaElement(b),
              cc = canonicalMmaElement(c);
  auto isInt8 = [](const std::string &t) { return t == "s8" || t == "u8"; };
  auto isInt4 = [](const std::string &t) { return t == "s4" || t == "u4"; };
  auto isFp8 = [](const std::string &t) { return t == "e4m3" || t == "e5m2"; };
  if (isInt8(ca) || isInt8(cb)) {
    if (!isInt8(ca) || !isInt8(cb) || cc != "s32")
      return emitError() << "expects A/B of type s8/u8 and D of type i32";
  } else if (isInt4(ca) || isInt4(cb)) {
    if (!isInt4(ca) || !isInt4(cb) || cc != "s32")
      return emitError() << "expects A/B of type s4/u4 and D of type i32";
  } else if (ca == "b1" || cb == "b1") {
    if (ca != "b1" || cb != "b1" || cc != "s32")
      return emitError() << "expects A/B of type u1 and D of type i32";
  } else if (isFp8(ca) || isFp8(cb)) {
    if (!isFp8(ca) || !isFp8(cb))
      return emitError() << "expects A/B of the e5m2/e4m3 type";
    if (cc != "f32" && cc != "f16")
      return emitError() << "`sm90.mma` FP8 accumulates in f32 or f16, got "
                         << c;
  }
  // Past seed 000's type rungs the lattice decides: its sm90.mma rows are
  // the accept set and their K column is the GMMA K table (K = 256 / element
  // bits).
  const target::LatticeRow *row =
      target::latticeRowForTypes(target::Mnemonic::Sm90Mma, ca, cb, cc);
  if (!row && isInt4(ca))
    return emitError() << "`sm90.mma` has no s4/u4 form: PTX wgmma takes no "
                          "4-bit integers (seed 000's K table lists K = 64; "
                          "docs/deviations.md #12)";
  if (!row)
    return emitError() << "`sm90.mma` has no form for a=" << a << " b=" << b
                       << " c=" << c
                       << "; `cute-nvgpu query mma --target sm_90a` lists "
                          "the legal ones";
  int k = row->k;
  if (mnk[2] != k)
    return emitError() << "`sm90.mma` with " << ca << " inputs has K = " << k
                       << " (256 / element bits), got K = " << mnk[2];
  bool sixteen = ca == "f16" || ca == "bf16";
  if ((aMnMajor || bMnMajor) && !sixteen)
    return emitError() << "`sm90.mma` transposes (MN-major) only 16-bit "
                          "A/B; "
                       << ca << " operands must be K-major";
  return success();
}

//===----------------------------------------------------------------------===//
// SMEM operand tiles
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/WgmmaTile.h"

#include "mlir/Dialect/LLVMIR/LLVMTypes.h"

namespace L = cute_nvgpu::layout;
namespace D = cute_nvgpu::target::desc;

static int bitsOfElement(Type t) {
  if (isa<FloatTF32Type>(t))
    return 32; // tf32 occupies a 32-bit container in memory and registers
  if (auto ai = dyn_cast<AtomIntegerType>(t))
    return static_cast<int>(ai.getWidth());
  return t.isIntOrFloat() ? static_cast<int>(t.getIntOrFloatBitWidth()) : 0;
}

FailureOr<SmemTile>
cute_nvgpu::analyzeSmemTile(Type descType, D::Major major,
                            function_ref<InFlightDiagnostic()> emitError,
                            int64_t mnBlock) {
  auto view = dyn_cast<SmemDescViewType>(descType);
  if (!view)
    return emitError() << "expects an smem_desc_view, got " << descType;
  auto memref = dyn_cast<MemRefType>(view.getSource());
  if (!memref)
    return emitError() << "smem_desc_view over " << view.getSource()
                       << " carries no element type or layout attribute; "
                          "WGMMA needs smem_desc_view<memref<...>, "
                          "#cute.layout<...>>";
  int elemBits = bitsOfElement(memref.getElementType());
  if (elemBits != 1 && elemBits != 8 && elemBits != 16 && elemBits != 32)
    return emitError() << "smem_desc_view element type "
                       << memref.getElementType()
                       << " has no descriptor family (1, 8, 16 or 32 bits)";
  L::AnyLayout tile =
      isa<cute::ComposedLayoutAttr>(view.getLayout())
          ? L::AnyLayout{cast<cute::ComposedLayoutAttr>(view.getLayout())
                             .getValue()}
          : cast<cute::LayoutAttr>(view.getLayout()).getValue();
  return analyzeSmemTileLayout(elemBits, tile, major, emitError, mnBlock);
}

FailureOr<SmemTile> cute_nvgpu::analyzeSmemTileLayout(
    int elemBits, const L::AnyLayout &tileLayout, D::Major major,
    function_ref<InFlightDiagnostic()> emitError, int64_t mnBlock,
    D::Arch arch) {
  SmemTile tile;
  tile.elemBits = elemBits;
  std::optional<L::Swizzle> sw;
  L::Layout inner;
  if (tileLayout.isComposed()) {
    L::ComposedLayout v = tileLayout.composed();
    bool swizzled = true;
    // CuTe's `Sw o smem_ptr[Nb] o L` swizzles byte addresses: take it to
    // element units first, as CuTe's position-independent form does.
    if (v.ptrBits != 0) {
      L::Result<L::AnyLayout> pi =
          D::elementUnitTile(L::AnyLayout{v}, tile.elemBits);
      if (!pi.ok())
        return emitError() << "smem_desc_view " << pi.error().message;
      if (pi->isComposed()) {
        v = pi->composed();
      } else { // the swizzle vanished in element units
        swizzled = false;
        v.layout = pi->layout();
        v.offset = L::IntTuple::integer(0);
      }
    }
    if (swizzled)
      sw = v.swizzle;
    inner = v.layout;
    if (!v.offset.isStaticInt() || v.offset.value() != 0)
      return emitError() << "smem_desc_view layout offset must be 0, got "
                         << L::toString(v.offset);
  } else {
    const L::AnyLayout &v = tileLayout;
    if (!v.isLayout())
      return emitError() << "smem_desc_view for an MMA needs a shape:stride "
                            "layout, got the tuple form "
                         << L::toString(v);
    inner = v.layout();
  }
  if (!L::isStatic(inner) || !L::hasIntegerStrides(inner) ||
      inner.shape.rank() != 2)
    return emitError() << "expects static and no scaled basis layout for "
                          "the SMEM tile: "
                       << L::toString(inner);
  // Refuse what shared memory cannot hold before any per-element walk below:
  // after this the walks are bounded by 228 KiB of elements.
  if (tile.elemBits) {
    auto fits = D::checkTileFits(tile.elemBits, inner);
    if (!fits.ok())
      return emitError() << fits.error().message;
  }
  auto mn = L::size(inner.shape[0]), k = L::size(inner.shape[1]);
  if (!mn.ok() || !k.ok())
    return emitError() << "cannot size the SMEM tile " << L::toString(inner);
  tile.mn = *mn;
  tile.k = *k;
  const int64_t kb = 256 / tile.elemBits; // one 32-byte K block
  if (tile.k % kb != 0)
    return emitError() << "the SMEM tile's K extent " << tile.k
                       << " is not a multiple of the " << kb
                       << "-element (32-byte) K block";
  tile.mnBlock = mnBlock ? mnBlock : tile.mn;
  if (tile.mn % tile.mnBlock != 0)
    return emitError() << "the SMEM tile's M/N extent " << tile.mn
                       << " is not a multiple of the instruction's "
                       << tile.mnBlock;
  tile.mnBlocks = tile.mn / tile.mnBlock;
  tile.kBlocks = tile.k / kb;
  auto at = [&](int64_t m, int64_t kk) -> int64_t {
    auto v = L::evalCoord(inner, L::IntTuple::tuple({L::IntTuple::integer(m),
                                                     L::IntTuple::integer(kk)}));
    return v.ok() ? *v : -1;
  };
  // Block 0 as its own layout: sample the tile on (mn, kb) into a layout
  // with the same function, via composition with the by-mode tiler.
  L::Tiler tiler;
  tiler.byMode = true;
  tiler.modes = {L::Layout{L::IntTuple::integer(tile.mnBlock),
                           L::IntTuple::integer(1)},
                 L::Layout{L::IntTuple::integer(kb), L::IntTuple::integer(1)}};
  L::Result<L::Layout> block = L::composition(inner, tiler);
  if (!block.ok())
    return emitError() << "cannot cut the SMEM tile into K blocks: "
                       << block.error().message;
  L::AnyLayout blockAny{*block};
  if (sw) {
    L::ComposedLayout c;
    c.swizzle = *sw;
    c.offset = L::IntTuple::integer(0);
    c.layout = *block;
    blockAny = L::AnyLayout{c};
  }
  L::Result<D::Fields> f =
      D::deriveFields(arch, major, tile.elemBits, blockAny, 0);
  if (!f.ok())
    return emitError() << "the smem_desc_view layout is not a descriptor "
                          "layout: "
                       << f.error().message;
  tile.block0 = *f;
  const int64_t mb = tile.mnBlock;
  for (int64_t i = 0; i < tile.mnBlocks; ++i)
    for (int64_t j = 0; j < tile.kBlocks; ++j) {
      int64_t off = at(i * mb, j * kb);
      for (int64_t m = 0; m < mb; ++m)
        for (int64_t kk = 0; kk < kb; ++kk)
          if (at(i * mb + m, j * kb + kk) != at(m, kk) + off)
            return emitError() << "block (" << i << ", " << j
                               << ") of the SMEM tile is not block 0 "
                                  "shifted by a constant offset; one "
                                  "descriptor cannot walk it";
      int64_t offBytes = off * tile.elemBits / 8;
      if ((off * tile.elemBits) % (16 * 8) != 0)
        return emitError() << "block (" << i << ", " << j << ") starts "
                           << offBytes
                           << " bytes in, not on a 16-byte boundary";
      tile.blockOffsetBytes.push_back(offBytes);
    }
  return tile;
}

D::Major cute_nvgpu::toDescMajor(Major major) {
  return major == Major::MN ? D::Major::MN : D::Major::K;
}

LogicalResult MakeSmemDescViewOp::verify() {
  return analyzeSmemTile(getDesc().getType(), toDescMajor(getMajor()),
                         [&] { return emitOpError(); });
}

//===----------------------------------------------------------------------===//
// The sm90.mma use
//===----------------------------------------------------------------------===//

static std::string typeText(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

/// The layout an operand is typed with (smem_desc_view or memref), as the
/// seed's composability diagnostics print it.
static std::string layoutText(Type t) {
  if (auto v = dyn_cast<SmemDescViewType>(t)) {
    if (auto c = dyn_cast<cute::ComposedLayoutAttr>(v.getLayout()))
      return L::toString(c.getValue());
    if (auto l = dyn_cast<cute::LayoutAttr>(v.getLayout()))
      return L::toString(l.getValue());
  }
  if (auto m = dyn_cast<cute::CuteMemRefType>(t))
    return L::toString(m.getLayoutValue());
  return typeText(t);
}

FailureOr<WgmmaInfo> cute_nvgpu::analyzeWgmma(MmaOp op) {
  auto emit = [&] { return op.emitOpError(); };
  Type atomType = op.getAtom().getType();
  MmaAtomContract contract = getMmaContractOf(atomType);
  WgmmaInfo info;
  std::optional<MmaAtomParams> params = getMmaAtomParams(atomType);
  if (contract.mnk.size() != 3)
    return op.emitOpError("`sm90.mma` atom needs its shape: build it with "
                          "cute_nvgpu.make_sm90_mma {shape_MNK = [64, N, K]}");
  if (params) {
    info.aMnMajor = params->aMajor == Major::MN;
    info.bMnMajor = params->bMajor == Major::MN;
    info.registerA = params->wgmmaFrag == FragKind::RS;
  }
  Type aT = op.getA().getType(), bT = op.getB().getType(),
       cT = op.getC().getType(), dT = op.getD().getType();
  // Element types first (seed 003 ladder order).
  auto elementOfOperand = [](Type t) -> Type {
    if (auto v = dyn_cast<SmemDescViewType>(t)) {
      auto m = dyn_cast<MemRefType>(v.getSource());
      return m ? m.getElementType() : Type();
    }
    if (auto m = dyn_cast<cute::CuteMemRefType>(t))
      return m.getElementType();
    return {};
  };
  Type a = elementOfOperand(aT), b = elementOfOperand(bT),
       c = elementOfOperand(cT), d = elementOfOperand(dT);
  if (contract.aType) {
    for (auto [want, got, role] :
         {std::tuple{contract.aType, a, "a"}, std::tuple{contract.bType, b, "b"},
          std::tuple{contract.cType, c, "c"}, std::tuple{contract.cType, d, "c"}})
      if (got && want != got)
        return op.emitOpError() << "expects operand " << role
                                << " with element type " << want
                                << ", but get " << got << ".";
  }
  // Residencies (seed 003: first mismatched operand, then stop).
  bool aOk = info.registerA
                 ? (isa<cute::CuteMemRefType>(aT) &&
                    cast<cute::CuteMemRefType>(aT).getSpace() ==
                        cute::MemSpace::Rmem)
                 : isa<SmemDescViewType>(aT);
  if (!aOk)
    return op.emitOpError() << "expects memref/smem_desc_view for operand A, "
                               "but gets A:"
                            << typeText(aT) << ".";
  if (!isa<SmemDescViewType>(bT))
    return op.emitOpError() << "expects smem_desc_view for operand B, but "
                               "gets B: "
                            << typeText(bT) << ".";
  auto isRmem = [](Type t) {
    auto m = dyn_cast<cute::CuteMemRefType>(t);
    return m && m.getSpace() == cute::MemSpace::Rmem;
  };
  if (!isRmem(cT) || !isRmem(dT))
    return op.emitOpError() << "expects memref for operand D, but gets D: "
                            << typeText(isRmem(cT) ? dT : cT) << ".";
  if (failed(checkWgmmaAtom(emit, contract.mnk, a, b, c, info.aMnMajor,
                            info.bMnMajor, info.registerA)))
    return failure();
  info.n = static_cast<int>(contract.mnk[1]);
  info.k = static_cast<int>(contract.mnk[2]);
  info.a = target::elemFromName(canonicalMmaElement(a));
  info.b = target::elemFromName(canonicalMmaElement(b));
  info.c = target::elemFromName(canonicalMmaElement(c));
  // seed 003's layout composability (UMMA family, which SM90's SMEM
  // operands share): a per-operand descriptor-layout failure is "invalid
  // layout of A/B/D", tiles that disagree on M/N/K "fail to form a gemm";
  // each is followed by the specific reason.
  std::string la = layoutText(aT), lb = layoutText(bT), ld = layoutText(dT);
  auto invalidLayout = [&] {
    InFlightDiagnostic diag = op.emitOpError();
    diag << "invalid layout of A/B/D. A: " << la << ", B: " << lb
         << ", D:" << ld << "; ";
    return diag;
  };
  auto noGemm = [&] {
    InFlightDiagnostic diag = op.emitOpError();
    diag << "layoutA, layoutB and layoutD fail to form a gemm. A: " << la
         << ", B: " << lb << ", D: " << ld << "; ";
    return diag;
  };
  // Descriptor tiles from the one canonical-family table; a B tile wider
  // than the atom splits into N blocks of one instruction each.
  auto tileB = analyzeSmemTile(bT, info.bMnMajor ? D::Major::MN : D::Major::K,
                               invalidLayout, info.n);
  if (failed(tileB))
    return failure();
  info.tileB = *tileB;
  info.nTotal = static_cast<int>(info.tileB.mn);
  info.kTotal = static_cast<int>(info.tileB.k);
  if (!info.registerA) {
    auto tileA = analyzeSmemTile(
        aT, info.aMnMajor ? D::Major::MN : D::Major::K, invalidLayout);
    if (failed(tileA))
      return failure();
    info.tileA = *tileA;
    if (info.tileA.mn != 64 || info.tileA.k != info.kTotal)
      return noGemm() << "the A tile is " << info.tileA.mn << "x"
                      << info.tileA.k << ", expected 64x" << info.kTotal;
  }
  if (info.kTotal % info.k != 0)
    return noGemm() << "the tiles' K extent " << info.kTotal
                    << " is not a multiple of the atom K " << info.k;
  // Register fragments: each thread's share of the warpgroup layouts.
  auto checkFragment = [&](Type t, const L::Layout &tv,
                           const char *role) -> LogicalResult {
    const L::Layout want = target::threadFragment(tv);
    L::AnyLayout got = cast<cute::CuteMemRefType>(t).getLayoutValue();
    L::Result<bool> eq = got.isLayout() ? L::layoutsEquivalent(got.layout(), want)
                                        : L::Result<bool>(false);
    if (!eq.ok() || !*eq)
      return op.emitOpError() << "expects Mma atom layout of "
                              << L::toString(want) << " for " << role
                              << ", but got " << L::toString(got);
    return success();
  };
  L::Layout acc = target::wgmmaAccumulatorLayout(info.nTotal);
  if (failed(checkFragment(cT, acc, "C")) ||
      failed(checkFragment(dT, acc, "D")))
    return failure();
  if (info.registerA &&
      failed(checkFragment(aT,
                           target::wgmmaRegisterALayout(bitsOfElement(a),
                                                        info.kTotal),
                           "A")))
    return failure();
  // Scale immediates: D scale selects accumulate (1) or overwrite (0); A/B
  // scales are +-1 and float-only.
  info.scaleD = op.getScaleD() ? static_cast<int>(*op.getScaleD()) : 1;
  info.scaleA = op.getScaleA() ? static_cast<int>(*op.getScaleA()) : 1;
  info.scaleB = op.getScaleB() ? static_cast<int>(*op.getScaleB()) : 1;
  if (info.scaleD != 0 && info.scaleD != 1)
    return op.emitOpError() << "scale_d must be 0 (D = A*B) or 1 (D = A*B + "
                               "C), got "
                            << info.scaleD;
  for (auto [v, name] : {std::pair{info.scaleA, "scale_a"},
                         std::pair{info.scaleB, "scale_b"}})
    if (v != 1 && v != -1)
      return op.emitOpError() << name << " must be 1 or -1, got " << v;
  bool isInt = info.c == target::Elem::S32;
  if (isInt && (info.scaleA != 1 || info.scaleB != 1))
    return op.emitOpError("integer `sm90.mma` takes no scale_a/scale_b "
                          "negation");
  return info;
}

FailureOr<D::Fields> MakeSmemDescOp::getStaticFields() {
  L::AnyLayout block;
  if (auto c = dyn_cast<cute::ComposedLayoutAttr>(getLayout()))
    block = L::AnyLayout{c.getValue()};
  else
    block = cast<cute::LayoutAttr>(getLayout()).getValue();
  int bits = bitsOfElement(getElemType());
  // The arch picks the descriptor's modes: SM100 adds SWIZZLE_128B_BASE32B.
  L::Result<D::Fields> f = D::deriveFields(
      getArch() == DescArch::Sm100 ? D::Arch::Sm100 : D::Arch::Sm90,
      toDescMajor(getMajor()), bits, block, 0);
  if (!f.ok())
    return emitOpError() << f.error().message;
  return *f;
}

LogicalResult MakeSmemDescOp::verify() { return getStaticFields(); }
