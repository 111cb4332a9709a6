#!/usr/bin/env python3
"""Every thread partition in CuTe DSL's dumps, checked against our algebra.

  cutedsl-partition-census.py CUTE_NVGPU_OPT DUMPS_DIR

CuTe DSL writes the result type of each `cute.tiled.copy.partition_S/D`,
`cute.tiled.mma.partition` and `cute.tiled.copy.retile` it emits: the
thread's share its partition computed. Each such op of every dump becomes a
function of its own (operands as arguments, the DSL's aliases expanded), so
an op is checked even where the rest of its program does not parse yet;
`cute-nvgpu-opt` then verifies them, and the verifier recomputes each result
type (lib/Layout/Partition.cpp) and refuses any that differs. Each op is
also verified once more with one integer of its result layout changed; only
an op refused for that with the partition's own diagnostic counts as
recomputed (an atom with no thread-value layouts yet, the tensor-memory
copies, is not recomputed and is counted apart). It prints per
atom family how many ops were recomputed and agree, and each disagreement.
Nothing of the dumps is written outside a temporary directory.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

OP = re.compile(r'tiled\.copy\.partition_[SD]|tiled\.mma\.partition\b|'
                r'tiled\.copy\.retile')


def split_top(s):
    depth, parts, cur = 0, [], ''
    for ch in s:
        if ch in '<([{':
            depth += 1
        elif ch in '>)]}':
            depth -= 1
        if ch == ',' and depth == 0:
            parts.append(cur.strip())
            cur = ''
            continue
        cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def extract(text):
    """(family, function text) per partition op of one dump."""
    aliases = dict(re.findall(r'^(![\w.]+) = (.*)$', text, re.M))

    def expand(t):
        for _ in range(8):
            t2 = re.sub(r'![\w.]+', lambda m: aliases.get(m.group(0),
                                                          m.group(0)), t)
            if t2 == t:
                break
            t = t2
        return t

    out = []
    for line in text.splitlines():
        if not OP.search(line) or '= ' not in line or '(%' not in line:
            continue
        rhs = line.split('= ', 1)[1]
        p = rhs.index('(%')
        depth = 0
        for q in range(p, len(rhs)):
            depth += rhs[q] == '('
            depth -= rhs[q] == ')'
            if depth == 0:
                break
        operands = split_top(rhs[p + 1:q])
        ins, res = rhs[rhs.rindex(' : (') + 4:].rsplit(') -> ', 1)
        ins, res = split_top(expand(ins)), expand(res.strip())
        if len(ins) != len(operands):
            continue
        call = expand(rhs[:p] + '(' +
                      ', '.join('%a' + str(k) for k in range(len(ins))) +
                      ')' + rhs[q + 1:])
        atom = re.search(r'tiled_(?:copy|mma)<!cute_nvgpu\.([\w.]+)', ins[0])
        family = (OP.search(line).group(0).replace('tiled.', '') + ' ' +
                  (atom.group(1) if atom else '?'))
        args = ', '.join('%%a%d: %s' % (k, t) for k, t in enumerate(ins))
        out.append((family, 'func.func @f(%s) -> %s {\n  %%r = %s\n'
                    '  return %%r : %s\n}' % (args, res, call, res)))
    return out


def mutations(fn):
    """fn with one integer of its result layout's text incremented, for each
    integer from the last one back."""
    head = fn.rsplit('return %r : ', 1)[0]
    sig_end = head.index(') -> ') + 5
    res = head[sig_end:head.index(' {', sig_end)]
    q = res.rfind('"', 0, res.rfind('"'))
    body = res[q:]
    for m in reversed(list(re.finditer(r'(?<![@{=])\b\d+\b(?!@)', body))):
        yield fn.replace(res, res[:q] + body[:m.start()] +
                         str(int(m.group(0)) + 1) + body[m.end():])


def verifies(opt, tmp, text):
    f = os.path.join(tmp, 'op.mlir')
    open(f, 'w').write(text)
    return subprocess.run([opt, '--allow-unregistered-dialect', f, '-o',
                           os.devnull], capture_output=True, text=True)


def main():
    opt, dumps = sys.argv[1], sys.argv[2]
    checked = collections.Counter()
    agree = collections.Counter()
    unchecked = collections.Counter()
    wrong = []
    with tempfile.TemporaryDirectory() as tmp:
        for root, _, files in os.walk(dumps):
            for name in sorted(files):
                path = os.path.join(root, name)
                for family, fn in extract(open(path).read()):
                    r = verifies(opt, tmp, fn)
                    # The first mutation the type parser takes: refused by
                    # the partition's own check, or accepted (not recomputed).
                    refusal = ''
                    for m in mutations(fn):
                        e = verifies(opt, tmp, m)
                        if e.returncode == 0 or re.search(
                                r"expects the (thread's partition|retiled "
                                r"layout)", e.stderr):
                            refusal = e.stderr
                            break
                    if not re.search(r"expects the (thread's partition|"
                                     r"retiled layout)", refusal):
                        unchecked[family] += 1
                        continue
                    checked[family] += 1
                    if r.returncode == 0:
                        agree[family] += 1
                    else:
                        err = next((l for l in r.stderr.splitlines()
                                    if 'error' in l), r.stderr.strip())
                        wrong.append('%s: %s' % (name, err[:400]))
    for family in sorted(set(checked) | set(unchecked)):
        print('  %-40s %5d recomputed, %5d agree, %5d not recomputed' %
              (family, checked[family], agree[family], unchecked[family]))
    for w in wrong:
        print('  DIFF ' + w)
    total, ok = sum(checked.values()), sum(agree.values())
    print('partitions: %d ops recomputed, %d agree with the DSL\'s result '
          'type; %d not recomputed' % (total, ok, sum(unchecked.values())))
    return 0 if total == ok else 1


if __name__ == '__main__':
    sys.exit(main())
