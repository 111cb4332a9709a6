//===- TsvRows.h - the data rows of a tab-separated fact table --*- C++ -*-===//
//
// The tables under unittests/*/data hold facts captured from CuTe, one row
// per case: lines starting with `#` describe the table, the rest are cells
// separated by tabs, values as cute::print printed them.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_UNITTESTS_TSVROWS_H
#define CUTE_NVGPU_UNITTESTS_TSVROWS_H

#include <algorithm>
#include <istream>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace cute_nvgpu::testing {

struct TsvRow {
  std::string line;               // the row as written, for failure messages
  std::vector<std::string> cells; // split at tabs
};

/// Every non-empty line of `in` that is not a `#` comment, split at tabs.
inline std::vector<TsvRow> readTsvRows(std::istream &in) {
  std::vector<TsvRow> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#')
      continue;
    TsvRow r{line, {}};
    std::istringstream ss(line);
    for (std::string f; std::getline(ss, f, '\t');)
      r.cells.push_back(f);
    rows.push_back(std::move(r));
  }
  return rows;
}

/// A value as cute::print writes it, static integers `_N`, spelled as ours
/// (`N`).
inline std::string withoutUnderscores(std::string s) {
  s.erase(std::remove(s.begin(), s.end(), '_'), s.end());
  return s;
}

/// The iterator `(B)` and the layout text of `ArithTuple(B) o LAYOUT` (a
/// CuTe tensor over an arithmetic-tuple iterator), static integers spelled
/// as ours; nullopt if not that form.
inline std::optional<std::pair<std::string, std::string>>
arithTupleTensorParts(const std::string &cutePrint) {
  std::string s = withoutUnderscores(cutePrint);
  const std::string head = "ArithTuple(";
  if (s.compare(0, head.size(), head) != 0)
    return std::nullopt;
  int depth = 0;
  size_t close = std::string::npos;
  for (size_t i = head.size() - 1; i < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth == 0) {
      close = i;
      break;
    }
  }
  const std::string sep = " o ";
  if (close == std::string::npos || s.compare(close + 1, sep.size(), sep))
    return std::nullopt;
  return std::make_pair(s.substr(head.size() - 1, close - head.size() + 2),
                        s.substr(close + 1 + sep.size()));
}

/// `ArithTuple(B) o LAYOUT` as `!cute.coord_tensor<"(B)", "LAYOUT">`; "" if
/// not that form.
inline std::string coordTensorType(const std::string &cutePrint) {
  auto parts = arithTupleTensorParts(cutePrint);
  if (!parts)
    return "";
  return "!cute.coord_tensor<\"" + parts->first + "\", \"" + parts->second +
         "\">";
}

} // namespace cute_nvgpu::testing

#endif // CUTE_NVGPU_UNITTESTS_TSVROWS_H
