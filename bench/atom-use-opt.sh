#!/usr/bin/env bash
# Parse + verify + print per MMA atom as a user meets it: F functions, each
# building an SM80 f16 16x8x16 atom and using it once, through
# `cute-nvgpu-opt`, against F functions each holding one upstream
# `nvgpu.mma.sync` of that shape through MLIR 22's own `mlir-opt` (both
# parse, verify after parsing, print the module in custom form to
# /dev/null). Beside each, the same F functions with no atom at all (the
# same signatures, `return %c`): what the function, its argument types and
# its return cost without any atom, in each tool.
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

generate() { # KIND FUNCTIONS > module
  python3 - "$1" "$2" <<'EOF'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
if kind.startswith('cute'):
    a = '!cute.memref<f16, rmem, "((2,2,2)):((1,2,4))">'
    b = '!cute.memref<f16, rmem, "((2,2)):((1,2))">'
    c = '!cute.memref<f32, rmem, "((2,2)):((1,2))">'
    body = ('  %atom = cute_nvgpu.make_sm80_mma {shape_MNK = [16, 8, 16], '
            'a_type = f16, b_type = f16, c_type = f32}\n'
            '  %d = cute_nvgpu.mma %atom, %a, %b, %c : '
            '!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32)>, '
            f'{a}, {b}, {c} -> {c}\n')
else:
    a, b, c = 'vector<4x2xf16>', 'vector<2x2xf16>', 'vector<2x2xf32>'
    body = (f'  %d = nvgpu.mma.sync(%a, %b, %c) {{mmaShape = [16, 8, 16]}} : '
            f'({a}, {b}, {c}) -> {c}\n')
result = '%c'
if kind.endswith('-empty'):
    body = ''
else:
    result = '%d'
out = sys.stdout
for i in range(n):
    out.write(f'func.func @f{i}(%a: {a}, %b: {b}, %c: {c}) -> {c} {{\n'
              f'{body}  return {result} : {c}\n}}\n')
EOF
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
