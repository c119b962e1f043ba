#!/usr/bin/env python3
"""The verdict of one run for bench/whole/gpu.sh: PASS, FAIL or RAN.

usage: judge.py CRITERION LOG [REFERENCE_LOG]

CRITERION is a runs.tsv criterion of the public corpus (exit0, word:RE, count:N:RE,
nomatch:RE, polybench, none:WHY, joined with &&), or PASS: a line that is exactly PASS.
LOG ends with gpu.sh's "[exit status N]" line. A none: criterion (no self-check) gives
PASS when the output equals REFERENCE_LOG's (the CUDA run's) apart from timing lines,
else RAN.
"""
import re
import sys

FAILRE = r'FAIL|[Tt]est failed|MISMATCH|Error!|corrupted|do not match|dismatch'


def body(path):
    lines = open(path, errors='replace').read().splitlines()
    rc = 0
    if lines and lines[-1].startswith('[exit status'):
        rc = int(re.sub(r'\D', '', lines[-1]) or 0)
        lines = lines[:-1]
    return lines, rc


def main():
    crit, log = sys.argv[1], sys.argv[2]
    ref = sys.argv[3] if len(sys.argv) > 3 else ''
    if open(log, errors='replace').read().startswith('[not built]'):
        return 'NOBUILD'
    lines, rc = body(log)
    if rc in (124, 137):
        return 'TIMEOUT'
    if crit == 'PASS':
        return 'PASS' if rc == 0 and 'PASS' in lines else 'FAIL'
    ok = rc == 0
    for c in (c.strip() for c in crit.split('&&')):
        if c == 'exit0':
            continue
        elif c.startswith('word:'):
            ok &= any(re.search(c[5:], l) for l in lines)
            ok &= not any(re.search(FAILRE, l) for l in lines)
        elif c.startswith('count:'):
            n, rx = c[6:].split(':', 1)
            ok &= sum(1 for l in lines if re.search(rx, l)) == int(n)
        elif c.startswith('nomatch:'):
            ok &= not any(re.search(c[8:], l) for l in lines)
        elif c == 'polybench':
            ns = [int(m.group(1)) for l in lines for m in [re.search(
                r'Non-Matching CPU-GPU Outputs Beyond Error Threshold of [0-9.]+ Percent: *(-?[0-9]+)', l)] if m]
            ok &= bool(ns) and not any(ns)
        elif c.startswith('none:'):
            if not ok:
                return 'FAIL'
            if not ref:
                return 'RAN'
            timing = re.compile(r'[Tt]ime|msec|GB/s|GFlop')
            same = [l for l in lines if not timing.search(l)] == \
                [l for l in body(ref)[0] if not timing.search(l)]
            return 'PASS' if same else 'RAN'
        else:
            return 'FAIL'
    return 'PASS' if ok else 'FAIL'


print(main())
