#!/usr/bin/env bash
# One tile of each register-MMA and wgmma family, and TMA tile loads
# (SW32/SW64/SW128, M-major, a 2-CTA multicast), on a GPU.
#
#   gpu/run.sh prepare [sm_90a]  on a build machine: generate the kernels,
#                                compile them with `cute-nvgpu compile`
#                                (ptxas -> cubin), stage the checker in gpu/out/
#   gpu/run.sh check [OUT.md [TMA.md]]
#                                on the GPU machine (needs only the driver):
#                                run every tile, compare with the CPU
#                                reference, write the markdown tables
#   gpu/run.sh emulate           the same runs on the software models (no GPU),
#                                and one UMMA tile per case (software tensor core)
#
# gpu/out/ is ignored by git; the device tool carries it (carry: gpu/out).
# Exit status: 0 all tiles match, 1 a mismatch or error, 77 no GPU.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=$here/out
build=${BUILD_DIR:-$root/build}

case "${1:-}" in
prepare)
  chip=${2:-sm_90a}
  mkdir -p "$out"
  "$build/bin/cute-nvgpu-gpu-check" --emit-kernels --chip "$chip" > "$out/mma_tiles.mlir"
  "$build/bin/cute-nvgpu" compile "$out/mma_tiles.mlir" --target "$chip" \
    -o "$out/mma_tiles.ptx" --cubin "$out/mma_tiles.cubin"
  "$build/bin/cute-nvgpu-tma-check" --emit-kernels --chip "$chip" > "$out/tma_tiles.mlir"
  "$build/bin/cute-nvgpu" compile "$out/tma_tiles.mlir" --target "$chip" \
    -o "$out/tma_tiles.ptx" --cubin "$out/tma_tiles.cubin"
  "$build/bin/cute-nvgpu" compile "$here/dsl_print.mlir" --target "$chip" \
    -o "$out/dsl_print.ptx" --cubin "$out/dsl_print.cubin"
  cp "$build/bin/cute-nvgpu-gpu-check" "$build/bin/cute-nvgpu-tma-check" "$out/"
  echo "$chip" > "$out/chip"
  echo "prepared $(grep -c '^\.visible \.entry' "$out/mma_tiles.ptx") MMA and" \
    "$(grep -c '^\.visible \.entry' "$out/tma_tiles.ptx") TMA kernels for $chip in $out"
  ;;
check)
  md=${2:-$out/gpu-mma-tiles.md}
  tmamd=${3:-$out/gpu-tma-tiles.md}
  if command -v nvidia-smi >/dev/null; then
    nvidia-smi --query-gpu=name,compute_cap,driver_version --format=csv,noheader || true
  fi
  set +e
  "$out/cute-nvgpu-gpu-check" --module "$out/mma_tiles.cubin" --chip "$(cat "$out/chip")" --markdown > "$md"
  rc=$?
  "$out/cute-nvgpu-tma-check" --module "$out/tma_tiles.cubin" --markdown > "$tmamd"
  tmarc=$?
  # A kernel in CuTe DSL's spelling that prints (device printf).
  "$out/cute-nvgpu-tma-check" --module "$out/dsl_print.cubin" --launch dsl_print \
    > "$out/dsl_print.txt"
  printrc=$?
  cat "$out/dsl_print.txt"
  set -e
  cat "$md" "$tmamd"
  if [ $rc -ne 0 ]; then exit $rc; fi
  if [ $tmarc -ne 0 ]; then exit $tmarc; fi
  exit $printrc
  ;;
emulate)
  "$build/bin/cute-nvgpu-gpu-check" --emulate --chip "${2:-sm_90a}"
  "$build/bin/cute-nvgpu-tma-check" --emulate
  "$build/bin/cute-nvgpu-gpu-check" --emulate-umma
  ;;
*)
  sed -n '2,17p' "$0" >&2
  exit 2
  ;;
esac
