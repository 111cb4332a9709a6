//===- ParseMemo.h - per-context memo of cute type texts and checks -------===//
//
// A `cute` type is spelled by its text (`!cute.layout<"(4,8):(1,4)">`), and
// a program repeats each type many times: every use of a value states its
// type again, and every use of an atom repeats the same operand types. The
// cute dialect keeps, per context, the type each successfully parsed
// spelling denotes (a repeated spelling is not parsed again), the CuTe value
// each quoted text denotes (verifiers read operand values without parsing
// their text again), and which type-only checks already passed for a tuple
// of (uniqued) types. All are pure functions of their keys within one
// context; the maps are guarded for the threads that verify in parallel.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_LIB_PARSEMEMO_H
#define CUTE_NVGPU_LIB_PARSEMEMO_H

#include "cute-nvgpu/Layout/Layout.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Types.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Allocator.h"
#include "llvm/Support/StringSaver.h"

#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace cute_nvgpu::cute {

class ParseMemo : public mlir::DialectInterface::Base<ParseMemo> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ParseMemo)
  explicit ParseMemo(mlir::Dialect *d) : Base(d) {}

  /// The memo of `ctx`'s cute dialect, or null when it is not loaded.
  static ParseMemo *of(mlir::MLIRContext *ctx);

  /// The type spelled `spelling` (its dialect's own key: mnemonic and
  /// body): the one parsed before in this context, else what `parse` makes,
  /// kept unless null (a failed parse reports every time).
  mlir::Type parsedType(llvm::StringRef spelling,
                        llvm::function_ref<mlir::Type()> parse);

  /// The value `text` denotes, parsing it once per context; null when
  /// the text is not CuTe IR.
  std::shared_ptr<const layout::CuteIRValue> value(mlir::StringAttr text);

  /// Whether the check named `check` (a static string) passed before for
  /// exactly these types; failures are never remembered (their diagnostics
  /// must be emitted every time).
  bool passed(const char *check, llvm::ArrayRef<mlir::Type> types);
  void rememberPassed(const char *check, llvm::ArrayRef<mlir::Type> types);
  /// The same for a check of uniqued objects other than types (attributes)
  /// and small integers, by their opaque pointers.
  bool passedKeys(const char *check, llvm::ArrayRef<const void *> keys);
  void rememberPassedKeys(const char *check,
                          llvm::ArrayRef<const void *> keys);

  /// A memo key: the kind of memo or check, then the addresses of the
  /// uniqued types and attributes (or small integers) it is derived from.
  /// Inline storage holds a kind and ten parts, so a look-up allocates
  /// nothing.
  using Key = llvm::SmallString<104>;
  static Key key(const char *kind, llvm::ArrayRef<const void *> parts);

  /// An object `make` derives from uniqued types and attributes only, kept
  /// under `key` (see key()); `make` may fail (null), and a failure is not
  /// kept.
  template <typename T>
  std::shared_ptr<const T>
  derived(llvm::StringRef key,
          llvm::function_ref<std::shared_ptr<const T>()> make) {
    {
      std::lock_guard<std::mutex> lock(mu_);
      auto it = derived_.find(key);
      if (it != derived_.end())
        return std::static_pointer_cast<const T>(it->second);
    }
    std::shared_ptr<const T> v = make();
    if (v) {
      std::lock_guard<std::mutex> lock(mu_);
      derived_.try_emplace(key, v);
    }
    return v;
  }

  /// The text `print` makes of `t`, made once per context (types are
  /// immutable and uniqued, so the text of one never changes). The text
  /// lives as long as the context.
  llvm::StringRef printed(mlir::Type t,
                          llvm::function_ref<std::string()> print);

private:
  std::mutex mu_;
  llvm::StringMap<mlir::Type> types_;
  llvm::StringSet<> passed_;
  llvm::DenseMap<mlir::StringAttr, std::shared_ptr<const layout::CuteIRValue>>
      values_;
  llvm::BumpPtrAllocator textStorage_;
  llvm::StringSaver texts_{textStorage_};
  llvm::DenseMap<mlir::Type, llvm::StringRef> printed_;
  llvm::StringMap<std::shared_ptr<const void>> derived_;
};

} // namespace cute_nvgpu::cute

#endif // CUTE_NVGPU_LIB_PARSEMEMO_H
