//===- Options.h - the one option parser of every subcommand ----*- C++ -*-===//
//
// Every `cute-nvgpu` subcommand reads its words through parseOptions and its
// numbers through parseCount, so that the spelling rules (`--opt=value` and
// `--opt value`, one value per option, `--help`/`--version` everywhere) and
// the integer rules (exact digits, no wrap-around, bounded) are the same in
// all of them. Errors are one line without the `error: ` prefix; the caller
// prints them and exits with status 1.
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_NVGPU_TOOLS_OPTIONS_H
#define CUTE_NVGPU_TOOLS_OPTIONS_H

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace cute_nvgpu::tools {

/// The one version line that `cute-nvgpu --version` and every
/// `cute-nvgpu SUBCOMMAND --version` print.
const char *versionString();

/// An option a subcommand accepts: its spelling ("--target", "-o") and
/// whether it takes a value (otherwise it is a flag).
struct OptionSpec {
  std::string_view name;
  bool takesValue;
};

struct ParsedOptions {
  bool help = false;    // --help or -h anywhere before `--`
  bool version = false; // --version anywhere before `--`
  std::map<std::string, std::string, std::less<>> values; // valued options
  std::map<std::string, bool, std::less<>> flags;         // flags given
  std::vector<std::string> positional; // in order; everything after `--`

  bool has(std::string_view name) const {
    return values.count(name) || flags.count(name);
  }
  /// The value of a valued option, if it was given.
  const std::string *value(std::string_view name) const {
    auto it = values.find(name);
    return it == values.end() ? nullptr : &it->second;
  }
};

/// Splits `args` by `specs`. `--name=value` and `--name value` are the same;
/// a flag given `=value`, a valued option without a value, a valued option
/// given twice and an option not in `specs` are errors naming the option.
/// A word that starts with '-' followed by a digit is positional (so that a
/// negative number reaches the number parser and is refused there, by
/// value). Returns std::nullopt and sets `error` on failure.
std::optional<ParsedOptions> parseOptions(const std::vector<std::string> &args,
                                          std::initializer_list<OptionSpec> specs,
                                          std::string &error);

/// Parses a whole-number argument: decimal digits only (no sign, no
/// blanks, no leading zero that could read as octal), or `0x` hex when
/// `allowHex`; checked for overflow and against [min, max]. `what` names
/// the argument in the error ("--shape M", "INDEX", "--start").
std::optional<uint64_t> parseCount(std::string_view text, std::string_view what,
                                   uint64_t min, uint64_t max,
                                   std::string &error, bool allowHex = false);

/// Prints `error: MESSAGE` as one line on `err` and returns exit status 1.
int fail(std::ostream &err, const std::string &message);

/// `--help` prints `usage`, `--version` the version line; either way the
/// command is answered (true) and exits 0.
bool answeredHelpOrVersion(const ParsedOptions &opts, const char *usage,
                           std::ostream &out);

} // namespace cute_nvgpu::tools

#endif // CUTE_NVGPU_TOOLS_OPTIONS_H
