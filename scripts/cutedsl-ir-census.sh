#!/usr/bin/env bash
# Census of NVIDIA CuTe DSL's published IR dumps against our parser/printer.
#
#   scripts/cutedsl-ir-census.sh CUTLASS_DIR [BUILD_DIR]
#   scripts/cutedsl-ir-census.sh --programs CUTLASS_DIR [BUILD_DIR]
#   scripts/cutedsl-ir-census.sh --kernels CUTLASS_DIR [BUILD_DIR]
#   scripts/cutedsl-ir-census.sh --partitions CUTLASS_DIR [BUILD_DIR]
#
# CUTLASS_DIR is a git checkout of NVIDIA/cutlass that has the commits of
# pull request 2767 (`git fetch origin refs/pull/2767/head`): 4379ece
# (CuTe DSL 4.4.0.dev1, generic op form) and 46fbd14 (4.3.3, custom form);
# set COMMITS to census others. From the `_0_` and `_004_CuteDesugar` dumps
# of examples/python/CuTeDSL it lists every distinct `!cute_nvgpu` type,
# `#cute_nvgpu` attribute, `!cute` type and `cute_nvgpu` op, and reports
# for each whether
# `cute-nvgpu-opt` parses it and prints it back byte-identical; then it
# checks each dump's alias header (its top-level `!x = ...` / `#x = ...`
# lines as a module of their own). Nothing of the dumps is kept: they are
# read into a temporary directory that is removed on exit.
#
# --programs: the whole-program mode. Each dump, as a whole, must parse and
# verify (no --allow-unregistered-dialect), print, parse again and print the
# same text. It reports each file (ok, or its first error line), each op
# name that is the first failure of some files (with those files), and totals.
#
# --kernels: each `_0_` dump with kernels goes through `cute-nvgpu compile`
# for its example's target (ampere sm_80, hopper sm_90a, blackwell sm_100a):
# compiled (ptxas accepted it; its instruction families, held against those
# of NVIDIA's own last LLVM-dialect stage of the example, the highest
# `_ReconcileUnrealizedCasts` dump before its `_CudaToBinaryPass`), or the op
# it first fails on (scripts/cutedsl-kernel-census.py).
#
# --partitions: every thread partition (tiled copy partition_S/D, retile,
# tiled MMA partition) of every dump, one function each, verified: the
# verifier recomputes the DSL's result type (scripts/cutedsl-partition-census.py).
set -euo pipefail
PROGRAMS=0
KERNELS=0
if [ "${1:-}" = --programs ]; then PROGRAMS=1; shift; fi
if [ "${1:-}" = --kernels ]; then KERNELS=1; shift; fi
PARTITIONS=0
if [ "${1:-}" = --partitions ]; then PARTITIONS=1; shift; fi
CUTLASS=${1:?usage: $0 [--programs|--kernels|--partitions] CUTLASS_DIR [BUILD_DIR]}
BUILD=${2:-$(cd "$(dirname "$0")/.." && pwd)/build}
OPT=$BUILD/bin/cute-nvgpu-opt
COMMITS=${COMMITS:-"4379ece 46fbd14"}
VERBOSE=${VERBOSE:-0}
[ -x "$OPT" ] || { echo "error: $OPT not built" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# 1. The dumps.
for c in $COMMITS; do
  git -C "$CUTLASS" cat-file -e "$c^{commit}" 2>/dev/null ||
    { echo "error: $CUTLASS lacks commit $c (fetch refs/pull/2767/head)" >&2; exit 1; }
  git -C "$CUTLASS" ls-tree -r --name-only "$c" examples/python/CuTeDSL |
    grep -E '_(0_|004_CuteDesugar)\.mlir$' | while read -r f; do
      out="$WORK/dumps/$c/$(echo "$f" | tr '/' '_')"
      mkdir -p "$(dirname "$out")"
      git -C "$CUTLASS" show "$c:$f" > "$out"
    done
done
echo "dumps: $(find "$WORK/dumps" -name '*.mlir' | wc -l) files ($COMMITS)"

# 1b. For --kernels, NVIDIA's last LLVM-dialect stage of each example: in the
# `_0_` dump's directory, the `<name>_NNN_ReconcileUnrealizedCasts` dump with
# the highest NNN below that of `<name>_NNN_CudaToBinaryPass`, kept under the
# `_0_` dump's own name in $WORK/llvm.
if [ "$KERNELS" = 1 ]; then
  for c in $COMMITS; do
    files=$(git -C "$CUTLASS" ls-tree -r --name-only "$c" examples/python/CuTeDSL)
    echo "$files" | grep -E '_0_\.mlir$' | while read -r f; do
      dir=${f%/*}; name=${f##*/}; name=${name%_0_.mlir}
      bin=$(echo "$files" | grep -E "^$dir/${name}_[0-9]+_CudaToBinaryPass\.mlir$" |
        head -1) || true
      [ -n "$bin" ] || continue
      nn=${bin%_CudaToBinaryPass.mlir}; nn=${nn##*_}
      stage=$(echo "$files" |
        grep -E "^$dir/${name}_[0-9]+_ReconcileUnrealizedCasts\.mlir$" |
        awk -F_ -v nn="$nn" '$(NF - 1) + 0 < nn + 0 { print $(NF - 1), $0 }' |
        sort -n | tail -1 | cut -d' ' -f2-) || true
      [ -n "$stage" ] || continue
      out="$WORK/llvm/$c/$(echo "$f" | tr '/' '_')"
      mkdir -p "$(dirname "$out")"
      git -C "$CUTLASS" show "$c:$stage" > "$out"
    done
  done
  echo "NVIDIA LLVM-dialect stages: $(find "$WORK/llvm" -name '*.mlir' | wc -l) files"
fi

if [ "$PROGRAMS" = 1 ]; then
  exec python3 "$(dirname "$0")/cutedsl-program-census.py" "$OPT" "$WORK/dumps"
fi
if [ "$PARTITIONS" = 1 ]; then
  exec python3 "$(dirname "$0")/cutedsl-partition-census.py" "$OPT" "$WORK/dumps"
fi
if [ "$KERNELS" = 1 ]; then
  exec python3 "$(dirname "$0")/cutedsl-kernel-census.py" "$BUILD/bin/cute-nvgpu" \
    "$WORK/dumps" "$WORK/llvm"
fi

# 2. Distinct types, attributes and ops (balanced <...>, quotes skipped).
python3 - "$WORK" <<'EOF'
import os, re, sys
work = sys.argv[1]
def scan(text, prefix):
    out, i = [], 0
    while (j := text.find(prefix, i)) >= 0:
        k = j + len(prefix)
        while k < len(text) and (text[k].isalnum() or text[k] in '._'):
            k += 1
        if k < len(text) and text[k] == '<':
            depth, quoted, m = 0, False, k
            while m < len(text):
                ch = text[m]
                if quoted:
                    if ch == '\\': m += 1
                    elif ch == '"': quoted = False
                elif ch == '"': quoted = True
                elif ch == '<': depth += 1
                elif ch == '>' and text[m - 1] != '-':
                    depth -= 1
                    if depth == 0: break
                m += 1
            out.append(text[j:m + 1]); i = m + 1
        else:
            out.append(text[j:k]); i = k
    return out
types, attrs, ops, aliased, cute = set(), set(), set(), set(), set()
hdr = 0
for root, _, files in os.walk(os.path.join(work, 'dumps')):
    for f in sorted(files):
        text = open(os.path.join(root, f)).read()
        types.update(scan(text, '!cute_nvgpu.'))
        cute.update(scan(text, '!cute.'))
        attrs.update(scan(text, '#cute_nvgpu.'))
        ops.update(m.group(1) for m in
                   re.finditer(r'"?(cute_nvgpu\.[A-Za-z0-9_.]+)"?[ (]', text))
        header = [l for l in text.splitlines() if re.match(r'^[!#][A-Za-z0-9_]+ = ', l)]
        aliased.update(re.sub(r'^![A-Za-z0-9_]+ = ', '', l) for l in header
                       if l.startswith('!'))
        os.makedirs(os.path.join(work, 'headers'), exist_ok=True)
        open(os.path.join(work, 'headers', f), 'w').write('\n'.join(header) + '\n')
for name, s in (('types', types), ('attrs', attrs), ('ops', ops),
                ('aliastypes', aliased), ('cutetypes', cute)):
    open(os.path.join(work, name), 'w').write(''.join(x + '\n' for x in sorted(s)))
EOF

# 3. Round trips, one item per module so one failure hides nothing.
roundtrip() { # kind item -> prints "identical", "differs: OUT" or "fails: ERR"
  local kind=$1 item=$2 src out
  if [ "$kind" != attr ]; then src="func.func private @f($item)"
  else src="func.func private @f() attributes {a = $item}"; fi
  if ! out=$(printf '%s\n' "$src" | "$OPT" --mlir-print-local-scope 2>&1); then
    echo "fails: $(echo "$out" | grep -m1 error | sed 's/.*error: //')"; return
  fi
  local printed
  if [ "$kind" != attr ]; then
    printed=$(echo "$out" | sed -n 's/^ *func.func private @f(\(.*\))$/\1/p')
  else
    printed=$(echo "$out" | sed -n 's/^ *func.func private @f() attributes {a = \(.*\)}$/\1/p')
  fi
  if [ "$printed" = "$item" ]; then echo identical; else echo "differs: $printed"; fi
}
for kind in type attr aliastype cutetype; do
  file=$WORK/${kind}s; n=0; ok=0; parsed=0
  while IFS= read -r item; do
    n=$((n + 1)); r=$(roundtrip "$kind" "$item")
    case $r in
      identical) ok=$((ok + 1)); parsed=$((parsed + 1)) ;;
      differs*) parsed=$((parsed + 1)); echo "  $kind $item -> ${r#differs: }" ;;
      *) echo "  $kind $item: $r" ;;
    esac
    [ "$VERBOSE" = 1 ] && echo "  $kind $item: $r"
  done < "$file"
  echo "${kind}s: $n distinct, $parsed parse, $ok print back identical"
done

# 4. Ops: registered in our dialect or not.
n=0; known=0
while IFS= read -r op; do
  n=$((n + 1))
  msg=$(printf '"%s"() : () -> ()\n' "$op" | "$OPT" 2>&1 || true)
  if [[ $msg == *"unregistered operation"* ]]; then
    echo "  op $op: not in our dialect"
  else known=$((known + 1)); fi
done < "$WORK/ops"
echo "ops: $n distinct, $known registered"

# 5. Alias headers.
n=0; ok=0
for h in "$WORK"/headers/*; do
  n=$((n + 1))
  if err=$("$OPT" "$h" 2>&1 >/dev/null); then ok=$((ok + 1))
  else echo "  header $(basename "$h"): $(echo "$err" | grep -m1 error | sed 's/.*error: //')"; fi
done
echo "alias headers: $n files, $ok parse and verify"
