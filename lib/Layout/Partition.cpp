//===- Partition.cpp - a thread's share of a tensor under a tiled atom -----===//
//
// CuTe's ThrCopy::partition_S/D (TiledCopy::tidfrg_S/D and tile2thrfrg),
// ThrMMA::partition_A/B/C (TiledMMA::thrfrg_A/B/C with get_flat_coord of
// the thread) and TiledCopy::retile, written on the algebra's entry points:
// the atom's and the tiled atom's layouts are static, the tensor's layout
// may hold run-time leaves, and the thread index may be a run-time value.
// Both the `cute` ops' result types and their lowering call these functions
// (with a tracer at run time), so a partition means one thing.
//
// The last step is CuTe's slice_and_offset of the thread-fragment layout at
// the thread's coordinate: a swizzled shared-memory layout keeps its
// swizzle around the slice, or decays to a plain layout with run-time
// strides (sliceAndOffset).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

namespace cute_nvgpu::layout {

namespace {
constexpr Semantics kCpp = Semantics::CuteCpp;
constexpr Semantics kIR = Semantics::CuteIR;

/// ((a,b),(c,d)) -> ((a,c),(b,d)) (CuTe zip of a rank-2 layout of rank-2
/// modes).
Result<Layout> zip2x2(const Layout &l) {
  if (rank(l) != 2 || rank(getMode(l, 0)) != 2 || rank(getMode(l, 1)) != 2)
    return Result<Layout>::fail("partition: expected a ((a,b),(c,d)) layout");
  Layout m0 = getMode(l, 0), m1 = getMode(l, 1);
  return concatLayouts({concatLayouts({getMode(m0, 0), getMode(m1, 0)}),
                        concatLayouts({getMode(m0, 1), getMode(m1, 1)})});
}

/// The inner layout of a tensor's layout, and a way to put a new one back.
const Layout &innerOf(const AnyLayout &t) {
  return t.isComposed() ? t.composed().layout : t.layout();
}
AnyLayout withInner(const AnyLayout &t, Layout inner) {
  if (!t.isComposed())
    return AnyLayout{std::move(inner)};
  ComposedLayout c = t.composed();
  c.layout = std::move(inner);
  return AnyLayout{c};
}

/// `n` copies of `_` as a tuple.
IntTuple underscores(int n) {
  return IntTuple::tuple(std::vector<IntTuple>(n, IntTuple::underscore()));
}

TileNode keepWhole() {
  TileNode t;
  t.kind = TileNode::Kind::Underscore;
  return t;
}
TileNode modesOf(std::vector<TileNode> modes) {
  TileNode t;
  t.kind = TileNode::Kind::Modes;
  t.modes = std::move(modes);
  return t;
}

/// CuTe DSL writes the extent-1 modes a partition computes (the value mode
/// and the rest modes the tiler divided) with stride 0, where the divide's
/// complement leaves its reach; modes passed through from the tensor keep
/// their strides. `computed` is how many leading modes were computed.
Result<SliceAndOffset> unitModesZeroed(Result<SliceAndOffset> r,
                                       int computed) {
  if (!r.ok())
    return r;
  SliceAndOffset v = *r;
  Layout inner = innerOf(v.layout);
  std::vector<Layout> modes;
  for (int i = 0; i < rank(inner); ++i) {
    Layout m = getMode(inner, i);
    modes.push_back(i < computed ? zeroUnitModeStrides(m) : m);
  }
  if (inner.shape.isTuple())
    inner = concatLayouts(modes);
  else
    inner = zeroUnitModeStrides(inner);
  v.layout = withInner(v.layout, inner);
  return v;
}

/// The semantics the tensor-side steps use: CuTe C++'s on static integer
/// layouts, CuTe IR's (which takes run-time leaves and scaled bases)
/// otherwise.
Semantics tensorSemantics(const Layout &l) {
  return isStatic(l) && !hasScaledBasis(l) ? kCpp : kIR;
}
} // namespace

Result<Layout> copyThrValToTile(const CopyAtomLayouts &atom, bool source,
                                const Layout &tiledTV) {
  Result<Layout> inv = rightInverse(atom.ref);
  if (!inv.ok())
    return inv;
  Result<Layout> ref2trg =
      composition(*inv, source ? atom.src : atom.dst, kCpp);
  if (!ref2trg.ok())
    return ref2trg;
  Result<int64_t> numThr = size(getMode(atom.ref, 0));
  Result<int64_t> numVal = size(getMode(atom.ref, 1));
  if (!numThr.ok() || !numVal.ok())
    return Result<Layout>::fail("partition: the atom's layout is not static");
  TileNode atomTile = TileNode::fromShape(IntTuple::tuple(
      {IntTuple::integer(*numThr), IntTuple::integer(*numVal)}));
  // ((atom_tid,atom_val),(rest_tid,rest_val)) -> (m,n)
  Result<Layout> atomTV = divide(tiledTV, atomTile, Grouping::Zipped, kCpp);
  if (!atomTV.ok())
    return atomTV;
  // ((trg_tid,trg_val),(rest_tid,rest_val)) -> (m,n)
  Result<Layout> trgTV = composition(
      *atomTV, modesOf({TileNode::fromLayout(*ref2trg), keepWhole()}), kCpp);
  if (!trgTV.ok())
    return trgTV;
  // ((trg_tid,rest_tid),(trg_val,rest_val)) -> (m,n)
  Result<Layout> zipped = zip2x2(*trgTV);
  if (!zipped.ok())
    return zipped;
  IntTuple one = IntTuple::integer(1);
  return coalesce(*zipped,
                  IntTuple::tuple({one, IntTuple::tuple({one, one})}), kCpp);
}

Result<AnyLayout> copyThrFrg(const CopyAtomLayouts &atom, bool source,
                             const Layout &tiledTV, const TileNode &tilerMN,
                             const AnyLayout &tensor, dyn::Tracer *tracer) {
  Result<Layout> thrval2mn = copyThrValToTile(atom, source, tiledTV);
  if (!thrval2mn.ok())
    return thrval2mn.error();
  const Layout &inner = innerOf(tensor);
  Semantics sem = tensorSemantics(inner);
  // ((TileM,TileN),(RestM,RestN,...))
  Result<Layout> tiled = divide(inner, tilerMN, Grouping::Zipped, sem, tracer);
  if (!tiled.ok())
    return tiled.error();
  // ((thr,val),(RestM,RestN,...))
  Result<Layout> tv = composition(
      *tiled, modesOf({TileNode::fromLayout(*thrval2mn), keepWhole()}), sem,
      tracer);
  if (!tv.ok())
    return tv.error();
  // (thr, val, (RestM,RestN,...))
  IntTuple crd = IntTuple::tuple({underscores(2), IntTuple::underscore()});
  return withInner(tensor, sliceLayout(crd, *tv));
}

Result<SliceAndOffset> partitionCopy(const CopyAtomLayouts &atom, bool source,
                                     const Layout &tiledTV,
                                     const TileNode &tilerMN,
                                     const AnyLayout &tensor,
                                     const IntTuple &thrIdx,
                                     dyn::Tracer *tracer) {
  Result<AnyLayout> frg =
      copyThrFrg(atom, source, tiledTV, tilerMN, tensor, tracer);
  if (!frg.ok())
    return frg.error();
  const Layout &inner = innerOf(*frg);
  int restRank = rank(getMode(inner, 2));
  IntTuple crd = IntTuple::tuple(
      {thrIdx, IntTuple::underscore(), underscores(restRank)});
  int tilerRank = tilerMN.kind == TileNode::Kind::Modes
                      ? static_cast<int>(tilerMN.modes.size())
                      : 1;
  return unitModesZeroed(sliceAndOffset(crd, *frg, kIR, tracer),
                         1 + tilerRank);
}

Result<Layout> retileCopy(const CopyAtomLayouts &atom, const Layout &tiledTV,
                          const TileNode &tilerMN, const Layout &tensor) {
  if (tilerMN.kind != TileNode::Kind::Modes)
    return Result<Layout>::fail("retile: expected a by-mode tiler");
  std::vector<IntTuple> tileShape;
  for (const TileNode &m : tilerMN.modes) {
    if (m.kind != TileNode::Kind::Layout)
      return Result<Layout>::fail("retile: expected a tiler of layouts");
    Result<int64_t> n = size(m.layout);
    if (!n.ok())
      return n.error();
    tileShape.push_back(IntTuple::integer(*n));
  }
  Result<int64_t> v = size(getMode(tensor, 0));
  Result<int64_t> numThr = size(getMode(tiledTV, 0));
  Result<int64_t> atomVals = size(getMode(atom.ref, 1));
  if (!v.ok() || !numThr.ok() || !atomVals.ok())
    return Result<Layout>::fail("retile: expected static layouts");
  // (m,n) -> v_idx: the shape and order of the values inside TiledLayout_TV
  Result<Layout> inv = rightInverse(tiledTV);
  if (!inv.ok())
    return inv;
  Result<Layout> tileLayout = makeCompactLayout(IntTuple::tuple(tileShape));
  if (!tileLayout.ok())
    return tileLayout;
  Result<Layout> shaped = composition(*inv, *tileLayout, kCpp);
  if (!shaped.ok())
    return shaped;
  Result<Layout> frgMN = upcast(*shaped, *numThr * *v);
  if (!frgMN.ok())
    return frgMN;
  // (atom_vals, rest_vals) -> (v, m, n)
  Result<Layout> frgInv = rightInverse(*frgMN);
  if (!frgInv.ok())
    return frgInv;
  Result<Layout> prod =
      product(makeLayout(IntTuple::integer(*v), IntTuple::integer(1)),
              TileNode::fromLayout(*frgInv), Grouping::Logical, kCpp);
  if (!prod.ok())
    return prod;
  Result<Layout> frgV =
      divide(*prod, TileNode::fromLayout(makeLayout(
                        IntTuple::integer(*atomVals), IntTuple::integer(1))),
             Grouping::Zipped, kCpp);
  if (!frgV.ok())
    return frgV;
  // ((TileV,TileM,TileN,...),(1,RestM,RestN,...))
  Result<IntTuple> each = productEach(frgMN->shape);
  if (!each.ok())
    return each.error();
  std::vector<IntTuple> tile = {IntTuple::integer(*v)};
  for (const IntTuple &e : each->elems())
    tile.push_back(e);
  Result<Layout> tiled = divide(tensor, TileNode::fromShape(IntTuple::tuple(tile)),
                                Grouping::Zipped, kCpp);
  if (!tiled.ok())
    return tiled;
  Result<Layout> vt = composition(
      *tiled, modesOf({TileNode::fromLayout(*frgV), keepWhole()}), kCpp);
  if (!vt.ok())
    return vt;
  int r = rank(tensor);
  std::vector<IntTuple> rest = {IntTuple::integer(0)};
  for (int i = 1; i < r; ++i)
    rest.push_back(IntTuple::underscore());
  return zeroUnitModeStrides(sliceLayout(
      IntTuple::tuple({IntTuple::underscore(), IntTuple::tuple(rest)}), *vt));
}

//===----------------------------------------------------------------------===//
// Tiled MMA
//===----------------------------------------------------------------------===//

Result<Layout> mmaThreadLayout(const MmaAtomLayouts &atom,
                               const Layout &atomLayoutMNK) {
  return product(atom.thrId, TileNode::fromLayout(atomLayoutMNK),
                 Grouping::Tiled, kCpp);
}

namespace {
/// The (M,N,K) modes an operand spans: A (M,K), B (N,K), C (M,N).
std::pair<int, int> operandDims(int operand) {
  return operand == 0 ? std::pair{0, 2}
         : operand == 1 ? std::pair{1, 2}
                        : std::pair{0, 1};
}
} // namespace

Result<AnyLayout> mmaThrFrg(const MmaAtomLayouts &atom,
                            const Layout &atomLayoutMNK,
                            const std::vector<TileNode> &permutationMNK,
                            int operand, const AnyLayout &tensor,
                            dyn::Tracer *tracer) {
  if (permutationMNK.size() != 3 || operand < 0 || operand > 2)
    return Result<AnyLayout>::fail("thrfrg: expected an (M,N,K) permutation");
  auto [d0, d1] = operandDims(operand);
  Result<Layout> vmnk = mmaThreadLayout(atom, atomLayoutMNK);
  if (!vmnk.ok())
    return vmnk.error();
  const Layout &inner = innerOf(tensor);
  Semantics sem = tensorSemantics(inner);
  // (PermM,PermK)
  Result<Layout> permuted =
      divide(inner, modesOf({permutationMNK[d0], permutationMNK[d1]}),
             Grouping::Logical, sem, tracer);
  if (!permuted.ok())
    return permuted.error();
  int64_t extents[3] = {atom.m, atom.n, atom.k};
  auto compact = [](int64_t n) {
    return TileNode::fromLayout(
        makeLayout(IntTuple::integer(n), IntTuple::integer(1)));
  };
  // ((AtomM,AtomK),(RestM,RestK,...))
  Result<Layout> atomTiled =
      divide(*permuted, modesOf({compact(extents[d0]), compact(extents[d1])}),
             Grouping::Zipped, sem, tracer);
  if (!atomTiled.ok())
    return atomTiled.error();
  const Layout &tv = operand == 0 ? atom.a : operand == 1 ? atom.b : atom.c;
  // ((ThrV,FrgV),(RestM,RestK,...))
  Result<Layout> tvTensor = composition(
      *atomTiled, modesOf({TileNode::fromLayout(tv), keepWhole()}), sem,
      tracer);
  if (!tvTensor.ok())
    return tvTensor.error();
  Result<int64_t> thr0 = size(getMode(*vmnk, 1 + d0));
  Result<int64_t> thr1 = size(getMode(*vmnk, 1 + d1));
  if (!thr0.ok() || !thr1.ok())
    return Result<AnyLayout>::fail("thrfrg: expected a static thread layout");
  // ((ThrM,ThrK),(RestM',RestK',...))
  Result<Layout> thrTiled =
      divide(getMode(*tvTensor, 1), modesOf({compact(*thr0), compact(*thr1)}),
             Grouping::Zipped, sem, tracer);
  if (!thrTiled.ok())
    return thrTiled.error();
  Layout valMode = getMode(*tvTensor, 0);
  // ((ThrV,(ThrM,ThrK)),(FrgV,(RestM',RestK',...)))
  Layout frg = concatLayouts(
      {concatLayouts({getMode(valMode, 0), getMode(*thrTiled, 0)}),
       concatLayouts({getMode(valMode, 1), getMode(*thrTiled, 1)})});
  return withInner(tensor, frg);
}

Result<SliceAndOffset> partitionMma(const MmaAtomLayouts &atom,
                                    const Layout &atomLayoutMNK,
                                    const std::vector<TileNode> &permutationMNK,
                                    int operand, const AnyLayout &tensor,
                                    const IntTuple &thrIdx,
                                    dyn::Tracer *tracer) {
  Result<AnyLayout> frg = mmaThrFrg(atom, atomLayoutMNK, permutationMNK,
                                    operand, tensor, tracer);
  if (!frg.ok())
    return frg.error();
  Result<Layout> vmnk = mmaThreadLayout(atom, atomLayoutMNK);
  if (!vmnk.ok())
    return vmnk.error();
  Result<IntTuple> c = flatCoordOf(*vmnk, thrIdx, tracer);
  if (!c.ok())
    return c.error();
  if (c->rank() != 4)
    return Result<SliceAndOffset>::fail(
        "partition: expected a (V,M,N,K) thread layout");
  auto [d0, d1] = operandDims(operand);
  IntTuple thr = IntTuple::tuple(
      {(*c)[0], IntTuple::tuple({(*c)[1 + d0], (*c)[1 + d1]})});
  int restRank = rank(getMode(getMode(innerOf(*frg), 1), 1));
  IntTuple crd = IntTuple::tuple(
      {thr, IntTuple::tuple({IntTuple::underscore(), underscores(restRank)})});
  return unitModesZeroed(sliceAndOffset(crd, *frg, kIR, tracer), 3);
}

} // namespace cute_nvgpu::layout
