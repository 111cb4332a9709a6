#!/usr/bin/env bash
# Build (if needed) and run a libFuzzer target: the cute / cute_nvgpu type
# and attribute parsers (fuzz/TypeParserFuzzer.cpp), or with --module first,
# whole modules: parse, op verifiers and inference, round trip,
# cute-fold-static (fuzz/ModuleFuzzer.cpp; its corpus is every
# `// -----` chunk of test/Dialect/**/*.mlir, its reproducers
# fuzz/crashes-module/).
#
#   scripts/fuzz.sh [--module] ...  the module target; the rest as below
#   scripts/fuzz.sh               bounded run (same as --bounded)
#   scripts/fuzz.sh --bounded     bounded run: 100000 inputs with -seed=1
#                                 (capped at 30 s), then replays
#                                 fuzz/crashes/* (the ctest
#                                 `fuzz.type_parser.bounded` runs this)
#   scripts/fuzz.sh SECONDS       long run: -max_total_time=SECONDS
#   scripts/fuzz.sh SECONDS -- ARGS...   extra libFuzzer flags
#   scripts/fuzz.sh --build-only  build both fuzz targets and the
#                                 sanitized unit tests and cute-nvgpu-opt
#                                 (scripts/sanitized-tests.sh), then stop
#                                 (scripts/build.sh runs this, so the
#                                 ctest runs find them built)
#
# The repository corpus (fuzz/corpus) is copied to a temp dir first, so the
# run never mutates it. Crash/timeout/leak artifacts land in
# build-fuzz/artifacts/ (minimize with
#   build-fuzz/bin/cute-nvgpu-fuzz-type-parser -minimize_crash=1 -runs=10000 FILE
# and copy the reproducer to fuzz/crashes/ by hand).
#
# Needs clang-14 with libclang-rt-14-dev (libFuzzer + ASan); without them the
# script prints SKIP and exits 77 (ctest SKIP_RETURN_CODE).
#
# Environment: CUTE_NVGPU_FUZZ_BUILD (default <repo>/build-fuzz),
# CUTE_NVGPU_FUZZ_JOBS (build parallelism, default: every core),
# CUTE_NVGPU_FUZZ_CC / CUTE_NVGPU_FUZZ_CXX (default clang-14 / clang++-14),
# CUTE_NVGPU_FUZZ_TIMEOUT (per-input limit in seconds, default 2: a parser
# must answer every input in time bounded by its text, so an input slower
# than this is a failure like a crash; libFuzzer -timeout=, exit code 70).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="${CUTE_NVGPU_FUZZ_BUILD:-$ROOT/build-fuzz}"
JOBS="${CUTE_NVGPU_FUZZ_JOBS:-$(nproc)}"
PER_INPUT="${CUTE_NVGPU_FUZZ_TIMEOUT:-2}"
[[ $PER_INPUT =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: CUTE_NVGPU_FUZZ_TIMEOUT must be a positive number of seconds" >&2; exit 2; }
target=type-parser
if [[ $# -gt 0 && $1 == --module ]]; then
  target=module
  shift
fi
FUZZER="$BUILD/bin/cute-nvgpu-fuzz-$target"

mode=bounded
seconds=30
if [[ $# -gt 0 && $1 != -- ]]; then
  case "$1" in
    --bounded) mode=bounded ;;
    --build-only) mode=build ;;
    -h|--help) sed -n '2,39p' "$0"; exit 0 ;;
    *)
      if [[ ! $1 =~ ^[0-9]+$ ]]; then
        echo "usage: $0 [--bounded | SECONDS] [-- LIBFUZZER_ARGS...]" >&2
        exit 2
      fi
      mode=long
      seconds=$1
      ;;
  esac
  shift
fi
[[ $# -gt 0 && $1 == -- ]] && shift
extra=("$@")

skip() {
  echo "************************************************************" >&2
  echo "SKIP: fuzz.$target: $*" >&2
  echo "************************************************************" >&2
  exit 77
}

CC_BIN="$(command -v "${CUTE_NVGPU_FUZZ_CC:-clang-14}" || true)"
CXX_BIN="$(command -v "${CUTE_NVGPU_FUZZ_CXX:-clang++-14}" || true)"
[[ -n $CC_BIN && -n $CXX_BIN ]] || skip "clang-14 not found (apt-get install clang-14 libclang-rt-14-dev)"
RESDIR="$("$CXX_BIN" -print-resource-dir 2>/dev/null || true)"
[[ -n $RESDIR && -e $RESDIR/lib/linux/libclang_rt.fuzzer-x86_64.a ]] ||
  skip "libFuzzer runtime missing under ${RESDIR:-<clang resource dir>} (apt-get install libclang-rt-14-dev)"
command -v cmake >/dev/null || skip "cmake not found"

if [[ ! -f $BUILD/build.ninja && ! -f $BUILD/Makefile ]]; then
  gen=()
  command -v ninja >/dev/null && gen=(-G Ninja)
  mkdir -p "$BUILD"
  echo "fuzz.sh: configuring $BUILD with clang-14" >&2
  CC="$CC_BIN" CXX="$CXX_BIN" cmake "${gen[@]}" -S "$ROOT/fuzz" -B "$BUILD" >"$BUILD/configure.log" 2>&1 || {
    cat "$BUILD/configure.log" >&2
    exit 1
  }
fi
t0=$SECONDS
if [[ $mode == build ]]; then
  cmake --build "$BUILD" -j "$JOBS" --target cute-nvgpu-fuzz-type-parser cute-nvgpu-fuzz-module \
    cute-nvgpu-sanitized-tests
  echo "fuzz.sh: build took $((SECONDS - t0)) s" >&2
  exit 0
fi
cmake --build "$BUILD" -j "$JOBS" --target "cute-nvgpu-fuzz-$target"
echo "fuzz.sh: build took $((SECONDS - t0)) s" >&2

work="$(mktemp -d "${TMPDIR:-/tmp}/cute-nvgpu-fuzz.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/corpus" "$BUILD/artifacts"
if [[ $target == module ]]; then
  # One corpus file per `// -----` chunk of the dialect tests, comments
  # (RUN, CHECK, expected-error) dropped.
  python3 - "$ROOT/test/Dialect" "$work/corpus" <<'PY'
import pathlib, sys
src, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
n = 0
for f in sorted(src.rglob("*.mlir")):
    for chunk in f.read_text().split("// -----"):
        lines = [l for l in chunk.splitlines() if not l.lstrip().startswith("//")]
        text = "\n".join(lines).strip()
        if text:
            (out / f"{n:05d}.mlir").write_text(text + "\n")
            n += 1
PY
  dict="$ROOT/fuzz/cute_module.dict"
  max_len=4096
  crashes="$ROOT/fuzz/crashes-module"
else
  cp "$ROOT"/fuzz/corpus/* "$work/corpus/"
  dict="$ROOT/fuzz/cute_nvgpu.dict"
  max_len=256
  crashes="$ROOT/fuzz/crashes"
fi

# Memory: one allocation above 2 GB is a finding (-malloc_limit_mb); the
# process may grow to 4 GB RSS, because ASan's allocator keeps freed
# memory: a 9.7-million-input module run reached 2 GB RSS with 74 MB live.
common=("-dict=$dict" "-max_len=$max_len" "-timeout=$PER_INPUT" -timeout_exitcode=70
        -error_exitcode=1 -rss_limit_mb=4096 -malloc_limit_mb=2048
        -print_final_stats=1
        "-artifact_prefix=$BUILD/artifacts/")
if [[ $mode == bounded ]]; then
  limits=(-seed=1 -runs=100000 -max_total_time=30)
else
  limits=("-max_total_time=$seconds")
fi

if [[ $mode != bounded ]]; then
  # Fork mode (-fork=N) first merges the seed corpus in child processes and
  # silently drops a seed that crashes; run every seed once here first.
  echo "fuzz.sh: running each seed input once" >&2
  if ! "$FUZZER" "${common[@]}" -runs=0 "$work/corpus" >"$work/seeds.log" 2>&1; then
    tail -n 60 "$work/seeds.log"
    echo "fuzz.sh: FAILED: a seed input failed; artifacts in $BUILD/artifacts/" >&2
    exit 1
  fi
fi
echo "fuzz.sh: $FUZZER ${common[*]} ${limits[*]} ${extra[*]:-} <corpus copy>" >&2
set +e
"$FUZZER" "${common[@]}" "${limits[@]}" "${extra[@]}" "$work/corpus" 2>&1 | tee "$work/log"
rc=${PIPESTATUS[0]}
set -e
grep -E '^(stat::|Done |#[0-9]+[[:space:]]+DONE)' "$work/log" >&2 || true
if grep -q 'libFuzzer: timeout' "$work/log"; then
  echo "fuzz.sh: FAILED: an input took longer than $PER_INPUT s (a slow input is a failure); reproducer: $BUILD/artifacts/timeout-*" >&2
  exit 1
fi
if [[ $rc -ne 0 ]]; then
  # Never pass libFuzzer's code through: its default error code, 77, is
  # ctest's SKIP code.
  echo "fuzz.sh: FAILED (rc $rc); artifacts in $BUILD/artifacts/" >&2
  exit 1
fi

# Regression replay: every saved reproducer must now pass.
if [[ $mode == bounded ]] && compgen -G "$crashes/*" >/dev/null; then
  shopt -s nullglob
  repros=()
  for f in "$crashes"/*; do
    [[ -f $f && $(basename "$f") != README* ]] && repros+=("$f")
  done
  if [[ ${#repros[@]} -gt 0 ]]; then
    echo "fuzz.sh: replaying ${#repros[@]} reproducer(s) from $crashes/" >&2
    "$FUZZER" "-timeout=$PER_INPUT" -timeout_exitcode=70 -error_exitcode=1 "${repros[@]}" ||
      { echo "fuzz.sh: FAILED: a saved reproducer crashed or took longer than $PER_INPUT s" >&2; exit 1; }
  fi
fi
echo "fuzz.sh: OK ($target, $mode)" >&2
