#!/usr/bin/env python3
"""Op-level mutation smoke test: never a crash on bad IR.

Takes the cute/cute_nvgpu chunks of the lit tests (test/**/*.mlir, split at
`// -----`), mutates each a few times (numbers, element types, memory
spaces, deleted or inserted punctuation) and feeds the result to
`cute-nvgpu-opt` (parse + verify, `-cute-nvgpu-verify-target`,
`-convert-cute-nvgpu-to-nvvm`) or to `cute-nvgpu compile` (the whole
pipeline down to PTX). A diagnostic and a non-zero exit are the expected
outcome; a signal, a stack dump or an LLVM ERROR is a finding, written to
OUT_DIR/crash_*.mlir.

usage: fuzz/mutate_ops.py BUILD_BIN_DIR [--seed N] [--count N] [--compile]
                          [--out OUT_DIR]
"""
import argparse
import glob
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NUMBERS = re.compile(r"\b\d+\b")
TYPES = ["f16", "bf16", "f32", "f64", "i8", "i32", "i4", "f8E4M3FN", "f8E5M2",
         "f4E2M1FN", "f6E2M3FN", "tf32", "i1", "f8E8M0FNU", "ui8", "index"]
SPACES = ["rmem", "smem", "gmem", "tmem"]
VALUES = ["0", "1", "2", "3", "4", "7", "8", "16", "32", "64", "128", "256",
          "1024", "65536", "4294967296", "-1"]
TARGETS = ["sm_75", "sm_80", "sm_89", "sm_90a", "sm_120a"]


def chunks(pattern):
    out = []
    for path in glob.glob(os.path.join(ROOT, pattern), recursive=True):
        for chunk in open(path).read().split("// -----"):
            body = "\n".join(l for l in chunk.split("\n")
                             if not l.strip().startswith("//"))
            if "cute" in body:
                out.append(body)
    return out


def mutate(rng, s):
    for _ in range(rng.randint(1, 4)):
        r = rng.random()
        if r < 0.4:
            found = list(NUMBERS.finditer(s))
            if found:
                m = rng.choice(found)
                s = s[:m.start()] + rng.choice(VALUES) + s[m.end():]
        elif r < 0.6:
            t, u = rng.choice(TYPES), rng.choice(TYPES)
            found = [m.start() for m in re.finditer(re.escape(t), s)]
            if found:
                i = rng.choice(found)
                s = s[:i] + u + s[i + len(t):]
        elif r < 0.7:
            s = s.replace(rng.choice(SPACES), rng.choice(SPACES), 1)
        elif r < 0.85:
            i = rng.randrange(len(s))
            s = s[:i] + s[i + rng.randint(1, 6):]
        else:
            i = rng.randrange(len(s))
            s = s[:i] + rng.choice("(),:1x<>") + s[i:]
    return s


def is_crash(proc):
    return (proc.returncode < 0 or "Stack dump" in proc.stderr or
            "PLEASE submit" in proc.stderr or "LLVM ERROR" in proc.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--compile", action="store_true")
    ap.add_argument("--out", default="/tmp/cute-nvgpu-mutants")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    rng = random.Random(a.seed)
    srcs = chunks("test/Target/ptxas/*.mlir" if a.compile else "test/**/*.mlir")
    crashes = 0
    for it in range(a.count):
        src = mutate(rng, rng.choice(srcs))
        if a.compile:
            path = os.path.join(a.out, "in_%d.mlir" % a.seed)
            open(path, "w").write(src)
            runs = [[os.path.join(a.bin, "cute-nvgpu"), "compile", path,
                     "--target", rng.choice(TARGETS), "-o", path + ".ptx"]]
            feed = None
        else:
            opt = os.path.join(a.bin, "cute-nvgpu-opt")
            runs = [[opt, "-cute-nvgpu-verify-target=target=sm_90a"],
                    [opt, "-convert-cute-nvgpu-to-nvvm"], [opt]]
            feed = src
        for cmd in runs:
            p = subprocess.run(cmd, input=feed, capture_output=True, text=True,
                               timeout=120)
            if is_crash(p):
                crashes += 1
                path = os.path.join(a.out, "crash_%d_%d.mlir" % (a.seed, it))
                open(path, "w").write(src)
                print("CRASH", path, " ".join(cmd[1:]),
                      p.stderr.strip().split("\n")[:3])
                break
    print("%d mutants, %d crashes" % (a.count, crashes))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
