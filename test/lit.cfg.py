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
llvm_config.add_tool_substitutions(
    ["cute-nvgpu-opt", "cute-nvgpu", "cute-nvgpu-gpu-check", "mlir-translate", "llc", "FileCheck",
     "not", "split-file", "count", "llvm-readelf"], tool_dirs)

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
