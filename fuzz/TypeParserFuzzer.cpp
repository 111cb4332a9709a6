//===- TypeParserFuzzer.cpp - libFuzzer over the cute/cute_nvgpu parsers ---===//
//
// Feeds arbitrary text to mlir::parseType and mlir::parseAttribute in a
// context with the `cute` and `cute_nvgpu` dialects loaded. Errors are
// swallowed (malformed input is expected); crashes, ASan reports, hangs
// and assertion failures are findings.
//
// Round-trip property: whenever a parse succeeds, the result is printed,
// the printed text is parsed again and must give the identical (uniqued)
// Type/Attribute, and printing that must give the same text. A violation
// prints the input, the printed text and the re-parse result, then abort()s.
//
// To steer most mutations into our dialects, an input that does not start
// with '!' or '#' is also tried as
//   !cute_nvgpu.<input>   #cute.layout<<input>>   !cute.<input>
//   #cute_nvgpu.<input>
// so the corpus can hold bare payloads like `sm80.mma<16x8x16, ...>` or
// `(2,(1,6)):(1,(6,2))`.
//
//===----------------------------------------------------------------------===//

#include "cute-nvgpu/Dialect/Cute/IR/Cute.h"
#include "cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpu.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Types.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

using namespace mlir;

namespace {

std::unique_ptr<MLIRContext> makeContext() {
  auto c = std::make_unique<MLIRContext>(MLIRContext::Threading::DISABLED);
  c->getOrLoadDialect<cute_nvgpu::cute::CuteDialect>();
  c->getOrLoadDialect<cute_nvgpu::CuteNvgpuDialect>();
  // Swallow every diagnostic: malformed input is the normal case.
  c->getDiagEngine().registerHandler([](Diagnostic &) { return success(); });
  return c;
}

/// The context is shared between inputs (creating one per input costs more
/// than the parse) but replaced every kContextLifetime inputs: every uniqued
/// type/attribute/identifier lives as long as its context, and a 10-minute
/// run would otherwise grow past libFuzzer's -rss_limit_mb.
constexpr unsigned kContextLifetime = 20000;
std::unique_ptr<MLIRContext> gContext;
unsigned gContextUses = 0;

MLIRContext &context() {
  if (!gContext || gContextUses >= kContextLifetime) {
    gContext.reset();
    gContext = makeContext();
    gContextUses = 0;
  }
  return *gContext;
}

template <typename T> std::string printed(T v) {
  std::string s;
  llvm::raw_string_ostream os(s);
  v.print(os);
  os.flush();
  return s;
}

[[noreturn]] void roundTripFailure(const char *what, const std::string &input,
                                   const std::string &text1,
                                   const std::string &text2) {
  std::fprintf(stderr,
               "\n==== cute-nvgpu fuzz: %s round-trip mismatch ====\n"
               "input:     %s\n"
               "printed:   %s\n"
               "reprinted: %s\n",
               what, input.c_str(), text1.c_str(), text2.c_str());
  std::abort();
}

void checkType(const std::string &text) {
  MLIRContext &ctx = context();
  Type t = parseType(text, &ctx);
  if (!t)
    return;
  std::string p1 = printed(t);
  Type t2 = parseType(p1, &ctx);
  if (!t2)
    roundTripFailure("type", text, p1, "<printed text does not parse>");
  std::string p2 = printed(t2);
  if (t2 != t || p2 != p1)
    roundTripFailure("type", text, p1, p2);
}

void checkAttribute(const std::string &text) {
  MLIRContext &ctx = context();
  Attribute a = parseAttribute(text, &ctx);
  if (!a)
    return;
  std::string p1 = printed(a);
  Attribute a2 = parseAttribute(p1, &ctx);
  if (!a2)
    roundTripFailure("attribute", text, p1, "<printed text does not parse>");
  std::string p2 = printed(a2);
  if (a2 != a || p2 != p1)
    roundTripFailure("attribute", text, p1, p2);
}

void checkBoth(const std::string &text) {
  checkType(text);
  checkAttribute(text);
}

} // namespace

// libMLIR/libLLVM are not instrumented, but the llvm::BumpPtrAllocator code
// inlined into OUR (instrumented) translation units poisons whole fresh
// slabs (__asan_poison_memory_region) and unpoisons only what it hands out
// itself. Objects that libMLIR's uninstrumented copy of Allocate() later
// carves out of such a slab stay poisoned, so reading e.g. a DictionaryAttr's
// NamedAttribute array reports a false `use-after-poison`. Ignore manual
// poisoning; heap overflows, use-after-free, etc. on real allocations are
// still caught.
extern "C" const char *__asan_default_options() {
  return "allow_user_poisoning=0";
}

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  (void)context();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string in(reinterpret_cast<const char *>(data), size);
  (void)context();
  ++gContextUses;
  checkBoth(in);
  if (!in.empty() && (in[0] == '!' || in[0] == '#'))
    return 0;
  checkType("!cute_nvgpu." + in);
  checkAttribute("#cute.layout<" + in + ">");
  checkType("!cute." + in);
  checkAttribute("#cute_nvgpu." + in);
  return 0;
}
