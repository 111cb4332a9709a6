//===- DslNvvmSpelling.cpp - CuTe DSL's generic NVVM spellings ------------===//
#include "cute-nvgpu/Dialect/NvvmExtensions/DslNvvmSpelling.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace {
/// Position just past the `)` that closes the `(` at `open`, or npos.
size_t pastClosingParen(StringRef text, size_t open) {
  int depth = 0;
  for (size_t i = open; i < text.size(); ++i) {
    if (text[i] == '(')
      ++depth;
    else if (text[i] == ')' && --depth == 0)
      return i + 1;
    else if (text[i] == '\n')
      return StringRef::npos;
  }
  return StringRef::npos;
}

/// Occurrences of the generic op name `"name"(` (not inside a string, where
/// the quote would be escaped), each with the position past its operand list
/// and any blanks after it.
template <typename Fn>
void forEachGenericOp(StringRef text, StringRef name, Fn fn) {
  std::string needle = ("\"" + name + "\"(").str();
  for (size_t at = text.find(needle); at != StringRef::npos;
       at = text.find(needle, at + 1)) {
    if (at > 0 && text[at - 1] == '\\')
      continue;
    size_t past = pastClosingParen(text, at + needle.size() - 1);
    if (past == StringRef::npos)
      continue;
    while (past < text.size() && text[past] == ' ')
      ++past;
    fn(past);
  }
}

/// One replacement: (position, length removed, text inserted).
struct Edit {
  size_t at, erase;
  StringRef insert;
};

/// The edits that upgrade `text`, in text order.
SmallVector<Edit> upgradeEdits(StringRef text) {
  SmallVector<Edit> edits;
  forEachGenericOp(text, "nvvm.fence.mbarrier.init", [&](size_t p) {
    for (StringRef props :
         {"<{useIntrinsic = false}> ", "<{useIntrinsic = true}> "})
      if (text.substr(p).starts_with(props))
        edits.push_back({p, props.size(), ""});
  });
  forEachGenericOp(text, "nvvm.barrier", [&](size_t p) {
    StringRef head = "<{operandSegmentSizes = array<i32: ";
    if (!text.substr(p).starts_with(head))
      return;
    size_t list = p + head.size();
    size_t close = text.find('>', list);
    if (close == StringRef::npos)
      return;
    SmallVector<StringRef> sizes;
    text.slice(list, close).split(sizes, ", ");
    if (sizes.size() == 2 && llvm::all_of(sizes, [](StringRef s) {
          return !s.empty() && llvm::all_of(s, llvm::isDigit);
        }))
      edits.push_back({close, 0, ", 0"});
  });
  llvm::sort(edits, [](const Edit &a, const Edit &b) { return a.at < b.at; });
  return edits;
}
} // namespace

std::string cute_nvgpu::upgradeDslNvvmSpellings(StringRef text) {
  SmallVector<Edit> edits = upgradeEdits(text);
  std::string out;
  out.reserve(text.size() + 4 * edits.size());
  size_t from = 0;
  for (const Edit &e : edits) {
    out.append(text.data() + from, e.at - from);
    out.append(e.insert.data(), e.insert.size());
    from = e.at + e.erase;
  }
  out.append(text.data() + from, text.size() - from);
  return out;
}

std::unique_ptr<MemoryBuffer>
cute_nvgpu::upgradeDslNvvmSpellings(std::unique_ptr<MemoryBuffer> buffer) {
  // Most inputs need no edit: they are kept as read, never copied.
  if (upgradeEdits(buffer->getBuffer()).empty())
    return buffer;
  return MemoryBuffer::getMemBufferCopy(
      upgradeDslNvvmSpellings(buffer->getBuffer()),
      buffer->getBufferIdentifier());
}
