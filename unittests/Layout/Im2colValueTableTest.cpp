//===- Im2colValueTableTest.cpp - im2col tensor values against CuTe's -----===//
//
// A TMA copy of an im2col atom reads each box's instruction operands as
// the im2col coordinate tensor's value at the box's first element (CuTe's
// copy_unpack: src(0)), iterator + A(offset + B(coord)). Every row of
// data/cute-im2col-values.tsv is one of CuTe's im2col TMA tensors tiled by
// its CTA tile (local_tile(tma_tensor, cta_tile, (_,_))) and CuTe's values
// of that tensor at nine coordinates (i, j, m, k) spread over the tile and
// the tile grid. layoutValueAt must give CuTe's value at each, statically
// and with every extent of A, the offset and the iterator made run-time
// values (the traced form the lowering emits, computed here on integers).
//
//===----------------------------------------------------------------------===//
#include "EvalTracer.h"

#include "cute-nvgpu/Layout/LayoutValue.h"

#include "../TsvRows.h"

#include <fstream>
#include <set>

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;
using cute_nvgpu::testing::arithTupleTensorParts;
using cute_nvgpu::testing::withoutUnderscores;

namespace {

/// `t` with every integer leaf a run-time value bound to it.
IntTuple allDynamic(EvalTracer &tr, const IntTuple &t) {
  std::set<int> every;
  for (int i = 0; i < 64; ++i)
    every.insert(i);
  int k = 0;
  return tagLeaves(tr, t, every, k);
}

/// The tensor's value at `coord`: iterator + layout(coord).
Result<IntTuple> valueAt(const IntTuple &iter, const ComposedLayout &c,
                         const IntTuple &coord, dyn::Tracer *tracer) {
  Result<IntTuple> v = layoutValueAt(coord, CuteIRValue{c}, tracer);
  if (!v.ok())
    return v;
  return arithTupleSum(iter, *v, tracer);
}

TEST(Im2colValueTable, EveryValueIsCuTesStaticAndTraced) {
  std::ifstream in(CUTE_IM2COL_VALUES_TSV);
  ASSERT_TRUE(in) << "cannot open " << CUTE_IM2COL_VALUES_TSV;
  int rows = 0, values = 0, traced = 0;
  for (const cute_nvgpu::testing::TsvRow &row :
       cute_nvgpu::testing::readTsvRows(in)) {
    // tmaTensor, cta-tile, tiles, values
    ASSERT_EQ(row.cells.size(), 4u) << row.line;
    ++rows;
    auto parts = arithTupleTensorParts(row.cells[2]);
    ASSERT_TRUE(parts) << row.cells[2];
    Result<CuteIRValue> iter = parseCuteIR(parts->first);
    Result<CuteIRValue> tiles = parseCuteIR(parts->second);
    ASSERT_TRUE(iter.ok() && iter->kind() == CuteIRValue::Kind::IntTuple)
        << parts->first;
    ASSERT_TRUE(tiles.ok() && tiles->kind() == CuteIRValue::Kind::Composed &&
                tiles->composed().hasOuterLayout())
        << parts->second;
    const ComposedLayout &c = tiles->composed();

    std::istringstream list(row.cells[3]);
    for (std::string item; std::getline(list, item, ';');) {
      size_t eq = item.find('=');
      ASSERT_NE(eq, std::string::npos) << item;
      Result<IntTuple> coord = parseIntTuple(item.substr(0, eq));
      ASSERT_TRUE(coord.ok()) << item;
      std::string want = withoutUnderscores(item.substr(eq + 1));
      ++values;

      Result<IntTuple> got = valueAt(iter->intTuple(), c, *coord, nullptr);
      ASSERT_TRUE(got.ok()) << row.line << "\n" << item;
      EXPECT_EQ(toString(*got), want)
          << "static value at " << item.substr(0, eq) << " of "
          << parts->second;

      // The same tensor with its output extents, offset and iterator
      // run-time values.
      EvalTracer tr;
      ComposedLayout d = c;
      d.outerLayout->shape = allDynamic(tr, c.outerLayout->shape);
      d.offset = allDynamic(tr, c.offset);
      IntTuple dynIter = allDynamic(tr, iter->intTuple());
      Result<IntTuple> t = valueAt(dynIter, d, *coord, &tr);
      ASSERT_TRUE(t.ok()) << row.line << "\n" << item;
      EXPECT_TRUE(tr.violated.empty()) << item;
      EXPECT_EQ(toString(bindLeaves(tr, *t)), want)
          << "run-time value at " << item.substr(0, eq) << " of "
          << parts->second << " (traced " << toString(*t) << ")";
      traced += !tr.ops.empty();
    }
  }
  EXPECT_EQ(rows, 72);
  EXPECT_EQ(values, 72 * 9);
  // Every traced evaluation did its arithmetic at run time.
  EXPECT_EQ(traced, values);
}

} // namespace
