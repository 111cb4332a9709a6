#!/usr/bin/env python3
"""Every op we register has a test of each spelling and of its errors.

usage: op-test-coverage.py BUILD_DIR TEST_DIR

The ops are those the build's generated op classes name (every
`getOperationName()` in BUILD_DIR's *.inc files). For each one, TEST_DIR's
*.mlir files must hold a use in custom form (`%x = cute.foo(`), a use in
generic form (`"cute.foo"(`) and, in a file checked with
-verify-diagnostics, a `// -----` chunk that uses it and expects an error.
Prints the ops that lack one and exits 1, or prints the counts.
"""
import glob
import os
import re
import sys

OP_NAME = re.compile(r'StringLiteral\("([a-z_][a-z_0-9]*\.[a-z_0-9.]+)"\)')


def registered_ops(build):
    ops = set()
    for path in glob.glob(os.path.join(build, '**', '*Ops*.inc'),
                          recursive=True):
        with open(path, encoding='utf-8') as f:
            ops.update(OP_NAME.findall(f.read()))
    return sorted(ops)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    build, tests = sys.argv[1:]
    ops = registered_ops(build)
    if not ops:
        sys.exit(f'op-test-coverage: no generated op classes under {build}')
    files = {}
    for path in glob.glob(os.path.join(tests, '**', '*.mlir'), recursive=True):
        with open(path, encoding='utf-8') as f:
            files[path] = f.read()
    everything = '\n'.join(files.values())
    # Chunks (`// -----`) of -verify-diagnostics files that expect an error.
    diagnosed = '\n'.join(chunk for t in files.values()
                          if 'verify-diagnostics' in t
                          for chunk in t.split('// -----')
                          if 'expected-error' in chunk)
    missing = []
    for op in ops:
        e = re.escape(op)
        lacks = []
        if not re.search(r'(?<!["\w.])' + e + r'(?=[ (<\[\n])', everything):
            lacks.append('custom form')
        if not re.search('"' + e + r'"\(', everything):
            lacks.append('generic form')
        if not re.search(r'(?<![\w.])' + e + r'(?![\w.])', diagnosed):
            lacks.append('error test')
        if lacks:
            missing.append(f'{op}: no {", no ".join(lacks)}')
    for line in missing:
        print(line)
    print(f'{len(ops)} ops, {len(ops) - len(missing)} with a custom-form use, '
          f'a generic-form use and an error test')
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
