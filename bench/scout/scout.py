#!/usr/bin/env python3
"""Scout cuport on real CUDA programs beyond the public corpus (see README.md).

For each program of a suite snapshot: extract it into a work folder outside the repository,
record compile_commands.json with the program's own build under Bear (nvcc links without a
GPU), migrate it with the suite root as in-root, build every migrated unit against the runtime
(pkg-config cuport), run it on the default OpenCL device under a timeout and classify where
it stopped. This file holds paths, names and flags only, never code of the suites.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import time

MIRROR = os.environ.get('MIRROR', '/work/.mirror')
SNAP = {
    'hecbench': 'zjin-lcf+HeCBench/repo',
    'cuda-samples': 'NVIDIA+cuda-samples/repo',
    'rodinia': 'yuhc+gpu-rodinia/repo',
    'polybench': 'sgrauerg+polybenchGpu/repo',
}
# The 20 public programs (/work/shared/corpus/list.tsv): --sample never picks them.
PUBLIC = {
    'hecbench': {'src/shuffle-cuda', 'src/overlap-cuda', 'src/atomicPerf-cuda'},
    'rodinia': {'cuda/pathfinder'},
    'polybench': {'CUDA/GEMM'},
    'cuda-samples': {'Samples/0_Introduction/' + n for n in (
        'vectorAdd', 'template', 'simpleTemplates', 'matrixMul', 'asyncAPI', 'simpleStreams',
        'simpleAtomicIntrinsics', 'simpleCooperativeGroups')} |
    {'Samples/2_Concepts_and_Techniques/' + n for n in (
        'scalarProd', 'reduction', 'threadFenceReduction', 'histogram',
        'convolutionSeparable', 'shfl_scan')} |
    {'Samples/3_CUDA_Features/jacobiCudaGraphs'},
}
CUDA = os.environ.get('CUDA_PATH', '/usr/local/cuda')
NVCC = os.path.join(CUDA, 'bin', 'nvcc')
ARCH = 'sm_80'
# The self-check words of the yardstick: a FAIL word anywhere fails the run.
FAILRE = re.compile(r'FAIL|[Tt]est failed|MISMATCH|[Mm]ismatch|Error!|\bError\b|corrupted|'
                    r'do not match|dismatch')
PASSRE = re.compile(r'PASS|[Tt]est passed|\bOK\b|[Cc]orrect|[Ss]uccess')
POLYRE = re.compile(r'Non-Matching CPU-GPU Outputs Beyond Error Threshold of [0-9.]+ '
                    r'Percent: *(-?[0-9]+)')
# An argument that is no file: a number (the rest may name an input).
NUMRE = re.compile(r'^[-+]?[0-9.]+([eE][-+]?[0-9]+)?[a-zA-Z]?$')


def git(*args, **kw):
    return subprocess.run(['git', '--git-dir=' + kw.pop('gd')] + list(args),
                          capture_output=True, text=kw.pop('text', True), **kw)


def ls_tree(gd, *paths, recursive=False):
    a = ['ls-tree', '--name-only', '-z'] + (['-r'] if recursive else []) + ['HEAD', '--']
    out = git(*(a + list(paths)), gd=gd).stdout
    return [p for p in out.split('\0') if p]


def extract(gd, dest, paths):
    """git archive of PATHS at HEAD into DEST (those that exist)."""
    have = [p for p in paths if ls_tree(gd, p)]
    if not have:
        return
    os.makedirs(dest, exist_ok=True)
    arch = subprocess.run(['git', '--git-dir=' + gd, 'archive', 'HEAD', '--'] + have,
                          capture_output=True)
    if arch.returncode == 0 and subprocess.run(['tar', '-x', '-C', dest], input=arch.stdout,
                                               capture_output=True).returncode == 0:
        return
    # a partial snapshot lacks some blobs (large data): take the others one by one
    for f in ls_tree(gd, *have, recursive=True):
        blob = git('cat-file', 'blob', 'HEAD:' + f, gd=gd, text=False)
        if blob.returncode == 0:
            os.makedirs(os.path.dirname(os.path.join(dest, f)), exist_ok=True)
            open(os.path.join(dest, f), 'wb').write(blob.stdout)


# ---------------------------------------------------------------- the suites
def programs(suite, gd):
    """Every program of SUITE as its path in the snapshot, sorted."""
    if suite == 'hecbench':
        return sorted(p for p in ls_tree(gd, 'src/') if p.endswith('-cuda'))
    if suite == 'polybench':
        return sorted(p for p in ls_tree(gd, 'CUDA/') if '.' not in os.path.basename(p))
    files = ls_tree(gd, 'cuda/' if suite == 'rodinia' else 'Samples/', recursive=True)
    if suite == 'rodinia':  # a folder with a Makefile and a .cu
        mk = {os.path.dirname(f) for f in files if os.path.basename(f) == 'Makefile'}
        cu = {os.path.dirname(f) for f in files if f.endswith('.cu')}
        return sorted(mk & cu)
    return samples(files)


def samples(files):
    """cuda-samples: the folders under Samples/<group>/ with a CMakeLists.txt and a .cu or
    .cpp at any depth below (MC_* keep theirs in src/, library samples are .cpp only); a
    folder holding other samples (Samples/8_Platform_Specific/Tegra) is none."""
    cm = {os.path.dirname(f) for f in files
          if os.path.basename(f) == 'CMakeLists.txt' and f.count('/') >= 3}
    src = [f for f in files if f.endswith(('.cu', '.cpp'))]
    has = {d for d in cm if any(f.startswith(d + '/') for f in src)}
    return sorted(d for d in has if not any(o.startswith(d + '/') for o in has))


def short(suite, path):
    return path[4:-5] if suite == 'hecbench' else os.path.basename(path)


def resolve(suite, allp, name):
    if name in allp:
        return name
    hits = [p for p in allp if short(suite, p) == name]
    return hits[0] if hits else None


def sibling_dirs(gd, prog, root):
    """The folders beside PROG that its files name as ../X (shared headers, data)."""
    parent = os.path.dirname(prog)
    found = set()
    for dp, _, fs in os.walk(os.path.join(root, prog)):
        for f in fs:
            p = os.path.join(dp, f)
            if os.path.getsize(p) > 2_000_000:
                continue
            try:
                t = open(p, errors='replace').read()
            except OSError:
                continue
            found.update(re.findall(r'\.\./([A-Za-z0-9_.+-]+)', t))
    return sorted(parent + '/' + d for d in found if d not in ('.', '..'))


def patch_arch(d, only=None, old_api=False):
    """Raise the -arch of the program's make files to one CUDA 13 accepts (a user building
    with CUDA 13 does the same); sm_75 and up are kept."""
    for dp, _, fs in os.walk(d):
        for f in fs:
            if only and f != only:
                continue
            if f in ('Makefile', 'makefile', 'common.mk', 'make.config') or f.endswith('.mk'):
                p = os.path.join(dp, f)
                t = open(p, errors='replace').read()
                n = re.sub(r'(sm|compute)_([1-6][0-9]|7[0-2])\b', r'\1_80', t)
                # CUDA 13 removed cudaThreadSynchronize, which older suites call (the
                # public corpus's recipe passes the same -D)
                if old_api:
                    n = re.sub(r'^(\t\s*(?:nvcc|\$[({](?:CC|NVCC)[)}]|\$\(CUDA_DIR\)/bin/nvcc) )'
                               r'(?!.*cudaThreadSynchronize)',
                               r'\1-DcudaThreadSynchronize=cudaDeviceSynchronize ', n,
                               flags=re.M)
                if n != t:
                    open(p, 'w').write(n)


def sh(cmd, cwd, log, timeout, env=None):
    """Run CMD (a list) in CWD, appending its output to LOG; the exit status (124: timeout)."""
    with open(log, 'a') as lf:
        lf.write('$ ' + ' '.join(shlex.quote(c) for c in cmd) + '\n')
        lf.flush()
        try:
            r = subprocess.run(cmd, cwd=cwd, stdout=lf, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, timeout=timeout, env=env)
            rc = r.returncode
        except subprocess.TimeoutExpired:
            rc = 124
        lf.write('[exit status %d]\n' % rc)
    return rc


def prepare(suite, gd, work, prog):
    """Extract PROG under WORK and record its compile DB; (ok, why, run args). Cached: a
    folder holding a compile DB and .scout/args is reused."""
    d = os.path.join(work, prog)
    meta = os.path.join(d, '.scout')
    if os.path.exists(os.path.join(meta, 'args')):
        st = open(os.path.join(meta, 'status')).read().split('\t', 1)
        return st[0] == 'ok', st[1].strip(), open(os.path.join(meta, 'args')).read().strip()
    shutil.rmtree(d, ignore_errors=True)
    extract(gd, work, [prog])
    extra = []
    if suite == 'hecbench':
        extra = ['src/include'] + sibling_dirs(gd, prog, work)
    elif suite == 'rodinia':
        extra = ['common'] + ['data/' + os.path.basename(prog)]
    elif suite == 'polybench':
        extra = ['common', 'CUDA/common.mk']
    elif suite == 'cuda-samples':
        extra = ['Common']
    extract(gd, work, [e for e in extra if not os.path.exists(os.path.join(work, e))])
    os.makedirs(meta, exist_ok=True)
    log = os.path.join(meta, 'build.log')
    old = suite in ('rodinia', 'polybench')  # written before CUDA 13
    patch_arch(d, old_api=old)
    for e in extra:
        if os.path.isdir(os.path.join(work, e)):
            patch_arch(os.path.join(work, e), old_api=old)
        elif os.path.isfile(os.path.join(work, e)):
            patch_arch(os.path.dirname(os.path.join(work, e)), os.path.basename(e), old)
    args = ''
    bear = ['bear', '--output', 'compile_commands.json', '--']
    if suite == 'cuda-samples':
        rc = build_sample(d, work, log, bear)
    else:
        mk = ['make', '-k', 'CC=nvcc', 'NVCC=' + NVCC, 'ARCH=' + ARCH, 'CUDA_DIR=' + CUDA,
              'CUDA_PATH=' + CUDA, 'CUDA_HOME=' + CUDA]
        rc = sh(bear + mk, d, log, 900)
        if suite == 'hecbench':
            args = run_args(d, mk)
    db = os.path.join(d, 'compile_commands.json')
    ok = os.path.exists(db) and json.load(open(db)) != []
    why = 'ok' if ok and rc == 0 else first_error(log, 'build') or 'nvcc build failed'
    good = ok and rc == 0
    open(os.path.join(meta, 'status'), 'w').write(('ok' if good else 'skip') + '\t' + why + '\n')
    open(os.path.join(meta, 'args'), 'w').write(args + '\n')
    return good, why, args


# CMake's imported targets of the CUDA toolkit (CUDA::x) as nvcc's link flags; cudart is
# nvcc's own. Any other CUDA::x links libx.
CUDA_TARGETS = {'cudart': [], 'cudart_static': [], 'cuda_driver': ['-lcuda']}


def cmake_commands(text):
    """The commands of a CMakeLists.txt as (name, [arguments]), comments out, quotes off."""
    text = re.sub(r'#[^\n]*', '', text)
    out = []
    for m in re.finditer(r'\b([A-Za-z_][A-Za-z0-9_]*)\s*\(([^()]*)\)', text):
        out.append((m.group(1).lower(), [a.strip('"') for a in m.group(2).split()]))
    return out


def sample_target(d):
    """What a sample's CMakeLists.txt builds: (sources, include dirs, defines, link flags,
    compile flags), paths relative to the sample's folder; None without an executable."""
    try:
        cmds = cmake_commands(open(os.path.join(d, 'CMakeLists.txt'), errors='replace').read())
    except OSError:
        return None
    exes = [a for c, a in cmds if c in ('add_executable', 'cuda_add_executable') and a]
    if not exes:
        return None
    name = next((a[0] for a in exes if a[0] == os.path.basename(d)), exes[0][0])
    words = ('PRIVATE', 'PUBLIC', 'INTERFACE', 'SYSTEM', 'BEFORE', 'AFTER', 'WIN32',
             'MACOSX_BUNDLE', 'EXCLUDE_FROM_ALL')

    def paths(args):
        for a in args:
            a = a.replace('${CMAKE_CURRENT_SOURCE_DIR}', '.').replace('${PROJECT_SOURCE_DIR}', '.')
            if a not in words and '${' not in a and '$<' not in a:
                yield os.path.normpath(a)
    srcs, incs, defs, libs, cflags = [], [], [], [], []
    for c, a in cmds:
        mine = a[:1] == [name]
        if c in ('add_executable', 'cuda_add_executable', 'target_sources') and mine:
            srcs += [p for p in paths(a[1:]) if p.endswith(('.cu', '.cpp', '.cc', '.c'))]
        elif c == 'include_directories' or (c == 'target_include_directories' and mine):
            incs += [p for p in paths(a if c == 'include_directories' else a[1:])
                     if os.path.isdir(os.path.join(d, p))]
        elif c in ('add_definitions', 'add_compile_definitions') or \
                (c == 'target_compile_definitions' and mine):
            defs += ['-D' + x.lstrip('-D') for x in (a if not mine else a[1:])
                     if x not in words and '$' not in x]
        elif c == 'target_link_libraries' and mine:
            for x in a[1:]:
                if x.startswith('CUDA::'):
                    t = x[6:]
                    libs += CUDA_TARGETS.get(t, ['-l' + re.sub(r'_static$', '', t)])
                elif x.startswith('OpenMP::'):
                    libs.append('-Xcompiler=-fopenmp')
                    cflags.append('-Xcompiler=-fopenmp')
                elif x == 'm':
                    libs.append('-lm')
    srcs = [s for s in dict.fromkeys(srcs) if os.path.isfile(os.path.join(d, s))]
    return (srcs, list(dict.fromkeys(incs)), defs, list(dict.fromkeys(libs)), cflags) if srcs else None


def build_sample(d, work, log, bear):
    """cuda-samples: the sources its CMakeLists.txt names (every .cu/.cpp of the folder when
    it names none) compiled as the suite's CMake does, with its include folders and
    definitions, and linked with the CUDA libraries its target links."""
    rel = os.path.relpath(os.path.join(work, 'Common'), d)
    flags = ['-std=c++17', '--extended-lambda', '-rdc=true', '-Wno-deprecated-gpu-targets',
             '-arch=' + ARCH, '-I' + rel]
    target = sample_target(d)
    if target:
        srcs, incs, defs, libs, cflags = target
        flags += ['-I' + i for i in incs if i != rel] + defs + cflags
    else:
        srcs, libs = sorted(f for f in os.listdir(d) if f.endswith(('.cu', '.cpp'))), []
    objs = ['.scout/%d-%s.o' % (n, os.path.basename(f)) for n, f in enumerate(srcs)]
    script = os.path.join(d, '.scout', 'build.sh')
    with open(script, 'w') as s:
        s.write('set -e\n')
        for f, o in zip(srcs, objs):
            s.write(' '.join([NVCC] + flags + ['-c', shlex.quote(f), '-o', o]) + '\n')
        s.write(' '.join([NVCC, '-arch=' + ARCH, '-rdc=true'] + objs + ['-o', '.scout/a.out'] +
                         libs) + '\n')
    return sh(bear + ['sh', '.scout/build.sh'], d, log, 900)


def run_args(d, mk):
    """The arguments of the Makefile's run target: the line that starts the program."""
    r = subprocess.run(mk + ['-n', 'run', 'LAUNCHER='], cwd=d, capture_output=True, text=True)
    for line in r.stdout.splitlines():
        m = re.match(r'^\s*(?:cd \S+ && )?\./(\S+)\s*(.*)$', line)
        if m:
            return m.group(2).strip()
    return ''


# ---------------------------------------------------------------- migrate, build, run
def plan(prog_dir, inroot, outroot):
    """Per unit of the compile DB: (lang, dir in the out tree, migrated source, flags)."""
    def reroot(p):
        p = os.path.normpath(p)
        if p == inroot or p.startswith(inroot + os.sep):
            return os.path.join(outroot, os.path.relpath(p, inroot))
        return p
    units = []
    for e in json.load(open(os.path.join(prog_dir, 'compile_commands.json'))):
        a = e.get('arguments') or shlex.split(e['command'])
        d = e['directory']
        f = os.path.normpath(os.path.join(d, e['file']))
        flags, i = [], 1
        while i < len(a):
            o, nxt = a[i], a[i + 1] if i + 1 < len(a) else ''
            if o in ('-I', '-isystem', '-D', '-U', '-include'):
                v, i = nxt, i + 2
            elif o[:2] in ('-I', '-D', '-U'):
                o, v, i = o[:2], o[2:], i + 1
            else:
                i += 1
                continue
            if o in ('-D', '-U'):
                flags.append(o + v)
                continue
            p = os.path.normpath(os.path.join(d, v))
            if p.startswith(CUDA) or os.path.exists(os.path.join(p, 'cuda_runtime.h')):
                continue  # the migrated program must not need the CUDA SDK
            flags += ['-I' + reroot(p)] if o == '-I' else [o, reroot(p)]
        base, ext = os.path.splitext(os.path.relpath(f, inroot))
        out = base + ('.cpp' if ext == '.cu' else ext)
        units.append(('c' if ext == '.c' else 'c++', reroot(d), os.path.join(outroot, out), flags))
    # a file compiled twice (Rodinia's `nvcc -cuda x.cu` then `nvcc -o x x.cu`) is one unit
    last = {u[2]: u for u in units}
    return [u for i, u in enumerate(units) if last[u[2]] is u and
            all(v[2] != u[2] for v in units[i + 1:])]


def first_error(log, kind):
    """The line that says why LOG's stage stopped, for the summary."""
    try:
        lines = open(log, errors='replace').read().splitlines()
    except OSError:
        return ''
    pats = {
        'migrate': [r'\berror\b', r'Assertion|Segmentation|Aborted|signal'],
        'build': [r'\berror\b', r'undefined reference', r'[Ee]rror'],
        'link': [r'undefined reference', r'\berror\b'],
        'kernel': [r'^error: ', r"^cuport: building"],
        'run': [FAILRE.pattern, r'[Ee]rror|abort|Assert|what\(\)|Segmentation'],
    }[kind]
    for p in pats:
        for l in lines:
            if re.search(p, l) and not l.startswith('$ '):
                return l.strip()[:240]
    return ''


def classify_run(log, rc):
    text = open(log, errors='replace').read()
    lines = text.splitlines()
    if rc in (124, 137):
        return 'timeout', ''
    if re.search(r"^cuport: building '.*' .*failed", text, re.M):
        return 'kernel-build', first_error(log, 'kernel')
    if 128 < rc < 160 or rc < 0:  # timeout says 128 + the signal; 255 is exit(-1)
        return 'crash', 'signal %d; %s' % (rc - 128 if rc > 128 else -rc, first_error(log, 'run'))
    ns = [int(m.group(1)) for m in map(POLYRE.search, lines) if m]
    bad = [l for l in lines if FAILRE.search(l) and not l.startswith('$ ') and not POLYRE.search(l)]
    if bad or any(ns):
        return 'FAIL', (bad[0] if bad else 'non-matching %s' % ns).strip()[:240]
    if rc != 0:
        return 'FAIL', 'exit status %d; %s' % (rc, first_error(log, 'run'))
    if ns or any(PASSRE.search(l) for l in lines if not l.startswith('$ ')):
        return 'PASS', ''
    return 'RAN', ''


def measure(cfg, suite, gd, prog):
    t0 = time.time()
    work = os.path.join(cfg.work, suite)
    name = short(suite, prog)
    ok, why, args = prepare(suite, gd, work, prog)
    if not ok:
        return [prog, 'prepare', 'skip', '%.1f' % (time.time() - t0), why]
    outroot = os.path.join(cfg.out, suite, 'migrated')
    dst = os.path.join(outroot, prog)
    shutil.rmtree(dst, ignore_errors=True)
    os.makedirs(dst)
    logs = os.path.join(cfg.out, suite, 'logs', prog)
    shutil.rmtree(logs, ignore_errors=True)
    os.makedirs(logs)
    mlog, blog, rlog = (os.path.join(logs, n) for n in ('migrate.log', 'build.log', 'run.log'))
    src = os.path.join(work, prog)
    mrc = sh([cfg.cuport, '-p', src, '--in-root', work, '--out-root', outroot], cfg.out, mlog,
             cfg.migrate_timeout)

    def row(stage, verdict, err):
        return [prog, stage, verdict, '%.1f' % (time.time() - t0), err.replace('\t', ' ')]
    units = plan(src, work, outroot)
    objs, built = [], True
    for n, (lang, wdir, osrc, flags) in enumerate(units):
        if not os.path.exists(osrc):
            built = False
            with open(blog, 'a') as f:
                f.write('error: cuport wrote no %s\n' % osrc)
            continue
        obj = os.path.join(dst, '.scout-build', '%d-%s.o' % (n, os.path.basename(osrc)))
        os.makedirs(os.path.dirname(obj), exist_ok=True)
        os.makedirs(wdir, exist_ok=True)
        cc = ['gcc', '-O2'] if lang == 'c' else ['g++', '-std=c++17', '-O2']
        if sh(cc + flags + ['-c', osrc, '-o', obj] + cfg.pkg_cflags, wdir, blog, 300) == 0:
            objs.append(obj)
        else:
            built = False
    if not built:
        stage = 'migrate' if mrc != 0 else 'host-build'
        return row(stage, stage, first_error(mlog if mrc != 0 else blog,
                                             'migrate' if mrc != 0 else 'build'))
    exe = os.path.join(dst, name + '.cuport')
    with open(blog, 'a') as f:
        f.write('=== link\n')
    if sh(['g++'] + objs + ['-o', exe] + cfg.pkg_libs, dst, blog, 300) != 0:
        return row('link', 'link', first_error(blog, 'link'))
    env = dict(os.environ)
    env.pop('CUPORT_DEVICE', None)
    # line-buffered, so a run cut off by the timeout still shows how far it got
    rc = sh(['timeout', '-k', '10', str(cfg.timeout), 'stdbuf', '-oL', '-eL',
             './' + os.path.basename(exe)] +
            shlex.split(args), dst, rlog, cfg.timeout + 30, env)
    return row('run', *judge_run(rlog, rc, src, args))


def judge_run(rlog, rc, src, args):
    """The verdict of a run and its first error line."""
    verdict, err = classify_run(rlog, rc)
    d = os.path.dirname(os.path.abspath(src + '/x'))
    absent = [a for a in shlex.split(args) if not NUMRE.match(a) and not a.startswith('-')
              and not os.path.exists(os.path.join(d, a))]
    if verdict in ('FAIL', 'crash') and absent:
        return 'skip', 'input missing? %s (%s: %s)' % (absent[0], verdict, err)
    return verdict, err


def reclassify(cfg, suite, res):
    """Judge the runs of RES again from their logs (after a change of the rules above)."""
    out = []
    for l in open(res).read().splitlines()[1:]:
        r = l.split('\t')
        rlog = os.path.join(cfg.out, suite, 'logs', r[0], 'run.log')
        if r[1] == 'run' and os.path.exists(rlog):
            m = re.findall(r'^\[exit status (-?[0-9]+)\]$', open(rlog).read(), re.M)
            src = os.path.join(cfg.work, suite, r[0])
            args = open(os.path.join(src, '.scout', 'args')).read().strip()
            r[2], r[4] = judge_run(rlog, int(m[-1]) if m else 1, src, args)
            r[4] = r[4].replace('\t', ' ')
        out.append('\t'.join(r))
    with open(res, 'w') as f:
        f.write('program\tstage\tverdict\tseconds\tfirst_error\n' + '\n'.join(out) + '\n')


# ---------------------------------------------------------------- selection and summary
def select(cfg, suite, gd):
    allp = programs(suite, gd)
    if cfg.only:
        p = resolve(suite, allp, cfg.only)
        if not p:
            sys.exit('scout: no program %s in %s' % (cfg.only, suite))
        return [p]
    if cfg.list:
        names = [l.split()[0] for l in open(cfg.list) if l.strip() and not l.startswith('#')]
        sel = [resolve(suite, allp, n) for n in names]
        for n, p in zip(names, sel):
            if not p:
                print('scout: no program %s in %s (left out)' % (n, suite), file=sys.stderr)
        return [p for p in sel if p]
    pool = [p for p in allp if p not in PUBLIC[suite]]
    if cfg.sample:
        return sorted(random.Random(cfg.seed).sample(pool, min(cfg.sample, len(pool))))
    return pool


def normalise(err):
    """A first-error line with its file, position and names of one program taken out, so
    lines of one cause count together."""
    e = re.sub(r'^\S*?:\d+(:\d+)?:\s*', '', err)
    e = re.sub(r"'[^']*'", "'X'", e)
    e = re.sub(r'\b0x[0-9a-f]+\b|\b\d+\b', 'N', e)
    return e[:160]


def summary(res, out):
    rows = [l.rstrip('\n').split('\t') for l in open(res)][1:]
    by = collections.Counter(r[2] for r in rows)
    order = ['skip', 'migrate', 'host-build', 'link', 'kernel-build', 'crash', 'timeout',
             'FAIL', 'PASS', 'RAN']
    lines = ['%d programs' % len(rows)]
    lines += ['  %-12s %d' % (v, by[v]) for v in order if by[v]]
    errs = collections.Counter(normalise(r[4]) for r in rows
                               if r[2] not in ('PASS', 'RAN', 'skip') and r[4])
    lines.append('most common first errors:')
    lines += ['  %3d  %s' % (n, e) for e, n in errs.most_common(25)]
    text = '\n'.join(lines) + '\n'
    open(out, 'w').write(text)
    print(text, end='')


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('cuport')
    ap.add_argument('out')
    ap.add_argument('--suite', default='hecbench', choices=sorted(SNAP))
    ap.add_argument('--only')
    ap.add_argument('--list')
    ap.add_argument('--sample', type=int)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('-j', type=int, default=1)
    ap.add_argument('--work', help='where programs are extracted and prepared (reused)')
    ap.add_argument('--timeout', type=int, default=120)
    ap.add_argument('--reclassify', action='store_true',
                    help='judge the runs of OUT/results.tsv again from their logs')
    ap.add_argument('--migrate-timeout', type=int, default=900)
    cfg = ap.parse_args()
    cfg.cuport = os.path.abspath(cfg.cuport)
    os.makedirs(cfg.out, exist_ok=True)
    cfg.out = os.path.abspath(cfg.out)
    cfg.work = os.path.abspath(cfg.work or os.path.join(cfg.out, 'work'))
    repo = subprocess.run(['git', 'rev-parse', '--show-toplevel'], capture_output=True,
                          text=True, cwd=os.path.dirname(os.path.abspath(__file__))).stdout.strip()
    for p in (cfg.out, cfg.work):
        if repo and (p + '/').startswith(repo + '/'):
            sys.exit('scout: %s lies inside the repository %s' % (p, repo))
    pc = os.path.join(os.path.dirname(cfg.cuport), '..', 'pkgconfig')
    if os.path.exists(os.path.join(pc, 'cuport.pc')):  # the runtime of the binary's build
        os.environ['PKG_CONFIG_PATH'] = os.path.abspath(pc) + ':' + os.environ.get(
            'PKG_CONFIG_PATH', '')
    cfg.pkg_cflags = shlex.split(subprocess.run(['pkg-config', '--cflags', 'cuport'],
                                                capture_output=True, text=True).stdout)
    cfg.pkg_libs = shlex.split(subprocess.run(['pkg-config', '--libs', 'cuport'],
                                              capture_output=True, text=True).stdout)
    os.environ['CUPORT_CACHE_DIR'] = os.path.join(cfg.out, 'cache')
    gd = os.path.join(MIRROR, SNAP[cfg.suite])
    res = os.path.join(cfg.out, 'results.tsv')
    if cfg.reclassify:
        reclassify(cfg, cfg.suite, res)
        summary(res, os.path.join(cfg.out, 'summary.txt'))
        return
    sel = select(cfg, cfg.suite, gd)
    rows = {}
    if os.path.exists(res) and (cfg.only or cfg.list):  # keep rows of programs not run now
        rows = {l.split('\t')[0]: l for l in open(res).read().splitlines()[1:]}
    print('scout: %d programs of %s -> %s' % (len(sel), cfg.suite, cfg.out))

    def one(p):
        try:
            r = measure(cfg, cfg.suite, gd, p)
        except Exception as e:  # the harness must go on with the others
            import traceback
            tb = traceback.extract_tb(e.__traceback__)[-1]
            r = [p, 'harness', 'harness', '0', '%r at line %d' % (e, tb.lineno)]
        print('  %-40s %-12s %6ss  %s' % (r[0], r[2], r[3], r[4][:100]), flush=True)
        return r
    with concurrent.futures.ThreadPoolExecutor(max(1, cfg.j)) as ex:
        for r in ex.map(one, sel):
            rows[r[0]] = '\t'.join(r)
    with open(res, 'w') as f:
        f.write('program\tstage\tverdict\tseconds\tfirst_error\n')
        for k in sorted(rows):
            f.write(rows[k] + '\n')
    summary(res, os.path.join(cfg.out, 'summary.txt'))


if __name__ == '__main__':
    main()
