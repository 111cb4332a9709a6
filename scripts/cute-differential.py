#!/usr/bin/env python3
"""Differential test of the cute run-time lowering against the static algebra.

For each lowered cute op and many operands (negative, zero and broadcast
strides, swizzles, scaled bases, coordinates at and beyond the size, values
near the i32/i64 limits) this builds two programs:

  static:  the operands are `cute.static` values; `-cute-fold-static` folds the
           op, so what prints is the static algebra's answer;
  dynamic: a chosen subset of the operands' integer leaves are `?` / `?{i64}`,
           passed as arguments of a function that main calls with `no_inline`,
           so the op is computed by the lowered code at run time.

Both run under `-cute-host-pipeline` + `mlir-runner` (many cases per module)
and every case's printed value must agree. Where the structure of the
dynamic result differs from the static one (a dynamic leaf keeps modes apart
that static values merge), the two layouts are compared as functions: same
size and the same value at every index. Where the static algebra refuses the
operands, the dynamic program must be refused too (at compile time) or,
run alone, trap with the lowering's run-time check report; computing a value
is a difference. Result types are the tool's own inference (each op is
written once with a placeholder result and the verifier's inferred type is
read back), so nothing here computes the algebra.

Known differences whose cause is the static algebra are listed in
EXPECTED_DIFFERENCES with the reason; a listed difference that no longer
occurs fails the run, so the entry is removed with the fix.

Usage: cute-differential.py --opt cute-nvgpu-opt --runner "mlir-runner ..."
       [--cases N] [--seed S] [--self-check] [--keep DIR]
CUTE_DIFFERENTIAL_CASES overrides --cases (a longer run on a benchmark
machine).
"""
import argparse
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile

# ---------------------------------------------------------------------------
# Values: an int tuple is an int, a str (a scaled basis such as "1@1" or "_")
# or a list of int tuples.
# ---------------------------------------------------------------------------


def text(t):
    if isinstance(t, list):
        return "(" + ",".join(text(e) for e in t) + ")"
    return str(t)


def leaves(t):
    if isinstance(t, list):
        for e in t:
            yield from leaves(e)
    else:
        yield t


class Operand:
    """One operand: its kind, its static text pieces and the dynamic mask."""

    def __init__(self, kind, **parts):
        self.kind = kind  # int_tuple shape stride coord layout composed
        self.parts = parts  # tuple / (shape, stride) / (swizzle, offset, shape, stride)

    def int_leaves(self):
        out = []
        for name in self.order():
            out += [v for v in leaves(self.parts[name]) if isinstance(v, int)]
        return out

    def order(self):
        if self.kind == "layout":
            return ["shape", "stride"]
        if self.kind == "composed":
            return ["offset", "shape", "stride"]
        return ["value"]

    def type_text(self, dyn):
        """The type; `dyn[k]` is None (static) or the width of the k-th
        integer leaf (print order)."""
        k = [0]

        def render(t):
            if isinstance(t, list):
                return "(" + ",".join(render(e) for e in t) + ")"
            if not isinstance(t, int):
                return str(t)
            w = dyn[k[0]] if dyn else None
            k[0] += 1
            if w is None:
                return str(t)
            return "?" if w == 32 else "?{i64}"

        p = self.parts
        if self.kind == "layout":
            return '!cute.layout<"%s:%s">' % (render(p["shape"]), render(p["stride"]))
        if self.kind == "composed":
            off = render(p["offset"])
            lay = "%s:%s" % (render(p["shape"]), render(p["stride"]))
            return '!cute.composed_layout<"%s o %s o %s">' % (p["swizzle"], off, lay)
        return '!cute.%s<"%s">' % (self.kind, render(p["value"]))

    def static_text(self):
        return self.type_text(None)


def sub_operand(kind, value):
    return Operand(kind, value=value)


# ---------------------------------------------------------------------------
# Random operands
# ---------------------------------------------------------------------------

EXTENTS = [1, 2, 2, 3, 4, 4, 5, 6, 8, 8, 16]
STRIDES = [0, 1, 1, 2, 3, 4, 8, 16, -1, -2, -4]


def rand_shape(r, depth=0, rank=None):
    rank = rank if rank is not None else r.choice([1, 2, 2, 3])
    if rank == 1 and depth > 0:
        return r.choice(EXTENTS)
    out = []
    for _ in range(rank):
        if depth < 1 and r.random() < 0.25:
            out.append(rand_shape(r, depth + 1, r.choice([2, 2, 3])))
        else:
            out.append(r.choice(EXTENTS))
    return out if rank > 1 or depth == 0 else out[0]


def like(shape, fn):
    if isinstance(shape, list):
        return [like(e, fn) for e in shape]
    return fn(shape)


def zip_like(t, u, fn):
    """fn over the leaves of t and u, two int tuples of one profile."""
    if isinstance(t, list):
        return [zip_like(a, b, fn) for a, b in zip(t, u)]
    return fn(t, u)


def rand_basis(r):
    return "%d@%d" % (r.randrange(-2, 3), r.randrange(2))


def compact(shape):
    acc = [1]

    def f(s):
        d = acc[0]
        acc[0] *= s
        return d
    return like(shape, f)


def rand_stride(r, shape):
    pick = r.random()
    if pick < 0.35:
        return compact(shape)
    if pick < 0.45:
        # Scaled bases: a coordinate codomain.
        n = [0]

        def f(_):
            n[0] += 1
            return "1@%d" % (n[0] - 1)
        return like(shape, f)
    return like(shape, lambda _: r.choice(STRIDES))


def rand_layout(r):
    shape = rand_shape(r)
    return Operand("layout", shape=shape, stride=rand_stride(r, shape))


def big_layout(r):
    """Values near the i32 limits."""
    a, b = r.choice([(65536, 65536), (46341, 46341), (1 << 20, 4096), (3, 1 << 30)])
    return Operand("layout", shape=[a, b], stride=[1, r.choice([a, 1 << 31, 1 << 33, 0])])


def rand_composed(r):
    shape = rand_shape(r)
    b, m = r.choice([(1, 1), (2, 2), (2, 3), (3, 3), (1, 4)])
    s = r.choice([b, b + 1, 3, 4])
    return Operand("composed", swizzle="S<%d,%d,%d>" % (b, m, s),
                   offset=r.choice([0, 0, 3, 8, 17]), shape=shape,
                   stride=compact(shape) if r.random() < 0.7 else rand_stride(r, shape))


def size_of(t):
    n = 1
    for v in leaves(t):
        n *= v
    return n


def rand_coord(r, shape, beyond=False):
    def f(s):
        if beyond and r.random() < 0.5:
            return s + r.choice([0, 1, 5])
        return r.randrange(s) if s > 0 else 0
    return like(shape, f)


def any_layout(r):
    x = r.random()
    if x < 0.08:
        return big_layout(r)
    return rand_layout(r)


# Each op: name, how to draw its operands, the result placeholder (or "i1"),
# its properties.
def draw_case(r, op):
    props = ""
    if op in ("size", "cosize", "coalesce", "filter", "flatten", "complement",
              "right_inverse", "left_inverse", "make_layout_like"):
        ops = [r.choice([any_layout, any_layout, rand_composed])(r)
               if op in ("size", "flatten") else any_layout(r)]
        if op == "size" and r.random() < 0.3 and isinstance(ops[0].parts["shape"], list):
            props = "<{mode = array<i32: %d>}>" % r.randrange(len(ops[0].parts["shape"]))
    elif op in ("tuple_product", "tuple_product_each"):
        ops = [sub_operand("shape", r.choice([rand_shape(r), [65536, 65536], [1 << 16, 1 << 15, 2]]))]
    elif op in ("crd2idx", "elem_less", "increment_coord"):
        shape = rand_shape(r)
        ops = [sub_operand("coord", rand_coord(r, shape, beyond=op != "increment_coord")),
               sub_operand("shape", shape)]
    elif op == "idx2crd":
        shape = rand_shape(r)
        ops = [sub_operand("int_tuple", r.randrange(size_of(shape) + 3)),
               sub_operand("shape", shape)]
    elif op == "layout_eval":
        l = r.choice([any_layout, rand_layout, rand_composed])(r)
        ops = [sub_operand("coord", rand_coord(r, l.parts["shape"], beyond=True)), l]
    elif op in ("tuple_add", "tuple_sub", "equal"):
        shape = rand_shape(r)
        big = r.random() < 0.15
        f = (lambda _: r.choice([2147483647, -2147483647, 1 << 40])) if big else \
            (lambda _: r.randrange(-8, 9))
        a, b = like(shape, f), like(shape, f)
        kind = "int_tuple"
        if op == "equal":
            # Strides with scaled-basis leaves (static k@d) at the same
            # places in both, equal or not; and the same value on both
            # sides, so both answers occur.
            if r.random() < 0.35:
                kind = "stride"
                mask = like(shape, lambda _: r.random() < 0.5)
                a = zip_like(a, mask, lambda v, m: rand_basis(r) if m else v)
                b = zip_like(b, mask, lambda v, m: rand_basis(r) if m else v)
                b = zip_like(b, a, lambda v, w: w if isinstance(w, str) and r.random() < 0.5 else v)
            if r.random() < 0.3:
                b = a
        ops = [sub_operand(kind, a), sub_operand(kind, b)]
    elif op in ("shape_div", "ceil_div"):
        shape = rand_shape(r)
        if r.random() < 0.5:
            div = like(shape, lambda s: r.choice([1, 2, 4, s, 3, 0]))
        else:
            div = r.choice([1, 2, 4, 6, 8, 0, 32])
        ops = [sub_operand("shape", shape), sub_operand("shape", div)]
    elif op in ("composition", "logical_divide", "zipped_divide", "tiled_divide",
                "flat_divide", "logical_product", "blocked_product", "raked_product",
                "max_common_vector", "max_common_layout"):
        a = any_layout(r)
        if op.endswith("product"):
            a = rand_layout(r)
        b = rand_layout(r)
        if op.endswith("divide") and r.random() < 0.6:
            b = Operand("layout", shape=r.choice([2, 4, 8, 3]), stride=r.choice([1, 2]))
        ops = [a, b]
    elif op == "tile_to_shape":
        block = rand_layout(r)
        bs = block.parts["shape"]
        bs = bs if isinstance(bs, list) else [bs]
        target = [s * r.choice([1, 2, 3]) for s in leaves([size_of(e) for e in bs])]
        ops = [block, sub_operand("shape", target)]
    elif op == "recast_layout":
        new, old = r.choice([(32, 8), (8, 32), (16, 8), (8, 16), (32, 16)])
        ops = [r.choice([rand_layout, rand_layout, rand_composed])(r)]
        if r.random() < 0.3:
            ops = [Operand("layout", shape=[8, 5], stride=[1, r.choice([0, 8, -4, 6])])]
        props = "<{new_type_bits = %d : i32, old_type_bits = %d : i32}>" % (new, old)
    elif op == "slice":
        l = r.choice([rand_layout, rand_composed])(r)

        def f(s):
            return "_" if r.random() < 0.5 else r.randrange(s)
        ops = [l, sub_operand("coord", like(l.parts["shape"], f))]
    elif op == "get":
        l = any_layout(r)
        sh = l.parts["shape"]
        props = "<{mode = array<i32: %d>}>" % r.randrange(len(sh) if isinstance(sh, list) else 1)
        ops = [l]
    else:
        raise ValueError(op)
    result = {"elem_less": "i1", "equal": "i1",
              "crd2idx": "int_tuple", "size": "int_tuple", "cosize": "int_tuple",
              "tuple_product": "int_tuple", "layout_eval": "int_tuple",
              "max_common_vector": "int_tuple", "tuple_add": "int_tuple",
              "tuple_sub": "int_tuple", "tuple_product_each": "shape",
              "shape_div": "shape", "ceil_div": "shape", "idx2crd": "coord",
              "increment_coord": "coord"}.get(op, "like0")
    return op, ops, result, props


OPS = ["size", "cosize", "tuple_product", "tuple_product_each", "crd2idx", "idx2crd",
       "layout_eval", "increment_coord", "tuple_add", "tuple_sub", "shape_div",
       "ceil_div", "elem_less", "equal", "coalesce", "composition", "complement",
       "logical_divide", "zipped_divide", "tiled_divide", "flat_divide",
       "logical_product", "blocked_product", "raked_product", "tile_to_shape",
       "recast_layout", "slice", "get", "flatten", "filter", "max_common_vector",
       "max_common_layout", "right_inverse", "left_inverse", "make_layout_like"]

PLACEHOLDER = {
    "int_tuple": '!cute.int_tuple<"999999">', "shape": '!cute.shape<"999999">',
    "coord": '!cute.coord<"999999">', "layout": '!cute.layout<"999999:1">',
    "composed": '!cute.composed_layout<"S<1,1,1> o 0 o 999999:1">', "i1": "i1",
}


class Case:
    def __init__(self, idx, op, operands, result, props, dyn):
        self.idx, self.op, self.operands, self.result, self.props = idx, op, operands, result, props
        self.dyn = dyn  # per operand: list of widths/None per integer leaf
        self.types = {}  # variant -> inferred result type text
        self.refused = {}  # variant -> diagnostic

    def key(self):
        return "cute.%s%s(%s)" % (self.op, self.props and " " + self.props or "",
                                  ", ".join(o.static_text() for o in self.operands))

    def dyn_key(self):
        return ", ".join(o.type_text(d) for o, d in zip(self.operands, self.dyn))

    def placeholder(self):
        kind = self.operands[0].kind if self.result == "like0" else self.result
        return PLACEHOLDER[kind]


def choose_dynamic(r, operand):
    out = []
    for v in operand.int_leaves():
        if not (-2**31 <= v < 2**31):
            out.append(64 if r.random() < 0.8 else None)
        elif r.random() < 0.55:
            out.append(64 if r.random() < 0.2 else 32)
        else:
            out.append(None)
    return out


# ---------------------------------------------------------------------------
# MLIR text
# ---------------------------------------------------------------------------

def op_line(case, args, arg_types, result_type):
    return '  %%r = "cute.%s"(%s) %s : (%s) -> (%s)\n' % (
        case.op, ", ".join(args), case.props, ", ".join(arg_types), result_type)


def build_operand(lines, name, operand, dyn, params, call_values):
    """Emit ops that make `operand` with dynamic leaves from function params."""
    ty = operand.type_text(dyn)
    if all(w is None for w in dyn):
        lines.append("  %%%s = cute.static : %s\n" % (name, ty))
        return ty
    ints = operand.int_leaves()
    args = []
    for v, w in zip(ints, dyn):
        if w is None:
            continue
        p = "%%p%d" % len(params)
        params.append("%s: i%d" % (p, w))
        call_values.append((v, w))
        args.append(p)

    def sub(kind, names, sub_ty, prefix):
        mine = args[:len(names)]
        del args[:len(names)]
        if not mine:
            lines.append("  %%%s = cute.static : %s\n" % (prefix, sub_ty))
        else:
            lines.append("  %%%s = cute.make_%s(%s) : (%s) -> %s\n" % (
                prefix, kind, ", ".join(mine),
                ", ".join(params_type(params, a) for a in mine), sub_ty))
        return sub_ty

    if operand.kind in ("layout", "composed"):
        k = 0
        pieces = {}
        for part in operand.order():
            n = sum(1 for v in leaves(operand.parts[part]) if isinstance(v, int))
            d = dyn[k:k + n]
            k += n
            sub_op = Operand({"offset": "int_tuple", "shape": "shape", "stride": "stride"}[part],
                             value=operand.parts[part])
            pieces[part] = sub({"offset": "int_tuple", "shape": "shape", "stride": "stride"}[part],
                               [w for w in d if w is not None], sub_op.type_text(d),
                               "%s_%s" % (name, part))
        lay_ty = '!cute.layout<"%s:%s">' % (pieces["shape"].split('"')[1], pieces["stride"].split('"')[1])
        lname = name + "_l" if operand.kind == "composed" else name
        lines.append("  %%%s = cute.make_layout(%%%s_shape, %%%s_stride) : (%s, %s) -> %s\n" % (
            lname, name, name, pieces["shape"], pieces["stride"], lay_ty))
        if operand.kind == "composed":
            sw = '!cute.swizzle<"%s">' % operand.parts["swizzle"]
            lines.append("  %%%s_sw = cute.static : %s\n" % (name, sw))
            lines.append("  %%%s = cute.make_composed_layout(%%%s_sw, %%%s_offset, %%%s) : (%s, %s, %s) -> %s\n" % (
                name, name, name, lname, sw, pieces["offset"], lay_ty, ty))
        return ty
    kind = {"int_tuple": "int_tuple"}.get(operand.kind, operand.kind)
    sub(kind, args[:], ty, name)
    return ty


def params_type(params, name):
    for p in params:
        if p.startswith(name + ":"):
            return p.split(": ")[1]
    raise KeyError(name)


def print_result(lines, result, result_type):
    if result == "i1":
        lines.append("  %rb = arith.extui %r : i1 to i32\n")
        lines.append('  %rt = cute.make_int_tuple(%rb) : (i32) -> !cute.int_tuple<"?">\n')
        lines.append('  cute.print(%rt) : !cute.int_tuple<"?">\n')
    else:
        lines.append("  cute.print(%%r) : %s\n" % result_type)


def case_function(case, variant, result_type, placeholder=None):
    """(function text, call text) of one case; variant 'static' or 'dynamic'."""
    lines, params, values = [], [], []
    args, types = [], []
    for i, (o, d) in enumerate(zip(case.operands, case.dyn)):
        dd = d if variant == "dynamic" else [None] * len(d)
        types.append(build_operand(lines, "o%d" % i, o, dd, params, values))
        args.append("%%o%d" % i)
    lines.append(op_line(case, args, types, result_type or placeholder))
    if result_type is not None:
        print_result(lines, case.result, result_type)
    fn = "func.func @%s_%d(%s) {\n%s  return\n}\n" % (
        variant[0], case.idx, ", ".join(params), "".join(lines))
    call = ""
    for j, (v, w) in enumerate(values):
        call += "  %%c%d_%d = arith.constant %d : i%d\n" % (case.idx, j, v, w)
    call += "  func.call @%s_%d(%s) {no_inline} : (%s) -> ()\n" % (
        variant[0], case.idx, ", ".join("%%c%d_%d" % (case.idx, j) for j in range(len(values))),
        ", ".join("i%d" % w for _, w in values))
    return fn, call


# ---------------------------------------------------------------------------
# Running the tools
# ---------------------------------------------------------------------------

class Tools:
    def __init__(self, opt, runner, workdir):
        self.opt, self.runner, self.workdir = opt, shlex.split(runner), workdir

    def write(self, name, body):
        path = os.path.join(self.workdir, name)
        with open(path, "w") as f:
            f.write(body)
        return path

    def infer(self, cases):
        """Fill case.types / case.refused for both variants from the
        verifier, one op's cases per tool run; a case the tool crashes on
        is returned (static algebra crashes are differences)."""
        crashed = []
        by_op = {}
        for c in cases:
            by_op.setdefault(c.op, []).append(c)
        for op, group in by_op.items():
            if not self.infer_group(op, group):
                for c in group:
                    if not self.infer_group(op + "_%d" % c.idx, [c]):
                        crashed.append(c)
        return crashed

    def infer_group(self, name, cases):
        chunks, where = [], {}
        line = 1
        for c in cases:
            for variant in ("static", "dynamic"):
                # The op line carries the placeholder result.
                body, _ = case_function(c, variant, None, c.placeholder())
                op_at = line + body[:body.index('"cute.%s"' % c.op)].count("\n")
                where[op_at] = (c, variant)
                chunks.append(body)
                line += body.count("\n") + 1
        path = self.write("infer_%s.mlir" % name, "// -----\n".join(chunks))
        p = subprocess.run([self.opt, "--split-input-file", path], capture_output=True, text=True)
        if p.returncode not in (0, 1):
            return False
        errors = {}
        for m in re.finditer(r"^[^\n]*?:(\d+):\d+: error: (.*)$", p.stderr, re.M):
            errors.setdefault(int(m.group(1)), []).append(m.group(2))
        for op_at, (c, variant) in where.items():
            msgs = errors.get(op_at, [])
            inferred = [re.match(r"'cute\.\w+' op inferred type\(s\) '(.*)' are incompatible", e) for e in msgs]
            inferred = [m.group(1) for m in inferred if m]
            if c.result == "i1" and not msgs:
                c.types[variant] = "i1"
            elif inferred:
                c.types[variant] = inferred[0]
            else:
                real = [e for e in msgs if "failed to infer returned types" not in e]
                c.refused[variant] = real[0] if real else "(no result type inferred)"
        return True

    def run_module(self, name, cases, variant):
        """Run the cases of one variant; returns {case: printed line}, the
        cases the pipeline does not lower and those that trap with a run-time
        check report (each removed and the rest run again)."""
        unlowered, trapped = {}, {}
        todo = list(cases)
        for _ in range(60):
            fns, calls, at = [], [], {}
            line = 1
            for c in todo:
                fn, call = case_function(c, variant, c.types[variant])
                at[line] = c
                fns.append(fn)
                calls.append(call)
                line += fn.count("\n")
            body = "".join(fns) + "func.func @main() {\n" + "".join(calls) + "  return\n}\n"
            path = self.write(name, body)
            lowered = subprocess.run([self.opt, "-cute-host-pipeline", path], capture_output=True, text=True)
            if lowered.returncode != 0:
                bad = set()
                for m in re.finditer(r":(\d+):\d+: error: (.*)", lowered.stderr):
                    n = int(m.group(1))
                    owner = max((l for l in at if l <= n), default=None)
                    if owner is None:
                        raise RuntimeError(lowered.stderr)
                    bad.add(at[owner])
                    unlowered[at[owner]] = m.group(2)
                if not bad:
                    raise RuntimeError(lowered.stderr)
                todo = [c for c in todo if c not in bad]
                continue
            run = subprocess.run(self.runner, input=lowered.stdout, capture_output=True, text=True)
            out = run.stdout.splitlines()
            if run.returncode != 0 and out and out[-1].startswith("cute run-time check failed:") \
                    and len(out) <= len(todo):
                trapped[todo[len(out) - 1]] = out[-1]
                todo.remove(todo[len(out) - 1])
                continue
            if run.returncode != 0 or len(out) != len(todo):
                raise RuntimeError("%s: runner exit %d, %d lines for %d cases\n%s" % (
                    name, run.returncode, len(out), len(todo), "\n".join(out[-3:])))
            return dict(zip(todo, out)), unlowered, trapped
        raise RuntimeError("%s: too many cases fail to lower or trap" % name)

    def run_alone(self, case):
        """Run the dynamic variant of one case alone: (exit code, stdout)."""
        fn, call = case_function(case, "dynamic", case.types["dynamic"])
        body = fn + "func.func @main() {\n" + call + "  return\n}\n"
        path = self.write("alone_%d.mlir" % case.idx, body)
        lowered = subprocess.run([self.opt, "-cute-host-pipeline", path], capture_output=True, text=True)
        if lowered.returncode != 0:
            return None, lowered.stderr.strip().splitlines()[0]
        run = subprocess.run(self.runner, input=lowered.stdout, capture_output=True, text=True)
        return run.returncode, run.stdout.strip()


# ---------------------------------------------------------------------------
# Comparing
# ---------------------------------------------------------------------------

def parse_tuple(s, i=0):
    if s[i] == "(":
        out, i = [], i + 1
        if s[i] == ")":
            return out, i + 1
        while True:
            e, i = parse_tuple(s, i)
            out.append(e)
            if s[i] == ")":
                return out, i + 1
            i += 1  # ','
    m = re.match(r"-?\d+(@\d+)*|_", s[i:])
    tok = m.group(0)
    return (int(tok) if re.fullmatch(r"-?\d+", tok) else tok), i + len(tok)


def layout_function(t):
    """Index -> value of a printed plain layout or `S<b,m,s> o off o L`;
    None when the text is not one (scaled bases, layout outers)."""
    sw, off = None, 0
    m = re.fullmatch(r"S<(\d+),(\d+),(-?\d+)> o (-?\d+) o (.*)", t)
    if m:
        sw = tuple(int(x) for x in m.group(1, 2, 3))
        off = int(m.group(4))
        t = m.group(5)
    if ":" not in t or "@" in t:
        return None
    shape, i = parse_tuple(t)
    stride, _ = parse_tuple(t, i + 1)
    sh, st = list(leaves(shape)), list(leaves(stride))
    if len(sh) != len(st):
        return None
    size = size_of(sh)

    def f(idx):
        v = 0
        for s, d in zip(sh, st):
            v += (idx % s) * d
            idx //= s
        v += off
        if sw:
            b, mm, ss = sw
            mask = ((1 << b) - 1) << (mm + max(0, ss))
            v = v ^ ((v & mask) >> ss if ss >= 0 else (v & mask) << -ss)
        return v
    return size, f


def unit_strides_zeroed(t):
    """A printed layout (or `S<..> o off o L`) with the stride of each mode of
    extent 1 written 0, as CuTe DSL's types write it (the stride of a
    one-element mode is never used), or the text unchanged."""
    m = re.fullmatch(r"(S<\d+,\d+,-?\d+> o -?\d+ o )?(.*)", t)
    head, body = m.group(1) or "", m.group(2)
    if ":" not in body:
        return t
    try:
        shape, i = parse_tuple(body)
        if body[i] != ":":
            return t
        stride, j = parse_tuple(body, i + 1)
    except (IndexError, AttributeError):
        return t
    if j != len(body):
        return t

    def zero(sh, st):
        if isinstance(sh, list) and isinstance(st, list) and len(sh) == len(st):
            return [zero(a, b) for a, b in zip(sh, st)]
        return 0 if sh == 1 else st

    def text(x):
        return "(" + ",".join(text(e) for e in x) + ")" if isinstance(x, list) else str(x)
    return head + text(shape) + ":" + text(zero(shape, stride))


def same_value(static_out, dynamic_out):
    if static_out == dynamic_out:
        return True
    # A mode of extent 1 the static types know of has stride 0 (CuTe DSL's
    # typing); at run time its extent is computed and its stride kept.
    if unit_strides_zeroed(static_out) == unit_strides_zeroed(dynamic_out):
        return True
    shape_of = lambda s: re.sub(r"-?\d+", "#", s)
    if shape_of(static_out) == shape_of(dynamic_out):
        return False  # same structure, different leaves
    a, b = layout_function(static_out), layout_function(dynamic_out)
    if not a or not b or a[0] != b[0]:
        return False
    n = a[0]
    # Every index of a small domain; the first and last 4096 of a large one.
    points = range(n) if n <= 1 << 13 else list(range(4096)) + list(range(n - 4096, n))
    return all(a[1](i) == b[1](i) for i in points)


# Known differences, each with its reason: (op, predicate on the case and the
# difference's kind, reason). Kinds: "value" (both computed, they differ) and
# "refused" (the static algebra refuses, the run-time code computed a value).
COMPOSING = ("composition", "logical_divide", "zipped_divide", "tiled_divide",
             "flat_divide", "logical_product", "blocked_product", "raked_product",
             "tile_to_shape")


CONDITION_REPORT = re.compile(
    r"(divisibility condition violated|was (derived|decided) for)")


EXPECTED_DIFFERENCES = [
    (None, lambda c, kind, report: kind == "trap" and CONDITION_REPORT.search(report),
     "a condition on a dynamic leaf: the result's structure is decided at "
     "compile time from the types, so where the algebra tests a leaf that is "
     "dynamic (CuTe's divisibility conditions on modes it cannot see are "
     "mergeable, a cast's stride, make_layout_like's stride order) it derives "
     "the structure for the case the condition states and the run-time check "
     "traps when the value breaks it; with the value known the static algebra "
     "merges modes or picks the other structure and computes"),
]


def expected_reason(case, kind, report=""):
    for ops, pred, reason in EXPECTED_DIFFERENCES:
        if ops is not None and case.op not in (ops if isinstance(ops, tuple) else (ops,)):
            continue
        if pred(case, kind, report):
            return reason
    return None


DEFAULT_SEED, DEFAULT_CASES = 20250101, 12


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--opt", required=True)
    ap.add_argument("--runner", required=True)
    ap.add_argument("--cases", type=int, default=DEFAULT_CASES, help="cases per op")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--max-alone", type=int, default=30,
                    help="statically refused cases run alone (each a process)")
    ap.add_argument("--self-check", action="store_true")
    ap.add_argument("--keep")
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    per_op = int(os.environ.get("CUTE_DIFFERENTIAL_CASES", a.cases))
    r = random.Random(a.seed)
    cases = []
    for op in OPS:
        for _ in range(per_op):
            name, operands, result, props = draw_case(r, op)
            c = Case(len(cases), name, operands, result, props,
                     [choose_dynamic(r, o) for o in operands])
            if all(w is None for d in c.dyn for w in d):
                # At least one dynamic leaf, or the case tests nothing.
                for o, d in zip(c.operands, c.dyn):
                    if d:
                        d[0] = 32 if -2**31 <= o.int_leaves()[0] < 2**31 else 64
                        break
            cases.append(c)

    workdir = a.keep or tempfile.mkdtemp(prefix="cute-differential-")
    os.makedirs(workdir, exist_ok=True)
    tools = Tools(a.opt, a.runner, workdir)
    crashed = tools.infer(cases)

    both = [c for c in cases if "static" in c.types and "dynamic" in c.types]
    refused = [c for c in cases if "static" in c.refused]
    static_out, _, static_traps = tools.run_module("static.mlir", both, "static")
    if static_traps:
        raise RuntimeError("static values trapped: %r" % static_traps)
    dynamic_out, unlowered, traps = tools.run_module("dynamic.mlir", both, "dynamic")

    if a.self_check:
        # An altered expectation must be detected: change one leaf of the
        # first compared case's static answer.
        c = next(c for c in both if c in dynamic_out and re.search(r"\d", static_out[c]))
        altered = re.sub(r"\d+", lambda m: str(int(m.group(0)) + 1), static_out[c], count=1)
        if same_value(altered, dynamic_out[c]):
            print("self-check FAILED: altered answer %r accepted for %r" % (altered, dynamic_out[c]))
            return 1
        print("self-check: altered answer %s of %s detected" % (altered, c.key()))

    differences, expected_hits = [], set()

    def differs(c, kind, line, report=""):
        """A difference: listed (with its reason) or reported."""
        why = expected_reason(c, kind, report)
        if not why:
            differences.append(line)
            return
        expected_hits.add(why)
        if a.v:
            print("expected difference: " + line)
    compared = narrow = 0
    for c, report in traps.items():
        # CuTe IR keeps `?` * `?` an i32: a leaf (or an intermediate one)
        # that does not fit must trap, not wrap; the static algebra computes
        # in int64.
        if "does not fit in i32" in report:
            narrow += 1
            continue
        differs(c, "trap", "%s with %s: static %s, run time trapped: %s" % (
            c.key(), c.dyn_key(), static_out[c], report), report)
    for c in both:
        if c not in dynamic_out:
            continue
        compared += 1
        if same_value(static_out[c], dynamic_out[c]):
            continue
        differs(c, "value", "%s with %s: static %s, run time %s" % (
            c.key(), c.dyn_key(), static_out[c], dynamic_out[c]))

    for c in crashed:
        differs(c, "crash", "%s: cute-nvgpu-opt crashes inferring its result type" % c.key())

    trapped = refused_both = 0
    alone = [c for c in refused if "dynamic" in c.types][:a.max_alone]
    refused_both = sum(1 for c in refused if "dynamic" in c.refused)
    for c in alone:
        rc, out = tools.run_alone(c)
        if rc is None:
            refused_both += 1
        elif rc != 0 and "cute run-time check failed:" in out:
            trapped += 1
        else:
            differs(c, "refused", "%s with %s: static refuses (%s); run time %s" % (
                c.key(), c.dyn_key(), c.refused["static"],
                "printed %r" % out if rc == 0 else "exit %d without a report: %r" % (rc, out)))

    for d in differences:
        print("DIFFERENCE: " + d)
    stale = [reason for _, _, reason in EXPECTED_DIFFERENCES if reason not in expected_hits]
    # Every entry occurs in the default run (the lit test); other seeds and
    # counts need not draw each one.
    default_run = a.seed == DEFAULT_SEED and per_op == DEFAULT_CASES
    for reason in stale:
        print("%s expected difference (no longer occurs%s): %s" % (
            "STALE" if default_run else "unseen",
            "; remove the entry" if default_run else " with this seed", reason))
    if not default_run:
        stale = []
    print("differential: %d cases over %d ops; %d compared, %d statically refused "
          "(%d refused at compile time with dynamic leaves, %d trapped at run time), "
          "%d trapped on i32 overflow, "
          "%d not lowered, %d expected differences, %d differences" % (
              len(cases), len(OPS), compared, len(refused), refused_both, trapped,
              narrow, len(unlowered), len(expected_hits), len(differences)))
    if a.v:
        for c, why in unlowered.items():
            print("not lowered: %s with %s: %s" % (c.key(), c.dyn_key(), why))
    return 1 if differences or stale else 0


if __name__ == "__main__":
    sys.exit(main())
