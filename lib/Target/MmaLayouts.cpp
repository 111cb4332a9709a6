//===- MmaLayouts.cpp - register-MMA reference operand layouts -----------===//
//
// PTX ISA mma.sync fragments, m16n8kK with p = 32 / element-bits values per
// 32-bit register, lane = 4 * groupID + threadID_in_group (g, t):
//   A (16 x K, index m + 16 k): a holds (g + 8 r, p t + j + 4 p q)
//       T (4,8):(16p,1)   V (p,2,K/4p):(16,8,64p)
//   B (K x 8, index n + 8 k):   (p t + j + 4 p q, g)
//       T (4,8):(8p,1)    V (p,K/4p):(8,32p)
//   C (16 x 8, index m + 16 n): (g + 8 r, 2 t + j)
//       T (4,8):(32,1)    V (2,2):(16,8)
// Size-1 value modes are dropped, as CUTLASS writes them. f64 (m8n8k4,
// m16n8kK), the m8n8 integer shapes and universal FMA are spelled out below.
//
//===----------------------------------------------------------------------===//
#include "cute-nvgpu/Target/MmaLayouts.h"

#include "cute-nvgpu/Target/MmaLattice.h"

#include <vector>

namespace cute_nvgpu::target {
namespace {
using layout::IntTuple;
using layout::Layout;

IntTuple I(int64_t v) { return IntTuple::integer(v); }
IntTuple T(std::vector<IntTuple> e) { return IntTuple::tuple(std::move(e)); }

/// A value mode from (extent, stride) pairs, dropping extent-1 pairs; a
/// single survivor is a leaf, none is 1:0.
std::pair<IntTuple, IntTuple>
valueMode(std::vector<std::pair<int64_t, int64_t>> modes) {
  std::vector<IntTuple> s, d;
  for (auto [e, st] : modes)
    if (e != 1) {
      s.push_back(I(e));
      d.push_back(I(st));
    }
  if (s.empty())
    return {I(1), I(0)};
  if (s.size() == 1)
    return {s[0], d[0]};
  return {T(s), T(d)};
}

Layout tv(int64_t tStride0, int64_t tStride1,
          std::vector<std::pair<int64_t, int64_t>> values) {
  auto [vs, vd] = valueMode(std::move(values));
  return Layout{T({T({I(4), I(8)}), vs}),
                T({T({I(tStride0), I(tStride1)}), vd})};
}

Layout cLayout16x8() { return tv(32, 1, {{2, 16}, {2, 8}}); }

} // namespace

static Layout warpgroupTV(int64_t t0, std::vector<std::pair<int64_t, int64_t>> v) {
  auto [vs, vd] = valueMode(std::move(v));
  return Layout{T({T({I(4), I(8), I(4)}), vs}),
                T({T({I(t0), I(1), I(16)}), vd})};
}

Layout wgmmaAccumulatorLayout(int n) {
  return warpgroupTV(128, {{2, 64}, {2, 8}, {n / 8, 512}});
}

Layout wgmmaRegisterALayout(int elemBits, int k) {
  int64_t p = 32 / elemBits;
  return warpgroupTV(64 * p, {{p, 64}, {2, 8}, {k / (4 * p), 256 * p}});
}

Layout threadFragment(const Layout &tv) {
  IntTuple v = tv.shape.isTuple() && tv.shape.rank() == 2 ? tv.shape[1]
                                                           : tv.shape;
  layout::Result<Layout> compact = layout::makeCompactLayout(v);
  if (!compact.ok()) // reference layouts are static and positive
    return Layout{I(1), I(0)};
  return layout::concatLayouts({*compact});
}

int registerElementBits(const std::string &c, int k) {
  if (c == "f16" || c == "bf16")
    return 16;
  if (c == "tf32" || c == "f32" || c == "s32")
    return 32;
  if (c == "f64")
    return 64;
  if (c == "s8" || c == "u8" || c == "e4m3" || c == "e5m2" || c == "e2m3" ||
      c == "e3m2")
    return 8;
  if (c == "e2m1")
    return k == 64 ? 4 : 8;
  if (c == "s4" || c == "u4")
    return 4;
  if (c == "b1")
    return 1;
  return 0;
}

int sevenArmIndex(int K, int M, bool sparse, bool fp8, bool transA) {
  if (M != 16)
    return -1;
  struct Key {
    int k;
    bool sparse, fp8, transA;
  };
  static const Key kArms[7] = {
      {16, false, false, false}, {16, false, false, true},
      {16, true, false, false},  {32, false, false, false},
      {32, false, true, false},  {32, true, false, false},
      {8, false, false, false}};
  for (int i = 0; i < 7; ++i)
    if (kArms[i].k == K && kArms[i].sparse == sparse && kArms[i].fp8 == fp8 &&
        kArms[i].transA == transA)
      return i;
  return -1;
}

const int64_t *sevenArmStrideTriple(int arm) {
  // seed 000's stride triples: dense.A for the dense arms, sparse.metadata
  // (bit 21, 26, 27 offsets of the mma.sp metadata-stride field) for arms 2
  // and 5. Recorded as the seed gives them; the fragment layouts above come
  // from the PTX fragment tables.
  static const int64_t kDenseA[3] = {128, 256, 1024};
  static const int64_t kSparseMeta[3] = {0x200000, 0x4000000, 0x8000000};
  if (arm == 2 || arm == 5)
    return kSparseMeta;
  return arm >= 0 && arm < 7 ? kDenseA : nullptr;
}

const char *sevenArmPtxForm(int arm) {
  static const char *kForms[7] = {
      "mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
      "mma.sync.aligned.m16n8k16.row.row.f16",
      "mma.sp.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16",
      "mma.sync.aligned.m16n8k32.row.col.s8.s8.s32",
      "mma.sync.aligned.m16n8k32.row.col.e4m3.e4m3.f32",
      "mma.sp.sync.aligned.m16n8k32.row.col.s8.s8.s32",
      "mma.sync.aligned.m16n8k8.row.col.f16.f16.f16.f16"};
  return arm >= 0 && arm < 7 ? kForms[arm] : "";
}

layout::Result<MmaLayoutResult>
synthesizeRegisterMma(Mnemonic atom, int m, int n, int k, const std::string &a,
                      const std::string &b, const std::string &c) {
  using R = layout::Result<MmaLayoutResult>;
  bool inLattice = false;
  for (const LatticeRow &row : mmaLattice())
    if (row.atom == atom && rowHasShape(row, m, n, k) &&
        rowHasType(row.aTypes, a) && rowHasType(row.bTypes, b) &&
        rowHasType(row.cTypes, c))
      inLattice = true;
  if (!inLattice)
    return R::fail("no register-MMA lattice row for " +
                   std::string(atomRecord(atom).mnemonic) + " " +
                   std::to_string(m) + "x" + std::to_string(n) + "x" +
                   std::to_string(k) + " a=" + a + " b=" + b + " c=" + c);
  MmaLayoutResult r;
  if (atom == Mnemonic::UniversalFma) {
    // One thread, one value of each operand.
    Layout one{T({I(1), I(1)}), T({I(0), I(0)})};
    r.slots[0] = r.slots[1] = r.slots[2] = one;
    r.valuesA = r.valuesB = r.valuesC = 1;
    return r;
  }
  if (m == 8 && n == 8 && k == 4) { // f64 m8n8k4
    Layout ab = tv(8, 1, {});
    r.slots[0] = r.slots[1] = ab;
    r.slots[2] = tv(16, 1, {{2, 8}});
    r.valuesA = r.valuesB = 1;
    r.valuesC = 2;
    return r;
  }
  if (m == 8 && n == 8) { // m8n8k16 s8/u8, k32 s4/u4, k128 b1
    // A and B: row/col g, K p t + j (one register); C: (g, 2 t + j).
    int64_t p = 32 / registerElementBits(a, k);
    if (k != 4 * p)
      return R::fail("m8n8 K " + std::to_string(k) + " does not fit " + a);
    r.slots[0] = r.slots[1] = tv(8 * p, 1, {{p, 8}});
    r.slots[2] = tv(16, 1, {{2, 8}});
    r.valuesA = r.valuesB = static_cast<int>(p);
    r.valuesC = 2;
    return r;
  }
  if (m == 16 && n == 8 && a == "f64") { // f64 m16n8k4/k8/k16 (SM90)
    // One f64 per register: A (g + 8 r, t + 4 q), B (t + 4 q, g).
    int64_t kq = k / 4;
    r.slots[0] = tv(16, 1, {{2, 8}, {kq, 64}});
    r.slots[1] = tv(8, 1, {{kq, 32}});
    r.slots[2] = cLayout16x8();
    r.valuesA = static_cast<int>(2 * kq);
    r.valuesB = static_cast<int>(kq);
    r.valuesC = 4;
    return r;
  }
  if (m != 16 || n != 8)
    return R::fail("register MMA shape must be 16x8xK, 8x8xK or 8x8x4");
  int bitsA = registerElementBits(a, k), bitsB = registerElementBits(b, k);
  if (!bitsA || bitsA != bitsB)
    return R::fail("A and B must pack the same number of values per register");
  int64_t p = 32 / bitsA;
  if (k % (4 * p) != 0)
    return R::fail("K " + std::to_string(k) + " is not a multiple of " +
                   std::to_string(4 * p) + " for " + a);
  bool sparse = atom == Mnemonic::Sm80SparseMma;
  // A structurally-sparse A holds the compressed 16 x K/2 tile: the dense
  // K/2 fragment. B is the dense K fragment.
  int64_t ka = sparse ? k / 2 : k;
  if (ka % (4 * p) != 0)
    return R::fail("sparse K " + std::to_string(k) + " is too small for " + a);
  int64_t kqa = ka / (4 * p);
  int64_t kq = k / (4 * p);
  r.slots[0] = tv(16 * p, 1, {{p, 16}, {2, 8}, {kqa, 64 * p}});
  r.slots[1] = tv(8 * p, 1, {{p, 8}, {kq, 32 * p}});
  r.slots[2] = cLayout16x8();
  r.valuesA = static_cast<int>(p * 2 * kqa);
  r.valuesB = static_cast<int>(p * kq);
  r.valuesC = 4;
  if (sparse) {
    // Slot 3: one 32-bit ordered-metadata word per thread; thread (t, g)
    // holds word g + 8 t of the warp's 8 x 4 metadata grid.
    r.slots[3] = tv(8, 1, {});
    r.slotCount = 4;
  }
  bool fp8 = a == "e4m3" || a == "e5m2";
  r.arm = sevenArmIndex(k, m, sparse, fp8, /*transA=*/false);
  return r;
}

} // namespace cute_nvgpu::target
