//===- TypeParserFuzzer.cpp - libFuzzer over the cute/cute_nvgpu parsers ---===//
//
// Feeds arbitrary text to mlir::parseType and mlir::parseAttribute in a
// context with the `cute` and `cute_nvgpu` dialects loaded. Errors are
// swallowed (malformed input is expected); crashes, ASan reports, hangs
// and assertion failures are findings.
//
// Round-trip property: whenever a parse succeeds, every `cute` and
// `cute_nvgpu` type and attribute in the result (the result itself and each
// nested one) is printed, the printed text is parsed again and must give the
// identical (uniqued) Type/Attribute, and printing that must give the same
// text. A violation prints the input, the printed text and the re-parse
// result, then abort()s. Builtin values are held to crash-freedom only: MLIR
// itself accepts some it cannot print back (`@""` prints as
// `@<<INVALID EMPTY SYMBOL>>`), which is not a property of our printers.
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

#include "FuzzContext.h"

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

/// Replaced every 20000 inputs (FuzzContext.h).
cute_nvgpu::fuzz::CyclingContext &contexts() {
  static cute_nvgpu::fuzz::CyclingContext c(
      [] {
        DialectRegistry r;
        r.insert<cute_nvgpu::cute::CuteDialect, cute_nvgpu::CuteNvgpuDialect>();
        return r;
      }(),
      20000);
  return c;
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

bool isOurs(Dialect &d) {
  return isa<cute_nvgpu::cute::CuteDialect, cute_nvgpu::CuteNvgpuDialect>(d);
}

void checkTypeRoundTrip(MLIRContext &ctx, const std::string &input, Type t) {
  std::string p1 = printed(t);
  Type t2 = parseType(p1, &ctx);
  if (!t2)
    roundTripFailure("type", input, p1, "<printed text does not parse>");
  std::string p2 = printed(t2);
  if (t2 != t || p2 != p1)
    roundTripFailure("type", input, p1, p2);
}

void checkAttributeRoundTrip(MLIRContext &ctx, const std::string &input,
                             Attribute a) {
  std::string p1 = printed(a);
  Attribute a2 = parseAttribute(p1, &ctx);
  if (!a2)
    roundTripFailure("attribute", input, p1, "<printed text does not parse>");
  std::string p2 = printed(a2);
  if (a2 != a || p2 != p1)
    roundTripFailure("attribute", input, p1, p2);
}

/// Round-trips every type and attribute of our dialects inside `root`
/// (itself included).
template <typename T>
void checkOurElements(MLIRContext &ctx, const std::string &input, T root) {
  root.walk(
      [&](Attribute a) {
        if (isOurs(a.getDialect()))
          checkAttributeRoundTrip(ctx, input, a);
      },
      [&](Type t) {
        if (isOurs(t.getDialect()))
          checkTypeRoundTrip(ctx, input, t);
      });
}

void checkType(MLIRContext &ctx, const std::string &text) {
  if (Type t = parseType(text, &ctx))
    checkOurElements(ctx, text, t);
}

void checkAttribute(MLIRContext &ctx, const std::string &text) {
  if (Attribute a = parseAttribute(text, &ctx))
    checkOurElements(ctx, text, a);
}

void checkBoth(MLIRContext &ctx, const std::string &text) {
  checkType(ctx, text);
  checkAttribute(ctx, text);
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
  (void)contexts();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string in(reinterpret_cast<const char *>(data), size);
  MLIRContext &ctx = contexts().next();
  checkBoth(ctx, in);
  if (!in.empty() && (in[0] == '!' || in[0] == '#'))
    return 0;
  checkType(ctx, "!cute_nvgpu." + in);
  checkAttribute(ctx, "#cute.layout<" + in + ">");
  checkType(ctx, "!cute." + in);
  checkAttribute(ctx, "#cute_nvgpu." + in);
  return 0;
}
