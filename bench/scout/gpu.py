#!/usr/bin/env python3
"""Scouted programs on the NVIDIA GPU machine: the CUDA build and the migrated one side by side.

A scout run on the 2-core machine stops most HeCBench programs at its timeout (their run
targets are sized for a GPU), which says nothing of whether the migration is right. This
packs such programs for the GPU machine, where both builds run in seconds, and judges the
logs that come back the way the scout judges its own runs (see README.md):

  gpu.py pack SCOUT_OUT DEST [--suite S] [--verdicts timeout,RAN] [--only a,b]
      DEST (inside the repository, git-ignored, e.g. out/gscout; carried to the GPU machine)
      gets list.tsv (name, CUDA executable, run arguments), cuda/<name>/ (the prepared
      program with its nvcc binary, objects left out) and mig/<name>/ (the migrated tree
      with its .cuport binary, linked here against the runtime's libcuport.so).
  gpu.sh DEST      (on the GPU machine) writes DEST/logs/<name>/{cuda,mig}.log
  gpu.py judge LOGS
      one line per program: the CUDA run's verdict, the migrated run's, the first error.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scout  # noqa: E402


def cuda_exe(suite, d):
    """The executable the program's own build made, relative to its folder."""
    if suite == 'cuda-samples':
        return '.scout/a.out'
    r = subprocess.run(['make', '-n', 'run', 'LAUNCHER='], cwd=d, capture_output=True, text=True)
    for line in r.stdout.splitlines():
        m = re.match(r'^\s*(?:cd \S+ && )?\./(\S+)', line)
        if m:
            return m.group(1)
    return 'main'


def pack(a):
    rows = [l.rstrip('\n').split('\t') for l in open(os.path.join(a.scout, 'results.tsv'))][1:]
    want = set(a.verdicts.split(','))
    only = set(a.only.split(',')) if a.only else None
    work = os.path.join(a.work or os.path.join(a.scout, 'work'), a.suite)
    mig = os.path.join(a.scout, a.suite, 'migrated')
    os.makedirs(a.dest, exist_ok=True)
    shutil.rmtree(os.path.join(a.dest, 'cuda'), ignore_errors=True)
    shutil.rmtree(os.path.join(a.dest, 'mig'), ignore_errors=True)
    pats = shutil.ignore_patterns('*.o', '.scout-build', 'compile_commands.json', 'cuport-report*')

    def skip(d, names):
        # and what a run left behind that is too big to carry (an input it generated)
        big = {n for n in names if os.path.isfile(os.path.join(d, n)) and
               os.path.getsize(os.path.join(d, n)) > 16 << 20}
        return set(pats(d, names)) | big
    n = 0
    with open(os.path.join(a.dest, 'list.tsv'), 'w') as out:
        for r in rows:
            prog, verdict = r[0], r[2]
            name = scout.short(a.suite, prog)
            if (only and name not in only and prog not in only) or (not only and verdict not in want):
                continue
            src, dst = os.path.join(work, prog), os.path.join(mig, prog)
            exe = cuda_exe(a.suite, src)
            mexe = os.path.join(dst, name + '.cuport')
            if not os.path.exists(os.path.join(src, exe)) or not os.path.exists(mexe):
                print('pack: %s has no %s' % (name, exe if not os.path.exists(mexe) else 'CUDA binary'),
                      file=sys.stderr)
                continue
            args = open(os.path.join(src, '.scout', 'args')).read().strip()
            shutil.copytree(src, os.path.join(a.dest, 'cuda', name), ignore=skip, symlinks=True)
            shutil.copytree(dst, os.path.join(a.dest, 'mig', name), ignore=skip, symlinks=True)
            out.write('%s\t%s\t%s\n' % (name, exe, args))
            n += 1
    size = subprocess.run(['du', '-sh', a.dest], capture_output=True, text=True).stdout.split()[0]
    print('pack: %d programs in %s (%s)' % (n, a.dest, size))


def judge(a):
    names = sorted(os.listdir(a.logs))
    print('%-28s %-12s %-12s %s' % ('program', 'cuda', 'migrated', 'first error (migrated)'))
    tally = {}
    for name in names:
        res = []
        for side in ('cuda', 'mig'):
            log = os.path.join(a.logs, name, side + '.log')
            if not os.path.exists(log):
                res.append(('absent', ''))
                continue
            m = re.findall(r'^\[exit status (-?[0-9]+)\]$', open(log, errors='replace').read(), re.M)
            res.append(scout.classify_run(log, int(m[-1]) if m else 1))
        key = (res[0][0], res[1][0])
        tally[key] = tally.get(key, 0) + 1
        print('%-28s %-12s %-12s %s' % (name, res[0][0], res[1][0], res[1][1][:110]))
    print('\n'.join('  %3d  cuda %-8s migrated %s' % (n, c, m)
                    for (c, m), n in sorted(tally.items(), key=lambda x: -x[1])))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    sub = ap.add_subparsers(dest='cmd', required=True)
    p = sub.add_parser('pack')
    p.add_argument('scout')
    p.add_argument('dest')
    p.add_argument('--suite', default='hecbench', choices=sorted(scout.SNAP))
    p.add_argument('--verdicts', default='timeout')
    p.add_argument('--only')
    p.add_argument('--work')
    j = sub.add_parser('judge')
    j.add_argument('logs')
    a = ap.parse_args()
    pack(a) if a.cmd == 'pack' else judge(a)


if __name__ == '__main__':
    main()
