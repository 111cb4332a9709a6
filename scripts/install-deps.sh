#!/usr/bin/env bash
# Install, with apt-get, what a fresh Debian 12 machine lacks to build and
# test cute-nvgpu. Idempotent: does nothing when everything is present.
set -euo pipefail

PKGS=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools   # MLIR/LLVM 22
  cmake ninja-build g++ python3                             # build
  lld                                                       # static MLIR/LLVM link
  libgtest-dev libgmock-dev libbenchmark-dev                # unit tests, benchmarks
  clang-14 libclang-rt-14-dev                               # libFuzzer target
)

missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all packages present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
