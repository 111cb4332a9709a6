#!/usr/bin/env python3
"""Two compilers, one output: runs the first stage of every `cute-nvgpu-opt`
RUN line of test/Dialect and test/Conversion with two builds of
cute-nvgpu-opt (the main build, g++, and the sanitized build, clang) and
requires identical stdout, stderr and exit status. C++ leaves the order of
evaluating call arguments to the compiler, so IR built by nested builder
calls comes out in a different order under g++ and clang; the lowering
sequences every such call, and this check keeps it so.

  scripts/compiler-differential.py OPT_A OPT_B [-j N]

Prints each differing RUN line and ends with "N RUN lines, M differ"; exit
status 1 when any differs. The one nondeterministic field of the output,
gpu-module-to-binary's LLVMIRToISATimeInMs, is masked.
"""
import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMING = re.compile(r"LLVMIRToISATimeInMs = \d+")


def run_lines(path):
    lines, cur = [], ""
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*//\s*RUN:\s*(.*)", line)
            if not m:
                continue
            text = m.group(1).rstrip()
            if text.endswith("\\"):
                cur += text[:-1] + " "
                continue
            lines.append(cur + text)
            cur = ""
    return lines


def first_stage(run, path):
    """The cute-nvgpu-opt invocation before the first pipe, or None."""
    stage = run.split("|")[0].strip()
    if stage.startswith("not "):
        stage = stage[4:].strip()
    words = shlex.split(stage.replace("%s", path))
    # Redirections (`2>&1`, `2>/dev/null`) belong to the shell; both
    # streams are compared anyway.
    words = [w for w in words if not re.match(r"^\d*[<>]", w)]
    if not words or words[0] != "cute-nvgpu-opt" or any("%" in w for w in words):
        return None
    return words[1:]


def outcome(opt, args):
    p = subprocess.run([opt] + args, capture_output=True, text=True,
                       timeout=600, cwd=ROOT)
    # A usage error names the binary by its path.
    return (p.returncode, TIMING.sub("LLVMIRToISATimeInMs = ?", p.stdout),
            p.stderr.replace(opt, "cute-nvgpu-opt"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("opt_a")
    ap.add_argument("opt_b")
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    jobs = []
    for sub in ("test/Dialect", "test/Conversion"):
        for dirpath, _, files in os.walk(os.path.join(ROOT, sub)):
            for name in sorted(files):
                if name.endswith(".mlir"):
                    path = os.path.join(dirpath, name)
                    for run in run_lines(path):
                        args = first_stage(run, path)
                        if args is not None:
                            jobs.append((path, run, args))
    jobs.sort()

    def compare(job):
        path, run, args = job
        return job, outcome(a.opt_a, args) == outcome(a.opt_b, args)

    differ = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as pool:
        for (path, run, _), same in pool.map(compare, jobs):
            if not same:
                differ += 1
                print(f"DIFFERS: {os.path.relpath(path, ROOT)}: RUN: {run}")
    print(f"{len(jobs)} RUN lines, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
