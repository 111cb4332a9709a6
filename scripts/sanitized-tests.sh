#!/usr/bin/env bash
# The sanitized suites CI runs (ctest `sanitize.unit_and_lit`): the three
# GoogleTest binaries and the lit tests of test/Dialect and test/Conversion,
# on ASan + UBSan builds in build-fuzz/ (fuzz/sanitized/CMakeLists.txt: the
# same sanitized libraries as the fuzzers, every UB report fatal). The lit
# tests run against the main build's lit config with the sanitized
# `cute-nvgpu-opt` first on the tool path; tests of the `cute-nvgpu` CLI
# (test/Target, test/Tools, test/Examples) are not in this sample.
# Then every cute-nvgpu-opt RUN line of those directories once more, the
# main build's (g++) and the sanitized (clang) cute-nvgpu-opt side by side:
# their outputs must be identical (scripts/compiler-differential.py).
# `scripts/test.sh --sanitize` runs every suite on a full sanitized build
# instead (too long for CI next to the main build).
#
# Needs the main build (build/, for its lit config) and clang-14 with
# libclang-rt-14-dev; without clang it prints SKIP and exits 77.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${CUTE_NVGPU_FUZZ_BUILD:-$ROOT/build-fuzz}"
MAIN_BUILD="${BUILD_DIR:-$ROOT/build}"
JOBS="${CUTE_NVGPU_FUZZ_JOBS:-$(nproc)}"

# Configures build-fuzz/ if needed (or exits 77 without clang).
CUTE_NVGPU_FUZZ_BUILD="$BUILD" CUTE_NVGPU_FUZZ_JOBS="$JOBS" \
  bash "$ROOT/scripts/fuzz.sh" --build-only

# MLIR's bump allocator, inlined into our code, poisons slabs that the
# uninstrumented libMLIR then carves without unpoisoning (docs/fuzzing.md);
# LLVM's tools leave their globals to exit.
export ASAN_OPTIONS=allow_user_poisoning=0:detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

rc=0
for t in Layout Target Dialect; do
  bin="$BUILD/unittests/$t/CuteNvgpu${t}Tests"
  echo "== sanitized unit tests: $(basename "$bin") ==" >&2
  "$bin" --gtest_brief=1 || rc=1
done

echo "== sanitized cute-nvgpu-opt: lit test/Dialect test/Conversion ==" >&2
CUTE_NVGPU_SANITIZED_TOOLS_DIR="$BUILD/sanitized/bin" \
  /usr/lib/llvm-22/bin/lit -q -j "$JOBS" "$MAIN_BUILD/test/Dialect" "$MAIN_BUILD/test/Conversion" || rc=1
echo "== g++ and clang builds of cute-nvgpu-opt: identical outputs ==" >&2
python3 "$ROOT/scripts/compiler-differential.py" -j "$JOBS" \
  "$MAIN_BUILD/bin/cute-nvgpu-opt" "$BUILD/sanitized/bin/cute-nvgpu-opt" || rc=1
[[ $rc -eq 0 ]] && echo "sanitized-tests.sh: OK" >&2 || echo "sanitized-tests.sh: FAILED" >&2
exit $rc
