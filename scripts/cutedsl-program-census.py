#!/usr/bin/env python3
"""Whole-program census of CuTe DSL's IR dumps (cutedsl-ir-census.sh --programs).

usage: cutedsl-program-census.py OPT DUMPS_DIR

For every *.mlir under DUMPS_DIR (one subdirectory per commit): OPT parses
and verifies the file and prints it; OPT parses that print and prints again;
the two prints must be the same text. Reports per file (ok or the first
error line), per op (the op each failing file first fails on, with the
files), and totals.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

TIMEOUT_S = 300
# `'cute.foo' op ...` / `unregistered operation 'cute.foo'` / `custom op 'x'`
QUOTED_OP = re.compile(r"'([A-Za-z_][\w$]*\.[\w.$]+)'")
# An op name at the start of a source line: `%x = cute.foo(`, `"cute.foo"(`.
LINE_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([A-Za-z_][\w$]*\.[\w.$]+)"?')
ERROR_LINE = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$')
# Op names as the generic form (`"nvvm.fmax"(`) and the custom form
# (`%x = nvvm.fmax `, `nvvm.barrier`) write them.
GENERIC_OP = re.compile(r'"([a-z_][\w]*\.[\w.]+)"\(')
CUSTOM_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?([a-z_]+\.[a-z_][\w.]*)(?=[ (<\[]|$)',
                       re.M)


def registered(opt, name):
    """Whether OPT registers op `name`. Some dialects (nvvm, llvm) let unknown
    ops through in generic form, so an op that parses must also print in a
    custom form or fail its verifier to count as registered."""
    p = subprocess.run([opt], input=f'"{name}"() : () -> ()\n',
                       capture_output=True, text=True)
    if p.returncode != 0:
        return ('unregistered operation' not in p.stderr and
                'unregistered dialect' not in p.stderr)
    return f'"{name}"(' not in p.stdout


def run(opt, path, out):
    try:
        p = subprocess.run([opt, path, '-o', out], capture_output=True,
                           text=True, timeout=TIMEOUT_S)
    except subprocess.TimeoutExpired:
        return f'timed out after {TIMEOUT_S} s', None
    if p.returncode == 0:
        return None, None
    for line in p.stderr.splitlines():
        m = ERROR_LINE.match(line)
        if m:
            return m.group(4), (m.group(1), int(m.group(2)))
    first = next((l for l in p.stderr.splitlines() if l.strip()), '')
    return first or f'exit status {p.returncode}', None


def failing_op(message, where):
    """The op a failure is about: named in the message, else on its line."""
    m = QUOTED_OP.search(message)
    if m:
        return m.group(1)
    if where:
        try:
            with open(where[0]) as f:
                for i, line in enumerate(f, 1):
                    if i == where[1]:
                        m = LINE_OP.match(line)
                        return m.group(1) if m else '(no op on the line)'
        except OSError:
            pass
    return '(no op named)'


def main():
    opt, dumps = sys.argv[1], sys.argv[2]
    files = sorted(os.path.join(r, f) for r, _, fs in os.walk(dumps)
                   for f in fs if f.endswith('.mlir'))
    counts = collections.Counter()
    by_op = collections.defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        first, second = os.path.join(tmp, '1.mlir'), os.path.join(tmp, '2.mlir')
        for path in files:
            name = os.path.relpath(path, dumps)
            err, where = run(opt, path, first)
            stage = 'parse and verify'
            if err is None:
                counts['verify'] += 1
                err, where = run(opt, first, second)
                stage = 'reparse of the print'
                if err is None:
                    counts['reparse'] += 1
                    a, b = open(first).read(), open(second).read()
                    if a == b:
                        counts['stable'] += 1
                        print(f'  ok    {name}')
                        continue
                    line = next(i for i, (x, y) in enumerate(
                        zip(a.splitlines() + [''], b.splitlines() + ['']), 1)
                        if x != y)
                    print(f'  FAIL  {name}: second print differs from the '
                          f'first at line {line}')
                    by_op['(print not stable)'].append(name)
                    continue
                where = None  # a line of the temporary print, not the dump
            loc = f':{where[1]}' if where else ''
            print(f'  FAIL  {name}{loc}: {stage}: {err}')
            by_op[failing_op(err, where)].append(name)
    print('first failures by op:')
    for op, names in sorted(by_op.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f'  {op}: {len(names)} file(s)')
        for n in names:
            print(f'    {n}')
    names = set()
    for path in files:
        text = open(path).read()
        names.update(GENERIC_OP.findall(text))
        names.update(m for m in CUSTOM_OP.findall(text)
                     if not m.startswith(('cute.', 'cute_nvgpu.')) or
                     '"' + m + '"' not in text)
    missing = sorted(n for n in names if not registered(opt, n))
    by_dialect = collections.defaultdict(list)
    for n in missing:
        by_dialect[n.split('.')[0]].append(n)
    print('op names not registered, by dialect:')
    for d, ops in sorted(by_dialect.items()):
        print(f'  {d}: {len(ops)}: {" ".join(ops)}')
    print(f'op names: {len(names)} distinct, '
          f'{len(names) - len(missing)} registered')
    n = len(files)
    print(f'programs: {n} files, {counts["verify"]} parse and verify, '
          f'{counts["reparse"]} parse again from their print, '
          f'{counts["stable"]} print back stably')


if __name__ == '__main__':
    main()
