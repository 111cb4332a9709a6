//===- CuteCasesTest.cpp - Our algebra against CuTe's own outputs ---------===//
//
// data/cute-layout-cases.tsv holds inputs and the results that CuTe (CUTLASS,
// version in the file's header) printed for them. Every row is re-run through
// this library and the printed result must be identical, except that CuTe
// marks static integers with '_' (`_8`) and we do not. Layout operands in the
// table are CuTe's printed form verbatim, so every row also checks that we
// parse what cute::print shows.
//
//===----------------------------------------------------------------------===//

#include "TestUtil.h"

#include <fstream>
#include <map>
#include <sstream>

using namespace cute_nvgpu::layout;
using namespace cute_nvgpu::layout::test;

namespace {

struct Row {
  int line = 0;
  std::string op, a1, a2, a3, expected;
};

std::vector<std::string> splitTabs(const std::string &s) {
  std::vector<std::string> f;
  std::string cur;
  for (char c : s) {
    if (c == '\t') {
      f.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  f.push_back(cur);
  return f;
}

std::vector<Row> loadRows() {
  std::ifstream in(CUTE_LAYOUT_CASES_TSV);
  EXPECT_TRUE(in.good()) << "cannot open " << CUTE_LAYOUT_CASES_TSV;
  std::vector<Row> rows;
  std::string line;
  int n = 0;
  while (std::getline(in, line)) {
    ++n;
    if (line.empty() || line[0] == '#')
      continue;
    std::vector<std::string> f = splitTabs(line);
    EXPECT_EQ(f.size(), 5u) << "line " << n << ": " << line;
    if (f.size() != 5)
      continue;
    rows.push_back(Row{n, f[0], f[1], f[2], f[3], f[4]});
  }
  return rows;
}

/// CuTe's printed form without its static-integer markers: `_8` -> `8`,
/// `_-1` -> `-1`.
std::string withoutStaticMarkers(const std::string &s) {
  std::string r;
  for (size_t i = 0; i < s.size(); ++i) {
    bool marker = s[i] == '_' && i + 1 < s.size() &&
                  (std::isdigit((unsigned char)s[i + 1]) || s[i + 1] == '-') &&
                  (i == 0 || !std::isalnum((unsigned char)s[i - 1]));
    if (!marker)
      r += s[i];
  }
  return r;
}

template <typename T> std::string str(const Result<T> &r) {
  if (!r.ok())
    return "error: " + formatError(r.error());
  return toString(*r);
}
std::string str(const Result<int64_t> &r) {
  if (!r.ok())
    return "error: " + formatError(r.error());
  return std::to_string(*r);
}

#define TRY(VAR, EXPR)                                                         \
  auto VAR = (EXPR);                                                           \
  if (!VAR.ok())                                                               \
    return "error: parse: " + formatError(VAR.error());

int64_t toInt(const std::string &s) { return std::stoll(s); }

/// Run one table row through the library and print the result.
std::string run(const Row &r) {
  const std::string &op = r.op;
  if (op == "parse") {
    TRY(a, parseAnyLayout(r.a1));
    if (!a->isComposed())
      return "error: not a composed layout";
    return str(positionIndependent(a->composed()));
  }
  if (op == "recast") {
    TRY(a, parseAnyLayout(r.a1));
    return str(recast(*a, toInt(r.a2), toInt(r.a3)));
  }
  TRY(a, parseLayout(r.a1));
  if (op == "coalesce")
    return str(coalesce(*a));
  if (op == "filter")
    return str(filter(*a));
  if (op == "right_inverse")
    return str(rightInverse(*a));
  if (op == "left_inverse")
    return str(leftInverse(*a));
  if (op == "complement")
    return r.a2.empty() ? str(complement(*a))
                        : str(complement(*a, toInt(r.a2)));
  if (op == "upcast")
    return str(upcast(*a, toInt(r.a2)));
  if (op == "downcast")
    return str(downcast(*a, toInt(r.a2)));
  if (op == "tile_to_shape") {
    TRY(shape, parseIntTuple(r.a2));
    if (r.a3.empty())
      return str(tileToShape(*a, *shape));
    TRY(order, parseIntTuple(r.a3));
    return str(tileToShape(*a, *shape, &*order));
  }
  if (op == "max_common_vector" || op == "max_common_layout") {
    TRY(b, parseLayout(r.a2));
    if (op == "max_common_vector")
      return str(maxCommonVector(*a, *b));
    return str(maxCommonLayout(*a, *b));
  }
  if (op == "blocked_product" || op == "raked_product") {
    TRY(b, parseLayoutOrShape(r.a2));
    Tiler t;
    t.layout = *b;
    return str(op == "blocked_product" ? blockedProduct(*a, t)
                                       : rakedProduct(*a, t));
  }
  TRY(t, parseTiler(r.a2));
  using Fn = Result<Layout> (*)(const Layout &, const Tiler &);
  static const std::map<std::string, Fn> kBinary = {
      {"composition",
       [](const Layout &x, const Tiler &y) { return composition(x, y); }},
      {"logical_divide", logicalDivide},
      {"zipped_divide", zippedDivide},
      {"tiled_divide", tiledDivide},
      {"flat_divide", flatDivide},
      {"logical_product", logicalProduct},
      {"zipped_product", zippedProduct},
      {"tiled_product", tiledProduct},
      {"flat_product", flatProduct},
  };
  auto it = kBinary.find(op);
  if (it == kBinary.end())
    return "error: unknown operation " + op;
  return str(it->second(*a, *t));
}

TEST(CuteCases, EveryRowMatchesCuTe) {
  std::vector<Row> rows = loadRows();
  // The table is generated with hundreds of cases; a short read means a
  // broken file, not a pass.
  EXPECT_GE(rows.size(), 500u);
  std::map<std::string, std::pair<int, int>> perOp; // matched, total
  for (const Row &r : rows) {
    std::string got = run(r);
    std::string want = withoutStaticMarkers(r.expected);
    auto &c = perOp[r.op];
    ++c.second;
    if (got == want)
      ++c.first;
    else
      ADD_FAILURE() << "line " << r.line << ": " << r.op << " " << r.a1 << " "
                    << r.a2 << " " << r.a3 << "\n  CuTe: " << r.expected
                    << "\n  ours: " << got;
  }
  std::ostringstream summary;
  for (const auto &kv : perOp)
    summary << kv.first << " " << kv.second.first << "/" << kv.second.second
            << "\n";
  std::cout << summary.str();
}

TEST(CuteCases, StaticMarkersAreStrippedOnlyBeforeNumbers) {
  EXPECT_EQ(withoutStaticMarkers("(_4,_-1):(_1,_0)"), "(4,-1):(1,0)");
  EXPECT_EQ(withoutStaticMarkers("Sw<3,4,3> o smem_ptr[16b](unset) o _8:_1"),
            "Sw<3,4,3> o smem_ptr[16b](unset) o 8:1");
}

} // namespace
