#!/usr/bin/env bash
# The dialect reference, generated from ODS (mlir-tblgen -gen-dialect-doc:
# each dialect's description, then every op, type and attribute with its
# summary, description, operands and example) into docs/dialects/.
# test/Docs/dialect-docs.test fails when the committed pages drift from
# what the .td files generate; run this script after editing them.
#
#   scripts/gen-dialect-docs.sh [OUT_DIR]   (default docs/dialects)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/dialects}
tblgen=${MLIR_TBLGEN:-/usr/lib/llvm-22/bin/mlir-tblgen}
llvm_inc=${LLVM_INCLUDE:-/usr/lib/llvm-22/include}
mkdir -p "$out"
gen() { # dialect root.td
  "$tblgen" -gen-dialect-doc -dialect="$1" -I "$llvm_inc" -I include \
    -I "$(dirname "$2")" "$2" > "$out/$1.md"
}
gen cute include/cute-nvgpu/Dialect/Cute/IR/CuteOps.td
gen cute_nvgpu include/cute-nvgpu/Dialect/CuteNvgpu/IR/CuteNvgpuOps.td
gen cuda include/cute-nvgpu/Dialect/Cuda/IR/CudaOps.td
