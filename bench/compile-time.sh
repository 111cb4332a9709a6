#!/usr/bin/env bash
# Whole-kernel compile time: `cute-nvgpu compile --time` of each program
# (default: the bundled GEMM; CuTe DSL dumps read from a CUTLASS checkout
# may be given as PROGRAM:TARGET), REPEAT runs each, printing the median of
# our share (parse, lowering, LLVM O3, NVPTX) and of ptxas's, measured in
# the same run, and their ratio (below 1: faster than ptxas), also as the
# median of each run's own ratio (steadier when the machine's speed drifts
# between runs). The phases
# start once main() runs; "whole process" is the wall time of the whole
# `cute-nvgpu compile` (loading libLLVM/libMLIR, writing files, exit
# included) less ptxas's, and its ratio to ptxas.
#
#   bench/compile-time.sh [-n REPEAT] [PROGRAM:TARGET ...]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BUILD_DIR:-build}/bin
repeat=5
if [ "${1:-}" = -n ]; then repeat=$2; shift 2; fi
[ $# -gt 0 ] || set -- examples/gemm-sm90a.mlir:sm_90a
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for spec in "$@"; do
  program=${spec%:*} target=${spec##*:}
  ours=() ptx=() whole=() paired=()
  for _ in $(seq "$repeat"); do
    t0=$(date +%s%N)
    line=$("$BIN/cute-nvgpu" compile "$program" --target "$target" \
      -o "$tmp/k.ptx" --cubin "$tmp/k.cubin" --time | grep '^time: cute-nvgpu')
    t1=$(date +%s%N)
    ours+=("$(sed -E 's/.*cute-nvgpu ([0-9.]+) ms.*/\1/' <<<"$line")")
    p1=$(sed -E 's/.*ptxas ([0-9.]+) ms.*/\1/' <<<"$line")
    ptx+=("$p1")
    whole+=("$(awk -v a="$t0" -v b="$t1" -v p="$p1" 'BEGIN { printf "%.1f", (b - a) / 1e6 - p }')")
    paired+=("$(awk -v o="${ours[-1]}" -v p="$p1" 'BEGIN { printf "%.3f", o / p }')")
  done
  median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
  o=$(median "${ours[@]}") p=$(median "${ptx[@]}") w=$(median "${whole[@]}")
  q=$(median "${paired[@]}")
  awk -v n="$(basename "$program")" -v t="$target" -v o="$o" -v p="$p" -v w="$w" -v r="$repeat" -v q="$q" \
    'BEGIN { printf "%s (%s): cute-nvgpu %.1f ms, ptxas %.1f ms, ratio %.2f (per run %.2f); whole process %.1f ms, ratio %.2f (median of %d)\n", n, t, o, p, o / p, q, w, w / p, r }'
done
