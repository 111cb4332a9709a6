#!/usr/bin/env python3
"""Kernel census of CuTe DSL's IR dumps (cutedsl-ir-census.sh --kernels).

usage: cutedsl-kernel-census.py COMPILE DUMPS_DIR [LLVM_DIR]

For every `_0_` dump under DUMPS_DIR (one subdirectory per commit) that
holds kernels: `COMPILE compile DUMP --target T -o x.ptx --cubin x.cubin`
for the example's target (ampere sm_80, hopper sm_90a, blackwell sm_100a,
blackwell_geforce sm_120a, others sm_90a), and reports per example whether
it compiled and ptxas accepted it, or the first error (its op and message);
then, per op, the examples that first fail on it, and totals. Where a
kernel compiles, the instruction families of its PTX (tensor-core MMAs,
ldmatrix/stmatrix, cp.async, TMA, mbarriers, fences, tcgen05, ...) are
listed and held against those of NVIDIA's own last LLVM-dialect stage of
the example, LLVM_DIR/<commit>/<the `_0_` dump's name> (its NVVM ops and
the PTX of its inline asm): the same families, or those only one side has;
then each difference with the number of examples it appears in. Each
compiled example's host code is lowered too (`compile --host`: its launches
become cuLaunchKernelEx calls, its TMA atoms cuTensorMapEncodeTiled): it
lowers, or the first error.
"""
import collections
import os
import re
import subprocess
import sys
import tempfile

TIMEOUT_S = 300

# Families we emit where NVIDIA's lowering does not, because the PTX ISA
# requires them (docs/deviations.md, the number given): they are reported
# apart and do not count as a difference.
LOGGED_DEVIATIONS = {
    'tcgen05.wait ld': 40,  # before tcgen05.ld's registers are read
    'tcgen05.wait st': 40,
}
ERROR_LINE = re.compile(r'^(.*?):(\d+):(\d+): error: (.*)$', re.M)
QUOTED_OP = re.compile(r"'([A-Za-z_][\w$]*\.[\w.$]+)'")
LOWERING_OP = re.compile(r'lowering of ([a-z_]+\.[\w.]+)')
LINE_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?([A-Za-z_][\w$]*\.[\w.$]+)"?')

# Instruction families, the unit of "the same instructions as NVIDIA's
# compiler": tensor-core MMAs (shape and types), ldmatrix/stmatrix (shape,
# count, trans), cp.async (cache, size), TMA (dims, load/store/reduce,
# multicast), mbarrier kinds, fences, elect, the tcgen05 kinds, register
# reallocation, cluster barriers and the narrow-float conversions; generic
# arithmetic and control are left out. Each is one string, family name and
# detail, spelled as PTX spells it, and both sides yield the same strings:
# our PTX through PTX_FAMILIES, NVIDIA's LLVM-dialect stage through its
# NVVM ops (NVVM_FAMILIES) and the PTX of its inline asm (PTX_FAMILIES).
NARROW_FLOAT = {'e4m3x2', 'e5m2x2', 'e2m1x2', 'e2m3x2', 'e3m2x2', 'ue8m0x2'}


def quals(suffix):
    return [q for q in suffix.split('.') if q]


def mma_types(suffix):
    # d.a.b.c of mma.sync, d.a.b of wgmma: the qualifiers without layouts.
    return '.'.join(q for q in quals(suffix) if q not in ('row', 'col'))


def tma_load(m):
    q = quals(m.group(2))
    return ('cp.async.bulk.tensor %sd load' % m.group(1) +
            (' im2col' if any(x.startswith('im2col') for x in q) else '') +
            (' multicast' if 'multicast::cluster' in q else '') +
            (' cta_group::2' if 'cta_group::2' in q else ''))


def mbarrier(m):
    kind, q = m.group(1), quals(m.group(2))
    if kind == 'arrive' and 'expect_tx' in q:
        kind = 'arrive.expect_tx'
    if 'parity' in q:
        kind += '.parity'
    return 'mbarrier ' + kind + (' cluster' if 'shared::cluster' in q else '')


def tcgen05_group(m):
    q = quals(m.group(2))
    group = next((x for x in q if x.startswith('cta_group::')), 'cta_group::1')
    return (f'tcgen05.{m.group(1)} {group}' +
            (' multicast' if 'multicast::cluster' in q else ''))


def tcgen05_mma(m):
    q = quals(m.group(2))
    kind = next((x for x in q if x.startswith('kind::')), 'kind::?')
    group = next((x for x in q if x.startswith('cta_group::')), 'cta_group::1')
    extra = [x for x in ('ws', 'sp', 'block_scale') if x in q]
    return ' '.join([f'tcgen05.mma{m.group(1)}', kind, group] + extra)


def narrow_cvt(m):
    dst, src = m.group(1), m.group(2)
    if dst in NARROW_FLOAT or src in NARROW_FLOAT:
        return f'cvt {dst}.{src}'
    return None


def l1_policy(m):
    # A load or store with an L1 eviction policy.
    q = [x for x in quals(m.group(3)) if x.startswith('L1::')]
    return f'{m.group(1)}{m.group(2) or ""} {q[0]}' if q else None


PTX_FAMILIES = [
    (r'\bmma\.sync\.aligned\.(m\d+n\d+k\d+)((?:\.[\w:]+)+)',
     lambda m: f'mma.sync {m.group(1)} {mma_types(m.group(2))}'),
    (r'\bwgmma\.mma_async(?:\.sp)?\.sync\.aligned\.(m\d+n\d+k\d+)'
     r'((?:\.[\w:]+)+)',
     lambda m: f'wgmma {m.group(1)} {mma_types(m.group(2))}'),
    (r'\bwgmma\.(fence|commit_group|wait_group)\b',
     lambda m: 'wgmma.' + m.group(1)),
    (r'\bldmatrix\.sync\.aligned\.(m\d+n\d+)\.(x\d)(\.trans)?',
     lambda m: f'ldmatrix {m.group(1)}.{m.group(2)}{m.group(3) or ""}'),
    (r'\bstmatrix\.sync\.aligned\.(m\d+n\d+)\.(x\d)(\.trans)?',
     lambda m: f'stmatrix {m.group(1)}.{m.group(2)}{m.group(3) or ""}'),
    (r'\bcp\.async\.(ca|cg)\.shared(?:::cta)?\.global(?:\.[\w:]+)*\s+'
     r'\[[^\]]*\],\s*\[[^\]]*\],\s*(\d+)',
     lambda m: f'cp.async {m.group(1)} {m.group(2)}'),
    (r'\bcp\.async\.(commit_group|wait_group|wait_all)\b',
     lambda m: 'cp.async.' + m.group(1)),
    (r'\bcp\.async\.mbarrier\.arrive(\.noinc)?',
     lambda m: 'cp.async.mbarrier.arrive' + (' noinc' if m.group(1) else '')),
    (r'\bcp\.async\.bulk\.tensor\.(\d)d\.shared::(?:cluster|cta)\.global'
     r'((?:\.[\w:]+)*)', tma_load),
    (r'\bcp\.async\.bulk\.tensor\.(\d)d\.global\.shared::cta\b',
     lambda m: f'cp.async.bulk.tensor {m.group(1)}d store'),
    (r'\bcp\.reduce\.async\.bulk\.tensor\.(\d)d\.global\.shared::cta\.(\w+)',
     lambda m: f'cp.async.bulk.tensor {m.group(1)}d reduce.{m.group(2)}'),
    (r'\bcp\.async\.bulk\.prefetch\.tensor\.(\d)d\b',
     lambda m: f'cp.async.bulk.prefetch.tensor {m.group(1)}d'),
    (r'\bcp\.async\.bulk\.(commit_group|wait_group(?:\.read)?)\b',
     lambda m: 'cp.async.bulk.' + m.group(1)),
    (r'\bmbarrier\.(init|arrive_drop|arrive|expect_tx|complete_tx|try_wait|'
     r'test_wait|inval)((?:\.[\w:]+)*)', mbarrier),
    (r'\bfence\.proxy\.(async|tensormap)\b',
     lambda m: 'fence.proxy.' + m.group(1)),
    (r'\bfence\.mbarrier_init\b', lambda m: 'fence.mbarrier_init'),
    (r'\btensormap\.(replace|cp_fenceproxy)\b',
     lambda m: 'tensormap.' + m.group(1)),
    (r'\belect\.sync\b', lambda m: 'elect.sync'),
    (r'\bprefetch(?:\.\w+)?\.tensormap\b', lambda m: 'prefetch.tensormap'),
    (r'\btcgen05\.mma((?:\.ws)?)((?:\.[\w:]+)*)', tcgen05_mma),
    (r'\btcgen05\.(ld|st)\.sync\.aligned\.(\d+x\d+b(?:x2)?)',
     lambda m: f'tcgen05.{m.group(1)} {m.group(2)}'),
    (r'\btcgen05\.(alloc|dealloc|relinquish_alloc_permit|commit)'
     r'((?:\.[\w:]+)*)', tcgen05_group),
    (r'\btcgen05\.wait::(ld|st)\b', lambda m: 'tcgen05.wait ' + m.group(1)),
    (r'\btcgen05\.fence::(before|after)_thread_sync\b',
     lambda m: f'tcgen05.fence {m.group(1)}_thread_sync'),
    (r'\btcgen05\.(cp|shift)\b', lambda m: 'tcgen05.' + m.group(1)),
    (r'\bsetmaxnreg\.(inc|dec)\.sync\.aligned\.u32\s+(\d+)',
     lambda m: f'setmaxnreg {m.group(1)} {m.group(2)}'),
    (r'\bbarrier\.cluster\.(arrive|wait)(\.relaxed)?',
     lambda m: f'barrier.cluster {m.group(1)}{m.group(2) or ""}'),
    (r'\bmapa\b', lambda m: 'mapa'),
    (r'\bclusterlaunchcontrol\.(try_cancel|query_cancel)((?:\.[\w:]+)*)',
     lambda m: f'clusterlaunchcontrol {m.group(1)}' +
     (' multicast' if 'multicast' in m.group(2) else '')),
    (r'\bgriddepcontrol\.(wait|launch_dependents)\b',
     lambda m: 'griddepcontrol ' + m.group(1)),
    (r'\bcvt(?:\.(?:rn|rz|rp|rm|rs|satfinite|relu))*\.(\w+)\.(\w+)\b',
     narrow_cvt),
    (r'\b(ld|st)(\.global)?((?:\.[\w:]+)*)', l1_policy),
]


def ptx_families(text):
    text = re.sub(r'//[^\n]*', '', text)
    out = set()
    for rx, name in PTX_FAMILIES:
        for m in re.finditer(rx, text):
            fam = name(m)
            if fam:
                out.add(fam)
    return out


# NVIDIA's side: one op a line, in the custom (46fbd14) or the generic
# (4379ece) form. NVVM_FAMILIES maps an op name (a prefix of it up to a dot)
# to a function of the op's line that names its family, or None.
NVVM_OP = re.compile(r'^\s*(?:%[^=]*=\s*)?"?nvvm\.([\w.]+)"?')
LLVM_TYPES = {'i32': 's32'}


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
        else:
            cur += ch
    if cur.strip():
        parts.append(cur.strip())
    return parts


def operand_types(line):
    # The operand types of `: (T, ...) -> R`; the custom form of most ops
    # prints no such list.
    m = re.search(r' : \((.*)\) -> ', line)
    return split_top(m.group(1)) if m else []


def attr(line, name):
    m = re.search(r'\b' + name + r' = #nvvm[.<]\w*<?(\w+)>', line)
    return m.group(1) if m else None


def llvm_elem(t):
    # The PTX type of an MMA operand or result register: vector<2xf16> is
    # f16, a struct is its first member's.
    t = re.sub(r'^!llvm\.struct<\((.*)\)>$',
               lambda m: split_top(m.group(1))[0], t)
    t = re.sub(r'^vector<\d+x(\w+)>$', r'\1', t)
    return LLVM_TYPES.get(t, t)


MMA_SHAPE = re.compile(r'shape = #nvvm\.shape<m = (\d+), n = (\d+), '
                       r'k = (\d+)>')


def nvvm_mma_sync(line):
    m = MMA_SHAPE.search(line)
    types = operand_types(line)
    res = re.search(r'\) -> (.*)$', line)
    if not (m and types and res):
        return None
    a = attr(line, 'multiplicandAPtxType') or llvm_elem(types[0])
    b = attr(line, 'multiplicandBPtxType') or a
    d, c = llvm_elem(res.group(1).strip()), llvm_elem(types[-1])
    sat = 'satfinite.' if 'satfinite' in line else ''
    return 'mma.sync m%sn%sk%s ' % m.groups() + f'{sat}{d}.{a}.{b}.{c}'


def nvvm_wgmma(line):
    m = MMA_SHAPE.search(line)
    t = [attr(line, 'type' + x) for x in 'DAB']
    if not m or None in t:
        return None
    return 'wgmma m%sn%sk%s ' % m.groups() + '.'.join(t)


def tma_dims(line):
    # box[...] in the custom form, the i32 coordinates in the generic one.
    m = re.search(r'box\[([^\]]*)\]', line)
    if m:
        return len(split_top(m.group(1)))
    return sum(1 for t in operand_types(line) if t == 'i32')


def nvvm_tma_load(line):
    return ('cp.async.bulk.tensor %dd load' % tma_dims(line) +
            (' im2col' if 'load_mode<im2col' in line else '') +
            (' multicast' if 'multicast_mask' in line or
             ('i16' in operand_types(line) and 'im2col' not in line) else '') +
            (' cta_group::2' if 'tcgen05_group<cta_2>' in line else ''))


def cta_group(line):
    return 'cta_group::2' if 'tcgen05_group<cta_2>' in line else 'cta_group::1'


def nvvm_mbarrier_txn(line):
    kind = attr(line, 'kind') or 'arrive'
    kind = kind.replace('arrive_expect_tx', 'arrive.expect_tx')
    return ('mbarrier ' + kind +
            (' cluster' if 'mbar_space<cluster>' in line else ''))


def nvvm_ldmatrix(line):
    num = re.search(r'num = (\d+)', line)
    shape = attr(line, 'shape') or 'm8n8'
    trans = '.trans' if 'mma_layout<col>' in line else ''
    return f'ldmatrix {shape}.x{num.group(1)}{trans}' if num else None


def nvvm_stmatrix(line):
    m = re.search(r'nvvm\.stmatrix"?\(?\s*([^{<:]*)', line)
    n = len(split_top(m.group(1).rstrip(') '))) - 1
    shape = attr(line, 'shape') or 'm8n8'
    trans = '.trans' if 'mma_layout<col>' in line else ''
    return f'stmatrix {shape}.x{n}{trans}'


def nvvm_cp_async(line):
    # nvvm.cp.async.shared.global: size and cache as attributes or operands.
    size = re.search(r'size = (\d+)|, (\d+), cache', line)
    cache = re.search(r'load_cache_modifier<(\w+)>|cache = (\w+)', line)
    if not (size and cache):
        return None
    return f'cp.async {cache.group(1) or cache.group(2)} ' + \
        (size.group(1) or size.group(2))


def nvvm_tcgen05_mma(line):
    # tcgen05.mma and its .ws, .sp and .block_scale variants.
    variant = quals(NVVM_OP.match(line).group(1)[len('tcgen05.mma'):])
    extra = [x for x in ('sp', 'block_scale') if x in variant]
    return ' '.join(['tcgen05.mma' + ('.ws' if 'ws' in variant else ''),
                     'kind::' + (attr(line, 'mmaKind') or '?'),
                     cta_group(line)] + extra)


def tmem_shape(line):
    return (attr(line, 'shape') or '?').replace('shape_', '')


def nvvm_store_ext(line):
    evict = attr(line, 'evict')
    if not evict:
        return None
    space = '.global' if 'ptr<1>' in line else ''
    return f'st{space} L1::' + evict.replace('evict_no_', 'no_')


def nvvm_setmaxnreg(line):
    m = re.search(r'(increase|decrease)\D*(\d+)', line)
    return f'setmaxnreg {m.group(1)[:3]} {m.group(2)}' if m else None


NVVM_FAMILIES = {
    'mma.sync': nvvm_mma_sync,
    'wgmma.mma_async': nvvm_wgmma,
    'wgmma.fence': lambda line: 'wgmma.fence',
    'wgmma.commit.group': lambda line: 'wgmma.commit_group',
    'wgmma.wait.group': lambda line: 'wgmma.wait_group',
    'ldmatrix': nvvm_ldmatrix,
    'stmatrix': nvvm_stmatrix,
    'cp.async.shared.global': nvvm_cp_async,
    'cp.async.commit.group': lambda line: 'cp.async.commit_group',
    'cp.async.wait.group': lambda line: 'cp.async.wait_group',
    'cp.async.mbarrier.arrive': lambda line: 'cp.async.mbarrier.arrive' +
    (' noinc' if 'noinc = true' in line else ''),
    'cp.async.bulk.tensor.shared.cluster.global': nvvm_tma_load,
    'cp.async.bulk.tensor.global.shared.cta':
    lambda line: 'cp.async.bulk.tensor %dd store' % tma_dims(line),
    'cp.async.bulk.tensor.reduce':
    lambda line: 'cp.async.bulk.tensor %dd reduce.%s' % (
        tma_dims(line), attr(line, 'redKind') or '?'),
    'cp.async.bulk.tensor.prefetch':
    lambda line: 'cp.async.bulk.prefetch.tensor %dd' % tma_dims(line),
    'cp.async.bulk.commit.group': lambda line: 'cp.async.bulk.commit_group',
    'cp.async.bulk.wait_group': lambda line: 'cp.async.bulk.wait_group' +
    ('.read' if re.search(r'\bread\b', line) else ''),
    'mbarrier.init': lambda line: 'mbarrier init',
    'mbarrier.txn': nvvm_mbarrier_txn,
    'mbarrier.arrive.expect_tx': lambda line: 'mbarrier arrive.expect_tx',
    'mbarrier.arrive': lambda line: 'mbarrier arrive',
    'mbarrier.wait.parity': lambda line: 'mbarrier %s_wait.parity' % (
        attr(line, 'kind') or 'try'),
    'mbarrier.try_wait.parity': lambda line: 'mbarrier try_wait.parity',
    'mbarrier.test.wait': lambda line: 'mbarrier test_wait',
    'fence.proxy.acquire': lambda line: 'fence.proxy.tensormap',
    'fence.proxy.release': lambda line: 'fence.proxy.tensormap',
    'fence.proxy': lambda line: 'fence.proxy.async'
    if 'async' in line else None,
    'fence.mbarrier.init': lambda line: 'fence.mbarrier_init',
    'elect.sync': lambda line: 'elect.sync',
    'prefetch.tensormap': lambda line: 'prefetch.tensormap',
    'tcgen05.mma': nvvm_tcgen05_mma,
    'tcgen05.ld': lambda line: 'tcgen05.ld ' + tmem_shape(line),
    'tcgen05.st': lambda line: 'tcgen05.st ' + tmem_shape(line),
    'tcgen05.alloc': lambda line: 'tcgen05.alloc ' + cta_group(line),
    'tcgen05.dealloc': lambda line: 'tcgen05.dealloc ' + cta_group(line),
    'tcgen05.relinquish_alloc_permit':
    lambda line: 'tcgen05.relinquish_alloc_permit ' + cta_group(line),
    'tcgen05.commit': lambda line: 'tcgen05.commit ' + cta_group(line) +
    (' multicast' if 'multicast_mask' in line or 'i16' in operand_types(line)
     else ''),
    'tcgen05.wait': lambda line: 'tcgen05.wait ' + (
        'ld' if 'load>' in line else 'st'),
    'tcgen05.fence': lambda line: 'tcgen05.fence %s_thread_sync' % (
        'before' if 'before' in line else 'after'),
    'tcgen05.cp': lambda line: 'tcgen05.cp',
    'tcgen05.shift': lambda line: 'tcgen05.shift',
    'setmaxregister': nvvm_setmaxnreg,
    'cluster.arrive.relaxed': lambda line: 'barrier.cluster arrive.relaxed',
    'cluster.arrive': lambda line: 'barrier.cluster arrive',
    'cluster.wait': lambda line: 'barrier.cluster wait',
    'mapa': lambda line: 'mapa',
    'clusterlaunchcontrol.try_cancel.multicast':
    lambda line: 'clusterlaunchcontrol try_cancel multicast',
    'clusterlaunchcontrol.try_cancel':
    lambda line: 'clusterlaunchcontrol try_cancel',
    'clusterlaunchcontrol.query_cancel':
    lambda line: 'clusterlaunchcontrol query_cancel',
    'griddepcontrol.wait': lambda line: 'griddepcontrol wait',
    'griddepcontrol.launch.dependents':
    lambda line: 'griddepcontrol launch_dependents',
    'cvt.packfloat.f32': lambda line: 'cvt %s.f32' % attr(line, 'to'),
    'store.ext': nvvm_store_ext,
}


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


INLINE_ASM = [
    # custom: llvm.inline_asm ... "asm", "constraints" %a, %b : ...
    re.compile(r'llvm\.inline_asm\s[^"\n]*"(?P<asm>(?:[^"\\]|\\.)*)",\s*'
               r'"(?P<cons>(?:[^"\\]|\\.)*)"(?P<ops>[^:\n]*)'),
    # generic: "llvm.inline_asm"(%a, %b) <{... asm_string = "asm",
    # constraints = "constraints" ...}>
    re.compile(r'"llvm\.inline_asm"\((?P<ops>[^)]*)\)[^\n]*?asm_string = '
               r'"(?P<asm>(?:[^"\\]|\\.)*)", constraints = '
               r'"(?P<cons>(?:[^"\\]|\\.)*)"'),
]
LLVM_CONSTANT = re.compile(
    r'(%[\w.]+) = (?:llvm\.mlir\.constant\(|"llvm\.mlir\.constant"\(\) '
    r'<\{value = )(-?\d+) : i\d+')
LLVM_FUNC = re.compile(r'^\s*"?llvm\.func\b', re.M)


def unescape(s):
    return re.sub(r'\\([0-9A-Fa-f]{2}|\\)', lambda m: '\\' if m.group(1) ==
                  '\\' else chr(int(m.group(1), 16)), s)


def inline_asm_ptx(func):
    # The PTX of each inline asm of one function, with the operands that are
    # constants written in (cp.async's size is an "n" operand).
    consts = dict(LLVM_CONSTANT.findall(func))
    for rx in INLINE_ASM:
        for m in rx.finditer(func):
            ops = re.findall(r'%[\w.#]+', m.group('ops'))
            nout = sum(1 for c in unescape(m.group('cons')).split(',')
                       if c.startswith('='))

            def operand(q):
                i = int(q.group(1)) - nout
                if 0 <= i < len(ops) and ops[i] in consts:
                    return consts[ops[i]]
                return q.group(0)
            yield re.sub(r'\$(\d+)', operand, unescape(m.group('asm')))


def nvvm_families(text):
    out = set()
    for line in text.splitlines():
        m = NVVM_OP.match(line)
        if not m:
            continue
        op, key = m.group(1), None
        for k in NVVM_FAMILIES:
            if (op == k or op.startswith(k + '.')) and \
                    (key is None or len(k) > len(key)):
                key = k
        fam = NVVM_FAMILIES[key](line) if key else None
        if fam:
            out.add(fam)
    for func in LLVM_FUNC.split(text):
        for asm in inline_asm_ptx(func):
            out |= ptx_families(asm)
    return out


def main():
    compile_bin, dumps = sys.argv[1], sys.argv[2]
    llvm = sys.argv[3] if len(sys.argv) > 3 else None
    results = []
    by_op = collections.defaultdict(list)
    diffs = collections.Counter()
    same = compared = host_lowered = 0
    host_by_op = collections.defaultdict(list)
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
                        ours = ptx_families(fh.read())
                    theirs = None
                    stage = llvm and os.path.join(llvm, commit, f)
                    if stage and os.path.exists(stage):
                        with open(stage) as fh:
                            theirs = nvvm_families(fh.read())
                    logged = set()
                    if theirs is not None:
                        logged = {x for x in ours - theirs
                                  if x in LOGGED_DEVIATIONS}
                        ours = ours - logged
                    note = ''.join(
                        f' (and {x}: deviation {LOGGED_DEVIATIONS[x]})'
                        for x in sorted(logged))
                    if theirs is None:
                        verdict = 'no NVIDIA LLVM-dialect stage to compare'
                    elif ours == theirs:
                        verdict = 'same families as NVIDIA' + note
                    else:
                        verdict = ('differs: ours only [%s]; NVIDIA only [%s]'
                                   % (', '.join(sorted(ours - theirs)),
                                      ', '.join(sorted(theirs - ours))))
                        diffs.update('ours only ' + x for x in ours - theirs)
                        diffs.update('NVIDIA only ' + x for x in theirs - ours)
                    if theirs is not None:
                        compared += 1
                        same += ours == theirs
                    try:
                        h = subprocess.run(
                            [compile_bin, 'compile', path, '--target', tgt,
                             '-o', ptx, '--host', os.path.join(tmp, 'h.ll')],
                            capture_output=True, text=True, timeout=TIMEOUT_S)
                        host_ok, host_err = h.returncode == 0, h.stderr
                    except subprocess.TimeoutExpired:
                        host_ok, host_err = False, f'timed out after {TIMEOUT_S} s'
                    if host_ok:
                        host_lowered += 1
                        verdict += '; host code lowers'
                    else:
                        hop, hmsg = first_error(host_err, path)
                        host_by_op[hop or '(no op)'].append(f'{commit}:{example}')
                        verdict += f'; host code: first error at {hop or "?"}: {hmsg[:120]}'
                    results.append((commit, example, tgt, 'compiled',
                                    ', '.join(sorted(ours | logged)) or '-',
                                    verdict))
                    continue
                op, msg = first_error(stderr, path)
                by_op[op or '(no op)'].append(f'{commit}:{example}')
                results.append((commit, example, tgt,
                                f'first error at {op or "?"}',
                                msg[:160], None))
    for commit, example, tgt, status, detail, verdict in results:
        print(f'{commit} {example} [{tgt}]: {status}: {detail}')
        if verdict:
            print(f'  {verdict}')
    print()
    print('first failing op, by number of examples:')
    for op, files in sorted(by_op.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f'  {op}: {len(files)}')
    print()
    print('family differences from NVIDIA, by number of compiled examples:')
    for d, n in sorted(diffs.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f'  {d}: {n}')
    if not diffs:
        print('  none')
    compiled = sum(1 for r in results if r[3] == 'compiled')
    print(f'\nkernels: {compiled} of {len(results)} examples compile to '
          f'PTX that ptxas accepts')
    print(f'same families: {same} of {compared} compiled examples')
    print(f'host code: {host_lowered} of {compiled} compiled examples lower '
          f'(compile --host)')
    for op, files in sorted(host_by_op.items(),
                            key=lambda kv: (-len(kv[1]), kv[0])):
        print(f'  host code first fails at {op}: {len(files)}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
