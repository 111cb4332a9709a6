#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test:
# the lit suite (IR, diagnostics, CLI, ptxas) and the GoogleTest unit tests.
# Ends with one line: "N passed, N failed[, N skipped]".
#
# --sanitize: the same suites on an ASan + UBSan build in build-sanitize/
# (libMLIR/libLLVM uninstrumented; the fuzz tests, ASan builds of their
# own, are left out). Not part of CI: a second full build does not fit its
# 2 cores next to the first; CI's ctest runs the unit tests and the lit
# tests of test/Dialect and test/Conversion sanitized instead
# (scripts/sanitized-tests.sh, on the fuzz build's sanitized libraries).
set -uo pipefail
cd "$(dirname "$0")/.."
CTEST_EXCLUDE=()
if [ "${1:-}" = --sanitize ]; then
  export SANITIZE=1 BUILD_DIR=build-sanitize
  # MLIR's bump allocator, inlined into our code, poisons slabs that the
  # uninstrumented libMLIR then carves without unpoisoning (docs/fuzzing.md);
  # LLVM's tools leave their globals to exit; lli (uninstrumented) loads
  # the instrumented stand-in CUDA driver for the host-run tests.
  export ASAN_OPTIONS=allow_user_poisoning=0:detect_leaks=0:verify_asan_link_order=0
  export UBSAN_OPTIONS=print_stacktrace=1
  CTEST_EXCLUDE=(-LE fuzz)
fi
bash scripts/install-deps.sh || exit 1
bash scripts/build.sh || exit 1
BUILD_DIR=${BUILD_DIR:-build}

echo "== lit =="
/usr/lib/llvm-22/bin/lit -sv --order=lexical \
  -o "$BUILD_DIR/lit-results.json" "$BUILD_DIR/test"
lit_rc=$?

echo "== unit tests (ctest) =="
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$(nproc)" "${CTEST_EXCLUDE[@]}" \
  --output-junit "$PWD/$BUILD_DIR/ctest-results.xml"
ctest_rc=$?

python3 scripts/summarize-tests.py "$PWD/$BUILD_DIR/lit-results.json" \
  "$PWD/$BUILD_DIR/ctest-results.xml"
sum_rc=$?
[ $lit_rc -eq 0 ] && [ $ctest_rc -eq 0 ] && [ $sum_rc -eq 0 ]
