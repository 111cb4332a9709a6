//===- Slice.cpp - slice and dice of tuples, layouts, composed layouts ----===//
//
// slice keeps the modes a coordinate marks `_`, dice the modes it marks with
// an integer. Both only move leaves; the one computed value is the offset a
// composed layout absorbs from the modes slice fixes.
//
// A swizzle composed layout sliced to a codomain whose swizzle source and
// target bits never meet decays to a plain layout: sw(off + x) over the
// sliced codomain is affine in the bits of x, with a +-stride per swizzle
// bit that depends on the offset's bits (dynamic when the offset is).
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Layout/Dynamic.h"
#include "cute-nvgpu/Layout/Layout.h"

#include <cstdlib>

namespace cute_nvgpu::layout {

namespace {
enum class Keep { Underscore, Integer };

/// The modes `crd` keeps of `t`, spliced: a sub-tuple coordinate's kept
/// modes join the enclosing tuple.
void selectModes(const IntTuple &crd, const IntTuple &t, Keep keep,
                 std::vector<IntTuple> &out) {
  for (size_t i = 0; i < crd.elems().size(); ++i) {
    const IntTuple &c = crd[i];
    const IntTuple &m = t.isTuple() ? t[i] : t;
    if (c.isTuple()) {
      selectModes(c, m, keep, out);
    } else if (c.isUnderscore() == (keep == Keep::Underscore)) {
      out.push_back(m);
    }
  }
}

IntTuple select(const IntTuple &crd, const IntTuple &t, Keep keep) {
  if (!crd.isTuple())
    return crd.isUnderscore() == (keep == Keep::Underscore)
               ? t
               : IntTuple::tuple({});
  std::vector<IntTuple> out;
  selectModes(crd, t, keep, out);
  return IntTuple::tuple(std::move(out));
}

bool isPow2(int64_t v) { return v > 0 && (v & (v - 1)) == 0; }
int log2Of(int64_t v) {
  int k = 0;
  while ((int64_t(1) << k) < v)
    ++k;
  return k;
}

/// One bit of an index into the swizzle's affine stand-in: the mode it
/// belongs to and its stride (a block mode's bits have strides 2^k).
struct BitMode {
  int mode;
  IntTuple stride;
  bool block;
};

/// composition(A, s:d) for A given bit by bit and a static leaf s:d with
/// power-of-two extent and stride: the A-modes the bits [log d, log d·s)
/// fall in, one mode per run.
Result<Layout> composeBits(const std::vector<BitMode> &bits,
                           const IntTuple &s, const IntTuple &d) {
  if (!s.isStaticInt() || !d.isStaticInt())
    return Result<Layout>::fail("slice: swizzle decay needs a static layout");
  if (s.value() == 1)
    return Layout{IntTuple::integer(1), IntTuple::integer(0)};
  if (d.value() == 0)
    return Layout{s, IntTuple::integer(0)};
  // Bits from `tail` up belong to one mode that the swizzle leaves alone
  // (its identity above the swizzle's bits, or the projection's zero): a
  // leaf starting there keeps its extent, of any size, as CuTe's last
  // swizzle mode extends.
  auto tailIdentity = [&](size_t k) {
    return bits[k].stride.isStaticInt() &&
           bits[k].stride.value() == (int64_t(1) << k);
  };
  auto tailZero = [&](size_t k) {
    return bits[k].stride.isStaticInt() && bits[k].stride.value() == 0;
  };
  size_t tail = bits.size();
  bool identityTail = tailIdentity(bits.size() - 1);
  while (tail > 0 && bits[tail - 1].mode == bits.back().mode &&
         (identityTail ? tailIdentity(tail - 1) : tailZero(tail - 1)))
    --tail;
  if (tail < bits.size() && d.value() > 0 &&
      d.value() % (int64_t(1) << tail) == 0)
    return Layout{s, identityTail ? d : IntTuple::integer(0)};
  if (!isPow2(s.value()) || !isPow2(d.value()))
    return Result<Layout>::fail(
        "slice: swizzle decay needs power-of-two extents and strides");
  int lo = log2Of(d.value()), n = log2Of(s.value());
  if (lo + n > (int)bits.size())
    return Result<Layout>::fail("slice: layout exceeds the swizzle's range");
  std::vector<IntTuple> shapes, strides;
  for (int k = lo; k < lo + n;) {
    int e = k;
    while (e < lo + n && bits[e].mode == bits[k].mode)
      ++e;
    shapes.push_back(IntTuple::integer(int64_t(1) << (e - k)));
    strides.push_back(bits[k].stride);
    k = e;
  }
  if (shapes.size() == 1)
    return Layout{shapes[0], strides[0]};
  return Layout{IntTuple::tuple(shapes), IntTuple::tuple(strides)};
}

Result<IntTuple> composeBitsTuple(const std::vector<BitMode> &bits,
                                  const IntTuple &s, const IntTuple &d,
                                  bool wantStride) {
  if (s.isTuple()) {
    std::vector<IntTuple> e;
    for (size_t i = 0; i < s.elems().size(); ++i) {
      Result<IntTuple> r = composeBitsTuple(bits, s[i], d[i], wantStride);
      if (!r.ok())
        return r;
      e.push_back(*r);
    }
    return IntTuple::tuple(std::move(e));
  }
  Result<Layout> l = composeBits(bits, s, d);
  if (!l.ok())
    return l.error();
  return wantStride ? l->stride : l->shape;
}

/// `l` with every index bit outside `mask` given stride 0 (CuTe IR's
/// composition with its projection layout); failure for non-power-of-two
/// modes.
Result<Layout> projectBits(const Layout &l, int64_t mask, int width) {
  // Bits outside the mask form runs of stride 0; a run of bits inside it
  // is one mode whose stride is its first bit.
  std::vector<BitMode> bits;
  for (int k = 0; k < width; ++k) {
    bool in = (mask >> k) & 1;
    int mode = in ? k : -1;
    if (in && k > 0 && bits[k - 1].mode >= 0)
      mode = bits[k - 1].mode;
    bits.push_back({mode, IntTuple::integer(in ? int64_t(1) << k : 0), in});
  }
  Result<IntTuple> shape = composeBitsTuple(bits, l.shape, l.stride, false);
  Result<IntTuple> stride = composeBitsTuple(bits, l.shape, l.stride, true);
  if (!shape.ok())
    return shape.error();
  if (!stride.ok())
    return stride.error();
  return Layout{*shape, *stride};
}
} // namespace

IntTuple sliceTuple(const IntTuple &crd, const IntTuple &t) {
  return select(crd, t, Keep::Underscore);
}

IntTuple diceTuple(const IntTuple &crd, const IntTuple &t) {
  return select(crd, t, Keep::Integer);
}

Layout sliceLayout(const IntTuple &crd, const Layout &l) {
  return Layout{sliceTuple(crd, l.shape), sliceTuple(crd, l.stride)};
}

Layout diceLayout(const IntTuple &crd, const Layout &l) {
  return Layout{diceTuple(crd, l.shape), diceTuple(crd, l.stride)};
}

bool containsUnderscore(const IntTuple &t) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      if (containsUnderscore(e))
        return true;
    return false;
  }
  return t.isUnderscore();
}

static bool underscoreOnly(const IntTuple &t) {
  if (t.isTuple()) {
    for (const IntTuple &e : t.elems())
      if (!underscoreOnly(e))
        return false;
    return true;
  }
  return t.isUnderscore();
}

namespace {
/// CuTe's (C++) slice of A o off o B: A o (off + B(c)) o slice(B), the
/// fixed modes' contribution joining the offset.
Result<AnyLayout> sliceKeepingOuter(const IntTuple &crd,
                                    const ComposedLayout &c,
                                    dyn::Tracer *tracer) {
  Result<IntTuple> fixed =
      layoutEval(crd, c.layout.shape, c.layout.stride, tracer);
  if (!fixed.ok())
    return fixed.error();
  Result<IntTuple> off = arithTupleSum(c.offset, *fixed, tracer);
  if (!off.ok())
    return off.error();
  ComposedLayout r = c;
  r.offset = *off;
  r.layout = sliceLayout(crd, c.layout);
  return AnyLayout{r};
}

Result<SliceAndOffset> sliceComposedCuteIR(const IntTuple &crd,
                                           const ComposedLayout &c,
                                           dyn::Tracer *tracer);

/// The keep-outer slice as slice_and_offset gives it: nothing moves out.
Result<SliceAndOffset> keptOuter(const IntTuple &crd, const ComposedLayout &c,
                                 dyn::Tracer *tracer) {
  Result<AnyLayout> r = sliceKeepingOuter(crd, c, tracer);
  if (!r.ok())
    return r.error();
  return SliceAndOffset{*r, IntTuple::integer(0)};
}

Result<SliceAndOffset> sliceAndOffsetComposed(const IntTuple &crd,
                                              const ComposedLayout &c,
                                              Semantics sem,
                                              dyn::Tracer *tracer) {
  if (sem == Semantics::CuteCpp)
    return keptOuter(crd, c, tracer);
  Result<SliceAndOffset> r = sliceComposedCuteIR(crd, c, tracer);
  if (r.ok() || c.hasOuterLayout())
    return r;
  // Where CuTe IR's decay has no answer but the fixed modes add nothing to
  // the swizzle's input (CuTe DSL's slices at coordinate 0), the swizzle
  // stays around the sliced layout, as in CuTe.
  Result<IntTuple> fixed =
      layoutEval(crd, c.layout.shape, c.layout.stride, nullptr);
  if (containsUnderscore(crd) && fixed.ok() && fixed->isStaticInt() &&
      fixed->value() == 0)
    return keptOuter(crd, c, tracer);
  return r;
}
} // namespace

Result<AnyLayout> sliceComposed(const IntTuple &crd, const ComposedLayout &c,
                                Semantics sem, dyn::Tracer *tracer) {
  Result<SliceAndOffset> r = sliceAndOffsetComposed(crd, c, sem, tracer);
  if (!r.ok())
    return r.error();
  return r->layout;
}

Result<SliceAndOffset> sliceAndOffset(const IntTuple &crd, const AnyLayout &l,
                                      Semantics sem, dyn::Tracer *tracer) {
  if (l.isComposed())
    return sliceAndOffsetComposed(crd, l.composed(), sem, tracer);
  if (!l.isLayout())
    return Result<SliceAndOffset>::fail("slice: expected a layout");
  Result<IntTuple> off =
      layoutEval(crd, l.layout().shape, l.layout().stride, tracer);
  if (!off.ok())
    return off.error();
  return SliceAndOffset{AnyLayout{sliceLayout(crd, l.layout())}, *off};
}

namespace {
Result<SliceAndOffset> sliceComposedCuteIR(const IntTuple &crd,
                                           const ComposedLayout &c,
                                           dyn::Tracer *tracer) {
  if (c.hasOuterLayout())
    return keptOuter(crd, c, tracer);
  Layout sliced = sliceLayout(crd, c.layout);
  if (!isStatic(c.layout) || dyn::hasDynamic(c.layout.stride) ||
      c.offset.isTuple())
    return Result<SliceAndOffset>::fail(
        "slice: a swizzle composed layout needs a static inner layout");
  if (!containsUnderscore(crd))
    return Result<SliceAndOffset>::fail("slice: the coordinate has no `_`");
  if (underscoreOnly(crd)) {
    ComposedLayout r = c;
    r.layout = sliced;
    return SliceAndOffset{AnyLayout{r}, IntTuple::integer(0)};
  }
  const Swizzle &sw = c.swizzle;
  int M = sw.M, B = sw.B, absS = std::abs(sw.S);
  int64_t bitsMask = (int64_t(1) << B) - 1;
  int64_t yMask = bitsMask << (M + std::max(0, sw.S));
  int64_t zMask = bitsMask << (M - std::min(0, sw.S));
  int64_t zyMask = yMask | zMask;
  const int width = 62;

  // Do the sliced codomain's swizzle source and target bits meet?
  Result<IntTuple> size = dyn::product(sliced.shape, tracer);
  if (!size.ok() || !size->isStaticInt())
    return Result<SliceAndOffset>::fail("slice: the sliced layout is not static");
  Result<IntTuple> last = layoutEval(IntTuple::integer(size->value() - 1),
                                     sliced.shape, sliced.stride, tracer);
  if (!last.ok() || !last->isStaticInt())
    return Result<SliceAndOffset>::fail("slice: the sliced layout is not static");
  int64_t active = last->value() & zyMask;
  bool collide = (active & ~sw.apply(active)) != 0;

  // The swizzle bits of the fixed modes' contribution join the offset.
  Layout diced = diceLayout(crd, c.layout);
  IntTuple dicedCrd = diceTuple(crd, crd);
  Result<Layout> dicedZy = projectBits(diced, zyMask, width);
  if (!dicedZy.ok())
    return dicedZy.error();
  Result<IntTuple> idx =
      layoutEval(dicedCrd, dicedZy->shape, dicedZy->stride, tracer);
  if (!idx.ok())
    return idx.error();
  Result<IntTuple> offZyOr = dyn::bitXor(c.offset, *idx, tracer);
  if (!offZyOr.ok())
    return offZyOr.error();
  IntTuple offZy = *offZyOr;
  // The fixed modes' bits outside the swizzle's pass through to the
  // pointer (CuTe's offset_anti_zy).
  Result<Layout> dicedAnti = projectBits(diced, ~zyMask & ((int64_t(1) << width) - 1), width);
  if (!dicedAnti.ok())
    return dicedAnti.error();
  Result<IntTuple> offAnti =
      layoutEval(dicedCrd, dicedAnti->shape, dicedAnti->stride, tracer);
  if (!offAnti.ok())
    return offAnti.error();

  if (collide) {
    ComposedLayout r = c;
    r.offset = offZy;
    r.layout = sliced;
    return SliceAndOffset{AnyLayout{r}, *offAnti};
  }

  // The affine stand-in for x -> sw(offZy + x) on the sliced codomain: a
  // swizzle bit's stride is `plus` where the offset's partner bit `other`
  // is clear and `minus` where it is set; on a run-time offset,
  // plus + (minus - plus) * ((offZy & other) / other).
  int64_t lowZ = zMask & -zMask, lowY = yMask & -yMask;
  std::string err;
  auto bitStride = [&](int i, bool zBit) -> IntTuple {
    int64_t other = (zBit ? lowY : lowZ) << i;
    int64_t plus = zBit ? (lowZ << i) : ((lowY << i) + (lowZ << i));
    int64_t minus = zBit ? -(lowZ << i) : ((lowY << i) - (lowZ << i));
    if (offZy.isStaticInt())
      return IntTuple::integer((offZy.value() & other) == 0 ? plus : minus);
    Result<IntTuple> bit = dyn::bitAnd(offZy, IntTuple::integer(other), tracer);
    if (bit.ok())
      bit = dyn::div(*bit, IntTuple::integer(other), tracer);
    if (bit.ok())
      bit = dyn::mul(*bit, IntTuple::integer(minus - plus), tracer);
    if (bit.ok())
      bit = dyn::add(*bit, IntTuple::integer(plus), tracer);
    if (!bit.ok()) {
      err = bit.error().message;
      return IntTuple::integer(0);
    }
    return *bit;
  };
  bool zLow = lowZ < lowY;
  std::vector<BitMode> bits;
  for (int k = 0; k < width; ++k) {
    IntTuple block = IntTuple::integer(int64_t(1) << k);
    if (k < M)
      bits.push_back({0, block, true});
    else if (k < M + B)
      bits.push_back({1 + (k - M), bitStride(k - M, zLow), false});
    else if (k < M + absS)
      bits.push_back({1 + B, block, true});
    else if (k < M + absS + B)
      bits.push_back({2 + B + (k - M - absS), bitStride(k - M - absS, !zLow),
                      false});
    else
      bits.push_back({2 + 2 * B, block, true});
  }
  if (!err.empty())
    return Result<SliceAndOffset>::fail("slice: " + err);
  Result<IntTuple> shape =
      composeBitsTuple(bits, sliced.shape, sliced.stride, false);
  Result<IntTuple> stride =
      composeBitsTuple(bits, sliced.shape, sliced.stride, true);
  if (!shape.ok())
    return shape.error();
  if (!stride.ok())
    return stride.error();
  // The decayed layout is x -> sw(offZy + x) - sw(offZy); its base moves
  // the pointer with the bits outside the swizzle.
  Result<IntTuple> base = dyn::swizzle(sw, offZy, tracer);
  if (base.ok())
    base = dyn::add(*base, *offAnti, tracer);
  if (!base.ok())
    return base.error();
  return SliceAndOffset{AnyLayout{Layout{*shape, *stride}}, *base};
}
} // namespace

} // namespace cute_nvgpu::layout
