#!/usr/bin/env bash
# Parse + verify + print per MMA atom as a user meets it: F functions, each
# building an SM80 f16 16x8x16 atom and using it once, through
# `cute-nvgpu-opt`, against F functions each holding one upstream
# `nvgpu.mma.sync` of that shape through MLIR 22's own `mlir-opt` (both
# parse, verify after parsing, print the module in custom form to
# /dev/null). Beside each, the same F functions with no atom at all (the
# same signatures, `return %c`): what the function, its argument types and
# its return cost without any atom, in each tool. The module text is
# the in-process bench's own (`cute-nvgpu-bench-atom --print-module`).
#
# Prints per F the medians of REPEAT runs (wall time, microseconds per
# function) and three ratios from the same run:
#   speedup      upstream's time over ours (>1: we are faster);
#   per atom     upstream's time less its no-atom module over ours less
#                ours (what one atom adds in each);
#   bound        upstream's time over our no-atom module: no atom of ours,
#                however cheap, can make the speedup exceed this.
#
#   bench/atom-use-opt.sh [-n REPEAT] [F ...]      (default: 1000 10000 100000)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BUILD_DIR:-build}/bin
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
repeat=5
if [ "${1:-}" = -n ]; then repeat=$2; shift 2; fi
[ $# -gt 0 ] || set -- 1000 10000 100000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

generate() { # KIND FUNCTIONS > module: the bench binary's own module text
  "$BIN/cute-nvgpu-bench-atom" --print-module "$1" "$2"
}

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
seconds() { # TOOL FILE
  local t0 t1
  t0=$(date +%s%N)
  "$1" "$2" -o /dev/null
  t1=$(date +%s%N)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.6f", (b - a) / 1e9 }'
}

for f in "$@"; do
  for kind in cute cute-empty nvgpu nvgpu-empty; do
    generate "$kind" "$f" > "$tmp/$kind.mlir"
  done
  # Each tool must accept its module before anything is timed.
  "$BIN/cute-nvgpu-opt" "$tmp/cute.mlir" -o /dev/null
  "$MLIR_OPT" "$tmp/nvgpu.mlir" -o /dev/null
  declare -A times=()
  for _ in $(seq "$repeat"); do
    # Interleaved, so that a change in the machine's load meets all four.
    times[cute]+="$(seconds "$BIN/cute-nvgpu-opt" "$tmp/cute.mlir") "
    times[nvgpu]+="$(seconds "$MLIR_OPT" "$tmp/nvgpu.mlir") "
    times[cute-empty]+="$(seconds "$BIN/cute-nvgpu-opt" "$tmp/cute-empty.mlir") "
    times[nvgpu-empty]+="$(seconds "$MLIR_OPT" "$tmp/nvgpu-empty.mlir") "
  done
  # shellcheck disable=SC2086
  c=$(median ${times[cute]}) n=$(median ${times[nvgpu]})
  # shellcheck disable=SC2086
  ce=$(median ${times[cute-empty]}) ne=$(median ${times[nvgpu-empty]})
  awk -v f="$f" -v c="$c" -v n="$n" -v ce="$ce" -v ne="$ne" -v r="$repeat" 'BEGIN {
    us = 1e6 / f
    printf "atom use under the opt tools [%d fns]: cute-nvgpu-opt %.2f us/fn (no atom %.2f), mlir-opt nvgpu %.2f us/fn (no atom %.2f); speedup %.2fx, per atom %.2fx, bound %.2fx (median of %d)\n",
      f, c * us, ce * us, n * us, ne * us, n / c, (n - ne) / (c - ce), n / ce, r
  }'
  unset times
done
