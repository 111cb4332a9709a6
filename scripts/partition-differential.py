#!/usr/bin/env python3
"""Differential test of the thread partitions' run-time lowering.

A tiled copy's partition_S/D and a tiled MMA's partition A/B/C are computed
by the layout algebra (lib/Layout/Partition.cpp). For a set of tiled atoms,
tensors and thread indices this builds, per (case, thread):

  static:  the tensor's layout and the thread index are static, so the
           verifier's algebra fixes the result type (its offset folds into
           nothing: the pointer moves by a constant);
  dynamic: the thread index and the tensor's strides are run-time values
           (function arguments), so the lowering computes the result's
           pointer and run-time strides.

Both run under the host pipelines (convert-cute-to-llvm, then
convert-cute-nvgpu-to-nvvm, then convert-to-llvm) with mlir-runner, and
print the result's address and layout. The two must be the same function:
equal addresses, and equal values of the layouts at every index (the static
algebra may group modes differently, e.g. a swizzle kept static where the
dynamic one decays). Strides include hostile values: negative, zero, past
2^32. Result types are read back from the verifier's diagnostic for a
placeholder type, so nothing here computes the algebra.

Coverage, a check that does not rest on the algebra at all: the dynamic
partition of every thread of the tiled atom is run, and the addresses of
all the elements the threads get must be exactly the tensor's (each
element is some thread's; none lies outside the tensor).

Usage: partition-differential.py --opt cute-nvgpu-opt --runner "mlir-runner
       ..." [--self-check] [--keep DIR]
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

COPY_S = "cute.tiled.copy.partition_S"
COPY_D = "cute.tiled.copy.partition_D"

TILED = {
    "cpasync": '!cute.tiled_copy<!cute_nvgpu.atom.simt_async_copy<f16, cache = global, 128 b>, layout_copy_tv = <"(128,8):(8,1)">, tiler_mn = <"[128:1;8:1]">>',
    "simt": '!cute.tiled_copy<!cute_nvgpu.atom.universal_copy<f16, 128 b>, layout_copy_tv = <"((16,8),8):((64,1),8)">, tiler_mn = <"[8:1;128:1]">>',
    "ldsm_t": '!cute.tiled_copy<!cute_nvgpu.atom.ldsm<val_type = f16, mode = <"(8,8)">, sz_pattern = u16, num_matrices = 4, t>, layout_copy_tv = <"((4,8,2,2),((2,2,2),(1,1))):((64,1,16,0),((32,8,256),(0,0)))">, tiler_mn = <"[32:1;16:1]">>',
    "sm80": '!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(1,2,0)">, permutation_MNK = <"[32:1;32:1;16:1]">>',
    "sm80_nmajor": '!cute.tiled_mma<!cute_nvgpu.sm80.mma<16x8x16, elem_type = (f16, f16, f32) >, atom_layout_MNK = <"(2,2,1):(2,1,0)">>',
    "sm90": '!cute.tiled_mma<!cute_nvgpu.sm90.mma<64x128x16, ab_major = (k, k), elem_type = (f16, f16, f32), frag_kind = ss>, atom_layout_MNK = <"(2,1,1):(1,0,0)">>',
}

# (tiled, op, memory, shape, strides or a composed layout, threads)
SMEM_AB = "S<3,3,3> o 0 o ((64,2),(8,4),(1,3)):((1,512),(64,1024),(0,4096))"
SMEM_C = "S<3,3,4> o 0 o ((8,16),(128,1)):((128,1024),(1,0))"
CASES = [
    ("cpasync", COPY_S, "gmem", "(128,32,4)", [1, 40, 5000], [0, 1, 17, 127]),
    ("cpasync", COPY_S, "gmem", "(128,32,4)", [1, -64, 1 << 33], [3, 64, 200]),
    ("cpasync", COPY_D, "smem", SMEM_AB, None, [0, 5, 77, 127]),
    ("simt", COPY_S, "smem", SMEM_C, None, [0, 9, 100, 127]),
    ("simt", COPY_D, "gmem", "(128,128)", [300, 1], [0, 37, 127]),
    ("simt", COPY_D, "gmem", "(128,128)", [0, -1], [1, 66]),
    ("ldsm_t", COPY_S, "smem", SMEM_AB, None, [0, 1, 31, 32, 95, 127]),
    ("sm80", "A", "smem", SMEM_AB, None, [0, 1, 33, 64, 127]),
    ("sm80", "B", "smem", SMEM_AB, None, [0, 2, 40, 96, 127]),
    ("sm80", "C", "smem", SMEM_C, None, [0, 7, 65, 127]),
    ("sm80", "C", "gmem", "(128,128)", [200, 1], [0, 5, 63, 127]),
    ("sm80_nmajor", "C", "gmem", "(64,64)", [1, -70], [0, 31, 32, 64, 100]),
    ("sm80_nmajor", "A", "gmem", "(64,32)", [1 << 33, 1], [4, 45, 127]),
    ("sm90", "C", "gmem", "(128,128)", [1, 129], [0, 1, 128, 255]),
    ("sm90", "A", "gmem", "(128,64)", [64, 1], [0, 200]),
]

BASE = 1 << 20  # the tensor's address (bytes); f16 elements
THREADS = {"cpasync": 128, "simt": 128, "ldsm_t": 128, "sm80": 128,
           "sm80_nmajor": 128, "sm90": 256}


def parse_tuple(s, i=0):
    """A CuTe tuple text at s[i:] -> (value, next index); ints and lists."""
    if s[i] == "(":
        out, i = [], i + 1
        while s[i] != ")":
            v, i = parse_tuple(s, i)
            out.append(v)
            if s[i] == ",":
                i += 1
        return out, i + 1
    m = re.match(r"-?\d+", s[i:])
    return int(m.group(0)), i + len(m.group(0))


def flat(t):
    if isinstance(t, list):
        for e in t:
            yield from flat(e)
    else:
        yield t


def layout_fn(text):
    """The function a printed layout (maybe `S<B,M,S> o off o L`) computes."""
    sw = None
    off = 0
    m = re.match(r"S<(\d+),(\d+),(-?\d+)> o (-?\d+) o (.*)$", text)
    if m:
        sw = tuple(int(m.group(k)) for k in (1, 2, 3))
        off = int(m.group(4))
        text = m.group(5)
    shape, i = parse_tuple(text, 0)
    stride, _ = parse_tuple(text, i + 1)
    shapes = list(flat(shape))
    strides = list(flat(stride))

    def f(idx):
        v = 0
        for s, d in zip(shapes, strides):
            v += (idx % s) * d
            idx //= s
        if sw:
            b, mm, ss = sw
            v += off
            ymask = ((1 << b) - 1) << (mm + max(0, ss))
            v ^= (v & ymask) >> ss if ss >= 0 else (v & ymask) << -ss
        return v

    size = 1
    for s in shapes:
        size *= s
    return f, size


def tensor_fn(case):
    """The tensor's own layout as a function (static strides)."""
    _, _, mem, shape, strides, _ = case
    if mem == "smem":
        return layout_fn(shape)
    return layout_fn(shape + ":" + stride_text(strides, False))


def mlir_type(mem, layout):
    return '!cute.memref<f16, %s, "%s">' % (mem, layout)


def stride_text(strides, dyn):
    if dyn:
        return "(" + ",".join("?{i64}" for _ in strides) + ")"
    return "(" + ",".join(str(s) for s in strides) + ")"


def op_text(case, tensor_type, result_type, tiled_val, tensor, thr, thr_type):
    tiled, op = case[0], case[1]
    t = TILED[tiled]
    if op in ("A", "B", "C"):
        return ("%%r = cute.tiled.mma.partition %s (%s, %s, %s) : (%s, %s, %s)"
                " -> %s" % (op, tiled_val, tensor, thr, t, tensor_type,
                            thr_type, result_type))
    return ("%%r = %s(%s, %s, %s) : (%s, %s, %s) -> %s" %
            (op, tiled_val, tensor, thr, t, tensor_type, thr_type,
             result_type))


def function(name, case, tid, dyn, result_type):
    tiled, op, mem, shape, strides, _ = case
    t = TILED[tiled]
    lines = []
    if mem == "smem":
        layout = shape
        ltype = '!cute.composed_layout<"%s">' % layout
        args = "(%tid: i32)" if dyn else "()"
    else:
        layout = shape + ":" + stride_text(strides, dyn)
        ltype = '!cute.layout<"%s">' % layout
        args = ("(%tid: i32, " + ", ".join("%%s%d: i64" % k for k in range(
            len(strides))) + ")") if dyn else "()"
    tensor_type = mlir_type(mem, layout)
    lines.append("func.func @%s%s attributes {no_inline} {" % (name, args))
    atom = t.split("<", 1)[1].rsplit(", layout_copy_tv", 1)[0].rsplit(
        ", atom_layout_MNK", 1)[0]
    lines.append("  %%atom = cute.make_atom() : () -> %s" % atom)
    make = "make_tiled_mma" if op in ("A", "B", "C") else "make_tiled_copy"
    lines.append("  %%tiled = cute.%s(%%atom) : %s" % (make, t))
    lines.append("  %%a = arith.constant %d : i64" % BASE)
    space = "smem" if mem == "smem" else "gmem"
    lines.append("  %%p = cute.inttoptr(%%a) : i64 to !cute.ptr<f16, %s>" %
                 space)
    if mem == "gmem" and dyn:
        st = stride_text(strides, True)
        lines.append('  %%st = cute.make_stride(%s) : (%s) -> !cute.stride<"%s">'
                     % (", ".join("%%s%d" % k for k in range(len(strides))),
                        ", ".join("i64" for _ in strides), st))
        lines.append('  %%sh = cute.make_shape() : () -> !cute.shape<"%s">' %
                     shape)
        lines.append('  %%l = cute.make_layout(%%sh, %%st) : (!cute.shape<"%s">,'
                     ' !cute.stride<"%s">) -> %s' % (shape, st, ltype))
    else:
        lines.append("  %%l = cute.static : %s" % ltype)
    lines.append("  %%t = cute.make_view(%%p, %%l) : %s" % tensor_type)
    if dyn:
        lines.append('  %thr = cute.make_coord(%tid) : (i32) -> !cute.coord<"?">')
        thr_type = '!cute.coord<"?">'
    else:
        thr_type = '!cute.coord<"%d">' % tid
        lines.append("  %%thr = cute.static : %s" % thr_type)
    lines.append("  " + op_text(case, tensor_type, result_type, "%tiled",
                                "%t", "%thr", thr_type))
    m = re.search(r'"([^"]*)">$', result_type)
    rlayout = m.group(1) if m else "1:0"
    rltype = ('!cute.composed_layout<"%s">' if " o " in rlayout else
              '!cute.layout<"%s">') % rlayout
    lines.append("  %%it = cute.get_iter(%%r) : %s" % result_type)
    lines.append("  %%i = cute.ptrtoint(%%it) : !cute.ptr<f16, %s> to i64" %
                 space)
    lines.append("  %%rl = cute.get_layout(%%r) : %s" % result_type)
    lines.append('  cute.print("%s {} {}\\0A", %%i, %%rl) : i64, %s' %
                 (name, rltype))
    lines.append("  return")
    lines.append("}")
    return "\n".join(lines)


def calls(name, case, tid, dyn):
    if not dyn:
        return "  func.call @%s() : () -> ()" % name
    strides = case[4] or []
    out = ["  %%%s_t = arith.constant %d : i32" % (name, tid)]
    for k, s in enumerate(strides):
        out.append("  %%%s_s%d = arith.constant %d : i64" % (name, k, s))
    out.append("  func.call @%s(%s) : (%s) -> ()" % (
        name, ", ".join(["%%%s_t" % name] + ["%%%s_s%d" % (name, k) for k in
                                             range(len(strides))]),
        ", ".join(["i32"] + ["i64"] * len(strides))))
    return "\n".join(out)


def result_memory(case):
    return "smem" if case[2] == "smem" else "gmem"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--runner", required=True)
    ap.add_argument("--self-check", action="store_true")
    ap.add_argument("--keep")
    args = ap.parse_args()
    work = args.keep or tempfile.mkdtemp()
    os.makedirs(work, exist_ok=True)

    progs = []  # (name, case, tid, dyn)
    for ci, case in enumerate(CASES):
        for tid in case[5]:
            for dyn in (False, True):
                progs.append(("%s%d_%d" % ("d" if dyn else "s", ci, tid), case,
                              tid, dyn))
    # Result types: the verifier's answer for a placeholder.
    types = {}
    for name, case, tid, dyn in progs:
        # A placeholder of the right rank (the tensor's and the values').
        text = case[3].rsplit(" o ", 1)[-1]
        rank = len(parse_tuple(text, 0)[0]) + 1
        placeholder = mlir_type(result_memory(case), "(%s):(%s)" % (
            ",".join(["1"] * rank), ",".join(["0"] * rank)))
        f = os.path.join(work, "infer.mlir")
        open(f, "w").write(function(name, case, tid, dyn, placeholder))
        r = subprocess.run([args.opt, f, "-o", os.devnull],
                           capture_output=True, text=True)
        m = re.search(r"expects the thread's partition `([^`]*)`", r.stderr)
        if not m:
            print("NO TYPE %s: %s" % (name, r.stderr.strip()[:300]))
            return 1
        types[name] = mlir_type(result_memory(case), m.group(1))
    cover = []
    for ci, case in enumerate(CASES):
        dname = "d%d_%d" % (ci, case[5][0])
        for tid in range(THREADS[case[0]]):
            cover.append(("c%d_%d" % (ci, tid), case, tid, dname))
    module = [function(n, c, t, d, types[n]) for n, c, t, d in progs]
    module.append("func.func @main() {")
    module += [calls(n, c, t, d) for n, c, t, d in progs]
    # The coverage runs call each case's dynamic function once per thread;
    # it prints under its own name, renamed here by the order of the calls.
    module += [calls(d, c, t, True).replace("%" + d + "_", "%" + n + "_")
               for n, c, t, d in cover]
    module.append("  return\n}")
    src = os.path.join(work, "partitions.mlir")
    open(src, "w").write("\n".join(module) + "\n")
    lowered = os.path.join(work, "lowered.mlir")
    r = subprocess.run([args.opt, src, "-cute-fold-static",
                        "-convert-cute-to-llvm", "-convert-cute-nvgpu-to-nvvm",
                        "-convert-scf-to-cf", "-convert-to-llvm",
                        "-reconcile-unrealized-casts", "-o", lowered],
                       capture_output=True, text=True)
    if r.returncode:
        print("LOWERING FAILED: " + r.stderr.strip()[:2000])
        return 1
    r = subprocess.run(shlex.split(args.runner) + [lowered],
                       capture_output=True, text=True)
    if r.returncode:
        print("RUN FAILED: " + r.stderr.strip()[:2000])
        return 1
    got = {}
    lines = r.stdout.splitlines()
    for line in lines[:len(progs)]:
        name, addr, layout = line.split(" ", 2)
        got[name] = (int(addr), layout)
    for (n, _, _, _), line in zip(cover, lines[len(progs):]):
        _, addr, layout = line.split(" ", 2)
        got[n] = (int(addr), layout)

    def compare(s, d):
        (sa, sl), (da, dl) = s, d
        if sa != da:
            return "address %d vs %d" % (sa, da)
        fs, ns = layout_fn(sl)
        fd, nd = layout_fn(dl)
        if ns != nd:
            return "size %d vs %d" % (ns, nd)
        for i in range(ns):
            if fs(i) != fd(i):
                return "at %d: %d vs %d (%s vs %s)" % (i, fs(i), fd(i), sl, dl)
        return None

    differences = 0
    compared = 0
    # Coverage: every thread's elements together are the tensor's.
    def covered(ci, case, got):
        have = set()
        for tid in range(THREADS[case[0]]):
            addr, layout = got["c%d_%d" % (ci, tid)]
            f, n = layout_fn(layout)
            have.update(addr + 2 * f(i) for i in range(n))
        return have

    for ci, case in enumerate(CASES):
        want = set()
        tf, tn = tensor_fn(case)
        for i in range(tn):
            want.add(BASE + 2 * tf(i))
        have = set()
        for tid in range(THREADS[case[0]]):
            name = "c%d_%d" % (ci, tid)
            if name not in got:
                print("MISSING %s" % name)
                differences += 1
                break
            addr, layout = got[name]
            f, n = layout_fn(layout)
            for i in range(n):
                have.add(addr + 2 * f(i))
        if have != want:
            differences += 1
            print("COVERAGE %s %s %s: %d addresses, %d of the tensor's, %d "
                  "outside it" % (case[0], case[1], case[3], len(have),
                                  len(have & want), len(have - want)))
    for ci, case in enumerate(CASES):
        for tid in case[5]:
            s, d = "s%d_%d" % (ci, tid), "d%d_%d" % (ci, tid)
            if s not in got or d not in got:
                print("MISSING %s/%s" % (s, d))
                differences += 1
                continue
            compared += 1
            why = compare(got[s], got[d])
            if why:
                differences += 1
                print("DIFFERENCE %s %s %s thread %d: %s" % (
                    case[0], case[1], case[3], tid, why))
    if args.self_check:
        name = "s0_%d" % CASES[0][5][0]
        addr, layout = got[name]
        altered = compare((addr + 2, layout), got["d" + name[1:]])
        print("self-check: altered answer %s" %
              ("detected" if altered else "NOT DETECTED"))
        if not altered:
            differences += 1
        # One thread's elements moved by one element: coverage must fail.
        shifted = dict(got)
        addr, layout = shifted["c2_5"]
        shifted["c2_5"] = (addr + 2, layout)
        tf, tn = tensor_fn(CASES[2])
        whole = {BASE + 2 * tf(i) for i in range(tn)}
        moved = covered(2, CASES[2], shifted) != whole
        print("self-check: moved thread partition %s" %
              ("detected" if moved else "NOT DETECTED"))
        if not moved:
            differences += 1
    print("partition differential: %d (case, thread) pairs compared over %d "
          "cases, %d thread partitions checked for coverage, %d differences"
          % (compared, len(CASES), len(cover), differences))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
