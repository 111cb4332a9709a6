//===- Options.cpp - the one option parser of every subcommand ------------===//
#include "cute-nvgpu/Tools/Options.h"

#include "llvm/Config/llvm-config.h"

#include <cctype>

namespace cute_nvgpu::tools {

const char *versionString() {
  // The tool's own release and the MLIR/LLVM it is built against: the IR it
  // reads and the PTX it writes depend on both.
  return "cute-nvgpu 0.1.0 (MLIR/LLVM " LLVM_VERSION_STRING ")";
}

int fail(std::ostream &err, const std::string &message) {
  err << "error: " << message << "\n";
  return 1;
}

bool answeredHelpOrVersion(const ParsedOptions &opts, const char *usage,
                           std::ostream &out) {
  if (opts.help)
    out << usage;
  else if (opts.version)
    out << versionString() << "\n";
  return opts.help || opts.version;
}

namespace {
bool looksNegativeNumber(const std::string &a) {
  return a.size() >= 2 && a[0] == '-' &&
         std::isdigit(static_cast<unsigned char>(a[1]));
}
} // namespace

std::optional<ParsedOptions>
parseOptions(const std::vector<std::string> &args,
             std::initializer_list<OptionSpec> specs, std::string &error) {
  ParsedOptions p;
  // --help and --version win over every other word, so that
  // `SUBCOMMAND --help` works even when required options are missing.
  for (const std::string &a : args) {
    if (a == "--")
      break;
    if (a == "--help" || a == "-h")
      p.help = true;
    else if (a == "--version")
      p.version = true;
  }
  if (p.help || p.version)
    return p;

  for (size_t i = 0; i < args.size(); ++i) {
    const std::string &a = args[i];
    if (a == "--") {
      p.positional.insert(p.positional.end(), args.begin() + i + 1,
                          args.end());
      break;
    }
    if (a.size() < 2 || a[0] != '-' || looksNegativeNumber(a)) {
      p.positional.push_back(a); // includes "-" (stdin)
      continue;
    }
    std::string_view name = a;
    std::optional<std::string> inlineValue;
    if (size_t eq = a.find('='); eq != std::string::npos && a[1] == '-') {
      name = std::string_view(a).substr(0, eq);
      inlineValue = a.substr(eq + 1);
    }
    const OptionSpec *spec = nullptr;
    for (const OptionSpec &s : specs)
      if (s.name == name)
        spec = &s;
    if (!spec) {
      error = "unknown option '" + std::string(name) + "'";
      return std::nullopt;
    }
    std::string key(name);
    if (!spec->takesValue) {
      if (inlineValue) {
        error = "option " + key + " takes no value";
        return std::nullopt;
      }
      p.flags[key] = true;
      continue;
    }
    if (p.values.count(key)) {
      error = "option " + key + " given more than once";
      return std::nullopt;
    }
    if (inlineValue) {
      p.values[key] = *inlineValue;
    } else if (i + 1 < args.size()) {
      p.values[key] = args[++i];
    } else {
      error = "option " + key + " needs a value";
      return std::nullopt;
    }
  }
  return p;
}

std::optional<uint64_t> parseCount(std::string_view text, std::string_view what,
                                   uint64_t min, uint64_t max,
                                   std::string &error, bool allowHex) {
  std::string quoted = "'" + std::string(text) + "'";
  std::string kind = min > 0 ? "a positive integer" : "a non-negative integer";
  auto refuse = [&](const std::string &why) -> std::optional<uint64_t> {
    error = std::string(what) + ": " + why;
    return std::nullopt;
  };
  unsigned base = 10;
  std::string_view digits = text;
  if (allowHex && text.size() > 2 && text[0] == '0' &&
      (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    digits = text.substr(2);
  }
  if (digits.empty())
    return refuse("expected " + kind + ", got " + quoted);
  for (char c : digits)
    if (!(base == 16 ? std::isxdigit(static_cast<unsigned char>(c))
                     : std::isdigit(static_cast<unsigned char>(c))))
      return refuse("expected " + kind + ", got " + quoted);
  // strtoull would read "010" as octal 8; a C-style leading zero is refused
  // instead of silently meaning something else.
  if (base == 10 && digits.size() > 1 && digits[0] == '0')
    return refuse(quoted + " has a leading zero");
  uint64_t v = 0;
  for (char c : digits) {
    unsigned d = std::isdigit(static_cast<unsigned char>(c))
                     ? c - '0'
                     : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
    if (__builtin_mul_overflow(v, uint64_t(base), &v) ||
        __builtin_add_overflow(v, uint64_t(d), &v))
      return refuse(quoted + " is out of range (at most " +
                    std::to_string(max) + ")");
  }
  if (v > max)
    return refuse(quoted + " is out of range (at most " + std::to_string(max) +
                  ")");
  if (v < min)
    return refuse(min == 1 ? "expected a positive integer, got " + quoted
                           : quoted + " is out of range (at least " +
                                 std::to_string(min) + ")");
  return v;
}

} // namespace cute_nvgpu::tools
