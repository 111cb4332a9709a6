//===- TiledCopyTest.cpp - make_cotiled_copy against its definition -------===//
//
// make_cotiled_copy(atomTv, data) must give a tiled copy whose (thread,
// value) -> tile coordinate, taken through the tiler back to the data and
// through the data layout to an address, is the atom's own address: the
// library computes it by inverses and filters, this test by evaluation,
// on generated TMEM-like tensors (lanes x columns split, permuted and
// nested at random) and TMEM load atoms of every repeat count. Hostile
// inputs fail with an error, never a crash.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Layout/TiledCopy.h"

#include <gtest/gtest.h>

#include <random>

using namespace cute_nvgpu::layout;

namespace {

IntTuple n(int64_t v) { return IntTuple::integer(v); }

/// A 32dp32b xN load's atom layout over 32-bit values: threads
/// (32,4):(0,32 lanes), values (N,32):(1,lane).
Layout loadAtomTv(int64_t cols) {
  const int64_t lane = 65536;
  return makeLayout(
      IntTuple::tuple({IntTuple::tuple({n(32), n(4)}),
                       IntTuple::tuple({n(cols), n(32)})}),
      IntTuple::tuple({IntTuple::tuple({n(0), n(32 * lane)}),
                       IntTuple::tuple({n(1), n(lane)})}));
}

/// 128 lanes x `cols` columns as a random arrangement: each of the two
/// axes split in two, the four pieces grouped into two or three top-level
/// modes in a random order.
Layout randomTmemTensor(std::mt19937 &rng, int64_t cols) {
  const int64_t lane = 65536;
  int64_t l0 = int64_t(1) << std::uniform_int_distribution<int>(0, 7)(rng);
  int64_t c0 = int64_t(1) << std::uniform_int_distribution<int>(
                   0, __builtin_ctzll(cols))(rng);
  std::vector<std::pair<int64_t, int64_t>> pieces = {
      {l0, lane}, {128 / l0, l0 * lane}, {c0, 1}, {cols / c0, c0}};
  std::shuffle(pieces.begin(), pieces.end(), rng);
  std::vector<IntTuple> shape, stride;
  bool three = std::uniform_int_distribution<int>(0, 1)(rng);
  if (three) {
    shape = {IntTuple::tuple({n(pieces[0].first), n(pieces[1].first)}),
             n(pieces[2].first), n(pieces[3].first)};
    stride = {IntTuple::tuple({n(pieces[0].second), n(pieces[1].second)}),
              n(pieces[2].second), n(pieces[3].second)};
  } else {
    shape = {IntTuple::tuple({n(pieces[0].first), n(pieces[1].first)}),
             IntTuple::tuple({n(pieces[2].first), n(pieces[3].first)})};
    stride = {IntTuple::tuple({n(pieces[0].second), n(pieces[1].second)}),
              IntTuple::tuple({n(pieces[2].second), n(pieces[3].second)})};
  }
  return makeLayout(IntTuple::tuple(shape), IntTuple::tuple(stride));
}

TEST(CotiledCopy, TiledAddressesAreTheAtomsOnGeneratedTensors) {
  std::mt19937 rng(20261127);
  int checked = 0;
  for (int iter = 0; iter < 60; ++iter) {
    int64_t cols = int64_t(1) << std::uniform_int_distribution<int>(0, 7)(rng);
    Layout atom = loadAtomTv(cols);
    Layout data = randomTmemTensor(rng, cols);
    Result<CotiledCopy> r = makeCotiledCopy(atom, data);
    ASSERT_TRUE(r.ok()) << printCuteIR(data) << ": " << r.error().message;
    // tile coordinate -> data coordinate: the tiler, mode by mode.
    Result<IntTuple> flat = productEach(data.shape);
    ASSERT_TRUE(flat.ok());
    Result<Layout> compact = makeCompactLayout(*flat);
    ASSERT_TRUE(compact.ok());
    TileNode tiler;
    tiler.kind = TileNode::Kind::Modes;
    for (const Tile::Mode &m : r->tiler.modes)
      tiler.modes.push_back(TileNode::fromLayout(std::get<Layout>(m)));
    Result<Layout> tile2data =
        composition(*compact, tiler, Semantics::CuteCpp);
    ASSERT_TRUE(tile2data.ok()) << tile2data.error().message;
    Result<int64_t> size = cute_nvgpu::layout::size(atom);
    ASSERT_TRUE(size.ok());
    for (int64_t i = 0; i < *size; i += 61) {
      Result<int64_t> tileCoord = eval(r->layoutTv, i);
      ASSERT_TRUE(tileCoord.ok());
      Result<int64_t> dataIdx = eval(*tile2data, *tileCoord);
      ASSERT_TRUE(dataIdx.ok());
      Result<int64_t> addr = eval(data, *dataIdx);
      Result<int64_t> want = eval(atom, i);
      ASSERT_TRUE(addr.ok() && want.ok());
      ASSERT_EQ(*addr, *want) << "tensor " << printCuteIR(data) << " cols "
                              << cols << " index " << i << ": layout_tv "
                              << printCuteIR(r->layoutTv) << " tiler "
                              << printCuteIR(r->tiler);
      ++checked;
    }
  }
  EXPECT_GT(checked, 500);
}

TEST(CotiledCopy, HostileInputsFailWithAnError) {
  Layout atom = loadAtomTv(16);
  // A rank-1 atom layout, a run-time extent, and a tensor missing the
  // atom's rows.
  Result<CotiledCopy> rank1 =
      makeCotiledCopy(makeLayout(n(32), n(1)), *parseLayout("(128,16):(65536,1)"));
  EXPECT_FALSE(rank1.ok());
  Result<CotiledCopy> dynamic =
      makeCotiledCopy(atom, *parseLayout("(128,?):(65536,1)"));
  ASSERT_FALSE(dynamic.ok());
  EXPECT_EQ(dynamic.error().message,
            "make_cotiled_copy: the layouts must be static");
  // 128 rows of one thread against 64 (CuTe's own check; narrower column
  // ranges it extrapolates past, which the TMEM verifiers refuse).
  Result<CotiledCopy> narrow =
      makeCotiledCopy(*parseLayout("(1,(128,16)):(0,(65536,1))"),
                      *parseLayout("(64,16):(65536,1)"));
  ASSERT_FALSE(narrow.ok());
  EXPECT_EQ(narrow.error().message,
            "make_cotiled_copy: the memory the atom's values point to does "
            "not exist in the tensor's layout");
  // Unit modes of stride 0 in the tensor, as CuTe DSL's slices carry them:
  // what CuTe DSL printed for this atom (x32) and tensor.
  Result<CotiledCopy> zeros = makeCotiledCopy(
      loadAtomTv(32), *parseLayout("((128,128),1,1):((65536,1),0,0)"));
  ASSERT_TRUE(zeros.ok()) << zeros.error().message;
  EXPECT_EQ(printCuteIR(zeros->layoutTv), "((32,4),(32,32)):((0,1),(4,128))");
  EXPECT_EQ(printCuteIR(zeros->tiler), "[(128,32):(32,1);1:0;1:0]");
}

} // namespace
