# -*- Python -*-
import os
import shutil

import lit.formats
from lit.llvm import llvm_config

config.name = "CUTE_NVGPU"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.cute_nvgpu_obj_root, "test")

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.cute_nvgpu_tools_dir, append_path=True)

tool_dirs = [config.cute_nvgpu_tools_dir, config.llvm_tools_dir]
# scripts/sanitized-tests.sh: the ASan + UBSan builds of our tools in this
# directory are used first; tools it lacks come from the main build.
sanitized_tools = os.environ.get("CUTE_NVGPU_SANITIZED_TOOLS_DIR")
if sanitized_tools:
    tool_dirs.insert(0, sanitized_tools)
    llvm_config.with_environment("PATH", sanitized_tools, append_path=True)
    config.environment["ASAN_OPTIONS"] = os.environ.get("ASAN_OPTIONS", "")
    config.environment["UBSAN_OPTIONS"] = os.environ.get("UBSAN_OPTIONS", "")
llvm_config.add_tool_substitutions(
    ["cute-nvgpu-opt", "cute-nvgpu", "cute-nvgpu-gpu-check", "cute-nvgpu-tma-check", "mlir-translate", "llc", "FileCheck",
     "not", "split-file", "count", "llvm-readelf", "lli", "llvm-link", "cute-nvgpu-lsp-server"], tool_dirs)

# The build tree, for checks that read what it generated.
config.substitutions.append(("%cute-nvgpu-obj-root", config.cute_nvgpu_obj_root))

# mlir-tblgen and MLIR's .td includes, for the generated dialect docs.
config.substitutions.append(
    ("%mlir-tblgen", os.path.join(config.llvm_tools_dir, "mlir-tblgen")))
config.substitutions.append(
    ("%llvm-include",
     os.path.join(os.path.dirname(config.llvm_tools_dir), "include")))

# The stand-in CUDA driver (tools/cuda-recorder): a lowered host program run
# with this directory first on LD_LIBRARY_PATH prints its driver calls.
config.substitutions.append((
    "%cuda-recorder",
    "env LD_LIBRARY_PATH=" + os.path.join(config.cute_nvgpu_obj_root, "lib",
                                          "cuda-recorder")))

# `ptxas` feature: tests that assemble lowered PTX need NVIDIA's assembler.
# A machine without it skips them, and says so loudly.
ptxas = shutil.which("ptxas") or (
    "/usr/local/cuda/bin/ptxas" if os.access("/usr/local/cuda/bin/ptxas", os.X_OK)
    else None)
if ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", ptxas))
else:
    lit_config.warning(
        "ptxas not found on PATH or in /usr/local/cuda/bin: tests that "
        "assemble PTX (REQUIRES: ptxas) are SKIPPED, not passed")

# `mlir-runner` feature: host runs of lowered cute IR
# (`cute-nvgpu-opt -cute-host-pipeline %s | %mlir-runner-host`: MLIR's JIT
# runner on `main` with its runner utils libraries). LLVM_TOOLS_BINARY_DIR is where the runner and its
# libraries live in a distribution install (/usr/lib/llvm-22/{bin,lib}).
mlir_runner = os.path.join(config.llvm_tools_dir, "mlir-runner")
llvm_lib_dir = os.path.join(os.path.dirname(config.llvm_tools_dir), "lib")
runner_libs = [os.path.join(llvm_lib_dir, n) for n in
               ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")]
if os.access(mlir_runner, os.X_OK) and all(os.path.exists(l) for l in runner_libs):
    config.available_features.add("mlir-runner")
    config.substitutions.append((
        "%mlir-runner-host",
        mlir_runner + " -e main -entry-point-result=void " +
        " ".join("-shared-libs=" + l for l in runner_libs)))
else:
    lit_config.warning(
        "mlir-runner or its runner utils libraries not found next to "
        + config.llvm_tools_dir + ": host runs (REQUIRES: mlir-runner) are SKIPPED")
