#!/usr/bin/env bash
# Run NVIDIA CuTe IR's own lit tests against our tools.
#
#   scripts/cute-ir-conformance.sh CUTLASS_DIR [BUILD_DIR]
#
# CUTLASS_DIR is a git checkout (work tree or bare) of NVIDIA/cutlass that
# has `cutlass_compiler/`. Three suites:
#   dialect  cutlass_compiler/cute_ir/test/Dialect: every file's RUN lines
#            with `cute-opt` resolved to our `cute-nvgpu-opt`.
#   transforms  cutlass_compiler/cute_ir/test/Transforms (`-cute-fold-static`),
#            run the same way.
#   host     cutlass_compiler/test/Integration/host/cpu: `%cutlass-compiler-run-host`
#            becomes `cute-nvgpu-opt -cute-host-pipeline | mlir-runner -e main
#            -entry-point-result=void` with MLIR's runner utils; RUN lines that
#            check CuTe IR's own lowering shape (`cutlass-compiler
#            -cute-fold-static ... | FileCheck --check-prefix=POST-PREP`) are
#            dropped, as they test NVIDIA's pass pipeline, not the meaning.
# SUITES: any of dialect, transforms, host (default all three); FILTER=REGEX keeps the
# test paths that match; VERBOSE=1 shows each failure. The tests are read into a
# temporary directory that is removed on exit; nothing of them is kept. The
# last lines print the pass counts per suite and per folder.
set -euo pipefail
CUTLASS=${1:?usage: $0 CUTLASS_DIR [BUILD_DIR]}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${2:-$ROOT/build}" && pwd)
OPT=$BUILD/bin/cute-nvgpu-opt
LLVM_BIN=${LLVM_BIN:-/usr/lib/llvm-22/bin}
LLVM_LIB=${LLVM_LIB:-/usr/lib/llvm-22/lib}
SUITES=${SUITES:-"dialect transforms host"}
FILTER=${FILTER:-.}
VERBOSE=${VERBOSE:-0}
[ -x "$OPT" ] || { echo "error: $OPT not built" >&2; exit 1; }
LIT=$LLVM_BIN/lit
[ -x "$LIT" ] || LIT=$(command -v lit || true)
[ -n "$LIT" ] || { echo "error: lit not found (llvm-22-tools)" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# 1. The tests, from a work tree or from git.
fetch_dir() { # SRC_SUBDIR DEST
  if [ -d "$CUTLASS/$1" ]; then
    mkdir -p "$2" && cp -r "$CUTLASS/$1/." "$2/"
  else
    git -C "$CUTLASS" cat-file -e "HEAD:$1" 2>/dev/null ||
      { echo "error: $CUTLASS has no $1" >&2; exit 1; }
    mkdir -p "$2"
    git -C "$CUTLASS" archive "HEAD:$1" | tar -x -C "$2"
  fi
  find "$2" -name 'lit.*' -delete
  find "$2" -name 'CMakeLists.txt' -delete
}

# 2. Our tools under CuTe IR's names.
mkdir -p "$WORK/bin"
ln -s "$OPT" "$WORK/bin/cute-opt"
cat > "$WORK/bin/cute-host-run" <<EOF
#!/usr/bin/env bash
# One host integration test: our host pipeline, then MLIR's JIT runner.
set -o pipefail
"$OPT" -cute-host-pipeline "\$1" |
  "$LLVM_BIN/mlir-runner" -e main -entry-point-result=void \\
    -shared-libs="$LLVM_LIB/libmlir_runner_utils.so" \\
    -shared-libs="$LLVM_LIB/libmlir_c_runner_utils.so"
EOF
chmod +x "$WORK/bin/cute-host-run"

write_cfg() { # DIR NAME
  cat > "$1/lit.cfg.py" <<EOF
import lit.formats
config.name = "$2"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".mlir"]
config.test_source_root = "$1"
config.test_exec_root = "$1"
config.environment["PATH"] = "$WORK/bin:$LLVM_BIN:" + config.environment.get("PATH", "/usr/bin:/bin")
config.substitutions.append(("%cutlass-compiler-run-host", "cute-host-run"))
EOF
}

run_suite() { # NAME DIR
  local name=$1 dir=$2
  write_cfg "$dir" "$name"
  local files
  files=$(cd "$dir" && find . -name '*.mlir' | sed 's|^\./||' | grep -E "$FILTER" | sort || true)
  [ -n "$files" ] || { echo "$name: no test files match FILTER=$FILTER"; return; }
  (cd "$dir" && "$LIT" -v --no-progress-bar $(echo "$files" | tr '\n' ' ')) \
    > "$WORK/$name.log" 2>&1 || true
  [ "$VERBOSE" = 1 ] && sed -n '/^\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*\*/,$p' "$WORK/$name.log" | head -4000
  local pass fail
  pass=$(grep -c '^PASS: ' "$WORK/$name.log" || true)
  fail=$(grep -cE '^(FAIL|UNRESOLVED|XPASS|TIMEOUT): ' "$WORK/$name.log" || true)
  grep -E '^(PASS|FAIL|UNRESOLVED|XPASS|TIMEOUT): ' "$WORK/$name.log" |
    awk '{ path = $4; sub(/\/[^\/]*$/, "", path); t[path]++; if ($1 == "PASS:") p[path]++ }
         END { for (k in t) printf "  %-36s %d/%d\n", k, p[k], t[k] }' | sort
  grep -E '^(FAIL|UNRESOLVED|XPASS|TIMEOUT): ' "$WORK/$name.log" | sed 's/^/  /' || true
  echo "$name: $pass passed, $fail failed, of $((pass + fail)) test files"
}

for s in $SUITES; do
  case $s in
  dialect)
    fetch_dir cutlass_compiler/cute_ir/test/Dialect "$WORK/dialect"
    run_suite dialect "$WORK/dialect" ;;
  transforms)
    fetch_dir cutlass_compiler/cute_ir/test/Transforms "$WORK/transforms"
    run_suite transforms "$WORK/transforms" ;;
  host)
    fetch_dir cutlass_compiler/test/Integration/host/cpu "$WORK/host"
    # Drop the RUN lines that pin CuTe IR's own lowering (a RUN line and its
    # `// RUN:` continuations, from `cutlass-compiler` to the end of its pipe).
    find "$WORK/host" -name '*.mlir' | while read -r f; do
      awk '
        /^\/\/ RUN:/ { if (skip) { if ($0 !~ /\\$/) skip = 0; next }
                       if ($0 ~ /RUN: *cutlass-compiler /) { skip = ($0 ~ /\\$/); next } }
        { print }' "$f" > "$f.tmp" && mv "$f.tmp" "$f"
    done
    run_suite host "$WORK/host" ;;
  *) echo "error: unknown suite $s" >&2; exit 1 ;;
  esac
done
