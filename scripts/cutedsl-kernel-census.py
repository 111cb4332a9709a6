#!/usr/bin/env python3
"""Kernel census of CuTe DSL's IR dumps (cutedsl-ir-census.sh --kernels).

usage: cutedsl-kernel-census.py COMPILE DUMPS_DIR

For every `_0_` dump under DUMPS_DIR (one subdirectory per commit) that
holds kernels: `COMPILE compile DUMP --target T -o x.ptx --cubin x.cubin`
for the example's target (ampere sm_80, hopper sm_90a, blackwell sm_100a,
blackwell_geforce sm_120a, others sm_90a), and reports per example whether
it compiled and ptxas accepted it, or the first error (its op and message);
then, per op, the examples that first fail on it, and totals. Where a
kernel compiles, the instruction families of its PTX (mma.sync shapes,
wgmma, ldmatrix, cp.async, TMA, mbarrier) are listed, to hold against
NVIDIA's own last LLVM-dialect stage of the example.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

TIMEOUT_S = 300
ERROR_LINE = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$', re.M)
QUOTED_OP = re.compile(r"'([A-Za-z_][\w$]*\.[\w.$]+)'")
LOWERING_OP = re.compile(r'lowering of ([a-z_]+\.[\w.]+)')
LINE_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([A-Za-z_][\w$]*\.[\w.$]+)"?')

# PTX instruction families, as the PTX names them (our side) and as the
# NVVM ops / inline asm of NVIDIA's LLVM-dialect stage name them.
PTX_FAMILIES = [
    ('mma.sync', r'\bmma\.sync\.aligned\.(m\d+n\d+k\d+)'),
    ('wgmma', r'\bwgmma\.mma_async\.sync\.aligned\.(m\d+n\d+k\d+)'),
    ('tcgen05.mma', r'\btcgen05\.mma\b'),
    ('ldmatrix', r'\bldmatrix\.sync\.aligned\.(m8n8\.x\d(?:\.trans)?)'),
    ('stmatrix', r'\bstmatrix\.sync\.aligned\.(m8n8\.x\d(?:\.trans)?)'),
    ('cp.async', r'\bcp\.async\.(c[ag])\.shared\.global'),
    ('cp.async.bulk.tensor', r'\bcp\.async\.bulk\.tensor\.(\dd)'),
    ('mbarrier', r'\bmbarrier\.(init|try_wait|arrive)'),
]


def target_of(name):
    if 'blackwell_geforce' in name:
        return 'sm_120a'
    if 'blackwell' in name:
        return 'sm_100a'
    if 'ampere' in name:
        return 'sm_80'
    return 'sm_90a'


def first_error(stderr, path):
    m = ERROR_LINE.search(stderr)
    if not m:
        line = stderr.strip().splitlines()
        return None, (line[0] if line else 'failed without a message')
    msg = m.group(4)
    op = None
    for rx in (LOWERING_OP, QUOTED_OP):
        q = rx.search(msg)
        if q:
            op = q.group(1)
            break
    if op is None and m.group(1) == path:
        try:
            with open(path) as f:
                lines = f.read().splitlines()
            src = lines[int(m.group(2)) - 1]
            q = LINE_OP.match(src)
            if q:
                op = q.group(1)
        except (OSError, IndexError):
            pass
    return op, msg


def families(text):
    out = set()
    for name, rx in PTX_FAMILIES:
        for m in re.finditer(rx, text):
            out.add(name + (' ' + m.group(1) if m.groups() else ''))
    return out


def main():
    compile_bin, dumps = sys.argv[1], sys.argv[2]
    results = []
    by_op = collections.defaultdict(list)
    with tempfile.TemporaryDirectory() as tmp:
        for commit in sorted(os.listdir(dumps)):
            cdir = os.path.join(dumps, commit)
            for f in sorted(os.listdir(cdir)):
                if not f.endswith('_0_.mlir'):
                    continue
                path = os.path.join(cdir, f)
                with open(path) as fh:
                    if 'cuda.kernel' not in fh.read():
                        continue
                example = f[len('examples_python_CuTeDSL_'):-len('_0_.mlir')]
                tgt = target_of(example)
                ptx = os.path.join(tmp, 'k.ptx')
                cubin = os.path.join(tmp, 'k.cubin')
                try:
                    p = subprocess.run(
                        [compile_bin, 'compile', path, '--target', tgt, '-o',
                         ptx, '--cubin', cubin],
                        capture_output=True, text=True, timeout=TIMEOUT_S)
                    ok, stderr = p.returncode == 0, p.stderr
                except subprocess.TimeoutExpired:
                    ok, stderr = False, f'timed out after {TIMEOUT_S} s'
                if ok:
                    with open(ptx) as fh:
                        fam = sorted(families(fh.read()))
                    results.append((commit, example, tgt, 'compiled',
                                    ', '.join(fam) or '-'))
                    continue
                op, msg = first_error(stderr, path)
                by_op[op or '(no op)'].append(f'{commit}:{example}')
                results.append((commit, example, tgt,
                                f'first error at {op or "?"}',
                                msg[:160]))
    for commit, example, tgt, status, detail in results:
        print(f'{commit} {example} [{tgt}]: {status}: {detail}')
    print()
    print('first failing op, by number of examples:')
    for op, files in sorted(by_op.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f'  {op}: {len(files)}')
    compiled = sum(1 for r in results if r[3] == 'compiled')
    print(f'\nkernels: {compiled} of {len(results)} examples compile to '
          f'PTX that ptxas accepts')
    return 0


if __name__ == '__main__':
    sys.exit(main())
