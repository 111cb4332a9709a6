#!/usr/bin/env bash
# README command 2: install what is missing, build, and run every test:
# the lit suite (IR, diagnostics, CLI, ptxas) and the GoogleTest unit tests.
# Ends with one line: "N passed, N failed[, N skipped]".
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh || exit 1
bash scripts/build.sh || exit 1
BUILD_DIR=${BUILD_DIR:-build}

echo "== lit =="
/usr/lib/llvm-22/bin/lit -sv --order=lexical \
  -o "$BUILD_DIR/lit-results.json" "$BUILD_DIR/test"
lit_rc=$?

echo "== unit tests (ctest) =="
ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$(nproc)" \
  --output-junit "$PWD/$BUILD_DIR/ctest-results.xml"
ctest_rc=$?

python3 scripts/summarize-tests.py "$PWD/$BUILD_DIR/lit-results.json" \
  "$PWD/$BUILD_DIR/ctest-results.xml"
sum_rc=$?
[ $lit_rc -eq 0 ] && [ $ctest_rc -eq 0 ] && [ $sum_rc -eq 0 ]
