#!/usr/bin/env bash
# The main job on the bundled examples: a GEMM kernel compiled to PTX and a
# cubin with its resources, layout algebra in IR, atoms checked against
# their target, and the CLI answering questions about both.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BUILD_DIR:-build}/bin

OUT=${BUILD_DIR:-build}
echo "== cute-nvgpu compile examples/gemm-sm90a.mlir --target sm_90a (TMA + wgmma GEMM, kernel and host code)"
if command -v ptxas >/dev/null || [ -x /usr/local/cuda/bin/ptxas ]; then
  "$BIN/cute-nvgpu" compile examples/gemm-sm90a.mlir --target sm_90a \
    -o "$OUT/gemm-sm90a.ptx" --cubin "$OUT/gemm-sm90a.cubin" --host "$OUT/gemm-sm90a-host.ll"
else
  echo "(no ptxas: PTX only)"
  "$BIN/cute-nvgpu" compile examples/gemm-sm90a.mlir --target sm_90a \
    -o "$OUT/gemm-sm90a.ptx" --host "$OUT/gemm-sm90a-host.ll"
fi
grep -cE "wgmma\.mma_async|cp\.async\.bulk\.tensor" "${BUILD_DIR:-build}/gemm-sm90a.ptx" |
  sed 's/^/wgmma + TMA instructions in the PTX: /'

LLVM_BIN=$( (llvm-config-22 --bindir || echo /usr/lib/llvm-22/bin) 2>/dev/null)
if [ -d "$OUT/lib/cuda-recorder" ] && [ -x "$LLVM_BIN/lli" ]; then
  echo "== its host code called from C (A 256x192, B 128x192, C 256x128), against a stand-in driver that prints each call"
  "$LLVM_BIN/llvm-link" "$OUT/gemm-sm90a-host.ll" test/Examples/Inputs/gemm-host-main.ll \
    -o "$OUT/gemm-sm90a-host.bc"
  LD_LIBRARY_PATH="$OUT/lib/cuda-recorder" "$LLVM_BIN/lli" "$OUT/gemm-sm90a-host.bc" | cut -c1-150
fi

echo "== cute-nvgpu-opt examples/layout-algebra.mlir (result types = the algebra)"
"$BIN/cute-nvgpu-opt" examples/layout-algebra.mlir

echo "== cute-nvgpu-opt examples/atoms-sm90a.mlir -cute-nvgpu-verify-target"
"$BIN/cute-nvgpu-opt" examples/atoms-sm90a.mlir -cute-nvgpu-verify-target

echo "== the same atoms on sm_100a are refused (expected to fail):"
if sed 's/sm_90a/sm_100a/' examples/atoms-sm90a.mlir |
     "$BIN/cute-nvgpu-opt" -cute-nvgpu-verify-target >/dev/null; then
  echo "unexpected: sm90.mma accepted on sm_100a" >&2
  exit 1
fi

echo "== cute-nvgpu layout"
"$BIN/cute-nvgpu" layout composition "(10,2):(16,4)" "(5,4):(1,5)"
"$BIN/cute-nvgpu" layout logical_divide "(12,32):(32,1)" "<3:4,(2,4):(1,8)>"
"$BIN/cute-nvgpu" layout eval "Sw<3,4,3> o 0 o (64,64):(64,1)" 9

echo "== cute-nvgpu query mma --target sm_90a --a f16 --b f16 --c f32"
"$BIN/cute-nvgpu" query mma --target sm_90a --a f16 --b f16 --c f32

echo "== cute-nvgpu desc encode (16-bit, 128B-swizzled, K-major block)"
"$BIN/cute-nvgpu" desc encode --arch sm90 --major K --elem f16 \
  --layout "Sw<3,3,3> o 0 o (64,16):(64,1)"

echo "== cute-nvgpu compile examples/wgmma-sm90a.mlir --target sm_90a"
"$BIN/cute-nvgpu" compile examples/wgmma-sm90a.mlir --target sm_90a \
  -o "${BUILD_DIR:-build}/wgmma-sm90a.ptx"
grep -E "wgmma\.(fence|mma_async|commit|wait)" "${BUILD_DIR:-build}/wgmma-sm90a.ptx" | cut -c1-72
