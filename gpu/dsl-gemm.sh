#!/usr/bin/env bash
# A CuTe DSL GEMM program (A, B, C tensors and an optional stream, as the
# DSL's GEMM examples take them) compiled by `cute-nvgpu compile --host` and
# run on a GPU through its own lowered host code.
#
#   gpu/dsl-gemm.sh prepare NAME PROGRAM.mlir TARGET [ptx|cubin]
#       on a build machine: compile the kernels (PTX, or the cubin for
#       TARGET) and the host code, build the host code into
#       gpu/out/dsl/NAME.so (llc + the system C++ compiler), record the C
#       entry point and the tensor layouts the program's host function takes
#   gpu/dsl-gemm.sh run NAME [cute-nvgpu-dsl-gemm options]
#       on the GPU machine (needs only the driver): check C = A * B^T
#       against a CPU reference and time it; prints one markdown row
#
# An image of PTX is compiled by the driver when the program loads it, so
# an sm_80 program runs on a later GPU as its PTX.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$here/out/dsl
build=${BUILD_DIR:-$root/build}
llc=${LLC:-/usr/lib/llvm-22/bin/llc}

case "${1:-}" in
prepare)
  name=$2 program=$3 target=$4 image=${5:-cubin}
  mkdir -p "$out"
  cubin=()
  if [ "$image" = cubin ]; then cubin=(--cubin "$out/$name.cubin"); fi
  "$build/bin/cute-nvgpu" compile "$program" --target "$target" \
    -o "$out/$name.ptx" "${cubin[@]}" --host "$out/$name.ll"
  "$llc" -O2 -filetype=obj -relocation-model=pic "$out/$name.ll" -o "$out/$name.o"
  c++ -shared -o "$out/$name.so" "$out/$name.o" -ldl
  python3 - "$program" "$out/$name.ll" > "$out/$name.args" <<'PY'
import re, sys
program, ll = open(sys.argv[1]).read(), open(sys.argv[2]).read()
entry = re.search(r"define i32 @(_mlir_ciface_[\w.$]+)\(", ll).group(1)
name = entry[len("_mlir_ciface_"):]
aliases = dict(re.findall(r"^(![\w.]+) = (.*)$", program, re.M))
sig = re.search(r"func\.func @" + re.escape(name) + r"\((.*?)\) ->", program).group(1)
types = [aliases.get(t, t) for t in re.findall(r"%\w+: (![\w.]+(?:<[^>]*(?:<[^>]*>[^>]*)*>)?)", sig)]
mem = [t for t in types if t.startswith("!cute.memref<")]
if len(mem) != 3:
    sys.exit("the host function takes %d tensors, not A, B, C" % len(mem))
def parts(t):
    return t.split("<", 1)[1].split(",", 1)[0].strip(), re.search(r'"(.*)"', t).group(1)
(ab, la), (_, lb), (ct, lc) = parts(mem[0]), parts(mem[1]), parts(mem[2])
args = ["--entry", entry, "--a", la, "--b", lb, "--c", lc, "--ab", ab, "--c-type", ct]
if any("cuda.stream" in t for t in types):
    args.append("--stream")
print("\n".join(args))
PY
  cp "$build/bin/cute-nvgpu-dsl-gemm" "$here/out/"
  echo "prepared $name: $(grep -c '^\.visible \.entry' "$out/$name.ptx") kernel(s)" \
    "for $target ($image), host code $out/$name.so"
  ;;
run)
  name=$2
  shift 2
  mapfile -t args < "$out/$name.args"
  exec "$here/out/cute-nvgpu-dsl-gemm" --host-lib "$out/$name.so" \
    --name "$name" "${args[@]}" "$@"
  ;;
*)
  sed -n '2,16p' "$0" >&2
  exit 2
  ;;
esac
