#!/usr/bin/env bash
# Configure (once) and build everything into ./build, then the two libFuzzer
# targets and the sanitized unit tests and cute-nvgpu-opt into ./build-fuzz
# with the same cores (scripts/fuzz.sh --build-only; skipped with a SKIP
# line where clang-14/libFuzzer is missing, and the fuzz and sanitize ctest
# runs then report themselves skipped too).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build}
JOBS=${JOBS:-$(nproc)}
if [ "${SANITIZE:-0}" = 1 ]; then
  # scripts/test.sh --sanitize: ASan + UBSan at -O1 with -g1 (line tables), no
  # benchmarks, no fuzz targets (those are sanitized builds of their own).
  if [ ! -f "$BUILD_DIR/build.ninja" ]; then
    cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
      -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
      -DCUTE_NVGPU_SANITIZE=ON -DCUTE_NVGPU_BUILD_BENCH=OFF
  fi
  cmake --build "$BUILD_DIR" -j "$JOBS"
  exit 0
fi
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -G Ninja -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$BUILD_DIR" -j "$JOBS"
rc=0
CUTE_NVGPU_FUZZ_JOBS=$JOBS bash scripts/fuzz.sh --build-only || rc=$?
[ $rc -eq 0 ] || [ $rc -eq 77 ] || exit $rc
